// The crossword command line, called in-process: solve, pack, errors (generate and check: shared_cli_test).
#include <doctest/doctest.h>

#include <sstream>

#include "game/core/game.h"
#include "game/core/text.h"
#include "tests/temp_path.h"

namespace pz { const GameType& crossword_game(); }

namespace {

struct Run {
    int status;
    std::string out, err;
};

Run run(std::vector<std::string> args) {
    std::ostringstream out, err;
    const int st = pz::crossword_game().cli(args, out, err);
    return {st, out.str(), err.str()};
}

std::string temp_file(const std::string& name, std::string_view text) {
    const std::string path = pz::test::temp_path(name);
    REQUIRE(pz::write_file_atomic(path, text).ok());
    return path;
}

} // namespace

TEST_CASE("cli: solve prints the fill and its count") {
    const auto path = temp_file("ring.txt", "**T\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n");
    auto r = run({"solve", path, "--json"});
    CHECK(r.status == 0);
    CHECK(r.out == "{\"file\":\"" + path + "\",\"solvable\":true,\"fills\":1,\"capped\":false,\"finished\":true,"
                   "\"slots\":4,\"words\":4,\"grid\":[\"CAT\",\"O.U\",\"BIB\"],\"nodes\":5,\"failure\":null}\n");
    auto t = run({"solve", path});
    CHECK(t.out == "solvable: 1 fill, 4 slots\nCAT\nO.U\nBIB\n");
    // Without the given letter there are two fills; --max 1 caps the count.
    const auto two = temp_file("ring2.txt", "***\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n");
    CHECK(run({"solve", two}).out.rfind("solvable: 2 fills", 0) == 0);
    CHECK(run({"solve", two, "--max", "1"}).out.rfind("solvable: 1+ fills", 0) == 0);
}

TEST_CASE("cli: solve reports the failing slot of an unsolvable puzzle") {
    const auto path = temp_file("clash.txt", "****\n*...\n*...\nwords:\nhour\ncat\n");
    auto r = run({"solve", path, "--json"});
    CHECK(r.status == 1);
    CHECK(r.out.find("\"solvable\":false") != std::string::npos);
    CHECK(r.out.find("\"failure\":{\"slot\":1,\"reason\":\"letter clash") != std::string::npos);
    auto t = run({"solve", path});
    CHECK(t.out.rfind("unsolvable: letter clash: no word fits 1 down", 0) == 0);
}

TEST_CASE("cli: malformed files and bad arguments are one-line errors") {
    const auto path = temp_file("bad.txt", "***\n**\nwords:\ncat\n");
    auto r = run({"solve", path});
    CHECK(r.status == 2);
    CHECK(r.err == "puzzlebox-tool: " + path + ":2: row 2 has 2 cells, expected 3 like row 1\n");
    CHECK(run({"solve"}).status == 2);
    CHECK(run({"solve", "/nonexistent/x.txt"}).status == 2);
    CHECK(run({"frobnicate"}).err == "puzzlebox-tool: unknown crossword command 'frobnicate' (one of: solve, pack)\n");
    CHECK(run({"solve", path, "--bogus"}).err == "puzzlebox-tool: unknown option --bogus (see: puzzlebox-tool crossword help)\n");
    CHECK(run({"pack", "--dict", "/nonexistent/words"}).status == 2);
    CHECK(run({}).status == 2);
}

TEST_CASE("cli: a density is a part of the params, and the game loads puzzles made with it") {
    auto desc = pz::crossword_game().generate("9x9fd30", 3);
    REQUIRE(desc.ok());
    CHECK(pz::crossword_game().load("9x9fd30", *desc).ok());
}
