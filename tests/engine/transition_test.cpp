// Screen changes (issue 27): a pushed or popped screen fades in from the background over about
// 200 ms with ease-out, input goes to it at once, reduced motion makes it a cut, and afterwards the
// app draws nothing while idle. Checked on a frame strip: frames 16 ms apart through a push.
#include <doctest/doctest.h>

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/app.h"

namespace {

constexpr pz::Color kPaint{240, 200, 40, 255};

// A screen that is one colour all over, and counts the taps it gets.
struct Paint : pz::Scene {
    int* taps = nullptr;
    explicit Paint(int* t) : taps(t) {}
    std::string name() const override { return "paint"; }
    void draw(pz::Canvas& c, pz::Context& ctx) override { c.fill_rect(pz::Layer::Board, {0, 0, ctx.size.x, ctx.size.y}, kPaint); }
    bool handle(const pz::Gesture& g, pz::Context&) override {
        if (g.kind == pz::Gesture::Kind::Tap) ++*taps;
        return true;
    }
};

struct Blank : pz::Scene {
    std::string name() const override { return "blank"; }
};

// How far a frame's middle pixel has come from the background to the paint (0..1), by its red.
float shown(const pz::Image& frame, pz::Color background) {
    const pz::Color c = frame.at(frame.w / 2, frame.h / 2);
    return static_cast<float>(c.r - background.r) / static_cast<float>(kPaint.r - background.r);
}

struct Rig {
    pz::App app;
    uint32_t now = 1000;
    int taps = 0;
    explicit Rig(bool transitions) {
        pz::AppConfig cfg;
        cfg.width = 120;
        cfg.height = 80;
        cfg.audio = false;
        cfg.transitions = transitions;
        app.set_clock([this] { return now; });
        std::string err;
        REQUIRE_MESSAGE(app.init(cfg, &err), err);
        app.context().background = {20, 20, 20, 255};
        app.scenes().push(std::make_unique<Blank>());
        app.scenes().apply_pending(app.context());
        settle();
    }
    // Steps 16 ms at a time until the app is idle; returns how many frames that drew.
    uint64_t settle() {
        const uint64_t before = app.frames_drawn();
        for (int i = 0; i < 200 && (i < 2 || app.idle_wait_ms() == 0); ++i) {
            now += 16;
            app.step();
        }
        return app.frames_drawn() - before;
    }
    float frame_shown() {
        app.capture_next_frame();
        now += 16;
        app.step();
        return shown(app.last_frame(), app.context().background);
    }
};

} // namespace

TEST_CASE("transition: a pushed screen fades in, eased, in about 200 ms, then the app is still") {
    Rig rig(true);
    rig.app.scenes().push(std::make_unique<Paint>(&rig.taps));
    rig.now += 16;
    rig.app.step();  // the push takes effect between frames
    std::vector<float> strip;
    for (int i = 0; i < 20; ++i) strip.push_back(rig.frame_shown());
    CAPTURE(strip.size());
    // It starts near the background, only ever comes closer to the new screen, and arrives.
    CHECK(strip.front() < 0.5f);
    for (size_t i = 1; i < strip.size(); ++i) CHECK(strip[i] + 0.02f >= strip[i - 1]);
    CHECK(strip.back() == doctest::Approx(1.f).epsilon(0.02));
    // Ease-out: the first half of the time covers more than half of the way.
    CHECK(strip[5] > 0.6f);
    // Done by ~250 ms (16 frames), and not a cut: some frames are in between.
    size_t done = 0;
    while (done < strip.size() && strip[done] < 0.98f) ++done;
    CHECK(done >= 5);
    CHECK(done <= 16);
    // Then nothing more is drawn while idle.
    rig.settle();
    CHECK(rig.app.idle_wait_ms() > 0);
    const uint64_t drawn = rig.app.frames_drawn();
    for (int i = 0; i < 30; ++i) {
        rig.now += 16;
        rig.app.step();
    }
    CHECK(rig.app.frames_drawn() == drawn);
}

TEST_CASE("transition: a pop fades too, and input goes to the new screen at once") {
    Rig rig(true);
    rig.app.scenes().push(std::make_unique<Paint>(&rig.taps));
    rig.app.scenes().push(std::make_unique<Blank>());
    rig.settle();
    rig.app.scenes().pop();
    rig.now += 16;
    rig.app.step();
    CHECK(rig.frame_shown() < 0.5f);  // fading in
    // A tap during the fade reaches the screen under it (Paint), not lost to the animation.
    SDL_Event down{}, up{};
    down.type = SDL_MOUSEBUTTONDOWN;
    down.button.button = SDL_BUTTON_LEFT;
    down.button.x = 60;
    down.button.y = 40;
    up = down;
    up.type = SDL_MOUSEBUTTONUP;
    rig.app.inject(down);
    rig.now += 16;
    rig.app.step();
    rig.app.inject(up);
    rig.now += 16;
    rig.app.step();
    rig.settle();
    CHECK(rig.taps == 1);
}

TEST_CASE("transition: reduced motion, or none asked for, makes a screen change a cut") {
    for (bool reduced : {false, true}) {
        CAPTURE(reduced);
        Rig rig(reduced);  // transitions on with reduced motion; off without
        rig.app.context().reduced_motion = reduced;
        rig.app.scenes().push(std::make_unique<Paint>(&rig.taps));
        rig.now += 16;
        rig.app.step();
        CHECK(rig.frame_shown() == doctest::Approx(1.f));
        CHECK(rig.settle() <= 6);  // the settling frames a new screen always gets, no more
    }
}
