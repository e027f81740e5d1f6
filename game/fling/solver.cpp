// Depth-first searches over Fling! boards with transposition tables: solvability, uniqueness,
// and the full counting analysis the CLI and the generator report.
#include "game/fling/solver.h"

#include <algorithm>

#include "game/fling/endgame.h"

namespace pz::fling {

namespace {

// Two balls can finish only if they share a row or column with a gap between them.
bool two_ball_solvable(Board b) {
    return any_move(b, [](Move, Board) { return true; });
}

} // namespace

Solver::Solver(const EndgameTables* tables, uint64_t max_boards) : tables_(tables), max_boards_(max_boards), table_(14) {}

bool Solver::solvable(Board b) {
    const int n = popcount(b);
    if (n <= 2) return n == 1 || two_ball_solvable(b);
    if (tables_ && tables_->covers(n)) return tables_->solvable(b);
    const long slot = table_.find(b);
    if (slot >= 0) return table_.flags(slot) & kSolvable;
    return search(b, n);
}

bool Solver::search(Board b, int n) {
    if (max_boards_ && table_.size() >= max_boards_) {
        gave_up_ = true;  // the caller sees gave_up() and discards what it learnt
        return false;
    }
    bool win;
    if (n == 3) {
        win = any_move(b, [](Move, Board c) { return two_ball_solvable(c); });
    } else if (tables_ && tables_->covers(n - 1)) {
        win = any_move(b, [&](Move, Board c) { return tables_->solvable(c); });
    } else {
        win = any_move(b, [&](Move, Board c) {
            const long s = table_.find(c);
            if (s >= 0) return (table_.flags(s) & kSolvable) != 0;
            return search(c, n - 1);
        });
    }
    table_.insert(b, win ? kSolvable : 0);
    return win;
}

bool Solver::unique(Board b) {
    const int n = popcount(b);
    if (n <= 2) return n == 2 && two_ball_solvable(b);
    if (tables_ && tables_->covers(n)) return tables_->unique(b);
    if (!solvable(b)) return false;
    long slot = table_.find(b);
    if (table_.flags(slot) & kUniqueKnown) return table_.flags(slot) & kUnique;
    // Unique = exactly one distinct child is solvable, and that child is unique itself.
    Children ch;
    distinct_children(b, ch);
    Board only = 0;
    bool several = false;
    for (int i = 0; i < ch.count && !several; ++i)
        if (solvable(ch.board[i])) {
            if (only) several = true;
            only = ch.board[i];
        }
    const bool u = !several && unique(only);
    slot = table_.find(b);  // the table may have grown meanwhile
    table_.set_flags(slot, kSolvable | kUniqueKnown | (u ? kUnique : 0));
    return u;
}

std::vector<Move> Solver::winning_moves(Board b) {
    std::vector<Move> out;
    for_each_move(b, [&](Move m, Board c) {
        if (solvable(c)) out.push_back(m);
    });
    return out;
}

std::optional<std::vector<Move>> Solver::solution(Board b) {
    if (!solvable(b)) return std::nullopt;
    std::vector<Move> moves;
    while (popcount(b) > 1) {
        Board next = 0;
        any_move(b, [&](Move m, Board c) {
            if (!solvable(c)) return false;
            moves.push_back(m);
            next = c;
            return true;
        });
        b = next;
    }
    return moves;
}

namespace {

// Every reachable board with two or more balls, split into layers by ball count (every move
// removes exactly one ball). A layer's boards are numbered in the order they are found, and each
// board of three or more balls keeps its distinct children as numbers in the layer below, so the
// counting pass reads dense arrays instead of probing one big hash table per move.
struct Layers {
    std::vector<BoardTable<uint32_t, true>> number;  // per ball count: board -> its number
    std::vector<std::vector<Board>> boards;
    std::vector<std::vector<uint32_t>> first_child;  // per board, where its children start; then the end
    std::vector<std::vector<uint32_t>> children;     // numbers in the layer below
    std::vector<Board> pending;              // the children of one layer, before numbering
    std::vector<uint8_t> two_ball_children;  // distinct one-ball children of each two-ball board
    int balls = 0;                           // of the first board
    uint64_t finals = 0;                     // squares of the one-ball boards
    bool cut = false;                        // stopped at the limit: the layers are incomplete

    // Finds every board reachable from b (n balls, n >= 2), layer by layer, or stops once more
    // than max_boards are found.
    void build(Board b, int n, uint64_t max_boards) {
        if (number.size() < static_cast<size_t>(n + 1)) {
            number.resize(n + 1);
            boards.resize(n + 1);
            first_child.resize(n + 1);
            children.resize(n + 1);
        }
        balls = n;
        finals = 0;
        cut = false;
        number[n].clear_for(1);
        number[n].find_or_insert(b, 0);
        boards[n].assign(1, b);
        // The moves between layers take most of the memory, so they are limited too, to sixteen per
        // board allowed (boards have far fewer distinct children on average).
        uint64_t found = 1, moves = 0;
        const uint64_t max_moves = max_boards > UINT64_MAX / 16 ? UINT64_MAX : 16 * max_boards;
        for (int k = n; k > 2; --k) {
            if (!expand(k, max_moves - moves) || (found += boards[k - 1].size()) > max_boards) {
                cut = true;
                for (int j = k - 1; j >= 2; --j) boards[j].clear();
                return;
            }
            moves += children[k].size();
        }
        two_ball_children.clear();
        for (Board t : boards[2]) {
            int count = 0;
            for_each_child(t, [&](Board c) {
                finals |= c;
                ++count;
            });
            two_ball_children.push_back(static_cast<uint8_t>(count));
        }
    }

    // Numbers the children of layer k's boards as layer k-1; false when there are more than
    // max_moves moves into it (nothing is numbered then).
    bool expand(int k, uint64_t max_moves) {
        BoardTable<uint32_t, true>& below = number[k - 1];
        std::vector<Board>& found = boards[k - 1];
        std::vector<uint32_t>& first = first_child[k];
        std::vector<uint32_t>& out = children[k];
        found.clear();
        first.clear();
        // All children first, then the probes with the slot a fixed distance ahead prefetched, so
        // a steady number of cache misses overlap.
        pending.clear();
        for (Board t : boards[k]) {
            first.push_back(static_cast<uint32_t>(pending.size()));
            for_each_child(t, [&](Board c) { pending.push_back(c); });
            if (pending.size() > max_moves) {
                pending.clear();
                return false;
            }
        }
        // A layer rarely has more than half as many boards as moves into it (the table grows if so):
        // sized for that, the table is sparse enough for short probes and much smaller than one
        // kept from the biggest search so far.
        below.clear_for(pending.size() / 2 + 1);
        constexpr size_t kAhead = 32;
        const size_t edges = pending.size();
        out.resize(edges);
        for (size_t e = 0; e < std::min(kAhead, edges); ++e) below.prefetch(pending[e]);
        for (size_t e = 0; e < edges; ++e) {
            if (e + kAhead < edges) below.prefetch(pending[e + kAhead]);
            const auto [slot, added] = below.find_or_insert(pending[e], static_cast<uint32_t>(found.size()));
            if (added) found.push_back(pending[e]);
            out[e] = below.value(slot);
        }
        first.push_back(static_cast<uint32_t>(out.size()));
        return true;
    }

    uint64_t reachable() const {
        uint64_t n = static_cast<uint64_t>(popcount(finals));
        for (int k = 2; k <= balls; ++k) n += boards[k].size();
        return n;
    }

    // True if board c (found by build) can be played down to one ball, given layer counts.
    template <class Counts>
    bool solved(Board c, const std::vector<std::vector<Counts>>& counts) const {
        const int k = popcount(c);
        return k == 1 || counts[k][number[k].value(number[k].find(c))].full > 0;
    }
};

// The layers of b (n >= 2 balls), kept per thread between searches so that repeated ones do not
// fault in fresh memory.
const Layers& layers_from(Board b, int n, uint64_t max_boards) {
    thread_local Layers g;
    g.build(b, n, max_boards);
    // The moves of one layer are only needed while it is numbered: do not keep a huge buffer
    // alive after a huge search.
    if (g.pending.capacity() > (size_t{1} << 23)) std::vector<Board>().swap(g.pending);
    return g;
}

// Board sequence counts of one board. 64-bit counters are enough for almost every board; a
// count that overflows them is redone with 128-bit ones.
template <class T>
struct Counts {
    T full;  // board sequences down to one ball
    T to2;   // board sequences down to a solvable two-ball board
};

// Counts every layer from two balls up; false if a T overflowed.
template <class T>
bool count_layers(const Layers& g, int n, std::vector<std::vector<Counts<T>>>& counts) {
    if (counts.size() < static_cast<size_t>(n + 1)) counts.resize(n + 1);
    counts[2].clear();
    for (uint8_t c : g.two_ball_children) counts[2].push_back({static_cast<T>(c), static_cast<T>(c ? 1 : 0)});
    bool overflow = false;
    for (int k = 3; k <= n; ++k) {
        const std::vector<Counts<T>>& below = counts[k - 1];
        const std::vector<uint32_t>& first = g.first_child[k];
        const std::vector<uint32_t>& children = g.children[k];
        std::vector<Counts<T>>& here = counts[k];
        here.resize(g.boards[k].size());
        for (size_t i = 0; i < here.size(); ++i) {
            Counts<T> c{0, 0};
            for (uint32_t e = first[i]; e < first[i + 1]; ++e) {
                const Counts<T>& cc = below[children[e]];
                overflow |= __builtin_add_overflow(c.full, cc.full, &c.full);
                overflow |= __builtin_add_overflow(c.to2, cc.to2, &c.to2);
            }
            here[i] = c;
        }
    }
    return !overflow;
}

template <class T>
bool count_into(const Layers& g, Board b, int n, Analysis& a) {
    thread_local std::vector<std::vector<Counts<T>>> counts;
    if (!count_layers<T>(g, n, counts)) return false;
    const Counts<T> top = counts[n][0];
    a.solvable = top.full > 0;
    a.solution_board_sequences = top.full;
    a.board_sequences_to_2_balls = top.to2;
    auto solved = [&](Board c) { return g.solved(c, counts); };
    for_each_move(b, [&](Move, Board c) {
        ++a.legal_first_moves;
        if (solved(c)) ++a.winning_first_moves;
    });
    if (a.solvable) {
        Board cur = b;
        while (popcount(cur) > 1)
            any_move(cur, [&](Move m, Board c) {
                if (!solved(c)) return false;
                a.solution.push_back(m);
                cur = c;
                return true;
            });
    }
    return true;
}

} // namespace

namespace {

// analyse() with counters of type T tried first, and 128-bit ones if they overflow.
template <class T>
Analysis analyse_with(Board b, uint64_t max_boards) {
    Analysis a;
    a.balls = popcount(b);
    if (a.balls == 0) return a;
    if (a.balls == 1) {
        a.solvable = true;
        a.reachable_states = 1;
        a.solution_board_sequences = 1;
        a.final_squares = 1;
        a.final_square_mask = b;
        return a;
    }
    const Layers& g = layers_from(b, a.balls, max_boards);
    a.reachable_states = g.reachable();
    if (g.cut) {
        a.complete = false;
        return a;
    }
    a.final_square_mask = g.finals;
    a.final_squares = popcount(g.finals);
    if (!count_into<T>(g, b, a.balls, a)) count_into<u128>(g, b, a.balls, a);
    return a;
}

} // namespace

Analysis analyse(Board b, uint64_t max_boards) { return analyse_with<uint64_t>(b, max_boards); }

Analysis analyse_narrow_first(Board b) { return analyse_with<uint8_t>(b, kMaxBoards); }

uint64_t count_reachable(Board b, uint64_t max_boards) {
    const int n = popcount(b);
    if (n <= 1) return static_cast<uint64_t>(n);
    const Layers& g = layers_from(b, n, max_boards);
    return g.cut ? max_boards + 1 : g.reachable();
}

EditMap edit_map(Board b, Solver& solver) {
    EditMap m;
    for (int sq = 0; sq < kSquares; ++sq) {
        const Board t = b ^ bit(sq);
        if (!t) continue;
        if (solver.solvable(t)) {
            m.solvable |= bit(sq);
            if (solver.unique(t)) m.unique |= bit(sq);
        }
    }
    return m;
}

int losing_first_moves(Board b, Solver& solver) {
    int n = 0;
    for_each_move(b, [&](Move, Board c) {
        if (!solver.solvable(c)) ++n;
    });
    return n;
}

} // namespace pz::fling
