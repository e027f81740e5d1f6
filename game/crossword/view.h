// The Fill-in board view: the grid and the word list grouped by length (beside it on wide screens,
// below it on tall ones); select a slot, then tap or drag a word, or type letters.
#pragma once
#include <string>
#include <vector>

#include "game/crossword/rules.h"
#include "game/ui/board_view.h"

namespace pz::crossword {

class CrosswordView : public BoardView {
public:
    explicit CrosswordView(const FillPuzzle& puzzle) : puzzle_(puzzle) {}
    void layout(Rect area) override;
    Interpretation interpret(const State& s, const Gesture& g) override;
    void draw(Canvas& c, const State& s, const DrawInfo& info) const override;
    void on_move(const State& before, const State& after, std::string_view move, Audio& audio) override;

    // Geometry, for tests and for drawing.
    Rect cell_rect(int cell) const;
    Rect chip_rect(size_t word) const { return chips_[word].rect; }
    bool list_beside() const { return beside_; }
    int selected_slot() const { return slot_; }
    int cursor_cell() const;

private:
    struct Chip {
        Rect rect;
        size_t word = 0;  // index into puzzle.words()
    };
    int cell_at(Vec2 p) const;
    int chip_at(Vec2 p) const;
    void select_cell(int cell, bool prefer_down);
    Interpretation type(const FillState& s, char ch);
    Interpretation arrow(Dir d);

    const FillPuzzle& puzzle_;
    Rect area_, grid_, list_;
    float cell_ = 0;
    bool beside_ = false;
    std::vector<Chip> chips_;
    std::vector<std::pair<int, Rect>> headers_;  // word length, header row
    float chip_h_ = 0, font_ = 16;
    int slot_ = -1, pos_ = 0;  // selected slot and cursor position in it
    int dragging_ = -1;        // chip being dragged
    Vec2 drag_pos_;
};

} // namespace pz::crossword

namespace pz {
std::unique_ptr<BoardView> make_crossword_view(const Puzzle& puzzle);
} // namespace pz
