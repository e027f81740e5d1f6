// Decodoku's guided first puzzle: a 3×3 board of one group, merged and cancelled, then one
// written noise burst of two groups the player clears alone.
#include "game/core/i18n.h"
#include "game/decodoku/rules.h"

namespace pz::decodoku {

Guide guide() {
    // Practice mode, so groups show their colours and a losing move can be taken back. C3 up onto
    // C2 makes 8, B2's 2 onto it makes 10 and clears the board, which brings the written burst at
    // once: 7 + 6 + 7 on A1, B1, B2 (A1 right leaves 3, B2 up cancels it) and 5 + 5 on B3, C3 (C3
    // left cancels them); the 7s' group comes first, so it keeps its colour when the 5s go.
    // Joining the groups (B2 down, B1 right) makes one reach from A to C: lost.
    return Guide{
        .params = "3p",
        .desc = ".../.2a4a/..4a|7a6a./.7a./.5b5b",
        .steps = {{.say = tr_noop("Numbers come in groups, a colour for each, and each group adds up to a multiple of 10. Swipe the glowing 4 up onto the other 4."),
                   .moves = {"2,2U"},
                   .after = tr_noop("4 + 4 = 8: a number moved onto its neighbour adds to it. Past 9, only the last digit stays: 7 + 6 makes 3."),
                   .refuse = tr_noop("Try the glowing number, the way the arrow points.")},
                  {.say = tr_noop("Now swipe the 2 onto the 8. The dots count your moves: after 5, noise brings new numbers."),
                   .moves = {"1,1R"},
                   .after = tr_noop("2 + 8 = 10: both vanished! A clear board brings noise at once."),
                   .refuse = tr_noop("Try the glowing number, the way the arrow points.")},
                  {.say = tr_noop("Now you: clear the board. Joined numbers join their groups: if one group reaches across the board, you lose."),
                   .kind = GuideStep::Kind::Finish,
                   .moves = {"0,0R", "1,1U", "2,2L"},
                   .after = tr_noop("The board is clear! In a real game groups are not coloured and noise keeps coming: "
                                    "your score is how many moves you survive.")}},
    };
}

} // namespace pz::decodoku
