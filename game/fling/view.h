// The Fling! board view: swipe a ball to fling it, keyboard cursor, animated chains, edge labels,
// the hint step by step and the last fling's path in history. Making boards is the Make screen's
// (game/fling/editor.h).
#pragma once
#include <memory>
#include <optional>
#include <vector>

#include "engine/tween.h"
#include "game/fling/board.h"
#include "game/fling/rules.h"
#include "game/fling/solver.h"
#include "game/ui/board_labels.h"
#include "game/ui/board_view.h"
#include "game/ui/grid_cursor.h"

namespace pz::fling {

// One ball's slide in an animated fling: from a square to a square (or off the board).
struct Slide {
    int from = 0;
    Vec2 to_offset;   // destination in squares relative to `from` (may leave the board)
    float start = 0;  // when it starts moving, as a fraction of the whole animation
    float end = 0;
};
// The chain of slides one move makes, in order: the flung ball, then each ball it passes the motion to.
std::vector<Slide> fling_slides(Board before, Move m);
// The fling that turns `before` into `after`, read from the boards alone (the first in
// for_each_move's order when two give the same board); nothing if no fling does.
std::optional<Move> fling_between(Board before, Board after);

class FlingView : public BoardView {
public:
    Voice voice() const override { return Voice::Pluck; }
    explicit FlingView(const FlingPuzzle& puzzle);
    void layout(Rect area) override;
    Interpretation interpret(const State& s, const Gesture& g) override;
    void draw(Canvas& c, const State& s, const DrawInfo& info) const override;
    void on_change(const Change& change, Audio& audio) override;
    void update(float dt) override;
    bool animating() const override { return animation_.has_value() || !cheer_.done(); }
    // A move is a fling: drag a ball towards a direction (tapping a ball, then a square in line, also works).
    std::string_view input_style() const override { return "swipe"; }
    Rect labelled_area(const std::vector<std::string>& labels) const override;

    Rect cell_rect(int sq) const;
    int square_at(Vec2 p) const;  // -1 outside the board
    int cursor() const { return cursor_.cell(); }
    bool holding() const { return cursor_.holding(); }


private:
    struct Animation {
        Board before = 0;
        std::vector<Slide> slides;
        Dir dir = Left;
        float travel = 0;  // seconds the balls slide; the clock runs on while the last impact settles
        Tween clock;       // in seconds
    };
    // One creature as drawn this frame: where it is, how it is squashed, where it looks.
    struct Creature {
        Vec2 centre;
        float radius = 0;
        Vec2 scale{1, 1};  // squash (x > y) and stretch along the motion
        Vec2 look;         // where the pupils point, length 0..1
        float lift = 0;    // raised off the board (perked up, hopping), px
        float alpha = 1;
        bool blink = false, happy = false;
    };
    void draw_creature(Canvas& c, const Creature& k, Color fur, const Palette& pal) const;
    // The creatures mid-fling: sliding, stretched, squashing on impact, the last tumbling off.
    void draw_fling(Canvas& c, Color fur, const DrawInfo& info) const;
    // The win's ripple of the game's colour, spreading from the last creature at ct (0..1).
    void draw_ripple(Canvas& c, Board b, float ct, Color fur) const;
    // Where the dragged ball would stop if let go now, drawn as a faint path.
    void draw_drag_preview(Canvas& c, Board b, const Palette& pal) const;
    Interpretation fling_from(Board b, int sq, Dir d);
    Vec2 centre_of(int sq) const;
    // History: the balls the last fling moved, where they were and where they went.
    void draw_path(Canvas& c, Board before, std::string_view move, const Palette& pal) const;

    const FlingPuzzle& puzzle_;
    CellLabels labels_;
    EdgeLabels edges_;
    Rect board_;
    float cell_ = 44;
    GridCursor cursor_;  // holding: a tap or Confirm picked the ball under it up
    ParsedMove<Move> last_, hinted_;
    int drag_from_ = -1;
    std::optional<Animation> animation_;
    Tween cheer_;          // the win moment: the last creature hops as a ripple crosses the board
    int drag_dir_ = -1;    // the direction a held drag points (a game Dir), -1 none yet
};

} // namespace pz::fling
