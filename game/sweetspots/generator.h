// The generator: carves random contiguous zones around a random valid chest placement, repairs
// the zones until the solution is unique (or, for Easy with 2 chests, builds zones along the Easy
// deductions), and keeps the board only at the grade asked for.
#pragma once
#include <array>
#include <cstdint>

#include "game/core/result.h"
#include "game/sweetspots/board.h"
#include "game/sweetspots/logic.h"

namespace pz::sweetspots {

struct Generated {
    Board board;
    Grade grade = Grade::Easy;
    std::array<int, kTechniques> uses{};
    int attempts = 0;  // boards tried, for benchmarks and the CLI
};

// Deterministic in (params, seed). With params.has_grade the board is solvable by the logical solver
// at that grade and not below; without, any grade the logical solver can finish.
// Fails (with the attempts made) if no such board turns up within max_attempts.
Result<Generated> generate_board(const Params& params, uint64_t seed, int max_attempts = 20000);

// Whether a player may ask for these params (the Custom form): every board they can ask for is made
// in a few seconds on this machine; else why not, in the player's words. Measured figures: issue 25.
Result<void> quick_to_make(const Params& params);
// The largest board size quick_to_make allows with k chests at that grade (any grade without one);
// 0 when no size is.
int largest_quick_size(int k, bool has_grade, Grade grade);

} // namespace pz::sweetspots
