// Fling! as a Puzzlebox game: the state (one board), the puzzle (rules, status, hints) and the game type.
#pragma once
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "game/core/game.h"
#include "game/fling/board.h"
#include "game/fling/endgame.h"
#include "game/fling/solver.h"

namespace pz {
const GameType& fling_game();
}

namespace pz::fling {

// The guided first puzzle (GameType::guide; guide.cpp).
Guide guide();

class FlingState : public State {
public:
    explicit FlingState(Board b) : board_(b) {}
    std::string text() const override { return board_desc(board_); }
    Board board() const { return board_; }

private:
    Board board_;
};

// One board to clear. The solver is shared by every state of the puzzle, so hints and status
// reuse what earlier questions decided.
class FlingPuzzle : public Puzzle {
public:
    explicit FlingPuzzle(Board start);
    std::string_view game() const override { return "fling"; }
    const std::string& params() const override { return params_; }
    const std::string& description() const override { return desc_; }
    StatePtr initial() const override;
    Result<StatePtr> apply(const State& s, std::string_view move) const override;
    Status status(const State& s) const override;
    Result<Hint> hint(const State& s) const override;
    Result<std::vector<std::string>> solve(const State& s) const override;
    // The board can still be cleared (the solver, within its interactive limit).
    std::optional<bool> winnable(const State& s) const override;
    // The balls, how many boards the search reaches from the start, and how many first flings win.
    std::string summary(const State& end, const Help& help) const override;
    std::string hud(const State& s) const override;
    std::string move_name(const State& before, std::string_view move) const override;  // "fling C4 left"
    std::vector<std::string> labels() const override { return grid_labels(kHeight, kWidth); }
    std::vector<std::string> move_cells(const State& before, std::string_view move) const override;

    Board start() const { return start_; }
    // The legal moves from b that keep it solvable (what the hint arrows show); nothing when b
    // reaches too many boards to search here (a dense hand-made board: see kInteractiveBoards).
    std::optional<std::vector<Move>> winning_moves(Board b) const;
    std::optional<bool> solvable(Board b) const;

private:
    Board start_;
    std::string params_, desc_;
    // Runs ask(solver) under the lock; if the search met its limit, once more from an empty
    // table (what it remembered may have filled it), then nothing.
    template <class F>
    auto ask(F&& f) const -> std::optional<std::invoke_result_t<F&, Solver&>>;
    mutable std::mutex mutex_;
    mutable Solver solver_{served_endgame_tables(), kInteractiveBoards};
};

// The label the player sees for a square ("C4": column C, row 4 from the top).
std::string square_label(int sq);
// "fling C4 left".
std::string fling_name(Move m);
// Why a move is illegal on b, in one line; empty if it is legal.
std::string illegal_reason(Board b, Move m);
Board board_of(const State& s);

} // namespace pz::fling
