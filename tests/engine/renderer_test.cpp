// The renderer seam and the canvas's smooth, soft and picture primitives, drawn off-screen and
// checked pixel by pixel; the null renderer running a whole app.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "engine/app.h"
#include "engine/canvas.h"
#include "engine/offscreen.h"
#include "engine/renderer.h"

namespace {

constexpr pz::Color kWhite{255, 255, 255, 255};
constexpr pz::Color kBlack{0, 0, 0, 255};

// How much of a white shape covers a pixel on black: its red channel, 0..1.
float cover(const pz::Image& img, int x, int y) { return static_cast<float>(img.at(x, y).r) / 255.f; }

// Checks every pixel against the signed distance of its centre to the shape's outline in output
// pixels (negative inside): solid inside, clear outside, and only near the outline partly
// covered. SDL's software rasteriser holds vertices to half pixels and samples half a pixel off
// (a GPU samples pixel centres), so the band allowed for the fade is 1.5 pixels either side.
// Returns how many pixels were partly covered.
template <class Distance> int check_edges(const pz::Image& img, Distance distance, float scale = 1.f) {
    int partial = 0;
    for (int y = 0; y < img.h; ++y) {
        for (int x = 0; x < img.w; ++x) {
            const float d = distance((static_cast<float>(x) + 0.5f) / scale, (static_cast<float>(y) + 0.5f) / scale) * scale;
            const float c = cover(img, x, y);
            INFO("pixel " << x << "," << y << " at distance " << d << " covered " << c);
            if (d < -1.5f) REQUIRE(c == doctest::Approx(1.f));
            else if (d > 1.5f) REQUIRE(c == doctest::Approx(0.f));
            const bool part = c > 0.05f && c < 0.95f;
            if (part) REQUIRE(std::abs(d) <= 1.5f);
            partial += part;
        }
    }
    return partial;
}

float rounded_rect_distance(pz::Rect r, float radius, float x, float y) {
    const pz::Vec2 c = r.center();
    const float qx = std::abs(x - c.x) - (r.w * 0.5f - radius), qy = std::abs(y - c.y) - (r.h * 0.5f - radius);
    const float ox = std::max(qx, 0.f), oy = std::max(qy, 0.f);
    return std::sqrt(ox * ox + oy * oy) + std::min(std::max(qx, qy), 0.f) - radius;
}

} // namespace

TEST_CASE("renderer: a smooth circle has solid insides and partly covered edge pixels") {
    for (float scale : {1.f, 1.5f, 2.f}) {
        CAPTURE(scale);
        pz::Canvas c;
        c.smooth_circle(pz::Layer::Pieces, {30.3f, 29.6f}, 20.2f, kWhite);
        const pz::Image img = pz::render_offscreen(c, static_cast<int>(60 * scale), static_cast<int>(60 * scale), kBlack, scale);
        const int partial = check_edges(img, [](float x, float y) { return std::hypot(x - 30.3f, y - 29.6f) - 20.2f; }, scale);
        CHECK(partial > 60 * scale);  // about the circumference in pixels
    }
    // The old circle has hard steps: no pixel is partly covered.
    pz::Canvas hard;
    hard.fill_circle(pz::Layer::Pieces, {30.3f, 29.6f}, 20.2f, kWhite);
    const pz::Image img = pz::render_offscreen(hard, 60, 60, kBlack);
    int partial = 0;
    for (int y = 0; y < 60; ++y)
        for (int x = 0; x < 60; ++x) partial += cover(img, x, y) > 0.05f && cover(img, x, y) < 0.95f;
    CHECK(partial == 0);
}

TEST_CASE("renderer: a smooth rounded rectangle follows its corners") {
    const pz::Rect r{8.4f, 10.7f, 60.f, 36.5f};
    for (float radius : {0.f, 9.f, 18.25f}) {
        CAPTURE(radius);
        pz::Canvas c;
        c.smooth_rect(pz::Layer::Board, r, kWhite, radius);
        const pz::Image img = pz::render_offscreen(c, 80, 60, kBlack);
        CHECK(check_edges(img, [&](float x, float y) { return rounded_rect_distance(r, radius, x, y); }) > 100);
    }
}

TEST_CASE("renderer: a round-capped line reaches past its ends by half its width") {
    pz::Canvas c;
    c.round_line(pz::Layer::Pieces, {15.2f, 20.5f}, {60.7f, 38.1f}, kWhite, 9.f);
    const pz::Image img = pz::render_offscreen(c, 80, 60, kBlack);
    const pz::Vec2 a{15.2f, 20.5f}, b{60.7f, 38.1f};
    const auto distance = [&](float x, float y) {
        const pz::Vec2 d = b - a, p = pz::Vec2{x, y} - a;
        const float t = std::clamp((p.x * d.x + p.y * d.y) / (d.x * d.x + d.y * d.y), 0.f, 1.f);
        return std::hypot(p.x - d.x * t, p.y - d.y * t) - 4.5f;
    };
    CHECK(check_edges(img, distance) > 80);
    CHECK(cover(img, 11, 19) == doctest::Approx(1.f));  // inside the round end, before a
}

TEST_CASE("renderer: a thin round line keeps its ink") {
    pz::Canvas c;
    c.round_line(pz::Layer::Pieces, {5, 10.5f}, {55, 10.5f}, kWhite, 0.5f);
    const pz::Image img = pz::render_offscreen(c, 60, 20, kBlack);
    float ink = 0;
    for (int y = 0; y < 20; ++y) ink += cover(img, 30, y);
    CHECK(ink == doctest::Approx(0.5f).epsilon(0.3));
}

TEST_CASE("renderer: a vertical gradient runs from its top colour to its bottom colour") {
    pz::Canvas c;
    const pz::Color top{240, 40, 20, 255}, bottom{20, 60, 230, 255};
    c.gradient_rect(pz::Layer::Background, {10, 10, 40, 80}, top, bottom, 6);
    const pz::Image img = pz::render_offscreen(c, 60, 100, kBlack);
    // Monotone down the middle, the ends near the given colours.
    for (int y = 11; y < 87; ++y) {
        CAPTURE(y);
        CHECK(img.at(30, y + 1).r <= img.at(30, y).r);
        CHECK(img.at(30, y + 1).b >= img.at(30, y).b);
        CHECK(std::abs(img.at(30, y).r - img.at(20, y).r) <= 2);  // the same along a row
        CHECK(std::abs(img.at(30, y).b - img.at(20, y).b) <= 2);
    }
    CHECK(std::abs(img.at(30, 11).r - top.r) < 8);
    CHECK(std::abs(img.at(30, 88).b - bottom.b) < 8);
    CHECK(std::abs(img.at(30, 50).r - (top.r + bottom.r) / 2) < 8);  // halfway, half the way
    CHECK(img.at(10, 10).r < 128);  // the rounded corner is cut
    CHECK(img.at(5, 50) == kBlack);
}

TEST_CASE("renderer: a soft shadow fades out across its blur") {
    pz::Canvas c;
    c.fill_rect(pz::Layer::Background, {0, 0, 100, 60}, kWhite);
    c.shadow(pz::Layer::Board, {20, 15, 60, 30}, 8, 12, {0, 0, 0, 160});
    const pz::Image img = pz::render_offscreen(c, 100, 60, kWhite);
    const int core = img.at(50, 30).r;
    CHECK(std::abs(core - (255 - 160)) < 4);
    // From the middle outward along a row: never darker, from the core to plain white.
    for (int x = 50; x < 99; ++x) CHECK(img.at(x + 1, 30).r >= img.at(x, 30).r);
    CHECK(img.at(73, 30).r == core);          // inside by more than half the blur
    CHECK(img.at(80, 30).r > core + 40);      // the rect's edge: about half way
    CHECK(img.at(80, 30).r < 255 - 40);
    CHECK(img.at(87, 30) == kWhite);          // outside by more than half the blur
}

TEST_CASE("renderer: a picture lands pixel for pixel, its clear pixels showing what is under") {
    auto img = std::make_shared<pz::Image>();
    img->w = 4;
    img->h = 3;
    img->rgba.assign(4 * 3 * 4, 0);
    const auto set = [&](int x, int y, pz::Color col) {
        uint8_t* p = img->rgba.data() + (y * 4 + x) * 4;
        p[0] = col.r, p[1] = col.g, p[2] = col.b, p[3] = col.a;
    };
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 4; ++x) set(x, y, {static_cast<uint8_t>(40 + x * 60), static_cast<uint8_t>(30 + y * 90), 90, 255});
    set(3, 2, {255, 255, 255, 0});  // see-through
    pz::Canvas c;
    c.fill_rect(pz::Layer::Background, {0, 0, 20, 20}, {10, 20, 30});
    c.image(pz::Layer::Pieces, {5, 6, 4, 3}, img);
    const pz::Image out = pz::render_offscreen(c, 20, 20, kBlack);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 4; ++x) {
            CAPTURE(x);
            CAPTURE(y);
            const pz::Color want = x == 3 && y == 2 ? pz::Color{10, 20, 30, 255} : img->at(x, y);
            CHECK(out.at(5 + x, 6 + y) == want);
        }
    CHECK(out.at(4, 6) == pz::Color{10, 20, 30, 255});
    CHECK(out.at(9, 8) == pz::Color{10, 20, 30, 255});

    // Stretched at a pixel scale: it covers its rect in output pixels.
    auto plain = std::make_shared<pz::Image>();
    plain->w = plain->h = 2;
    plain->rgba = {200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255};
    pz::Canvas s;
    s.image(pz::Layer::Pieces, {2, 3, 5, 4}, plain);
    const pz::Image big = pz::render_offscreen(s, 20, 20, kBlack, 2.f);
    CHECK(big.count({200, 100, 50}, 2) == 10 * 8);
    CHECK(big.at(4, 6) == pz::Color{200, 100, 50, 255});
    CHECK(big.at(13, 13) == pz::Color{200, 100, 50, 255});
    CHECK(big.at(14, 13) == kBlack);
}

namespace {
// A canvas drawn in software twice, by the renderer's own fills (rows, triangles, rectangles) and
// by SDL's triangles alone: the pixels whose colour differs by more than 6, and the most any does.
struct Compared {
    int off = 0, worst = 0;
};
Compared own_and_sdl(const pz::Canvas& c, int w, int h, float scale) {
    const auto draw = [&](bool own) {
        std::unique_ptr<pz::Renderer> r = pz::make_offscreen_renderer(w, h, own);
        REQUIRE(r);
        r->set_scale(scale);
        r->begin_frame(kBlack);
        r->draw(c);
        r->present();
        return r->read_pixels();
    };
    const pz::Image own = draw(true), sdl = draw(false);
    REQUIRE(own.w == sdl.w);
    Compared out;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const pz::Color a = own.at(x, y), b = sdl.at(x, y);
            const int d = std::max({std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b)});
            out.worst = std::max(out.worst, d);
            out.off += d > 6;
        }
    return out;
}
} // namespace

TEST_CASE("renderer: large shapes filled by rows in software look as their triangles did") {
    // Rows are how software drawing keeps a full-screen card from costing ~20 ms; they must land on
    // the pixels the triangles did, or shapes would meet their fading edges with a seam. Those
    // edges' triangles are filled by the renderer itself in software (SDL's blended triangles cost
    // a microsecond each), and must cover the pixels SDL's did, in the same colours.
    for (float scale : {1.f, 2.f, 3.f}) {
        CAPTURE(scale);
        pz::Canvas c;
        const pz::Color half{40, 200, 90, 128};
        c.fill_rect(pz::Layer::Background, {3.3f, 4.6f, 120.4f, 90.2f}, {200, 60, 60, 255}, 11.f);
        c.fill_rect(pz::Layer::Board, {20.5f, 12.2f, 70.f, 50.7f}, half, 6.5f);
        c.fill_circle(pz::Layer::Board, {100.2f, 70.7f}, 24.3f, half);
        c.smooth_rect(pz::Layer::Pieces, {30.7f, 40.1f, 80.f, 44.f}, {240, 240, 250, 200}, 12.f);
        c.smooth_circle(pz::Layer::Pieces, {60.4f, 30.3f}, 18.6f, {20, 20, 200, 255});
        c.gradient_rect(pz::Layer::Pieces, {130.f, 10.f, 40.f, 100.f}, {255, 255, 0, 255}, {0, 0, 255, 255}, 8.f);
        c.shadow(pz::Layer::Board, {140.f, 20.f, 30.f, 60.f}, 6.f, 10.f, {0, 0, 0, 120});
        const int w = static_cast<int>(180 * scale), h = static_cast<int>(120 * scale);
        const Compared d = own_and_sdl(c, w, h, scale);
        CAPTURE(d.worst);
        CHECK(d.off * 1000 <= w * h);  // a pixel in a thousand at most, where an edge meets a tie
    }
}

TEST_CASE("renderer: the null renderer runs an app with no pixels") {
    struct Dots : pz::Scene {
        std::string name() const override { return "dots"; }
        void draw(pz::Canvas& c, pz::Context&) override {
            c.fill_rect(pz::Layer::Board, {1, 1, 5, 5}, kWhite);
            c.smooth_circle(pz::Layer::Pieces, {10, 10}, 4, kWhite);
        }
    };
    pz::NullRenderer* null = nullptr;
    pz::App app;
    pz::AppConfig cfg;
    cfg.width = 200;
    cfg.height = 100;
    cfg.audio = false;
    cfg.renderer = pz::null_renderer_factory(&null);
    uint32_t now = 1000;
    app.set_clock([&now] { return now; });
    std::string err;
    REQUIRE_MESSAGE(app.init(cfg, &err), err);
    REQUIRE(null != nullptr);
    app.scenes().push(std::make_unique<Dots>());
    app.scenes().apply_pending(app.context());
    app.capture_next_frame();
    now += 16;
    app.step();
    CHECK(null->frames == 1);
    CHECK(null->gui_frames == 1);
    CHECK(null->commands == 2);
    CHECK(app.last_frame().w == 200);
    CHECK(app.last_frame().at(100, 50) == app.context().background);
}

TEST_CASE("renderer: thin lines filled by the renderer in software land where SDL's triangles did") {
    for (float scale : {1.f, 1.5f, 2.f}) {
        CAPTURE(scale);
        pz::Canvas c;
        for (int k = 0; k < 8; ++k) {
            const float o = 5.f + 9.3f * static_cast<float>(k);
            c.line(pz::Layer::Board, {o, 4.2f}, {o, 70.7f}, {20, 20, 20, 255}, 1.f + 0.25f * static_cast<float>(k));
            c.line(pz::Layer::Board, {3.4f, o}, {80.1f, o}, {240, 240, 240, 200}, 1.f + 0.25f * static_cast<float>(k));
        }
        c.line(pz::Layer::Pieces, {2.f, 2.f}, {80.f, 60.f}, {200, 30, 30, 255}, 2.f);
        const int w = static_cast<int>(90 * scale), h = static_cast<int>(80 * scale);
        const Compared d = own_and_sdl(c, w, h, scale);
        CAPTURE(d.worst);
        CHECK(d.off == 0);
    }
}

TEST_CASE("renderer: a screen fading in is painted where it changed under the veil, and looks as if painted whole") {
    // The fade over a new screen (App's transition) lays the background over everything at a
    // falling alpha. In software the renderer keeps the frame aside unveiled, paints it where it
    // changed and blends the veil over it, instead of repainting every pixel under the veil each
    // step (5-14 ms at 1080x2400); a step of the fade repaints only what moved. Drawing through
    // SDL as the web build does, a veiled frame is painted whole. In both, each frame must equal
    // the same frame painted whole (invalidate) with its veil.
    const pz::Color bg{30, 28, 40, 255};
    std::vector<pz::Color> flat[2];  // a pixel inside the red card, each frame: SDL blends it one way, software another
    for (const bool like_web : {false, true}) {
        CAPTURE(like_web);
        const int w = 300, h = 200;
        std::unique_ptr<pz::Renderer> kept = pz::make_offscreen_renderer(w, h, true, like_web), whole = pz::make_offscreen_renderer(w, h, true, like_web);
        REQUIRE(kept);
        REQUIRE(whole);
        const int alphas[] = {0, 0, 255, 230, 180, 120, 60, 20, 3, 0, 0, 255, 90, 0};
        long most_veiled = 0;
        for (int f = 0; f < static_cast<int>(std::size(alphas)); ++f) {
            CAPTURE(f);
            pz::Canvas c;
            c.fill_rect(pz::Layer::Background, {10, 10, 280, 180}, {200, 60, 60, 255}, 11.f);
            c.smooth_circle(pz::Layer::Board, {150.f, 100.f}, 60.f, {40, 200, 90, 200});
            c.fill_rect(pz::Layer::Pieces, {20.f + 9.f * static_cast<float>(f), 30.f, 24.f, 24.f}, {240, 240, 250, 255}, 4.f);  // the one thing that moves
            for (pz::Renderer* r : {kept.get(), whole.get()}) {
                if (r == whole.get()) r->invalidate();
                r->begin_frame(bg);
                r->draw(c);
                r->set_veil(bg.with_alpha(static_cast<uint8_t>(alphas[f])));
                r->present();
            }
            const pz::Image a = kept->read_pixels(), b = whole->read_pixels();
            REQUIRE(a.w == w);
            CHECK(a.rgba == b.rgba);
            if (alphas[f] == 255) CHECK(a.count(bg, 0) == w * h);  // all veil
            flat[like_web].push_back(a.at(40, 150));
            if (alphas[f] > 0 && f > 0 && alphas[f - 1] > 0) most_veiled = std::max(most_veiled, kept->damaged_pixels());
        }
        CHECK(most_veiled > 0);
        if (!like_web) CHECK(most_veiled < w * h / 10);  // the moving square, not the screen
    }
    CHECK(flat[0] == flat[1]);  // the veil blended in software exactly as SDL blends it
}
