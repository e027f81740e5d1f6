// Fill-in's guided first puzzle: one four-letter word and two three-letter ones, so the first has
// one place to go and its letters then tell the other two apart.
#include "game/core/i18n.h"
#include "game/crossword/rules.h"

namespace pz::crossword {

Guide guide() {
    // Slot 0 is the top row (4 letters), 1 the left column (3), 2 the right column (3).
    return Guide{
        .params = "4x3",
        .desc = "****/*..*/*..*|NEST,NOT,TEN",
        .steps = {{.say = tr_noop("Fit every word into the grid. NEST is the only four-letter word, and the glowing row the only four-letter space: drag NEST there, or tap it twice."),
                   .moves = {"place 0 NEST"},
                   .after = tr_noop("Now its letters start the words going down: one begins with N, the other with T."),
                   .refuse = tr_noop("Try NEST in the glowing row.")},
                  {.say = tr_noop("Now you: NOT and TEN are left. Which goes where?"),
                   .kind = GuideStep::Kind::Finish,
                   .moves = {"place 1 NOT", "place 2 TEN"},
                   .after = tr_noop("Every word fits: solved. Bigger grids work the same way: start where only one word fits.")}},
    };
}

} // namespace pz::crossword
