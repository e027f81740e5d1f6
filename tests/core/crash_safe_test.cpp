// Crash safety: a child process saving in a loop is killed with SIGKILL at random moments; the
// save file must always hold the previous or the new record, whole and loadable.
#include <doctest/doctest.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <vector>
#include <sys/stat.h>
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
    const int removed = pz::remove_stale_temp_files({dir});
    CHECK(removed >= 0);
    CHECK(pz::remove_stale_temp_files({dir}) == 0);
    int left = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) left += e.path().filename() != "save.pzr";
    CHECK(left == 0);
    CHECK(pz::parse_record(*pz::read_file(path)).ok());
    std::filesystem::remove_all(dir);
}

TEST_CASE("clean-up removes only our own temporary files of dead processes, in the folders named") {
    // Issue 15 finding 3: a data folder pointed at a home folder lost a thesis chapter named
    // "chapter1.tmp2024". Only names this program makes, and only in the folders it owns.
    char tmpl[] = "/tmp/pz-stale-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    std::filesystem::create_directories(dir + "/records/fling");
    std::filesystem::create_directories(dir + "/Documents/thesis");
    pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) _exit(0);
    waitpid(child, nullptr, 0);  // a pid that is certainly gone
    const std::string dead = std::to_string(child), mine = std::to_string(getpid());
    const std::vector<std::string> removed{"save.pzr.puzzlebox-tmp-" + dead + "-3", "settings.txt.tmp" + dead,
                                           "records/fling/x.pzr.puzzlebox-tmp-" + dead + "-1", "records/fling/y.pzr.tmp" + dead};
    const std::vector<std::string> kept{"save.pzr", "live.pzr.puzzlebox-tmp-" + mine + "-1", "notes.tmpx", "plain.tmp", "tmp123",
                                        "chapter1.tmp" + dead, "Documents/thesis/chapter1.tmp" + dead,
                                        "Documents/thesis/x.pzr.puzzlebox-tmp-" + dead + "-1", "odd.puzzlebox-tmp-" + dead};
    for (const auto& name : removed) REQUIRE(pz::write_file_atomic(dir + "/" + name, "x\n").ok());
    for (const auto& name : kept) REQUIRE(pz::write_file_atomic(dir + "/" + name, "x\n").ok());
    CHECK(pz::remove_stale_temp_files({dir, dir + "/records/fling"}) == static_cast<int>(removed.size()));
    for (const auto& name : removed) CHECK_MESSAGE(!pz::file_exists(dir + "/" + name), name);
    for (const auto& name : kept) CHECK_MESSAGE(pz::file_exists(dir + "/" + name), name);
    CHECK(pz::remove_stale_temp_files({dir + "/no-such-folder"}) == 0);
    std::filesystem::remove_all(dir);
}

TEST_CASE("setting a damaged file aside never replaces an earlier copy, even in the same second") {
    // Issue 15 finding 4.
    char tmpl[] = "/tmp/pz-aside-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    const std::string path = dir + "/progress.txt";
    std::vector<std::string> asides;
    for (int i = 0; i < 3; ++i) {
        REQUIRE(pz::write_file_atomic(path, "copy " + std::to_string(i) + "\n").ok());
        auto aside = pz::set_aside(path);
        REQUIRE(aside.ok());
        asides.push_back(*aside);
        CHECK_FALSE(pz::file_exists(path));
    }
    CHECK(asides[0] != asides[1]);
    CHECK(asides[1] != asides[2]);
    for (int i = 0; i < 3; ++i) CHECK(*pz::read_file(asides[static_cast<size_t>(i)]) == "copy " + std::to_string(i) + "\n");
    std::filesystem::remove_all(dir);
}

TEST_CASE("only regular files are read: a FIFO is refused at once instead of hanging") {
    // Issue 15 finding 12.
    char tmpl[] = "/tmp/pz-fifo-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    const std::string fifo = dir + "/replay.pzr";
    REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
    auto r = pz::read_file(fifo);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.find("not a regular file") != std::string::npos);
    auto folder = pz::read_file(dir);
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.error().message == "is a folder, not a file");
    std::filesystem::remove_all(dir);
}

TEST_CASE("failed writes say why and leak no file descriptors") {
    char tmpl[] = "/tmp/pz-fail-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    auto open_fds = [] {
        int n = 0;
        for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator("/proc/self/fd")) ++n;
        return n;
    };
    REQUIRE(pz::write_file_atomic(dir + "/plain", "x").ok());
    const int before = open_fds();
    for (int i = 0; i < 50; ++i) {
        auto r = pz::write_file_atomic(dir + "/plain/under-a-file.txt", "x");  // a file is no folder
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.find("under-a-file.txt") != std::string::npos);
        auto n = pz::write_new_file(dir + "/missing/folder/x.pzr", "x");
        REQUIRE_FALSE(n.ok());
    }
    CHECK(open_fds() == before);
    // write_new_file never replaces a file.
    bool exists = false;
    auto again = pz::write_new_file(dir + "/plain", "y", &exists);
    CHECK_FALSE(again.ok());
    CHECK(exists);
    CHECK(*pz::read_file(dir + "/plain") == "x");
    std::filesystem::remove_all(dir);
}

TEST_CASE("errors never carry control characters from a file") {
    // Issue 15 finding 12: a file's escape sequence echoed into the player's terminal.
    auto r = pz::parse_int("\x1b[2J\x07", 0, 9, "a size");
    REQUIRE_FALSE(r.ok());
    for (char c : r.error().message) CHECK(static_cast<unsigned char>(c) >= 0x20);
    CHECK(r.error().message.find("\\x1b[2J\\x07") != std::string::npos);
    CHECK(pz::printable("a\nb") == "a\\x0ab");
}

TEST_CASE("escaped fields round-trip any text") {
    pz::Rng rng(7);
    for (int t = 0; t < 2000; ++t) {
        std::string s;
        const int len = static_cast<int>(rng.below(12));
        for (int i = 0; i < len; ++i) s += static_cast<char>(rng.below(256));
        const std::string f = pz::escape_field(s), x = pz::escape_text(s);
        CHECK(f.find(' ') == std::string::npos);
        CHECK(f.find('\n') == std::string::npos);
        CHECK(x.find('\n') == std::string::npos);
        CHECK(*pz::unescape_field(f) == s);
        CHECK(*pz::unescape_field(x) == s);
        if (!x.empty()) CHECK(pz::trim(x) == x);
    }
    CHECK_FALSE(pz::unescape_field("50%").ok());
    CHECK_FALSE(pz::unescape_field("%g1").ok());
    CHECK(pz::escape_text("Endless #62 solved") == "Endless #62 solved");
    CHECK(pz::escape_field("Endless #62") == "Endless%20#62");
}

TEST_CASE("errors say their kind where callers must tell them apart: a newer format, a file too large") {
    auto newer = pz::read_format_header("puzzlebox-settings 5", "puzzlebox-settings", 2, "not ours");
    REQUIRE_FALSE(newer.ok());
    CHECK(newer.error().kind == pz::Error::Kind::NewerFormat);
    CHECK(newer.error().message == "made by a newer Puzzlebox: version 5 (this one reads up to 2)");
    auto other = pz::read_format_header("hello 1", "puzzlebox-settings", 2, "not ours");
    REQUIRE_FALSE(other.ok());
    CHECK(other.error().kind == pz::Error::Kind::Other);
    CHECK(*pz::read_format_header("puzzlebox-settings 2", "puzzlebox-settings", 2, "not ours") == 2);
    char tmpl[] = "/tmp/pz-large-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    REQUIRE(pz::write_file_atomic(dir + "/f", std::string(100, 'x')).ok());
    auto big = pz::read_file(dir + "/f", 10);
    REQUIRE_FALSE(big.ok());
    CHECK(big.error().kind == pz::Error::Kind::TooLarge);
    std::filesystem::remove_all(dir);
}
