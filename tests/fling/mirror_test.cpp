// Mirror classes: the class ranking is a bijection, and tables of one entry per class give the
// same answer as tables of one entry per board for every board.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "engine/rng.h"
#include "game/fling/endgame.h"
#include "game/fling/endgame_internal.h"
#include "game/fling/generator.h"
#include "game/fling/rules.h"
#include "game/fling/solver.h"

using namespace pz;
using namespace pz::fling;

TEST_CASE("mirror classes: a rank over classes, one representative each, sizes adding up to every board") {
    for (int n = 0; n <= kMaxTableBalls; ++n) {
        INFO(n, " balls");
        // Burnside: the classes are the mean over the four mirrors of the boards each one fixes.
        uint64_t fixed_lr = 0;  // 24 pairs of squares and the 8 of the middle column
        for (int k = 0; 2 * k <= n; ++k) fixed_lr += binomial(24, k) * binomial(8, n - 2 * k);
        const uint64_t fixed_ud = n % 2 ? 0 : binomial(28, n / 2);  // 28 pairs; the half-turn the same
        CHECK(class_count(n) * 4 == binomial(kSquares, n) + fixed_lr + 2 * fixed_ud);
    }
    CHECK(class_count(14) == 1451185430376ull);  // Burnside: (C(56,14) + 2 C(28,7) + sum C(24,k) C(8,14-2k)) / 4
    CHECK(class_count(11) == 37225816480ull);
    for (int n = 1; n <= 4; ++n) {
        uint64_t boards = 0, mismatches = 0;
        for (uint64_t r = 0; r < class_count(n); ++r) {
            int images = 0;
            const Board b = class_unrank(r, n, &images);
            std::set<Board> distinct;
            for (int g = 0; g < 4; ++g) {
                distinct.insert(mirror_board(b, g));
                mismatches += class_rank(mirror_board(b, g)) != r;
            }
            mismatches += popcount(b) != n;
            mismatches += static_cast<int>(distinct.size()) != images;
            boards += static_cast<uint64_t>(images);
        }
        INFO(n, " balls");
        CHECK(mismatches == 0);
        CHECK(boards == binomial(kSquares, n));
    }
    Rng rng(41);
    for (int i = 0; i < 4000; ++i) {
        const int n = 1 + static_cast<int>(rng.below(kMaxTableBalls));
        const Board b = random_board(n, rng);
        const uint64_t r = class_rank(b);
        REQUIRE(r < class_count(n));
        const Board rep = class_unrank(r, n);
        CHECK((rep == b || rep == mirror_board(b, 1) || rep == mirror_board(b, 2) || rep == mirror_board(b, 3)));
    }
    // The mirrors are the board's: a fling mirrored is the mirrored board's fling.
    for (int i = 0; i < 200; ++i) {
        const Board b = random_board(10, rng);
        for (int g = 1; g < 4; ++g) {
            std::multiset<Board> children, mirrored;
            for_each_move(b, [&](Move, Board c) { children.insert(mirror_board(c, g)); });
            for_each_move(mirror_board(b, g), [&](Move, Board c) { mirrored.insert(c); });
            CHECK(children == mirrored);
        }
    }
}

TEST_CASE("tables with and without symmetry give the same answer for every board of 1..6 balls, 7 sampled") {
    EndgameTables plain(RankLayout::Boards), mirrored(RankLayout::MirrorClasses);
    plain.build(5, 2);
    mirrored.build(6, 2);
    // 1..5: every board, looked up in both.
    for (int n = 1; n <= 5; ++n) {
        const EndgameLevel& p = plain.level(n);
        const EndgameLevel& m = mirrored.level(n);
        uint64_t mismatches = 0;
        Board b = board_unrank(0, n);
        for (uint64_t r = 0; r < p.entries; ++r) {
            mismatches += p.entry(r) != m.lookup(b);
            const uint64_t v = b | (b - 1);  // next board with n balls
            b = (v + 1) | (((~v & (v + 1)) - 1) >> (__builtin_ctzll(b) + 1));
        }
        INFO(n, " balls");
        CHECK(mismatches == 0);
        CHECK(p.solvable == m.solvable);
        CHECK(p.unique == m.unique);
    }
    // 6: every class (so every board: a board's mirrors share its answer, tested above) against
    // the plain definition over the one-entry-per-board 5-ball table.
    const EndgameLevel& m6 = mirrored.level(6);
    uint64_t mismatches = 0, solvable = 0;
    for (uint64_t r = 0; r < m6.entries; ++r) {
        int images = 0;
        const Board b = class_unrank(r, 6, &images);
        const uint8_t want = endgame_entry(b, 6, &plain.level(5));
        mismatches += m6.entry(r) != want;
        solvable += (want & 1) * static_cast<uint64_t>(images);
    }
    CHECK(mismatches == 0);
    CHECK(m6.solvable == solvable);
    CHECK(m6.solvable == 6110224);  // the one-entry-per-board build's count
    CHECK(m6.unique == 1174996);
    // 7: classes in 40 random ranges of 64 from the mirrored 6-ball table, against the search.
    Solver solver;
    Rng rng(7);
    mismatches = 0;
    for (int i = 0; i < 40; ++i) {
        const uint64_t first = rng.below(class_count(7) / 32 - 1) * 32, last = first + 64;
        uint64_t words[2] = {};
        detail::build_class_block(7, &mirrored.level(6), first, last, words);
        for (uint64_t r = first; r < last; ++r) {
            const Board b = class_unrank(r, 7);
            const uint64_t e = words[(r - first) >> 5] >> ((r & 31) * 2) & 3;
            mismatches += ((e & 1) != 0) != solver.solvable(b);
            mismatches += ((e & 2) != 0) != solver.unique(b);
        }
    }
    CHECK(mismatches == 0);
}
