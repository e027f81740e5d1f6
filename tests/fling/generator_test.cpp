// The unique-solution generator: golden seeds, uniqueness by construction, and the shipped pack.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>

#include "game/core/level_pack.h"
#include "game/fling/generator.h"
#include "game/fling/rules.h"
#include "game/fling/solver.h"
#include "tests/sweep.h"

using namespace pz;
using namespace pz::fling;

TEST_CASE("golden seeds give the same boards on every platform") {
    Solver solver;
    CHECK(board_desc(generate_unique(5, 1, solver)) == "......./.o...../......./.o...../.....o./.o...../....o../.......");
    CHECK(board_desc(generate_unique(8, 42, solver)) == "......./......./..o...o/....o../......./.....o./...o.../..oo.o.");
    CHECK(board_desc(generate_unique(12, 7, solver)) == ".oo..../o....../o..oo../......o/.....oo/......o/o....../o......");
    // The solver's cache does not change the answer.
    Solver fresh;
    CHECK(generate_unique(12, 7, fresh) == generate_unique(12, 7, solver));
    CHECK(fling_game().generate("7x8b8", 42).value() == "......./......./..o...o/....o../......./.....o./...o.../..oo.o.");
    CHECK(!fling_game().generate("7x8b2", 1).ok());
    CHECK(!fling_game().generate("7x8", 1).ok());
}

TEST_CASE("generated boards are solvable and unique for every size 3..14") {
    Solver solver;
    for (int n = kMinGenBalls; n <= kMaxGenBalls; ++n)
        for (uint64_t seed = 100; seed < 103; ++seed) {
            const Board b = generate_unique(n, seed, solver);
            INFO(n, " balls, seed ", seed);
            REQUIRE(b != 0);
            CHECK(popcount(b) == n);
            const Analysis a = analyse(b);
            CHECK(a.solvable);
            CHECK(a.board_sequences_to_2_balls == 1);
        }
}

TEST_CASE("predecessors are exactly the boards one fling away from the target") {
    Rng rng(9);
    for (int i = 0; i < 50; ++i) {
        const Board c = random_board(1 + static_cast<int>(rng.below(8)), rng);
        std::vector<Board> preds;
        predecessors(c, preds);
        for (Board p : preds) {
            bool reaches = false;
            for_each_move(p, [&](Move, Board x) { reaches |= x == c; });
            CHECK(reaches);
        }
        // Conversely, every board with one more ball that flings to c is listed (checked by
        // trying all boards c + one ball, moved along lines, on a sample of flings from random parents).
        for (int j = 0; j < 20; ++j) {
            const Board p = random_board(popcount(c) + 1, rng);
            for_each_move(p, [&](Move, Board x) {
                if (x != c) return;
                CHECK(std::find(preds.begin(), preds.end(), p) != preds.end());
            });
        }
    }
}

TEST_CASE("params text") {
    CHECK(parse_params("7x8").value().balls == 0);
    CHECK(parse_params("7x8b12").value().balls == 12);
    CHECK(!parse_params("8x8").ok());
    CHECK(!parse_params("7x8b").ok());
    CHECK(!parse_params("7x8b99").ok());
    CHECK(params_text(9) == "7x8b9");
}

TEST_CASE("the shipped pack: 35 levels of 3-8 unique puzzles, n rising 3..14, each regenerated from its seed") {
    auto pack = load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/fling/levels.txt");
    REQUIRE(pack.ok());
    CHECK(pack->title == "Fling!");
    std::map<int, int> per_level;
    int last_level = 0, last_balls = 0, checked = 0;
    Solver solver;
    for (const Level& lv : pack->levels) {
        INFO("line ", lv.line);
        const int level = std::stoi(lv.tag("level"));
        CHECK(level >= last_level);
        last_level = level;
        ++per_level[level];
        auto p = fling_game().load(lv.params, lv.desc);
        REQUIRE(p.ok());
        const Board b = parse_desc(lv.desc).value();
        const int n = popcount(b);
        CHECK(n >= last_balls);
        last_balls = n;
        CHECK(n == pack_level_balls(level));
        if (!pz::test::sampled(static_cast<size_t>(checked++), 10)) continue;  // every level but under the sanitizers
        CHECK(generate_unique(n, std::stoull(lv.tag("seed")), solver) == b);
        const Analysis a = analyse(b);
        CHECK(a.solvable);
        CHECK(a.unique());
        CHECK(std::to_string(a.reachable_states) == lv.tag("reachable"));
    }
    CHECK(per_level.size() == 35);
    for (auto [level, count] : per_level) {
        CHECK(count >= 3);
        CHECK(count <= 8);
    }
    CHECK(pack_level_balls(1) == 3);
    CHECK(pack_level_balls(35) == 14);
}
