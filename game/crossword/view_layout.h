// What the fill-in view's parts share: layout sizes and the distance from a point to a rectangle.
// Private to game/crossword/view*.cpp.
#pragma once
#include <algorithm>
#include <cmath>

#include "engine/geometry.h"

namespace pz::crossword::view_layout {

inline constexpr float kGap = 6.f;
inline constexpr float kKeyGap = 5.f;
inline constexpr float kKeyMin = 44.f, kKeyMax = 48.f;  // key heights: 44+ is a finger's target
inline constexpr float kKeyWideMax = 64.f;
inline constexpr float kChipH = 48.f;     // a word chip: a finger's target (Android's 48)
inline constexpr float kMoreW = 56.f;     // beside a list that scrolls: how many words are out of sight
inline constexpr float kStripMin = kChipH;  // one row of chips between the grid and the keyboard
inline constexpr float kFlash = 0.15f;     // seconds a tapped key stays lit (taps arrive on release)
inline constexpr const char* kRows[3] = {"QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"};

inline float distance(Rect r, Vec2 p) {
    const float dx = std::max({r.x - p.x, 0.f, p.x - (r.x + r.w)});
    const float dy = std::max({r.y - p.y, 0.f, p.y - (r.y + r.h)});
    return std::sqrt(dx * dx + dy * dy);
}

} // namespace pz::crossword::view_layout
