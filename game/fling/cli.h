// `puzzlebox-tool fling ...`: solve, moves, generate, pack, check, endgame, bench.
#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace pz::fling {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace pz::fling
