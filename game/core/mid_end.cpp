// The mid-end: the rules of keeping a game in play (records, auto-saves, replays) and of the
// presses that are not moves (hint steps, undo in a survival game).
#include "game/core/mid_end.h"

#include <algorithm>

#include "game/core/i18n.h"

namespace pz {

MidEnd::MidEnd(std::shared_ptr<Session> session, PlayOrigin origin, Keeper& keeper)
    : session_(std::move(session)), origin_(std::move(origin)), keeper_(keeper) {
    if (!session_->steps().empty()) elapsed_ = static_cast<double>(session_->steps().back().time_ms) / 1000.0;
    // A resumed game goes on from the clock its save kept (time played after its last move too).
    if (origin_.clock_ms > 0) elapsed_ = std::max(elapsed_, static_cast<double>(origin_.clock_ms) / 1000.0);
    finished_recorded_ = session_->status() != Status::Playing;
}

void MidEnd::tick(double seconds) {
    if (session_->status() == Status::Playing) elapsed_ += seconds;
}

// A lost game the player can still undo (a Fling! board left stuck) stays theirs: it is saved
// like one in play, so Continue brings it back to take the fatal move back. A win, or a loss in a
// mode without undo, ends the game and its save.
bool MidEnd::undoable_loss() const {
    return session_->status() == Status::Lost && session_->puzzle().allows_undo() && session_->can_undo();
}

Result<Change> MidEnd::kept(Result<Change> change) {
    if (!change) return change;
    if (change->status != Status::Playing) {
        if (!finished_recorded_) {
            finished_recorded_ = true;
            keeper_.keep_record(*session_, origin_, clock_ms());
        }
        if (undoable_loss()) keeper_.autosave(*session_, origin_, clock_ms());
        else keeper_.drop_autosave(*session_, origin_);
    } else {
        finished_recorded_ = false;  // a restart plays the level again: its end is recorded again
        keeper_.autosave(*session_, origin_, clock_ms());
    }
    return change;
}

Result<Change> MidEnd::play(std::string_view move, StepKind kind) {
    if (is_replay()) return fail(tr("This is a replay. To play it on, open History and choose 'Play on from here'."));
    return kept(session_->play(move, kind, clock_ms()));
}

Result<Change> MidEnd::play_hint() {
    if (is_replay()) return fail(tr("This is a replay. To play it on, open History and choose 'Play on from here'."));
    return kept(session_->play_hint(clock_ms()));
}

Result<Change> MidEnd::restart() {
    if (is_replay()) return fail(tr("This is a replay. To play it again, open History and choose 'Play on from here'."));
    // Begun again, the game is timed again from 0:00 (the time before is in its history).
    auto change = session_->restart(0);
    if (change) elapsed_ = 0;
    return kept(std::move(change));
}

Result<Change> MidEnd::solve() {
    if (is_replay()) return fail(tr("This is a replay: its moves are already there to watch in History."));
    return kept(session_->solve(clock_ms()));
}

bool MidEnd::undo() {
    if (!session_->undo()) return false;
    moved();
    return true;
}

Result<bool> MidEnd::press_undo() {
    if (!session_->puzzle().allows_undo()) return fail(tr("No undo in this mode: it is a survival game"));
    return undo();
}

Result<HintPress> MidEnd::press_hint() {
    if (const Hint* shown = session_->shown_hint(); shown && session_->hint_step() >= 3) {
        HintPress press{.hint = *shown};
        auto r = play_hint();
        if (!r) return r.error();
        press.played = *r;
        return press;
    }
    auto h = session_->show_hint();
    if (!h) return h.error();
    return HintPress{.hint = *h, .step = session_->hint_step()};
}

bool MidEnd::redo() {
    if (!session_->redo()) return false;
    moved();
    return true;
}

void MidEnd::seek(size_t i) {
    session_->seek(i);
    moved();
}

void MidEnd::moved() {
    finished_recorded_ = session_->status() != Status::Playing;
    if (session_->status() == Status::Playing || undoable_loss()) keeper_.autosave(*session_, origin_, clock_ms());
}

void MidEnd::play_on() {
    if (is_replay()) origin_ = PlayOrigin::custom();
}

void MidEnd::leave() {
    if ((session_->status() == Status::Playing && session_->moves_made() > 0) || undoable_loss()) keeper_.autosave(*session_, origin_, clock_ms());
}

} // namespace pz
