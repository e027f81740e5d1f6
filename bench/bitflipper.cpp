// BitFlipper figures: solve with fewest taps (5x5 S=6, 7x7 S=9; target median <= 1 ms) and
// generate a 7x7 level (target <= 5 ms); the heaviest kernel walk in the supported range for scale.
#include <benchmark/benchmark.h>

#include <vector>

#include "game/bitflipper/generator.h"
#include "game/bitflipper/solver.h"

using namespace pz::bitflipper;

namespace {

std::vector<Board> boards_for(const TapSolver& solver, int count) {
    std::vector<Board> out;
    for (int k = 0; k < count; ++k) out.push_back(generate(solver, static_cast<uint64_t>(k) + 1)->board);
    return out;
}

// Factor the rule once (as a loaded Puzzle does), then solve boards with the fewest-taps walk.
void solve_warm(benchmark::State& state, const char* params) {
    const Rule rule = *parse_params(params);
    const TapSolver solver(rule);
    const auto boards = boards_for(solver, 64);
    size_t i = 0;
    for (auto _ : state) {
        Solution sol = solver.solve(boards[i++ % boards.size()]);
        benchmark::DoNotOptimize(sol.min_taps);
    }
}

// Everything from scratch per board: factor the tap matrix, solve, walk the kernel.
void solve_cold(benchmark::State& state, const char* params) {
    const Rule rule = *parse_params(params);
    const auto boards = boards_for(TapSolver(rule), 64);
    size_t i = 0;
    for (auto _ : state) {
        const TapSolver solver(rule);
        Solution sol = solver.solve(boards[i++ % boards.size()]);
        benchmark::DoNotOptimize(sol.min_taps);
    }
}

// generate(rule, seed) as GameType::generate calls it: factor, scramble, solve for par and grade.
void generate_level(benchmark::State& state, const char* params) {
    const Rule rule = *parse_params(params);
    uint64_t seed = 1;
    for (auto _ : state) {
        auto g = generate(rule, seed++);
        benchmark::DoNotOptimize(g->par);
    }
}

} // namespace

BENCHMARK_CAPTURE(solve_warm, 5x5s6t0, "5x5s6t0")->Repetitions(9)->ReportAggregatesOnly(true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_warm, 7x7s9t0, "7x7s9t0")->Repetitions(9)->ReportAggregatesOnly(true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_cold, 5x5s6t0, "5x5s6t0")->Repetitions(9)->ReportAggregatesOnly(true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_cold, 7x7s9t0, "7x7s9t0")->Repetitions(9)->ReportAggregatesOnly(true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generate_level, 7x7s9t0, "7x7s9t0")->Repetitions(9)->ReportAggregatesOnly(true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generate_level, 7x7s9t0kp36, "7x7s9t0kp36")->Repetitions(9)->ReportAggregatesOnly(true)->Unit(benchmark::kMicrosecond);
// The largest kernel walk among rules up to 7x7 with S <= 9 (390,625 solutions per board).
BENCHMARK_CAPTURE(solve_warm, 6x6s5t0w, "6x6s5t0w")->Repetitions(3)->ReportAggregatesOnly(true)->Unit(benchmark::kMillisecond);
