// Queued drawing on numbered layers: scenes record shapes and text, a back end plays them sorted.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/geometry.h"
#include "engine/image.h"

namespace pz {

enum class Layer : uint8_t { Background = 0, Board = 10, Pieces = 20, Effects = 30, Hud = 40, Gui = 50 };
enum class Align : uint8_t { Left, Center, Right };

struct DrawCmd {
    enum class Kind : uint8_t {
        FillRect, StrokeRect, FillCircle, StrokeCircle, Line, Text, FillTriangle,
        // Smooth (edges feathered over one output pixel) and soft shapes; see Canvas.
        SmoothRect, SmoothCircle, RoundLine, Gradient, Shadow, Picture
    };
    Kind kind;
    Layer layer;
    uint32_t order;  // submission order, keeps sorting stable within a layer
    Rect rect;  // a box; circle: x,y centre, w = h = radius; line, triangle: ends a in x,y, b in w,h; text: x,y
    Color color;
    float thickness = 1.f;  // a stroke's or line's width; the corner radius of the filled and smooth rectangles, gradients and shadows
    float size = 16.f;      // text size in logical px
    Align align = Align::Center;
    bool bold = false;
    std::string text;
    Vec2 p3;  // third triangle point
    Rect clip;  // drawn only inside this (logical px); empty: anywhere
    Color color2;    // a gradient's bottom colour
    float blur = 0;  // a shadow's fade width (logical px)
    std::shared_ptr<const Image> image;  // a picture's pixels
};

class Canvas {
public:
    void clear() {
        cmds_.clear();
        clip_ = {};
    }
    // Everything recorded after is drawn only inside r (a zoomed board in its frame); empty: anywhere.
    void set_clip(Rect r) { clip_ = r; }
    void fill_rect(Layer l, Rect r, Color c, float corner_radius = 0);
    void stroke_rect(Layer l, Rect r, Color c, float width = 1);
    void fill_circle(Layer l, Vec2 centre, float radius, Color c);
    void stroke_circle(Layer l, Vec2 centre, float radius, Color c, float width = 1);
    void line(Layer l, Vec2 a, Vec2 b, Color c, float width = 1);
    void triangle(Layer l, Vec2 a, Vec2 b, Vec2 p, Color c);
    // Text centred vertically on pos.y; align decides pos.x's meaning.
    void text(Layer l, Vec2 pos, const std::string& s, float size, Color c, Align a = Align::Center, bool bold = false);
    // The largest size up to `size` at which s fits in max_width (a generous estimate of the UI
    // font's widths: text sized with it never runs past max_width).
    static float fit_text(const std::string& s, float size, float max_width, bool bold = false);
    // Smooth shapes: their edges fade over one output pixel, so they show no steps at any pixel
    // scale. A filled circle; a rectangle with optional round corners.
    void smooth_circle(Layer l, Vec2 centre, float radius, Color c);
    void smooth_rect(Layer l, Rect r, Color c, float corner_radius = 0);
    // A smooth line with round ends (rounded strokes).
    void round_line(Layer l, Vec2 a, Vec2 b, Color c, float width);
    // A smooth rectangle shaded from `top` at its top edge to `bottom` at its bottom edge.
    void gradient_rect(Layer l, Rect r, Color top, Color bottom, float corner_radius = 0);
    // A soft shadow of a rounded rectangle: c inside, fading to nothing across `blur` centred on
    // the rectangle's edge (draw it offset, under the shape that casts it).
    void shadow(Layer l, Rect r, float corner_radius, float blur, Color c);
    // An RGBA picture stretched over r; the back end keeps it uploaded while the pointer lives.
    void image(Layer l, Rect r, std::shared_ptr<const Image> img);
    // An arrow from a to b with a head (hints, fling directions): recorded as a line and a triangle.
    void arrow(Layer l, Vec2 a, Vec2 b, Color c, float width = 3);
    // Commands sorted by layer then order, as a back end plays them.
    std::vector<DrawCmd> sorted() const;
    const std::vector<DrawCmd>& commands() const { return cmds_; }

private:
    DrawCmd& push(DrawCmd::Kind k, Layer l, Color c);
    std::vector<DrawCmd> cmds_;
    Rect clip_{};
};

} // namespace pz
