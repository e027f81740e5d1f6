// Endgame tables: ranking, retrograde bits against the DFS solver, file round trip and corruption.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "engine/rng.h"
#include "game/fling/endgame.h"
#include "game/fling/generator.h"
#include "game/fling/solver.h"

using namespace pz;
using namespace pz::fling;

namespace {

const EndgameTables& tables6() {
    static EndgameTables t;
    if (t.max_balls() == 0) t.build(6, 2);
    return t;
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

TEST_CASE("tables round-trip through files; a corrupt or missing file is refused") {
    const std::string dir = (std::filesystem::temp_directory_path() / "pz-fling-endgame-test").string();
    std::filesystem::create_directories(dir);
    EndgameTables built;
    built.build(5, 2);
    REQUIRE(built.save(dir).ok());
    EndgameTables loaded;
    REQUIRE(loaded.load(dir, 5).ok());
    CHECK(loaded.max_balls() == 5);
    for (int n = 1; n <= 5; ++n) {
        const uint64_t words = (binomial(kSquares, n) + 31) / 32;
        CHECK(std::equal(built.level(n).words, built.level(n).words + words, loaded.level(n).words));
    }
    // Flip one bit in the 5-ball data.
    const std::string f5 = dir + "/" + EndgameTables::file_name(5);
    {
        std::fstream f(f5, std::ios::in | std::ios::out | std::ios::binary);
        f.seekg(1000);
        char c = 0;
        f.read(&c, 1);
        c ^= 4;
        f.seekp(1000);
        f.write(&c, 1);
    }
    EndgameTables corrupt;
    auto r = corrupt.load(dir, 5);
    REQUIRE(!r.ok());
    CHECK(r.error().message.find("checksum") != std::string::npos);
    CHECK(corrupt.max_balls() == 4);
    EndgameTables missing;
    CHECK(!missing.load(dir, 6).ok());
    std::filesystem::remove_all(dir);
}
