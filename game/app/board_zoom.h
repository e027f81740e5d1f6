// Zoom and pan for boards too big for the screen: pinch (or the wheel) and double tap zoom, two
// fingers or a drag that starts off a piece pan, and the selection is kept in view. The view lays
// its board out larger (drawn at full resolution, never a scaled bitmap), clipped to its frame, so
// taps reach the cells they land on through the zoom.
#pragma once
#include <cstdint>

#include "engine/canvas.h"
#include "engine/gesture.h"
#include "game/ui/board_view.h"

namespace pz {

class BoardZoom {
public:
    static constexpr float kMaxZoom = 4.f;  // a 15x15 grid on a phone, 14 px a cell at fit, zooms to finger size
    static constexpr float kDoubleTapZoom = 2.5f;
    // The one rule for a double tap on a board (docs/adding-a-game.md, "Double tap"): on a board
    // whose cells at fit are smaller than this (logical px), not yet zoomed, a double tap zooms in
    // about the cell; its first tap is a tap like any. Anywhere else it is two taps for the game.
    // The same in every game: what the first tap did (a move, a selection) does not change it.
    static constexpr float kSmallCell = 40.f;
    static constexpr float kFingerCell = 48.f;  // a double tap zooms cells to about this size

    // Lays the view out in `area` under the zoom (from draw, like BoardView::layout): at fit once
    // per area, then larger. A view with a zoom_area() zooms that part itself (zoom_to); any other
    // is laid out in the whole area scaled.
    // `fresh`: lay out again even if the area is the same (another scene laid the view out).
    void lay_out(BoardView& view, Rect area, bool fresh = false);
    // Where board drawing must be clipped while zoomed (empty: no clipping: at fit, or the view
    // clips its own zoom area).
    Rect clip() const;

    // Gestures before the view sees them: pinches, a double tap on small cells, the rest of a pan,
    // and (zoomed) presses on the part of the board hidden outside the frame. True if used.
    bool handle(const Gesture& g);
    // A drag the view did not take starts a pan when zoomed. True if used.
    bool pan_from(const Gesture& g);
    // Moves the board the least so `r` (window coordinates, as laid out now) is in the frame.
    void keep_in_view(Rect r);
    void reset();

    float zoom() const { return zoom_; }
    bool zoomed() const { return zoom_ > 1.001f; }
    Rect frame() const { return frame_; }
    // The frame scaled and moved: where the zooming part of the board is laid out.
    Rect shown() const { return {frame_.x + offset_.x, frame_.y + offset_.y, frame_.w * zoom_, frame_.h * zoom_}; }
    float fit_cell() const { return fit_cell_; }

private:
    void zoom_about(Vec2 p, float z);
    void move_by(Vec2 d);
    void clamp();
    Rect area_{};        // the play scene's board area last laid out
    Rect laid_{};        // where the view was last laid out (whole-board zoom)
    Rect frame_{};       // the zooming part at fit
    bool own_ = false;   // the view zooms its own zoom_area()
    float zoom_ = 1.f;
    Vec2 offset_{};      // shown()'s corner from the frame's
    float fit_cell_ = 0;
    bool panning_ = false, pinching_ = false;
    bool swipe_ = false;
    // (swipe_: a pan just ended: its Swipe is the pan's too)
    Vec2 drag_{};         // the pan's last point
    bool dirty_ = false;  // the view must be laid out again
};

} // namespace pz
