// Game IDs, level packs, text helpers, JSON and CLI arguments.
#include <doctest/doctest.h>

#include <unistd.h>

#include "game/core/cli.h"
#include "game/core/game_id.h"
#include "game/core/json.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"

TEST_CASE("game id: description and seed forms round-trip") {
    auto a = pz::parse_game_id("fling:7x8:......./ooo....");
    REQUIRE(a.ok());
    CHECK(a->game == "fling");
    CHECK(a->params == "7x8");
    CHECK(a->desc == "......./ooo....");
    CHECK_FALSE(a->seed);
    CHECK(a->text() == "fling:7x8:......./ooo....");
    auto b = pz::parse_game_id("bitflipper:5x5s6t0#12345");
    REQUIRE(b.ok());
    CHECK(*b->seed == 12345u);
    CHECK(b->desc.empty());
    CHECK(b->text() == "bitflipper:5x5s6t0#12345");
}

TEST_CASE("game id: malformed ids are refused with a reason") {
    CHECK(pz::parse_game_id("fling").error().message == "game ID must look like game:params:description or game:params#seed");
    CHECK(pz::parse_game_id("Fling:a:b").error().message == "game name 'Fling' may hold only a-z and 0-9");
    CHECK(pz::parse_game_id("fling:7x8").error().message == "game ID has no ':description' or '#seed' after the params");
    CHECK(pz::parse_game_id("fling:7x8#x1").error().message == "expected a seed, found 'x1'");
    CHECK(pz::parse_game_id("fling:7x8:").error().message == "game ID has an empty description");
    CHECK(pz::parse_game_id("fling:7x8#99999999999999999999999").error().message.find("too large") != std::string::npos);
}

TEST_CASE("level pack: levels with tags, comments and a title") {
    auto p = pz::parse_level_pack("# title: Journey\n\n# a comment\n3x3:abc seed=4 par=2\n4x4:defg seed=9\n");
    REQUIRE(p.ok());
    CHECK(p->title == "Journey");
    REQUIRE(p->levels.size() == 2);
    CHECK(p->levels[0].params == "3x3");
    CHECK(p->levels[0].desc == "abc");
    CHECK(p->levels[0].tag("par") == "2");
    CHECK(p->levels[0].line == 4);
    CHECK(p->levels[1].tag("par").empty());
    CHECK(pz::format_level(p->levels[0]) == "3x3:abc seed=4 par=2");
}

TEST_CASE("level pack: errors carry the line") {
    auto p = pz::parse_level_pack("3x3:abc\nnocolon\n");
    REQUIRE_FALSE(p.ok());
    CHECK(p.error().line == 2);
    auto q = pz::parse_level_pack("3x3:abc seed\n");
    REQUIRE_FALSE(q.ok());
    CHECK(q.error().message == "expected key=value, found 'seed'");
    auto missing = pz::load_level_pack("/nonexistent/pack.txt");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message.rfind("/nonexistent/pack.txt: cannot open", 0) == 0);
}

TEST_CASE("text: bounded integers, lines and tokens") {
    CHECK(*pz::parse_int("42", 0, 100) == 42);
    CHECK(*pz::parse_int("-3", -5, 5) == -3);
    CHECK(pz::parse_int("101", 0, 100, "a size").error().message == "expected a size from 0 to 100, found 101");
    CHECK(pz::parse_int("4x", 0, 100, "a size").error().message == "expected a size from 0 to 100, found '4x'");
    CHECK(pz::parse_int("", 0, 100, "a size").error().message == "expected a size from 0 to 100, found nothing");
    CHECK(pz::parse_int("99999999999999999999", 0, 100).error().message.find("too large") != std::string::npos);
    auto lines = pz::split_lines("a\r\nb\n\nc");
    REQUIRE(lines.size() == 4);
    CHECK(lines[0] == "a");
    CHECK(lines[2].empty());
    CHECK(pz::split_ws("  x\ty  z ").size() == 3);
    CHECK(pz::u128_to_string(static_cast<pz::u128>(1) << 100) == "1267650600228229401496703205376");
}

TEST_CASE("text: files over the limit are refused before reading") {
    char tmpl[] = "/tmp/pz-big-XXXXXX";
    int fd = mkstemp(tmpl);
    REQUIRE(fd >= 0);
    REQUIRE(ftruncate(fd, 2000) == 0);
    close(fd);
    auto r = pz::read_file(tmpl, 1000);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message == "file is too large (2000 bytes; the limit is 1000)");
    CHECK(pz::read_file(tmpl, 4000)->size() == 2000u);
    unlink(tmpl);
}

TEST_CASE("text: atomic writes replace the whole file and leave no temp files") {
    char tmpl[] = "/tmp/pz-atomic-XXXXXX";
    std::string dir = mkdtemp(tmpl);
    std::string path = dir + "/save.txt";
    REQUIRE(pz::write_file_atomic(path, "first").ok());
    REQUIRE(pz::write_file_atomic(path, "second version").ok());
    CHECK(*pz::read_file(path) == "second version");
    auto bad = pz::write_file_atomic(dir + "/missing/dir/x.txt", "x");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.find("cannot write") == 0);
}

TEST_CASE("json: stable keys, escaping, nesting and 128-bit integers") {
    pz::JsonWriter j;
    j.begin_object().field("a", 1).field("b", "x\"y\n").key("c").begin_array().value(true).value(2.5).null().end_array();
    j.field_u128("big", static_cast<pz::u128>(1) << 70).field("neg", -4).end_object();
    CHECK(j.str() == "{\"a\":1,\"b\":\"x\\\"y\\n\",\"c\":[true,2.5,null],\"big\":1180591620717411303424,\"neg\":-4}");
}

TEST_CASE("cli args: flags, values, positionals and typos") {
    pz::CliArgs a({"solve", "f.txt", "--seed", "12", "--json", "--count=3"}, {"--seed", "--count"});
    REQUIRE(a.check().ok());
    CHECK(a.json());
    CHECK(a.positional() == std::vector<std::string>{"solve", "f.txt"});
    CHECK(*a.get_u64("--seed", 0) == 12u);
    CHECK(*a.get_int("--count", 1, 1, 10) == 3);
    CHECK(*a.get_int("--other", 7, 1, 10) == 7);
    CHECK(a.get_int("--count", 1, 5, 10).error().message == "expected --count from 5 to 10, found 3");
    pz::CliArgs b({"--sede", "1"}, {"--seed"});
    CHECK(b.check().error().message == "unknown option --sede");
    pz::CliArgs c({"--seed"}, {"--seed"});
    CHECK(c.check().error().message == "--seed needs a value");
}
