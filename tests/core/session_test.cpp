// The mid-end session: moves, undo/redo, events, restart, hints, the replay cursor and branches.
#include <doctest/doctest.h>

#include "game/core/record.h"
#include "game/core/session.h"
#include "toy_game.h"

namespace {
int value(const pz::Session& s) { return static_cast<const toy::Counter&>(s.state()).value; }
pz::Session make(int goal = 10) { return pz::Session(std::make_shared<toy::CounterPuzzle>(goal)); }
} // namespace

TEST_CASE("session: moves apply, illegal moves change nothing and say why") {
    auto s = make();
    REQUIRE(s.play("+1").ok());
    CHECK(value(s) == 1);
    auto bad = s.play("+7");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message == "moves are +1 or +2, not '+7'");
    CHECK(value(s) == 1);
    CHECK(s.length() == 1);
}

TEST_CASE("session: automatic moves are recorded as events and undone with the move that caused them") {
    auto s = make();
    REQUIRE(s.play("+1").ok());
    REQUIRE(s.play("+2").ok());  // lands on 3: the game ticks to 4
    CHECK(value(s) == 4);
    REQUIRE(s.length() == 3);
    CHECK(s.steps()[2].kind == pz::StepKind::Event);
    CHECK(s.steps()[2].move == "tick");
    REQUIRE(s.undo());
    CHECK(value(s) == 1);
    CHECK(s.position() == 1);
    REQUIRE(s.redo());
    CHECK(value(s) == 4);
    CHECK(s.position() == 3);
}

TEST_CASE("session: a new move after undo drops the redo tail into a branch, never lost") {
    auto s = make();
    REQUIRE(s.play("+1").ok());
    REQUIRE(s.play("+1").ok());
    REQUIRE(s.play("+1").ok());  // 3 -> tick -> 4
    REQUIRE(s.undo());
    REQUIRE(s.undo());
    CHECK(value(s) == 1);
    REQUIRE(s.play("+2").ok());  // 3 -> tick -> 4 again, by another route
    CHECK_FALSE(s.can_redo());
    REQUIRE(s.branches().size() == 1);
    CHECK(s.branches()[0].at == 1);
    CHECK(s.branches()[0].steps.size() == 3);
    // Return to the dropped future: the current one becomes a branch in turn.
    s.switch_branch(0);
    CHECK(s.position() == 1);
    CHECK(s.length() == 4);
    REQUIRE(s.branches().size() == 1);
    CHECK(s.branches()[0].steps.front().move == "+2");
    s.seek(s.length());
    CHECK(value(s) == 4);
}

TEST_CASE("session: the replay cursor stands anywhere without losing the future") {
    auto s = make(40);
    for (int i = 0; i < 30; ++i) REQUIRE(s.play("+1").ok());
    const size_t n = s.length();
    CHECK(n == 31);  // 30 moves and one tick
    s.seek(0);
    CHECK(value(s) == 0);
    s.seek(17);
    CHECK(value(s) == 17);  // the tick (3 -> 4) at step 4 counts as a step too
    CHECK(s.length() == n);
    s.seek(n);
    CHECK(value(s) == 31);
    for (size_t i = 0; i <= n; ++i) {
        auto st = s.state_at(i);
        CHECK(st->text() == s.state_at(i)->text());
    }
}

TEST_CASE("session: restart is a step, so it can be undone") {
    auto s = make();
    REQUIRE(s.play("+2").ok());
    REQUIRE(s.play("+2").ok());
    REQUIRE(s.restart().ok());
    CHECK(value(s) == 0);
    CHECK(s.moves_made() == 0);
    REQUIRE(s.undo());
    CHECK(value(s) == 4);
    CHECK(s.moves_made() == 2);
}

TEST_CASE("session: hints are flagged steps, solve plays to a win, a won game takes no moves") {
    auto s = make(6);
    REQUIRE(s.play_hint().ok());
    CHECK(s.steps().back().kind == pz::StepKind::Hint);
    REQUIRE(s.solve().ok());
    CHECK(s.status() == pz::Status::Won);
    CHECK(s.steps().back().kind == pz::StepKind::Solve);
    auto more = s.play("+1");
    REQUIRE_FALSE(more.ok());
    CHECK(more.error().message == "the game is over");
    CHECK_FALSE(s.hint().ok());
}

TEST_CASE("session: load_history rebuilds a game and names a bad step") {
    auto s = make();
    std::vector<pz::Step> steps = {{pz::StepKind::Move, "+1", 10}, {pz::StepKind::Move, "+1", 20},
                                   {pz::StepKind::Move, "+5", 30}};
    auto r = s.load_history(steps, 3);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message == "step 3 (move '+5'): moves are +1 or +2, not '+5'");
    CHECK(s.length() == 2);
    CHECK(value(s) == 2);
}

TEST_CASE("session: a 10,000-step history seeks from snapshots") {
    auto s = make(20000);
    for (int i = 0; i < 10000; ++i) REQUIRE(s.play("+1").ok());
    s.seek(5000);
    CHECK(value(s) == 5000);
    s.seek(9999);
    CHECK(value(s) == 9999);
    s.seek(1);
    CHECK(value(s) == 1);
}
