// History and replays for every registered game: a scripted game (hint moves, undo, a branch,
// restart) is saved, loaded and replayed, and the digest of every intermediate state must match.
// Pinned digests catch any change to rules, generators or the RNG that would break old replays.
#include <doctest/doctest.h>

#include <cstdio>
#include <map>
#include <string>

#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/text.h"

namespace {

std::string hex(uint64_t v) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

// Plays up to n hinted moves (the game's own solver picks them); stops early if the game ends.
int play_hints(pz::Session& s, int n) {
    int played = 0;
    for (int i = 0; i < n && s.status() == pz::Status::Playing; ++i) {
        if (!s.play_hint(1000 + i * 10).ok()) break;
        ++played;
    }
    return played;
}

std::unique_ptr<pz::Session> scripted_game(const pz::GameType& g, uint64_t seed) {
    auto presets = g.presets();
    REQUIRE(!presets.empty());
    auto desc = g.generate(presets.front().params, seed);
    REQUIRE_MESSAGE(desc.ok(), g.id() << ": " << (desc.ok() ? "" : desc.error().message));
    auto puzzle = g.load(presets.front().params, *desc);
    REQUIRE_MESSAGE(puzzle.ok(), g.id() << ": " << (puzzle.ok() ? "" : puzzle.error().message));
    auto s = std::make_unique<pz::Session>(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle)));
    play_hints(*s, 3);
    if (s->can_undo()) {
        s->undo();
        play_hints(*s, 2);  // a different future: the undone one becomes a branch
    }
    play_hints(*s, 4);
    return s;
}

} // namespace

TEST_CASE("replay: every game's history survives save -> load -> replay, state by state") {
    REQUIRE(!pz::all_games().empty());
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        auto s = scripted_game(*g, 4242);
        pz::Record rec = pz::record_of(*s);
        const std::string text = pz::write_record(rec);
        auto parsed = pz::parse_record(text);
        REQUIRE(parsed.ok());
        CHECK(pz::write_record(*parsed) == text);  // save -> load -> save is byte-identical
        auto again = pz::session_from_record(*parsed);
        REQUIRE_MESSAGE(again.ok(), (again.ok() ? "" : again.error().message));
        auto& r = **again;
        REQUIRE(r.length() == s->length());
        CHECK(r.position() == s->position());
        CHECK(r.branches() == s->branches());
        for (size_t i = 0; i <= s->length(); ++i) {
            CAPTURE(i);
            CHECK(pz::digest(*r.state_at(i)) == pz::digest(*s->state_at(i)));
        }
    }
}

TEST_CASE("replay: an illegal step is refused naming the step, a cut file replays its whole steps") {
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        auto s = scripted_game(*g, 99);
        pz::Record rec = pz::record_of(*s);
        rec.branches.clear();
        if (rec.steps.size() < 2) continue;
        pz::Record bad = rec;
        bad.steps[1].move = "no-such-move";
        bad.steps[1].kind = pz::StepKind::Move;
        auto r = pz::session_from_record(bad);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.rfind("step 2 (move 'no-such-move'): ", 0) == 0);

        std::string text = pz::write_record(rec);
        std::string cut = text.substr(0, text.rfind("step "));  // the last step line is gone
        cut += "step move 12";                                   // and a partial one follows
        auto parsed = pz::parse_record(cut);
        REQUIRE(parsed.ok());
        CHECK(parsed->truncated);
        CHECK(parsed->steps.size() == rec.steps.size() - 1);
        CHECK(pz::session_from_record(*parsed).ok());
    }
}

TEST_CASE("replay: a record of another game's puzzle is refused with a clear message") {
    auto r = pz::parse_record("puzzlebox-record 1\nid nosuchgame:p:d\ncursor 0\nend\n");
    REQUIRE(r.ok());
    auto s = pz::session_from_record(*r);
    REQUIRE_FALSE(s.ok());
    CHECK(s.error().message == "unknown game 'nosuchgame'");
}

TEST_CASE("replay: pinned final digests per game (same on every platform and build)") {
    // game id -> digest of the final state of scripted_game(seed 4242).
    const std::map<std::string, std::string> pinned = {
        {"bitflipper", "44db72bae28e86ab"},
        {"crossword", "354136865588bc9a"},
        {"sweetspots", "b640f9aa6c5fac4e"},
        {"fling", "81889d0f6a449f3d"},
        {"decodoku", "9d50158df56a0bb3"},
    };
    for (const pz::GameType* g : pz::all_games()) {
        auto s = scripted_game(*g, 4242);
        s->seek(s->length());
        const std::string d = hex(pz::digest(s->state()));
        auto it = pinned.find(std::string(g->id()));
        CAPTURE(g->id());
        CAPTURE(d);
        REQUIRE_MESSAGE(it != pinned.end(), "no pinned digest for " << g->id() << " (computed " << d << ")");
        CHECK(it->second == d);
    }
}
