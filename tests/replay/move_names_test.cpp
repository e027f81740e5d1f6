// History labels (issue 18): the name of every step of one scripted game per game, in the player's
// words, against tests/<game>/golden/move_names.txt. PZ_UPDATE_GOLDEN=1 rewrites the files.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

#include "game/all/registry.h"
#include "game/core/text.h"

namespace {

// Up to 14 steps from the first preset's seed-7 puzzle: the game's own moves (Decodoku's noise)
// when due, else the hint's move; one step in four is instead a move the hint did not pick, so
// the file holds more than one kind of move. Each line: move text, a tab, its name.
std::string scripted_names(const pz::GameType& g) {
    const auto presets = g.presets();
    auto desc = g.generate(presets.front().params, 7);
    REQUIRE(desc.ok());
    auto puzzle = g.load(presets.front().params, *desc);
    REQUIRE(puzzle.ok());
    const pz::Puzzle& p = **puzzle;
    pz::StatePtr s = p.initial();
    std::string out;
    for (int step = 0; step < 14 && p.status(*s) == pz::Status::Playing; ++step) {
        std::string move;
        if (auto m = p.automatic_move(*s)) {
            move = *m;
        } else {
            auto h = p.hint(*s);
            if (!h) break;
            move = h->move;
            if (step % 4 == 3) {
                // The hint's move for the position after it, played now instead, if legal here.
                if (auto next = p.apply(*s, move); next.ok())
                    if (auto later = p.hint(**next); later.ok() && p.apply(*s, later->move).ok()) move = later->move;
            }
        }
        out += move + "\t" + p.move_name(*s, move) + "\n";
        auto next = p.apply(*s, move);
        REQUIRE_MESSAGE(next.ok(), move);
        s = *next;
    }
    return out;
}

} // namespace

TEST_CASE("move names: one scripted game per game reads as its golden file") {
    const bool update = std::getenv("PZ_UPDATE_GOLDEN") != nullptr;
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        const std::string names = scripted_names(*g);
        CHECK_FALSE(names.empty());
        const std::string path = std::string(PZ_SOURCE_DIR) + "/tests/" + id + "/golden/move_names.txt";
        if (update) {
            REQUIRE(pz::write_file_atomic(path, names).ok());
            continue;
        }
        auto golden = pz::read_file(path);
        REQUIRE_MESSAGE(golden.ok(), path << " is missing; PZ_UPDATE_GOLDEN=1 writes it:\n" << names);
        CHECK_MESSAGE(*golden == names, path << " differs; the names now read:\n" << names);
    }
}
