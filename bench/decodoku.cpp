// Decodoku figures: hint latency (the planner from a fresh start, both information settings),
// games per second per strategy, a noise burst and the honest tracker's update.
#include <benchmark/benchmark.h>

#include <vector>

#include "game/decodoku/rules.h"
#include "game/decodoku/strategy.h"

namespace {

using namespace pz;
using namespace pz::decodoku;

// Mid-game positions from greedy play on fixed seeds: the boards a hint is asked about.
std::vector<std::shared_ptr<const DecodokuState>> positions(int size, int count) {
    std::vector<std::shared_ptr<const DecodokuState>> out;
    for (uint64_t seed = 1; static_cast<int>(out.size()) < count; ++seed) {
        DecodokuPuzzle p({size, Mode::Normal}, seed);
        auto s = std::static_pointer_cast<const DecodokuState>(p.initial());
        auto greedy = make_strategy("greedy");
        Rng rng(seed);
        while (!s->lost && static_cast<int>(out.size()) < count) {
            if (s->noise_due()) {
                s = p.noise(*s);
                continue;
            }
            if (s->moves % 7 == 3) out.push_back(s);
            s = *p.play(*s, *greedy->choose(sight_of(*s, Info::Honest), rng));
        }
    }
    return out;
}

void hint_latency(benchmark::State& state, Info info) {
    const int size = static_cast<int>(state.range(0));
    const auto boards = positions(size, 64);
    size_t i = 0;
    for (auto _ : state) {
        auto h = advise(*boards[i++ % boards.size()], info);
        benchmark::DoNotOptimize(h);
    }
}
BENCHMARK_CAPTURE(hint_latency, honest, Info::Honest)->Arg(7)->Arg(8)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(hint_latency, omniscient, Info::Omniscient)->Arg(7)->Arg(8)->Unit(benchmark::kMillisecond);

// One whole game per iteration; items processed = games, so the report shows games per second.
void whole_game(benchmark::State& state, const char* strategy, Info info) {
    const int size = static_cast<int>(state.range(0));
    uint64_t seed = 1;
    int64_t moves = 0;
    for (auto _ : state) {
        DecodokuPuzzle p({size, Mode::Normal}, seed);
        auto strat = make_strategy(strategy);
        auto o = play_game(p, *strat, info, seed);
        moves += o.moves;
        ++seed;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["moves_per_game"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kAvgIterations);
}
BENCHMARK_CAPTURE(whole_game, random, "random", Info::Honest)->Arg(7)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(whole_game, greedy, "greedy", Info::Honest)->Arg(7)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(whole_game, planner_honest, "planner", Info::Honest)->Arg(7)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK_CAPTURE(whole_game, planner_omniscient, "planner", Info::Omniscient)->Arg(7)->Unit(benchmark::kMillisecond)->Iterations(10);

void noise_and_tracker(benchmark::State& state) {
    const auto boards = positions(7, 64);
    size_t i = 0;
    for (auto _ : state) {
        const auto& s = *boards[i++ % boards.size()];
        Board b = s.board;
        Tracker t = s.tracker;
        Rng rng(i);
        noise_burst(b, rng);
        observe_noise(t, b.size, s.board.value, b.value);
        benchmark::DoNotOptimize(t);
    }
}
BENCHMARK(noise_and_tracker);

} // namespace
