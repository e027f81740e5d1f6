// The Decodoku board view: swipe or drag a number to move it (or a keyboard cursor: Confirm picks
// a number up, an arrow moves it), clusters coloured with patterns in Practice mode, the 5-move
// counter, merges animated with a sound, the spanning cluster revealed at game over, column letters
// and row numbers along the edges, and the hint step by step.
#pragma once

#include <memory>
#include <string>

#include "engine/tween.h"
#include "game/decodoku/rules.h"
#include "game/ui/board_labels.h"
#include "game/ui/board_view.h"
#include "game/ui/grid_cursor.h"

namespace pz::decodoku {

class DecodokuView : public BoardView {
public:
    Voice voice() const override { return Voice::Marimba; }
    explicit DecodokuView(const DecodokuPuzzle& puzzle)
        : puzzle_(puzzle), labels_(puzzle, puzzle.settings().size, puzzle.settings().size) {}

    void layout(Rect area) override;
    Interpretation interpret(const State& s, const Gesture& g) override;
    void draw(Canvas& c, const State& s, const DrawInfo& info) const override;
    void on_change(const Change& change, Audio& audio) override;
    void update(float dt) override;
    bool animating() const override;
    Rect labelled_area(const std::vector<std::string>& labels) const override;
    // The coach (the game option "coach"): after each move, in a strip under the board, how the
    // planner would have moved from the same position and why (the group its number joins).
    void set_options(const ViewOptions& o) override { coaching_ = o.flag("coach", false); }
    float panel_height() const override { return coaching_ ? 120.f : 0.f; }
    Interpretation gui(const PlayLine& line) override;
    const std::string& coach_text() const { return coach_text_; }
    // A move is a swipe or drag of a number by one square (tapping a number, then a neighbour, also works).
    std::string_view input_style() const override { return "swipe"; }

    // Geometry and UI state, for tests.
    Rect cell_rect(int cell) const;
    int cell_at(Vec2 p) const;  // -1 off the board
    Vec2 pip_centre(int i) const;  // the 5-move counter's i-th pip
    int cursor() const { return cursor_.cell(); }
    bool cursor_shown() const { return cursor_.shown(); }
    bool holding() const { return cursor_.holding(); }
    // Clusters are shown in Practice mode, and for everyone once the game is over.
    bool shows_clusters(const DecodokuState& s) const;
    // The merge sound's pitch: a higher resulting number rings higher; 0 (vanished) rings highest.
    static float merge_pitch(int value);
    // The player's move that turns `before` into `played`, read from the states alone; nothing if none does.
    std::optional<std::string> move_between(const State& before, const State& played) const;

private:
    const DecodokuPuzzle& puzzle_;
    CellLabels labels_;
    EdgeLabels edges_;
    Rect area_;
    float cell_ = 44;
    Vec2 origin_;
    GridCursor cursor_;  // holding: Confirm or a tap picked the number under it up
    ParsedMove<PlayerMove> last_, hinted_;  // history's last move and the hint's, as drawn
    int drag_from_ = -1;
    bool coaching_ = false;
    std::string coach_text_;  // the coach's word on the last move

    // Animations: the moved number sliding in, a ring where two numbers merged, and the noise
    // burst after it: new numbers fade in, changed ones pulse.
    int slide_to_ = -1;
    Vec2 slide_from_;
    Tween slide_;
    int merge_at_ = -1;
    int merged_ = 0;       // what the merge left: 0 when the pair annihilated (a burst of sparks)
    int vanished_ = 0;     // the moved number, whose colour an annihilation's sparks take
    Tween merge_;
    std::array<uint8_t, kMaxCells> burst_new_{}, burst_changed_{};  // squares the last burst filled / changed
    std::array<uint8_t, kMaxCells> burst_order_{};  // the order the burst's squares arrive in, one after another
    Tween burst_;
    // Where the last move landed, outlined in the game's colour while the board is the one that
    // move made (a still mark: no frames drawn for it; gone with the next change).
    int landed_ = -1, landed_from_ = -1;  // the last move's squares, marked until the board changes
    std::weak_ptr<const State> landed_on_;
    float burst_delay_ = 0;  // seconds of burst_ before it shows (the player's move slides first)
    float burst_gap_ = 0;    // seconds between two squares of the burst arriving
    // How far the burst has come at a square, 0..1; 1 when it is not part of a running burst.
    float burst_at(int i, bool new_ones) const;
};

} // namespace pz::decodoku
