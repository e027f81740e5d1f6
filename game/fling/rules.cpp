// The Fling! rules as the mid-end sees them: text moves applied to board states, status and hints.
#include "game/fling/rules.h"

#include "game/fling/endgame.h"
#include "game/fling/generator.h"

namespace pz::fling {

namespace {

std::string square_name(int sq) { return std::to_string(square_x(sq)) + "," + std::to_string(square_y(sq)); }

const char* dir_word(Dir d) {
    switch (d) {
    case Left: return "left";
    case Right: return "right";
    case Up: return "up";
    case Down: return "down";
    }
    return "";
}

} // namespace

std::string illegal_reason(Board b, Move m) {
    const std::string where = square_name(m.square);
    if (!(b >> m.square & 1)) return "there is no ball on " + where;
    const int nb = rays().next[m.dir][m.square];
    if (nb < 0) return "the ball on " + where + " is at the edge: nothing lies " + dir_word(m.dir) + " of it";
    if (b >> nb & 1) return "the ball on " + where + " touches the ball " + dir_word(m.dir) + " of it and cannot be flung into it";
    if (!(b & rays().ray[m.dir][m.square]))
        return "no ball lies " + std::string(dir_word(m.dir)) + " of " + where + ": a ball cannot be flung off the board";
    return {};
}

Board board_of(const State& s) { return static_cast<const FlingState&>(s).board(); }

FlingPuzzle::FlingPuzzle(Board start) : start_(start), params_(params_text(0)), desc_(board_desc(start)) {}

StatePtr FlingPuzzle::initial() const { return std::make_shared<FlingState>(start_); }

Result<StatePtr> FlingPuzzle::apply(const State& s, std::string_view move) const {
    auto m = parse_move(move);
    if (!m) return m.error();
    const Board b = board_of(s);
    if (std::string why = illegal_reason(b, *m); !why.empty()) return fail(why);
    return StatePtr(std::make_shared<FlingState>(apply_fling(b, m->square, m->dir)));
}

Solver& FlingPuzzle::solver() const {
    if (!with_tables_)
        if (const EndgameTables* t = cached_endgame_tables()) {
            solver_ = Solver(t, kInteractiveBoards);
            with_tables_ = true;
        }
    return solver_;
}

template <class F>
auto FlingPuzzle::ask(F&& f) const -> std::optional<std::invoke_result_t<F&, Solver&>> {
    std::lock_guard lock(mutex_);
    for (int attempt = 0; attempt < 2; ++attempt) {
        Solver& s = solver();
        if (attempt) s.forget();
        auto answer = f(s);
        if (!s.gave_up()) return answer;
    }
    solver_.forget();
    return std::nullopt;
}

std::optional<bool> FlingPuzzle::solvable(Board b) const {
    return ask([b](Solver& s) { return s.solvable(b); });
}

std::optional<std::vector<Move>> FlingPuzzle::winning_moves(Board b) const {
    return ask([b](Solver& s) { return s.winning_moves(b); });
}

namespace {

std::string too_big_text() {
    return "this board reaches more than " + std::to_string(kInteractiveBoards) +
           " boards, too many to search here (puzzlebox-tool fling solve goes further)";
}

} // namespace

Status FlingPuzzle::status(const State& s) const {
    const Board b = board_of(s);
    if (popcount(b) == 1) return Status::Won;
    // Stuck: more than one ball and no move that can still clear the board (a board too big to
    // search is played on).
    return solvable(b).value_or(true) ? Status::Playing : Status::Lost;
}

Result<Hint> FlingPuzzle::hint(const State& s) const {
    const Board b = board_of(s);
    if (popcount(b) <= 1) return fail("the board is already cleared");
    const auto found = winning_moves(b);
    if (!found) return fail(too_big_text());
    const std::vector<Move>& wins = *found;
    if (wins.empty()) return fail("no winning move left: undo to a solvable board");
    const int legal = legal_move_count(b);
    const Move m = wins.front();
    std::string reason = "Fling the ball on " + square_name(m.square) + " " + dir_word(m.dir) + ": " +
                         std::to_string(wins.size()) + " of " + std::to_string(legal) +
                         " possible flings keep the board solvable.";
    return Hint{move_text(m), reason};
}

Result<std::vector<std::string>> FlingPuzzle::solve(const State& s) const {
    const Board b = board_of(s);
    const auto found = ask([b](Solver& solver) { return solver.solution(b); });
    if (!found) return fail(too_big_text());
    const std::optional<std::vector<Move>>& sol = *found;
    if (!sol) return fail("this board cannot be cleared any more");
    std::vector<std::string> out;
    for (Move m : *sol) out.push_back(move_text(m));
    return out;
}

std::string FlingPuzzle::hud(const State& s) const {
    const int n = popcount(board_of(s));
    return std::to_string(n) + (n == 1 ? " ball" : " balls");
}

} // namespace pz::fling
