// Sweet Spots' editor (issue 40): verdicts checked against a brute force written here (every
// permutation of columns, one chest per row, column and zone, no two touching), repainting rules,
// and bad edits that change nothing.
#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>

#include "game/core/edit.h"
#include "game/core/game.h"
#include "game/sweetspots/board.h"

namespace pz {
const GameType& sweetspots_game();
}

namespace {

// Solutions of a k=1 board by trying every permutation: independent of the game's solver.
uint64_t brute_count(const pz::Draft& d) {
    auto p = pz::sweetspots::parse_params(d.params);
    auto b = pz::sweetspots::parse_desc(*p, d.desc);
    const int n = b->n;
    std::vector<int> col(static_cast<size_t>(n));
    std::iota(col.begin(), col.end(), 0);
    uint64_t count = 0;
    do {
        bool ok = true;
        std::vector<int> zones(static_cast<size_t>(n), 0);
        for (int r = 0; r < n && ok; ++r) {
            const int c = col[static_cast<size_t>(r)];
            if (r > 0 && std::abs(col[static_cast<size_t>(r - 1)] - c) < 2) ok = false;
            if (++zones[static_cast<size_t>(b->zone_at(r, c))] > 1) ok = false;
        }
        count += ok;
    } while (std::next_permutation(col.begin(), col.end()));
    return count;
}

uint64_t verdict_count(const pz::Verdict& v) {
    return v.kind == pz::Verdict::Kind::None ? 0 : v.kind == pz::Verdict::Kind::Unique ? 1 : v.count;
}

} // namespace

TEST_CASE("sweetspots editor: verdicts match a brute force, edit by edit") {
    const pz::GameType& g = pz::sweetspots_game();
    REQUIRE(g.editor());
    const pz::Editor& e = *g.editor();
    pz::JudgeLimits wide;
    wide.count_cap = 1000;
    // A shipped easy level: unique, graded easy, with a first technique in the hint's words.
    auto d = pz::draft_from_id(g, "sweetspots:8k1:0000111200111113001111435011144361111443661714336666343366663333");
    REQUIRE(d);
    pz::EditSession s(g, *d);
    pz::Verdict v = e.judge(s.draft(), {});
    CHECK(pz::verdict_text(v) == "unique grade=easy");
    CHECK_FALSE(v.technique.empty());
    CHECK(brute_count(s.draft()) == 1);
    // Repaint cells one by one; each verdict's count agrees with the brute force.
    int checked = 0, overlays = 0;
    for (const char* edit : {"H1=1", "H2=1", "A8=6", "B8=6", "D4=1", "H3=2", "C1=0"}) {
        if (!s.edit(edit)) continue;
        ++checked;
        v = e.judge(s.draft(), wide);
        CHECK_MESSAGE(verdict_count(v) == brute_count(s.draft()), edit);
        if (v.kind != pz::Verdict::Kind::Several) continue;
        CHECK_FALSE(v.differ.empty());
        // The overlay: each outlined cell, repainted into some neighbouring zone, leaves one solution.
        for (const std::string& cell : v.flips_unique) {
            bool unique = false;
            for (int z = 0; z < 8 && !unique; ++z)
                if (auto d2 = e.apply(s.draft(), cell + "=" + std::to_string(z)))
                    unique = e.judge(*d2, wide).kind == pz::Verdict::Kind::Unique;
            CHECK_MESSAGE(unique, cell);
            ++overlays;
        }
    }
    // An edit of the unique level that leaves several solutions: repainting that cell back makes it
    // unique again, so the overlay outlines it.
    bool found = false;
    for (int cell = 0; cell < 64 && !found; ++cell)
        for (int z = 0; z < 8 && !found; ++z) {
            const std::string label = pz::cell_label(cell / 8, cell % 8);
            auto d2 = e.apply(*d, label + "=" + std::to_string(z));
            if (!d2 || *d2 == *d) continue;
            const pz::Verdict v2 = e.judge(*d2, wide);
            if (v2.kind != pz::Verdict::Kind::Several) continue;
            found = true;
            CHECK(std::find(v2.flips_unique.begin(), v2.flips_unique.end(), label) != v2.flips_unique.end());
            overlays += static_cast<int>(v2.flips_unique.size());
        }
    CHECK(found);
    CHECK(overlays > 0);
    CHECK(checked >= 4);
    // A blank 5x5 (one zone per row) has 14 solutions: the 5-queen-like placements of A002464.
    REQUIRE(s.edit("size=5k1"));
    v = e.judge(s.draft(), wide);
    CHECK(v.kind == pz::Verdict::Kind::Several);
    CHECK(v.count == 14);
    CHECK(brute_count(s.draft()) == 14);
    v = e.judge(s.draft(), {});  // the interactive cap: "more than 10"
    CHECK(v.at_least);
    CHECK(pz::verdict_line(v).find("10") != std::string::npos);
}

TEST_CASE("sweetspots editor: zones stay whole, and bad edits are one line that changes nothing") {
    const pz::GameType& g = pz::sweetspots_game();
    pz::EditSession s(g, *g.editor()->blank("6k1"));
    const pz::Draft start = s.draft();
    for (const char* bad : {"A1=2", "A1=9", "A1=x", "G1=1", "k=2", "n=13", "n=4", "A1"}) {
        auto r = s.edit(bad);
        CHECK_MESSAGE(!r, bad);
        CHECK(s.draft() == start);
    }
    CHECK_FALSE(s.edit("size=13k1"));
    CHECK_FALSE(s.edit("size=8x8"));
    // A1 joins zone 2 (row 2 touches it); then B1..F1 can follow, but the last cell of zone 1 cannot go.
    REQUIRE(s.edit("A1=1"));
    for (const char* cell : {"B1", "C1", "D1", "E1"}) REQUIRE(s.edit(std::string(cell) + "=1"));
    auto last = s.edit("F1=1");
    REQUIRE_FALSE(last);
    CHECK(last.error().message.find("zone 1") != std::string::npos);
    // Cutting a zone in two is refused.
    REQUIRE(s.edit("size=8k1"));
    auto cut = s.edit("D2=2");  // row 3's zone would take D2 and cut row 2's zone in two
    REQUIRE_FALSE(cut);
    CHECK(cut.error().message.find("zone 2 in two") != std::string::npos);
    CHECK(s.edit("k=2"));
    CHECK(s.draft().params == "8k2");
    // Another game's ID, a damaged one.
    CHECK_FALSE(pz::draft_from_id(g, "bitflipper:3x3s3t0:000/000/000"));
    CHECK_FALSE(pz::draft_from_id(g, "sweetspots:8k1:0001"));
}
