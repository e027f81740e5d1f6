// The ring as round-capped lines along the rounded rectangle's middle line: straight sides and
// each corner's quarter circle in a few steps, so it is smooth at any scale.
#include "game/ui/ring.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace pz::ui {

void ring(Canvas& c, Layer layer, Rect r, Color colour, float width, float radius) {
    const Rect mid = r.inset(width * 0.5f);
    const float rr = std::clamp(radius - width * 0.5f, 0.f, std::min(mid.w, mid.h) * 0.5f);
    if (rr <= 0.5f) {
        c.stroke_rect(layer, r, colour, width);
        return;
    }
    constexpr int kSteps = 6;
    constexpr float kQuarter = 1.5707963f;
    // The corners' centres, clockwise from the top left, and the angle each arc starts at.
    const Vec2 centres[4] = {{mid.x + rr, mid.y + rr}, {mid.x + mid.w - rr, mid.y + rr}, {mid.x + mid.w - rr, mid.y + mid.h - rr}, {mid.x + rr, mid.y + mid.h - rr}};
    std::vector<Vec2> path;
    for (int k = 0; k < 4; ++k)
        for (int i = 0; i <= kSteps; ++i) {
            const float a = (2.f + static_cast<float>(k)) * kQuarter + kQuarter * static_cast<float>(i) / kSteps;
            path.push_back({centres[k].x + rr * std::cos(a), centres[k].y + rr * std::sin(a)});
        }
    for (size_t i = 0; i < path.size(); ++i) c.round_line(layer, path[i], path[(i + 1) % path.size()], colour, width);
}

} // namespace pz::ui
