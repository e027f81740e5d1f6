// The mid-end's rules of keeping a game, with a keeper that only counts: auto-saves after every
// change in play, one record per finished game, hint steps, and replays that take no moves.
#include <doctest/doctest.h>

#include "game/core/mid_end.h"
#include "toy_game.h"

namespace {
struct CountingKeeper : pz::Keeper {
    int saves = 0, drops = 0, records = 0;
    std::string last_result;
    void autosave(const pz::Session&, const pz::PlayOrigin& o, int64_t) override { saves += !o.is_replay(); }
    void drop_autosave(const pz::Session&, const pz::PlayOrigin&) override { ++drops; }
    std::string keep_record(const pz::Session& s, const pz::PlayOrigin&, int64_t) override {
        ++records;
        last_result = s.revealed() ? "revealed" : std::string(pz::status_name(s.status()));
        return "kept";
    }
};
std::shared_ptr<pz::Session> counter(int goal = 4) { return std::make_shared<pz::Session>(std::make_shared<toy::CounterPuzzle>(goal)); }
} // namespace

TEST_CASE("mid-end: every change in play is auto-saved, the end is recorded once, then no save") {
    CountingKeeper k;
    pz::MidEnd m(counter(), pz::PlayOrigin::custom(), k);
    auto c = m.play("+1");
    REQUIRE(c.ok());
    CHECK_FALSE(c->finished);
    CHECK(k.saves == 1);
    CHECK(m.undo());
    CHECK(m.redo());
    CHECK(k.saves == 3);
    auto end = m.play("+2");  // 3, then the game's tick to 4: won
    REQUIRE(end.ok());
    CHECK(end->finished);
    CHECK(end->status == pz::Status::Won);
    CHECK(k.records == 1);
    CHECK(k.drops == 1);
    CHECK(k.last_result == "won");
    CHECK(k.saves == 3);
    CHECK_FALSE(m.play("+1").ok());  // the game is over
    // Playing the level again records its end again.
    REQUIRE(m.restart().ok());
    REQUIRE(m.solve().ok());
    CHECK(k.records == 2);
    CHECK(k.last_result == "revealed");
}

TEST_CASE("mid-end: a move equal to the hint shown is a hint step, play_hint plays it") {
    CountingKeeper k;
    pz::MidEnd m(counter(10), pz::PlayOrigin::custom(), k);
    auto h = m.show_hint();
    REQUIRE(h.ok());
    REQUIRE(m.play(h->move).ok());
    CHECK(m.session().steps().back().kind == pz::StepKind::Hint);
    REQUIRE(m.play("+2").ok());  // 2 to 4: no hint was shown for it
    CHECK(m.session().steps().back().kind == pz::StepKind::Move);
    REQUIRE(m.play_hint().ok());
    CHECK(m.session().steps().back().kind == pz::StepKind::Hint);
}

TEST_CASE("mid-end: a replay takes no moves and is never saved until the player plays on") {
    CountingKeeper k;
    pz::MidEnd m(counter(10), pz::PlayOrigin::replay(), k);
    auto refused = m.play("+1");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message.find("Play on from here") != std::string::npos);
    CHECK_FALSE(m.restart().ok());
    CHECK(m.session().length() == 0);
    m.leave();
    CHECK(k.saves == 0);
    m.play_on();
    REQUIRE(m.play("+1").ok());
    CHECK(k.saves == 1);
}

TEST_CASE("mid-end: a loss the player can undo keeps its save (Continue brings it back to undo), one without undo drops it") {
    for (const bool undo : {true, false}) {
        CAPTURE(undo);
        CountingKeeper k;
        pz::MidEnd m(std::make_shared<pz::Session>(std::make_shared<toy::CounterPuzzle>(10, 2, undo)), pz::PlayOrigin::custom(), k);
        REQUIRE(m.play("+1").ok());
        CHECK(k.saves == 1);
        auto lost = m.play("+1");  // 2: lost
        REQUIRE(lost.ok());
        CHECK(lost->status == pz::Status::Lost);
        CHECK(k.records == 1);
        CHECK(k.last_result == "lost");
        CHECK(k.saves == (undo ? 2 : 1));
        CHECK(k.drops == (undo ? 0 : 1));
        m.leave();
        CHECK(k.saves == (undo ? 3 : 1));
        if (!undo) continue;
        // Undone, it plays on (saved as ever); redone, the loss is not recorded twice.
        REQUIRE(m.undo());
        CHECK(m.session().status() == pz::Status::Playing);
        CHECK(k.saves == 4);
        REQUIRE(m.redo());
        CHECK(k.saves == 5);
        CHECK(k.records == 1);
    }
}

TEST_CASE("mid-end: the Hint button shows the hint's steps, and the press after the move was shown plays it") {
    CountingKeeper k;
    pz::MidEnd m(counter(10), pz::PlayOrigin::custom(), k);
    auto first = m.press_hint();  // the toy gives no nudge: its first step is the reason
    REQUIRE(first.ok());
    CHECK(first->step == 2);
    CHECK_FALSE(first->played);
    CHECK(first->hint.reason == "step towards the goal");
    auto second = m.press_hint();
    REQUIRE(second.ok());
    CHECK(second->step == 3);
    CHECK_FALSE(second->played);
    CHECK(m.session().length() == 0);
    auto third = m.press_hint();
    REQUIRE(third.ok());
    CHECK(third->step == 0);
    REQUIRE(third->played);
    CHECK(third->played->kind == pz::StepKind::Hint);
    CHECK(m.session().steps().back().kind == pz::StepKind::Hint);
    CHECK(k.saves == 1);  // played through the mid-end: kept like any move
    // Over: the button says why there is no hint.
    pz::MidEnd won(counter(1), pz::PlayOrigin::custom(), k);
    REQUIRE(won.play("+1").ok());
    CHECK_FALSE(won.press_hint().ok());
}

TEST_CASE("mid-end: the Undo button is refused with a reason in a survival game") {
    CountingKeeper k;
    pz::MidEnd survival(std::make_shared<pz::Session>(std::make_shared<toy::CounterPuzzle>(10, -1, false)), pz::PlayOrigin::custom(), k);
    REQUIRE(survival.play("+1").ok());
    auto refused = survival.press_undo();
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message.find("survival") != std::string::npos);
    CHECK(survival.session().position() == 1);
    pz::MidEnd m(counter(10), pz::PlayOrigin::custom(), k);
    auto nothing = m.press_undo();
    REQUIRE(nothing.ok());
    CHECK_FALSE(*nothing);  // nothing to take back
    REQUIRE(m.play("+1").ok());
    auto undone = m.press_undo();
    REQUIRE(undone.ok());
    CHECK(*undone);
    CHECK(m.session().position() == 0);
}

TEST_CASE("mid-end: a change holds the position right after the player's move, before the game's own") {
    CountingKeeper k;
    pz::MidEnd m(counter(10), pz::PlayOrigin::custom(), k);
    REQUIRE(m.play("+1").ok());
    auto c = m.play("+2");  // 1 to 3, then the game's tick to 4
    REQUIRE(c.ok());
    CHECK(c->kind == pz::StepKind::Move);
    CHECK(c->before->text() == "counter 1");
    CHECK(c->played->text() == "counter 3");
    CHECK(c->after->text() == "counter 4");
    CHECK(c->game_moved());
    auto plain = m.play("+1");
    REQUIRE(plain.ok());
    CHECK(plain->played == plain->after);
    CHECK_FALSE(plain->game_moved());
    auto again = m.restart();
    REQUIRE(again.ok());
    CHECK(again->kind == pz::StepKind::Restart);
    CHECK(again->played->text() == "counter 0");
    // A board's "go back" goes through the mid-end, which keeps the game where it now stands.
    const int saves = k.saves;
    m.seek(1);
    CHECK(m.session().position() == 1);
    CHECK(k.saves == saves + 1);
}
