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
// The memory it holds is accounted as it goes, and a layer that would take more than max_bytes is
// refused before it is allocated: a dense board stops at the bound instead of filling the machine.
struct Layers {
    std::vector<BoardTable<uint32_t, true>> number;  // per ball count: board -> its number
    std::vector<std::vector<Board>> boards;
    std::vector<std::vector<uint32_t>> first_child;  // per board, where its children start; then the end
    std::vector<std::vector<uint32_t>> children;     // numbers in the layer below
    std::vector<Board> chunk;                // children waiting to be numbered, a few thousand at a time
    std::vector<uint8_t> two_ball_children;  // distinct one-ball children of each two-ball board
    int balls = 0;                           // of the first board
    uint64_t finals = 0;                     // squares of the one-ball boards
    bool cut = false;                        // stopped at a limit: the layers are incomplete
    bool out_of_memory = false;              // the limit met was max_bytes
    uint64_t max_bytes = 0;
    uint64_t peak_bytes = 0;                 // the most held() allowed in the last build

    // Counting later takes a pair of counters per board, 128-bit at worst: kept free from the start.
    static constexpr uint64_t kCountBytes = 2 * sizeof(u128);
    // Memory a search leaves for the next one to reuse; beyond it, everything is given back first.
    static constexpr uint64_t kKeepBytes = uint64_t{64} << 20;

    // Bytes held now, counting capacities (memory once written stays), and the counters' reserve.
    uint64_t held(uint64_t count_bytes = kCountBytes) const {
        uint64_t bytes = chunk.capacity() * sizeof(Board) + two_ball_children.capacity();
        for (size_t j = 0; j < number.size(); ++j)
            bytes += number[j].bytes() + boards[j].capacity() * (sizeof(Board) + count_bytes) +
                     (first_child[j].capacity() + children[j].capacity()) * sizeof(uint32_t);
        return bytes;
    }
    // True (and the peak noted) if the layers may take extra bytes more.
    bool fits(uint64_t extra) {
        const uint64_t now = held() + extra;
        if (now > max_bytes) return false;
        peak_bytes = std::max(peak_bytes, now);
        return true;
    }
    void release() {
        for (size_t j = 0; j < number.size(); ++j) {
            number[j].reset(10);
            std::vector<Board>().swap(boards[j]);
            std::vector<uint32_t>().swap(first_child[j]);
            std::vector<uint32_t>().swap(children[j]);
        }
        std::vector<uint8_t>().swap(two_ball_children);
    }

    // Finds every board reachable from b (n balls, n >= 2), layer by layer, or stops once more
    // than max_boards are found or the layers would hold more than bytes.
    void build(Board b, int n, uint64_t max_boards, uint64_t bytes) {
        if (held(0) > kKeepBytes) release();
        if (number.size() < static_cast<size_t>(n + 1)) {
            number.resize(n + 1);
            boards.resize(n + 1);
            first_child.resize(n + 1);
            children.resize(n + 1);
        }
        balls = n;
        finals = 0;
        cut = out_of_memory = false;
        max_bytes = bytes;
        peak_bytes = 0;
        number[n].clear_for(1);
        number[n].find_or_insert(b, 0);
        boards[n].assign(1, b);
        // The moves between layers take most of the memory, so they are limited too, to sixteen per
        // board allowed (boards have far fewer distinct children on average).
        uint64_t found = 1, moves = 0;
        const uint64_t max_moves = max_boards > UINT64_MAX / 16 ? UINT64_MAX : 16 * max_boards;
        for (int k = n; k > 2; --k) {
            const Stop stop = expand(k, max_moves - moves, max_boards > found ? max_boards - found : 0);
            if (stop != Stop::None) {
                cut = true;
                out_of_memory = stop == Stop::Memory;
                for (int j = k - 1; j >= 2; --j) boards[j].clear();
                return;
            }
            found += boards[k - 1].size();
            moves += children[k].size();
        }
        two_ball_children.clear();
        if (!fits(boards[2].size())) {
            cut = out_of_memory = true;
            return;
        }
        for (Board t : boards[2]) {
            int count = 0;
            for_each_child(t, [&](Board c) {
                finals |= c;
                ++count;
            });
            two_ball_children.push_back(static_cast<uint8_t>(count));
        }
    }

    enum class Stop { None, Boards, Memory };

    // Numbers the children of layer k's boards as layer k-1. Stops (numbering nothing more) past
    // max_moves moves into it, max_boards boards in it, or the memory bound.
    Stop expand(int k, uint64_t max_moves, uint64_t max_boards) {
        BoardTable<uint32_t, true>& below = number[k - 1];
        std::vector<Board>& found = boards[k - 1];
        std::vector<uint32_t>& first = first_child[k];
        std::vector<uint32_t>& out = children[k];
        const std::vector<Board>& parents = boards[k];
        const size_t n = parents.size();
        found.clear();
        out.clear();
        auto more = [](const auto& v, uint64_t size) { return v.capacity() >= size ? 0 : size * sizeof(v[0]); };
        if (!fits(more(first, n + 1) + more(chunk, kChunk))) return Stop::Memory;
        // The moves are counted first (where each board's children will start), so the arrays and
        // the table are sized once, and a layer past a limit is refused before it takes memory.
        first.resize(n + 1);
        chunk.resize(kChunk);
        uint64_t moves = 0;
        for (size_t i = 0; i < n; ++i) {
            first[i] = static_cast<uint32_t>(moves);
            moves += static_cast<uint64_t>(child_count(parents[i]));
            if (moves > max_moves) return Stop::Boards;
        }
        first[n] = static_cast<uint32_t>(moves);
        // A layer rarely has more than half as many boards as moves into it (the table and the
        // list grow if so): sized for that, the table is sparse enough for short probes and much
        // smaller than one kept from the biggest search so far.
        const size_t expected = static_cast<size_t>(moves / 2 + 1);
        const uint64_t table = BoardTable<uint32_t, true>::bytes_for(expected);
        const uint64_t need = (table > below.bytes() ? table : 0) + more(out, moves) +
                              (found.capacity() >= expected ? 0 : expected * (sizeof(Board) + kCountBytes));
        if (!fits(need)) return Stop::Memory;
        if (table > below.bytes()) below.reset(10);  // give the old table back before the new one is made
        below.clear_for(expected);
        out.resize(static_cast<size_t>(moves));
        found.reserve(expected);
        // The children of a few thousand moves at a time, then their probes with the slot a fixed
        // distance ahead prefetched, so a steady number of cache misses overlap.
        constexpr size_t kAhead = 32;
        uint32_t* const numbers = out.data();
        Board* const pending = chunk.data();
        for (size_t i = 0; i < n;) {
            const size_t from = first[i];
            size_t edges = 0;
            while (i < n && edges + kMaxChildren <= kChunk) for_each_child(parents[i++], [&](Board c) { pending[edges++] = c; });
            // Growing the table or the list of boards is the one allocation here: the most that
            // this chunk could make them take must fit.
            size_t list = found.capacity();
            while (list < found.size() + edges) list = std::max<size_t>(2 * list, 1);
            if (!fits(below.growth_bytes(edges) + (list > found.capacity() ? list * (sizeof(Board) + kCountBytes) : 0)))
                return Stop::Memory;
            for (size_t e = 0; e < std::min(kAhead, edges); ++e) below.prefetch(pending[e]);
            for (size_t e = 0; e < edges; ++e) {
                if (e + kAhead < edges) below.prefetch(pending[e + kAhead]);
                const auto [slot, added] = below.find_or_insert(pending[e], static_cast<uint32_t>(found.size()));
                if (added) found.push_back(pending[e]);
                numbers[from + e] = below.value(slot);
            }
            if (found.size() > max_boards) return Stop::Boards;
        }
        (void)fits(0);  // the layer's own memory, for peak_bytes
        return Stop::None;
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

    static constexpr size_t kMaxChildren = 4 * kSquares;  // of one board
    static constexpr size_t kChunk = 4096;
};

// The layers of b (n >= 2 balls), kept per thread between searches so that repeated ones do not
// fault in fresh memory.
const Layers& layers_from(Board b, int n, uint64_t max_boards, uint64_t max_bytes) {
    thread_local Layers g;
    g.build(b, n, max_boards, max_bytes);
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

// The counters are kept per thread like the layers (Layers::kCountBytes keeps room for them),
// unless a big search made them big.
template <class T>
bool count_into(const Layers& g, Board b, int n, Analysis& a) {
    thread_local std::vector<std::vector<Counts<T>>> counts;
    struct Release {
        std::vector<std::vector<Counts<T>>>& c;
        ~Release() {
            size_t bytes = 0;
            for (const auto& v : c) bytes += v.capacity() * sizeof(Counts<T>);
            if (bytes > Layers::kKeepBytes) std::vector<std::vector<Counts<T>>>().swap(c);
        }
    } release{counts};
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
Analysis analyse_with(Board b, uint64_t max_boards, uint64_t max_bytes) {
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
    const Layers& g = layers_from(b, a.balls, max_boards, max_bytes);
    a.reachable_states = g.reachable();
    a.search_bytes = g.peak_bytes;
    if (g.cut) {
        a.complete = false;
        a.out_of_memory = g.out_of_memory;
        return a;
    }
    a.final_square_mask = g.finals;
    a.final_squares = popcount(g.finals);
    if (!count_into<T>(g, b, a.balls, a)) count_into<u128>(g, b, a.balls, a);
    return a;
}

} // namespace

Analysis analyse(Board b, uint64_t max_boards, uint64_t max_bytes) { return analyse_with<uint64_t>(b, max_boards, max_bytes); }

Analysis analyse_narrow_first(Board b) { return analyse_with<uint8_t>(b, kMaxBoards, kMaxSearchBytes); }

uint64_t count_reachable(Board b, uint64_t max_boards, uint64_t max_bytes) {
    const int n = popcount(b);
    if (n <= 1) return static_cast<uint64_t>(n);
    const Layers& g = layers_from(b, n, max_boards, max_bytes);
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
