// Points, rectangles and colours in logical (DPI-independent) pixels.
#pragma once
#include <cstdint>

namespace pz {

struct Vec2 {
    float x = 0, y = 0;
    Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
    Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
    Vec2 operator*(float k) const { return {x * k, y * k}; }
    bool operator==(const Vec2&) const = default;
};

struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
    bool contains(Vec2 p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
    Vec2 center() const { return {x + w * 0.5f, y + h * 0.5f}; }
    Rect inset(float d) const { return {x + d, y + d, w - 2 * d, h - 2 * d}; }
    bool operator==(const Rect&) const = default;
};

struct Color {
    uint8_t r = 0, g = 0, b = 0, a = 255;
    bool operator==(const Color&) const = default;
    Color with_alpha(uint8_t alpha) const { return {r, g, b, alpha}; }
    // Linear blend towards o by t in [0,1].
    Color mix(Color o, float t) const;
};

} // namespace pz
