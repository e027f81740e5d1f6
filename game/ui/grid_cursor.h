// What every grid board does the same way with keys and fingers: the keyboard cursor (shown only
// after a key press, so touch players never see it), directions from arrows, drags and taps, and a
// move's parsed value kept with its text so a view parses a move once, not every frame.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "engine/canvas.h"
#include "engine/gesture.h"

namespace pz {

// The direction an arrow key stands for; Dir::None for any other action.
Dir arrow_dir(Action a);
// The main direction of a drag from a to b, or Dir::None if it is shorter than min_distance.
Dir drag_dir(Vec2 a, Vec2 b, float min_distance);
// A swipe's own direction, else the drag's (a slow drag still moves a piece one way).
Dir gesture_dir(const Gesture& g, float min_distance);
// The straight line from one cell to another in the same row or column; Dir::None otherwise.
Dir line_dir(int from_row, int from_col, int to_row, int to_col);

class GridCursor {
public:
    int cell() const { return cell_; }
    bool shown() const { return shown_; }
    // Confirm (or a tap) picked up the piece under the cursor; the next direction moves it.
    bool holding() const { return holding_; }

    // A finger chose a cell: the cursor follows, still hidden from touch players.
    void follow(int cell) { cell_ = cell; }
    void show() { shown_ = true; }
    void hold(bool on) { holding_ = on; }
    // An arrow key: the first press only shows the cursor (Dir::None, nothing moves, so the player
    // sees where it is); later presses give their direction for the view to step or move.
    Dir arrow(Action a);
    // Steps one cell on a rows x cols grid, stopping at the edges.
    void step(Dir d, int rows, int cols);

private:
    int cell_ = 0;
    bool shown_ = false;
    bool holding_ = false;
};

// A move's parsed value, kept with its text: the move a view draws (history's last move, the
// hint's move) is parsed once, when it first shows, and reused while the same text is drawn.
template <class T>
class ParsedMove {
public:
    template <class Parse>
    const std::optional<T>& get(std::string_view move, Parse&& parse) const {
        if (!known_ || move != text_) {
            text_.assign(move);
            value_.reset();
            if (!move.empty())
                if (auto v = parse(move)) value_ = *v;  // parse gives an optional or a Result
            known_ = true;
        }
        return value_;
    }
    void keep(std::string_view move, std::optional<T> value) {
        text_.assign(move);
        value_ = std::move(value);
        known_ = true;
    }

private:
    mutable std::string text_;
    mutable std::optional<T> value_;
    mutable bool known_ = false;
};

} // namespace pz
