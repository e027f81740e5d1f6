// The mid-end of one game in play, after Tatham's: the session, where it came from, its clock, and
// the rules of keeping it. A replay is a document (it takes no moves until the player chooses to
// play on); a move equal to the hint shown is a hint step; the end of a game is recorded once; a
// game in play is auto-saved after every change. Front ends give input and show what it returns.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "game/core/play_origin.h"
#include "game/core/session.h"

namespace pz {

class MidEnd {
public:
    MidEnd(std::shared_ptr<Session> session, PlayOrigin origin, Keeper& keeper);

    Session& session() { return *session_; }
    const Session& session() const { return *session_; }
    const PlayOrigin& origin() const { return origin_; }
    bool is_replay() const { return origin_.is_replay(); }
    // Milliseconds of play: the clock runs while the game is in play.
    int64_t clock_ms() const { return static_cast<int64_t>(elapsed_ * 1000.0); }
    void tick(double seconds);

    // A player's move; refused on a replay. Records the end of the game, or auto-saves.
    Result<Change> play(std::string_view move, StepKind kind = StepKind::Move);
    Result<Hint> show_hint() { return session_->show_hint(); }
    Result<Change> play_hint();
    Result<Change> restart();
    Result<Change> solve();
    bool undo();
    bool redo();
    // After the session moved by other means (history: seek, a branch switch).
    void moved();
    // A replay becomes the player's own game (auto-saved from now on): the player's choice.
    void play_on();
    // Leaving the game: a game in play with moves is auto-saved, and so is a loss the player
    // can still undo.
    void leave();

private:
    Result<Change> kept(Result<Change> change);
    bool undoable_loss() const;
    std::shared_ptr<Session> session_;
    PlayOrigin origin_;
    Keeper& keeper_;
    double elapsed_ = 0;
    bool finished_recorded_ = false;
};

} // namespace pz
