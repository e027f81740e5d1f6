// Frames repainted only where they changed (engine/sdl_renderer.cpp, issue 27's frame budget):
// through every game's opening, moves, win and end card, on a desktop window and at a phone's
// 2.5 pixels a unit, each frame painted over the last one is pixel for pixel the same frame
// painted whole (the renderer paints both when asked to check, and counts the differences).
#include <doctest/doctest.h>

#include <SDL.h>
#include <stdlib.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/app.h"
#include "engine/renderer.h"
#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/app/shell.h"
#include "game/core/game.h"
#include "tests/sweep.h"

namespace {

struct Checked {
    std::string dir;
    std::unique_ptr<pz::Shell> shell;
    pz::App app;
    uint32_t now = 1000;
    int frames = 0;
    // like_web: drawn as the web build draws, everything through SDL's calls (a GPU's way, here
    // SDL's software renderer off-screen), keeping its pixels between frames.
    Checked(int w, int h, float scale, bool like_web = false) {
        char tmpl[] = "/tmp/pz-damage-XXXXXX";
        dir = mkdtemp(tmpl);
        pz::AppConfig cfg;
        cfg.width = w;
        cfg.height = h;
        cfg.pixel_scale = scale;
        cfg.audio = false;
        cfg.transitions = true;  // the veil over a new screen is a frame that changes everywhere
        if (like_web)
            cfg.renderer = [](SDL_Window* window, std::string*) {
                int pw = 0, ph = 0;
                SDL_GetWindowSize(window, &pw, &ph);
                return pz::make_offscreen_renderer(pw, ph, true, true);
            };
        app.set_clock([this] { return now; });
        std::string err;
        REQUIRE_MESSAGE(app.init(cfg, &err), err);
        shell = std::make_unique<pz::Shell>(dir);
        app.scenes().push(shell->title());
        app.renderer().check_damage(true);
        step(3);
    }
    // Frames as the app draws them by itself: only while something moves.
    void step(int n) {
        for (int i = 0; i < n; ++i) {
            now += 16;
            const uint64_t before = app.frames_drawn();
            app.step();
            frames += static_cast<int>(app.frames_drawn() - before);
        }
    }
};

// The game played by hints, as a player pressing Hint then Play it, every frame of each move's
// motion; then the win (in Decodoku the last move's) and the end card coming up.
// `part` (0, 1 or 2) is which of the three sweeps this is: a sanitizer build plays in each only the
// games whose place in the list it names (tests/sweep.h), so every game's frames are checked under
// the sanitizers once, and all three sweeps whole everywhere else.
void play_checked(int w, int h, float scale, size_t part, bool like_web = false) {
    REQUIRE(pz::all_games().size() == 5);
    for (size_t at = 0; at < pz::all_games().size(); ++at) {
        if (!pz::test::sampled(at + 3 - part, 3)) continue;
        const pz::GameType* g = pz::all_games()[at];
        CAPTURE(g->id());
        Checked s(w, h, scale, like_web);
        REQUIRE(s.app.renderer().damage_errors() == 0);  // the dummy window draws in software
        auto scene = g->level_packs().empty() ? s.shell->play_new(*g, g->presets().front().params, 1, pz::PlayOrigin::endless("Endless #1"))
                                              : s.shell->play_level(*g, g->level_packs().front(), 0);
        REQUIRE(scene.ok());
        auto* p = static_cast<pz::PlayScene*>(scene->get());
        s.app.scenes().push(std::move(*scene));
        s.step(20);
        for (int moves = 0; moves < 30 && p->session().status() == pz::Status::Playing; ++moves) {
            const size_t before = p->session().length();
            for (int hint = 0; hint < 4 && p->session().length() == before; ++hint) {
                p->show_hint(s.app.context());
                s.app.redraw();
                s.step(2);
            }
            if (p->session().length() == before) break;
            s.step(10);
        }
        s.step(70);
        CHECK(s.frames > 40);
        CHECK(s.app.renderer().damage_errors() == 0);
    }
}

} // namespace

TEST_CASE("damage: every frame painted over the last is the frame painted whole, through each game's moves and win, on a desktop window") {
    play_checked(1280, 800, 1.f, 0);
}

TEST_CASE("damage: every frame painted over the last is the frame painted whole, through each game's moves and win, at a phone's 2.5 pixels a unit") {
    play_checked(360, 640, 2.5f, 1);
}

TEST_CASE("damage: drawn as the web build draws (through SDL, pixels kept), every frame painted over the last is the frame painted whole") {
    play_checked(360, 640, 2.5f, 2, true);
}

TEST_CASE("damage: a screen's fade repaints what changes under its veil, not the whole screen, and looks as if painted whole") {
    // The same game opened twice by the same clock: once repainting every frame whole
    // (invalidate), once only where it changed. Through the fade over the game, the frames are
    // the same pixels; in software the kept one repaints little once the new screen is up (drawn
    // as the web draws, a veiled frame is painted whole).
    for (const bool like_web : {false, true}) {
        CAPTURE(like_web);
        long most = 0;
        int veiled = 0;
        const auto run = [&](bool whole) {
            Checked s(360, 640, 2.5f, like_web);
            s.app.renderer().check_damage(false);
            const pz::GameType* g = pz::find_game("bitflipper");
            REQUIRE(g);
            auto scene = s.shell->play_new(*g, g->presets().front().params, 1, pz::PlayOrigin::endless("Endless #1"));
            REQUIRE(scene.ok());
            s.app.scenes().push(std::move(*scene));
            std::vector<pz::Image> shots;
            for (int i = 0; i < 20; ++i) {
                if (whole) s.app.renderer().invalidate();
                s.step(1);
                shots.push_back(s.app.renderer().read_pixels());
                if (!whole && i >= 4 && s.app.transition_progress() < 1.f) {
                    ++veiled;
                    most = std::max(most, s.app.renderer().damaged_pixels());
                }
            }
            return shots;
        };
        const std::vector<pz::Image> kept = run(false), whole = run(true);
        REQUIRE(kept.size() == whole.size());
        int differ = 0;
        for (size_t i = 0; i < kept.size(); ++i) differ += kept[i].rgba != whole[i].rgba;
        CHECK(differ == 0);
        CHECK(veiled > 3);
        MESSAGE("largest repaint under the veil, once the screen is up: ", 100.0 * static_cast<double>(most) / (900.0 * 1600.0), " %");
        if (!like_web) CHECK(most < 900L * 1600L / 4);
    }
}

TEST_CASE("damage: a BitFlipper move repaints the tiles that flip, not the board between them") {
    Checked s(360, 640, 2.5f);
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    auto scene = s.shell->play_new(*g, g->presets().front().params, 1, pz::PlayOrigin::endless("Endless #1"));
    REQUIRE(scene.ok());
    auto* p = static_cast<pz::PlayScene*>(scene->get());
    s.app.scenes().push(std::move(*scene));
    s.step(20);
    long most = 0;
    int moves = 0;
    for (; moves < 3 && p->session().status() == pz::Status::Playing; ++moves) {
        const size_t before = p->session().length();
        for (int hint = 0; hint < 4 && p->session().length() == before; ++hint) {
            p->show_hint(s.app.context());
            s.app.redraw();
            s.step(2);
        }
        for (int i = 0; i < 10; ++i) {
            s.step(1);
            most = std::max(most, s.app.renderer().damaged_pixels());
        }
    }
    const long screen = 900L * 1600L;
    MESSAGE("largest repaint during a move: ", 100.0 * static_cast<double>(most) / static_cast<double>(screen), " %");
    CHECK(moves > 0);
    CHECK(most < screen / 6);
}

TEST_CASE("damage: a still title repaints nothing it has not changed, and its greeting only the pieces that bob (issue 42's 1080x2400 phone: 8 ms a frame when it repainted every pixel)") {
    for (const bool like_web : {false, true}) {
        CAPTURE(like_web);
        Checked s(360, 800, 3.f, like_web);
        const long screen = 1080L * 2400L;
        long greeting = 0;
        for (int i = 0; i < 60; ++i) {  // the veil over the new screen is gone by now; the pieces bob
            s.step(1);
            if (i >= 40) greeting = std::max(greeting, s.app.renderer().damaged_pixels());
        }
        s.step(300);  // the greeting settles
        long still = 0;
        for (int i = 0; i < 5; ++i) {
            s.app.redraw();  // a frame asked for by something else (a hover, the system): nothing on the title changed
            s.step(1);
            still = std::max(still, s.app.renderer().damaged_pixels());
        }
        MESSAGE("largest repaint of the greeting: ", 100.0 * static_cast<double>(greeting) / static_cast<double>(screen), " %, of a still title: ",
                100.0 * static_cast<double>(still) / static_cast<double>(screen), " %");
        CHECK(greeting < screen / 10);
        CHECK(still < screen / 50);
        CHECK(s.app.renderer().damage_errors() <= 0);
    }
}
