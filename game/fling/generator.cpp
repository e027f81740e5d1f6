// Backward generation of unique Fling! puzzles, their difficulty grade, and the shipped level pack.
#include "game/fling/generator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/rng.h"
#include "game/core/text.h"

namespace pz::fling {

namespace {

// The inverse of shift_back: the balls on the ray one square further out.
inline uint64_t shift_forward(uint64_t balls, Dir d) {
    switch (d) {
    case Left: return balls >> 1;
    case Right: return balls << 1;
    case Up: return balls >> kWidth;
    case Down: return balls << kWidth;
    }
    return balls;
}

} // namespace

void predecessors(Board c, std::vector<Board>& out) {
    out.clear();
    const Rays& r = rays();
    for (uint64_t empty = ~c & kAllSquares; empty; empty &= empty - 1) {
        const int s = __builtin_ctzll(empty);
        for (int d = 0; d < 4; ++d) {
            const uint64_t ray = r.ray[d][s];
            const uint64_t ahead = c & ray;
            if (!ahead) continue;
            // Every ball ahead came from one square further out; the farthest must have been on the board.
            const uint64_t before = shift_forward(ahead, static_cast<Dir>(d)) & ray;
            if (popcount(before) != popcount(ahead)) continue;
            const Board p = (c & ~ray) | before | bit(s);
            if (std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
        }
    }
}

Board generate_unique(int balls, uint64_t seed, Solver& solver) {
    if (balls < 2 || balls > kMaxGenBalls) return 0;
    Rng rng(seed);
    std::vector<Board> candidates;
    for (int attempt = 0; attempt < 100000; ++attempt) {
        Board c = bit(static_cast<int>(rng.below(kSquares)));
        int k = 1;
        while (k < balls) {
            predecessors(c, candidates);
            rng.shuffle(candidates.begin(), candidates.end());
            Board pick = 0;
            for (Board p : candidates) {
                // c is unique; p is unique exactly when every other move from p loses.
                const bool other_wins = any_move(p, [&](Move, Board x) { return x != c && solver.solvable(x); });
                if (!other_wins) {
                    pick = p;
                    break;
                }
            }
            if (!pick) break;
            c = pick;
            ++k;
        }
        if (k == balls) return c;
    }
    return 0;
}

Board random_board(int balls, Rng& rng) {
    Board b = 0;
    while (popcount(b) < balls) b |= bit(static_cast<int>(rng.below(kSquares)));
    return b;
}

Difficulty grade(Board b, Solver& solver) {
    Difficulty d;
    d.reachable_states = count_reachable(b);
    d.legal_first_moves = legal_move_count(b);
    d.losing_first_moves = losing_first_moves(b, solver);
    d.score = std::log2(static_cast<double>(std::max<uint64_t>(d.reachable_states, 1))) + d.losing_first_moves / 2.0;
    return d;
}

Result<Params> parse_params(std::string_view params) {
    params = trim(params);
    Params p;
    if (params.empty()) return p;
    if (!starts_with(params, "7x8")) return fail("Fling! params are 7x8 or 7x8b<balls>, not '" + std::string(params) + "'");
    params.remove_prefix(3);
    if (params.empty()) return p;
    if (params[0] != 'b') return fail("Fling! params are 7x8 or 7x8b<balls>");
    auto n = parse_int(params.substr(1), 1, kSquares, "a ball count 1..56");
    if (!n) return n.error();
    p.balls = static_cast<int>(*n);
    return p;
}

std::string params_text(int balls) { return balls > 0 ? "7x8b" + std::to_string(balls) : "7x8"; }

int pack_level_balls(int level) { return 3 + (level - 1) * 12 / kPackLevels; }

int pack_level_puzzles(int level) {
    const int n = pack_level_balls(level);
    return n == 3 ? 3 : 4 + (n - 3) / 3;
}

std::vector<PackEntry> make_pack(Solver& solver) {
    std::vector<PackEntry> pack;
    for (int n = kMinGenBalls; n <= kMaxGenBalls; ++n) {
        std::vector<int> levels;
        int needed = 0;
        for (int k = 1; k <= kPackLevels; ++k)
            if (pack_level_balls(k) == n) {
                levels.push_back(k);
                needed += pack_level_puzzles(k);
            }
        // A pool twice the size needed, graded; picks spread evenly from easiest to hardest.
        std::vector<PackEntry> pool;
        for (uint64_t i = 0; static_cast<int>(pool.size()) < 2 * needed && i < 1000; ++i) {
            PackEntry e;
            e.balls = n;
            e.seed = static_cast<uint64_t>(n) * 1000 + i;
            e.board = generate_unique(n, e.seed, solver);
            if (!e.board) continue;
            if (std::any_of(pool.begin(), pool.end(), [&](const PackEntry& o) { return o.board == e.board; })) continue;
            e.difficulty = grade(e.board, solver);
            pool.push_back(e);
        }
        std::stable_sort(pool.begin(), pool.end(),
                         [](const PackEntry& a, const PackEntry& b) { return a.difficulty.score < b.difficulty.score; });
        int taken = 0;
        for (int k : levels)
            for (int j = 0; j < pack_level_puzzles(k); ++j, ++taken) {
                PackEntry e = pool[static_cast<size_t>(taken) * pool.size() / static_cast<size_t>(needed)];
                e.level = k;
                pack.push_back(e);
            }
    }
    return pack;
}

std::string pack_text(const std::vector<PackEntry>& pack) {
    std::string s =
        "# title: Fling!\n"
        "# Made by `puzzlebox-tool fling pack`: every board is generate_unique(balls, seed), unique and solvable.\n"
        "# level=K groups the puzzles of one level; grade = log2(reachable states) + losing first moves / 2.\n";
    for (const PackEntry& e : pack) {
        char grade_text[32];
        std::snprintf(grade_text, sizeof grade_text, "%.2f", e.difficulty.score);
        s += params_text(e.balls) + ":" + board_desc(e.board) + " level=" + std::to_string(e.level) +
             " seed=" + std::to_string(e.seed) + " grade=" + grade_text +
             " reachable=" + std::to_string(e.difficulty.reachable_states) +
             " losing=" + std::to_string(e.difficulty.losing_first_moves) + "\n";
    }
    return s;
}

} // namespace pz::fling
