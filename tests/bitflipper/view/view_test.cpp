// The BitFlipper view headless: layout at phone size, taps and the keyboard cursor to move text,
// the spread animation and sound pitch, and pixels rendered offscreen.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/offscreen.h"
#include "tests/ui/frame_strip.h"
#include "game/bitflipper/view.h"

using namespace pz;
using pz::test::keep_frame;
using namespace pz::bitflipper;

namespace {

std::unique_ptr<BitPuzzle> puzzle(const char* params, Board b) {
    auto p = BitPuzzle::make(*parse_params(params), std::move(b));
    REQUIRE(p.ok());
    return std::move(*p);
}

// The width and height of the tile drawn over `cell`'s place: the pixels unlike the board's
// backing along its row and column a little off its middle (clear of the digit).
struct Extent {
    int w = 0, h = 0;
};
Extent tile_extent(const Image& img, const BitView& v, int cell, const Palette& pal) {
    const Rect r = v.cell_rect(cell).inset(-6);
    auto tile = [&](int x, int y) {
        const Color c = img.at(x, y);
        return std::abs(c.r - pal.board.r) + std::abs(c.g - pal.board.g) + std::abs(c.b - pal.board.b) > 24;
    };
    Extent e;
    const int row = static_cast<int>(r.y + r.h * 0.85f), col = static_cast<int>(r.x + r.w * 0.15f);
    for (int x = static_cast<int>(r.x); x < static_cast<int>(r.x + r.w); ++x) e.w += tile(x, row);
    for (int y = static_cast<int>(r.y); y < static_cast<int>(r.y + r.h); ++y) e.h += tile(col, y);
    return e;
}

Image frame(const BitView& v, const State& s, Status status = Status::Playing) {
    const Palette& pal = palette(false, true);
    Canvas c;
    DrawInfo info{pal};
    info.status = status;
    v.draw(c, s, info);
    return render_offscreen(c, 360, 640, pal.background);
}

int distance(Color a, Color b) { return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b); }

} // namespace

TEST_CASE("view: 7x7 fits a 360x640 phone with cells of at least 44 px") {
    auto p = puzzle("7x7s9t0", Board(49, 1));
    BitView v(*p);
    v.layout({0, 0, 360, 640});
    const Rect a = v.cell_rect(0), b = v.cell_rect(48);
    CHECK(a.w >= 44.f);
    CHECK(a.x >= 0.f);
    CHECK(b.x + b.w <= 360.f);
    CHECK(b.y + b.h <= 640.f);
    CHECK(v.cell_at(a.center()) == 0);
    CHECK(v.cell_at(b.center()) == 48);
    CHECK(v.cell_at({1, 1}) == -1);
}

TEST_CASE("view: a tap on a cell is the move 'r,c', keys move a cursor and confirm taps") {
    auto p = puzzle("3x4s5t0", Board{1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2});
    BitView v(*p);
    v.layout({0, 0, 360, 640});
    auto s = p->initial();
    auto i = v.interpret(*s, Gesture::tap(v.cell_rect(6).center()));
    CHECK(i.kind == Interpretation::Kind::Move);
    CHECK(i.move == "1,2");
    CHECK(p->apply(*s, i.move).ok());
    CHECK(v.interpret(*s, Gesture::tap({2, 2})).kind == Interpretation::Kind::None);
    Gesture lp = Gesture::tap(v.cell_rect(0).center());
    lp.kind = Gesture::Kind::LongPress;
    CHECK(v.interpret(*s, lp).kind == Interpretation::Kind::None);  // opens history in the play scene

    CHECK_FALSE(v.cursor_shown());
    CHECK(v.interpret(*s, Gesture::key(Action::Right)).kind == Interpretation::Kind::UiOnly);
    CHECK(v.cursor_shown());
    CHECK(v.cursor() == 6);  // the first arrow only shows where the cursor is
    v.interpret(*s, Gesture::key(Action::Down));
    v.interpret(*s, Gesture::key(Action::Down));  // clamped at the bottom row
    v.interpret(*s, Gesture::key(Action::Right));
    v.interpret(*s, Gesture::key(Action::Right));
    CHECK(v.cursor() == 11);
    v.interpret(*s, Gesture::key(Action::Left));
    v.interpret(*s, Gesture::key(Action::Up));
    auto c = v.interpret(*s, Gesture::key(Action::Confirm));
    CHECK(c.kind == Interpretation::Kind::Move);
    CHECK(c.move == "1,2");

    // No moves once the board is won.
    auto won = puzzle("1x3s3t0", Board{2, 1, 0});
    BitView w(*won);
    w.layout({0, 0, 360, 640});
    auto done = *won->apply(*won->initial(), "0,0");
    CHECK(won->status(*done) == Status::Won);
    CHECK(w.interpret(*done, Gesture::tap(w.cell_rect(1).center())).kind == Interpretation::Kind::None);
}

TEST_CASE("view: on_change animates the spread and the pitch follows the value") {
    auto p = puzzle("3x3s5t0", Board(9, 1));
    BitView v(*p);
    v.layout({0, 0, 360, 640});
    auto s0 = p->initial();
    auto s1 = *p->apply(*s0, "1,1");
    NullAudio audio;
    v.on_change(Change{.before = s0, .played = s1, .after = s1}, audio);
    CHECK(audio.played[static_cast<int>(Sound::Flip)] == 1);
    CHECK(v.animating());
    v.update(1.f);
    CHECK_FALSE(v.animating());
    // The tile sounds its new value's note of the scale: one value, one note.
    REQUIRE(audio.calls.size() == 1);
    CHECK(audio.calls[0].pitch == doctest::Approx(scale_step(2)));  // the centre, tapped: 1 + 1 = 2
}

TEST_CASE("view: with the option on, each tile shows its taps so far as dots along its foot, and none without it") {
    auto p = puzzle("1x3s4t0", Board{1, 2, 3});
    BitView v(*p);
    v.layout({0, 0, 360, 640});
    StatePtr s = p->initial();
    for (const char* m : {"0,0", "0,2", "0,2", "0,2"}) s = *p->apply(*s, m);
    const Palette& pal = palette(false, true);
    // Dots: pixels far from the tile's own colour in the band along its foot (the digit stays above it).
    auto dots = [&](const Image& img, int cell) {
        const auto& st = static_cast<const BitState&>(*s);
        const Color fill = pal.value(st.cells[static_cast<size_t>(cell)]);
        const Rect r = v.cell_rect(cell);
        int n = 0;
        for (int y = static_cast<int>(r.y + r.h * 0.78f); y < static_cast<int>(r.y + r.h * 0.95f); ++y)
            for (int x = static_cast<int>(r.x + r.w * 0.2f); x < static_cast<int>(r.x + r.w * 0.8f); ++x) n += distance(img.at(x, y), fill) > 150;
        return n;
    };
    const Image off = frame(v, *s);
    for (int cell = 0; cell < 3; ++cell) CHECK(dots(off, cell) == 0);
    ViewOptions o;
    o.game["show_presses"] = true;
    v.set_options(o);
    const Image on = frame(v, *s);
    keep_frame(on, "bitflipper-presses", 0);
    const int one = dots(on, 0), none = dots(on, 1), three = dots(on, 2);
    CHECK(one > 0);
    CHECK(none == 0);
    CHECK(three > 2 * one);  // three dots
}

TEST_CASE("view: cells render in their value colour, the hint overlay and the win ring draw") {
    auto p = puzzle("2x2s4t0", Board{0, 3, 1, 2});
    BitView v(*p);
    v.layout({0, 0, 360, 640});
    const Palette& pal = palette(false, false);
    Canvas c;
    auto s = p->initial();
    v.draw(c, *s, DrawInfo{pal});
    Image img = render_offscreen(c, 360, 640, pal.background);
    // Left-middle of each cell: inside the rounded body, clear of the centred digit.
    for (int cell = 0; cell < 4; ++cell) {
        CAPTURE(cell);
        const Rect r = v.cell_rect(cell);
        const Color got = img.at(static_cast<int>(r.x + r.w * 0.12f), static_cast<int>(r.y + r.h * 0.5f));
        const Color want = pal.value(static_cast<const BitState&>(*s).cells[static_cast<size_t>(cell)]);
        CHECK(std::abs(got.r - want.r) <= 6);
        CHECK(std::abs(got.g - want.g) <= 6);
        CHECK(std::abs(got.b - want.b) <= 6);
    }
    // The colour-blind palette's ramp is what the cells show when it is chosen.
    Canvas cb;
    v.draw(cb, *s, DrawInfo{palette(true, false)});
    Image img_cb = render_offscreen(cb, 360, 640, palette(true, false).background);
    const Rect r1 = v.cell_rect(1);
    const Color got_cb = img_cb.at(static_cast<int>(r1.x + r1.w * 0.12f), static_cast<int>(r1.y + r1.h * 0.5f));
    const Color want_cb = palette(true, false).value(3);
    CHECK(std::abs(got_cb.r - want_cb.r) <= 6);
    CHECK(std::abs(got_cb.g - want_cb.g) <= 6);
    CHECK(std::abs(got_cb.b - want_cb.b) <= 6);

    // A hint shows what its step allows: steps 1 and 2 light the nudge's cells, step 3 rings the
    // cell to tap; never the whole solution (the heat map of every tap is gone).
    auto h = p->hint(*s);
    REQUIRE(h.ok());
    const int hc = *parse_move(p->rule(), h->move);
    REQUIRE(h->cells == std::vector<std::string>{p->cell_label(hc / 2, hc % 2)});
    DrawInfo with_hint{pal};
    with_hint.hint = &*h;
    with_hint.hint_step = 1;
    Canvas ch;
    v.draw(ch, *s, with_hint);
    Image img_h = render_offscreen(ch, 360, 640, pal.background);
    const Rect hr = v.cell_rect(hc);
    const int px = static_cast<int>(hr.x + hr.w * 0.12f), py = static_cast<int>(hr.y + hr.h * 0.5f);
    CHECK_FALSE(img_h.at(px, py) == img.at(px, py));
    with_hint.hint_step = 3;
    Canvas c3;
    v.draw(c3, *s, with_hint);
    Image img_3 = render_offscreen(c3, 360, 640, pal.background);
    CHECK(img_3.at(static_cast<int>(hr.x - 2), static_cast<int>(hr.y + hr.h * 0.5f)) == pal.highlight);
    for (int cell = 0; cell < 4; ++cell) {
        CAPTURE(cell);
        const Rect r = v.cell_rect(cell);
        const int x = static_cast<int>(r.x + r.w * 0.12f), y = static_cast<int>(r.y + r.h * 0.5f);
        CHECK(img_3.at(x, y) == img.at(x, y));  // no overlay on any cell
        if (cell != hc) CHECK(img_h.at(x, y) == img.at(x, y));
    }

    // A won board rests in a frame of the game's colour.
    auto won = puzzle("1x3s3t0", Board{2, 1, 0});
    BitView w(*won);
    w.layout({0, 0, 360, 640});
    auto done = *won->apply(*won->initial(), "0,0");
    DrawInfo wi{pal};
    wi.status = Status::Won;
    Canvas cw;
    w.draw(cw, *done, wi);
    Image img_w = render_offscreen(cw, 360, 640, pal.background);
    CHECK(img_w.count(pal.game_accent(kAccentHue), 10) > 50);
}

TEST_CASE("view: frame strip: the tapped tile dips and turns over, its neighbours just after, the new value past half-way") {
    auto p = puzzle("3x3s6t0", Board(9, 3));
    const Palette& pal = palette(false, true);
    BitView v(*p);
    v.layout({0, 0, 360, 640});
    auto s0 = p->initial();
    // The centre 3 -> 4, its four neighbours 3 -> 5 (teal to sand and coral: none the colour of the
    // board's backing, against which a tile's width is measured).
    auto s1 = *p->apply(*s0, "1,1");
    NullAudio audio;
    v.on_change(Change{.before = s0, .played = s1, .after = s1}, audio);
    const int full = tile_extent(frame(v, *s1), v, 0, pal).w;  // a tile that does not turn
    std::vector<int> centre, top;
    std::vector<Color> face;
    Image prev = frame(v, *s1);
    int frames = 0;
    while (v.animating() && frames < 100) {
        v.update(0.016f);
        ++frames;
        const Image img = frame(v, *s1);
        keep_frame(img, "bitflipper-move", frames);
        CHECK_MESSAGE(img.rgba != prev.rgba, "frame " << frames << " repeats the one before");
        centre.push_back(tile_extent(img, v, 4, pal).w);
        top.push_back(tile_extent(img, v, 1, pal).w);
        const Rect r = v.cell_rect(4);
        face.push_back(img.at(static_cast<int>(r.center().x), static_cast<int>(r.y + r.h * 0.85f)));
        prev = img;
    }
    CHECK(frames < 40);
    CHECK_FALSE(v.animating());
    // The tapped tile narrows to an edge and opens again: monotone each way.
    const auto edge = std::min_element(centre.begin(), centre.end()) - centre.begin();
    CHECK(centre[static_cast<size_t>(edge)] < full / 3);
    for (long i = 1; i < static_cast<long>(centre.size()); ++i) {
        CAPTURE(i);
        if (i <= edge) CHECK(centre[static_cast<size_t>(i)] <= centre[static_cast<size_t>(i - 1)] + 1);
        else CHECK(centre[static_cast<size_t>(i)] >= centre[static_cast<size_t>(i - 1)] - 1);
    }
    CHECK(std::abs(centre.back() - full) <= 1);
    // The old value's colour before the edge, the new one's after.
    const Color one = pal.value(3), two = pal.value(4);
    CHECK(distance(face.front(), one) < distance(face.front(), two));
    CHECK(distance(face.back(), two) < distance(face.back(), one));
    // The neighbour starts turning frames after the tapped one: the rule's order is seen.
    auto first_below = [&](const std::vector<int>& w) {
        return std::find_if(w.begin(), w.end(), [&](int x) { return x < full * 95 / 100; }) - w.begin();
    };
    CHECK(first_below(top) >= first_below(centre) + 3);
    CHECK(*std::min_element(top.begin(), top.end()) < full / 3);
    // At rest: the still board; reduced motion gets there at once.
    BitView fresh(*p);
    fresh.layout({0, 0, 360, 640});
    CHECK(frame(v, *s1).rgba == frame(fresh, *s1).rgba);
    BitView rm(*p);
    rm.layout({0, 0, 360, 640});
    rm.on_change(Change{.before = s0, .played = s1, .after = s1}, audio);
    rm.update(1000.f);
    CHECK_FALSE(rm.animating());
    CHECK(frame(rm, *s1).rgba == frame(fresh, *s1).rgba);
}

TEST_CASE("view: frame strip: the win sends a wave of hops in the game's colour, then rests, a tap skips it") {
    auto p = puzzle("1x3s3t0", Board{2, 1, 0});
    const Palette& pal = palette(false, true);
    BitView v(*p);
    v.layout({0, 0, 360, 640});
    auto s0 = p->initial();
    auto won = *p->apply(*s0, "0,0");
    REQUIRE(p->status(*won) == Status::Won);
    NullAudio audio;
    const Change change{.before = s0, .played = won, .after = won, .status = Status::Won, .finished = true};
    v.on_change(change, audio);
    const int rest = tile_extent(frame(v, *won, Status::Won), v, 2, pal).h;
    std::vector<int> far;  // the last tile the wave reaches
    Image prev = frame(v, *won, Status::Won);
    int frames = 0, repeats = 0;
    while (v.animating() && frames < 200) {
        v.update(0.016f);
        ++frames;
        const Image img = frame(v, *won, Status::Won);
        keep_frame(img, "bitflipper-win", frames);
        repeats += img.rgba == prev.rgba;
        far.push_back(tile_extent(img, v, 2, pal).h);
        prev = img;
    }
    CHECK(frames > 50);  // the flip, then the moment
    CHECK(frames < 90);
    CHECK(repeats == 0);
    const auto peak = std::max_element(far.begin(), far.end()) - far.begin();
    CHECK(far[static_cast<size_t>(peak)] > rest + 4);        // it hopped
    CHECK(peak > static_cast<long>(far.size()) / 2);         // late: the wave came from the far end
    CHECK(std::abs(far.back() - rest) <= 1);
    BitView fresh(*p);
    fresh.layout({0, 0, 360, 640});
    CHECK(frame(v, *won, Status::Won).rgba == frame(fresh, *won, Status::Won).rgba);

    BitView skip(*p);
    skip.layout({0, 0, 360, 640});
    skip.on_change(change, audio);
    skip.update(0.5f);
    REQUIRE(skip.animating());
    skip.interpret(*won, Gesture::tap(skip.cell_rect(1).center()));
    CHECK_FALSE(skip.animating());
    BitView shown(*p);
    shown.layout({0, 0, 360, 640});
    shown.on_change(Change{.kind = StepKind::Solve, .before = s0, .played = won, .after = won, .status = Status::Won}, audio);
    shown.update(1.f);
    CHECK_FALSE(shown.animating());
}
