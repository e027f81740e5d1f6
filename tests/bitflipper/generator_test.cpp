// BitFlipper generation: golden seeds, solvability and par, grading, daily seeds, and the shipped Journey pack.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "game/bitflipper/generator.h"
#include "game/core/game.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"

using namespace pz::bitflipper;

namespace pz {
const GameType& bitflipper_game();
}

TEST_CASE("golden seeds: the same params and seed give the same board everywhere") {
    const auto& game = pz::bitflipper_game();
    // Pinned outputs: a change here changes every shipped level and saved daily puzzle.
    CHECK(*game.generate("1x3s3t0", 100004) == "012");
    CHECK(*game.generate("2x2s3t0", 1) == "02/21");
    CHECK(*game.generate("3x3s5t2", 7) == "443/403/402");
    CHECK(*game.generate("3x3s4t0k", 7) == "033/131/003");
    CHECK(*game.generate("7x7s9t0", 6700000) == "6058020/0548326/4706127/2650237/3875865/0170686/3331876");
    CHECK(*game.generate("5x5s6t0p18", 5100000) == "04004/21210/14421/21444/04302");
    CHECK(*game.generate("3x3s5t2", 7) == *game.generate("3x3s5t2", 7));
    CHECK(*game.generate("3x3s5t2", 7) != *game.generate("3x3s5t2", 8));
    CHECK_FALSE(game.generate("3x3s2t0", 1).ok());
    CHECK_FALSE(game.generate("nonsense", 1).ok());
}

TEST_CASE("generated boards are unsolved, solvable, and par is the fewest taps") {
    for (const char* p : {"1x3s3t0", "2x2s3t1", "3x3s6t0", "4x4s9t3", "5x5s6t0", "5x5s3t0", "4x5s5t0", "6x6s7t0w",
                          "7x7s9t0", "7x7s8t0kp20", "5x5s2t0a1b1"}) {
        CAPTURE(p);
        const Rule r = *parse_params(p);
        const TapSolver solver(r);
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            auto g = generate(solver, seed);
            REQUIRE(g.ok());
            CHECK_FALSE(solved(r, g->board));
            const Solution sol = solver.solve(g->board);
            REQUIRE(sol.solvable);
            CHECK(g->par == sol.min_taps);
            CHECK(g->par > 0);
            CHECK(g->solutions == solver.kernel_size());
            if (r.scramble) CHECK(g->par <= r.scramble);
            CHECK(g->grade == grade_name(difficulty_score(r, g->par, sol.min_patterns == 1)));
        }
    }
    // A rule whose taps change nothing cannot make a level.
    CHECK_FALSE(generate(*parse_params("1x1s3t0a0b1"), 1).ok());
}

TEST_CASE("difficulty grows with par, size, states and shape") {
    const Rule small = *parse_params("3x3s3t0");
    const Rule king = *parse_params("3x3s3t0k");
    const Rule big = *parse_params("7x7s9t0");
    CHECK(difficulty_score(small, 5, true) < difficulty_score(small, 9, true));
    CHECK(difficulty_score(small, 5, true) < difficulty_score(king, 5, true));
    CHECK(difficulty_score(small, 5, false) < difficulty_score(small, 5, true));
    CHECK(difficulty_score(small, 5, true) < difficulty_score(big, 5, true));
    CHECK(grade_name(0) == "easy");
    CHECK(grade_name(10) == "medium");
    CHECK(grade_name(20) == "hard");
    CHECK(grade_name(100) == "expert");
}

TEST_CASE("daily seeds depend only on the date") {
    CHECK(daily_seed(2026, 11, 23) == daily_seed(2026, 11, 23));
    CHECK(daily_seed(2026, 11, 23) != daily_seed(2026, 11, 24));
    CHECK(daily_seed(2026, 11, 23) != daily_seed(2025, 11, 23));
    CHECK(daily_seed(2026, 11, 23) == 4142533551170404143ull);
    std::set<std::string> kinds;
    for (int d = 1; d <= 28; ++d) {
        const std::string p = daily_params(2026, 2, d);
        CHECK(parse_params(p).ok());
        kinds.insert(p);
    }
    CHECK(kinds.size() > 3);
}

TEST_CASE("the shipped Journey pack regenerates from its seeds, every level solvable at its par") {
    auto pack = pz::load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/bitflipper/journey.txt");
    REQUIRE_MESSAGE(pack.ok(), (pack.ok() ? "" : pack.error().message));
    CHECK(pack->title == "Journey");
    REQUIRE(pack->levels.size() >= 60);
    const auto& game = pz::bitflipper_game();
    std::set<std::string> seen;
    int last_cells = 0;
    for (const pz::Level& lv : pack->levels) {
        CAPTURE(lv.line);
        auto rule = parse_params(lv.params);
        REQUIRE(rule.ok());
        auto seed = pz::parse_u64(lv.tag("seed"), "a seed");
        REQUIRE(seed.ok());
        auto desc = game.generate(lv.params, *seed);
        REQUIRE(desc.ok());
        CHECK(*desc == lv.desc);
        auto puzzle = game.load(lv.params, lv.desc);
        REQUIRE(puzzle.ok());
        const auto& bp = static_cast<const BitPuzzle&>(**puzzle);
        CHECK(bp.par() > 0);
        CHECK(std::to_string(bp.par()) == lv.tag("par"));
        // Playing the solver's taps through apply() wins in exactly par taps.
        auto moves = bp.solve(*bp.initial());
        REQUIRE(moves.ok());
        CHECK(static_cast<int>(moves->size()) == bp.par());
        pz::StatePtr s = bp.initial();
        for (const auto& m : *moves) s = *bp.apply(*s, m);
        CHECK(bp.status(*s) == pz::Status::Won);
        CHECK(seen.insert(lv.params + ":" + lv.desc).second);
        last_cells = rule->cells();
    }
    CHECK(pack->levels.front().params == "1x3s3t0");
    CHECK(last_cells == 49);
    // The file is exactly what the recipe builds.
    auto built = build_journey();
    REQUIRE(built.ok());
    auto file = pz::read_file(std::string(PZ_SOURCE_DIR) + "/levels/bitflipper/journey.txt");
    REQUIRE(file.ok());
    CHECK(*built == *file);
}

TEST_CASE("the shipped Journey pack never goes down a grade: easy, then medium, hard, expert") {
    auto pack = pz::load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/bitflipper/journey.txt");
    REQUIRE(pack.ok());
    const std::vector<std::string> order = {"easy", "medium", "hard", "expert"};
    size_t last = 0;
    std::set<std::string> grades;
    for (const pz::Level& lv : pack->levels) {
        CAPTURE(lv.line);
        const auto at = std::find(order.begin(), order.end(), lv.tag("grade"));
        REQUIRE(at != order.end());
        const auto rank = static_cast<size_t>(at - order.begin());
        CHECK(rank >= last);  // was: level 40, easy, after level 39, hard
        last = rank;
        grades.insert(lv.tag("grade"));
    }
    CHECK(grades.size() == order.size());
    CHECK(pack->levels.front().tag("grade") == "easy");
}
