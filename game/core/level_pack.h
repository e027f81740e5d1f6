// Level packs: levels/<game>/<pack>.txt, one "params:description key=value..." line per level.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game.h"

namespace pz {

struct LevelPack {
    std::string title;  // from a "# title: ..." line, else the file name
    std::vector<Level> levels;
};

// The most lines a pack may have; past it the pack is refused (Error::Kind::TooLarge, naming the
// first line past the limit).
inline constexpr int kMaxPackLines = 1'000'000;
// Blank lines and '#' comments are skipped; errors carry the line number. max_lines: a smaller
// limit, for the fuzz target to reach it with short inputs.
Result<LevelPack> parse_level_pack(std::string_view text, std::string_view fallback_title = "Levels", int max_lines = kMaxPackLines);
// Reads and parses; errors read "FILE:LINE: problem".
Result<LevelPack> load_level_pack(const std::string& path);
std::string format_level(const Level& level);

// A pack's levels as the level select lists them: under GameType::level_group's headings (the
// pack's title where it gives none), each heading where its first level is, levels in pack order.
struct LevelGroup {
    std::string title;
    std::vector<int> levels;  // indices into the pack
};
std::vector<LevelGroup> group_levels(const GameType& game, const LevelPack& pack);
// A level's grade tag as the level select shows it: a word as it is ("easy"), a number to one
// decimal ("2.5"); empty when untagged.
std::string grade_label(const Level& level);

// Where shipped level packs live: $PUZZLEBOX_LEVELS, else program_data_dirs().levels (installed
// share/puzzlebox/levels beside the executable; levels/ of the source tree for a build-tree binary).
std::string levels_dir();

} // namespace pz
