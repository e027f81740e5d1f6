// Depth-first searches over Fling! boards with transposition tables: solvability, uniqueness,
// and the full counting analysis the CLI and the generator report.
#include "game/fling/solver.h"

#include "game/fling/endgame.h"

namespace pz::fling {

namespace {

// Two balls can finish only if they share a row or column with a gap between them.
bool two_ball_solvable(Board b) {
    return any_move(b, [](Move, Board) { return true; });
}

} // namespace

Solver::Solver(const EndgameTables* tables) : tables_(tables), table_(14) {}

bool Solver::solvable(Board b) {
    const int n = popcount(b);
    if (n <= 2) return n == 1 || two_ball_solvable(b);
    if (tables_ && tables_->covers(n)) return tables_->solvable(b);
    const long slot = table_.find(b);
    if (slot >= 0) return table_.flags(slot) & kSolvable;
    return search(b, n);
}

bool Solver::search(Board b, int n) {
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

// Board sequence counts of one board. 64-bit counters are enough for almost every board; a
// search that overflows them is redone with 128-bit ones.
template <class T>
struct Counts {
    T full;  // board sequences down to one ball
    T to2;   // board sequences down to a solvable two-ball board
};

// The memoised counting search behind analyse(): every reachable board with two or more balls
// is stored with its counts; one-ball boards are collected as final squares.
template <class T>
class Counter {
public:
    BoardTable<Counts<T>, true>& table;
    uint64_t finals = 0;
    bool overflow = false;

    explicit Counter(BoardTable<Counts<T>, true>& t) : table(t) { table.clear(); }

    Counts<T> visit(Board b, int n) {
        Children ch;
        Counts<T> c{0, 0};
        if (n == 2) {
            distinct_children(b, ch);
            for (int i = 0; i < ch.count; ++i) finals |= ch.board[i];
            c.full = static_cast<T>(ch.count);
            c.to2 = ch.count ? 1 : 0;
        } else {
            // Prefetch each child's slot as it is made; dropping duplicates meanwhile hides the latency.
            ch.count = 0;
            for_each_move(b, [&](Move, Board x) {
                for (int i = 0; i < ch.count; ++i)
                    if (ch.board[i] == x) return;
                table.prefetch(x);
                ch.board[ch.count++] = x;
            });
            for (int i = 0; i < ch.count; ++i) {
                const long s = table.find(ch.board[i]);
                const Counts<T> cc = s >= 0 ? table.value(s) : visit(ch.board[i], n - 1);
                overflow |= __builtin_add_overflow(c.full, cc.full, &c.full);
                overflow |= __builtin_add_overflow(c.to2, cc.to2, &c.to2);
            }
        }
        table.insert(b, 0, c);
        return c;
    }
};

// Tables kept per thread between searches, so repeated analyses do not fault in fresh memory.
template <class T>
BoardTable<Counts<T>, true>& count_table() {
    thread_local BoardTable<Counts<T>, true> t(16);
    return t;
}

template <class T>
bool count_into(Board b, int n, Analysis& a) {
    Counter<T> counter(count_table<T>());
    const Counts<T> top = counter.visit(b, n);
    if (counter.overflow) return false;
    a.solvable = top.full > 0;
    a.solution_board_sequences = top.full;
    a.board_sequences_to_2_balls = top.to2;
    a.reachable_states = counter.table.size() + static_cast<uint64_t>(popcount(counter.finals));
    a.final_square_mask = counter.finals;
    a.final_squares = popcount(counter.finals);
    auto solved = [&](Board c) { return popcount(c) == 1 || counter.table.value(counter.table.find(c)).full > 0; };
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

class Reacher {
public:
    BoardTable<NoValue, true>& table;
    uint64_t finals = 0;
    explicit Reacher(BoardTable<NoValue, true>& t) : table(t) { table.clear(); }

    void visit(Board b, int n) {
        table.insert(b, 0);
        if (n == 2) {
            for_each_move(b, [&](Move, Board c) { finals |= c; });
            return;
        }
        Children ch;
        ch.count = 0;
        for_each_move(b, [&](Move, Board c) {
            table.prefetch(c);
            ch.board[ch.count++] = c;
        });
        for (int i = 0; i < ch.count; ++i)
            if (table.find(ch.board[i]) < 0) visit(ch.board[i], n - 1);
    }
};

} // namespace

Analysis analyse(Board b) {
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
    if (!count_into<uint64_t>(b, a.balls, a)) count_into<u128>(b, a.balls, a);
    return a;
}

uint64_t count_reachable(Board b) {
    const int n = popcount(b);
    if (n <= 1) return static_cast<uint64_t>(n);
    thread_local BoardTable<NoValue, true> t(14);
    Reacher r(t);
    r.visit(b, n);
    return r.table.size() + static_cast<uint64_t>(popcount(r.finals));
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
