// `puzzlebox-tool decodoku ...`: play seeded games with a strategy, record and replay saved games.
#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace pz::decodoku {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace pz::decodoku
