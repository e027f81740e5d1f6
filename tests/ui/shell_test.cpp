// Settings and progress files: round trips, bad files set aside (never deleted), atomic saves.
#include <doctest/doctest.h>

#include <cstdlib>
#include <dirent.h>
#include <optional>
#include <string>
#include <vector>
#include <unistd.h>

#include "game/core/text.h"
#include "game/ui/settings.h"
#include "game/ui/shell.h"

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
    s.volume = 0.35f;
    s.long_press_ms = 700;
    s.colour_blind = true;
    s.left_handed = true;
    auto back = pz::Settings::parse(s.write());
    REQUIRE(back.ok());
    CHECK(back->write() == s.write());
    CHECK(back->long_press_ms == 700);
    CHECK(back->colour_blind);
}

TEST_CASE("settings: bad values are errors naming the line") {
    auto r = pz::Settings::parse("puzzlebox-settings 1\nsound on\nvolume 400\n");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().line == 3);
    CHECK(r.error().message.find("volume") != std::string::npos);
    auto r2 = pz::Settings::parse("hello\n");
    REQUIRE_FALSE(r2.ok());
    CHECK(r2.error().message == "not a Puzzlebox settings file");
    auto r3 = pz::Settings::parse("puzzlebox-settings 1\nsound maybe\n");
    REQUIRE_FALSE(r3.ok());
    CHECK(r3.error().line == 2);
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

TEST_CASE("statistics: per params, finished games only; wins give times, survival games give scores") {
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

TEST_CASE("settings: the clock and tap-order settings round-trip") {
    pz::Settings s;
    s.show_timer = false;
    s.chest_first = true;
    auto back = pz::Settings::parse(s.write());
    REQUIRE(back.ok());
    CHECK_FALSE(back->show_timer);
    CHECK(back->chest_first);
}
