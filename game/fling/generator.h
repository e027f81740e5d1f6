// The unique-solution generator: grows a board backwards from one ball by un-flinging,
// keeping only predecessors whose every other move loses, so the result is unique by construction.
#pragma once
#include <cstdint>
#include <vector>

#include "engine/rng.h"
#include "game/core/result.h"
#include "game/fling/board.h"
#include "game/fling/solver.h"

namespace pz::fling {

constexpr int kMinGenBalls = 3;
constexpr int kMaxGenBalls = 14;

// Every board p with one ball more from which a single fling gives c (un-flings), distinct,
// in square order then L, R, U, D.
void predecessors(Board c, std::vector<Board>& out);

// A solvable board of `balls` balls with exactly one board sequence down to two balls.
// The same seed gives the same board everywhere; the solver only caches facts.
Board generate_unique(int balls, uint64_t seed, Solver& solver);

// A uniformly random board of `balls` balls (benchmarks, tests).
Board random_board(int balls, Rng& rng);

// How hard a unique puzzle is: see docs/cli/fling.md for why these two measures.
struct Difficulty {
    uint64_t reachable_states = 0;
    int legal_first_moves = 0;
    int losing_first_moves = 0;  // tempting mistakes: legal first moves that leave an unsolvable board
    double score = 0;            // log2(reachable_states) + losing_first_moves / 2
};
Difficulty grade(Board b, Solver& solver);

// Params text: "7x8" for any board, "7x8b<N>" for a generated board of N balls.
struct Params {
    int balls = 0;  // 0 = not given
};
Result<Params> parse_params(std::string_view params);
std::string params_text(int balls);

// The shipped pack: 35 levels, n = 3..14, each a set of puzzles from recorded seeds.
struct PackEntry {
    int level = 0;
    int balls = 0;
    uint64_t seed = 0;
    Board board = 0;
    Difficulty difficulty;
};
constexpr int kPackLevels = 35;
int pack_level_balls(int level);     // balls in level K (1-based)
int pack_level_puzzles(int level);   // puzzles in level K
std::vector<PackEntry> make_pack(Solver& solver);
std::string pack_text(const std::vector<PackEntry>& pack);

} // namespace pz::fling
