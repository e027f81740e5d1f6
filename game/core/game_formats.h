// What a game offers `puzzlebox-tool convert` (GameType::formats()): the standard formats it reads
// (a puzz.link URL, a pzprv3 or ipuz file), the text formats it writes, and its printed board.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game_id.h"
#include "game/core/print.h"
#include "game/core/result.h"

namespace pz {

class GameFormats {
public:
    virtual ~GameFormats() = default;
    // Reads `input` (a URL when is_url, else a file's whole content) if it is one of this game's
    // formats: nothing if it is not, an Error naming the problem if it is one but is malformed.
    // The ID it gives is in description form (game, params, desc).
    virtual std::optional<Result<GameId>> read(std::string_view input, bool is_url) const {
        (void)input, (void)is_url;
        return std::nullopt;
    }
    // The text formats this game writes besides "id" ("puzzlink", "pzprv3", "ipuz").
    virtual std::vector<std::string> text_formats() const { return {}; }
    // Writes the puzzle in one of text_formats(), with its answer where the format has room for one.
    virtual Result<std::string> write(std::string_view format, const GameId& id, bool solution) const {
        (void)id, (void)solution;
        return fail("this game does not write " + std::string(format));
    }
    // A board that is well formed though it may have no solution, or several (an imported Star
    // Battle): convert and id accept it when loading it fails. Default: loading decides.
    virtual bool well_formed(const GameId& id) const {
        (void)id;
        return false;
    }
    // Draws the puzzle as a player prints it (light colours) inside box; with solution, its answer.
    virtual Result<void> print(const GameId& id, bool solution, print::Page& page, print::Box box) const {
        (void)id, (void)solution, (void)page, (void)box;
        return fail("this game has no printed board");
    }
};

} // namespace pz
