// `puzzlebox-tool crossword ...`: solve and pack; and a level's tags (grade=) for the shared commands.
#pragma once
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "game/core/game.h"
#include "game/core/result.h"
#include "game/crossword/generator.h"

namespace pz::crossword {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// GameType::level_tags: the grade; an Error unless the grid has exactly one fill.
Result<GameType::LevelTags> level_tags(const Puzzle& puzzle);

// The shipped pack's recipe: params and seed of every level, in play order.
struct PackEntry {
    std::string params;
    uint64_t seed = 0;
};
std::vector<PackEntry> pack_recipe();
// The whole levels/crossword/fillin.txt as made from the recipe with this dictionary.
Result<std::string> make_pack(const Dictionary& dict);
// The "# dict: ..." header value naming the dictionary a pack was made with.
std::string dict_tag(const Dictionary& dict);

} // namespace pz::crossword
