// Every step of a record is checked against the game, branches included (issue 15 findings 5, 6
// and 12), and nothing is written that the reader would refuse.
#include <doctest/doctest.h>

#include "engine/rng.h"
#include "game/core/record.h"
#include "game/core/session.h"
#include "toy_game.h"

namespace {
pz::Session make(int goal = 10) { return pz::Session(std::make_shared<toy::CounterPuzzle>(goal)); }
pz::Step move(std::string m) { return {pz::StepKind::Move, std::move(m), 0}; }
pz::Step event(std::string m) { return {pz::StepKind::Event, std::move(m), 0}; }
std::string load_error(const std::vector<pz::Step>& steps, std::vector<pz::Branch> branches = {}) {
    auto s = make();
    auto r = s.load_history(steps, steps.size(), std::move(branches));
    return r.ok() ? std::string() : r.error().message;
}
} // namespace

TEST_CASE("validation: a branch pointing past the end or holding an illegal move is refused, named") {
    const std::vector<pz::Step> line{move("+1"), move("+1")};
    CHECK(load_error(line, {{1, {move("+2")}}}) == "");
    CHECK(load_error(line, {{9, {move("+1")}}}) == "branch 1 grows from step 9, past the end of the game (2 steps)");
    CHECK(load_error(line, {{1, {move("+1")}}, {0, {move("+1"), move("+7")}}}) ==
          "branch 2, step 2 (move '+7'): moves are +1 or +2, not '+7'");
    CHECK(load_error(line, {{1, {}}}) == "branch 1 has no steps");
}

TEST_CASE("validation: step kinds are checked against the game: events only where the game makes one") {
    // No event is due at 1: an "event" there is a forged step (BitFlipper's 'step event').
    CHECK(load_error({move("+1"), event("tick")}) == "step 2 (event 'tick'): an event step where the game makes no move of its own");
    // At 3 the game's tick comes first; a player's move there is out of order.
    CHECK(load_error({move("+1"), move("+2"), move("+1")}) ==
          "step 3 (move '+1'): a player's move where the game's own move 'tick' comes first");
    CHECK(load_error({move("+1"), move("+2"), event("tick"), move("+2")}) == "");
    // Nothing follows the end of a game but a restart.
    auto won = make(2);
    CHECK(won.load_history({move("+2"), move("+1")}, 2).error().message == "step 2 (move '+1'): a move after the game was over");
    CHECK(won.load_history({move("+2"), {pz::StepKind::Restart, "restart", 0}, move("+1")}, 3).ok());
}

TEST_CASE("validation: a record's kinds are checked on load, branches too, through the file") {
    auto s = make();
    REQUIRE(s.play("+1").ok());
    auto r = pz::record_of(s);
    r.branches.push_back({0, {event("tick")}});
    auto again = make();
    auto loaded = pz::replay_into(again, *pz::parse_record(pz::write_record(r)));
    REQUIRE_FALSE(loaded.ok());
    CHECK(loaded.error().message.find("branch 1, step 1 (event 'tick')") == 0);
}

TEST_CASE("branches stay valid whatever the order of undo, new moves and switching") {
    // Random play with undo, seek and branch switches; after every operation the history must
    // load back from its own record (the save the next launch reads).
    pz::Rng rng(15);
    for (int game = 0; game < 200; ++game) {
        auto s = make(12);
        for (int op = 0; op < 40; ++op) {
            switch (rng.below(5)) {
            case 0:
            case 1: (void)s.play(rng.below(2) ? "+1" : "+2"); break;
            case 2: s.undo(); break;
            case 3: s.seek(static_cast<size_t>(rng.below(static_cast<uint32_t>(s.length() + 1)))); break;
            case 4:
                if (!s.branches().empty()) s.switch_branch(static_cast<size_t>(rng.below(static_cast<uint32_t>(s.branches().size()))));
                break;
            }
            auto rec = pz::parse_record(pz::write_record(pz::record_of(s)));
            REQUIRE(rec.ok());
            auto back = make(12);
            auto ok = pz::replay_into(back, *rec);
            REQUIRE_MESSAGE(ok.ok(), "game " << game << " op " << op << ": " << ok.error().message);
            CHECK(back.state().text() == s.state().text());
            CHECK(back.branches() == s.branches());
        }
    }
}

TEST_CASE("a move from a past position where the game's own move is due plays that first") {
    auto s = make();
    REQUIRE(s.play("+1").ok());
    REQUIRE(s.play("+2").ok());  // 3, then the tick to 4
    s.seek(2);                   // at 3, before the tick
    CHECK_FALSE(s.play("+7").ok());  // an illegal move there changes nothing
    CHECK(s.length() == 3);
    CHECK(s.branches().empty());
    REQUIRE(s.play("+2").ok());
    CHECK(s.state().text() == "counter 6");
    auto back = make();
    CHECK(pz::replay_into(back, pz::record_of(s)).ok());
    CHECK_FALSE(s.play("tick", pz::StepKind::Event).ok());  // only the game makes events
}

TEST_CASE("limits: the writer refuses what the reader would refuse, one limit for both") {
    // Issue 15 finding 6: a record near the read limit plus the save's meta lines was written and
    // then refused at the next launch.
    pz::Record r;
    r.id = *pz::parse_game_id("toy:g10:c");
    r.steps.push_back(move(std::string(pz::kMaxRecordBytes - 200, '1')));
    auto near = pz::write_record_checked(r);
    REQUIRE(near.ok());
    CHECK(pz::parse_record(*near).ok());
    r.meta = {{"mode", "custom"}, {"pack", "-"}, {"index", "-1"}, {"label", std::string(300, 'x')}};
    auto over = pz::write_record_checked(r);
    REQUIRE_FALSE(over.ok());
    CHECK(over.error().message.find("too long to save") == 0);
    CHECK_FALSE(pz::parse_record(pz::write_record(r)).ok());
    pz::Record many;
    many.id = r.id;
    many.branches.assign(pz::kMaxRecordBranches + 1, pz::Branch{0, {move("+1")}});
    CHECK_FALSE(pz::write_record_checked(many).ok());
}

TEST_CASE("records: labels and moves with any text round-trip (version 2), version 1 still reads") {
    pz::Record r;
    r.id = *pz::parse_game_id("toy:g10:c");
    r.meta = {{"label", "Endless #628279012"}, {"odd key", " lead and trail "}, {"ctl", "a\nb\x1b[0m%"}, {"empty", ""}};
    r.steps = {move("+1"), move(" +2 ")};
    r.cursor = 2;
    auto back = pz::parse_record(pz::write_record(r));
    REQUIRE(back.ok());
    CHECK(back->meta == r.meta);
    CHECK(back->steps == r.steps);
    auto v1 = pz::parse_record("puzzlebox-record 1\nid toy:g10:c\nmeta label Daily 100%\nstep move 0 +1\nend\n");
    REQUIRE(v1.ok());
    CHECK(v1->meta_value("label") == "Daily 100%");
}
