// Sweet Spots figures: counting solutions (to 2) on 10x10 k=2 and 14x14 k=3 boards, generating a
// unique graded 10x10 k=2 puzzle at each grade, and every size, chest count and grade the Custom form
// offers (quick_to_make) over seeds 1..10 (median and worst per seed, in CPU time).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <string>
#include <vector>

#include "game/core/level_pack.h"
#include "game/sweetspots/generator.h"
#include "game/sweetspots/solver.h"

using namespace pz::sweetspots;

namespace {

// Boards made once by the generator (unique, so counting must search the whole tree to prove it).
const std::vector<Board>& boards(int n, int k, int count) {
    static std::vector<std::vector<Board>> cache(64);
    auto& v = cache[static_cast<size_t>(n * 4 + k)];
    if (v.empty())
        for (uint64_t seed = 1; static_cast<int>(v.size()) < count; ++seed) {
            auto g = generate_board(Params{n, k, false, Grade::Easy}, seed);
            if (g) v.push_back(g->board);
        }
    return v;
}

// 14x14 k=3 boards take seconds each to generate, so they are stored (made by the CLI's generate);
// each iteration counts the next one, so the figure is the mean over all 15.
const std::vector<Board>& stored(const std::string& file) {
    static std::vector<Board> v;
    if (v.empty()) {
        auto pack = pz::load_level_pack(std::string(PZ_BENCH_DATA) + "/sweetspots/" + file);
        if (pack)
            for (const auto& lv : pack->levels) {
                auto p = parse_params(lv.params);
                if (!p) continue;
                auto b = parse_desc(*p, lv.desc);
                if (b) v.push_back(*b);
            }
    }
    return v;
}

void count_to_two(benchmark::State& state, int n, int k) {
    const auto& bs = n == 14 ? stored("14k3.txt") : boards(n, k, 20);
    if (bs.empty()) {
        state.SkipWithError("no boards");
        return;
    }
    size_t i = 0;
    for (auto _ : state) {
        CountResult r = count_solutions(bs[i++ % bs.size()], 2);
        benchmark::DoNotOptimize(r.count);
    }
}

void BM_Count10x10k2(benchmark::State& state) { count_to_two(state, 10, 2); }
void BM_Count14x14k3(benchmark::State& state) { count_to_two(state, 14, 3); }

void generate(benchmark::State& state, Params p) {
    uint64_t seed = 1;
    for (auto _ : state) {
        auto g = generate_board(p, seed++);
        if (!g) state.SkipWithError("generation failed");
        benchmark::DoNotOptimize(g.ok());
    }
}

void BM_Generate10x10k2Any(benchmark::State& state) { generate(state, Params{10, 2, false, Grade::Easy}); }
void BM_Generate10x10k2Easy(benchmark::State& state) { generate(state, Params{10, 2, true, Grade::Easy}); }
void BM_Generate10x10k2Medium(benchmark::State& state) { generate(state, Params{10, 2, true, Grade::Medium}); }
void BM_Generate10x10k2Hard(benchmark::State& state) { generate(state, Params{10, 2, true, Grade::Hard}); }
void BM_Generate10x10k2Expert(benchmark::State& state) { generate(state, Params{10, 2, true, Grade::Expert}); }

// Args: size, chests, grade (0 any, 1 easy .. 4 expert). Ten iterations, seeds 1..10; the counters
// give the median and worst seed in CPU milliseconds, what a player waits on an idle machine.
void BM_GenerateCustom(benchmark::State& state) {
    const int grade = static_cast<int>(state.range(2));
    const Params p{static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), grade > 0, static_cast<Grade>(std::max(grade - 1, 0))};
    state.SetLabel(p.text());
    std::vector<double> ms;
    uint64_t seed = 1;
    for (auto _ : state) {
        const std::clock_t start = std::clock();
        auto g = generate_board(p, seed++);
        ms.push_back(1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC);
        if (!g) state.SkipWithError("generation failed");
        benchmark::DoNotOptimize(g.ok());
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = (ms[(ms.size() - 1) / 2] + ms[ms.size() / 2]) / 2;
    state.counters["worst_ms"] = ms.back();
}

// Every size, chest count and grade the Custom form offers (quick_to_make), nothing it refuses.
void custom_args(benchmark::internal::Benchmark* b) {
    for (int grade = 0; grade <= 4; ++grade)
        for (int k = 1; k <= 3; ++k)
            for (int n = kMinSize; n <= kMaxSize; ++n) {
                const Params p{n, k, grade > 0, static_cast<Grade>(std::max(grade - 1, 0))};
                if (check_params(n, k) && quick_to_make(p)) b->Args({n, k, grade});
            }
}

} // namespace

BENCHMARK(BM_GenerateCustom)->Apply(custom_args)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_Count10x10k2)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly();
BENCHMARK(BM_Count14x14k3)->Unit(benchmark::kMillisecond)->Iterations(30)->Repetitions(5)->ReportAggregatesOnly();
BENCHMARK(BM_Generate10x10k2Any)->Unit(benchmark::kMillisecond)->Iterations(30)->Repetitions(3)->ReportAggregatesOnly();
BENCHMARK(BM_Generate10x10k2Easy)->Unit(benchmark::kMillisecond)->Iterations(30)->Repetitions(3)->ReportAggregatesOnly();
BENCHMARK(BM_Generate10x10k2Medium)->Unit(benchmark::kMillisecond)->Iterations(30)->Repetitions(3)->ReportAggregatesOnly();
BENCHMARK(BM_Generate10x10k2Hard)->Unit(benchmark::kMillisecond)->Iterations(30)->Repetitions(3)->ReportAggregatesOnly();
BENCHMARK(BM_Generate10x10k2Expert)->Unit(benchmark::kMillisecond)->Iterations(30)->Repetitions(3)->ReportAggregatesOnly();
