// The scenario runner: each command of a script done as a player would do it, on a fake clock.
#include "game/app/script.h"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <thread>
#include <utility>

#include "game/all/daily.h"
#include "game/all/registry.h"
#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/app/make.h"
#include "game/app/result_card.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

const std::set<std::string, std::less<>> kActions = {"pause", "resume",  "undo", "redo",    "hint",
                                                      "play-hint", "menu", "back", "continue", "play-hints-to-end"};

std::vector<std::string> words(std::string_view s) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) out.emplace_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

// Seconds as written ("5", "0.5"): at most a day.
Result<double> seconds(const std::string& s) {
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0' || !(v >= 0) || v > 86400) return fail("expects seconds (0 to 86400), not '" + printable(s) + "'");
    return v;
}

// What one command needs, checked before the script runs; empty when it is well formed.
std::string form_error(const ScriptCommand& c) {
    const size_t n = c.args.size();
    const std::string& v = c.verb;
    if (v == "open") {
        if (n == 1) return {};
        if (n == 2 && (c.args[1] == "new" || c.args[1] == "daily" || c.args[1] == "guide")) return {};
        if (n == 3) return parse_int(c.args[2], 1, 1000000, "a level number") ? "" : "open GAME PACK N: N is a level number from 1";
        return "expects 'open GAME PACK N', 'open GAME new', 'open GAME daily', 'open GAME guide' or 'open ID'";
    }
    if (v == "play" || v == "screenshot" || v == "copy-share-text" || v == "save-share-image" || v == "click")
        return c.rest.empty() ? v + " needs an argument" : "";
    if (v == "relaunch") return n == 0 ? "" : "relaunch takes no argument";
    if (v == "tap" || v == "touch") return n == 1 ? "" : "expects '" + v + " CELL' (a cell named by its labels, e.g. B3)";
    if (v == "swipe" || v == "drag")
        return n == 2 && std::string_view("up down left right").find(c.args[1]) != std::string_view::npos && c.args[1].size() >= 2
                   ? ""
                   : "expects '" + v + " CELL DIR' (DIR: up, down, left or right)";
    if (v == "press") {
        if (n == 1 && kActions.count(c.args[0])) return {};
        return "expects 'press ACTION': pause, resume, undo, redo, hint, play-hint, menu, back, continue or play-hints-to-end";
    }
    if (v == "focus") return n == 1 && (c.args[0] == "lost" || c.args[0] == "gained") ? "" : "expects 'focus lost' or 'focus gained'";
    if (v == "wait") {
        if (n != 1) return "expects 'wait SECONDS'";
        auto s = seconds(c.args[0]);
        return s ? "" : "wait " + s.error().message;
    }
    if (v == "expect") {
        if (n == 2 && c.args[0] == "moves") return parse_int(c.args[1], 0, 100000000) ? "" : "expect moves N: N is a count";
        if (n == 2 && c.args[0] == "solved") return c.args[1] == "yes" || c.args[1] == "no" ? "" : "expect solved yes|no";
        if (n == 2 && c.args[0] == "clock-below") {
            auto s = seconds(c.args[1]);
            return s ? "" : "expect clock-below " + s.error().message;
        }
        if (n == 2 && c.args[0] == "screen") return {};
        if (n == 2 && c.args[0] == "verdict") return parse_verdict_word(c.args[1]) ? "" : "expect verdict unique|several|none|unknown";
        if (n == 2 && c.args[0] == "history-at") return parse_int(c.args[1], 0, 100000000) ? "" : "expect history-at N: N is a move number";
        if (n == 2 && c.args[0] == "guide-step") return c.args[1] == "done" || parse_int(c.args[1], 1, 100) ? "" : "expect guide-step N|done";
        return "expects 'expect moves N', 'expect solved yes|no', 'expect clock-below SECONDS', 'expect screen NAME', 'expect guide-step N|done', 'expect history-at N' or 'expect verdict WORD'";
    }
    if (v == "print") {
        const bool known = n == 1 && (c.args[0] == "title" || c.args[0] == "layout" || c.args[0] == "verdict" || c.args[0] == "id");
        return known ? "" : "expects 'print title', 'print layout', 'print verdict' or 'print id'";
    }
    if (v == "make") {
        if (n == 1 || n == 2 || (n == 3 && c.args[1] == "size")) return {};
        return "expects 'make GAME', 'make GAME ID' or 'make GAME size P'";
    }
    if (v == "edit") return n == 2 ? "" : "expects 'edit CELL VALUE', 'edit k K' or 'edit words W1,W2,...'";
    if (v == "keep") return {};  // the rest of the line, if any, is its name
    if (v == "today") {
        int y = 0, m = 0, d = 0;
        char extra = 0;
        if (n == 1 && std::sscanf(c.args[0].c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &extra) == 3 && y >= 1970 && m >= 1 && m <= 12 && d >= 1 &&
            d <= 31)
            return {};
        return "expects 'today YYYY-MM-DD'";
    }
    if (v == "quit") return n == 0 ? "" : "quit takes no argument";
    if (v == "sound-to") return c.rest.empty() ? "expects 'sound-to FILE' (a .wav file to write)" : "";
    return "unknown command '" + printable(v) + "'";
}

} // namespace

Result<std::vector<ScriptCommand>> parse_script(std::string_view text) {
    std::vector<ScriptCommand> out;
    int line = 0;
    size_t at = 0;
    while (at <= text.size()) {
        const size_t end = std::min(text.find('\n', at), text.size());
        std::string_view l = text.substr(at, end - at);
        ++line;
        at = end + 1;
        // '#' starts a comment at the start of a line or after a space ("open fling:...#42" keeps its seed).
        for (size_t i = 0; i < l.size(); ++i)
            if (l[i] == '#' && (i == 0 || l[i - 1] == ' ' || l[i - 1] == '\t')) {
                l = l.substr(0, i);
                break;
            }
        l = trimmed(l);
        if (l.empty()) continue;
        ScriptCommand c;
        c.line = line;
        const size_t sp = l.find_first_of(" \t");
        c.verb = std::string(l.substr(0, sp));
        if (sp != std::string_view::npos) c.rest = std::string(trimmed(l.substr(sp)));
        c.args = words(c.rest);
        if (const std::string why = form_error(c); !why.empty()) return fail(why, line);
        out.push_back(std::move(c));
        if (end == text.size()) break;
    }
    return out;
}

ScriptRunner::ScriptRunner(App& app, Shell& shell) : app_(app), shell_(shell) {
    app_.set_clock([this] { return now_; });
}

void ScriptRunner::frame(uint32_t ms) {
    now_ += ms;
    app_.redraw();
    app_.step();
}

void ScriptRunner::settle(int frames) {
    app_.scenes().apply_pending(app_.context());
    for (int i = 0; i < frames; ++i) frame();
}

bool ScriptRunner::wait_for_generation() {
    // The puzzle is made on a thread of its own: real time passes for it, a frame at a time.
    const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(5);
    settle(1);
    while (app_.scenes().top() && app_.scenes().top()->name() == "generating") {
        if (std::chrono::steady_clock::now() > until) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        frame();
    }
    settle();
    return true;
}

PlayScene* ScriptRunner::play_scene() const {
    SceneStack& st = app_.scenes();
    for (size_t i = st.size(); i-- > 0;)
        if (auto* p = dynamic_cast<PlayScene*>(st.at(i))) return p;
    return nullptr;
}

bool ScriptRunner::press_button(const std::string& label, const std::string& window, bool prefix) {
    // Two frames: one finds the buttons, the next presses the topmost enabled one (drawn last).
    ui::Press look{label, window, prefix, -1, {}, false};
    ui::set_press(&look);
    frame();
    ui::set_press(nullptr);
    int target = -1;
    for (size_t i = 0; i < look.enabled.size(); ++i)
        if (look.enabled[i]) target = static_cast<int>(i);
    if (target < 0) return false;
    ui::Press press{label, window, prefix, target, {}, false};
    ui::set_press(&press);
    frame();
    ui::set_press(nullptr);
    settle();
    return press.pressed;
}

void ScriptRunner::pointer(Vec2 from, Vec2 to, bool finger) {
    const Vec2 size = app_.context().size;
    // One event at a point, then a frame: a finger's (positions as fractions of the screen) or
    // the mouse's (which hovers there first).
    auto send = [&](uint32_t type, Vec2 at) {
        SDL_Event e{};
        e.type = type;
        if (finger) {
            e.tfinger.fingerId = 1;
            e.tfinger.x = at.x / size.x;
            e.tfinger.y = at.y / size.y;
        } else if (type == SDL_MOUSEMOTION) {
            e.motion.x = static_cast<int>(at.x);
            e.motion.y = static_cast<int>(at.y);
            e.motion.state = to == from || at == from ? 0 : SDL_BUTTON_LMASK;
        } else {
            e.button.x = static_cast<int>(at.x);
            e.button.y = static_cast<int>(at.y);
            e.button.button = SDL_BUTTON_LEFT;
        }
        app_.inject(e);
        frame();
    };
    if (!finger) send(SDL_MOUSEMOTION, from);
    send(finger ? SDL_FINGERDOWN : SDL_MOUSEBUTTONDOWN, from);
    if (!(to == from)) send(finger ? SDL_FINGERMOTION : SDL_MOUSEMOTION, to);
    send(finger ? SDL_FINGERUP : SDL_MOUSEBUTTONUP, to);
}

void ScriptRunner::key(int sym, uint16_t mod) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    app_.inject(e);
    frame();
    e.type = SDL_KEYUP;
    app_.inject(e);
    settle();
}

ScriptOutcome ScriptRunner::press(const std::string& action) {
    const std::string screen = app_.scenes().top() ? app_.scenes().top()->name() : "none";
    auto none = [&](const std::string& what) { return ScriptOutcome{1, "no " + what + " to press on the " + screen + " screen"}; };
    if (action == "pause") return press_button(tr("Menu"), "##hud") ? ScriptOutcome{} : none("Menu button");
    if (action == "resume") return press_button(tr("Resume")) ? ScriptOutcome{} : none("Resume button");
    if (action == "undo") return press_button(tr("Undo")) ? ScriptOutcome{} : none("enabled Undo button");
    if (action == "redo") return press_button(tr("Redo")) ? ScriptOutcome{} : none("enabled Redo button");
    if (action == "hint") {
        for (const char* label : {"Hint", "Why?", "Show"})
            if (press_button(tr(label))) return {};
        return none("Hint button");
    }
    if (action == "play-hint") return press_button(tr("Play it")) ? ScriptOutcome{} : none("Play it button");
    if (action == "menu") {
        if (press_button(tr("Quit to menu")) || press_button(tr("Menu"), "##over")) return {};
        return none("Quit to menu or Menu button");
    }
    if (action == "back") {
        if (press_button(tr("Back"))) return {};
        key(SDLK_ESCAPE);  // the system's Back: Escape, or Android's back key
        return {};
    }
    if (action == "continue") {
        const std::string format = tr("Continue {1}");
        const std::string start = format.substr(0, format.find("{1}"));
        return press_button(start, {}, true) ? ScriptOutcome{} : none("Continue button");
    }
    if (action == "play-hints-to-end") {
        // Each hinted move as Hint ... Play it plays it, until the puzzle ends.
        for (int moves = 0; moves < 100000; ++moves) {
            PlayScene* p = play_scene();
            if (!p || app_.scenes().top() != p) return ScriptOutcome{1, "no game in play on the " + screen + " screen"};
            if (p->session().status() != Status::Playing) return {};
            const size_t before = p->session().length();
            for (int step = 0; step < 4 && p->session().length() == before; ++step) p->show_hint(app_.context());
            if (p->session().length() == before) return ScriptOutcome{1, "no hint to play: " + p->message()};
            // Every move's motion but the last's ends at once; the last plays as a player sees it
            // (the win's wave), for the `wait`s and screenshots that follow.
            if (p->session().status() == Status::Playing) p->view().update(kEndAnimations);
            frame();
        }
        return ScriptOutcome{1, "the puzzle did not end after 100000 hinted moves"};
    }
    return ScriptOutcome{2, "unknown action '" + printable(action) + "'"};
}

ScriptOutcome ScriptRunner::open(const ScriptCommand& c) {
    SceneStack& st = app_.scenes();
    Context& ctx = app_.context();
    // Whatever is open is left as leaving it does (a game in play is saved), back to the title.
    st.clear_to_root();
    settle(2);
    if (c.args.size() == 1) {
        if (auto ok = open_puzzle_text(shell_, st, c.args[0]); !ok) return {2, "cannot open it: " + ok.error().message};
    } else {
        const GameType* g = find_game(c.args[0]);
        if (!g) return {2, "no game called '" + printable(c.args[0]) + "'"};
        st.push(shell_.levels(*g));
        if (c.args[1] == "new") {
            const auto presets = g->presets();
            if (presets.empty()) return {2, std::string(g->id()) + " has no endless presets"};
            st.push(make_generating_scene(shell_, *g, presets.front().params, 1, PlayOrigin::endless(trf("Endless #{1}", 1))));
        } else if (c.args[1] == "guide") {  // as the game menu's "Learn to play" opens it
            auto guide = make_guide_scene(shell_, *g, true);
            if (!guide) return {2, std::string(g->id()) + " has no guided first puzzle"};
            st.push(std::move(guide));
        } else if (c.args[1] == "daily") {
            const int day = shell_.today();
            const auto daily = g->daily(day);
            if (daily.empty()) return {2, std::string(g->id()) + " has no daily puzzle"};
            st.push(shell_.open_daily(*g, daily.front(), day, daily.size() == 1));
        } else {
            const std::string pack = c.args[1] + ".txt";
            const auto packs = g->level_packs();
            if (std::find(packs.begin(), packs.end(), pack) == packs.end())
                return {2, "no level pack levels/" + std::string(g->id()) + "/" + printable(pack)};
            const int n = static_cast<int>(*parse_int(c.args[2], 1, 1000000));
            auto scene = shell_.play_level(*g, pack, n - 1);
            if (!scene) return {2, "level " + std::to_string(n) + " of levels/" + std::string(g->id()) + "/" + pack + ": " + scene.error().message};
            st.push(std::move(*scene));
        }
    }
    st.apply_pending(ctx);
    if (!wait_for_generation()) return {1, "the puzzle was still being made after 5 minutes"};
    const std::string top = st.top() ? st.top()->name() : "none";
    if (top != "play" && top != "history" && top != "guide") return {1, "it did not open: the " + top + " screen shows"};
    return {};
}

ScriptOutcome ScriptRunner::make(const ScriptCommand& c) {
    SceneStack& st = app_.scenes();
    st.clear_to_root();
    settle(2);
    const GameType* g = find_game(c.args[0]);
    if (!g) return {2, "no game called '" + printable(c.args[0]) + "'"};
    if (!g->editor()) return {2, std::string(g->id()) + " has no editor"};
    std::unique_ptr<MakeScene> scene;
    if (c.args.size() == 1) scene = make_make_scene(shell_, *g);
    else if (c.args.size() == 2) {
        auto opened = make_make_scene(shell_, *g, c.args[1]);
        if (!opened) return {1, opened.error().message};  // (it says what it could not open, and why)
        scene = std::move(*opened);
    } else {
        auto blank = g->editor()->blank(c.args[2]);
        if (!blank) return {1, "no such size: " + blank.error().message};
        scene = std::make_unique<MakeScene>(shell_, *g, std::move(*blank));
    }
    st.push(shell_.levels(*g));  // as the game menu's "Make a puzzle" opens it
    st.push(std::move(scene));
    settle();
    return st.top() && st.top()->name() == "make" ? ScriptOutcome{} : ScriptOutcome{1, "the editor did not open"};
}

MakeScene* ScriptRunner::make_scene() const {
    SceneStack& st = app_.scenes();
    return st.top() ? dynamic_cast<MakeScene*>(st.top()) : nullptr;
}

ScriptOutcome ScriptRunner::run_command(const ScriptCommand& c) {
    SceneStack& st = app_.scenes();
    Context& ctx = app_.context();
    const std::string screen = st.top() ? st.top()->name() : "none";
    const std::string& v = c.verb;
    if (v == "open") return open(c);
    if (v == "make") return make(c);
    if (v == "edit" || v == "keep" || (v == "print" && c.args[0] != "title" && c.args[0] != "layout") || (v == "expect" && c.args[0] == "verdict")) {
        MakeScene* m = make_scene();
        if (!m) return {1, "no puzzle is being made (the " + screen + " screen shows)"};
        if (v == "edit") {
            const std::string edit = c.args[0] + "=" + c.args[1];
            if (auto ok = m->edit(edit); !ok) return {1, "the edit '" + printable(edit) + "' was refused: " + ok.error().message};
            settle();
            return {};
        }
        if (v == "keep") {
            if (!c.rest.empty()) m->set_name(c.rest);
            (void)m->wait_verdict();
            if (auto ok = m->keep(); !ok) return {1, "could not keep it: " + ok.error().message};
            settle();
            return {};
        }
        const Verdict& verdict = m->wait_verdict();
        if (v == "expect") {
            const std::string got(verdict_word(verdict.kind));
            return got == c.args[1] ? ScriptOutcome{} : ScriptOutcome{1, "expected the verdict " + c.args[1] + ", found " + verdict_text(verdict)};
        }
        std::printf("%s\n", c.args[0] == "id" ? m->session().id().c_str() : verdict_text(verdict).c_str());
        std::fflush(stdout);
        return {};
    }
    if (v == "play" && screen == "guide") {  // the guided first puzzle takes the move as a tap makes it
        if (!guide_play(*st.top(), c.rest, ctx)) return {1, "the move '" + printable(c.rest) + "' was refused: " + guide_said(*st.top())};
        settle();
        return {};
    }
    if (v == "play") {
        PlayScene* p = play_scene();
        if (!p || st.top() != p) return {1, "no game takes input on the " + screen + " screen"};
        if (!p->play(c.rest, ctx)) return {1, "the move '" + printable(c.rest) + "' was refused: " + p->message()};
        settle();
        return {};
    }
    if (v == "tap" || v == "touch" || v == "swipe" || v == "drag") {
        // The board taking input: the guide's, the editor's, else the game in play on top.
        const BoardView* view = screen == "guide" ? guide_view(*st.top()) : nullptr;
        if (MakeScene* m = make_scene(); !view && m) view = &m->view();
        if (PlayScene* p = play_scene(); !view && p && st.top() == p) view = &p->view();
        if (!view) return {1, "no game takes input on the " + screen + " screen"};
        const Rect r = view->labelled_area({c.args[0]});
        if (r.w <= 0 || r.h <= 0) return {1, "no cell " + printable(c.args[0]) + " on this board"};
        const bool finger = v == "touch" || v == "swipe";
        const Vec2 at = r.center();
        Vec2 to = at;  // a swipe or drag goes one cell's side that way, quickly
        if (v == "swipe" || v == "drag") {
            const std::string& d = c.args[1];
            to = at + Vec2{d == "left" ? -r.w : d == "right" ? r.w : 0.f, d == "up" ? -r.h : d == "down" ? r.h : 0.f};
        }
        const int refused = screen == "guide" ? guide_refusals(*st.top()) : 0;
        pointer(at, to, finger);
        // A player's next tap comes later than a double tap's (0.3 s).
        for (int i = 0; i < 20; ++i) frame();
        // A guide's refusal is the app refusing what the script did.
        if (screen == "guide" && st.top() && guide_refusals(*st.top()) != refused) return {1, "the guide refused it: " + guide_said(*st.top())};
        return {};
    }
    if (v == "press") return press(c.args[0]);
    if (v == "click") {
        // Where the button is drawn, as a mouse clicks it: whatever lies over it takes the click.
        ui::Log log;
        ui::set_log(&log);
        app_.redraw();
        frame();
        ui::set_log(nullptr);
        const ui::Item* found = nullptr;
        for (const ui::Item& it : log.items)
            if (it.target && it.label == c.rest && it.clip.contains(it.rect.center())) found = &it;
        if (!found) return {1, "no " + printable(c.rest) + " in view on the " + screen + " screen"};
        // Straight to the GUI: its SDL back end reads the pointer from SDL's mouse focus, which
        // the dummy video driver never gives a window.
        const Vec2 at = found->rect.center();
        for (const bool down : {false, true, false}) {
            app_.set_gui_pointer(at, down);
            app_.redraw();
            frame();
        }
        app_.set_gui_pointer(std::nullopt);
        settle();
        return {};
    }
    if (v == "relaunch") {
        // As closing the window and starting the app again on the same data folder.
        shell_.note_closing(st);
        st.clear_to_root();
        settle(2);
        shell_.open_left_game(st);
        settle();
        return {};
    }
    if (v == "focus") {
        SDL_Event e{};
        e.type = SDL_WINDOWEVENT;
        e.window.event = c.args[0] == "lost" ? SDL_WINDOWEVENT_FOCUS_LOST : SDL_WINDOWEVENT_FOCUS_GAINED;
        app_.inject(e);
        frame();
        return {};
    }
    if (v == "wait") {
        // App time passes as the desktop loop would pass it: frames while something moves, one
        // long step while the screen is still.
        const uint32_t end = now_ + static_cast<uint32_t>(std::lround(*seconds(c.args[0]) * 1000.0));
        while (static_cast<int32_t>(end - now_) > 0) {
            const uint32_t left = end - now_, idle = app_.idle_wait_ms();
            now_ += std::min(left, idle > 0 ? idle : 16u);
            app_.step();
        }
        return {};
    }
    if (v == "expect") {
        const std::string& what = c.args[0];
        const std::string& want = c.args[1];
        if (what == "screen") return screen == want ? ScriptOutcome{} : ScriptOutcome{1, "expected the " + printable(want) + " screen, found " + screen};
        if (what == "history-at") {
            if (screen != "history") return {1, "no history is open (the " + screen + " screen shows)"};
            const std::string got = std::to_string(history_cursor(*st.top()));
            return got == want ? ScriptOutcome{} : ScriptOutcome{1, "expected history at move " + want + ", found " + got};
        }
        if (what == "guide-step") {
            if (screen != "guide") return {1, "no guide is open (the " + screen + " screen shows)"};
            const std::string got = guide_finished(*st.top()) ? "done" : std::to_string(guide_step(*st.top()) + 1);
            return got == want ? ScriptOutcome{} : ScriptOutcome{1, "expected guide step " + want + ", found " + got + " (it said: " + guide_said(*st.top()) + ")"};
        }
        PlayScene* p = play_scene();
        if (!p) return {1, "no game is open (the " + screen + " screen shows)"};
        if (what == "moves") {
            const auto n = static_cast<size_t>(*parse_int(want, 0, 100000000));
            const size_t got = p->session().moves_made();
            return got == n ? ScriptOutcome{} : ScriptOutcome{1, "expected " + want + " moves, found " + std::to_string(got)};
        }
        if (what == "solved") {
            const bool solved = p->session().status() == Status::Won && !p->session().revealed();
            return solved == (want == "yes") ? ScriptOutcome{} : ScriptOutcome{1, std::string("expected solved ") + want + ", found " + (solved ? "yes" : "no")};
        }
        if (what == "clock-below") {
            const double limit = *seconds(want);
            const int64_t ms = p->mid_end().clock_ms();
            if (static_cast<double>(ms) < limit * 1000.0) return {};
            char buf[64];
            std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(ms) / 1000.0);
            return {1, "expected the clock below " + want + " s, found " + buf + " s"};
        }
    }
    if (v == "screenshot") {
        app_.capture_next_frame();
        frame();
        const Image& img = app_.last_frame();
        if (img.w == 0 || !img.write_png(c.rest)) return {1, "could not write " + printable(c.rest)};
        return {};
    }
    if (v == "print") {
        PlayScene* p = play_scene();
        if (!p) return {1, "no game is open (the " + screen + " screen shows)"};
        std::printf("%s\n", (c.args[0] == "layout" ? p->layout_line(ctx) : p->title()).c_str());
        std::fflush(stdout);
        return {};
    }
    if (v == "copy-share-text") {
        PlayScene* p = play_scene();
        if (!p) return {1, "no game is open (the " + screen + " screen shows)"};
        if (auto ok = write_file_atomic(c.rest, p->share_text() + "\n"); !ok) return {1, "could not write " + printable(c.rest) + ": " + ok.error().message};
        return {};
    }
    if (v == "save-share-image") {
        PlayScene* p = play_scene();
        if (!p) return {1, "no game is open (the " + screen + " screen shows)"};
        const ShareResult r = p->share_result();
        const GameType* g = find_game(p->session().puzzle().game());
        if (r.status == Status::Playing || !g) return {1, "the game open is not over: its result card is made once it ends"};
        const std::string png = result_card_png(*g, p->session().puzzle(), r, shell_.settings().colour_blind);
        if (png.empty()) return {1, "could not draw the result card"};
        if (auto ok = write_file_atomic(c.rest, png); !ok) return {1, "could not write " + printable(c.rest) + ": " + ok.error().message};
        return {};
    }
    if (v == "today") {
        int y = 0, m = 0, d = 0;
        (void)std::sscanf(c.args[0].c_str(), "%4d-%2d-%2d", &y, &m, &d);
        shell_.set_today(y * 10000 + m * 100 + d);
        return {};
    }
    if (v == "sound-to") {
        // What plays from here on, mixed in the app's time; the file is written at quit, at the
        // script's end or at the next sound-to.
        if (auto done = close_sound(); done.status != 0) return done;
        SoundRecorder& rec = app_.record_sound();
        shell_.apply_settings(ctx);  // the recorder learns the volume and mute in use
        if (PlayScene* p = play_scene()) rec.set_voice(p->view().voice());
        sound_file_ = c.rest;
        recorder_ = &rec;
        return {};
    }
    if (v == "quit") {
        SDL_Event e{};
        e.type = SDL_QUIT;
        app_.inject(e);
        frame();
        quit_ = true;
        return close_sound();
    }
    return {2, "unknown command '" + printable(v) + "'"};
}

ScriptOutcome ScriptRunner::run(std::string_view text, const std::string& file) {
    auto commands = parse_script(text);
    if (!commands) return {2, describe(commands.error(), printable(file))};
    settle();
    for (const ScriptCommand& c : *commands) {
        if (quit_) break;
        ScriptOutcome o = run_command(c);
        if (o.status != 0) {
            (void)close_sound();  // what was heard up to the failure, to listen to
            return {o.status, describe(fail(o.message, c.line), printable(file))};
        }
    }
    if (ScriptOutcome o = close_sound(); o.status != 0) return {o.status, describe(fail(o.message, commands->back().line), printable(file))};
    return {};
}

ScriptOutcome ScriptRunner::close_sound() {
    if (sound_file_.empty()) return {};
    const std::string path = std::exchange(sound_file_, {});
    const std::string wav = wav_bytes(recorder_->stop(), SoundRecorder::kRate);
    if (auto ok = write_file_atomic(path, wav); !ok) return {1, "could not write " + printable(path) + ": " + ok.error().message};
    return {};
}

} // namespace pz
