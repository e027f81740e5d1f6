// The shell: what the shared scenes hold in common (settings, progress, data folder, saves)
// and the factories that open each scene. Passed to scenes; never a global.
#pragma once
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/scene.h"
#include "game/core/game.h"
#include "game/core/mid_end.h"
#include "game/core/record.h"
#include "game/core/session.h"
#include "game/ui/palette.h"
#include "game/app/settings.h"

namespace pz {

// SDL's clipboard: the Shell's copy_text and paste_text unless a front end sets its own.
bool sdl_copy_text(const std::string& text);
std::string sdl_paste_text();

class Shell : public Keeper {
public:
    // Takes the data folder's lock (one writer per folder): a second copy of the game on the same
    // folder runs read-only with a banner saying so.
    explicit Shell(std::string data_dir);
    ~Shell();
    Shell(const Shell&) = delete;
    Shell& operator=(const Shell&) = delete;
    // Shows the shell's banners (save failures, read-only, notices) over whatever scene is up.
    void attach(Context& ctx);
    void banner_gui(Context& ctx);

    Settings& settings() { return settings_; }
    void save_settings();
    // Pushes sound, gesture, theme and text-size settings into the engine and Dear ImGui.
    void apply_settings(Context& ctx) const;
    // The look in use: the Theme setting, or for System the platform's preference.
    bool light_theme() const;
    const Palette& palette() const;
    // The platform's light or dark preference (the front end reads it, and may change it while
    // running: the browser's prefers-color-scheme); re-applies the settings when it changes.
    void set_system_dark(bool dark, Context& ctx);
    bool system_dark() const { return system_dark_; }
    // The platform's language (desktop: LC_ALL, LC_MESSAGES, LANG; web: navigator.language), as a
    // locale name ("de_DE.UTF-8", "fr-CA"); the Language setting "System" follows it. English
    // until the front end says otherwise, so tests read English whatever their environment.
    void set_system_language(std::string_view locale, Context& ctx);
    // The language in use: the setting, or for "system" the platform's ("en" when not shipped).
    std::string language() const;
    Progress& progress() { return progress_; }
    void save_progress();
    const std::string& data_dir() const { return data_dir_; }
    // Sharing (game/app/share.h): links are link_base + "?id=..." (the web page sets its own
    // address; the desktop's puzzlebox: scheme opens the installed game). copy_text and paste_text
    // use SDL's clipboard unless the front end sets its own; share_text (the browser's share
    // sheet) only where there is one. Each returns false when it could not do it.
    std::string link_base = "puzzlebox:";
    std::function<bool(const std::string&)> copy_text = sdl_copy_text, share_text;
    std::function<std::string()> paste_text = sdl_paste_text;
    // Keeps a document the player made (a printed puzzle, game/app/print_sheet.h) and says where it
    // went: by default a new file in <data>/prints, never over another file; the web page sets a
    // download instead. name is a file name (no folder); an Error says why it was not kept.
    std::function<Result<std::string>(const std::string& name, const std::string& mime, const std::string& bytes)> save_document;
    // The platform's file picker, where there is one (the browser): shows it, and the file picked
    // arrives later through Context::on_file_dropped. Unset on the desktop, where files are
    // dropped on the window or named by their path.
    std::function<void()> pick_file;

    // Notices gathered at start-up (a damaged line skipped, a file set aside); shown in a banner
    // over whatever scene is showing until the player dismisses it.
    std::string notice;

    // Another copy of the game owns the data folder (a second instance, an older browser tab):
    // from now on nothing is written, and a banner says why. Idempotent.
    void set_read_only(std::string why);
    bool read_only() const { return !read_only_why_.empty(); }
    const std::string& read_only_why() const { return read_only_why_; }
    // A save that failed, shown until that file is saved successfully; empty when all is saved.
    std::string save_error() const { return save_errors_.empty() ? std::string() : save_errors_.begin()->second; }

    // Auto-save of the game in progress, one per game: <data>/saves/<game>.pzr. A replay (origin
    // mode "replay") is a document: it is never auto-saved, recorded or counted in progress.
    std::string autosave_path(std::string_view game) const;
    void autosave(const Session& s, const PlayOrigin& origin) override;
    void drop_autosave(std::string_view game, const PlayOrigin& origin) override;
    // The game whose auto-save was written last (resumed on launch), or empty.
    std::string newest_autosave() const;
    // The saved game, if any; a corrupt save is set aside with a notice.
    std::unique_ptr<Session> resume(std::string_view game, PlayOrigin* origin);
    // A finished game: <data>/records/<game>/<time>[-n].pzr (a name no other record has), and
    // progress. A game ended by "Show solution" is kept as "revealed", never as solved.
    std::string keep_record(const Session& s, const PlayOrigin& origin, int64_t elapsed_ms) override;

    // Writes the session as a shareable replay: <data>/replays/<game>-<time>.pzr; returns the path.
    Result<std::string> export_replay(const Session& s);
    // Finished games of one game, newest first.
    struct RecordInfo {
        std::string path, started, result, label, params;
        int moves = 0;
        int64_t time_ms = 0;
        std::optional<int64_t> score;  // games scored by survival (Decodoku)
    };
    std::vector<RecordInfo> records(std::string_view game) const;
    // A record opened for replay (its history view), or an error naming the file.
    Result<std::unique_ptr<Session>> open_record(const std::string& path) const;
    // Opens a replay file from anywhere (a shared .pzr) straight into its history view, over the
    // current scenes, and keeps a copy in <data>/replays/ so it stays listed. `note` gets a line
    // to show when the file was cut short. Errors name the file and the line or move.
    Result<void> open_replay(SceneStack& scenes, const std::string& path, std::string* note = nullptr);
    // The same for a replay that came as a record (a #replay= link): checked step by step, kept
    // with the replays as <game>-<name>.pzr, opened in history mode.
    Result<void> open_replay_record(SceneStack& scenes, const Record& rec, const std::string& name);
    // Replay files kept in <data>/replays/ for one game (exported or imported), newest first.
    std::vector<std::string> replay_files(std::string_view game) const;

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
    // save_document's default: a new file in <data>/prints (a failure is the caller's to show).
    Result<std::string> keep_document(const std::string& name, const std::string& bytes);
    void keep_replay(const Record& rec, std::string name);
    Result<void> show_replay(SceneStack& scenes, std::unique_ptr<Session> session, const std::string& what);
    // Every write of the shell goes here: nothing when read-only; a failure is remembered per
    // file (and shown) until that file is written again successfully.
    Result<void> write(const std::string& path, std::string_view content);
    Result<void> write_record_to(const std::string& path, const Record& r);
    // A file name in dir that no file has yet: stem + ext, else stem-2 + ext, ...; written new.
    Result<std::string> write_unique(const std::string& dir, const std::string& stem, const std::string& ext, std::string_view content);
    void remember(const std::string& path, const Result<void>& outcome);
    std::string data_dir_;
    int lock_fd_ = -1;
    std::string read_only_why_;
    std::map<std::string, std::string> save_errors_;  // path -> why its last save failed
    bool settings_writable_ = true, progress_writable_ = true;
    bool system_dark_ = true;  // until the front end says otherwise
    std::string system_language_ = "en";
    Settings settings_;
    Progress progress_;
};

// The date for dailies, UTC; set_today fixes it (a scenario script's `today`; 0: the real date).
int today_yyyymmdd();
void set_today(int yyyymmdd);

// What the player's finished games of one kind (one params text: a size, grade or mode) add up to.
struct Statistics {
    std::string params;
    int played = 0, won = 0;
    int64_t best_ms = 0, mean_ms = 0;  // over won games
    int best_moves = 0;                // fewest moves in a won game
    bool scored = false;               // survival games: scores instead of wins
    int64_t high_score = 0;
    double mean_score = 0, median_score = 0;
};
// Grouped by params, in the order each params text first appears in `records`.
std::vector<Statistics> statistics(const std::vector<Shell::RecordInfo>& records);
// "m:ss" or "h:mm:ss".
std::string clock_text(int64_t ms);

} // namespace pz
