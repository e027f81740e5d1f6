// A headless App for pixel tests of the engine: w x h logical units at a set pixel scale (SDL's
// dummy video driver), no audio, a fixed clock stepped 16 ms a frame, one scene shown, frames
// captured. One at a time: ImGui's context belongs to the process.
#pragma once
#include <doctest/doctest.h>

#include <cstdint>
#include <memory>
#include <string>

#include "engine/app.h"

namespace pz::test {

struct HeadlessApp {
    App app;
    uint32_t now = 1000;
    HeadlessApp(int w, int h, float pixel_scale) {
        AppConfig cfg;
        cfg.width = w;
        cfg.height = h;
        cfg.audio = false;
        cfg.pixel_scale = pixel_scale;
        app.set_clock([this] { return now; });
        std::string err;
        REQUIRE_MESSAGE(app.init(cfg, &err), err);
    }
    // Shows the scene and lets the GUI settle (ImGui lays a window out over its first frames).
    void show(std::unique_ptr<Scene> scene) {
        app.scenes().push(std::move(scene));
        app.scenes().apply_pending(app.context());
        frames(3);
    }
    void frames(int n) {
        for (int i = 0; i < n; ++i) {
            now += 16;
            app.step();
        }
    }
    const Image& frame() {
        app.capture_next_frame();
        frames(1);
        return app.last_frame();
    }
};

} // namespace pz::test
