// Decodoku strategies: random, greedy (cancel, else step toward a partner) and the planner, which
// searches the moves left before the next burst and scores each board like a clustering decoder:
// the moves needed to gather every group (its Manhattan spanning tree) plus a steep price on
// groups whose extent nears the width of the board, where one more burst could make them span.
#include "game/decodoku/strategy.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace pz::decodoku {

std::string_view info_name(Info i) { return i == Info::Honest ? "honest" : "omniscient"; }

Result<Info> parse_info(std::string_view text) {
    if (text == "honest") return Info::Honest;
    if (text == "omniscient") return Info::Omniscient;
    return fail("info '" + std::string(text) + "': expected honest or omniscient");
}

Sight sight_of(const DecodokuState& s, Info info) {
    Sight v;
    v.size = s.board.size;
    v.value = s.board.value;
    v.group = info == Info::Omniscient ? s.board.cluster : s.tracker.group;
    v.moves = s.moves;
    v.moves_to_noise = s.moves_to_noise();
    return v;
}

std::vector<PlayerMove> legal_moves(const Sight& s) {
    std::vector<PlayerMove> out;
    for (int c = 0; c < s.size * s.size; ++c) {
        if (!s.value[c]) continue;
        const int x = c % s.size, y = c / s.size;
        if (x > 0) out.push_back({x, y, Dir::Left});
        if (x + 1 < s.size) out.push_back({x, y, Dir::Right});
        if (y > 0) out.push_back({x, y, Dir::Up});
        if (y + 1 < s.size) out.push_back({x, y, Dir::Down});
    }
    return out;
}

namespace {

int target_of(const Sight& s, const PlayerMove& m) {
    return (m.y + dir_dy(m.dir)) * s.size + m.x + dir_dx(m.dir);
}

// The sighted board after a move, with the same group bookkeeping as the game and the tracker.
// Returns false when the move makes a group span (a loss).
bool apply_to_sight(Sight& s, const PlayerMove& m, bool* cleared = nullptr) {
    const int from = m.y * s.size + m.x, to = target_of(s, m);
    if (!s.value[to]) {
        s.value[to] = s.value[from];
        s.group[to] = s.group[from];
    } else {
        const int32_t g = s.group[from], d = s.group[to];
        if (g != d)
            for (int i = 0; i < s.size * s.size; ++i)
                if (s.group[i] == g) s.group[i] = d;
        s.value[to] = static_cast<uint8_t>((s.value[to] + s.value[from]) % 10);
        if (!s.value[to]) s.group[to] = 0;
    }
    s.value[from] = 0;
    s.group[from] = 0;
    s.moves++;
    s.moves_to_noise--;
    bool empty = true;
    for (int i = 0; i < s.size * s.size && empty; ++i) empty = !s.value[i];
    if (empty) {
        s.moves += s.moves_to_noise;  // the board-cleared skip
        s.moves_to_noise = 0;
    }
    if (cleared) *cleared = empty;
    // Spanning check on the sighted groups.
    Board b;
    b.size = s.size;
    b.value = s.value;
    b.cluster = s.group;
    return spanning_cluster(b) == 0;
}

class RandomStrategy : public Strategy {
public:
    std::string_view name() const override { return "random"; }
    std::optional<PlayerMove> choose(const Sight& s, Rng& rng) override {
        auto moves = legal_moves(s);
        if (moves.empty()) return std::nullopt;
        return moves[rng.below(static_cast<uint32_t>(moves.size()))];
    }
};

int manhattan(int size, int a, int b) { return std::abs(a % size - b % size) + std::abs(a / size - b / size); }

// One step from a toward b (horizontal first when both would shorten the way).
PlayerMove step_toward(int size, int a, int b) {
    const int ax = a % size, ay = a / size, bx = b % size, by = b / size;
    if (ax != bx) return {ax, ay, bx > ax ? Dir::Right : Dir::Left};
    return {ax, ay, by > ay ? Dir::Down : Dir::Up};
}

class GreedyStrategy : public Strategy {
public:
    std::string_view name() const override { return "greedy"; }
    std::optional<PlayerMove> choose(const Sight& s, Rng& rng) override {
        const int n = s.size * s.size;
        // Cancel: two neighbours that sum to 0 mod 10, preferring a pair from one group.
        std::optional<PlayerMove> cancel_any;
        for (int c = 0; c < n; ++c) {
            if (!s.value[c]) continue;
            for (int d : {c + 1, c + s.size}) {
                if (d >= n || (d == c + 1 && d % s.size == 0) || !s.value[d]) continue;
                if ((s.value[c] + s.value[d]) % 10) continue;
                PlayerMove m = step_toward(s.size, c, d);
                if (s.group[c] == s.group[d]) return m;
                if (!cancel_any) cancel_any = m;
            }
        }
        if (cancel_any) return cancel_any;
        // Else the closest two members of a group: one step toward each other.
        int best = 1 << 30, ba = -1, bb = -1;
        for (int a = 0; a < n; ++a) {
            if (!s.value[a]) continue;
            for (int b = a + 1; b < n; ++b) {
                if (!s.value[b] || s.group[a] != s.group[b]) continue;
                const int dist = manhattan(s.size, a, b);
                if (dist < best) best = dist, ba = a, bb = b;
            }
        }
        if (ba >= 0) return step_toward(s.size, ba, bb);
        RandomStrategy r;
        return r.choose(s, rng);
    }
};

// The planner's board score (lower is better).
// Tuned on 100-game runs at L=7 (seeds 1000..1099, honest): the price per number mattered most
// (0.35 -> 305, 0.7 -> 371, 1.2 -> 448, 2 -> 477, 3.5 -> 481, 6 -> 363 mean score).
struct Weights {
    double gather = 1.0;     // per move needed to gather a group (cheapest zero-sum split)
    double anyon = 3.5;      // per number left on the board: noise merges crowded boards
    double near_span = 9.0;  // a group one row or column short of spanning
    double decay = 0.38;     // each further row or column of room multiplies the price by this
    double clear = 1.5;      // per move skipped by clearing the board
    double touching = 1.0;   // two groups side by side: one light noise event merges them
    std::array<double, kMaxSize + 1> room_price{};  // by rows (or columns) of room left; 0 = spanning

    Weights() {
        for (int r = 0; r <= kMaxSize; ++r) room_price[r] = r == 0 ? 1e6 : near_span * std::pow(decay, r - 1);
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
        if (m > kMaxSplitGroup || m < 3) return spanning_tree(size, cells, m);
        uint64_t key = 0xcbf29ce484222325ull ^ static_cast<uint64_t>(size);
        for (int i = 0; i < m; ++i) key = (key ^ static_cast<uint64_t>(cells[i] * 10 + value[cells[i]])) * 0x100000001b3ull;
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        const uint32_t full = (1u << m) - 1;
        std::array<int, kSplitMasks> tree;
        std::array<int, kSplitMasks> best;
        std::array<int, kMaxSplitGroup> sub;
        for (uint32_t mask = 1; mask <= full; ++mask) {
            int sum = 0, k = 0;
            for (int i = 0; i < m; ++i)
                if (mask >> i & 1) sum += value[cells[i]], sub[k++] = cells[i];
            tree[mask] = sum % 10 ? -1 : spanning_tree(size, sub.data(), k);
        }
        best[0] = 0;
        for (uint32_t mask = 1; mask <= full; ++mask) {
            best[mask] = -1;
            const uint32_t low = mask & (~mask + 1), rest = mask ^ low;
            for (uint32_t part = rest;; part = (part - 1) & rest) {
                const uint32_t with = part | low;
                if (tree[with] >= 0 && best[mask ^ with] >= 0 && (best[mask] < 0 || tree[with] + best[mask ^ with] < best[mask]))
                    best[mask] = tree[with] + best[mask ^ with];
                if (!part) break;
            }
        }
        // A guessed group that does not sum to 0 is gathered whole.
        const int cost = best[full] >= 0 ? best[full] : spanning_tree(size, cells, m);
        if (memo_.size() > 200000) memo_.clear();
        memo_.emplace(key, cost);
        return cost;
    }

private:
    std::unordered_map<uint64_t, int> memo_;
};

double evaluate(const Sight& s, const Weights& w, GatherCost& gather) {
    const int n = s.size * s.size;
    // Numbers grouped by label (then by square): a small insertion sort keeps this allocation-free.
    std::array<int, kMaxCells> cells;
    int k = 0;
    for (int c = 0; c < n; ++c) {
        if (!s.value[c]) continue;
        int i = k++;
        while (i > 0 && s.group[cells[i - 1]] > s.group[c]) {
            cells[i] = cells[i - 1];
            --i;
        }
        cells[i] = c;
    }
    double cost = w.anyon * k;
    struct Box { int32_t label; int x0, x1, y0, y1; };
    std::array<Box, kMaxCells> boxes;
    int nb = 0;
    for (int a = 0; a < k;) {
        int b = a;
        while (b < k && s.group[cells[b]] == s.group[cells[a]]) ++b;
        Box bx{s.group[cells[a]], s.size, -1, s.size, -1};
        for (int i = a; i < b; ++i) {
            const int x = cells[i] % s.size, y = cells[i] / s.size;
            bx.x0 = std::min(bx.x0, x), bx.x1 = std::max(bx.x1, x), bx.y0 = std::min(bx.y0, y), bx.y1 = std::max(bx.y1, y);
        }
        boxes[nb++] = bx;
        const int room_x = (s.size - 1) - (bx.x1 - bx.x0), room_y = (s.size - 1) - (bx.y1 - bx.y0);
        cost += w.gather * gather(s.size, s.value, &cells[a], b - a) + w.room_price[room_x] + w.room_price[room_y];
        a = b;
    }
    if (w.touching > 0) {
        // Neighbouring squares of two groups: the merged group's room, priced at a discount.
        auto box_of = [&](int32_t label) -> const Box& {
            int i = 0;
            while (boxes[i].label != label) ++i;
            return boxes[i];
        };
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
                const Box& p = box_of(pair.first);
                const Box& q = box_of(pair.second);
                const int room_x = (s.size - 1) - (std::max(p.x1, q.x1) - std::min(p.x0, q.x0));
                const int room_y = (s.size - 1) - (std::max(p.y1, q.y1) - std::min(p.y0, q.y0));
                cost += w.touching * (std::min(w.room_price[room_x], 50.0) + std::min(w.room_price[room_y], 50.0));
            }
        }
    }
    return cost;
}

class Planner : public Strategy {
    static constexpr double kLost = 1e9;

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
        double score = 0;
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
        std::vector<Node> beam{Node{root, 0, 0, {}, false}};
        std::vector<Node> next;
        const Node* best = nullptr;
        Node best_node;
        // Children are scored first as (score, parent, move) and only the kept ones are built:
        // copying every child board would cost more than scoring it.
        struct Candidate {
            double score;
            int parent;  // index in beam
            int move;    // index in the parent's legal moves, -1 = carried over (finished)
            bool done;
        };
        std::vector<Candidate> cands;
        std::vector<std::vector<PlayerMove>> moves_of;
        for (int d = 0; d < depth; ++d) {
            cands.clear();
            moves_of.assign(beam.size(), {});
            for (size_t b = 0; b < beam.size(); ++b) {
                const Node& node = beam[b];
                if (node.done) {
                    cands.push_back({node.score, static_cast<int>(b), -1, true});
                    continue;
                }
                moves_of[b] = legal_moves(node.sight);
                for (size_t k = 0; k < moves_of[b].size(); ++k) {
                    Sight child = node.sight;
                    bool cleared = false;
                    // A move that leaves a sighted group spanning ends the game there; it stays in,
                    // priced, so that when every move looks lost (an honest guess may be too
                    // coarse) the least bad one is still played.
                    const bool alive = apply_to_sight(child, moves_of[b][k], &cleared);
                    const double score = evaluate(child, w_, gather_) - (cleared ? w_.clear * (child.moves - root.moves) : 0) +
                                         (alive ? 0 : kLost);
                    cands.push_back({score, static_cast<int>(b), static_cast<int>(k), cleared || !alive});
                }
            }
            if (cands.empty()) break;
            std::sort(cands.begin(), cands.end(), [](const Candidate& a, const Candidate& b) {
                if (a.score != b.score) return a.score < b.score;
                if (a.parent != b.parent) return a.parent < b.parent;
                return a.move < b.move;
            });
            next.clear();
            for (const Candidate& c : cands) {
                Node child = beam[c.parent];
                if (c.move >= 0) {
                    const PlayerMove& m = moves_of[c.parent][c.move];
                    apply_to_sight(child.sight, m);
                    child.path[child.depth++] = m;
                    child.score = c.score;
                    child.done = c.done;
                }
                // Different orders of the same moves reach the same board: keep one of each.
                bool dup = false;
                for (const Node& kept : next)
                    if (kept.score == child.score && same(kept.sight, child.sight)) { dup = true; break; }
                if (!dup) next.push_back(child);
                if (static_cast<int>(next.size()) >= beam_) break;
            }
            beam.swap(next);
            best_node = beam.front();
            best = &best_node;
        }
        if (!best) return;
        Sight s = root;
        for (int i = 0; i < best->depth; ++i) {
            plan_.push_back(best->path[i]);
            expected_.push_back(s);
            apply_to_sight(s, best->path[i]);
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

std::unique_ptr<Strategy> make_strategy(std::string_view name) {
    if (name == "random") return std::make_unique<RandomStrategy>();
    if (name == "greedy") return std::make_unique<GreedyStrategy>();
    if (name == "planner") return std::make_unique<Planner>();
    return nullptr;
}

std::vector<std::string> strategy_names() { return {"random", "greedy", "planner"}; }

std::string explain(const Sight& s, const PlayerMove& m) {
    const int from = m.y * s.size + m.x, to = target_of(s, m);
    const int v = s.value[from], w = s.value[to];
    if (w && (v + w) % 10 == 0) return "cancel " + std::to_string(v) + "+" + std::to_string(w);
    if (w) return "combine " + std::to_string(v) + "+" + std::to_string(w) + " into a " + std::to_string((v + w) % 10);
    // Onto an empty square: toward a partner, or to shrink how far the group stretches.
    int before = 1 << 20, after = 1 << 20;
    int x0[2] = {s.size, s.size}, x1[2] = {-1, -1}, y0[2] = {s.size, s.size}, y1[2] = {-1, -1};
    for (int c = 0; c < s.size * s.size; ++c) {
        if (!s.value[c] || s.group[c] != s.group[from]) continue;
        for (int k = 0; k < 2; ++k) {
            const int at = c == from && k == 1 ? to : c;
            x0[k] = std::min(x0[k], at % s.size), x1[k] = std::max(x1[k], at % s.size);
            y0[k] = std::min(y0[k], at / s.size), y1[k] = std::max(y1[k], at / s.size);
        }
        if (c == from) continue;
        before = std::min(before, manhattan(s.size, from, c));
        after = std::min(after, manhattan(s.size, to, c));
    }
    if (after < before) return "bring the " + std::to_string(v) + " toward its partner";
    if (std::max(x1[1] - x0[1], y1[1] - y0[1]) < std::max(x1[0] - x0[0], y1[0] - y0[0]))
        return "keep this group from stretching across the board";
    return "move the " + std::to_string(v) + " out of the way";
}

Result<Hint> advise(const DecodokuState& s, Info info) {
    const Sight sight = sight_of(s, info);
    Planner planner;
    Rng rng(1);
    auto m = planner.choose(sight, rng);
    if (!m) return fail("there is nothing to move");
    return Hint{format_move(m->x, m->y, m->dir), explain(sight, *m)};
}

GameOutcome play_game(const DecodokuPuzzle& puzzle, Strategy& strategy, Info info, uint64_t strategy_seed,
                      int max_moves, bool keep_steps) {
    GameOutcome out;
    Rng rng(strategy_seed);
    std::shared_ptr<const DecodokuState> s = std::static_pointer_cast<const DecodokuState>(puzzle.initial());
    while (!s->lost && s->moves < max_moves) {
        if (s->noise_due()) {
            s = puzzle.noise(*s);
            if (keep_steps) out.steps.emplace_back(kNoiseMove);
            continue;
        }
        auto m = strategy.choose(sight_of(*s, info), rng);
        if (!m) break;  // cannot happen: noise refills an empty board at once
        auto n = puzzle.play(*s, *m);
        if (!n) break;  // a strategy bug; ends the game rather than looping
        if (keep_steps) out.steps.push_back(format_move(m->x, m->y, m->dir));
        s = *n;
    }
    out.score = s->score();
    out.moves = s->moves;
    out.lost = s->lost;
    return out;
}

} // namespace pz::decodoku
