// The player's data folder, with no SDL: its one-writer lock, atomic writes, a save for every
// unfinished game, records, replays, progress, settings and statistics. The game's shell and
// `puzzlebox-tool` both read and write the player's data through it.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/made.h"
#include "game/core/games.h"
#include "game/core/play_origin.h"
#include "game/core/record.h"
#include "game/core/result.h"
#include "game/core/session.h"
#include "game/core/settings.h"
#include "game/core/streak.h"

namespace pz {

// At most this many unfinished games are kept per game; the least recently played one past it is
// kept in records as "abandoned" (never deleted).
inline constexpr size_t kMaxSavesPerGame = 100;

// One unfinished game: <data>/saves/<game>/<key>.pzr, key = save_key(the puzzle's game ID).
struct SaveInfo {
    std::string game, key, path;
    std::string id;          // the puzzle's full game ID
    PlayOrigin origin;       // its clock_ms is the save's clock
    int moves = 0;
    int64_t saved_ms = 0;    // when it was last saved (Unix time in ms)
};
// The name a player knows an unfinished game by: its level's or mode's label ("Starter 3",
// "Endless #5"), or "Custom puzzle" where the label is empty or a game ID.
std::string save_name(const SaveInfo& s);

// A finished (or abandoned) game in <data>/records/<game>/.
struct RecordInfo {
    std::string path, started, result, label, params;
    int daily = 0;      // a daily's date (yyyymmdd), 0 for any other game
    int played_on = 0;  // the app's date when it ended (yyyymmdd; from `started` for older records)
    int moves = 0;
    int64_t time_ms = 0;
    std::optional<int64_t> score;  // games scored by survival (Decodoku)
};

// A record file (save, record or replay) read, parsed and replayed into a session; errors name
// the file, and the line or move where reading stopped. `games` are those it may name.
struct LoadedRecord {
    Record record;
    std::unique_ptr<Session> session;
};
Result<LoadedRecord> load_record_file(const Games& games, const std::string& path);

// The file name a puzzle's save takes: a digest of its full game ID (16 hex digits).
std::string save_key(std::string_view game_id_text);
// "2026-11-26T17:30:00Z" for a Unix time in ms.
std::string iso_time(int64_t unix_ms);

class PlayerData : public Keeper {
public:
    // Takes the folder's lock (one writer per folder, held by the OS for this process and dropped
    // with it); a second copy runs read-only. Migrates single-slot saves of earlier versions,
    // reads settings and progress, reconciles progress from records. lock=false (the command-line
    // tool reading) never writes anything. `games` are the games its files may name (the caller's
    // registry: game/core never includes game/all).
    PlayerData(std::string dir, Games games, bool lock = true);
    ~PlayerData() override;
    PlayerData(const PlayerData&) = delete;
    PlayerData& operator=(const PlayerData&) = delete;

    const std::string& dir() const { return dir_; }
    const Games& games() const { return games_; }

    // Notices gathered for the player (a damaged line skipped, a file set aside), in player words.
    std::string notice;
    void add_notice(const std::string& line);

    // Another copy owns the folder: nothing is written from now on. Idempotent.
    void set_read_only(std::string why);
    bool read_only() const { return !read_only_why_.empty(); }
    const std::string& read_only_why() const { return read_only_why_; }
    // A save that failed, shown until that file is saved successfully; empty when all is saved.
    std::string save_error() const { return save_errors_.empty() ? std::string() : save_errors_.begin()->second; }
    void forget_error(const std::string& path) { save_errors_.erase(path); }
    void remember_error(const std::string& path, std::string why) { save_errors_[path] = std::move(why); }

    Settings& settings() { return settings_; }
    const Settings& settings() const { return settings_; }
    void save_settings();
    Progress& progress() { return progress_; }
    void save_progress();
    // "My puzzles" (<data>/made.txt): the puzzles the player made or imported.
    MadeList& made() { return made_; }
    const MadeList& made() const { return made_; }
    void save_made();
    // The app's date for dailies and streaks (yyyymmdd): the real UTC date unless set (a scenario
    // script's `today`). The shell carries it; nothing else keeps a date.
    int today() const;
    void set_today(int yyyymmdd) { today_ = yyyymmdd; }
    // The days each game's daily was solved on its day (<data>/dailies.txt), rebuilt from records.
    const DailyLog& daily_log() const { return daily_log_; }
    // How a game's daily of one date stands: unplayed, in progress (its save), or finished (its
    // best finish, from records).
    struct DailyState {
        std::optional<SaveInfo> save;
        bool solved = false;
        int64_t time_ms = 0;  // the fastest solve
        int moves = 0;
        std::string record;   // the fastest solve's record file: opened again, it shows the result
    };
    DailyState daily_state(std::string_view game, int yyyymmdd) const;

    // Unfinished games, newest first (all games, or one).
    std::vector<SaveInfo> saves(std::string_view game = {}) const;
    // The save of this puzzle (by its full game ID), if any.
    std::optional<SaveInfo> save_of(std::string_view game_id_text) const;
    // Where the save of a puzzle (by its full game ID), or of a session's puzzle, is kept.
    std::string save_path(std::string_view game_id_text) const;
    std::string save_path_of(const Session& s) const;
    // The save of a pack level, if any (level tiles show "in progress").
    bool level_in_progress(std::string_view game, std::string_view pack, int index) const;
    // The saved game, replayed; a damaged save is set aside with a notice (nullptr then).
    std::unique_ptr<Session> resume(const SaveInfo& save, PlayOrigin* origin);
    // The newest save of a game, resumed.
    std::unique_ptr<Session> resume(std::string_view game, PlayOrigin* origin);
    // The game whose save was written last, or empty.
    std::string newest_save_game() const;
    // The player gave up this game: kept in records as "abandoned", then its save goes.
    Result<void> abandon(const SaveInfo& save);

    // Keeper: one save per puzzle; a replay is a document, never saved, recorded or counted.
    void autosave(const Session& s, const PlayOrigin& origin, int64_t clock_ms) override;
    void drop_autosave(const Session& s, const PlayOrigin& origin) override;
    // A finished game: <data>/records/<game>/<time>[-n].pzr, and progress. A game ended by "Show
    // solution" is kept as "revealed", never as solved.
    std::string keep_record(const Session& s, const PlayOrigin& origin, int64_t elapsed_ms) override;

    std::vector<RecordInfo> records(std::string_view game) const;
    // A record read and replayed, or an error naming the file.
    Result<std::unique_ptr<Session>> open_record(const std::string& path) const;
    // Writes the session as a shareable replay: <data>/replays/<game>-<time>.pzr; returns the path.
    Result<std::string> export_replay(const Session& s);
    // Keeps a copy of an opened replay in <data>/replays (unless the same one is there already,
    // found by size and content, never by reading every kept replay). An Error (in player words)
    // when it is too long to be read back, so it is not kept.
    // `written`, when given, is write_record_checked(rec) made beforehand (off the drawing thread).
    Result<void> keep_replay(const Record& rec, std::string name, const Result<std::string>* written = nullptr);
    std::vector<std::string> replay_files(std::string_view game) const;
    // A new file in <data>/<folder> (prints; pictures: the result cards), never over another;
    // returns its path.
    Result<std::string> keep_document(const std::string& name, const std::string& bytes, const std::string& folder = "prints");

    // Every write goes here: nothing when read-only; a failure is remembered per file (and shown)
    // until that file is written again successfully.
    Result<void> write(const std::string& path, std::string_view content);
    // How many whole record files this has read (for tests: opening one never reads them all).
    size_t records_read() const { return records_read_; }

private:
    Result<std::string> write_unique(const std::string& dir, const std::string& stem, const std::string& ext, std::string_view content);
    void remember(const std::string& path, const Result<void>& outcome);
    void scan_saves();
    void migrate_single_slot_saves();
    // Reads every record's head once: progress and the daily log are put right from them (the
    // records are the truth), and each daily's best finish is kept for daily_state.
    void reconcile_progress();
    // A finished daily: its best finish kept; true when it was a solve on its own day new to the log.
    bool note_daily(const std::string& game, int day, int played_on, const std::string& result, int64_t time_ms, int moves,
                    const std::string& record);
    void save_daily_log();
    // A save file that cannot be played here (damaged, or of another game than its place): set
    // aside with a notice in player words; the path goes to stderr.
    void set_save_aside(const std::string& path, const std::string& why);
    // Written by a newer version: left untouched, said once.
    void leave_newer(const std::string& path);
    // Keeps the saves of one game within kMaxSavesPerGame.
    void bound_saves(const std::string& game);
    std::string dir_;
    Games games_;
    int lock_fd_ = -1;
    std::string read_only_why_;
    std::map<std::string, std::string> save_errors_;  // path -> why its last save failed
    bool settings_writable_ = true, progress_writable_ = true;
    bool told_newer_ = false;
    Settings settings_;
    Progress progress_;
    DailyLog daily_log_;
    bool daily_log_writable_ = true;
    MadeList made_;
    bool made_writable_ = true;
    int today_ = 0;
    std::map<std::pair<std::string, int>, DailyState> daily_finishes_;  // by game and date
    std::map<std::string, SaveInfo> saves_;  // by path
    std::set<std::string> newer_;             // paths of saves a newer version wrote: never written over
    mutable size_t records_read_ = 0;
    int64_t last_saved_ms_ = 0;
};

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
std::vector<Statistics> statistics(const std::vector<RecordInfo>& records);
// "m:ss" or "h:mm:ss".
std::string clock_text(int64_t ms);
// Today's date in UTC (yyyymmdd); the app's own date is PlayerData::today().
int today_yyyymmdd();

// `puzzlebox-tool saves --data DIR [--json]`: the unfinished games in a data folder, newest first
// (read only; docs/cli.md). argv starts with "saves".
int run_saves_command(const Games& games, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);
// `puzzlebox-tool stats --data DIR [--date YYYY-MM-DD] [--json]`: per game, as of the date (the
// real date by default): games solved and played, the daily streak, the longest, the best time.
int run_stats_command(const Games& games, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);
// `puzzlebox-tool made --data DIR [--json]`: the puzzles the player made, newest first (read only).
int run_made_command(const Games& games, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);

} // namespace pz
