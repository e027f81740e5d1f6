// Small curves that pieces move by: a piece's own stretch of a longer animation, a hop, and the
// win's wave that reaches each piece a little after the one before.
#pragma once
#include <algorithm>

namespace pz::motion {

// How long a board's win moment lasts, in seconds (the play scene waits for it before its end card).
constexpr float kCheerSeconds = 0.85f;

// Where a piece stands in its own part [start, end] of an animation at t: 0 before, 1 after.
inline float share(float t, float start, float end) {
    if (end <= start) return t >= end ? 1.f : 0.f;
    return std::clamp((t - start) / (end - start), 0.f, 1.f);
}

// A hop over u in [0,1]: 0 at both ends, 1 at the middle.
inline float hop(float u) {
    u = std::clamp(u, 0.f, 1.f);
    return 4.f * u * (1.f - u);
}

// A piece's part of the win's wave: `at` (0 = the first piece reached, 1 = the last) sets when
// its own hop starts; each hop takes `width` of the whole moment, so neighbours overlap.
inline float wave(float t, float at, float width = 0.45f) {
    const float start = at * (1.f - width);
    return share(t, start, start + width);
}

} // namespace pz::motion
