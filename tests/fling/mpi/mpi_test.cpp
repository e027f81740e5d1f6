// `puzzlebox-tool fling endgame` under `mpirun -np 2` (PZ_MPI): the parts of each level split over
// two processes give the files of a threaded build byte for byte, a stopped job resumes with any
// number of processes, and a process that fails ends every process with one line.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>

#include "game/fling/endgame.h"
#include "../tables.h"
#include "tests/temp_path.h"

namespace pz::fling {

namespace {

// Open MPI refuses to start as root unless told (a container's tests run as root).
const std::string kRootOk = "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1";
const std::string kMpirun = kRootOk + " " + PZ_MPIEXEC + " --oversubscribe -np ";
// Small blocks (1,024 words, 32,768 classes) in parts of 4 blocks, every level streamed: the 5-ball
// level has 8 parts, the 6-ball 62 and the 7-ball 443.
const std::string kParts = "0 1024 4";

struct Run {
    int status = -1;
    std::string out, err;
};

std::string file_bytes(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

// `puzzlebox-tool fling endgame ARGS` with the part settings, under `mpirun -np processes` (0: alone).
Run endgame(int processes, const std::string& parts, const std::string& args) {
    static int runs = 0;
    const std::string out = pz::test::temp_path("run" + std::to_string(++runs));
    std::string command = "PUZZLEBOX_FLING_ENDGAME_PARTS='" + parts + "' ";
    if (processes > 0) command += kMpirun + std::to_string(processes) + " ";
    command += std::string(PZ_TOOL) + " fling endgame " + args + " >" + out + ".out 2>" + out + ".err";
    Run r;
    const int status = std::system(command.c_str());
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = file_bytes(out + ".out");
    r.err = file_bytes(out + ".err");
    return r;
}

std::string fresh_dir(const std::string& name) {
    const std::string dir = pz::test::temp_path(name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

void check_same_files(const std::string& a, const std::string& b, int max_balls) {
    for (int n = 1; n <= max_balls; ++n) {
        INFO(n, " balls");
        const std::string want = file_bytes(a + "/" + EndgameTables::file_name(n));
        CHECK(!want.empty());
        CHECK(want == file_bytes(b + "/" + EndgameTables::file_name(n)));
    }
}

// Nothing but the tables is left in dir: no records, no temporary files.
size_t leftovers(const std::string& dir) {
    size_t left = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) left += e.path().extension() != ".bin";
    return left;
}

size_t lines_starting(const std::string& text, const std::string& prefix) {
    std::istringstream in(text);
    size_t count = 0;
    for (std::string line; std::getline(in, line);) count += line.rfind(prefix, 0) == 0;
    return count;
}

} // namespace

TEST_CASE("mpirun -np 2 builds 1..7 balls in parts split over two processes, byte for byte a threaded build") {
    const std::string threaded = fresh_dir("threaded"), mpi = fresh_dir("mpi");
    const Run t = endgame(0, kParts, "--balls 7 --threads 2 --out " + threaded);
    REQUIRE(t.status == 0);
    const Run m = endgame(2, kParts, "--balls 7 --json --out " + mpi);
    INFO(m.err);
    REQUIRE(m.status == 0);
    check_same_files(threaded, mpi, 7);
    CHECK(leftovers(mpi) == 0);
    // One JSON object (process 0 alone prints), with the counts of docs/fling-endgame.md.
    CHECK(lines_starting(m.out, "{") == 1);
    CHECK(m.out.find("\"processes\":2,") != std::string::npos);
    const char* counts[] = {
        R"("balls":1,"boards":56,"entries":16,"solvable":56,"unique":0,)",
        R"("balls":2,"boards":1540,"entries":412,"solvable":267,"unique":267,)",
        R"("balls":3,"boards":27720,"entries":6992,"solvable":2720,"unique":2500,)",
        R"("balls":4,"boards":367290,"entries":92266,"solvable":35518,"unique":21958,)",
        R"("balls":5,"boards":3819816,"entries":955856,"solvable":481048,"unique":182016,)",
        R"("balls":6,"boards":32468436,"entries":8121612,"solvable":6110224,"unique":1174996,)",
        R"("balls":7,"boards":231917400,"entries":57987600,"solvable":67035246,"unique":5786314,)",
    };
    for (const char* c : counts) CHECK_MESSAGE(m.out.find(c) != std::string::npos, c);
}

TEST_CASE("levels built in memory are split over the processes and merged to the same bytes") {
    const std::string threaded = fresh_dir("threaded-memory"), mpi = fresh_dir("mpi-memory");
    // Every level in memory (budget 256 MiB), in blocks of 1,024 words: 248 blocks at 6 balls.
    REQUIRE(endgame(0, "268435456 1024 4", "--balls 6 --threads 2 --out " + threaded).status == 0);
    const Run m = endgame(2, "268435456 1024 4", "--balls 6 --out " + mpi);
    INFO(m.err);
    REQUIRE(m.status == 0);
    check_same_files(threaded, mpi, 6);
}

TEST_CASE("a stopped MPI job resumes from its recorded parts with any number of processes") {
    const std::string threaded = fresh_dir("threaded-6"), two_then_one = fresh_dir("two-then-one"),
                      one_then_two = fresh_dir("one-then-two");
    REQUIRE(endgame(0, kParts, "--balls 6 --threads 2 --out " + threaded).status == 0);
    // Each of two processes stops (the test hook, as if killed) after 20 parts of the 6-ball level.
    Run r = endgame(2, kParts + " 20", "--balls 6 --out " + two_then_one);
    INFO(r.err);
    CHECK(r.status == 2);
    CHECK(lines_starting(r.err, "puzzlebox-tool: ") == 1);
    CHECK(r.err.find("stopped after 20 parts of the 6-ball table (run again to resume)") != std::string::npos);
    CHECK(!std::filesystem::exists(two_then_one + "/" + EndgameTables::file_name(6)));
    CHECK(std::filesystem::exists(two_then_one + "/" + EndgameTables::file_name(6) + ".tmp"));
    // Resumed by one process under mpirun.
    r = endgame(1, kParts, "--balls 6 --out " + two_then_one);
    CHECK(r.status == 0);
    check_same_files(threaded, two_then_one, 6);
    CHECK(leftovers(two_then_one) == 0);
    // And the other way: one process stopped, two resume.
    CHECK(endgame(0, kParts + " 20", "--balls 6 --threads 1 --out " + one_then_two).status == 2);
    r = endgame(2, kParts, "--balls 6 --out " + one_then_two);
    CHECK(r.status == 0);
    check_same_files(threaded, one_then_two, 6);
    CHECK(leftovers(one_then_two) == 0);
}

TEST_CASE("an MPI job killed with SIGKILL midway resumes on one process to the same bytes") {
    const std::string threaded = fresh_dir("threaded-killed"), dir = fresh_dir("killed");
    REQUIRE(endgame(0, kParts, "--balls 6 --threads 2 --out " + threaded).status == 0);
    // Orphaned processes come to this one, so that every process of the killed job can be waited for.
    REQUIRE(prctl(PR_SET_CHILD_SUBREAPER, 1) == 0);
    const std::string command = "export PUZZLEBOX_FLING_ENDGAME_PARTS='" + kParts + "' " + kRootOk + "; exec " +
                                PZ_MPIEXEC + " --oversubscribe -np 2 " + PZ_TOOL + " fling endgame --balls 6 --out " + dir +
                                " >/dev/null 2>&1";
    const pid_t job = fork();
    REQUIRE(job >= 0);
    if (job == 0) {
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    // Killed once 10 parts of the 6-ball level are recorded (or when the build is over).
    const std::string six = dir + "/" + EndgameTables::file_name(6);
    auto records = [&] {
        int n = 0;
        for (const auto& e : std::filesystem::directory_iterator(dir))
            n += e.path().filename().string().rfind(EndgameTables::file_name(6) + ".part-", 0) == 0;
        return n;
    };
    bool ended = false;
    while (records() < 10 && !std::filesystem::exists(six) && !(ended = waitpid(job, nullptr, WNOHANG) == job))
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    CHECK_FALSE(ended);  // killed midway, not finished
    CHECK_FALSE(std::filesystem::exists(six));
    if (!ended) kill(job, SIGKILL);
    while (waitpid(-1, nullptr, 0) > 0) {
    }
    REQUIRE(prctl(PR_SET_CHILD_SUBREAPER, 0) == 0);
    const Run r = endgame(1, kParts, "--balls 6 --out " + dir);
    INFO(r.err);
    CHECK(r.status == 0);
    check_same_files(threaded, dir, 6);
    CHECK(leftovers(dir) == 0);  // records, and records half-written when the job was killed, are gone
}

TEST_CASE("under mpirun a damaged n-1 table is rebuilt, and a process that fails ends every process with one line") {
    const std::string threaded = fresh_dir("threaded-5"), dir = fresh_dir("damaged");
    REQUIRE(endgame(0, kParts, "--balls 5 --threads 2 --out " + threaded).status == 0);
    REQUIRE(endgame(2, kParts, "--balls 4 --out " + dir).status == 0);
    // A flipped bit in the 4-ball table's data: process 0 says so once, and both rebuild from 4.
    test::flip_bits(dir + "/" + EndgameTables::file_name(4), 200, 4);
    Run r = endgame(2, kParts, "--balls 5 --out " + dir);
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(lines_starting(r.err, "rebuilding from 4 balls: ") == 1);
    CHECK(r.err.find(EndgameTables::file_name(4) + ": checksum mismatch (corrupt file)") != std::string::npos);
    check_same_files(threaded, dir, 5);
    // Process 1 cannot record its first part of the 5-ball level (part 1: a folder holds its name).
    std::filesystem::remove(dir + "/" + EndgameTables::file_name(5));
    const std::string record = dir + "/" + EndgameTables::file_name(5) + ".part-1";
    std::filesystem::create_directories(record + "/in-the-way");
    r = endgame(2, kParts, "--balls 5 --out " + dir);
    CHECK(r.status == 2);
    CHECK(lines_starting(r.err, "puzzlebox-tool: ") == 1);
    CHECK(r.err.find("puzzlebox-tool: process 1 of 2: cannot record a finished part: ") != std::string::npos);
    CHECK(r.err.find(record) != std::string::npos);
    // Out of the way, the build resumes to the same bytes.
    std::filesystem::remove_all(record);
    CHECK(endgame(2, kParts, "--balls 5 --out " + dir).status == 0);
    check_same_files(threaded, dir, 5);
}

} // namespace pz::fling
