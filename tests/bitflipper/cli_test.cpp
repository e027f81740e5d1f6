// The BitFlipper game type and command line: presets, load, solve/pack/daily, errors (generate, check: shared_cli_test).
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "game/bitflipper/rules.h"
#include "game/core/game.h"
#include "game/core/game_id.h"
#include "game/core/text.h"
#include "tests/temp_path.h"

namespace pz {
const GameType& bitflipper_game();
}

namespace {

struct Run {
    int status;
    std::string out, err;
};

Run cli(std::vector<std::string> args) {
    std::ostringstream out, err;
    int rc = pz::bitflipper_game().cli(args, out, err);
    return {rc, out.str(), err.str()};
}

std::string temp_file(const std::string& name, const std::string& content) {
    auto path = pz::test::temp_path(name);
    REQUIRE(pz::write_file_atomic(path, content).ok());
    return path;
}

} // namespace

TEST_CASE("game type: id, presets load and generate, bad input is an error") {
    const auto& g = pz::bitflipper_game();
    CHECK(g.id() == "bitflipper");
    CHECK(g.title() == "BitFlipper");
    CHECK_FALSE(g.help().empty());
    CHECK(g.level_packs() == std::vector<std::string>{"journey.txt"});
    for (const auto& preset : g.presets()) {
        CAPTURE(preset.params);
        auto desc = g.generate(preset.params, 42);
        REQUIRE(desc.ok());
        auto puzzle = g.load(preset.params, *desc);
        REQUIRE(puzzle.ok());
        CHECK((*puzzle)->params() == preset.params);
        CHECK((*puzzle)->description() == *desc);
        CHECK((*puzzle)->status(*(*puzzle)->initial()) == pz::Status::Playing);
        auto rule = pz::bitflipper::parse_params(preset.params);
        REQUIRE(rule.ok());
        CHECK(rule->states >= 3);  // two states are never offered
    }
    CHECK(g.load("1x3s3t0", "0120").error().message.find("description has 4 cells") == 0);
    CHECK_FALSE(g.load("1x3s3t0", "013").ok());
    CHECK_FALSE(g.load("1x3", "012").ok());
    CHECK_FALSE(g.load("", "").ok());
    // Game IDs round-trip through load.
    auto id = pz::parse_game_id("bitflipper:3x3s4t0k:312/033/032");
    REQUIRE(id.ok());
    auto p = g.load(id->params, id->desc);
    REQUIRE(p.ok());
    CHECK((*p)->description() == "312/033/032");
}

TEST_CASE("cli solve: text and JSON, Lights Out, unsolvable, missing file") {
    const std::string lo = temp_file("lo.txt", "5 5 2 0 a1b1\n11111\n11111\n11111\n11111\n11111\n");
    Run r = cli({"solve", lo, "--json"});
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK(r.out.find("{\"solvable\":true,\"solutions\":4,\"min_taps\":15,\"min_tap_patterns\":4,\"taps\":[[") == 0);
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 1);

    Run t = cli({"solve", lo});
    CHECK(t.status == 0);
    CHECK(t.out.find("min taps: 15\n") != std::string::npos);
    CHECK(t.out.find("min tap patterns: 4\n") != std::string::npos);

    const std::string stuck = temp_file("stuck.txt", "2 2 3 0\n1 0\n0 0\n");
    Run u = cli({"solve", stuck, "--json"});
    CHECK(u.status == 1);
    CHECK(u.out == "{\"solvable\":false,\"solutions\":0,\"min_taps\":null,\"min_tap_patterns\":0,\"taps\":null,\"exact\":true,"
                   "\"params\":\"2x2s3t0\",\"kernel_size\":3}\n");

    // A level line works too.
    const std::string line = temp_file("line.txt", "1x3s3t0:210 par=1\n");
    Run l = cli({"solve", line, "--json"});
    CHECK(l.status == 0);
    CHECK(l.out.find("\"min_taps\":1,\"min_tap_patterns\":1,\"taps\":[[1,0,0]]") != std::string::npos);

    const std::string bad = temp_file("bad.txt", "2 3 4 0\n0 1 2\n0 1\n");
    Run b = cli({"solve", bad});
    CHECK(b.status == 2);
    CHECK(b.err == "puzzlebox-tool: " + bad + ":3: row 2 has 2 values, expected 3\n");
    Run m = cli({"solve", "/nonexistent/x.txt"});
    CHECK(m.status == 2);
    CHECK(std::count(m.err.begin(), m.err.end(), '\n') == 1);
    CHECK(cli({"solve"}).status == 2);
}

TEST_CASE("cli pack and daily") {
    Run p = cli({"pack"});
    CHECK(p.status == 0);
    auto shipped = pz::read_file(std::string(PZ_SOURCE_DIR) + "/levels/bitflipper/journey.txt");
    REQUIRE(shipped.ok());
    CHECK(p.out == *shipped);
    const std::string out = pz::test::temp_path("journey.txt");
    Run w = cli({"pack", "--out", out, "--json"});
    CHECK(w.status == 0);
    CHECK(*pz::read_file(out) == *shipped);

    Run d = cli({"daily", "--date", "2026-11-23", "--json"});
    CHECK(d.status == 0);
    CHECK(d.out.find("{\"date\":\"2026-11-23\",\"params\":\"6x6s8t0p24\",\"seed\":4142533551170404143,") == 0);
    CHECK(cli({"daily", "--date", "2026-11-23"}).out == cli({"daily", "--date", "2026-11-23"}).out);
    CHECK(cli({"daily"}).status == 2);
    CHECK(cli({"daily", "--date", "2026-13-01"}).status == 2);
}
