// A headless screen for UI tests: an App (360x640 unless told) under SDL_VIDEODRIVER=dummy with
// its own data folder and a Shell, no scene yet, a fixed clock stepped 16 ms a frame, keys, and
// captured frames.
// One at a time: ImGui's context belongs to the process.
#pragma once
#include <doctest/doctest.h>

#include <SDL.h>
#include <stdlib.h>

#include <memory>
#include <string>

#include "engine/app.h"
#include "game/ui/shell.h"

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

} // namespace pz::test
