// The crossword command line, called in-process: solve, generate, check, errors.
#include <doctest/doctest.h>

#include <sstream>

#include "game/core/game.h"
#include "game/core/text.h"

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
    const std::string path = "/tmp/pz_crossword_test_" + name;
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
    CHECK(run({"frobnicate"}).err == "puzzlebox-tool: unknown crossword command 'frobnicate' (one of: solve, generate, check, pack, bench)\n");
    CHECK(run({"solve", path, "--bogus"}).err == "puzzlebox-tool: unknown option --bogus (see: puzzlebox-tool crossword help)\n");
    CHECK(run({"generate", "--size", "99"}).status == 2);
    CHECK(run({"generate", "--dict", "/nonexistent/words"}).status == 2);
    CHECK(run({}).status == 2);
}

TEST_CASE("cli: check accepts puzzle files and level packs") {
    const auto unique = temp_file("u.txt", "**T\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n");
    auto r = run({"check", unique});
    CHECK(r.status == 0);
    CHECK(r.out == "ok: 1 puzzle, each with exactly one fill\n");
    const auto two = temp_file("t.txt", "***\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n");
    auto t = run({"check", two, "--json"});
    CHECK(t.status == 1);
    CHECK(t.out == "{\"file\":\"" + two + "\",\"kind\":\"puzzle\",\"levels\":1,\"ok\":false,\"problems\":[\"" + two +
                       ": more than one fill\"]}\n");
    const auto pack = temp_file("p.txt", "# title: T\n3x3:**T/*.*/***|CAT,COB,TUB,BIB seed=1\n3x3:***/*.*/***|CAT,COB,TUB,BIB\n");
    auto p = run({"check", pack});
    CHECK(p.status == 1);
    CHECK(p.out == pack + ":3: no seed= tag\n" + pack + ":3: more than one fill\nproblems: 2 puzzles\n");
}

TEST_CASE("cli: generate writes a puzzle file that solve accepts") {
    auto r = run({"generate", "--size", "7", "--seed", "3"});
    if (r.status != 0 && (r.err.find("dictionary") != std::string::npos || r.err.find("word list") != std::string::npos)) {
        MESSAGE("no dictionary; skipped");
        return;
    }
    REQUIRE(r.status == 0);
    CHECK(r.out.rfind("# crossword 7x7 seed=3 grade=", 0) == 0);
    const auto path = temp_file("gen.txt", r.out);
    auto c = run({"check", path});
    CHECK(c.status == 0);
    auto j = run({"generate", "--size", "7", "--seed", "3", "--count", "2", "--json"});
    CHECK(j.status == 0);
    CHECK(j.out.rfind("{\"params\":\"7x7\",\"puzzles\":[{\"seed\":3,", 0) == 0);
    CHECK(j.out.find("{\"seed\":4,") != std::string::npos);
    // A density goes into the params, and the game loads puzzles made with it.
    auto d = run({"generate", "--size", "9", "--seed", "3", "--density", "30", "--json"});
    CHECK(d.status == 0);
    CHECK(d.out.rfind("{\"params\":\"9x9d30\",", 0) == 0);
    CHECK(run({"generate", "--density", "80"}).status == 2);
    auto desc = pz::crossword_game().generate("9x9fd30", 3);
    REQUIRE(desc.ok());
    CHECK(pz::crossword_game().load("9x9fd30", *desc).ok());
}
