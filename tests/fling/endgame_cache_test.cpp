// The game's endgame cache: built in the background and saved when missing, loaded on the next
// start, rebuilt (never a crash) when a file is corrupt, old or truncated.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "game/fling/endgame.h"
#include "tables.h"

using namespace pz::fling;

namespace {

constexpr int kBalls = 4;  // small enough for ASan: the cache logic does not depend on the size

std::string fresh_dir(const std::string& name) {
    const std::string dir = (std::filesystem::temp_directory_path() / name).string();
    std::filesystem::remove_all(dir);
    return dir;
}

std::string table_path(const std::string& dir, int balls) { return dir + "/" + EndgameTables::file_name(balls); }

// Starts a cache on dir, waits for it, and checks the tables it serves against a fresh build.
EndgameCache::Source run_cache(const std::string& dir) {
    EndgameCache cache(dir, kBalls);
    CHECK(cache.tables() == nullptr);  // nothing before start()
    cache.start();
    const EndgameTables* t = cache.wait();
    REQUIRE(t != nullptr);
    CHECK(cache.tables() == t);
    CHECK(t->max_balls() == kBalls);
    EndgameTables built;
    built.build(kBalls, 1);
    test::check_same_levels(built, *t, kBalls);
    return cache.source();
}

} // namespace

TEST_CASE("a missing cache is built in the background and saved, the next start loads it") {
    const std::string dir = fresh_dir("pz-fling-cache-missing") + "/nested/fling";
    CHECK(run_cache(dir) == EndgameCache::Source::built);
    for (int n = 1; n <= kBalls; ++n) CHECK(std::filesystem::exists(table_path(dir, n)));
    CHECK(run_cache(dir) == EndgameCache::Source::loaded);
    std::filesystem::remove_all(std::filesystem::path(dir).parent_path().parent_path());
}

TEST_CASE("a corrupt, truncated or foreign cache file is rebuilt, then loads again") {
    const std::string dir = fresh_dir("pz-fling-cache-corrupt");
    CHECK(run_cache(dir) == EndgameCache::Source::built);
    SUBCASE("one flipped bit") { test::flip_bits(table_path(dir, kBalls), 200, 1); }
    SUBCASE("truncated") { std::filesystem::resize_file(table_path(dir, 3), 100); }
    SUBCASE("not a table") { std::ofstream(table_path(dir, 2), std::ios::binary) << "hello"; }
    SUBCASE("missing level") { std::filesystem::remove(table_path(dir, 1)); }
    EndgameCache cache(dir, kBalls);
    cache.start();
    REQUIRE(cache.wait() != nullptr);
    CHECK(cache.source() == EndgameCache::Source::built);
    CHECK(!cache.note().empty());  // says which file was refused
    CHECK(run_cache(dir) == EndgameCache::Source::loaded);
    std::filesystem::remove_all(dir);
}

TEST_CASE("an unwritable cache folder still gives tables, built in memory") {
    const std::string base = fresh_dir("pz-fling-cache-file");
    std::filesystem::create_directories(base);
    std::ofstream(base + "/blocker") << "a file where the folder should be";
    EndgameCache cache(base + "/blocker/fling", kBalls);
    cache.start();
    const EndgameTables* t = cache.wait();
    REQUIRE(t != nullptr);
    CHECK(t->max_balls() == kBalls);
    CHECK(cache.source() == EndgameCache::Source::built);
    CHECK(cache.note().find("cannot create") != std::string::npos);
    std::filesystem::remove_all(base);
}

TEST_CASE("a cache that is never started is destroyed cleanly, and start() is once only") {
    const std::string dir = fresh_dir("pz-fling-cache-once");
    {
        EndgameCache idle(dir, kBalls);
        CHECK(idle.source() == EndgameCache::Source::pending);
    }
    EndgameCache cache(dir, kBalls);
    cache.start();
    cache.start();
    REQUIRE(cache.wait() != nullptr);
    cache.start();  // after it finished: nothing more happens
    CHECK(cache.source() == EndgameCache::Source::built);
    std::filesystem::remove_all(dir);
}
