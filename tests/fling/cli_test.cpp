// The fling CLI: exact JSON keys, moves listing, random boards, endgame tables and error paths.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "game/core/json_read.h"
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

namespace {

// The tables array of `endgame --json`, after checking stdout is one JSON object and nothing else.
std::vector<JsonValue> endgame_json(const Run& r) {
    auto j = parse_json(r.out);
    REQUIRE(j.ok());
    REQUIRE(j->is(JsonValue::Type::Object));
    const JsonValue* tables = j->get("tables");
    REQUIRE(tables);
    return tables->items;
}

} // namespace

TEST_CASE("endgame --json prints one object: boards, solvable, unique, seconds and bytes per table") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-test-endgame-json").string();
    std::filesystem::remove_all(dir);
    const Run r = run({"endgame", "--balls", "3", "--out", dir, "--json"});
    REQUIRE(r.status == 0);
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 1);
    const auto tables = endgame_json(r);
    REQUIRE(tables.size() == 3);
    const double boards[] = {56, 1540, 27720};
    for (int n = 1; n <= 3; ++n) {
        const JsonValue& t = tables[static_cast<size_t>(n - 1)];
        for (const char* key : {"balls", "boards", "solvable", "unique", "seconds", "bytes"}) CHECK(t.get(key));
        CHECK(t.get("balls")->number == n);
        CHECK(t.get("boards")->number == boards[n - 1]);
        CHECK(t.get("bytes")->number == static_cast<double>(std::filesystem::file_size(dir + "/fling-endgame-" + std::to_string(n) + ".bin")));
        CHECK(t.get("solvable")->number >= t.get("unique")->number);
    }
    CHECK(tables[0].get("solvable")->number == 56);  // one ball is solved
    // Plain and mirrored layouts count the same boards.
    const Run plain = run({"endgame", "--balls", "3", "--out", dir + "-plain", "--json", "--no-symmetry"});
    const auto p = endgame_json(plain);
    REQUIRE(p.size() == 3);
    for (size_t i = 0; i < 3; ++i) {
        CHECK(p[i].get("solvable")->number == tables[i].get("solvable")->number);
        CHECK(p[i].get("unique")->number == tables[i].get("unique")->number);
        CHECK(p[i].get("bytes")->number > tables[i].get("bytes")->number);
    }
    // The progress line has no ETA before a rate is known (a fast build never shows one).
    CHECK(r.err.find("ETA --") != std::string::npos);
    std::filesystem::remove_all(dir);
    std::filesystem::remove_all(dir + "-plain");
}

TEST_CASE("endgame continues from the valid tables already in DIR") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-test-endgame-continue").string();
    std::filesystem::remove_all(dir);
    REQUIRE(run({"endgame", "--balls", "3", "--out", dir}).status == 0);
    const Run more = run({"endgame", "--balls", "4", "--out", dir, "--json"});
    CHECK(more.status == 0);
    CHECK(more.err.find("existing tables for 1..3") != std::string::npos);
    auto built = [](const Run& r) {
        std::string s;
        for (const JsonValue& t : endgame_json(r)) s += t.get("built")->boolean ? 'b' : '.';
        return s;
    };
    CHECK(built(more) == "...b");
    CHECK(built(run({"endgame", "--balls", "4", "--out", dir, "--json"})) == "....");
    // A damaged 3-ball file: 3 and 4 are rebuilt, and the reason is printed.
    std::filesystem::resize_file(dir + "/fling-endgame-3.bin", 10);
    const Run again = run({"endgame", "--balls", "4", "--out", dir, "--json"});
    CHECK(again.status == 0);
    CHECK(built(again) == "..bb");
    CHECK(again.err.find("fling-endgame-3.bin: too short") != std::string::npos);
    CHECK(built(run({"endgame", "--balls", "4", "--out", dir, "--rebuild", "--json"})) == "bbbb");
    // Tables of the other layout are refused with the reason, and rebuilt.
    const Run plain = run({"endgame", "--balls", "4", "--out", dir, "--json", "--no-symmetry"});
    CHECK(built(plain) == "bbbb");
    CHECK(plain.err.find("fling-endgame-1.bin: a table in the one-entry-per-mirror-class layout, expected one-entry-per-board") !=
          std::string::npos);
    // A ball count out of range: one line.
    for (const char* balls : {"0", "15", "x"}) {
        const Run bad = run({"endgame", "--balls", balls, "--out", dir});
        CHECK(bad.status != 0);
        CHECK(std::count(bad.err.begin(), bad.err.end(), '\n') == 1);
        CHECK(bad.err.find("--balls") != std::string::npos);
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("moves and solve --map answer from --tables DIR the same as the search, and a bad DIR is one line") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-test-endgame-tables").string();
    std::filesystem::remove_all(dir);
    REQUIRE(run({"endgame", "--balls", "3", "--out", dir}).status == 0);
    const std::string f = temp_file("b3.txt", kLevel1);
    for (const char* cmd : {"moves", "solve"}) {
        std::vector<std::string> args{cmd, f};
        if (std::string(cmd) == "solve") args.push_back("--map");
        const Run searched = run(args);
        args.insert(args.end(), {"--tables", dir});
        const Run served = run(args);
        CHECK(served.status == searched.status);
        CHECK(served.out == searched.out);
        args.back() = dir + "-missing";
        const Run bad = run(args);
        CHECK(bad.status != 0);
        CHECK(bad.err.find("fling-endgame-1.bin: no tables here") != std::string::npos);
        CHECK(std::count(bad.err.begin(), bad.err.end(), '\n') == 1);
    }
    std::remove(f.c_str());
    std::filesystem::remove_all(dir);
}

TEST_CASE("compare-tables finds no board whose answer differs between the two layouts") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-test-compare").string();
    std::filesystem::remove_all(dir);
    REQUIRE(run({"endgame", "--balls", "4", "--out", dir + "/m"}).status == 0);
    REQUIRE(run({"endgame", "--balls", "4", "--out", dir + "/p", "--no-symmetry"}).status == 0);
    const Run r = run({"compare-tables", dir + "/m", dir + "/p", "--balls", "4"});
    CHECK(r.status == 0);
    auto j = parse_json(r.out);
    REQUIRE(j.ok());
    REQUIRE(j->get("tables")->items.size() == 4);
    for (const JsonValue& t : j->get("tables")->items) CHECK(t.get("mismatches")->number == 0);
    const Run beyond = run({"compare-tables", dir + "/m", dir + "/p", "--balls", "5"});
    CHECK(beyond.status != 0);
    CHECK(beyond.err.find("tables stop at 4 balls") != std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST_CASE("check-table: a sample of random and made-unique boards reads the same from a table as from the search") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-test-check-table").string();
    std::filesystem::remove_all(dir);
    for (const char* layout : {"m", "p"}) {
        std::vector<std::string> build{"endgame", "--balls", "6", "--out", dir + "/" + layout};
        if (std::string(layout) == "p") build.push_back("--no-symmetry");
        REQUIRE(run(build).status == 0);
        const Run r = run({"check-table", dir + "/" + layout, "--balls", "6", "--count", "3000", "--seed", "7", "--threads", "2"});
        CHECK(r.status == 0);
        auto j = parse_json(r.out);
        REQUIRE(j.ok());
        CHECK(j->get("random_boards")->number == 3000);
        CHECK(j->get("made_unique")->number == 30);
        CHECK(j->get("unique")->number >= 30);  // the made ones, and any random board that is unique
        CHECK(j->get("solvable")->number > j->get("unique")->number);
        CHECK(j->get("mismatches")->number == 0);
        CHECK(!j->get("first_mismatch"));
        const Run beyond = run({"check-table", dir + "/" + layout, "--balls", "7"});
        CHECK(beyond.status != 0);
        CHECK(beyond.err.find("tables stop at 6 balls") != std::string::npos);
    }
    const Run none = run({"check-table", dir + "/none", "--balls", "3"});
    CHECK(none.status != 0);
    CHECK(none.err.find("no tables here") != std::string::npos);
    std::filesystem::remove_all(dir);
}
