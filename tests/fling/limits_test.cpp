// Searches on boards too big to finish (a dense hand-made board reaches billions of boards) stop
// at their limit and say so, for the analysis, the counter, the solver and the puzzle's hints.
#include <doctest/doctest.h>

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
