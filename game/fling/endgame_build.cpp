// Building the endgame tables: retrograde analysis block by block (the fast word-parallel builder
// for one entry per board, n >= 3; classes in endgame_mirror.cpp), a level's parts run on a pool of
// threads, and EndgameTables::build in memory.
#include "game/fling/endgame.h"
#include "game/fling/endgame_internal.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "game/core/text.h"

namespace pz::fling {

using namespace detail;

namespace {

// Everything the block builder looks up per row (7 squares, bit x = column x) or per column
// (8 squares, bit y = row y). A board's rank is the sum over its rows of rank[y][balls in
// earlier rows][row], so a fling, which changes one row or a run of rows in one column, is
// re-ranked from the parent's partial sums by looking up only the rows it changed.
struct RowTables {
    uint64_t rank[kHeight][kMaxTableBalls + 1][128] = {};
    uint8_t balls[128] = {};
    uint64_t spread[128] = {};  // bit x of the row moved to bit 8x: rows become column bytes
    // The distinct rows (columns) left by one fling along the row (column): two flings that
    // leave the same board count once.
    uint8_t row_children[128][2 * kWidth] = {};
    uint8_t row_child_count[128] = {};
    uint8_t column_children[256][2 * kHeight] = {};
    uint8_t column_child_count[256] = {};
    // Bit i set: column child i comes only from flings towards row 0, whose result depends on
    // the squares above the run it changes.
    uint16_t column_child_up_only[256] = {};

    RowTables() {
        for (int r = 0; r < 128; ++r) {
            balls[r] = static_cast<uint8_t>(__builtin_popcount(static_cast<unsigned>(r)));
            for (int x = 0; x < kWidth; ++x)
                if (r >> x & 1) spread[r] |= uint64_t{1} << (8 * x);
            for (int y = 0; y < kHeight; ++y)
                for (int before = 0; before + balls[r] <= kMaxTableBalls; ++before) {
                    uint64_t sum = 0;
                    int t = before;
                    for (int x = 0; x < kWidth; ++x)
                        if (r >> x & 1) sum += kBinom.c[y * kWidth + x][++t];
                    rank[y][before][r] = sum;
                }
            for_each_move(static_cast<Board>(r), [&](Move, Board child) {
                const auto c = static_cast<uint8_t>(child);
                uint8_t& n = row_child_count[r];
                if (std::find(row_children[r], row_children[r] + n, c) == row_children[r] + n) row_children[r][n++] = c;
            });
        }
        for (int col = 0; col < 256; ++col) {
            Board b = 0;
            for (int y = 0; y < kHeight; ++y)
                if (col >> y & 1) b |= bit(y * kWidth);
            uint16_t down = 0;
            for_each_move(b, [&](Move m, Board child) {
                uint8_t c = 0;
                for (int y = 0; y < kHeight; ++y)
                    if (child >> (y * kWidth) & 1) c |= static_cast<uint8_t>(1 << y);
                uint8_t& n = column_child_count[col];
                const auto i = static_cast<int>(std::find(column_children[col], column_children[col] + n, c) - column_children[col]);
                if (i == n) column_children[col][n++] = c;
                if (m.dir == Up) column_child_up_only[col] |= static_cast<uint16_t>(1 << i);
                else down |= static_cast<uint16_t>(1 << i);
            });
            column_child_up_only[col] &= static_cast<uint16_t>(~down);
        }
    }
};

const RowTables& row_tables() {
    static const RowTables t;
    return t;
}

// Boards that differ only in rows 0 and 1 (the "inner" rows) have consecutive ranks, and so do
// their children by any fling that leaves those rows alone: such a child's table entries form
// one run of the n-1 table, read a word (32 boards) at a time for the whole group.
constexpr int kInnerRows = 2;
constexpr int kInnerSquares = kInnerRows * kWidth;
constexpr uint64_t kMaxGroup = 3432;  // C(14, 7)
constexpr uint64_t kMaxGroupWords = (kMaxGroup + 31) / 32;
constexpr uint64_t kLaneLow = 0x5555555555555555ull;  // bit 0 of every 2-bit lane

// For k balls in the inner rows and a column x: lane i (the i-th inner pattern with k balls in
// increasing order) has bit 0 set when column x is empty in the inner rows, the condition for
// a fling towards row 0 to leave them alone.
struct InnerMasks {
    std::vector<uint64_t> words;
    uint32_t offset[kInnerSquares + 1][kWidth] = {};
    InnerMasks() {
        for (int k = 0; k <= kInnerSquares; ++k)
            for (int x = 0; x < kWidth; ++x) {
                offset[k][x] = static_cast<uint32_t>(words.size());
                const uint64_t lanes = kBinom.c[kInnerSquares][k];
                words.resize(words.size() + (lanes + 31) / 32, 0);
                uint64_t lane = 0;
                for (uint32_t p = 0; p < (1u << kInnerSquares); ++p) {
                    if (__builtin_popcount(p) != k) continue;
                    if (!(p >> x & 1) && !(p >> (kWidth + x) & 1)) words[offset[k][x] + lane / 32] |= uint64_t{1} << (lane % 32 * 2);
                    ++lane;
                }
            }
    }
};

const InnerMasks& inner_masks() {
    static const InnerMasks m;
    return m;
}

inline int row_of(int sq) { return sq / kWidth; }

// Builds a block of a level n >= 3. Boards come in increasing rank order (Gosper's hack); the
// per-row partial sums of the current board are refreshed only up to the highest row that
// changed since the previous board, usually the first one or two. Children whose fling leaves
// the inner rows alone are counted once per group of boards sharing rows 2..7, word-parallel;
// only the flings that touch rows 0 and 1 are ranked and looked up board by board.
void build_block_fast(int n, const EndgameLevel& fewer, uint64_t first, uint64_t last, uint64_t* words) {
    const RowTables& t = row_tables();
    const InnerMasks& masks = inner_masks();
    const uint64_t* fw = fewer.words;
    Board b = board_unrank(first, n);
    uint8_t row[kHeight] = {};
    int before[kHeight + 1] = {};       // balls in rows above row y
    uint64_t from[kHeight + 1] = {};    // rank of rows y.. of the board: sum of rank[y'][before[y']][row[y']]
    uint64_t shifted[kHeight] = {};     // the same for rows y+1.. with one ball fewer above them
    uint64_t columns[kHeight + 1] = {}; // rows y.. transposed: byte x = column x
    before[kHeight] = n;
    int top = kHeight - 1;
    uint64_t word = 0;
    uint64_t rank[4 * kMaxTableBalls];
    // The group: boards group_first .. group_first + group_size - 1, one 2-bit lane each.
    uint64_t group_first = 0, group_size = 0;
    uint64_t ones[kMaxGroupWords], twos[kMaxGroupWords], uniq[kMaxGroupWords];

    // Adds the child run starting at rank `child` (lane 0) to the group's counts; mask (if any)
    // says which lanes the child exists for.
    auto add_run = [&](uint64_t child, const uint64_t* mask) {
        const uint64_t group_words = (group_size + 31) / 32;
        const uint64_t last_word = (2 * (child + group_size) - 1) >> 6;
        for (uint64_t j = 0; j < group_words; ++j) {
            const uint64_t pos = 2 * child + 64 * j, q = pos >> 6;
            const unsigned s = pos & 63;
            uint64_t w = fw[q] >> s;
            if (s && q < last_word) w |= fw[q + 1] << (64 - s);
            uint64_t solvable = w & kLaneLow;
            if (mask) solvable &= mask[j];
            twos[j] |= ones[j] & solvable;
            ones[j] |= solvable;
            uniq[j] |= w & (solvable << 1);
        }
    };
    // Ranks child i of column x (pattern col) of the current board, changing rows ylo..yhi.
    auto column_child_rank = [&](int x, unsigned col, unsigned child) {
        const unsigned diff = col ^ child;
        const int ylo = __builtin_ctz(diff), yhi = 31 - __builtin_clz(diff);
        uint64_t cr = shifted[yhi] - from[ylo];
        for (int y = ylo; y <= yhi; ++y) {
            // Balls above row y: the board's count, corrected by column x's change above y
            // (no chain from row to row, so the rows are looked up in parallel).
            const unsigned above_mask = (1u << y) - 1;
            const int above = before[y] + t.balls[child & above_mask] - t.balls[col & above_mask];
            const int nr = (row[y] & ~(1 << x)) | static_cast<int>((child >> y & 1) << x);
            cr += t.rank[y][above][nr];
        }
        return cr;  // plus the board's own rank
    };
    auto start_group = [&]() {
        const int k = before[kInnerRows];
        group_first = from[kInnerRows];  // the board with rows 0..1 at their smallest
        group_size = kBinom.c[kInnerSquares][k];
        const uint64_t group_words = (group_size + 31) / 32;
        std::fill(ones, ones + group_words, 0);
        std::fill(twos, twos + group_words, 0);
        std::fill(uniq, uniq + group_words, 0);
        for (int y = kInnerRows; y < kHeight; ++y) {
            const int rc = t.row_child_count[row[y]];
            const uint64_t base = group_first - from[y] + shifted[y];
            for (int i = 0; i < rc; ++i) add_run(base + t.rank[y][before[y]][t.row_children[row[y]][i]], nullptr);
        }
        for (int x = 0; x < kWidth; ++x) {
            // The column without its inner squares: its flings stay in rows 2..7.
            const unsigned col = static_cast<uint8_t>(columns[0] >> (8 * x)) & ~((1u << kInnerRows) - 1);
            const int cc = t.column_child_count[col];
            for (int i = 0; i < cc; ++i) {
                const uint64_t* mask = t.column_child_up_only[col] >> i & 1 ? &masks.words[masks.offset[k][x]] : nullptr;
                add_run(group_first + column_child_rank(x, col, t.column_children[col][i]), mask);
            }
        }
    };

    for (uint64_t r = first; r < last; ++r) {
        for (int y = 0; y <= top; ++y) row[y] = static_cast<uint8_t>(b >> (y * kWidth) & 127);
        for (int y = 1; y <= top; ++y) before[y] = before[y - 1] + t.balls[row[y - 1]];
        for (int y = top; y >= 0; --y) {
            from[y] = from[y + 1] + t.rank[y][before[y]][row[y]];
            columns[y] = columns[y + 1] | t.spread[row[y]] << y;
            if (y < kHeight - 1)
                shifted[y] = shifted[y + 1] + (before[y + 1] ? t.rank[y + 1][before[y + 1] - 1][row[y + 1]] : 0);
        }
        if (r == first || top >= kInnerRows) start_group();
        // from[0] is the board's own rank; a child's rank keeps the rows above its first changed
        // row (own - from[ylo]), re-ranks its changed rows, and takes the rows below its last
        // changed row with one ball fewer above them (shifted[yhi]).
        const uint64_t own = from[0], lane = own - group_first;
        const unsigned shift = (lane & 31) * 2;
        int solvable = static_cast<int>((ones[lane >> 5] >> shift & 1) + (twos[lane >> 5] >> shift & 1));
        uint64_t unique = uniq[lane >> 5] >> shift;
        if (solvable < 2) {
            int k = 0;
            for (int y = 0; y < kInnerRows; ++y) {
                const int rc = t.row_child_count[row[y]];
                const uint64_t base = own - from[y] + shifted[y];
                const uint64_t* ry = t.rank[y][before[y]];
                for (int i = 0; i < rc; ++i) {
                    const uint64_t cr = base + ry[t.row_children[row[y]][i]];
                    __builtin_prefetch(&fw[cr >> 5]);
                    rank[k++] = cr;
                }
            }
            // Columns with a ball in the inner rows; their flings that change an inner row.
            uint64_t inner_columns = (columns[0] | columns[0] >> 1) & 0x0101010101010101ull;
            for (; inner_columns; inner_columns &= inner_columns - 1) {
                const int x = __builtin_ctzll(inner_columns) / 8;
                const unsigned col = static_cast<uint8_t>(columns[0] >> (8 * x));
                const int cc = t.column_child_count[col];
                for (int i = 0; i < cc; ++i) {
                    const unsigned child = t.column_children[col][i];
                    if (!((col ^ child) & ((1u << kInnerRows) - 1))) continue;  // counted with the group
                    const uint64_t cr = own + column_child_rank(x, col, child);
                    __builtin_prefetch(&fw[cr >> 5]);
                    rank[k++] = cr;
                }
            }
            // Children are distinct boards: count the solvable ones.
            for (int i = 0; i < k; ++i) {
                const uint64_t e = fw[rank[i] >> 5] >> ((rank[i] & 31) * 2);
                solvable += static_cast<int>(e & 1);
                unique |= e;
            }
        }
        const uint64_t entry = solvable == 0 ? 0 : solvable == 1 ? 1 | (unique & 2) : 1;
        word |= entry << ((r & 31) * 2);
        if ((r & 31) == 31 || r + 1 == last) {
            words[(r - first) >> 5] = word;
            word = 0;
        }
        if (r + 1 < last) {
            const Board next = next_combination(b);
            top = row_of(63 - __builtin_clzll(b ^ next));
            b = next;
        }
    }
}

} // namespace

uint8_t endgame_entry(Board b, int balls, const EndgameLevel* fewer) {
    if (balls == 1) return 1;
    if (balls == 2) return any_move(b, [](Move, Board) { return true; }) ? 3 : 0;
    Board child[4 * kMaxTableBalls];
    int n = 0;
    for_each_move(b, [&](Move, Board c) { child[n++] = c; });
    // Children are looked up a few at a time (their entries prefetched together), and not at all
    // once two different solvable ones are known.
    constexpr int kBatch = 4;
    uint64_t index[kBatch];
    Board only = 0;
    uint8_t only_entry = 0;
    for (int i0 = 0; i0 < n; i0 += kBatch) {
        const int m = std::min(kBatch, n - i0);
        for (int j = 0; j < m; ++j) {
            index[j] = fewer->index(child[i0 + j]);
            __builtin_prefetch(&fewer->words[index[j] >> 5]);
        }
        for (int j = 0; j < m; ++j) {
            const uint8_t e = fewer->entry(index[j]);
            if (!(e & 1) || child[i0 + j] == only) continue;
            if (only) return 1;  // two different solvable children: solvable, not unique
            only = child[i0 + j];
            only_entry = e;
        }
    }
    if (!only) return 0;
    return static_cast<uint8_t>(1 | (only_entry & 2));
}

namespace {

BlockCounts count_words(const uint64_t* words, uint64_t n) {
    BlockCounts c;
    for (uint64_t i = 0; i < n; ++i) {
        c.solvable += static_cast<uint64_t>(__builtin_popcountll(words[i] & kLaneLow));
        c.unique += static_cast<uint64_t>(__builtin_popcountll(words[i] & (kLaneLow << 1)));
    }
    return c;
}

} // namespace

BlockCounts build_endgame_block(RankLayout layout, int balls, const EndgameLevel* fewer, uint64_t first, uint64_t last,
                                uint64_t* words) {
    if (layout == RankLayout::MirrorClasses) return build_class_block(balls, fewer, first, last, words);
    if (balls >= 3 && fewer->layout == RankLayout::Boards) {
        build_block_fast(balls, *fewer, first, last, words);
    } else {
        Board b = board_unrank(first, balls);
        uint64_t word = 0;
        for (uint64_t r = first; r < last; ++r) {
            word |= uint64_t{endgame_entry(b, balls, fewer)} << ((r & 31) * 2);
            if ((r & 31) == 31 || r + 1 == last) {
                words[(r - first) >> 5] = word;
                word = 0;
            }
            if (r + 1 < last) b = next_combination(b);
        }
    }
    return count_words(words, words_for(last - first));
}

namespace detail {

namespace {

// The calling thread's part of a level built by a team: about twice a second (and as soon as this
// process's workers are done) it sums over the team the entries built, failures, stops and workers
// still running; process 0 reports the sum. A failure or stop anywhere stops every process's
// workers, and it returns once no process has a worker running, so every process leaves with the
// same final sums.
void follow_team(LevelJob& job, BuildProgress& run, uint64_t base, const std::atomic<int>& running) {
    for (;;) {
        for (int tick = 0; tick < 50 && running.load() > 0; ++tick) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        uint64_t v[4] = {run.done.load() - base, job.failed.load(), job.stopped.load(), static_cast<uint64_t>(running.load())};
        job.team->sum(v, 4);
        if (v[1] && !job.failed) job.halted = true;
        if (v[2]) job.stopped = true;
        if (run.report && (v[3] > 0 || !(v[1] || v[2]))) run.report(base + v[0], run.total);
        if (v[3] == 0) {
            run.done.store(base + v[0]);
            return;
        }
    }
}

} // namespace

// Runs one level with `threads` threads; the calling thread also reports progress.
void run_level(LevelJob& job, int threads, BuildProgress& run) {
    const uint64_t blocks = job.blocks(), parts = job.parts();
    job.hashes.resize(blocks, 0);
    job.part_done.resize(parts, 0);
    const uint64_t block_entries = job.block_words * 32, part_entries = job.part_blocks * block_entries;
    // With a team, the i-th part still to build is process (i mod size)'s: neighbouring parts cost
    // about the same, so every process gets a fair share of each stretch of the level, and parts
    // recorded by an earlier run (of any number of processes) are simply left out.
    std::vector<uint8_t> elsewhere(parts, 0);
    uint64_t to_build = 0;
    for (uint64_t p = 0; p < parts; ++p) {
        if (job.part_done[p]) {
            run.done.fetch_add(std::min(job.entries, (p + 1) * part_entries) - p * part_entries);
            continue;
        }
        if (job.team) elsewhere[p] = to_build % static_cast<uint64_t>(job.team->size()) != static_cast<uint64_t>(job.team->rank());
        ++to_build;
    }
    const uint64_t base = run.done.load();
    auto work = [&job, &run, &elsewhere, blocks, parts, block_entries]() {
        std::vector<uint64_t> buffer(job.memory ? 0 : job.block_words);
        for (;;) {
            if (job.failed.load(std::memory_order_relaxed) || job.stopped.load(std::memory_order_relaxed) ||
                job.halted.load(std::memory_order_relaxed))
                return;
            const uint64_t p = job.next_part.fetch_add(1);
            if (p >= parts) return;
            if (job.part_done[p] || elsewhere[p]) continue;
            const uint64_t first_block = p * job.part_blocks, last_block = std::min(blocks, first_block + job.part_blocks);
            BlockCounts part;
            for (uint64_t c = first_block; c < last_block; ++c) {
                if (job.halted.load(std::memory_order_relaxed)) return;  // another process failed: leave the part unrecorded
                const uint64_t first = c * block_entries, last = std::min(job.entries, first + block_entries);
                const uint64_t words = words_for(last - first);
                uint64_t* out = job.memory ? job.memory + c * job.block_words : buffer.data();
                const BlockCounts counts = build_endgame_block(job.layout, job.balls, job.fewer, first, last, out);
                part.solvable += counts.solvable;
                part.unique += counts.unique;
                job.hashes[c] = block_hash(out, words);
                if (!job.memory && !write_at(job.fd, out, words * 8, sizeof(Header) + c * job.block_words * 8)) {
                    job.record_failure("cannot write " + job.tmp_path + " (disk full?)");
                    return;
                }
                run.done.fetch_add(last - first, std::memory_order_relaxed);
            }
            if (!job.memory) {
                // The part's data is on disk before its record says so.
                const std::string record_path = job.part_path + std::to_string(p);
                const std::string record = part_record(job, p, part, &job.hashes[first_block], last_block - first_block);
                if (!sync_file(job.fd)) {
                    job.record_failure("cannot write " + job.tmp_path + " (disk full?)");
                    return;
                }
                if (auto w = write_file_atomic(record_path, record); !w) {
                    job.record_failure("cannot record a finished part: " + w.error().message);
                    return;
                }
            }
            job.solvable.fetch_add(part.solvable);
            job.unique.fetch_add(part.unique);
            if (job.parts_until_stop.load() >= 0 && job.parts_until_stop.fetch_sub(1) <= 1) job.stopped = true;
        }
    };
    std::vector<std::thread> pool;
    if (job.team) {
        std::atomic<int> running{threads};
        for (int t = 0; t < threads; ++t) pool.emplace_back([&work, &running] {
            work();
            running.fetch_sub(1);
        });
        follow_team(job, run, base, running);
        for (auto& t : pool) t.join();
        run.done_before += job.entries;
        return;
    }
    for (int t = 1; t < threads; ++t) pool.emplace_back(work);
    if (run.report) {
        // The calling thread reports while the pool works, then joins in.
        std::thread reporter_worker(work);
        // Reports about twice a second, and sees a short level end at once.
        for (int tick = 0; run.done.load() < run.done_before + job.entries && !job.failed.load() && !job.stopped.load(); ++tick) {
            if (tick % 50 == 0) run.report(run.done.load(), run.total);
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        reporter_worker.join();
    } else {
        work();
    }
    for (auto& t : pool) t.join();
    if (run.report && !job.failed && !job.stopped) run.report(run.done.load(), run.total);
    run.done_before += job.entries;
}

LevelResult build_level_in_memory(RankLayout layout, int balls, const EndgameLevel* fewer, std::vector<uint64_t>& table,
                                  int threads, BuildProgress& run, uint64_t block_words, EndgameTeam* team) {
    LevelJob job;
    job.layout = layout;
    job.balls = balls;
    job.entries = entries_for(layout, balls);
    job.block_words = block_words;
    job.part_blocks = 1;
    job.fewer = fewer;
    table.assign(words_for(job.entries), 0);
    job.memory = table.data();
    job.team = team;
    run_level(job, threads, run);
    LevelResult r{std::move(job.hashes), job.counts()};
    if (team) {
        // Each process built its blocks into a table of zeros: or-ing the tables (and the block
        // hashes) gives every process the whole level.
        team->merge(table.data(), table.size());
        team->merge(r.hashes.data(), r.hashes.size());
        uint64_t counts[2] = {r.counts.solvable, r.counts.unique};
        team->sum(counts, 2);
        r.counts = {counts[0], counts[1]};
    }
    return r;
}

} // namespace detail

void EndgameTables::build(int max_balls, int threads, const Progress& progress) {
    if (max_balls > kMaxTableBalls) max_balls = kMaxTableBalls;
    if (threads < 1) threads = 1;
    BuildProgress run(layout_, max_balls_ + 1, max_balls, progress);
    owned_.resize(kMaxTableBalls + 1);
    for (int n = max_balls_ + 1; n <= max_balls; ++n) {
        const LevelResult r = build_level_in_memory(layout_, n, n > 1 ? &level_[n - 1] : nullptr, owned_[n], threads, run);
        install(n, owned_[n].data(), r.counts);
        max_balls_ = n;
    }
}

} // namespace pz::fling
