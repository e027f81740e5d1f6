// The day's puzzles of every game, named as a player reads them.
#include "game/all/daily.h"

#include <chrono>
#include <ostream>

#include "game/all/registry.h"
#include "game/core/cli.h"
#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/json.h"
#include "game/core/player_data.h"
#include "game/core/text.h"

namespace pz {

namespace {

// One text a month, so a language puts the day before or after it: "26 Nov", "26. Nov.".
constexpr const char* kDayMonth[12] = {tr_noop("{1} Jan"), tr_noop("{1} Feb"), tr_noop("{1} Mar"), tr_noop("{1} Apr"),
                                       tr_noop("{1} May"), tr_noop("{1} Jun"), tr_noop("{1} Jul"), tr_noop("{1} Aug"),
                                       tr_noop("{1} Sep"), tr_noop("{1} Oct"), tr_noop("{1} Nov"), tr_noop("{1} Dec")};

int days_in_month(int y, int m) {
    static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : kDays[m - 1];
}

} // namespace

Result<int> parse_iso_date(std::string_view text) {
    auto bad = [&] { return fail("'" + std::string(text) + "' is not a date: expected YYYY-MM-DD, e.g. 2026-11-26"); };
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return bad();
    int parts[3] = {0, 0, 0};
    const size_t starts[3] = {0, 5, 8}, lens[3] = {4, 2, 2};
    for (int i = 0; i < 3; ++i)
        for (size_t k = 0; k < lens[i]; ++k) {
            const char c = text[starts[i] + k];
            if (c < '0' || c > '9') return bad();
            parts[i] = parts[i] * 10 + (c - '0');
        }
    const int y = parts[0], m = parts[1], d = parts[2];
    if (y < 1900 || m < 1 || m > 12 || d < 1 || d > days_in_month(y, m)) return bad();
    return y * 10000 + m * 100 + d;
}

std::string day_month_text(int yyyymmdd) {
    const int m = yyyymmdd / 100 % 100, d = yyyymmdd % 100;
    if (m < 1 || m > 12) return std::to_string(yyyymmdd);
    return trf(kDayMonth[m - 1], d);
}

std::string daily_title(const DailyPuzzle& d, int yyyymmdd, bool only_one) {
    if (only_one) return trf("Daily · {1}", day_month_text(yyyymmdd));
    return trf("{1} · {2}", tr(d.name.c_str()), day_month_text(yyyymmdd));
}

namespace {
constexpr int64_t kDayMs = 86400000, kMinuteMs = 60000;
// Milliseconds from `unix_ms` to the next UTC midnight (1..kDayMs).
int64_t ms_to_next_daily(int64_t unix_ms) { return kDayMs - ((unix_ms % kDayMs) + kDayMs) % kDayMs; }
} // namespace

std::string next_daily_text(int64_t unix_ms) {
    const int64_t minutes = (ms_to_next_daily(unix_ms) + kMinuteMs - 1) / kMinuteMs;
    if (minutes < 60) return trf("Next daily in {1} min", minutes);
    return trf("Next daily in {1} h {2} min", minutes / 60, minutes % 60);
}

double next_daily_change_in(int64_t unix_ms) {
    const int64_t into = ms_to_next_daily(unix_ms) % kMinuteMs;  // the shown minute ends when this runs out
    return static_cast<double>(into == 0 ? kMinuteMs : into) / 1000.0;
}

int64_t unix_now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

Result<std::vector<DailyEntry>> dailies(int yyyymmdd) {
    std::vector<DailyEntry> out;
    for (const GameType* g : all_games()) {
        const auto day = g->daily(yyyymmdd);
        for (const DailyPuzzle& d : day) {
            auto desc = g->generate(d.params, d.seed);
            if (!desc) return fail(std::string(g->id()) + ": " + desc.error().message);
            DailyEntry e;
            e.game = std::string(g->id());
            e.id = GameId{e.game, d.params, *desc, std::nullopt}.text();
            e.seed_id = GameId{e.game, d.params, {}, d.seed}.text();
            e.name = daily_title(d, yyyymmdd, day.size() == 1);
            out.push_back(std::move(e));
        }
    }
    return out;
}

int run_daily(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs a({args.begin() + 1, args.end()}, {"--date"});
    if (auto ok = a.check(); !ok) return cli_fail(err, ok.error().message);
    if (!a.positional().empty()) return cli_fail(err, "daily takes no argument '" + a.positional().front() + "' (usage: daily [--date YYYY-MM-DD] [--json])");
    int day = today_yyyymmdd();  // the game's own date, so a scenario script's `today` holds here too
    if (auto d = a.get("--date")) {
        auto parsed = parse_iso_date(*d);
        if (!parsed) return cli_fail(err, "--date: " + parsed.error().message);
        day = *parsed;
    }
    auto list = dailies(day);
    if (!list) return cli_fail(err, list.error().message);
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("date", day).key("dailies").begin_array();
        for (const auto& e : *list)
            j.begin_object().field("game", e.game).field("id", e.id).field("seed_id", e.seed_id).field("name", e.name).end_object();
        j.end_array().end_object();
        out << j.str() << "\n";
        return kExitOk;
    }
    for (const auto& e : *list) out << e.game << "\t" << e.name << "\t" << e.id << "\n";
    return kExitOk;
}

} // namespace pz
