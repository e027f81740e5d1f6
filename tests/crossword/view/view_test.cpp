// The Fill-in view headless: layout on phone and desktop shapes, gestures to move text, pixels.
#include <doctest/doctest.h>

#include "engine/offscreen.h"
#include "game/crossword/view.h"

using namespace pz;
using namespace pz::crossword;

namespace {

// Slots: 0 across row 0, 1 down column 0, 2 down column 2, 3 across row 2. Unique fill CAT/COB/TUB/BIB.
std::unique_ptr<FillPuzzle> ring() {
    auto f = parse_puzzle_file("**T\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n");
    REQUIRE(f.ok());
    auto p = FillPuzzle::make(std::move(*f));
    REQUIRE(p.ok());
    return std::move(*p);
}

size_t word_index(const FillPuzzle& p, const std::string& w) {
    for (size_t i = 0; i < p.words().size(); ++i)
        if (p.words()[i] == w) return i;
    FAIL("no such word");
    return 0;
}

StatePtr play(const FillPuzzle& p, StatePtr s, const std::string& move) {
    auto r = p.apply(*s, move);
    REQUIRE(r.ok());
    return *r;
}

} // namespace

TEST_CASE("view: the list sits below the grid on a phone and beside it on a wide screen") {
    auto p = ring();
    CrosswordView v(*p);
    v.layout({0, 0, 360, 640});
    CHECK_FALSE(v.list_beside());
    CHECK(v.cell_rect(0).w >= 44);
    const Rect chip = v.chip_rect(0);
    CHECK(chip.y > v.cell_rect(8).y + v.cell_rect(8).h);
    CHECK(chip.y + chip.h <= 640);
    v.layout({0, 0, 1024, 600});
    CHECK(v.list_beside());
    CHECK(v.chip_rect(0).x > v.cell_rect(2).x + v.cell_rect(2).w);
}

TEST_CASE("view: select a slot by tap, then tap a word to place it") {
    auto p = ring();
    CrosswordView v(*p);
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    auto r = v.interpret(*s, Gesture::tap(v.cell_rect(0).center()));
    CHECK(r.kind == Interpretation::Kind::UiOnly);
    CHECK(v.selected_slot() == 0);
    // A second tap on the junction turns to the down slot.
    v.interpret(*s, Gesture::tap(v.cell_rect(0).center()));
    CHECK(v.selected_slot() == 1);
    v.interpret(*s, Gesture::tap(v.cell_rect(0).center()));
    CHECK(v.selected_slot() == 0);
    r = v.interpret(*s, Gesture::tap(v.chip_rect(word_index(*p, "CAT")).center()));
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "place 0 CAT");
    CHECK(p->apply(*s, r.move).ok());
    // A tap on background does nothing; a long press is left to the play scene.
    Gesture lp = Gesture::tap(v.cell_rect(4).center());
    lp.kind = Gesture::Kind::LongPress;
    CHECK(v.interpret(*s, lp).kind == Interpretation::Kind::None);
    CHECK(v.interpret(*s, Gesture::tap(v.cell_rect(4).center())).kind == Interpretation::Kind::None);
}

TEST_CASE("view: drag a word onto a slot") {
    auto p = ring();
    CrosswordView v(*p);
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    const Vec2 from = v.chip_rect(word_index(*p, "TUB")).center();
    Gesture g;
    g.kind = Gesture::Kind::DragStart;
    g.start = from;
    g.pos = from + Vec2{0, -20};
    CHECK(v.interpret(*s, g).kind == Interpretation::Kind::UiOnly);
    g.kind = Gesture::Kind::DragMove;
    g.pos = v.cell_rect(5).center();
    CHECK(v.interpret(*s, g).kind == Interpretation::Kind::UiOnly);
    g.kind = Gesture::Kind::DragEnd;
    auto r = v.interpret(*s, g);
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "place 2 TUB");  // (1,2) lies only in the down slot of column 2
}

TEST_CASE("view: typed letters fill the selected slot and skip given cells") {
    auto p = ring();
    CrosswordView v(*p);
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    v.interpret(*s, Gesture::tap(v.cell_rect(0).center()));
    auto r = v.interpret(*s, Gesture::text('c'));
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "letter 0,0 C");
    s = play(*p, s, r.move);
    r = v.interpret(*s, Gesture::text('a'));
    CHECK(r.move == "letter 0,1 A");
    s = play(*p, s, r.move);
    // The last cell holds the given T: nowhere left to type.
    CHECK(v.interpret(*s, Gesture::text('x')).kind == Interpretation::Kind::Invalid);
    // Backspace erases back along the slot.
    Gesture bs = Gesture::text('\b');
    r = v.interpret(*s, bs);
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "letter 0,1 .");
    CHECK(v.cursor_cell() == 1);
    // Arrow keys move the cursor to the next slot cell, jumping over background: from (0,1) down
    // to (2,1), which lies in the bottom across slot only.
    Gesture k;
    k.kind = Gesture::Kind::Key;
    k.action = Action::Down;
    CHECK(v.interpret(*s, k).kind == Interpretation::Kind::UiOnly);
    CHECK(v.selected_slot() == 3);
    CHECK(v.cursor_cell() == 7);
    k.action = Action::Left;
    v.interpret(*s, k);
    CHECK(v.cursor_cell() == 6);
    k.action = Action::Up;
    v.interpret(*s, k);
    CHECK(v.selected_slot() == 1);
    CHECK(v.cursor_cell() == 3);
}

TEST_CASE("view: drawing shows conflicts in the bad colour and crossed-off words dimmed") {
    auto p = ring();
    CrosswordView v(*p);
    v.layout({0, 0, 360, 640});
    auto s = play(*p, p->initial(), "place 0 CAT");
    s = play(*p, s, "place 1 TUB");  // T against CAT's C at the top-left junction
    const Palette& pal = palette(false, false);
    Canvas c;
    DrawInfo info{pal};
    v.draw(c, *s, info);
    CHECK_FALSE(c.commands().empty());
    const Image img = render_offscreen(c, 360, 640, pal.background);
    const Rect conflict = v.cell_rect(0);
    CHECK(img.at(static_cast<int>(conflict.x + 8), static_cast<int>(conflict.y + conflict.h - 8)) == pal.bad);
    const Rect empty = v.cell_rect(8);  // bottom-right: no letter yet
    CHECK(img.at(static_cast<int>(empty.x + 8), static_cast<int>(empty.y + 8)) == pal.cell);
    const Rect bg = v.cell_rect(4);
    CHECK(img.at(static_cast<int>(bg.center().x), static_cast<int>(bg.center().y)) == pal.board);
    // A clashing word is not crossed off. Once TUB stands alone in column 2 its chip is
    // board-coloured, while BIB's stays cell-coloured.
    const Rect tub = v.chip_rect(word_index(*p, "TUB"));
    const Vec2 tub_px{tub.x + 3, tub.y + tub.h * 0.25f};
    CHECK(img.at(static_cast<int>(tub_px.x), static_cast<int>(tub_px.y)) == pal.cell);
    Canvas c2;
    v.draw(c2, *play(*p, p->initial(), "place 2 TUB"), info);
    const Image img2 = render_offscreen(c2, 360, 640, pal.background);
    CHECK(img2.at(static_cast<int>(tub_px.x), static_cast<int>(tub_px.y)) == pal.board);
    const Rect bib = v.chip_rect(word_index(*p, "BIB"));
    CHECK(img2.at(static_cast<int>(bib.x + 3), static_cast<int>(bib.y + bib.h * 0.25f)) == pal.cell);
}

TEST_CASE("view: the registry hook makes a view only for fill-in puzzles") {
    auto p = ring();
    CHECK(make_crossword_view(*p) != nullptr);
}
