// `puzzlebox-tool hint INPUT` (issue 18) for every game: on a game ID and on a saved record at its
// cursor, the JSON keys and the three human lines, and the exit codes (1 no good move, 2 bad input).
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "game/core/cli.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/text.h"

namespace {

struct Run {
    int status;
    std::string out, err;
};

Run hint(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    std::vector<std::string> all{"hint"};
    all.insert(all.end(), args.begin(), args.end());
    const int status = pz::run_hint(all, out, err);
    return {status, out.str(), err.str()};
}

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("pz-hint-cli-" + std::to_string(::getpid()) + "-" + name)).string();
}

} // namespace

TEST_CASE("hint CLI: a game ID and a record give the three steps, as JSON or three lines") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        const std::string game_id = id + ":" + g->presets().front().params + "#5";
        const Run j = hint({game_id, "--json"});
        REQUIRE_MESSAGE(j.status == pz::kExitOk, j.err);
        CHECK(j.err.empty());
        CHECK(j.out.rfind("{\"game\":\"" + id + "\",\"nudge\":{\"text\":", 0) == 0);
        for (const char* key : {"\"cells\":[", "\"reason\":", "\"move\":", "\"move_name\":"}) CHECK(j.out.find(key) != std::string::npos);
        const Run h = hint({game_id});
        REQUIRE(h.status == pz::kExitOk);
        CHECK(h.out.rfind("look: Look at ", 0) == 0);
        CHECK(h.out.find("\nwhy: ") != std::string::npos);
        CHECK(h.out.find("\nmove: ") != std::string::npos);
        CHECK(std::count(h.out.begin(), h.out.end(), '\n') == 3);

        // A record two hinted moves in, its cursor put back one: the hint is for that position.
        auto puzzle = pz::load_game_id(game_id);
        REQUIRE(puzzle.ok());
        pz::Session s(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle)));
        for (int i = 0; i < 2 && s.status() == pz::Status::Playing; ++i) REQUIRE(s.play_hint(100 * i).ok());
        s.seek(s.length() - 1);
        const std::string path = temp_path(id + ".pzr");
        REQUIRE(pz::save_record_file(path, pz::record_of(s)).ok());
        const Run r = hint({path, "--json"});
        CHECK_MESSAGE(r.status == pz::kExitOk, r.err);
        auto want = s.hint();
        REQUIRE(want.ok());
        CHECK(r.out.find("\"move\":\"" + want->move + "\"") != std::string::npos);
        std::filesystem::remove(path);
    }
}

TEST_CASE("hint CLI: exit 1 with the reason when there is no good move, 2 on bad input") {
    // A Fling! board with two balls that cannot meet: no fling wins.
    const Run lost = hint({"fling:7x8b2:o....../......./......./......./......./......./......./.o....."});
    CHECK(lost.status == pz::kExitNo);
    CHECK(lost.out.empty());
    CHECK(lost.err.rfind("puzzlebox-tool: no hint: ", 0) == 0);
    // A solved BitFlipper board.
    const Run solved = hint({"bitflipper:1x3s3t0:000"});
    CHECK(solved.status == pz::kExitNo);
    CHECK(solved.err == "puzzlebox-tool: no hint: the game is over\n");
    // Bad input: no game, a bad ID, a missing file, a damaged record, extra arguments, unknown flags.
    CHECK(hint({}).status == pz::kExitError);
    CHECK(hint({"nosuchgame:1#1"}).status == pz::kExitError);
    CHECK(hint({"bitflipper:1x3s3t0:0x0"}).status == pz::kExitError);
    const Run missing = hint({"/nonexistent/game.pzr"});
    CHECK(missing.status == pz::kExitError);
    CHECK(missing.err.find("/nonexistent/game.pzr") != std::string::npos);
    const std::string bad = temp_path("bad.pzr");
    REQUIRE(pz::write_file_atomic(bad, "puzzlebox-record 2\nid fling:7x8b3:nonsense\nend\n").ok());
    const Run damaged = hint({bad});
    CHECK(damaged.status == pz::kExitError);
    CHECK(damaged.err.find(bad) != std::string::npos);
    CHECK(std::count(damaged.err.begin(), damaged.err.end(), '\n') == 1);
    std::filesystem::remove(bad);
    CHECK(hint({"bitflipper:1x3s3t0:210", "extra"}).status == pz::kExitError);
    CHECK(hint({"bitflipper:1x3s3t0:210", "--frobnicate"}).status == pz::kExitError);
}
