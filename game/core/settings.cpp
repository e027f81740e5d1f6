// Reading and writing settings and progress; corrupt files are set aside, never lost.
#include "game/core/settings.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/core/line_file.h"
#include "game/core/made.h"
#include "game/core/streak.h"
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

namespace {

// Version 2 keeps each game's own switches as "option <game>.<key> on|off"; version 1 had Sweet
// Spots' three as plain keys, which are read into its options.
constexpr int kSettingsVersion = 2;
constexpr int kProgressVersion = 3;  // 3: packs in grade order (older files are renumbered)

Result<bool> on_off(std::string_view v) {
    if (v == "on") return true;
    if (v == "off") return false;
    return fail("expected on or off, found '" + std::string(v.substr(0, 20)) + "'");
}

template <class T>
Loaded<T> load_keeping_what_we_can(const std::string& path, bool may_write, size_t max_bytes, Result<T> (*parse)(std::string_view, std::vector<Error>*)) {
    Loaded<T> out;
    if (!file_exists(path)) return out;
    auto text = read_file(path, max_bytes);
    if (!text) {
        out.notice = describe(text.error(), path);
        if (text.error().kind != Error::Kind::TooLarge) {
            out.writable = false;  // not a file we can read (a folder, a pipe): left alone
            return out;
        }
    }
    std::vector<Error> skipped;
    auto v = text ? parse(*text, &skipped) : Result<T>(text.error());
    if (v) out.value = std::move(*v);
    if (!v && v.error().kind == Error::Kind::NewerFormat) {
        out.notice = describe(v.error(), path) + "; using defaults and leaving the file as it is";
        out.writable = false;
        return out;
    }
    if (v && skipped.empty()) return out;
    if (!v && text) out.notice = describe(v.error(), path);
    for (size_t i = 0; i < skipped.size() && i < 3; ++i)
        out.notice += (out.notice.empty() ? "" : "\n") + describe(skipped[i], path) + " (line skipped)";
    if (skipped.size() > 3) out.notice += "\n" + std::to_string(skipped.size() - 3) + " more lines skipped";
    if (!may_write) return out;
    auto aside = set_aside(path);
    if (!aside) {
        out.notice += "\n" + aside.error().message;
        out.writable = false;
        return out;
    }
    out.notice += "\nThe damaged file is kept as " + *aside;
    if (v) {
        // What loaded takes the damaged file's place at once, so the notice is not repeated.
        if (auto ok = write_file_atomic(path, out.value.write()); !ok) out.notice += "\n" + ok.error().message;
    } else {
        out.notice += "; starting fresh";
    }
    return out;
}

constexpr std::array<std::string_view, 3> kThemeNames = {"system", "dark", "light"};
constexpr std::array<std::string_view, 3> kTextSizeNames = {"normal", "large", "larger"};

// The index of v in names, for enum keys written by name.
template <size_t N> Result<int> named(std::string_view v, const std::array<std::string_view, N>& names) {
    for (size_t i = 0; i < N; ++i)
        if (names[i] == v) return static_cast<int>(i);
    std::string want;
    for (size_t i = 0; i < N; ++i) want += (i ? i + 1 == N ? " or " : ", " : "") + std::string(names[i]);
    return fail("expected " + want + ", found '" + std::string(v.substr(0, 20)) + "'");
}

} // namespace

const std::vector<SettingSwitch>& setting_switches() {
    static const std::vector<SettingSwitch> table = {
        {"sound", tr_noop("Sound"), &Settings::sound, true},
        {"colour_blind", tr_noop("Colour-blind-safe palette"), &Settings::colour_blind, false},
        {"left_handed", tr_noop("Left-handed layout"), &Settings::left_handed, false},
        {"show_timer", tr_noop("Show the clock"), &Settings::show_timer, true},
        {"reduced_motion", tr_noop("Reduced motion"), &Settings::reduced_motion, false},
        {"vibration", tr_noop("Vibration"), &Settings::vibration, true},
    };
    return table;
}

const std::vector<SettingNumber>& setting_numbers() {
    static const std::vector<SettingNumber> table = {
        {"volume", tr_noop("Volume %d%%"), &Settings::volume, 80, 0, 100},
        {"long_press_ms", tr_noop("Long press %d ms"), &Settings::long_press_ms, 450, 150, 2000},
    };
    return table;
}

Settings::Settings() {
    for (const SettingSwitch& w : setting_switches()) this->*w.field = w.on;
    for (const SettingNumber& n : setting_numbers()) this->*n.field = n.fallback;
}

float text_scale(TextSize size) {
    switch (size) {
    case TextSize::Large: return 1.25f;
    case TextSize::Larger: return 1.5f;
    case TextSize::Normal: break;
    }
    return 1.f;
}

std::string Settings::write() const {
    std::string s = "puzzlebox-settings " + std::to_string(kSettingsVersion) + "\n";
    for (const SettingSwitch& w : setting_switches()) s += std::string(w.key) + " " + (this->*w.field ? "on" : "off") + "\n";
    for (const SettingNumber& n : setting_numbers()) s += std::string(n.key) + " " + std::to_string(this->*n.field) + "\n";
    s += "theme " + std::string(kThemeNames[static_cast<size_t>(theme)]) + "\n";
    s += "text_size " + std::string(kTextSizeNames[static_cast<size_t>(text_size)]) + "\n";
    s += "language " + language + "\n";
    for (const auto& [key, on] : game_options) s += "option " + escape_field(key) + " " + (on ? "on" : "off") + "\n";
    for (const auto& [game, params] : custom_params)
        if (!game.empty() && !params.empty()) s += "custom." + escape_field(game) + " " + escape_field(params) + "\n";
    for (const std::string& game : guides_seen)
        if (!game.empty()) s += "guide_seen " + escape_field(game) + "\n";
    if (!left_open.empty()) s += "left_open " + escape_field(left_open) + "\n";
    return s;
}

bool Settings::game_option(std::string_view game, const GameOption& o) const {
    auto it = game_options.find(std::string(game) + "." + o.key);
    return it == game_options.end() ? o.on : it->second;
}

Result<Settings> Settings::parse(std::string_view text, std::vector<Error>* skipped) {
    Settings s;
    auto read = [&](const FileLine& l) -> Result<void> {
        const auto& t = l.words;
        if (t[0][0] == '#') return {};
        if (t[0] == "option" && t.size() == 3) {
            auto key = unescape_field(t[1]);
            auto b = on_off(t[2]);
            if (!key || key->find('.') == std::string::npos) return fail("option: expected '<game>.<key>'");
            if (!b) return fail("option " + *key + ": " + b.error().message);
            s.game_options[*key] = *b;
            return {};
        }
        if (t.size() != 2) return fail("expected 'key value'");
        if (starts_with(t[0], "custom.")) {
            auto game = unescape_field(t[0].substr(7));
            auto params = unescape_field(t[1]);
            if (!game || game->empty() || !params) return fail(std::string(t[0].substr(0, 40)) + ": expected 'custom.<game> <params>'");
            s.custom_params[*game] = *params;
            return {};
        }
        if (t[0] == "guide_seen") {
            auto game = unescape_field(t[1]);
            if (!game || game->empty()) return fail("guide_seen: expected a game");
            s.guides_seen.insert(*game);
            return {};
        }
        if (t[0] == "left_open") {
            auto id = unescape_field(t[1]);
            if (!id || id->empty()) return fail("left_open: expected a game ID");
            s.left_open = *id;
            return {};
        }
        // Version 1 kept Sweet Spots' switches as plain keys.
        if (t[0] == "auto_mark" || t[0] == "show_conflicts" || t[0] == "chest_first") {
            auto b = on_off(t[1]);
            if (!b) return fail(std::string(t[0]) + ": " + b.error().message);
            s.game_options.emplace("sweetspots." + std::string(t[0]), *b);
            return {};
        }
        const auto sw = std::find_if(setting_switches().begin(), setting_switches().end(), [&](const SettingSwitch& w) { return t[0] == w.key; });
        const auto num = std::find_if(setting_numbers().begin(), setting_numbers().end(), [&](const SettingNumber& x) { return t[0] == x.key; });
        if (sw != setting_switches().end()) {
            auto b = on_off(t[1]);
            if (!b) return fail(std::string(t[0]) + ": " + b.error().message);
            s.*sw->field = *b;
        } else if (num != setting_numbers().end()) {
            auto v = parse_int(t[1], num->lo, num->hi, "a number");
            if (!v) return fail(std::string(t[0]) + ": " + v.error().message);
            s.*num->field = static_cast<int>(*v);
        } else if (t[0] == "theme") {
            auto v = named(t[1], kThemeNames);
            if (!v) return fail("theme: " + v.error().message);
            s.theme = static_cast<Theme>(*v);
        } else if (t[0] == "language") {
            // Any language code (a newer version may ship more catalogues), or "system".
            const std::string_view v = t[1];
            const bool code = v.size() >= 2 && v.size() <= 3 && std::all_of(v.begin(), v.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; });
            if (v != "system" && !code) return fail("language: expected system or a language code such as de, found '" + std::string(v.substr(0, 20)) + "'");
            s.language = std::string(v);
        } else if (t[0] == "text_size") {
            auto v = named(t[1], kTextSizeNames);
            if (!v) return fail("text_size: " + v.error().message);
            s.text_size = static_cast<TextSize>(*v);
        }
        return {};
    };
    auto version = read_line_file(text, "puzzlebox-settings", kSettingsVersion, "not a Puzzlebox settings file", read, skipped);
    if (!version) return version.error();
    return s;
}

LevelProgress Progress::get(const std::string& key) const {
    auto it = levels_.find(key);
    return it == levels_.end() ? LevelProgress{} : it->second;
}

void Progress::record(const std::string& key, bool solved, int moves, bool revealed) {
    if (key.empty()) return;  // every level has a name; an empty one could not be written as a key
    auto& p = levels_[key];
    ++p.played;
    if (solved && !revealed) {
        p.solved = true;
        p.revealed = false;
        if (p.best == 0 || moves < p.best) p.best = moves;
    } else if (revealed && !p.solved) {
        p.revealed = true;
    }
}

LevelProgress merged(const LevelProgress& a, const LevelProgress& b) {
    LevelProgress m;
    m.played = std::max(a.played, b.played);
    m.solved = a.solved || b.solved;
    m.revealed = !m.solved && (a.revealed || b.revealed);
    m.best = a.best == 0 ? b.best : b.best == 0 ? a.best : std::min(a.best, b.best);
    return m;
}

std::string Progress::write() const {
    std::string s = "puzzlebox-progress " + std::to_string(kProgressVersion) + "\n";
    for (const auto& [k, p] : levels_)
        s += escape_field(k) + " " + (p.solved ? "solved" : p.revealed ? "revealed" : "open") + " " + std::to_string(p.best) +
             " " + std::to_string(p.played) + "\n";
    return s;
}

Result<Progress> Progress::parse(std::string_view text, std::vector<Error>* skipped) {
    Progress p;
    auto read = [&](const FileLine& l) -> Result<void> {
        const auto& t = l.words;
        // The last three fields are fixed; version 1 wrote keys unescaped, spaces and all.
        if (t.size() < 4 || (l.version >= 2 && t.size() != 4)) return fail("expected 'key solved|open|revealed best played'");
        const size_t k = t.size() - 3;
        const std::string_view state = t[k];
        if (state != "solved" && state != "open" && !(state == "revealed" && l.version >= 2))
            return fail("expected solved, open or revealed, found '" + std::string(state.substr(0, 20)) + "'");
        auto best = parse_int(t[k + 1], 0, 100000000, "a best move count");
        auto played = parse_int(t[k + 2], 0, 100000000, "a play count");
        if (!best || !played) return fail((best ? played : best).error().message);
        std::string key;
        if (l.version >= 2) {
            auto u = unescape_field(t[0]);
            if (!u) return fail("key: " + u.error().message);
            key = std::move(*u);
        } else {
            const std::string_view line = trim(l.text);
            key = std::string(trim(line.substr(0, static_cast<size_t>(t[k].data() - line.data()))));
        }
        if (l.version < 3) key = renumbered_progress_key(key);
        if (key.empty()) return {};  // a level known only by its records now (renumbered_progress_key)
        p.levels_[key] = {state == "solved", state == "revealed", static_cast<int>(*best), static_cast<int>(*played)};
        return {};
    };
    auto version = read_line_file(text, "puzzlebox-progress", kProgressVersion, "not a Puzzlebox progress file", read, skipped);
    if (!version) return version.error();
    return p;
}

Loaded<Settings> load_settings(const std::string& path, bool may_write) {
    return load_keeping_what_we_can<Settings>(path, may_write, kMaxSettingsBytes, &Settings::parse);
}
Loaded<Progress> load_progress(const std::string& path, bool may_write) {
    return load_keeping_what_we_can<Progress>(path, may_write, kMaxProgressBytes, &Progress::parse);
}
Loaded<DailyLog> load_daily_log(const std::string& path, bool may_write) {
    return load_keeping_what_we_can<DailyLog>(path, may_write, kMaxDailyLogBytes, &DailyLog::parse);
}
Loaded<MadeList> load_made(const std::string& path, bool may_write) {
    return load_keeping_what_we_can<MadeList>(path, may_write, kMaxMadeBytes, &MadeList::parse);
}

} // namespace pz
