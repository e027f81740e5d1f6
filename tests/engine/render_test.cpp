// The render layer: canvas ordering, software rendering of shapes and text, PNG output.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "engine/canvas.h"
#include "engine/offscreen.h"
#include "engine/png.h"
#include "engine/tween.h"

TEST_CASE("canvas: commands sort by layer, stable within a layer") {
    pz::Canvas c;
    c.fill_rect(pz::Layer::Hud, {0, 0, 1, 1}, {1, 0, 0});
    c.fill_rect(pz::Layer::Board, {0, 0, 1, 1}, {2, 0, 0});
    c.fill_rect(pz::Layer::Hud, {0, 0, 1, 1}, {3, 0, 0});
    c.fill_rect(pz::Layer::Background, {0, 0, 1, 1}, {4, 0, 0});
    auto s = c.sorted();
    REQUIRE(s.size() == 4);
    CHECK(s[0].color.r == 4);
    CHECK(s[1].color.r == 2);
    CHECK(s[2].color.r == 1);
    CHECK(s[3].color.r == 3);
}

TEST_CASE("offscreen: shapes land on the right pixels, later layers on top") {
    pz::Canvas c;
    c.fill_rect(pz::Layer::Board, {10, 10, 40, 40}, {200, 30, 30});
    c.fill_circle(pz::Layer::Pieces, {80, 30}, 15, {30, 200, 30});
    c.fill_rect(pz::Layer::Effects, {20, 20, 10, 10}, {30, 30, 200});  // over the red square
    c.fill_rect(pz::Layer::Background, {0, 0, 120, 60}, {5, 5, 5});    // under everything
    pz::Image img = pz::render_offscreen(c, 120, 60, {0, 0, 0});
    REQUIRE(img.w == 120);
    CHECK(img.at(12, 45) == pz::Color{200, 30, 30, 255});
    CHECK(img.at(25, 25) == pz::Color{30, 30, 200, 255});
    CHECK(img.at(80, 30) == pz::Color{30, 200, 30, 255});
    CHECK(img.at(100, 55) == pz::Color{5, 5, 5, 255});
    CHECK(img.at(80, 10) == pz::Color{5, 5, 5, 255});  // outside the circle
}

TEST_CASE("offscreen: text renders glyph pixels in its colour") {
    pz::Canvas c;
    c.text(pz::Layer::Hud, {60, 30}, "Puzzlebox", 24, {255, 255, 255});
    pz::Image img = pz::render_offscreen(c, 120, 60, {0, 0, 0});
    CHECK(img.count({255, 255, 255}, 10) > 40);
}

TEST_CASE("offscreen: scale maps logical units to pixels") {
    pz::Canvas c;
    c.fill_rect(pz::Layer::Board, {10, 10, 10, 10}, {250, 250, 0});
    pz::Image img = pz::render_offscreen(c, 60, 60, {0, 0, 0}, 2.f);
    CHECK(img.at(25, 25) == pz::Color{250, 250, 0, 255});
    CHECK(img.at(45, 45) == pz::Color{0, 0, 0, 255});
}

TEST_CASE("png: the encoder writes a valid header and size") {
    std::vector<uint8_t> px(4 * 3 * 2, 255);
    auto data = pz::encode_png(3, 2, px);
    REQUIRE(data.size() > 33);
    CHECK(data[0] == 0x89);
    CHECK(data[1] == 'P');
    CHECK(data[16 + 3] == 3);  // width in IHDR
    CHECK(data[20 + 3] == 2);  // height
}

TEST_CASE("png: a picture of flat colour and repeated rows is stored small (the result card, issue 29)") {
    const int w = 1080, h = 1080;
    std::vector<uint8_t> px(static_cast<size_t>(w) * h * 4, 0);
    for (size_t i = 0; i < px.size(); i += 4) {
        const size_t y = i / 4 / w;
        px[i] = y < 500 ? 170 : 240;
        px[i + 1] = 40;
        px[i + 2] = static_cast<uint8_t>(y % 7 * 30);
        px[i + 3] = 255;
    }
    const auto data = pz::encode_png(w, h, px);
    CHECK(data.size() < px.size() / 100);  // stored whole it would be 4.7 MB
}

TEST_CASE("tween: eases from start to end") {
    pz::Tween t;
    t.start(0, 10, 1.f, pz::Ease::Linear);
    CHECK(t.value() == doctest::Approx(0));
    t.update(0.5f);
    CHECK(t.value() == doctest::Approx(5));
    t.update(1.f);
    CHECK(t.done());
    CHECK(t.value() == doctest::Approx(10));
    CHECK(pz::ease(pz::Ease::OutCubic, 0.5f) > 0.5f);
}
