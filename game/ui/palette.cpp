// The two palettes. The colour-blind one uses the Okabe-Ito set and a viridis-like ramp.
#include "game/ui/palette.h"

#include <array>
#include <cstddef>

namespace pz {

namespace {
constexpr std::array<Color, 8> kBright = {{{231, 111, 81}, {42, 157, 143}, {233, 196, 106}, {106, 76, 147},
                                           {76, 154, 232}, {244, 162, 97}, {140, 200, 90}, {220, 110, 170}}};
constexpr std::array<Color, 8> kOkabeIto = {{{230, 159, 0}, {86, 180, 233}, {0, 158, 115}, {240, 228, 66},
                                             {0, 114, 178}, {213, 94, 0}, {204, 121, 167}, {153, 153, 153}}};
// Ramps from dark to light; the colour-blind one is perceptually ordered (viridis stops).
constexpr std::array<Color, 5> kRamp = {{{38, 70, 83}, {42, 157, 143}, {138, 201, 38}, {233, 196, 106}, {244, 241, 222}}};
constexpr std::array<Color, 5> kViridis = {{{68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}}};

Palette make(bool cb) {
    Palette p;
    p.colour_blind = cb;
    p.background = {24, 26, 33};
    p.board = {38, 42, 54};
    p.cell = {52, 58, 74};
    p.cell_alt = {60, 67, 86};
    p.grid = {84, 92, 115};
    p.text = {236, 239, 244};
    p.text_dim = {150, 158, 178};
    p.accent = cb ? Color{86, 180, 233} : Color{76, 154, 232};
    p.good = cb ? Color{0, 158, 115} : Color{80, 200, 120};
    p.bad = cb ? Color{213, 94, 0} : Color{230, 80, 80};
    p.highlight = cb ? Color{240, 228, 66} : Color{255, 214, 90};
    p.shadow = {0, 0, 0, 110};
    return p;
}
} // namespace

Color Palette::category(int i) const {
    const auto& set = colour_blind ? kOkabeIto : kBright;
    int n = static_cast<int>(set.size());
    return set[static_cast<size_t>(((i % n) + n) % n)];
}

Color Palette::value(int v, int n) const {
    const auto& ramp = colour_blind ? kViridis : kRamp;
    if (n <= 1) return ramp[0];
    float t = static_cast<float>(v < 0 ? 0 : v >= n ? n - 1 : v) / static_cast<float>(n - 1);
    float pos = t * static_cast<float>(ramp.size() - 1);
    size_t i = static_cast<size_t>(pos);
    if (i >= ramp.size() - 1) return ramp.back();
    return ramp[i].mix(ramp[i + 1], pos - static_cast<float>(i));
}

const Palette& palette(bool colour_blind) {
    static const Palette normal = make(false), cb = make(true);
    return colour_blind ? cb : normal;
}

} // namespace pz
