// The Fill-in view headless: layout on phone and desktop shapes, gestures to move text, pixels.
#include <doctest/doctest.h>

#include <cstdlib>

#include "engine/audio.h"
#include "engine/offscreen.h"
#include "tests/ui/frame_strip.h"
#include "game/crossword/view.h"

using namespace pz;
using pz::test::frame_strip;
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
    // A clashing word is not crossed off. Once TUB stands alone in column 2 its chip fades
    // towards the board (crossed off in place), while BIB's stays cell-coloured.
    const Rect tub = v.chip_rect(word_index(*p, "TUB"));
    const Vec2 tub_px{tub.x + 3, tub.y + tub.h * 0.25f};
    CHECK(img.at(static_cast<int>(tub_px.x), static_cast<int>(tub_px.y)) == pal.cell);
    Canvas c2;
    v.draw(c2, *play(*p, p->initial(), "place 2 TUB"), info);
    const Image img2 = render_offscreen(c2, 360, 640, pal.background);
    CHECK(img2.at(static_cast<int>(tub_px.x), static_cast<int>(tub_px.y)) == pal.cell.mix(pal.board, 0.6f));
    const Rect bib = v.chip_rect(word_index(*p, "BIB"));
    CHECK(img2.at(static_cast<int>(bib.x + 3), static_cast<int>(bib.y + bib.h * 0.25f)) == pal.cell);
}

TEST_CASE("view: the registry hook makes a view only for fill-in puzzles") {
    auto p = ring();
    CHECK(make_crossword_view(*p) != nullptr);
}

namespace {

Image drawn(const CrosswordView& v, const State& s, const Palette& pal, Status status = Status::Playing) {
    Canvas c;
    v.draw(c, s, DrawInfo{.palette = pal, .status = status});
    return render_offscreen(c, 360, 640, pal.background);
}

bool near(Color a, Color b, int tol) { return std::abs(a.r - b.r) <= tol && std::abs(a.g - b.g) <= tol && std::abs(a.b - b.b) <= tol; }

int differing(const Image& a, const Image& b) {
    int n = 0;
    for (int y = 0; y < a.h; ++y)
        for (int x = 0; x < a.w; ++x) n += !near(a.at(x, y), b.at(x, y), 2);
    return n;
}

// How many pixels of a part of the screen are near a colour.
int count_in(const Image& img, Rect r, Color c) {
    int n = 0;
    for (int y = static_cast<int>(r.y); y < static_cast<int>(r.y + r.h); ++y)
        for (int x = static_cast<int>(r.x); x < static_cast<int>(r.x + r.w); ++x) n += near(img.at(x, y), c, 40);
    return n;
}

} // namespace

TEST_CASE("frames: a placed word's letters pop in one after another, then the word glows and fades") {
    auto p = ring();
    const Palette& pal = palette(false, false);
    CrosswordView v(*p);
    v.layout({0, 0, 360, 640});
    auto before = p->initial();
    auto after = play(*p, before, "place 0 CAT");
    NullAudio audio;
    v.on_change(Change{.before = before, .played = after, .after = after}, audio);
    REQUIRE(v.animating());
    const std::vector<Image> frames = frame_strip(v, "fillin-place", 90, [&] { return drawn(v, *after, pal); });
    CHECK_FALSE(v.animating());
    CHECK(frames.size() >= 20);
    CHECK(frames.size() <= 30);  // under half a second: the player is never kept waiting
    const Image rest = drawn(v, *after, pal);
    // C (cell 0) shows before A (cell 1) does; each grows frame by frame until it lands.
    const Rect c = v.cell_rect(0).inset(4), a = v.cell_rect(1).inset(4);
    // (The letter's ink: the cell's pixels in the ink of a placed letter's tile; the glow under it is never that colour.)
    const Color letter = pal.ink_on(pal.cell.mix(pal.game_accent(140), 0.5f));
    auto ink = [&](size_t f, Rect r) { return count_in(frames[f], r, letter); };
    CHECK(ink(0, c) == 0);
    CHECK(ink(3, c) > 0);
    CHECK(ink(3, a) == 0);
    for (size_t f = 4; f < 6; ++f) CHECK(ink(f, c) > ink(f - 1, c));  // growing (then past its size and back)
    CHECK(ink(8, a) > 0);
    // Every frame moves while the letters pop; the glow's fade moves over every few frames.
    for (size_t f = 1; f < 12; ++f) CHECK(differing(frames[f], frames[f - 1]) > 0);
    for (size_t f = 12; f + 4 < frames.size(); f += 4) CHECK(differing(frames[f + 4], frames[f]) > 0);
    // Once the letters are in, the whole word (the given T too) glows in the game's colour...
    const Rect t = v.cell_rect(2);
    const Vec2 corner{t.x + 8, t.y + t.h - 8};
    const Color glow = frames[14].at(static_cast<int>(corner.x), static_cast<int>(corner.y));
    const Color plain = rest.at(static_cast<int>(corner.x), static_cast<int>(corner.y));
    CHECK(plain == pal.cell_alt);
    CHECK_FALSE(near(glow, plain, 10));
    CHECK(near(glow, pal.cell_alt.mix(pal.game_accent(140), 0.6f), 60));
    // ...and the light fades to nothing. Reduced motion: the end state at once.
    CrosswordView still(*p);
    still.layout({0, 0, 360, 640});
    still.on_change(Change{.before = before, .played = after, .after = after}, audio);
    still.update(1e3f);
    CHECK_FALSE(still.animating());
    CHECK(differing(drawn(still, *after, pal), rest) == 0);
}

TEST_CASE("frames: a finished grid lights in a wave in the game's colour, not a flood of green, a shown solution does not") {
    auto p = ring();
    const Palette& pal = palette(false, false);
    auto s = play(*p, play(*p, play(*p, p->initial(), "place 0 CAT"), "place 1 COB"), "place 2 TUB");
    auto won = play(*p, s, "place 3 BIB");
    REQUIRE(p->status(*won) == Status::Won);
    CrosswordView v(*p);
    v.layout({0, 0, 360, 640});
    NullAudio audio;
    v.on_change(Change{.before = s, .played = won, .after = won, .status = Status::Won, .finished = true}, audio);
    REQUIRE(v.animating());
    const std::vector<Image> frames = frame_strip(v, "fillin-win", 90, [&] { return drawn(v, *won, pal, Status::Won); });
    CHECK_FALSE(v.animating());
    CHECK(frames.size() >= 40);
    CHECK(frames.size() <= 70);
    const Image rest = drawn(v, *won, pal, Status::Won);
    const Color accent = pal.game_accent(140);
    const Color placed = pal.cell.mix(accent, 0.5f);  // a letter the player wrote: a tile in the game's colour
    auto corner = [&](const Image& img, int cell) {
        const Rect r = v.cell_rect(cell);
        return img.at(static_cast<int>(r.x + 8), static_cast<int>(r.y + 8));
    };
    // The wave starts top-left: early on the first cell is lit and the last is not yet.
    const Image& early = frames[12];
    CHECK_FALSE(near(corner(early, 0), placed, 10));
    CHECK(near(corner(early, 8), placed, 4));
    // At rest every cell is softly tinted with the game's colour, and nothing is green.
    CHECK(near(corner(rest, 8), placed.mix(accent, 0.3f), 6));
    CHECK(rest.count(pal.good, 6) == 0);
    // A shown solution is not dressed as a win.
    CrosswordView shown(*p);
    shown.layout({0, 0, 360, 640});
    shown.on_change(Change{.kind = StepKind::Solve, .before = s, .played = won, .after = won, .status = Status::Won, .finished = true}, audio);
    CHECK_FALSE(shown.animating());
    CHECK(corner(drawn(shown, *won, pal, Status::Won), 8) == placed);
}
