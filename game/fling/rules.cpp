// The Fling! rules as the mid-end sees them: text moves applied to board states, status and hints.
#include "game/fling/rules.h"

#include "game/core/i18n.h"
#include "game/fling/generator.h"

namespace pz::fling {

namespace {

// One sentence per direction, so each language words the direction its own way.
const char* by_dir(Dir d, const char* left, const char* right, const char* up, const char* down) {
    switch (d) {
    case Left: return left;
    case Right: return right;
    case Up: return up;
    case Down: return down;
    }
    return left;
}

} // namespace

std::string square_label(int sq) { return cell_label(square_y(sq), square_x(sq)); }

std::string fling_name(Move m) {
    return trf(by_dir(m.dir, tr("fling {1} left"), tr("fling {1} right"), tr("fling {1} up"), tr("fling {1} down")), square_label(m.square));
}

std::string illegal_reason(Board b, Move m) {
    const std::string where = square_label(m.square);
    if (!(b >> m.square & 1)) return trf("there is no ball on {1}", where);
    const int nb = rays().next[m.dir][m.square];
    if (nb < 0)
        return trf(by_dir(m.dir, tr("the ball on {1} is at the edge: nothing lies left of it"),
                          tr("the ball on {1} is at the edge: nothing lies right of it"),
                          tr("the ball on {1} is at the edge: nothing lies up of it"),
                          tr("the ball on {1} is at the edge: nothing lies down of it")),
                   where);
    if (b >> nb & 1)
        return trf(by_dir(m.dir, tr("the ball on {1} touches the ball left of it and cannot be flung into it"),
                          tr("the ball on {1} touches the ball right of it and cannot be flung into it"),
                          tr("the ball on {1} touches the ball up of it and cannot be flung into it"),
                          tr("the ball on {1} touches the ball down of it and cannot be flung into it")),
                   where);
    if (!(b & rays().ray[m.dir][m.square]))
        return trf(by_dir(m.dir, tr("no ball lies left of {1}: a ball cannot be flung off the board"),
                          tr("no ball lies right of {1}: a ball cannot be flung off the board"),
                          tr("no ball lies up of {1}: a ball cannot be flung off the board"),
                          tr("no ball lies down of {1}: a ball cannot be flung off the board")),
                   where);
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

template <class F>
auto FlingPuzzle::ask(F&& f) const -> std::optional<std::invoke_result_t<F&, Solver&>> {
    std::lock_guard lock(mutex_);
    for (int attempt = 0; attempt < 2; ++attempt) {
        Solver& s = solver_;
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
    return trf("this board reaches more than {1} boards, too many to search here (puzzlebox-tool fling solve goes further)",
               static_cast<unsigned long long>(kInteractiveBoards));
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
    if (popcount(b) <= 1) return fail(tr("the board is already cleared"));
    const auto found = winning_moves(b);
    if (!found) return fail(too_big_text());
    const std::vector<Move>& wins = *found;
    if (wins.empty()) return fail(tr("no winning move left: undo to a solvable board"));
    const int legal = legal_move_count(b);
    const Move m = wins.front();
    // Step 2 counts this ball's flings, so it says how narrow the way is without naming the direction.
    int ball_legal = 0, ball_wins = 0;
    for_each_move(b, [&](Move k, Board) { ball_legal += k.square == m.square; });
    for (Move k : wins) ball_wins += k.square == m.square;
    Hint h;
    h.move = move_text(m);
    h.move_name = fling_name(m);
    h.nudge = trf("Look at the ball on {1}.", square_label(m.square));
    h.cells = {square_label(m.square)};
    const std::string whole =
        trn("{2} of {1} fling on the board still win", "{2} of {1} flings on the board still win", legal, wins.size());
    if (ball_legal == 1)
        h.reason = trf("This ball has one fling, and it keeps the board solvable ({1}).", whole);
    else if (ball_wins == 1)
        h.reason = trf("Only one of this ball's {1} flings keeps the board solvable ({2}).", ball_legal, whole);
    else
        h.reason = trf("{1} of this ball's {2} flings keep the board solvable ({3}).", ball_wins, ball_legal, whole);
    return h;
}

std::string FlingPuzzle::move_name(const State&, std::string_view move) const {
    auto m = parse_move(move);
    return m ? fling_name(*m) : std::string(move);
}

std::vector<std::string> FlingPuzzle::move_cells(const State&, std::string_view move) const {
    auto m = parse_move(move);
    if (!m) return {};
    return {square_label(m->square)};
}

Result<std::vector<std::string>> FlingPuzzle::solve(const State& s) const {
    const Board b = board_of(s);
    const auto found = ask([b](Solver& solver) { return solver.solution(b); });
    if (!found) return fail(too_big_text());
    const std::optional<std::vector<Move>>& sol = *found;
    if (!sol) return fail(tr("this board cannot be cleared any more"));
    std::vector<std::string> out;
    for (Move m : *sol) out.push_back(move_text(m));
    return out;
}

std::string FlingPuzzle::hud(const State& s) const {
    const int n = popcount(board_of(s));
    return trn("{1} ball", "{1} balls", n);
}

std::optional<bool> FlingPuzzle::winnable(const State& s) const {
    if (status(s) == Status::Won) return true;
    return solvable(board_of(s));
}

std::string FlingPuzzle::summary(const State& end, const Help& help) const {
    (void)help;  // it grades the puzzle, not the player: help changes nothing it says
    (void)end;
    const Board b = start();
    const int balls = popcount(b);
    const uint64_t reachable = count_reachable(b, kInteractiveBoards);
    if (reachable > kInteractiveBoards)
        return trn("{1} ball: more than {2} positions reachable from the start.", "{1} balls: more than {2} positions reachable from the start.",
                   balls, kInteractiveBoards);
    const auto first = winning_moves(b);
    if (!first) return trn("{1} ball: {2} positions reachable from the start.", "{1} balls: {2} positions reachable from the start.", balls, reachable);
    int legal = 0;
    for (int sq = 0; sq < kSquares; ++sq)
        for (int d = 0; d < 4; ++d) legal += is_legal(b, sq, static_cast<Dir>(d)) ? 1 : 0;
    return trn("{1} ball: {2} positions reachable from the start; {3} of {4} first flings win.",
               "{1} balls: {2} positions reachable from the start; {3} of {4} first flings win.", balls, reachable, first->size(), legal);
}

} // namespace pz::fling
