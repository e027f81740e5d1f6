// Player settings and progress, kept in the player's data folder and written atomically (no SDL).
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "game/core/game.h"
#include "game/core/result.h"

namespace pz {

// $PUZZLEBOX_DATA, else $XDG_DATA_HOME/puzzlebox, else ~/.local/share/puzzlebox.
std::string default_data_dir();

// Light or dark look; System follows the platform's preference (the web page's
// prefers-color-scheme, the desktop's rule in game/app/theme.h).
enum class Theme { System, Dark, Light };
// Text size: GUI fonts and the board's fixed-size words scale by text_scale().
enum class TextSize { Normal, Large, Larger };
float text_scale(TextSize size);

struct Settings {
    // The shared switches and numbers (their defaults, keys, labels and ranges are in
    // setting_switches() and setting_numbers(): one line each).
    // (zero here only until the constructor applies the tables).
    bool sound{}, colour_blind{}, left_handed{};
    bool show_timer{};    // the game clock in the top bar
    // Animations end at once: no tweens, bobbing or pulses (for players whom motion bothers).
    bool reduced_motion{};
    // A short buzz with moves and a pattern at a win, where the device can (the web build on phones).
    bool vibration{};
    int volume{};         // percent
    int long_press_ms{};
    Settings();
    Theme theme = Theme::System;  // files from before it load as System
    TextSize text_size = TextSize::Normal;
    // "system" (the platform's language) or a language code ("de"); a code this version has no
    // catalogue for shows English. Files from before it load as "system".
    std::string language = "system";
    // Each game's own switches (GameType::options), by "<game>.<key>"; absent ones take the
    // game's default.
    std::map<std::string, bool> game_options;
    bool game_option(std::string_view game, const GameOption& o) const;
    // The params each game's Custom... form made last, by game id ("custom.<game> <params>": a
    // key and a value, which versions before it skip as an unknown key).
    std::map<std::string, std::string> custom_params;
    // The games whose guided first puzzle was shown ("guide_seen <game>"): it opens by itself once.
    std::set<std::string> guides_seen;
    // The game ID of the game in play when the app last closed ("left_open <id>"): the next launch
    // opens it again, paused; empty when it closed anywhere else, and launch opens the title.
    std::string left_open;

    std::string write() const;
    // Unknown keys are ignored (a newer version's keys); a line with a bad value is skipped and
    // reported in *skipped (its line number and why), the rest still loads. Only a file that is
    // not ours at all, or made by a newer version, is an Error.
    static Result<Settings> parse(std::string_view text, std::vector<Error>* skipped = nullptr);
};

// A shared on/off setting: its key in settings.txt, its label on the settings page (tr_noop), the
// field it sets, and its default.
struct SettingSwitch {
    const char* key;
    const char* label;
    bool Settings::*field;
    bool on;
};
// A shared number: key, label (a printf format for the slider, "%d"), field, default and range
// (the same range for the settings page, the writer and the reader).
struct SettingNumber {
    const char* key;
    const char* label;
    int Settings::*field;
    int fallback, lo, hi;
};
// Every shared setting, in the order the settings page shows them. A new shared switch is one
// line in setting_switches() (settings.cpp) plus its use.
const std::vector<SettingSwitch>& setting_switches();
const std::vector<SettingNumber>& setting_numbers();

// Per level: solved or not, and the best move count. Key: "game/pack/index" or "game/daily/date";
// any text (labels hold spaces), escaped in the file.
struct LevelProgress {
    bool solved = false;
    bool revealed = false;  // finished with "Show solution" and never solved by the player
    int best = 0;   // fewest moves to solve; 0 = never solved
    int played = 0;
    bool operator==(const LevelProgress&) const = default;
};
// Two counts of one level put together: the larger play count, solved if either is, the best of both.
LevelProgress merged(const LevelProgress& a, const LevelProgress& b);

class Progress {
public:
    LevelProgress get(const std::string& key) const;
    // A finished game: solved by the player, or (revealed) ended by showing the solution, which
    // counts as played but never as solved or for the best.
    void record(const std::string& key, bool solved, int moves, bool revealed = false);
    void set(const std::string& key, const LevelProgress& p) { levels_[key] = p; }
    std::string write() const;
    // As Settings::parse: bad lines are skipped and reported, the rest loads. Reads version 1
    // files too (unescaped keys, which may hold spaces).
    static Result<Progress> parse(std::string_view text, std::vector<Error>* skipped = nullptr);
    bool operator==(const Progress&) const = default;
    const std::map<std::string, LevelProgress>& all() const { return levels_; }

private:
    std::map<std::string, LevelProgress> levels_;
};

// One size limit per file kind: the writer refuses what the reader would refuse.
inline constexpr size_t kMaxSettingsBytes = 16u << 20;
inline constexpr size_t kMaxProgressBytes = 16u << 20;

// Loads a data file and keeps all it can. Damaged lines are skipped and named in the notice; the
// damaged file is then kept aside (".corrupt-<time>-<n>", never replacing anything) and, when
// may_write, a clean copy of what loaded takes its place. A file with nothing usable is moved
// aside. A file made by a newer version, or one that is not a regular file, is left alone and
// `writable` is false: saving over it would lose what this version cannot read.
template <class T> struct Loaded {
    T value;
    std::string notice;     // one line per problem; empty when the file loaded whole
    bool writable = true;
};
Loaded<Settings> load_settings(const std::string& path, bool may_write = true);
Loaded<Progress> load_progress(const std::string& path, bool may_write = true);

} // namespace pz
