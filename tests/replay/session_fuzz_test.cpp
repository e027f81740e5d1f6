// The session fuzzer's script (fuzz/session_ops.h) run on random bytes from a fixed seed: every
// built game is played, undone, branched, solved, saved and reloaded, and every reload must
// give the same history and position.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "fuzz/session_ops.h"

TEST_CASE("session fuzz: save and reload after any mix of play, undo, seek, branches and solve") {
    // Every built game takes part, with a level or a generated puzzle.
    std::set<std::string> games;
    for (const auto& p : pz::fuzz::fuzz_puzzles()) games.insert(std::string(p->game()));
    CHECK(games.size() == pz::all_games().size());
    pz::Rng rng(20261124);
    for (int run = 0; run < 300; ++run) {
        std::vector<uint8_t> bytes(64 + rng.below(400));
        for (auto& b : bytes) b = static_cast<uint8_t>(rng.below(256));
        const std::string why = pz::fuzz::exercise_session(bytes.data(), bytes.size());
        REQUIRE_MESSAGE(why.empty(), "run " << run << ": " << why);
    }
    // The script really plays: a fixed input from the corpus reaches a history with steps.
    std::vector<uint8_t> hints(200, 0);  // all zeros: the first puzzle, hint after hint
    pz::Session s(pz::fuzz::fuzz_puzzles().front());
    for (int i = 0; i < 5; ++i)
        if (auto h = s.hint()) REQUIRE(s.play(h->move).ok());
    CHECK(s.length() > 0);
    CHECK(pz::fuzz::exercise_session(hints.data(), hints.size()).empty());
}
