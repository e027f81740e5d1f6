// Decodoku's editor (issue 40): positions worked out by hand (a group must add up to a multiple of
// 10 and not reach across the board), the written noise, the planner's note, bad edits that change
// nothing, and IDs that open again as the same draft.
#include <doctest/doctest.h>

#include "game/core/edit.h"
#include "game/core/game.h"

namespace pz {
const GameType& decodoku_game();
}

namespace {

pz::Verdict judge(const pz::EditSession& s) { return s.editor().judge(s.draft(), {}); }

} // namespace

TEST_CASE("decodoku editor: hand-made positions, number by number") {
    const pz::GameType& g = pz::decodoku_game();
    REQUIRE(g.editor());
    auto blank = g.editor()->blank("3");
    REQUIRE(blank);
    // A blank board is a pair of 5s in the middle row: one move cancels them.
    CHECK(blank->params == "3n");
    CHECK(blank->desc == ".../5a5a./...");
    pz::EditSession s(g, *blank);
    pz::Verdict v = judge(s);
    CHECK(v.kind == pz::Verdict::Kind::Unique);
    CHECK(v.grade.empty());
    CHECK(v.note.find("5 games") != std::string::npos);
    CHECK(v.note.find("clearing the board in 5") != std::string::npos);
    // A lone 5 adds up to 5: no position.
    REQUIRE(s.edit("B2=0"));
    CHECK(s.draft().desc == ".../5a../...");
    v = judge(s);
    CHECK(v.kind == pz::Verdict::Kind::None);
    CHECK(v.note.find('5') != std::string::npos);
    // A 5 on C2 touches no number: a group of its own, 5 again.
    REQUIRE(s.edit("C2=5"));
    CHECK(s.draft().desc == ".../5a.5b/...");
    CHECK(judge(s).kind == pz::Verdict::Kind::None);
    // In A2's group the two add up to 10, but they hold both side columns: lost at once.
    REQUIRE(s.edit("C2=5a"));
    CHECK(s.draft().desc == ".../5a.5a/...");
    v = judge(s);
    CHECK(v.kind == pz::Verdict::Kind::None);
    CHECK(v.note.find("across") != std::string::npos);
    // 3 on B2 joins the group beside it; 2 on B1 joins B2's: 5+3+2 on A2, B2, B1 with C2 gone makes 10.
    REQUIRE(s.edit("C2=0"));
    REQUIRE(s.edit("B2=3"));
    REQUIRE(s.edit("B1=2"));
    CHECK(s.draft().desc == ".2a./5a3a./...");
    CHECK(judge(s).kind == pz::Verdict::Kind::Unique);
    // A number changed keeps its group: 4 on B2 makes 11.
    REQUIRE(s.edit("B2=4"));
    CHECK(judge(s).kind == pz::Verdict::Kind::None);
    REQUIRE(s.edit("B2=3"));
    // Written noise: a 3 in the first burst is a group of 3; a 7 beside it makes it 10.
    REQUIRE(s.edit("C3/1=3"));
    CHECK(s.draft().desc == ".2a./5a3a./...|.../.../..3a");
    v = judge(s);
    CHECK(v.kind == pz::Verdict::Kind::None);
    CHECK(v.note.find("burst 1") != std::string::npos);
    REQUIRE(s.edit("B3/1=7"));
    CHECK(s.draft().desc == ".2a./5a3a./...|.../.../.7a3a");
    CHECK(judge(s).kind == pz::Verdict::Kind::Unique);
    // Clearing a burst's last numbers drops the burst.
    REQUIRE(s.edit("B3/1=0"));
    REQUIRE(s.edit("C3/1=0"));
    CHECK(s.draft().desc == ".2a./5a3a./...");
    // The noise at once, as the position's text writes it; the mode as a setting.
    REQUIRE(s.edit("noise=7a6a./.7a./.5b5b"));
    REQUIRE(s.edit("mode=1"));
    CHECK(s.draft().params == "3p");
    // Its ID opens again as the same draft.
    auto again = pz::draft_from_id(g, s.id());
    REQUIRE(again);
    CHECK(*again == s.draft());
    // Noise that covers the whole 3x3 as one group (1s and a 2, no pair adding up to 10) comes
    // when the board is cleared or after 5 moves: one move cannot break it, so the game is lost
    // whatever the player does.
    auto doomed = g.editor()->apply(*blank, "noise=1a1a1a/1a1a1a/1a1a2a");
    REQUIRE(doomed);
    v = g.editor()->judge(*doomed, {});
    CHECK(v.kind == pz::Verdict::Kind::None);
    CHECK(v.note == "No way to clear the board");
    // The guided first puzzle opens as it is written, and can be cleared.
    auto guide = pz::draft_from_id(g, "decodoku:3p:.../.2a4a/..4a|7a6a./.7a./.5b5b");
    REQUIRE(guide);
    CHECK(guide->desc == ".../.2a4a/..4a|7a6a./.7a./.5b5b");
    CHECK(g.editor()->judge(*guide, {}).kind == pz::Verdict::Kind::Unique);
}

TEST_CASE("decodoku editor: a tap on a position keeps it one, as noise would") {
    const pz::GameType& g = pz::decodoku_game();
    const pz::Editor& e = *g.editor();
    pz::EditSession s(g, *e.blank("5"));
    CHECK(s.draft().desc == "...../...../.5a5a../...../.....");
    // A 7 on A1 comes with a 3 on B1, as one new group.
    CHECK(e.tap(s.draft(), "A1", "7") == "A1=+7");
    REQUIRE(s.edit(e.tap(s.draft(), "A1", "7")));
    CHECK(s.draft().desc == "7a3a.../...../.5b5b../...../.....");
    // On E1 the partner is D1 (inward at the edge); groups are lettered in the order they are met.
    REQUIRE(s.edit(e.tap(s.draft(), "E1", "4")));
    CHECK(s.draft().desc == "7a3a.6b4b/...../.5c5c../...../.....");
    // 2 more on C3 (5 + 2 = 7) with 8 on D3, which joins C3's group: 5 + 7 + 8 = 20.
    REQUIRE(s.edit(e.tap(s.draft(), "C3", "2")));
    CHECK(s.draft().desc == "7a3a.6b4b/...../.5c7c8c./...../.....");
    // 7 more on B1 makes 10: it vanishes, and its 3 moves on to C1 in A1's group.
    REQUIRE(s.edit(e.tap(s.draft(), "B1", "7")));
    CHECK(s.draft().desc == "7a.3a6b4b/...../.5c7c8c./...../.....");
    CHECK(e.judge(s.draft(), {}).kind == pz::Verdict::Kind::Unique);
    // Clear takes the whole group away; the last group stays.
    CHECK(e.tap(s.draft(), "A1", "0") == "A1=x");
    REQUIRE(s.edit("A1=x"));
    REQUIRE(s.edit("D1=x"));
    CHECK(s.draft().desc == "...../...../.5a7a8a./...../.....");
    auto last = s.edit("C3=x");
    REQUIRE_FALSE(last);
    CHECK(s.draft().desc == "...../...../.5a7a8a./...../.....");
    // A tap that would make a group reach from side to side is refused.
    REQUIRE(s.edit("size=3"));
    auto across = s.edit(e.tap(s.draft(), "C2", "5"));  // 5 on C2, B2's 5 + 5 vanishes: 5s on A2 and C2
    REQUIRE_FALSE(across);
    CHECK(across.error().message.find("across") != std::string::npos);
    // On a draft that is no position yet, a tap writes the number as it is.
    REQUIRE(s.edit("B2=0"));
    CHECK(e.tap(s.draft(), "C2", "5") == "C2=5");
}

TEST_CASE("decodoku editor: bad input is one line and changes nothing") {
    const pz::GameType& g = pz::decodoku_game();
    pz::EditSession s(g, *g.editor()->blank(g.editor()->sizes().front().params));
    const pz::Draft start = s.draft();
    CHECK(start.params == "7n");
    for (const char* bad : {"A1=10", "A1=y", "A1=+0", "A1=+x", "A1=+10", "A1=7A", "A1=0c", "A1=", "H1=1", "A8=1", "A1/2=1", "A1/0=1", "mode=2", "noise=5a5a.",
                            "noise=...../.", "colour=red", "A1", "=3"}) {
        auto r = s.edit(bad);
        CHECK_MESSAGE(!r, bad);
        if (!r) CHECK(r.error().message.find('\n') == std::string::npos);
        CHECK(s.draft() == start);
    }
    CHECK_FALSE(s.edit("size=2"));
    CHECK_FALSE(s.edit("size=11"));
    CHECK_FALSE(s.edit("size=7d"));
    CHECK_FALSE(s.can_undo());
    REQUIRE(s.edit("size=5p"));
    CHECK(s.draft().params == "5p");
    // A seeded game opens as its starting board, with no noise written: a position that loads.
    auto seeded = pz::draft_from_id(g, "decodoku:7d#20261129");
    REQUIRE(seeded);
    CHECK(seeded->params == "7n");
    auto seeded_loads = g.load(seeded->params, seeded->desc);
    CHECK_MESSAGE(seeded_loads, seeded->desc, " ", (seeded_loads ? std::string() : seeded_loads.error().message));
    CHECK(seeded->desc.find('|') == std::string::npos);
    // Another game's ID and a damaged one are refused.
    CHECK_FALSE(pz::draft_from_id(g, "bitflipper:3x3s3t0:000/000/000"));
    CHECK_FALSE(pz::draft_from_id(g, "decodoku:3n:.../5a4a./..."));
}
