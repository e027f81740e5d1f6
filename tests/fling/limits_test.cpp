// Searches on boards too big to finish (a dense hand-made board reaches billions of boards) stop
// at their limit and say so, for the analysis, the counter, the solver and the puzzle's hints.
#include <doctest/doctest.h>

#include <thread>

#include "engine/rng.h"
#include "game/fling/board.h"
#include "game/fling/generator.h"
#include "game/fling/rules.h"
#include "game/fling/solver.h"

using namespace pz;
using namespace pz::fling;

namespace {

// Every other square: 28 balls, far more reachable boards than any limit.
Board checkerboard() {
    Board b = 0;
    for (int sq = 0; sq < kSquares; ++sq)
        if ((sq % kWidth + sq / kWidth) % 2 == 0) b |= bit(sq);
    return b;
}

// A random 14-ball board, the size the game's own levels go up to.
Board fourteen() {
    Rng rng(2013);
    return random_board(14, rng);
}

} // namespace

TEST_CASE("limits: the analysis stops past max_boards and reports a lower bound") {
    const Board b = fourteen();
    const Analysis full = analyse(b);
    REQUIRE(full.complete);
    REQUIRE(full.reachable_states > 1000);
    // With room for every board the answer is the same; with too little it is marked incomplete.
    const Analysis roomy = analyse(b, full.reachable_states + 10);
    CHECK(roomy.complete);
    CHECK(roomy.reachable_states == full.reachable_states);
    CHECK(roomy.solution_board_sequences == full.solution_board_sequences);
    const Analysis cut = analyse(b, full.reachable_states / 4);
    CHECK_FALSE(cut.complete);
    CHECK(cut.reachable_states <= full.reachable_states);
    CHECK(count_reachable(b, full.reachable_states / 4) == full.reachable_states / 4 + 1);
    CHECK(count_reachable(b) == full.reachable_states);
    // The next search, with no limit, is whole again.
    CHECK(analyse(b).reachable_states == full.reachable_states);
}

TEST_CASE("limits: a dense board stops the counter at its limit") {
    CHECK(count_reachable(checkerboard(), 100000) == 100001);
    CHECK_FALSE(analyse(checkerboard(), 100000).complete);
}

TEST_CASE("limits: a solver gives up past its limit, and forget() makes it answer again") {
    const Board b = fourteen();
    Solver exact;
    const bool solvable = exact.solvable(b);
    Solver tight(nullptr, 50);
    (void)tight.solvable(b);
    CHECK(tight.gave_up());
    tight.forget();
    CHECK_FALSE(tight.gave_up());
    Solver enough(nullptr, 1'000'000);
    CHECK(enough.solvable(b) == solvable);
    CHECK_FALSE(enough.gave_up());
}

TEST_CASE("limits: a hand-made board too big to search gets a one-line answer, not a hang") {
    auto p = fling_game().load("7x8", board_desc(checkerboard()));
    REQUIRE(p.ok());
    auto s = (*p)->initial();
    // The hint either finds a winning fling quickly or says the board is too big; it never stalls
    // the game and the game goes on (a board that cannot be searched is not called lost).
    auto h = (*p)->hint(*s);
    if (!h) CHECK(h.error().message.find("too many to search") != std::string::npos);
    CHECK((*p)->status(*s) == Status::Playing);
}

// analyse() on a thread of its own: its layers start empty, so the memory it takes does not
// depend on the searches before it (each thread keeps its layers between searches).
Analysis analyse_fresh(Board b, uint64_t max_bytes) {
    Analysis a;
    std::thread([&] { a = analyse(b, kMaxBoards, max_bytes); }).join();
    return a;
}

TEST_CASE("limits: the analysis never holds more than its memory bound") {
    // A board whose search fits: with exactly the memory it took it finishes again, with one byte
    // less it stops, says memory was the limit, and held no more than allowed.
    const Board b = fourteen();
    const Analysis full = analyse_fresh(b, kMaxSearchBytes);
    REQUIRE(full.complete);
    REQUIRE(full.search_bytes > 0);
    CHECK(full.search_bytes <= kMaxSearchBytes);
    const Analysis enough = analyse_fresh(b, full.search_bytes);
    CHECK(enough.complete);
    CHECK(enough.solution_board_sequences == full.solution_board_sequences);
    const Analysis short_by_one = analyse_fresh(b, full.search_bytes - 1);
    CHECK_FALSE(short_by_one.complete);
    CHECK(short_by_one.out_of_memory);
    CHECK(short_by_one.search_bytes < full.search_bytes);
    // A dense board under a small bound stops at the bound, not at the number of boards, on this
    // thread too (whatever the searches before it left).
    const uint64_t bound = uint64_t{24} << 20;
    const Analysis dense = analyse(checkerboard(), kMaxBoards, bound);
    CHECK_FALSE(dense.complete);
    CHECK(dense.out_of_memory);
    CHECK(dense.search_bytes <= bound);
    CHECK(count_reachable(checkerboard(), kMaxBoards, bound) == kMaxBoards + 1);
    // The next search, with the default bound, is whole again.
    CHECK(analyse(b).reachable_states == full.reachable_states);
}
