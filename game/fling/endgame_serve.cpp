// The endgame tables that answer players and makers: found once per process in a folder, in
// whichever layout they were built, as many levels from one ball up as are there and valid; the
// game's are checked on a worker so that opening Fling! never waits on gigabytes of hashing.
#include "game/fling/endgame.h"

#include <cstdio>
#include <cstdlib>

#include "game/core/job.h"
#include "game/core/settings.h"
#include "game/core/text.h"

namespace pz::fling {

std::string served_tables_dir() {
    if (const char* d = std::getenv("PUZZLEBOX_FLING_TABLES")) return d;
    return default_data_dir() + "/fling-endgame";
}

namespace {

// The layout named by dir's 1-ball table, or why there are no tables to serve.
Result<RankLayout> served_layout(const std::string& dir) {
    const std::string first = dir + "/" + EndgameTables::file_name(1);
    if (dir.empty() || !file_exists(first)) return fail(first + ": no tables here");
    return EndgameTables::file_layout(first);
}

// Adds levels 1, 2, ... to tables from dir up to the first missing or bad one; why says what
// stopped it short ("" if only a missing file did).
void load_levels(EndgameTables& tables, const std::string& dir, std::string& why) {
    for (int n = tables.max_balls() + 1; n <= kMaxTableBalls; ++n) {
        if (!file_exists(dir + "/" + EndgameTables::file_name(n))) break;
        if (auto r = tables.load(dir, n); !r) {
            why = r.error().message;
            break;
        }
    }
}

} // namespace

std::unique_ptr<EndgameTables> load_endgame_tables(const std::string& dir, std::string* why) {
    auto layout = served_layout(dir);
    if (!layout) {
        if (why) *why = layout.error().message;
        return nullptr;
    }
    auto tables = std::make_unique<EndgameTables>(*layout);
    std::string stopped;
    load_levels(*tables, dir, stopped);  // a bad level is reported, the levels before it serve
    if (why) *why = stopped;
    if (tables->max_balls() == 0) return nullptr;
    return tables;
}

std::shared_ptr<const EndgameTables> open_endgame_tables(const std::string& dir, std::function<void(const std::string&)> checked) {
    auto layout = served_layout(dir);
    if (!layout) return nullptr;
    auto tables = std::make_shared<EndgameTables>(*layout);
    run_detached([tables, dir, checked = std::move(checked)] {
        std::string why;
        load_levels(*tables, dir, why);
        if (checked) checked(why);
    });
    return tables;
}

const EndgameTables* served_endgame_tables() {
    static const std::shared_ptr<const EndgameTables> tables = open_endgame_tables(served_tables_dir(), [](const std::string& why) {
        if (!why.empty()) std::fprintf(stderr, "puzzlebox: Fling! tables: %s; boards with more balls are searched\n", why.c_str());
    });
    return tables.get();
}

} // namespace pz::fling
