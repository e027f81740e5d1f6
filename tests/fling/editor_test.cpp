// Fling!'s editor (issue 40): the Designer's facts, now the Make screen's verdict. Boards worked out
// by hand: three balls in a row give three different two-ball boards that can win.
#include <doctest/doctest.h>

#include <algorithm>

#include "game/core/edit.h"
#include "game/core/game.h"
#include "game/fling/board.h"
#include "game/fling/solver.h"

namespace pz {
const GameType& fling_game();
}

namespace {

bool has(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

} // namespace

TEST_CASE("fling editor: taps add and remove balls, and the verdict follows") {
    const pz::GameType& g = pz::fling_game();
    REQUIRE(g.editor());
    const pz::Editor& e = *g.editor();
    // C3, B8 and G8: fling G8 left, then the two left are in line. One way to win.
    auto d = pz::draft_from_id(g, "fling:7x8:......./......./..o..../......./......./......./......./.o....o");
    REQUIRE(d);
    pz::EditSession s(g, *d);
    pz::Verdict v = e.judge(s.draft(), {});
    CHECK(v.kind == pz::Verdict::Kind::Unique);
    CHECK(v.note.find("1 of the 2 first flings") != std::string::npos);
    // The overlay: taking G8 away makes it unsolvable.
    CHECK(has(v.flips_solvable, "G8"));
    // A tap on a ball takes it away.
    CHECK(e.tap(s.draft(), "G8", "o") == "G8=.");
    REQUIRE(s.edit(e.tap(s.draft(), "G8", "o")));
    CHECK(s.draft().desc == "......./......./..o..../......./......./......./......./.o.....");
    CHECK(e.judge(s.draft(), {}).kind == pz::Verdict::Kind::None);
    s.undo();
    CHECK(s.draft() == *d);
    // Three balls in a row, a square apart: four first flings reach three different boards of
    // two balls in line, each of which wins.
    REQUIRE(s.edit("size=7x8"));  // one ball, on D4
    CHECK(e.judge(s.draft(), {}).kind == pz::Verdict::Kind::Unique);
    CHECK_FALSE(s.edit("D4=."));  // the last ball stays
    for (const char* cell : {"A1", "C1", "E1"}) REQUIRE(s.edit(std::string(cell) + "=o"));
    REQUIRE(s.edit("D4=."));
    CHECK(s.id() == "fling:7x8:o.o.o../......./......./......./......./......./......./.......");
    v = e.judge(s.draft(), {});
    CHECK(v.kind == pz::Verdict::Kind::Several);
    CHECK(v.count == 3);
    CHECK(pz::verdict_text(v) == "several");
    // Bad edits change nothing.
    const pz::Draft before = s.draft();
    for (const char* bad : {"A1=x", "H1=o", "A9=o", "A1", "size=8x8"}) CHECK_FALSE_MESSAGE(s.edit(bad), bad);
    CHECK(s.draft() == before);
    CHECK_FALSE(pz::draft_from_id(g, "sweetspots:5k1:0000011111222223333344444"));
}

TEST_CASE("fling editor: a board too big to settle here says unknown at once") {
    const pz::GameType& g = pz::fling_game();
    pz::EditSession s(g, *g.editor()->blank("7x8"));
    // Every other square holds a ball: 28 balls, billions of reachable boards.
    REQUIRE(s.edit("D4=o"));
    for (int sq = 0; sq < pz::fling::kSquares; ++sq)
        if ((sq % pz::fling::kWidth + sq / pz::fling::kWidth) % 2 == 0)
            REQUIRE(s.edit(pz::cell_label(sq / pz::fling::kWidth, sq % pz::fling::kWidth) + "=o"));
    const pz::Verdict v = g.editor()->judge(s.draft(), {pz::fling::kInteractiveBoards});
    CHECK(v.kind == pz::Verdict::Kind::Unknown);
    CHECK(pz::verdict_text(v) == "unknown");
    CHECK(v.flips_solvable.empty());
    CHECK_FALSE(v.note.empty());
}
