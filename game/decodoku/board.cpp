// Decodoku's board rules: noise events and their cluster bookkeeping, moves, spanning, tracking.
#include "game/decodoku/board.h"

#include <algorithm>
#include <bit>

namespace pz::decodoku {

char dir_char(Dir d) {
    switch (d) {
    case Dir::Left: return 'L';
    case Dir::Right: return 'R';
    case Dir::Up: return 'U';
    case Dir::Down: return 'D';
    }
    return '?';
}

std::optional<Dir> parse_dir(char c) {
    switch (c) {
    case 'L': case 'l': return Dir::Left;
    case 'R': case 'r': return Dir::Right;
    case 'U': case 'u': return Dir::Up;
    case 'D': case 'd': return Dir::Down;
    default: return std::nullopt;
    }
}

int dir_dx(Dir d) { return d == Dir::Left ? -1 : d == Dir::Right ? 1 : 0; }
int dir_dy(Dir d) { return d == Dir::Up ? -1 : d == Dir::Down ? 1 : 0; }

bool Board::cleared() const {
    for (int i = 0; i < cells(); ++i)
        if (value[i]) return false;
    return true;
}

int Board::count() const {
    int n = 0;
    for (int i = 0; i < cells(); ++i) n += value[i] != 0;
    return n;
}

int Board::step(int cell, Dir d) const {
    int x = cell % size + dir_dx(d), y = cell / size + dir_dy(d);
    if (x < 0 || y < 0 || x >= size || y >= size) return -1;
    return y * size + x;
}

int noise_partner(int size, int cell, int axis, int sign) {
    int x = cell % size, y = cell / size;
    int& c = axis == 0 ? x : y;
    c += sign;
    // At the edge the only neighbour along the axis is inward, so edge pairs come up more often.
    if (c < 0) c = 1;
    if (c >= size) c = size - 2;
    return y * size + x;
}

namespace {

void relabel(Board& b, int32_t from, int32_t to) {
    if (from == to) return;
    for (int i = 0; i < b.cells(); ++i)
        if (b.cluster[i] == from) b.cluster[i] = to;
}

} // namespace

int apply_noise_event(Board& b, int first, int second, int amount) {
    const bool f = b.value[first] != 0, s = b.value[second] != 0;
    if (!f && !s) {
        b.cluster[first] = b.cluster[second] = b.next_label++;
    } else if (!f) {
        b.cluster[first] = b.cluster[second];
    } else if (!s) {
        b.cluster[second] = b.cluster[first];
    } else {
        relabel(b, b.cluster[second], b.cluster[first]);
    }
    b.value[first] = static_cast<uint8_t>((b.value[first] + amount) % 10);
    b.value[second] = static_cast<uint8_t>((b.value[second] + 10 - amount) % 10);
    if (!b.value[first]) b.cluster[first] = 0;
    if (!b.value[second]) b.cluster[second] = 0;
    return f && s ? kFullPairTenths : kEmptyPairTenths;
}

void noise_burst(Board& b, Rng& rng, std::vector<NoiseEvent>* log) {
    const int n = b.cells();
    for (int tenths = 0; tenths < kBurstTenths;) {
        // The draw order (square, axis, sign, amount) is part of the game: replays depend on it.
        const int first = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
        const int axis = static_cast<int>(rng.below(2));
        const int sign = rng.below(2) ? 1 : -1;
        const int amount = rng.range(1, 9);
        const int second = noise_partner(b.size, first, axis, sign);
        const int w = apply_noise_event(b, first, second, amount);
        tenths += w;
        if (log) log->push_back({first, second, amount, w});
    }
}

int start_board(Board& b, Rng& rng) {
    const int size = b.size;
    for (int bursts = 1;; ++bursts) {
        b = Board{};
        b.size = size;
        noise_burst(b, rng);
        if (!b.cleared() && !spanning_cluster(b)) return bursts;
    }
}

MoveResult move_number(Board& b, int from, int to) {
    MoveResult r;
    if (!b.value[to]) {
        b.value[to] = b.value[from];
        b.cluster[to] = b.cluster[from];
    } else {
        r.merged = true;
        relabel(b, b.cluster[from], b.cluster[to]);
        b.value[to] = static_cast<uint8_t>((b.value[to] + b.value[from]) % 10);
        if (!b.value[to]) {
            b.cluster[to] = 0;
            r.vanished = true;
        }
    }
    b.value[from] = 0;
    b.cluster[from] = 0;
    return r;
}

int32_t spanning_cluster(const Board& b) {
    // At most one label per square, so a small list of seen labels is enough.
    struct Box { int32_t label; int x0, x1, y0, y1; };
    std::array<Box, kMaxCells> boxes;
    int nb = 0;
    for (int i = 0; i < b.cells(); ++i) {
        if (!b.value[i]) continue;
        const int x = i % b.size, y = i / b.size;
        int k = 0;
        while (k < nb && boxes[k].label != b.cluster[i]) ++k;
        if (k == nb) boxes[nb++] = {b.cluster[i], x, x, y, y};
        Box& bx = boxes[k];
        bx.x0 = std::min(bx.x0, x), bx.x1 = std::max(bx.x1, x);
        bx.y0 = std::min(bx.y0, y), bx.y1 = std::max(bx.y1, y);
    }
    for (int k = 0; k < nb; ++k) {
        const Box& bx = boxes[k];
        if ((bx.x0 == 0 && bx.x1 == b.size - 1) || (bx.y0 == 0 && bx.y1 == b.size - 1)) return bx.label;
    }
    return 0;
}

namespace {

// The tracker explains a burst by its likeliest history: the fewest events. Changed squares that
// one event links are neighbours; a square hit twice and left unchanged can link two changed
// squares two or more apart, at the price of a coincidence (its changes cancelled), counted in
// tenths of an event. Tuned on recorded bursts against the true clusters.
constexpr int kEventTenths = 10;
constexpr int kHiddenTenths = 4;     // a square hit twice whose changes cancelled
constexpr int kClumpLink = 1;        // changed squares this close may share events
constexpr int kJoinLink = 3;         // a clump that does not sum to 0 reaches this far for a partner
constexpr int kMaxClump = 16;        // larger clumps are first thinned by peeling obvious pairs
constexpr int kNoPart = 1 << 28;

int distance(int size, int a, int b) { return std::abs(a % size - b % size) + std::abs(a / size - b / size); }

// Splits one clump of changed squares (k <= kMaxClump) into parts whose changes each sum to 0 mod
// 10, minimising the events needed: each part's Manhattan spanning tree, a link of length d costing
// d events and d-1 hidden squares (links longer than max_link are not allowed). Returns part
// masks over the clump's squares, or nothing when no split exists.
std::vector<uint32_t> explain_clump(const std::vector<int>& cells, const std::vector<int>& delta, int size, int max_link) {
    const int k = static_cast<int>(cells.size());
    const uint32_t full = (1u << k) - 1;
    const size_t masks = size_t{1} << k;
    std::vector<int> cost(masks, kNoPart);
    std::vector<uint8_t> sum(masks, 0);
    std::vector<std::vector<uint32_t>> parts_from(k);  // valid parts by their lowest square
    std::array<int, 32> link{};
    for (uint32_t m = 1; m <= full; ++m) {
        const int low = std::countr_zero(m);
        sum[m] = static_cast<uint8_t>((sum[m & (m - 1)] + delta[low]) % 10);
        if (sum[m]) continue;
        // Prim's tree over the part's squares, in tenths of an event.
        std::array<int, 32> member{};
        int n = 0;
        for (uint32_t r = m; r; r &= r - 1) member[n++] = std::countr_zero(r);
        for (int i = 0; i < n; ++i) link[i] = kNoPart;
        link[0] = 0;
        uint32_t in = 0;
        int tree = 0;
        for (int it = 0; it < n && tree < kNoPart; ++it) {
            // The first square still outside the tree (there is one while it < n), then the nearest.
            int u = std::countr_zero(~in);
            for (int i = u + 1; i < n; ++i)
                if (!(in >> i & 1) && link[i] < link[u]) u = i;
            if (link[u] >= kNoPart) tree = kNoPart;
            else tree += link[u];
            in |= 1u << u;
            for (int i = 0; i < n; ++i) {
                if (in >> i & 1) continue;
                const int d = distance(size, cells[member[u]], cells[member[i]]);
                if (d <= max_link) link[i] = std::min(link[i], d * kEventTenths + (d - 1) * kHiddenTenths);
            }
        }
        if (tree >= kNoPart) continue;
        cost[m] = tree;
        parts_from[low].push_back(m);
    }
    // best[m]: the fewest event tenths that explain m (top-down, only the masks a split reaches).
    std::vector<int> best(masks, -1);
    std::vector<uint32_t> choice(masks, 0);
    best[0] = 0;
    std::vector<uint32_t> stack{full};
    while (!stack.empty()) {
        const uint32_t m = stack.back();
        if (best[m] >= 0) {
            stack.pop_back();
            continue;
        }
        const int low = std::countr_zero(m);
        bool ready = true;
        for (uint32_t p : parts_from[low])
            if ((p & ~m) == 0 && best[m ^ p] < 0) {
                stack.push_back(m ^ p);
                ready = false;
            }
        if (!ready) continue;
        stack.pop_back();
        int b = kNoPart;
        uint32_t pick = 0;
        for (uint32_t p : parts_from[low])
            if ((p & ~m) == 0 && best[m ^ p] < kNoPart && cost[p] + best[m ^ p] < b) b = cost[p] + best[m ^ p], pick = p;
        best[m] = b;
        choice[m] = pick;
    }
    if (best[full] >= kNoPart) return {};
    std::vector<uint32_t> parts;
    for (uint32_t m = full; m; m ^= choice[m]) parts.push_back(choice[m]);
    return parts;
}

// Unchanged numbers that link the separate pieces of a part (4-connected pieces of its squares):
// each touches two pieces. Empty links are not listed: they join no group.
std::vector<int> hidden_links(int size, const std::vector<int>& part, const Values& before, const Values& after) {
    const int m = static_cast<int>(part.size());
    if (m < 2) return {};
    std::vector<int> piece(m, -1);
    int pieces = 0;
    for (int s = 0; s < m; ++s) {
        if (piece[s] >= 0) continue;
        piece[s] = pieces;
        std::vector<int> todo{s};
        while (!todo.empty()) {
            const int a = todo.back();
            todo.pop_back();
            for (int b = 0; b < m; ++b)
                if (piece[b] < 0 && distance(size, part[a], part[b]) == 1) piece[b] = pieces, todo.push_back(b);
        }
        ++pieces;
    }
    std::vector<int> out;
    if (pieces < 2) return out;
    for (int c = 0; c < size * size; ++c) {
        if (!before[c] || before[c] != after[c]) continue;
        int first = -1;
        bool links = false;
        for (int i = 0; i < m && !links; ++i)
            if (distance(size, c, part[i]) == 1) {
                if (first < 0) first = piece[i];
                else links = piece[i] != first;
            }
        if (links) out.push_back(c);
    }
    return out;
}

} // namespace

void observe_noise(Tracker& t, int size, const Values& before, const Values& after) {
    const int n = size * size;
    std::vector<int> changed;
    for (int c = 0; c < n; ++c)
        if (before[c] != after[c]) changed.push_back(c);
    const int k = static_cast<int>(changed.size());
    auto delta_of = [&](int c) { return (after[c] + 10 - before[c]) % 10; };
    // Clumps: changed squares within kClumpLink of each other, by union-find over the changed list.
    std::vector<int> root(k);
    for (int i = 0; i < k; ++i) root[i] = i;
    auto find = [&](int i) {
        while (root[i] != i) i = root[i] = root[root[i]];
        return i;
    };
    auto unite = [&](int a, int b) {
        a = find(a), b = find(b);
        if (a != b) root[std::max(a, b)] = std::min(a, b);
    };
    for (int i = 0; i < k; ++i)
        for (int j = i + 1; j < k; ++j)
            if (distance(size, changed[i], changed[j]) <= kClumpLink) unite(i, j);
    // Events add 0 mod 10, so a clump that does not was linked to another by hidden squares: join
    // it to the nearest such clump within reach.
    auto clump_sum = [&](int r) {
        int s = 0;
        for (int i = 0; i < k; ++i)
            if (find(i) == r) s += delta_of(changed[i]);
        return s % 10;
    };
    std::vector<uint8_t> wide(k, 0);  // clumps joined over a longer gap may use longer links
    for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < k && !again; ++i) {
            const int r = find(i);
            if (r != i || clump_sum(r) == 0) continue;
            int best_d = kJoinLink + 1, best = -1;
            for (int a = 0; a < k; ++a) {
                if (find(a) != r) continue;
                for (int b = 0; b < k; ++b) {
                    const int rb = find(b);
                    if (rb == r || clump_sum(rb) == 0) continue;
                    const int d = distance(size, changed[a], changed[b]);
                    if (d < best_d) best_d = d, best = rb;
                }
            }
            if (best < 0) continue;
            unite(r, best);
            wide[find(r)] = 1;
            again = true;
        }
    }
    for (int r = 0; r < k; ++r) {
        if (find(r) != r) continue;
        std::vector<int> cells, delta;
        for (int i = 0; i < k; ++i)
            if (find(i) == r) cells.push_back(changed[i]), delta.push_back(delta_of(changed[i]));
        std::vector<std::vector<int>> groups;  // the clump's parts, as squares
        // Very large clumps (a crowded board under a long burst): neighbouring pairs that sum to 0
        // are almost surely single events; peel them until the rest fits the exact split.
        while (static_cast<int>(cells.size()) > kMaxClump) {
            bool peeled = false;
            for (size_t a = 0; a < cells.size() && !peeled; ++a)
                for (size_t b = a + 1; b < cells.size() && !peeled; ++b)
                    if (distance(size, cells[a], cells[b]) == 1 && (delta[a] + delta[b]) % 10 == 0) {
                        groups.push_back({cells[a], cells[b]});
                        cells.erase(cells.begin() + static_cast<std::ptrdiff_t>(b));
                        cells.erase(cells.begin() + static_cast<std::ptrdiff_t>(a));
                        delta.erase(delta.begin() + static_cast<std::ptrdiff_t>(b));
                        delta.erase(delta.begin() + static_cast<std::ptrdiff_t>(a));
                        peeled = true;
                    }
            if (!peeled) break;
        }
        std::vector<uint32_t> parts;
        if (static_cast<int>(cells.size()) <= kMaxClump)
            parts = explain_clump(cells, delta, size, wide[r] ? kJoinLink : kClumpLink);
        if (parts.empty()) {
            groups.push_back(cells);  // no split explains it: one group
        } else {
            for (uint32_t part : parts) {
                std::vector<int> g;
                for (size_t i = 0; i < cells.size(); ++i)
                    if (part >> i & 1) g.push_back(cells[i]);
                groups.push_back(std::move(g));
            }
        }
        for (std::vector<int>& g : groups) {
            const int32_t label = t.next_label++;
            // A part whose squares are not all neighbours was linked through squares hit twice; an
            // unchanged number next to two of its pieces was most likely one, and joins it.
            std::vector<int> hidden = hidden_links(size, g, before, after);
            // The part's events joined the groups its occupied squares belonged to.
            for (int c : hidden) {
                if (t.group[c] && t.group[c] != label) {
                    const int32_t old = t.group[c];
                    for (int j = 0; j < n; ++j)
                        if (t.group[j] == old) t.group[j] = label;
                }
            }
            for (int c : g) {
                if (before[c] && t.group[c] && t.group[c] != label) {
                    const int32_t old = t.group[c];
                    for (int j = 0; j < n; ++j)
                        if (t.group[j] == old) t.group[j] = label;
                }
            }
            for (int c : g) t.group[c] = after[c] ? label : 0;
        }
    }
    // A square can only hold a group while it shows a number.
    for (int c = 0; c < n; ++c)
        if (!after[c]) t.group[c] = 0;
        else if (!t.group[c]) t.group[c] = t.next_label++;
}
void observe_move(Tracker& t, const Values& after, int from, int to) {
    const int32_t moving = t.group[from], dest = t.group[to];
    t.group[from] = 0;
    if (!dest) {
        t.group[to] = after[to] ? moving : 0;
        return;
    }
    if (moving && moving != dest)
        for (auto& g : t.group)
            if (g == moving) g = dest;
    if (!after[to]) t.group[to] = 0;
}

} // namespace pz::decodoku
