// "My puzzles" (issue 40): made.txt round-trips, keeps its good lines, and survives a restart
// through PlayerData; `puzzlebox-tool made` lists it.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>

#include "game/all/registry.h"
#include "game/core/made.h"
#include "game/core/player_data.h"
#include "game/core/text.h"
#include "tests/temp_path.h"

namespace {

pz::MadePuzzle made(std::string id, std::string name, int64_t ms) {
    const std::string game = id.substr(0, id.find(':'));
    return {game, std::move(id), std::move(name), "unique", "medium", ms};
}

} // namespace

TEST_CASE("made: the list round-trips, newest first, names with spaces and odd bytes kept") {
    pz::MadeList list;
    list.keep(made("bitflipper:3x3s2t0a1b1:100/000/000", "My puzzle 1", 1000));
    list.keep(made("sweetspots:5k1:01234/01234/01234/01234/01234", "  spaced % name\tx ", 3000));
    list.keep(made("fling:3:a1b2c3", "", 2000));
    auto back = pz::MadeList::parse(list.write());
    REQUIRE(back);
    CHECK(*back == list);
    REQUIRE(back->all().size() == 3);
    CHECK(back->all()[0].modified_ms == 3000);
    CHECK(back->all()[0].name == "  spaced % name\tx ");
    CHECK(back->of("fling").size() == 1);
}

TEST_CASE("made: keeping the same ID again updates it, rename, and remove gives it back for an undo") {
    pz::MadeList list;
    list.keep(made("bitflipper:3x3s2t0a1b1:100/000/000", "One", 1000));
    list.keep(made("bitflipper:3x3s2t0a1b1:110/000/000", "Two", 2000));
    list.keep(made("bitflipper:3x3s2t0a1b1:100/000/000", "One again", 3000));
    REQUIRE(list.all().size() == 2);
    CHECK(list.all()[0].name == "One again");
    CHECK(list.rename("bitflipper:3x3s2t0a1b1:110/000/000", "Renamed"));
    CHECK_FALSE(list.rename("bitflipper:nope:0", "x"));
    auto gone = list.remove("bitflipper:3x3s2t0a1b1:110/000/000");
    REQUIRE(gone);
    CHECK(list.all().size() == 1);
    list.keep(*gone);  // undo
    CHECK(list.all().size() == 2);
    CHECK(list.all()[1].name == "Renamed");
    CHECK(pz::next_made_name(list, "bitflipper") == "My puzzle 1");
}

TEST_CASE("made: a damaged line is skipped and named, every good line kept") {
    const std::string text =
        "puzzlebox-made 1\n"
        "bitflipper bitflipper:3x3s2t0a1b1:100/000/000 unique - 5 Good one\n"
        "bitflipper not-an-id unique - 5 Bad id\n"
        "fling bitflipper:3x3s2t0a1b1:110/000/000 unique - 5 Wrong game\n"
        "bitflipper bitflipper:3x3s2t0a1b1:111/000/000 maybe - 5 Bad verdict\n"
        "bitflipper bitflipper:3x3s2t0a1b1:001/000/000 none - 7 Good two\n";
    std::vector<pz::Error> skipped;
    auto list = pz::MadeList::parse(text, &skipped);
    REQUIRE(list);
    CHECK(list->all().size() == 2);
    REQUIRE(skipped.size() == 3);
    CHECK(skipped[0].line == 3);
    CHECK_FALSE(pz::MadeList::parse("puzzlebox-dailies 1\n"));
}

TEST_CASE("made: kept in the data folder, read back after a restart and listed by the tool") {
    const std::string dir = pz::test::temp_path("made-data");
    std::filesystem::create_directories(dir);
    {
        pz::PlayerData data(dir, pz::all_games());
        data.made().keep(made("bitflipper:3x3s2t0a1b1:100/000/000", "Corner", 1764380000000));
        data.save_made();
    }
    pz::PlayerData again(dir, pz::all_games());
    REQUIRE(again.made().all().size() == 1);
    CHECK(again.made().all()[0].name == "Corner");
    std::ostringstream out, err;
    CHECK(pz::run_made_command(pz::all_games(), {"made", "--data", dir, "--json"}, out, err) == 0);
    CHECK(out.str() ==
          "{\"made\":[{\"game\":\"bitflipper\",\"id\":\"bitflipper:3x3s2t0a1b1:100/000/000\",\"name\":\"Corner\","
          "\"verdict\":\"unique\",\"grade\":\"medium\",\"modified\":\"2025-11-29T01:33:20Z\"}]}\n");
    std::ostringstream out2, err2;
    CHECK(pz::run_made_command(pz::all_games(), {"made"}, out2, err2) == 2);
}
