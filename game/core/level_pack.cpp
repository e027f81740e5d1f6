// Level pack parsing: one "params:description key=value..." line per level.
#include "game/core/level_pack.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>

#include "engine/data_dir.h"
#include "game/core/text.h"

namespace pz {

Result<LevelPack> parse_level_pack(std::string_view text, std::string_view fallback_title, int max_lines) {
    LevelPack pack;
    pack.title = std::string(fallback_title);
    // Counted before they are split, so an oversized pack is refused without a huge line list.
    const auto breaks = std::count(text.begin(), text.end(), '\n');
    const auto count = breaks + (text.empty() || text.back() == '\n' ? 0 : 1);
    if (count > max_lines)
        return fail(Error::Kind::TooLarge, "more than " + std::to_string(max_lines) + " lines: too many for a level pack", max_lines + 1);
    auto lines = split_lines(text);
    int n = 0;
    for (auto raw : lines) {
        ++n;
        auto line = trim(raw);
        if (line.empty()) continue;
        if (line[0] == '#') {
            auto body = trim(line.substr(1));
            if (starts_with(body, "title:")) pack.title = std::string(trim(body.substr(6)));
            continue;
        }
        auto tokens = split_ws(line);
        auto first = tokens[0];
        size_t colon = first.find(':');
        if (colon == std::string_view::npos || colon == 0 || colon + 1 == first.size())
            return fail("expected 'params:description', found '" + std::string(first.substr(0, 40)) + "'", n);
        Level lv;
        lv.params = std::string(first.substr(0, colon));
        lv.desc = std::string(first.substr(colon + 1));
        lv.line = n;
        for (size_t i = 1; i < tokens.size(); ++i) {
            size_t eq = tokens[i].find('=');
            if (eq == std::string_view::npos || eq == 0)
                return fail("expected key=value, found '" + std::string(tokens[i].substr(0, 40)) + "'", n);
            lv.tags.emplace_back(std::string(tokens[i].substr(0, eq)), std::string(tokens[i].substr(eq + 1)));
        }
        pack.levels.push_back(std::move(lv));
    }
    return pack;
}

Result<LevelPack> load_level_pack(const std::string& path) {
    auto text = read_file(path);
    if (!text) return fail(describe(text.error(), path));
    std::string title = path.substr(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/') + 1);
    auto pack = parse_level_pack(*text, title);
    if (!pack) return fail(describe(pack.error(), path));
    return pack;
}

std::string format_level(const Level& level) {
    std::string s = level.params + ":" + level.desc;
    for (const auto& [k, v] : level.tags) s += " " + k + "=" + v;
    return s;
}

namespace {
// A pack sorted by grade after players had played it (progress files before version 3): each
// former level's number today. Fill-in's pack before it was sorted by grade, the same way.
constexpr int kFillInFormerToNow[] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 17, 14, 18, 15, 19, 20, 21, 22, 16,
                                      23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 44, 40};

template <size_t N> int renumbered(const int (&table)[N], int former) {
    return former >= 0 && static_cast<size_t>(former) < N ? table[former] : former;
}
} // namespace

int renumbered_level(std::string_view game, std::string_view pack, int former) {
    if (game == "crossword" && pack == "fillin.txt") return renumbered(kFillInFormerToNow, former);
    return former;
}

std::string renumbered_progress_key(std::string_view key) {
    // "game/pack/index": the game before the first '/', the index after the last.
    const size_t a = key.find('/'), b = key.rfind('/');
    if (a == std::string_view::npos || b == a) return std::string(key);
    const std::string_view number = key.substr(b + 1);
    if (number.empty() || number.size() > 6 || number.find_first_not_of("0123456789") != std::string_view::npos) return std::string(key);
    if (key.substr(0, b) == "bitflipper/journey.txt") return {};
    const int former = std::atoi(std::string(number).c_str());
    return std::string(key.substr(0, b + 1)) + std::to_string(renumbered_level(key.substr(0, a), key.substr(a + 1, b - a - 1), former));
}

int level_now(std::string_view game, std::string_view pack, int index, std::string_view params, std::string_view desc) {
    if (pack.empty() || pack.find('/') != std::string_view::npos || pack.find("..") != std::string_view::npos) return index;
    // Each pack's levels read once (saves and records are listed often); a pack that will not load counts as empty.
    static std::mutex lock;
    static std::map<std::string, std::vector<std::string>> read;
    const std::string path = levels_dir() + "/" + std::string(game) + "/" + std::string(pack);
    const std::string id = std::string(params) + ":" + std::string(desc);
    std::lock_guard<std::mutex> hold(lock);
    auto it = read.find(path);
    if (it == read.end()) {
        std::vector<std::string> ids;
        if (auto lp = load_level_pack(path))
            for (const Level& l : lp->levels) ids.push_back(l.params + ":" + l.desc);
        it = read.emplace(path, std::move(ids)).first;
    }
    const auto& ids = it->second;
    if (index >= 0 && static_cast<size_t>(index) < ids.size() && ids[static_cast<size_t>(index)] == id) return index;
    const auto found = std::find(ids.begin(), ids.end(), id);
    return found == ids.end() ? index : static_cast<int>(found - ids.begin());
}

std::string levels_dir() {
    if (const char* env = std::getenv("PUZZLEBOX_LEVELS"); env && *env) return env;
    return program_data_dirs().levels;
}

std::vector<LevelGroup> group_levels(const GameType& game, const LevelPack& pack) {
    std::vector<LevelGroup> out;
    for (size_t i = 0; i < pack.levels.size(); ++i) {
        std::string title = game.level_group(pack.levels[i]);
        if (title.empty()) title = pack.title;
        auto it = std::find_if(out.begin(), out.end(), [&](const LevelGroup& g) { return g.title == title; });
        if (it == out.end()) it = out.insert(out.end(), LevelGroup{title, {}});
        it->levels.push_back(static_cast<int>(i));
    }
    return out;
}

std::string grade_label(const Level& level) {
    std::string g = level.tag("grade");
    if (g.empty() || g.find_first_not_of("0123456789.") != std::string::npos) return g;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", std::strtod(g.c_str(), nullptr));
    return buf;
}

} // namespace pz
