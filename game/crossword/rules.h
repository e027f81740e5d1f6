// Fill-in play: the state (what the player wrote in each slot), moves as text, win check, hints.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game.h"
#include "game/crossword/grid.h"

namespace pz::crossword {

// The game's own colour (GameType::accent_hue): its card, HUD and the board's win wave.
constexpr int kAccentHue = 140;
// The guided first puzzle (GameType::guide; guide.cpp).
Guide guide();

// Each slot's entry: its length in letters, '.' where the player wrote nothing. A cell shows the
// letters of the entries through it; when the across and down entries disagree it is a conflict.
class FillState : public State {
public:
    std::vector<std::string> entries;
    std::string text() const override;
};

struct CellShow {
    char letter = 0;        // 0 = empty (or background)
    char other = 0;         // the down entry's letter when it conflicts with the across one
    bool conflict = false;
    bool given = false;
};

class FillPuzzle : public Puzzle {
public:
    // Checks the puzzle has a fill; keeps the first as the reference solution.
    static Result<std::unique_ptr<FillPuzzle>> make(PuzzleFile file);
    // A grid being drawn in the editor, which is no puzzle yet (cells in no slot, no slots at all,
    // words that fit no fill): enough to draw it, never to play it.
    // From a description ("rows|words"); null when its rows cannot be read at all.
    static std::unique_ptr<FillPuzzle> sketch(std::string_view desc);
    bool is_sketch() const { return sketch_; }

    std::string_view game() const override { return "crossword"; }
    const std::string& params() const override { return params_; }
    const std::string& description() const override { return desc_; }
    StatePtr initial() const override;
    Result<StatePtr> apply(const State& s, std::string_view move) const override;
    Status status(const State& s) const override;
    Result<Hint> hint(const State& s) const override;
    Result<std::vector<std::string>> solve(const State& s) const override;
    // No clash, and some fill of the grid agrees with every letter shown.
    std::optional<bool> winnable(const State& s) const override;
    // How many words of which lengths the grid held.
    std::string summary(const State& end, const Help& help) const override;
    std::string hud(const State& s) const override;
    // "EDGY in 3 across", "clear 3 across", "E at C4", "erase C4".
    std::string move_name(const State& before, std::string_view move) const override;
    std::vector<std::string> labels() const override;  // cells, rows, columns and every slot ("3 across")
    std::vector<std::string> move_cells(const State& before, std::string_view move) const override;

    const PuzzleFile& file() const { return file_; }
    const Grid& grid() const { return file_.grid; }
    const std::vector<std::string>& words() const { return file_.words; }
    const std::vector<std::string>& solution() const { return solution_; }

    CellShow show(const FillState& s, int cell) const;
    // The slot's word as the cells show it, '.' for an empty cell and '?' for a conflict.
    std::string slot_text(const FillState& s, int slot) const;
    // Per entry of words(): crossed off because a complete, conflict-free slot shows it
    // (a repeated word is crossed off once per slot showing it).
    std::vector<bool> crossed_off(const FillState& s) const;
    int conflicts(const FillState& s) const;
    // Per cell: a letter the player wrote that cannot stand, shown the moment it is written (no
    // Check needed): the across and down words disagree there, or its slot spells what no word of
    // the list does (blame going to the letters no finished, listed crossing word vouches for), or
    // a finished word appears in more slots than the list has it.
    std::vector<bool> clashing(const FillState& s) const;

private:
    FillPuzzle(PuzzleFile file, std::vector<std::string> solution);
    // The fill the hint and solver aim at: one agreeing with the player's letters if any does.
    std::vector<std::string> target(const FillState& s) const;
    PuzzleFile file_;
    std::vector<std::string> solution_;
    std::string params_, desc_;
    bool sketch_ = false;
};

const FillState& as_fill(const State& s);

} // namespace pz::crossword
