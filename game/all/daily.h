// The day's puzzles of every game: their IDs and player-facing names, for `puzzlebox-tool daily`
// and for the app's daily cards.
#pragma once
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game.h"
#include "game/core/result.h"

namespace pz {

// "2026-11-26" -> 20261126; an error for anything that is not a real date in 1900..9999.
Result<int> parse_iso_date(std::string_view text);
// 20261126 -> "26 Nov", in the language in use.
std::string day_month_text(int yyyymmdd);
// A daily's name as a player reads it: "Daily · 26 Nov" when it is the game's only one of the
// day, else with the game's own name for it ("Daily 7x7 · 26 Nov").
std::string daily_title(const DailyPuzzle& d, int yyyymmdd, bool only_one);

// The countdown to the next daily (UTC midnight) at `unix_ms`: "Next daily in 3 h 12 min", or
// "Next daily in 12 min" within the hour (minutes rounded up, so it never reads 0).
std::string next_daily_text(int64_t unix_ms);
// Seconds from `unix_ms` until that text changes (the shown minute): a screen showing it asks
// for a frame then, never every second.
double next_daily_change_in(int64_t unix_ms);
// The real time now in Unix ms, for the countdown.
int64_t unix_now_ms();

struct DailyEntry {
    std::string game, id, seed_id, name;
};
// Every game's dailies for the date, made by each game's generator (an error names the game).
Result<std::vector<DailyEntry>> dailies(int yyyymmdd);

// `puzzlebox-tool daily [--date YYYY-MM-DD] [--json]` (args include "daily"); today is UTC's date.
int run_daily(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace pz
