// The kill test: a child process runs the game's shell and saves every kind of file in a loop
// (settings, progress, the auto-save, records, exported replays); the parent SIGKILLs it at a
// random moment, often inside a write, then starts the shell again on the same folder. Every
// file must load whole, nothing confirmed saved may be missing, and no temporary file is left.
#include <doctest/doctest.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine/rng.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/shell.h"

namespace {

struct Shared {
    volatile int writing;    // 1 + the kind being written, 0 between writes
    volatile int confirmed;  // plays of the progress key known to be saved
    volatile int started;    // the child has opened the data and begun writing
};

[[noreturn]] void save_forever(const std::string& dir, Shared* shared) {
    pz::Shell shell(dir);
    auto puzzle = std::shared_ptr<const pz::Puzzle>(pz::load_game_id("bitflipper:3x3s3t0:121/211/102").value());
    pz::Session s(puzzle);
    const pz::PlayOrigin origin = pz::PlayOrigin::endless("Endless #1 with spaces");
    shared->started = 1;
    for (int i = 0;; ++i) {
        if ((i % 5 == 3 || i % 5 == 4) && i % 20 != i % 5) continue;  // records and replays less often
        shared->writing = 1 + i % 5;
        switch (i % 5) {
        case 0:
            shell.settings().volume = i % 100;
            shell.save_settings();
            break;
        case 1:
            shell.progress().record("kill/test key", i % 2, i % 50 + 1);
            shell.save_progress();
            if (shell.save_error().empty()) shared->confirmed = shell.progress().get("kill/test key").played;
            break;
        case 2:
            if (s.length() > 40) (void)s.restart();
            if (auto h = s.hint()) (void)s.play(h->move);
            shell.autosave(s, origin, 0);
            break;
        case 3:
            (void)shell.keep_record(s, origin, i);
            break;
        case 4:
            (void)shell.export_replay(s);
            break;
        }
        shared->writing = 0;
    }
}

int count_temp_files(const std::string& dir) {
    int n = 0;
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
        n += e.path().filename().string().find(".puzzlebox-tmp-") != std::string::npos;
    return n;
}

} // namespace

TEST_CASE("kill test: SIGKILL while the game writes each kind of file loses nothing") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    char tmpl[] = "/tmp/pz-killtest-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    auto* shared = static_cast<Shared*>(mmap(nullptr, sizeof(Shared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0));
    REQUIRE(shared != MAP_FAILED);
    shared->confirmed = 0;
    shared->started = 0;
    pz::Rng rng(20261124);
    // PZ_KILL_TRIALS=N runs more (for measuring); the suite's 60 take about a second.
    const char* more = std::getenv("PZ_KILL_TRIALS");
    const int trials = more ? std::max(1, std::atoi(more)) : 60;
    int inside = 0, intact = 0;
    int by_kind[6] = {};
    for (int t = 0; t < trials; ++t) {
        shared->writing = 0;
        shared->started = 0;
        const pid_t child = fork();
        REQUIRE(child >= 0);
        if (child == 0) save_forever(dir, shared);
        // The kill's moment counts from the child's first write, not from the fork: on a loaded
        // machine, or under the sanitizers, opening the data can take longer than the whole delay.
        for (int waited = 0; !shared->started && waited < 10000; ++waited) usleep(500);
        usleep(3000 + rng.below(25000));
        const int kind = shared->writing;
        kill(child, SIGKILL);
        waitpid(child, nullptr, 0);
        inside += kind != 0;
        ++by_kind[kind];
        // The next launch: the lock is free again, every file loads whole, nothing is set aside.
        const int before = shared->confirmed;
        pz::Shell shell(dir);
        bool ok = !shell.read_only() && shell.notice.empty() && shell.save_error().empty();
        ok = ok && shell.progress().get("kill/test key").played >= before;
        ok = ok && count_temp_files(dir) == 0;
        if (shell.has_save("bitflipper")) {
            pz::PlayOrigin o;
            ok = ok && shell.resume("bitflipper", &o) != nullptr && o.label == "Endless #1 with spaces";
        }
        for (const auto& sub : {dir + "/records/bitflipper", dir + "/replays"}) {
            if (!std::filesystem::exists(sub)) continue;
            for (const auto& e : std::filesystem::directory_iterator(sub)) ok = ok && pz::read_record_file(e.path().string()).ok();
        }
        for (const auto& e : std::filesystem::directory_iterator(dir))
            ok = ok && e.path().filename().string().find(".corrupt-") == std::string::npos;
        CHECK_MESSAGE(ok, "trial " << t << " (killed while writing kind " << kind << "): " << shell.notice);
        intact += ok;
    }
    MESSAGE("kill test: " << trials << " trials, " << inside << " killed inside a write (settings " << by_kind[1] << ", progress "
                          << by_kind[2] << ", auto-save " << by_kind[3] << ", record " << by_kind[4] << ", replay " << by_kind[5]
                          << "), " << intact << " left every file intact");
    CHECK(inside > trials / 4);  // the kills really do land inside writes
    CHECK(intact == trials);
    munmap(shared, sizeof(Shared));
    std::filesystem::remove_all(dir);
}
