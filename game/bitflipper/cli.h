// `puzzlebox-tool bitflipper ...`: solve, pack and daily; and the tags of a level (par=, grade=).
#pragma once
#include "game/core/game.h"
#include <ostream>
#include <string>
#include <vector>

namespace pz::bitflipper {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// GameType::level_tags: par= (the fewest taps) and grade=, as generate() works them out.
Result<GameType::LevelTags> level_tags(const Puzzle& puzzle);

} // namespace pz::bitflipper
