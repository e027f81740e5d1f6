// Crisp text (issue 27): every glyph the canvas draws, at the app's sizes and pixel scales, is the
// typeface's rasterisation at that size (pz::Typeface; tests/engine/glyph_test.cpp compares it with
// FreeType's), texel for pixel on the nearest whole pixel, with no row or column lost or doubled.
#include <doctest/doctest.h>

#include <SDL.h>
#include <imgui.h>

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/app.h"
#include "engine/canvas.h"
#include "engine/data_dir.h"
#include "engine/offscreen.h"
#include "engine/text.h"

namespace {

// Glyphs with thin strokes (the bars of 7, t, f, e, the serifs of 1 and I) and the rest of what
// the boards write: digits, letters, signs.
const std::string kGlyphs = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+-#?!()";

} // namespace

TEST_CASE("text: a run's top-left lands on the nearest whole pixel") {
    for (float x : {10.f, 10.25f, 10.5f, 10.75f, 11.4999f}) {
        for (int w : {7, 8, 31}) {
            for (pz::Align a : {pz::Align::Left, pz::Align::Center, pz::Align::Right}) {
                const float left = x - (a == pz::Align::Center ? static_cast<float>(w) * 0.5f : a == pz::Align::Right ? static_cast<float>(w) : 0.f);
                const pz::TextSpot at = pz::place_text(x, x + 3.3f, w, 17, a);
                CHECK(std::abs(static_cast<float>(at.x) - left) <= 0.5f);
                CHECK(std::abs(static_cast<float>(at.y) - (x + 3.3f - 8.5f)) <= 0.5f);
            }
        }
    }
}

TEST_CASE("text: each glyph is the font's own at the size shown, at every size and pixel scale") {
    pz::Typeface typeface;
    // The sizes the boards and HUD use (labels, clue numbers, chips, titles; times the text sizes).
    for (float size : {9.5f, 11.f, 12.f, 13.3f, 14.4f, 16.f, 18.f, 21.6f, 24.f, 30.f}) {
        for (float scale : {1.f, 1.25f, 1.5f, 2.f, 3.f}) {
            CAPTURE(size);
            CAPTURE(scale);
            const int px = static_cast<int>(std::lround(size * scale));
            // One glyph a cell, anchored off the pixel grid by a different fraction each.
            const float cell = size * 2.f;
            const size_t columns = 12;
            const auto anchor = [&](size_t i) {
                const size_t row = i / columns, column = i % columns;
                const float fx = 0.13f * static_cast<float>(i % 7), fy = 0.17f * static_cast<float>(i % 5);
                return pz::Vec2{cell * (static_cast<float>(column) + 0.5f) + fx / scale, cell * (static_cast<float>(row) + 0.5f) + fy / scale};
            };
            pz::Canvas c;
            for (size_t i = 0; i < kGlyphs.size(); ++i) c.text(pz::Layer::Hud, anchor(i), std::string(1, kGlyphs[i]), size, {255, 255, 255});
            const int rows = static_cast<int>((kGlyphs.size() + columns - 1) / columns);
            const pz::Image img = pz::render_offscreen(c, static_cast<int>(std::ceil(cell * static_cast<float>(columns) * scale)), static_cast<int>(std::ceil(cell * static_cast<float>(rows) * scale)), {0, 0, 0}, scale);
            for (size_t i = 0; i < kGlyphs.size(); ++i) {
                const char ch = kGlyphs[i];
                CAPTURE(ch);
                const float ax = anchor(i).x * scale, ay = anchor(i).y * scale;
                const pz::TextRun glyph = typeface.run(std::string(1, ch), px, false);
                REQUIRE(glyph.w > 0);
                // Where the whole glyph box goes: its centre on the anchor, on whole pixels.
                const pz::TextSpot at = pz::place_text(ax, ay, glyph.w, glyph.h, pz::Align::Center);
                int worst = 0, ink = 0;
                for (int y = 0; y < glyph.h; ++y) {
                    for (int x = 0; x < glyph.w; ++x) {
                        const int want = glyph.at(x, y);
                        ink += want;
                        worst = std::max(worst, std::abs(static_cast<int>(img.at(at.x + x, at.y + y).r) - want));
                    }
                }
                CHECK(ink > 0);
                CHECK(worst <= 2);
            }
        }
    }
}

namespace {

// The GUI writes glyphs with thin strokes at whole and at odd logical positions (half a pixel at
// 1.5): one glyph a window, so that only the glyph, not the spacing of a run, is compared.
const char* const kGuiGlyphs[] = {"7", "t", "e", "f", "3", "E", "1"};

struct GlyphLabels : pz::Scene {
    std::string name() const override { return "labels"; }
    void gui(pz::Context&) override {
        const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoInputs;
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
        for (int i = 0; i < 7; ++i) {
            for (int odd = 0; odd < 2; ++odd) {
                ImGui::SetNextWindowPos(ImVec2(static_cast<float>(10 + 30 * i + odd), static_cast<float>(10 + 51 * odd)));
                ImGui::Begin((std::to_string(i) + (odd ? "odd" : "whole")).c_str(), nullptr, flags);
                ImGui::TextUnformatted(kGuiGlyphs[i]);
                ImGui::End();
            }
        }
        ImGui::PopStyleVar();
    }
};

} // namespace

// What a GPU samples is checked, not SDL's software pixels: its triangle filler truncates texture
// coordinates to whole texels (uv * size cut down), so it can drop a row of any glyph quad wherever
// it lies.
TEST_CASE("text: the GUI's glyphs lie texel for pixel on whole pixels at a 1.5 pixel scale") {
    pz::App app;
    pz::AppConfig cfg;
    cfg.width = 220;
    cfg.height = 120;
    cfg.audio = false;
    cfg.pixel_scale = 1.5f;
    uint32_t now = 1000;
    app.set_clock([&now] { return now; });
    std::string err;
    REQUIRE_MESSAGE(app.init(cfg, &err), err);
    app.scenes().push(std::make_unique<GlyphLabels>());
    app.scenes().apply_pending(app.context());
    for (int i = 0; i < 3; ++i) {
        now += 16;
        app.step();
    }
    // The atlas holds one texel a pixel (no oversampling, which wants linear filtering).
    ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    REQUIRE(atlas->ConfigData.Size > 0);
    CHECK(atlas->ConfigData[0].OversampleH == 1);
    CHECK(atlas->ConfigData[0].OversampleV == 1);
    // The last frame's draw data, as the back end drew it.
    const ImDrawData* data = ImGui::GetDrawData();
    REQUIRE(data != nullptr);
    const ImVec2 white = atlas->TexUvWhitePixel;
    const auto whole = [](float v) { return std::abs(v - std::round(v)) < 0.05f; };
    int quads = 0;
    for (int n = 0; n < data->CmdListsCount; ++n) {
        const ImVector<ImDrawVert>& vb = data->CmdLists[n]->VtxBuffer;
        for (int i = 0; i + 3 < vb.Size; ++i) {
            if (vb[i].uv.x == white.x && vb[i].uv.y == white.y) continue;
            const ImDrawVert &a = vb[i], &c = vb[i + 2];  // top-left, bottom-right
            CAPTURE(a.pos.x);
            CAPTURE(a.pos.y);
            CHECK(whole(a.pos.x * 1.5f));
            CHECK(whole(a.pos.y * 1.5f));
            // As many output pixels as the glyph has texels.
            CHECK(std::abs((c.pos.x - a.pos.x) * 1.5f - (c.uv.x - a.uv.x) * static_cast<float>(atlas->TexWidth)) < 0.05f);
            CHECK(std::abs((c.pos.y - a.pos.y) * 1.5f - (c.uv.y - a.uv.y) * static_cast<float>(atlas->TexHeight)) < 0.05f);
            ++quads;
            i += 3;
        }
    }
    CHECK(quads == 14);
}
