// The browser front end: the same scene stack as the desktop, driven by the browser's frame
// callback (emscripten_set_main_loop calls App::step() once per frame) only while something moves:
// a still app pauses the loop until input, a timer for its next change, or a message wakes it.
// The page's address may name a start scene (?scene=levels:fling) or a game ID (?id=...), like
// the desktop's options.
#include <SDL.h>
#include <SDL_mixer.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/app.h"
#include "engine/audio.h"
#include "game/core/game.h"
#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/replay_link.h"
#include "game/ui/board_view.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/shell.h"
#include "platform/web/web.h"

namespace {

// The phone's vibration follows the sound cues: every sound the app plays passes here first (the
// app's audio, wrapped), and a move or a refused move buzzes briefly, a win or a loss in a pattern;
// UI taps do not. Not while the page is hidden (the app pauses its audio then), not with the
// Vibration setting off, and whatever the sound's volume: a muted player may still want to feel it.
class VibratingAudio : public pz::Audio {
public:
    VibratingAudio(pz::Audio& sound, std::function<bool()> wanted) : sound_(sound), wanted_(std::move(wanted)) {}
    void play(pz::Sound s, float pitch) override {
        sound_.play(s, pitch);
        if (paused_ || !wanted_()) return;
        const std::vector<int> ms = pz::vibration_pattern(s);  // engine/audio.h: a test checks each
        if (ms.empty()) return;
        std::string pattern = "[";
        for (size_t i = 0; i < ms.size(); ++i) pattern += (i ? "," : "") + std::to_string(ms[i]);
        pattern += "]";
        EM_ASM({
            if (document.hidden || typeof navigator.vibrate !== 'function') return;
            try { navigator.vibrate(JSON.parse(UTF8ToString($0))); } catch (e) { /* refused: no gesture yet */ }
        }, pattern.c_str());
    }
    void set_volume(float v) override { sound_.set_volume(v); }
    void set_muted(bool m) override { sound_.set_muted(m); }
    void set_voice(pz::Voice v) override { sound_.set_voice(v); }
    void set_paused(bool p) override {
        paused_ = p;
        sound_.set_paused(p);
    }

private:
    pz::Audio& sound_;
    std::function<bool()> wanted_;
    bool paused_ = false;
};

// Heap-held: with simulate_infinite_loop, main() never returns and its stack is abandoned.
struct Web {
    std::unique_ptr<pz::Shell> shell;
    std::unique_ptr<pz::App> app;
    std::unique_ptr<VibratingAudio> vibrating;  // the app's audio as the scenes play it (ctx.audio)
    std::string query;
    bool resize_due = false;
    bool announced_title = false;
    // Frame cost (CPU time inside step()), over the last 120 frames.
    double frame_ms[120] = {};
    long frames = 0;
    std::string state_json, widgets;
    // Save failures pre.js reported (Module.pzSaveFailures) and the last reason passed on.
    int save_failures_seen = 0;
    std::string save_error_shown;
    int hides_seen = 0;  // Module.pzHides when last looked at (pre.js counts the page's hides)
    // The loop is paused (nothing moves); times it paused. wake() resumes it.
    bool asleep = false;
    long sleeps = 0;
    // The browser's Back: a history entry is pushed while a screen other than the title shows;
    // backs_due counts the pops not acted on yet, pops_ignored those the app caused itself.
    bool history_pushed = false;
    int backs_due = 0, pops_ignored = 0;
    pz::Color page_colour{0, 0, 0, 0};  // the background the page around the canvas was given
    // The text field as last told to the page (pre.js: Module.pzTextField): whether the app takes
    // text now, and where the field is drawn.
    bool text_wanted = false;
    float text_box[4] = {0, 0, 0, 0};
    // A key the phone's keyboard pressed (pz_web_key): its release is queued a frame after its
    // press, as ImGui reads a key's press and release from separate frames.
    SDL_Keycode key_up_due = SDLK_UNKNOWN;
    long key_down_frame = 0;
};
Web* web = nullptr;

std::string page_query() {
    char* q = reinterpret_cast<char*>(EM_ASM_INT({ return allocateUTF8(window.location.search || ""); }));
    std::string out = q ? q : "";
    std::free(q);
    return out;
}

// The page's own address without its query: what shared links start with.
std::string page_base() {
    char* q = reinterpret_cast<char*>(EM_ASM_INT({ return allocateUTF8(window.location.origin + window.location.pathname); }));
    std::string out = q ? q : "";
    std::free(q);
    return out;
}

// The page address's #fragment (with its '#'), or empty.
std::string page_hash() {
    char* q = reinterpret_cast<char*>(EM_ASM_INT({ return allocateUTF8(window.location.hash || ""); }));
    std::string out = q ? q : "";
    std::free(q);
    return out;
}

// The value of ?name=... in the page address, URL-decoded; empty if absent.
std::string query_value(const std::string& query, const std::string& name) {
    size_t at = 0;
    while ((at = query.find(name + "=", at)) != std::string::npos) {
        if (at == 0 || query[at - 1] == '?' || query[at - 1] == '&') break;
        at += name.size();
    }
    if (at == std::string::npos) return {};
    size_t start = at + name.size() + 1, end = query.find('&', start);
    std::string raw = query.substr(start, end == std::string::npos ? std::string::npos : end - start), out;
    for (size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '%' && i + 2 < raw.size()) {
            out += static_cast<char>(std::strtol(raw.substr(i + 1, 2).c_str(), nullptr, 16));
            i += 2;
        } else {
            out += raw[i] == '+' ? ' ' : raw[i];
        }
    }
    return out;
}

void viewport_size(int* w, int* h) {
    double cw = 0, ch = 0;
    emscripten_get_element_css_size("#canvas", &cw, &ch);
    *w = cw > 0 ? static_cast<int>(cw) : EM_ASM_INT({ return window.innerWidth; });
    *h = ch > 0 ? static_cast<int>(ch) : EM_ASM_INT({ return window.innerHeight; });
}

EM_BOOL on_resize(int, const EmscriptenUiEvent*, void*) {
    web->resize_due = true;
    pz::web::wake();
    return EM_FALSE;
}

pz::PlayScene* top_play_scene(pz::SceneStack& stack) {
    for (size_t i = stack.size(); i-- > 0;)
        if (stack.at(i)->name() == "play") return static_cast<pz::PlayScene*>(stack.at(i));
    return nullptr;
}

// A string the page set on Module (pre.js: pzReadOnly, pzSaveError), or empty.
std::string module_string(const char* name) {
    char* s = reinterpret_cast<char*>(EM_ASM_INT({
        const v = Module[UTF8ToString($0)];
        return typeof v === "string" && v.length ? allocateUTF8(v) : 0;
    }, name));
    std::string out = s ? s : "";
    std::free(s);
    return out;
}

// What pre.js found out about the saves: a newer tab now keeps them (this one becomes read-only:
// the shell writes nothing and shows the reason), or a write to IndexedDB failed (a notice line,
// once per reason).
void follow_storage() {
    pz::Shell& shell = *web->shell;
    if (!shell.read_only() && EM_ASM_INT({ return typeof Module.pzReadOnly === "string" && Module.pzReadOnly.length > 0; })) {
        shell.set_read_only(module_string("pzReadOnly"));
        std::fprintf(stderr, "puzzlebox: read-only: %s\n", shell.read_only_why().c_str());
    }
    const int failures = EM_ASM_INT({ return Module.pzSaveFailures | 0; });
    if (failures != web->save_failures_seen) {
        web->save_failures_seen = failures;
        const std::string why = module_string("pzSaveError");
        if (!why.empty() && why != web->save_error_shown) {
            web->save_error_shown = why;
            shell.notice += (shell.notice.empty() ? "" : "\n") + why;
        }
    }
}

// Nothing moves and no timer is due: the loop pauses (the page stops waking each animation frame)
// until wake(); a JS timer wakes it for the app's next change (a clock's next second). Sound
// still playing keeps the audio running and looks again shortly; once silent, the audio context
// is suspended too (its callbacks cost the page's thread time), and resumed on waking.
void sleep_if_still(pz::App& app) {
    if (web->resize_due || web->backs_due > 0 || web->key_up_due != SDLK_UNKNOWN) return;
    uint32_t wait = app.idle_wait_ms();
    if (wait == 0) return;
    const bool sounding = Mix_Playing(-1) > 0;
    if (sounding) wait = std::min<uint32_t>(wait, 200);
    web->asleep = true;
    ++web->sleeps;
    emscripten_pause_main_loop();
    EM_ASM({
        if (!$1) Module.pzAudioIdle(true);
        // A still screen's "next change" is an hour away: no timer at all then.
        if ($0 < 3600000 - 1000) Module.pzWakeTimer = setTimeout(Module.pzWake, $0);
    }, wait, sounding ? 1 : 0);
}

// The browser's history follows the app's screens: leaving the title pushes one entry, so the
// phone's Back (popstate) steps back inside the app; back on the title by the app's own buttons,
// the entry is taken off again (its popstate ignored), so Back on the title leaves the site.
void follow_history(pz::App& app) {
    const pz::Scene* top = app.scenes().top();
    const bool on_title = top && top->name() == "title";
    if (!on_title && top && !web->history_pushed) {
        web->history_pushed = true;
        EM_ASM({ history.pushState({ pz: 1 }, document.title); });
    } else if (on_title && web->history_pushed) {
        web->history_pushed = false;
        ++web->pops_ignored;
        EM_ASM({ history.back(); });
    }
}

// What the app's Back does for one browser Back: a game in play goes to its game's menu (it is
// saved, as "Quit to menu" does); any other screen gets the Back key.
void go_back(pz::App& app) {
    pz::SceneStack& stack = app.scenes();
    if (stack.top() && stack.top()->name() == "play") {
        pz::quit_to_game_menu(*static_cast<pz::PlayScene*>(stack.top()), app.context());
        return;
    }
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = SDLK_AC_BACK;
    e.key.keysym.scancode = SDL_SCANCODE_AC_BACK;
    app.inject(e);
    e.type = SDL_KEYUP;
    app.inject(e);
}

// The page around the canvas (the safe-area margins, the notch) in the theme's background.
void follow_background(pz::App& app) {
    const pz::Color c = app.context().background;
    if (c.r == web->page_colour.r && c.g == web->page_colour.g && c.b == web->page_colour.b && web->page_colour.a) return;
    web->page_colour = c;
    web->page_colour.a = 255;
    EM_ASM({ document.body.style.background = 'rgb(' + $0 + ',' + $1 + ',' + $2 + ')'; }, c.r, c.g, c.b);
}

// The page's phone keyboard follows the app's text field (pre.js): while the app takes text the
// page's hidden <input> is focused over the field (a phone shows its keyboard), and it is blurred
// once the field closes; where a field is drawn, a tap on it focuses the input in the gesture.
void follow_text_field() {
    float box[4] = {0, 0, 0, 0};
    if (!pz::web::text_field(&box[0], &box[1], &box[2], &box[3])) box[2] = box[3] = 0;
    const bool wanted = ImGui::GetCurrentContext() && ImGui::GetIO().WantTextInput;
    if (wanted == web->text_wanted && std::equal(box, box + 4, web->text_box)) return;
    web->text_wanted = wanted;
    std::copy(box, box + 4, web->text_box);
    EM_ASM({ if (Module.pzTextField) Module.pzTextField($0, $1, $2, $3, $4); }, wanted ? 1 : 0, box[0], box[1], box[2], box[3]);
}

void push_key(Uint32 type, SDL_Keycode sym) {
    SDL_Event e{};
    e.type = type;
    e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.sym = sym;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    e.key.windowID = SDL_GetWindowID(web->app->window());
    SDL_PushEvent(&e);
}

void frame() {
    pz::App& app = *web->app;
    if (web->key_up_due != SDLK_UNKNOWN && web->frames > web->key_down_frame) {
        push_key(SDL_KEYUP, web->key_up_due);
        web->key_up_due = SDLK_UNKNOWN;
    }
    follow_storage();
    if (web->resize_due) {
        // The canvas follows the page (rotation, address bar showing or hiding).
        web->resize_due = false;
        int w = 0, h = 0;
        viewport_size(&w, &h);
        int cw = 0, ch = 0;
        SDL_GetWindowSize(app.window(), &cw, &ch);
        if (w > 0 && h > 0 && (w != cw || h != ch)) app.resize(w, h);
    }
    // The page hidden now, or since the last frame (the browser stops frames while it is): the
    // time it was away is not play, so this step's time does not count on the game's clock.
    const bool hidden = EM_ASM_INT({ return document.hidden ? 1 : 0; }) != 0;
    const int hides = EM_ASM_INT({ return Module.pzHides || 0; });
    app.set_page_hidden(hidden || hides != web->hides_seen);
    web->hides_seen = hides;
    for (; web->backs_due > 0; --web->backs_due) go_back(app);
    const uint64_t drawn = app.frames_drawn();
    const double t0 = emscripten_get_now();
    const bool running = app.step();
    app.set_page_hidden(hidden);
    // The widgets the test reads are those of the last frame drawn: a still frame draws no GUI.
    if (app.frames_drawn() != drawn) {
        pz::web::widgets_new_frame();
        follow_text_field();
    }
    if (!running) {
        // A browser page does not quit: "back" from the title just stays on the title.
        app.context().quit_requested = false;
        if (app.scenes().empty()) {
            app.scenes().push(web->shell->title());
            app.scenes().apply_pending(app.context());
        }
    }
    web->frame_ms[web->frames++ % 120] = emscripten_get_now() - t0;
    if (web->frames == 1) EM_ASM({ if (Module.onFirstFrame) Module.onFirstFrame(); });
    if (!web->announced_title && app.scenes().top() && app.scenes().top()->name() == "title") {
        web->announced_title = true;
        EM_ASM({ if (Module.onTitle) Module.onTitle(); });
    }
    follow_history(app);
    follow_background(app);
    sleep_if_still(app);
}

} // namespace

namespace pz::web {

void wake() {
    if (!::web || !::web->asleep) return;
    ::web->asleep = false;
    EM_ASM({
        clearTimeout(Module.pzWakeTimer);
        Module.pzAudioIdle(false);
    });
    emscripten_resume_main_loop();
}

} // namespace pz::web

// The page's ways to wake a still app (pre.js: input, focus, visibility, a resize of the canvas;
// generate.js: a worker's answer; the saves' store failing).
extern "C" EMSCRIPTEN_KEEPALIVE void pz_web_wake(int resized) {
    if (web && resized) web->resize_due = true;
    pz::web::wake();
}

// Text from the phone's keyboard or a paste (pre.js: what the page's input received that no key
// event brought), typed into the app's text field as SDL text events.
extern "C" EMSCRIPTEN_KEEPALIVE void pz_web_text(const char* utf8) {
    if (!web || !web->app || !utf8) return;
    const std::string_view text(utf8);
    for (size_t at = 0; at < text.size();) {
        // SDL's text event holds 31 bytes: cut between characters, never inside one.
        size_t n = std::min<size_t>(text.size() - at, SDL_TEXTINPUTEVENT_TEXT_SIZE - 1);
        while (at + n < text.size() && n > 0 && (static_cast<unsigned char>(text[at + n]) & 0xC0) == 0x80) --n;
        SDL_Event e{};
        e.type = SDL_TEXTINPUT;
        e.text.windowID = SDL_GetWindowID(web->app->window());
        std::copy_n(text.data() + at, n, e.text.text);
        SDL_PushEvent(&e);
        at += n;
    }
    pz::web::wake();
}

// A key of the phone's keyboard that came as text editing, not as a key event (a Backspace as
// "delete backwards", an Enter as a line break): pressed now, released a frame later.
extern "C" EMSCRIPTEN_KEEPALIVE void pz_web_key(int sym) {
    if (!web || !web->app) return;
    if (web->key_up_due != SDLK_UNKNOWN) push_key(SDL_KEYUP, web->key_up_due);
    push_key(SDL_KEYDOWN, sym);
    web->key_up_due = sym;
    web->key_down_frame = web->frames;
    pz::web::wake();
}

// The browser went back one history entry (the phone's Back button or gesture).
extern "C" EMSCRIPTEN_KEEPALIVE void pz_web_popstate() {
    if (!web || !web->app) return;
    if (web->pops_ignored > 0) {
        --web->pops_ignored;
        return;
    }
    web->history_pushed = false;  // that entry is gone; the next screen pushes a new one
    ++web->backs_due;
    pz::web::wake();
}

// Read-only hooks for tests and the page: the top scene, the state digest of the game in play, frame
// times, whether this tab stopped saving (a newer tab keeps the saves), and whether the light theme shows.
extern "C" EMSCRIPTEN_KEEPALIVE const char* pz_web_state() {
    if (!web || !web->app) return "{}";
    pz::SceneStack& stack = web->app->scenes();
    std::string j = "{\"scene\":\"" + (stack.top() ? stack.top()->name() : std::string()) + "\"";
    if (pz::PlayScene* play = top_play_scene(stack)) {
        char digest[32];
        std::snprintf(digest, sizeof digest, "%016llx", static_cast<unsigned long long>(pz::digest(play->session().state())));
        const pz::Rect b = play->board_area(web->app->context());
        char area[160];
        std::snprintf(area, sizeof area, ",\"board\":{\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f}", b.x, b.y, b.w, b.h);
        j += ",\"game\":\"" + std::string(play->session().puzzle().game()) + "\",\"digest\":\"" + digest + "\"" + area;
        // The board's zoom: its factor, the zooming part's frame, and the selected cell as drawn.
        const pz::BoardZoom& z = play->zoom();
        const pz::Rect f = z.frame(), c = play->view().focus_rect();
        char zoom[260];
        std::snprintf(zoom, sizeof zoom,
                      ",\"moves\":%zu,\"zoom\":%.3f,\"frame\":{\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f},\"focus\":{\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f}",
                      play->session().length(), static_cast<double>(z.zoom()), f.x, f.y, f.w, f.h, c.x, c.y, c.w, c.h);
        j += zoom;
    }
    // A list coasting after a fling (it stops asking for frames when it rests).
    j += std::string(",\"coasting\":") + (web->app->touch_scroll().moving() ? "true" : "false");
    // Whether a widget shows hover in the last frame drawn (after a finger lifts, none should).
    const ImGuiContext* gui = ImGui::GetCurrentContext();
    j += std::string(",\"hover\":") + (gui && gui->HoveredIdPreviousFrame != 0 ? "true" : "false");
    const long n = std::min<long>(web->frames, 120);
    double sum = 0, worst = 0;
    for (long i = 0; i < n; ++i) {
        sum += web->frame_ms[i];
        worst = std::max(worst, web->frame_ms[i]);
    }
    char perf[320];
    // frames: steps (loop iterations; none while asleep); drawn: frames actually drawn (a still
    // screen draws none); asleep: the loop is paused; sleeps: times it paused.
    std::snprintf(perf, sizeof perf, ",\"frames\":%ld,\"asleep\":%s,\"sleeps\":%ld,\"drawn\":%llu,\"step_ms_avg\":%.3f,\"step_ms_max\":%.3f,\"read_only\":%s,\"light\":%s}",
                  web->frames, web->asleep ? "true" : "false", web->sleeps, static_cast<unsigned long long>(web->app->frames_drawn()), n ? sum / static_cast<double>(n) : 0.0, worst,
                  web->shell->read_only() ? "true" : "false", web->shell->light_theme() ? "true" : "false");
    j += perf;
    web->state_json = j;
    return web->state_json.c_str();
}

namespace {

std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + '"';
}

// The puzzle of a preset (the seed does not matter: only what every puzzle of it shares is read).
std::unique_ptr<pz::Puzzle> preset_puzzle(const pz::GameType& g, const pz::Preset& p) {
    auto desc = g.generate(p.params, 1);
    if (!desc) return nullptr;
    auto puzzle = g.load(p.params, *desc);
    return puzzle ? std::move(*puzzle) : nullptr;
}

// Whether generating the game's endless puzzles reads a file the page preloads: the games that
// declare one with pz_web_data() in their CMakeLists.txt (web.cmake passes their ids).
bool needs_data(std::string_view id) {
    const std::string_view list = PZ_WEB_DATA_GAMES;
    for (size_t at = 0; at <= list.size();) {
        size_t end = list.find(',', at);
        if (end == std::string_view::npos) end = list.size();
        if (list.substr(at, end - at) == id) return true;
        at = end + 1;
    }
    return false;
}

} // namespace

// The game in play as a replay link (the Share sheet's "Copy replay link"), or "" with no game.
extern "C" EMSCRIPTEN_KEEPALIVE const char* pz_web_replay_link() {
    static std::string link;
    link.clear();
    if (!web || !web->app) return "";
    if (pz::PlayScene* play = top_play_scene(web->app->scenes()))
        link = web->shell->link_base + "#replay=" + pz::pack_replay(pz::record_of(play->session()));
    return link.c_str();
}

// The games this build contains, in title-screen order, and how a test plays each: [{"id", "title",
// "presets": [endless preset names], "input": the board's BoardView::input_style() ("tap" or
// "swipe"; null when no view could be made), "undo_preset": the first preset whose puzzles allow
// undo (-1: none), "needs_data": whether its endless puzzles need a preloaded data file}].
extern "C" EMSCRIPTEN_KEEPALIVE const char* pz_web_games() {
    static std::string j;  // made once: it generates a puzzle per game
    if (!j.empty()) return j.c_str();
    j = "[";
    for (const pz::GameType* g : pz::all_games()) {
        const std::vector<pz::Preset> presets = g->presets();
        std::string names, input = "null";
        int undo_preset = -1;
        for (size_t i = 0; i < presets.size(); ++i) {
            names += (i ? "," : "") + json_string(presets[i].name);
            if (i > 0 && undo_preset >= 0) continue;
            auto puzzle = preset_puzzle(*g, presets[i]);
            if (!puzzle) continue;
            if (i == 0)
                if (auto view = pz::make_view(*puzzle)) input = json_string(view->input_style());
            if (undo_preset < 0 && puzzle->allows_undo()) undo_preset = static_cast<int>(i);
        }
        if (j.size() > 1) j += ',';
        j += "{\"id\":" + json_string(g->id()) + ",\"title\":" + json_string(g->title()) + ",\"presets\":[" + names +
             "],\"input\":" + input + ",\"undo_preset\":" + std::to_string(undo_preset) +
             ",\"needs_data\":" + (needs_data(g->id()) ? "true" : "false") + "}";
    }
    j += "]";
    return j.c_str();
}

extern "C" EMSCRIPTEN_KEEPALIVE const char* pz_web_widgets() {
    if (!web) return "[]";
    web->widgets = pz::web::widgets_json();
    return web->widgets.c_str();
}

// A file the player picked (Shell::pick_file), at `path` in the page's memory, named `name` on
// the player's device.
extern "C" EMSCRIPTEN_KEEPALIVE void pz_web_file_picked(const char* path, const char* name) {
    if (!web || !web->shell || !web->app) return;
    pz::open_player_file_or_say(*web->shell, web->app->scenes(), path, name);
    std::remove(path);
    web->app->redraw();
    pz::web::wake();
}

// The browser's prefers-color-scheme changed (the player switched the system's theme).
extern "C" EMSCRIPTEN_KEEPALIVE void pz_web_system_dark(int dark) {
    if (!web || !web->shell || !web->app) return;
    web->shell->set_system_dark(dark != 0, web->app->context());
    web->app->redraw();
    pz::web::wake();
}

int main() {
    web = new Web;
    web->query = page_query();
    // Level packs are preloaded at /levels; the player's data lives in IDBFS at /data (mounted
    // and loaded by the page before main runs; pre.js writes it back after every save).
    setenv("PUZZLEBOX_LEVELS", "/levels", 0);
    web->shell = std::make_unique<pz::Shell>(pz::default_data_dir());
    pz::web::use_generation_worker();  // a seed's puzzle is made in a worker: the page keeps drawing
    // Links open this page; copying and sharing go through the browser (asynchronous: the request
    // is made here, and it is the browser that may still refuse it).
    web->shell->link_base = page_base();
    web->shell->copy_text = [](const std::string& text) {
        return EM_ASM_INT({
            if (!navigator.clipboard || !navigator.clipboard.writeText) return 0;
            navigator.clipboard.writeText(UTF8ToString($0)).catch(function (e) { console.warn('puzzlebox: copy: ' + e.message); });
            return 1;
        }, text.c_str()) != 0;
    };
    if (EM_ASM_INT({ return typeof navigator.share === "function" ? 1 : 0; })) {
        web->shell->share_text = [](const std::string& link) {
            EM_ASM({
                navigator.share({ title: 'Puzzlebox', url: UTF8ToString($0) }).catch(function (e) { console.warn('puzzlebox: share: ' + e.message); });
            }, link.c_str());
            return true;
        };
    }
    web->shell->paste_text = nullptr;  // the browser reads the clipboard only asynchronously: paste into the field
    // A printed puzzle is downloaded: the bytes become a Blob the browser saves under the name.
    web->shell->save_document = [](const std::string& name, const std::string& mime, const std::string& bytes) -> pz::Result<std::string> {
        const int ok = EM_ASM_INT({ return Module.pzDownload(HEAPU8.slice($0, $0 + $1), UTF8ToString($2), UTF8ToString($3)) ? 1 : 0; },
                                  bytes.data(), bytes.size(), name.c_str(), mime.c_str());
        if (!ok) return pz::fail(pz::trf("this browser would not download {1}", name));
        return pz::trf("your downloads as {1}", name);
    };
    // A result card goes to the system's share sheet where the browser shares files, else it is
    // downloaded (pre.js).
    web->shell->share_picture = [](const std::string& name, const std::string& png) -> pz::Result<std::string> {
        const int how = EM_ASM_INT({ return Module.pzSharePicture(HEAPU8.slice($0, $0 + $1), UTF8ToString($2), 'Puzzlebox'); }, png.data(),
                                   png.size(), name.c_str());
        if (how == 2) return std::string(pz::tr("Choose where to send the image."));
        if (how == 1) return std::string(pz::tr("The image is in your downloads."));
        return pz::fail(pz::tr("this browser would neither share nor download the image"));
    };
    // Files come through the browser's file picker: the picked file is copied into the page's
    // memory (/picked) and opened as a file dropped on a desktop window would be.
    web->shell->pick_file = [] {
        EM_ASM({
            var input = document.createElement('input');
            input.type = 'file';
            input.accept = '.pzr,.txt,text/plain';
            input.onchange = function () {
                var f = input.files && input.files[0];
                if (!f) return;
                f.arrayBuffer().then(function (buf) {
                    try { FS.mkdir('/picked'); } catch (e) { }
                    var path = '/picked/file';
                    FS.writeFile(path, new Uint8Array(buf));
                    Module.ccall('pz_web_file_picked', null, ['string', 'string'], [path, f.name]);
                }).catch(function (e) { console.warn('puzzlebox: pick a file: ' + e.message); });
            };
            input.click();
        });
    };
    web->app = std::make_unique<pz::App>();
    pz::AppConfig cfg;
    viewport_size(&cfg.width, &cfg.height);
    std::string err;
    if (!web->app->init(cfg, &err)) {
        std::fprintf(stderr, "puzzlebox: cannot start: %s\n", err.c_str());
        return 1;
    }
    // Theme "System" follows the browser's prefers-color-scheme, now and whenever it changes (the
    // listener calls pz_web_system_dark). No stated preference counts as dark, as on the desktop.
    const bool dark = EM_ASM_INT({
        if (!window.matchMedia) return 1;
        var dark = window.matchMedia('(prefers-color-scheme: dark)');
        var light = window.matchMedia('(prefers-color-scheme: light)');
        var tell = function () { Module._pz_web_system_dark(light.matches ? 0 : 1); };
        var listen = function (q) {
            if (q.addEventListener) q.addEventListener('change', tell);
            else if (q.addListener) q.addListener(tell);
        };
        listen(dark);
        listen(light);
        return light.matches ? 0 : 1;
    }) != 0;
    web->shell->set_system_dark(dark, web->app->context());
    // Where the browser can vibrate, the sounds' cues buzz too (the Vibration setting, shown only then).
    web->shell->can_vibrate = EM_ASM_INT({ return typeof navigator.vibrate === 'function' ? 1 : 0; }) != 0;
    if (web->shell->can_vibrate && web->app->context().audio) {
        web->vibrating = std::make_unique<VibratingAudio>(*web->app->context().audio, [] { return web->shell->settings().vibration; });
        web->app->context().audio = web->vibrating.get();
    }
    // Language "System" follows the browser's preferred language ("de-DE" -> de).
    char* lang = reinterpret_cast<char*>(EM_ASM_INT({ return allocateUTF8(navigator.language || "en"); }));
    web->shell->set_system_language(lang ? lang : "en", web->app->context());
    std::free(lang);
    web->shell->apply_settings(web->app->context());
    web->shell->attach(web->app->context());  // banners: read-only, failed saves, notices
    // A file dragged onto the page (where SDL gets one) opens as a picked one does.
    web->app->context().on_file_dropped = [](const std::string& path, pz::Context& ctx) {
        pz::open_player_file_or_say(*web->shell, *ctx.scenes, path, path.substr(path.find_last_of('/') + 1));
    };
    pz::web::widgets_new_frame();  // the widget log is on from the first frame
    if (!web->shell->notice.empty()) std::fprintf(stderr, "puzzlebox: %s\n", web->shell->notice.c_str());

    pz::SceneStack& stack = web->app->scenes();
    const std::string scene = query_value(web->query, "scene"), id = query_value(web->query, "id");
    const std::string hash = page_hash();
    if (pz::web::open_extra(*web->shell, stack, web->query)) {
    } else if (hash.find("#replay=") != std::string::npos) {
        // A replay sent as a link opens in history mode, at its start (as from "Enter ID or link").
        stack.push(web->shell->title());
        stack.push(pz::make_enter_id_scene(*web->shell));
        if (auto opened = pz::open_puzzle_text(*web->shell, stack, hash); !opened) {
            std::fprintf(stderr, "puzzlebox: cannot open the replay link: %s\n", opened.error().message.c_str());
            stack.pop();
            stack.push(pz::make_message_scene("Could not open this replay link", opened.error().message));
        }
    } else if (!id.empty()) {
        stack.push(web->shell->title());
        // A seed ID is made off the page's thread first (in a worker), like the desktop's.
        auto parsed = pz::parse_game_id(id);
        const pz::GameType* game = parsed ? pz::find_game(parsed->game) : nullptr;
        if (game && parsed->seed) {
            stack.push(pz::make_generating_scene(*web->shell, *game, parsed->params, *parsed->seed, pz::PlayOrigin::custom(parsed->text())));
        } else {
            auto p = pz::load_game_id(id);
            // A made puzzle's link (&made=1, game/app/share.h) opens titled "Made by a player".
            const bool made = query_value(web->query, "made") == "1";
            auto s = p ? web->shell->play(std::make_shared<pz::Session>(std::shared_ptr<const pz::Puzzle>(std::move(*p))),
                                          pz::PlayOrigin::custom(made ? pz::kMadeByPlayer : ""))
                       : nullptr;
            if (s) stack.push(std::move(s));
            else std::fprintf(stderr, "puzzlebox: cannot open game ID %s\n", id.c_str());
        }
    } else if (auto ok = pz::open_named_scene(*web->shell, stack, scene.empty() ? "title" : scene); !ok) {
        std::fprintf(stderr, "puzzlebox: %s\n", ok.error().message.c_str());
        stack.push(web->shell->title());
    }
    stack.apply_pending(web->app->context());

    emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, on_resize);
    EM_ASM({ addEventListener('popstate', function () { Module._pz_web_popstate(); }); });
    emscripten_set_main_loop(frame, 0, 1);
    return 0;
}
