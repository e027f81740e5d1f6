// The commands every game shares (generate, check, bench: game/core/cli.h), run over every
// registered game: what generate writes, check passes; a spoiled level and bad arguments do not.
// The games' own flags of old are params now, their verdicts (one solution, par, grade) the
// games' level tags, and "GAME generate" is the same command.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "game/all/registry.h"
#include "game/core/cli.h"
#include "game/core/text.h"
#include "tests/temp_path.h"

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
// As `puzzlebox-tool GAME ARGS...` runs it.
Run run_game(const pz::GameType& g, const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int status = pz::run_game_cli(g, args, out, err);
    return {status, out.str(), err.str()};
}
const pz::GameType& game(const std::string& id) {
    const pz::GameType* g = pz::find_game(id);
    REQUIRE(g);
    return *g;
}
std::string temp_file(const std::string& name, const std::string& text) {
    std::string path = pz::test::temp_path(name);
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
        CHECK(made.out.find(" seed=3") != std::string::npos);  // and the game's tags after it
        CHECK(made.out.find(" seed=4") != std::string::npos);
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
        {{"check"}, "puzzlebox-tool check " + std::string(g.id()) + " FILE"},
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

TEST_CASE("the games' own generate flags are params: the same levels, tagged as the games tag them") {
    // bitflipper --rows 3 --cols 3 --states 5 --target 2 made this; --shape k is the k in the params.
    CHECK(run(game("bitflipper"), {"generate", "--params", "3x3s5t2", "--seed", "7"}).out == "3x3s5t2:443/403/402 seed=7 par=22 grade=hard\n");
    const Run king = run(game("bitflipper"), {"generate", "--params", "3x3s4t0k", "--seed", "7", "--json"});
    CHECK(king.out == "{\"game\":\"bitflipper\",\"params\":\"3x3s4t0k\",\"levels\":[{\"seed\":7,\"params\":\"3x3s4t0k\","
                      "\"desc\":\"033/131/003\",\"tags\":{\"par\":\"16\",\"grade\":\"hard\"}}]}\n");
    // --rows 4 --states 4 --shape x --wrap --scramble 5.
    CHECK(run(game("bitflipper"), {"generate", "--params", "4x4s4t0xwp5", "--seed", "3", "--count", "3"}).out.find("4x4s4t0xwp5:") == 0);
    // fling --balls 8.
    const Run fling = run(game("fling"), {"generate", "--params", "7x8b8", "--seed", "42", "--count", "2"});
    CHECK(fling.out.rfind("7x8b8:......./......./..o...o/....o../......./.....o./...o.../..oo.o. seed=42 grade=", 0) == 0);
    CHECK(fling.out.find(" reachable=") != std::string::npos);
    CHECK(fling.out.find(" seed=43 ") != std::string::npos);
    // sweetspots --size 5 --k 1 --grade easy; a grade the params do not ask for is still told.
    CHECK(run(game("sweetspots"), {"generate", "--params", "5k1de", "--seed", "1"}).out.find(" seed=1 grade=easy\n") != std::string::npos);
    CHECK(run(game("sweetspots"), {"generate", "--params", "6k1", "--seed", "2"}).out.find(" grade=") != std::string::npos);
    // crossword --size 7 and --density 30: one fill each, graded.
    CHECK(run(game("crossword"), {"generate", "--params", "7x7", "--seed", "3"}).out.find("7x7:") == 0);
    const Run dense = run(game("crossword"), {"generate", "--params", "9x9d30", "--seed", "3", "--json"});
    CHECK(dense.status == pz::kExitOk);
    CHECK(dense.out.find("\"tags\":{\"grade\":") != std::string::npos);
    // decodoku --size 8 --mode p; a survival game has no tags.
    CHECK(run(game("decodoku"), {"generate", "--params", "8p", "--seed", "5", "--count", "2"}).out == "8p:s5 seed=5\n8p:s6 seed=6\n");
}

TEST_CASE("generate --date makes a game's puzzles of the day, the same every time") {
    const Run d = run(game("decodoku"), {"generate", "--date", "2026-11-23"});
    REQUIRE(d.status == pz::kExitOk);
    CHECK(pz::split_lines(d.out).size() == 2);  // 7x7 and 8x8
    CHECK(d.out.find("7d:") == 0);
    CHECK(d.out.find(" seed=20261123\n") != std::string::npos);
    CHECK(run(game("decodoku"), {"generate", "--date", "2026-11-23"}).out == d.out);
    const std::string path = temp_file("dailies.txt", d.out);
    CHECK(run(game("decodoku"), {"check", path}).status == pz::kExitOk);
    CHECK(run(game("bitflipper"), {"bench", "--date", "2026-11-23", "--json"}).out.find("\"params\":\"daily 2026-11-23\",\"count\":1,") != std::string::npos);
    for (const std::vector<std::string>& bad : {std::vector<std::string>{"generate", "--date", "2026-13-01"},
                                                std::vector<std::string>{"generate", "--date", "2026-11-23", "--seed", "4"}}) {
        const Run r = run(game("decodoku"), bad);
        CHECK(r.status == pz::kExitError);
        CHECK(r.err.find("--date") != std::string::npos);
    }
}

TEST_CASE("check holds a level to the game's verdict: one solution, and the par and grade it carries") {
    const std::string bits = temp_file("bits.txt", "1x3s3t0:012 seed=100004 par=1\n1x3s3t0:012 par=2\n1x3s3t0:012 grade=expert\n");
    const Run b = run(game("bitflipper"), {"check", bits});
    CHECK(b.status == pz::kExitNo);
    CHECK(b.out.find(bits + ":1:") == std::string::npos);
    CHECK(b.out.find(bits + ":2: par=2, but the game makes it par=1\n") != std::string::npos);
    CHECK(b.out.find(bits + ":3: grade=expert, but the game makes it grade=") != std::string::npos);
    const std::string flings = temp_file("flings.txt", "7x8:o.o.o.o/......./......./......./......./......./......./o.o.o.o\n"
                                                       "7x8:......./......./..o..../......./......./......./......./.o....o\n");
    const Run f = run(game("fling"), {"check", flings});
    CHECK(f.status == pz::kExitNo);
    CHECK(f.out.find(flings + ":1: the board is not unique") == 0);
    CHECK(f.out.find(flings + ":2:") == std::string::npos);
    // The shipped Sweet Spots levels keep their grade in grade=: check passes them as they are.
    const Run spots = run(game("sweetspots"), {"check", std::string(PZ_SOURCE_DIR) + "/levels/sweetspots/starter.txt"});
    CHECK(spots.status == pz::kExitOk);
}

TEST_CASE("the older spellings: GAME generate|check|bench is the shared command, a game's own flag says how it is spelled now") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        CHECK(run_game(*g, {"generate", "--seed", "3"}).out == run(*g, {"generate", "--seed", "3"}).out);
        for (const std::vector<std::string>& old : {std::vector<std::string>{"generate", "--size", "7", "--seed", "1"},
                                                    std::vector<std::string>{"bench", "--games", "2"}}) {
            const Run r = run_game(*g, old);
            CHECK(r.status == pz::kExitError);
            CHECK(r.out.empty());
            CHECK(r.err.find("unknown option --") != std::string::npos);
            CHECK(r.err.find("puzzlebox-tool " + old[0] + " " + id + " [--params P]") != std::string::npos);
            CHECK(r.err.find('\n') == r.err.size() - 1);
        }
        // A board file is not a pack: solve is its command.
        const Run board = run_game(*g, {"check", temp_file("board.txt", "1 3 3 0\n2 1 0\n")});
        CHECK(board.status == pz::kExitError);
        CHECK(board.err.find("puzzlebox-tool check " + id + " FILE") != std::string::npos);
        if (id != "decodoku") CHECK(board.err.find("puzzlebox-tool " + id + " solve FILE") != std::string::npos);
        CHECK(board.err.find('\n') == board.err.size() - 1);
        // The game's own table has none of the three; asked directly, it names the new spelling.
        std::ostringstream out, err;
        CHECK(g->cli({"generate"}, out, err) == pz::kExitError);
        CHECK(err.str().find("puzzlebox-tool generate " + id) != std::string::npos);
    }
}
