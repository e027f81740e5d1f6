// The Fling! solver: solvability and uniqueness with a transposition table, and the full
// analysis of a board (reachable states, first moves, sequence counts, final squares, edit map).
#pragma once
#include <optional>
#include <vector>

#include "game/core/text.h"
#include "game/fling/board.h"
#include "game/fling/board_table.h"

namespace pz::fling {

class EndgameTables;

// Searches stop beyond a number of boards: a dense board of 20 or more balls reaches billions,
// which would take hours and more memory than the machine has. The command line allows many;
// hints and the designer answer within a second or two.
inline constexpr uint64_t kMaxBoards = 10'000'000;
inline constexpr uint64_t kInteractiveBoards = 2'000'000;
// The full analysis also stops before its layers would hold more than this (docs/cli/fling.md):
// with many balls a few million boards have hundreds of millions of moves between them.
inline constexpr uint64_t kMaxSearchBytes = uint64_t{1} << 30;

// Answers "solvable?" and "unique?" for many boards, remembering every board it has decided,
// so repeated questions about related boards (hints, the edit map, the generator) are cheap.
class Solver {
public:
    // With tables, boards of few enough balls are looked up instead of searched.
    // max_boards: the most boards a search may remember (0: no limit).
    explicit Solver(const EndgameTables* tables = nullptr, uint64_t max_boards = 0);
    bool solvable(Board b);
    // board_sequences_to_2_balls == 1: one board sequence down to a solvable two-ball board.
    bool unique(Board b);
    // Legal moves whose result is still solvable, in for_each_move order.
    std::vector<Move> winning_moves(Board b);
    // One winning move list, or nothing if b is unsolvable (empty for one ball).
    std::optional<std::vector<Move>> solution(Board b);
    size_t remembered() const { return table_.size(); }
    // True once a search met max_boards: answers since the last forget() cannot be trusted.
    bool gave_up() const { return gave_up_; }
    void forget() {
        table_.clear();
        gave_up_ = false;
    }

private:
    enum : uint8_t { kSolvable = 1, kUniqueKnown = 2, kUnique = 4 };
    bool search(Board b, int n);
    const EndgameTables* tables_;
    uint64_t max_boards_ = 0;
    bool gave_up_ = false;
    BoardTable<NoValue> table_;
};

// Everything the CLI's `solve` prints about one board (see docs/cli/fling.md).
struct Analysis {
    int balls = 0;
    bool solvable = false;
    uint64_t reachable_states = 0;
    int legal_first_moves = 0;
    int winning_first_moves = 0;
    u128 solution_board_sequences = 0;
    u128 board_sequences_to_2_balls = 0;
    int final_squares = 0;
    uint64_t final_square_mask = 0;
    std::vector<Move> solution;
    // False when the search met its limit: reachable_states is then a lower bound and the other
    // counts are not known.
    bool complete = true;
    bool out_of_memory = false;  // the limit met was the memory bound, not the number of boards
    uint64_t search_bytes = 0;   // the most memory the search held at once (never above its bound)
    bool unique() const { return board_sequences_to_2_balls == 1; }
};

// Full search of every board reachable from b, layer by layer (each move removes one ball),
// counting board sequences per board from two balls up; it stops (complete = false) once about
// max_boards boards are found, or before it would hold more than max_bytes.
Analysis analyse(Board b, uint64_t max_boards = kMaxBoards, uint64_t max_bytes = kMaxSearchBytes);
// analyse() with 8-bit counters tried first: lets tests reach the 128-bit fallback on small boards.
Analysis analyse_narrow_first(Board b);

// Counts only: the number of reachable boards (including b and the one-ball boards); a number
// above max_boards means "more than max_boards" (the search stopped there, or at max_bytes).
uint64_t count_reachable(Board b, uint64_t max_boards = kMaxBoards, uint64_t max_bytes = kMaxSearchBytes);

// For each square, the board with a ball added there (empty square) or removed (ball).
struct EditMap {
    uint64_t solvable = 0;  // squares whose toggled board is solvable
    uint64_t unique = 0;    // squares whose toggled board is unique
    // Squares where adding or removing a ball flips solvability (or uniqueness).
    uint64_t solvability_changes(bool board_solvable) const { return (board_solvable ? ~solvable : solvable) & kAllSquares; }
    uint64_t uniqueness_changes(bool board_unique) const { return (board_unique ? ~unique : unique) & kAllSquares; }
};
EditMap edit_map(Board b, Solver& solver);

// Legal moves that lose (leave an unsolvable board) although the board was solvable: tempting mistakes.
int losing_first_moves(Board b, Solver& solver);

} // namespace pz::fling
