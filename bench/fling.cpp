// Fling! benchmarks for every figure in issue 5: reachable states, full search, analysis,
// unique generation and endgame tables. Per-board times are thread CPU time, so a busy machine
// does not inflate them; medians are over the boards in bench/data/fling.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <string>
#include <vector>

#include "game/core/text.h"
#include "game/fling/board.h"
#include "game/fling/endgame.h"
#include "game/fling/generator.h"
#include "game/fling/solver.h"

using namespace pz;
using namespace pz::fling;

namespace {

double cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

std::vector<Board> random14() {
    static std::vector<Board> boards = [] {
        std::vector<Board> out;
        auto text = read_file(std::string(PZ_BENCH_DATA) + "/fling/random14.txt");
        if (!text) return out;
        for (auto line : split_lines(*text))
            if (auto b = parse_desc(trim(line)); b) out.push_back(*b);
        return out;
    }();
    return boards;
}

Board states14k() {
    auto text = read_file(std::string(PZ_BENCH_DATA) + "/fling/states14k.txt");
    if (!text) return 0;
    auto b = parse_board(*text);
    return b ? *b : 0;
}

// Runs f on every board once per iteration and reports the median and maximum per-board CPU time.
template <class F>
void per_board(benchmark::State& state, const std::vector<Board>& boards, F&& f) {
    std::vector<double> ms;
    for (auto _ : state) {
        ms.clear();
        for (Board b : boards) {
            const double t0 = cpu_ms();
            f(b);
            ms.push_back(cpu_ms() - t0);
        }
    }
    if (ms.empty()) {
        state.SkipWithError("no boards (bench/data/fling missing?)");
        return;
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["max_ms"] = ms.back();
    state.counters["boards"] = static_cast<double>(ms.size());
}

// Figure: reachable-state count of a ~14k-state board <= 2 ms.
void BM_ReachableStates14k(benchmark::State& state) {
    const Board b = states14k();
    uint64_t n = 0;
    for (auto _ : state) benchmark::DoNotOptimize(n = count_reachable(b));
    state.counters["reachable_states"] = static_cast<double>(n);
}
BENCHMARK(BM_ReachableStates14k)->Unit(benchmark::kMillisecond);

// Figure: full search of a random 14-ball board (reachable states, sequence counts, first moves,
// final squares, one solution) median <= 40 ms.
void BM_FullSearch14(benchmark::State& state) {
    uint64_t states = 0;
    per_board(state, random14(), [&](Board b) { states += analyse(b).reachable_states; });
    state.counters["mean_states"] = static_cast<double>(states) / std::max<size_t>(1, random14().size()) /
                                    static_cast<double>(std::max<int64_t>(1, state.iterations()));
}
BENCHMARK(BM_FullSearch14)->Unit(benchmark::kMillisecond)->Iterations(1);

// Counting reachable boards only (no sequence counts), for comparison with HOG2's BFS.
void BM_ReachableOnly14(benchmark::State& state) {
    per_board(state, random14(), [](Board b) { benchmark::DoNotOptimize(count_reachable(b)); });
}
BENCHMARK(BM_ReachableOnly14)->Unit(benchmark::kMillisecond)->Iterations(1);

// Figure: full analysis (solvable + winning moves + add/remove map with uniqueness) median <= 20 ms,
// no tables, a fresh solver per board.
void BM_Analysis14(benchmark::State& state) {
    per_board(state, random14(), [](Board b) {
        Solver solver;
        benchmark::DoNotOptimize(solver.solvable(b));
        benchmark::DoNotOptimize(solver.winning_moves(b));
        benchmark::DoNotOptimize(edit_map(b, solver));
    });
}
BENCHMARK(BM_Analysis14)->Unit(benchmark::kMillisecond)->Iterations(1);

// The same analysis answered from endgame tables ($PUZZLEBOX_FLING_TABLES, as the game serves them,
// loaded and checked before timing): what a hint or the designer's overlay costs with tables to
// 10 or 11 balls. Skipped without tables.
void BM_Analysis14Tables(benchmark::State& state) {
    static const auto tables = load_endgame_tables(served_tables_dir());
    if (!tables) {
        state.SkipWithError("no endgame tables: set PUZZLEBOX_FLING_TABLES to a folder `fling endgame` built");
        return;
    }
    per_board(state, random14(), [](Board b) {
        Solver solver(tables.get());
        benchmark::DoNotOptimize(solver.solvable(b));
        benchmark::DoNotOptimize(solver.winning_moves(b));
        benchmark::DoNotOptimize(edit_map(b, solver));
    });
    state.counters["table_balls"] = tables->max_balls();
}
BENCHMARK(BM_Analysis14Tables)->Unit(benchmark::kMillisecond)->Iterations(1);

// Figure: one unique 12-ball puzzle generated, median <= 200 ms (fresh solver each, seeds 0..50).
void BM_GenerateUnique(benchmark::State& state) {
    const int balls = static_cast<int>(state.range(0));
    std::vector<Board> seeds;
    for (uint64_t s = 0; s < 51; ++s) seeds.push_back(s);
    per_board(state, seeds, [&](Board seed) {
        Solver solver;
        benchmark::DoNotOptimize(generate_unique(balls, seed, solver));
    });
}
BENCHMARK(BM_GenerateUnique)->Arg(8)->Arg(12)->Arg(14)->Unit(benchmark::kMillisecond)->Iterations(1);

// Figure: endgame tables up to N balls (all threads), one entry per board as when the figure was
// set (BM_EndgameLevel compares the layouts). 8 balls is the <= 100 s figure; run it with
// --benchmark_filter=Endgame/8 (it is slow), or use `puzzlebox-tool fling endgame`.
void BM_Endgame(benchmark::State& state) {
    const int balls = static_cast<int>(state.range(0));
    const int threads = static_cast<int>(state.range(1));
    uint64_t boards = 0;
    for (auto _ : state) {
        EndgameTables t(RankLayout::Boards);
        t.build(balls, threads);
        boards = 0;
        for (int n = 1; n <= balls; ++n) boards += binomial(kSquares, n);
    }
    state.counters["boards_per_s"] = benchmark::Counter(static_cast<double>(boards), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Endgame)->Args({6, 1})->Args({6, 2})->Args({7, 2})->Args({8, 2})->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

// Figure for docs/fling-endgame.md: one core's rate building level N from the N-1 table, per
// entry and per board covered (a mirror class stands for about four boards), in thread CPU time
// over 8 blocks of 2^20 entries spread over the level. Arg 0: layout (1 boards, 2 mirror classes).
void BM_EndgameLevel(benchmark::State& state) {
    const auto layout = static_cast<RankLayout>(state.range(0));
    const int balls = static_cast<int>(state.range(1));
    EndgameTables tables(layout);
    tables.build(balls - 1, 2);  // set-up, not timed
    const uint64_t entries = entries_for(layout, balls), blocks = 8;
    std::vector<uint64_t> words(kBlockWords);
    double ms = 0;
    uint64_t done = 0;
    for (auto _ : state) {
        for (uint64_t i = 0; i < blocks; ++i) {
            const uint64_t first = (entries / blocks * i) / 32 * 32, last = std::min(entries, first + kBlockBoards);
            const double t0 = cpu_ms();
            benchmark::DoNotOptimize(build_endgame_block(layout, balls, &tables.level(balls - 1), first, last, words.data()));
            ms += cpu_ms() - t0;
            done += last - first;
        }
    }
    const double per_entry_ns = ms * 1e6 / static_cast<double>(done);
    const double boards_per_entry = static_cast<double>(binomial(kSquares, balls)) / static_cast<double>(entries);
    state.counters["ns_per_entry"] = per_entry_ns;
    state.counters["ns_per_board"] = per_entry_ns / boards_per_entry;
    state.counters["boards_per_s_per_core"] = 1e9 * boards_per_entry / per_entry_ns;
}
BENCHMARK(BM_EndgameLevel)->Args({1, 7})->Args({2, 7})->Args({1, 8})->Args({2, 8})->Unit(benchmark::kSecond)->Iterations(1);

} // namespace
