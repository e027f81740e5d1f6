// A game's menu leads with its journey and one big Play; the archive goes back month by month;
// shipped packs climb by grade, and a player's marks follow BitFlipper's Journey when it was
// reordered (issues 27, 29).
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>
#include <unistd.h>

#include <algorithm>
#include <optional>
#include <dirent.h>

#include "game/all/registry.h"
#include "game/app/menu_page.h"
#include "game/core/level_pack.h"
#include "game/core/player_data.h"
#include "game/core/record.h"
#include "game/core/settings.h"
#include "screen.h"

namespace {

bool drawn(const std::vector<std::string>& words, const std::string& w) { return std::find(words.begin(), words.end(), w) != words.end(); }

// Where a label is among those drawn (top to bottom as the page lays them out), or -1.
long place(const std::vector<std::string>& words, const std::string& w) {
    const auto it = std::find(words.begin(), words.end(), w);
    return it == words.end() ? -1 : static_cast<long>(it - words.begin());
}

// Presses the widget labelled `label` in the next frame; whether it was there to press.
bool press(pz::test::Screen& s, const std::string& label) {
    pz::ui::Press p{label, "", false, 0};
    pz::ui::set_press(&p);
    (void)s.frame();
    pz::ui::set_press(nullptr);
    return p.pressed;
}

void open_menu(pz::test::Screen& s, const pz::GameType& g) {
    s.app.scenes().push(s.shell->title());
    s.app.scenes().push(s.shell->levels(g));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
}

void wait_for(pz::test::Screen& s, const std::string& scene) {
    for (int i = 0; i < 500 && s.top() != scene; ++i) {
        s.frames(1);
        usleep(2000);
    }
}

} // namespace

TEST_CASE("a game's menu leads with its first pack: its name, progress in words and one big Play for the next level") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    pz::test::Screen s;
    s.shell->set_today(20261126);
    auto pack = pz::load_level_pack(pz::levels_dir() + "/bitflipper/journey.txt");
    REQUIRE(pack.ok());
    const size_t count = pack->levels.size();
    // Levels 1 and 2 solved: Play opens level 3.
    s.shell->progress().record("bitflipper/journey.txt/0", true, 1);
    s.shell->progress().record("bitflipper/journey.txt/1", true, 2);
    open_menu(s, *g);
    const auto words = pz::test::labels_drawn(s);
    pz::test::keep(s.frame(), "menu-journey");
    CHECK(drawn(words, "Journey"));
    CHECK(drawn(words, "2 of " + std::to_string(count) + " solved"));
    const std::string play = "Play\nJourney 3 · easy";
    REQUIRE(drawn(words, play));
    // Top to bottom: the journey, today's daily, the level tiles, the endless sizes, the archive.
    CHECK(place(words, play) < place(words, "Daily · 26 Nov"));
    CHECK(place(words, "Daily · 26 Nov") < place(words, "1\neasy\nbest 1"));
    CHECK(place(words, "1\neasy\nbest 1") < place(words, "New game"));
    CHECK(place(words, "New game") < place(words, "Past dailies"));
    REQUIRE(press(s, play));
    wait_for(s, "play");
    REQUIRE(s.top() == "play");
    auto* level = static_cast<pz::PlayScene*>(s.app.scenes().top());
    CHECK(level->origin().pack == "journey.txt");
    CHECK(level->origin().index == 2);
    CHECK(level->title() == "Journey 3");
}

TEST_CASE("the journey's Play continues its next level when that level is in progress, and no second Continue shows it") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    pz::test::PlayScreen s;
    s.shell->set_today(20261126);
    // Levels 1 to 4 solved; one move in level 5 (par 4), then back to the menu: it is saved, unfinished.
    for (int i = 0; i < 4; ++i) s.shell->progress().record("bitflipper/journey.txt/" + std::to_string(i), true, 4);
    pz::PlayScene* first = s.open(*g, 4);
    REQUIRE(first->mid_end().play_hint().ok());
    s.app.scenes().pop();
    s.app.scenes().apply_pending(s.app.context());
    s.app.scenes().push(s.shell->levels(*g));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    const auto words = pz::test::labels_drawn(s);
    CHECK(drawn(words, "Continue\nJourney 5 · easy"));
    CHECK(std::none_of(words.begin(), words.end(), [](const std::string& w) { return w.rfind("Continue: ", 0) == 0; }));
    CHECK(drawn(words, "5\neasy\nin progress"));
    REQUIRE(press(s, "Continue\nJourney 5 · easy"));
    wait_for(s, "play");
    REQUIRE(s.top() == "play");
    auto* resumed = static_cast<pz::PlayScene*>(s.app.scenes().top());
    CHECK(resumed->origin().index == 4);
    CHECK(resumed->session().moves_made() == 1);
}

TEST_CASE("the archive goes back a month at a time to the first daily and on again, never past yesterday") {
    // Months in range, their neighbours and their days.
    const pz::ArchiveMonth now = pz::archive_month(202611, 20261125);
    CHECK(now.month == 202611);
    CHECK(now.earlier == 202610);
    CHECK(now.later == 0);  // never past today
    REQUIRE(now.days.size() == 25);
    CHECK(now.days.front() == 20261101);
    CHECK(now.days.back() == 20261125);
    const pz::ArchiveMonth october = pz::archive_month(202610, 20261125);
    CHECK(october.days.size() == 31);
    CHECK(october.later == 202611);
    const pz::ArchiveMonth february = pz::archive_month(202602, 20261125);
    CHECK(february.days.size() == 28);
    CHECK(february.days.back() == 20260228);
    const pz::ArchiveMonth first = pz::archive_month(202601, 20261125);
    CHECK(first.earlier == 0);  // the first daily's month
    CHECK(first.days.front() == pz::kFirstDaily);
    CHECK(pz::archive_month(202512, 20261125).month == 202601);  // before the first: the first
    CHECK(pz::archive_month(202701, 20261125).month == 202611);  // after yesterday: yesterday's
    CHECK(pz::archive_month(202701, 20261231).later == 0);
    CHECK(pz::archive_month(202612, 20270101).later == 202701);  // across the new year
    CHECK(pz::archive_month(202701, 20270101).earlier == 202612);
    CHECK(pz::month_words(202610) == "October");
    CHECK(pz::month_words(202610, true) == "October 2026");

    // In the menu: "‹ October" goes back, then "November ›" comes back; October's days play.
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    pz::test::Screen s;
    s.shell->set_today(20261126);
    open_menu(s, *g);
    ImGuiWindow* page = ImGui::FindWindowByName("##levels");
    REQUIRE(page);
    page->StateStorage.SetInt(page->GetID("Past dailies##archive"), 1);
    auto words = pz::test::labels_drawn(s);
    CHECK(drawn(words, "\u2039 October"));
    CHECK_FALSE(drawn(words, "December \u203a"));
    REQUIRE(press(s, "\u2039 October"));
    words = pz::test::labels_drawn(s);
    ImGui::SetScrollY(page, page->ScrollMax.y);  // (to look at: the archive is at the page's foot)
    pz::test::keep(s.frame(), "menu-archive-october");
    (void)s.frame();
    CHECK(drawn(words, "\u2039 September"));
    CHECK(drawn(words, "November \u203a"));
    CHECK(drawn(words, "31\n"));
    REQUIRE(press(s, "31\n"));
    wait_for(s, "play");
    REQUIRE(s.top() == "play");
    auto* play = static_cast<pz::PlayScene*>(s.app.scenes().top());
    CHECK(play->origin().day == 20261031);
    CHECK(play->title() == "Daily · 31 Oct");
    s.app.scenes().pop();
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    REQUIRE(press(s, "November \u203a"));
    words = pz::test::labels_drawn(s);
    CHECK(drawn(words, "25\n"));
    CHECK_FALSE(drawn(words, "26\n"));  // today's is the daily above, not the archive's
    CHECK_FALSE(drawn(words, "November \u203a"));
}

TEST_CASE("every shipped pack whose levels carry a grade climbs under each heading: never an easier level after a harder one") {
    const std::vector<std::string> words = {"easy", "medium", "hard", "expert"};
    int graded = 0;
    for (const pz::GameType* g : pz::all_games()) {
        for (const std::string& file : g->level_packs()) {
            auto pack = pz::load_level_pack(pz::levels_dir() + "/" + std::string(g->id()) + "/" + file);
            REQUIRE(pack.ok());
            // As the menu lists them: under the game's headings (Fling! by balls, Sweet Spots by size), in pack order.
            for (const pz::LevelGroup& group : pz::group_levels(*g, *pack)) {
                double last = -1;
                for (const int i : group.levels) {
                    const pz::Level& lv = pack->levels[static_cast<size_t>(i)];
                    const std::string grade = lv.tag("grade");
                    if (grade.empty()) continue;
                    CAPTURE(file);
                    CAPTURE(lv.line);
                    const auto word = std::find(words.begin(), words.end(), grade);
                    // A word by its place in the scale, a number (Fling!'s) as it is.
                    const double rank = word != words.end() ? static_cast<double>(word - words.begin()) : std::strtod(grade.c_str(), nullptr);
                    CHECK(rank >= last);
                    last = rank;
                    ++graded;
                }
            }
        }
    }
    CHECK(graded > 0);
}

TEST_CASE("a progress file from before the packs were sorted by grade keeps each star on its level") {
    // Fill-in's pack was sorted after every version 2 file was written: its numbers are renumbered.
    // BitFlipper's Journey was sorted while version 2 files were written in both orders: its marks
    // are dropped from the file and rebuilt from the records (next test), which name the puzzle.
    auto p = pz::Progress::parse("puzzlebox-progress 2\nbitflipper/journey.txt/11 solved 5 1\nbitflipper/journey.txt/12 solved 7 2\n"
                                 "bitflipper/journey.txt/13 solved 3 1\nfling/levels.txt/13 solved 9 1\nbitflipper/endless/E1 solved 4 1\n"
                                 "crossword/fillin.txt/22 solved 30 1\n");
    REQUIRE(p.ok());
    for (int i = 0; i < 67; ++i) CHECK_FALSE(p->get("bitflipper/journey.txt/" + std::to_string(i)).solved);
    CHECK(p->get("fling/levels.txt/13").best == 9);  // other packs keep their numbers
    CHECK(p->get("bitflipper/endless/E1").solved);
    CHECK(pz::renumbered_level("crossword", "fillin.txt", 22) == 16);
    CHECK(p->get("crossword/fillin.txt/16").best == 30);  // Fill-in's 23rd (easy) is now its 17th
    CHECK_FALSE(p->get("crossword/fillin.txt/22").solved);
    // Written again it is version 3 and reads back the same: nothing moves twice.
    auto again = pz::Progress::parse(p->write());
    REQUIRE(again.ok());
    CHECK(*again == *p);
    CHECK(p->write().rfind("puzzlebox-progress 3\n", 0) == 0);
}

TEST_CASE("records and saves made before the Journey was reordered find their level by its puzzle") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    std::string dir;
    {
        pz::test::PlayScreen s;
        dir = s.dir;
        // Old level 14 ("2x2s3t0:10/02", now 12: index 11) won, its record keyed by the old number 13;
        // old level 15 ("2x2s3t1:21/10", now 13: index 12) left unfinished, saved as index 14.
        pz::PlayScene* won = s.open(*g, 11);
        REQUIRE(won->session().puzzle().description() == "10/02");
        for (int i = 0; i < 1000 && won->session().status() == pz::Status::Playing; ++i) REQUIRE(won->mid_end().play_hint().ok());
        REQUIRE(won->session().status() == pz::Status::Won);
        pz::PlayScene* left = s.open(*g, 12);
        REQUIRE(left->session().puzzle().description() == "21/10");
        REQUIRE(left->mid_end().play_hint().ok());
        s.app.scenes().pop();
        s.app.scenes().apply_pending(s.app.context());
        s.frames(2);
    }
    // Records and saves name the puzzle as the game normalises it: the same text as the pack's lines.
    auto pack = pz::load_level_pack(pz::levels_dir() + "/bitflipper/journey.txt");
    REQUIRE(pack.ok());
    for (const pz::Level& lv : pack->levels) {
        auto puzzle = g->load(lv.params, lv.desc);
        REQUIRE(puzzle.ok());
        CHECK((*puzzle)->params() + ":" + (*puzzle)->description() == lv.params + ":" + lv.desc);
    }
    // Make the files as the old order wrote them: the record's key and the save's index.
    const auto rewrite = [](const std::string& folder, const std::string& from, const std::string& to) {
        DIR* d = opendir(folder.c_str());
        REQUIRE(d);
        int changed = 0;
        while (dirent* e = readdir(d)) {
            const std::string path = folder + "/" + e->d_name;
            if (std::string(e->d_name).find(".pzr") == std::string::npos) continue;
            std::string text = *pz::read_file(path);
            if (const size_t at = text.find(from); at != std::string::npos) {
                text.replace(at, from.size(), to);
                REQUIRE(pz::write_file_atomic(path, text).ok());
                ++changed;
            }
        }
        closedir(d);
        CHECK(changed == 1);
    };
    rewrite(dir + "/records/bitflipper", "meta progress journey.txt/11", "meta progress journey.txt/13");
    rewrite(dir + "/saves/bitflipper", "meta index 12", "meta index 14");
    // A version 2 progress file whose Journey marks are in the other order (13 where the record says
    // 11): the marks go, and start-up counts the record again, by its puzzle.
    REQUIRE(pz::write_file_atomic(dir + "/progress.txt", "puzzlebox-progress 2\nbitflipper/journey.txt/13 solved 3 1\n").ok());
    pz::PlayerData data(dir, pz::all_games());
    CHECK(data.progress().get("bitflipper/journey.txt/11").solved);
    CHECK_FALSE(data.progress().get("bitflipper/journey.txt/13").solved);
    const auto saves = data.saves("bitflipper");
    REQUIRE(saves.size() == 1);
    CHECK(saves.front().origin.index == 12);
    CHECK(data.level_in_progress("bitflipper", "journey.txt", 12));
}

namespace {
// The Back button as the next frame draws it (its rectangle and clip), if it draws one.
std::optional<pz::ui::Item> back_drawn(pz::test::Screen& s) {
    pz::ui::Log log;
    pz::ui::set_log(&log);
    (void)s.frame();
    pz::ui::set_log(nullptr);
    const auto back = std::find_if(log.items.begin(), log.items.end(), [](const pz::ui::Item& it) { return it.label == "Back"; });
    if (back == log.items.end()) return std::nullopt;
    return *back;
}
} // namespace

TEST_CASE("a game's menu opened afresh starts at its top with its Back in view, wherever the last one was left") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    pz::test::Screen s;
    s.app.scenes().push(s.shell->title());
    s.app.scenes().push(s.shell->levels(*g));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(3);
    // The player scrolled down to the endless sizes and left.
    ImGuiWindow* page = ImGui::FindWindowByName("##levels");
    REQUIRE(page);
    ImGui::SetScrollY(page, 2000.f);
    s.frames(2);
    REQUIRE(page->Scroll.y > 500.f);
    s.app.scenes().pop();
    s.app.scenes().push(s.shell->levels(*g));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    const std::optional<pz::ui::Item> back = back_drawn(s);
    REQUIRE(back);
    CHECK(back->rect.y >= 0.f);
    CHECK(back->rect.y + back->rect.h <= 640.f);
}

TEST_CASE("a long page never scrolls its Back away: the header stays put over the game's menu, help and settings (issue 27)") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    pz::test::Screen s;  // 360x640: every one of these pages is longer than the screen
    s.app.scenes().push(s.shell->title());
    for (int which = 0; which < 3; ++which) {
        CAPTURE(which);
        s.app.scenes().push(which == 0 ? s.shell->levels(*g) : which == 1 ? s.shell->help(g) : s.shell->settings_scene());
        s.app.scenes().apply_pending(s.app.context());
        s.app.redraw();  // (a scene pushed by hand, not by the app: it is drawn when asked)
        s.frames(3);
        ImGuiWindow* page = ImGui::FindWindowByName(which == 0 ? "##levels" : which == 1 ? "##help" : "##settings");
        REQUIRE(page);
        ImGui::SetScrollY(page, page->ScrollMax.y);  // to its foot, as a finger would
        s.frames(2);
        REQUIRE(page->Scroll.y > 100.f);
        const std::optional<pz::ui::Item> back = back_drawn(s);
        REQUIRE(back);
        CHECK(back->rect.y >= 0.f);
        CHECK(back->rect.y + back->rect.h <= 80.f);
        CHECK(back->rect.y + back->rect.h <= back->clip.y + back->clip.h);  // not clipped away by its window
        s.app.scenes().pop();
        s.app.scenes().apply_pending(s.app.context());
    }
}
