// Record files (saves and replays): round trips and every malformed-file error.
#include <doctest/doctest.h>

#include "game/core/record.h"
#include "toy_game.h"

namespace {
pz::Record sample() {
    pz::Session s(std::make_shared<toy::CounterPuzzle>(10));
    REQUIRE(s.play("+1", pz::StepKind::Move, 100).ok());
    REQUIRE(s.play("+2", pz::StepKind::Move, 250).ok());
    REQUIRE(s.undo());
    REQUIRE(s.play("+1", pz::StepKind::Hint, 400).ok());
    auto r = pz::record_of(s);
    r.meta = {{"started", "20261123-101500"}, {"result", "playing"}};
    return r;
}
} // namespace

TEST_CASE("record: write -> parse -> write is byte-identical") {
    pz::Record r = sample();
    std::string text = pz::write_record(r);
    auto back = pz::parse_record(text);
    REQUIRE(back.ok());
    CHECK(pz::write_record(*back) == text);
    CHECK(back->steps == r.steps);
    CHECK(back->branches == r.branches);
    CHECK(back->cursor == r.cursor);
    CHECK_FALSE(back->truncated);
    CHECK(back->meta_value("started") == "20261123-101500");
}

TEST_CASE("record: replaying into a session reproduces every state") {
    pz::Record r = sample();
    pz::Session s(std::make_shared<toy::CounterPuzzle>(10));
    REQUIRE(pz::replay_into(s, r).ok());
    CHECK(s.state().text() == "counter 2");
    CHECK(s.branches().size() == 1);
}

TEST_CASE("record: malformed files give one-line errors with line numbers") {
    struct Case { const char* text; int line; const char* message; };
    const Case cases[] = {
        {"", 1, "empty file, not a Puzzlebox record"},
        {"hello world\n", 1, "not a Puzzlebox record (no 'puzzlebox-record' header)"},
        {"puzzlebox-record 9\n", 1, "made by a newer Puzzlebox: version 9 (this one reads up to 2)"},
        {"puzzlebox-record x\n", 1, "expected a format version from 1 to 1000000, found 'x'"},
        {"puzzlebox-record 1\nid toy\n", 2, "game ID must look like game:params:description or game:params#seed"},
        {"puzzlebox-record 1\nid toy:g10#5\n", 2, "a record needs the full game:params:description ID"},
        {"puzzlebox-record 1\nid toy:g10:c\nstep move\n", 3, "step needs a kind, a time and a move"},
        {"puzzlebox-record 1\nid toy:g10:c\nstep jump 0 +1\n", 3, "unknown step kind 'jump'"},
        {"puzzlebox-record 1\nid toy:g10:c\nstep move -4 +1\n", 3, "expected a time in ms from 0 to 1125899906842624, found -4"},
        {"puzzlebox-record 1\nid toy:g10:c\nbstep move 0 +1\n", 3, "bstep before any branch"},
        {"puzzlebox-record 1\nid toy:g10:c\nwhat 1\n", 3, "unknown line 'what'"},
        {"puzzlebox-record 1\ncursor 0\nend\n", 3, "no 'id' line"},
        {"puzzlebox-record 1\nid toy:g10:c\nend\nstep move 0 +1\n", 4, "text after 'end'"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.text);
        auto r = pz::parse_record(c.text);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().line == c.line);
        CHECK(r.error().message == c.message);
    }
}

TEST_CASE("record: a truncated file keeps its whole steps and says it was cut") {
    std::string text = pz::write_record(sample());
    // Cut in the middle of the third step line.
    size_t third = text.find("step", text.find("step", text.find("step") + 1) + 1);
    std::string cut = text.substr(0, third + 9);
    auto r = pz::parse_record(cut);
    REQUIRE(r.ok());
    CHECK(r->truncated);
    CHECK(r->steps.size() == 2);
}

TEST_CASE("record: describe() names the file and line") {
    auto r = pz::parse_record("puzzlebox-record 1\nid toy:g10:c\nstep jump 0 +1\n");
    REQUIRE_FALSE(r.ok());
    CHECK(pz::describe(r.error(), "saves/toy.pzr") == "saves/toy.pzr:3: unknown step kind 'jump'");
}

TEST_CASE("record: the game a record names is read from its first lines, before the whole file (issue 43)") {
    CHECK(pz::record_game("puzzlebox-record 2\nmeta started 2026-11-28\nid toy:g10:c\ncursor 3\nstep move 0 +1\n") == "toy");
    // A start cut anywhere after the id line still says it; without one, or with a bad one, nothing.
    CHECK(pz::record_game("puzzlebox-record 2\nid bitflipper:4x4s4t0:0202/3001/2333/3110\nstep move 0 1,1\nstep mo") == "bitflipper");
    CHECK(pz::record_game("puzzlebox-record 2\nstep move 0 +1\nid toy:g10:c\n").empty());
    CHECK(pz::record_game("puzzlebox-record 2\nid not a game id\n").empty());
    CHECK(pz::record_game("").empty());
}
