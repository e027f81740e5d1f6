// The contract every game folder keeps (docs/adding-a-game.md), checked over every game this
// build has plus the test games under tests/games/ (Tally), which joined without an edit outside
// their own folder: the registry finds them, and each game supplies all a player and the tool see.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "game/core/cli.h"
#include "game/core/game_id.h"
#include "game/core/level_pack.h"
#include "game/core/record.h"
#include "game/all/registry.h"

namespace fs = std::filesystem;

TEST_CASE("contract: a test game folder joins the registry with no edit outside it") {
    const pz::GameType* tally = pz::find_game("tally");
    REQUIRE(tally != nullptr);
    CHECK(fs::exists(fs::path(PZ_SOURCE_DIR) / "tests/games/tally/CMakeLists.txt"));
    // Menu order, then id: the real games first, in the order each one asks for.
    const auto& games = pz::all_games();
    for (size_t i = 1; i < games.size(); ++i) CHECK(games[i - 1]->menu_order() <= games[i]->menu_order());
    CHECK(games.back() == tally);
}

TEST_CASE("contract: every game supplies its words, presets, levels, IDs and CLI") {
    std::set<std::string> ids;
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        CHECK(ids.insert(id).second);
        // The id names its folder: game/<id>/ for a game, tests/games/<id>/ for a test game.
        CHECK((fs::is_directory(fs::path(PZ_SOURCE_DIR) / "game" / id) || fs::is_directory(fs::path(PZ_SOURCE_DIR) / "tests/games" / id)));
        for (char c : id) CHECK(((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')));
        CHECK_FALSE(g->title().empty());
        CHECK_FALSE(g->help().empty());
        CHECK_FALSE(g->tagline().empty());
        CHECK(g->tagline().size() <= 48);  // one line on a 360 px title screen
        // Every preset makes a playable puzzle from a seed, and its game ID loads it again.
        const auto presets = g->presets();
        REQUIRE_FALSE(presets.empty());
        for (const pz::Preset& p : presets) {
            CAPTURE(p.params);
            CHECK_FALSE(p.name.empty());
            auto desc = g->generate(p.params, 1);
            REQUIRE_MESSAGE(desc.ok(), desc.error().message);
            auto puzzle = g->load(p.params, *desc);
            REQUIRE_MESSAGE(puzzle.ok(), puzzle.error().message);
            CHECK((*puzzle)->game() == id);
            const std::string full = id + ":" + (*puzzle)->params() + ":" + (*puzzle)->description();
            auto again = pz::load_game_id(full);
            REQUIRE(again.ok());
            CHECK(pz::digest(*(*again)->initial()) == pz::digest(*(*puzzle)->initial()));
            CHECK((*puzzle)->status(*(*puzzle)->initial()) == pz::Status::Playing);
            break;  // the first preset; generating every one is each game's own test
        }
        // Level packs live in levels/<id>/ and load.
        for (const std::string& pack : g->level_packs()) {
            auto lp = pz::load_level_pack(pz::levels_dir() + "/" + id + "/" + pack);
            CHECK_MESSAGE(lp.ok(), pack);
        }
        // The CLI has the shared shape.
        std::ostringstream out, err;
        CHECK(g->cli({"help"}, out, err) == pz::kExitOk);
        CHECK(out.str().find("usage: puzzlebox-tool " + id) == 0);
    }
    CHECK(ids.count("tally"));
}

TEST_CASE("contract: a test game's session saves and replays like any other") {
    auto puzzle = pz::load_game_id("tally:g10#3");
    REQUIRE(puzzle.ok());
    pz::Session s(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle)));
    REQUIRE(s.solve().ok());
    CHECK(s.status() == pz::Status::Won);
    auto rec = pz::parse_record(pz::write_record(pz::record_of(s)));
    REQUIRE(rec.ok());
    auto back = pz::session_from_record(*rec);
    REQUIRE(back.ok());
    CHECK(pz::digest((*back)->state()) == pz::digest(s.state()));
}

namespace {
std::string read_source(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}
} // namespace

// docs/adding-a-game.md, "The board's contract": one door in (on_change, with the Change) and one
// door out (an Interpretation); the end of a game and the game's line are the play scene's.
TEST_CASE("contract: a board view never reaches the session or the mid-end, nor sounds the end of a game") {
    int views = 0;
    for (const auto& entry : fs::recursive_directory_iterator(fs::path(PZ_SOURCE_DIR) / "game")) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_regular_file() || name.rfind("view", 0) != 0) continue;
        const std::string folder = entry.path().parent_path().filename().string();
        if (folder == "ui" || folder == "app" || folder == "core" || folder == "all") continue;
        ++views;
        CAPTURE(entry.path().string());
        const std::string text = read_source(entry.path());
        for (const char* banned : {"Session", "session.h", "MidEnd", "mid_end", "Sound::Win", "Sound::Lose", "Shell", "write_file"})
            CHECK_MESSAGE(text.find(banned) == std::string::npos, "a view names " << banned);
    }
    CHECK(views >= 5);
    // The board's base no longer hands views the mid-end.
    const std::string base = read_source(fs::path(PZ_SOURCE_DIR) / "game/ui/board_view.h");
    CHECK(base.find("mid_end.h") == std::string::npos);
    CHECK(base.find("MidEnd") == std::string::npos);
}

TEST_CASE("contract: no on_move( is left anywhere: views learn of changes through on_change") {
    for (const char* dir : {"game", "tests", "docs", "engine", "platform"}) {
        if (!fs::is_directory(fs::path(PZ_SOURCE_DIR) / dir)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(fs::path(PZ_SOURCE_DIR) / dir)) {
            const std::string ext = entry.path().extension().string();
            if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h" && ext != ".md")) continue;
            if (entry.path().filename() == "contract_test.cpp") continue;  // this test names it
            CAPTURE(entry.path().string());
            CHECK(read_source(entry.path()).find("on_move(") == std::string::npos);
        }
    }
}
