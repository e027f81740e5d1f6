// Generating fill-in puzzles: random symmetric or free-form layouts, filled from a dictionary,
// kept only when their word list has exactly one fill.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"
#include "game/crossword/filler.h"
#include "game/crossword/grid.h"

namespace pz::crossword {

// The word list generation draws from: upper-case words, 3-12 letters, in file order.
struct Dictionary {
    std::string path;
    std::vector<std::string> words;
    uint64_t digest = 0;  // FNV-1a of the file, so a level pack can tell which list made it
    std::string notice;   // a player's list that lost denied words says so here (denied.h), else ""
    bool checked = false; // load_dictionary dropped the denied words; generate() drops them otherwise
};

// The filtered wamerican list, as an asset: <assets>/crossword/words.txt. The build writes it into
// the build tree's assets; the web build preloads it at /assets/crossword/words.txt.
inline constexpr const char* kDictionaryAsset = "crossword/words.txt";
// Where the dictionary is looked for, in order: $PUZZLEBOX_CROSSWORD_DICT alone if set; else
// $PUZZLEBOX_ASSETS/crossword/words.txt (Android assets), then the program's own assets
// (program_data_dirs(): installed beside the binary, the build tree's copy, or /assets on the web).
std::vector<std::string> dictionary_search_path();
// The first of those that exists, or "" when none does.
std::string default_dictionary_path();
// Says where the dictionary was looked for, for the player and the CLI.
std::string missing_dictionary_message();
// Reads a dictionary (one word per line; lines that are not 3-12 letters are skipped), cached by
// path; "" fails with missing_dictionary_message(). Denied words (denied.h) are dropped, with a notice.
Result<const Dictionary*> load_dictionary(const std::string& path);

// Generation params: "WxH" (symmetric layout) or "WxHf" (free-form), sides 5..15, then optionally
// "dP": about P percent of the cells open (25..55; without it 36-46%), e.g. "15x15d30", "9x9fd50".
struct GenParams {
    int width = 9, height = 9;
    bool symmetric = true;
    int density = 0;  // percent of open cells wanted (drawn from P-5..P+5); 0 = the default
    std::string text() const;
};
Result<GenParams> parse_gen_params(std::string_view params);

struct Grade {
    int score = 0;
    std::string name;  // easy, medium, hard
};
// Difficulty from size, word count, how many slots share a length, and given letters.
Grade grade(const PuzzleFile& p);

struct Generated {
    PuzzleFile puzzle;
    int givens = 0;    // letters revealed to make the fill unique
    int layouts = 0;   // layouts tried
};

// The same params, seed and dictionary give the same puzzle on every platform. It never places a
// denied word (denied.h), whatever the dictionary holds.
Result<Generated> generate(const GenParams& params, uint64_t seed, const Dictionary& dict);

// A random layout (no fill): every run is 3..max_len cells, all slot cells connected.
Layout random_layout(const GenParams& params, uint64_t seed);

} // namespace pz::crossword
