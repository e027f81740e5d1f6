// Exact solution counting: depth-first over rows, each row one of the precomputed k-chest patterns
// that fits beside the row above, with column/zone counts, cheap feasibility bounds, and a memo of
// dead ends (positions after a row from which no solution follows).
#include "game/sweetspots/solver.h"

#include <algorithm>
#include <array>
#include <bit>

#include "game/core/text.h"

namespace pz::sweetspots {

namespace {

// Positions after a row that lead nowhere, keyed by (row, last row's chests, column counts, zone
// counts): open addressing over 128-bit keys; it stops growing at a fixed size rather than fail.
class DeadEnds {
public:
    bool contains(u128 key) const {
        if (keys_.empty()) return false;
        for (size_t i = slot(key);; i = (i + 1) & mask_) {
            if (keys_[i] == 0) return false;
            if (keys_[i] == key) return true;
        }
    }
    void insert(u128 key) {
        if (keys_.empty()) grow(1 << 12);
        if ((used_ + 1) * 2 > keys_.size()) {
            if (keys_.size() >= kMaxSlots) return;
            grow(keys_.size() * 2);
        }
        put(key);
    }

private:
    static constexpr size_t kMaxSlots = size_t{1} << 22;
    size_t slot(u128 key) const {
        uint64_t h = static_cast<uint64_t>(key) * 0x9e3779b97f4a7c15ull ^ static_cast<uint64_t>(key >> 64) * 0xc2b2ae3d27d4eb4full;
        return static_cast<size_t>(h ^ (h >> 29)) & mask_;
    }
    void put(u128 key) {
        for (size_t i = slot(key);; i = (i + 1) & mask_) {
            if (keys_[i] == key) return;
            if (keys_[i] == 0) {
                keys_[i] = key;
                ++used_;
                return;
            }
        }
    }
    void grow(size_t size) {
        std::vector<u128> old = std::move(keys_);
        keys_.assign(size, 0);
        mask_ = size - 1;
        used_ = 0;
        for (u128 k : old)
            if (k) put(k);
    }
    std::vector<u128> keys_;
    size_t mask_ = 0, used_ = 0;
};

class Counter {
public:
    Counter(const Board& b, uint64_t cap, const Restriction& rs, bool keep_all)
        : b_(b), n_(b.n), k_(b.k), cap_(cap), keep_all_(keep_all) {
        const uint32_t full = (1u << n_) - 1;
        // Every k-subset of columns with no two neighbours: the rows a solution can have.
        for (uint32_t m = 0; m <= full; ++m)
            if (std::popcount(m) == k_ && (m & (m << 1)) == 0) patterns_.push_back(m);
        allowed_.assign(static_cast<size_t>(n_), full);
        required_.assign(static_cast<size_t>(n_), 0);
        for (int r = 0; r < n_; ++r) {
            if (static_cast<size_t>(r) < rs.allowed.size()) allowed_[static_cast<size_t>(r)] = rs.allowed[static_cast<size_t>(r)] & full;
            if (static_cast<size_t>(r) < rs.required.size()) required_[static_cast<size_t>(r)] = rs.required[static_cast<size_t>(r)] & full;
        }
        // last_row[z]: after that row, zone z must be complete.
        // room[z][r]: the most chests zone z can still take in rows r..n-1, ignoring rows above/below.
        last_row_.fill(-1);
        for (int r = 0; r < n_; ++r)
            for (int c = 0; c < n_; ++c) last_row_[static_cast<size_t>(b_.zone_at(r, c))] = r;
        for (auto& row : room_) row.fill(0);
        for (int r = n_ - 1; r >= 0; --r) {
            for (int z = 0; z < n_; ++z) {
                uint32_t cells = 0;
                for (int c = 0; c < n_; ++c)
                    if (b_.zone_at(r, c) == z) cells |= 1u << c;
                cells &= allowed_[static_cast<size_t>(r)];
                zone_rows_[static_cast<size_t>(z)][static_cast<size_t>(r)] = cells;
                int most = 0;  // greedy left to right gives the largest non-adjacent subset of a row
                for (int c = 0; c < n_; ++c)
                    if (cells >> c & 1) { ++most; ++c; }
                room_[static_cast<size_t>(z)][static_cast<size_t>(r)] =
                    std::min(most, k_) + room_[static_cast<size_t>(z)][static_cast<size_t>(r + 1)];
            }
        }
        for (int r = 0; r < n_; ++r)
            for (int c = 0; c < n_; ++c) zone_of_[static_cast<size_t>(r)][static_cast<size_t>(c)] = static_cast<uint8_t>(b_.zone_at(r, c));
        col_count_.fill(0);
        zone_count_.fill(0);
        rows_.assign(static_cast<size_t>(n_), 0);
    }

    CountResult run() {
        if (cap_ > 0) dfs(0, 0, 0, 0, 0);
        return std::move(result_);
    }

private:
    // cols/zones: the counts packed two bits each, so they make a memo key cheaply.
    void dfs(int r, uint32_t prev, uint32_t col_full, uint64_t cols, uint64_t zones) {
        ++result_.nodes;
        if (r == n_) {
            if (result_.count == 0) result_.solution = rows_;
            if (keep_all_) result_.all.push_back(rows_);
            ++result_.count;
            return;
        }
        const uint32_t forbidden = col_full | prev | (prev << 1) | (prev >> 1) | ~allowed_[static_cast<size_t>(r)];
        const uint32_t req = required_[static_cast<size_t>(r)];
        const auto& zrow = zone_of_[static_cast<size_t>(r)];
        const int rows_left = n_ - 1 - r;  // rows after this one
        for (uint32_t p : patterns_) {
            if (p & forbidden) continue;
            if ((p & req) != req) continue;
            // Place the row's chests, checking zone counts.
            bool ok = true;
            uint32_t m = p;
            int placed = 0;
            std::array<int, 3> at{};
            while (m) {
                int c = std::countr_zero(m);
                m &= m - 1;
                int z = zrow[static_cast<size_t>(c)];
                at[static_cast<size_t>(placed++)] = c;
                if (++zone_count_[static_cast<size_t>(z)] > k_) ok = false;
            }
            uint32_t new_full = col_full;
            for (int i = 0; i < placed; ++i) {
                int c = at[static_cast<size_t>(i)];
                if (++col_count_[static_cast<size_t>(c)] == k_) new_full |= 1u << c;
            }
            if (ok) ok = feasible(r, rows_left, p, new_full);
            if (ok) {
                uint64_t ncols = cols, nzones = zones;
                for (int i = 0; i < placed; ++i) {
                    int c = at[static_cast<size_t>(i)];
                    ncols += uint64_t{1} << (2 * c);
                    nzones += uint64_t{1} << (2 * zrow[static_cast<size_t>(c)]);
                }
                // Non-zero by the row bits (row + 1 >= 1), so 0 can mean an empty slot.
                const u128 key = static_cast<u128>(r + 1) | static_cast<u128>(p) << 4 | static_cast<u128>(ncols) << 18 |
                                 static_cast<u128>(nzones) << 46;
                // Near the bottom the subtrees are small: searching them again is cheaper than the memo.
                const bool memo = r + 3 < n_;
                if (!memo || !dead_.contains(key)) {
                    const uint64_t before = result_.count;
                    rows_[static_cast<size_t>(r)] = p;
                    dfs(r + 1, p, new_full, ncols, nzones);
                    if (memo && result_.count == before) dead_.insert(key);
                }
            }
            for (int i = 0; i < placed; ++i) {
                int c = at[static_cast<size_t>(i)];
                --col_count_[static_cast<size_t>(c)];
                --zone_count_[static_cast<size_t>(zrow[static_cast<size_t>(c)])];
            }
            if (result_.count >= cap_) return;
        }
    }

    // After row r (chests p, full columns `full`): every column and zone can still reach k chests
    // in the rows left, counting only cells in open columns that do not touch row r's chests.
    bool feasible(int r, int rows_left, uint32_t p, uint32_t full) const {
        const int col_room = (rows_left + 1) / 2;  // no two chests in a column touch
        for (int c = 0; c < n_; ++c)
            if (k_ - col_count_[static_cast<size_t>(c)] > col_room) return false;
        const uint32_t near = p | p << 1 | p >> 1;
        for (int z = 0; z < n_; ++z) {
            int need = k_ - zone_count_[static_cast<size_t>(z)];
            if (need == 0) continue;
            if (last_row_[static_cast<size_t>(z)] <= r) return false;
            if (need > room_[static_cast<size_t>(z)][static_cast<size_t>(r + 1)]) return false;
            int room = 0;
            for (int rr = r + 1; rr <= last_row_[static_cast<size_t>(z)] && room < need; ++rr) {
                uint32_t m = zone_rows_[static_cast<size_t>(z)][static_cast<size_t>(rr)] & ~full;
                if (rr == r + 1) m &= ~near;
                int most = 0;
                while (m && most < k_) {
                    uint32_t low = m & (~m + 1);
                    ++most;
                    m &= ~(low | low << 1);
                }
                room += most;
            }
            if (room < need) return false;
        }
        return true;
    }

    const Board& b_;
    int n_, k_;
    uint64_t cap_;
    bool keep_all_;
    std::vector<uint32_t> patterns_;
    std::vector<uint32_t> allowed_, required_;
    std::array<int, kMaxSize> last_row_{};
    std::array<std::array<int, kMaxSize + 1>, kMaxSize> room_{};
    std::array<std::array<uint8_t, kMaxSize>, kMaxSize> zone_of_{};
    std::array<std::array<uint32_t, kMaxSize>, kMaxSize> zone_rows_{};  // per zone, per row: its allowed cells
    std::array<int, kMaxSize> col_count_{}, zone_count_{};
    std::vector<uint32_t> rows_;
    DeadEnds dead_;
    CountResult result_;
};

} // namespace

CountResult count_solutions(const Board& b, uint64_t cap, const Restriction& restrict, bool keep_all) {
    if (b.n < 1 || b.n > kMaxSize || b.k < 1 || b.k > 3 || b.zone.size() != static_cast<size_t>(b.n * b.n)) return {};
    return Counter(b, cap, restrict, keep_all).run();
}

std::vector<int> solution_cells(const Board& b, const std::vector<uint32_t>& rows) {
    std::vector<int> out;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r)
        for (int c = 0; c < b.n; ++c)
            if (rows[static_cast<size_t>(r)] >> c & 1) out.push_back(r * b.n + c);
    return out;
}

} // namespace pz::sweetspots
