// Sweet Spots in the formats of puzz.link (pzprjs): the Star Battle URL and the pzprv3 file,
// both ways, and the board as printed.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game_formats.h"
#include "game/sweetspots/board.h"

namespace pz::sweetspots {

// Zones renumbered 0, 1, ... in order of their first cell (row-major): the same board, one way.
Board canonical_zones(Board b);

// "https://puzz.link/p?starbattle/W/H/K/<borders>" (also pzv.jp and other pzprjs hosts):
// W x H cells, K stars per unit, and the zone borders in pzprjs's base-32 encoding.
Result<Board> parse_puzzlink(std::string_view url);
std::string format_puzzlink(const Board& b);

// A pzprv3 starbattle file: "pzprv3", "starbattle", rows, columns, K, the zone count, a row of
// zone numbers per line, then a row of answers per line ('#' star, '+' dot, '.' empty). Lines may
// also be joined by '/'. stars (if given) gets the file's star cells, row-major, 1 for a star.
Result<Board> parse_pzprv3(std::string_view text, std::vector<uint8_t>* stars = nullptr);
// With stars (n*n, 1 for a star), the answer rows show them; otherwise they are empty.
std::string format_pzprv3(const Board& b, const std::vector<uint8_t>* stars = nullptr);

const GameFormats& formats();

} // namespace pz::sweetspots
