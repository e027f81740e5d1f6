// Level pack parsing: one "params:description key=value..." line per level.
#include "game/core/level_pack.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

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
