// The Sweet Spots view headless: gestures become move text, and the drawn board shows zones and chests.
#include <doctest/doctest.h>

#include <cstdlib>

#include "engine/audio.h"
#include "engine/offscreen.h"
#include "tests/ui/frame_strip.h"
#include "game/sweetspots/rules.h"
#include "game/sweetspots/view.h"

using namespace pz;
using pz::test::frame_strip;
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

namespace {

Image drawn(const SpotsView& view, const State& s, const Palette& pal, Status status = Status::Playing) {
    Canvas canvas;
    view.draw(canvas, s, DrawInfo{.palette = pal, .status = status});
    return render_offscreen(canvas, 360, 360, pal.background);
}

int differing(const Image& a, const Image& b) {
    int n = 0;
    for (int y = 0; y < a.h; ++y)
        for (int x = 0; x < a.w; ++x) n += !close(a.at(x, y), b.at(x, y), 2);
    return n;
}

// The mean row of the pixels in a column band that differ from `under` (-1 if none): where a piece is.
float piece_row(const Image& img, const Image& under, Rect band) {
    double sum = 0;
    int n = 0;
    for (int y = 0; y < img.h; ++y)
        for (int x = static_cast<int>(band.x); x < static_cast<int>(band.x + band.w); ++x)
            if (!close(img.at(x, y), under.at(x, y), 2)) sum += y, ++n;
    return n ? static_cast<float>(sum / n) : -1.f;
}

} // namespace

TEST_CASE("frames: a chest drops into its cell, bounces, rests, reduced motion places it at once") {
    auto puzzle = unique_board();
    const Palette& pal = palette(false, false);
    StatePtr before = puzzle->initial();
    StatePtr after = *puzzle->apply(*before, "chest 2,2");
    SpotsView view(*puzzle);
    view.layout({0, 0, 360, 360});
    const Image empty = drawn(view, *before, pal);
    NullAudio audio;
    view.on_change(Change{.before = before, .played = after, .after = after}, audio);
    REQUIRE(view.animating());
    const Rect band = view.cell_rect(2 * 5 + 2);
    const std::vector<Image> frames = frame_strip(view, "spots-drop", 60, [&] { return drawn(view, *after, pal); });
    std::vector<float> rows;
    for (const Image& img : frames) rows.push_back(piece_row(img, empty, band));
    CHECK_FALSE(view.animating());  // it ends, within a second
    CHECK(frames.size() >= 10);
    const Image rest = drawn(view, *after, pal);
    const float rest_row = piece_row(rest, empty, band);
    // It falls: the chest starts above where it rests and comes down, frame after frame, until
    // it lands (then a small bounce past its place and back).
    CHECK(rows.front() < rest_row - band.h * 0.2f);
    for (size_t f = 1; f < 6; ++f) {
        CHECK(rows[f] > rows[f - 1]);
        CHECK(differing(frames[f], frames[f - 1]) > 0);
    }
    CHECK(*std::max_element(rows.begin(), rows.end()) < rest_row + band.h * 0.15f);  // the bounce is small
    CHECK(differing(frames.back(), rest) < 400);
    // Reduced motion: the scene ends a tween with one long update; the chest is at rest at once.
    SpotsView still(*puzzle);
    still.layout({0, 0, 360, 360});
    still.on_change(Change{.before = before, .played = after, .after = after}, audio);
    still.update(1e3f);
    CHECK_FALSE(still.animating());
    CHECK(differing(drawn(still, *after, pal), rest) == 0);
}

TEST_CASE("frames: a clash shows at once, steadily: the broken row outlined and tinted in the bad colour") {
    auto puzzle = unique_board();
    const Palette& pal = palette(false, false);
    SpotsView view(*puzzle);
    view.layout({0, 0, 360, 360});
    StatePtr one = *puzzle->apply(*puzzle->initial(), "chest 0,0");
    StatePtr two = *puzzle->apply(*one, "chest 0,2");  // two chests in row 0, not touching
    NullAudio audio;
    view.on_change(Change{.before = one, .played = two, .after = two}, audio);
    const Image now = drawn(view, *two, pal);
    // Cell (0,4) holds nothing, but its row is broken: its fill leans to the bad colour at once,
    // while the same cell with one chest in the row shows its plain zone colour.
    const Rect r = view.cell_rect(4);
    const Color clash = now.at(static_cast<int>(r.center().x), static_cast<int>(r.center().y));
    const Color plain = drawn(view, *one, pal).at(static_cast<int>(r.center().x), static_cast<int>(r.center().y));
    CHECK(close(plain, pal.zone_fill(view.zone_colour(2)), 4));
    CHECK_FALSE(close(clash, plain, 8));
    CHECK(close(clash, pal.zone_fill(view.zone_colour(2)).mix(pal.bad, 0.22f), 6));
    // The row's outline along its bottom edge, in the bad colour, in a cell away from the chests.
    int bad_edge = 0;
    for (int y = static_cast<int>(r.y + r.h) - 8; y < static_cast<int>(r.y + r.h) + 2; ++y) bad_edge += close(now.at(static_cast<int>(r.center().x), y), pal.bad, 12);
    CHECK(bad_edge >= 2);
    // Calm: no flashing. Once the chest has landed, the frames are all the same.
    view.update(1e3f);
    const Image a = drawn(view, *two, pal);
    CHECK(differing(a, drawn(view, *two, pal)) == 0);
    // The setting that hides broken rules hides it.
    view.set_options(ViewOptions{.game = {{"show_conflicts", false}}});
    CHECK(close(drawn(view, *two, pal).at(static_cast<int>(r.center().x), static_cast<int>(r.center().y)), plain, 2));
}

TEST_CASE("frames: the win is a wave across the chests in the game's colour, then rest, none for a shown solution") {
    auto puzzle = unique_board();
    const Palette& pal = palette(false, false);
    const int n = puzzle->board().n;
    std::vector<int> chests;
    for (int i = 0; i < n * n; ++i)
        if (puzzle->solution()[static_cast<size_t>(i)]) chests.push_back(i);
    REQUIRE(chests.size() == 5);
    auto chest = [&](int i) { return "chest " + std::to_string(i / n) + "," + std::to_string(i % n); };
    StatePtr s = puzzle->initial();
    for (size_t k = 0; k + 1 < chests.size(); ++k) s = *puzzle->apply(*s, chest(chests[k]));
    StatePtr won = *puzzle->apply(*s, chest(chests.back()));
    REQUIRE(puzzle->status(*as_spots(*won)) == Status::Won);
    SpotsView view(*puzzle);
    view.layout({0, 0, 360, 360});
    NullAudio audio;
    view.on_change(Change{.before = s, .played = won, .after = won, .status = Status::Won, .finished = true}, audio);
    REQUIRE(view.celebrating());
    // The first chest (top-left) lifts before the last (bottom-right): the wave travels.
    const Rect first = view.cell_rect(chests.front()), last = view.cell_rect(chests.back());
    const std::vector<Image> frames = frame_strip(view, "spots-win", 90, [&] { return drawn(view, *won, pal, Status::Won); });
    CHECK_FALSE(view.animating());
    CHECK(frames.size() >= 30);
    CHECK(frames.size() <= 70);  // about a second at most
    const Image rest = drawn(view, *won, pal, Status::Won);
    for (size_t f = 1; f < frames.size(); f += 8) CHECK(differing(frames[f], frames[f - 1]) > 0);
    // At rest the chests wear the game's colour, and the board's frame too.
    const Color accent = pal.game_accent(330);
    auto body = [&](const Image& img, Rect r) { return img.at(static_cast<int>(r.x + r.w * 0.3f), static_cast<int>(r.y + r.h * 0.34f)); };
    CHECK(close(body(rest, first), accent, 40));
    CHECK(close(body(rest, last), accent, 40));
    // Early in the wave the first chest has taken the colour while the last has not.
    const Image& early = frames[frames.size() / 3];
    CHECK(close(body(early, last), pal.highlight, 40));
    CHECK_FALSE(close(body(early, first), pal.highlight, 40));
    // A shown solution is not a win: no wave, no colour.
    SpotsView shown(*puzzle);
    shown.layout({0, 0, 360, 360});
    shown.on_change(Change{.kind = StepKind::Solve, .before = s, .played = won, .after = won, .status = Status::Won, .finished = true}, audio);
    CHECK_FALSE(shown.animating());
    CHECK(close(body(drawn(shown, *won, pal, Status::Won), last), pal.highlight, 30));
}
