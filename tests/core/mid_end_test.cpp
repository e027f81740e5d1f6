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
