// Daily streaks: the days each game's daily was solved on its own day (<data>/dailies.txt), and
// the runs of consecutive days counted from them. No SDL; the shell and puzzlebox-tool use it.
#pragma once
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"
#include "game/core/settings.h"

namespace pz {

// yyyymmdd arithmetic on the calendar (UTC dates): the day after, the day before.
int next_day(int yyyymmdd);
int day_before(int yyyymmdd);
// 20261126 -> "2026-11-26" (the form files and the command line use), and back (real dates only).
std::string iso_date(int yyyymmdd);
Result<int> parse_date(std::string_view text);

struct Streak {
    int current = 0;  // consecutive days up to today, or up to yesterday while today's is unsolved
    int longest = 0;  // the longest run of consecutive days up to today
    bool operator==(const Streak&) const = default;
};
// The streak as of `today` from the days a daily was solved on its day; days after today are
// not counted (a date set back in time).
Streak streak_of(const std::set<int>& days, int today);

// The days each game's daily was solved on that very day (an archive day played later is not
// here: it counts in statistics, never in streaks).
class DailyLog {
public:
    // Whether the day was new to the log.
    bool add(const std::string& game, int yyyymmdd) { return days_[game].insert(yyyymmdd).second; }
    const std::set<int>& days(const std::string& game) const;
    Streak streak(const std::string& game, int today) const { return streak_of(days(game), today); }
    const std::map<std::string, std::set<int>>& all() const { return days_; }
    std::string write() const;
    // As Progress::parse: bad lines are skipped and reported, the rest loads.
    static Result<DailyLog> parse(std::string_view text, std::vector<Error>* skipped = nullptr);
    bool operator==(const DailyLog&) const = default;

private:
    std::map<std::string, std::set<int>> days_;
};

inline constexpr size_t kMaxDailyLogBytes = 16u << 20;
Loaded<DailyLog> load_daily_log(const std::string& path, bool may_write = true);

} // namespace pz
