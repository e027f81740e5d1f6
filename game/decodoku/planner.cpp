// The Decodoku planner: it searches the moves left before the next burst (a beam over boards) and
// scores each board like a clustering decoder: the moves needed to gather every group (its
// Manhattan spanning tree) plus a steep price on groups whose extent nears the width of the board,
// where one more burst could make them span. Scores update incrementally from a move's parent.
#include "game/decodoku/strategy.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace pz::decodoku {

namespace {

// Board scores are integers (thousandths of a move), so a child's score updated from its
// parent's equals the score summed afresh, exactly and on every platform.
using Score = int64_t;
constexpr Score kUnit = 1000;

// The planner's board score (lower is better).
// Tuned on 100-game runs at L=7 (seeds 1000..1099, honest): the price per number mattered most
// (0.35 -> 305, 0.7 -> 371, 1.2 -> 448, 2 -> 477, 3.5 -> 481, 6 -> 363 mean score).
struct Weights {
    Score gather = kUnit;            // per move needed to gather a group (cheapest zero-sum split)
    Score anyon = 3500;              // per number left on the board: noise merges crowded boards
    Score clear = 1500;              // per move skipped by clearing the board
    Score touching_cap = 50 * kUnit;  // two groups side by side: their merged room, priced up to this
    std::array<Score, kMaxSize + 1> room_price{};  // by rows (or columns) of room left; 0 = spanning

    Weights() {
        // 9 moves for a group one row or column short of spanning; each further row or column
        // of room multiplies the price by 0.38.
        room_price[0] = 1'000'000 * kUnit;
        double price = 27.0;
        for (int r = 1; r <= kMaxSize; ++r, price *= 0.3) room_price[r] = std::llround(price * kUnit);
    }
};

int spanning_tree(int size, const int* cells, int m) {
    // Prim's spanning tree over Manhattan distances: the moves to bring the numbers together.
    std::array<int, kMaxCells> dist;
    std::array<bool, kMaxCells> in{};
    for (int i = 0; i < m; ++i) dist[i] = 1 << 20;
    dist[0] = 0;
    int tree = 0;
    for (int it = 0; it < m; ++it) {
        int u = -1;
        for (int i = 0; i < m; ++i)
            if (!in[i] && (u < 0 || dist[i] < dist[u])) u = i;
        if (u < 0) break;  // cannot happen while it < m; says so to the reader and to cppcheck
        in[u] = true;
        tree += dist[u];
        for (int i = 0; i < m; ++i)
            if (!in[i]) dist[i] = std::min(dist[i], manhattan(size, cells[u], cells[i]));
    }
    return tree;
}

// The moves to clear a group: it may be cleared in parts that each sum to 0 mod 10 (two pairs
// far apart are two short jobs, not one long one), so the cheapest such split is taken.
constexpr int kMaxSplitGroup = 8;
constexpr size_t kSplitMasks = size_t{1} << kMaxSplitGroup;

class GatherCost {
public:
    int operator()(int size, const Values& value, const int* cells, int m) {
        if (m < 3) return m == 2 ? manhattan(size, cells[0], cells[1]) : 0;
        // A direct-mapped cache: the same groups recur across the beam's boards, and a miss only
        // recomputes the same number, so what the cache holds never changes a result.
        uint64_t key = 0xcbf29ce484222325ull ^ static_cast<uint64_t>(size);
        for (int i = 0; i < m; ++i) key = (key ^ static_cast<uint64_t>(cells[i] * 10 + value[cells[i]])) * 0x100000001b3ull;
        key |= 1;  // 0 marks an empty slot
        if (slots_.empty()) slots_.resize(kCacheSlots);
        Slot& slot = slots_[(key ^ key >> 29) & (kCacheSlots - 1)];
        if (slot.key == key) return slot.cost;
        slot.key = key;
        slot.cost = compute(size, value, cells, m);
        return slot.cost;
    }

private:
    static constexpr size_t kCacheSlots = size_t{1} << 15;
    struct Slot {
        uint64_t key = 0;
        int cost = 0;
    };
    std::vector<Slot> slots_;

    static int compute(int size, const Values& value, const int* cells, int m) {
        if (m > kMaxSplitGroup) return spanning_tree(size, cells, m);
        const uint32_t full = (1u << m) - 1;
        std::array<uint8_t, kSplitMasks> sum;
        std::array<uint32_t, kSplitMasks> zero;  // the subsets that sum to 0, smallest mask first
        int nz = 0;
        sum[0] = 0;
        for (uint32_t mask = 1; mask <= full; ++mask) {
            sum[mask] = static_cast<uint8_t>((sum[mask & (mask - 1)] + value[cells[std::countr_zero(mask)]]) % 10);
            if (!sum[mask]) zero[nz++] = mask;
        }
        // A guessed group that does not sum to 0 is gathered whole.
        if (sum[full]) return spanning_tree(size, cells, m);
        // best[p]: the cheapest split of p into zero-sum parts; every part of p, and what the part
        // leaves, is a smaller zero-sum mask, so increasing order has them ready.
        std::array<int, kSplitMasks> tree, best;
        std::array<int, kMaxSplitGroup> sub;
        for (int i = 0; i < nz; ++i) {
            const uint32_t p = zero[i];
            int k = 0;
            for (uint32_t r = p; r; r &= r - 1) sub[k++] = cells[std::countr_zero(r)];
            tree[p] = best[p] = spanning_tree(size, sub.data(), k);
            const uint32_t low = p & (~p + 1);
            for (int j = 0; j < i; ++j) {
                const uint32_t q = zero[j];
                if ((q & low) && !(q & ~p)) best[p] = std::min(best[p], tree[q] + best[p ^ q]);
            }
        }
        return best[full];
    }
};

// One group's part of the score: its box (for the room left and for its neighbours' merged
// room), and the moves to gather it plus the price of its room.
struct GroupStat {
    int32_t label = 0;
    int count = 0;
    int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    Score cost = 0;
    bool spans = false;
};

// What a board's score is made of, kept per board so that a move rescores only what it touched.
struct Eval {
    std::array<GroupStat, kMaxCells> groups;
    int ngroups = 0;
    int numbers = 0;
    int spanning = 0;  // sighted groups touching two opposite edges
    Score group_cost = 0, touch_cost = 0;

    const GroupStat* find(int32_t label) const {
        for (int i = 0; i < ngroups; ++i)
            if (groups[i].label == label) return &groups[i];
        return nullptr;
    }
    Score total(const Weights& w) const { return w.anyon * numbers + group_cost + touch_cost; }
};

// cells receives the group's squares, in order.
GroupStat stat_of(const Sight& s, int32_t label, const Weights& w, GatherCost& gather, std::array<int, kMaxCells>& cells) {
    GroupStat g;
    g.label = label;
    g.x0 = g.y0 = s.size;
    g.x1 = g.y1 = -1;
    for (int c = 0; c < s.size * s.size; ++c) {
        if (!s.value[c] || s.group[c] != label) continue;
        cells[g.count++] = c;
        const int x = c % s.size, y = c / s.size;
        g.x0 = std::min(g.x0, x), g.x1 = std::max(g.x1, x), g.y0 = std::min(g.y0, y), g.y1 = std::max(g.y1, y);
    }
    if (!g.count) return g;
    const int room_x = (s.size - 1) - (g.x1 - g.x0), room_y = (s.size - 1) - (g.y1 - g.y0);
    g.spans = room_x == 0 || room_y == 0;
    g.cost = w.gather * gather(s.size, s.value, cells.data(), g.count) + w.room_price[room_x] + w.room_price[room_y];
    return g;
}

// Two groups side by side: one light noise event merges them, so their merged room is priced.
Score touch_price(const GroupStat& p, const GroupStat& q, int size, const Weights& w) {
    const int room_x = (size - 1) - (std::max(p.x1, q.x1) - std::min(p.x0, q.x0));
    const int room_y = (size - 1) - (std::max(p.y1, q.y1) - std::min(p.y0, q.y0));
    return std::min(w.room_price[room_x], w.touching_cap) + std::min(w.room_price[room_y], w.touching_cap);
}

// The whole board scored afresh (the search's root; tests compare it with the updates).
Eval evaluate(const Sight& s, const Weights& w, GatherCost& gather) {
    Eval e;
    const int n = s.size * s.size;
    for (int c = 0; c < n; ++c) {
        if (!s.value[c]) continue;
        ++e.numbers;
        if (e.find(s.group[c])) continue;
        std::array<int, kMaxCells> cells;
        const GroupStat g = stat_of(s, s.group[c], w, gather, cells);
        e.groups[e.ngroups++] = g;
        e.group_cost += g.cost;
        e.spanning += g.spans;
    }
    auto stat = [&](int32_t label) { return e.find(label); };
    std::array<std::pair<int32_t, int32_t>, 2 * kMaxCells> seen;
    int ns = 0;
    for (int c = 0; c < n; ++c) {
        if (!s.value[c]) continue;
        for (int d : {c + 1, c + s.size}) {
            if (d >= n || (d == c + 1 && d % s.size == 0) || !s.value[d] || s.group[d] == s.group[c]) continue;
            const std::pair<int32_t, int32_t> pair(std::min(s.group[c], s.group[d]), std::max(s.group[c], s.group[d]));
            bool dup = false;
            for (int i = 0; i < ns && !dup; ++i) dup = seen[i] == pair;
            if (dup) continue;
            seen[ns++] = pair;
            e.touch_cost += touch_price(*stat(pair.first), *stat(pair.second), s.size, w);
        }
    }
    return e;
}

// What the moves from one board share: each square's group (an index into its Eval) and each
// group's touching price (the sum over the neighbouring groups it touches).
struct Parent {
    std::array<int, kMaxCells> index{};  // -1 on empty squares
    std::array<Score, kMaxCells> touch{};
    std::vector<std::pair<uint32_t, Score>> pairs;  // (i << 16 | j, price) with i < j

    Parent(const Sight& s, const Eval& e, const Weights& w) {
        const int n = s.size * s.size;
        for (int c = 0; c < n; ++c) {
            index[c] = -1;
            if (!s.value[c]) continue;
            int i = 0;
            while (e.groups[i].label != s.group[c]) ++i;
            index[c] = i;
        }
        for (int c = 0; c < n; ++c) {
            if (!s.value[c]) continue;
            for (int d : {c + 1, c + s.size}) {
                if (d >= n || (d == c + 1 && d % s.size == 0) || !s.value[d] || s.group[d] == s.group[c]) continue;
                const int i = std::min(index[c], index[d]), j = std::max(index[c], index[d]);
                const uint32_t key = static_cast<uint32_t>(i) << 16 | static_cast<uint32_t>(j);
                bool dup = false;
                for (size_t k = 0; k < pairs.size() && !dup; ++k) dup = pairs[k].first == key;
                if (dup) continue;
                const Score price = touch_price(e.groups[i], e.groups[j], s.size, w);
                pairs.emplace_back(key, price);
                touch[i] += price;
                touch[j] += price;
            }
        }
    }
    Score pair_price(int i, int j) const {
        const uint32_t key = static_cast<uint32_t>(std::min(i, j)) << 16 | static_cast<uint32_t>(std::max(i, j));
        for (const auto& [k, price] : pairs)
            if (k == key) return price;
        return 0;
    }
};

// A move scored from its board's Eval: only the moving number's group and the one it lands on
// change, so only they, and the pairs they touch, are priced again.
struct Update {
    int32_t gone[2] = {0, 0};  // labels that left the board's table (0 = none)
    GroupStat made;            // the group the moved number belongs to now (count 0: it vanished)
    int numbers = 0, spanning = 0;
    Score group_cost = 0, touch_cost = 0;
    bool cleared = false;
};

// child receives the board after the move.
Update update(const Sight& s, const Eval& e, const Parent& p, const PlayerMove& m, Sight& child, const Weights& w,
              GatherCost& gather) {
    Update u;
    const int from = m.y * s.size + m.x, to = target_of(s, m);
    const int32_t g = s.group[from], d = s.value[to] ? s.group[to] : 0;
    child = s;
    u.cleared = move_in_sight(child, m);
    const int32_t label = d ? d : g;
    std::array<int, kMaxCells> cells;
    u.made = stat_of(child, label, w, gather, cells);
    const int gi = p.index[from], di = d && d != g ? p.index[to] : -1;
    const GroupStat& old_g = e.groups[gi];
    const GroupStat* old_d = di >= 0 ? &e.groups[di] : nullptr;
    u.gone[0] = g;
    u.gone[1] = old_d ? d : 0;
    u.numbers = e.numbers - (s.value[to] ? (child.value[to] ? 1 : 2) : 0);
    u.group_cost = e.group_cost - old_g.cost - (old_d ? old_d->cost : 0) + u.made.cost;
    u.spanning = e.spanning - old_g.spans - (old_d ? old_d->spans : 0) + u.made.spans;
    u.touch_cost = e.touch_cost - p.touch[gi] - (old_d ? p.touch[di] - p.pair_price(gi, di) : 0);
    // The new group's neighbours: every other square kept its group, so the parent's index holds.
    std::array<bool, kMaxCells> seen{};
    for (int k = 0; k < u.made.count; ++k) {
        const int c = cells[k], x = c % s.size, y = c / s.size;
        const int nbr[4] = {x > 0 ? c - 1 : -1, x + 1 < s.size ? c + 1 : -1, y > 0 ? c - s.size : -1,
                            y + 1 < s.size ? c + s.size : -1};
        for (int nb : nbr) {
            if (nb < 0 || !child.value[nb] || child.group[nb] == label) continue;
            const int j = p.index[nb];
            if (seen[j]) continue;
            seen[j] = true;
            u.touch_cost += touch_price(u.made, e.groups[j], s.size, w);
        }
    }
    return u;
}

void apply_update(Eval& e, const Update& u) {
    int k = 0;
    for (int i = 0; i < e.ngroups; ++i)
        if (e.groups[i].label != u.gone[0] && e.groups[i].label != u.gone[1]) e.groups[k++] = e.groups[i];
    e.ngroups = k;
    if (u.made.count) e.groups[e.ngroups++] = u.made;
    e.numbers = u.numbers;
    e.spanning = u.spanning;
    e.group_cost = u.group_cost;
    e.touch_cost = u.touch_cost;
}

class Planner : public Strategy {
    static constexpr Score kLost = 1'000'000'000 * kUnit;

public:
    explicit Planner(int beam = 24) : beam_(beam) {}
    std::string_view name() const override { return "planner"; }

    std::optional<PlayerMove> choose(const Sight& s, Rng&) override {
        // Follow the plan made at the start of this stretch while the board is as foreseen.
        if (next_ < plan_.size() && same(expected_[next_], s)) return plan_[next_++];
        plan(s);
        if (plan_.empty()) {
            auto moves = legal_moves(s);
            if (moves.empty()) return std::nullopt;
            return moves.front();  // every move loses: any will do
        }
        return plan_[next_++];
    }

private:
    struct Node {
        Sight sight;
        Eval eval;
        Score score = 0;
        int depth = 0;
        std::array<PlayerMove, kNoiseEvery> path{};
        bool done = false;  // the board was cleared: noise comes next
    };

    static bool same(const Sight& a, const Sight& b) {
        return a.size == b.size && a.moves == b.moves && a.value == b.value && a.group == b.group;
    }

    void plan(const Sight& root) {
        plan_.clear();
        expected_.clear();
        next_ = 0;
        const int depth = std::max(1, std::min(root.moves_to_noise, kNoiseEvery));
        std::vector<Node> beam(1);
        beam[0].sight = root;
        beam[0].eval = evaluate(root, w_, gather_);
        std::vector<Node> next;
        bool searched = false;
        // Children are scored first as (score, parent, move) and only the kept ones are built.
        struct Candidate {
            Score score;
            int parent;  // index in beam
            int move;    // index in the parent's legal moves, -1 = carried over (finished)
            bool done;
        };
        auto before = [](const Candidate& a, const Candidate& b) {
            if (a.score != b.score) return a.score < b.score;
            if (a.parent != b.parent) return a.parent < b.parent;
            return a.move < b.move;
        };
        std::vector<Candidate> cands;
        std::vector<std::vector<PlayerMove>> moves_of;
        std::vector<Parent> parents;
        std::vector<int> parent_at;
        Sight child;
        for (int d = 0; d < depth; ++d) {
            cands.clear();
            moves_of.assign(beam.size(), {});
            parents.clear();
            parent_at.assign(beam.size(), -1);
            for (size_t b = 0; b < beam.size(); ++b) {
                const Node& node = beam[b];
                parent_at[b] = static_cast<int>(parents.size());
                if (node.done) {
                    cands.push_back({node.score, static_cast<int>(b), -1, true});
                    continue;
                }
                moves_of[b] = legal_moves(node.sight);
                parents.emplace_back(node.sight, node.eval, w_);
                for (size_t k = 0; k < moves_of[b].size(); ++k) {
                    // A move that leaves a sighted group spanning ends the game there; it stays in,
                    // priced, so that when every move looks lost (an honest guess may be too
                    // coarse) the least bad one is still played.
                    const Update u = update(node.sight, node.eval, parents.back(), moves_of[b][k], child, w_, gather_);
                    const Score score = w_.anyon * u.numbers + u.group_cost + u.touch_cost -
                                        (u.cleared ? w_.clear * (child.moves - root.moves) : 0) + (u.spanning ? kLost : 0);
                    cands.push_back({score, static_cast<int>(b), static_cast<int>(k), u.cleared || u.spanning > 0});
                }
            }
            if (cands.empty()) break;
            // Only the best few are kept: order just enough of them (the order is total, so the
            // kept ones are the same as with a full sort).
            size_t sorted = std::min(cands.size(), static_cast<size_t>(4 * beam_));
            std::partial_sort(cands.begin(), cands.begin() + static_cast<std::ptrdiff_t>(sorted), cands.end(), before);
            next.clear();
            for (size_t i = 0; i < cands.size(); ++i) {
                if (i == sorted) {
                    std::sort(cands.begin() + static_cast<std::ptrdiff_t>(i), cands.end(), before);
                    sorted = cands.size();
                }
                const Candidate& c = cands[i];
                Node node = beam[c.parent];
                if (c.move >= 0) {
                    const PlayerMove& m = moves_of[c.parent][c.move];
                    const Update u = update(beam[c.parent].sight, beam[c.parent].eval, parents[parent_at[c.parent]], m,
                                            node.sight, w_, gather_);
                    apply_update(node.eval, u);
                    node.path[node.depth++] = m;
                    node.score = c.score;
                    node.done = c.done;
                }
                // Different orders of the same moves reach the same board: keep one of each.
                bool dup = false;
                for (const Node& kept : next)
                    if (kept.score == node.score && same(kept.sight, node.sight)) { dup = true; break; }
                if (!dup) next.push_back(node);
                if (static_cast<int>(next.size()) >= beam_) break;
            }
            beam.swap(next);
            searched = true;
        }
        if (!searched) return;
        const Node& best = beam.front();
        Sight s = root;
        for (int i = 0; i < best.depth; ++i) {
            plan_.push_back(best.path[i]);
            expected_.push_back(s);
            move_in_sight(s, best.path[i]);
        }
    }

    int beam_;
    Weights w_;
    GatherCost gather_;
    std::vector<PlayerMove> plan_;
    std::vector<Sight> expected_;
    size_t next_ = 0;
};

} // namespace

std::unique_ptr<Strategy> make_planner() { return std::make_unique<Planner>(); }

// One cache per thread, kept between calls: a fresh one is a 512 KiB table to clear on every
// call, which cost more than the score itself (and 1,300 times more under AddressSanitizer). What
// the cache holds never changes a result.
int64_t planner_score(const Sight& s) {
    thread_local GatherCost gather;
    return evaluate(s, Weights{}, gather).total(Weights{});
}

int64_t planner_score_after(const Sight& s, const PlayerMove& m) {
    thread_local GatherCost gather;
    const Weights w;
    Sight child;
    const Eval e = evaluate(s, w, gather);
    const Update u = update(s, e, Parent(s, e, w), m, child, w, gather);
    return w.anyon * u.numbers + u.group_cost + u.touch_cost;
}

} // namespace pz::decodoku
