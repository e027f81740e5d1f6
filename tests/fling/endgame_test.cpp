// Endgame tables: ranking, retrograde bits against the DFS solver, file round trip and corruption.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <future>
#include <iterator>
#include <vector>

#include "engine/rng.h"
#include "game/fling/endgame.h"
#include "game/fling/generator.h"
#include "game/fling/solver.h"
#include "tables.h"

using namespace pz;
using namespace pz::fling;

namespace {

const EndgameTables& tables6() {
    static EndgameTables t(RankLayout::Boards);
    if (t.max_balls() == 0) t.build(6, 2);
    return t;
}

// open_endgame_tables, and the verdict of its worker once it has checked every file.
std::pair<std::shared_ptr<const EndgameTables>, std::string> opened(const std::string& dir) {
    auto verdict = std::make_shared<std::promise<std::string>>();
    auto done = verdict->get_future();
    auto tables = open_endgame_tables(dir, [verdict](const std::string& why) { verdict->set_value(why); });
    return {tables, tables ? done.get() : std::string("no tables")};
}

} // namespace

TEST_CASE("ranking is a bijection onto 0..C(56,n)-1 in numeric order") {
    CHECK(binomial(56, 14) == 5804731963800ull);
    Rng rng(3);
    for (int n = 1; n <= kMaxTableBalls; ++n)
        for (int i = 0; i < 200; ++i) {
            const Board b = random_board(n, rng);
            const uint64_t r = board_rank(b);
            CHECK(r < binomial(kSquares, n));
            CHECK(board_unrank(r, n) == b);
        }
    for (int n = 1; n <= kMaxTableBalls; ++n) {
        CHECK(board_unrank(0, n) == (uint64_t{1} << n) - 1);
        CHECK(board_rank(board_unrank(binomial(kSquares, n) - 1, n)) == binomial(kSquares, n) - 1);
    }
    CHECK(board_rank(0b1011) + 1 == board_rank(0b1101));
}

TEST_CASE("tables for n <= 5 agree with the DFS solver on every board") {
    const EndgameTables& t = tables6();
    Solver solver;
    for (int n = 1; n <= 5; ++n) {
        const EndgameLevel& lv = t.level(n);
        Board b = board_unrank(0, n);
        uint64_t mismatches = 0;
        for (uint64_t r = 0; r < lv.boards; ++r) {
            const uint8_t e = lv.entry(r);
            mismatches += ((e & 1) != 0) != solver.solvable(b);
            mismatches += ((e & 2) != 0) != solver.unique(b);
            const uint64_t v = b | (b - 1);  // next board with n balls
            b = (v + 1) | (((~v & (v + 1)) - 1) >> (__builtin_ctzll(b) + 1));
        }
        INFO(n, " balls");
        CHECK(mismatches == 0);
        solver.forget();
    }
}

TEST_CASE("6-ball table agrees with the DFS solver on a deterministic sample of 200,000 boards") {
    const EndgameTables& t = tables6();
    Solver solver;
    const uint64_t boards = binomial(kSquares, 6), stride = boards / 200000;
    uint64_t mismatches = 0, solvable = 0;
    for (uint64_t r = 0; r < boards; r += stride) {
        const Board b = board_unrank(r, 6);
        const uint8_t e = t.level(6).entry(r);
        mismatches += ((e & 1) != 0) != solver.solvable(b);
        mismatches += ((e & 2) != 0) != solver.unique(b);
        solvable += e & 1;
    }
    CHECK(mismatches == 0);
    CHECK(solvable > 0);
}

TEST_CASE("the solver gives the same answers with tables as without") {
    const EndgameTables& t = tables6();
    Solver with(&t), without;
    Rng rng(21);
    for (int i = 0; i < 60; ++i) {
        const Board b = random_board(4 + static_cast<int>(rng.below(7)), rng);
        CHECK(with.solvable(b) == without.solvable(b));
        CHECK(with.unique(b) == without.unique(b));
        CHECK(with.winning_moves(b) == without.winning_moves(b));
    }
}

TEST_CASE("tables round-trip through files, a corrupt or missing file is refused") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-endgame-test").string();
    std::filesystem::create_directories(dir);
    EndgameTables built;
    built.build(5, 2);
    REQUIRE(built.save(dir).ok());
    EndgameTables loaded;
    REQUIRE(loaded.load(dir, 5).ok());
    CHECK(loaded.max_balls() == 5);
    test::check_same_levels(built, loaded, 5);
    // Flip one bit in the 5-ball data.
    test::flip_bits(dir + "/" + EndgameTables::file_name(5), 1000, 4);
    EndgameTables corrupt;
    auto r = corrupt.load(dir, 5);
    REQUIRE(!r.ok());
    CHECK(r.error().message.find("checksum") != std::string::npos);
    CHECK(corrupt.max_balls() == 4);
    EndgameTables missing;
    CHECK(!missing.load(dir, 6).ok());
    std::filesystem::remove_all(dir);
}

namespace {

std::string file_bytes(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

std::string fresh_dir(const std::string& name) {
    const std::string dir = (std::filesystem::temp_directory_path() / name).string();
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace

TEST_CASE("the block builder agrees with the plain child-by-child definition") {
    const EndgameTables& t = tables6();
    // Whole 4- and 5-ball levels, and 6-ball blocks from the start, the middle and the end
    // (blocks begin mid-group: rows 2..7 of the first board are shared with earlier boards).
    for (int n = 4; n <= 6; ++n) {
        const uint64_t boards = binomial(kSquares, n);
        for (uint64_t first : {uint64_t{0}, boards / 2 / 32 * 32, boards > 70000 ? (boards - 70000) / 32 * 32 : 0}) {
            const uint64_t last = std::min(boards, first + 70000);
            std::vector<uint64_t> words((last - first + 31) / 32);
            build_endgame_block(RankLayout::Boards, n, &t.level(n - 1), first, last, words.data());
            Board b = board_unrank(first, n);
            uint64_t mismatches = 0;
            for (uint64_t r = first; r < last; ++r, b = board_unrank(r, n))
                mismatches += (words[(r - first) >> 5] >> ((r & 31) * 2) & 3) != endgame_entry(b, n, &t.level(n - 1));
            INFO(n, " balls from board ", first);
            CHECK(mismatches == 0);
        }
    }
}

TEST_CASE("streamed levels give byte-identical files to levels built in memory") {
    const std::string mem = fresh_dir("pz-fling-endgame-mem"), streamed = fresh_dir("pz-fling-endgame-streamed");
    EndgameTables built;
    built.build(5, 2);
    REQUIRE(built.save(mem).ok());
    EndgameTables::FileBuild how;
    how.threads = 2;
    how.memory_budget = 0;  // every level streamed block by block
    EndgameTables s;
    REQUIRE(s.build_files(streamed, 5, how).ok());
    for (int n = 1; n <= 5; ++n) {
        INFO(n, " balls");
        CHECK(file_bytes(mem + "/" + EndgameTables::file_name(n)) == file_bytes(streamed + "/" + EndgameTables::file_name(n)));
    }
    // The streamed tables are usable at once, and a fresh load accepts the files.
    CHECK(s.max_balls() == 5);
    EndgameTables loaded;
    REQUIRE(loaded.load(streamed, 5).ok());
    Rng rng(8);
    for (int i = 0; i < 200; ++i) {
        const Board b = random_board(1 + static_cast<int>(rng.below(5)), rng);
        CHECK(loaded.solvable(b) == built.solvable(b));
        CHECK(loaded.unique(b) == built.unique(b));
    }
    std::filesystem::remove_all(mem);
    std::filesystem::remove_all(streamed);
}

TEST_CASE("a file build continues from the valid levels already there and rebuilds a corrupt one") {
    const std::string dir = fresh_dir("pz-fling-endgame-continue");
    EndgameTables::FileBuild how;
    how.threads = 2;
    how.memory_budget = 4096;  // levels 1..3 in memory, 4 streamed
    {
        EndgameTables t;
        REQUIRE(t.build_files(dir, 3, how).ok());
    }
    const std::string three = file_bytes(dir + "/" + EndgameTables::file_name(3));
    EndgameTables t;
    REQUIRE(t.load(dir, 4).ok() == false);  // no 4-ball file yet
    CHECK(t.max_balls() == 3);
    REQUIRE(t.build_files(dir, 4, how).ok());
    CHECK(file_bytes(dir + "/" + EndgameTables::file_name(3)) == three);
    EndgameTables whole;
    whole.build(4, 1);
    test::check_same_levels(whole, t, 4);
    // An old-format file is refused with a clear reason.
    {
        std::fstream f(dir + "/" + EndgameTables::file_name(2), std::ios::in | std::ios::out | std::ios::binary);
        const char version1[4] = {1, 0, 0, 0};
        f.seekp(8);
        f.write(version1, 4);
    }
    EndgameTables old;
    auto r = old.load(dir, 4);
    REQUIRE(!r.ok());
    CHECK(r.error().message.find("version 1") != std::string::npos);
    CHECK(old.max_balls() == 1);
    std::filesystem::remove_all(dir);
}

TEST_CASE("a build stopped midway resumes from its recorded parts to byte-identical files") {
    const std::string whole = fresh_dir("pz-fling-endgame-whole"), resumed = fresh_dir("pz-fling-endgame-resumed");
    EndgameTables::FileBuild how;
    how.threads = 2;
    how.memory_budget = 0;  // every level streamed part by part
    how.block_words = 64;   // 2,048 classes a block: the 4-ball level has 46 blocks, the 5-ball 467
    how.part_blocks = 4;    // 12 and 117 parts
    {
        EndgameTables t;
        REQUIRE(t.build_files(whole, 5, how).ok());
    }
    // Killed (the test hook) after 10 parts of the 4-ball level, then after 50 of the 5-ball one.
    how.stop_after_parts = 10;
    {
        EndgameTables t;
        const auto r = t.build_files(resumed, 5, how);
        REQUIRE(!r.ok());
        CHECK(r.error().message.find("4-ball table (run again to resume)") != std::string::npos);
        CHECK(std::filesystem::exists(resumed + "/" + EndgameTables::file_name(3)));
        CHECK(!std::filesystem::exists(resumed + "/" + EndgameTables::file_name(4)));
        CHECK(std::filesystem::exists(resumed + "/" + EndgameTables::file_name(4) + ".part-0"));
    }
    // A record damaged while the build was down: that part is built again.
    {
        std::ofstream f(resumed + "/" + EndgameTables::file_name(4) + ".part-0", std::ios::trunc);
        f << "fling-endgame-part 1\nlayout 2 balls 4";
    }
    how.stop_after_parts = 50;
    for (int run = 0; run < 2; ++run) {
        EndgameTables t;
        REQUIRE(t.load(resumed, 5).ok() == false);
        const auto r = t.build_files(resumed, 5, how);
        INFO("run ", run);
        CHECK(r.ok() == (run == 1));
        how.stop_after_parts = -1;
    }
    for (int n = 1; n <= 5; ++n) {
        INFO(n, " balls");
        CHECK(file_bytes(whole + "/" + EndgameTables::file_name(n)) == file_bytes(resumed + "/" + EndgameTables::file_name(n)));
    }
    size_t left = 0;
    for (const auto& e : std::filesystem::directory_iterator(resumed)) left += e.path().extension() != ".bin";
    CHECK(left == 0);  // no records or temporary files stay behind
    EndgameTables loaded;
    REQUIRE(loaded.load(resumed, 5).ok());
    EndgameTables memory;
    memory.build(5, 2);
    test::check_same_levels(memory, loaded, 5);
    std::filesystem::remove_all(whole);
    std::filesystem::remove_all(resumed);
}

TEST_CASE("damaged headers and tables of another layout are refused with one line, never read") {
    const std::string dir = fresh_dir("pz-fling-endgame-bad");
    EndgameTables built;
    built.build(3, 1);
    REQUIRE(built.save(dir).ok());
    const std::string three = dir + "/" + EndgameTables::file_name(3);
    auto refused = [&](RankLayout layout) {
        EndgameTables t(layout);
        const auto r = t.load(dir, 3);
        REQUIRE(!r.ok());
        CHECK(r.error().message.find('\n') == std::string::npos);
        CHECK(t.max_balls() == 2);
        return r.error().message;
    };
    // The solvable count in the header (offset 64) is covered by the checksum.
    test::flip_bits(three, 64, 1);
    CHECK(refused(RankLayout::MirrorClasses) == three + ": checksum mismatch (corrupt file)");
    test::flip_bits(three, 64, 1);
    // The layout (offset 48): another layout's table, or no layout at all.
    test::flip_bits(three, 48, 3);  // 2 -> 1: one entry per board, and the size no longer fits
    CHECK(refused(RankLayout::MirrorClasses).find("a table in the one-entry-per-board layout, expected "
                                                  "one-entry-per-mirror-class") != std::string::npos);
    test::flip_bits(three, 48, 3 ^ 8);  // 1 -> 10
    CHECK(refused(RankLayout::MirrorClasses) == three + ": unknown rank layout 10 (rebuild it)");
    test::flip_bits(three, 48, 8);
    EndgameTables good;
    CHECK(good.load(dir, 3).ok());
    std::filesystem::remove(three);
    CHECK(refused(RankLayout::MirrorClasses) == three + ": cannot open");
    std::filesystem::remove_all(dir);
}

TEST_CASE("tables in a folder serve the solver in their own layout, checked at once or on a worker, and the search answers the same") {
    for (RankLayout layout : {RankLayout::MirrorClasses, RankLayout::Boards}) {
        const std::string dir = fresh_dir("pz-fling-endgame-served");
        EndgameTables built(layout);
        built.build(5, 2);
        REQUIRE(built.save(dir).ok());
        std::string why;
        const auto served = load_endgame_tables(dir, &why);
        REQUIRE(served);
        CHECK(served->layout() == layout);
        CHECK(served->max_balls() == 5);
        Solver with(served.get()), without;
        Rng rng(5);
        for (int i = 0; i < 80; ++i) {
            const Board b = random_board(3 + static_cast<int>(rng.below(6)), rng);
            CHECK(with.solvable(b) == without.solvable(b));
            CHECK(with.unique(b) == without.unique(b));
            CHECK(with.winning_moves(b) == without.winning_moves(b));
            CHECK(with.solution(b).has_value() == without.solution(b).has_value());
        }
        // Opened for the game (checked on a worker): once checked, every level serves, the same answers.
        const auto [game, verdict] = opened(dir);
        REQUIRE(game);
        CHECK(verdict.empty());
        CHECK(game->layout() == layout);
        CHECK(game->max_balls() == 5);
        Solver in_game(game.get());
        for (int i = 0; i < 40; ++i) {
            const Board b = random_board(3 + static_cast<int>(rng.below(6)), rng);
            CHECK(in_game.winning_moves(b) == without.winning_moves(b));
            CHECK(in_game.unique(b) == without.unique(b));
        }
        // A damaged 4-ball file: 1..3 still serve, and the reason is given, either way of opening.
        test::flip_bits(dir + "/" + EndgameTables::file_name(4), 200, 2);
        const auto partial = load_endgame_tables(dir, &why);
        REQUIRE(partial);
        CHECK(partial->max_balls() == 3);
        CHECK(why.find("fling-endgame-4.bin: checksum mismatch") != std::string::npos);
        const auto [game_partial, game_why] = opened(dir);
        REQUIRE(game_partial);
        CHECK(game_partial->max_balls() == 3);
        CHECK(game_why == why);
        std::filesystem::remove_all(dir);
        CHECK(!load_endgame_tables(dir, &why));
        CHECK(why.find("no tables here") != std::string::npos);
        CHECK(!open_endgame_tables(dir));
    }
}
