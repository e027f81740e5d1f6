// `puzzlebox-tool convert` and `id`: any input a player has (a game ID, a seed ID, a puzz.link
// URL, a pzprv3, ipuz or .puz file, a .pzr record) to a puzzle, and a puzzle to a standard format.
#pragma once
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game.h"
#include "game/core/game_id.h"
#include "game/core/result.h"

namespace pz {

// A puzzle read from an input: its game and full ID (description form, normalised by the game).
struct Imported {
    const GameType* game = nullptr;
    GameId id;
    bool loads = true;  // false for a well-formed board the game cannot play as is (no solution)
};

// Reads one input of any kind; errors are one line naming the input (and line) and the problem.
Result<Imported> import_puzzle(std::string_view input);

// How the puzzles of a printed document are laid out (`convert --to pdf|png|svg`, and Print in the app).
struct PrintOptions {
    std::string format = "pdf";  // pdf (every page), png or svg (one page)
    int per_page = 1;            // 1..16 puzzles a page, in a grid
    bool letter = false;         // US Letter instead of A4
};
// One board on the page: a puzzle, or its answer.
struct PrintItem {
    Imported puzzle;
    bool solution = false;
};
// The items printed in order as one document's bytes; png and svg hold one page, so more items
// than per_page are an Error saying so.
Result<std::string> print_document(const std::vector<PrintItem>& items, const PrintOptions& options);

// The formats `convert --to` knows, in the order the usage lists them.
const std::vector<std::string>& convert_formats();

// The commands, args[0] being "convert" or "id"; output to out, errors to err; the exit status.
int run_convert(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_id(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace pz
