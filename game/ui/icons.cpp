// The play bar's and end card's icons as vector paths (issue 27): lines and arcs scaled to the size
// asked for, so they stay sharp at every pixel scale and cost no bytes of art.
#include "game/ui/icons.h"

#include <array>
#include <cmath>

namespace pz::ui {

namespace {

constexpr float kPi = 3.14159265f;

// An arrow head at `tip` pointing along angle `a` (radians, screen y down).
void arrow_head(ImDrawList* dl, ImVec2 tip, float a, float len, ImU32 col, float w) {
    const float spread = 0.6f;
    const ImVec2 l{tip.x - len * std::cos(a - spread), tip.y - len * std::sin(a - spread)};
    const ImVec2 r{tip.x - len * std::cos(a + spread), tip.y - len * std::sin(a + spread)};
    dl->AddLine(l, tip, col, w);
    dl->AddLine(r, tip, col, w);
}

} // namespace

void draw_star(ImDrawList* dl, ImVec2 c, float r, ImU32 colour, bool filled) {
    std::array<ImVec2, 10> p{};
    const float inner = r * 0.45f;
    for (int i = 0; i < 10; ++i) {
        const float a = -0.5f * kPi + static_cast<float>(i) * kPi / 5.f;
        const float rr = i % 2 == 0 ? r : inner;
        p[static_cast<size_t>(i)] = {c.x + rr * std::cos(a), c.y + rr * std::sin(a)};
    }
    if (!filled) {
        dl->AddPolyline(p.data(), 10, colour, ImDrawFlags_Closed, std::max(1.f, r * 0.14f));
        return;
    }
    // Convex pieces (the inner pentagon, a triangle per point) drawn without antialiasing, so no
    // fringe of one shows as a seam over another; then the outer edge alone antialiased, in the
    // same colour, so nothing but the star's own colour shows inside it.
    const ImDrawListFlags kept = dl->Flags;
    dl->Flags &= ~ImDrawListFlags_AntiAliasedFill;
    std::array<ImVec2, 5> pent{};
    for (size_t i = 0; i < 5; ++i) pent[i] = p[2 * i + 1];
    dl->AddConvexPolyFilled(pent.data(), 5, colour);
    for (size_t i = 0; i < 5; ++i) dl->AddTriangleFilled(p[(2 * i + 9) % 10], p[2 * i], p[2 * i + 1], colour);
    dl->Flags = kept;
    dl->AddPolyline(p.data(), 10, colour, ImDrawFlags_Closed, 1.f);
}

void draw_icon(ImDrawList* dl, Icon icon, ImVec2 c, float s, ImU32 col) {
    const float w = std::max(1.5f, s * 0.1f);
    switch (icon) {
    case Icon::Undo:
    case Icon::Redo: {
        // A hook: from the arrow's tip along the top, a half turn down on the far side, and back.
        const float side = icon == Icon::Undo ? -1.f : 1.f, r = s * 0.2f;
        const ImVec2 turn{c.x - side * s * 0.12f, c.y + s * 0.04f};
        const ImVec2 tip{c.x + side * s * 0.36f, turn.y - r};
        dl->PathLineTo(tip);
        dl->PathArcTo(turn, r, -0.5f * kPi, icon == Icon::Undo ? 0.5f * kPi : -1.5f * kPi, 16);
        dl->PathLineTo({c.x + side * s * 0.16f, turn.y + r});
        dl->PathStroke(col, 0, w);
        arrow_head(dl, tip, icon == Icon::Undo ? kPi : 0.f, s * 0.18f, col, w);
        break;
    }
    case Icon::Hint: {
        // A bulb: a round head, a neck and two lines of its base.
        const float r = s * 0.24f;
        const ImVec2 head{c.x, c.y - s * 0.1f};
        dl->PathArcTo(head, r, 0.75f * kPi, 2.25f * kPi, 24);
        dl->PathStroke(col, 0, w);
        const float nx = r * std::cos(0.75f * kPi);
        const float ny = head.y + r * std::sin(0.75f * kPi);
        dl->AddLine({c.x + nx, ny}, {c.x + nx * 0.7f, c.y + s * 0.2f}, col, w);
        dl->AddLine({c.x - nx, ny}, {c.x - nx * 0.7f, c.y + s * 0.2f}, col, w);
        dl->AddLine({c.x + nx * 0.7f, c.y + s * 0.2f}, {c.x - nx * 0.7f, c.y + s * 0.2f}, col, w);
        dl->AddLine({c.x + nx * 0.5f, c.y + s * 0.32f}, {c.x - nx * 0.5f, c.y + s * 0.32f}, col, w);
        break;
    }
    case Icon::Menu:
        // Pause: two bars.
        dl->AddRectFilled({c.x - s * 0.22f, c.y - s * 0.26f}, {c.x - s * 0.06f, c.y + s * 0.26f}, col, s * 0.04f);
        dl->AddRectFilled({c.x + s * 0.06f, c.y - s * 0.26f}, {c.x + s * 0.22f, c.y + s * 0.26f}, col, s * 0.04f);
        break;
    case Icon::Tools:
        // Three dots in a row: more.
        for (int i = -1; i <= 1; ++i) dl->AddCircleFilled({c.x + static_cast<float>(i) * s * 0.25f, c.y}, s * 0.08f, col, 12);
        break;
    case Icon::Share: {
        // Three joined nodes.
        const ImVec2 a{c.x + s * 0.22f, c.y - s * 0.24f}, b{c.x - s * 0.22f, c.y}, d{c.x + s * 0.22f, c.y + s * 0.24f};
        dl->AddLine(a, b, col, w);
        dl->AddLine(b, d, col, w);
        for (ImVec2 p : {a, b, d}) dl->AddCircleFilled(p, s * 0.1f, col, 12);
        break;
    }
    case Icon::Next: {
        // A chevron pointing on.
        dl->AddLine({c.x - s * 0.1f, c.y - s * 0.25f}, {c.x + s * 0.15f, c.y}, col, w * 1.3f);
        dl->AddLine({c.x + s * 0.15f, c.y}, {c.x - s * 0.1f, c.y + s * 0.25f}, col, w * 1.3f);
        break;
    }
    case Icon::Back: {
        // An arrow pointing back: a shaft and its head.
        const ImVec2 tip{c.x - s * 0.28f, c.y};
        dl->AddLine(tip, {c.x + s * 0.28f, c.y}, col, w * 1.2f);
        arrow_head(dl, tip, kPi, s * 0.26f, col, w * 1.2f);
        break;
    }
    case Icon::Help: {
        // A question mark in a ring: the hook an arc, the stem, the dot.
        dl->AddCircle(c, s * 0.4f, col, 32, w);
        const float r = s * 0.12f;
        const ImVec2 hook{c.x, c.y - s * 0.1f};
        dl->PathArcTo(hook, r, -1.f * kPi, 0.5f * kPi, 16);
        dl->PathLineTo({c.x, c.y + s * 0.08f});
        dl->PathStroke(col, 0, w);
        dl->AddCircleFilled({c.x, c.y + s * 0.2f}, w * 0.75f, col, 12);
        break;
    }
    case Icon::Restart: {
        // A circle nearly closed, its arrow at the top: begin again.
        const float r = s * 0.32f;
        dl->PathArcTo(c, r, -0.35f * kPi, 1.5f * kPi, 28);
        dl->PathStroke(col, 0, w);
        const ImVec2 end{c.x + r * std::cos(-0.35f * kPi), c.y + r * std::sin(-0.35f * kPi)};
        arrow_head(dl, end, 0.15f * kPi, s * 0.2f, col, w);
        break;
    }
    case Icon::History: {
        // A clock face: the moves gone by.
        dl->AddCircle(c, s * 0.36f, col, 32, w);
        dl->AddLine(c, {c.x, c.y - s * 0.22f}, col, w);
        dl->AddLine(c, {c.x + s * 0.16f, c.y + s * 0.08f}, col, w);
        break;
    }
    case Icon::More:
        // A menu: three lines.
        for (int i = -1; i <= 1; ++i) {
            const float y = c.y + static_cast<float>(i) * s * 0.22f;
            dl->AddLine({c.x - s * 0.3f, y}, {c.x + s * 0.3f, y}, col, w * 1.2f);
        }
        break;
    case Icon::Copy: {
        // Two sheets, one over the other.
        const float r = s * 0.06f;
        dl->AddRect({c.x - s * 0.3f, c.y - s * 0.3f}, {c.x + s * 0.12f, c.y + s * 0.18f}, col, r, 0, w);
        dl->AddRectFilled({c.x - s * 0.12f, c.y - s * 0.12f}, {c.x + s * 0.3f, c.y + s * 0.36f}, col, r);
        break;
    }
    case Icon::Close:
        dl->AddLine({c.x - s * 0.24f, c.y - s * 0.24f}, {c.x + s * 0.24f, c.y + s * 0.24f}, col, w * 1.2f);
        dl->AddLine({c.x + s * 0.24f, c.y - s * 0.24f}, {c.x - s * 0.24f, c.y + s * 0.24f}, col, w * 1.2f);
        break;
    case Icon::Tick: {
        const ImVec2 pts[3] = {{c.x - s * 0.3f, c.y + s * 0.02f}, {c.x - s * 0.08f, c.y + s * 0.24f}, {c.x + s * 0.32f, c.y - s * 0.22f}};
        dl->AddPolyline(pts, 3, col, 0, w * 1.4f);
        break;
    }
    case Icon::Save: {
        // An arrow down into a tray: keep it.
        dl->AddLine({c.x, c.y - s * 0.34f}, {c.x, c.y + s * 0.1f}, col, w);
        arrow_head(dl, {c.x, c.y + s * 0.12f}, 0.5f * kPi, s * 0.2f, col, w);
        const ImVec2 tray[4] = {{c.x - s * 0.32f, c.y + s * 0.06f}, {c.x - s * 0.32f, c.y + s * 0.32f}, {c.x + s * 0.32f, c.y + s * 0.32f},
                                {c.x + s * 0.32f, c.y + s * 0.06f}};
        dl->AddPolyline(tray, 4, col, 0, w);
        break;
    }
    case Icon::Settings: {
        // A cog: a ring with eight teeth.
        dl->AddCircle(c, s * 0.2f, col, 24, w);
        for (int i = 0; i < 8; ++i) {
            const float a = static_cast<float>(i) * kPi / 4.f;
            dl->AddLine({c.x + s * 0.27f * std::cos(a), c.y + s * 0.27f * std::sin(a)}, {c.x + s * 0.4f * std::cos(a), c.y + s * 0.4f * std::sin(a)}, col,
                        w * 1.6f);
        }
        dl->AddCircle(c, s * 0.3f, col, 24, w);
        break;
    }
    }
}

} // namespace pz::ui
