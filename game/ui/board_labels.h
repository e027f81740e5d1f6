// The board's coordinates as the player reads them (docs/adding-a-game.md, "Coordinates"): which
// cells a label names, so a view can show a hint's nudge; the column letters and row numbers along
// a grid's edges; and the one look every board gives a nudge.
#pragma once
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/canvas.h"
#include "game/core/game.h"
#include "game/ui/palette.h"

namespace pz {

// The cells (row * cols + col) of a rows x cols board that a label names: a cell as the game
// labels it (Puzzle::cell_label, "C4"), a row ("row 3") or a column ("column C"). A label of the
// game's own words ("zone 2", "3 across") names none here: its view resolves those first.
class CellLabels {
public:
    CellLabels(const Puzzle& puzzle, int rows, int cols);
    std::vector<int> cells(std::string_view label) const;
    // Every cell the labels name, each once, in the order first named.
    std::vector<int> cells(const std::vector<std::string>& labels) const;

private:
    std::unordered_map<std::string, std::vector<int>> named_;
};

// The smallest rectangle holding all of rects; empty (w = h = 0) for none.
Rect bounds_of(const std::vector<Rect>& rects);

// Column letters above a grid and row numbers to its left, in the palette's dim text colour.
// `first` is the top-left cell's rectangle, `pitch` the distance from one cell to the next; `pad`
// is the board's backing around the cells, which the labels keep clear of.
struct EdgeLabels {
    float size = 12;  // text size: 12 px on a phone, at most 15
    float pad = 4;
    // The room to keep above and to the left of the cells (backing included).
    float top() const { return pad + size + 3; }
    float left(int rows) const { return pad + size * (rows >= 10 ? 1.25f : 0.7f) + 3; }
};
// Labels sized for a board of this many pixels on its short side (a phone's 360 gives 12), times
// the player's text size.
EdgeLabels edge_labels_for(float short_side, float pad, float text_scale = 1.f);
void draw_edge_labels(Canvas& c, const EdgeLabels& e, Rect first, Vec2 pitch, int rows, int cols, const Palette& pal);

// A hint's nudge (steps 1 and 2): its cells tinted and outlined in the highlight colour.
void draw_nudge(Canvas& c, const std::vector<Rect>& cells, const Palette& pal, float corner = 4);
// The piece the last move moved, in history: outlined boldly in the highlight colour.
void draw_moved(Canvas& c, Rect cell, const Palette& pal);

} // namespace pz
