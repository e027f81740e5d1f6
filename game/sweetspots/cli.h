// `puzzlebox-tool sweetspots ...`: the solve command, a level's tags (grade=) and shipped-level checks.
#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "game/core/game.h"

namespace pz::sweetspots {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// GameType::level_tags: grade= as the logical solver grades it; an Error unless it has one solution.
Result<GameType::LevelTags> level_tags(const Puzzle& puzzle);

// The shipped level packs under levels/sweetspots/, in play order.
std::vector<std::string> pack_files();

// A shipped level is valid if it loads, has exactly one solution, is graded as its grade= tag
// says, and regenerates from its seed= tag into the same description.
Result<void> verify_level(const Level& level);

} // namespace pz::sweetspots
