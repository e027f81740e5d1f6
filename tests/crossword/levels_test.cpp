// Every shipped level loads, has exactly one fill, carries its seed, and regenerates from it.
#include <doctest/doctest.h>

#include <set>

#include "game/core/game.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"
#include "game/crossword/cli.h"
#include "game/crossword/generator.h"

namespace pz { const GameType& crossword_game(); }

using namespace pz::crossword;

TEST_CASE("levels: the shipped pack has at least 40 unique puzzles from 7x7 to 15x15") {
    const std::string path = std::string(PZ_SOURCE_DIR) + "/levels/crossword/fillin.txt";
    auto pack = pz::load_level_pack(path);
    REQUIRE_MESSAGE(pack.ok(), (pack.ok() ? std::string() : pack.error().message));
    CHECK(pack->title == "Fill-in");
    REQUIRE(pack->levels.size() >= 40);
    std::set<int> sides;
    std::set<std::string> descs;
    for (const auto& lv : pack->levels) {
        INFO("line " << lv.line);
        CHECK_FALSE(lv.tag("seed").empty());
        CHECK_FALSE(lv.tag("grade").empty());
        auto p = parse_desc(lv.desc);
        REQUIRE(p.ok());
        sides.insert(p->grid.width());
        CHECK(p->grid.width() >= 7);
        CHECK(p->grid.width() <= 15);
        FillOptions opt;
        opt.cap = 2;
        const FillResult r = solve_puzzle(*p, opt);
        CHECK(r.finished);
        CHECK(r.fills == 1);
        CHECK(grade(*p).name == lv.tag("grade"));
        CHECK(descs.insert(lv.desc).second);
        auto puzzle = pz::crossword_game().load(lv.params, lv.desc);
        CHECK(puzzle.ok());
    }
    CHECK(sides.count(7));
    CHECK(sides.count(15));
}

TEST_CASE("levels: each level regenerates from its seed when the dictionary matches") {
    auto d = load_dictionary(default_dictionary_path());
    const std::string path = std::string(PZ_SOURCE_DIR) + "/levels/crossword/fillin.txt";
    auto text = pz::read_file(path);
    REQUIRE(text.ok());
    if (!d || text->find("# dict: " + dict_tag(**d) + "\n") == std::string::npos) {
        MESSAGE("dictionary missing or not the one the pack was made with; regeneration not checked");
        return;
    }
    auto made = make_pack(**d);
    REQUIRE(made.ok());
    CHECK(*made == *text);  // the whole file, byte for byte, from pack_recipe()
    auto pack = pz::parse_level_pack(*text);
    REQUIRE(pack.ok());
    // The game's own generate() agrees for a few, through the public interface.
    for (size_t i = 0; i < pack->levels.size(); i += 11) {
        const auto& lv = pack->levels[i];
        auto seed = pz::parse_u64(lv.tag("seed"));
        REQUIRE(seed.ok());
        auto desc = pz::crossword_game().generate(lv.params, *seed);
        REQUIRE(desc.ok());
        CHECK(*desc == lv.desc);
    }
}
