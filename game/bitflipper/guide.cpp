// BitFlipper's guided first puzzle: a 2×2 board of 2s, 3 states, solved by two taps on opposite corners.
#include "game/bitflipper/rules.h"

#include "game/core/i18n.h"

namespace pz::bitflipper {

Guide guide() {
    // Each corner's tap adds 1 to itself and 2 to its two neighbours: A1 then B2 make every 2 a 0.
    return Guide{
        .params = "2x2s3t0",
        .desc = "22/22",
        .steps = {{.say = tr_noop("Make every cell 0. Tap the glowing cell: a tap adds 1 to it and 2 to the cells beside it."),
                   .moves = {"0,0"},
                   .after = tr_noop("See? It went from 2 to 0, because numbers wrap around after 2. Its neighbours changed too: 2 + 2 wrapped to 1."),
                   .refuse = tr_noop("Try the glowing cell.")},
                  {.say = tr_noop("Now you: one tap makes every cell 0. Which one?"),
                   .kind = GuideStep::Kind::Finish,
                   .moves = {"1,1"},
                   .after = tr_noop("Every cell is 0: solved. The order of taps never matters, only how often each cell is tapped.")}},
    };
}

} // namespace pz::bitflipper
