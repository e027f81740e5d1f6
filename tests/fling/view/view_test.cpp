// The Fling! view headless: layout at phone size, swipes/drags/taps/keys to move text, invalid
// flings, the chain animation, hint arrows, the designer readouts, and pixels rendered offscreen.
#include <doctest/doctest.h>

#include "engine/offscreen.h"
#include "game/fling/view.h"
#include "game/ui/palette.h"

using namespace pz;
using namespace pz::fling;

namespace {

// hog2-level1-1: balls on 2,2, 1,7 and 6,7; winning first move 6,7L.
const char* kDesc = "......./......./..o..../......./......./......./......./.o....o";

std::unique_ptr<Puzzle> puzzle() {
    auto p = fling_game().load("7x8", kDesc);
    REQUIRE(p.ok());
    return std::move(*p);
}

} // namespace

TEST_CASE("view: the 7x8 board fits 360x640 with squares of at least 44 px") {
    auto p = puzzle();
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    const Rect a = v.cell_rect(0), b = v.cell_rect(kSquares - 1);
    CHECK(a.w >= 44.f);
    CHECK(a.x >= 0.f);
    CHECK(b.x + b.w <= 360.f);
    CHECK(b.y + b.h <= 640.f);
    CHECK(v.square_at(a.center()) == 0);
    CHECK(v.square_at(b.center()) == kSquares - 1);
    CHECK(v.square_at({1, 1}) == -1);
}

TEST_CASE("view: a drag or swipe on a ball flings it, an illegal fling is invalid") {
    auto p = puzzle();
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    const Vec2 ball = v.cell_rect(6 + 7 * 7).center();
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::DragStart, ball, ball)).kind == Interpretation::Kind::UiOnly);
    auto i = v.interpret(*s, Gesture::at(Gesture::Kind::DragEnd, ball, ball - Vec2{60, 0}, pz::Dir::Left));
    CHECK(i.kind == Interpretation::Kind::Move);
    CHECK(i.move == "6,7L");
    CHECK(p->apply(*s, i.move).ok());
    // The Swipe that follows the same DragEnd is not a second move.
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::Swipe, ball, ball - Vec2{60, 0}, pz::Dir::Left)).kind ==
          Interpretation::Kind::None);
    // A slow drag without a swipe direction uses the drag's main direction.
    const Vec2 left = v.cell_rect(1 + 7 * 7).center();
    v.interpret(*s, Gesture::at(Gesture::Kind::DragStart, left, left));
    auto slow = v.interpret(*s, Gesture::at(Gesture::Kind::DragEnd, left, left + Vec2{40, -3}));
    CHECK(slow.move == "1,7R");
    const Vec2 top = v.cell_rect(2 + 2 * 7).center();
    // Flinging a ball off the board: invalid (a buzz), with the move meant, so the play scene
    // can say the rules' reason.
    v.interpret(*s, Gesture::at(Gesture::Kind::DragStart, top, top));
    const auto off = v.interpret(*s, Gesture::at(Gesture::Kind::DragEnd, top, top - Vec2{0, 60}, pz::Dir::Up));
    CHECK(off.kind == Interpretation::Kind::Invalid);
    REQUIRE_FALSE(off.move.empty());
    auto why = p->apply(*s, off.move);
    REQUIRE_FALSE(why.ok());
    CHECK(why.error().message == "no ball lies up of C3: a ball cannot be flung off the board");
    // A drag on an empty square is nothing.
    const Vec2 empty = v.cell_rect(0).center();
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::DragStart, empty, empty)).kind == Interpretation::Kind::None);
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::LongPress, ball, ball)).kind == Interpretation::Kind::None);
}

TEST_CASE("view: tap a ball then a square in line, keyboard cursor, confirm and arrows") {
    auto p = puzzle();
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    const Vec2 ball = v.cell_rect(1 + 7 * 7).center();
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::Tap, ball, ball)).kind == Interpretation::Kind::UiOnly);
    CHECK(v.holding());
    const Vec2 right = v.cell_rect(4 + 7 * 7).center();
    auto i = v.interpret(*s, Gesture::at(Gesture::Kind::Tap, right, right));
    CHECK(i.move == "1,7R");

    FlingView k(static_cast<const FlingPuzzle&>(*p));
    k.layout({0, 0, 360, 640});
    CHECK(k.interpret(*s, Gesture::key(Action::Down)).kind == Interpretation::Kind::UiOnly);  // shows the cursor
    CHECK(k.cursor() == 0);
    CHECK(k.interpret(*s, Gesture::key(Action::Confirm)).kind == Interpretation::Kind::Invalid);  // no ball on 0,0
    k.interpret(*s, Gesture::key(Action::Right));
    for (int n = 0; n < 9; ++n) k.interpret(*s, Gesture::key(Action::Down));  // stops at the bottom row
    CHECK(k.cursor() == 1 + 7 * 7);
    CHECK(k.interpret(*s, Gesture::key(Action::Confirm)).kind == Interpretation::Kind::UiOnly);
    CHECK(k.interpret(*s, Gesture::key(Action::Left)).kind == Interpretation::Kind::Invalid);  // nothing to the left
    CHECK_FALSE(k.holding());  // the failed fling put the ball down
    CHECK(k.interpret(*s, Gesture::key(Action::Confirm)).kind == Interpretation::Kind::UiOnly);
    auto m = k.interpret(*s, Gesture::key(Action::Right));
    CHECK(m.kind == Interpretation::Kind::Move);
    CHECK(m.move == "1,7R");
}

TEST_CASE("view: the chain animation slides each ball in turn, then stops") {
    // o..oo.o: the flung ball slides 2, the touching ball stays, 4,0 slides 1, 6,0 flies off.
    const Board b = bit(0) | bit(3) | bit(4) | bit(6);
    const auto slides = fling_slides(b, Move{0, Right});
    REQUIRE(slides.size() == 3);
    CHECK(slides[0].from == 0);
    CHECK(slides[0].to_offset.x == 2.f);
    CHECK(slides[1].from == 4);
    CHECK(slides[1].to_offset.x == 1.f);
    CHECK(slides[2].from == 6);
    CHECK(slides[2].to_offset.x == 2.f);
    CHECK(slides[0].start == 0.f);
    CHECK(slides[1].start == doctest::Approx(slides[0].end));
    CHECK(slides[2].end == doctest::Approx(1.f));

    auto p = puzzle();
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    auto after = p->apply(*s, "6,7L").value();
    NullAudio audio;
    v.on_change(Change{.before = s, .played = after, .after = after}, audio);
    CHECK(audio.played[static_cast<int>(Sound::Slide)] == 1);
    CHECK(v.animating());
    for (int i = 0; i < 100 && v.animating(); ++i) v.update(0.05f);
    CHECK_FALSE(v.animating());
}

TEST_CASE("view: pixels: balls drawn in the accent colour, hint arrows for winning moves") {
    auto p = puzzle();
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    const Palette& pal = palette(false, false);
    Canvas c;
    v.draw(c, *s, DrawInfo{pal});
    const Image img = render_offscreen(c, 360, 640, pal.background);
    const Vec2 ball = v.cell_rect(2 + 2 * 7).center();
    const Vec2 empty = v.cell_rect(3 + 3 * 7).center();
    CHECK(img.at(static_cast<int>(ball.x), static_cast<int>(ball.y)) == pal.accent);
    CHECK(img.at(static_cast<int>(empty.x), static_cast<int>(empty.y)) != pal.accent);

    const Hint h = p->hint(*s).value();
    Canvas with_hint;
    DrawInfo info{pal};
    info.hint = &h;
    v.draw(with_hint, *s, info);
    const Image hinted = render_offscreen(with_hint, 360, 640, pal.background);
    // The winning arrow runs along row 7 from 6,7 towards 2,7: the square 4,7 between them turns green.
    const Vec2 mid = v.cell_rect(4 + 7 * 7).center();
    CHECK(hinted.at(static_cast<int>(mid.x), static_cast<int>(mid.y)) == pal.good);
    CHECK(img.at(static_cast<int>(mid.x), static_cast<int>(mid.y)) != pal.good);
}

TEST_CASE("view: designer taps add and remove balls with live readouts") {
    auto p = puzzle();
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    v.set_designing(true, static_cast<const FlingPuzzle&>(*p).start());
    CHECK(v.readout().solvable);
    CHECK(v.readout().unique);
    CHECK(v.readout().reachable == 5);
    CHECK(v.readout().winning == 1);
    // Remove the ball on 6,7: two balls left not in line, unsolvable.
    const Vec2 sq = v.cell_rect(6 + 7 * 7).center();
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::Tap, sq, sq)).kind == Interpretation::Kind::UiOnly);
    CHECK(popcount(v.designed()) == 2);
    CHECK_FALSE(v.readout().solvable);
    // The map said so: 6,7 flips solvability of the original board.
    v.set_designing(true, static_cast<const FlingPuzzle&>(*p).start());
    CHECK((v.readout().map.solvability_changes(true) >> (6 + 7 * 7) & 1) == 1);
}

TEST_CASE("view: a designed board too big to analyse says so instead of freezing") {
    auto p = puzzle();
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    // Every other square holds a ball: 28 balls, billions of reachable boards.
    Board dense = 0;
    for (int sq = 0; sq < kSquares; ++sq)
        if ((sq % kWidth + sq / kWidth) % 2 == 0) dense |= bit(sq);
    v.set_designing(true, dense);
    CHECK(v.readout().too_big);
    CHECK(v.readout().reachable > kInteractiveBoards);
    CHECK(v.readout().legal > 0);
    CHECK(v.readout().map.solvable == 0);
    // Back to a small board: full readouts again.
    v.set_designing(true, static_cast<const FlingPuzzle&>(*p).start());
    CHECK_FALSE(v.readout().too_big);
    CHECK(v.readout().reachable == 5);
}
