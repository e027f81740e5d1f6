// The player's data folder (game/core/player_data.h): a save for every unfinished game, the
// migration of single-slot saves, and the data-safety faults of issue 25 §4, each with its case.
#include <doctest/doctest.h>

#include <dirent.h>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

#include "game/all/registry.h"
#include "game/core/player_data.h"
#include "game/core/text.h"
#include "toy_game.h"

namespace {

std::string temp_dir() {
    char tmpl[] = "/tmp/pz-data-XXXXXX";
    return mkdtemp(tmpl);
}

std::vector<std::string> names_in(const std::string& dir) {
    std::vector<std::string> out;
    if (DIR* d = opendir(dir.c_str())) {
        while (dirent* e = readdir(d))
            if (e->d_name[0] != '.') out.emplace_back(e->d_name);
        closedir(d);
    }
    return out;
}

int count_containing(const std::string& dir, const std::string& part) {
    int n = 0;
    for (const auto& name : names_in(dir)) n += name.find(part) != std::string::npos;
    return n;
}

int occurrences(const std::string& text, const std::string& part) {
    int n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

// A toy game with `moves` moves of +1 made.
pz::Session toy_game(int goal, int moves) {
    pz::Session s(std::make_shared<toy::CounterPuzzle>(goal));
    for (int i = 0; i < moves; ++i) REQUIRE(s.play("+1", pz::StepKind::Move, 1000 * (i + 1)).ok());
    return s;
}

// A saved game as today's single-slot code writes it (Shell::autosave before issue 25):
// saves/<game>.pzr, a record with meta mode, pack, index and label.
std::string single_slot_save(const std::string& id, const std::string& label, const std::string& steps) {
    return "puzzlebox-record 2\nid " + id + "\nmeta mode endless\nmeta pack -\nmeta index -1\nmeta label " + pz::escape_text(label) +
           "\ncursor 1\n" + steps + "end\n";
}

} // namespace

TEST_CASE("saves: every unfinished game keeps its own save, and its name, moves and clock round-trip") {
    const std::string dir = temp_dir();
    {
        pz::PlayerData d(dir, pz::all_games());
        const pz::Session a = toy_game(10, 1), b = toy_game(12, 3);
        d.autosave(a, pz::PlayOrigin::pack_level("starter.txt", 0, "Starter 1"), 5000);
        d.autosave(b, pz::PlayOrigin::pack_level("starter.txt", 1, "Starter 2"), 7500);
        // Issue 25 §1: a move in Starter 2 no longer loses Starter 1.
        REQUIRE(d.saves("toy").size() == 2);
        CHECK(d.level_in_progress("toy", "starter.txt", 0));
        CHECK(d.level_in_progress("toy", "starter.txt", 1));
        CHECK_FALSE(d.level_in_progress("toy", "starter.txt", 2));
    }
    pz::PlayerData d(dir, pz::all_games());  // read back from the files
    const auto saves = d.saves("toy");
    REQUIRE(saves.size() == 2);
    CHECK(saves[0].origin.label == "Starter 2");  // newest first
    CHECK(saves[0].moves == 3);
    CHECK(saves[0].origin.clock_ms == 7500);
    CHECK(saves[0].origin.mode == pz::PlayMode::Pack);
    CHECK(saves[0].origin.index == 1);
    CHECK(saves[1].origin.label == "Starter 1");
    CHECK(saves[1].moves == 1);
    CHECK(saves[1].origin.clock_ms == 5000);
    CHECK(saves[0].id == "toy:g12:c");
    CHECK(d.save_of("toy:g10:c").has_value());
    CHECK(d.newest_save_game() == "toy");
    CHECK(d.notice.empty());
    // A finished game's save goes; the other stays.
    d.drop_autosave(toy_game(12, 3), pz::PlayOrigin::pack_level("starter.txt", 1, "Starter 2"));
    REQUIRE(d.saves("toy").size() == 1);
    CHECK(d.saves("toy")[0].origin.label == "Starter 1");
}

TEST_CASE("saves: a resumed game goes on from its moves and its clock") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    const std::string dir = temp_dir();
    pz::PlayerData d(dir, pz::all_games());
    pz::Session s(std::shared_ptr<const pz::Puzzle>(pz::load_game_id("bitflipper:3x3s3t0:121/211/102").value()));
    REQUIRE(s.play(s.hint()->move, pz::StepKind::Move, 2000).ok());
    d.autosave(s, pz::PlayOrigin::endless("Endless #7"), 65000);  // a minute more after the move
    auto save = d.save_of(pz::record_of(s).id.text());
    REQUIRE(save);
    pz::PlayOrigin o;
    auto back = d.resume(*save, &o);
    REQUIRE(back);
    CHECK(back->moves_made() == 1);
    CHECK(o.clock_ms == 65000);
    CHECK(o.label == "Endless #7");
    CHECK(o.mode == pz::PlayMode::Endless);
}

TEST_CASE("saves: a new game never discards another, and past the bound the oldest is kept in records as abandoned") {
    const std::string dir = temp_dir();
    pz::PlayerData d(dir, pz::all_games());
    for (int goal = 5; goal < 5 + static_cast<int>(pz::kMaxSavesPerGame) + 1; ++goal)
        d.autosave(toy_game(goal, 1), pz::PlayOrigin::endless("Endless #" + std::to_string(goal)), 1000);
    const auto saves = d.saves("toy");
    CHECK(saves.size() == pz::kMaxSavesPerGame);
    CHECK_FALSE(d.save_of("toy:g5:c").has_value());  // the least recently played
    CHECK(d.save_of("toy:g6:c").has_value());
    const auto recs = d.records("toy");
    REQUIRE(recs.size() == 1);
    CHECK(recs[0].result == "abandoned");
    CHECK(recs[0].label == "Endless #5");
    CHECK(pz::read_record_file(recs[0].path)->id.text() == "toy:g5:c");  // the game itself is kept
    // Given up on purpose: the same, one game.
    REQUIRE(d.abandon(saves.front()).ok());
    CHECK(d.saves("toy").size() == pz::kMaxSavesPerGame - 1);
    CHECK(d.records("toy").size() == 2);
}

TEST_CASE("migration: today's single-slot saves move to a save of their own on first launch, never lost") {
    const std::string dir = temp_dir();
    pz::make_dirs(dir + "/saves");
    const std::string old = single_slot_save("toy:g10:c", "Endless #7", "step move 1200 +1\n");
    REQUIRE(pz::write_file_atomic(dir + "/saves/toy.pzr", old).ok());
    {
        pz::PlayerData reader(dir, pz::all_games(), false);  // a copy that only reads lists it where it is
        REQUIRE(reader.saves("toy").size() == 1);
        CHECK(pz::file_exists(dir + "/saves/toy.pzr"));
    }
    pz::PlayerData d(dir, pz::all_games());
    CHECK(d.notice.empty());
    CHECK_FALSE(pz::file_exists(dir + "/saves/toy.pzr"));
    const auto saves = d.saves("toy");
    REQUIRE(saves.size() == 1);
    CHECK(saves[0].origin.label == "Endless #7");
    CHECK(saves[0].origin.mode == pz::PlayMode::Endless);
    CHECK(saves[0].moves == 1);
    CHECK(saves[0].origin.clock_ms == 1200);
    CHECK(saves[0].path == d.save_path("toy:g10:c"));
    auto moved = pz::read_record_file(saves[0].path);
    REQUIRE(moved);
    CHECK(moved->steps == pz::parse_record(old)->steps);  // the game itself, whole
}

TEST_CASE("fault 25.4a: a save holding another game than its place is set aside with a notice, never played over") {
    const std::string dir = temp_dir();
    pz::make_dirs(dir + "/saves");
    const std::string mine = single_slot_save("toy:g10:c", "Endless #1", "step move 0 +1\n");
    REQUIRE(pz::write_file_atomic(dir + "/saves/toy.pzr", mine).ok());
    // A toy record stored as Fling's save, and one in the new layout under another game's folder.
    REQUIRE(pz::write_file_atomic(dir + "/saves/fling.pzr", single_slot_save("toy:g12:c", "x", "step move 0 +1\n")).ok());
    pz::make_dirs(dir + "/saves/bitflipper");
    REQUIRE(pz::write_file_atomic(dir + "/saves/bitflipper/" + pz::save_key("toy:g14:c") + ".pzr",
                                  single_slot_save("toy:g14:c", "y", "step move 0 +1\n")).ok());
    pz::PlayerData d(dir, pz::all_games());
    CHECK(d.saves("fling").empty());
    CHECK(d.saves("bitflipper").empty());
    REQUIRE(d.saves("toy").size() == 1);  // the player's own, untouched
    CHECK(d.saves("toy")[0].id == "toy:g10:c");
    CHECK(d.notice.find("set aside") != std::string::npos);
    CHECK(d.notice.find(dir) == std::string::npos);  // player words: no file path
    CHECK(count_containing(dir + "/saves", "fling.pzr.corrupt-") == 1);
    CHECK(count_containing(dir + "/saves/bitflipper", ".corrupt-") == 1);
}

TEST_CASE("fault 25.4b: start-up reconciles progress from records, which are the truth") {
    const std::string dir = temp_dir();
    const pz::PlayOrigin level = pz::PlayOrigin::pack_level("p.txt", 0, "P 1");
    pz::Session won = toy_game(2, 2);
    REQUIRE(won.status() == pz::Status::Won);
    {
        pz::PlayerData d(dir, pz::all_games());
        CHECK_FALSE(d.keep_record(won, level, 1000).empty());
        CHECK(d.progress().get("toy/p.txt/0").solved);
    }
    // The game died after keeping the record and before writing progress.
    REQUIRE(pz::write_file_atomic(dir + "/progress.txt", "puzzlebox-progress 2\n").ok());
    {
        pz::PlayerData d(dir, pz::all_games());
        const pz::LevelProgress p = d.progress().get("toy/p.txt/0");
        CHECK(p.solved);
        CHECK(p.played == 1);
        CHECK(p.best == 2);
    }
    pz::PlayerData again(dir, pz::all_games());  // counted once, and written: a round trip
    CHECK(again.progress().get("toy/p.txt/0").played == 1);
    CHECK(pz::Progress::parse(*pz::read_file(dir + "/progress.txt"))->get("toy/p.txt/0").solved);
}

TEST_CASE("fault 25.4c: deleting the lock file does not let a second copy write") {
#ifdef __EMSCRIPTEN__
    // The browser has no file locks: a tab lock keeps one writer there (tests/web/phone.cjs, two tabs).
    return;
#endif
    const std::string dir = temp_dir();
    pz::PlayerData first(dir, pz::all_games());
    REQUIRE_FALSE(first.read_only());
    std::remove((dir + "/.puzzlebox-lock").c_str());  // what the old lock relied on
    pz::PlayerData second(dir, pz::all_games());
    CHECK(second.read_only());
    second.autosave(toy_game(10, 1), pz::PlayOrigin::custom(), 0);
    CHECK(names_in(dir + "/saves").empty());
}

TEST_CASE("fault 25.4d: the writer refuses what the reader would refuse, with a message") {
    const std::string dir = temp_dir();
    pz::PlayerData d(dir, pz::all_games());
    // An old-format replay of 23 MB whose moves escape to three times that (69 MB > 64 MiB).
    pz::Record rec;
    rec.id = *pz::parse_game_id("toy:g10:c");
    rec.steps.push_back({pz::StepKind::Move, std::string(23u << 20, '%'), 0});
    auto kept = d.keep_replay(rec, "big");
    REQUIRE_FALSE(kept.ok());
    CHECK(kept.error().message.find("too long") != std::string::npos);
    CHECK(names_in(dir + "/replays").empty());
    // Settings: the same limit for writing as for reading.
    d.settings().custom_params["toy"] = std::string(pz::kMaxSettingsBytes + 1, 'x');
    d.save_settings();
    CHECK_FALSE(pz::file_exists(dir + "/settings.txt"));
    CHECK(d.save_error().find("too long") != std::string::npos);
}

TEST_CASE("fault 25.4f: a save written by a newer version is left in place untouched, said once") {
    const std::string dir = temp_dir();
    const std::string newer = "puzzlebox-record 9\nid toy:g10:c\nhologram on\n";
    const std::string path = pz::PlayerData(dir, pz::all_games(), false).save_path("toy:g10:c");
    pz::make_dirs(path.substr(0, path.rfind('/')));
    REQUIRE(pz::write_file_atomic(path, newer).ok());
    REQUIRE(pz::write_file_atomic(dir + "/saves/fling.pzr", newer).ok());  // and one in the old place
    pz::PlayerData d(dir, pz::all_games());
    CHECK(occurrences(d.notice, "newer version") == 1);
    CHECK(d.notice.find(dir) == std::string::npos);
    CHECK(d.saves().empty());
    // Play goes on without it, and never over it.
    d.autosave(toy_game(10, 2), pz::PlayOrigin::custom(), 0);
    CHECK(*pz::read_file(path) == newer);
    CHECK(*pz::read_file(dir + "/saves/fling.pzr") == newer);
    CHECK(count_containing(dir + "/saves", ".corrupt-") == 0);
    CHECK(count_containing(path.substr(0, path.rfind('/')), ".corrupt-") == 0);
}

TEST_CASE("fault 25.4g: keeping an opened replay never re-reads every kept replay") {
    const std::string dir = temp_dir();
    pz::PlayerData d(dir, pz::all_games());
    for (int goal = 3; goal < 23; ++goal) REQUIRE(d.keep_replay(pz::record_of(toy_game(goal, 1)), "r" + std::to_string(goal)).ok());
    REQUIRE(d.replay_files("toy").size() == 20);
    const size_t before = d.records_read();
    pz::Record big = pz::record_of(toy_game(100, 50));  // a size no kept replay has
    REQUIRE(d.keep_replay(big, "big").ok());
    CHECK(d.records_read() == before);
    CHECK(d.replay_files("toy").size() == 21);
    // The same replay again is found (by size, then content) and not kept twice.
    REQUIRE(d.keep_replay(big, "big-again").ok());
    CHECK(d.replay_files("toy").size() == 21);
    CHECK(d.records_read() <= before + 1);
}

TEST_CASE("puzzlebox-tool saves: the unfinished games as JSON, newest first, and none is not an error") {
    const std::string dir = temp_dir();
    auto run = [&](std::vector<std::string> args, std::string* out) {
        std::ostringstream o, e;
        const int code = pz::run_saves_command(pz::all_games(), args, o, e);
        *out = o.str() + e.str();
        return code;
    };
    std::string out;
    CHECK(run({"saves", "--data", dir, "--json"}, &out) == 0);
    CHECK(out == "{\"saves\":[]}\n");
    {
        pz::PlayerData d(dir, pz::all_games());
        d.autosave(toy_game(10, 1), pz::PlayOrigin::pack_level("starter.txt", 0, "Starter 1"), 4000);
        d.autosave(toy_game(12, 2), pz::PlayOrigin::custom("toy:g12:c"), 9000);
    }
    REQUIRE(run({"saves", "--data", dir, "--json"}, &out) == 0);
    const size_t first = out.find("\"id\":\"toy:g12:c\""), second = out.find("\"id\":\"toy:g10:c\"");
    REQUIRE(first != std::string::npos);
    REQUIRE(second != std::string::npos);
    CHECK(first < second);
    CHECK(out.find("\"game\":\"toy\"") != std::string::npos);
    CHECK(out.find("\"name\":\"Starter 1\"") != std::string::npos);
    CHECK(out.find("\"name\":\"Custom puzzle\"") != std::string::npos);  // never an ID as a name
    CHECK(out.find("\"moves\":2,\"clock_ms\":9000,\"last_played\":\"20") != std::string::npos);
    CHECK(run({"saves"}, &out) == 2);
    CHECK(run({"saves", "--data", dir + "/missing"}, &out) == 2);
    CHECK(names_in(dir + "/saves/toy").size() == 2);  // reading wrote nothing
}

TEST_CASE("settings: every shared switch and number of the table takes its default, and round-trips") {
    const pz::Settings fresh;
    for (const pz::SettingSwitch& w : pz::setting_switches()) {
        CHECK(fresh.*w.field == w.on);
        pz::Settings s;
        s.*w.field = !w.on;
        auto back = pz::Settings::parse(s.write());
        REQUIRE(back.ok());
        CHECK_MESSAGE((*back).*w.field == !w.on, w.key);
    }
    for (const pz::SettingNumber& n : pz::setting_numbers()) {
        CHECK(fresh.*n.field == n.fallback);
        CHECK(n.lo <= n.fallback);
        CHECK(n.fallback <= n.hi);
        for (int v : {n.lo, n.hi}) {
            pz::Settings s;
            s.*n.field = v;
            auto back = pz::Settings::parse(s.write());
            REQUIRE(back.ok());
            CHECK_MESSAGE((*back).*n.field == v, n.key);
        }
        // The reader refuses what is out of range, as the page never makes it.
        std::vector<pz::Error> skipped;
        auto over = pz::Settings::parse("puzzlebox-settings 2\n" + std::string(n.key) + " " + std::to_string(n.hi + 1) + "\n", &skipped);
        REQUIRE(over.ok());
        CHECK((*over).*n.field == n.fallback);
        CHECK(skipped.size() == 1);
    }
}

TEST_CASE("progress: merged counts keep the larger play count, solved from either, and the best") {
    pz::LevelProgress a{true, false, 9, 3}, b{false, true, 0, 5};
    const pz::LevelProgress m = pz::merged(a, b);
    CHECK(m.solved);
    CHECK_FALSE(m.revealed);
    CHECK(m.best == 9);
    CHECK(m.played == 5);
    pz::Progress p;
    p.set("toy/p.txt/0", m);
    CHECK(pz::Progress::parse(p.write())->get("toy/p.txt/0") == m);  // round trip
}

TEST_CASE("settings: the game left open at closing round-trips, ID and all, and is absent by default (issue 44)") {
    CHECK(pz::Settings().left_open.empty());
    CHECK(pz::Settings().write().find("left_open") == std::string::npos);
    pz::Settings s;
    s.left_open = "sweetspots:5k1:1022211222113323334434444";
    auto back = pz::Settings::parse(s.write());
    REQUIRE(back.ok());
    CHECK(back->left_open == s.left_open);
}
