// `puzzlebox-tool daily` and the dailies' names: every game's puzzle of a date, the same every run.
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

#include "game/all/daily.h"
#include "game/all/registry.h"
#include "game/core/game_id.h"
#include "game/core/player_data.h"

TEST_CASE("dates: YYYY-MM-DD read strictly, and named as a player reads them") {
    CHECK(*pz::parse_iso_date("2026-11-26") == 20261126);
    CHECK(*pz::parse_iso_date("2024-02-29") == 20240229);
    for (const char* bad : {"2026-02-29", "2026-13-01", "2026-11-31", "26-11-2026", "2026/11/26", "2026-11-2x", "", "1899-12-31"}) {
        CAPTURE(bad);
        CHECK(!pz::parse_iso_date(bad));
    }
    CHECK(pz::day_month_text(20261126) == "26 Nov");
    CHECK(pz::day_month_text(20260101) == "1 Jan");
    CHECK(pz::daily_title({"Daily puzzle", "x", 1}, 20261126, true) == "Daily · 26 Nov");
    CHECK(pz::daily_title({"Daily 7x7", "7d", 1}, 20261126, false) == "Daily 7x7 · 26 Nov");
}

TEST_CASE("daily: each game's puzzle of the day is a game ID that opens, the same for the same date, another the next day") {
    auto a = pz::dailies(20261126), again = pz::dailies(20261126), next = pz::dailies(20261127);
    REQUIRE(a);
    REQUIRE(again);
    REQUIRE(next);
    REQUIRE(a->size() == again->size());
    CHECK(a->size() >= pz::all_games().size());
    for (size_t i = 0; i < a->size(); ++i) {
        const auto& e = (*a)[i];
        CAPTURE(e.id);
        CHECK(e.id == (*again)[i].id);
        CHECK(e.id != (*next)[i].id);
        CHECK(e.name.find(':') == std::string::npos);  // a name, not an ID
        CHECK(e.name.find("26 Nov") != std::string::npos);
        auto id = pz::parse_game_id(e.id);
        REQUIRE(id);
        CHECK(id->game == e.game);
        const pz::GameType* g = pz::find_game(e.game);
        REQUIRE(g);
        CHECK(g->load(id->params, id->desc));
        // The seed ID makes the same puzzle.
        auto seed_id = pz::parse_game_id(e.seed_id);
        REQUIRE(seed_id);
        REQUIRE(seed_id->seed);
    }
}

TEST_CASE("puzzlebox-tool daily: --json lists every daily, and a bad date or argument is a one-line usage error (exit 2)") {
    std::ostringstream out, err;
    CHECK(pz::run_daily({"daily", "--date", "2026-11-26", "--json"}, out, err) == 0);
    const std::string json = out.str();
    CHECK(json.rfind("{\"date\":20261126,\"dailies\":[{\"game\":", 0) == 0);
    CHECK(json.find("\"name\":\"Daily · 26 Nov\"") != std::string::npos);
    CHECK(err.str().empty());
    for (const std::vector<std::string>& bad : {std::vector<std::string>{"daily", "--date", "2026-02-30"}, {"daily", "--date"}, {"daily", "tomorrow"}, {"daily", "--when", "x"}}) {
        std::ostringstream o, e;
        CHECK(pz::run_daily(bad, o, e) == 2);
        CHECK(o.str().empty());
        const std::string line = e.str();
        CHECK(std::count(line.begin(), line.end(), '\n') == 1);
    }
    std::ostringstream o, e;
    CHECK(pz::run_daily({"daily"}, o, e) == 0);  // today
    CHECK(!o.str().empty());
}

TEST_CASE("puzzlebox-tool daily without --date takes the one date function the game uses (today_yyyymmdd)") {
    const int before = pz::today_yyyymmdd();
    std::ostringstream out, err;
    CHECK(pz::run_daily({"daily", "--json"}, out, err) == 0);
    const int after = pz::today_yyyymmdd();  // the same unless the test ran across midnight UTC
    const bool matches = out.str().rfind("{\"date\":" + std::to_string(before) + ",", 0) == 0 ||
                         out.str().rfind("{\"date\":" + std::to_string(after) + ",", 0) == 0;
    CHECK(matches);
}
