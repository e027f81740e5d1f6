// The Decodoku view headless: phone layout, swipes, drags, taps and the keyboard cursor to move
// text, merge animation and sound, and pixels: cluster colours in Practice, the noise counter,
// the spanning cluster at game over.
#include <doctest/doctest.h>

#include <cstdlib>

#include "engine/audio.h"
#include "engine/offscreen.h"
#include "tests/ui/frame_strip.h"
#include "game/decodoku/view.h"

using namespace pz;
using namespace pz::decodoku;

namespace {

// A mid-game state on a 7x7 board: a 3/7 pair of cluster 1 at (1,1)-(2,1), a 4/6 pair of
// cluster 2 at (4,4)-(4,5).
std::shared_ptr<DecodokuState> state(int moves = 2) {
    auto s = std::make_shared<DecodokuState>();
    s->board.size = 7;
    auto put = [&](int x, int y, int v, int label) {
        s->board.value[y * 7 + x] = static_cast<uint8_t>(v);
        s->board.cluster[y * 7 + x] = label;
    };
    put(1, 1, 3, 1), put(2, 1, 7, 1), put(4, 4, 4, 2), put(4, 5, 6, 2);
    s->board.next_label = 3;
    s->tracker.group = s->board.cluster;
    s->moves = moves;
    s->noised_at = 0;
    s->bursts = 1;
    return s;
}

bool near(Color a, Color b, int tol = 12) {
    return std::abs(a.r - b.r) <= tol && std::abs(a.g - b.g) <= tol && std::abs(a.b - b.b) <= tol;
}

} // namespace

TEST_CASE("view: 7x7 and 8x8 fit a 360x640 phone with cells of at least 44 and 42 px, edge labels beside them") {
    for (int size : {7, 8}) {
        DecodokuPuzzle p({size, Mode::Normal}, 1);
        DecodokuView v(p);
        v.layout({0, 0, 360, 640});
        const Rect a = v.cell_rect(0), b = v.cell_rect(size * size - 1);
        // An 8x8 board gives the row numbers on its left 2 px of each cell.
        CHECK(a.w >= (size == 7 ? 44.f : 42.f));
        CHECK(a.x >= 15.f);  // room for the row numbers
        CHECK(b.x + b.w <= 360.f);
        CHECK(v.pip_centre(4).y < 640.f);
        CHECK(v.cell_at(a.center()) == 0);
        CHECK(v.cell_at(b.center()) == size * size - 1);
        CHECK(v.cell_at({1, 1}) == -1);
    }
}

TEST_CASE("view: a swipe or drag on a number moves it, elsewhere it does nothing") {
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    DecodokuView v(p);
    v.layout({0, 0, 360, 640});
    auto s = state();
    const Vec2 three = v.cell_rect(1 * 7 + 1).center();
    auto i = v.interpret(*s, Gesture::at(Gesture::Kind::Swipe, three, three + Vec2{60, 3}, pz::Dir::Right));
    REQUIRE(i.kind == Interpretation::Kind::Move);
    CHECK(i.move == "1,1R");
    CHECK(p.apply(*s, i.move));
    // A slow drag: DragStart on the number, DragEnd with no swipe direction but far enough.
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::DragStart, three, three + Vec2{0, 14})).kind == Interpretation::Kind::UiOnly);
    auto d = v.interpret(*s, Gesture::at(Gesture::Kind::DragEnd, three, three + Vec2{-4, 40}));
    CHECK(d.move == "1,1D");
    // Off the grid is refused; an empty square does nothing; a long press opens history.
    const Vec2 corner = v.cell_rect(0).center();
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::Swipe, corner, corner + Vec2{60, 0}, pz::Dir::Right)).kind ==
          Interpretation::Kind::None);
    auto s2 = state();
    s2->board.value[0] = 5, s2->board.cluster[0] = 1, s2->board.value[1 * 7 + 1] = 8;
    const auto off = v.interpret(*s2, Gesture::at(Gesture::Kind::Swipe, corner, corner - Vec2{60, 0}, pz::Dir::Left));
    CHECK(off.kind == Interpretation::Kind::Invalid);
    CHECK(off.move == "0,0L");  // the move meant: the rules say why it cannot be
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::LongPress, three, three)).kind == Interpretation::Kind::None);
}

TEST_CASE("view: tap a number then a neighbour, keyboard cursor, Confirm and an arrow") {
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    DecodokuView v(p);
    v.layout({0, 0, 360, 640});
    auto s = state();
    CHECK(v.interpret(*s, Gesture::at(Gesture::Kind::Tap, {}, v.cell_rect(4 * 7 + 4).center())).kind == Interpretation::Kind::UiOnly);
    CHECK(v.holding());
    auto t = v.interpret(*s, Gesture::at(Gesture::Kind::Tap, {}, v.cell_rect(5 * 7 + 4).center()));
    CHECK(t.move == "4,4D");

    DecodokuView k(p);
    k.layout({0, 0, 360, 640});
    CHECK_FALSE(k.cursor_shown());
    CHECK(k.interpret(*s, Gesture::key(Action::Right)).kind == Interpretation::Kind::UiOnly);
    CHECK(k.cursor_shown());
    k.interpret(*s, Gesture::key(Action::Right));
    k.interpret(*s, Gesture::key(Action::Down));
    k.interpret(*s, Gesture::key(Action::Right));
    CHECK(k.cursor() == 1 * 7 + 2);
    k.interpret(*s, Gesture::key(Action::Confirm));
    CHECK(k.holding());
    auto m = k.interpret(*s, Gesture::key(Action::Left));
    CHECK(m.kind == Interpretation::Kind::Move);
    CHECK(m.move == "2,1L");
    CHECK(k.cursor() == 1 * 7 + 1);
    CHECK_FALSE(k.holding());
}

TEST_CASE("view: a merge animates and sounds, higher for a cancel") {
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    DecodokuView v(p);
    v.layout({0, 0, 360, 640});
    auto s = state();
    auto after = p.apply(*s, "1,1R");
    REQUIRE(after);
    NullAudio audio;
    v.on_change(Change{.before = s, .played = *after, .after = *after}, audio);
    CHECK(audio.played[static_cast<int>(Sound::Merge)] == 1);
    CHECK(v.animating());
    v.update(1.f);
    CHECK_FALSE(v.animating());
    CHECK(DecodokuView::merge_pitch(0) > DecodokuView::merge_pitch(9));
    auto slid = p.apply(*s, "4,4U");
    v.on_change(Change{.before = s, .played = *slid, .after = *slid}, audio);
    CHECK(audio.played[static_cast<int>(Sound::Slide)] == 1);
}

TEST_CASE("view pixels: practice colours clusters, normal hides them, the counter fills") {
    const Palette& pal = palette(false, false);
    for (Mode mode : {Mode::Practice, Mode::Normal}) {
        DecodokuPuzzle p({7, Mode(mode)}, 1);
        DecodokuView v(p);
        v.layout({0, 0, 360, 640});
        auto s = state(2);
        Canvas c;
        v.draw(c, *s, DrawInfo{pal});
        const Image img = render_offscreen(c, 360, 640, pal.background);
        // Sample a piece's corner area (inside the fill, away from the digit and the patterns).
        const Rect r = v.cell_rect(1 * 7 + 1).inset(4);
        const Color at = img.at(static_cast<int>(r.x + r.w - 6), static_cast<int>(r.y + r.h - 6));
        if (mode == Mode::Practice) {
            CHECK(near(at, pal.category(0)));
        } else {
            CHECK_FALSE(near(at, pal.category(0)));
            CHECK_FALSE(near(at, pal.category(1)));
        }
        // Two moves since the burst: two full pips, the rest hollow.
        const Vec2 p0 = v.pip_centre(0), p4 = v.pip_centre(4);
        CHECK(near(img.at(static_cast<int>(p0.x), static_cast<int>(p0.y)), pal.accent));
        CHECK_FALSE(near(img.at(static_cast<int>(p4.x), static_cast<int>(p4.y)), pal.accent));
    }
}

TEST_CASE("view pixels: the spanning cluster is revealed at game over") {
    const Palette& pal = palette(true, false);
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    DecodokuView v(p);
    v.layout({0, 0, 360, 640});
    auto s = state(3);
    // Cluster 1 reaches from the top row to the bottom row: lost.
    s->board.value[0 * 7 + 1] = 5, s->board.cluster[0 * 7 + 1] = 1;
    s->board.value[6 * 7 + 1] = 5, s->board.cluster[6 * 7 + 1] = 1;
    s->board.value[1 * 7 + 1] = 3, s->board.value[2 * 7 + 1] = 0;
    s->board.cluster[2 * 7 + 1] = 0;
    s->board.value[1 * 7 + 2] = 7;
    s->lost = true;
    CHECK(v.shows_clusters(*s));
    Canvas c;
    v.draw(c, *s, DrawInfo{.palette = pal, .status = Status::Lost});
    const Image img = render_offscreen(c, 360, 640, pal.background);
    const Rect top = v.cell_rect(0 * 7 + 1).inset(3), other = v.cell_rect(4 * 7 + 4).inset(3);
    CHECK(near(img.at(static_cast<int>(top.x + top.w / 2), static_cast<int>(top.y + 1)), pal.bad, 20));
    CHECK_FALSE(near(img.at(static_cast<int>(other.x + other.w / 2), static_cast<int>(other.y + 1)), pal.bad, 20));
}

namespace {

Image drawn(const DecodokuView& v, const State& s, const Palette& pal) {
    Canvas c;
    v.draw(c, s, DrawInfo{.palette = pal});
    return render_offscreen(c, 360, 640, pal.background);
}

int differing(const Image& a, const Image& b, Rect in = {0, 0, 360, 640}) {
    int n = 0;
    for (int y = static_cast<int>(in.y); y < static_cast<int>(in.y + in.h); ++y)
        for (int x = static_cast<int>(in.x); x < static_cast<int>(in.x + in.w); ++x) n += !near(a.at(x, y), b.at(x, y), 2);
    return n;
}

// Frames 16 ms apart until the view is still (at most `most`), each kept under `name`.
std::vector<Image> strip(DecodokuView& v, const State& s, const Palette& pal, const std::string& name, int most = 90) {
    return pz::test::frame_strip(v, name, most, [&] { return drawn(v, s, pal); });
}

} // namespace

TEST_CASE("frames: two numbers fuse with a pop that grows and settles, reduced motion is still at once") {
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    const Palette& pal = palette(false, false);
    auto s = state();
    s->board.value[1 * 7 + 2] = 5;  // 3 onto 5 makes 8
    auto after = p.apply(*s, "1,1R");
    REQUIRE(after);
    REQUIRE(as_decodoku(**after).board.value[1 * 7 + 2] == 8);
    auto hollow = std::make_shared<DecodokuState>(as_decodoku(**after));
    hollow->board.value[1 * 7 + 2] = 0;  // the board without the fused number
    DecodokuView v(p);
    v.layout({0, 0, 360, 640});
    const Image empty = drawn(v, *hollow, pal);
    NullAudio audio;
    v.on_change(Change{.before = s, .played = *after, .after = *after}, audio);
    const auto frames = strip(v, **after, pal, "decodoku-fuse");
    CHECK_FALSE(v.animating());
    CHECK(frames.size() >= 10);
    CHECK(frames.size() <= 40);
    const Image rest = drawn(v, **after, pal);
    // The token's size: how many pixels around its square differ from the board without it.
    const Rect around = v.cell_rect(1 * 7 + 2).inset(-v.cell_rect(0).w * 0.3f);
    std::vector<int> size;
    for (const Image& f : frames) size.push_back(differing(f, empty, around));
    const int settled = differing(rest, empty, around);
    const auto peak = std::max_element(size.begin() + 8, size.end());
    CHECK(*peak > settled * 11 / 10);  // it swells past its size...
    // ...and settles back, steadily (within 16 of some 3,000 pixels: its edge crossing the last
    // move's outline on the same square wobbles the count by 11 once)
    for (auto it = peak + 1; it != size.end(); ++it) CHECK(*it <= *(it - 1) + 16);
    CHECK(size.back() < *peak);
    for (size_t f = 1; f < frames.size(); ++f) CHECK(differing(frames[f], frames[f - 1]) > 0);
    DecodokuView still(p);
    still.layout({0, 0, 360, 640});
    still.on_change(Change{.before = s, .played = *after, .after = *after}, audio);
    still.update(1e3f);
    CHECK_FALSE(still.animating());
    CHECK(differing(drawn(still, **after, pal), rest) == 0);
}

TEST_CASE("frames: a pair that annihilates bursts into sparks that fly out and are gone") {
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    const Palette& pal = palette(false, false);
    auto s = state();
    auto after = p.apply(*s, "1,1R");  // 3 onto 7: nothing is left
    REQUIRE(after);
    DecodokuView v(p);
    v.layout({0, 0, 360, 640});
    NullAudio audio;
    v.on_change(Change{.before = s, .played = *after, .after = *after}, audio);
    const auto frames = strip(v, **after, pal, "decodoku-annihilate");
    CHECK_FALSE(v.animating());
    const Image rest = drawn(v, **after, pal);
    // Sparks beyond the square, in the ring around it, early on; none once it is over.
    const Rect cell = v.cell_rect(1 * 7 + 2);
    const Rect ring = cell.inset(-cell.w * 0.4f);
    const int inside = differing(frames[6], rest, cell);
    CHECK(differing(frames[6], rest, ring) > inside);
    CHECK(differing(frames.back(), rest, ring) < differing(frames[6], rest, ring));
}

TEST_CASE("frames: the noise arrives one number after another, each with a shimmer") {
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    const Palette& pal = palette(false, false);
    auto played = state();
    auto after = std::make_shared<DecodokuState>(*played);
    const int cells[] = {0, 3 * 7 + 3, 6 * 7 + 6};  // in reading order: the order they arrive in
    for (int c : cells) after->board.value[c] = 5;
    DecodokuView v(p);
    v.layout({0, 0, 360, 640});
    NullAudio audio;
    v.on_change(Change{.before = played, .played = played, .after = after}, audio);
    CHECK(audio.played[static_cast<int>(Sound::Burst)] == 1);
    const Image before = drawn(v, *played, pal);
    const auto frames = strip(v, *after, pal, "decodoku-noise");
    CHECK_FALSE(v.animating());
    CHECK(frames.size() <= 60);
    const Image rest = drawn(v, *after, pal);
    // Nothing shows while the player's move would slide; then the first arrives before the last.
    auto shown = [&](const Image& img, int cell) { return differing(img, before, v.cell_rect(cell)); };
    CHECK(shown(frames[2], cells[0]) == 0);
    const size_t first = static_cast<size_t>(std::find_if(frames.begin(), frames.end(), [&](const Image& f) { return shown(f, cells[0]) > 0; }) - frames.begin());
    const size_t last = static_cast<size_t>(std::find_if(frames.begin(), frames.end(), [&](const Image& f) { return shown(f, cells[2]) > 0; }) - frames.begin());
    CHECK(first < frames.size());
    CHECK(last > first + 3);
    for (int c : cells) CHECK(shown(rest, c) > 0);
}

TEST_CASE("view pixels: the last move's two squares are tinted in the game's colour until the board changes (issue 42: a thin outline read as a cursor)") {
    const Palette& pal = palette(true, false);
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    DecodokuView v(p);
    v.layout({0, 0, 360, 640});
    auto s = state();
    auto slid = p.apply(*s, "4,4U");  // the 4 on (4,4) up onto the empty (4,3)
    REQUIRE(slid);
    NullAudio audio;
    v.on_change(Change{.before = s, .played = *slid, .after = *slid}, audio);
    v.update(1.f);
    // A square's corner, inside its rounding and clear of the number on it.
    const auto corner = [&](const Image& img, int cell) {
        const Rect r = v.cell_rect(cell).inset(2);
        return img.at(static_cast<int>(r.x + 4), static_cast<int>(r.y + r.h * 0.5f));
    };
    const auto shown = [&](const State& st) {
        Canvas c;
        v.draw(c, st, DrawInfo{pal});
        return render_offscreen(c, 360, 640, pal.background);
    };
    const Image img = shown(**slid);
    const int from = 4 * 7 + 4, to = 3 * 7 + 4;  // (unmarked: two squares to the left, of the same shade)
    const Color accent = pal.game_accent(kAccentHue);
    for (const int cell : {from, to}) {
        CAPTURE(cell);
        const Color at = corner(img, cell), plain = corner(img, cell - 2);
        CHECK_FALSE(near(at, plain));
        // Nearer the game's colour than an unmarked square is.
        const auto dist = [&](Color a) { return std::abs(a.r - accent.r) + std::abs(a.g - accent.g) + std::abs(a.b - accent.b); };
        CHECK(dist(at) < dist(plain));
    }
    // Another position (the board changed, as after a burst or an undo): no mark.
    const Image other = shown(*s);
    CHECK(near(corner(other, to), corner(other, to - 2), 4));
}
