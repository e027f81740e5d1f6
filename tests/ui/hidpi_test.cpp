// High-density screens, headless: with a pixel scale of 2 (AppConfig::pixel_scale, as a high-DPI
// screen gives) the logical size stays, the frame has twice the pixels, and both the board's text
// and the GUI's are rasterised at that scale, not scaled up from a smaller bitmap.
#include <doctest/doctest.h>

#include <SDL.h>
#include <imgui.h>

#include <string>
#include <tuple>

#include "engine/app.h"
#include "engine/offscreen.h"
#include "tests/engine/headless_app.h"

namespace {

// Canvas text at the top, ImGui text below, white on black.
class TextScene : public pz::Scene {
public:
    std::string name() const override { return "text"; }
    void draw(pz::Canvas& c, pz::Context& ctx) override {
        c.fill_rect(pz::Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 255});
        c.text(pz::Layer::Hud, {20, 40}, "Wag Qj", 28, {255, 255, 255, 255}, pz::Align::Left);
    }
    void gui(pz::Context& ctx) override {
        ImGui::SetNextWindowPos(ImVec2(0, 100));
        ImGui::SetNextWindowSize(ImVec2(ctx.size.x, 100));
        ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(0, 0, 0, 255));
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 255, 255, 255));
        ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.f);  // only the text has ink
        ImGui::Begin("##t", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoDecoration);
        ImGui::TextUnformatted("Wag Qj");
        ImGui::End();
        ImGui::PopStyleVar();
        ImGui::PopStyleColor(2);
    }
};

struct Ink {
    int solid = 0, edge = 0;  // fully lit pixels, and the partly lit ones of the glyphs' edges
};

// Ink in logical rows [y0, y1) of a frame drawn at `scale`.
Ink ink(const pz::Image& img, float scale, float y0, float y1) {
    Ink k;
    for (int y = static_cast<int>(y0 * scale); y < static_cast<int>(y1 * scale) && y < img.h; ++y)
        for (int x = 0; x < img.w; ++x) {
            const int v = img.at(x, y).g;
            if (v > 215) ++k.solid;
            else if (v > 40) ++k.edge;
        }
    return k;
}

struct Frames {
    Ink board, gui;
    int w = 0, h = 0;
    float font = 0, global = 0, pixel_scale = 0;
    pz::Vec2 size;
};

Frames draw_at(float scale) {
    pz::test::HeadlessApp headless(360, 640, scale);
    pz::App& app = headless.app;
    headless.show(std::make_unique<TextScene>());
    const pz::Image& img = headless.frame();
    Frames f;
    f.w = img.w;
    f.h = img.h;
    f.board = ink(img, scale, 10, 80);
    f.gui = ink(img, scale, 100, 200);
    f.font = ImGui::GetIO().Fonts->Fonts[0]->FontSize;
    f.global = ImGui::GetIO().FontGlobalScale;
    f.pixel_scale = app.pixel_scale();
    f.size = app.context().size;
    return f;
}

} // namespace

TEST_CASE("high DPI: at a pixel scale of 2 the frame doubles and text is rasterised at that scale") {
    const Frames one = draw_at(1.f), two = draw_at(2.f);
    CHECK(two.pixel_scale == doctest::Approx(2.f));
    CHECK(two.size.x == 360.f);  // the same logical screen
    CHECK(two.size.y == 640.f);
    CHECK(two.w == 720);
    CHECK(two.h == 1280);
    // The GUI font is rasterised at twice the size and shown at half that: the same layout.
    CHECK(two.font == doctest::Approx(2.f * one.font));
    CHECK(two.global == doctest::Approx(0.5f));
    // Twice the size: four times the ink. Rasterised at that size the glyphs' soft edges are as
    // thin as before (about twice the pixels, for twice the outline); a bitmap scaled up would
    // have edges twice as wide (four times the pixels).
    for (const auto& [a, b, what] : {std::tuple{one.board, two.board, std::string("board")}, std::tuple{one.gui, two.gui, std::string("gui")}}) {
        INFO(what);
        REQUIRE(a.solid > 50);
        const double solid = static_cast<double>(b.solid) / a.solid, edge = static_cast<double>(b.edge) / a.edge;
        MESSAGE(what << ": solid x" << solid << ", edge x" << edge);
        CHECK(solid > 3.0);
        CHECK(solid < 7.0);  // hinting makes small glyphs thinner than their size says
        CHECK(edge < 3.0);
    }
}
