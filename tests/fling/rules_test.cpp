// Hand-checked boards for every Fling! rule, the text formats and their error messages.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "engine/rng.h"
#include "game/core/game.h"
#include "game/fling/board.h"
#include "game/fling/board_table.h"
#include "game/fling/rules.h"

using namespace pz;
using namespace pz::fling;

namespace {

// Rows given top to bottom; short boards are padded with empty rows.
Board rows(std::initializer_list<const char*> r) {
    std::string text;
    int n = 0;
    for (const char* row : r) { text += row; text += "\n"; ++n; }
    for (; n < kHeight; ++n) text += ".......\n";
    auto b = parse_board(text);
    REQUIRE(b.ok());
    return *b;
}

Board play(Board b, const char* move) {
    auto m = parse_move(move);
    REQUIRE(m.ok());
    REQUIRE(is_legal(b, m->square, m->dir));
    return apply_fling(b, m->square, m->dir);
}

} // namespace

TEST_CASE("a fling stops next to the ball it hits, which flies off the board") {
    const Board b = rows({"o...o.."});
    CHECK(play(b, "0,0R") == rows({"...o..."}));
    CHECK(play(b, "4,0L") == rows({".o....."}));
    const Board v = rows({"..o....", ".......", ".......", "..o...."});
    CHECK(play(v, "2,0D") == rows({".......", ".......", "..o....", "......."}));
    CHECK(play(v, "2,3U") == rows({".......", "..o....", ".......", "......."}));
}

TEST_CASE("a ball next to another cannot be flung into it") {
    const Board b = rows({"oo....o"});
    CHECK_FALSE(is_legal(b, 0, Right));
    CHECK(illegal_reason(b, Move{0, Right}).find("touches") != std::string::npos);
    // The ball on 1,0 can go right: the ball on 6,0 lies ahead with a gap.
    CHECK(is_legal(b, 1, Right));
    CHECK(play(b, "1,0R") == rows({"o....o."}));
}

TEST_CASE("a ball with nothing ahead cannot be flung off the board") {
    const Board b = rows({"..o....", ".......", "....o.."});
    for (int sq : {2, 18})
        for (int d = 0; d < 4; ++d) CHECK_FALSE(is_legal(b, sq, static_cast<Dir>(d)));
    CHECK(legal_move_count(b) == 0);
    CHECK(illegal_reason(b, Move{2, Left}).find("off the board") != std::string::npos);
    CHECK(illegal_reason(b, Move{0, Left}).find("no ball") != std::string::npos);
    CHECK(illegal_reason(rows({"o.o...."}), Move{0, Left}).find("edge") != std::string::npos);
}

TEST_CASE("chains: a touching ball passes the motion on, a free one moves on until it hits") {
    // Chain of 2 touching: the hit ball stays, the one behind it leaves.
    CHECK(play(rows({"o..oo.."}), "0,0R") == rows({"..oo..."}));
    // Chain of 3 with gaps: every ball moves up to the next one, the last leaves.
    CHECK(play(rows({"o.o.o.o"}), "0,0R") == rows({".o.o.o."}));
    // Chain of 4 mixing touching and gaps.
    CHECK(play(rows({"o..oo.o", ".......", "......."}), "0,0R") == rows({"..oo.o."}));
    // Vertical chain of 4 balls ahead, flung up from the bottom row.
    const Board col = rows({"...o...", "...o...", ".......", "...o...", ".......", "...o...", ".......", "...o..."});
    // 3,7 stops on 3,6; 3,5 moves to 3,4; 3,3 moves to 3,2; 3,1 touches 3,0, which leaves.
    CHECK(play(col, "3,7U") == rows({".......", "...o...", "...o...", ".......", "...o...", ".......", "...o...", "......."}));
}

TEST_CASE("every move removes exactly one ball") {
    const Board b = rows({"o.o.o.o", ".o...o.", "..o.o..", "o.....o", "...o...", "o.o.o.o"});
    for_each_move(b, [&](Move, Board c) { CHECK(popcount(c) == popcount(b) - 1); });
}

TEST_CASE("two different moves can give the same board") {
    const Board b = rows({"o.o...."});
    CHECK(play(b, "0,0R") == play(b, "2,0L"));
    Children ch;
    distinct_children(b, ch);
    CHECK(legal_move_count(b) == 2);
    CHECK(ch.count == 1);
}

TEST_CASE("distinct children are exactly the moves' boards with repeats dropped") {
    CHECK(play(rows({"o.o.o.o"}), "0,0R") == play(rows({"o.o.o.o"}), "6,0L"));
    CHECK(play(rows({"o.o..o."}), "0,0R") != play(rows({"o.o..o."}), "5,0L"));
    Rng rng(31);
    // Subsets of a checkerboard have many evenly spaced lines, where the repeats happen.
    uint64_t checker = 0;
    for (int sq = 0; sq < kSquares; ++sq)
        if ((square_x(sq) + square_y(sq)) % 2 == 0) checker |= bit(sq);
    int repeats = 0;
    for (int i = 0; i < 4000; ++i) {
        const uint64_t from = i % 2 ? checker : kAllSquares;
        Board b = 0;
        for (int sq = 0; sq < kSquares; ++sq)
            if ((from >> sq & 1) && rng.below(3) == 0) b |= bit(sq);
        std::vector<Board> expected, got;
        for_each_move(b, [&](Move, Board c) {
            for (Board e : expected)
                if (e == c) { ++repeats; return; }
            expected.push_back(c);
        });
        Children ch;
        distinct_children(b, ch);
        INFO(board_desc(b));
        CHECK(std::vector<Board>(ch.board, ch.board + ch.count) == expected);  // in move order
        for_each_child(b, [&](Board c) { got.push_back(c); });
        CHECK(child_count(b) == static_cast<int>(got.size()));  // counted without making them
        std::sort(expected.begin(), expected.end());
        std::sort(got.begin(), got.end());
        CHECK(got == expected);
    }
    CHECK(repeats > 100);
}

TEST_CASE("a board table sized down keeps every board and value as it grows back, generation after generation") {
    BoardTable<uint32_t, true> t(16);
    Rng rng(8);
    for (int round = 0; round < 300; ++round) {  // past 255 generations, when the slots are really emptied
        t.clear_for(round % 3 == 0 ? 50000 : 1);    // the front of the memory, or all of it
        std::vector<Board> boards;
        const int n = round % 50 == 0 ? 20000 : 300;
        for (int i = 0; i < n; ++i) {
            const Board b = ((uint64_t{rng.below(1u << 28)} << 28) | rng.below(1u << 28)) | 1;
            const auto [slot, added] = t.find_or_insert(b, static_cast<uint32_t>(boards.size()));
            if (added) boards.push_back(b);
            else CHECK(boards[t.value(slot)] == b);
        }
        REQUIRE(t.size() == boards.size());
        for (size_t i = 0; i < boards.size(); ++i) {
            const long slot = t.find(boards[i]);
            REQUIRE(slot >= 0);
            CHECK(t.value(slot) == i);
        }
        CHECK(t.find(uint64_t{1} << 55) < 0);  // square 0 empty: never inserted
    }
}

TEST_CASE("move text round-trips and malformed moves name the problem") {
    auto m = parse_move("4,0D");
    REQUIRE(m.ok());
    CHECK(m->square == 4);
    CHECK(m->dir == Down);
    CHECK(move_text(*m) == "4,0D");
    CHECK(move_text(Move{55, Left}) == "6,7L");
    CHECK(!parse_move("").ok());
    CHECK(parse_move("7,0D").error().message.find("column") != std::string::npos);
    CHECK(parse_move("1,8D").error().message.find("row") != std::string::npos);
    CHECK(parse_move("1,1X").error().message.find("direction") != std::string::npos);
    CHECK(parse_move("11D").error().message.find("x,yD") != std::string::npos);
}

TEST_CASE("board files: comments and blank lines around the board, errors name the line") {
    auto ok = parse_board("# a board\n\n.......\n..o....\n.......\n.......\n.......\n.......\n.......\n....o..\n\n# end\n");
    REQUIRE(ok.ok());
    CHECK(*ok == (bit(9) | bit(53)));
    CHECK(board_text(*ok) == ".......\n..o....\n.......\n.......\n.......\n.......\n.......\n....o..\n");
    CHECK(parse_desc(board_desc(*ok)).value() == *ok);

    auto short_row = parse_board(".......\n..o...\n");
    REQUIRE(!short_row.ok());
    CHECK(short_row.error().line == 2);
    CHECK(describe(short_row.error(), "b.txt") == "b.txt:2: row 1 has 6 characters, expected 7");
    auto bad_char = parse_board(".......\n..x....\n");
    CHECK(bad_char.error().line == 2);
    CHECK(bad_char.error().message.find("'x'") != std::string::npos);
    auto few = parse_board(".......\n..o....\n");
    CHECK(few.error().message == "the board has 2 rows, expected 8");
    std::string nine;
    for (int i = 0; i < 9; ++i) nine += "..o....\n";
    CHECK(parse_board(nine).error().line == 9);
    CHECK(parse_board(nine).error().message.find("extra") != std::string::npos);
    std::string split = "..o....\n\n";
    for (int i = 0; i < 7; ++i) split += "..o....\n";
    CHECK(parse_board(split).error().line == 2);
    std::string empty;
    for (int i = 0; i < 8; ++i) empty += ".......\n";
    CHECK(parse_board(empty).error().message == "the board has no balls");
    CHECK(!parse_desc("......./.......").ok());
    CHECK(!parse_desc(".......").ok());
}

TEST_CASE("the puzzle applies text moves, detects win and loss, hints and solves") {
    const GameType& g = fling_game();
    CHECK(g.id() == "fling");
    CHECK(g.title() == "Fling!");
    // hog2-level1-1: 6,7L then 2,7U wins; 2,2D first loses.
    const Board b = rows({".......", ".......", "..o....", ".......", ".......", ".......", ".......", ".o....o"});
    auto p = g.load("7x8b3", board_desc(b));
    REQUIRE(p.ok());
    auto& puzzle = **p;
    CHECK(puzzle.params() == "7x8");
    auto s0 = puzzle.initial();
    CHECK(puzzle.status(*s0) == Status::Playing);
    auto bad = puzzle.apply(*s0, "2,2U");
    REQUIRE(!bad.ok());
    CHECK(bad.error().message.find("off the board") != std::string::npos);
    CHECK(!puzzle.apply(*s0, "garbage").ok());
    auto lose = puzzle.apply(*s0, "1,7R");
    REQUIRE(lose.ok());
    CHECK(puzzle.status(**lose) == Status::Lost);
    CHECK(!puzzle.hint(**lose).ok());
    CHECK(!puzzle.solve(**lose).ok());
    auto h = puzzle.hint(*s0);
    REQUIRE(h.ok());
    CHECK(h->move == "6,7L");
    auto sol = puzzle.solve(*s0);
    REQUIRE(sol.ok());
    CHECK(sol->size() == 2);
    StatePtr s = s0;
    for (const auto& m : *sol) s = puzzle.apply(*s, m).value();
    CHECK(puzzle.status(*s) == Status::Won);
    CHECK(puzzle.hud(*s) == "1 ball");
    CHECK(s->text() == board_desc(board_of(*s)));

    CHECK(!g.load("7x8b4", board_desc(b)).ok());
    CHECK(!g.load("9x9", board_desc(b)).ok());
    CHECK(!g.load("7x8", "nonsense").ok());
    CHECK(g.load("", board_desc(b)).ok());
    CHECK(g.presets().front().params == "7x8b8");
    CHECK(g.level_packs() == std::vector<std::string>{"levels.txt"});
}
