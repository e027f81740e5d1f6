// Sweet Spots' guided first puzzle: a 5×5 board with one chest per row, column and zone, where a
// zone of one cell starts it and its chest leaves the next zone one free cell.
#include "game/core/i18n.h"
#include "game/sweetspots/rules.h"

namespace pz::sweetspots {

Guide guide() {
    // Zones: B1 alone (0); the others hold one chest each of A3, D2, C4, E5 (the only solution).
    return Guide{
        .params = "5k1",
        .desc = "1022211222113323334434444",
        .steps = {{.say = tr_noop("Every row, column and coloured zone hides exactly one chest. The glowing cell is a zone on its own, so its chest is there: tap it twice."),
                   .moves = {"chest 0,1 auto"},
                   .after = tr_noop("A chest! Chests never touch, not even at a corner, so the cells around it are crossed out, and so are the rest of its row and column."),
                   .refuse = tr_noop("Try the glowing cell."),
                   .again = tr_noop("That cross says \"no chest here\". Tap it once more for the chest.")},
                  {.say = tr_noop("The zone on the left has one free cell left, so its chest goes there. Tap it twice."),
                   .moves = {"chest 2,0 auto"},
                   .after = tr_noop("Each chest you place rules out more cells: that is the whole game."),
                   .refuse = tr_noop("Try the glowing cell."),
                   .again = tr_noop("Once more for the chest.")},
                  {.say = tr_noop("Now you: find the last three chests."),
                   .kind = GuideStep::Kind::Finish,
                   .moves = {"chest 1,3 auto", "chest 3,2 auto", "chest 4,4 auto"},
                   .after = tr_noop("Every row, column and zone has its chest: solved.")}},
    };
}

} // namespace pz::sweetspots
