// Exact solution counting, two ways. Enumerating (keep_all): depth-first over rows, each row one of the
// precomputed k-chest patterns that fits beside the row above, with column/zone counts, cheap bounds
// and a memo of dead ends; it meets solutions in reading order. Counting: a search over cells that
// propagates forced steps and pigeonhole counts before each branch, far faster on big boards.
#include "game/sweetspots/solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>

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
    Counter(const Board& b, uint64_t cap, const Restriction& rs, bool keep_all, uint64_t limit)
        : b_(b), n_(b.n), k_(b.k), cap_(cap), keep_all_(keep_all), limit_(limit) {
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
        if (limit_ && result_.nodes >= limit_) {
            result_.stopped = true;
            return;
        }
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
            if (result_.count >= cap_ || result_.stopped) return;
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
    uint64_t limit_;
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


// A set of cells as 256 bits; row r is the 16-bit lane at bit 16r (boards are at most 14 wide).
struct Cells {
    std::array<uint64_t, 4> w{};
    static Cells bit(int i) {
        Cells c;
        c.w[static_cast<size_t>(i >> 6)] = uint64_t{1} << (i & 63);
        return c;
    }
    bool has(int i) const { return (w[static_cast<size_t>(i >> 6)] >> (i & 63) & 1) != 0; }
    bool any() const { return (w[0] | w[1] | w[2] | w[3]) != 0; }
    int lowest() const {
        for (size_t i = 0; i < 4; ++i)
            if (w[i]) return static_cast<int>(i) * 64 + std::countr_zero(w[i]);
        return -1;
    }
    uint32_t lane(int r) const { return static_cast<uint32_t>(w[static_cast<size_t>(r >> 2)] >> ((r & 3) * 16)) & 0xffffu; }
    void set(int i) { w[static_cast<size_t>(i >> 6)] |= uint64_t{1} << (i & 63); }
    void reset(int i) { w[static_cast<size_t>(i >> 6)] &= ~(uint64_t{1} << (i & 63)); }
    Cells operator&(const Cells& o) const { return {{w[0] & o.w[0], w[1] & o.w[1], w[2] & o.w[2], w[3] & o.w[3]}}; }
    Cells operator|(const Cells& o) const { return {{w[0] | o.w[0], w[1] | o.w[1], w[2] | o.w[2], w[3] | o.w[3]}}; }
    Cells without(const Cells& o) const { return {{w[0] & ~o.w[0], w[1] & ~o.w[1], w[2] & ~o.w[2], w[3] & ~o.w[3]}}; }
};

// The most chests a line of cells (a bit mask) holds without two touching, counting no further than
// `enough`: take the lowest cell, skip its neighbour, repeat.
int line_room(uint32_t m, int enough) {
    int most = 0;
    while (m && most < enough) {
        const uint32_t low = m & (~m + 1);
        ++most;
        m &= ~(low | low << 1);
    }
    return most;
}

// Counting by propagation over units (rows, columns, zones), for speed on big boards. Each unit keeps
// its chests and open cells; a chest closes its neighbours, a full unit closes, a unit with just
// enough open cells takes them all, and a branch ends when some unit (or pair of neighbouring rows or
// columns, which hold chests at least two apart like one line) has no room left. A pigeonhole count
// over bands of rows and columns closes cells too. It then branches on the first open cell of the unit
// with the fewest open cells per chest needed: a chest there, or not. Solutions come in no fixed order.
class Search {
public:
    Search(const Board& b, uint64_t cap, const Restriction& rs, uint64_t limit) : n_(b.n), k_(b.k), cap_(cap), limit_(limit) {
        const int n = n_;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const int x = r * 16 + c;
                zone_of_[static_cast<size_t>(r)][static_cast<size_t>(c)] = static_cast<uint8_t>(b.zone_at(r, c));
                const std::array<int, 3> units{r, n + c, 2 * n + b.zone_at(r, c)};
                for (size_t i = 0; i < 3; ++i) {
                    units_of_[static_cast<size_t>(x)][i] = static_cast<uint8_t>(units[i]);
                    unit_[static_cast<size_t>(units[i])].set(x);
                }
                for (int dr = -1; dr <= 1; ++dr)
                    for (int dc = -1; dc <= 1; ++dc) {
                        const int rr = r + dr, cc = c + dc;
                        if ((dr || dc) && rr >= 0 && rr < n && cc >= 0 && cc < n) around_[static_cast<size_t>(x)].set(rr * 16 + cc);
                    }
            }
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const size_t row = static_cast<size_t>(r);
                if (row < rs.allowed.size() && !(rs.allowed[row] >> c & 1)) continue;
                start_.open.set(r * 16 + c);
                start_.open_t.set(c * 16 + r);
                for (uint8_t u : units_of_[static_cast<size_t>(r * 16 + c)]) ++start_.left[u];
            }
        start_.dirty = (uint64_t{1} << (3 * n)) - 1;
        for (int r = 0; r < n && start_ok_; ++r)
            for (int c = 0; c < n && start_ok_; ++c)
                if (static_cast<size_t>(r) < rs.required.size() && (rs.required[static_cast<size_t>(r)] >> c & 1)) start_ok_ = place(start_, r * 16 + c);
    }

    CountResult run() {
        if (cap_ > 0 && start_ok_) dfs(start_);
        return std::move(result_);
    }

    // The first `cap` solutions in the row search's reading order, each kept in `all`.
    CountResult run_in_order() {
        if (cap_ == 0 || !start_ok_) return std::move(result_);
        Node s = start_;
        if (auto w = witness(s)) in_order(s, *w);
        return std::move(result_);
    }

private:
    struct Node {
        Cells open;    // cells that may still take a chest
        Cells open_t;  // the same cells by columns: lane c is column c
        Cells chests;
        std::array<uint8_t, 3 * kMaxSize> count{};  // chests per unit
        std::array<uint8_t, 3 * kMaxSize> left{};   // open cells per unit
        uint64_t dirty = 0;  // units that lost open cells since their room was last checked
    };

    void close(Node& s, const Cells& m) const {
        const Cells shut = s.open & m;
        s.open = s.open.without(shut);
        for (size_t i = 0; i < 4; ++i)
            for (uint64_t bits = shut.w[i]; bits; bits &= bits - 1) {
                const int x = static_cast<int>(i) * 64 + std::countr_zero(bits);
                s.open_t.reset((x & 15) * 16 + (x >> 4));
                for (uint8_t u : units_of_[static_cast<size_t>(x)]) {
                    --s.left[u];
                    s.dirty |= uint64_t{1} << u;
                }
            }
    }

    // A chest on open cell x: it and its neighbours close, and so does any unit it fills.
    bool place(Node& s, int x) const {
        if (!s.open.has(x)) return false;
        s.chests.set(x);
        close(s, around_[static_cast<size_t>(x)] | Cells::bit(x));
        for (uint8_t u : units_of_[static_cast<size_t>(x)])
            if (++s.count[u] == k_) close(s, unit_[u]);
        return true;
    }

    // At least the chests the open cells of unit u can hold apart (exact for a row or column).
    int room(const Node& s, int u, int need) const {
        if (u < n_) return line_room(s.open.lane(u), need);
        if (u < 2 * n_) return line_room(s.open_t.lane(u - n_), need);
        // Two neighbouring rows hold chests at least two columns apart, like one line; both pairings.
        const Cells cand = s.open & unit_[static_cast<size_t>(u)];
        int best = need;
        for (int first = 0; first < 2; ++first) {
            int sum = first == 1 ? line_room(cand.lane(0), need) : 0;
            for (int r = first; r < n_ && sum < best; r += 2) sum += line_room(cand.lane(r) | (r + 1 < n_ ? cand.lane(r + 1) : 0), need);
            best = std::min(best, sum);
        }
        return best;
    }

    // Neighbouring rows (or columns) need their chests at least two columns (rows) apart.
    bool pairs(const Node& s) const {
        const int n = n_;
        for (int fam = 0; fam < 2; ++fam) {
            const Cells& lanes = fam == 0 ? s.open : s.open_t;
            for (int a = 0; a + 1 < n; ++a) {
                const int need = 2 * k_ - s.count[static_cast<size_t>(fam * n + a)] - s.count[static_cast<size_t>(fam * n + a + 1)];
                if (need > 0 && line_room(lanes.lane(a) | lanes.lane(a + 1), need) < need) return false;
            }
        }
        return true;
    }

    enum class Step { Dead, Same, Changed };

    // Pigeonhole over a band of neighbouring rows (or columns). The zones whose open cells all lie in
    // the band put their chests there: if they need as many as the band, its other open cells close.
    // The zones with open cells in the band give all its chests: if they need exactly as many, their
    // open cells outside the band close. Either count falling short ends the branch.
    Step confine(Node& s) const {
        const int n = n_;
        std::array<uint32_t, kMaxSize> span_r{}, span_c{};   // per zone: rows (columns) of its open cells
        std::array<uint32_t, kMaxSize> touch_r{}, touch_c{};  // per row (column): zones with open cells there
        for (int r = 0; r < n; ++r)
            for (uint32_t m = s.open.lane(r); m; m &= m - 1) {
                const int c = std::countr_zero(m);
                const int z = zone_of_[static_cast<size_t>(r)][static_cast<size_t>(c)];
                span_r[static_cast<size_t>(z)] |= 1u << r;
                span_c[static_cast<size_t>(z)] |= 1u << c;
                touch_r[static_cast<size_t>(r)] |= 1u << z;
                touch_c[static_cast<size_t>(c)] |= 1u << z;
            }
        std::array<int, kMaxSize> need_z{};
        for (int z = 0; z < n; ++z) need_z[static_cast<size_t>(z)] = k_ - s.count[static_cast<size_t>(2 * n + z)];
        bool changed = false;
        for (int fam = 0; fam < 2; ++fam) {
            const auto& span = fam == 0 ? span_r : span_c;
            const auto& touch = fam == 0 ? touch_r : touch_c;
            // Zones (still needing chests) by the last row of their span, as a bit set.
            std::array<uint32_t, kMaxSize> ends{};
            std::array<int, kMaxSize> first{};
            for (int z = 0; z < n; ++z)
                if (need_z[static_cast<size_t>(z)] > 0) {
                    const uint32_t sp = span[static_cast<size_t>(z)];
                    if (sp == 0) return Step::Dead;
                    ends[static_cast<size_t>(31 - std::countl_zero(sp))] |= 1u << z;
                    first[static_cast<size_t>(z)] = std::countr_zero(sp);
                }
            for (int a = 0; a < n; ++a) {
                int need_band = 0, need_in = 0, need_touched = 0;
                uint32_t touched = 0, inside = 0;
                for (int b = a; b < n; ++b) {
                    need_band += k_ - s.count[static_cast<size_t>(fam * n + b)];
                    for (uint32_t m = touch[static_cast<size_t>(b)] & ~touched; m; m &= m - 1) need_touched += need_z[static_cast<size_t>(std::countr_zero(m))];
                    touched |= touch[static_cast<size_t>(b)];
                    for (uint32_t m = ends[static_cast<size_t>(b)]; m; m &= m - 1) {
                        const int z = std::countr_zero(m);
                        if (first[static_cast<size_t>(z)] >= a) need_in += need_z[static_cast<size_t>(z)], inside |= 1u << z;
                    }
                    if (need_band == 0) continue;
                    if (need_in > need_band || need_touched < need_band) return Step::Dead;
                    if (need_in < need_band && need_touched > need_band) continue;
                    Cells band, zones;
                    for (int v = a; v <= b; ++v) band = band | unit_[static_cast<size_t>(fam * n + v)];
                    for (uint32_t m = need_in == need_band ? inside : touched; m; m &= m - 1)
                        zones = zones | unit_[static_cast<size_t>(2 * n + std::countr_zero(m))];
                    const Cells shut = need_in == need_band ? (s.open & band).without(zones) : (s.open & zones).without(band);
                    if (shut.any()) {
                        close(s, shut);
                        changed = true;
                    }
                }
            }
        }
        return changed ? Step::Changed : Step::Same;
    }

    // Applies forced steps until none is left; false if the position cannot be completed. Leaves in
    // branch_ the unit with the fewest open cells per chest needed (-1 when every unit is full).
    bool settle(Node& s) {
        const int units = 3 * n_;
        for (;;) {
            const uint64_t check = s.dirty;
            s.dirty = 0;
            bool changed = false;
            for (int u = 0; u < units; ++u) {
                const int need = k_ - s.count[static_cast<size_t>(u)];
                if (need == 0) continue;
                const int left = s.left[static_cast<size_t>(u)];
                if (left < need) return false;
                if (left == need) {
                    for (Cells m = s.open & unit_[static_cast<size_t>(u)]; m.any();) {
                        const int x = m.lowest();
                        m.reset(x);
                        if (!place(s, x)) return false;
                    }
                    changed = true;
                } else if (need >= 2 && (check >> u & 1) && room(s, u, need) < need) {
                    return false;
                }
            }
            if (changed) continue;
            if (k_ > 1 && !pairs(s)) return false;
            const Step st = confine(s);
            if (st == Step::Dead) return false;
            if (st == Step::Same) break;
        }
        branch_ = -1;
        int best = 1 << 30;
        for (int u = 0; u < units; ++u) {
            const int need = k_ - s.count[static_cast<size_t>(u)];
            if (need == 0) continue;
            const int ways = s.left[static_cast<size_t>(u)] * 6 / need;
            if (ways < best) best = ways, branch_ = u;
        }
        return true;
    }

    void dfs(Node& s) {
        if (limit_ && result_.nodes >= limit_) {
            result_.stopped = true;
            return;
        }
        ++result_.nodes;
        if (!settle(s)) return;
        if (branch_ < 0) {
            // Every row has its k chests and no unit has more, so every unit has exactly k.
            if (result_.count == 0) result_.solution = rows_of(s);
            found_ = s.chests;
            ++result_.count;
            return;
        }
        const int x = (s.open & unit_[static_cast<size_t>(branch_)]).lowest();
        Node with = s;
        if (place(with, x)) dfs(with);
        if (result_.count >= cap_ || result_.stopped) return;
        close(s, Cells::bit(x));
        dfs(s);
    }

    // Branches on cells in reading order, no chest first, so solutions come in the row search's
    // order. Fixed-order branching is weak at proving a side empty, so a side is entered only with a
    // witness: a solution there, carried down from above or found by the free search (which branches
    // on the tightest unit). Each node then needs at most one free search.
    void in_order(Node& s, const Cells& w) {
        if (limit_ && result_.nodes >= limit_) {
            result_.stopped = true;
            return;
        }
        ++result_.nodes;
        if (!settle(s)) return;  // cannot happen: the witness fits every step
        if (branch_ < 0) {
            if (result_.count == 0) result_.solution = rows_of(s);
            result_.all.push_back(rows_of(s));
            ++result_.count;
            return;
        }
        // Row masks compare as numbers, so within a row the highest column decides first.
        const int x = first_in_order(s.open);
        Node with = s;
        close(s, Cells::bit(x));
        if (!w.has(x)) {
            in_order(s, w);
        } else if (auto other = witness(s)) {
            in_order(s, *other);
        }
        if (result_.count >= cap_ || result_.stopped || !place(with, x)) return;
        if (w.has(x)) {
            in_order(with, w);
        } else if (auto other = witness(with)) {
            in_order(with, *other);
        }
    }

    // A solution of the position by the free search, if it has one.
    std::optional<Cells> witness(Node s) {
        CountResult saved = std::move(result_);
        const uint64_t cap = cap_;
        result_ = {};
        result_.nodes = saved.nodes;
        cap_ = 1;
        dfs(s);
        cap_ = cap;
        std::optional<Cells> found;
        if (result_.count > 0) found = found_;
        saved.nodes = result_.nodes;
        saved.stopped = result_.stopped;
        result_ = std::move(saved);
        if (result_.stopped) return std::nullopt;
        return found;
    }

    std::vector<uint32_t> rows_of(const Node& s) const {
        std::vector<uint32_t> rows(static_cast<size_t>(n_), 0);
        for (int r = 0; r < n_; ++r) rows[static_cast<size_t>(r)] = s.chests.lane(r);
        return rows;
    }

    // The first open cell in the row search's order: rows top down, each from its highest column.
    int first_in_order(const Cells& open) const {
        for (int r = 0; r < n_; ++r)
            if (const uint32_t m = open.lane(r)) return r * 16 + 31 - std::countl_zero(m);
        return -1;
    }

    int n_, k_;
    uint64_t cap_, limit_;
    Cells found_;  // the chests of the last solution the free search met
    std::array<Cells, 3 * kMaxSize> unit_{};
    std::array<std::array<uint8_t, 3>, 256> units_of_{};
    std::array<Cells, 256> around_{};
    std::array<std::array<uint8_t, kMaxSize>, kMaxSize> zone_of_{};
    Node start_;
    bool start_ok_ = true;
    int branch_ = -1;
    CountResult result_;
};

} // namespace

CountResult count_solutions(const Board& b, uint64_t cap, const Restriction& restrict, bool keep_all, uint64_t node_limit) {
    if (b.n < 1 || b.n > kMaxSize || b.k < 1 || b.k > 3 || b.zone.size() != static_cast<size_t>(b.n * b.n)) return {};
    if (keep_all) return Counter(b, cap, restrict, keep_all, node_limit).run();
    return Search(b, cap, restrict, node_limit).run();
}

CountResult first_solutions(const Board& b, uint64_t cap) {
    if (b.n < 1 || b.n > kMaxSize || b.k < 1 || b.k > 3 || b.zone.size() != static_cast<size_t>(b.n * b.n)) return {};
    return Search(b, cap, {}, 0).run_in_order();
}

std::vector<int> solution_cells(const Board& b, const std::vector<uint32_t>& rows) {
    std::vector<int> out;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r)
        for (int c = 0; c < b.n; ++c)
            if (rows[static_cast<size_t>(r)] >> c & 1) out.push_back(r * b.n + c);
    return out;
}

} // namespace pz::sweetspots
