// Generated boards over sizes, chest counts and grades the Custom form offers: each has exactly one
// solution by the row search (independent of the propagating search the generator uses) and its grade.
#include <doctest/doctest.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/core/game.h"
#include "game/core/job.h"
#include "game/sweetspots/generator.h"
#include "game/sweetspots/logic.h"
#include "game/sweetspots/solver.h"

using namespace pz::sweetspots;

namespace pz {
const GameType& sweetspots_game();
}

namespace {

// The board made for (n, k, grade, seed) is unique and at the grade asked (any grade when none).
void check_generated(int n, int k, std::optional<Grade> grade, uint64_t seed) {
    const Params p{n, k, grade.has_value(), grade.value_or(Grade::Easy)};
    INFO(p.text() << " seed " << seed);
    auto g = generate_board(p, seed);
    REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.error().message));
    INFO(format_desc(g->board));
    CHECK(count_solutions(g->board, 2, {}, true).count == 1);
    const Logic logic(g->board);
    CHECK(logic.solve(g->grade).solved);
    if (g->grade != Grade::Easy) CHECK_FALSE(logic.solve(static_cast<Grade>(static_cast<int>(g->grade) - 1)).solved);
    if (grade) CHECK(g->grade == *grade);
}

const std::vector<std::optional<Grade>> kGrades{std::nullopt, Grade::Easy, Grade::Medium, Grade::Hard, Grade::Expert};

} // namespace

// Kept to the sizes that generate in well under a second each, so the file stays quick; the
// benchmark (bench_sweetspots, BM_GenerateCustom) covers every combination the form offers.
TEST_CASE("one chest: sizes 5 to 8, every grade") {
    for (int n = kMinSize; n <= 8; ++n)
        for (const auto& grade : kGrades) check_generated(n, 1, grade, static_cast<uint64_t>(n));
}

TEST_CASE("two chests: sizes 8 to 10, every grade") {
    for (int n = 8; n <= 10; ++n)
        for (const auto& grade : kGrades) check_generated(n, 2, grade, 1);
}

// Issue 25 (item l): the Custom form offers only what is made in a few seconds, and says why not.
TEST_CASE("the largest board offered at each chest count and grade generates with one solution") {
    for (int k = 1; k <= 2; ++k)
        for (const auto& grade : kGrades) {
            const int n = largest_quick_size(k, grade.has_value(), grade.value_or(Grade::Easy));
            INFO("k " << k);
            REQUIRE(n >= (k == 1 ? 8 : 10));  // never narrower than the presets
            const Params offered{n, k, grade.has_value(), grade.value_or(Grade::Easy)};
            CHECK(quick_to_make(offered).ok());
            check_generated(n, k, grade, 1);
            const Params bigger{n + 1, k, grade.has_value(), grade.value_or(Grade::Easy)};
            if (bigger.n > kMaxSize) continue;
            auto refused = quick_to_make(bigger);
            REQUIRE_FALSE(refused.ok());
            CHECK(refused.error().message.find("minutes") != std::string::npos);  // a reason, in words
        }
    auto three = quick_to_make(Params{14, 3, false, Grade::Easy});
    REQUIRE_FALSE(three.ok());
    CHECK(three.error().message.find("14x14") != std::string::npos);
}

TEST_CASE("every preset is a board the Custom form offers") {
    for (const pz::Preset& preset : pz::sweetspots_game().presets()) {
        INFO(preset.params);
        auto p = parse_params(preset.params);
        REQUIRE(p.ok());
        CHECK(quick_to_make(*p).ok());
    }
}

TEST_CASE("the generator says how many boards it has tried, for the waiting sheet") {
    auto state = std::make_shared<pz::Job::State>();
    pz::Result<Generated> made = pz::fail("not made");
    pz::run_in_job(*state, [&] { made = generate_board(Params{10, 2, true, Grade::Medium}, 1); });
    REQUIRE(made.ok());
    CHECK(made->attempts > 1);
    const pz::Job job(state);  // as the generating sheet reads it
    CHECK(job.tries() == made->attempts);
    CHECK(job.fraction() < 0);  // how many tries a board takes is not known ahead
}
