// What the endgame tables' ranking, building and files share: binomials for ranks, the file header
// and block hashes, the next board of a rank order, and the level builder the file writer streams.
// Private to game/fling (no promises); endgame.h is the interface.
#pragma once
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "game/fling/endgame.h"

namespace pz::fling::detail {

struct Binomials {
    uint64_t c[kSquares + 1][kMaxTableBalls + 2] = {};
    Binomials() {
        for (int n = 0; n <= kSquares; ++n) {
            c[n][0] = 1;
            for (int k = 1; k <= kMaxTableBalls + 1; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
        }
    }
};
extern const Binomials kBinom;

inline constexpr char kMagic[8] = {'F', 'L', 'I', 'N', 'G', 'E', 'G', '\0'};
// Version 2: the checksum combines per-block hashes (version 1 hashed the whole table in one pass).
// Version 3: the header names the rank layout and holds the solvable and unique board counts, which
// the checksum covers too.
inline constexpr uint32_t kVersion = 3;

struct Header {
    char magic[8];
    uint32_t version;
    uint32_t balls;
    uint64_t entries;  // boards or mirror classes
    uint64_t words;
    uint64_t checksum;
    uint64_t block_words;
    uint32_t layout;  // RankLayout
    uint32_t reserved0;
    uint64_t boards;  // C(56, balls)
    uint64_t solvable;
    uint64_t unique;
    uint64_t reserved[6];
};
static_assert(sizeof(Header) == 128);

inline constexpr uint64_t kFnvBasis = 0xcbf29ce484222325ull, kFnvPrime = 0x100000001b3ull;

inline uint64_t block_hash(const uint64_t* w, uint64_t n) {
    uint64_t h = kFnvBasis;
    for (uint64_t i = 0; i < n; ++i) h = (h ^ w[i]) * kFnvPrime;
    return h;
}

// The file checksum: the block hashes, in order, hashed again, then the header's layout and counts.
inline uint64_t file_checksum(const std::vector<uint64_t>& hashes, RankLayout layout, BlockCounts counts) {
    uint64_t h = block_hash(hashes.data(), hashes.size());
    for (uint64_t v : {static_cast<uint64_t>(layout), counts.solvable, counts.unique}) h = (h ^ v) * kFnvPrime;
    return h;
}

inline uint64_t words_for(uint64_t entries) { return (entries + 31) / 32; }
inline uint64_t blocks_for(uint64_t entries, uint64_t block_words) {
    return (entries + block_words * 32 - 1) / (block_words * 32);
}

inline std::vector<uint64_t> block_hashes(const uint64_t* w, uint64_t words, uint64_t block_words) {
    std::vector<uint64_t> hashes;
    for (uint64_t i = 0; i < words; i += block_words) hashes.push_back(block_hash(w + i, std::min(block_words, words - i)));
    return hashes;
}

// The next board with the same number of balls in increasing numeric order (Gosper's hack).
inline Board next_combination(Board v) {
    const uint64_t t = v | (v - 1);
    return (t + 1) | (((~t & (t + 1)) - 1) >> (__builtin_ctzll(v) + 1));
}

// One level being built, in parts of part_blocks blocks: a thread takes a whole part and builds
// its blocks in order. Streamed to a file, a finished part is made durable and recorded in its
// own small file (part_path), so a build that is killed resumes with the parts not yet recorded.
struct LevelJob {
    RankLayout layout = RankLayout::MirrorClasses;
    int balls = 0;
    uint64_t entries = 0;
    uint64_t block_words = kBlockWords;
    uint64_t part_blocks = 64;
    const EndgameLevel* fewer = nullptr;
    uint64_t* memory = nullptr;  // the whole table in memory, or
    int fd = -1;                 // the file each block is written to at its offset
    std::string part_path;       // streamed: records go to part_path + part number
    std::string tmp_path;        // streamed: the file fd is, named in errors
    std::vector<uint64_t> hashes;
    std::vector<uint8_t> part_done;  // parts recorded by an earlier run (streamed)
    std::atomic<uint64_t> next_part{0};
    std::atomic<uint64_t> solvable{0}, unique{0};
    std::atomic<bool> failed{false};
    std::string failure;  // what failed here (the first failure's message), set with failed
    std::mutex failure_lock;
    // Another process of the team failed: this one stops too (its unfinished parts unrecorded).
    std::atomic<bool> halted{false};
    EndgameTeam* team = nullptr;
    // A test hook: after this many parts are recorded the build stops as if killed (-1: never).
    std::atomic<int64_t> parts_until_stop{-1};
    std::atomic<bool> stopped{false};
    uint64_t blocks() const { return blocks_for(entries, block_words); }
    uint64_t parts() const { return (blocks() + part_blocks - 1) / part_blocks; }
    BlockCounts counts() const { return {solvable.load(), unique.load()}; }
    void record_failure(const std::string& why) {
        const std::lock_guard<std::mutex> hold(failure_lock);
        if (!failed.exchange(true)) failure = why;
    }
};

// Writes bytes at an offset of a file (pwrite); false where it fails or there are no files.
bool write_at(int fd, const void* data, size_t bytes, uint64_t offset);
// Makes what was written to fd durable (fdatasync); false where it fails.
bool sync_file(int fd);

// A finished part's record: what it covers, its counts and its block hashes (text, one file).
std::string part_record(const LevelJob& job, uint64_t part, BlockCounts counts, const uint64_t* hashes, uint64_t n);
// Reads a record back into job (hashes, counts, part_done); false if it does not fit this job.
bool read_part_record(LevelJob& job, uint64_t part, const std::string& text);

// Progress over the levels of one build: entries done so far, out of every entry in those levels.
struct BuildProgress {
    BuildProgress(RankLayout layout, int first, int last, const EndgameTables::Progress& report) : report(report) {
        for (int n = first; n <= last; ++n) total += entries_for(layout, n);
    }
    const EndgameTables::Progress& report;
    uint64_t total = 0;
    std::atomic<uint64_t> done{0};
    uint64_t done_before = 0;  // entries in the levels already finished
};

// Entries [first, last) of a level of mirror classes (endgame_mirror.cpp).
BlockCounts build_class_block(int balls, const EndgameLevel* fewer, uint64_t first, uint64_t last, uint64_t* words);

// Runs one level with `threads` threads; the calling thread also reports progress. With a team,
// this process builds its share of the parts, and the calling thread sums the progress (and any
// failure or stop) over the team about twice a second until every process's workers are done.
void run_level(LevelJob& job, int threads, BuildProgress& run);

struct LevelResult {
    std::vector<uint64_t> hashes;
    BlockCounts counts;
};
// Builds the n-ball level into `table` (sized to fit) from the n-1 level; with a team, each process
// builds its share of the blocks and the table, hashes and counts are merged on every process.
LevelResult build_level_in_memory(RankLayout layout, int balls, const EndgameLevel* fewer, std::vector<uint64_t>& table,
                                  int threads, BuildProgress& run, uint64_t block_words = kBlockWords,
                                  EndgameTeam* team = nullptr);

} // namespace pz::fling::detail
