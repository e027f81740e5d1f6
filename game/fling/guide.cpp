// Fling!'s guided first puzzle: three balls, two flings, one left.
#include "game/core/i18n.h"
#include "game/fling/rules.h"

namespace pz::fling {

Guide guide() {
    // B4 flung right stops beside E4 and knocks it off; then D4 and D7 share a column.
    return Guide{
        .params = "7x8b3",
        .desc = "......./......./......./.o..o../......./......./...o.../.......",
        .steps = {{.say = tr_noop("Clear the board until one ball is left. Swipe the ball the way the arrow points."),
                   .moves = {"1,3R"},
                   .after = tr_noop("It rolled until it hit a ball and stopped next to it, and the ball it hit flew off the board."),
                   .refuse = tr_noop("Try the ball the arrow starts from, the way it points.")},
                  {.say = tr_noop("Now you: two balls are left in one column. Fling one at the other."),
                   .kind = GuideStep::Kind::Finish,
                   .moves = {"3,3D"},
                   .after = tr_noop("One ball left: cleared! A ball needs a gap before the ball it hits, so plan which goes first.")}},
    };
}

} // namespace pz::fling
