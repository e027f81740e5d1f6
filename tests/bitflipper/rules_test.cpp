// Hand-checked BitFlipper rules: taps, neighbourhoods, params, descriptions, the text form, moves, play.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "game/bitflipper/rules.h"
#include "game/core/result.h"

using namespace pz::bitflipper;

namespace {

Rule rule(const char* params) {
    auto r = parse_params(params);
    REQUIRE_MESSAGE(r.ok(), params);
    return *r;
}

std::string params_error(const char* params) {
    auto r = parse_params(params);
    REQUIRE_FALSE(r.ok());
    return r.error().message;
}

std::string text_error(const char* text) {
    auto f = parse_text(text);
    REQUIRE_FALSE(f.ok());
    return pz::describe(f.error(), "b.txt");
}

} // namespace

TEST_CASE("a tap adds 1 to the cell and 2 to each neighbour, mod S (1x3 row, every S)") {
    for (int s = 3; s <= 9; ++s) {
        CAPTURE(s);
        Rule r = rule(("1x3s" + std::to_string(s) + "t0").c_str());
        Board b{0, 0, 0};
        tap(r, b, 1);
        CHECK(b == Board{2, 1, 2});
        tap(r, b, 0);
        const auto three = static_cast<uint8_t>(3 % s);
        CHECK(b == Board{three, three, 2});
        b = {0, 0, 0};
        tap(r, b, 2, 2);  // two taps at once
        CHECK(b == Board{0, static_cast<uint8_t>(4 % s), 2});
        b = {1, 2, 0};
        tap(r, b, 0, s);  // S taps change nothing
        CHECK(b == Board{1, 2, 0});
        tap(r, b, 0, -1);  // a negative count is S - 1 taps
        CHECK(b == Board{0, 0, 0});
    }
    // 3 states: the classic 1x3 puzzle, 1 2 0 solved by one tap on the left cell... from 2 1 0.
    Rule r3 = rule("1x3s3t0");
    Board b{2, 1, 0};
    tap(r3, b, 0);
    CHECK(b == Board{0, 0, 0});
    CHECK(solved(r3, b));
}

TEST_CASE("neighbourhoods are data: orthogonal, diagonal, king, torus") {
    CHECK(rule("3x3s3t0").neighbours(0) == std::vector<int>{1, 3});
    CHECK(rule("3x3s3t0").neighbours(4) == std::vector<int>{1, 3, 5, 7});
    CHECK(rule("3x3s3t0x").neighbours(4) == std::vector<int>{0, 2, 6, 8});
    CHECK(rule("3x3s3t0x").neighbours(0) == std::vector<int>{4});
    CHECK(rule("3x3s3t0k").neighbours(4) == std::vector<int>{0, 1, 2, 3, 5, 6, 7, 8});
    CHECK(rule("3x3s3t0k").neighbours(0) == std::vector<int>{1, 3, 4});
    CHECK(rule("3x3s3t0w").neighbours(0) == std::vector<int>{1, 2, 3, 6});
    CHECK(rule("3x3s3t0xw").neighbours(0) == std::vector<int>{4, 5, 7, 8});
    CHECK(rule("3x3s3t0kw").neighbours(0).size() == 8);
    // A torus narrower than the shape folds offsets: each reached cell counts once, never itself.
    CHECK(rule("1x3s3t0w").neighbours(0) == std::vector<int>{1, 2});
    CHECK(rule("2x2s3t0w").neighbours(0) == std::vector<int>{1, 2});
    CHECK(rule("1x1s3t0kw").neighbours(0).empty());
    // The generic adds: Lights Out adds 1 to the cell and its neighbours with 2 states.
    Rule lo = rule("3x3s2t0a1b1");
    Board b(9, 0);
    tap(lo, b, 4);
    CHECK(b == Board{0, 1, 0, 1, 1, 1, 0, 1, 0});
    tap(lo, b, 4);
    CHECK(solved(lo, b));
    Rule odd = rule("1x3s5t0a3b4");
    Board o{0, 0, 0};
    tap(odd, o, 0);
    CHECK(o == Board{3, 4, 0});
    // Torus row: the end cells are neighbours.
    Rule wr = rule("1x4s4t0w");
    Board w{0, 0, 0, 0};
    tap(wr, w, 0);
    CHECK(w == Board{1, 2, 0, 2});
}

TEST_CASE("params: normal form, tags, and every error") {
    CHECK(format_params(rule("5x5s6t0")) == "5x5s6t0");
    CHECK(format_params(rule("3x3s4t1kw")) == "3x3s4t1kw");
    CHECK(format_params(rule("5x5s2t0a1b1")) == "5x5s2t0a1b1");
    CHECK(format_params(rule("7x7s9t0xp30")) == "7x7s9t0xp30");
    CHECK(format_params(rule("3x3s3t0o")) == "3x3s3t0");
    CHECK(format_params(rule("3x3s3t0a1b2")) == "3x3s3t0");
    CHECK(format_params(rule(" 2x7s3t2 ")) == "2x7s3t2");
    Rule r = rule("2x4s7t3xwa2b5p9");
    CHECK(r.rows == 2);
    CHECK(r.cols == 4);
    CHECK(r.states == 7);
    CHECK(r.target == 3);
    CHECK(r.shape == Shape::Diagonal);
    CHECK(r.wrap);
    CHECK(r.self_add == 2);
    CHECK(r.neighbour_add == 5);
    CHECK(r.scramble == 9);
    CHECK(rule_tag(r) == "xwa2b5p9");
    CHECK(describe_rule(rule("5x5s6t1kw")) == "5x5, 6 states, target 1, king, torus");

    CHECK(params_error("5x5").find("bad params") == 0);
    CHECK(params_error("").find("bad params") == 0);
    CHECK(params_error("axbs3t0").find("bad params") == 0);
    CHECK(params_error("5x5s6").find("bad params") == 0);
    CHECK(params_error("8x3s3t0") == "rows must be 1..7, not 8");
    CHECK(params_error("3x0s3t0") == "columns must be 1..7, not 0");
    CHECK(params_error("3x3s10t0") == "states must be 2..9, not 10");
    CHECK(params_error("3x3s3t3") == "target must be 0..2, not 3");
    CHECK(params_error("5x5s2t0").find("leaves neighbours unchanged") != std::string::npos);
    CHECK(params_error("3x3s3t0a3b1") == "the self add must be 0..2, not 3");
    CHECK(params_error("3x3s3t0q").find("unknown neighbourhood tag 'q'") == 0);
    CHECK(params_error("3x3s3t0a1").find("expected 'a<self>b<neighbour>'") == 0);
    CHECK(params_error("3x3s3t0a1b").find("expected a number after 'b'") == 0);
    CHECK(params_error("3x3s3t0p0").find("scramble of 1..999") != std::string::npos);
    CHECK(params_error("3x3s3t0wk").find("unknown neighbourhood tag") == 0);
}

TEST_CASE("descriptions: rows of digits joined by '/'") {
    Rule r = rule("2x3s3t0");
    Board b{0, 1, 2, 1, 2, 0};
    CHECK(format_desc(r, b) == "012/120");
    CHECK(*parse_desc(r, "012/120") == b);
    CHECK(*parse_desc(r, "012120") == b);
    CHECK(parse_desc(r, "01/2120").error().message == "description row 1 has 2 cells, expected 3");
    CHECK(parse_desc(r, "0121").error().message == "description has 4 cells, expected 6 (2x3)");
    CHECK(parse_desc(r, "012/12a").error().message.find("has 'a' at position 7") != std::string::npos);
    CHECK(parse_desc(r, "012/123").error().message == "description value 3 at position 7 is not below 3 states");
    CHECK_FALSE(parse_desc(r, "").ok());
    CHECK_FALSE(parse_desc(r, "012/120/").ok());
}

TEST_CASE("the text form: header, rows, comments, and errors naming their line") {
    auto f = parse_text("# a comment\n2 3 4 1\n0 1 2\n\n321\n");
    REQUIRE(f.ok());
    CHECK(f->rule.rows == 2);
    CHECK(f->rule.states == 4);
    CHECK(f->rule.target == 1);
    CHECK(f->board == Board{0, 1, 2, 3, 2, 1});
    CHECK(format_text(f->rule, f->board) == "2 3 4 1\n0 1 2\n3 2 1\n");
    auto g = parse_text("5 5 2 0 a1b1\n11111\n11111\n11111\n11111\n11111\n");
    REQUIRE(g.ok());
    CHECK(g->rule.neighbour_add == 1);
    CHECK(format_text(g->rule, g->board).substr(0, 13) == "5 5 2 0 a1b1\n");
    auto k = parse_text("1 1 3 0 kw\n2\n");
    REQUIRE(k.ok());
    CHECK(k->board == Board{2});
    // Round trip.
    auto again = parse_text(format_text(g->rule, g->board));
    REQUIRE(again.ok());
    CHECK(again->board == g->board);

    CHECK(text_error("") == "b.txt:1: empty file: expected 'rows cols states target [tag]'");
    CHECK(text_error("\n# c\n2 3 4\n") == "b.txt:3: expected 'rows cols states target [tag]', got 3 fields");
    CHECK(text_error("9 3 4 0\n").find("b.txt:1: ") == 0);
    CHECK(text_error("2 3 4 4\n").find("b.txt:1: ") == 0);
    CHECK(text_error("2 3 4 0 zz\n").find("b.txt:1: unknown neighbourhood tag 'zz'") == 0);
    CHECK(text_error("2 3 2 0\n").find("leaves neighbours unchanged") != std::string::npos);
    CHECK(text_error("2 3 4 0\n0 1 2\n") == "b.txt:2: expected 2 rows of values, found 1");
    CHECK(text_error("2 3 4 0\n0 1 2\n0 1\n") == "b.txt:3: row 2 has 2 values, expected 3");
    CHECK(text_error("2 3 4 0\n0 1 2\n0 1 4\n").find("b.txt:3: ") == 0);
    CHECK(text_error("2 3 4 0\n0 1 2\n0 1 x\n").find("b.txt:3: ") == 0);
    CHECK(text_error("2 3 4 0\n012\n012\n3\n") == "b.txt:4: unexpected text after the 2 rows");
}

TEST_CASE("moves are 'r,c' from 0, malformed ones are one-line errors") {
    Rule r = rule("3x4s3t0");
    CHECK(*parse_move(r, "0,0") == 0);
    CHECK(*parse_move(r, "2,3") == 11);
    CHECK(*parse_move(r, " 1, 2 ") == 6);
    CHECK(format_move(r, 6) == "1,2");
    CHECK(parse_move(r, "12").error().message == "moves are 'r,c' (row and column from 0), not '12'");
    CHECK(parse_move(r, "1,2,3").error().message.find("moves are 'r,c'") == 0);
    CHECK_FALSE(parse_move(r, "").ok());
    CHECK_FALSE(parse_move(r, "a,b").ok());
    CHECK(parse_move(r, "3,0").error().message.find("in move '3,0'") != std::string::npos);
    CHECK_FALSE(parse_move(r, "0,4").ok());
    CHECK_FALSE(parse_move(r, "-1,0").ok());
}

TEST_CASE("each cell's taps are counted mod the states: as many as there are states count as none") {
    // Target 1: the board is never solved on the way.
    auto made = BitPuzzle::make(rule("1x3s3t1"), Board{0, 0, 0});
    REQUIRE(made.ok());
    const BitPuzzle& p = **made;
    pz::StatePtr s = p.initial();
    auto presses = [&] { return static_cast<const BitState&>(*s).presses; };
    CHECK(presses() == std::vector<uint8_t>{0, 0, 0});
    for (const char* m : {"0,1", "0,1", "0,2"}) s = *p.apply(*s, m);
    CHECK(presses() == std::vector<uint8_t>{0, 2, 1});
    s = *p.apply(*s, "0,1");  // the third tap on B1, with 3 states: as if it had never been tapped
    CHECK(presses() == std::vector<uint8_t>{0, 0, 1});
    CHECK(static_cast<const BitState&>(*s).taps == 4);
}

TEST_CASE("stars against par") {
    CHECK(stars(5, 5) == 3);
    CHECK(stars(4, 5) == 3);
    CHECK(stars(6, 5) == 2);
    CHECK(stars(8, 5) == 2);
    CHECK(stars(9, 5) == 1);
    CHECK(stars(2, 1) == 2);
    CHECK(stars(3, 1) == 1);
    // Stars say how much help was taken: a hint keeps a solve at par to 2, hints for half the par
    // or more to 1, a shown solution earns none.
    CHECK(stars(5, 5, {.hints = 1}) == 2);
    CHECK(stars(5, 5, {.hints = 3}) == 1);
    CHECK(stars(5, 5, {.hints = 5}) == 1);
    CHECK(stars(9, 5, {.hints = 1}) == 1);
    CHECK(stars(5, 5, {.hints = 0, .revealed = true}) == 0);
}

TEST_CASE("playing a puzzle: taps, counter, win, hint, solve, hud") {
    auto made = BitPuzzle::make(rule("1x3s3t0"), Board{2, 1, 0});
    REQUIRE(made.ok());
    const BitPuzzle& p = **made;
    CHECK(p.params() == "1x3s3t0");
    CHECK(p.description() == "210");
    CHECK(p.par() == 1);
    auto s0 = p.initial();
    CHECK(s0->text() == "210 taps 0");
    CHECK(p.status(*s0) == pz::Status::Playing);
    CHECK(p.hud(*s0) == "Taps 0 / par 1");

    auto h = p.hint(*s0);
    REQUIRE(h.ok());
    CHECK(h->move == "0,0");
    CHECK(h->reason == "Fewest taps left: 1 (one shortest way). Counting what its neighbours' taps add, A1 needs 1 tap of its own to reach 0.");
    CHECK(h->nudge == "Look at column A.");
    CHECK(h->cells == std::vector<std::string>{"A1"});
    CHECK(h->move_name == "tap A1");

    auto s1 = p.apply(*s0, "0,1");
    REQUIRE(s1.ok());
    CHECK((*s1)->text() == "122 taps 1");
    CHECK(p.apply(*s0, "0,3").error().message.find("column") != std::string::npos);
    CHECK(p.apply(*s0, "tap").error().message.find("moves are 'r,c'") == 0);

    auto solution = p.solve(**s1);
    REQUIRE(solution.ok());
    pz::StatePtr s = *s1;
    for (const auto& m : *solution) {
        auto next = p.apply(*s, m);
        REQUIRE(next.ok());
        s = *next;
    }
    CHECK(p.status(*s) == pz::Status::Won);
    // The HUD counts taps; the stars are the end bar's (summary), with the help taken.
    CHECK(p.hud(*s) == "Taps " + std::to_string(1 + solution->size()) + " / par 1");
    const int earned = stars(static_cast<int>(1 + solution->size()), 1);
    CHECK(p.summary(*s, {}).find(std::to_string(earned) + (earned == 1 ? " star." : " stars.")) != std::string::npos);
    CHECK(p.apply(*s, "0,0").error().message == "the board is already solved");
    CHECK(p.hint(*s).error().message == "the board is already solved");

    auto direct = p.apply(*s0, "0,0");
    REQUIRE(direct.ok());
    CHECK(p.status(**direct) == pz::Status::Won);
    CHECK(p.hud(**direct) == "Taps 1 / par 1");
    CHECK(p.summary(**direct, {}) == "Par 1 tap (the fewest); you took 1. 3 stars.");
}

TEST_CASE("hints follow an optimal solution, unsolvable boards say so") {
    auto made = BitPuzzle::make(rule("3x3s5t2"), Board{0, 1, 2, 3, 4, 0, 1, 2, 3});
    REQUIRE(made.ok());
    const BitPuzzle& p = **made;
    pz::StatePtr s = p.initial();
    const int par = p.par();
    REQUIRE(par > 0);
    // Following hints reaches the target in exactly par taps.
    for (int k = 0; k < par; ++k) {
        auto h = p.hint(*s);
        REQUIRE(h.ok());
        CHECK(h->reason.find("Fewest taps left: " + std::to_string(par - k)) == 0);
        CHECK(h->nudge.find("Look at row ") == 0);  // 3 rows: step 1 names the row
        auto next = p.apply(*s, h->move);
        REQUIRE(next.ok());
        s = *next;
    }
    CHECK(p.status(*s) == pz::Status::Won);

    // 2x2 with 3 states is singular: one cell at 1 cannot be fixed.
    auto stuck = BitPuzzle::make(rule("2x2s3t0"), Board{1, 0, 0, 0});
    REQUIRE(stuck.ok());
    CHECK((*stuck)->par() == -1);
    CHECK((*stuck)->hint(*(*stuck)->initial()).error().message == "no sequence of taps can make every cell 0");
    CHECK_FALSE((*stuck)->solve(*(*stuck)->initial()).ok());
    CHECK((*stuck)->hud(*(*stuck)->initial()) == "Taps 0");
    CHECK((*stuck)->optimal_taps(static_cast<const BitState&>(*(*stuck)->initial())).empty());

    CHECK_FALSE(BitPuzzle::make(rule("1x3s3t0"), Board{0, 0}).ok());
    CHECK_FALSE(BitPuzzle::make(rule("1x3s3t0"), Board{0, 0, 3}).ok());
}
