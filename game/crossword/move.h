// Fill-in's move text read into a value: "place SLOT WORD", "clear SLOT", "letter ROW,COL X".
// One reader for the rules and the board view, so neither keeps a second parser.
#pragma once
#include <string>
#include <string_view>

#include "game/core/result.h"
#include "game/crossword/grid.h"

namespace pz::crossword {

struct FillMove {
    enum class Kind { Place, Clear, Letter };
    Kind kind = Kind::Place;
    int slot = -1;      // Place and Clear
    std::string word;   // Place: upper case
    int cell = -1;      // Letter
    char letter = '.';  // Letter: 'A'..'Z', or '.' to erase
};

// Checks the shape and that slot or cell exist on the grid (not the word list or given letters).
Result<FillMove> parse_move(const Grid& grid, std::string_view move);

} // namespace pz::crossword
