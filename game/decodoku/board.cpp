// Decodoku's board rules: noise events and their cluster bookkeeping, moves, spanning, tracking.
#include "game/decodoku/board.h"

#include <algorithm>

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

// Splits one patch of changed squares (k <= kMaxPatch) into the largest number of connected parts
// whose changes each sum to 0 mod 10; each part needs one event fewer than it has squares, so
// more parts means fewer events, the likelier history. Returns part masks over the patch.
constexpr int kMaxPatch = 10;
constexpr uint32_t kWholePatch = 0xffffffffu;  // every square of the patch, however many

std::vector<uint32_t> split_patch(const std::vector<int>& cells, const std::vector<int>& delta, int size) {
    const int k = static_cast<int>(cells.size());
    if (k > kMaxPatch) return {kWholePatch};
    const uint32_t full = (1u << k) - 1;
    std::vector<uint32_t> adj(k, 0);
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j) {
            int dx = std::abs(cells[i] % size - cells[j] % size), dy = std::abs(cells[i] / size - cells[j] / size);
            if (dx + dy == 1) adj[i] |= 1u << j;
        }
    const uint32_t masks = 1u << k;
    std::vector<uint8_t> valid(masks, 0);
    for (uint32_t m = 1; m < masks; ++m) {
        int sum = 0;
        for (int i = 0; i < k; ++i)
            if (m >> i & 1) sum += delta[i];
        if (sum % 10) continue;
        // Connected: flood from the lowest square inside m.
        uint32_t seen = m & (~m + 1), frontier = seen;
        while (frontier) {
            uint32_t next = 0;
            for (int i = 0; i < k; ++i)
                if (frontier >> i & 1) next |= adj[i];
            next &= m & ~seen;
            seen |= next;
            frontier = next;
        }
        valid[m] = seen == m;
    }
    // best[m]: the most parts m splits into (-1: none); choice[m]: the part holding m's lowest square.
    std::vector<int8_t> best(masks, -1);
    std::vector<uint32_t> choice(masks, 0);
    best[0] = 0;
    for (uint32_t m = 1; m < masks; ++m) {
        const uint32_t low = m & (~m + 1), rest = m ^ low;
        // Parts containing the lowest square, in a fixed order so ties resolve the same everywhere.
        for (uint32_t sub = rest;; sub = (sub - 1) & rest) {
            const uint32_t part = sub | low;
            if (valid[part] && best[m ^ part] >= 0 && best[m ^ part] + 1 > best[m]) {
                best[m] = static_cast<int8_t>(best[m ^ part] + 1);
                choice[m] = part;
            }
            if (!sub) break;
        }
    }
    if (best[full] < 0) return {kWholePatch};
    std::vector<uint32_t> parts;
    for (uint32_t m = full; m; m ^= choice[m]) parts.push_back(choice[m]);
    return parts;
}

} // namespace

void observe_noise(Tracker& t, int size, const Values& before, const Values& after) {
    const int n = size * size;
    // Patches: the changed squares, 4-connected.
    struct Patch {
        std::vector<int> cells;
        int sum = 0;
        bool joined = false;  // two patches linked through a square hit twice (not split again)
    };
    std::vector<Patch> patches;
    std::array<uint8_t, kMaxCells> seen{};
    for (int start = 0; start < n; ++start) {
        if (seen[start] || before[start] == after[start]) continue;
        Patch p;
        p.cells.push_back(start);
        seen[start] = 1;
        for (size_t i = 0; i < p.cells.size(); ++i) {
            const int c = p.cells[i], x = c % size, y = c / size;
            const int nbr[4] = {x > 0 ? c - 1 : -1, x + 1 < size ? c + 1 : -1, y > 0 ? c - size : -1,
                                y + 1 < size ? c + size : -1};
            for (int d : nbr)
                if (d >= 0 && !seen[d] && before[d] != after[d]) seen[d] = 1, p.cells.push_back(d);
        }
        std::sort(p.cells.begin(), p.cells.end());
        for (int c : p.cells) p.sum += (after[c] + 10 - before[c]) % 10;
        patches.push_back(std::move(p));
    }
    // Events always add 0 mod 10, so a patch that does not was linked to another through a square
    // hit twice that ended unchanged: join it to the nearest such patch.
    auto distance = [&](const Patch& a, const Patch& b) {
        int best = 1 << 20;
        for (int c : a.cells)
            for (int d : b.cells)
                best = std::min(best, std::abs(c % size - d % size) + std::abs(c / size - d / size));
        return best;
    };
    for (size_t i = 0; i < patches.size(); ++i) {
        while (patches[i].sum % 10) {
            size_t best = patches.size();
            int best_d = 4;  // farther than that is not one hidden square away
            for (size_t j = 0; j < patches.size(); ++j) {
                if (j == i || patches[j].cells.empty() || patches[j].sum % 10 == 0) continue;
                const int d = distance(patches[i], patches[j]);
                if (d < best_d) best_d = d, best = j;
            }
            if (best == patches.size()) break;
            Patch& a = patches[i];
            Patch& b = patches[best];
            a.cells.insert(a.cells.end(), b.cells.begin(), b.cells.end());
            std::sort(a.cells.begin(), a.cells.end());
            a.sum += b.sum;
            a.joined = true;
            b.cells.clear();
            b.sum = 0;
        }
    }
    for (const Patch& p : patches) {
        if (p.cells.empty()) continue;
        std::vector<int> delta;
        for (int c : p.cells) delta.push_back((after[c] + 10 - before[c]) % 10);
        const std::vector<uint32_t> parts =
            p.joined ? std::vector<uint32_t>{kWholePatch} : split_patch(p.cells, delta, size);
        for (uint32_t part : parts) {
            const int32_t label = t.next_label++;
            // The part's events joined the groups its occupied squares belonged to.
            for (size_t i = 0; i < p.cells.size(); ++i) {
                if (i < 32 && !(part >> i & 1)) continue;
                const int c = p.cells[i];
                if (before[c] && t.group[c] && t.group[c] != label) {
                    const int32_t old = t.group[c];
                    for (int j = 0; j < n; ++j)
                        if (t.group[j] == old) t.group[j] = label;
                }
            }
            for (size_t i = 0; i < p.cells.size(); ++i)
                if (i >= 32 || part >> i & 1) t.group[p.cells[i]] = after[p.cells[i]] ? label : 0;
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
