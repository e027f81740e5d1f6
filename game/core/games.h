// The games a program holds, handed down by the caller that knows them (the registry in game/all):
// game/core never reaches up for the list itself.
#pragma once
#include <memory>
#include <string_view>
#include <vector>

#include "game/core/game.h"
#include "game/core/record.h"
#include "game/core/session.h"

namespace pz {

using Games = std::vector<const GameType*>;

const GameType* find_game(const Games& games, std::string_view id);
// Loads a puzzle from a game ID (description or seed form) of one of `games`.
Result<std::unique_ptr<Puzzle>> load_game_id(const Games& games, std::string_view id_text);
// Builds the puzzle named in a record and replays every step; errors name the step number.
Result<std::unique_ptr<Session>> session_from_record(const Games& games, const Record& r);

} // namespace pz
