// Daily streaks counted from the days each game's daily was solved on its own day.
#include "game/core/streak.h"

#include <chrono>
#include <cstdio>

#include "game/core/line_file.h"
#include "game/core/text.h"

namespace pz {

namespace {

constexpr int kDailyLogVersion = 1;
const std::set<int> kNoDays;

std::chrono::sys_days as_days(int yyyymmdd) {
    using namespace std::chrono;
    return sys_days{year{yyyymmdd / 10000} / month{static_cast<unsigned>(yyyymmdd / 100 % 100)} / day{static_cast<unsigned>(yyyymmdd % 100)}};
}

int as_yyyymmdd(std::chrono::sys_days d) {
    const std::chrono::year_month_day ymd{d};
    return static_cast<int>(ymd.year()) * 10000 + static_cast<int>(static_cast<unsigned>(ymd.month())) * 100 +
           static_cast<int>(static_cast<unsigned>(ymd.day()));
}

} // namespace

Result<int> parse_date(std::string_view t) {
    if (t.size() != 10 || t[4] != '-' || t[7] != '-') return fail("expected a date YYYY-MM-DD, found '" + std::string(t.substr(0, 20)) + "'");
    auto y = parse_int(t.substr(0, 4), 1900, 9999, "a year");
    auto m = parse_int(t.substr(5, 2), 1, 12, "a month");
    auto d = parse_int(t.substr(8, 2), 1, 31, "a day");
    if (!y || !m || !d) return fail("expected a date YYYY-MM-DD, found '" + std::string(t) + "'");
    const int day = static_cast<int>(*y * 10000 + *m * 100 + *d);
    using namespace std::chrono;
    if (!year_month_day{year{static_cast<int>(*y)} / month{static_cast<unsigned>(*m)} / std::chrono::day{static_cast<unsigned>(*d)}}.ok())
        return fail("no such date '" + std::string(t) + "'");
    return day;
}

int next_day(int yyyymmdd) { return as_yyyymmdd(as_days(yyyymmdd) + std::chrono::days{1}); }
int day_before(int yyyymmdd) { return as_yyyymmdd(as_days(yyyymmdd) - std::chrono::days{1}); }

std::string iso_date(int yyyymmdd) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", yyyymmdd / 10000 % 10000, yyyymmdd / 100 % 100, yyyymmdd % 100);
    return buf;
}

Streak streak_of(const std::set<int>& days, int today) {
    Streak s;
    int run = 0, last = 0;
    for (int d : days) {
        if (d > today) break;
        run = last && next_day(last) == d ? run + 1 : 1;
        s.longest = std::max(s.longest, run);
        last = d;
    }
    // Today's daily may still be solved: a run ending yesterday is still alive.
    if (last && (last == today || next_day(last) == today)) s.current = run;
    return s;
}

const std::set<int>& DailyLog::days(const std::string& game) const {
    auto it = days_.find(game);
    return it == days_.end() ? kNoDays : it->second;
}

std::string DailyLog::write() const {
    std::string s = "puzzlebox-dailies " + std::to_string(kDailyLogVersion) + "\n";
    for (const auto& [game, days] : days_)
        for (int d : days) s += escape_field(game) + " " + iso_date(d) + "\n";
    return s;
}

Result<DailyLog> DailyLog::parse(std::string_view text, std::vector<Error>* skipped) {
    DailyLog log;
    auto read = [&](const FileLine& l) -> Result<void> {
        if (l.words.size() != 2) return fail("expected 'game YYYY-MM-DD'");
        auto game = unescape_field(l.words[0]);
        auto day = parse_date(l.words[1]);
        if (!game || game->empty() || !day) return fail(!day ? day.error().message : "expected a game's name");
        log.add(*game, *day);
        return {};
    };
    auto version = read_line_file(text, "puzzlebox-dailies", kDailyLogVersion, "not a Puzzlebox dailies file", read, skipped);
    if (!version) return version.error();
    return log;
}

} // namespace pz
