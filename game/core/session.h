// The session: one game's line of play with its move history, undo/redo, restart, hints, and a
// replay cursor that can stand at any past position without losing the future. It knows nothing
// of saving or of a front end; the mid-end (mid_end.h) keeps it and owns those rules.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game.h"

namespace pz {

enum class StepKind { Move, Hint, Solve, Event, Restart };
std::string_view step_kind_name(StepKind k);  // "move", "hint", "solve", "event", "restart"
Result<StepKind> parse_step_kind(std::string_view s);

struct Step {
    StepKind kind = StepKind::Move;
    std::string move;     // text form; "restart" steps carry "restart"
    int64_t time_ms = 0;  // since the game began
    bool operator==(const Step&) const = default;
};

// A future that a new move replaced: kept, never silently lost (undo tree).
struct Branch {
    size_t at = 0;            // the position it grows from
    std::vector<Step> steps;  // the steps that followed there
    bool operator==(const Branch&) const = default;
};

// What one play did, as positions: before it, right after the player's own move (before the game's
// own moves: Decodoku's noise burst), and after the game's moves; the status then, and whether
// this play ended the game. Views animate from these states (BoardView::on_change), never from
// the move's text; the mid-end keeps records from it.
struct Change {
    StepKind kind = StepKind::Move;  // Move, Hint, Solve (the whole solution) or Restart
    StatePtr before;  // the position the play was made from
    StatePtr played;  // right after the player's move (after the restart, for a restart)
    StatePtr after;   // after the game's own moves too; the same as played when it made none
    Status status = Status::Playing;
    bool finished = false;
    // The game made moves of its own after the player's (played != after).
    bool game_moved() const { return played != after; }
};

class Session {
public:
    explicit Session(std::shared_ptr<const Puzzle> puzzle);

    const Puzzle& puzzle() const { return *puzzle_; }
    std::shared_ptr<const Puzzle> puzzle_ptr() const { return puzzle_; }

    // The position the cursor stands on.
    const State& state() const { return *current_; }
    StatePtr state_ptr() const { return current_; }
    Status status() const { return status_; }  // of the position at the cursor, kept as it moves
    size_t position() const { return cursor_; }
    size_t length() const { return steps_.size(); }
    const std::vector<Step>& steps() const { return steps_; }
    // The state after the first i steps (0 = the start); snapshots every kSnapshotEvery steps.
    StatePtr state_at(size_t i) const;

    // Plays at the cursor; a future beyond the cursor becomes a Branch. Then applies the
    // game's automatic moves (recorded as Event steps). An illegal move changes nothing. A move
    // equal to the hint last shown (show_hint) is recorded as a Hint step.
    Result<Change> play(std::string_view move, StepKind kind = StepKind::Move, int64_t time_ms = 0);
    bool can_undo() const;
    bool undo();  // back over trailing events and one player step
    bool can_redo() const;
    bool redo();
    Result<Change> restart(int64_t time_ms = 0);
    Result<Hint> hint() const;                      // asks the game; does not play
    // Shows the hint's next step (docs/adding-a-game.md): the first call asks the game and shows
    // step 1, the nudge; then 2, the reason; then 3, the move; a step the hint has no text for is
    // passed over. The hint and its step are kept until the position changes.
    Result<Hint> show_hint();
    const Hint* shown_hint() const { return shown_hint_ ? &*shown_hint_ : nullptr; }
    int hint_step() const { return shown_hint_ ? hint_step_ : 0; }  // 0: no hint shown
    Result<Change> play_hint(int64_t time_ms = 0);  // plays the shown hint (or a new one) as a Hint step
    Result<Change> solve(int64_t time_ms = 0);      // plays the whole solution as Solve steps
    void seek(size_t i);                            // any position 0..length()
    // Player steps (Move/Hint/Solve) up to the cursor since the last restart.
    size_t moves_made() const;
    // The solution was shown (Solve steps) since the last restart: a win then is not the player's.
    bool revealed() const;
    // The help taken up to the cursor since the last restart: hint steps played, solution shown.
    Help help() const;

    const std::vector<Branch>& branches() const { return branches_; }
    // Goes to the branch's position and swaps the current future with the branch's steps.
    void switch_branch(size_t index);

    // Rebuilds a whole history (from a save or replay). Every step, branches included, is checked
    // as play would have made it: its kind (events only where the game makes one, and exactly
    // that one), its legality, and no move after the end. The first bad step is named.
    Result<void> load_history(const std::vector<Step>& steps, size_t cursor, std::vector<Branch> branches = {});

    static constexpr size_t kSnapshotEvery = 16;

private:
    void drop_future_into_branch();
    // Appends a step and moves the cursor onto its position.
    void push_step(Step st, StatePtr next);
    // Stands the cursor at position i, holding state s (status and shown hint follow).
    void stand_at(size_t i, StatePtr s);
    // The one snapshot rule: the state at every kSnapshotEvery-th position, each kept once.
    void keep_snapshot(size_t position, const StatePtr& s) const;
    // The state after st from s, or why st could not have been recorded there.
    Result<StatePtr> check_step(const State& s, const Step& st) const;
    void apply_automatic(int64_t time_ms);
    void trim_snapshots();
    std::shared_ptr<const Puzzle> puzzle_;
    std::vector<Step> steps_;
    mutable std::vector<StatePtr> snapshots_;  // snapshots_[k] = state after k*kSnapshotEvery steps (a cache)
    std::vector<Branch> branches_;
    size_t cursor_ = 0;
    StatePtr current_;
    Status status_ = Status::Playing;
    std::optional<Hint> shown_hint_;
    int hint_step_ = 0;
};

// The positions of the session's line from 0 (the start), at most `count` of them (all up to
// length() by default): what history's mistake search takes to its worker (states are immutable
// and shared). A long game's search asks only for the first ones, so it never walks the rest.
std::vector<StatePtr> positions(const Session& s, size_t count = SIZE_MAX);
// Per step (index i is step i+1): a mistake, i.e. a player's move or hint that went from a
// position the game says is winnable to one it says is not, unless the player's next move, on the
// same cells, goes on to a new winnable position (a cycle of states on one cell passes through a
// wrong one); a move taken straight back is still a mistake. `winnable` is per position (as
// Puzzle::winnable, nothing where unknown or not yet known); shorter vectors mark only what they cover.
std::vector<bool> mistakes(const Session& s, const std::vector<std::optional<bool>>& winnable);

// Each step up to the end in the player's words: Puzzle::move_name from the position it was played
// in, hint and solution steps marked ("hint: tap B2"), a restart as "restart". For history.
std::vector<std::string> step_names(const Session& s);
// Step i's name alone (0-based), as step_names()[i]: for a list that names only the rows it shows.
std::string step_name(const Session& s, size_t i);

} // namespace pz
