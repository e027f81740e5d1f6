// The session: history, undo/redo, branches, restart, hints and the replay cursor.
#include "game/core/session.h"

#include <algorithm>

#include "game/core/i18n.h"
#include "game/core/job.h"

namespace pz {

std::string_view step_kind_name(StepKind k) {
    switch (k) {
    case StepKind::Move: return "move";
    case StepKind::Hint: return "hint";
    case StepKind::Solve: return "solve";
    case StepKind::Event: return "event";
    case StepKind::Restart: return "restart";
    }
    return "move";
}

Result<StepKind> parse_step_kind(std::string_view s) {
    for (auto k : {StepKind::Move, StepKind::Hint, StepKind::Solve, StepKind::Event, StepKind::Restart})
        if (step_kind_name(k) == s) return k;
    return fail("unknown step kind '" + std::string(s.substr(0, 20)) + "'");
}

Session::Session(std::shared_ptr<const Puzzle> puzzle) : puzzle_(std::move(puzzle)) {
    stand_at(0, puzzle_->initial());
    snapshots_.push_back(current_);
    apply_automatic(0);
}

void Session::keep_snapshot(size_t position, const StatePtr& s) const {
    if (position % kSnapshotEvery == 0 && position / kSnapshotEvery == snapshots_.size()) snapshots_.push_back(s);
}

void Session::stand_at(size_t i, StatePtr s) {
    cursor_ = i;
    current_ = std::move(s);
    status_ = puzzle_->status(*current_);
    shown_hint_.reset();
}

void Session::push_step(Step st, StatePtr next) {
    steps_.push_back(std::move(st));
    stand_at(cursor_ + 1, std::move(next));
    keep_snapshot(cursor_, current_);
}

StatePtr Session::state_at(size_t i) const {
    i = std::min(i, steps_.size());
    if (i == cursor_) return current_;
    size_t k = std::min(i / kSnapshotEvery, snapshots_.size() - 1);
    StatePtr s = snapshots_[k];
    for (size_t j = k * kSnapshotEvery; j < i; ++j) {
        const Step& st = steps_[j];
        if (st.kind == StepKind::Restart) {
            s = puzzle_->initial();
        } else {
            auto next = puzzle_->apply(*s, st.move);
            // Steps were checked when recorded; a failure here means the game's rules changed.
            if (!next) return s;
            s = *next;
        }
        keep_snapshot(j + 1, s);
    }
    return s;
}

void Session::trim_snapshots() {
    size_t keep = steps_.size() / kSnapshotEvery + 1;
    if (snapshots_.size() > keep) snapshots_.resize(keep);
}

void Session::drop_future_into_branch() {
    if (cursor_ >= steps_.size()) return;
    // Branches that grew further along the line being cut would lose the steps they grew from:
    // they now grow from the cursor, with those steps in front of their own.
    for (Branch& other : branches_) {
        if (other.at <= cursor_) continue;
        const size_t at = std::min(other.at, steps_.size());
        std::vector<Step> grown(steps_.begin() + static_cast<long>(cursor_), steps_.begin() + static_cast<long>(at));
        grown.insert(grown.end(), other.steps.begin(), other.steps.end());
        other.steps = std::move(grown);
        other.at = cursor_;
    }
    Branch b;
    b.at = cursor_;
    b.steps.assign(steps_.begin() + static_cast<long>(cursor_), steps_.end());
    steps_.resize(cursor_);
    trim_snapshots();
    branches_.push_back(std::move(b));
}

void Session::apply_automatic(int64_t time_ms) {
    // A cap guards against a game that keeps asking for events forever.
    for (int guard = 0; guard < 1000 && status_ == Status::Playing; ++guard) {
        auto m = puzzle_->automatic_move(*current_);
        if (!m) break;
        auto next = puzzle_->apply(*current_, *m);
        if (!next) break;
        push_step({StepKind::Event, *m, time_ms}, *next);
    }
}

Result<Change> Session::play(std::string_view move, StepKind kind, int64_t time_ms) {
    if (kind == StepKind::Restart) return restart(time_ms);
    if (kind == StepKind::Event) return fail("only the game makes event steps");
    if (move.empty()) return fail("an empty move");
    if (status_ != Status::Playing) return fail(tr("the game is over"));
    Change change{.kind = kind, .before = current_};
    if (kind == StepKind::Move && shown_hint_ && shown_hint_->move == move) kind = StepKind::Hint;
    if (puzzle_->automatic_move(*current_)) {
        // The cursor stands where the game's own move is due (seeked into the past): it comes
        // first, as it did in play, so the history stays one that can be replayed. Tried on a
        // copy first: an illegal move changes nothing.
        StatePtr ahead = current_;
        for (int guard = 0; guard < 1000 && puzzle_->status(*ahead) == Status::Playing; ++guard) {
            auto m = puzzle_->automatic_move(*ahead);
            auto n = m ? puzzle_->apply(*ahead, *m) : Result<StatePtr>(fail("none"));
            if (!n) break;
            ahead = *n;
        }
        if (puzzle_->status(*ahead) != Status::Playing) return fail(tr("the game is over"));
        if (auto tried = puzzle_->apply(*ahead, move); !tried) return tried.error();
        drop_future_into_branch();
        apply_automatic(time_ms);
    }
    auto next = puzzle_->apply(*current_, move);
    if (!next) return next.error();
    drop_future_into_branch();
    push_step({kind, std::string(move), time_ms}, *next);
    change.kind = kind;
    change.played = current_;
    apply_automatic(time_ms);
    change.after = current_;
    change.status = status_;
    change.finished = status_ != Status::Playing;
    return change;
}

bool Session::can_undo() const {
    if (!puzzle_->allows_undo()) return false;
    for (size_t j = cursor_; j > 0; --j)
        if (steps_[j - 1].kind != StepKind::Event) return true;
    return false;
}

bool Session::undo() {
    if (!can_undo()) return false;
    size_t c = cursor_;
    while (c > 0 && steps_[c - 1].kind == StepKind::Event) --c;
    if (c > 0) --c;
    seek(c);
    return true;
}

bool Session::can_redo() const { return puzzle_->allows_undo() && cursor_ < steps_.size(); }

bool Session::redo() {
    if (!can_redo()) return false;
    size_t c = cursor_ + 1;
    while (c < steps_.size() && steps_[c].kind == StepKind::Event) ++c;
    seek(c);
    return true;
}

Result<Change> Session::restart(int64_t time_ms) {
    Change change{.kind = StepKind::Restart, .before = current_};
    drop_future_into_branch();
    push_step({StepKind::Restart, "restart", time_ms}, puzzle_->initial());
    change.played = current_;
    apply_automatic(time_ms);
    change.after = current_;
    change.status = status_;
    return change;
}

Result<Hint> Session::hint() const {
    if (status_ != Status::Playing) return fail(tr("the game is over"));
    return puzzle_->hint(*current_);
}

Result<Hint> Session::show_hint() {
    if (!shown_hint_) {
        auto h = hint();
        if (!h) return h;
        shown_hint_ = *h;
        hint_step_ = 0;
    }
    // Steps 1 and 2 say something only if the game gave their text; step 3 always has the move.
    do {
        hint_step_ = std::min(hint_step_ + 1, 3);
    } while (hint_step_ < 3 && (hint_step_ == 1 ? shown_hint_->nudge : shown_hint_->reason).empty());
    return *shown_hint_;
}

Result<Change> Session::play_hint(int64_t time_ms) {
    if (!shown_hint_) {
        auto h = hint();
        if (!h) return h.error();
        shown_hint_ = *h;
        hint_step_ = 3;
    }
    const std::string move = shown_hint_->move;
    return play(move, StepKind::Hint, time_ms);
}

Result<Change> Session::solve(int64_t time_ms) {
    if (status_ != Status::Playing) return fail(tr("the game is over"));
    auto moves = puzzle_->solve(*current_);
    if (!moves) return moves.error();
    Change change{.kind = StepKind::Solve, .before = current_, .played = current_, .after = current_, .status = status_};
    for (const auto& m : *moves) {
        auto r = play(m, StepKind::Solve, time_ms);
        if (!r) return r.error();
        change.played = r->played;
        change.after = r->after;
        change.status = r->status;
        change.finished = r->finished;
    }
    return change;
}

void Session::seek(size_t i) {
    i = std::min(i, steps_.size());
    if (i == cursor_) return;
    stand_at(i, state_at(i));
}

size_t Session::moves_made() const {
    size_t n = 0;
    for (size_t j = 0; j < cursor_; ++j) {
        if (steps_[j].kind == StepKind::Restart) n = 0;
        else if (steps_[j].kind != StepKind::Event) ++n;
    }
    return n;
}

void Session::switch_branch(size_t index) {
    if (index >= branches_.size()) return;
    Branch b = std::move(branches_[index]);
    branches_.erase(branches_.begin() + static_cast<long>(index));
    seek(std::min(b.at, steps_.size()));
    drop_future_into_branch();  // the line we leave becomes a branch in turn
    steps_.insert(steps_.end(), b.steps.begin(), b.steps.end());
}

bool Session::revealed() const {
    for (size_t j = cursor_; j > 0; --j) {
        if (steps_[j - 1].kind == StepKind::Restart) return false;
        if (steps_[j - 1].kind == StepKind::Solve) return true;
    }
    return false;
}

Help Session::help() const {
    Help h;
    for (size_t j = cursor_; j > 0; --j) {
        const StepKind k = steps_[j - 1].kind;
        if (k == StepKind::Restart) break;
        h.hints += k == StepKind::Hint;
        h.revealed = h.revealed || k == StepKind::Solve;
    }
    return h;
}

Result<StatePtr> Session::check_step(const State& s, const Step& st) const {
    if (st.kind == StepKind::Restart) {
        if (st.move != "restart") return fail("a restart step must say 'restart'");
        return puzzle_->initial();
    }
    const bool playing = puzzle_->status(s) == Status::Playing;
    const std::optional<std::string> due = playing ? puzzle_->automatic_move(s) : std::nullopt;
    if (st.kind == StepKind::Event) {
        if (!due) return fail("an event step where the game makes no move of its own");
        if (st.move != *due) return fail("an event step where the game's own move is '" + due->substr(0, 40) + "'");
    } else {
        if (!playing) return fail("a move after the game was over");
        if (due) return fail("a player's move where the game's own move '" + due->substr(0, 40) + "' comes first");
    }
    return puzzle_->apply(s, st.move);
}

Result<void> Session::load_history(const std::vector<Step>& steps, size_t cursor, std::vector<Branch> branches) {
    steps_.clear();
    branches_.clear();
    snapshots_.assign(1, puzzle_->initial());
    stand_at(0, snapshots_[0]);
    auto describe_step = [](const std::string& where, size_t j, const Step& st, const Error& e) {
        return fail(where + "step " + std::to_string(j + 1) + " (" + std::string(step_kind_name(st.kind)) + " '" +
                    st.move.substr(0, 40) + "'): " + e.message);
    };
    for (size_t j = 0; j < steps.size(); ++j) {
        const Step& st = steps[j];
        // A long game opened off the drawing thread says how far it is, and stops when cancelled.
        if (j % 4096 == 0 && !job_continue(static_cast<double>(j) / static_cast<double>(steps.size())))
            return fail("cancelled");
        auto next = check_step(*current_, st);
        if (!next) return describe_step("", j, st, next.error());
        push_step(st, *next);
    }
    // A branch grows from a position of the main line; each of its steps is checked from there.
    for (size_t i = 0; i < branches.size(); ++i) {
        const Branch& b = branches[i];
        const std::string where = "branch " + std::to_string(i + 1) + ", ";
        if (b.at > steps_.size())
            return fail("branch " + std::to_string(i + 1) + " grows from step " + std::to_string(b.at) +
                        ", past the end of the game (" + std::to_string(steps_.size()) + " steps)");
        if (b.steps.empty()) return fail("branch " + std::to_string(i + 1) + " has no steps");
        StatePtr s = state_at(b.at);
        for (size_t j = 0; j < b.steps.size(); ++j) {
            auto next = check_step(*s, b.steps[j]);
            if (!next) return describe_step(where, j, b.steps[j], next.error());
            s = *next;
        }
    }
    branches_ = std::move(branches);
    seek(std::min(cursor, steps_.size()));
    return {};
}

namespace {
// A played step's name from the position it was played in.
std::string name_of_step(const Puzzle& p, const State& at, const Step& st) {
    if (st.kind == StepKind::Restart) return tr("restart");
    std::string name = p.move_name(at, st.move);
    if (st.kind == StepKind::Hint) name = trf("hint: {1}", name);
    if (st.kind == StepKind::Solve) name = trf("solution: {1}", name);
    return name;
}
} // namespace

std::vector<std::string> step_names(const Session& s) {
    const Puzzle& p = s.puzzle();
    std::vector<std::string> out;
    out.reserve(s.length());
    StatePtr at = p.initial();
    for (const Step& st : s.steps()) {
        out.push_back(name_of_step(p, *at, st));
        if (st.kind == StepKind::Restart) {
            at = p.initial();
            continue;
        }
        // Steps were checked when recorded; should one fail now, the rest are named from here.
        if (auto next = p.apply(*at, st.move)) at = *next;
    }
    return out;
}

std::string step_name(const Session& s, size_t i) {
    if (i >= s.length()) return {};
    return name_of_step(s.puzzle(), *s.state_at(i), s.steps()[i]);
}

std::vector<StatePtr> positions(const Session& s, size_t count) {
    std::vector<StatePtr> out;
    const size_t n = std::min(count, s.length() + 1);
    out.reserve(n);
    for (size_t i = 0; i < n; ++i) out.push_back(s.state_at(i));
    return out;
}

std::vector<bool> mistakes(const Session& s, const std::vector<std::optional<bool>>& winnable) {
    std::vector<bool> out(s.length(), false);
    const Puzzle& p = s.puzzle();
    auto players = [&](size_t i) { return s.steps()[i].kind == StepKind::Move || s.steps()[i].kind == StepKind::Hint; };
    for (size_t i = 0; i < s.length() && i + 1 < winnable.size(); ++i) {
        if (!players(i) || !(winnable[i] == true && winnable[i + 1] == false)) continue;
        // Passing through a losing state on the way to a new winning one on the same cells is play,
        // not a mistake: Sweet Spots' empty -> mark -> chest cycle marks a chest's cell for one tap.
        // A move taken straight back (a wrong chest cleared) stays one: the player made it and saw it.
        if (i + 1 < s.length() && i + 2 < winnable.size() && winnable[i + 2] == true && players(i + 1) &&
            digest(*s.state_at(i + 2)) != digest(*s.state_at(i))) {
            const std::vector<std::string> here = p.move_cells(*s.state_at(i), s.steps()[i].move);
            const std::vector<std::string> next = p.move_cells(*s.state_at(i + 1), s.steps()[i + 1].move);
            const bool same = !here.empty() && std::all_of(here.begin(), here.end(), [&](const std::string& c) {
                return std::find(next.begin(), next.end(), c) != next.end();
            });
            if (same) continue;
        }
        out[i] = true;
    }
    return out;
}

} // namespace pz
