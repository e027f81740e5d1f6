// A solved daily opens on its result with a countdown to tomorrow's, and the game menu's words
// (records, statistics, titles, help) are a player's, not the files' (issue 29).
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>
#include <unistd.h>

#include <algorithm>

#include "game/all/daily.h"
#include "game/all/registry.h"
#include "game/app/menu_page.h"
#include "game/core/player_data.h"
#include "screen.h"

namespace {

bool starts(const std::vector<std::string>& words, const std::string& prefix) {
    return std::any_of(words.begin(), words.end(), [&](const std::string& w) { return w.rfind(prefix, 0) == 0; });
}

std::shared_ptr<const pz::Puzzle> puzzle_of(const pz::GameType& g, const std::string& params, const std::string& desc) {
    auto p = g.load(params, desc);
    REQUIRE(p.ok());
    return std::shared_ptr<const pz::Puzzle>(std::move(*p));
}

// 2026-11-26 20:48:00 UTC in Unix ms: 3 h 12 min before the next daily.
constexpr int64_t kEvening = 1795726080000;

} // namespace

TEST_CASE("a solved daily opens on its result (end card, its time, Share, the countdown), never a fresh board") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    pz::test::Screen s;
    s.shell->set_today(20261126);
    const int day = s.shell->today();
    const auto daily = g->daily(day);
    REQUIRE(daily.size() == 1);
    // Unsolved, it is made afresh.
    CHECK(s.shell->open_daily(*g, daily.front(), day, true)->name() == "generating");
    {
        const pz::PlayOrigin origin = pz::PlayOrigin::daily(pz::daily_title(daily.front(), day, true), day);
        auto scene = s.shell->play_new(*g, daily.front().params, daily.front().seed, origin);
        REQUIRE(scene.ok());
        pz::Session& session = static_cast<pz::PlayScene*>(scene->get())->session();
        for (int i = 0; i < 10000 && session.status() == pz::Status::Playing; ++i) REQUIRE(session.play_hint().ok());
        REQUIRE(session.status() == pz::Status::Won);
        CHECK_FALSE(s.shell->keep_record(session, origin, 49000).empty());
    }
    const size_t records = s.shell->records(g->id()).size();
    auto scene = s.shell->open_daily(*g, daily.front(), day, true);
    REQUIRE(scene->name() == "play");
    auto* play = static_cast<pz::PlayScene*>(scene.get());
    s.app.scenes().push(s.shell->title());
    s.app.scenes().push(std::move(scene));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(40);  // the card slides in
    CHECK(play->session().status() == pz::Status::Won);
    CHECK(play->mid_end().clock_ms() == 49000);
    CHECK(play->title() == "Daily · 26 Nov");
    CHECK(play->end_heading() == "Daily solved");
    CHECK(play->end_sentence().rfind("In 0:49, with ", 0) == 0);  // (solved by hints here)
    CHECK(play->next_daily_shown());
    const auto words = pz::test::labels_drawn(s);
    CHECK(std::find(words.begin(), words.end(), "Share") != words.end());
    CHECK(starts(words, "Next daily in "));
    // Still: the next frame it asks for is when the countdown's minute changes, at most a minute on.
    const double next = play->next_change_in(s.app.context());
    CHECK(next > 0);
    CHECK(next <= 60.0);
    // Shown again, it is no new finish: no second record.
    s.app.scenes().pop();
    s.frames(2);
    CHECK(s.shell->records(g->id()).size() == records);

    // Its link (Share's, the whole puzzle) opens the result too; another puzzle of the game a fresh board.
    const auto desc = g->generate(daily.front().params, daily.front().seed);
    REQUIRE(desc.ok());
    auto linked = s.shell->play(std::make_shared<pz::Session>(puzzle_of(*g, daily.front().params, *desc)),
                                pz::PlayOrigin::custom());
    REQUIRE(linked);
    CHECK(static_cast<pz::PlayScene*>(linked.get())->session().status() == pz::Status::Won);
    CHECK(static_cast<pz::PlayScene*>(linked.get())->title() == "Daily · 26 Nov");
    const auto other = g->generate(daily.front().params, daily.front().seed + 1);
    REQUIRE(other.ok());
    auto fresh = s.shell->play(std::make_shared<pz::Session>(puzzle_of(*g, daily.front().params, *other)),
                               pz::PlayOrigin::custom());
    REQUIRE(fresh);
    CHECK(static_cast<pz::PlayScene*>(fresh.get())->session().status() == pz::Status::Playing);
}

TEST_CASE("a lost Decodoku's card says how many noise bursts the player lasted through, and More does not say it twice") {
    const pz::GameType* g = pz::find_game("decodoku");
    REQUIRE(g);
    pz::test::Screen s;
    auto scene = s.shell->play_new(*g, g->presets().front().params, 7, pz::PlayOrigin::endless("Endless #7"));
    REQUIRE(scene.ok());
    auto* play = static_cast<pz::PlayScene*>(scene->get());
    pz::Session& session = play->session();
    for (int i = 0; i < 10000 && session.status() == pz::Status::Playing; ++i) REQUIRE(session.play_hint().ok());
    REQUIRE(session.status() == pz::Status::Lost);
    s.app.scenes().push(s.shell->title());
    s.app.scenes().push(std::move(*scene));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(40);
    CHECK(play->end_heading() == "Game over");
    const std::string sentence = play->end_sentence();
    CHECK(sentence.find("you lasted through") != std::string::npos);
    CHECK(sentence.find("noise burst") != std::string::npos);
    auto count = [&] {
        const auto words = pz::test::labels_drawn(s);
        return std::count(words.begin(), words.end(), sentence.substr(0, 40));  // (the log keeps 40 bytes of a text)
    };
    CHECK(count() == 1);
    REQUIRE(pz::test::press_button(s, "More..."));
    CHECK(count() == 1);
}

TEST_CASE("the countdown to the next daily in player words, and the frame it asks for only when its minute changes") {
    CHECK(pz::next_daily_text(kEvening) == "Next daily in 3 h 12 min");
    CHECK(pz::next_daily_text(kEvening + 30500) == "Next daily in 3 h 12 min");  // minutes rounded up: 3 h 11 min 29.5 s
    CHECK(pz::next_daily_text(kEvening + 60000) == "Next daily in 3 h 11 min");
    CHECK(pz::next_daily_text(kEvening + (3 * 60 + 11) * 60000 + 30000) == "Next daily in 1 min");
    CHECK(pz::next_daily_change_in(kEvening) == doctest::Approx(60.0));
    CHECK(pz::next_daily_change_in(kEvening + 30500) == doctest::Approx(29.5));
    CHECK(pz::next_daily_change_in(kEvening + 59999) == doctest::Approx(0.001));
}

TEST_CASE("records, statistics and titles in player words: no timestamps, params or IDs") {
    pz::RecordInfo r;
    r.result = "won";
    r.time_ms = 49000;
    r.played_on = 20261126;
    r.label = "Starter 3";
    CHECK(pz::record_words(r) == "26 Nov · Solved in 0:49 · Starter 3");
    r.label = "-";
    r.result = "abandoned";
    CHECK(pz::record_words(r) == "26 Nov · Given up after 0:49");
    r.label = "bitflipper:5x5s3t0#42";
    r.result = "revealed";
    CHECK(pz::record_words(r) == "26 Nov · Solution shown · Custom 5×5, 3 states");
    r.label = "bitflipper:5x5s3t0:0123012301230123012301230";
    CHECK(pz::label_words(r.label) == "Custom puzzle");
    // An endless game's seed is not its name.
    CHECK(pz::label_words("Endless #628279012") == "Endless");
    CHECK(pz::label_words("Journey #2") == "Journey");
    CHECK(pz::label_words("Room #2b") == "Room #2b");

    const pz::GameType* spots = pz::find_game("sweetspots");
    const pz::GameType* flipper = pz::find_game("bitflipper");
    const pz::GameType* fling = pz::find_game("fling");
    REQUIRE((spots && flipper && fling));
    CHECK(pz::params_words(*spots, "5k1") == "5×5, 1 chest");
    CHECK(pz::params_words(*spots, "6k1de") == "6×6, easy");  // a preset by its name
    CHECK(pz::params_words(*flipper, "5x5s3t0") == "5×5, 3 states");
    CHECK(pz::params_words(*fling, "7x8b3") == "3 balls");
    // A made board's params say no count ("7x8"): its balls are counted, never "0 balls".
    CHECK(pz::params_words(*fling, "7x8", ".o...o./......./......./...o.../......./......./......./.......") == "3 balls");

    // A seed ID opened (a link, --id, Custom...) is titled by what it makes, never by the ID.
    pz::test::Screen s;
    auto scene = s.shell->play_new(*flipper, "5x5s3t0", 42, pz::PlayOrigin::custom("bitflipper:5x5s3t0#42"));
    REQUIRE(scene.ok());
    auto* play = static_cast<pz::PlayScene*>(scene->get());
    CHECK(play->title() == "Custom 5×5, 3 states");
    // Left unfinished, it is continued by that name from the game's menu.
    REQUIRE(play->session().play_hint().ok());
    s.shell->autosave(play->session(), play->origin(), 1000);
    s.app.scenes().push(s.shell->title());
    s.app.scenes().push(s.shell->levels(*flipper));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    const auto words = pz::test::labels_drawn(s);
    CHECK(std::find(words.begin(), words.end(), "Continue: Custom 5×5, 3 states") != words.end());
}

TEST_CASE("help says where the buttons are: Undo, Redo and Hint on the bar, History in Menu") {
    const std::string help = pz::buttons_help();
    CHECK(help.find("Undo, Redo and Hint are the icons in the bar") != std::string::npos);
    CHECK(help.find("History (in Menu") != std::string::npos);
    const std::string first = help.substr(0, help.find('\n'));
    CHECK(first.find("History") == std::string::npos);
}

TEST_CASE("the archive: the month's past dailies in the game menu, one played now counts in statistics, not in the streak") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    pz::test::Screen s;
    s.shell->set_today(20261126);
    s.app.scenes().push(s.shell->title());
    s.app.scenes().push(s.shell->levels(*g));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    // The header opened as a tap on it would.
    ImGuiWindow* page = ImGui::FindWindowByName("##levels");
    REQUIRE(page);
    page->StateStorage.SetInt(page->GetID("Past dailies##archive"), 1);
    const auto words = pz::test::labels_drawn(s);
    pz::test::keep(s.frame(), "daily-archive");
    const auto drawn = [&](const std::string& w) { return std::find(words.begin(), words.end(), w) != words.end(); };
    CHECK(drawn("1\n"));
    CHECK(drawn("25\n"));
    CHECK_FALSE(drawn("26\n"));  // today's is the daily above, not the archive's
    pz::ui::Press press{"25\n", "", false, 0};
    pz::ui::set_press(&press);
    (void)s.frame();  // a still screen draws a frame only when asked
    pz::ui::set_press(nullptr);
    REQUIRE(press.pressed);
    for (int i = 0; i < 500 && s.top() != "play"; ++i) {
        s.frames(1);
        usleep(2000);
    }
    REQUIRE(s.top() == "play");
    auto* play = static_cast<pz::PlayScene*>(s.app.scenes().top());
    CHECK(play->origin().day == 20261125);
    CHECK(play->title() == "Daily · 25 Nov");
    for (int i = 0; i < 10000 && play->session().status() == pz::Status::Playing; ++i) REQUIRE(play->mid_end().play_hint().ok());
    REQUIRE(play->session().status() == pz::Status::Won);
    CHECK(s.shell->data().daily_state(g->id(), 20261125).solved);
    CHECK(s.shell->data().daily_log().days("bitflipper").count(20261125) == 0);
    CHECK(s.shell->data().daily_log().streak("bitflipper", 20261126).current == 0);
    const auto records = s.shell->records(g->id());
    REQUIRE(records.size() == 1);
    CHECK(records.front().daily == 20261125);
    CHECK(records.front().played_on == 20261126);
    CHECK_FALSE(play->next_daily_shown());  // no countdown on a past day's card

    // Back in the menu, its Records row says when, how and what: "26 Nov · Solved in 0:00 · Daily · 25 Nov".
    s.app.scenes().pop();
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    page = ImGui::FindWindowByName("##levels");
    REQUIRE(page);
    page->StateStorage.SetInt(page->GetID("Records##Records"), 1);
    (void)s.frame();
    pz::test::keep(s.frame(), "daily-records");
    CHECK(starts(pz::test::labels_drawn(s), "26 Nov · Solved in "));
}
