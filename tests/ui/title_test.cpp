// The title as a shelf of games: each game's card says how today's daily stands (new, in progress
// with its clock, solved with its time) and the streak, and tapping a card opens the game's menu.
#include <doctest/doctest.h>

#include <algorithm>

#include "game/all/daily.h"
#include "game/all/registry.h"
#include "game/core/player_data.h"
#include "game/core/text.h"
#include "game/ui/widgets.h"
#include "screen.h"

namespace {

bool has(const std::vector<std::string>& words, const std::string& text) { return std::find(words.begin(), words.end(), text) != words.end(); }

// Today's daily of `g` as the app opens it, not pushed: its play scene, whose session the test plays.
std::unique_ptr<pz::Scene> daily_scene(pz::Shell& shell, const pz::GameType& g, pz::PlayOrigin* origin) {
    const int day = shell.today();
    const auto daily = g.daily(day);
    REQUIRE_FALSE(daily.empty());
    *origin = pz::PlayOrigin::daily(pz::daily_title(daily.front(), day, daily.size() == 1), day);
    auto scene = shell.play_new(g, daily.front().params, daily.front().seed, *origin);
    REQUIRE_MESSAGE(scene.ok(), (scene.ok() ? "" : scene.error().message));
    return std::move(*scene);
}

} // namespace

TEST_CASE("title: each game's card shows today's daily (new, in progress, solved) and the streak (issues 27, 29)") {
    const pz::GameType* solved = pz::find_game("bitflipper");
    const pz::GameType* begun = pz::find_game("sweetspots");
    REQUIRE(solved);
    REQUIRE(begun);
    pz::test::Screen s;
    // Two days of BitFlipper's dailies before today: solving today's makes a 3-day streak.
    pz::test::start_with_dailies(s, "puzzlebox-dailies 1\nbitflipper 2026-11-24\nbitflipper 2026-11-25\n", 20261126);
    {
        pz::PlayOrigin origin;
        auto scene = daily_scene(*s.shell, *solved, &origin);
        pz::Session& session = static_cast<pz::PlayScene*>(scene.get())->session();
        for (int i = 0; i < 10000 && session.status() == pz::Status::Playing; ++i) REQUIRE(session.play_hint().ok());
        REQUIRE(session.status() == pz::Status::Won);
        s.shell->keep_record(session, origin, 49000);
    }
    {
        pz::PlayOrigin origin;
        auto scene = daily_scene(*s.shell, *begun, &origin);
        pz::Session& session = static_cast<pz::PlayScene*>(scene.get())->session();
        REQUIRE(session.play_hint().ok());
        s.shell->autosave(session, origin, 72000);
    }
    s.app.scenes().push(s.shell->title());
    s.app.scenes().apply_pending(s.app.context());
    const auto words = labels_drawn(s);
    CHECK(has(words, "Daily solved in 0:49  ·  3-day streak"));
    CHECK(has(words, "Daily in progress 1:12"));
    CHECK(std::count(words.begin(), words.end(), "Daily: new") == static_cast<long>(pz::all_games().size()) - 2);
    // Every card is named, and pressing it as a script does opens the game's menu.
    for (const pz::GameType* g : pz::all_games()) CHECK(has(words, std::string(g->title())));
    CHECK(has(words, "Continue Sweet Spots"));
    pz::ui::Press press{"BitFlipper", "", false, 0};
    pz::ui::set_press(&press);
    s.frames(1);
    pz::ui::set_press(nullptr);
    CHECK(press.pressed);
    s.frames(2);
    CHECK(s.top() == "levels");
}

TEST_CASE("title: the daily's words follow the shell's date: tomorrow every card is new again") {
    pz::test::Screen s;
    s.shell->set_today(20261126);
    {
        pz::PlayOrigin origin;
        auto scene = daily_scene(*s.shell, *pz::find_game("bitflipper"), &origin);
        pz::Session& session = static_cast<pz::PlayScene*>(scene.get())->session();
        for (int i = 0; i < 10000 && session.status() == pz::Status::Playing; ++i) REQUIRE(session.play_hint().ok());
        s.shell->keep_record(session, origin, 49000);
    }
    s.app.scenes().push(s.shell->title());
    s.app.scenes().apply_pending(s.app.context());
    CHECK(has(labels_drawn(s), "Daily solved in 0:49  ·  1-day streak"));
    s.shell->set_today(20261127);
    const auto words = labels_drawn(s);
    CHECK(std::count(words.begin(), words.end(), "Daily: new  ·  1-day streak") == 1);  // yesterday's solve keeps the streak alive
    CHECK(std::count(words.begin(), words.end(), "Daily: new") == static_cast<long>(pz::all_games().size()) - 1);
}
