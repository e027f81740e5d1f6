// Generated boards over sizes, chest counts and grades the Custom form offers: each has exactly one
// solution by the row search (independent of the propagating search the generator uses) and its grade.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "game/sweetspots/generator.h"
#include "game/sweetspots/logic.h"
#include "game/sweetspots/solver.h"

using namespace pz::sweetspots;

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
