// Save and replay files (.pzr): versioned text holding a game ID and every step, so any copy of
// Puzzlebox can rebuild the exact game. One format serves auto-saves, records and shared replays.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game_id.h"
#include "game/core/session.h"

namespace pz {

inline constexpr int kRecordVersion = 1;

struct Record {
    GameId id;                 // always the full "game:params:desc" form
    std::vector<Step> steps;
    size_t cursor = 0;
    std::vector<Branch> branches;
    std::vector<std::pair<std::string, std::string>> meta;  // started=..., result=..., seed=...
    bool truncated = false;    // set by the parser when the file ended inside a step
    std::string meta_value(std::string_view key) const;
};

std::string write_record(const Record& r);
// Errors say "line N: problem". A newer version is refused; a cut-off last line marks truncated.
Result<Record> parse_record(std::string_view text);

Record record_of(const Session& s);
// Replays a record's steps into a session of the same puzzle; errors name the step number.
Result<void> replay_into(Session& session, const Record& r);

} // namespace pz
