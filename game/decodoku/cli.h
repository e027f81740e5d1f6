// `puzzlebox-tool decodoku ...`: play seeded games with a strategy, replay and check saved games,
// make game IDs, time the hint.
#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace pz::decodoku {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace pz::decodoku
