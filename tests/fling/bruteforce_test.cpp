// Solver counts cross-checked against a plain recursive enumeration (no tables, no dedup tricks).
#include <doctest/doctest.h>

#include <set>
#include <vector>

#include "engine/rng.h"
#include "game/fling/generator.h"
#include "game/fling/solver.h"

using namespace pz;
using namespace pz::fling;

namespace {

struct Brute {
    std::set<Board> seen;
    uint64_t finals = 0;
    void reach(Board b) {
        if (!seen.insert(b).second) return;
        if (popcount(b) == 1) finals |= b;
        for_each_move(b, [&](Move, Board c) { reach(c); });
    }
    // Board sequences: the children as a set, so two moves giving one board count once.
    static u128 sequences(Board b, int stop) {
        if (popcount(b) == stop) return stop == 1 ? 1 : (legal_move_count(b) > 0 ? 1 : 0);
        std::set<Board> kids;
        for_each_move(b, [&](Move, Board c) { kids.insert(c); });
        u128 n = 0;
        for (Board c : kids) n += sequences(c, stop);
        return n;
    }
};

} // namespace

TEST_CASE("analysis agrees with brute force on random small boards") {
    Rng rng(77);
    Solver solver;
    for (int i = 0; i < 300; ++i) {
        const int balls = 2 + static_cast<int>(rng.below(7));  // 2..8
        const Board b = random_board(balls, rng);
        INFO(board_desc(b));
        Brute br;
        br.reach(b);
        const Analysis a = analyse(b);
        CHECK(a.reachable_states == br.seen.size());
        CHECK(a.final_square_mask == br.finals);
        const u128 full = Brute::sequences(b, 1), to2 = Brute::sequences(b, 2);
        CHECK(a.solution_board_sequences == full);
        CHECK(a.board_sequences_to_2_balls == to2);
        CHECK(a.solvable == (full > 0));
        CHECK(solver.solvable(b) == a.solvable);
        CHECK(solver.unique(b) == (to2 == 1));
        int legal = 0, winning = 0;
        for_each_move(b, [&](Move, Board c) {
            ++legal;
            winning += Brute::sequences(c, 1) > 0;
        });
        CHECK(a.legal_first_moves == legal);
        CHECK(a.winning_first_moves == winning);
        CHECK(count_reachable(b) == a.reachable_states);
    }
}

TEST_CASE("counts that overflow the first counters are redone exactly with 128-bit ones") {
    Rng rng(12);
    int overflowed = 0;
    for (int i = 0; i < 40; ++i) {
        const Board b = random_board(9 + static_cast<int>(rng.below(3)), rng);  // 9..11 balls
        INFO(board_desc(b));
        const Analysis wide = analyse(b), narrow = analyse_narrow_first(b);
        overflowed += wide.solution_board_sequences > 0xff || wide.board_sequences_to_2_balls > 0xff;
        CHECK(narrow.solution_board_sequences == wide.solution_board_sequences);
        CHECK(narrow.board_sequences_to_2_balls == wide.board_sequences_to_2_balls);
        CHECK(narrow.reachable_states == wide.reachable_states);
        CHECK(narrow.winning_first_moves == wide.winning_first_moves);
        CHECK(narrow.legal_first_moves == wide.legal_first_moves);
        CHECK(narrow.final_square_mask == wide.final_square_mask);
        CHECK(narrow.solution == wide.solution);
    }
    CHECK(overflowed >= 10);
}

TEST_CASE("the edit map matches solving each edited board afresh") {
    Rng rng(5);
    for (int i = 0; i < 6; ++i) {
        const Board b = random_board(5 + i, rng);
        Solver solver;
        const EditMap m = edit_map(b, solver);
        for (int sq = 0; sq < kSquares; ++sq) {
            const Board t = b ^ bit(sq);
            const Analysis a = analyse(t);
            CHECK(((m.solvable >> sq) & 1) == (a.solvable ? 1u : 0u));
            CHECK(((m.unique >> sq) & 1) == (a.unique() ? 1u : 0u));
        }
    }
}

