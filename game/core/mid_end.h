// The mid-end of one game in play, after Tatham's: it keeps the session (session.h, the line of
// play alone), where the game came from, its clock, and the rules of keeping it and of the presses
// that are not moves. A replay is a document (it takes no moves until the player chooses to play
// on); a move equal to the hint shown is a hint step; the Hint button's third press plays it; a
// survival game refuses undo; the end of a game is recorded once; a game in play is auto-saved
// after every change. Front ends give input and show what it returns; a board never drives it.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "game/core/play_origin.h"
#include "game/core/session.h"

namespace pz {

// What a press of the Hint button did: showed the hint's next step (1 the nudge, 2 the reason,
// 3 the move), or, pressed once more after the move was shown, played it.
struct HintPress {
    Hint hint;
    int step = 0;                  // the step now shown; 0 when the press played the move
    std::optional<Change> played;  // the change, when the press played the move
};

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
    // The Hint button: the hint's next step, and once its move is shown, the next press plays it.
    Result<HintPress> press_hint();
    Result<Change> restart();  // the clock starts again at 0:00
    Result<Change> solve();
    bool undo();
    bool redo();
    // The Undo button: refused, with the reason to show, in a game without undo (survival);
    // otherwise whether there was a step to take back.
    Result<bool> press_undo();
    // Goes to position i of the line (0 = the start), keeping the future (a board's "go back").
    void seek(size_t i);
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
