// The one list of games: the title screen and puzzlebox-tool both read it.
#pragma once
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game.h"
#include "game/core/games.h"
#include "game/core/record.h"

namespace pz {

// The games this build contains, in menu order (GameType::menu_order, then id). The list is
// generated from the folders under game/ (and test games, in test builds); nothing else lists games.
const std::vector<const GameType*>& all_games();
// The look-ups of game/core/games.h over all_games().
const GameType* find_game(std::string_view id);
// Loads a puzzle from a game ID (description or seed form).
Result<std::unique_ptr<Puzzle>> load_game_id(std::string_view id_text);
// Builds the puzzle named in a record and replays every step; errors name the step number.
Result<std::unique_ptr<Session>> session_from_record(const Record& r);
// A game ID's start, or a record file's (".pzr", or any existing file) position at its cursor.
Result<std::unique_ptr<Session>> session_from_input(const std::string& input);

// `puzzlebox-tool hint INPUT [--json]` (args[0] is "hint"): the three steps of a hint at
// session_from_input(INPUT); exit 1 when there is no good move, 2 on bad input (docs/cli.md).
int run_hint(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace pz
