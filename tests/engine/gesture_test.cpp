// Gesture recognition from synthetic SDL events: tap vs long-press vs drag vs swipe, keys, touch.
#include <doctest/doctest.h>

#include <SDL.h>

#include "engine/gesture.h"

using pz::Gesture;
using K = pz::Gesture::Kind;

namespace {
SDL_Event mouse(Uint32 type, int x, int y, Uint8 button = SDL_BUTTON_LEFT) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
        e.motion.which = 0;
    } else {
        e.button.x = x;
        e.button.y = y;
        e.button.button = button;
        e.button.which = 0;
    }
    return e;
}
SDL_Event finger(Uint32 type, float x, float y, SDL_FingerID id = 7) {
    SDL_Event e{};
    e.type = type;
    e.tfinger.x = x;
    e.tfinger.y = y;
    e.tfinger.fingerId = id;
    return e;
}
SDL_Event key(SDL_Keycode k, Uint16 mod = 0) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    return e;
}
pz::GestureRecognizer recognizer() {
    pz::GestureRecognizer r;
    r.set_mapping({360, 640}, {360, 640});
    return r;
}
} // namespace

TEST_CASE("gesture: a quick press and release is a tap at the press point") {
    auto r = recognizer();
    r.feed(mouse(SDL_MOUSEBUTTONDOWN, 100, 200), 1000);
    r.tick(1100);
    r.feed(mouse(SDL_MOUSEBUTTONUP, 102, 201), 1120);
    auto g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::Tap);
    CHECK(g[0].pos.x == doctest::Approx(102));
    CHECK(g[0].start.y == doctest::Approx(200));
}

TEST_CASE("gesture: holding still past the threshold is a long-press, and no tap follows") {
    auto r = recognizer();
    r.feed(mouse(SDL_MOUSEBUTTONDOWN, 50, 50), 0);
    r.tick(449);
    CHECK(r.take().empty());
    r.tick(450);
    auto g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::LongPress);
    r.feed(mouse(SDL_MOUSEBUTTONUP, 50, 50), 900);
    CHECK(r.take().empty());
}

TEST_CASE("gesture: the long-press threshold is configurable") {
    auto r = recognizer();
    pz::GestureConfig c;
    c.long_press_ms = 800;
    r.set_config(c);
    r.feed(mouse(SDL_MOUSEBUTTONDOWN, 50, 50), 0);
    r.tick(600);
    CHECK(r.take().empty());
    r.feed(mouse(SDL_MOUSEBUTTONUP, 50, 50), 700);
    auto g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::Tap);
}

TEST_CASE("gesture: a fast move is a drag then a swipe with its direction") {
    auto r = recognizer();
    r.feed(mouse(SDL_MOUSEBUTTONDOWN, 100, 100), 0);
    r.feed(mouse(SDL_MOUSEMOTION, 110, 100), 10);  // under the drag threshold: nothing yet
    CHECK(r.take().empty());
    r.feed(mouse(SDL_MOUSEMOTION, 160, 104), 40);
    r.feed(mouse(SDL_MOUSEBUTTONUP, 180, 106), 80);
    auto g = r.take();
    REQUIRE(g.size() == 5);  // the release point is one more motion
    CHECK(g[0].kind == K::DragStart);
    CHECK(g[1].kind == K::DragMove);
    CHECK(g[2].kind == K::DragMove);
    CHECK(g[2].pos.x == doctest::Approx(180));
    CHECK(g[3].kind == K::DragEnd);
    CHECK(g[3].dir == pz::Dir::Right);
    CHECK(g[4].kind == K::Swipe);
    CHECK(g[4].dir == pz::Dir::Right);
}

TEST_CASE("gesture: a slow long drag ends with a direction but is no swipe") {
    auto r = recognizer();
    r.feed(mouse(SDL_MOUSEBUTTONDOWN, 100, 300), 0);
    r.feed(mouse(SDL_MOUSEMOTION, 100, 250), 300);
    r.feed(mouse(SDL_MOUSEBUTTONUP, 100, 200), 2000);
    auto g = r.take();
    REQUIRE(g.size() == 4);
    CHECK(g.back().kind == K::DragEnd);
    CHECK(g.back().dir == pz::Dir::Up);
}

TEST_CASE("gesture: a short drag has no direction") {
    auto r = recognizer();
    r.feed(mouse(SDL_MOUSEBUTTONDOWN, 100, 100), 0);
    r.feed(mouse(SDL_MOUSEMOTION, 100, 120), 20);
    r.feed(mouse(SDL_MOUSEBUTTONUP, 100, 120), 40);
    auto g = r.take();
    REQUIRE(g.back().kind == K::DragEnd);
    CHECK(g.back().dir == pz::Dir::None);
}

TEST_CASE("gesture: touch maps normalised finger coordinates to logical ones") {
    auto r = recognizer();
    r.feed(finger(SDL_FINGERDOWN, 0.5f, 0.25f), 0);
    r.feed(finger(SDL_FINGERUP, 0.5f, 0.25f), 50);
    auto g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::Tap);
    CHECK(g[0].pos.x == doctest::Approx(180));
    CHECK(g[0].pos.y == doctest::Approx(160));
}

TEST_CASE("gesture: a swipe by finger, which with a second finger down is a pinch instead") {
    auto r = recognizer();
    r.feed(finger(SDL_FINGERDOWN, 0.5f, 0.5f, 1), 0);
    r.feed(finger(SDL_FINGERMOTION, 0.5f, 0.6f, 1), 30);
    r.feed(finger(SDL_FINGERUP, 0.5f, 0.7f, 1), 60);
    auto g = r.take();
    REQUIRE(g.size() == 5);
    CHECK(g[4].kind == K::Swipe);
    CHECK(g[4].dir == pz::Dir::Down);

    r.feed(finger(SDL_FINGERDOWN, 0.5f, 0.5f, 1), 1000);
    r.feed(finger(SDL_FINGERDOWN, 0.1f, 0.1f, 2), 1005);
    r.feed(finger(SDL_FINGERMOTION, 0.5f, 0.6f, 1), 1030);
    r.feed(finger(SDL_FINGERUP, 0.1f, 0.1f, 2), 1035);
    r.feed(finger(SDL_FINGERUP, 0.5f, 0.7f, 1), 1060);
    g = r.take();
    REQUIRE(g.size() == 2);
    CHECK(g[0].kind == K::Pinch);
    CHECK(g[1].kind == K::PinchEnd);
}

TEST_CASE("gesture: mouse events synthesised from touch are ignored (no double taps)") {
    auto r = recognizer();
    SDL_Event e = mouse(SDL_MOUSEBUTTONDOWN, 10, 10);
    e.button.which = SDL_TOUCH_MOUSEID;
    r.feed(e, 0);
    e.type = SDL_MOUSEBUTTONUP;
    r.feed(e, 10);
    CHECK(r.take().empty());
}

TEST_CASE("gesture: right click is the desktop's long-press") {
    auto r = recognizer();
    r.feed(mouse(SDL_MOUSEBUTTONDOWN, 10, 10, SDL_BUTTON_RIGHT), 0);
    r.feed(mouse(SDL_MOUSEBUTTONUP, 10, 10, SDL_BUTTON_RIGHT), 30);
    auto g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::LongPress);
}

TEST_CASE("gesture: named key actions") {
    auto r = recognizer();
    r.feed(key(SDLK_z, KMOD_LCTRL), 0);
    r.feed(key(SDLK_z, KMOD_LCTRL | KMOD_LSHIFT), 0);
    r.feed(key(SDLK_y, KMOD_LCTRL), 0);
    r.feed(key(SDLK_F1), 0);
    r.feed(key(SDLK_ESCAPE), 0);
    r.feed(key(SDLK_RETURN), 0);
    r.feed(key(SDLK_LEFT), 0);
    r.feed(key(SDLK_q), 0);  // plain letters are text, not actions
    auto g = r.take();
    REQUIRE(g.size() == 7);
    CHECK(g[0].action == pz::Action::Undo);
    CHECK(g[1].action == pz::Action::Redo);
    CHECK(g[2].action == pz::Action::Redo);
    CHECK(g[3].action == pz::Action::Hint);
    CHECK(g[4].action == pz::Action::Back);
    CHECK(g[5].action == pz::Action::Confirm);
    CHECK(g[6].action == pz::Action::Left);
}

TEST_CASE("gesture: a release far away with no motion events between is still a drag") {
    auto r = recognizer();
    r.feed(mouse(SDL_MOUSEBUTTONDOWN, 200, 100), 0);
    r.feed(mouse(SDL_MOUSEBUTTONUP, 100, 100), 40);
    auto g = r.take();
    REQUIRE(g.size() == 4);
    CHECK(g[0].kind == K::DragStart);
    CHECK(g[3].kind == K::Swipe);
    CHECK(g[3].dir == pz::Dir::Left);
}

TEST_CASE("gesture: a second tap soon after and near the first is a double tap, and a third starts again") {
    auto r = recognizer();
    auto tap_at = [&](float x, float y, uint32_t t) {
        r.feed(finger(SDL_FINGERDOWN, x / 360.f, y / 640.f), t);
        r.feed(finger(SDL_FINGERUP, x / 360.f, y / 640.f), t + 60);
        auto g = r.take();
        REQUIRE(g.size() == 1);
        CHECK(g[0].kind == K::Tap);
        return g[0].taps;
    };
    CHECK(tap_at(100, 100, 0) == 1);
    CHECK(tap_at(104, 102, 200) == 2);
    CHECK(tap_at(104, 102, 400) == 1);
    CHECK(tap_at(104, 102, 1200) == 1);  // too late
    CHECK(tap_at(200, 300, 1350) == 1);  // too far
}

TEST_CASE("gesture: two fingers pinch (scale and middle), and make no tap, drag or long press") {
    auto r = recognizer();
    r.feed(finger(SDL_FINGERDOWN, 100 / 360.f, 300 / 640.f, 1), 0);
    r.feed(finger(SDL_FINGERDOWN, 200 / 360.f, 300 / 640.f, 2), 30);
    CHECK(r.pinching());
    r.feed(finger(SDL_FINGERMOTION, 300 / 360.f, 300 / 640.f, 2), 60);  // 100 apart -> 200
    auto g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::Pinch);
    CHECK(g[0].scale == doctest::Approx(2.f));
    CHECK(g[0].start.x == doctest::Approx(150.f));
    CHECK(g[0].pos.x == doctest::Approx(200.f));
    r.tick(2000);  // held long: still no long press
    r.feed(finger(SDL_FINGERUP, 300 / 360.f, 300 / 640.f, 2), 2100);
    r.feed(finger(SDL_FINGERMOTION, 140 / 360.f, 300 / 640.f, 1), 2150);
    r.feed(finger(SDL_FINGERUP, 140 / 360.f, 300 / 640.f, 1), 2200);
    g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::PinchEnd);
    CHECK(!r.pinching());
    // The recognizer is free again: a tap is a tap.
    r.feed(finger(SDL_FINGERDOWN, 0.5f, 0.5f, 3), 3000);
    r.feed(finger(SDL_FINGERUP, 0.5f, 0.5f, 3), 3050);
    g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::Tap);
}

TEST_CASE("gesture: the mouse wheel is the desktop's pinch, about the mouse") {
    auto r = recognizer();
    r.feed(mouse(SDL_MOUSEMOTION, 120, 240), 0);
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = 2;
    r.feed(e, 10);
    auto g = r.take();
    REQUIRE(g.size() == 1);
    CHECK(g[0].kind == K::Pinch);
    CHECK(g[0].scale > 1.2f);
    CHECK(g[0].pos.x == doctest::Approx(120.f));
    CHECK(g[0].pos.y == doctest::Approx(240.f));
}
