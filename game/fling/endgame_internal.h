// What the endgame tables' ranking, building and files share: binomials for ranks, the file header
// and block hashes, the next board of a rank order, and the level builder the file writer streams.
// Private to game/fling (no promises); endgame.h is the interface.
#pragma once
#include <atomic>
#include <cstdint>
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
inline constexpr uint32_t kVersion = 2;

struct Header {
    char magic[8];
    uint32_t version;
    uint32_t balls;
    uint64_t boards;
    uint64_t words;
    uint64_t checksum;
    uint64_t block_words;
    uint64_t reserved[2];
};
static_assert(sizeof(Header) == 64);

inline constexpr uint64_t kFnvBasis = 0xcbf29ce484222325ull, kFnvPrime = 0x100000001b3ull;

inline uint64_t block_hash(const uint64_t* w, uint64_t n) {
    uint64_t h = kFnvBasis;
    for (uint64_t i = 0; i < n; ++i) h = (h ^ w[i]) * kFnvPrime;
    return h;
}

// The file checksum: the block hashes, in order, hashed again.
inline uint64_t combine_hashes(const std::vector<uint64_t>& hashes) { return block_hash(hashes.data(), hashes.size()); }

inline uint64_t words_for(uint64_t boards) { return (boards + 31) / 32; }
inline uint64_t blocks_for(uint64_t boards) { return (boards + kBlockBoards - 1) / kBlockBoards; }

inline uint64_t checksum_of(const uint64_t* w, uint64_t words) {
    std::vector<uint64_t> hashes;
    for (uint64_t i = 0; i < words; i += kBlockWords) hashes.push_back(block_hash(w + i, std::min(kBlockWords, words - i)));
    return combine_hashes(hashes);
}

// The next board with the same number of balls in increasing numeric order (Gosper's hack).
inline Board next_combination(Board v) {
    const uint64_t t = v | (v - 1);
    return (t + 1) | (((~t & (t + 1)) - 1) >> (__builtin_ctzll(v) + 1));
}

// One level being built: blocks are handed out in rank order, so the threads work on
// neighbouring blocks and share the parts of the n-1 table their children fall into.
struct LevelJob {
    int balls = 0;
    uint64_t boards = 0;
    const EndgameLevel* fewer = nullptr;
    uint64_t* memory = nullptr;  // the whole table in memory, or
    int fd = -1;                 // the file each block is written to at its offset
    std::vector<uint64_t> hashes;
    std::atomic<uint64_t> next_block{0};
    std::atomic<bool> failed{false};
};

// Writes bytes at an offset of a file (pwrite); false where it fails or there are no files.
bool write_at(int fd, const void* data, size_t bytes, uint64_t offset);

// Progress over the levels of one build: boards done so far, out of every board in those levels.
struct BuildProgress {
    BuildProgress(int first, int last, const EndgameTables::Progress& report) : report(report) {
        for (int n = first; n <= last; ++n) total += binomial(kSquares, n);
    }
    const EndgameTables::Progress& report;
    uint64_t total = 0;
    std::atomic<uint64_t> done{0};
    uint64_t done_before = 0;  // boards in the levels already finished
};

// Runs one level with `threads` threads; the calling thread also reports progress.
void run_level(LevelJob& job, int threads, BuildProgress& run);

// Builds the n-ball level into `table` (sized to fit) from the n-1 level; returns its block hashes.
std::vector<uint64_t> build_level_in_memory(int balls, const EndgameLevel* fewer, std::vector<uint64_t>& table,
                                            int threads, BuildProgress& run);

} // namespace pz::fling::detail
