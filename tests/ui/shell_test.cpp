// Settings and progress files: round trips, bad files set aside (never deleted), atomic saves.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <optional>
#include <string>
#include <vector>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include "../core/toy_game.h"
#include "game/core/text.h"
#include "game/core/settings.h"
#include "game/app/shell.h"

namespace {
std::string temp_dir() {
    char tmpl[] = "/tmp/pz-ui-XXXXXX";
    return mkdtemp(tmpl);
}
int count_files(const std::string& dir, const std::string& prefix) {
    int n = 0;
    DIR* d = opendir(dir.c_str());
    while (dirent* e = readdir(d))
        if (std::string(e->d_name).rfind(prefix, 0) == 0) ++n;
    closedir(d);
    return n;
}
} // namespace

TEST_CASE("settings: write then parse gives the same settings") {
    pz::Settings s;
    s.sound = false;
    s.volume = 35;
    s.long_press_ms = 700;
    s.colour_blind = true;
    s.left_handed = true;
    auto back = pz::Settings::parse(s.write());
    REQUIRE(back.ok());
    CHECK(back->write() == s.write());
    CHECK(back->long_press_ms == 700);
    CHECK(back->colour_blind);
}

TEST_CASE("settings: a bad line is skipped and named, the rest of the file loads") {
    // Issue 15 finding 10: "volume 101" used to discard every setting.
    std::vector<pz::Error> skipped;
    auto r = pz::Settings::parse("puzzlebox-settings 1\nsound off\nvolume 400\ncolour_blind on\nsound maybe\n", &skipped);
    REQUIRE(r.ok());
    CHECK_FALSE(r->sound);
    CHECK(r->colour_blind);
    CHECK(r->volume == 80);  // the default: its line was bad
    REQUIRE(skipped.size() == 2);
    CHECK(skipped[0].line == 3);
    CHECK(skipped[0].message.find("volume") != std::string::npos);
    CHECK(skipped[1].line == 5);
    auto r2 = pz::Settings::parse("hello\n");
    REQUIRE_FALSE(r2.ok());
    CHECK(r2.error().message == "not a Puzzlebox settings file");
    auto r3 = pz::Settings::parse("puzzlebox-settings 7\nsound off\n");
    REQUIRE_FALSE(r3.ok());
    CHECK(r3.error().message == "made by a newer Puzzlebox: version 7 (this one reads up to 2)");
}

TEST_CASE("settings: unknown keys from a newer version are ignored") {
    auto r = pz::Settings::parse("puzzlebox-settings 1\nfuture_thing 12\nsound off\n");
    REQUIRE(r.ok());
    CHECK_FALSE(r->sound);
}

TEST_CASE("progress: records best move counts and round-trips") {
    pz::Progress p;
    p.record("fling/levels.txt/0", false, 5);
    p.record("fling/levels.txt/0", true, 9);
    p.record("fling/levels.txt/0", true, 7);
    p.record("fling/levels.txt/0", true, 8);
    auto lp = p.get("fling/levels.txt/0");
    CHECK(lp.solved);
    CHECK(lp.best == 7);
    CHECK(lp.played == 4);
    auto back = pz::Progress::parse(p.write());
    REQUIRE(back.ok());
    CHECK(back->write() == p.write());
}

TEST_CASE("a corrupt settings file is moved aside with a notice, never deleted") {
    std::string dir = temp_dir();
    std::string path = dir + "/settings.txt";
    REQUIRE(pz::write_file_atomic(path, "garbage\x01\x02").ok());
    auto loaded = pz::load_settings(path);
    CHECK_FALSE(loaded.notice.empty());
    CHECK(loaded.notice.find("settings.txt:1") != std::string::npos);
    CHECK(loaded.value.sound);  // defaults
    CHECK_FALSE(pz::file_exists(path));
    CHECK(count_files(dir, "settings.txt.corrupt-") == 1);
}

TEST_CASE("a missing file loads defaults quietly") {
    std::string dir = temp_dir();
    auto loaded = pz::load_progress(dir + "/progress.txt");
    CHECK(loaded.notice.empty());
    CHECK(loaded.value.all().empty());
}

TEST_CASE("statistics: per params, finished games only, wins give times, survival games give scores") {
    using R = pz::Shell::RecordInfo;
    std::vector<R> recs;
    auto add = [&](std::string params, std::string result, int moves, int64_t ms, std::optional<int64_t> score = {}) {
        R r;
        r.params = std::move(params);
        r.result = std::move(result);
        r.moves = moves;
        r.time_ms = ms;
        r.score = score;
        recs.push_back(r);
    };
    add("10k2dm", "won", 40, 90000);
    add("10k2dm", "won", 35, 120000);
    add("10k2dm", "lost", 10, 5000);
    add("10k2dm", "playing", 3, 1000);  // not finished: not counted
    add("7n", "lost", 100, 1, 100);
    add("7n", "lost", 300, 1, 300);
    add("7n", "lost", 200, 1, 200);
    add("7n", "lost", 50, 1, 50);
    auto st = pz::statistics(recs);
    REQUIRE(st.size() == 2);
    CHECK(st[0].params == "10k2dm");
    CHECK(st[0].played == 3);
    CHECK(st[0].won == 2);
    CHECK(st[0].best_ms == 90000);
    CHECK(st[0].mean_ms == 105000);
    CHECK(st[0].best_moves == 35);
    CHECK_FALSE(st[0].scored);
    CHECK(st[1].params == "7n");
    CHECK(st[1].scored);
    CHECK(st[1].played == 4);
    CHECK(st[1].high_score == 300);
    CHECK(st[1].mean_score == doctest::Approx(162.5));
    CHECK(st[1].median_score == doctest::Approx(150.0));
    CHECK(pz::clock_text(65000) == "1:05");
    CHECK(pz::clock_text(3723000) == "1:02:03");
}

TEST_CASE("settings: the clock, reduced motion, vibration and each game's own options round-trip, version 1 keys become Sweet Spots' options") {
    pz::Settings s;
    CHECK(s.vibration);  // on unless the player turns it off
    s.vibration = false;
    s.show_timer = false;
    s.reduced_motion = true;
    s.game_options["sweetspots.chest_first"] = true;
    s.game_options["fling.odd key%"] = false;
    auto back = pz::Settings::parse(s.write());
    REQUIRE(back.ok());
    CHECK_FALSE(back->show_timer);
    CHECK(back->reduced_motion);
    CHECK_FALSE(back->vibration);
    CHECK(back->game_options == s.game_options);
    CHECK(back->game_option("sweetspots", {"chest_first", "", false}));
    CHECK(back->game_option("sweetspots", {"auto_mark", "", true}));  // absent: the game's default
    auto v1 = pz::Settings::parse("puzzlebox-settings 1\nauto_mark off\nchest_first on\nsound off\n");
    REQUIRE(v1.ok());
    CHECK_FALSE(v1->sound);
    CHECK_FALSE(v1->reduced_motion);  // a file from before the key: motion as before
    CHECK(v1->vibration);
    CHECK(v1->game_options.at("sweetspots.chest_first"));
    CHECK_FALSE(v1->game_options.at("sweetspots.auto_mark"));
}

namespace {
// A toy session played to a win, by the player or by "Show solution".
std::unique_ptr<pz::Session> won_toy(bool revealed) {
    auto s = std::make_unique<pz::Session>(std::make_shared<toy::CounterPuzzle>(2));
    if (revealed) REQUIRE(s->solve().ok());
    else REQUIRE(s->play("+2").ok());
    REQUIRE(s->status() == pz::Status::Won);
    return s;
}
} // namespace

TEST_CASE("progress keys with spaces survive the next launch (issue 15 finding 1)") {
    const std::string dir = temp_dir();
    {
        pz::Shell shell(dir);
        shell.keep_record(*won_toy(false), pz::PlayOrigin::pack_level("starter.txt", 0, "Starter 1"), 1000);
        shell.keep_record(*won_toy(false), pz::PlayOrigin::endless("Endless #628279012"), 1000);
        shell.keep_record(*won_toy(false), pz::PlayOrigin::daily("Daily 2026-11-24"), 1000);
        CHECK(shell.save_error().empty());
    }
    pz::Shell again(dir);
    CHECK(again.notice.empty());
    CHECK(again.progress().get("toy/starter.txt/0").solved);
    CHECK(again.progress().get("toy/endless/Endless #628279012").solved);
    CHECK(again.progress().get("toy/daily/Daily 2026-11-24").solved);
    CHECK(count_files(dir, "progress.txt.corrupt") == 0);
}

TEST_CASE("a version 1 progress file with an unescaped label is read whole, not set aside") {
    std::vector<pz::Error> skipped;
    auto p = pz::Progress::parse("puzzlebox-progress 1\nfling/levels.txt/0 solved 5 2\n"
                                 "sweetspots/endless/Endless #628279012 solved 6 1\nbroken line\n", &skipped);
    REQUIRE(p.ok());
    CHECK(p->get("fling/levels.txt/0").best == 5);
    CHECK(p->get("sweetspots/endless/Endless #628279012").solved);
    REQUIRE(skipped.size() == 1);
    CHECK(skipped[0].line == 4);
}

TEST_CASE("a damaged progress file keeps its good lines, the damaged copy is kept aside once") {
    const std::string dir = temp_dir();
    REQUIRE(pz::write_file_atomic(dir + "/progress.txt", "puzzlebox-progress 2\na/b/0 solved 3 1\na/b/1 solved x 1\na/b/2 open 0 4\n").ok());
    {
        pz::Shell shell(dir);
        CHECK(shell.notice.find("progress.txt:3") != std::string::npos);
        CHECK(shell.notice.find("kept as") != std::string::npos);
        CHECK(shell.progress().get("a/b/0").solved);
        CHECK(shell.progress().get("a/b/2").played == 4);
    }
    CHECK(count_files(dir, "progress.txt.corrupt-") == 1);
    pz::Shell again(dir);  // repaired: no second notice, no second copy
    CHECK(again.notice.empty());
    CHECK(count_files(dir, "progress.txt.corrupt-") == 1);
    CHECK(again.progress().get("a/b/0").solved);
}

TEST_CASE("a settings file from a newer version is named as such and never overwritten") {
    const std::string dir = temp_dir();
    const std::string newer = "puzzlebox-settings 3\nsound off\nhologram on\n";
    REQUIRE(pz::write_file_atomic(dir + "/settings.txt", newer).ok());
    pz::Shell shell(dir);
    CHECK(shell.notice.find("made by a newer Puzzlebox: version 3") != std::string::npos);
    shell.settings().sound = true;
    shell.save_settings();
    CHECK(*pz::read_file(dir + "/settings.txt") == newer);
    CHECK(count_files(dir, "settings.txt.corrupt") == 0);
}

TEST_CASE("a failed save is shown at once and stays until a save succeeds (finding 7)") {
    const std::string dir = temp_dir();
    pz::Shell shell(dir);
    REQUIRE(pz::write_file_atomic(dir + "/saves", "not a folder\n").ok());  // saves/ cannot be made
    pz::Session s(std::make_shared<toy::CounterPuzzle>(10));
    REQUIRE(s.play("+1").ok());
    shell.autosave(s, pz::PlayOrigin::custom(), 0);
    CHECK(shell.save_error().find("Not saved") == 0);
    CHECK(shell.save_error().find("saves/toy") != std::string::npos);
    shell.save_settings();  // another file saving does not hide it
    CHECK_FALSE(shell.save_error().empty());
    std::remove((dir + "/saves").c_str());
    shell.autosave(s, pz::PlayOrigin::custom(), 0);
    CHECK(shell.save_error().empty());
    CHECK(pz::file_exists(shell.save_path_of(s)));
}

TEST_CASE("a data folder that cannot be written is said at once, and every save fails visibly (finding 7)") {
    const std::string dir = temp_dir();
    REQUIRE(pz::write_file_atomic(dir + "/file", "a file, not a folder\n").ok());
    pz::Shell shell(dir + "/file/data");
    CHECK(shell.notice.find("Cannot write in the data folder") == 0);
    CHECK_FALSE(shell.read_only());
    pz::Session s(std::make_shared<toy::CounterPuzzle>(10));
    REQUIRE(s.play("+1").ok());
    shell.autosave(s, pz::PlayOrigin::custom(), 0);
    CHECK(shell.save_error().find("Not saved") == 0);
}

TEST_CASE("two copies on one data folder: the second is read-only and writes nothing (finding 8)") {
    const std::string dir = temp_dir();
    pz::Shell first(dir);
    pz::Shell second(dir);
    CHECK_FALSE(first.read_only());
    REQUIRE(second.read_only());
    CHECK(second.read_only_why().find("already running") != std::string::npos);
    pz::Session s(std::make_shared<toy::CounterPuzzle>(10));
    REQUIRE(s.play("+1").ok());
    first.autosave(s, pz::PlayOrigin::custom(), 0);
    const std::string saved = *pz::read_file(first.save_path_of(s));
    REQUIRE(s.play("+2").ok());
    second.autosave(s, pz::PlayOrigin::custom(), 0);
    second.settings().sound = false;
    second.save_settings();
    CHECK(second.keep_record(*won_toy(false), pz::PlayOrigin::custom(), 5).empty());
    CHECK(*pz::read_file(first.save_path_of(s)) == saved);
    CHECK_FALSE(pz::file_exists(dir + "/settings.txt"));
    CHECK(second.records("toy").empty());
    CHECK(second.save_error().empty());  // not a failure: the banner says read-only instead
}

TEST_CASE("two processes on one data folder: the second is read-only, a dead first one never blocks") {
    const std::string dir = temp_dir();
    int ready[2];
    REQUIRE(pipe(ready) == 0);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        pz::Shell holder(dir);
        const char ok = holder.read_only() ? 'r' : 'w';
        (void)!write(ready[1], &ok, 1);
        for (;;) pause();
    }
    char got = 0;
    REQUIRE(read(ready[0], &got, 1) == 1);
    CHECK(got == 'w');
    {
        pz::Shell second(dir);
        CHECK(second.read_only());
    }
    kill(child, SIGKILL);
    waitpid(child, nullptr, 0);
    pz::Shell after(dir);  // the lock died with its process
    CHECK_FALSE(after.read_only());
    close(ready[0]);
    close(ready[1]);
}

TEST_CASE("records finished in the same second never overwrite each other (finding 8)") {
    const std::string dir = temp_dir();
    pz::Shell shell(dir);
    std::vector<std::string> paths;
    for (int i = 0; i < 4; ++i) paths.push_back(shell.keep_record(*won_toy(false), pz::PlayOrigin::custom(), 100 + i));
    std::sort(paths.begin(), paths.end());
    CHECK(std::unique(paths.begin(), paths.end()) == paths.end());
    CHECK(shell.records("toy").size() == 4);
}

TEST_CASE("a game finished with Show solution is 'revealed': never solved, never a best time (finding 11)") {
    const std::string dir = temp_dir();
    pz::Shell shell(dir);
    shell.keep_record(*won_toy(true), pz::PlayOrigin::pack_level("p.txt", 0, "P 1"), 1000);
    auto lp = shell.progress().get("toy/p.txt/0");
    CHECK_FALSE(lp.solved);
    CHECK(lp.revealed);
    CHECK(lp.played == 1);
    auto recs = shell.records("toy");
    REQUIRE(recs.size() == 1);
    CHECK(recs[0].result == "revealed");
    CHECK(pz::statistics(recs).empty());
    shell.keep_record(*won_toy(false), pz::PlayOrigin::pack_level("p.txt", 0, "P 1"), 1000);
    CHECK(shell.progress().get("toy/p.txt/0").solved);
    auto back = pz::Progress::parse(shell.progress().write());
    REQUIRE(back.ok());
    CHECK(*back == shell.progress());
}
