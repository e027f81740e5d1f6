// A headless screen for UI tests: an App (360x640 unless told) under SDL_VIDEODRIVER=dummy with
// its own data folder and a Shell, no scene yet, a fixed clock stepped 16 ms a frame, keys, and
// captured frames.
// One at a time: ImGui's context belongs to the process.
#pragma once
#include <doctest/doctest.h>

#include <SDL.h>
#include <stdlib.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "engine/app.h"
#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/app/shell.h"
#include "game/core/text.h"
#include "game/ui/widgets.h"

namespace pz::test {

struct Screen {
    std::string dir;
    std::unique_ptr<Shell> shell;  // outlives the app: scenes auto-save into it on exit
    App app;
    uint32_t now = 1000;
    explicit Screen(int w = 360, int h = 640) {
        char tmpl[] = "/tmp/pz-screen-XXXXXX";
        dir = mkdtemp(tmpl);
        AppConfig cfg;
        cfg.width = w;
        cfg.height = h;
        cfg.audio = false;
        std::string err;
        app.set_clock([this] { return now; });
        REQUIRE_MESSAGE(app.init(cfg, &err), err);
        shell = std::make_unique<Shell>(dir);
    }
    void frames(int n) {
        for (int i = 0; i < n; ++i) {
            now += 16;
            app.step();
        }
    }
    void key(SDL_Keycode k, Uint16 mod = 0) {
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.keysym.sym = k;
        e.key.keysym.mod = mod;
        app.inject(e);
        frames(1);
    }
    Image frame() {
        app.capture_next_frame();
        frames(1);
        return app.last_frame();
    }
    std::string top() { return app.scenes().top() ? app.scenes().top()->name() : ""; }
};

// A screen on the title that opens games as a player would: a level of the game's first pack (the
// one at `index`, or the first if there is no such level), or one made from its default preset if
// it ships none.
struct PlayScreen : Screen {
    explicit PlayScreen(int w = 360, int h = 640) : Screen(w, h) { app.scenes().push(shell->title()); }
    PlayScene* open(const GameType& g, int index = 0) {
        auto scene = g.level_packs().empty() ? shell->play_new(g, g.presets().front().params, 1, pz::PlayOrigin::endless("Endless #1"))
                                             : shell->play_level(g, g.level_packs().front(), index);
        if (!scene && index > 0) return open(g, 0);
        REQUIRE_MESSAGE(scene.ok(), (scene.ok() ? "" : scene.error().message));
        auto* p = static_cast<PlayScene*>(scene->get());
        app.scenes().push(std::move(*scene));
        app.scenes().apply_pending(app.context());
        frames(3);
        return p;
    }
};

// With PZ_SCREENSHOTS=DIR set, the frames a test looks at are also written there to be looked at.
inline void keep(const Image& img, const std::string& name) {
    if (const char* dir = std::getenv("PZ_SCREENSHOTS")) CHECK(img.write_png(std::string(dir) + "/" + name + ".png"));
}

// Presses the button labelled `label` on the screen showing, as a finger would: a frame is drawn
// for it (a still screen draws none by itself) and one after; whether there was such a button.
inline bool press_button(Screen& s, const std::string& label) {
    ui::Press p{label, "", false, 0};
    ui::set_press(&p);
    s.app.redraw();
    s.frames(1);
    ui::set_press(nullptr);
    s.frames(1);
    return p.pressed;
}

// The labels the scene on top drew in one frame, after one to settle: its widgets' and the words
// views note (the title's cards). The frame is a captured one: a still screen draws no other.
inline std::vector<std::string> labels_drawn(Screen& s) {
    s.frames(1);
    ui::Log log;
    ui::set_log(&log);
    (void)s.frame();
    ui::set_log(nullptr);
    std::vector<std::string> out;
    for (const auto& it : log.items) out.push_back(it.label);
    return out;
}

// The screen's shell started again on `dailies` (dailies.txt, the days each game's daily was
// solved: a streak) with the app's date `today` (yyyymmdd).
inline void start_with_dailies(Screen& s, const std::string& dailies, int today) {
    s.shell.reset();  // the folder's lock goes with it
    REQUIRE(write_file_atomic(s.dir + "/dailies.txt", dailies).ok());
    s.shell = std::make_unique<Shell>(s.dir);
    s.shell->set_today(today);
}

} // namespace pz::test
