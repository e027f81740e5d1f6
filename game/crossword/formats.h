// Fill-in in the crossword world's formats: ipuz (read and write; kinds fill and crossword) and
// Across Lite .puz (read only, checksums verified), and the board as printed.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game_formats.h"
#include "game/crossword/grid.h"

namespace pz::crossword {

// A puzzle and the letters of its solution, one per layout cell (kBackground where none).
struct SolvedFile {
    PuzzleFile file;
    std::vector<char> solution;  // empty when the source gave no solution
};

// An ipuz file of kind http://ipuz.org/fill (its "words" list, or the solution's words) or
// http://ipuz.org/crossword (the solution grid becomes a Fill-in of the grid's words).
Result<SolvedFile> parse_ipuz(std::string_view text);
// An ipuz v2 Fill puzzle: dimensions, puzzle, solution (letters per slot cell), words.
std::string format_ipuz(const PuzzleFile& p, const std::vector<std::string>& solution_entries, std::string_view title);

// An Across Lite .puz: its solution grid becomes a Fill-in of the grid's words. Checksums are
// verified; a scrambled solution is refused (Fill-in needs the words).
Result<SolvedFile> parse_puz(std::string_view bytes);

// The words of a solved grid: every slot's letters, sorted by length, then alphabetically.
std::vector<std::string> slot_words(const Grid& g, const std::vector<char>& letters);

const GameFormats& formats();

} // namespace pz::crossword
