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

// A pack level's number today from the number a progress file written before a pack was
// reordered gives it (Fill-in's pack was sorted by grade: progress files before version 3).
// Every other pack keeps its numbers.
int renumbered_level(std::string_view game, std::string_view pack, int former);
// The same for a whole progress key of a version 2 file ("crossword/fillin.txt/22"); other keys as
// they are. Empty for a key whose level cannot be known from its number: BitFlipper's Journey was
// sorted on 26 Nov while progress files were still version 2, so such a file numbers its levels in
// either order; its marks are dropped and start-up rebuilds them from the records, which name each
// level by its puzzle (PlayerData::reconcile_progress, level_now).
std::string renumbered_progress_key(std::string_view key);
// Where the puzzle `params:desc`, saved or recorded as level `index` of a shipped pack, stands in
// that pack today: `index` while it is still that level, else the level that is that puzzle (the
// pack was reordered since), else `index` (a pack that is gone or changed its levels).
int level_now(std::string_view game, std::string_view pack, int index, std::string_view params, std::string_view desc);

// Where shipped level packs live: $PUZZLEBOX_LEVELS, else program_data_dirs().levels (installed
// share/puzzlebox/levels beside the executable; levels/ of the source tree for a build-tree binary).
std::string levels_dir();

} // namespace pz
