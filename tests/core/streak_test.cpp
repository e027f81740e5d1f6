// Daily streaks (game/core/streak.h) and the daily log in the player's data (issue 29): gaps,
// the longest run, archive days, the rebuild from records, and the dailies.txt file kind.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <unistd.h>

#include "game/all/registry.h"
#include "game/core/player_data.h"
#include "game/core/streak.h"
#include "game/core/text.h"
#include "toy_game.h"

namespace {

std::string temp_dir() {
    char tmpl[] = "/tmp/pz-streak-XXXXXX";
    return mkdtemp(tmpl);
}

pz::Session solved_toy() {
    pz::Session s(std::make_shared<toy::CounterPuzzle>(1));
    REQUIRE(s.play("+1", pz::StepKind::Move, 1000).ok());
    REQUIRE(s.status() == pz::Status::Won);
    return s;
}

// The toy game's daily of `day`, solved with the app's date set to `today`.
void solve_daily(pz::PlayerData& d, int day, int today) {
    d.set_today(today);
    CHECK_FALSE(d.keep_record(solved_toy(), pz::PlayOrigin::daily("Daily", day), 1000).empty());
}

} // namespace

TEST_CASE("streak: consecutive days count, across a month's and a year's end") {
    CHECK(pz::next_day(20261130) == 20261201);
    CHECK(pz::next_day(20261231) == 20270101);
    CHECK(pz::day_before(20240301) == 20240229);
    const std::set<int> days{20261229, 20261230, 20261231, 20270101};
    CHECK(pz::streak_of(days, 20270101) == pz::Streak{4, 4});
    // Today's daily not solved yet: yesterday's run is still alive; a day later it is broken.
    CHECK(pz::streak_of(days, 20270102) == pz::Streak{4, 4});
    CHECK(pz::streak_of(days, 20270103) == pz::Streak{0, 4});
    CHECK(pz::streak_of({}, 20270103) == pz::Streak{0, 0});
}

TEST_CASE("streak: a gap breaks it, the longest is kept, later days are not counted") {
    const std::set<int> days{20261101, 20261102, 20261103, 20261105, 20261106, 20261120};
    CHECK(pz::streak_of(days, 20261106) == pz::Streak{2, 3});
    CHECK(pz::streak_of(days, 20261120) == pz::Streak{1, 3});
    CHECK(pz::streak_of(days, 20261102) == pz::Streak{2, 2});  // the date set back: the 3rd is not yet
}

TEST_CASE("streak: a daily solved on its day counts, an archive day counts in records, not the streak") {
    const std::string dir = temp_dir();
    pz::PlayerData d(dir, pz::all_games());
    solve_daily(d, 20261124, 20261124);
    solve_daily(d, 20261125, 20261125);
    solve_daily(d, 20261120, 20261126);  // a past daily played later
    CHECK(d.daily_log().days("toy") == std::set<int>{20261124, 20261125});
    CHECK(d.daily_log().streak("toy", 20261126) == pz::Streak{2, 2});
    CHECK(d.records("toy").size() == 3);
    CHECK(d.daily_state("toy", 20261120).solved);
    CHECK(d.daily_state("toy", 20261125).solved);
    CHECK_FALSE(d.daily_state("toy", 20261126).solved);
}

TEST_CASE("streak: a missing or emptied dailies.txt is rebuilt from records, which carry the dates") {
    const std::string dir = temp_dir();
    {
        pz::PlayerData d(dir, pz::all_games());
        for (int day : {20261122, 20261123, 20261124}) solve_daily(d, day, day);
        solve_daily(d, 20261101, 20261124);  // archive
    }
    REQUIRE(::unlink((dir + "/dailies.txt").c_str()) == 0);
    {
        pz::PlayerData d(dir, pz::all_games());
        CHECK(d.daily_log().streak("toy", 20261124) == pz::Streak{3, 3});
        CHECK(d.daily_log().days("toy").count(20261101) == 0);
    }
    // Written back at start-up: the file holds the rebuilt days.
    auto log = pz::DailyLog::parse(*pz::read_file(dir + "/dailies.txt"));
    REQUIRE(log);
    CHECK(log->days("toy") == std::set<int>{20261122, 20261123, 20261124});
    // A record read read-only (puzzlebox-tool) rebuilds in memory without writing.
    REQUIRE(::unlink((dir + "/dailies.txt").c_str()) == 0);
    pz::PlayerData reader(dir, pz::all_games(), false);
    CHECK(reader.daily_log().streak("toy", 20261124).current == 3);
    CHECK_FALSE(pz::file_exists(dir + "/dailies.txt"));
}

TEST_CASE("dailies.txt: a round trip keeps every game's days") {
    pz::DailyLog log;
    log.add("bitflipper", 20261122);
    log.add("bitflipper", 20261123);
    log.add("sweet spots", 20250101);  // a name that needs escaping still round-trips
    auto back = pz::DailyLog::parse(log.write());
    REQUIRE(back);
    CHECK(*back == log);
    CHECK_FALSE(pz::DailyLog::parse("puzzlebox-progress 2\n"));
    CHECK(pz::DailyLog::parse("puzzlebox-dailies 9\n").error().kind == pz::Error::Kind::NewerFormat);
}

TEST_CASE("dailies.txt: a damaged file keeps its good lines, names the bad ones, and is kept aside") {
    const std::string dir = temp_dir();
    REQUIRE(pz::write_file_atomic(dir + "/dailies.txt", "puzzlebox-dailies 1\nfling 2026-11-25\nfling 2026-02-30\nfling\n"
                                                        "fling 2026-11-26\n").ok());
    pz::PlayerData d(dir, pz::all_games());
    CHECK(d.daily_log().days("fling") == std::set<int>{20261125, 20261126});
    CHECK(d.notice.find("dailies.txt:3: no such date") != std::string::npos);
    CHECK(d.notice.find("dailies.txt:4:") != std::string::npos);
    CHECK(pz::DailyLog::parse(*pz::read_file(dir + "/dailies.txt"))->days("fling").size() == 2);
}
