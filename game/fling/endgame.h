// Endgame databases: for every board of n balls (or one board per mirror class), one "solvable" and
// one "unique" bit, indexed by a rank of the layout, built by retrograde analysis from n-1 in parts
// that survive a kill, and memory-mapped (docs/fling-endgame.md).
#pragma once
#include <atomic>
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

// Mirror classes (endgame_mirror.cpp): a board, its left-right and up-down mirrors and its
// half-turn, up to four boards that are all solvable (and unique) or none. class_rank is a perfect
// hash of the classes of one ball count onto 0 .. class_count(n)-1; class_unrank gives the class's
// representative and, in `images`, how many distinct boards the class holds (1, 2 or 4).
uint64_t class_count(int balls);
uint64_t class_rank(Board b);
Board class_unrank(uint64_t rank, int balls, int* images = nullptr);
// mirror bit 0: left-right, bit 1: up-down.
Board mirror_board(Board b, int mirror);

// How a table numbers its entries: one per board (board_rank) or one per mirror class (class_rank).
// The value is written in every file's header; a file of another layout is refused.
enum class RankLayout : uint32_t { Boards = 1, MirrorClasses = 2 };
const char* layout_name(RankLayout layout);
uint64_t entries_for(RankLayout layout, int balls);

// One table: 2 bits per entry (bit 0 solvable, bit 1 unique), 32 entries per 64-bit word.
struct EndgameLevel {
    int balls = 0;
    uint64_t boards = 0;   // every board of this many balls, C(56, balls)
    uint64_t entries = 0;  // boards or classes, as the layout says
    const uint64_t* words = nullptr;
    RankLayout layout = RankLayout::Boards;
    uint64_t solvable = 0, unique = 0;  // boards (not classes) that are solvable, unique
    uint8_t entry(uint64_t index) const { return static_cast<uint8_t>(words[index >> 5] >> ((index & 31) * 2) & 3); }
    uint64_t index(Board b) const { return layout == RankLayout::MirrorClasses ? class_rank(b) : board_rank(b); }
    uint8_t lookup(Board b) const { return entry(index(b)); }
};

// Boards solvable and unique among those a block's entries stand for.
struct BlockCounts {
    uint64_t solvable = 0, unique = 0;
};

// Levels are built, hashed and written in blocks of this many words (2^20 boards): the file's
// checksum combines the block hashes in order, so a level streamed to disk is never held whole.
constexpr uint64_t kBlockWords = uint64_t{1} << 15;
constexpr uint64_t kBlockBoards = kBlockWords * 32;

// The processes of a distributed build (an MPI job: endgame_mpi.cpp), with the few collectives a
// file build needs. Every call is collective: each process makes the same calls in the same order.
// A build without a team is one process, as a build without PZ_MPI always is.
class EndgameTeam {
public:
    virtual ~EndgameTeam() = default;
    virtual int rank() const = 0;  // this process, 0 .. size()-1; process 0 writes headers and whole files
    virtual int size() const = 0;
    // Every process's outcome: ok on all if all are ok, else on all the failure of the first process
    // that failed, its number in front ("process 1 of 2: ...").
    virtual Result<void> agree(Result<void> mine) = 0;
    // words[0..n) summed (sum) or or-ed (merge) over the processes, the result on every process.
    virtual void sum(uint64_t* words, size_t n) = 0;
    virtual void merge(uint64_t* words, size_t n) = 0;
    // bytes[0..n) of process 0 on every process.
    virtual void broadcast(void* bytes, size_t n) = 0;
};
// The team this process belongs to when it was started by mpirun (or another MPI launcher) with more
// than one process; null otherwise, and always without PZ_MPI. MPI stays up while the team lives.
std::unique_ptr<EndgameTeam> join_endgame_team();

// The tables for 1..max_balls, loaded from files (memory-mapped) or built in memory.
class EndgameTables {
public:
    explicit EndgameTables(RankLayout layout = RankLayout::MirrorClasses);
    ~EndgameTables();
    EndgameTables(const EndgameTables&) = delete;
    EndgameTables& operator=(const EndgameTables&) = delete;

    RankLayout layout() const { return layout_; }
    // A level counts once it is installed whole, so tables being checked on another thread
    // (open_endgame_tables) are read safely while it adds levels.
    int max_balls() const { return max_balls_.load(std::memory_order_acquire); }
    bool covers(int balls) const { return balls >= 1 && balls <= max_balls(); }
    bool solvable(Board b) const { return level_[popcount(b)].lookup(b) & 1; }
    bool unique(Board b) const { return level_[popcount(b)].lookup(b) & 2; }
    const EndgameLevel& level(int balls) const { return level_[balls]; }

    // Progress of a build: (boards done, boards in all levels to build).
    using Progress = std::function<void(uint64_t done, uint64_t total)>;
    // Builds levels max_balls()+1..max_balls in memory with `threads` threads; progress is
    // reported from the calling thread about twice a second.
    void build(int max_balls, int threads, const Progress& progress = {});

    struct FileBuild {
        int threads = 1;
        // A level whose table is larger than this is streamed to its file part by part (memory:
        // the n-1 table plus one block per thread) instead of being built in memory.
        uint64_t memory_budget = uint64_t{256} << 20;
        // A streamed level is built in parts of this many blocks; each finished part is recorded
        // on disk, and a build killed midway resumes with the parts not yet recorded.
        uint64_t part_blocks = 64;
        // Words per hashed block (the file's checksum combines the block hashes); tests use small
        // blocks to have many parts in a small level.
        uint64_t block_words = kBlockWords;
        // A test hook: stop (as if killed) once this many parts of a streamed level are recorded.
        int64_t stop_after_parts = -1;
        Progress progress;
        // Called as each level is finished (built or resumed), with the level as installed.
        std::function<void(const EndgameLevel&)> finished;
        // Processes sharing the build (null: this one alone). The i-th part still to build goes to
        // process i mod size, each writes its own blocks and records into the shared folder; levels
        // built in memory are split the same way, block by block, and merged. Progress is reported
        // on process 0 only, and the files are byte for byte those of a one-process build.
        EndgameTeam* team = nullptr;
    };
    // Builds levels max_balls()+1..max_balls into dir, writing each level's file as soon as it
    // is done; the levels already present (e.g. from load) are the starting point, and a streamed
    // level's recorded parts from an earlier, interrupted run are kept.
    Result<void> build_files(const std::string& dir, int max_balls, const FileBuild& how);

    // Writes fling-endgame-<n>.bin for each level into dir.
    Result<void> save(const std::string& dir) const;
    // Maps fling-endgame-(max_balls()+1)..max_balls.bin from dir, checking each header and
    // checksum; on failure the levels before the bad one stay loaded.
    Result<void> load(const std::string& dir, int max_balls);

    static std::string file_name(int balls);  // "fling-endgame-<n>.bin"
    // The layout named in a table file's header, or why it cannot be read.
    static Result<RankLayout> file_layout(const std::string& path);

private:
    struct Mapping;
    void install(int balls, const uint64_t* words, BlockCounts counts);
    Result<void> map_file(const std::string& path, int balls, bool verify);
    RankLayout layout_;
    std::atomic<int> max_balls_{0};
    EndgameLevel level_[kMaxTableBalls + 1];
    std::vector<std::vector<uint64_t>> owned_;
    std::vector<std::unique_ptr<Mapping>> mapped_;
};

// Tables that serve hints, solving and the designer (endgame_serve.cpp). The folder is
// $PUZZLEBOX_FLING_TABLES if set (set and empty: none), else <data folder>/fling-endgame.
std::string served_tables_dir();
// The tables in dir, in the layout its 1-ball file names: levels 1..k up to the first missing or
// bad one (why says what stopped it); null if there is not even a 1-ball table.
std::unique_ptr<EndgameTables> load_endgame_tables(const std::string& dir, std::string* why = nullptr);
// The tables in dir for a program that must not wait on them: returned at once with no level yet,
// while a worker thread checks the files (the 10- and 11-ball files are gigabytes to hash) and
// adds their levels from one ball up, each serving as soon as it checks out; until then the solver
// searches. `checked` is called from the worker when it stops, with why it stopped short ("" once
// every level present serves). Without threads (the web page) the check runs at once. Null if dir
// has not even a readable 1-ball table.
std::shared_ptr<const EndgameTables> open_endgame_tables(const std::string& dir,
                                                         std::function<void(const std::string& why)> checked = {});
// open_endgame_tables(served_tables_dir()), opened on first use and kept for the process; null
// without tables, and then every answer comes from the search as before. A damaged level is
// named on standard error once, and the levels below it serve.
const EndgameTables* served_endgame_tables();

// Entries [first, last) of the n-ball level (first a multiple of 32) in the given layout from the
// n-1 table (null for n = 1, any layout): 2 bits per entry into words[0 .. (last-first+31)/32).
BlockCounts build_endgame_block(RankLayout layout, int balls, const EndgameLevel* fewer, uint64_t first,
                                uint64_t last, uint64_t* words);

// The solvable/unique bits of one board from the table of boards with one ball fewer (the
// plain definition, one full ranking per child; the block builders must agree with it).
uint8_t endgame_entry(Board b, int balls, const EndgameLevel* fewer);

} // namespace pz::fling
