// Decodoku's guided first puzzle: a 3×3 board of one group, merged, cancelled, then one written
// noise burst the player clears alone.
#include "game/core/i18n.h"
#include "game/decodoku/rules.h"

namespace pz::decodoku {

Guide guide() {
    // Practice mode, so groups show their colours and a losing move can be taken back. C3 up onto
    // C2 makes 8, B2's 2 onto it makes 10 and clears the board, which brings the written burst at
    // once: 7 + 6 + 7 on A2, B2, B3, cleared by A2 right (13: 3) and B3 up (10).
    return Guide{
        .params = "3p",
        .desc = ".../.2a4a/..4a|.../7a6a./.7a.",
        .steps = {{.say = tr_noop("Numbers come in groups, each in its own colour, that add up to 10. Swipe the glowing 4 up onto the other 4."),
                   .moves = {"2,2U"},
                   .after = tr_noop("4 + 4 = 8: a number moved onto its neighbour adds to it."),
                   .refuse = tr_noop("Try the glowing number, the way the arrow points.")},
                  {.say = tr_noop("Now swipe the 2 onto the 8."),
                   .moves = {"1,1R"},
                   .after = tr_noop("2 + 8 = 10, so both vanished! The board was clear, so noise brought new numbers at once."),
                   .refuse = tr_noop("Try the glowing number, the way the arrow points.")},
                  {.say = tr_noop("Noise also comes after every 5 moves. A sum keeps only its last digit: 7 + 6 = 13 leaves 3. "
                                  "Now you: clear the board, but never let a group reach from one side to the other, or you lose."),
                   .kind = GuideStep::Kind::Finish,
                   .moves = {"0,1R", "1,2U"},
                   .after = tr_noop("The board is clear! In a real game groups are not coloured and noise keeps coming: "
                                    "your score is how many moves you survive.")}},
    };
}

} // namespace pz::decodoku
