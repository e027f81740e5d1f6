// Sweet Spots rules on hand-made boards: moves, the win rule, conflicts, check, hint, solve and the CLI.
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

#include "game/core/text.h"
#include "game/sweetspots/cli.h"
#include "game/sweetspots/rules.h"
#include "tests/temp_path.h"

namespace pz {
const GameType& sweetspots_game();
}

using namespace pz;
using namespace pz::sweetspots;

namespace {

// A 5x5 board with one solution: chests at (0,2) (1,4) (2,0) (3,3) (4,1), checked by hand.
const char* kUnique = "5k1:0012200022034443344433334";
// Zones are the rows: many solutions, good for rule checks.
const char* kRows = "5k1:0000011111222223333344444";

std::unique_ptr<SpotsPuzzle> load(std::string_view line) {
    size_t colon = line.find(':');
    auto p = parse_params(line.substr(0, colon));
    REQUIRE(p.ok());
    auto b = parse_desc(*p, line.substr(colon + 1));
    REQUIRE(b.ok());
    auto puzzle = SpotsPuzzle::make(*b);
    REQUIRE(puzzle.ok());
    return std::move(*puzzle);
}

StatePtr play(const SpotsPuzzle& p, StatePtr s, std::string_view move) {
    auto next = p.apply(*s, move);
    INFO(move);
    REQUIRE(next.ok());
    return *next;
}

std::string apply_error(const SpotsPuzzle& p, std::string_view move) {
    auto next = p.apply(*p.initial(), move);
    REQUIRE(!next.ok());
    return next.error().message;
}

} // namespace

TEST_CASE("moves set cells, the state text shows them") {
    auto p = load(kRows);
    StatePtr s = p->initial();
    CHECK(s->text() == "...../...../...../...../.....");
    s = play(*p, s, "chest 0,1");
    s = play(*p, s, "mark 1,0 1,1 1,2");
    CHECK(s->text() == ".*.../xxx../...../...../.....");
    s = play(*p, s, "clear 1,1");
    CHECK(s->text() == ".*.../x.x../...../...../.....");
    s = play(*p, s, "restore ..*../x..../...../...../....*");
    CHECK(s->text() == "..*../x..../...../...../....*");
    CHECK(p->hud(*s) == "Chests 2/5");
}

TEST_CASE("auto-marking marks what a chest rules out") {
    auto p = load(kRows);
    StatePtr s = play(*p, p->initial(), "chest 2,2 auto");
    // Neighbours, and the rest of row 2 (= zone 2) and column 2, which the chest fills (k = 1).
    CHECK(s->text() == "..x../.xxx./xx*xx/.xxx./..x..");
    // Marks never cover chests already placed.
    StatePtr t = play(*p, play(*p, p->initial(), "chest 0,0"), "chest 2,0 auto");
    CHECK(t->text() == "*..../xx.../*xxxx/xx.../x....");
}

TEST_CASE("malformed and no-op moves are errors, never crashes") {
    auto p = load(kRows);
    CHECK(apply_error(*p, "") == "empty move");
    CHECK(apply_error(*p, "dig 1,1").find("unknown move 'dig'") == 0);
    CHECK(apply_error(*p, "chest") == "chest needs at least one cell ROW,COLUMN");
    CHECK(apply_error(*p, "chest 5,0").find("expected a row from 0 to 4") == 0);
    CHECK(apply_error(*p, "chest 0,-1").find("expected a column from 0 to 4") == 0);
    CHECK(apply_error(*p, "chest 1;1").find("expected a cell as ROW,COLUMN") == 0);
    CHECK(apply_error(*p, "mark 1,1 auto") == "'auto' follows a single chest: chest R,C auto");
    CHECK(apply_error(*p, "clear 2,2") == "C3 is already empty");
    CHECK(apply_error(*p, "restore .....") == "restore: expected '/' before row 2");
    CHECK(apply_error(*p, "restore ...../...../...../...../....q") == "restore: 'q' is not '.', 'x' or '*'");
    CHECK(apply_error(*p, "restore ...../...../...../...../......") == "restore: the position is longer than the 5x5 board");
    CHECK(apply_error(*p, "restore ...../...../...../...../.....") == "restore: that is the position already");
}

TEST_CASE("the win rule: k per row, column and zone, and no two chests touching") {
    auto p = load(kRows);
    StatePtr s = p->initial();
    CHECK(p->status(*s) == Status::Playing);
    // One per row and column, none touching: columns 1,3,0,2,4.
    StatePtr won = play(*p, s, "chest 0,1 1,3 2,0 3,2 4,4");
    CHECK(p->status(*won) == Status::Won);
    // Marks do not matter.
    CHECK(p->status(*play(*p, won, "mark 0,0 4,0")) == Status::Won);
    // A permutation with touching chests (columns 0,1,...) is not a win.
    CHECK(p->status(*play(*p, s, "chest 0,0 1,1 2,2 3,3 4,4")) == Status::Playing);
    // Two in a column is not a win.
    CHECK(p->status(*play(*p, s, "chest 0,1 1,3 2,1 3,4 4,2")) == Status::Playing);
    // One chest short is not a win.
    CHECK(p->status(*play(*p, s, "chest 0,1 1,3 2,0 3,2")) == Status::Playing);
}

TEST_CASE("conflicts: touching chests, crowded units, units with no room left") {
    auto p = load(kRows);
    auto st = [&](std::string_view move) { return play(*p, p->initial(), move); };
    {
        auto s = st("chest 0,0 1,1");
        auto c = p->conflicts(*as_spots(*s));
        CHECK(c.cell[0] == 1);
        CHECK(c.cell[6] == 1);
        CHECK(c.units.empty());
    }
    {
        auto s = st("chest 0,0 0,2");  // two in row 0 (k = 1)
        auto c = p->conflicts(*as_spots(*s));
        CHECK(c.units == std::vector<int>{0, 10});  // row 0 and zone 0 (the same cells here)
        CHECK(c.cell[0] == 1);
        CHECK(c.cell[2] == 1);
        CHECK(c.cell[1] == 0);
    }
    {
        auto s = st("mark 0,3 1,3 2,3 3,3 4,3");  // column 3 has no room
        auto c = p->conflicts(*as_spots(*s));
        CHECK(c.units == std::vector<int>{8});
        CHECK(c.any());
    }
    CHECK(!p->conflicts(*as_spots(*p->initial())).any());
}

TEST_CASE("check finds the first mistake against the unique solution") {
    auto p = load(kUnique);
    CHECK(p->unique());
    auto s = play(*p, p->initial(), "chest 0,2");
    CHECK(!p->check(*as_spots(*s)));
    auto wrong = play(*p, s, "chest 4,4");
    auto m = p->check(*as_spots(*wrong));
    REQUIRE(m);
    CHECK(m->cell == 24);
    CHECK(m->reason == "The chest at E5 is not part of the solution.");
    auto marked = play(*p, s, "mark 1,4");
    m = p->check(*as_spots(*marked));
    REQUIRE(m);
    CHECK(m->cell == 9);
    // On a board with several solutions, only a position no solution agrees with is a mistake.
    auto rows = load(kRows);
    CHECK(!rows->check(*as_spots(*play(*rows, rows->initial(), "chest 0,0"))));
    auto bad = rows->check(*as_spots(*play(*rows, rows->initial(), "chest 0,0 1,1")));
    REQUIRE(bad);
    CHECK(bad->cell == -1);
}

TEST_CASE("hints are the next deduction with a reason, they lead to the win") {
    auto p = load(kUnique);
    StatePtr s = p->initial();
    auto h = p->hint(*s);
    REQUIRE(h.ok());
    CHECK(h->move == "chest 0,2");
    CHECK(h->reason == "Zone 2 needs 1 chest more and has only that one open cell left, so the chest goes there.");
    CHECK(h->nudge == "Look at zone 2.");
    CHECK(h->move_name == "chest at C1");
    s = play(*p, s, h->move);
    h = p->hint(*s);
    REQUIRE(h.ok());
    CHECK(h->move == "mark 0,1 0,3 1,1 1,2 1,3");
    CHECK(h->reason == "Chests never touch, so the cells around the chest at C1 are empty.");
    // A wrong chest is pointed out first.
    auto wrong = play(*p, s, "chest 4,4");
    h = p->hint(*wrong);
    REQUIRE(h.ok());
    CHECK(h->move == "clear 4,4");
    // Following hints wins.
    for (int i = 0; i < 40 && p->status(*s) != Status::Won; ++i) {
        auto next = p->hint(*s);
        REQUIRE(next.ok());
        s = play(*p, s, next->move);
    }
    CHECK(p->status(*s) == Status::Won);
    CHECK(!p->hint(*s).ok());
}

TEST_CASE("solve gives the solution's chests and clears wrong ones") {
    auto p = load(kUnique);
    auto s = play(*p, p->initial(), "chest 4,4");
    auto moves = p->solve(*s);
    REQUIRE(moves.ok());
    CHECK(*moves == std::vector<std::string>{"clear 4,4", "chest 0,2", "chest 1,4", "chest 2,0", "chest 3,3", "chest 4,1"});
    for (const auto& m : *moves) s = play(*p, s, m);
    CHECK(p->status(*s) == Status::Won);
}

TEST_CASE("the game type loads, rejects and generates") {
    const GameType& g = sweetspots_game();
    CHECK(g.id() == "sweetspots");
    CHECK(g.title() == "Sweet Spots");
    auto ok = g.load("5k1", "0012200022034443344433334");
    REQUIRE(ok.ok());
    CHECK((*ok)->params() == "5k1");
    CHECK((*ok)->description() == "0012200022034443344433334");
    CHECK(!g.load("5k1", "0012200022034443344433").ok());
    // Zone 0 is the corner cell and zone 1 the cell beside it: both need a chest, and they touch.
    // It loads (an imported puzzle is played and found out), and says so as it opens.
    auto none = g.load("5k1", "0122222222333334444444444");
    REQUIRE(none.ok());
    CHECK((*none)->notice().find("no solution") != std::string::npos);
    CHECK((*ok)->notice().empty());
    for (const auto& preset : g.presets()) CHECK(parse_params(preset.params).ok());
    // Endless offers Easy with 2 chests too.
    auto presets = g.presets();
    CHECK(std::any_of(presets.begin(), presets.end(), [](const Preset& p) { return p.params == "8k2de"; }));
    // A generated game keeps its grade in params (records and statistics group by it); pack
    // levels carry none (their grade is the pack line's grade= tag).
    auto easy2 = g.generate("8k2de", 3);
    REQUIRE(easy2.ok());
    auto graded = g.load("8k2de", *easy2);
    REQUIRE(graded.ok());
    CHECK((*graded)->params() == "8k2de");
    CHECK((*g.load("8k2", *easy2))->params() == "8k2");
    CHECK((*g.load("8k2dE", *easy2))->params() == "8k2de");
    auto desc = g.generate("6k1dm", 5);
    REQUIRE(desc.ok());
    CHECK(*desc == *g.generate("6k1dm", 5));
    CHECK(g.load("6k1", *desc).ok());
}

TEST_CASE("CLI: solve, generate, check and errors") {
    const GameType& g = sweetspots_game();
    const std::string file = pz::test::temp_path("board.txt");
    REQUIRE(write_file_atomic(file, "0 0 1 2 2\n0 0 0 2 2\n0 3 4 4 4\n3 3 4 4 4\n3 3 3 3 4\n").ok());
    {
        std::ostringstream out, err;
        CHECK(g.cli({"solve", file, "--k", "1", "--json"}, out, err) == 0);
        CHECK(out.str() ==
              "{\"size\":5,\"k\":1,\"solutions\":1,\"capped\":false,\"solution\":[\"..*..\",\"....*\",\"*....\",\"...*.\",\".*...\"],"
              "\"difficulty\":\"easy\",\"techniques\":{\"neighbours\":4,\"full-unit\":5,\"only-room\":5}}\n");
    }
    {
        std::ostringstream out, err;
        CHECK(g.cli({"solve", file, "--json"}, out, err) == 2);
        CHECK(err.str().find("give it with --k") != std::string::npos);
    }
    {
        const std::string many = pz::test::temp_path("rows.txt");
        REQUIRE(write_file_atomic(many, "5 1\n0 0 0 0 0\n1 1 1 1 1\n2 2 2 2 2\n3 3 3 3 3\n4 4 4 4 4\n").ok());
        std::ostringstream out, err;
        CHECK(g.cli({"solve", many, "--max", "1000", "--json"}, out, err) == 0);
        // Permutations of 5 with no two neighbours in adjacent rows: 14.
        CHECK(out.str().find("\"solutions\":14,\"capped\":false") != std::string::npos);
        std::ostringstream out2, err2;
        CHECK(g.cli({"solve", many, "--max", "3", "--json"}, out2, err2) == 0);
        CHECK(out2.str().find("\"solutions\":3,\"capped\":true") != std::string::npos);
        CHECK(out2.str().find("\"difficulty\":\"not unique\"") != std::string::npos);
    }
    {
        const std::string bad = pz::test::temp_path("bad.txt");
        REQUIRE(write_file_atomic(bad, "0 0 1 2 2\n0 0 0 2 2\n0 3 4 4 4\n3 3 4 4 4\n3 3 3 3 0\n").ok());
        std::ostringstream out, err;
        CHECK(g.cli({"solve", bad, "--k", "1"}, out, err) == 2);
        CHECK(err.str() == "puzzlebox-tool: " + bad + ":5: zone 0 is not contiguous: row 4, column 4 is cut off from the rest of it\n");
    }
    {
        std::ostringstream out, err;
        CHECK(g.cli({"frobnicate"}, out, err) == 2);
        CHECK(g.cli({"solve", "/nonexistent/file"}, out, err) == 2);
        CHECK(g.cli({"solve", file, "--bogus"}, out, err) == 2);
    }
}

TEST_CASE("on a board with several solutions hints never lie, and on one with none there are none") {
    // Five zones in five columns: every placement keeping chests apart wins.
    auto p = load("5k1:0123401234012340123401234");
    REQUIRE(p->solutions() == 2);
    CHECK(p->notice().find("more than one solution") != std::string::npos);
    CHECK(p->summary(*p->initial(), {}).empty());  // no grade: the logic solver cannot finish it
    const auto all = count_solutions(p->board(), 1000, {}, true).all;
    REQUIRE(all.size() > 2);
    // Every solution that fits a position, as chest cells.
    auto fitting = [&](const SpotsState& s) {
        std::vector<std::vector<uint32_t>> out;
        for (const auto& rows : all) {
            bool fits = true;
            for (int i = 0; i < 25 && fits; ++i) {
                const bool chest = (rows[static_cast<size_t>(i / 5)] >> (i % 5)) & 1u;
                if ((s.at(i) == Spot::Chest && !chest) || (s.at(i) == Spot::Mark && chest)) fits = false;
            }
            if (fits) out.push_back(rows);
        }
        return out;
    };
    // From the empty board nothing is certain: no hint, and it says why.
    auto none_yet = p->hint(*p->initial());
    REQUIRE_FALSE(none_yet.ok());
    CHECK(none_yet.error().message.find("more than one solution") != std::string::npos);
    // After a chest, hints follow; each holds in every solution that fits the position.
    StatePtr s = play(*p, p->initial(), "chest 0,0");
    for (int step = 0; step < 30; ++step) {
        auto h = p->hint(*s);
        if (!h) break;
        const auto fits = fitting(*as_spots(*s));
        REQUIRE_FALSE(fits.empty());
        auto next = p->apply(*s, h->move);
        REQUIRE(next.ok());
        // The hint's move claims something of every fitting solution.
        for (const auto& rows : fits) {
            const SpotsState& after = *as_spots(**next);
            for (int i = 0; i < 25; ++i) {
                const bool chest = (rows[static_cast<size_t>(i / 5)] >> (i % 5)) & 1u;
                if (after.at(i) == Spot::Chest) CHECK(chest);
                if (after.at(i) == Spot::Mark) CHECK_FALSE(chest);
            }
        }
        s = *next;
    }
    // A position no solution fits gets no hint pointing anywhere, but a reason.
    auto stuck = p->hint(*play(*p, p->initial(), "chest 0,0 1,1"));
    REQUIRE_FALSE(stuck.ok());
    CHECK(stuck.error().message.find("no solution agrees") != std::string::npos);

    // No solution: it loads and plays, but says so, has no hints, no answer and no grade.
    auto none = load("5k1:0021122222333334444444444");
    CHECK(none->solutions() == 0);
    CHECK(none->notice().find("no solution") != std::string::npos);
    CHECK_FALSE(none->hint(*none->initial()).ok());
    CHECK_FALSE(none->solve(*none->initial()).ok());
    CHECK(none->summary(*none->initial(), {}).empty());
    CHECK(play(*none, none->initial(), "chest 0,0"));
    CHECK(none->status(*play(*none, none->initial(), "chest 0,0")) == pz::Status::Playing);
    // A unique board says nothing on opening.
    CHECK(load(kUnique)->notice().empty());
}
