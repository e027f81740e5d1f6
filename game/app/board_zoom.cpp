// Board zoom: the frame, the zoom about a point, pans, and the gestures that drive them.
#include "game/app/board_zoom.h"

#include <algorithm>

namespace pz {

void BoardZoom::lay_out(BoardView& view, Rect area, bool fresh) {
    if (fresh || !(area == area_)) {
        // At fit first: that layout says where the zooming part is and how big its cells are.
        area_ = area;
        view.layout(area);
        fit_cell_ = view.cell_size();
        const Rect own = view.zoom_area();
        own_ = own.w > 0 && own.h > 0;
        // The same zoom on the new frame, its corner kept in proportion.
        const Rect old = frame_;
        frame_ = own_ ? own : area;
        if (old.w > 0 && old.h > 0) offset_ = {offset_.x * frame_.w / old.w, offset_.y * frame_.h / old.h};
        clamp();
        dirty_ = true;
        laid_ = area;
    }
    if (!dirty_) return;
    dirty_ = false;
    if (own_) {
        view.zoom_to(shown());
    } else if (!(shown() == laid_)) {
        view.layout(shown());
        laid_ = shown();
    }
}

Rect BoardZoom::clip() const { return zoomed() && !own_ ? frame_ : Rect{}; }

void BoardZoom::clamp() {
    zoom_ = std::clamp(zoom_, 1.f, kMaxZoom);
    offset_.x = std::clamp(offset_.x, frame_.w - frame_.w * zoom_, 0.f);
    offset_.y = std::clamp(offset_.y, frame_.h - frame_.h * zoom_, 0.f);
}

void BoardZoom::zoom_about(Vec2 p, float z) {
    // The point of the board under p stays under p.
    const Rect s = shown();
    const Vec2 u{(p.x - s.x) / zoom_, (p.y - s.y) / zoom_};
    zoom_ = std::clamp(z, 1.f, kMaxZoom);
    offset_ = {p.x - frame_.x - u.x * zoom_, p.y - frame_.y - u.y * zoom_};
    clamp();
    dirty_ = true;
}

void BoardZoom::move_by(Vec2 d) {
    offset_ = offset_ + d;
    clamp();
    dirty_ = true;
}

void BoardZoom::reset() {
    zoom_ = 1.f;
    offset_ = {};
    panning_ = pinching_ = false;
    dirty_ = true;
}

bool BoardZoom::handle(const Gesture& g) {
    using K = Gesture::Kind;
    switch (g.kind) {
    case K::Pinch:
        if (!pinching_ && !frame_.contains(g.start)) return false;
        pinching_ = true;
        move_by(g.pos - g.start);  // two fingers moving together pan
        zoom_about(g.pos, zoom_ * g.scale);
        return true;
    case K::PinchEnd: {
        const bool mine = pinching_;
        pinching_ = false;
        return mine;
    }
    case K::Tap:
        if (g.taps == 2 && !zoomed() && fit_cell_ > 0 && fit_cell_ < kSmallCell && frame_.contains(g.pos)) {
            // Cells about a finger wide.
            zoom_about(g.pos, std::clamp(kFingerCell / fit_cell_, 1.5f, kMaxZoom));
            return true;
        }
        break;
    case K::DragMove:
        if (!panning_) break;
        move_by(g.pos - drag_);
        drag_ = g.pos;
        return true;
    case K::DragEnd:
        if (!panning_) break;
        panning_ = false;
        swipe_ = true;  // the Swipe that may follow is this pan's too
        return true;
    case K::Swipe:
        if (!swipe_) break;
        swipe_ = false;
        return true;
    default: break;
    }
    if (g.kind != K::Swipe) swipe_ = false;
    // Zoomed, the part of the board pushed outside the frame is hidden: presses there touch nothing.
    const bool press = g.kind == K::Tap || g.kind == K::DragStart || g.kind == K::LongPress;
    return press && zoomed() && !own_ && !frame_.contains(g.start);
}

bool BoardZoom::pan_from(const Gesture& g) {
    if (g.kind != Gesture::Kind::DragStart || !zoomed() || !frame_.contains(g.start)) return false;
    panning_ = true;
    drag_ = g.pos;
    move_by(g.pos - g.start);
    return true;
}

void BoardZoom::keep_in_view(Rect r) {
    if (!zoomed() || r.w <= 0 || r.h <= 0) return;
    Vec2 d{};
    const float margin = 8.f;
    if (r.x < frame_.x) d.x = frame_.x - r.x + margin;
    else if (r.x + r.w > frame_.x + frame_.w) d.x = frame_.x + frame_.w - r.x - r.w - margin;
    if (r.y < frame_.y) d.y = frame_.y - r.y + margin;
    else if (r.y + r.h > frame_.y + frame_.h) d.y = frame_.y + frame_.h - r.y - r.h - margin;
    if (d.x != 0 || d.y != 0) move_by(d);
}

} // namespace pz
