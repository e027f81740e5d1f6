// Crash safety: a child process saving in a loop is killed with SIGKILL at random moments; the
// save file must always hold the previous or the new record, whole and loadable.
#include <doctest/doctest.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <vector>
#include <sys/wait.h>
#include <unistd.h>

#include "engine/rng.h"
#include "game/core/record.h"
#include "game/core/text.h"

namespace {
// A large record, so that a write takes long enough to be interrupted part-way.
std::string big_record(int variant) {
    pz::Record r;
    r.id = *pz::parse_game_id("toy:g10:c");
    for (int i = 0; i < 6000; ++i)
        r.steps.push_back({pz::StepKind::Move, variant % 2 ? "+1" : "+2", static_cast<int64_t>(i * 10 + variant)});
    r.cursor = r.steps.size();
    r.meta = {{"variant", std::to_string(variant)}};
    return pz::write_record(r);
}
} // namespace

TEST_CASE("crash safety: SIGKILL during a burst of saves never leaves a broken file") {
    char tmpl[] = "/tmp/pz-kill-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    const std::string path = dir + "/save.pzr";
    const std::string a = big_record(1), b = big_record(2);
    REQUIRE(pz::write_file_atomic(path, a).ok());
    pz::Rng rng(20261123);
    int intact = 0;
    const int trials = 60;
    for (int t = 0; t < trials; ++t) {
        pid_t child = fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            for (int i = 0;; ++i) (void)pz::write_file_atomic(path, i % 2 ? a : b);
        }
        usleep(200 + rng.below(6000));  // a random point in the burst
        kill(child, SIGKILL);
        int status = 0;
        waitpid(child, &status, 0);
        auto text = pz::read_file(path);
        REQUIRE(text.ok());
        auto rec = pz::parse_record(*text);
        REQUIRE_MESSAGE(rec.ok(), "trial " << t << ": " << (rec.ok() ? "" : rec.error().message));
        CHECK_FALSE(rec->truncated);
        CHECK((*text == a || *text == b));
        ++intact;
    }
    CHECK(intact == trials);

    // Children killed mid-write leave their temporary files; the next start-up clears them away
    // and the save itself is untouched.
    const int removed = pz::remove_stale_temp_files(dir);
    CHECK(removed >= 0);
    CHECK(pz::remove_stale_temp_files(dir) == 0);
    int left = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) left += e.path().filename() != "save.pzr";
    CHECK(left == 0);
    CHECK(pz::parse_record(*pz::read_file(path)).ok());
    std::filesystem::remove_all(dir);
}

TEST_CASE("crash safety: only temporary files of dead processes are removed") {
    char tmpl[] = "/tmp/pz-stale-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    std::filesystem::create_directories(dir + "/records/fling");
    pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) _exit(0);
    waitpid(child, nullptr, 0);  // a pid that is certainly gone
    const std::string dead = std::to_string(child), mine = std::to_string(getpid());
    for (const std::string& name : std::vector<std::string>{"save.pzr", "save.pzr.tmp" + dead, "records/fling/x.pzr.tmp" + dead,
                                   "live.pzr.tmp" + mine, "notes.tmpx", "plain.tmp", "tmp123"})
        REQUIRE(pz::write_file_atomic(dir + "/" + name, "x\n").ok());
    CHECK(pz::remove_stale_temp_files(dir) == 2);
    CHECK_FALSE(pz::file_exists(dir + "/save.pzr.tmp" + dead));
    CHECK_FALSE(pz::file_exists(dir + "/records/fling/x.pzr.tmp" + dead));
    for (const std::string& name : std::vector<std::string>{"save.pzr", "live.pzr.tmp" + mine, "notes.tmpx", "plain.tmp", "tmp123"})
        CHECK_MESSAGE(pz::file_exists(dir + "/" + name), name);
    CHECK(pz::remove_stale_temp_files(dir + "/no-such-folder") == 0);
    std::filesystem::remove_all(dir);
}
