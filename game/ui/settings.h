// Player settings and progress, kept in the player's data folder and written atomically.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "game/core/result.h"

namespace pz {

// $PUZZLEBOX_DATA, else $XDG_DATA_HOME/puzzlebox, else ~/.local/share/puzzlebox.
std::string default_data_dir();

struct Settings {
    bool sound = true;
    float volume = 0.8f;
    int long_press_ms = 450;
    bool colour_blind = false;
    bool left_handed = false;
    bool auto_mark = true;       // games that can mark ruled-out cells do it for the player
    bool show_conflicts = true;
    bool show_timer = true;      // the game clock in the top bar
    bool chest_first = false;    // tap order on boards with marks: piece before mark

    std::string write() const;
    // Unknown keys are ignored (a newer version's file still loads); bad values are errors.
    static Result<Settings> parse(std::string_view text);
};

// Per level: solved or not, and the best move count. Key: "game/pack/index" or "game/daily/date".
struct LevelProgress {
    bool solved = false;
    int best = 0;   // fewest moves to solve; 0 = never solved
    int played = 0;
};

class Progress {
public:
    LevelProgress get(const std::string& key) const;
    void record(const std::string& key, bool solved, int moves);
    std::string write() const;
    static Result<Progress> parse(std::string_view text);
    const std::map<std::string, LevelProgress>& all() const { return levels_; }

private:
    std::map<std::string, LevelProgress> levels_;
};

// Loads a data file; a corrupt one is moved aside (never deleted) and a notice returned.
template <class T> struct Loaded {
    T value;
    std::string notice;  // empty unless the file was unreadable and moved aside
};
Loaded<Settings> load_settings(const std::string& path);
Loaded<Progress> load_progress(const std::string& path);

} // namespace pz
