// The Sweet Spots view headless: gestures become move text, and the drawn board shows zones and chests.
#include <doctest/doctest.h>

#include "engine/offscreen.h"
#include "game/sweetspots/rules.h"
#include "game/sweetspots/view.h"

using namespace pz;
using namespace pz::sweetspots;

namespace {

std::unique_ptr<SpotsPuzzle> unique_board() {
    auto p = parse_params("5k1");
    auto b = parse_desc(*p, "0012200022034443344433334");
    REQUIRE(b.ok());
    auto puzzle = SpotsPuzzle::make(*b);
    REQUIRE(puzzle.ok());
    return std::move(*puzzle);
}

Gesture at(Gesture::Kind kind, Vec2 p) {
    Gesture g;
    g.kind = kind;
    g.pos = p;
    g.start = p;
    return g;
}

bool close(Color a, Color b, int tol = 10) {
    return std::abs(a.r - b.r) <= tol && std::abs(a.g - b.g) <= tol && std::abs(a.b - b.b) <= tol;
}

} // namespace

TEST_CASE("taps cycle empty, mark, chest, empty, a long press places a chest") {
    auto puzzle = unique_board();
    SpotsView view(*puzzle);
    view.layout({0, 0, 360, 360});
    StatePtr s = puzzle->initial();
    const Vec2 cell_1_2 = view.cell_rect(1 * 5 + 2).center();
    auto i = view.interpret(*s, at(Gesture::Kind::Tap, cell_1_2));
    REQUIRE(i.kind == Interpretation::Kind::Move);
    CHECK(i.move == "mark 1,2");
    s = *puzzle->apply(*s, i.move);
    i = view.interpret(*s, at(Gesture::Kind::Tap, cell_1_2));
    CHECK(i.move == "chest 1,2");
    s = *puzzle->apply(*s, i.move);
    i = view.interpret(*s, at(Gesture::Kind::Tap, cell_1_2));
    CHECK(i.move == "clear 1,2");
    // Long press: a chest straight away; on a chest it is left to the scene.
    i = view.interpret(*puzzle->initial(), at(Gesture::Kind::LongPress, view.cell_rect(0).center()));
    CHECK(i.move == "chest 0,0");
    CHECK(view.interpret(*s, at(Gesture::Kind::LongPress, cell_1_2)).kind == Interpretation::Kind::None);
    // Off the board: nothing.
    view.layout({0, 0, 360, 640});
    CHECK(view.interpret(*s, at(Gesture::Kind::Tap, {180, 20})).kind == Interpretation::Kind::None);
    // Auto-marking adds "auto".
    view.set_options(ViewOptions{.game = {{"auto_mark", true}}});
    CHECK(view.interpret(*puzzle->initial(), at(Gesture::Kind::LongPress, {180, 320})).move == "chest 2,2 auto");
}

TEST_CASE("the other tap order: empty, chest, mark, empty") {
    auto puzzle = unique_board();
    SpotsView view(*puzzle);
    view.layout({0, 0, 360, 360});
    ViewOptions opts;
    opts.game["auto_mark"] = false;
    opts.game["chest_first"] = true;  // the settings screen's "A tap places a chest first"
    view.set_options(opts);
    StatePtr s = puzzle->initial();
    const Vec2 cell_3_1 = view.cell_rect(3 * 5 + 1).center();
    std::vector<std::string> moves;
    for (int t = 0; t < 3; ++t) {
        auto i = view.interpret(*s, at(Gesture::Kind::Tap, cell_3_1));
        REQUIRE(i.kind == Interpretation::Kind::Move);
        moves.push_back(i.move);
        s = *puzzle->apply(*s, i.move);
    }
    CHECK(moves == std::vector<std::string>{"chest 3,1", "mark 3,1", "clear 3,1"});
    CHECK(s->text() == puzzle->initial()->text());
    // Auto-marking still follows a chest placed by a tap.
    opts.game["auto_mark"] = true;
    view.set_options(opts);
    CHECK(view.interpret(*s, at(Gesture::Kind::Tap, cell_3_1)).move == "chest 3,1 auto");
}

TEST_CASE("keys move a cursor and Confirm acts on its cell") {
    auto puzzle = unique_board();
    SpotsView view(*puzzle);
    view.layout({0, 0, 360, 360});
    StatePtr s = puzzle->initial();
    Gesture k;
    k.kind = Gesture::Kind::Key;
    k.action = Action::Right;
    CHECK(view.interpret(*s, k).kind == Interpretation::Kind::UiOnly);  // shows the cursor on the first cell
    CHECK(view.interpret(*s, k).kind == Interpretation::Kind::UiOnly);
    k.action = Action::Down;
    CHECK(view.interpret(*s, k).kind == Interpretation::Kind::UiOnly);
    k.action = Action::Confirm;
    auto i = view.interpret(*s, k);
    CHECK(i.kind == Interpretation::Kind::Move);
    CHECK(i.move == "mark 1,1");
}

TEST_CASE("drawing: zone colours, chests, conflicts, thick zone borders") {
    auto puzzle = unique_board();
    SpotsView view(*puzzle);
    view.layout({0, 0, 360, 360});
    const Palette& pal = palette(false, false);
    StatePtr s = *puzzle->apply(*puzzle->initial(), "chest 0,2");
    s = *puzzle->apply(*s, "chest 4,3 4,4");  // two in row 4: a conflict
    Canvas canvas;
    DrawInfo info{.palette = pal};
    view.draw(canvas, *s, info);
    Image img = render_offscreen(canvas, 360, 360, pal.background);
    // A point of cell (row, col), as fractions of the cell from its top-left corner.
    auto px = [&](int row, int col, float fx, float fy) {
        const Rect r = view.cell_rect(row * 5 + col);
        return img.at(static_cast<int>(r.x + fx * r.w), static_cast<int>(r.y + fy * r.h));
    };
    // Cell (2,2) is zone 4: its centre shows the zone colour mixed with the cell colour.
    Color zone4 = pal.zone_fill(view.zone_colour(4));
    CHECK(close(px(2, 2, 0.5f, 0.5f), zone4));
    // Cells of different zones differ.
    CHECK(!close(px(2, 2, 0.5f, 0.5f), px(0, 0, 0.5f, 0.5f), 2));
    // The chest at (0,2) shows the chest colour just above its centre (below is the lid band,
    // above its outline).
    CHECK(close(px(0, 2, 0.3f, 0.34f), pal.highlight));
    // The conflicting chests are drawn in the "bad" colour.
    CHECK(close(px(4, 3, 0.3f, 0.34f), pal.bad));
    // The thick border between zone 1 (0,2) and zone 2 (0,3) is drawn in the edge colour.
    CHECK(close(px(0, 3, 0.f, 0.28f), pal.edge));
    // Column letters above the board and row numbers to its left, in the dim text colour, clear
    // of the cells.
    const Rect first = view.cell_rect(0);
    int dim_above = 0, dim_left = 0;
    for (int y = 0; y < static_cast<int>(first.y) - 3; ++y)
        for (int x = static_cast<int>(first.x); x < static_cast<int>(first.x + first.w); ++x) dim_above += close(img.at(x, y), pal.text_dim, 30);
    for (int y = static_cast<int>(first.y); y < static_cast<int>(first.y + first.h); ++y)
        for (int x = 0; x < static_cast<int>(first.x) - 3; ++x) dim_left += close(img.at(x, y), pal.text_dim, 30);
    CHECK(dim_above > 5);  // "A"
    CHECK(dim_left > 5);   // "1"
}

TEST_CASE("check, save/restore and back to the last correct position") {
    auto puzzle = std::shared_ptr<SpotsPuzzle>(unique_board().release());
    SpotsView view(*puzzle);
    Session session(puzzle);
    REQUIRE(session.play("chest 0,2").ok());
    CHECK(view.check(session.state()) == "No mistakes so far.");
    view.save_position(session.state());
    REQUIRE(session.play("mark 1,4").ok());  // (1,4) holds a chest: a mistake
    REQUIRE(session.play("mark 3,0").ok());
    CHECK(view.check(session.state()) == "The mark at E2 covers a cell that holds a chest.");
    const PlayLine line{.state = session.state_ptr(), .position = session.position(), .state_at = [&](size_t i) { return session.state_at(i); }};
    CHECK(SpotsView::last_correct(line, *puzzle) == 1);
    REQUIRE(session.play(view.restore_move()).ok());
    CHECK(session.state().text() == "..*../...../...../...../.....");
    auto moves = puzzle->solve(session.state());
    REQUIRE(moves.ok());
    const std::vector<std::string> list = moves.value();
    for (const auto& m : list) REQUIRE(session.play(m).ok());
    CHECK(view.check(session.state()) == "Solved!");
}

TEST_CASE("a shown hint outlines the cells of its move") {
    auto puzzle = unique_board();
    SpotsView view(*puzzle);
    view.layout({0, 0, 360, 360});
    const Palette& pal = palette(false, false);
    StatePtr s = puzzle->initial();
    auto hint = puzzle->hint(*s);
    REQUIRE(hint.ok());
    CHECK(hint->move == "chest 0,2");
    Canvas plain, hinted;
    view.draw(plain, *s, DrawInfo{.palette = pal});
    view.draw(hinted, *s, DrawInfo{.palette = pal, .hint = &*hint});
    Image a = render_offscreen(plain, 360, 360, pal.background);
    Image b = render_offscreen(hinted, 360, 360, pal.background);
    CHECK(a.count(pal.accent, 6) == 0);
    CHECK(b.count(pal.accent, 6) > 100);
    // Every accent pixel lies in the hinted cell (0,2).
    const Rect hinted_cell = view.cell_rect(2);
    int outside = 0;
    for (int y = 0; y < 360; ++y)
        for (int x = 0; x < 360; ++x)
            if (close(b.at(x, y), pal.accent, 6) && !hinted_cell.contains({static_cast<float>(x), static_cast<float>(y)})) ++outside;
    CHECK(outside == 0);
}
