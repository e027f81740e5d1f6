// `puzzlebox-tool bitflipper ...`: solve, generate, check, pack, daily and bench commands.
#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace pz::bitflipper {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace pz::bitflipper
