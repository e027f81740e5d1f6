// Game IDs: "game:params:description" describes a puzzle; "game:params#seed" regenerates it.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/core/result.h"

namespace pz {

struct GameId {
    std::string game;
    std::string params;
    std::string desc;              // empty when only a seed is given
    std::optional<uint64_t> seed;  // set for the "#seed" form
    std::string text() const;
};

// Params hold no ':' or '#'; descriptions hold no whitespace.
Result<GameId> parse_game_id(std::string_view text);

} // namespace pz
