// BitFlipper's editor (issue 40): boards whose solution counts are known by hand (Lights Out's
// kernels) get the right verdict; bad edits leave the puzzle as it was; the session's undo.
#include <doctest/doctest.h>

#include "game/bitflipper/editor.h"
#include "game/core/edit.h"
#include "game/core/game.h"

namespace pz {
const GameType& bitflipper_game();
}

namespace {

pz::Verdict judge(const pz::EditSession& s) { return s.editor().judge(s.draft(), {}); }

} // namespace

TEST_CASE("bitflipper editor: Lights Out counts by hand") {
    const pz::GameType& g = pz::bitflipper_game();
    REQUIRE(g.editor());
    // 3x3 Lights Out: the tap matrix is invertible over GF(2), so every board has one solution.
    auto blank = g.editor()->blank("3x3s2t0a1b1");
    REQUIRE(blank);
    pz::EditSession s(g, *blank);
    CHECK(judge(s).kind == pz::Verdict::Kind::Unique);
    REQUIRE(s.edit("A1=1"));
    CHECK(pz::verdict_text(judge(s)) == "unique grade=easy");
    // 5x5 Lights Out: a kernel of two quiet patterns. A lone corner light cannot be put out; the
    // plus a tap on C3 makes has four solutions, which differ where the first quiet pattern taps.
    REQUIRE(s.edit("size=5x5s2t0a1b1"));
    REQUIRE(s.edit("A1=1"));
    CHECK(judge(s).kind == pz::Verdict::Kind::None);
    REQUIRE(s.edit("A1=0"));
    for (const char* cell : {"C3", "B3", "D3", "C2", "C4"}) REQUIRE(s.edit(std::string(cell) + "=1"));
    const pz::Verdict v = judge(s);
    CHECK(v.kind == pz::Verdict::Kind::Several);
    CHECK(v.count == 4);
    CHECK_FALSE(v.at_least);
    CHECK_FALSE(v.differ.empty());
    CHECK(pz::verdict_word(v.kind) == "several");
    CHECK(s.id() == "bitflipper:5x5s2t0a1b1:00000/00100/01110/00100/00000");
    // The ID opens again as the same draft.
    auto again = pz::draft_from_id(g, s.id());
    REQUIRE(again);
    CHECK(*again == s.draft());
}

TEST_CASE("bitflipper editor: settings are edits, and bad input is one line and changes nothing") {
    const pz::GameType& g = pz::bitflipper_game();
    pz::EditSession s(g, *g.editor()->blank(g.editor()->sizes().front().params));
    const pz::Draft start = s.draft();
    CHECK(start.params == "4x4s4t0");
    for (const char* bad : {"A1=4", "Z9=1", "E1=1", "A0=1", "rows=8", "states=10", "target=4", "wrap=2", "A1", "=3", "colour=red"}) {
        auto r = s.edit(bad);
        CHECK_MESSAGE(!r, bad);
        if (!r) CHECK(r.error().message.find('\n') == std::string::npos);
        CHECK(s.draft() == start);
    }
    CHECK_FALSE(s.edit("size=9x9s3t0"));
    CHECK_FALSE(s.edit("size=huge"));
    CHECK_FALSE(s.can_undo());
    REQUIRE(s.edit("D4=3"));
    REQUIRE(s.edit("rows=5"));
    CHECK(s.draft().desc == "0000/0000/0000/0003/0000");
    REQUIRE(s.edit("states=3"));
    CHECK(s.draft().params == "5x4s3t0");
    CHECK(s.draft().desc == "0000/0000/0000/0002/0000");
    REQUIRE(s.edit("wrap=1"));
    CHECK(s.draft().params == "5x4s3t0w");
    CHECK(s.edits().size() == 4);
    s.undo();
    s.undo();
    CHECK(s.draft().params == "5x4s4t0");
    s.redo();
    CHECK(s.draft().params == "5x4s3t0");
    // An edit after an undo drops what could be redone.
    REQUIRE(s.edit("target=1"));
    CHECK_FALSE(s.can_redo());
    // Another game's ID and a damaged one are refused.
    CHECK_FALSE(pz::draft_from_id(g, "fling:3:a1b2c3"));
    CHECK_FALSE(pz::draft_from_id(g, "bitflipper:3x3s2t0:01"));
    CHECK_FALSE(pz::draft_from_id(g, "nonsense"));
    // A seed ID opens the puzzle it makes.
    CHECK(pz::draft_from_id(g, "bitflipper:3x3s3t0#7"));
}
