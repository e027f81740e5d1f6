// The shell: what the shared scenes hold in common (the player's data, its banners, the settings
// applied to the engine) and the factories that open each scene. Passed to scenes; never a global.
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
#include "game/core/player_data.h"
#include "game/core/record.h"
#include "game/core/session.h"
#include "game/core/settings.h"
#include "game/ui/palette.h"

namespace pz {

// SDL's clipboard: the Shell's copy_text and paste_text unless a front end sets its own.
bool sdl_copy_text(const std::string& text);
std::string sdl_paste_text();

class Shell : public Keeper {
public:
    // Opens the player's data (game/core/player_data.h): a second copy of the game on the same
    // folder runs read-only with a banner saying so.
    explicit Shell(std::string data_dir);
    ~Shell() override;
    Shell(const Shell&) = delete;
    Shell& operator=(const Shell&) = delete;
    // Shows the shell's banners (save failures, read-only, notices) over whatever scene is up.
    void attach(Context& ctx);
    void banner_gui(Context& ctx);

    // The player's data: saves, records, replays, progress and settings.
    PlayerData& data() { return data_; }
    const PlayerData& data() const { return data_; }
    Settings& settings() { return data_.settings(); }
    const Settings& settings() const { return data_.settings(); }
    void save_settings() { data_.save_settings(); }
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
    // The app's date for dailies and streaks (a scenario script's `today` sets it).
    int today() const { return data_.today(); }
    void set_today(int yyyymmdd) { data_.set_today(yyyymmdd); }
    Progress& progress() { return data_.progress(); }
    void save_progress() { data_.save_progress(); }
    const std::string& data_dir() const { return data_.dir(); }
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
    // Hands the result card (game/app/result_card.h, PNG bytes) to the platform's share sheet, or
    // downloads it, and says so in player words (the web page); unset, it is kept in <data>/pictures.
    std::function<Result<std::string>(const std::string& name, const std::string& png)> share_picture;
    // Shows a folder of the player's data in the system's file manager (the desktop); unset where
    // there is none (the browser, tests). Returns false if it could not.
    std::function<bool(const std::string& folder)> open_folder;
    // Where a file was kept, in player words: "Saved in Replays" (its folder's name in the app),
    // never its path; a front end's own words (the web page's "your downloads as ...") as they are.
    std::string saved_words(const std::string& where) const;
    // The folder of the player's data a kept file is in, for Open folder; empty if not in it.
    std::string kept_folder(const std::string& where) const;
    // The platform's file picker, where there is one (the browser): shows it, and the file picked
    // arrives later through Context::on_file_dropped. Unset on the desktop, where files are
    // dropped on the window or named by their path.
    std::function<void()> pick_file;
    // The device can vibrate for the game (the web build where the browser has navigator.vibrate):
    // Settings shows its Vibration switch only then.
    bool can_vibrate = false;

    // Notices gathered at start-up (a damaged line skipped, a save set aside); shown in a banner
    // over whatever scene is showing until the player dismisses it.
    std::string& notice;

    // Another copy of the game owns the data folder (a second instance, an older browser tab):
    // from now on nothing is written, and a banner says why. Idempotent.
    void set_read_only(std::string why) { data_.set_read_only(std::move(why)); }
    bool read_only() const { return data_.read_only(); }
    const std::string& read_only_why() const { return data_.read_only_why(); }
    // A save that failed, shown until that file is saved successfully; empty when all is saved.
    std::string save_error() const { return data_.save_error(); }

    // Saves: one per unfinished game (PlayerData). A replay is a document: never saved.
    void autosave(const Session& s, const PlayOrigin& origin, int64_t clock_ms) override { data_.autosave(s, origin, clock_ms); }
    void drop_autosave(const Session& s, const PlayOrigin& origin) override { data_.drop_autosave(s, origin); }
    // Whether the game has an unfinished game saved; the newest one, resumed.
    bool has_save(std::string_view game) const { return !data_.saves(game).empty(); }
    std::unique_ptr<Session> resume(std::string_view game, PlayOrigin* origin) { return data_.resume(game, origin); }
    // Where the save of this session's puzzle goes, and whether it has one.
    std::string save_path_of(const Session& s) const { return data_.save_path_of(s); }
    bool has_save_of(const Session& s) const { return data_.save_of(record_of(s).id.text()).has_value(); }
    std::string keep_record(const Session& s, const PlayOrigin& origin, int64_t elapsed_ms) override {
        return data_.keep_record(s, origin, elapsed_ms);
    }

    Result<std::string> export_replay(const Session& s) { return data_.export_replay(s); }
    using RecordInfo = pz::RecordInfo;
    std::vector<RecordInfo> records(std::string_view game) const { return data_.records(game); }
    Result<std::unique_ptr<Session>> open_record(const std::string& path) const { return data_.open_record(path); }
    // Opens a replay file from anywhere (a shared .pzr) straight into its history view, over the
    // current scenes, and keeps a copy in <data>/replays/ so it stays listed. `note` gets a line
    // to show when the file was cut short or could not be kept. Errors name the file (as `name`,
    // its file name unless told) and the line or move. A long file (over kOpenInBackground bytes)
    // is read and replayed off the drawing thread under a sheet with its progress: then this
    // returns at once, and its error or note comes as a message over the history or this screen.
    Result<void> open_replay(SceneStack& scenes, const std::string& path, std::string* note = nullptr, std::string name = {});
    static constexpr uintmax_t kOpenInBackground = 256 * 1024;
    // The rest of open_replay once the file is read and replayed: keeps a copy, opens the history.
    // `written`: the record's text for the copy, made beforehand off the drawing thread (else made here).
    Result<void> show_loaded_replay(SceneStack& scenes, LoadedRecord loaded, const std::string& path, const std::string& name,
                                    std::string* note, const Result<std::string>* written = nullptr);
    // The same for a replay that came as a record (a #replay= link): checked step by step, kept
    // with the replays as <game>-<name>.pzr, opened in history mode.
    Result<void> open_replay_record(SceneStack& scenes, const Record& rec, const std::string& name);
    // Replay files kept in <data>/replays/ for one game (exported or imported), newest first.
    std::vector<std::string> replay_files(std::string_view game) const { return data_.replay_files(game); }

    // Scene factories.
    std::unique_ptr<Scene> title();
    std::unique_ptr<Scene> levels(const GameType& g);
    // A game opened from the title: its menu, or for a player new to it its guided first puzzle.
    std::unique_ptr<Scene> open_game(const GameType& g);
    // Opens a game; a new game of a puzzle that has a save resumes that save (its moves and clock),
    // and today's daily opened by its link once solved shows its result (open_daily).
    std::unique_ptr<Scene> play(std::shared_ptr<Session> s, PlayOrigin origin);
    std::unique_ptr<Scene> settings_scene();
    std::unique_ptr<Scene> help(const GameType* g);
    // Opens a level of a pack (or an error message).
    Result<std::unique_ptr<Scene>> play_level(const GameType& g, const std::string& pack, int index);
    Result<std::unique_ptr<Scene>> play_new(const GameType& g, const std::string& params, uint64_t seed, PlayOrigin origin);
    // Opens a daily of `day` (the game menu's, a script's): once solved, its result (the fastest
    // solve, finished, with its end card and replay), never a fresh board; else it is made.
    std::unique_ptr<Scene> open_daily(const GameType& g, const DailyPuzzle& d, int day, bool only_one);

    // The app closing: remembers the game in play, if any (under any sheet), for the next launch.
    void note_closing(const SceneStack& scenes);
    // A plain launch: the game left in play at the last closing, over its menu and under the pause
    // menu, so its clock waits for the player; true if it opened (else the title stays).
    bool open_left_game(SceneStack& scenes);

private:
    // The result of a daily solved (its fastest solve) when there is one, and (unless `id` is
    // empty) when it is of the puzzle with that ID; nullptr otherwise.
    std::unique_ptr<Scene> daily_result(const GameType& g, const DailyPuzzle& d, int day, bool only_one, const std::string& id);
    Result<void> show_replay(SceneStack& scenes, std::unique_ptr<Session> session, const std::string& what);
    PlayerData data_;
    bool system_dark_ = true;  // until the front end says otherwise
    std::string system_language_ = "en";
};

} // namespace pz
