// The fling CLI: exact JSON keys, moves listing, random boards, endgame tables and error paths.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "game/core/text.h"
#include "game/fling/rules.h"

using namespace pz;

namespace {

struct Run {
    int status;
    std::string out, err;
};

Run run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int status = fling_game().cli(args, out, err);
    return {status, out.str(), err.str()};
}

std::string temp_file(const std::string& name, const std::string& text) {
    std::string path = (std::filesystem::temp_directory_path() / ("pz-fling-test-" + name)).string();
    REQUIRE(write_file_atomic(path, text).ok());
    return path;
}

const char* kLevel1 = ".......\n.......\n..o....\n.......\n.......\n.......\n.......\n.o....o\n";

} // namespace

TEST_CASE("solve --json prints one object with exactly the documented keys") {
    const std::string f = temp_file("b1.txt", kLevel1);
    const Run r = run({"solve", f, "--json"});
    CHECK(r.status == 0);
    CHECK(r.out ==
          "{\"balls\":3,\"solvable\":true,\"reachable_states\":5,\"legal_first_moves\":2,\"winning_first_moves\":1,"
          "\"solution_board_sequences\":2,\"board_sequences_to_2_balls\":1,\"final_squares\":2,"
          "\"solution\":[\"6,7L\",\"2,2D\"]}\n");
    const Run text = run({"solve", f, "--map"});
    CHECK(text.status == 0);
    CHECK(text.out.find("unique: yes") != std::string::npos);
    CHECK(text.out.find("edit map") != std::string::npos);
    std::remove(f.c_str());
}

TEST_CASE("moves lists each legal move with its board") {
    const std::string f = temp_file("b2.txt", kLevel1);
    const Run r = run({"moves", f});
    CHECK(r.status == 0);
    CHECK(r.out.find("6,7L = fling G8 left (solvable)") != std::string::npos);
    CHECK(r.out.find("1,7R = fling B8 right (loses)") != std::string::npos);
    CHECK(r.out.find("2 legal moves") != std::string::npos);
    const Run j = run({"moves", f, "--json"});
    CHECK(j.out.rfind("{\"moves\":[{\"move\":\"1,7R\"", 0) == 0);
    std::remove(f.c_str());
}

TEST_CASE("random reproduces the benchmark boards") {
    auto data = read_file(std::string(PZ_SOURCE_DIR) + "/bench/data/fling/random14.txt");
    REQUIRE(data.ok());
    const Run r = run({"random", "--balls", "14", "--seed", "2013", "--count", "51"});
    CHECK(r.status == 0);
    CHECK(r.out == *data);
}

TEST_CASE("bad input gives one line on err and a non-zero status") {
    CHECK(run({}).status != 0);
    CHECK(run({"frobnicate"}).status != 0);
    CHECK(run({"solve"}).status != 0);
    const Run missing = run({"solve", "/nonexistent/board.txt"});
    CHECK(missing.status != 0);
    CHECK(missing.err.find("/nonexistent/board.txt") != std::string::npos);
    const std::string f = temp_file("bad_board.txt", ".......\n..o..\n");
    const Run bad = run({"solve", f, "--json"});
    CHECK(bad.status != 0);
    CHECK(bad.out.empty());
    CHECK(bad.err.find(f + ":2: row 1 has 5 characters, expected 7") != std::string::npos);
    CHECK(std::count(bad.err.begin(), bad.err.end(), '\n') == 1);
    std::remove(f.c_str());
    CHECK(run({"solve", "x", "--frob"}).status != 0);
    CHECK(run({"endgame", "--balls", "3"}).status != 0);
}

TEST_CASE("endgame writes loadable tables") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-test-endgame").string();
    const Run r = run({"endgame", "--balls", "4", "--out", dir, "--threads", "2"});
    CHECK(r.status == 0);
    CHECK(r.err.find("100.0%") != std::string::npos);
    for (int n = 1; n <= 4; ++n) std::remove((dir + "/fling-endgame-" + std::to_string(n) + ".bin").c_str());
    std::remove(dir.c_str());
}

TEST_CASE("endgame continues from the valid tables already in DIR") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-test-endgame-continue").string();
    std::filesystem::remove_all(dir);
    REQUIRE(run({"endgame", "--balls", "3", "--out", dir}).status == 0);
    const Run more = run({"endgame", "--balls", "4", "--out", dir});
    CHECK(more.status == 0);
    CHECK(more.out.find("for 4..4 balls") != std::string::npos);
    CHECK(more.err.find("existing tables for 1..3") != std::string::npos);
    CHECK(run({"endgame", "--balls", "4", "--out", dir}).out.find("already") != std::string::npos);
    // A damaged 3-ball file: 3 and 4 are rebuilt, and the reason is printed.
    std::filesystem::resize_file(dir + "/fling-endgame-3.bin", 10);
    const Run again = run({"endgame", "--balls", "4", "--out", dir});
    CHECK(again.status == 0);
    CHECK(again.out.find("for 3..4 balls") != std::string::npos);
    CHECK(again.err.find("wrong size") != std::string::npos);
    const Run fresh = run({"endgame", "--balls", "4", "--out", dir, "--rebuild"});
    CHECK(fresh.out.find("for 1..4 balls") != std::string::npos);
    std::filesystem::remove_all(dir);
}
