// The BitFlipper game type and command line: presets, load, solve/generate/check/pack/daily/bench, errors.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "game/bitflipper/rules.h"
#include "game/core/game.h"
#include "game/core/game_id.h"
#include "game/core/text.h"

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
    auto dir = std::filesystem::temp_directory_path() / "pz_bitflipper_test";
    std::filesystem::create_directories(dir);
    auto path = (dir / name).string();
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

TEST_CASE("cli generate: flags, params, JSON, text form, errors") {
    Run r = cli({"generate", "--rows", "3", "--cols", "3", "--states", "5", "--target", "2", "--seed", "7"});
    CHECK(r.status == 0);
    CHECK(r.out == "3x3s5t2:443/403/402 seed=7 par=22 grade=hard\n");
    Run k = cli({"generate", "--params", "3x3s4t0k", "--seed", "7", "--json"});
    CHECK(k.out == "{\"params\":\"3x3s4t0k\",\"levels\":[{\"seed\":7,\"desc\":\"033/131/003\",\"par\":16,\"grade\":\"hard\","
                   "\"solutions\":1,\"min_tap_patterns\":1}]}\n");
    Run shape = cli({"generate", "--rows", "4", "--states", "4", "--shape", "x", "--wrap", "--scramble", "5", "--seed", "3", "--count", "3"});
    CHECK(shape.status == 0);
    CHECK(std::count(shape.out.begin(), shape.out.end(), '\n') == 3);
    CHECK(shape.out.find("4x4s4t0xwp5:") == 0);
    Run text = cli({"generate", "--rows", "2", "--cols", "2", "--states", "3", "--seed", "1", "--text"});
    CHECK(text.out == "# seed 1, par 2, easy\n2 2 3 0\n0 2\n2 1\n");
    // The text form it prints solves back to the same par.
    const std::string f = temp_file("gen.txt", text.out);
    CHECK(cli({"solve", f}).out.find("min taps: 2\n") != std::string::npos);

    CHECK(cli({"generate", "--rows", "3"}).err == "puzzlebox-tool: generate needs --seed N\n");
    CHECK(cli({"generate", "--rows", "9", "--seed", "1"}).status == 2);
    CHECK(cli({"generate", "--states", "2", "--seed", "1"}).status == 2);
    CHECK(cli({"generate", "--shape", "hex", "--seed", "1"}).err.find("--shape must be o, x or k") != std::string::npos);
    CHECK(cli({"generate", "--seed", "1", "--frobnicate"}).status == 2);
    CHECK(cli({"frobnicate"}).status == 2);
    CHECK(cli({}).status == 2);
}

TEST_CASE("cli check: packs with wrong par or seed are reported by line") {
    const std::string good = temp_file("good.txt", "# title: T\n1x3s3t0:012 seed=100004 par=1\n2x2s3t0:02/21 seed=1 par=2\n");
    Run g = cli({"check", good});
    CHECK(g.status == 0);
    CHECK(g.out == "ok: 2 levels checked, 0 problems\n");
    const std::string bad = temp_file("badpack.txt", "1x3s3t0:012 seed=100004 par=2\n1x3s3t0:012 seed=5\n2x2s3t0:10/00\n1x3s3t0:000\n1x3s3t0:01\n");
    Run b = cli({"check", bad, "--json"});
    CHECK(b.status == 1);
    CHECK(b.out.find("\"ok\":false,\"levels\":5") != std::string::npos);
    CHECK(b.out.find(bad + ":1: par=2 but the fewest taps is 1") != std::string::npos);
    CHECK(b.out.find(bad + ":2: seed=5 does not generate this board") != std::string::npos);
    CHECK(b.out.find(bad + ":3: the board cannot be solved") != std::string::npos);
    CHECK(b.out.find(bad + ":4: the board starts solved") != std::string::npos);
    CHECK(b.out.find(bad + ":5: description has 2 cells") != std::string::npos);
    const std::string board = temp_file("board.txt", "1 3 3 0\n2 1 0\n");
    CHECK(cli({"check", board}).status == 0);
    CHECK(cli({"check", temp_file("garbage.txt", "1x3s3t0:012 par\n")}).status == 2);
}

TEST_CASE("cli pack, daily and bench") {
    Run p = cli({"pack"});
    CHECK(p.status == 0);
    auto shipped = pz::read_file(std::string(PZ_SOURCE_DIR) + "/levels/bitflipper/journey.txt");
    REQUIRE(shipped.ok());
    CHECK(p.out == *shipped);
    const std::string out = (std::filesystem::temp_directory_path() / "pz_bitflipper_test" / "journey.txt").string();
    Run w = cli({"pack", "--out", out, "--json"});
    CHECK(w.status == 0);
    CHECK(*pz::read_file(out) == *shipped);

    Run d = cli({"daily", "--date", "2026-11-23", "--json"});
    CHECK(d.status == 0);
    CHECK(d.out.find("{\"date\":\"2026-11-23\",\"params\":\"6x6s8t0p24\",\"seed\":4142533551170404143,") == 0);
    CHECK(cli({"daily", "--date", "2026-11-23"}).out == cli({"daily", "--date", "2026-11-23"}).out);
    CHECK(cli({"daily"}).status == 2);
    CHECK(cli({"daily", "--date", "2026-13-01"}).status == 2);

    Run b = cli({"bench", "--params", "3x3s4t0", "--count", "5", "--json"});
    CHECK(b.status == 0);
    CHECK(b.out.find("{\"params\":\"3x3s4t0\",\"count\":5,") == 0);
}
