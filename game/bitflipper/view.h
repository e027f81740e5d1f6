// The BitFlipper board view: tap or cursor-select a cell, values as digits and colours, the +1/+2
// spread animated, column letters and row numbers along the edges, and a hint shown step by step.
#pragma once
#include <string>
#include <vector>

#include "engine/tween.h"
#include "game/bitflipper/rules.h"
#include "game/ui/board_labels.h"
#include "game/ui/board_view.h"
#include "game/ui/grid_cursor.h"

namespace pz::bitflipper {

class BitView : public BoardView {
public:
    Voice voice() const override { return Voice::Chip; }
    explicit BitView(const BitPuzzle& puzzle) : puzzle_(puzzle), labels_(puzzle, puzzle.rule().rows, puzzle.rule().cols) {}

    void layout(Rect area) override;
    Interpretation interpret(const State& s, const Gesture& g) override;
    void draw(Canvas& c, const State& s, const DrawInfo& info) const override;
    void on_change(const Change& change, Audio& audio) override;
    void update(float dt) override;
    bool animating() const override;
    Rect labelled_area(const std::vector<std::string>& labels) const override;
    void set_options(const ViewOptions& o) override { presses_shown_ = o.flag("show_presses", false); }

    // Geometry and UI state, for tests.
    Rect cell_rect(int cell) const;
    int cell_at(Vec2 p) const;  // -1 off the board
    int cursor() const { return cursor_.cell(); }
    bool cursor_shown() const { return cursor_.shown(); }
    // The pitch a tap that leaves the tapped cell at value v sounds at: higher values ring higher.

private:
    const BitPuzzle& puzzle_;
    CellLabels labels_;
    EdgeLabels edges_;
    Rect area_;
    float cell_ = 44, gap_ = 4;
    Vec2 origin_;
    float header_y_ = 0;
    GridCursor cursor_;
    bool presses_shown_ = false;  // each tile's taps so far (mod the states) as dots along its foot
    // The cell of the last move and of the hint, parsed once per text.
    ParsedMove<int> last_, hinted_;

    // The last tap's flips: every tile it changed turns over about its upright axis, showing its
    // old value until half-way and its new one after; the tapped tile dips first.
    struct Flip {
        int cell = 0;
        float start = 0;  // seconds after the tap
    };
    void draw_presses(Canvas& c, Rect tile, int presses, Color ink) const;
    // How far the tile `cell` has turned (0..1), or -1 if it is not turning now.
    float turned(int cell) const;
    int spread_cell_ = -1;
    std::vector<int> spread_to_;
    std::vector<Flip> flips_;
    Board flipped_from_;      // the values before the tap
    float flip_clock_ = 0;    // seconds since the tap
    float flip_length_ = 0;   // 0: nothing turning
    Tween cheer_;             // the win: a wave of hops in the game's colour from the last tap
    int cheer_from_ = -1;
    float cheer_reach_ = 1;   // the distance, in cells, to the last tile the wave reaches
};

} // namespace pz::bitflipper
