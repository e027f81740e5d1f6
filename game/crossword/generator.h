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
};

// The filtered wamerican list the build writes into the build tree (may be absent).
std::string default_dictionary_path();
// Reads a dictionary (one word per line; lines that are not 3-12 letters are skipped), cached by path.
Result<const Dictionary*> load_dictionary(const std::string& path);

// Generation params: "WxH" (symmetric layout) or "WxHf" (free-form), sides 5..15.
struct GenParams {
    int width = 9, height = 9;
    bool symmetric = true;
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

// The same params, seed and dictionary give the same puzzle on every platform.
Result<Generated> generate(const GenParams& params, uint64_t seed, const Dictionary& dict);

// A random layout (no fill): every run is 3..max_len cells, all slot cells connected.
Layout random_layout(const GenParams& params, uint64_t seed);

} // namespace pz::crossword
