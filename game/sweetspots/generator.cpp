// Board generation: plant a random valid chest placement, grow one region per chest, group regions
// into zones of k chests, then move single cells between zones until no second solution survives.
#include "game/sweetspots/generator.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

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
        CountResult cr = count_solutions(b, 8, {}, true);
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

} // namespace

Result<Generated> generate_board(const Params& params, uint64_t seed, int max_attempts) {
    auto ok = check_params(params.n, params.k);
    if (!ok) return ok.error();
    Rng rng(seed);
    for (int attempt = 1; attempt <= max_attempts; ++attempt) {
        auto board = unique_board(params.n, params.k, rng);
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
