// A canvas played onto Dear ImGui's draw list (see canvas_gui.h).
#include "game/ui/canvas_gui.h"

#include <algorithm>
#include <cmath>

namespace pz::ui {

namespace {

ImU32 u32(Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

// Logical pixels of the canvas onto the draw list's: scaled by k about the origin, then moved.
struct Place {
    float k = 1;
    ImVec2 at{0, 0};
    ImVec2 operator()(float x, float y) const { return {at.x + x * k, at.y + y * k}; }
};

void play(ImDrawList* dl, const DrawCmd& d, ImFont* font, const Place& p) {
    const Rect& r = d.rect;
    const float k = p.k;
    switch (d.kind) {
    case DrawCmd::Kind::FillRect:
    case DrawCmd::Kind::SmoothRect: dl->AddRectFilled(p(r.x, r.y), p(r.x + r.w, r.y + r.h), u32(d.color), d.thickness * k); break;
    case DrawCmd::Kind::StrokeRect: {
        // Canvas strokes lie inside the rectangle; ImGui's straddle its edge.
        const float t = d.thickness * 0.5f;
        dl->AddRect(p(r.x + t, r.y + t), p(r.x + r.w - t, r.y + r.h - t), u32(d.color), 0.f, 0, d.thickness * k);
        break;
    }
    case DrawCmd::Kind::FillCircle:
    case DrawCmd::Kind::SmoothCircle: dl->AddCircleFilled(p(r.x, r.y), r.w * k, u32(d.color)); break;
    case DrawCmd::Kind::StrokeCircle: dl->AddCircle(p(r.x, r.y), r.w * k, u32(d.color), 0, d.thickness * k); break;
    case DrawCmd::Kind::Line:
    case DrawCmd::Kind::RoundLine: dl->AddLine(p(r.x, r.y), p(r.w, r.h), u32(d.color), d.thickness * k); break;
    case DrawCmd::Kind::FillTriangle: dl->AddTriangleFilled(p(r.x, r.y), p(r.w, r.h), p(d.p3.x, d.p3.y), u32(d.color)); break;
    case DrawCmd::Kind::Gradient:
        // Rounded, it is its middle colour: ImGui shades only square rectangles.
        if (d.thickness > 0) dl->AddRectFilled(p(r.x, r.y), p(r.x + r.w, r.y + r.h), u32(d.color.mix(d.color2, 0.5f)), d.thickness * k);
        else dl->AddRectFilledMultiColor(p(r.x, r.y), p(r.x + r.w, r.y + r.h), u32(d.color), u32(d.color), u32(d.color2), u32(d.color2));
        break;
    case DrawCmd::Kind::Shadow: {
        // Soft enough in small: the shape grown by half its blur, faintly.
        const float g = d.blur * 0.5f;
        dl->AddRectFilled(p(r.x - g, r.y - g), p(r.x + r.w + g, r.y + r.h + g), u32(d.color.with_alpha(static_cast<uint8_t>(d.color.a / 2))),
                          (d.thickness + g) * k);
        break;
    }
    case DrawCmd::Kind::Text: {
        if (!font || d.text.empty()) break;
        const float size = d.size * k;
        const ImVec2 box = font->CalcTextSizeA(size, 1e9f, 0.f, d.text.c_str());
        const ImVec2 at = p(r.x, r.y);
        const float x = d.align == Align::Left ? at.x : d.align == Align::Center ? at.x - box.x * 0.5f : at.x - box.x;
        dl->AddText(font, size, ImVec2(std::round(x), std::round(at.y - box.y * 0.5f)), u32(d.color), d.text.c_str());
        break;
    }
    case DrawCmd::Kind::Picture: break;
    }
}

} // namespace

void draw_canvas(ImDrawList* dl, const Canvas& canvas, ImFont* font, ImVec4 clip, float least_text, float scale, ImVec2 origin) {
    const Place p{scale, origin};
    for (const DrawCmd& d : canvas.sorted()) {
        if (d.kind == DrawCmd::Kind::Text && d.size * scale < least_text) continue;
        ImVec4 box = clip;
        if (d.clip.w > 0 && d.clip.h > 0) {
            const ImVec2 a = p(d.clip.x, d.clip.y), b = p(d.clip.x + d.clip.w, d.clip.y + d.clip.h);
            box = {std::max(clip.x, a.x), std::max(clip.y, a.y), std::min(clip.z, b.x), std::min(clip.w, b.y)};
        }
        if (box.z <= box.x || box.w <= box.y) continue;
        dl->PushClipRect(ImVec2(box.x, box.y), ImVec2(box.z, box.w), true);
        play(dl, d, font, p);
        dl->PopClipRect();
    }
}

} // namespace pz::ui
