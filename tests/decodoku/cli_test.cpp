// The Decodoku command line: play summaries, records and replays, game IDs and errors.
#include <doctest/doctest.h>

#include <cstdio>
#include <sstream>

#include "game/core/game.h"
#include "game/core/text.h"
#include "game/decodoku/rules.h"
#include "tests/temp_path.h"

namespace pz {
const GameType& decodoku_game();
}

using namespace pz;

namespace {

struct Run {
    int code;
    std::string out, err;
};

Run run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    int code = decodoku_game().cli(args, out, err);
    return {code, out.str(), err.str()};
}

std::string temp_path(const std::string& name) { return pz::test::temp_path(name); }

} // namespace

TEST_CASE("play prints the summary keys, in JSON as one object") {
    auto r = run({"play", "--strategy", "greedy", "--info", "omniscient", "--size", "7", "--games", "6", "--seed", "3", "--json"});
    REQUIRE(r.code == 0);
    for (const char* key : {"\"mean_score\":", "\"median_score\":", "\"max_score\":", "\"games\":6", "\"strategy\":\"greedy\"",
                            "\"info\":\"omniscient\"", "\"size\":7"})
        CHECK(r.out.find(key) != std::string::npos);
    CHECK(r.out.front() == '{');
    CHECK(r.out.find('\n') == r.out.size() - 1);
    // The same seeds give the same scores (the run time aside).
    auto again = run({"play", "--strategy", "greedy", "--info", "omniscient", "--games", "6", "--seed", "3", "--json"});
    CHECK(again.out.substr(0, again.out.find("\"seconds\"")) == r.out.substr(0, r.out.find("\"seconds\"")));
    auto text = run({"play", "--strategy", "random", "--games", "2"});
    CHECK(text.out.find("mean_score ") == 0);
    CHECK(text.out.find("strategy random\ninfo honest\nsize 7\n") != std::string::npos);
}

TEST_CASE("play: the scores do not depend on the number of threads") {
    auto one = run({"play", "--strategy", "greedy", "--games", "7", "--seed", "11", "--json"});
    auto three = run({"play", "--strategy", "greedy", "--games", "7", "--seed", "11", "--threads", "3", "--json"});
    REQUIRE(one.code == 0);
    REQUIRE(three.code == 0);
    CHECK(three.out.find("\"threads\":3") != std::string::npos);
    CHECK(three.out.substr(0, three.out.find("\"seconds\"")) == one.out.substr(0, one.out.find("\"seconds\"")));
    CHECK(run({"play", "--threads", "0"}).code != 0);
}

TEST_CASE("play: --strategy honest and omniscient name the planner in that setting") {
    auto r = run({"play", "--strategy", "omniscient", "--games", "1", "--max-moves", "30", "--json"});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("\"strategy\":\"planner\",\"info\":\"omniscient\"") != std::string::npos);
}

TEST_CASE("play: bad flags are one-line errors") {
    CHECK(run({"play", "--strategy", "oracle"}).err.find("unknown strategy 'oracle'") != std::string::npos);
    CHECK(run({"play", "--info", "psychic"}).code != 0);
    CHECK(run({"play", "--size", "2"}).code != 0);
    CHECK(run({"play", "--games", "0"}).code != 0);
    CHECK(run({"play", "--colour", "red"}).code != 0);
    CHECK(run({"fly"}).code != 0);
    CHECK(run({}).code != 0);
}

TEST_CASE("record then replay: a saved game replays exactly, a forged step is caught") {
    const std::string path = temp_path("game.pzr");
    auto rec = run({"record", "--strategy", "greedy", "--size", "7", "--seed", "11", "--out", path, "--json"});
    REQUIRE(rec.code == 0);
    auto rep = run({"replay", path, "--json"});
    REQUIRE(rep.code == 0);
    CHECK(rep.out.find("\"valid\":true") != std::string::npos);
    CHECK(rep.out.find("\"status\":\"lost\"") != std::string::npos);
    // The score the record claims is the score it replays to.
    const auto score_at = rec.out.find("\"score\":");
    const auto score = rec.out.substr(score_at, rec.out.find(',', score_at) - score_at);
    CHECK(rep.out.find(score) != std::string::npos);

    auto text = read_file(path);
    REQUIRE(text);
    std::string forged = *text;
    // Swap the first player move's direction for another legal-looking one.
    auto at = forged.find("step move 0 ");
    REQUIRE(at != std::string::npos);
    auto eol = forged.find('\n', at);
    forged.replace(at, eol - at, "step move 0 0,0L");
    REQUIRE(write_file_atomic(path, forged));
    auto bad = run({"replay", path});
    CHECK(bad.code != 0);
    CHECK(bad.err.find("step 2") != std::string::npos);

    // A record whose claimed score was edited fails too.
    std::string lied = *text;
    auto sc = lied.find("meta score ");
    REQUIRE(sc != std::string::npos);
    lied.insert(sc + 11, "9");
    REQUIRE(write_file_atomic(path, lied));
    CHECK(run({"replay", path}).err.find("claims score") != std::string::npos);
    std::remove(path.c_str());
}

TEST_CASE("replay accepts the simple form: a game ID and one move per line") {
    const std::string path = temp_path("simple.txt");
    REQUIRE(write_file_atomic(path, "# a short game\ndecodoku:7n:s1\nnoise\n"));
    auto r = run({"replay", path, "--json"});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("\"steps\":1") != std::string::npos);
    CHECK(r.out.find("\"status\":\"playing\"") != std::string::npos);
    REQUIRE(write_file_atomic(path, "decodoku:7n:s1\n3,3R\n"));
    auto bad = run({"replay", path});
    CHECK(bad.code != 0);
    CHECK(bad.err.find("the game's own move 'noise' comes first") != std::string::npos);
    REQUIRE(write_file_atomic(path, "fling:7n:s1\n"));
    CHECK(run({"replay", path}).err.find("not decodoku") != std::string::npos);
    CHECK(run({"replay", temp_path("missing")}).code != 0);
    std::remove(path.c_str());
}

TEST_CASE("the game type loads params and seeds, and refuses bad ones") {
    const GameType& g = decodoku_game();
    CHECK(g.id() == "decodoku");
    CHECK(g.title() == "Decodoku");
    CHECK(g.presets().front().params == "7n");
    auto p = g.load("8p", "s9");
    REQUIRE(p);
    CHECK((*p)->params() == "8p");
    CHECK((*p)->description() == "s9");
    CHECK((*p)->allows_undo());
    CHECK_FALSE(g.load("8q", "s9"));
    CHECK_FALSE(g.load("8p", "9"));
    CHECK(*g.generate("7n", 31) == "s31");
    CHECK_FALSE(g.generate("0n", 31));
    // Daily: the seed passed is the date; the description is the same for everyone that day.
    CHECK(*g.generate("7d", 20261123) == "s" + std::to_string(decodoku::daily_seed(20261123)));
    CHECK_FALSE(g.generate("7d", 31));
    // The day's games: one per grid size, in daily mode, seeded by the date; not in Endless.
    const auto day = g.daily(20261123);
    REQUIRE(day.size() == 2);
    CHECK(day[0].params == "7d");
    CHECK(day[1].params == "8d");
    CHECK(day[0].seed == 20261123);
    CHECK(*g.generate(day[1].params, day[1].seed) == *g.generate("8d", 20261123));
    for (const Preset& pr : g.presets()) CHECK(pr.params.back() != 'd');
    // The score kept with a record is the moves survived.
    auto game = g.load("7n", "s5");
    REQUIRE(game);
    auto st = (*game)->initial();
    CHECK((*game)->score(*st) == 0);
    while (auto event = (*game)->automatic_move(*st)) st = *(*game)->apply(*st, *event);  // the first noise
    auto hint = (*game)->hint(*st);
    REQUIRE(hint);
    auto moved = (*game)->apply(*st, hint->move);
    REQUIRE(moved);
    CHECK((*game)->score(**moved) == 1);
}
