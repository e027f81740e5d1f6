// `puzzlebox-tool sweetspots ...`: solve, generate, check and bench commands, and shipped-level checks.
#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "game/core/game.h"

namespace pz::sweetspots {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The shipped level packs under levels/sweetspots/, in play order.
std::vector<std::string> pack_files();

// A shipped level is valid if it loads, has exactly one solution, is graded as its grade= tag
// says, and regenerates from its seed= tag into the same description.
Result<void> verify_level(const Level& level);

} // namespace pz::sweetspots
