// The endgame tables that answer players and makers: found once per process in a folder, in
// whichever layout they were built, as many levels from one ball up as are there and valid.
#include "game/fling/endgame.h"

#include <cstdlib>

#include "game/core/settings.h"
#include "game/core/text.h"

namespace pz::fling {

std::string served_tables_dir() {
    if (const char* d = std::getenv("PUZZLEBOX_FLING_TABLES")) return d;
    return default_data_dir() + "/fling-endgame";
}

std::unique_ptr<EndgameTables> load_endgame_tables(const std::string& dir, std::string* why) {
    if (dir.empty()) return nullptr;
    const std::string first = dir + "/" + EndgameTables::file_name(1);
    if (!file_exists(first)) {
        if (why) *why = first + ": no tables here";
        return nullptr;
    }
    auto layout = EndgameTables::file_layout(first);
    if (!layout) {
        if (why) *why = layout.error().message;
        return nullptr;
    }
    auto tables = std::make_unique<EndgameTables>(*layout);
    // Up to the first missing or bad level; a bad one is reported, the levels before it serve.
    for (int n = 1; n <= kMaxTableBalls; ++n) {
        const std::string path = dir + "/" + EndgameTables::file_name(n);
        if (!file_exists(path)) break;
        if (auto r = tables->load(dir, n); !r) {
            if (why) *why = r.error().message;
            break;
        }
    }
    if (tables->max_balls() == 0) return nullptr;
    return tables;
}

const EndgameTables* served_endgame_tables() {
    static const std::unique_ptr<EndgameTables> tables = load_endgame_tables(served_tables_dir());
    return tables.get();
}

} // namespace pz::fling
