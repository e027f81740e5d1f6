// The layout test (issue 17): every scene of every game at six screen sizes, from a 360x640 phone
// to a desktop window, fails when a widget or text is clipped by the window or its panel, overlaps
// another widget or the board, or a touch target is under 44 logical px (48 at Android's 412x915).
// Also at 360x640 in every language (issue 20) and with larger text at every size; with a hint's
// words showing too (issue 27).
// What it reads: the widget log (game/ui/widgets.h), Dear ImGui's windows and draw lists after
// Render() (any draw command reaching outside its clip rectangle is clipped content, whoever drew
// it), and the canvas the board was drawn on. With PZ_SCREENSHOTS=DIR every screen is kept there.
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>

#include "game/core/i18n.h"
#include "game/all/registry.h"
#include "game/fling/view.h"
#include "game/sweetspots/view.h"
#include "game/app/make.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/ui/widgets.h"
#include "tests/sweep.h"
#include "tests/ui/screen.h"

namespace {

using pz::Rect;

struct ScreenSize {
    int w, h;
};
constexpr ScreenSize kSizes[] = {{360, 640}, {390, 844}, {412, 915}, {844, 390}, {820, 1180}, {1280, 800}};

// Android asks for 48 dp targets; an Android-sized phone is held to it, everything else to Apple's 44.
float min_target(ScreenSize s) { return s.w == 412 && s.h == 915 ? 48.f : 44.f; }

constexpr float kSlack = 1.5f;  // anti-aliasing fringes and rounding

struct Problem {
    std::string scene, size, kind, what;
};

float right(Rect r) { return r.x + r.w; }
float bottom(Rect r) { return r.y + r.h; }
// How far `r` reaches outside `clip` on the left/right and top/bottom.
float out_x(Rect r, Rect clip) { return std::max(clip.x - r.x, right(r) - right(clip)); }
float out_y(Rect r, Rect clip) { return std::max(clip.y - r.y, bottom(r) - bottom(clip)); }
bool overlap(Rect a, Rect b) {
    const float w = std::min(right(a), right(b)) - std::max(a.x, b.x);
    const float h = std::min(bottom(a), bottom(b)) - std::max(a.y, b.y);
    return w > kSlack && h > kSlack;
}
std::string str(Rect r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "(%.0f,%.0f %.0fx%.0f)", static_cast<double>(r.x), static_cast<double>(r.y),
                  static_cast<double>(r.w), static_cast<double>(r.h));
    return buf;
}
Rect rect_of(const ImGuiWindow* w) { return {w->Pos.x, w->Pos.y, w->Size.x, w->Size.y}; }
bool window_scrolls(const ImGuiWindow* w) {
    for (; w; w = (w->Flags & ImGuiWindowFlags_ChildWindow) ? w->ParentWindow : nullptr)
        if (w->ScrollMax.y > 0 && !(w->Flags & ImGuiWindowFlags_NoScrollbar)) return true;  // (bars hide what falls off)
    return false;
}

struct Walk {
    pz::test::Screen& scr;
    ScreenSize size;
    std::vector<Problem>& problems;

    void mouse(Uint32 type, float x, float y) {
        SDL_Event e{};
        e.type = type;
        if (type == SDL_MOUSEMOTION) {
            e.motion.x = static_cast<int>(x);
            e.motion.y = static_cast<int>(y);
        } else {
            e.button.x = static_cast<int>(x);
            e.button.y = static_cast<int>(y);
            e.button.button = SDL_BUTTON_LEFT;
        }
        scr.app.inject(e);
    }
    // A tap as the engine's gestures see it (the board; not ImGui's widgets, see below).
    void tap(pz::Vec2 p) {
        mouse(SDL_MOUSEMOTION, p.x, p.y);
        scr.frames(1);
        mouse(SDL_MOUSEBUTTONDOWN, p.x, p.y);
        scr.frames(1);
        mouse(SDL_MOUSEBUTTONUP, p.x, p.y);
        scr.frames(3);
    }

    void open(const std::string& name) {
        auto& st = scr.app.scenes();
        st.clear_to_root();
        st.pop();
        REQUIRE(pz::open_named_scene(*scr.shell, st, name));
        scr.frames(8);
    }
    // A change made by a call, not by input, draws nothing by itself: a few frames drawn for ImGui
    // to size and scroll its windows to it.
    void settle() {
        for (int i = 0; i < 3; ++i) (void)scr.frame();
    }
    pz::PlayScene* play() {
        auto& st = scr.app.scenes();
        for (size_t i = st.size(); i-- > 0;)
            if (auto* p = dynamic_cast<pz::PlayScene*>(st.at(i))) return p;
        return nullptr;
    }

    // Draws one frame with the widget log on, checks it, and returns the log (to find widgets).
    pz::ui::Log look(const std::string& scene) {
        pz::ui::Log log;
        pz::ui::set_log(&log);
        const pz::Image img = scr.frame();
        pz::ui::set_log(nullptr);
        const std::string sz = std::to_string(size.w) + "x" + std::to_string(size.h);
        if (const char* dir = std::getenv("PZ_SCREENSHOTS")) {
            // Named by everything that changes the picture: scripts/screenshots keeps them all.
            const pz::Settings& set = scr.shell->settings();
            std::string file = "layout-" + scene + "-" + sz + (set.theme == pz::Theme::Light ? "-light" : "-dark");
            if (set.text_size != pz::TextSize::Normal) file += set.text_size == pz::TextSize::Large ? "-large" : "-larger";
            if (set.language != "en") file += "-" + set.language;
            file += ".png";
            std::replace(file.begin(), file.end(), ':', '-');
            CHECK(img.write_png(std::string(dir) + "/" + file));
        }
        check(scene, sz, log);
        return log;
    }

    void check(const std::string& scene, const std::string& sz, const pz::ui::Log& log) {
        auto say = [&](const std::string& kind, const std::string& what) { problems.push_back({scene, sz, kind, what}); };
        const Rect screen{0, 0, static_cast<float>(size.w), static_cast<float>(size.h)};
        auto is_sheet = [&](const char* name) {
            return std::find(log.sheets.begin(), log.sheets.end(), std::string(name)) != log.sheets.end();
        };
        // The windows drawn this frame.
        std::vector<ImGuiWindow*> roots;
        for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
            if (!w->Active || w->Hidden || (w->Flags & ImGuiWindowFlags_Tooltip)) continue;
            const bool child = (w->Flags & ImGuiWindowFlags_ChildWindow) != 0;
            // Clipped content: a draw command whose vertices reach outside its clip rectangle.
            const ImDrawList* dl = w->DrawList;
            const bool scrolls = window_scrolls(w);
            for (const ImDrawCmd& cmd : dl->CmdBuffer) {
                if (cmd.UserCallback || cmd.ElemCount == 0) continue;
                const Rect clip{cmd.ClipRect.x, cmd.ClipRect.y, cmd.ClipRect.z - cmd.ClipRect.x, cmd.ClipRect.w - cmd.ClipRect.y};
                // Triangle by triangle; thin ones are lines ImGui draws across the whole window on
                // purpose (separators, borders) and lets the clip rectangle cut.
                for (unsigned t = 0; t + 2 < cmd.ElemCount; t += 3) {
                    ImVec2 lo(1e9f, 1e9f), hi(-1e9f, -1e9f);
                    for (unsigned k = 0; k < 3; ++k) {
                        const ImVec2 p = dl->VtxBuffer[static_cast<int>(dl->IdxBuffer[static_cast<int>(cmd.IdxOffset + t + k)] + cmd.VtxOffset)].pos;
                        lo = ImMin(lo, p);
                        hi = ImMax(hi, p);
                    }
                    const Rect drawn{lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
                    if (drawn.w <= 3.5f || drawn.h <= 3.5f) continue;
                    if (out_x(drawn, clip) > kSlack || (!scrolls && out_y(drawn, clip) > kSlack)) {
                        std::string what = std::string(w->Name) + ": content " + str(drawn) + " cut by " + str(clip);
                        for (const auto& it : log.items)
                            if (overlap(it.rect, drawn)) {
                                what += " (near '" + it.label + "')";
                                break;
                            }
                        say("clipped", what);
                        break;  // one report per draw command
                    }
                }
            }
            if (!child) roots.push_back(w);
        }
        for (size_t i = 0; i < roots.size(); ++i) {
            const Rect r = rect_of(roots[i]);
            if (out_x(r, screen) > kSlack || out_y(r, screen) > kSlack) say("off screen", std::string(roots[i]->Name) + " " + str(r));
            if (is_sheet(roots[i]->Name) || (roots[i]->Flags & ImGuiWindowFlags_NoInputs)) continue;
            for (size_t j = i + 1; j < roots.size(); ++j) {
                if (is_sheet(roots[j]->Name) || (roots[j]->Flags & ImGuiWindowFlags_NoInputs)) continue;
                if (overlap(r, rect_of(roots[j])))
                    say("overlap", std::string(roots[i]->Name) + " " + str(r) + " and " + roots[j]->Name + " " + str(rect_of(roots[j])));
            }
        }
        // Widgets: big enough, labels whole, inside their window, not on one another.
        const float target = min_target(size);
        for (size_t i = 0; i < log.items.size(); ++i) {
            const auto& it = log.items[i];
            const std::string name = "'" + it.label + "' in " + it.window + " " + str(it.rect);
            if (it.target && ((!it.key && it.rect.w + 0.01f < target) || it.rect.h + 0.01f < target)) say("small target", name);
            if (!it.fits) say("label cut", name);
            // Words shortened to fit ("BitFli...", "(0 of 3 sol..."), except the play screen's
            // status, which has its own rule below.
            if (it.shortened && it.window != "##hud") say("words shortened", name);
            // The play screen's status ("Score 3  ·  noise in 2 moves   0:12") drops whole parts
            // when the bar is short of room; it is never cut off in the middle of one.
            if (it.window == "##hud" && it.label.find("...") != std::string::npos && i > 0 && log.items[i - 1].window == "##hud" && !log.items[i - 1].target)
                say("status cut", name);
            if (out_x(it.rect, it.clip) > kSlack || (!it.scrolls && out_y(it.rect, it.clip) > kSlack))
                say("clipped", name + " by " + str(it.clip));
            for (size_t j = i + 1; j < log.items.size(); ++j) {
                const auto& other = log.items[j];
                if (other.window == it.window && overlap(it.rect, other.rect))
                    say("overlap", name + " and '" + other.label + "' " + str(other.rect));
            }
        }
        // The board (the canvas under the GUI) on screen and under no bar or panel.
        std::vector<std::pair<std::string, Rect>> cover;
        for (ImGuiWindow* w : roots)
            if (!is_sheet(w->Name) && !(w->Flags & ImGuiWindowFlags_NoInputs)) cover.emplace_back(w->Name, rect_of(w));
        int reported = 0;
        for (const pz::DrawCmd& c : scr.app.canvas().commands()) {
            if (c.layer == pz::Layer::Background || c.layer == pz::Layer::Gui || reported > 3) continue;
            Rect r = c.rect;
            // Circles are a centre and a radius, lines their two ends (smooth ones too).
            if (c.kind == pz::DrawCmd::Kind::FillCircle || c.kind == pz::DrawCmd::Kind::StrokeCircle || c.kind == pz::DrawCmd::Kind::SmoothCircle)
                r = {r.x - r.w, r.y - r.w, 2 * r.w, 2 * r.w};
            else if (c.kind == pz::DrawCmd::Kind::Line || c.kind == pz::DrawCmd::Kind::RoundLine) r = {std::min(r.x, r.w), std::min(r.y, r.h), std::abs(r.w - r.x), std::abs(r.h - r.y)};
            else if (c.kind == pz::DrawCmd::Kind::Text) r = {r.x, r.y, 0, 0};  // its anchor
            else if (c.kind == pz::DrawCmd::Kind::FillTriangle) continue;
            const std::string what = (c.kind == pz::DrawCmd::Kind::Text ? "text '" + c.text + "' " : std::string("board ")) + str(r);
            if (out_x(r, screen) > kSlack || out_y(r, screen) > kSlack) {
                say("clipped", what + " off the screen");
                ++reported;
                continue;
            }
            for (const auto& [name, wr] : cover)
                if (overlap(r, wr) || (c.kind == pz::DrawCmd::Kind::Text && wr.contains({r.x, r.y}))) {
                    say("overlap", what + " under " + name + " " + str(wr));
                    ++reported;
                    break;
                }
        }
    }
};

std::string summary(const std::vector<Problem>& problems) {
    std::map<std::string, std::map<std::string, int>> by;  // size -> kind -> count
    for (const auto& p : problems) ++by[p.size][p.kind];
    std::ostringstream out;
    out << problems.size() << " layout problems\n";
    for (const auto& [size, kinds] : by) {
        out << "  " << size << ":";
        for (const auto& [kind, n] : kinds) out << " " << kind << " " << n;
        out << "\n";
    }
    std::map<std::string, int> shown;  // at most a few of each kind per scene
    for (const auto& p : problems)
        if (++shown[p.scene + p.kind] <= 3) out << p.scene << " @" << p.size << " " << p.kind << ": " << p.what << "\n";
    return out.str();
}

// Walks every scene of every game at `size` in `theme` and `language`, adding what does not fit.
void walk_everything(ScreenSize size, pz::Theme theme, const std::string& language, std::vector<Problem>& problems,
                     pz::TextSize text = pz::TextSize::Normal) {
    pz::test::Screen scr(size.w, size.h);
    scr.shell->settings().theme = theme;
    scr.shell->settings().language = language;
    scr.shell->settings().text_size = text;
    scr.shell->apply_settings(scr.app.context());
    Walk walk{scr, size, problems};
    pz::Context& ctx = scr.app.context();
    walk.open("settings");
    walk.look("settings");
    walk.open("enter-id");
    walk.look("enter-id");
    walk.open("title");
    scr.app.scenes().push(scr.shell->help(nullptr));
    scr.frames(8);
    walk.look("about");
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        walk.open("levels:" + id);
        walk.look("levels:" + id);
        walk.open("help:" + id);
        walk.look("help:" + id);
        if (g->editor()) {  // the Make screen (issue 40), with its "Size and rules" open
            walk.open("make:" + id);
            // Its verdict comes from a job: looked at once it is in and drawn, so the panel's
            // length (and whether it scrolls) is the same however fast the machine is.
            if (auto* make = dynamic_cast<pz::MakeScene*>(scr.app.scenes().top())) {
                (void)make->wait_verdict();
                scr.frames(4);
            }
            walk.look("make:" + id);
        }
        walk.open("play:" + id);
        pz::PlayScene* play = walk.play();
        REQUIRE(play);
        pz::ui::Log log = walk.look("play:" + id);
        // Each game's panels.
        auto find = [&](const std::string& label) -> const pz::ui::Item* {
            for (const auto& it : log.items)
                if (it.label == label) return &it;
            return nullptr;
        };
        // (Pressed through the views: ImGui's SDL back end takes the pointer from SDL's mouse
        // focus, which SDL's dummy video driver never gives a window.)
        if (auto* spots = dynamic_cast<pz::sweetspots::SpotsView*>(&play->view())) {
            CHECK_MESSAGE(!find(pz::tr("Check")), "Sweet Spots keeps its tools off the board until asked");
            spots->open_tool();  // as the pause menu's "Check and save" does
            walk.settle();
            log = walk.look("play:sweetspots-tools");
            CHECK_MESSAGE(find(pz::tr("Check")), "Sweet Spots shows its Check tool once opened");
            spots->press_check(play->session().state());
            walk.settle();
            walk.look("play:sweetspots-checked");
        }
        if (id == "crossword") {
            // A slot picked: the keyboard comes up and the list shows that length's words.
            for (const char* slot : {"1 across", "1 down", "2 across", "2 down"}) {
                const Rect r = play->view().labelled_area({slot});
                if (r.w <= 0) continue;
                walk.tap({r.x + 4, r.y + 4});
                break;
            }
            walk.look("play:crossword-keyboard");
        }
        walk.open("play:" + id);
        play = walk.play();
        // A hint's words, in a place of their own: on no bar, panel, button or board (issue 27).
        play->show_hint(ctx);
        play->show_hint(ctx);
        walk.settle();
        walk.look("play:" + id + "-hint");
        play->dismiss_toast();
        scr.app.scenes().push(pz::make_pause_scene(*play));
        scr.frames(8);
        walk.look("pause:" + id);
        scr.app.scenes().pop();
        {
            const pz::Puzzle& p = play->session().puzzle();
            scr.app.scenes().push(pz::make_share_scene(*scr.shell, id + ":" + p.params() + ":" + p.description(), id + ":" + p.params() + "#7", "AAAA"));
        }
        scr.frames(8);
        walk.look("share:" + id);
        scr.app.scenes().pop();
        scr.frames(4);
        // The end of the game, once its last animation is over, and its history.
        play->solve(ctx);
        scr.frames(240);
        walk.look("end:" + id);
        // Share once it is over: the result card small beside the words (issue 29).
        play->open_share(ctx);
        scr.frames(8);
        walk.look("share-result:" + id);
        scr.app.scenes().pop();
        scr.frames(4);
        play->open_history(ctx);
        scr.frames(8);
        walk.look("history:" + id);
    }
    // A saved game of each (the solved ones above dropped theirs): the title offers to continue the
    // last one saved, and each card shows its own.
    for (const pz::GameType* g : pz::all_games()) {
        walk.open("play:" + std::string(g->id()));
        scr.shell->autosave(walk.play()->session(), walk.play()->origin(), walk.play()->mid_end().clock_ms());
    }
    walk.open("title");
    pz::ui::Log title = walk.look("title");
    // On a phone the games and the Continue (of whichever game was saved last) are in sight without scrolling.
    const std::string format = pz::tr("Continue {1}"), continue_word = format.substr(0, format.find("{1}"));
    std::vector<std::string> labels{continue_word};
    for (const pz::GameType* g : pz::all_games()) labels.emplace_back(pz::tr(g->title()));
    for (const std::string& label : labels) {
        const pz::ui::Item* item = nullptr;
        for (const auto& it : title.items)
            if (label == continue_word ? pz::starts_with(it.label, label) && it.target : it.label == label) item = &it;
        if (!item) {
            problems.push_back({"title", std::to_string(size.w) + "x" + std::to_string(size.h), "missing", "'" + label + "'"});
        } else if (out_y(item->rect, item->clip) > kSlack) {
            problems.push_back({"title", std::to_string(size.w) + "x" + std::to_string(size.h), "below the fold", "'" + label + "' " + str(item->rect)});
        }
    }
}

} // namespace

TEST_CASE("layout: every scene of every game fits six screens, from a 360x640 phone to a desktop window, in both themes") {
    std::vector<Problem> problems;
    // In both themes (issue 20): the light one draws with other colours but must lay out the same.
    // (Every language and the larger text sizes are walked in the tests below.) Under the
    // sanitizers every fourth walk, a screen that changes with the theme (tests/sweep.h): the
    // layout is the same, and they look for memory faults.
    size_t walk = 0;
    for (const pz::Theme theme : {pz::Theme::Dark, pz::Theme::Light})
        for (const ScreenSize size : kSizes)
            if (pz::test::sampled(walk++, 4)) walk_everything(size, theme, "en", problems);
    INFO(summary(problems));
    CHECK(problems.empty());
}

TEST_CASE("layout: every scene of every game fits a 360x640 phone in every language, in both themes") {
    // Longer words (German's above all) must shorten or wrap where they are drawn, never clip.
    std::vector<Problem> problems;
    for (const char* language : {"de", "fr", "es"})
        for (const pz::Theme theme : {pz::Theme::Dark, pz::Theme::Light}) {
            const size_t before = problems.size();
            walk_everything({360, 640}, theme, language, problems);
            for (size_t i = before; i < problems.size(); ++i) problems[i].size = std::string(language) + " " + problems[i].size;
        }
    INFO(summary(problems));
    CHECK(problems.empty());
}

TEST_CASE("layout: with larger text, every scene of every game still fits all six screens") {
    std::vector<Problem> problems;
    // Dark lays out as light does (the first test); scripts/screenshots (PZ_SCREENSHOTS) wants both.
    std::vector<pz::Theme> themes{pz::Theme::Dark};
    if (std::getenv("PZ_SCREENSHOTS")) themes.push_back(pz::Theme::Light);
    size_t walk = 0;  // under the sanitizers every fourth walk, as above
    for (const pz::TextSize text : {pz::TextSize::Large, pz::TextSize::Larger})
        for (const ScreenSize size : kSizes)
            for (const pz::Theme theme : themes) {
                if (!pz::test::sampled(walk++, 4)) continue;
                const size_t before = problems.size();
                walk_everything(size, theme, "en", problems, text);
                for (size_t i = before; i < problems.size(); ++i)
                    problems[i].size = std::string(text == pz::TextSize::Large ? "large " : "larger ") + problems[i].size;
            }
    INFO(summary(problems));
    CHECK(problems.empty());
}
