// The glyph test (issue 27): the app's type scale, written through the canvas's text path, is glyph
// for glyph the UI font rasterised directly by SDL_ttf at that size, at pixel scales 1 and 2; the
// GUI's fonts hold the same typeface's glyphs, whole, at their sizes.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/app.h"
#include "engine/canvas.h"
#include "engine/data_dir.h"
#include "engine/offscreen.h"
#include "engine/text.h"

namespace {

// Thin strokes (the bars of 3, t, 7, f, the dots of i), the words that lost them ("3 letters"
// read "3 lellers"), and a symbol from outside Latin.
const std::string kLine = "3 letters 7 Continue Unfinished \u2605";

// Every size the app writes at Normal text: the GUI's small, text and large fonts (engine/app.h:
// 16, 20, 23), the canvas's HUD notes and labels (14, 15, 18), board labels and clue numbers
// (11, 12), and the title (40). Larger text multiplies them by 1.5 (game/core/settings.cpp).
const float kTypeScale[] = {11.f, 12.f, 14.f, 15.f, 16.f, 18.f, 20.f, 23.f, 40.f};

// A glyph's box in a run: from the width of the text before it to the width with it.
std::vector<int> glyph_edges(TTF_Font* font, const std::string& s) {
    std::vector<int> edges{0};
    for (size_t i = 1; i <= s.size(); ++i) {
        if (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) continue;  // inside a UTF-8 character
        int w = 0, h = 0;
        TTF_SizeUTF8(font, s.substr(0, i).c_str(), &w, &h);
        edges.push_back(w);
    }
    return edges;
}

// The font's own run: each pixel's coverage (white glyphs on nothing: the alpha).
struct Reference {
    int w = 0, h = 0;
    std::vector<uint8_t> alpha;
    int at(int x, int y) const { return alpha[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)]; }
};

Reference rasterise(TTF_Font* font, const std::string& s) {
    Reference r;
    SDL_Surface* run = TTF_RenderUTF8_Blended(font, s.c_str(), SDL_Color{255, 255, 255, 255});
    if (!run) return r;
    r.w = run->w;
    r.h = run->h;
    r.alpha.resize(static_cast<size_t>(r.w) * static_cast<size_t>(r.h));
    for (int y = 0; y < r.h; ++y) {
        for (int x = 0; x < r.w; ++x) {
            Uint32 px = 0;
            SDL_memcpy(&px, static_cast<const uint8_t*>(run->pixels) + static_cast<ptrdiff_t>(y) * run->pitch + static_cast<ptrdiff_t>(x) * 4, 4);
            Uint8 cr = 0, cg = 0, cb = 0, ca = 0;
            SDL_GetRGBA(px, run->format, &cr, &cg, &cb, &ca);
            r.alpha[static_cast<size_t>(y) * static_cast<size_t>(r.w) + static_cast<size_t>(x)] = ca;
        }
    }
    SDL_FreeSurface(run);
    return r;
}

struct Match {
    int dx = 0, dy = 0;      // where the reference fits best, from where it should be (pixels)
    int worst = 255;         // the largest difference of one pixel's coverage there
    double glyph_error = 0;  // the glyph drawn least like the font's: its pixels' differences / its ink
};

// The reference against the drawn run (white on black) with its top-left at (x + dx, y + dy), for
// the offset within a pixel that fits best.
Match compare(const Reference& ref, const std::vector<int>& edges, const pz::Image& img, int x, int y) {
    Match best;
    long best_total = -1;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            long total = 0;
            int worst = 0;
            for (int py = 0; py < ref.h; ++py) {
                for (int px = 0; px < ref.w; ++px) {
                    const int d = std::abs(img.at(x + dx + px, y + dy + py).r - ref.at(px, py));
                    total += d;
                    worst = std::max(worst, d);
                }
            }
            if (best_total < 0 || total < best_total) {
                best_total = total;
                best.dx = dx;
                best.dy = dy;
                best.worst = worst;
            }
        }
    }
    // Each glyph over its column span: how far its pixels are from the font's, against its ink.
    for (size_t g = 0; g + 1 < edges.size(); ++g) {
        long ink = 0, off = 0;
        for (int px = edges[g]; px < std::min(edges[g + 1], ref.w); ++px) {
            for (int py = 0; py < ref.h; ++py) {
                const int want = ref.at(px, py);
                ink += want;
                off += std::abs(img.at(x + best.dx + px, y + best.dy + py).r - want);
            }
        }
        if (ink > 0) best.glyph_error = std::max(best.glyph_error, static_cast<double>(off) / static_cast<double>(ink));  // not a space
    }
    return best;
}

} // namespace

TEST_CASE("glyphs: the type scale's text is the font's own glyphs at every size, weight and pixel scale") {
    if (!TTF_WasInit()) REQUIRE(TTF_Init() == 0);
    int worst = 0;
    double furthest = 0;
    for (float scale : {1.f, 2.f}) {
        for (float grow : {1.f, 1.5f}) {
            for (float base : kTypeScale) {
                for (bool bold : {false, true}) {
                    const float size = base * grow;
                    CAPTURE(scale);
                    CAPTURE(size);
                    CAPTURE(bold);
                    const int px = static_cast<int>(std::lround(size * scale));
                    const std::string path = pz::asset_dir() + (bold ? pz::kUiBoldFont : pz::kUiFont);
                    TTF_Font* font = TTF_OpenFont(path.c_str(), px);
                    REQUIRE(font != nullptr);
                    const Reference ref = rasterise(font, kLine);
                    REQUIRE(ref.w > 0);
                    const std::vector<int> edges = glyph_edges(font, kLine);
                    REQUIRE(edges.back() <= ref.w);
                    // One run a row, each anchored off the pixel grid by other fractions (a layout
                    // leaves text anywhere): under a half and over it, both ways.
                    const float fractions[][2] = {{0.2f, 0.8f}, {0.45f, 0.55f}, {0.55f, 0.2f}, {0.8f, 0.45f}};
                    const float pitch = 2.f * size;
                    pz::Canvas c;
                    for (size_t i = 0; i < 4; ++i) {
                        const pz::Vec2 at{8.f + fractions[i][0] / scale, pitch * (static_cast<float>(i) + 0.5f) + fractions[i][1] / scale};
                        c.text(pz::Layer::Hud, at, kLine, size, {255, 255, 255}, pz::Align::Left, bold);
                    }
                    const int w = ref.w + static_cast<int>(std::ceil(16.f * scale)) + 4;
                    const int h = static_cast<int>(std::ceil(4.f * pitch * scale)) + 4;
                    const pz::Image img = pz::render_offscreen(c, w, h, {0, 0, 0}, scale);
                    REQUIRE(img.w == w);
                    for (size_t i = 0; i < 4; ++i) {
                        CAPTURE(i);
                        // Where the run's box belongs: its left edge on the anchor, its middle on
                        // the anchor's height, each on the nearest whole pixel.
                        const float ax = (8.f + fractions[i][0] / scale) * scale;
                        const float ay = (pitch * (static_cast<float>(i) + 0.5f) + fractions[i][1] / scale) * scale;
                        const int x = static_cast<int>(std::floor(ax + 0.5f));
                        const int y = static_cast<int>(std::floor(ay - static_cast<float>(ref.h) * 0.5f + 0.5f));
                        const Match m = compare(ref, edges, img, x, y);
                        CHECK(m.dx == 0);
                        CHECK(m.dy == 0);
                        CHECK(m.worst <= 2);
                        CHECK(m.glyph_error <= 0.02);
                        worst = std::max(worst, m.worst);
                        furthest = std::max(furthest, m.glyph_error);
                    }
                    TTF_CloseFont(font);
                }
            }
        }
    }
    MESSAGE("glyph test: largest pixel difference " << worst << "/255; the glyph drawn least like the font's differs by " << furthest * 100 << " % of its ink");
}

namespace {

// The code points of a UTF-8 string.
std::vector<Uint32> code_points(const std::string& s) {
    std::vector<Uint32> out;
    for (size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const int n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        Uint32 cp = n == 1 ? b : b & (0x3F >> (n - 1));
        for (int k = 1; k < n && i + static_cast<size_t>(k) < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + static_cast<size_t>(k)]) & 0x3F);
        out.push_back(cp);
        i += static_cast<size_t>(n);
    }
    return out;
}

} // namespace

// Dear ImGui rasterises with stb_truetype, not FreeType, so its pixels are not SDL_ttf's: what must
// agree is the glyph's advance (Inter's, not a fallback's) and its ink (no stroke lost).
TEST_CASE("glyphs: the GUI's fonts are the UI typeface's glyphs, whole, at each size and pixel scale") {
    double furthest = 0;
    for (float scale : {1.f, 2.f}) {
        CAPTURE(scale);
        pz::App app;
        pz::AppConfig cfg;
        cfg.width = 200;
        cfg.height = 100;
        cfg.audio = false;
        cfg.pixel_scale = scale;
        uint32_t now = 1000;
        app.set_clock([&now] { return now; });
        std::string err;
        REQUIRE_MESSAGE(app.init(cfg, &err), err);
        now += 16;
        app.step();
        ImFontAtlas* atlas = ImGui::GetIO().Fonts;
        unsigned char* pixels = nullptr;
        int tw = 0, th = 0;
        atlas->GetTexDataAsAlpha8(&pixels, &tw, &th);
        REQUIRE(pixels != nullptr);
        // The font's line (ascent to descent) in thousandths of its em.
        TTF_Font* big = TTF_OpenFont((pz::asset_dir() + pz::kUiFont).c_str(), 1000);
        REQUIRE(big != nullptr);
        const double line = TTF_FontAscent(big) - TTF_FontDescent(big);
        TTF_CloseFont(big);
        for (pz::GuiFont which : {pz::GuiFont::Small, pz::GuiFont::Text, pz::GuiFont::Large}) {
            const ImFont* gui = pz::gui_font(which);
            REQUIRE(gui != nullptr);
            // ImGui's size is the line's height (ascent to descent), SDL_ttf's the em: the same
            // glyphs come from an em of FontSize / line, got through the resolution.
            const int px = static_cast<int>(std::lround(gui->FontSize));
            CAPTURE(px);
            const unsigned dpi = static_cast<unsigned>(std::lround(72.0 * 1000.0 / line));
            TTF_Font* font = TTF_OpenFontDPI((pz::asset_dir() + pz::kUiFont).c_str(), px, dpi, dpi);
            REQUIRE(font != nullptr);
            TTF_SetFontHinting(font, TTF_HINTING_NONE);  // stb_truetype does not hint
            for (Uint32 cp : code_points(kLine)) {
                if (cp == ' ') continue;
                CAPTURE(cp);
                const ImFontGlyph* g = gui->FindGlyphNoFallback(static_cast<ImWchar>(cp));
                REQUIRE(g != nullptr);
                int advance = 0;
                REQUIRE(TTF_GlyphMetrics32(font, cp, nullptr, nullptr, nullptr, nullptr, &advance) == 0);
                CHECK(std::abs(g->AdvanceX - static_cast<float>(advance)) <= 1.f);
                // The glyph's ink in the atlas against FreeType's.
                long ink = 0, want = 0;
                const int x0 = static_cast<int>(std::lround(g->U0 * static_cast<float>(tw))), x1 = static_cast<int>(std::lround(g->U1 * static_cast<float>(tw)));
                const int y0 = static_cast<int>(std::lround(g->V0 * static_cast<float>(th))), y1 = static_cast<int>(std::lround(g->V1 * static_cast<float>(th)));
                for (int y = y0; y < y1; ++y)
                    for (int x = x0; x < x1; ++x) ink += pixels[static_cast<size_t>(y) * static_cast<size_t>(tw) + static_cast<size_t>(x)];
                SDL_Surface* ref = TTF_RenderGlyph32_Blended(font, cp, SDL_Color{255, 255, 255, 255});
                REQUIRE(ref != nullptr);
                for (int y = 0; y < ref->h; ++y) {
                    for (int x = 0; x < ref->w; ++x) {
                        Uint32 v = 0;
                        SDL_memcpy(&v, static_cast<const uint8_t*>(ref->pixels) + static_cast<ptrdiff_t>(y) * ref->pitch + static_cast<ptrdiff_t>(x) * 4, 4);
                        Uint8 r = 0, gg = 0, b = 0, a = 0;
                        SDL_GetRGBA(v, ref->format, &r, &gg, &b, &a);
                        want += a;
                    }
                }
                SDL_FreeSurface(ref);
                REQUIRE(want > 0);
                const double off = std::abs(static_cast<double>(ink) / static_cast<double>(want) - 1);
                CHECK(off <= 0.06);
                furthest = std::max(furthest, off);
            }
            TTF_CloseFont(font);
        }
    }
    MESSAGE("glyph test: the GUI's glyph furthest from FreeType's has " << furthest * 100 << " % more or less ink");
}

// No fallback font: the UI typeface, both weights, has every character the translations and the
// type scale's line write (tests run in the source tree, where po/ lies).
TEST_CASE("glyphs: Inter has every character of every catalogue, in both weights") {
    if (!TTF_WasInit()) REQUIRE(TTF_Init() == 0);
    std::set<Uint32> wanted;
    for (Uint32 cp : code_points(kLine)) wanted.insert(cp);
    for (const char* lang : {"de", "fr", "es"}) {
        std::ifstream in(std::string("po/") + lang + ".po", std::ios::binary);
        REQUIRE(in.good());
        std::stringstream text;
        text << in.rdbuf();
        for (Uint32 cp : code_points(text.str()))
            if (cp >= 0x80) wanted.insert(cp);
    }
    CHECK(wanted.size() > 20);
    for (const char* face : {pz::kUiFont, pz::kUiBoldFont}) {
        TTF_Font* font = TTF_OpenFont((pz::asset_dir() + face).c_str(), 20);
        REQUIRE(font != nullptr);
        for (Uint32 cp : wanted) {
            CAPTURE(face);
            CAPTURE(cp);
            CHECK(TTF_GlyphIsProvided32(font, cp) != 0);
        }
        TTF_CloseFont(font);
    }
}
