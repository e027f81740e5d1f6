// A save for every unfinished game, as a player meets it: levels left in play resume where they
// were (clock included), the game's menu offers Continue and lists them, tiles say "in progress".
#include <doctest/doctest.h>

#include <algorithm>
#include <unistd.h>

#include "game/all/registry.h"
#include "game/core/player_data.h"
#include "game/core/text.h"
#include "game/ui/widgets.h"
#include "screen.h"

namespace {

const pz::GameType* game_with_levels() {
    for (const pz::GameType* g : pz::all_games())
        if (!g->level_packs().empty() && g->id() == "sweetspots") return g;
    for (const pz::GameType* g : pz::all_games())
        if (!g->level_packs().empty()) return g;
    return nullptr;
}

bool drew_containing(const std::vector<std::string>& labels, const std::string& part) {
    for (const auto& l : labels)
        if (l.find(part) != std::string::npos) return true;
    return false;
}

} // namespace

TEST_CASE("saves: a level left in play resumes where it was, clock included, and another level never takes its place") {
    const pz::GameType* g = game_with_levels();
    if (!g) {
        MESSAGE("skipped: no game with level packs in this build");
        return;
    }
    pz::test::PlayScreen s;
    const std::string pack = g->level_packs().front();
    auto* first = s.open(*g, 0);
    REQUIRE(first->play(first->session().hint()->move, s.app.context()));
    REQUIRE(first->session().status() == pz::Status::Playing);
    s.frames(120);  // about two seconds of play after the move
    const int64_t clock = first->mid_end().clock_ms();
    CHECK(clock >= 1500);
    s.app.scenes().pop();  // back to the title: the game is saved with its clock
    s.frames(2);
    auto* second = s.open(*g, 1);
    REQUIRE(second->play(second->session().hint()->move, s.app.context()));
    s.app.scenes().pop();
    s.frames(2);
    CHECK(s.shell->data().saves(g->id()).size() == 2);
    auto* again = s.open(*g, 0);
    CHECK(again->session().moves_made() == 1);
    CHECK(again->mid_end().clock_ms() >= clock);
    CHECK(again->origin().mode == pz::PlayMode::Pack);
    CHECK(again->origin().index == 0);
    s.app.scenes().pop();
    s.frames(2);

    // The game's menu: Continue (the most recent), the list, and its tiles in progress.
    s.app.scenes().push(s.shell->levels(*g));
    s.app.scenes().apply_pending(s.app.context());
    const auto labels = labels_drawn(s);
    CHECK(drew_containing(labels, "Continue"));  // (the journey's Play says it: level 1 is its next)
    CHECK(drew_containing(labels, "Unfinished games (2)"));
    // The title's Continue goes on working.
    s.app.scenes().pop();
    s.frames(2);
    CHECK(drew_containing(labels_drawn(s), "Continue "));
    pz::PlayOrigin o;
    auto resumed = s.shell->resume(g->id(), &o);
    REQUIRE(resumed);
    CHECK(o.index == 0);  // the most recent: the level reopened last
}

TEST_CASE("daily: the game's menu leads with today's daily, its state and the streak, as of the shell's date (issue 29)") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    pz::test::Screen s;
    pz::test::start_with_dailies(s, "puzzlebox-dailies 1\nbitflipper 2026-11-24\nbitflipper 2026-11-25\n", 20261126);
    s.app.scenes().push(s.shell->levels(*g));
    s.app.scenes().apply_pending(s.app.context());
    const auto labels = labels_drawn(s);
    CHECK(drew_containing(labels, "Daily · 26 Nov"));
    CHECK(drew_containing(labels, "New today  ·  2-day streak"));
    // The daily comes before the endless presets.
    const auto at = [&](const std::string& part) {
        return std::find_if(labels.begin(), labels.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; });
    };
    CHECK(at("Daily · 26 Nov") < at("New game"));
    // Two days on, the streak is broken and nothing says it.
    s.shell->set_today(20261128);
    CHECK_FALSE(drew_containing(labels_drawn(s), "streak"));
}

TEST_CASE("an endless game's next board is made while this one is played: New game opens it at once (issue 25 l)") {
    const pz::GameType* g = pz::find_game("bitflipper");
    if (!g) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    pz::test::PlayScreen s;
    auto scene = s.shell->play_new(*g, g->presets().front().params, 1, pz::PlayOrigin::endless("Endless #1"));
    REQUIRE(scene.ok());
    auto* play = static_cast<pz::PlayScene*>(scene->get());
    s.app.scenes().push(std::move(*scene));
    s.app.scenes().apply_pending(s.app.context());
    for (int i = 0; i < 500 && !play->next_made(); ++i) usleep(2000);
    CHECK(play->next_made());  // made off the drawing thread, no frame asked for
    const std::string first = pz::record_of(play->session()).id.text();
    for (int i = 0; i < 10000 && play->session().status() == pz::Status::Playing; ++i) REQUIRE(play->mid_end().play_hint().ok());
    REQUIRE(play->session().status() == pz::Status::Won);
    s.frames(200);  // the win's moment, then the end card
    pz::ui::Press press{"New game", "", false, 0, {}, false};
    pz::ui::set_press(&press);
    (void)s.frame();  // a still screen draws a frame only when asked
    pz::ui::set_press(nullptr);
    REQUIRE(press.pressed);
    s.frames(2);
    // No sheet, no wait: the next board is in play at once, a new one with its own number.
    REQUIRE(s.top() == "play");
    auto* next = static_cast<pz::PlayScene*>(s.app.scenes().top());
    CHECK(pz::record_of(next->session()).id.text() != first);
    CHECK(next->origin().mode == pz::PlayMode::Endless);
    CHECK(next->title().rfind("Endless · ", 0) == 0);  // its size, not the seed that made it
    CHECK(next->title().find('#') == std::string::npos);
    // The new board starts making its own next one on a thread that is never joined: let it
    // finish, so the test does not exit with it still running (a hang once under ASan's exit check).
    for (int i = 0; i < 2500 && !next->next_made(); ++i) usleep(2000);
}
