// The one list of games: the title screen and puzzlebox-tool both read it.
#pragma once
#include <string_view>
#include <vector>

#include "game/core/game.h"
#include "game/core/record.h"

namespace pz {

const std::vector<const GameType*>& all_games();  // generated from the folders under game/
const GameType* find_game(std::string_view id);

struct KnownGame {
    std::string_view id, title, tagline;
};
// All five planned games in menu order, built or not ("coming soon" on the title screen).
const std::vector<KnownGame>& known_games();

// Loads a puzzle from a game ID (description or seed form).
Result<std::unique_ptr<Puzzle>> load_game_id(std::string_view id_text);
// Builds the puzzle named in a record and replays every step; errors name the step number.
Result<std::unique_ptr<Session>> session_from_record(const Record& r);

} // namespace pz
