// Board generation: plant a random valid chest placement, grow one region per chest, group regions
// into zones of k chests, then move single cells between zones until no second solution survives.
// Easy boards with 2 chests per unit are instead built zone by zone along the Easy deductions.
#include "game/sweetspots/generator.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <string>
#include <vector>

#include "game/core/i18n.h"
#include "game/core/job.h"

#include "engine/rng.h"
#include "game/sweetspots/solver.h"

namespace pz::sweetspots {

namespace {

constexpr int kDirs[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

// Row masks of a random placement with k chests per row and column, none touching.
std::optional<std::vector<uint32_t>> plant(int n, int k, Rng& rng) {
    std::vector<uint32_t> patterns;
    for (uint32_t m = 0; m < (1u << n); ++m)
        if (std::popcount(m) == k && (m & (m << 1)) == 0) patterns.push_back(m);
    std::vector<uint32_t> rows(static_cast<size_t>(n), 0);
    std::vector<int> cols(static_cast<size_t>(n), 0);
    long budget = 20000;
    auto dfs = [&](auto&& self, int r, uint32_t prev) -> bool {
        if (r == n) return true;
        if (--budget < 0) return false;
        uint32_t full = 0;
        for (int c = 0; c < n; ++c)
            if (cols[static_cast<size_t>(c)] == k) full |= 1u << c;
        const uint32_t forbidden = full | prev | prev << 1 | prev >> 1;
        std::vector<uint32_t> order;
        for (uint32_t p : patterns)
            if (!(p & forbidden)) order.push_back(p);
        rng.shuffle(order.begin(), order.end());
        const int room = (n - r) / 2;  // rows after this one can still give each column this many
        for (uint32_t p : order) {
            bool ok = true;
            for (int c = 0; c < n && ok; ++c) {
                int have = cols[static_cast<size_t>(c)] + static_cast<int>(p >> c & 1);
                if (k - have > room) ok = false;
            }
            if (!ok) continue;
            for (int c = 0; c < n; ++c) cols[static_cast<size_t>(c)] += static_cast<int>(p >> c & 1);
            rows[static_cast<size_t>(r)] = p;
            if (self(self, r + 1, p)) return true;
            for (int c = 0; c < n; ++c) cols[static_cast<size_t>(c)] -= static_cast<int>(p >> c & 1);
            if (budget < 0) return false;
        }
        return false;
    };
    if (!dfs(dfs, 0, 0)) return std::nullopt;
    return rows;
}

// Grows one region from each seed cell by repeatedly claiming a random free cell beside a region.
std::vector<int> grow_regions(int n, const std::vector<int>& seeds, Rng& rng) {
    std::vector<int> owner(static_cast<size_t>(n * n), -1);
    std::vector<std::pair<int, int>> edges;  // (cell, region)
    auto push_free_neighbours = [&](int cell, int region) {
        int r = cell / n, c = cell % n;
        for (const auto& d : kDirs) {
            int rr = r + d[0], cc = c + d[1];
            if (rr >= 0 && rr < n && cc >= 0 && cc < n && owner[static_cast<size_t>(rr * n + cc)] < 0) edges.push_back({rr * n + cc, region});
        }
    };
    for (size_t i = 0; i < seeds.size(); ++i) owner[static_cast<size_t>(seeds[i])] = static_cast<int>(i);
    for (size_t i = 0; i < seeds.size(); ++i) push_free_neighbours(seeds[i], static_cast<int>(i));
    while (!edges.empty()) {
        size_t pick = rng.below(static_cast<uint32_t>(edges.size()));
        auto [cell, region] = edges[pick];
        edges[pick] = edges.back();
        edges.pop_back();
        if (owner[static_cast<size_t>(cell)] >= 0) continue;
        owner[static_cast<size_t>(cell)] = region;
        push_free_neighbours(cell, region);
    }
    return owner;
}

// Groups regions into connected sets of k (k = 1: each region alone); the group index per region.
std::optional<std::vector<int>> group_regions(int n, int k, int regions, const std::vector<int>& owner, Rng& rng) {
    std::vector<int> group(static_cast<size_t>(regions), -1);
    if (k == 1) {
        for (int i = 0; i < regions; ++i) group[static_cast<size_t>(i)] = i;
        return group;
    }
    std::vector<std::vector<int>> adj(static_cast<size_t>(regions));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            int a = owner[static_cast<size_t>(r * n + c)];
            if (c + 1 < n) {
                int b = owner[static_cast<size_t>(r * n + c + 1)];
                if (a != b) adj[static_cast<size_t>(a)].push_back(b), adj[static_cast<size_t>(b)].push_back(a);
            }
            if (r + 1 < n) {
                int b = owner[static_cast<size_t>((r + 1) * n + c)];
                if (a != b) adj[static_cast<size_t>(a)].push_back(b), adj[static_cast<size_t>(b)].push_back(a);
            }
        }
    for (auto& v : adj) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    }
    long budget = 5000;
    int next_group = 0;
    std::vector<int> members;
    // Fills the group being built (members) up to k, then starts the next group.
    auto dfs = [&](auto&& self) -> bool {
        if (--budget < 0) return false;
        if (members.empty()) {
            int first = -1;
            for (int i = 0; i < regions; ++i)
                if (group[static_cast<size_t>(i)] < 0) { first = i; break; }
            if (first < 0) return true;
            members.push_back(first);
            group[static_cast<size_t>(first)] = next_group;
            if (self(self)) return true;
            group[static_cast<size_t>(first)] = -1;
            members.pop_back();
            return false;
        }
        if (static_cast<int>(members.size()) == k) {
            std::vector<int> saved = members;
            members.clear();
            ++next_group;
            if (self(self)) return true;
            --next_group;
            members = saved;
            return false;
        }
        std::vector<int> options;
        for (int m : members)
            for (int b : adj[static_cast<size_t>(m)])
                if (group[static_cast<size_t>(b)] < 0) options.push_back(b);
        std::sort(options.begin(), options.end());
        options.erase(std::unique(options.begin(), options.end()), options.end());
        rng.shuffle(options.begin(), options.end());
        for (int b : options) {
            group[static_cast<size_t>(b)] = next_group;
            members.push_back(b);
            if (self(self)) return true;
            members.pop_back();
            group[static_cast<size_t>(b)] = -1;
            if (budget < 0) return false;
        }
        return false;
    };
    if (!dfs(dfs)) return std::nullopt;
    return group;
}

// True if zone z stays in one piece without cell `gone`.
bool connected_without(const Board& b, int z, int gone) {
    const int n = b.n;
    int start = -1, size = 0;
    for (int i = 0; i < n * n; ++i)
        if (i != gone && b.zone[static_cast<size_t>(i)] == z) {
            ++size;
            if (start < 0) start = i;
        }
    if (start < 0) return false;
    std::vector<uint8_t> seen(static_cast<size_t>(n * n), 0);
    std::vector<int> stack{start};
    seen[static_cast<size_t>(start)] = 1;
    int reached = 0;
    while (!stack.empty()) {
        int i = stack.back();
        stack.pop_back();
        ++reached;
        for (const auto& d : kDirs) {
            int rr = i / n + d[0], cc = i % n + d[1];
            if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
            int j = rr * n + cc;
            if (j != gone && !seen[static_cast<size_t>(j)] && b.zone[static_cast<size_t>(j)] == z) {
                seen[static_cast<size_t>(j)] = 1;
                stack.push_back(j);
            }
        }
    }
    return reached == size;
}

// Zone ids renumbered by first appearance in reading order, so equal maps have equal descs.
void canonical_ids(Board& b) {
    std::vector<int> map(static_cast<size_t>(b.n), -1);
    int next = 0;
    for (auto& z : b.zone) {
        if (map[z] < 0) map[z] = next++;
        z = static_cast<uint8_t>(map[z]);
    }
}

// One try: a board whose only solution is a freshly planted one, or nothing.
std::optional<Board> unique_board(int n, int k, Rng& rng) {
    auto planted = plant(n, k, rng);
    if (!planted) return std::nullopt;
    std::vector<int> seeds;
    std::vector<uint8_t> is_chest(static_cast<size_t>(n * n), 0);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if ((*planted)[static_cast<size_t>(r)] >> c & 1) seeds.push_back(r * n + c), is_chest[static_cast<size_t>(r * n + c)] = 1;
    std::vector<int> owner = grow_regions(n, seeds, rng);
    auto group = group_regions(n, k, static_cast<int>(seeds.size()), owner, rng);
    if (!group) return std::nullopt;
    Board b;
    b.n = n;
    b.k = k;
    b.zone.resize(static_cast<size_t>(n * n));
    for (int i = 0; i < n * n; ++i) b.zone[static_cast<size_t>(i)] = static_cast<uint8_t>((*group)[static_cast<size_t>(owner[static_cast<size_t>(i)])]);

    // Each round kills the rival solutions it sees by moving one of each rival's chests (never a
    // planted one) into a neighbouring zone, which leaves that rival with a wrong count in two zones.
    auto still_valid = [&](const std::vector<uint32_t>& rows) {
        std::vector<int> per(static_cast<size_t>(n), 0);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                if (rows[static_cast<size_t>(r)] >> c & 1) ++per[b.zone[static_cast<size_t>(r * n + c)]];
        return std::all_of(per.begin(), per.end(), [&](int v) { return v == k; });
    };
    for (int round = 0; round < 3 * n; ++round) {
        // Rivals come in the row search's reading order, which keeps every seed's board as it was;
        // the row search itself is the quicker way to them below 12x12, the propagating one from there.
        CountResult cr;
        if (n >= 12) cr = first_solutions(b, 8);
        else if (count_solutions(b, 2).count == 1) return b;
        else cr = count_solutions(b, 8, {}, true);
        if (cr.count == 1) return b;
        if (cr.count == 0) return std::nullopt;  // cannot happen: the planted placement solves it
        for (const auto& rival : cr.all) {
            if (rival == *planted || !still_valid(rival)) continue;
            std::vector<std::pair<int, int>> moves;  // (cell, new zone)
            for (int r = 0; r < n; ++r)
                for (int c = 0; c < n; ++c) {
                    int x = r * n + c;
                    if (!(rival[static_cast<size_t>(r)] >> c & 1) || is_chest[static_cast<size_t>(x)]) continue;
                    int z = b.zone[static_cast<size_t>(x)];
                    if (!connected_without(b, z, x)) continue;
                    for (const auto& d : kDirs) {
                        int rr = r + d[0], cc = c + d[1];
                        if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
                        int to = b.zone[static_cast<size_t>(rr * n + cc)];
                        if (to != z) moves.push_back({x, to});
                    }
                }
            if (moves.empty()) return std::nullopt;
            auto [cell, to] = moves[rng.below(static_cast<uint32_t>(moves.size()))];
            b.zone[static_cast<size_t>(cell)] = static_cast<uint8_t>(to);
        }
    }
    return std::nullopt;
}

// Easy boards with 2 chests per unit are built zone by zone around a planted solution while
// following the Easy techniques as they would go. Random zones almost never give those techniques a
// way in: no zone starts with exactly as many open cells as chests, and a zone of three cells in a
// line (chests at both ends) is rare. So the first zone is such a line, and each later zone joins two
// planted chests by a path of cells the deductions so far have already emptied: its only open cells
// are its chests, so it is solved at once, and its chests empty more cells for the next zone.
// Cells left over join a neighbouring zone; the logical solver then checks the result.
class EasyBuilder {
public:
    EasyBuilder(int n, int k, Rng& rng) : n_(n), k_(k), rng_(rng) {}

    std::optional<Board> build() {
        const int n = n_;
        auto planted = plant(n, k_, rng_);
        if (!planted) return std::nullopt;
        chest_.assign(static_cast<size_t>(n * n), 0);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) chest_[static_cast<size_t>(r * n + c)] = static_cast<uint8_t>((*planted)[static_cast<size_t>(r)] >> c & 1);
        grid_.assign(static_cast<size_t>(n * n), Cell::Open);
        zone_.assign(static_cast<size_t>(n * n), -1);
        units_.clear();
        for (int r = 0; r < n; ++r) {
            units_.emplace_back();
            for (int c = 0; c < n; ++c) units_.back().push_back(r * n + c);
        }
        for (int c = 0; c < n; ++c) {
            units_.emplace_back();
            for (int r = 0; r < n; ++r) units_.back().push_back(r * n + c);
        }
        closed_at_.assign(static_cast<size_t>(n * n), 1 << 30);
        made_at_.assign(static_cast<size_t>(n), 0);
        clock_ = 0;
        for (int z = 0; z < n; ++z) {
            if (!settle()) return std::nullopt;
            std::vector<int> cells = next_zone();
            if (cells.empty()) return std::nullopt;
            for (int x : cells) zone_[static_cast<size_t>(x)] = z;
            made_at_[static_cast<size_t>(z)] = ++clock_;
            units_.push_back(std::move(cells));
        }
        if (!settle()) return std::nullopt;
        // Left-over cells join neighbouring zones, the smallest zone first so sizes stay even: first
        // only zones made after the cell was emptied (so they were still solved at once), then any.
        std::vector<int> size(static_cast<size_t>(n), 0);
        for (int x = 0; x < n * n; ++x)
            if (zone_[static_cast<size_t>(x)] >= 0) ++size[static_cast<size_t>(zone_[static_cast<size_t>(x)])];
        std::vector<int> options;
        for (int pass = 0; pass < 2; ++pass)
            for (;;) {
                int best = -1;  // the smallest zone that can take a cell, and the cells it can take
                for (int z = 0; z < n; ++z) {
                    if (best >= 0 && size[static_cast<size_t>(z)] >= size[static_cast<size_t>(best)]) continue;
                    std::vector<int> cells;
                    for (int x = 0; x < n * n; ++x) {
                        if (zone_[static_cast<size_t>(x)] >= 0 || (pass == 0 && closed_at_[static_cast<size_t>(x)] >= made_at_[static_cast<size_t>(z)])) continue;
                        bool beside = false;
                        for (const auto& d : kDirs) {
                            const int rr = x / n + d[0], cc = x % n + d[1];
                            beside |= rr >= 0 && rr < n && cc >= 0 && cc < n && zone_[static_cast<size_t>(rr * n + cc)] == z;
                        }
                        if (beside) cells.push_back(x);
                    }
                    if (!cells.empty()) best = z, options = std::move(cells);
                }
                if (best < 0) break;
                zone_[static_cast<size_t>(options[rng_.below(static_cast<uint32_t>(options.size()))])] = best;
                ++size[static_cast<size_t>(best)];
            }
        Board b;
        b.n = n;
        b.k = k_;
        b.zone.resize(static_cast<size_t>(n * n));
        for (int x = 0; x < n * n; ++x) b.zone[static_cast<size_t>(x)] = static_cast<uint8_t>(zone_[static_cast<size_t>(x)]);
        return b;
    }

private:
    // Neighbours of chests, full units, and units with just enough room, over the rows, columns and
    // zones made so far, until nothing changes; false if a deduction disagrees with the planted chests.
    bool settle() {
        const int n = n_;
        for (bool changed = true; changed;) {
            changed = false;
            for (int x = 0; x < n * n; ++x) {
                if (grid_[static_cast<size_t>(x)] != Cell::Chest) continue;
                for (int dr = -1; dr <= 1; ++dr)
                    for (int dc = -1; dc <= 1; ++dc) {
                        const int rr = x / n + dr, cc = x % n + dc;
                        if (rr >= 0 && rr < n && cc >= 0 && cc < n && grid_[static_cast<size_t>(rr * n + cc)] == Cell::Open) {
                            grid_[static_cast<size_t>(rr * n + cc)] = Cell::Empty;
                            closed_at_[static_cast<size_t>(rr * n + cc)] = ++clock_;
                            changed = true;
                        }
                    }
            }
            for (const auto& unit : units_) {
                int chests = 0;
                std::vector<int> open;
                for (int x : unit) {
                    if (grid_[static_cast<size_t>(x)] == Cell::Chest) ++chests;
                    else if (grid_[static_cast<size_t>(x)] == Cell::Open) open.push_back(x);
                }
                if (open.empty()) continue;
                for (int x : forced(open, k_ - chests)) {
                    if (x >= 0 && !chest_[static_cast<size_t>(x)]) return false;
                    if (x < 0) grid_[static_cast<size_t>(-x - 1)] = Cell::Empty, closed_at_[static_cast<size_t>(-x - 1)] = ++clock_;
                    else grid_[static_cast<size_t>(x)] = Cell::Chest, ++clock_;
                    changed = true;
                }
            }
        }
        return true;
    }

    // What the Easy techniques decide in one unit: its open cells empty (as -cell-1) once it is full,
    // all of them chests when there are just enough, or every other cell of odd stretches in a line.
    std::vector<int> forced(const std::vector<int>& open, int need) const {
        std::vector<int> out;
        if (need <= 0) {
            for (int x : open) out.push_back(-x - 1);
            return out;
        }
        if (static_cast<int>(open.size()) == need) return open;
        const int n = n_;
        const bool in_row = std::all_of(open.begin(), open.end(), [&](int x) { return x / n == open[0] / n; });
        const bool in_col = std::all_of(open.begin(), open.end(), [&](int x) { return x % n == open[0] % n; });
        if (!in_row && !in_col) return out;
        std::vector<int> line = open;
        std::sort(line.begin(), line.end());
        const int step = in_row ? 1 : n;
        int room = 0;
        for (size_t a = 0; a < line.size();) {
            size_t b = a + 1;
            while (b < line.size() && line[b] == line[b - 1] + step) ++b;
            room += static_cast<int>((b - a + 1) / 2);
            if ((b - a) % 2 == 1)
                for (size_t i = a; i < b; i += 2) out.push_back(line[i]);
            a = b;
        }
        if (room != need) out.clear();
        return out;
    }

    // The cells of a zone the Easy techniques solve at once: two planted chests not yet in a zone,
    // joined through emptied cells, or three free cells in a line with chests at both ends.
    std::vector<int> next_zone() {
        const int n = n_;
        std::vector<std::vector<int>> options;
        std::vector<int> parent(static_cast<size_t>(n * n));
        for (int a = 0; a < n * n; ++a) {
            if (!chest_[static_cast<size_t>(a)] || zone_[static_cast<size_t>(a)] >= 0) continue;
            // Three in a line: a, a free middle cell, and another free planted chest.
            const int r = a / n, c = a % n;
            if (c + 2 < n && chest_[static_cast<size_t>(a + 2)] && zone_[static_cast<size_t>(a + 1)] < 0 && zone_[static_cast<size_t>(a + 2)] < 0)
                options.push_back({a, a + 1, a + 2});
            if (r + 2 < n && chest_[static_cast<size_t>(a + 2 * n)] && zone_[static_cast<size_t>(a + n)] < 0 && zone_[static_cast<size_t>(a + 2 * n)] < 0)
                options.push_back({a, a + n, a + 2 * n});
            // Breadth first through free emptied cells, to free planted chests after a.
            std::fill(parent.begin(), parent.end(), -2);
            parent[static_cast<size_t>(a)] = -1;
            std::vector<int> queue{a};
            for (size_t q = 0; q < queue.size(); ++q) {
                const int x = queue[q];
                for (const auto& d : kDirs) {
                    const int rr = x / n + d[0], cc = x % n + d[1];
                    if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
                    const int y = rr * n + cc;
                    if (parent[static_cast<size_t>(y)] != -2 || zone_[static_cast<size_t>(y)] >= 0) continue;
                    if (chest_[static_cast<size_t>(y)]) {
                        parent[static_cast<size_t>(y)] = x;
                        if (y > a && x != a) {  // chests never touch, so x == a cannot happen; y > a counts each pair once
                            std::vector<int> path;
                            for (int v = y; v >= 0; v = parent[static_cast<size_t>(v)]) path.push_back(v);
                            options.push_back(std::move(path));
                        }
                        continue;  // a path never runs through a third chest
                    }
                    if (grid_[static_cast<size_t>(y)] != Cell::Empty) continue;
                    parent[static_cast<size_t>(y)] = x;
                    queue.push_back(y);
                }
            }
        }
        if (options.empty()) return {};
        // Short zones leave the most room for the ones after them.
        size_t shortest = options[0].size();
        for (const auto& o : options) shortest = std::min(shortest, o.size());
        std::vector<size_t> best;
        for (size_t i = 0; i < options.size(); ++i)
            if (options[i].size() <= shortest + 2) best.push_back(i);
        return options[best[rng_.below(static_cast<uint32_t>(best.size()))]];
    }

    int n_, k_;
    Rng& rng_;
    std::vector<uint8_t> chest_;
    std::vector<Cell> grid_;
    std::vector<int> zone_;
    std::vector<std::vector<int>> units_;
    std::vector<int> closed_at_, made_at_;  // when each cell was emptied, each zone made
    int clock_ = 0;
};

} // namespace

int largest_quick_size(int k, bool has_grade, Grade grade) {
    // Up to these sizes the worst of seeds 1-10 takes under a second of CPU, 11x11 hard with 2 chests
    // 2.8 s (BM_GenerateCustom); one size more, some seed of 1-3 took several seconds or more than half
    // a minute (puzzlebox-tool generate). Columns: any grade, easy, medium, hard, expert.
    constexpr int kLargest[2][5] = {{12, 10, 12, 12, 11}, {11, 11, 10, 11, 11}};
    if (k < 1 || k > 2) return 0;
    return kLargest[k - 1][has_grade ? 1 + static_cast<int>(grade) : 0];
}

Result<void> quick_to_make(const Params& params) {
    const std::string grade = params.has_grade ? std::string(tr(grade_name(params.grade))) : std::string();
    if (params.k >= 3) return fail(tr("Three chests per row need a 14x14 board, which can take minutes to make, so they are not offered."));
    const int largest = largest_quick_size(params.k, params.has_grade, params.grade);
    if (params.n <= largest) return {};
    if (!params.has_grade)
        return fail(trn("A board bigger than {2}×{2} with {1} chest per row can take minutes to make, so it is not offered.",
                        "A board bigger than {2}×{2} with {1} chests per row can take minutes to make, so it is not offered.", params.k, largest));
    return fail(trn("At the {3} grade, a board bigger than {2}×{2} with {1} chest per row can take minutes to make, so it is not offered.",
                    "At the {3} grade, a board bigger than {2}×{2} with {1} chests per row can take minutes to make, so it is not offered.", params.k,
                    largest, grade));
}

Result<Generated> generate_board(const Params& params, uint64_t seed, int max_attempts) {
    auto ok = check_params(params.n, params.k);
    if (!ok) return ok.error();
    Rng rng(seed);
    for (int attempt = 1; attempt <= max_attempts; ++attempt) {
        if (!job_tried(attempt)) return fail("cancelled");  // how many attempts a board takes is not known ahead
        std::optional<Board> board;
        if (params.has_grade && params.grade == Grade::Easy && params.k == 2) {
            board = EasyBuilder(params.n, params.k, rng).build();
            if (board && count_solutions(*board, 2).count != 1) continue;
        } else {
            board = unique_board(params.n, params.k, rng);
        }
        if (!board) continue;
        Logic logic(*board);
        LogicResult res = logic.solve(params.has_grade ? params.grade : Grade::Expert);
        if (!res.solved) continue;
        // Cheapest-first means a higher technique is used only where every lower one is stuck,
        // so "solved at G using a G technique" is "solvable at G and not below".
        if (params.has_grade && res.grade != params.grade) continue;
        canonical_ids(*board);
        Generated g;
        g.board = std::move(*board);
        g.grade = res.grade;
        g.uses = res.uses;
        g.attempts = attempt;
        return g;
    }
    return fail("no " + params.text() + " board found in " + std::to_string(max_attempts) + " attempts from seed " + std::to_string(seed));
}

} // namespace pz::sweetspots
