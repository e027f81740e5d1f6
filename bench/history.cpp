// History mode's costs on a 10,000-move game: recording a move, stepping back and forth, jumping
// anywhere, and the memory each move takes (steps plus a snapshot every 16 moves).
#include <benchmark/benchmark.h>
#include <malloc.h>

#include <memory>
#include <string>

#include "engine/rng.h"
#include "game/all/registry.h"
#include "game/core/session.h"

namespace {

constexpr int kMoves = 10000;

// A game that never ends under random play, with a move maker for it: tapping cells of a big
// BitFlipper board (a random tap is always legal and a 9x9 board is practically never solved by
// chance) or marking and clearing cells of a Sweet Spots board (which never solves it).
struct Subject {
    const char* id;
    const char* game_id;
    int rows, cols;
    const char* verbs[2];  // chosen at random before the cell ("" when the game's move is the cell)
    std::string move(pz::Rng& rng) const {
        return std::string(verbs[rng.below(2)]) + std::to_string(rng.below(static_cast<uint64_t>(rows))) + "," + std::to_string(rng.below(static_cast<uint64_t>(cols)));
    }
};

const Subject kSubjects[] = {
    {"bitflipper", "bitflipper:7x7s4t0#7", 7, 7, {"", ""}},
    {"sweetspots", "sweetspots:10k2dm#7", 10, 10, {"mark ", "clear "}},
};

std::unique_ptr<pz::Session> long_game(const Subject& sub, int moves) {
    auto puzzle = pz::load_game_id(sub.game_id);
    if (!puzzle) return nullptr;
    auto s = std::make_unique<pz::Session>(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle)));
    pz::Rng rng(2026);
    for (int guard = 0; static_cast<int>(s->length()) < moves && guard < moves * 4; ++guard)
        (void)s->play(sub.move(rng), pz::StepKind::Move, guard * 700);
    return s;
}

void BM_RecordMoves(benchmark::State& state, const Subject& sub) {
    size_t heap_per_move = 0, length = 0;
    for (auto _ : state) {
        const size_t before = mallinfo2().uordblks;
        auto s = long_game(sub, kMoves);
        if (!s || s->length() == 0) {
            state.SkipWithError("no game, or it took no moves");
            return;
        }
        s->seek(0);  // a full pass through history fills every snapshot
        s->seek(s->length());
        const size_t after = mallinfo2().uordblks;
        length = s->length();
        heap_per_move = (after - before) / length;
        benchmark::DoNotOptimize(s->state_ptr());
    }
    state.counters["moves"] = static_cast<double>(length);
    state.counters["bytes_per_move"] = static_cast<double>(heap_per_move);
    state.counters["us_per_move"] = benchmark::Counter(static_cast<double>(length), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_StepBackward(benchmark::State& state, const Subject& sub) {
    auto s = long_game(sub, kMoves);
    if (!s) {
        state.SkipWithError("game not built");
        return;
    }
    size_t at = s->length();
    for (auto _ : state) {
        at = at == 0 ? s->length() : at - 1;
        s->seek(at);
        benchmark::DoNotOptimize(s->state_ptr());
    }
}

void BM_JumpAnywhere(benchmark::State& state, const Subject& sub) {
    auto s = long_game(sub, kMoves);
    if (!s) {
        state.SkipWithError("game not built");
        return;
    }
    pz::Rng rng(9);
    for (auto _ : state) {
        s->seek(static_cast<size_t>(rng.below(s->length() + 1)));
        benchmark::DoNotOptimize(s->state_ptr());
    }
}

} // namespace

int main(int argc, char** argv) {
    for (const Subject& sub : kSubjects) {
        if (!pz::find_game(sub.id)) continue;
        benchmark::RegisterBenchmark((std::string("History/Record10k/") + sub.id).c_str(), BM_RecordMoves, sub)
            ->Unit(benchmark::kMillisecond)->Iterations(3);
        benchmark::RegisterBenchmark((std::string("History/StepBackward/") + sub.id).c_str(), BM_StepBackward, sub)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark((std::string("History/JumpAnywhere/") + sub.id).c_str(), BM_JumpAnywhere, sub)
            ->Unit(benchmark::kMicrosecond);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
