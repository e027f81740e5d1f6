// Fill-in crossword text formats: the layout grid, its word slots and junctions, puzzle files and
// the one-line level description.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"

namespace pz::crossword {

constexpr int kMaxSide = 40;        // rows or columns in a layout
constexpr char kBackground = '.';   // '+' is read as this too
constexpr char kOpen = '*';         // an empty slot cell; '-' is read as this too

// A non-negative int as a container index (cell and slot numbers are ints).
constexpr size_t to_index(int i) { return static_cast<size_t>(i); }

enum class Heading : uint8_t { Across, Down };

// A maximal horizontal or vertical run of two or more slot cells.
struct Slot {
    int row = 0, col = 0;  // first cell
    Heading heading = Heading::Across;
    int length = 0;
    std::vector<int> cells;  // cell indexes (row * width + col), first to last
};

// The grid as drawn: kBackground, kOpen, or an upper-case letter given from the start.
struct Layout {
    int width = 0, height = 0;
    std::vector<char> cells;
    char at(int r, int c) const { return cells[to_index(r * width + c)]; }
    bool is_slot_cell(int i) const { return cells[static_cast<size_t>(i)] != kBackground; }
};

// A layout with its slots found. Slots are numbered by first cell in reading order, across
// before down when both start in the same cell; that number is the slot index in moves.
struct Grid {
    Layout layout;
    std::vector<Slot> slots;
    // Per cell: the across and the down slot through it (-1 if none) and the cell's position in each.
    std::vector<std::array<int, 2>> slot_at;
    std::vector<std::array<int, 2>> pos_in;
    int width() const { return layout.width; }
    int height() const { return layout.height; }
    bool is_junction(int cell) const { return slot_at[static_cast<size_t>(cell)][0] >= 0 && slot_at[static_cast<size_t>(cell)][1] >= 0; }
    // The slot crossing `slot` at its position p, or -1.
    int crossing(int slot, int p, int* pos_there = nullptr) const;
    // The slot's clue number as a crossword prints it: cells that start a slot are numbered 1, 2, ...
    // in reading order, and an across and a down slot starting on one cell share its number.
    int clue_number(int slot) const;
    // "3 across", "5 down": how the player names a slot (the board's label).
    std::string slot_label(int slot) const;
    // "3 across (5 letters from D1)", for error messages; D1 = column D, row 1 (pz::cell_label).
    std::string slot_name(int slot) const;
};

// A grid plus the words to place (upper case; a word may repeat when slots do).
struct PuzzleFile {
    Grid grid;
    std::vector<std::string> words;
};

// Finds slots and junctions; every non-background cell must lie in a slot.
// `first_line` is the file line of row 0 (0 when rows are not file lines, e.g. in a desc).
Result<Grid> make_grid(Layout layout, int first_line = 0);

// The slots a layout has so far, as a grid being drawn in the editor has them: a cell in no slot
// keeps -1 in slot_at, and there may be no slots at all.
Grid sketch_grid(Layout layout);

// Reads layout rows (one string per row). Errors carry first_line + row as their line.
Result<Layout> parse_layout(const std::vector<std::string_view>& rows, int first_line = 0);

// A word as typed in a list: letters only, any case; returns it in upper case.
Result<std::string> parse_word(std::string_view token);

// The puzzle file: layout rows, a line "words:", one word per line. Blank lines and lines
// starting with '#' are skipped. Errors carry the file line.
Result<PuzzleFile> parse_puzzle_file(std::string_view text);
std::string format_puzzle_file(const PuzzleFile& p);

// The one-line form used in level packs and game IDs: rows joined by '/', then '|', then the
// words joined by ',' ("**.*/...|CAT,DOG"). No whitespace, no ':' or '#'.
Result<PuzzleFile> parse_desc(std::string_view desc);
std::string format_desc(const PuzzleFile& p);
// "WxH" for a layout.
std::string size_params(const Layout& l);

} // namespace pz::crossword
