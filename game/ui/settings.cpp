// Reading and writing settings and progress; corrupt files are set aside, never lost.
#include "game/ui/settings.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "game/core/text.h"

namespace pz {

std::string default_data_dir() {
    if (const char* d = std::getenv("PUZZLEBOX_DATA")) return d;
#ifdef __EMSCRIPTEN__
    return "/data";
#else
    if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) return std::string(x) + "/puzzlebox";
    if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.local/share/puzzlebox";
    return ".puzzlebox";
#endif
}

std::string Settings::write() const {
    std::string s = "puzzlebox-settings 1\n";
    s += "sound " + std::string(sound ? "on" : "off") + "\n";
    s += "volume " + std::to_string(static_cast<int>(std::lround(volume * 100))) + "\n";
    s += "long_press_ms " + std::to_string(long_press_ms) + "\n";
    s += "colour_blind " + std::string(colour_blind ? "on" : "off") + "\n";
    s += "left_handed " + std::string(left_handed ? "on" : "off") + "\n";
    s += "auto_mark " + std::string(auto_mark ? "on" : "off") + "\n";
    s += "show_conflicts " + std::string(show_conflicts ? "on" : "off") + "\n";
    s += "show_timer " + std::string(show_timer ? "on" : "off") + "\n";
    s += "chest_first " + std::string(chest_first ? "on" : "off") + "\n";
    return s;
}

namespace {
Result<bool> on_off(std::string_view v) {
    if (v == "on") return true;
    if (v == "off") return false;
    return fail("expected on or off, found '" + std::string(v.substr(0, 20)) + "'");
}

template <class T>
Loaded<T> load_or_set_aside(const std::string& path, Result<T> (*parse)(std::string_view)) {
    Loaded<T> out;
    if (!file_exists(path)) return out;
    auto text = read_file(path, 16u << 20);
    if (text) {
        auto v = parse(*text);
        if (v) {
            out.value = std::move(*v);
            return out;
        }
        out.notice = describe(v.error(), path);
    } else {
        out.notice = describe(text.error(), path);
    }
    std::string aside = path + ".corrupt-" + std::to_string(static_cast<long long>(std::time(nullptr)));
    std::rename(path.c_str(), aside.c_str());
    out.notice += " (kept as " + aside + "; starting fresh)";
    return out;
}
} // namespace

Result<Settings> Settings::parse(std::string_view text) {
    Settings s;
    auto lines = split_lines(text);
    if (lines.empty() || trim(lines[0]) != "puzzlebox-settings 1") return fail("not a Puzzlebox settings file", 1);
    for (size_t i = 1; i < lines.size(); ++i) {
        const int n = static_cast<int>(i + 1);
        auto t = split_ws(lines[i]);
        if (t.empty() || t[0][0] == '#') continue;
        if (t.size() != 2) return fail("expected 'key value'", n);
        Result<bool> b = on_off(t[1]);
        auto need_bool = [&](bool& field) -> Result<void> {
            if (!b) return fail(std::string(t[0]) + ": " + b.error().message, n);
            field = *b;
            return {};
        };
        Result<void> ok;
        if (t[0] == "sound") ok = need_bool(s.sound);
        else if (t[0] == "colour_blind") ok = need_bool(s.colour_blind);
        else if (t[0] == "left_handed") ok = need_bool(s.left_handed);
        else if (t[0] == "auto_mark") ok = need_bool(s.auto_mark);
        else if (t[0] == "show_conflicts") ok = need_bool(s.show_conflicts);
        else if (t[0] == "show_timer") ok = need_bool(s.show_timer);
        else if (t[0] == "chest_first") ok = need_bool(s.chest_first);
        else if (t[0] == "volume") {
            auto v = parse_int(t[1], 0, 100, "a volume");
            if (!v) return fail(v.error().message, n);
            s.volume = static_cast<float>(*v) / 100.f;
        } else if (t[0] == "long_press_ms") {
            auto v = parse_int(t[1], 150, 2000, "a long-press time in ms");
            if (!v) return fail(v.error().message, n);
            s.long_press_ms = static_cast<int>(*v);
        }
        if (!ok) return ok.error();
    }
    return s;
}

LevelProgress Progress::get(const std::string& key) const {
    auto it = levels_.find(key);
    return it == levels_.end() ? LevelProgress{} : it->second;
}

void Progress::record(const std::string& key, bool solved, int moves) {
    auto& p = levels_[key];
    ++p.played;
    if (solved) {
        p.solved = true;
        if (p.best == 0 || moves < p.best) p.best = moves;
    }
}

std::string Progress::write() const {
    std::string s = "puzzlebox-progress 1\n";
    for (const auto& [k, p] : levels_)
        s += k + " " + (p.solved ? "solved" : "open") + " " + std::to_string(p.best) + " " + std::to_string(p.played) + "\n";
    return s;
}

Result<Progress> Progress::parse(std::string_view text) {
    Progress p;
    auto lines = split_lines(text);
    if (lines.empty() || trim(lines[0]) != "puzzlebox-progress 1") return fail("not a Puzzlebox progress file", 1);
    for (size_t i = 1; i < lines.size(); ++i) {
        const int n = static_cast<int>(i + 1);
        auto t = split_ws(lines[i]);
        if (t.empty()) continue;
        if (t.size() != 4 || (t[1] != "solved" && t[1] != "open")) return fail("expected 'key solved|open best played'", n);
        auto best = parse_int(t[2], 0, 100000000, "a best move count");
        if (!best) return fail(best.error().message, n);
        auto played = parse_int(t[3], 0, 100000000, "a play count");
        if (!played) return fail(played.error().message, n);
        p.levels_[std::string(t[0])] = {t[1] == "solved", static_cast<int>(*best), static_cast<int>(*played)};
    }
    return p;
}

Loaded<Settings> load_settings(const std::string& path) { return load_or_set_aside<Settings>(path, &Settings::parse); }
Loaded<Progress> load_progress(const std::string& path) { return load_or_set_aside<Progress>(path, &Progress::parse); }

} // namespace pz
