// The commands every game shares (generate, check, bench: game/core/cli.h), run over every
// registered game: what generate writes, check passes; a spoiled level and bad arguments do not.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "game/all/registry.h"
#include "game/core/cli.h"
#include "game/core/text.h"

namespace {
struct Run {
    int status;
    std::string out, err;
};
// As `puzzlebox-tool COMMAND GAME ARGS...` runs it.
Run run(const pz::GameType& g, std::vector<std::string> args) {
    args.insert(args.begin() + 1, std::string(g.id()));
    std::ostringstream out, err;
    const int status = pz::run_shared_command(g, pz::CliArgs(args, pz::shared_value_flags()), out, err);
    return {status, out.str(), err.str()};
}
std::string temp_file(const std::string& name, const std::string& text) {
    const auto dir = std::filesystem::temp_directory_path() / "pz_shared_cli_test";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / name).string();
    std::ofstream(path) << text;
    return path;
}
} // namespace

TEST_CASE("generate then check: every game's levels pass its own check") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        const Run made = run(*g, {"generate", "--seed", "3", "--count", "2"});
        REQUIRE(made.status == pz::kExitOk);
        CHECK(made.err.empty());
        CHECK(pz::split_lines(made.out).size() >= 2);
        CHECK(made.out.find(" seed=3\n") != std::string::npos);
        CHECK(made.out.find(" seed=4\n") != std::string::npos);
        CHECK(run(*g, {"generate", "--seed", "3", "--count", "2"}).out == made.out);  // seeds decide
        const std::string path = temp_file(id + ".txt", "# made by generate\n" + made.out);
        const Run checked = run(*g, {"check", path});
        CHECK(checked.status == pz::kExitOk);
        CHECK(checked.out == "ok: 2 levels checked, 0 problems\n");
        const Run json = run(*g, {"check", path, "--json"});
        CHECK(json.status == pz::kExitOk);
        CHECK(json.out.find("\"ok\":true") != std::string::npos);

        // The same level under another seed's tag: check names the file and line.
        const std::string first = made.out.substr(0, made.out.find('\n'));
        const std::string moved = first.substr(0, first.rfind(" seed=")) + " seed=4\n";
        const std::string bad = temp_file(id + "-bad.txt", first + "\n" + moved);
        const Run spoiled = run(*g, {"check", bad});
        CHECK(spoiled.status == pz::kExitNo);
        CHECK(spoiled.out.find(bad + ":2: seed 4 does not make this level") == 0);
    }
}

TEST_CASE("bench times every game's default preset") {
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        const Run r = run(*g, {"bench", "--count", "1", "--json"});
        CHECK(r.status == pz::kExitOk);
        CHECK(r.out.find("\"generate_median_ms\":") != std::string::npos);
    }
}

TEST_CASE("bad arguments to a shared command exit 2 with one line naming the problem") {
    const pz::GameType& g = *pz::all_games().front();
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"generate", "--seed", "x"}, "--seed"},
        {{"generate", "--count", "0"}, "--count"},
        {{"generate", "--params", "no such params"}, "--params no such params"},
        {{"generate", "--frobnicate"}, "unknown option --frobnicate"},
        {{"generate", "--seed"}, "--seed needs a value"},
        {{"generate", "extra.txt"}, "generate takes no file"},
        {{"check"}, "check needs one FILE"},
        {{"check", "/nonexistent/levels.txt"}, "/nonexistent/levels.txt"},
        {{"bench", "--count", "-3"}, "--count"},
    };
    for (const auto& c : cases) {
        // Named copies: clang 14 (the web build's) cannot capture structured bindings in CAPTURE.
        const auto& args = c.first;
        const auto& says = c.second;
        CAPTURE(args.front());
        CAPTURE(says);
        const Run r = run(g, args);
        CHECK(r.status == pz::kExitError);
        CHECK(r.out.empty());
        CHECK(r.err.rfind("puzzlebox-tool: ", 0) == 0);
        CHECK(r.err.find(says) != std::string::npos);
        CHECK(r.err.find('\n') == r.err.size() - 1);
    }
}
