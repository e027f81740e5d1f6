// The Fling! view headless: layout at phone size, swipes/drags/taps/keys to move text, invalid
// flings, the chain animation, hint arrows, and pixels rendered offscreen.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

#include "engine/offscreen.h"
#include "tests/ui/frame_strip.h"
#include "game/fling/view.h"
#include "game/ui/palette.h"

using namespace pz;
using pz::test::keep_frame;
using namespace pz::fling;

namespace {

// hog2-level1-1: balls on 2,2, 1,7 and 6,7; winning first move 6,7L.
const char* kDesc = "......./......./..o..../......./......./......./......./.o....o";

std::unique_ptr<Puzzle> puzzle() {
    auto p = fling_game().load("7x8", kDesc);
    REQUIRE(p.ok());
    return std::move(*p);
}

bool near(Color a, Color b, int tolerance) {
    return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance && std::abs(a.b - b.b) <= tolerance;
}

// A pixel of a creature (or its shadow), not of the squares or the board's backing.
bool creature_pixel(Color c, const Palette& pal) {
    for (Color board : {pal.cell, pal.cell_alt, pal.board})
        if (near(c, board, 30)) return false;
    return true;
}

// The middle of the creature pixels in a band of the board, and how many there are.
struct Blob {
    float x = 0, top = 1e9f;
    int count = 0;
};
Blob blob_in(const Image& img, Rect band, const Palette& pal) {
    Blob b;
    double sum = 0;
    for (int y = static_cast<int>(band.y); y < static_cast<int>(band.y + band.h); ++y)
        for (int x = static_cast<int>(band.x); x < static_cast<int>(band.x + band.w); ++x)
            if (creature_pixel(img.at(x, y), pal)) {
                sum += x;
                ++b.count;
                b.top = std::min(b.top, static_cast<float>(y));
            }
    if (b.count) b.x = static_cast<float>(sum / b.count);
    return b;
}

Image frame(const FlingView& v, const State& s, float time, Status status = Status::Playing) {
    const Palette& pal = palette(false, true);
    Canvas c;
    DrawInfo info{pal};
    info.time = time;
    info.status = status;
    v.draw(c, s, info);
    return render_offscreen(c, 360, 640, pal.background);
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

TEST_CASE("view: pixels: creatures drawn in the game's colour, hint arrows for winning moves") {
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
    // The creature's fur, below its eyes, is the game's own colour (shaded top to bottom).
    const Color fur = pal.game_accent(kAccentHue);
    const float below = v.cell_rect(0).w * 0.2f;
    CHECK(near(img.at(static_cast<int>(ball.x), static_cast<int>(ball.y + below)), fur, 40));
    CHECK_FALSE(near(img.at(static_cast<int>(empty.x), static_cast<int>(empty.y + below)), fur, 40));

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

TEST_CASE("view: frame strip: a fling eases from a fast start to a soft stop, squashes, knocks the other off and ends") {
    auto p = puzzle();
    const Palette& pal = palette(false, true);
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    auto after = p->apply(*s, "6,7L").value();  // 6,7 slides to 2,7; 1,7 flies off the left edge
    NullAudio audio;
    v.on_change(Change{.before = s, .played = after, .after = after}, audio);
    REQUIRE(v.animating());
    // Row 7 right of column B: only the flung creature moves there.
    const Rect from = v.cell_rect(2 + 7 * 7), to = v.cell_rect(6 + 7 * 7);
    const Rect band{from.x, from.y + from.h * 0.3f, to.x + to.w - from.x, from.h * 0.4f};
    std::vector<float> xs;
    Image prev = frame(v, *after, 0);
    keep_frame(prev, "fling-move", 0);
    xs.push_back(blob_in(prev, band, pal).x);
    int frames = 0;
    while (v.animating() && frames < 120) {
        v.update(0.016f);
        ++frames;
        const Image img = frame(v, *after, 0.016f * static_cast<float>(frames));
        keep_frame(img, "fling-move", frames);
        CHECK_MESSAGE(img.rgba != prev.rgba, "frame " << frames << " repeats the one before");
        xs.push_back(blob_in(img, band, pal).x);
        prev = img;
    }
    CHECK(frames < 60);  // under a second
    CHECK_FALSE(v.animating());
    // The flung creature's middle moves left monotonically, from its square to where it stopped.
    CHECK(xs.front() == doctest::Approx(v.cell_rect(6 + 7 * 7).center().x).epsilon(0.02));
    CHECK(xs.back() == doctest::Approx(v.cell_rect(2 + 7 * 7).center().x).epsilon(0.02));
    std::vector<float> steps;
    for (size_t i = 1; i < xs.size(); ++i) {
        CHECK(xs[i] <= xs[i - 1] + 2.f);  // the squash may shift its middle back a pixel or so
        if (xs[i - 1] - xs[i] > 0.5f) steps.push_back(xs[i - 1] - xs[i]);
    }
    // Eased: it covers more ground in its first frame than in its last before it stops.
    REQUIRE(steps.size() >= 3);
    CHECK(steps.front() > steps.back());
    // At rest it is the still board: the same pixels as a view that never animated.
    FlingView fresh(static_cast<const FlingPuzzle&>(*p));
    fresh.layout({0, 0, 360, 640});
    CHECK(frame(v, *after, 5).rgba == frame(fresh, *after, 5).rgba);

    // Reduced motion: the play scene ends every tween as it starts; the end state at once.
    FlingView rm(static_cast<const FlingPuzzle&>(*p));
    rm.layout({0, 0, 360, 640});
    rm.on_change(Change{.before = s, .played = after, .after = after}, audio);
    rm.update(1000.f);
    CHECK_FALSE(rm.animating());
    CHECK(frame(rm, *after, 0).rgba == frame(fresh, *after, 0).rgba);
}

TEST_CASE("view: frame strip: the win hops the last creature through a ripple, then rests, a tap skips it") {
    auto p = puzzle();
    const Palette& pal = palette(false, true);
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->apply(*p->initial(), "6,7L").value();
    auto won = p->apply(*s, "2,2D").value();  // 2,2 slides down to 2,6 and knocks 2,7 off: one left
    REQUIRE(p->status(*won) == Status::Won);
    NullAudio audio;
    v.on_change(Change{.before = s, .played = won, .after = won, .status = Status::Won, .finished = true}, audio);
    // The winner's column: its top rises and falls as it hops.
    const Rect home = v.cell_rect(2 + 6 * 7);
    const Rect column{home.x, home.y - home.h * 0.6f, home.w, home.h * 1.5f};
    std::vector<float> tops;
    Image prev = frame(v, *won, 0, Status::Won);
    int frames = 0, repeats = 0;
    while (v.animating() && frames < 200) {
        v.update(0.016f);
        ++frames;
        const Image img = frame(v, *won, 0.016f * static_cast<float>(frames), Status::Won);
        keep_frame(img, "fling-win", frames);
        if (img.rgba == prev.rgba) ++repeats;
        tops.push_back(blob_in(img, column, pal).top);
        prev = img;
    }
    CHECK(frames > 40);   // the fling and then the moment (about a second in all)
    CHECK(frames < 110);  // and then it rests
    CHECK(repeats == 0);
    const float rest = tops.back();
    CHECK(*std::min_element(tops.begin(), tops.end()) < rest - home.h * 0.2f);  // it hopped
    FlingView fresh(static_cast<const FlingPuzzle&>(*p));
    fresh.layout({0, 0, 360, 640});
    CHECK(frame(v, *won, 9, Status::Won).rgba == frame(fresh, *won, 9, Status::Won).rgba);

    // A tap during the moment skips to its end; a shown solution is no win at all.
    FlingView skip(static_cast<const FlingPuzzle&>(*p));
    skip.layout({0, 0, 360, 640});
    skip.on_change(Change{.before = s, .played = won, .after = won, .status = Status::Won, .finished = true}, audio);
    skip.update(0.5f);
    REQUIRE(skip.animating());
    skip.interpret(*won, Gesture::tap(home.center()));
    CHECK_FALSE(skip.animating());
    FlingView shown(static_cast<const FlingPuzzle&>(*p));
    shown.layout({0, 0, 360, 640});
    shown.on_change(Change{.kind = StepKind::Solve, .before = s, .played = won, .after = won, .status = Status::Won}, audio);
    CHECK_FALSE(shown.animating());
}

TEST_CASE("view: a dragged creature previews its path only once the finger points a way it can go") {
    auto p = puzzle();
    FlingView v(static_cast<const FlingPuzzle&>(*p));
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    const Image still = frame(v, *s, 0);
    const Vec2 ball = v.cell_rect(6 + 7 * 7).center(), path = v.cell_rect(4 + 7 * 7).center();
    auto at = [](const Image& img, Vec2 q) { return img.at(static_cast<int>(q.x), static_cast<int>(q.y)); };
    v.interpret(*s, Gesture::at(Gesture::Kind::DragStart, ball, ball));
    v.interpret(*s, Gesture::at(Gesture::Kind::DragMove, ball, ball + Vec2{-4, 0}));  // not far enough to mean a way
    CHECK(at(frame(v, *s, 0), path) == at(still, path));
    v.interpret(*s, Gesture::at(Gesture::Kind::DragMove, ball, ball + Vec2{-40, 0}));
    CHECK_FALSE(at(frame(v, *s, 0), path) == at(still, path));
    v.interpret(*s, Gesture::at(Gesture::Kind::DragMove, ball, ball + Vec2{0, -40}));  // up: nothing to hit
    CHECK(at(frame(v, *s, 0), path) == at(still, path));
    v.interpret(*s, Gesture::at(Gesture::Kind::DragEnd, ball, ball + Vec2{0, -40}, pz::Dir::Up));
    CHECK(frame(v, *s, 0).rgba == still.rgba);  // let go: back at rest
}
