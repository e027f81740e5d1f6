// The keyboard cursor and gesture directions shared by the grid boards.
#include "game/ui/grid_cursor.h"

#include <algorithm>
#include <cmath>

namespace pz {

Dir arrow_dir(Action a) {
    switch (a) {
    case Action::Left: return Dir::Left;
    case Action::Right: return Dir::Right;
    case Action::Up: return Dir::Up;
    case Action::Down: return Dir::Down;
    default: return Dir::None;
    }
}

Dir drag_dir(Vec2 a, Vec2 b, float min_distance) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    if (std::max(std::fabs(dx), std::fabs(dy)) < min_distance) return Dir::None;
    if (std::fabs(dx) >= std::fabs(dy)) return dx < 0 ? Dir::Left : Dir::Right;
    return dy < 0 ? Dir::Up : Dir::Down;
}

Dir gesture_dir(const Gesture& g, float min_distance) {
    return g.dir != Dir::None ? g.dir : drag_dir(g.start, g.pos, min_distance);
}

Dir line_dir(int from_row, int from_col, int to_row, int to_col) {
    if (from_row == to_row && from_col != to_col) return to_col < from_col ? Dir::Left : Dir::Right;
    if (from_col == to_col && from_row != to_row) return to_row < from_row ? Dir::Up : Dir::Down;
    return Dir::None;
}

Dir GridCursor::arrow(Action a) {
    const Dir d = arrow_dir(a);
    if (d == Dir::None) return d;
    if (!shown_) {
        shown_ = true;
        return Dir::None;
    }
    return d;
}

void GridCursor::step(Dir d, int rows, int cols) {
    int row = cell_ / cols, col = cell_ % cols;
    if (d == Dir::Left) col = std::max(0, col - 1);
    if (d == Dir::Right) col = std::min(cols - 1, col + 1);
    if (d == Dir::Up) row = std::max(0, row - 1);
    if (d == Dir::Down) row = std::min(rows - 1, row + 1);
    cell_ = row * cols + col;
}

} // namespace pz
