// Fill-in play: moves as text, conflicts at junctions, crossed-off words, the win, hints and solve.
#include <doctest/doctest.h>

#include <algorithm>

#include "game/crossword/filler.h"
#include "game/crossword/rules.h"

using namespace pz::crossword;

namespace {

// Slots: 0 = across row 1, 1 = down column 1, 2 = down column 3, 3 = across row 3.
// Two fills, one the mirror of the other: CAT/COB/TUB/BIB and COB/CAT/BIB/TUB.
constexpr std::string_view kPuzzle = "***\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n";
// With a given T the fill is unique: CAT across the top.
constexpr std::string_view kGiven = "**T\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n";

std::unique_ptr<FillPuzzle> make(std::string_view text = kPuzzle) {
    auto f = parse_puzzle_file(text);
    REQUIRE(f.ok());
    auto p = FillPuzzle::make(std::move(*f));
    REQUIRE(p.ok());
    return std::move(*p);
}

pz::StatePtr play(const FillPuzzle& p, pz::StatePtr s, std::string_view move) {
    auto r = p.apply(*s, move);
    REQUIRE_MESSAGE(r.ok(), (r.ok() ? std::string() : r.error().message));
    return *r;
}

std::string error_of(const FillPuzzle& p, const pz::State& s, std::string_view move) {
    auto r = p.apply(s, move);
    REQUIRE_FALSE(r.ok());
    return r.error().message;
}

} // namespace

TEST_CASE("rules: the reference puzzle has a fill and starts empty") {
    auto p = make();
    const auto& sol = p->solution();
    REQUIRE(sol.size() == 4);
    auto s = p->initial();
    CHECK(s->text() == "...,...,...,...");
    CHECK(p->status(*s) == pz::Status::Playing);
    CHECK(p->params() == "3x3");
    CHECK(p->description() == "***/*.*/***|CAT,COB,TUB,BIB");
    CHECK(p->hud(*s) == "0/4 words");
}

TEST_CASE("rules: placing every word of the fill wins, clear and letters edit entries") {
    auto p = make();
    auto s = p->initial();
    for (size_t i = 0; i < p->solution().size(); ++i) s = play(*p, s, "place " + std::to_string(i) + " " + p->solution()[i]);
    CHECK(p->status(*s) == pz::Status::Won);
    CHECK(p->hud(*s) == "4/4 words");
    // Clearing an across slot leaves the letters the down words hold.
    auto c = play(*p, s, "clear 0");
    CHECK(c->text().substr(0, 3) == "...");
    CHECK(p->slot_text(as_fill(*c), 0)[0] == p->solution()[0][0]);
    CHECK(p->slot_text(as_fill(*c), 0)[1] == '.');
    CHECK(p->status(*c) == pz::Status::Playing);
    // Typing the missing middle letter completes the grid again.
    auto t = play(*p, c, std::string("letter 0,1 ") + static_cast<char>(p->solution()[0][1] - 'A' + 'a'));
    CHECK(p->status(*t) == pz::Status::Won);
    auto e = play(*p, t, "letter 0,1 .");
    CHECK(p->status(*e) == pz::Status::Playing);
}

TEST_CASE("rules: typed letters alone can win, with each slot read from its cells") {
    auto p = make();
    auto s = p->initial();
    const auto letters = letters_of(p->grid(), p->solution());
    for (int i = 0; i < 9; ++i)
        if (letters[static_cast<size_t>(i)]) s = play(*p, s, "letter " + std::to_string(i / 3) + "," + std::to_string(i % 3) + " " + std::string(1, letters[static_cast<size_t>(i)]));
    CHECK(p->status(*s) == pz::Status::Won);
}

TEST_CASE("rules: a junction where the words disagree is a conflict, and blocks the win") {
    auto p = make();
    auto s = play(*p, p->initial(), "place 0 CAT");
    s = play(*p, s, "place 1 TUB");  // starts with T where CAT has C
    const auto& f = as_fill(*s);
    const CellShow c = p->show(f, 0);
    CHECK(c.conflict);
    CHECK(c.letter == 'C');
    CHECK(c.other == 'T');
    CHECK(p->conflicts(f) == 1);
    CHECK(p->slot_text(f, 0) == "?AT");
    const auto off = p->crossed_off(f);
    CHECK(std::count(off.begin(), off.end(), true) == 0);
    // The hint fixes the clashing letter first.
    auto h = p->hint(*s);
    REQUIRE(h.ok());
    CHECK(h->move.rfind("letter 0,0 ", 0) == 0);
    // Typing over the junction sets both words' letter.
    auto t = play(*p, s, "letter 0,0 C");
    CHECK(p->conflicts(as_fill(*t)) == 0);
    CHECK(p->slot_text(as_fill(*t), 1) == "CUB");
}

TEST_CASE("rules: crossed-off words count repeats once per slot") {
    auto p = make("***\n***\nwords:\naaa\naaa\naa\naa\naa\n");
    auto s = play(*p, p->initial(), "place 0 AAA");
    auto off = p->crossed_off(as_fill(*s));
    CHECK(std::count(off.begin(), off.end(), true) == 1);
    s = play(*p, s, "place 4 AAA");
    off = p->crossed_off(as_fill(*s));
    CHECK(std::count(off.begin(), off.end(), true) == 5);  // the down pairs read AA now
    CHECK(p->status(*s) == pz::Status::Won);
}

TEST_CASE("rules: malformed and illegal moves are one-line errors") {
    auto p = make(kGiven);
    CHECK(p->solution() == std::vector<std::string>{"CAT", "COB", "TUB", "BIB"});
    auto s = p->initial();
    CHECK(s->text() == "..T,...,T..,...");  // given letters live in the entries from the start
    CHECK(error_of(*p, *s, "") == "empty move");
    CHECK(error_of(*p, *s, "jump 1") == "unknown move 'jump' (expected place, clear or letter)");
    CHECK(error_of(*p, *s, "place 9 CAT").find("a slot number from 0 to 3") != std::string::npos);
    CHECK(error_of(*p, *s, "place 0") == "expected 'place SLOT WORD'");
    CHECK(error_of(*p, *s, "place 0 DOG") == "DOG is not in the word list");
    CHECK(error_of(*p, *s, "place 0 C4T").find("letters A-Z only") != std::string::npos);
    CHECK(error_of(*p, *s, "place 0 COB") == "COB does not agree with the given T at C1");
    CHECK(error_of(*p, *s, "clear") == "expected 'clear SLOT'");
    CHECK(error_of(*p, *s, "letter 1,1 A") == "B2 is background");
    CHECK(error_of(*p, *s, "letter 0,2 B") == "C1 holds a given letter");
    CHECK(error_of(*p, *s, "letter 3,0 B").find("a row from 0 to 2") != std::string::npos);
    CHECK(error_of(*p, *s, "letter 0 B") == "expected ROW,COL such as 2,5");
    CHECK(error_of(*p, *s, "letter 0,0 BB") == "expected one letter or '.', found 'BB'");
    CHECK(error_of(*p, *s, "letter 0,0 7") == "expected one letter or '.', found '7'");
}

TEST_CASE("rules: hints reveal the slot with fewest candidates, and solve finishes from anywhere") {
    auto p = make();
    auto s = p->initial();
    for (int step = 0; step < 10 && p->status(*s) != pz::Status::Won; ++step) {
        auto h = p->hint(*s);
        REQUIRE(h.ok());
        CHECK_FALSE(h->reason.empty());
        s = play(*p, s, h->move);
    }
    CHECK(p->status(*s) == pz::Status::Won);
    CHECK_FALSE(p->hint(*s).ok());
    // From a wrong start, the solve moves still reach the win.
    auto w = play(*p, p->initial(), "place 0 TUB");
    w = play(*p, w, "letter 2,2 Z");
    auto moves = p->solve(*w);
    REQUIRE(moves.ok());
    for (const auto& m : *moves) w = play(*p, w, m);
    CHECK(p->status(*w) == pz::Status::Won);
}

TEST_CASE("rules: an unsolvable puzzle does not load") {
    auto f = parse_puzzle_file("****\n*...\n*...\nwords:\nhour\ncat\n");
    REQUIRE(f.ok());
    auto p = FillPuzzle::make(std::move(*f));
    REQUIRE_FALSE(p.ok());
    CHECK(p.error().message.find("unsolvable: letter clash") == 0);
}
