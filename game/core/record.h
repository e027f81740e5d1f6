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

// Version 2 escapes meta values and moves (escape_text), so any label round-trips; version 1
// files (literal text) are still read.
inline constexpr int kRecordVersion = 2;

// One set of limits for writers and readers: nothing is written that could not be read back.
inline constexpr uint64_t kMaxRecordBytes = 64ull << 20;
inline constexpr size_t kMaxRecordSteps = 1000000;     // main line, and each branch
inline constexpr size_t kMaxRecordBranches = 10000;
inline constexpr size_t kMaxRecordMeta = 1000;

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
// write_record, refused when the result would be over a limit the reader enforces.
Result<std::string> write_record_checked(const Record& r);
// Errors say "line N: problem". A newer version is refused; a cut-off last line marks truncated.
Result<Record> parse_record(std::string_view text);
// Reads a record file (regular files only, up to kMaxRecordBytes); errors name the file and line.
Result<Record> read_record_file(const std::string& path);
// Writes a record atomically, after write_record_checked; errors name the file.
Result<void> save_record_file(const std::string& path, const Record& r);

// The game a record names on its "id" line, read from the start of its text (the first few KB are
// enough: the id comes before the steps), or "" when it names none there. For saying what is being
// opened before the whole file is read.
std::string record_game(std::string_view head);

Record record_of(const Session& s);
// Replays a record's steps into a session of the same puzzle; errors name the step number.
Result<void> replay_into(Session& session, const Record& r);

} // namespace pz
