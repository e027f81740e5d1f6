// Decodoku's hand-made positions (issue 29): the text form round-trips, bad text gives one line
// naming the row or square, written noise arrives on time and then stops, a cleared board wins,
// the search finds the way, and the guided first puzzle's shown moves finish it.
#include <doctest/doctest.h>

#include <string>

#include "game/core/session.h"
#include "game/decodoku/rules.h"

using namespace pz;
using namespace pz::decodoku;

namespace {

const DecodokuState& now(const Session& s) { return as_decodoku(s.state()); }

std::string values(const DecodokuState& s) {
    std::string v;
    for (int i = 0; i < s.board.cells(); ++i) v += static_cast<char>('0' + s.board.value[static_cast<size_t>(i)]);
    return v;
}

} // namespace

TEST_CASE("position: its text round-trips, and groups are lettered in the order met") {
    for (const std::string text : {".../.2a4a/..4a|.../7a6a./.7a.", "..../.5a../..5a./....", "1a9a./.../.2b8b|.../.5a5a/..."}) {
        CAPTURE(text);
        auto p = parse_position(text);
        REQUIRE(p);
        CHECK(format_position(*p) == text);
        auto again = parse_position(format_position(*p));
        REQUIRE(again);
        CHECK(format_position(*again) == text);
    }
    auto p = parse_position(".../.2b8b/.5a5a");
    REQUIRE(p);
    CHECK(format_position(*p) == ".../.2a8a/.5b5b");
    CHECK(p->start.size == 3);
    CHECK(p->start.value[4] == 2);
    CHECK(p->start.cluster[4] == p->start.cluster[5]);
    CHECK(p->start.cluster[7] != p->start.cluster[4]);
    CHECK(p->start.next_label == 3);
}

TEST_CASE("position: bad text is a one-line error naming the row or square, never a crash") {
    const std::pair<const char*, const char*> cases[] = {
        {".../.2a4a", "position has 2 rows; a grid has 3 to 10"},
        {"..../.2a4a/..4a", "position row 1 has more than 3 squares"},
        {"../.2a4a/..4a", "position row 1 has 2 squares, expected 3"},
        {".../.0a4a/..4a", "position B2: '0' is neither '.' nor a number 1 to 9"},
        {".../.24a/..4a", "position B2: the 2 needs its group's letter a to z after it"},
        {".../.2A4a/..4a", "position B2: the 2 needs its group's letter"},
        {".../.2a4a/..4b", "position: group a adds up to 6, not a multiple of 10"},
        {".../.../...", "position has no numbers"},
        {"4a../.../6a..", "stretching from one side to the other"},
        {".../.2a8a/...|.../.../...", "burst 1 adds no numbers"},
        {".../.2a8a/...|.../.3c./.7c.|../..", "burst 2 has 2 rows"},
        {".../.2a8a/...|..../..../3a7a../....", "burst 1 is 4x4 but the position is 3x3"},
        {".../.2a8a/...|.../.3c./.6c.", "burst 1: group c adds up to 9"},
        {"", "position has 1 row"},
        {"|", "position has 1 row"},
    };
    for (const auto& c : cases) {
        const std::string text = c.first, want = c.second;
        CAPTURE(text);
        auto p = parse_position(text);
        REQUIRE_FALSE(p);
        CHECK(p.error().message.find(want) != std::string::npos);
        CHECK(p.error().message.find('\n') == std::string::npos);
    }
    // Through the game's own loading: the description is named, and so is a size that does not fit.
    CHECK(load_puzzle("3p", "xyz").error().message.find("expected s<seed> or a position") != std::string::npos);
    CHECK(load_puzzle("4p", ".../.2a8a/...").error().message == "description: the position is 3x3 but the params say 4x4");
    CHECK(load_puzzle("3p", ".../.2a8a/.#.").error().message.find("description: position B3") == 0);
    for (const char* junk : {"/", "//", "s", "s1/2", "1a/", "9z9z9z/////////", "|||", "./.|./.", "9a1a9a1a9a1a9a1a9a1a9a1a"}) {
        CAPTURE(std::string(junk));
        CHECK_FALSE(load_puzzle("3p", junk));
    }
    CHECK(load_puzzle("7n", "s42"));  // a seeded game loads as before
}

TEST_CASE("position: no noise until the written noise is due, then none, and a cleared board wins") {
    // One group of two 5s; slid back and forth, the burst comes after the fifth move.
    auto loaded = load_puzzle("4p", "..../.5a../..5a./....|..../..../..../3b7b..");
    REQUIRE(loaded);
    Session s(std::shared_ptr<const Puzzle>(std::move(*loaded)));
    CHECK(values(now(s)) == "0000050000500000");
    CHECK(now(s).scripted == 1);
    CHECK(s.status() == Status::Playing);
    for (const char* m : {"1,1L", "0,1R", "1,1L", "0,1R"}) REQUIRE(s.play(m));
    CHECK(now(s).bursts == 0);
    REQUIRE(s.play("1,1L"));  // the fifth move: the written burst arrives after it
    CHECK(now(s).bursts == 1);
    CHECK(now(s).scripted == 0);
    CHECK(values(now(s)) == "0000500000503700");
    const auto& b = now(s).board;
    CHECK(b.cluster[12] == b.cluster[13]);
    CHECK(b.cluster[12] != b.cluster[4]);
    // No more noise: five more moves bring none.
    for (const char* m : {"0,1R", "1,1L", "0,1R", "1,1L", "0,1R"}) REQUIRE(s.play(m));
    CHECK(now(s).bursts == 1);
    CHECK_FALSE(now(s).noise_due());
    // Clearing the board wins; the summary and status line say so in words.
    for (const char* m : {"1,1D", "1,2R", "0,3R"}) REQUIRE(s.play(m));
    CHECK(now(s).board.cleared());
    CHECK(s.status() == Status::Won);
    CHECK(s.puzzle().summary(s.state(), {}) == "You cleared the board: solved.");
    CHECK(s.puzzle().hud(s.state()) == "The board is clear");
}

TEST_CASE("position: a burst landing on numbers joins their groups, as noise does") {
    auto p = parse_position("..../.5a../..5a./....|..../.5b5b./..../....");
    REQUIRE(p);
    Board b = p->start;
    add_burst(b, p->bursts[0]);
    CHECK(b.value[5] == 0);  // 5 + 5 = 10: the square is empty
    CHECK(b.cluster[5] == 0);
    CHECK(b.value[6] == 5);
    CHECK(b.cluster[6] == b.cluster[10]);  // the burst's 5 and the 5 its group landed on: one group
}

TEST_CASE("position: the search solves a hand-made board, a lost move is not winnable, a seeded game has no end") {
    auto loaded = load_puzzle("3p", ".../.2a4a/..4a|.../7a6a./.7a.");
    REQUIRE(loaded);
    std::shared_ptr<const Puzzle> puzzle = std::move(*loaded);
    Session s(puzzle);
    auto moves = puzzle->solve(s.state());
    REQUIRE(moves);
    CHECK(moves->size() == 4);  // two moves per group of three
    CHECK(puzzle->winnable(s.state()) == std::optional<bool>(true));
    for (const std::string& m : *moves) REQUIRE(s.play(m));
    CHECK(s.status() == Status::Won);
    // After the burst, the 6 on B2 moved right makes its group reach from A to C: lost.
    Session t(puzzle);
    REQUIRE(t.play("2,2U"));
    REQUIRE(t.play("1,1R"));
    CHECK(now(t).bursts == 1);
    REQUIRE(t.play("1,1R"));
    CHECK(t.status() == Status::Lost);
    CHECK(puzzle->winnable(t.state()) == std::optional<bool>(false));
    auto seeded = load_puzzle("7n", "s42");
    REQUIRE(seeded);
    CHECK_FALSE((*seeded)->solve(*(*seeded)->initial()));
    CHECK_FALSE((*seeded)->winnable(*(*seeded)->initial()));
}

TEST_CASE("position: a seeded game's state text is as it was, so recorded digests still match") {
    auto seeded = load_puzzle("7n", "s42");
    REQUIRE(seeded);
    CHECK((*seeded)->initial()->text().find(" k") == std::string::npos);
    auto made = load_puzzle("3p", ".../.2a8a/...");
    REQUIRE(made);
    CHECK((*made)->initial()->text().find(" k0") != std::string::npos);
}

TEST_CASE("guide: Decodoku's little board loads, and its shown moves, step by step, finish it") {
    const Guide g = guide();
    auto loaded = load_puzzle(g.params, g.desc);
    REQUIRE(loaded);
    CHECK((*loaded)->description() == g.desc);  // written in its canonical form
    Session s(std::shared_ptr<const Puzzle>(std::move(*loaded)));
    REQUIRE(g.steps.size() >= 2);
    CHECK(g.steps.back().kind == GuideStep::Kind::Finish);
    for (const GuideStep& step : g.steps) {
        CHECK(s.status() == Status::Playing);
        for (const std::string& m : step.moves) REQUIRE_MESSAGE(s.play(m), m);
    }
    CHECK(s.status() == Status::Won);
    CHECK(now(s).bursts == 1);  // the lesson showed noise once
}
