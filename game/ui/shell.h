// The shell: what the shared scenes hold in common (settings, progress, data folder, saves)
// and the factories that open each scene. Passed to scenes; never a global.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "engine/scene.h"
#include "game/core/game.h"
#include "game/core/record.h"
#include "game/core/session.h"
#include "game/ui/settings.h"

namespace pz {

// Where a game in play came from, so progress and "next level" know where to go.
struct PlayOrigin {
    std::string mode;    // "pack", "endless", "daily", "replay", "custom"
    std::string pack;    // pack file name, for mode "pack"
    int index = -1;      // level index in the pack
    std::string label;   // "Journey 12", "Daily 2026-11-23", "Endless"
    std::string progress_key() const;
};

class Shell {
public:
    explicit Shell(std::string data_dir);

    Settings& settings() { return settings_; }
    void save_settings();
    // Pushes sound and gesture settings into the engine.
    void apply_settings(Context& ctx) const;
    Progress& progress() { return progress_; }
    void save_progress();
    const std::string& data_dir() const { return data_dir_; }
    // Notices gathered at start-up (a corrupt file set aside); shown once by the title screen.
    std::string notice;

    // Auto-save of the game in progress, one per game: <data>/saves/<game>.pzr.
    std::string autosave_path(std::string_view game) const;
    void autosave(const Session& s, const PlayOrigin& origin);
    void drop_autosave(std::string_view game);
    // The game whose auto-save was written last (resumed on launch), or empty.
    std::string newest_autosave() const;
    // The saved game, if any; a corrupt save is set aside with a notice.
    std::unique_ptr<Session> resume(std::string_view game, PlayOrigin* origin);
    // A finished game: <data>/records/<game>/<time>.pzr, and progress.
    std::string keep_record(const Session& s, const PlayOrigin& origin, int64_t elapsed_ms);

    // Writes the session as a shareable replay: <data>/replays/<game>-<time>.pzr; returns the path.
    Result<std::string> export_replay(const Session& s);
    // Finished games of one game, newest first.
    struct RecordInfo {
        std::string path, started, result, label;
        int moves = 0;
        int64_t time_ms = 0;
    };
    std::vector<RecordInfo> records(std::string_view game) const;
    // A record opened for replay (its history view), or an error naming the file.
    Result<std::unique_ptr<Session>> open_record(const std::string& path) const;

    // Scene factories.
    std::unique_ptr<Scene> title();
    std::unique_ptr<Scene> levels(const GameType& g);
    std::unique_ptr<Scene> play(std::shared_ptr<Session> s, PlayOrigin origin);
    std::unique_ptr<Scene> settings_scene();
    std::unique_ptr<Scene> help(const GameType* g);
    // Opens a level of a pack (or an error message).
    Result<std::unique_ptr<Scene>> play_level(const GameType& g, const std::string& pack, int index);
    Result<std::unique_ptr<Scene>> play_new(const GameType& g, const std::string& params, uint64_t seed, PlayOrigin origin);

private:
    std::string data_dir_;
    Settings settings_;
    Progress progress_;
};

uint64_t daily_seed_for(std::string_view game, int yyyymmdd);
int today_yyyymmdd();

} // namespace pz
