// The exact solver: counts chest placements that satisfy every rule, up to a cap (a propagating search
// over cells for counting; a row-by-row search when every solution is wanted, in reading order).
#pragma once
#include <cstdint>
#include <vector>

#include "game/sweetspots/board.h"

namespace pz::sweetspots {

// Optional restrictions on where chests may go: bit c of allowed[r] = (r,c) may hold a chest,
// bit c of required[r] = (r,c) must. Empty vectors mean "no restriction".
struct Restriction {
    std::vector<uint32_t> allowed;
    std::vector<uint32_t> required;
};

struct CountResult {
    uint64_t count = 0;              // min(true count, cap)
    std::vector<uint32_t> solution;  // the first solution found, one column mask per row (empty if none)
    std::vector<std::vector<uint32_t>> all;  // every solution found (at most `cap`), when asked for
    uint64_t nodes = 0;              // search nodes visited, for benchmarks
    bool stopped = false;            // the node limit ended the search: count is only a lower bound
};

// Counts solutions, stopping once `cap` are found (cap 2 answers "is it unique?"). With keep_all the
// solutions come in reading order (row masks compared row by row), which the generator relies on so
// that a seed keeps its board; without, `solution` is whichever solution the search met first.
// A node_limit (0: none) bounds the search, for commands a player may point at any board.
CountResult count_solutions(const Board& b, uint64_t cap = 2, const Restriction& restrict = {}, bool keep_all = false,
                            uint64_t node_limit = 0);

// The first `cap` solutions in the same reading order as count_solutions with keep_all (all of them
// in `all`), found by the propagating search: the generator's rivals, fast on big boards.
CountResult first_solutions(const Board& b, uint64_t cap);

// The chest cells (row-major indices) of a solution given as row masks.
std::vector<int> solution_cells(const Board& b, const std::vector<uint32_t>& rows);

} // namespace pz::sweetspots
