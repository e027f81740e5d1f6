// The logical solver: named human techniques, cheapest first, each step a certain placement or
// exclusion with a one-sentence reason; the hardest technique a board needs is its grade.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/sweetspots/board.h"

namespace pz::sweetspots {

// In the order the solver tries them; each belongs to a grade.
enum class Technique : uint8_t {
    Neighbours,  // cells around a chest are empty
    FullUnit,    // a row/column/zone with its k chests has no more
    OnlyRoom,    // a unit with exactly as many open cells as chests it needs
    LineRoom,    // a unit whose open cells lie in one line with room for just the chests it needs
    Confined,    // a zone whose open cells lie in one row (or the converse)
    NoRoom,      // a chest here would leave some unit without room
    Blocks,      // a unit's open cells fit in as many 2x2 blocks as chests it needs
    Pigeonhole,  // several zones confined to as many rows (or the converse)
    WhatIf,      // a chest (or no chest) here leads to a contradiction
};
constexpr int kTechniques = 9;
std::string_view technique_name(Technique t);  // "neighbours", "full-unit", ...
const char* technique_words(Technique t);      // in the player's language: "neighbours", "full unit", ...
Grade technique_grade(Technique t);

// The solver's own view of a cell.
enum class Cell : uint8_t { Open = 0, Chest = 1, Empty = 2 };
using Grid = std::vector<Cell>;

struct Deduction {
    Technique technique = Technique::Neighbours;
    bool place = false;       // true: chests go on `cells`; false: `cells` are empty
    std::vector<int> cells;   // row-major indices, at least one, all open before the step
    std::vector<int> focus;   // the cells the reason talks about (a zone, a block), for highlighting
    std::string reason;       // one sentence in the board's labels (row 3, column E, zone 2, E3)
};

struct LogicResult {
    bool solved = false;         // every cell decided
    bool contradiction = false;  // the start grid breaks the rules or cannot be completed
    Grade grade = Grade::Easy;   // hardest technique used
    std::array<int, kTechniques> uses{};  // steps per technique
    std::vector<Deduction> steps;
    Grid grid;                   // where the solver stopped
};

// Precomputes the units (rows, columns, zones) of one board; then answers many questions about it.
class Logic {
public:
    explicit Logic(const Board& b);
    const Board& board() const { return board_; }

    // The next deduction from `g` using techniques up to `max`, cheapest first; nothing if stuck.
    // If `g` contradicts the rules, returns nothing and sets *contradiction (when given).
    std::optional<Deduction> next(const Grid& g, Grade max, std::string* contradiction = nullptr) const;
    // Applies deductions until the grid is decided or the solver is stuck.
    LogicResult solve(Grade max, Grid start = {}) const;
    // A reason why `g` breaks the rules or cannot be completed, if a cheap check finds one.
    std::optional<std::string> broken(const Grid& g) const;

    std::string unit_name(int u) const;  // "row 3", "column E", "zone 2" (the board's labels)
    std::string cell_name(int cell) const;  // "E3": column E, row 3

private:
    enum class Found { None, Step, Broken };
    struct Counts;
    Counts count(const Grid& g) const;
    Found neighbours(const Grid& g, const Counts& ct, Deduction& d) const;
    Found full_unit(const Grid& g, const Counts& ct, Deduction& d) const;
    Found only_room(const Grid& g, const Counts& ct, Deduction& d) const;
    Found line_room(const Grid& g, const Counts& ct, Deduction& d) const;
    Found confined(const Grid& g, const Counts& ct, Deduction& d, bool many) const;
    Found no_room(const Grid& g, const Counts& ct, Deduction& d) const;
    Found blocks(const Grid& g, const Counts& ct, Deduction& d) const;
    Found what_if(const Grid& g, Deduction& d) const;
    // Propagates with techniques below WhatIf; returns the contradiction found, if any.
    std::optional<std::string> refute(Grid g) const;
    int capacity(const std::vector<int>& cells) const;

    Board board_;
    int n_, k_;
    std::vector<std::vector<int>> unit_cells_;        // 0..n-1 rows, n..2n-1 columns, 2n..3n-1 zones
    std::vector<std::array<int, 3>> units_of_;        // per cell: its row, column and zone unit
    std::vector<std::vector<int>> around_;            // per cell: the up-to-8 cells touching it
};

} // namespace pz::sweetspots
