// `puzzlebox-tool fling ...`: solve, moves, random, pack, endgame; and a level's tags (grade=, reachable=, losing=).
#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "game/core/game.h"

namespace pz::fling {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// GameType::level_tags: the generator's grade; an Error unless the board has exactly one solution.
Result<GameType::LevelTags> level_tags(const Puzzle& puzzle);

} // namespace pz::fling
