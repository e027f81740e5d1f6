// Fill-in's guided first puzzle: three words of three lengths, so each has one place to go.
#include "game/core/i18n.h"
#include "game/crossword/rules.h"

namespace pz::crossword {

Guide guide() {
    // Slot 0 is the top row (5 letters), 1 the left column (3), 2 the right column (4).
    return Guide{
        .params = "5x4",
        .desc = "*****/*...*/*...*/....*|HOUSE,HAT,EVEN",
        .steps = {{.say = tr_noop("Fit every word into the grid. HOUSE is the only five-letter word, and the glowing row the only five-letter space: drag HOUSE there, or tap it twice."),
                   .moves = {"place 0 HOUSE"},
                   .after = tr_noop("Now its first and last letters start the words going down: one begins with H, the other with E."),
                   .refuse = tr_noop("Try HOUSE in the glowing row.")},
                  {.say = tr_noop("Now you: place HAT and EVEN."),
                   .kind = GuideStep::Kind::Finish,
                   .moves = {"place 1 HAT", "place 2 EVEN"},
                   .after = tr_noop("Every word fits: solved. Bigger grids work the same way: start where only one word fits.")}},
    };
}

} // namespace pz::crossword
