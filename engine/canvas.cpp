// Recording and sorting of draw commands.
#include "engine/canvas.h"

#include <algorithm>
#include <cmath>

namespace pz {

DrawCmd& Canvas::push(DrawCmd::Kind k, Layer l, Color c) {
    DrawCmd cmd{};
    cmd.kind = k;
    cmd.layer = l;
    cmd.order = static_cast<uint32_t>(cmds_.size());
    cmd.color = c;
    cmd.clip = clip_;
    cmds_.push_back(std::move(cmd));
    return cmds_.back();
}

void Canvas::fill_rect(Layer l, Rect r, Color c, float corner_radius) {
    auto& cmd = push(DrawCmd::Kind::FillRect, l, c);
    cmd.rect = r;
    cmd.thickness = corner_radius;
}

void Canvas::stroke_rect(Layer l, Rect r, Color c, float width) {
    auto& cmd = push(DrawCmd::Kind::StrokeRect, l, c);
    cmd.rect = r;
    cmd.thickness = width;
}

void Canvas::fill_circle(Layer l, Vec2 centre, float radius, Color c) {
    auto& cmd = push(DrawCmd::Kind::FillCircle, l, c);
    cmd.rect = {centre.x, centre.y, radius, radius};
}

void Canvas::stroke_circle(Layer l, Vec2 centre, float radius, Color c, float width) {
    auto& cmd = push(DrawCmd::Kind::StrokeCircle, l, c);
    cmd.rect = {centre.x, centre.y, radius, radius};
    cmd.thickness = width;
}

void Canvas::line(Layer l, Vec2 a, Vec2 b, Color c, float width) {
    auto& cmd = push(DrawCmd::Kind::Line, l, c);
    cmd.rect = {a.x, a.y, b.x, b.y};
    cmd.thickness = width;
}

void Canvas::triangle(Layer l, Vec2 a, Vec2 b, Vec2 p, Color c) {
    auto& cmd = push(DrawCmd::Kind::FillTriangle, l, c);
    cmd.rect = {a.x, a.y, b.x, b.y};
    cmd.p3 = p;
}

void Canvas::smooth_circle(Layer l, Vec2 centre, float radius, Color c) {
    auto& cmd = push(DrawCmd::Kind::SmoothCircle, l, c);
    cmd.rect = {centre.x, centre.y, radius, radius};
}

void Canvas::smooth_rect(Layer l, Rect r, Color c, float corner_radius) {
    auto& cmd = push(DrawCmd::Kind::SmoothRect, l, c);
    cmd.rect = r;
    cmd.thickness = corner_radius;
}

void Canvas::round_line(Layer l, Vec2 a, Vec2 b, Color c, float width) {
    auto& cmd = push(DrawCmd::Kind::RoundLine, l, c);
    cmd.rect = {a.x, a.y, b.x, b.y};
    cmd.thickness = width;
}

void Canvas::gradient_rect(Layer l, Rect r, Color top, Color bottom, float corner_radius) {
    auto& cmd = push(DrawCmd::Kind::Gradient, l, top);
    cmd.rect = r;
    cmd.color2 = bottom;
    cmd.thickness = corner_radius;
}

void Canvas::shadow(Layer l, Rect r, float corner_radius, float blur, Color c) {
    auto& cmd = push(DrawCmd::Kind::Shadow, l, c);
    cmd.rect = r;
    cmd.thickness = corner_radius;
    cmd.blur = blur;
}

void Canvas::image(Layer l, Rect r, std::shared_ptr<const Image> img) {
    if (!img || img->w <= 0 || img->h <= 0) return;
    auto& cmd = push(DrawCmd::Kind::Picture, l, {255, 255, 255, 255});
    cmd.rect = r;
    cmd.image = std::move(img);
}

float Canvas::fit_text(const std::string& s, float size, float max_width, bool bold) {
    // Inter averages about 0.5 em a character in text (SemiBold too); wide letters (M, W) run to
    // 0.95, so the estimate is kept high.
    size_t chars = 0;
    for (unsigned char ch : s) chars += (ch & 0xC0) != 0x80;  // UTF-8: count characters, not bytes
    if (chars == 0) return size;
    const float em = (bold ? 0.7f : 0.62f) * static_cast<float>(chars);
    return std::max(1.f, std::min(size, max_width / em));
}

void Canvas::text(Layer l, Vec2 pos, const std::string& s, float size, Color c, Align a, bool bold) {
    auto& cmd = push(DrawCmd::Kind::Text, l, c);
    cmd.rect = {pos.x, pos.y, 0, 0};
    cmd.text = s;
    cmd.size = size;
    cmd.align = a;
    cmd.bold = bold;
}

void Canvas::arrow(Layer l, Vec2 a, Vec2 b, Color c, float width) {
    Vec2 d = b - a;
    float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 1e-3f) return;
    Vec2 u = d * (1.f / len);
    Vec2 n{-u.y, u.x};
    float head = std::min(len * 0.45f, width * 4.f + 6.f);
    Vec2 base = b - u * head;
    line(l, a, base, c, width);
    triangle(l, b, base + n * (head * 0.6f), base - n * (head * 0.6f), c);
}

std::vector<DrawCmd> Canvas::sorted() const {
    std::vector<DrawCmd> out = cmds_;
    std::stable_sort(out.begin(), out.end(), [](const DrawCmd& a, const DrawCmd& b) {
        return static_cast<int>(a.layer) < static_cast<int>(b.layer);
    });
    return out;
}

} // namespace pz
