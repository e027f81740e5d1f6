// Endgame databases: for every board of n balls, one "solvable" and one "unique" bit, indexed
// by the board's combinatorial rank, built by retrograde analysis from n-1 and memory-mapped.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "game/core/result.h"
#include "game/fling/board.h"

namespace pz::fling {

constexpr int kMaxTableBalls = 14;

// C(n, k) for n <= 56, k <= 15.
uint64_t binomial(int n, int k);
// Position of b among all boards with the same number of balls, in increasing numeric order
// (the combinatorial number system): a perfect hash onto 0 .. C(56, n)-1.
uint64_t board_rank(Board b);
Board board_unrank(uint64_t rank, int balls);

// One table: 2 bits per board (bit 0 solvable, bit 1 unique), 32 boards per 64-bit word.
struct EndgameLevel {
    int balls = 0;
    uint64_t boards = 0;
    const uint64_t* words = nullptr;
    uint8_t entry(uint64_t rank) const { return static_cast<uint8_t>(words[rank >> 5] >> ((rank & 31) * 2) & 3); }
};

// Levels are built, hashed and written in blocks of this many words (2^20 boards): the file's
// checksum combines the block hashes in order, so a level streamed to disk is never held whole.
constexpr uint64_t kBlockWords = uint64_t{1} << 15;
constexpr uint64_t kBlockBoards = kBlockWords * 32;

// The tables for 1..max_balls, loaded from files (memory-mapped) or built in memory.
class EndgameTables {
public:
    EndgameTables();
    ~EndgameTables();
    EndgameTables(const EndgameTables&) = delete;
    EndgameTables& operator=(const EndgameTables&) = delete;

    int max_balls() const { return max_balls_; }
    bool covers(int balls) const { return balls >= 1 && balls <= max_balls_; }
    bool solvable(Board b) const { return level_[popcount(b)].entry(board_rank(b)) & 1; }
    bool unique(Board b) const { return level_[popcount(b)].entry(board_rank(b)) & 2; }
    const EndgameLevel& level(int balls) const { return level_[balls]; }

    // Progress of a build: (boards done, boards in all levels to build).
    using Progress = std::function<void(uint64_t done, uint64_t total)>;
    // Builds levels max_balls()+1..max_balls in memory with `threads` threads; progress is
    // reported from the calling thread about twice a second.
    void build(int max_balls, int threads, const Progress& progress = {});

    struct FileBuild {
        int threads = 1;
        // A level whose table is larger than this is streamed to its file block by block
        // (memory: the n-1 table plus one block per thread) instead of being built in memory.
        uint64_t memory_budget = uint64_t{1} << 30;
        Progress progress;
    };
    // Builds levels max_balls()+1..max_balls into dir, writing each level's file as soon as it
    // is done; the levels already present (e.g. from load) are the starting point.
    Result<void> build_files(const std::string& dir, int max_balls, const FileBuild& how);

    // Writes fling-endgame-<n>.bin for each level into dir.
    Result<void> save(const std::string& dir) const;
    // Maps fling-endgame-(max_balls()+1)..max_balls.bin from dir, checking each header and
    // checksum; on failure the levels before the bad one stay loaded.
    Result<void> load(const std::string& dir, int max_balls);

    static std::string file_name(int balls);  // "fling-endgame-<n>.bin"

private:
    struct Mapping;
    void install(int balls, const uint64_t* words);
    Result<void> map_file(const std::string& path, int balls, bool verify);
    int max_balls_ = 0;
    EndgameLevel level_[kMaxTableBalls + 1];
    std::vector<std::vector<uint64_t>> owned_;
    std::vector<std::unique_ptr<Mapping>> mapped_;
};

// Boards [first, last) of the n-ball level (first a multiple of 32) from the n-1 table (null
// for n = 1): 2 bits per board into words[0 .. (last-first+31)/32).
void build_endgame_block(int balls, const EndgameLevel* fewer, uint64_t first, uint64_t last, uint64_t* words);

// The solvable/unique bits of one board from the table of boards with one ball fewer (the
// plain definition, one full ranking per child; the block builder must agree with it).
uint8_t endgame_entry(Board b, int balls, const EndgameLevel* fewer);

} // namespace pz::fling
