// The result card (issue 29): a picture of how a puzzle went, to share beside the result text, in
// the game's own colour, with a board that gives nothing away (the puzzle as it starts).
#pragma once
#include <string>

#include "engine/canvas.h"
#include "engine/image.h"
#include "game/core/game.h"
#include "game/core/player_data.h"
#include "game/core/result.h"
#include "game/app/share.h"
#include "game/ui/palette.h"

namespace pz {

// The card is drawn on a square this many logical units wide, at kResultCardScale pixels a unit.
constexpr float kResultCardUnits = 540.f;
constexpr float kResultCardScale = 2.f;
constexpr int kResultCardPixels = 1080;

// The result as the card says it ("Solved in 0:49 with no hints"); empty while in play.
std::string result_sentence(const ShareResult& r);
// The card on `c` (0,0 to kResultCardUnits square): the game's name and the puzzle's, the board as
// it starts (drawn by the game's own view; never a move of the player's, never the solution), the
// sentence, the stars and "Puzzlebox". Deterministic given its arguments.
void draw_result_card(Canvas& c, const GameType& game, const Puzzle& puzzle, const ShareResult& r, const Palette& pal);
// The commands of `from` that lie wholly inside r, recorded on `to` in their order: a board's own
// drawing without what its view puts beside it (Fill-in's word list and keys, edge labels cut by r).
void copy_within(const Canvas& from, Rect r, Canvas& to);
// The card rendered off-screen in the light palette, kResultCardPixels square.
Image result_card_image(const GameType& game, const Puzzle& puzzle, const ShareResult& r, bool colour_blind = false);
// The card as PNG file bytes.
std::string result_card_png(const GameType& game, const Puzzle& puzzle, const ShareResult& r, bool colour_blind = false);
// The name a card is kept or offered under ("sweetspots-result.png").
std::string result_card_file_name(const GameType& game);
// Keeps a card in the player's pictures (<data>/pictures) as a new file, never over another
// (a second card of the same game is "...-result-2.png"); returns its path.
Result<std::string> keep_result_card(PlayerData& data, const std::string& name, const std::string& png);

} // namespace pz
