// BitFlipper levels from seeds: random tap vectors applied to a solved board, graded by the solver;
// the Journey pack recipe; the daily seed.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/bitflipper/rules.h"
#include "game/bitflipper/solver.h"

namespace pz::bitflipper {

struct Generated {
    Board board;
    int par = 0;           // fewest taps that solve it
    u128 solutions = 0;    // tap vectors mod S that solve it
    u128 min_patterns = 0; // optimal tap patterns
    std::string grade;     // "easy", "medium", "hard", "expert"
};

// Deterministic: the same rule and seed give the same board everywhere. Uniform over solvable
// boards other than the solved one (a uniform tap vector maps to a uniform image of A).
Result<Generated> generate(const Rule& rule, uint64_t seed);
Result<Generated> generate(const TapSolver& solver, uint64_t seed);

// Difficulty from the optimal tap count, board size, states and whether the optimum is unique.
int difficulty_score(const Rule& rule, int par, bool unique_optimum);
std::string grade_name(int score);

// The day's seed; the same date gives the same seed on every platform.
uint64_t daily_seed(int year, int month, int day);
// The day's params: a rule picked from the Endless presets by the date.
std::string daily_params(int year, int month, int day);

// One Journey step: the params and the band of par the level's seed must give.
struct JourneyStep {
    std::string params;
    int min_par, max_par;
};
const std::vector<JourneyStep>& journey_recipe();

// Finds each step's first seed (from a step-specific base) whose level has a par in the band and
// differs from the levels before; returns the pack file text ("# title: Journey" then one level a line),
// the levels ordered by grade, easy to expert (the recipe's order within a grade).
Result<std::string> build_journey();

} // namespace pz::bitflipper
