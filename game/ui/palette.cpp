// The four palettes (dark, light, each also colour-blind-safe) and WCAG contrast. The colour-blind
// ones use the Okabe-Ito hues and a viridis-like ramp; every colour pair drawn together is checked
// by tests/ui/contrast_test.cpp (text 4.5:1, pieces and marks 3:1), so change them there first.
#include "game/ui/palette.h"

#include <array>
#include <algorithm>
#include <cmath>
#include <cstddef>

namespace pz {

namespace {
using Set = std::array<Color, 8>;
// Category colours sit on the cells (Decodoku's pieces) and tint them (Sweet Spots' zones), so on
// the dark cells they are light and on the light cells dark: each at least 3:1 against the cells.
// The dark set is pastel (soft, never neon), the same hues as the light set (DESIGN.md).
constexpr Set kBrightDark = {{{236, 138, 114}, {96, 194, 178}, {234, 204, 128}, {182, 152, 228},
                              {122, 176, 238}, {240, 174, 122}, {158, 204, 118}, {230, 144, 190}}};
constexpr Set kBrightLight = {{{196, 70, 40}, {0, 124, 112}, {150, 110, 0}, {112, 76, 170},
                               {30, 104, 196}, {186, 92, 20}, {60, 128, 30}, {184, 56, 130}}};
// Okabe-Ito: orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple, grey; on the
// dark cells the darker three are lightened, on the light cells the lighter five darkened, each
// keeping its hue.
constexpr Set kOkabeItoDark = {{{230, 159, 0}, {86, 180, 233}, {0, 178, 130}, {240, 228, 66},
                                {70, 160, 230}, {236, 118, 40}, {204, 121, 167}, {153, 153, 153}}};
constexpr Set kOkabeItoLight = {{{170, 106, 0}, {0, 114, 178}, {0, 126, 90}, {130, 120, 0},
                                 {0, 90, 150}, {200, 80, 0}, {170, 80, 130}, {100, 100, 100}}};
// Sweet Spots' zones: light pastels in both themes, as LinkedIn Queens shows its regions (its dark
// mode keeps them pastel on a dark frame), so every zone reads at a glance. The categories' hues in
// their order; each two at least 20 apart in CIELAB (contrast_test checks it).
constexpr Set kZonePastels = {{{250, 140, 120}, {140, 210, 215}, {235, 225, 120}, {196, 158, 236},
                               {136, 184, 250}, {255, 196, 140}, {170, 220, 145}, {244, 166, 206}}};
// BitFlipper's values, one colour each: 0, 1 and 2 as a three-state board always showed them
// (deep teal, lime, cream), then teal, sand, coral, violet, sky and rose. Cells show their value
// as a digit too, and an outline keeps every cell apart from the board.
constexpr std::array<Color, 9> kValues = {
    {{38, 70, 83}, {138, 201, 38}, {244, 241, 222}, {42, 157, 143}, {233, 196, 106}, {231, 111, 81}, {137, 108, 196}, {100, 165, 230}, {232, 140, 175}}};
// Okabe and Ito's colours, told apart with any colour vision, after a slate 0; light grey for 8.
constexpr std::array<Color, 9> kValuesCb = {
    {{52, 52, 64}, {230, 159, 0}, {86, 180, 233}, {240, 228, 66}, {0, 114, 178}, {213, 94, 0}, {0, 158, 115}, {204, 121, 167}, {222, 222, 222}}};

// Nearly pure black and white: on the mid-grey where the two are closest each still gives 4.5:1.
constexpr Color kInkDark{4, 4, 8}, kInkLight{255, 255, 255};

Palette make(bool cb, bool light) {
    Palette p;
    p.colour_blind = cb;
    p.light = light;
    if (!light) {
        // A warm near-black, cards and cells each a step lighter (DESIGN.md: soft, not neon).
        p.background = {28, 26, 27};
        p.board = {41, 38, 39};
        p.cell = {51, 48, 49};
        p.cell_alt = {59, 55, 56};
        p.grid = {94, 88, 88};
        p.text = {244, 240, 235};
        p.text_dim = {184, 177, 172};
        p.accent = cb ? Color{70, 160, 220} : Color{112, 168, 236};
        p.good = cb ? Color{0, 178, 130} : Color{110, 204, 140};
        p.bad = cb ? Color{236, 118, 40} : Color{238, 120, 116};
        p.highlight = cb ? Color{240, 228, 66} : Color{255, 214, 90};
        p.shadow = {0, 0, 0, 110};
        p.edge = p.background;
        p.outline = {160, 152, 148};
        p.error_text = {255, 130, 120};
        p.notice_text = {255, 204, 77};
        p.done_button = {30, 110, 66};
    } else {
        p.background = {243, 241, 236};
        p.board = {222, 218, 208};
        p.cell = {253, 252, 249};
        p.cell_alt = {238, 235, 228};
        p.grid = {168, 162, 150};
        p.text = {24, 26, 32};
        p.text_dim = {82, 86, 98};
        p.accent = cb ? Color{0, 114, 178} : Color{30, 104, 196};
        p.good = cb ? Color{0, 126, 90} : Color{24, 128, 64};
        p.bad = cb ? Color{180, 70, 0} : Color{196, 40, 40};
        p.highlight = cb ? Color{170, 106, 0} : Color{176, 104, 0};
        p.shadow = {0, 0, 0, 60};
        p.edge = {52, 54, 64};
        p.outline = {110, 112, 124};
        p.error_text = {176, 30, 30};
        p.notice_text = {130, 84, 0};
        p.done_button = {176, 222, 190};
    }
    return p;
}
} // namespace

Color Palette::category(int i) const {
    const auto& set = colour_blind ? (light ? kOkabeItoLight : kOkabeItoDark) : (light ? kBrightLight : kBrightDark);
    int n = static_cast<int>(set.size());
    return set[static_cast<size_t>(((i % n) + n) % n)];
}

Color Palette::zone_fill(int i) const {
    // The colour-blind palette keeps its own hues (and Sweet Spots adds a pattern to each zone).
    if (colour_blind) return category(i).mix(cell, light ? 0.55f : 0.45f);
    const int n = static_cast<int>(kZonePastels.size());
    return kZonePastels[static_cast<size_t>(((i % n) + n) % n)];
}

Color Palette::value(int v) const {
    const auto& values = colour_blind ? kValuesCb : kValues;
    const int n = static_cast<int>(values.size());
    return values[static_cast<size_t>(((v % n) + n) % n)];
}

Color Palette::game_accent(int hue) const {
    // HSL with the theme's saturation, from the theme's lightness towards the background's opposite
    // until the colour reads as text on the background (contrast_test checks every hue).
    const float h = static_cast<float>(((hue % 360) + 360) % 360) / 60.f;
    const float s = light ? 0.62f : 0.70f;
    auto hsl = [h, s](float l) {
        const float c = (1.f - std::fabs(2.f * l - 1.f)) * s;
        const float x = c * (1.f - std::fabs(std::fmod(h, 2.f) - 1.f));
        float r = 0, g = 0, b = 0;
        switch (static_cast<int>(h)) {
        case 0: r = c; g = x; break;
        case 1: r = x; g = c; break;
        case 2: g = c; b = x; break;
        case 3: g = x; b = c; break;
        case 4: r = x; b = c; break;
        default: r = c; b = x; break;
        }
        const float m = l - c / 2.f;
        auto byte = [m](float v) { return static_cast<uint8_t>(std::lround(std::clamp(v + m, 0.f, 1.f) * 255.f)); };
        return Color{byte(r), byte(g), byte(b)};
    };
    float l = light ? 0.40f : 0.72f;
    Color c = hsl(l);
    for (int i = 0; i < 20 && contrast_ratio(c, background) < 4.6; ++i) {
        l += light ? -0.02f : 0.02f;
        c = hsl(l);
    }
    return c;
}

Color Palette::ink_on(Color fill) const {
    return contrast_ratio(kInkDark, fill) >= contrast_ratio(kInkLight, fill) ? kInkDark : kInkLight;
}

const Palette& palette(bool colour_blind, bool light) {
    static const Palette dark = make(false, false), dark_cb = make(true, false), light_p = make(false, true), light_cb = make(true, true);
    return light ? (colour_blind ? light_cb : light_p) : (colour_blind ? dark_cb : dark);
}

double relative_luminance(Color c) {
    auto channel = [](uint8_t v) {
        const double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

double contrast_ratio(Color a, Color b) {
    const double la = relative_luminance(a), lb = relative_luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

Color over(Color top, Color under) {
    Color c = under.mix(top, static_cast<float>(top.a) / 255.f);
    c.a = 255;
    return c;
}

} // namespace pz
