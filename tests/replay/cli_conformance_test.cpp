// One CLI shape for every game (issue 16): the same help, no-argument and unknown-command answers
// and exit codes (0 yes, 1 a negative answer, 2 an error), and solve's answer on the sample boards
// each game keeps in tests/<game>/cli/ (unique.*, not-unique.*, unsolvable.*). One level's verdict
// (one solution) is the shared check's, through GameType::level_tags: shared_cli_test.cpp.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "game/core/cli.h"
#include "game/all/registry.h"

namespace {
struct Run {
    int status;
    std::string out, err;
};
Run run(const pz::GameType& g, const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int status = g.cli(args, out, err);
    return {status, out.str(), err.str()};
}
// The first name after "commands: " in a game's usage.
std::string help_first_command(const std::string& usage) {
    const size_t at = usage.find("\ncommands: ") + 11;
    return usage.substr(at, usage.find_first_of(",\n", at) - at);
}
} // namespace

TEST_CASE("every game's CLI answers help, no arguments and bad commands the same way") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        const Run none = run(*g, {});
        CHECK(none.status == pz::kExitError);
        CHECK(none.out.empty());
        CHECK(none.err.find("usage: puzzlebox-tool " + id) == 0);
        for (const char* h : {"help", "--help", "-h"}) {
            const Run help = run(*g, {h});
            CHECK(help.status == pz::kExitOk);
            CHECK(help.err.empty());
            CHECK(help.out == none.err);
            CHECK(help.out.find("\ncommands: ") != std::string::npos);
        }
        const Run bad = run(*g, {"frobnicate"});
        CHECK(bad.status == pz::kExitError);
        CHECK(bad.err.find("puzzlebox-tool: unknown " + id + " command 'frobnicate' (one of: ") == 0);
        const Run flag_first = run(*g, {"--json"});
        CHECK(flag_first.status == pz::kExitError);
        CHECK(flag_first.err.find("a " + id + " command comes first") != std::string::npos);
        // The game's first own command (generate, check and bench are every game's: shared_cli_test).
        const std::string first = help_first_command(none.err);
        const Run bad_flag = run(*g, {first, "x", "--no-such-flag"});
        CHECK(bad_flag.status == pz::kExitError);
        CHECK(bad_flag.err.find("unknown option --no-such-flag") != std::string::npos);
        // Every error is one line.
        for (const Run& r : {bad, flag_first, bad_flag}) CHECK(r.err.find('\n') == r.err.size() - 1);
    }
}

TEST_CASE("solve answers every game's sample boards: exit 1 for none, 0 for one or more solutions") {
    namespace fs = std::filesystem;
    int boards = 0;
    for (const pz::GameType* g : pz::all_games()) {
        const fs::path dir = fs::path(PZ_SOURCE_DIR) / "tests" / std::string(g->id()) / "cli";
        if (!fs::is_directory(dir)) continue;
        for (const auto& e : fs::directory_iterator(dir)) {
            const std::string name = e.path().filename().string(), path = e.path().string();
            CAPTURE(path);
            const bool unsolvable = name.rfind("unsolvable", 0) == 0, unique = name.rfind("unique", 0) == 0;
            REQUIRE_MESSAGE((unsolvable || unique || name.rfind("not-unique", 0) == 0), "sample names start unique, not-unique or unsolvable");
            const Run solve = run(*g, {"solve", path});
            CHECK(solve.status == (unsolvable ? pz::kExitNo : pz::kExitOk));
            ++boards;
        }
    }
    CHECK(boards >= 8);
}
