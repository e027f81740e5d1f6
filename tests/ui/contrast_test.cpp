// WCAG contrast of every palette (dark, light, each colour-blind-safe too): text 4.5:1 on what it
// is drawn on, pieces, marks and outlines 3:1 against the cells they sit on. The pairs are the
// ones the views and scenes draw together (named below by where); the lowest ratio per palette is
// printed so a change that lowers it shows.
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "game/all/registry.h"
#include "game/ui/palette.h"
#include "game/ui/widgets.h"
#include "game/app/theme.h"

namespace {

using pz::Color;

struct Pair {
    std::string what;
    Color fg, bg;
    double need;
};

Color col(const ImVec4& v, Color under) {
    auto b = [](float f) { return static_cast<uint8_t>(f <= 0 ? 0 : f >= 1 ? 255 : f * 255.f + 0.5f); };
    return pz::over(Color{b(v.x), b(v.y), b(v.z), b(v.w)}, under);
}

// Every pair one palette is drawn in.
std::vector<Pair> pairs_of(const pz::Palette& p) {
    std::vector<Pair> out;
    auto text = [&](std::string what, Color fg, Color bg) { out.push_back({std::move(what), pz::over(fg, bg), bg, 4.5}); };
    auto mark = [&](std::string what, Color fg, Color bg) { out.push_back({std::move(what), pz::over(fg, bg), bg, 3.0}); };
    const Color cells[] = {p.cell, p.cell_alt};

    // Text on the screen's background: title, HUD, BitFlipper's goal line, board labels, the
    // Decodoku warning, messages.
    text("text on background", p.text, p.background);
    text("text_dim on background (subtitle, board labels)", p.text_dim, p.background);
    text("bad on background (Decodoku's 'spans the board')", p.bad, p.background);
    // Text on cells and the board: Fill-in letters, clue numbers, keyboard keys, word chips.
    for (Color c : cells) {
        text("text on a cell", p.text, c);
        text("text_dim on a cell (given letters, clue numbers)", p.text_dim, c);
    }
    text("text_dim on board (finished word chips)", p.text_dim, p.board);
    text("text on a selected word's cells", p.text, p.accent.mix(p.cell, 0.55f));
    text("text on the Done key and a fitting chip", p.text, p.accent.mix(p.cell, 0.5f));
    // Fills that take whichever ink reads best on them.
    for (Color c : {p.accent, p.bad, p.good, p.highlight}) text("ink on an accent/bad/good/highlight fill", p.ink_on(c), c);
    for (int i = 0; i < 8; ++i) {
        text("ink on category " + std::to_string(i) + " (Decodoku digits)", p.ink_on(p.category(i)), p.category(i));
        text("ink on zone fill " + std::to_string(i) + " (Sweet Spots' zone numbers)", p.ink_on(p.zone_fill(i)), p.zone_fill(i));
    }
    for (int v = 0; v <= 8; ++v) text("ink on BitFlipper's value " + std::to_string(v), p.ink_on(p.value(v)), p.value(v));
    // The Fill-in hint's ghost letters are large bold text (3:1 is AA for large text).
    out.push_back({"ghost letter on a hinted cell", pz::over(p.text.with_alpha(200), p.accent.mix(p.cell, 0.6f)), p.accent.mix(p.cell, 0.6f), 3.0});

    // Pieces and marks against the cells they sit on.
    for (int i = 0; i < 8; ++i)
        for (Color c : cells) mark("category " + std::to_string(i) + " piece on a cell (Decodoku)", p.category(i), c);
    for (Color c : cells) {
        mark("accent piece or ball on a cell (Decodoku, Fling!)", p.accent, c);
        mark("highlight stroke on a cell (cursor, hint, flash)", p.highlight, c);
        mark("text stroke on a cell (Fling! and Sweet Spots' cursor)", p.text, c);
        mark("bad stroke on a cell (Fill-in's wrong letters)", p.bad, c);
        mark("good arrow on a cell (Fling!, Decodoku hints)", p.good, c);
    }
    mark("outline of a value cell or a letter cell on the board (BitFlipper, Fill-in's blocks)", p.outline, p.board);
    for (Color c : cells) mark("outline of a Decodoku tile (no cluster colours) on its cell", p.outline, c);
    mark("good frame on the background (won)", p.good, p.background);
    for (Color c : {p.accent, p.bad, p.text_dim}) mark("Decodoku's noise dots on the background", c, p.background);
    for (Color c : {p.background, p.board}) mark("label highlight beside the board", p.highlight, c);
    for (int i = 0; i < 8; ++i) {
        const Color z = p.zone_fill(i);
        const std::string n = std::to_string(i);
        mark("zone border on zone fill " + n, p.edge, z);
        mark("mark on zone fill " + n, p.ink_on(z), z);
        mark("chest's outline on zone fill " + n, p.edge, z);
        mark("cursor on zone fill " + n, p.ink_on(z), z);
    }

    // Dear ImGui's colours made from the palette.
    ImGuiStyle style;
    pz::style_colours(style, p);
    const ImVec4* c = style.Colors;
    const Color window = col(c[ImGuiCol_WindowBg], p.background), popup = col(c[ImGuiCol_PopupBg], p.background);
    const Color fg = col(c[ImGuiCol_Text], window), dim = col(c[ImGuiCol_TextDisabled], window);
    for (ImGuiCol k : {ImGuiCol_WindowBg, ImGuiCol_PopupBg, ImGuiCol_FrameBg, ImGuiCol_FrameBgHovered, ImGuiCol_FrameBgActive, ImGuiCol_Button,
                       ImGuiCol_ButtonHovered, ImGuiCol_ButtonActive, ImGuiCol_Header, ImGuiCol_HeaderHovered, ImGuiCol_HeaderActive})
        text("GUI text on colour " + std::to_string(k), fg, col(c[k], window));
    text("GUI disabled text on the window", dim, window);
    text("GUI disabled text on a popup", dim, popup);
    text("error text on the window", p.error_text, window);
    text("notice text on the window", p.notice_text, window);
    text("GUI text on a solved level's button", fg, p.done_button);
    for (ImGuiCol k : {ImGuiCol_FrameBg, ImGuiCol_FrameBgHovered}) {
        mark("check mark / slider grab on a frame", col(c[ImGuiCol_CheckMark], window), col(c[k], window));
        mark("slider grab on a frame", col(c[ImGuiCol_SliderGrab], window), col(c[k], window));
    }
    mark("frame border on the window (an empty checkbox)", col(c[ImGuiCol_Border], window), window);
    // A chosen setting or preset (ui::choice): filled with the check mark's colour, its words and
    // tick in the ink that reads on it.
    {
        const Color chosen = col(c[ImGuiCol_CheckMark], window);
        text("a chosen choice's words on its fill", col(pz::ui::ink_on(c[ImGuiCol_CheckMark]), chosen), chosen);
    }
    // Each game's colour where its screens use it (issue 46): the title's card (its fill the
    // button's tinted by title_scene's kTint, 0.12, with the name, tagline and daily on it), the
    // share sheet's primary button and the end card's (ink on the accent), the stars and the
    // Share your result heading on the window.
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        const Color accent = p.game_accent(g->accent_hue());
        const Color card = pz::button_colour(p, 0).mix(accent, 0.12f);
        text(id + "'s card: name and daily on it", p.text, card);
        text(id + "'s card: tagline on it", pz::dim_on(p, card), card);
        text(id + "'s primary button: ink on its colour", p.ink_on(accent), accent);
        text(id + "'s colour as text on the window", accent, window);
    }
    // The share sheet's preview panel: the result's words on it.
    text("text on the share preview panel", fg, p.board);
    // The quiet More... row of a sheet: dim words on the window.
    text("a sheet's More... row", dim, window);
    // History's step chips and timeline ticks (hint, event, solution, restart, mistake).
    for (Color m : {p.accent, p.highlight, p.good, p.text_dim, p.bad}) mark("history chip on the window", m, window);
    return out;
}

struct Named {
    const char* name;
    bool colour_blind, light;
};
constexpr Named kPalettes[] = {{"dark", false, false}, {"dark colour-blind", true, false}, {"light", false, true}, {"light colour-blind", true, true}};

} // namespace

TEST_CASE("contrast: WCAG ratios of known colours") {
    CHECK(pz::contrast_ratio({0, 0, 0}, {255, 255, 255}) == doctest::Approx(21.0));
    CHECK(pz::contrast_ratio({255, 255, 255}, {255, 255, 255}) == doctest::Approx(1.0));
    CHECK(pz::contrast_ratio({118, 118, 118}, {255, 255, 255}) == doctest::Approx(4.54).epsilon(0.01));  // the classic AA grey
    CHECK(pz::over({0, 0, 0, 128}, {255, 255, 255}).r == 127);
    // ink_on always reaches AA, even on the mid grey where black and white are closest.
    for (int v = 0; v < 256; v += 5) {
        const Color c{static_cast<uint8_t>(v), static_cast<uint8_t>(v), static_cast<uint8_t>(v)};
        CHECK(pz::contrast_ratio(pz::palette(false, false).ink_on(c), c) >= 4.5);
    }
}

TEST_CASE("contrast: every palette's text reads at 4.5:1 and its pieces and marks at 3:1") {
    for (const Named& n : kPalettes) {
        const pz::Palette& p = pz::palette(n.colour_blind, n.light);
        CHECK(p.light == n.light);
        double lowest = 99;
        std::string lowest_what;
        for (const Pair& pr : pairs_of(p)) {
            const double r = pz::contrast_ratio(pr.fg, pr.bg);
            // The margin over its own requirement: a 3:1 pair at 3.2 is as close as text at 4.8.
            if (r / pr.need < lowest / 4.5 || lowest_what.empty()) {
                lowest = r * 4.5 / pr.need;
                lowest_what = pr.what;
            }
            if (r + 1e-9 < pr.need) {
                std::string why = std::string(n.name) + ": " + pr.what + " is " + std::to_string(r) + ":1, needs " + std::to_string(pr.need);
                FAIL_CHECK(why);
            }
        }
        // The lowest ratio in each theme, for issue 20's figures (as text-equivalent: the ratio
        // scaled so that 4.5 is each pair's own minimum).
        double lowest_text = 99, lowest_mark = 99;
        for (const Pair& pr : pairs_of(p)) {
            const double r = pz::contrast_ratio(pr.fg, pr.bg);
            (pr.need > 4 ? lowest_text : lowest_mark) = std::min(pr.need > 4 ? lowest_text : lowest_mark, r);
        }
        MESSAGE(std::string(n.name) << ": lowest text " << lowest_text << ":1, lowest mark " << lowest_mark << ":1 (tightest: " << lowest_what << ")");
    }
}

TEST_CASE("contrast: the GUI follows the palette (text, window) in both themes") {
    for (bool light : {false, true}) {
        ImGuiStyle style;
        pz::style_colours(style, pz::palette(false, light));
        const float window_sum = style.Colors[ImGuiCol_WindowBg].x + style.Colors[ImGuiCol_WindowBg].y + style.Colors[ImGuiCol_WindowBg].z;
        const float text_sum = style.Colors[ImGuiCol_Text].x + style.Colors[ImGuiCol_Text].y + style.Colors[ImGuiCol_Text].z;
        CHECK((window_sum > 1.5f) == light);
        CHECK((text_sum > 1.5f) == !light);
    }
}

TEST_CASE("contrast: every game's accent reads on the background in every palette") {
    for (const Named& n : kPalettes) {
        const pz::Palette& p = pz::palette(n.colour_blind, n.light);
        for (int hue = 0; hue < 360; hue += 5) {
            const pz::Color a = p.game_accent(hue);
            INFO(n.name << " hue " << hue);
            CHECK(pz::contrast_ratio(a, p.background) >= 4.5);
        }
    }
}

namespace {
// CIELAB (D65) of an sRGB colour, and the distance between two (CIE76 delta E).
std::array<double, 3> lab(Color c) {
    auto lin = [](uint8_t u) {
        const double x = u / 255.0;
        return x <= 0.04045 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
    };
    const double r = lin(c.r), g = lin(c.g), b = lin(c.b);
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, y = 0.2126 * r + 0.7152 * g + 0.0722 * b,
                 z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}
double delta_e(Color a, Color b) {
    const auto p = lab(a), q = lab(b);
    return std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]));
}
} // namespace

TEST_CASE("BitFlipper's values: one colour per value on every board, each far from every other, in every palette (issue 28)") {
    for (const Named& n : kPalettes) {
        const pz::Palette& p = pz::palette(n.colour_blind, n.light);
        double least = 1e9;
        for (int a = 0; a <= 8; ++a)
            for (int b = a + 1; b <= 8; ++b) least = std::min(least, delta_e(p.value(a), p.value(b)));
        INFO(n.name << ": the closest two values are " << least << " apart");
        CHECK(least >= 25.0);
        // A value is the same colour whatever the board: 9 states wrap to it again.
        CHECK(p.value(1) == p.value(10));
    }
}

TEST_CASE("Sweet Spots' zones: light pastels in both themes, every two far apart, the colour-blind ones kept apart as before (issue 42)") {
    for (const Named& n : kPalettes) {
        const pz::Palette& p = pz::palette(n.colour_blind, n.light);
        // Zones are coloured so that neighbours never share a colour (zone_colours): every two of
        // the eight apart means every two neighbouring zones are.
        double least = 1e9;
        for (int a = 0; a < 8; ++a)
            for (int b = a + 1; b < 8; ++b) least = std::min(least, delta_e(p.zone_fill(a), p.zone_fill(b)));
        INFO(n.name << ": the closest two zone colours are " << least << " apart");
        // The colour-blind zones keep their own hues, with a pattern each (Sweet Spots' view).
        if (n.colour_blind) {
            CHECK(p.zone_fill(1) == p.category(1).mix(p.cell, n.light ? 0.55f : 0.45f));
            continue;
        }
        CHECK(least >= 20.0);
        // Pastel: light (CIELAB L over 65) in the dark theme too, on its dark frame.
        for (int i = 0; i < 8; ++i) CHECK(lab(p.zone_fill(i))[0] >= 65.0);
        CHECK(p.zone_fill(3) == pz::palette(n.colour_blind, !n.light).zone_fill(3));
        CHECK(pz::relative_luminance(p.edge) < 0.05);  // a dark frame between the zones
    }
}
