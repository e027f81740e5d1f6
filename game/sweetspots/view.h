// The Sweet Spots board view (engine side): layout, gestures to text moves, and drawing.
#pragma once
#include <string>
#include <vector>

#include "engine/tween.h"
#include "game/sweetspots/rules.h"
#include "game/ui/board_labels.h"
#include "game/ui/board_view.h"
#include "game/ui/grid_cursor.h"

namespace pz::sweetspots {

class SpotsView : public BoardView {
public:
    Voice voice() const override { return Voice::Bell; }
    explicit SpotsView(const SpotsPuzzle& puzzle);
    void layout(Rect area) override;
    Interpretation interpret(const State& s, const Gesture& g) override;
    void draw(Canvas& c, const State& s, const DrawInfo& info) const override;
    void on_change(const Change& change, Audio& audio) override;
    // A chest just placed drops into its cell with a small bounce, a mark fades in; a won board's
    // chests hop in a wave across it in the game's colour.
    void update(float dt) override {
        place_.update(dt);
        win_.update(dt);
    }
    bool animating() const override { return (!placed_.empty() && !place_.done()) || celebrating(); }
    bool celebrating() const { return won_ && !win_.done(); }
    // Check, Confirm, Save/Restore of a tentative position, back to the last correct position: a
    // strip under the board only once asked for from the Menu ("Check and save"), since a clash shows
    // the moment it happens and the board is the hero; Close puts it away.
    float panel_height() const override;
    Interpretation gui(const PlayLine& line) override;
    const char* tool_label() const override;
    void open_tool() override { tools_open_ = true; }
    bool tools_open() const { return tools_open_; }
    Rect labelled_area(const std::vector<std::string>& labels) const override;
    float cell_size() const override { return cell_; }
    Rect focus_rect() const override;
    // The cells labels name: cells, rows, columns and zones ("zone 2").
    std::vector<int> cells_of(const std::vector<std::string>& labels) const;

    // "Check": the first mistake against the solution (outlined until the next move), as a sentence.
    std::string check(const State& s);
    // What the Check tool does: the result in the panel's message line.
    void press_check(const State& s) { message_ = check(s); }
    // The latest position at or before the one the player stands on with no mistake in it.
    static size_t last_correct(const PlayLine& line, const SpotsPuzzle& puzzle);
    // Save/Restore: remembers a position; restoring it is a "restore" move (undoable like any other).
    void save_position(const State& s) { saved_ = s.text(); }
    std::string restore_move() const { return saved_.empty() ? std::string() : "restore " + saved_; }
    // What the Restore tool asks for from s: the restore move, or nothing (and a word why) when s
    // is the saved position already.
    Interpretation press_restore(const State& s);
    const std::string& message() const { return message_; }

    // Player settings: placing a chest also marks the cells it rules out; broken rules shown in red.
    void set_options(const ViewOptions& o) override {
        auto_mark_ = o.flag("auto_mark", true);
        show_conflicts_ = o.flag("show_conflicts", true);
        chest_first_ = o.flag("chest_first", false);
    }
    int cell_at(Vec2 p) const;  // -1 off the board
    Rect cell_rect(int cell) const;
    int zone_colour(int zone) const { return colour_[static_cast<size_t>(zone)]; }

private:
    std::string tap_move(const SpotsState& s, int cell) const;
    std::string place_chest(int cell) const;
    const SpotsPuzzle& puzzle_;
    CellLabels labels_;
    EdgeLabels edges_;
    std::vector<int> colour_;  // palette category per zone; neighbours differ
    float cell_ = 0;
    bool tools_open_ = false;
    Vec2 origin_;
    GridCursor cursor_;
    ParsedMove<std::vector<int>> hinted_;  // the cells the hint's move names
    bool auto_mark_ = false;
    // The tap order the issue leaves to the player: empty -> mark -> chest (the default, as in the
    // original) or empty -> chest -> mark (the game option "chest_first", from the settings screen).
    bool chest_first_ = false;
    bool show_conflicts_ = true;
    std::vector<int> placed_;  // cells the last move put a chest or mark on
    Tween place_;
    bool won_ = false;  // the player's own move solved it (not a shown solution): chests in the game's colour
    Tween win_;         // the wave across the chests, 0..1 over its whole run
    int mistake_ = -1;      // outlined after "Check", until the next move
    std::string message_;   // the last Check/Confirm result
    std::string saved_;     // Save/Restore's position text
    // The cells a shown hint's reason talks about (a zone, a block), worked out once per hint.
    mutable std::string focus_key_;
    mutable std::vector<int> focus_;
};

} // namespace pz::sweetspots
