// The glyph test (issue 27): the app's type scale, written through the canvas's text path, is glyph
// for glyph the UI font rasterised directly by FreeType at that size, at pixel scales 1, 1.5 and 2;
// the canvas's and the GUI's glyphs are FreeType's lightly auto-hinted ones, thin bars on whole rows.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <imgui.h>
#include <ft2build.h>
#include FT_FREETYPE_H

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/app.h"
#include "engine/canvas.h"
#include "engine/data_dir.h"
#include "engine/offscreen.h"
#include "engine/text.h"
#include "tests/engine/headless_app.h"

namespace {

// Thin strokes (the bars of 3, t, 7, f, the dots of i), the words that lost them ("3 letters"
// read "3 lellers"), and a symbol from outside Latin.
const std::string kLine = "3 letters 7 Continue Unfinished \u2605";

// Every size the app writes at Normal text: the GUI's small, text and large fonts (engine/app.h:
// 16, 20, 23), the canvas's HUD notes and labels (14, 15, 18), board labels and clue numbers
// (11, 12), and the title (40). Larger text multiplies them by 1.5 (game/core/settings.cpp).
const float kTypeScale[] = {11.f, 12.f, 14.f, 15.f, 16.f, 18.f, 20.f, 23.f, 40.f};

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

// The font's own run, rasterised by FreeType directly: each glyph lightly auto-hinted (the GUI
// atlas's flags), the pen on whole pixels (the hinted advances), the baseline at SDL_ttf's ascent
// in SDL_ttf's line box, which the canvas's callers centre text on. `edges`: each glyph's columns,
// from the pen before it to the pen after it.
struct Reference {
    int w = 0, h = 0;
    std::vector<uint8_t> alpha;
    std::vector<int> edges{0};
    int at(int x, int y) const { return alpha[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)]; }
};

Reference rasterise(FT_Face face, TTF_Font* box, int px, const std::string& s) {
    Reference r;
    if (FT_Set_Pixel_Sizes(face, 0, static_cast<FT_UInt>(px)) != 0) return r;
    struct Ink {
        int x, y, w, h, pitch;
        std::vector<uint8_t> pixels;
    };
    std::vector<Ink> inks;
    const int ascent = TTF_FontAscent(box);
    int pen = 0;
    for (Uint32 cp : code_points(s)) {
        if (FT_Load_Char(face, cp, FT_LOAD_NO_BITMAP | FT_LOAD_FORCE_AUTOHINT | FT_LOAD_TARGET_LIGHT) != 0) return r;
        if (FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL) != 0) return r;
        const FT_Bitmap& bm = face->glyph->bitmap;
        Ink ink{pen + face->glyph->bitmap_left, ascent - face->glyph->bitmap_top, static_cast<int>(bm.width), static_cast<int>(bm.rows), bm.pitch, {}};
        ink.pixels.assign(bm.buffer, bm.buffer + static_cast<ptrdiff_t>(bm.rows) * bm.pitch);
        inks.push_back(std::move(ink));
        pen += static_cast<int>((face->glyph->advance.x + 63) / 64);
        r.edges.push_back(pen);
    }
    r.w = pen;
    r.h = TTF_FontHeight(box);
    r.alpha.assign(static_cast<size_t>(r.w) * static_cast<size_t>(r.h), 0);
    for (const Ink& ink : inks) {
        for (int y = 0; y < ink.h; ++y) {
            for (int x = 0; x < ink.w; ++x) {
                const uint8_t a = ink.pixels[static_cast<size_t>(y * ink.pitch + x)];
                if (a == 0) continue;
                // The line's ink lies inside its box (else the box grows, which this line never needs).
                REQUIRE((ink.x + x >= 0 && ink.x + x < r.w && ink.y + y >= 0 && ink.y + y < r.h));
                uint8_t& to = r.alpha[static_cast<size_t>(ink.y + y) * static_cast<size_t>(r.w) + static_cast<size_t>(ink.x + x)];
                to = std::max(to, a);
            }
        }
    }
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
    FT_Library library = nullptr;
    REQUIRE(FT_Init_FreeType(&library) == 0);
    int worst = 0;
    double furthest = 0;
    for (float scale : {1.f, 1.5f, 2.f}) {
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
                    FT_Face face = nullptr;
                    REQUIRE(FT_New_Face(library, path.c_str(), 0, &face) == 0);
                    const Reference ref = rasterise(face, font, px, kLine);
                    FT_Done_Face(face);
                    REQUIRE(ref.w > 0);
                    const std::vector<int>& edges = ref.edges;
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
    FT_Done_FreeType(library);
    MESSAGE("glyph test: largest pixel difference " << worst << "/255; the glyph drawn least like the font's differs by " << furthest * 100 << " % of its ink");
}


namespace {

// Thin strokes for the GUI: the bars of +, t, f, e and 7, the words that lost them, a button's word.
const std::string kGuiLine = "+ 3 letters 7 f t e Continue";

// Each of the GUI's fonts, drawn through ImGui a glyph to a cell (white on black), so that each
// glyph's pixels are its own: the boxes (logical units) say where.
class GuiGlyphs : public pz::Scene {
public:
    static constexpr int kPerRow = 11;
    struct Cell {
        pz::GuiFont font;
        char glyph;
        float x, y, size;
    };
    std::vector<Cell> cells;
    std::string name() const override { return "gui glyphs"; }
    void draw(pz::Canvas& c, pz::Context& ctx) override { c.fill_rect(pz::Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 255}); }
    void gui(pz::Context& ctx) override {
        (void)ctx;
        cells.clear();
        ImDrawList* list = ImGui::GetBackgroundDrawList();
        float y = 4;
        for (pz::GuiFont which : {pz::GuiFont::Small, pz::GuiFont::Text, pz::GuiFont::Large}) {
            ImFont* font = pz::gui_font(which);
            const float size = font->FontSize * ImGui::GetIO().FontGlobalScale;  // logical units
            const float cell = std::ceil(size * 1.5f);
            int i = 0, rows = 0;
            for (char g : kGuiLine) {
                if (g == ' ') continue;
                // Whole logical units, as ImGui's layout places text (it floors each run's start).
                const int column = i % kPerRow, row = i / kPerRow;
                const float x = 4 + static_cast<float>(column) * cell, top = y + static_cast<float>(row) * cell;
                const char text[2] = {g, 0};
                list->AddText(font, size, ImVec2(x, top), IM_COL32(255, 255, 255, 255), text);
                cells.push_back({which, g, x, top, cell});
                rows = row + 1;
                ++i;
            }
            y += static_cast<float>(rows) * cell;
        }
    }
};

// How a glyph's ink lies: in its darkest row (a horizontal bar), its darkest column (a stem) and
// all of it, in pixels of full coverage; and how dark the darkest row is where it has ink (the
// median of its pixels past an eighth, so that a bar's soft ends do not count): a bar on one row
// of pixels is near 1, one left between two rows comes out as two grey rows, near a half.
struct Strokes {
    double row = 0, column = 0, ink = 0, bar = 0;
};

template <class Coverage>
Strokes strokes(int w, int h, Coverage coverage) {
    Strokes s;
    std::vector<double> columns(static_cast<size_t>(std::max(w, 0)), 0.0), lit;
    for (int y = 0; y < h; ++y) {
        double row = 0;
        std::vector<double> inked;
        for (int x = 0; x < w; ++x) {
            const double c = coverage(x, y) / 255.0;
            row += c;
            columns[static_cast<size_t>(x)] += c;
            if (c > 0.125) inked.push_back(c);
        }
        if (row > s.row) {
            s.row = row;
            lit = inked;
        }
        s.ink += row;
    }
    for (double c : columns) s.column = std::max(s.column, c);
    if (!lit.empty()) {
        std::nth_element(lit.begin(), lit.begin() + static_cast<ptrdiff_t>(lit.size() / 2), lit.end());
        s.bar = lit[lit.size() / 2];
    }
    return s;
}

// A glyph as FreeType rasterises it for a GUI font of `line` pixels (ImGui's size is the line,
// ascent to descent), auto-hinted lightly, as App::build_font asks of ImGui's FreeType builder.
struct Rasterised {
    int w = 0, h = 0, advance = 0;
    std::vector<uint8_t> alpha;
    int at(int x, int y) const { return alpha[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)]; }
};

// `size` is ImGui's line (REAL_DIM) or, for the canvas, the em (NOMINAL: what SDL_ttf asked for).
Rasterised rasterise_light(FT_Face face, FT_Size_Request_Type type, float size, char glyph) {
    Rasterised r;
    FT_Size_RequestRec req{};
    req.type = type;
    req.height = static_cast<FT_Long>(size) * 64;
    if (FT_Request_Size(face, &req) != 0) return r;
    if (FT_Load_Char(face, static_cast<FT_ULong>(glyph), FT_LOAD_NO_BITMAP | FT_LOAD_FORCE_AUTOHINT | FT_LOAD_TARGET_LIGHT) != 0) return r;
    if (FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL) != 0) return r;
    const FT_Bitmap& bm = face->glyph->bitmap;
    r.w = static_cast<int>(bm.width);
    r.h = static_cast<int>(bm.rows);
    r.advance = static_cast<int>((face->glyph->advance.x + 63) / 64);
    r.alpha.resize(static_cast<size_t>(r.w) * static_cast<size_t>(r.h));
    for (int y = 0; y < r.h; ++y)
        for (int x = 0; x < r.w; ++x)
            r.alpha[static_cast<size_t>(y) * static_cast<size_t>(r.w) + static_cast<size_t>(x)] = bm.buffer[static_cast<ptrdiff_t>(y) * bm.pitch + x];
    return r;
}

Rasterised rasterise_like_gui(FT_Face face, float line, char glyph) { return rasterise_light(face, FT_SIZE_REQUEST_TYPE_REAL_DIM, line, glyph); }

// The glyphs of the line with a straight horizontal bar.
bool has_bar(char glyph) { return std::string("+et7f").find(glyph) != std::string::npos; }

// Drawn glyphs' strokes against FreeType's, checked, the worst of each kept for the message.
struct StrokeTally {
    double faintest_bar = 1, faintest_row = 2, faintest_column = 2, furthest_ink = 0;
    std::string faintest;
    // A bar's darkest row at least `bar_least` lit; the darkest row and column and all the ink as
    // FreeType's. `where`: the size, for the message.
    void check(const Strokes& drawn, const Strokes& font, char glyph, double bar_least, const std::string& where) {
        if (has_bar(glyph)) {
            CHECK(drawn.bar >= bar_least);
            if (drawn.bar < faintest_bar) faintest = std::string(1, glyph) + " at " + where;
            faintest_bar = std::min(faintest_bar, drawn.bar);
        }
        const double row = drawn.row / font.row, column = drawn.column / font.column, ink = std::abs(drawn.ink / font.ink - 1);
        CHECK(row >= 0.9);
        CHECK(column >= 0.9);
        CHECK(ink <= 0.06);
        faintest_row = std::min(faintest_row, row);
        faintest_column = std::min(faintest_column, column);
        furthest_ink = std::max(furthest_ink, ink);
    }
    std::string said() const {
        std::ostringstream out;
        out << "the faintest bar's darkest row is lit " << faintest_bar * 100 << " % (" << faintest << "); drawn, the darkest rows have >= " << faintest_row * 100
            << " % of FreeType's ink, the darkest columns >= " << faintest_column * 100 << " %, and each glyph's ink is within " << furthest_ink * 100 << " %";
        return out.str();
    }
};

} // namespace

// Dear ImGui's words (menus, buttons, sheets) are rasterised by its FreeType builder, auto-hinted:
// stb_truetype (its default) does not hint and Inter carries no hints, so bars fell between two
// rows of pixels, grey. Each glyph of a line of thin strokes, at each GUI size, text size and
// pixel scale 1, 1.5 and 2: its bitmap in the atlas is FreeType's own at that size, and drawn through
// ImGui its bars lie on whole rows (the darkest row near full coverage) with the font's strokes.
TEST_CASE("glyphs: the GUI's glyphs, drawn through ImGui, are FreeType's hinted glyphs at each size and pixel scale") {
    FT_Library library = nullptr;
    REQUIRE(FT_Init_FreeType(&library) == 0);
    FT_Face face = nullptr;
    REQUIRE(FT_New_Face(library, (pz::asset_dir() + pz::kUiFont).c_str(), 0, &face) == 0);
    StrokeTally tally;
    int worst_texel = 0;
    for (float scale : {1.f, 1.5f, 2.f}) {
        for (float text : {1.f, 1.5f}) {
            CAPTURE(scale);
            CAPTURE(text);
            pz::test::HeadlessApp headless(640, 280, scale);
            headless.app.context().text_scale = text;
            auto owned = std::make_unique<GuiGlyphs>();
            GuiGlyphs* scene = owned.get();
            headless.show(std::move(owned));
            const pz::Image& img = headless.frame();
            REQUIRE(img.w == static_cast<int>(640 * scale));
            REQUIRE_FALSE(scene->cells.empty());
            unsigned char* atlas = nullptr;
            int tw = 0, th = 0;
            ImGui::GetIO().Fonts->GetTexDataAsAlpha8(&atlas, &tw, &th);
            REQUIRE(atlas != nullptr);
            for (const GuiGlyphs::Cell& cell : scene->cells) {
                const ImFont* gui = pz::gui_font(cell.font);
                CAPTURE(gui->FontSize);
                CAPTURE(cell.glyph);
                const Rasterised want = rasterise_like_gui(face, gui->FontSize, cell.glyph);
                REQUIRE(want.w > 0);
                // In the atlas: FreeType's glyph, texel for pixel, and its advance.
                const ImFontGlyph* g = gui->FindGlyphNoFallback(static_cast<ImWchar>(cell.glyph));
                REQUIRE(g != nullptr);
                CHECK(std::abs(g->AdvanceX - static_cast<float>(want.advance)) <= 1.f);
                const int u0 = static_cast<int>(std::lround(g->U0 * static_cast<float>(tw))), v0 = static_cast<int>(std::lround(g->V0 * static_cast<float>(th)));
                const int gw = static_cast<int>(std::lround(g->U1 * static_cast<float>(tw))) - u0, gh = static_cast<int>(std::lround(g->V1 * static_cast<float>(th))) - v0;
                int texel = 255;
                if (gw == want.w && gh == want.h) {
                    texel = 0;
                    for (int y = 0; y < gh; ++y)
                        for (int x = 0; x < gw; ++x)
                            texel = std::max(texel, std::abs(atlas[static_cast<size_t>(v0 + y) * static_cast<size_t>(tw) + static_cast<size_t>(u0 + x)] - want.at(x, y)));
                }
                CHECK(texel <= 2);
                worst_texel = std::max(worst_texel, texel);
                // Drawn through ImGui: the cell's pixels against FreeType's.
                REQUIRE((cell.y + cell.size) * scale <= static_cast<float>(img.h));
                const int x0 = static_cast<int>(cell.x * scale), y0 = static_cast<int>(cell.y * scale), side = static_cast<int>(cell.size * scale);
                const Strokes drawn = strokes(side, side, [&](int x, int y) { return img.at(x0 + x, y0 + y).r; });
                const Strokes font = strokes(want.w, want.h, [&](int x, int y) { return want.at(x, y); });
                tally.check(drawn, font, cell.glyph, 0.85, std::to_string(static_cast<int>(gui->FontSize)) + " px");
            }
        }
    }
    FT_Done_Face(face);
    FT_Done_FreeType(library);
    MESSAGE("glyph test (GUI): atlas texels differ from FreeType's by up to " << worst_texel << "/255; " << tally.said());
}

// The canvas's words (board labels, the title's subtitle, HUD notes, the end card) as the GUI's:
// FreeType's light auto-hinting, whose bars lie on whole rows. Inter's outlines are CFF, for which
// FreeType's own hinter (SDL_ttf's default, which cannot force the auto-hinter) left bars of t, f,
// e and 7 between two rows, grey. Each glyph of the line, one a cell anchored off the pixel grid,
// at each size of the type scale, both weights, Normal and Larger text, pixel scales 1, 1.5 and 2.
TEST_CASE("glyphs: the canvas's glyphs are FreeType's lightly auto-hinted ones, their bars on whole rows") {
    FT_Library library = nullptr;
    REQUIRE(FT_Init_FreeType(&library) == 0);
    StrokeTally tally;
    for (bool bold : {false, true}) {
        FT_Face face = nullptr;
        REQUIRE(FT_New_Face(library, (pz::asset_dir() + (bold ? pz::kUiBoldFont : pz::kUiFont)).c_str(), 0, &face) == 0);
        for (float scale : {1.f, 1.5f, 2.f}) {
            for (float grow : {1.f, 1.5f}) {
                for (float base : kTypeScale) {
                    const float size = base * grow;
                    CAPTURE(scale);
                    CAPTURE(size);
                    CAPTURE(bold);
                    const int px = static_cast<int>(std::lround(size * scale));
                    const float cell = std::ceil(size * 1.6f);
                    pz::Canvas c;
                    std::vector<char> glyphs;
                    for (char g : kGuiLine) {
                        if (g == ' ') continue;
                        const float i = static_cast<float>(glyphs.size());
                        const float fraction = 0.13f * static_cast<float>(glyphs.size() % 7);
                        c.text(pz::Layer::Hud, {cell * (i + 0.5f) + fraction / scale, cell * 0.5f + fraction / scale}, std::string(1, g), size, {255, 255, 255},
                               pz::Align::Center, bold);
                        glyphs.push_back(g);
                    }
                    const int side = static_cast<int>(cell * scale);
                    const pz::Image img = pz::render_offscreen(c, static_cast<int>(std::ceil(cell * static_cast<float>(glyphs.size()) * scale)), side, {0, 0, 0}, scale);
                    for (size_t i = 0; i < glyphs.size(); ++i) {
                        const char g = glyphs[i];
                        CAPTURE(g);
                        const Rasterised want = rasterise_light(face, FT_SIZE_REQUEST_TYPE_NOMINAL, static_cast<float>(px), g);
                        REQUIRE(want.w > 0);
                        const int x0 = static_cast<int>(cell * static_cast<float>(i) * scale);
                        const Strokes drawn = strokes(side, side, [&](int x, int y) { return img.at(x0 + x, y).r; });
                        const Strokes font = strokes(want.w, want.h, [&](int x, int y) { return want.at(x, y); });
                        // A bar near full, or as full as the font's own where its stroke is thinner
                        // than a pixel (Regular at 11 px): on one row either way, not two grey ones.
                        tally.check(drawn, font, g, std::min(0.85, font.bar - 0.02), std::to_string(px) + " px" + (bold ? " bold" : ""));
                    }
                }
            }
        }
        FT_Done_Face(face);
    }
    FT_Done_FreeType(library);
    MESSAGE("glyph test (canvas): " << tally.said());
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
