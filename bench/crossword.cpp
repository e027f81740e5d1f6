// Figures for the fill-in crossword: filling a 10x10 from its word list, proving a 15x15 unique,
// and generating a unique 15x15 from the dictionary.
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "game/core/text.h"
#include "game/crossword/filler.h"
#include "game/crossword/generator.h"

using namespace pz::crossword;

namespace {

PuzzleFile load(const std::string& name) {
    auto text = pz::read_file(std::string(PZ_BENCH_DATA) + "/crossword/" + name);
    if (!text) throw std::runtime_error(text.error().message);
    auto p = parse_puzzle_file(*text);
    if (!p) throw std::runtime_error(name + ": " + p.error().message);
    return std::move(*p);
}

// Fill a 10x10 fill-in with its 8-12 given words (five stored puzzles, the argument picks one).
void BM_Fill10x10(benchmark::State& state) {
    const PuzzleFile p = load("fill10_" + std::to_string(state.range(0)) + ".txt");
    for (auto _ : state) {
        FillResult r = solve_puzzle(p);
        if (!r.solvable()) state.SkipWithError("unsolvable bench puzzle");
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_Fill10x10)->DenseRange(1, 5)->Unit(benchmark::kMicrosecond);

// Prove a generated 15x15 unique: count fills up to two.
void BM_Unique15x15(benchmark::State& state) {
    const PuzzleFile p = load("unique15.txt");
    FillOptions opt;
    opt.cap = 2;
    for (auto _ : state) {
        FillResult r = solve_puzzle(p, opt);
        if (r.fills != 1) state.SkipWithError("bench puzzle is not unique");
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_Unique15x15)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

// Generate a unique 15x15 from the dictionary: one generation per repetition, a new seed each, so
// the median over repetitions is the median generation time.
void BM_Generate15x15(benchmark::State& state) {
    static uint64_t seed = 1;
    auto dict = load_dictionary(default_dictionary_path());
    if (!dict) {
        state.SkipWithError(dict.error().message.c_str());
        return;
    }
    GenParams gp;
    gp.width = gp.height = 15;
    for (auto _ : state) {
        auto g = generate(gp, seed++, **dict);
        if (!g) state.SkipWithError(g.error().message.c_str());
        benchmark::DoNotOptimize(g);
    }
}
BENCHMARK(BM_Generate15x15)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(41)->ReportAggregatesOnly(true);

} // namespace
