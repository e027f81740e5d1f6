// The Fill-in view on a phone: the on-screen keyboard, the drop preview while a word is dragged,
// clashes shown as they happen, and the 360x640 layout with the largest shipped grids.
#include <doctest/doctest.h>

#include <cstdlib>

#include "engine/offscreen.h"
#include "game/core/level_pack.h"
#include "game/crossword/view.h"

using namespace pz;
using namespace pz::crossword;

namespace {

// The board area the play scene gives a 360x640 phone (HUD above, action bar below).
constexpr Rect kPhone{8, 66, 344, 496};

std::unique_ptr<FillPuzzle> make(const std::string& text) {
    auto f = parse_puzzle_file(text);
    REQUIRE(f.ok());
    auto p = FillPuzzle::make(std::move(*f));
    REQUIRE(p.ok());
    return std::move(*p);
}

// Slots: 0 across row 0, 1 down column 0, 2 down column 2, 3 across row 2. Unique fill CAT/COB/TUB/BIB.
std::unique_ptr<FillPuzzle> ring() { return make("**T\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n"); }

size_t word_index(const FillPuzzle& p, const std::string& w) {
    for (size_t i = 0; i < p.words().size(); ++i)
        if (p.words()[i] == w) return i;
    FAIL("no such word");
    return 0;
}

StatePtr play(const FillPuzzle& p, StatePtr s, const std::string& move) {
    auto r = p.apply(*s, move);
    REQUIRE_MESSAGE(r.ok(), move);
    return *r;
}

Color pixel(const Image& img, Vec2 p) { return img.at(static_cast<int>(p.x), static_cast<int>(p.y)); }

int colour_distance(Color a, Color b) { return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b); }

Image render(const CrosswordView& v, const State& s, int w = 360, int h = 640) {
    const Palette& pal = palette(false, false);
    Canvas c;
    v.draw(c, s, DrawInfo{pal});
    Image img = render_offscreen(c, w, h, pal.background);
    // PZ_CROSSWORD_SHOTS=DIR keeps the frames for a look by eye.
    if (const char* dir = std::getenv("PZ_CROSSWORD_SHOTS")) {
        static int n = 0;
        img.write_png(std::string(dir) + "/crossword-" + std::to_string(++n) + ".png");
    }
    return img;
}

Gesture drag(Gesture::Kind k, Vec2 start, Vec2 pos) { return Gesture::at(k, start, pos); }

} // namespace

TEST_CASE("keyboard: taps on the on-screen keys type into the selected slot like typed letters") {
    auto p = ring();
    CrosswordView v(*p), typed(*p);
    v.layout(kPhone);
    typed.layout(kPhone);
    auto s = p->initial();
    // Hidden until a slot is picked on the grid; a tap where it would be types nothing then (the
    // word list may use that room: a view of its own, so that tap picks nothing here).
    CHECK_FALSE(v.keyboard_shown());
    const Rect q = v.key_rect('Q');
    REQUIRE(q.w > 0);
    {
        CrosswordView probe(*p);
        probe.layout(kPhone);
        CHECK(probe.interpret(*s, Gesture::tap(q.center())).kind != Interpretation::Kind::Move);
        CHECK_FALSE(probe.keyboard_shown());
    }
    CHECK(v.interpret(*s, Gesture::tap(v.cell_rect(0).center())).kind == Interpretation::Kind::UiOnly);
    typed.interpret(*s, Gesture::tap(typed.cell_rect(0).center()));
    REQUIRE(v.keyboard_shown());
    CHECK(v.selected_slot() == 0);
    // The same moves as a physical keyboard, letter by letter.
    for (char ch : std::string("CA")) {
        const auto r = v.interpret(*s, Gesture::tap(v.key_rect(ch).center()));
        const auto t = typed.interpret(*s, Gesture::text(ch));
        REQUIRE(r.kind == Interpretation::Kind::Move);
        CHECK(r.move == t.move);
        s = play(*p, s, r.move);
    }
    CHECK(p->slot_text(as_fill(*s), 0) == "CAT");
    // The last cell is the given T: a further letter has nowhere to go.
    CHECK(v.interpret(*s, Gesture::tap(v.key_rect('X').center())).kind == Interpretation::Kind::Invalid);
    // Backspace erases back along the slot.
    auto r = v.interpret(*s, Gesture::tap(v.key_rect(CrosswordView::kBackspace).center()));
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "letter 0,1 .");
    s = play(*p, s, r.move);
    // A tap in the gap between two keys still types one of them; so does a key held a little long,
    // and a finger that slides onto a key and lifts there.
    const Rect o = v.key_rect('O'), pk = v.key_rect('P');
    r = v.interpret(*s, Gesture::tap({(o.x + o.w + pk.x) * 0.5f, o.center().y}));
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK((r.move == "letter 0,1 O" || r.move == "letter 0,1 P"));
    Gesture held = Gesture::tap(v.key_rect('U').center());
    held.kind = Gesture::Kind::LongPress;
    v.interpret(*s, Gesture::tap(v.cell_rect(1).center()));  // back to (0,1)
    r = v.interpret(*s, held);
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "letter 0,1 U");
    v.interpret(*s, Gesture::tap(v.cell_rect(1).center()));
    const Vec2 from = v.key_rect('E').center(), to = v.key_rect('Y').center();
    CHECK(v.interpret(*s, drag(Gesture::Kind::DragStart, from, to)).kind == Interpretation::Kind::UiOnly);
    CHECK(v.interpret(*s, drag(Gesture::Kind::DragMove, from, to)).kind == Interpretation::Kind::UiOnly);
    r = v.interpret(*s, drag(Gesture::Kind::DragEnd, from, to));
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "letter 0,1 Y");
    // Done puts the keyboard away and gives the list its room back.
    CHECK(v.interpret(*s, Gesture::tap(v.key_rect(CrosswordView::kDone).center())).kind == Interpretation::Kind::UiOnly);
    CHECK_FALSE(v.keyboard_shown());
    CHECK(v.selected_slot() == -1);
}

TEST_CASE("keyboard: a tapped key lights up, and goes back after a moment") {
    auto p = ring();
    CrosswordView v(*p);
    v.layout(kPhone);
    auto s = p->initial();
    const Palette& pal = palette(false, false);
    v.interpret(*s, Gesture::tap(v.cell_rect(0).center()));
    const Rect k = v.key_rect('K');
    const Vec2 corner{k.x + 4, k.y + k.h - 5};  // inside the key, clear of its letter
    Image img = render(v, *s);
    CHECK(pixel(img, corner) == pal.cell_alt);
    v.interpret(*s, Gesture::tap(k.center()));
    img = render(v, *s);
    CHECK(pixel(img, corner) == pal.accent);
    CHECK(pixel(img, {v.key_rect('J').x + 4, corner.y}) == pal.cell_alt);
    v.update(0.5f);
    img = render(v, *s);
    CHECK(pixel(img, corner) == pal.cell_alt);
    // Without a selected slot nothing of the keyboard is drawn.
    v.interpret(*s, Gesture::tap(v.key_rect(CrosswordView::kDone).center()));
    img = render(v, *s);
    CHECK(pixel(img, corner) != pal.cell_alt);
}

TEST_CASE("keyboard: a 360x640 phone fits the grid, the words of the slot and keys at least 44 px tall") {
    const std::string path = std::string(PZ_SOURCE_DIR) + "/levels/crossword/fillin.txt";
    auto pack = load_level_pack(path);
    REQUIRE(pack.ok());
    int big = 0;
    for (const auto& lv : pack->levels) {
        auto f = parse_desc(lv.desc);
        REQUIRE(f.ok());
        if (f->grid.width() < 13) continue;  // the largest grids are the tight ones
        ++big;
        auto p = FillPuzzle::make(std::move(*f));
        REQUIRE(p.ok());
        const FillPuzzle& fp = **p;
        CrosswordView v(fp);
        v.layout(kPhone);
        INFO("line " << lv.line);
        const Rect g = v.grid_rect();
        CHECK(g.x >= kPhone.x);
        CHECK(g.x + g.w <= kPhone.x + kPhone.w);
        CHECK(g.y >= kPhone.y);
        CHECK(v.cell_rect(0).w >= 18);  // a 15x15 grid in 344 px
        // Pick the longest slot: its words are the widest chips.
        int longest = 0;
        for (size_t i = 0; i < fp.grid().slots.size(); ++i)
            if (fp.grid().slots[i].length > fp.grid().slots[static_cast<size_t>(longest)].length) longest = static_cast<int>(i);
        auto s = fp.initial();
        const int cell = fp.grid().slots[static_cast<size_t>(longest)].cells[0];
        v.interpret(*s, Gesture::tap(v.cell_rect(cell).center()));
        if (v.selected_slot() != longest) v.interpret(*s, Gesture::tap(v.cell_rect(cell).center()));
        REQUIRE(v.selected_slot() == longest);
        REQUIRE(v.keyboard_shown());
        const Rect kb = v.keyboard_rect();
        CHECK(kb.y >= g.y + g.h);
        CHECK(kb.y + kb.h <= kPhone.y + kPhone.h + 0.5f);
        CHECK(kb.x >= kPhone.x);
        CHECK(kb.x + kb.w <= kPhone.x + kPhone.w + 0.5f);
        for (char ch = 'A'; ch <= 'Z'; ++ch) {
            const Rect k = v.key_rect(ch);
            CHECK(k.h >= 44);
            CHECK(k.w >= 28);
        }
        CHECK(v.key_rect(CrosswordView::kBackspace).w > v.key_rect('A').w);
        CHECK(v.key_rect(CrosswordView::kDone).w > v.key_rect('A').w);
        // Words of the slot's length sit between grid and keyboard where a row fits (the grid
        // takes the width first); other lengths are folded away.
        int shown = 0;
        for (size_t i = 0; i < fp.words().size(); ++i) {
            const bool fits = static_cast<int>(fp.words()[i].size()) == fp.grid().slots[static_cast<size_t>(longest)].length;
            if (!fits) CHECK_FALSE(v.chip_shown(i));
            if (!v.chip_shown(i)) continue;
            ++shown;
            const Rect c = v.chip_rect(i);
            CHECK(c.y >= g.y + g.h);
            CHECK(c.y + c.h <= kb.y);
        }
        if (kb.y - (g.y + g.h) >= 48 + 3 * 6) CHECK(shown >= 1);
        if (big == 1) {  // drawn once: the keyboard really is on screen
            const Rect a = v.key_rect('A');
            CHECK(pixel(render(v, *s), {a.x + 4, a.y + a.h - 5}) == palette(false, false).cell_alt);
        }
    }
    CHECK(big >= 5);
}

TEST_CASE("keyboard: a smaller phone shrinks the keys only as far as it must") {
    auto p = ring();
    CrosswordView v(*p);
    const Rect small{8, 66, 304, 424};  // 320x568
    v.layout(small);
    auto s = p->initial();
    v.interpret(*s, Gesture::tap(v.cell_rect(0).center()));
    REQUIRE(v.keyboard_shown());
    const Rect kb = v.keyboard_rect();
    CHECK(v.key_rect('A').h >= 36);
    CHECK(kb.y + kb.h <= small.y + small.h + 0.5f);
    CHECK(kb.y >= v.grid_rect().y + v.grid_rect().h);
    // A wide desktop window has a real keyboard: no on-screen one.
    v.layout({8, 66, 1008, 620});
    v.interpret(*s, Gesture::tap(v.cell_rect(0).center()));
    CHECK(v.selected_slot() >= 0);
    CHECK_FALSE(v.keyboard_shown());
    // A phone on its side keeps one, beside the grid under the word list.
    v.layout({8, 66, 624, 276});
    v.interpret(*s, Gesture::tap(v.cell_rect(0).center()));
    REQUIRE(v.keyboard_shown());
    CHECK(v.keyboard_rect().x >= v.grid_rect().x + v.grid_rect().w);
    CHECK(v.key_rect('A').h >= 44);
}

TEST_CASE("drag preview: the word is ghosted in the slot it would land in, clashes in the conflict colour") {
    auto p = ring();
    CrosswordView v(*p);
    v.layout(kPhone);
    const Palette& pal = palette(false, false);
    const auto s = play(*p, p->initial(), "place 0 CAT");
    const Image before = render(v, *s);
    // BIB dragged over (1,0): the down slot of column 0, whose top cell holds CAT's C.
    const Vec2 from = v.chip_rect(word_index(*p, "BIB")).center();
    const Vec2 over = v.cell_rect(3).center();
    CHECK(v.interpret(*s, drag(Gesture::Kind::DragStart, from, from + Vec2{0, -20})).kind == Interpretation::Kind::UiOnly);
    CHECK(v.drop_preview() == -1);  // still over the list
    CHECK(v.interpret(*s, drag(Gesture::Kind::DragMove, from, over)).kind == Interpretation::Kind::UiOnly);
    REQUIRE(v.drop_preview() == 1);
    const Image during = render(v, *s);
    auto corner = [&](int cell) {  // bottom-left: clear of the letter and of the slot number
        const Rect r = v.cell_rect(cell);
        return Vec2{r.x + 5, r.y + r.h - 5};
    };
    const Color clash = pixel(during, corner(0)), ghost = pixel(during, corner(6));
    CHECK(pixel(before, corner(6)) == pal.cell);
    CHECK(ghost != pal.cell);
    CHECK(colour_distance(ghost, pal.accent) < colour_distance(pal.cell, pal.accent));
    CHECK(colour_distance(clash, pal.bad) < colour_distance(ghost, pal.bad));
    CHECK(colour_distance(clash, pal.bad) < colour_distance(pixel(before, corner(0)), pal.bad));
    // Cells outside the slot are untouched.
    CHECK(pixel(during, corner(8)) == pixel(before, corner(8)));
    // Dropped there, it lands exactly in the previewed slot.
    const auto r = v.interpret(*s, drag(Gesture::Kind::DragEnd, from, over));
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "place 1 BIB");
    CHECK(v.drop_preview() == -1);
}

TEST_CASE("drag preview: off a slot of the word's length, the nearest one that fits") {
    // Slot 0 is five long across row 0, slot 1 three long across row 2.
    auto p = make("*****\n.....\n***..\nwords:\nhello\ncat\n");
    CrosswordView v(*p);
    v.layout(kPhone);
    const auto s = p->initial();
    const Vec2 from = v.chip_rect(word_index(*p, "CAT")).center();
    v.interpret(*s, drag(Gesture::Kind::DragStart, from, from + Vec2{0, -20}));
    for (int cell : {1, 8, 3}) {  // on the five-letter slot, on background, on the far end of row 0
        INFO("cell " << cell);
        v.interpret(*s, drag(Gesture::Kind::DragMove, from, v.cell_rect(cell).center()));
        CHECK(v.drop_preview() == 1);
    }
    // Far from the grid (back over the list) there is no preview, and a drop there does nothing.
    v.interpret(*s, drag(Gesture::Kind::DragMove, from, from));
    CHECK(v.drop_preview() == -1);
    CHECK(v.interpret(*s, drag(Gesture::Kind::DragEnd, from, from)).kind == Interpretation::Kind::UiOnly);
    // Released over the grid, the drop goes where the last preview was.
    v.interpret(*s, drag(Gesture::Kind::DragStart, from, from + Vec2{0, -20}));
    v.interpret(*s, drag(Gesture::Kind::DragMove, from, v.cell_rect(6).center()));
    const int shown = v.drop_preview();
    const auto r = v.interpret(*s, drag(Gesture::Kind::DragEnd, from, v.cell_rect(6).center()));
    REQUIRE(r.kind == Interpretation::Kind::Move);
    CHECK(r.move == "place " + std::to_string(shown) + " CAT");
}

TEST_CASE("clashes show the moment they happen: a letter no listed word agrees with, a clash, a word used twice") {
    auto p = ring();
    CrosswordView v(*p);
    v.layout(kPhone);
    const Palette& pal = palette(false, false);
    auto s = play(*p, p->initial(), "place 0 CAT");
    auto bad = [&](const StatePtr& st) {
        std::vector<int> out;
        const auto c = p->clashing(as_fill(*st));
        for (size_t i = 0; i < c.size(); ++i)
            if (c[i]) out.push_back(static_cast<int>(i));
        return out;
    };
    CHECK(bad(s).empty());
    // Column 0 reads C, X: no word of the list starts so. The X is blamed, not CAT's C, and drawn
    // in the clash colour at once (no Check to press).
    s = play(*p, s, "letter 1,0 X");
    CHECK(bad(s) == std::vector<int>{3});
    const Rect x = v.cell_rect(3);
    CHECK(pixel(render(v, *s), {x.x + 3, x.center().y}) == pal.bad);
    // A letter some word agrees with (COB) is no clash, right or wrong.
    s = play(*p, s, "letter 1,0 O");
    CHECK(bad(s).empty());
    CHECK(pixel(render(v, *s), {x.x + 3, x.center().y}) != pal.bad);
    // Across and down disagreeing on a cell; and CAT twice where the list has it once.
    CHECK(bad(play(*p, s, "place 1 BIB")) == std::vector<int>{0});
    // B2 and B3 lie in no down slot: only CAT's being there twice makes them clash.
    const auto twice = bad(play(*p, play(*p, p->initial(), "place 3 CAT"), "place 0 CAT"));
    CHECK(std::count(twice.begin(), twice.end(), 1) == 1);
    CHECK(std::count(twice.begin(), twice.end(), 7) == 1);
    CHECK(std::count(twice.begin(), twice.end(), 2) == 0);  // T on C1 is given: never the player's clash
}
