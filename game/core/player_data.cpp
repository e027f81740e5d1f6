// The player's data folder: lock, saves (one per unfinished game), records, replays, progress.
#include "game/core/player_data.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <filesystem>
#include <fcntl.h>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>
#ifndef __EMSCRIPTEN__
#include <sys/file.h>
#endif

#include "game/core/cli.h"
#include "game/core/json.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"

namespace pz {

namespace {

int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

// The current time in UTC as 20261123-201500, for file names and record dates.
std::string utc_stamp() {
    const std::time_t t = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::gmtime(&t));
    return stamp;
}

bool ends_with(std::string_view s, std::string_view tail) { return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail; }

struct Entry {
    std::string name;
    bool folder = false;
    off_t size = 0;
    int64_t mtime_ms = 0;
};

// The entries of a folder (none when it cannot be read), with what stat says of each.
std::vector<Entry> list_folder(const std::string& dir) {
    std::vector<Entry> out;
    DIR* d = opendir(dir.c_str());
    if (!d) return out;
    while (dirent* e = readdir(d)) {
        const std::string name = e->d_name;
        if (name == "." || name == "..") continue;
        struct stat st {};
        if (::stat((dir + "/" + name).c_str(), &st) != 0) continue;
        Entry en{name, S_ISDIR(st.st_mode), st.st_size, 0};
        en.mtime_ms = static_cast<int64_t>(st.st_mtim.tv_sec) * 1000 + st.st_mtim.tv_nsec / 1000000;
        if (S_ISDIR(st.st_mode) || S_ISREG(st.st_mode)) out.push_back(std::move(en));
    }
    closedir(d);
    std::sort(out.begin(), out.end(), [](const Entry& a, const Entry& b) { return a.name < b.name; });
    return out;
}

// A record's head (its ID and meta), read from the file's start only: listing saves and
// reconciling progress never read whole games. Errors keep their kind (a newer format).
Result<Record> read_record_head(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return fail("not a file");
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return fail(std::strerror(errno));
    std::string buf(64u << 10, '\0');
    buf.resize(std::fread(buf.data(), 1, buf.size(), f));
    std::fclose(f);
    size_t cut = std::string::npos;
    for (size_t pos = 0; pos < buf.size();) {
        const size_t nl = buf.find('\n', pos);
        if (nl == std::string::npos) break;
        const std::string_view line(buf.data() + pos, nl - pos);
        if (starts_with(line, "cursor") || starts_with(line, "step") || starts_with(line, "branch") || starts_with(line, "end")) {
            cut = pos;
            break;
        }
        pos = nl + 1;
    }
    if (cut == std::string::npos) {
        if (static_cast<off_t>(buf.size()) < st.st_size) {
            auto text = read_file(path, kMaxRecordBytes);  // a head longer than 64 KiB: read it all
            if (!text) return text.error();
            return parse_record(*text);
        }
        cut = buf.size();
    }
    buf.resize(cut);
    buf += "end\n";
    return parse_record(buf);
}

std::string meta_or(const Record& r, std::string_view key, std::string_view dash_means_empty) {
    std::string v = r.meta_value(key);
    return v == dash_means_empty ? std::string() : v;
}

int64_t meta_int(const Record& r, std::string_view key, int64_t fallback) {
    auto v = parse_int(r.meta_value(key), 0, int64_t(1) << 50);
    return v ? *v : fallback;
}

// A date kept in meta as YYYY-MM-DD (yyyymmdd; 0 when absent or not a date).
int date_meta(const Record& r, std::string_view key) {
    auto d = parse_date(r.meta_value(key));
    return d ? *d : 0;
}

// Where a saved game came from, from its meta (a replay or an unknown mode plays as custom).
PlayOrigin origin_of(const Record& r) {
    PlayOrigin o;
    auto mode = parse_play_mode(r.meta_value("mode"));
    o.mode = mode && *mode != PlayMode::Replay ? *mode : PlayMode::Custom;
    o.pack = meta_or(r, "pack", "-");
    auto idx = parse_int(r.meta_value("index"), -1, 1000000);
    o.index = idx ? static_cast<int>(*idx) : -1;
    // A level saved before its pack was reordered is found by its puzzle, not its old number.
    if (o.mode == PlayMode::Pack && o.index >= 0) o.index = level_now(r.id.game, o.pack, o.index, r.id.params, r.id.desc);
    o.label = meta_or(r, "label", "-");
    o.clock_ms = meta_int(r, "clock_ms", r.steps.empty() ? 0 : r.steps.back().time_ms);
    if (o.mode == PlayMode::Daily) o.day = date_meta(r, "day");
    return o;
}

// A record's progress key ("journey.txt/11"), its level's number as the pack has it today (a record
// written before the pack was reordered names the level by its old number).
std::string level_key_now(const Record& r) {
    std::string key = r.meta_value("progress");
    const size_t slash = key.rfind('/');
    if (slash == std::string::npos || parse_play_mode(key.substr(0, key.find('/')))) return key;  // a daily, endless...: no pack
    auto idx = parse_int(std::string_view(key).substr(slash + 1), 0, 1000000);
    if (!idx) return key;
    const int now = level_now(r.id.game, key.substr(0, slash), static_cast<int>(*idx), r.id.params, r.id.desc);
    return key.substr(0, slash + 1) + std::to_string(now);
}

// The player's moves in a record's main line up to its cursor since its last restart (as
// Session::moves_made counts them), without the game's rules at hand.
int moves_of(const Record& r) {
    int n = 0;
    for (size_t i = 0; i < r.cursor && i < r.steps.size(); ++i) {
        const StepKind k = r.steps[i].kind;
        if (k == StepKind::Restart) n = 0;
        else if (k == StepKind::Move || k == StepKind::Hint || k == StepKind::Solve) ++n;
    }
    return n;
}

std::vector<std::pair<std::string, std::string>> save_meta(const PlayOrigin& o, int moves, int64_t clock_ms, int64_t saved_ms) {
    return {{"mode", std::string(play_mode_name(o.mode))}, {"pack", o.pack.empty() ? "-" : o.pack},
            {"index", std::to_string(o.index)}, {"label", o.label.empty() ? "-" : o.label},
            {"moves", std::to_string(moves)}, {"clock_ms", std::to_string(std::max<int64_t>(0, clock_ms))},
            {"saved_ms", std::to_string(saved_ms)}, {"day", o.day ? iso_date(o.day) : "-"}};
}

// Whether a file's first line says a newer Puzzlebox wrote it.
bool made_by_newer(const std::string& path) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return false;
    char line[128] = {};
    const bool got = std::fgets(line, sizeof line, f) != nullptr;
    std::fclose(f);
    if (!got) return false;
    std::string_view l(line);
    while (!l.empty() && (l.back() == '\n' || l.back() == '\r')) l.remove_suffix(1);
    auto v = read_format_header(l, "puzzlebox-record", kRecordVersion, "not ours");
    return !v && v.error().kind == Error::Kind::NewerFormat;
}

} // namespace

Result<LoadedRecord> load_record_file(const Games& games, const std::string& path) {
    auto rec = read_record_file(path);
    if (!rec) return rec.error();
    auto session = session_from_record(games, *rec);
    if (!session) return fail(path + ": " + session.error().message);
    return LoadedRecord{std::move(*rec), std::move(*session)};
}

std::string save_key(std::string_view game_id_text) {
    uint64_t h = 1469598103934665603ull;  // FNV-1a: stable across builds and platforms
    for (unsigned char c : game_id_text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
    return hex;
}

std::string save_name(const SaveInfo& s) {
    const std::string& l = s.origin.label;
    if (l.empty() || l.find(':') != std::string::npos) return tr("Custom puzzle");
    return l;
}

std::string iso_time(int64_t unix_ms) {
    const std::time_t t = static_cast<std::time_t>(unix_ms / 1000);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

PlayerData::PlayerData(std::string dir, Games games, bool lock) : dir_(std::move(dir)), games_(std::move(games)) {
    if (!lock) {
        read_only_why_ = "reading only";
    } else {
        make_dirs(dir_);
#ifndef __EMSCRIPTEN__
        // One writer per data folder: the folder itself is locked (deleting a file cannot undo
        // it), and the OS drops the lock with the process.
        lock_fd_ = ::open(dir_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (lock_fd_ >= 0 && ::flock(lock_fd_, LOCK_EX | LOCK_NB) != 0) {
            set_read_only(tr("Puzzlebox is already running on this data folder; this window does not save. "
                             "Close the other one and start again to save here."));
        } else if (lock_fd_ < 0 || ::access(dir_.c_str(), W_OK) != 0) {
            // A folder we cannot write in: say so now; every save will fail too, and each failure
            // is shown and makes the exit status non-zero.
            add_notice(trf("Cannot write in the data folder {1} ({2}): nothing can be saved.", dir_, std::strerror(errno)));
        }
#endif
    }
    if (!read_only()) {
        // Half-written files from a run that died mid-save, in our own folders only; the files
        // they were replacing are intact.
        std::vector<std::string> ours{dir_, dir_ + "/saves", dir_ + "/replays"};
        for (const char* top : {"/saves", "/records"})
            for (const Entry& e : list_folder(dir_ + top))
                if (e.folder) ours.push_back(dir_ + top + "/" + e.name);
        remove_stale_temp_files(ours);
    }
    auto s = load_settings(dir_ + "/settings.txt", !read_only());
    settings_ = s.value;
    settings_writable_ = s.writable;
    auto p = load_progress(dir_ + "/progress.txt", !read_only());
    progress_ = std::move(p.value);
    progress_writable_ = p.writable;
    auto d = load_daily_log(dir_ + "/dailies.txt", !read_only());
    daily_log_ = std::move(d.value);
    daily_log_writable_ = d.writable;
    auto m = load_made(dir_ + "/made.txt", !read_only());
    made_ = std::move(m.value);
    made_writable_ = m.writable;
    for (const auto* n : {&s.notice, &p.notice, &d.notice, &m.notice})
        if (!n->empty()) add_notice(*n);
    scan_saves();
    migrate_single_slot_saves();
    reconcile_progress();
}

PlayerData::~PlayerData() {
    if (lock_fd_ >= 0) ::close(lock_fd_);
}

void PlayerData::add_notice(const std::string& line) {
    if (notice.find(line) != std::string::npos) return;
    notice += (notice.empty() ? "" : "\n") + line;
}

void PlayerData::set_read_only(std::string why) {
    if (read_only_why_.empty()) read_only_why_ = why.empty() ? tr("This copy of the game does not save") : std::move(why);
    save_errors_.clear();  // nothing will be written now; the read-only banner says why
}

void PlayerData::remember(const std::string& path, const Result<void>& outcome) {
    if (outcome) save_errors_.erase(path);
    else save_errors_[path] = trf("Not saved: {1}", outcome.error().message);
}

Result<void> PlayerData::write(const std::string& path, std::string_view content) {
    if (read_only()) return fail(read_only_why_);
    auto ok = write_file_atomic(path, content);
    remember(path, ok);
    return ok;
}

Result<std::string> PlayerData::write_unique(const std::string& dir, const std::string& stem, const std::string& ext, std::string_view content) {
    if (read_only()) return fail(read_only_why_);
    make_dirs(dir);
    for (int n = 1; n < 100000; ++n) {
        const std::string path = dir + "/" + stem + (n == 1 ? "" : "-" + std::to_string(n)) + ext;
        bool exists = false;
        auto ok = write_new_file(path, content, &exists);
        if (exists) continue;
        remember(dir, ok);
        if (!ok) return ok.error();
        return path;
    }
    return fail("no free file name for " + dir + "/" + stem + ext);
}

void PlayerData::save_settings() {
    if (!settings_writable_ || read_only()) return;
    if (auto text = settings_.write(); text.size() > kMaxSettingsBytes) remember(dir_ + "/settings.txt", fail("the settings are too long to save"));
    else (void)write(dir_ + "/settings.txt", text);
}

void PlayerData::save_progress() {
    if (!progress_writable_ || read_only()) return;
    if (auto text = progress_.write(); text.size() > kMaxProgressBytes) remember(dir_ + "/progress.txt", fail("the progress is too long to save"));
    else (void)write(dir_ + "/progress.txt", text);
}

// ---- saves ----

void PlayerData::set_save_aside(const std::string& path, const std::string& why) {
    std::cerr << "puzzlebox: " << printable(why) << "\n";
    if (read_only()) {
        add_notice(tr("A damaged save could not be opened; it was left as it is."));
        return;
    }
    auto aside = set_aside(path);
    if (aside) {
        std::cerr << "puzzlebox: kept as " << printable(*aside) << "\n";
        add_notice(tr("A damaged save was set aside; your other games are safe."));
    } else {
        std::cerr << "puzzlebox: " << printable(aside.error().message) << "\n";
        add_notice(tr("A damaged save could not be opened; it was left as it is."));
    }
}

void PlayerData::leave_newer(const std::string& path) {
    newer_.insert(path);
    std::cerr << "puzzlebox: " << printable(path) << " was made by a newer Puzzlebox; left as it is\n";
    if (told_newer_) return;
    told_newer_ = true;
    add_notice(tr("A save made by a newer version of Puzzlebox was left as it is; play goes on without it."));
}

void PlayerData::migrate_single_slot_saves() {
    const std::string dir = dir_ + "/saves";
    for (const Entry& e : list_folder(dir)) {
        if (e.folder || !ends_with(e.name, ".pzr")) continue;
        const std::string game = e.name.substr(0, e.name.size() - 4);
        const std::string path = dir + "/" + e.name;
        if (made_by_newer(path)) {
            leave_newer(path);
            continue;
        }
        auto rec = read_record_file(path);
        ++records_read_;
        if (!rec) {
            set_save_aside(path, rec.error().message);
            continue;
        }
        if (rec->id.game != game) {
            // Another game's save in this game's place: never played over that game's own.
            set_save_aside(path, path + ": holds a " + rec->id.game + " game, not " + game);
            continue;
        }
        SaveInfo info;
        info.game = game;
        info.id = rec->id.text();
        info.key = save_key(info.id);
        info.origin = origin_of(*rec);
        info.moves = moves_of(*rec);
        info.saved_ms = e.mtime_ms;
        info.path = path;  // until it moves: a copy that only reads lists it where it is
        const std::string target = dir + "/" + game + "/" + info.key + ".pzr";
        if (saves_.count(target)) {
            // Both places hold this puzzle (a crash mid-migration): the old file is kept aside.
            if (!read_only()) (void)set_aside(path);
            continue;
        }
        if (!read_only()) {
            Record moved = *rec;
            moved.meta = save_meta(info.origin, info.moves, info.origin.clock_ms, info.saved_ms);
            make_dirs(dir + "/" + game);
            auto text = write_record_checked(moved);
            if (text && write(target, *text)) {
                ::unlink(path.c_str());  // only once the new one is safe
                info.path = target;
            }
        }
        last_saved_ms_ = std::max(last_saved_ms_, info.saved_ms);
        saves_[info.path] = std::move(info);
    }
}

void PlayerData::scan_saves() {
    saves_.clear();
    const std::string top = dir_ + "/saves";
    for (const Entry& g : list_folder(top)) {
        if (!g.folder) continue;
        for (const Entry& e : list_folder(top + "/" + g.name)) {
            if (e.folder || !ends_with(e.name, ".pzr")) continue;
            const std::string path = top + "/" + g.name + "/" + e.name;
            auto head = read_record_head(path);
            if (!head && head.error().kind == Error::Kind::NewerFormat) {
                leave_newer(path);
                continue;
            }
            if (!head) {
                set_save_aside(path, describe(head.error(), path));
                continue;
            }
            const std::string key = e.name.substr(0, e.name.size() - 4);
            if (head->id.game != g.name || save_key(head->id.text()) != key) {
                set_save_aside(path, path + ": holds another game than its name says (" + head->id.game + ")");
                continue;
            }
            SaveInfo info;
            info.game = g.name;
            info.key = key;
            info.path = path;
            info.id = head->id.text();
            info.origin = origin_of(*head);
            info.moves = static_cast<int>(meta_int(*head, "moves", 0));
            info.saved_ms = meta_int(*head, "saved_ms", e.mtime_ms);
            last_saved_ms_ = std::max(last_saved_ms_, info.saved_ms);
            saves_[path] = std::move(info);
        }
    }
}

std::vector<SaveInfo> PlayerData::saves(std::string_view game) const {
    std::vector<SaveInfo> out;
    for (const auto& [path, s] : saves_)
        if (game.empty() || s.game == game) out.push_back(s);
    std::stable_sort(out.begin(), out.end(), [](const SaveInfo& a, const SaveInfo& b) { return a.saved_ms > b.saved_ms; });
    return out;
}

std::optional<SaveInfo> PlayerData::save_of(std::string_view game_id_text) const {
    auto it = saves_.find(save_path(game_id_text));
    if (it == saves_.end()) return std::nullopt;
    return it->second;
}

std::string PlayerData::save_path(std::string_view game_id_text) const {
    auto id = parse_game_id(game_id_text);
    return dir_ + "/saves/" + (id ? id->game : std::string("unknown")) + "/" + save_key(game_id_text) + ".pzr";
}

std::string PlayerData::save_path_of(const Session& s) const { return save_path(record_of(s).id.text()); }

bool PlayerData::level_in_progress(std::string_view game, std::string_view pack, int index) const {
    return std::any_of(saves_.begin(), saves_.end(), [&](const auto& kv) {
        const SaveInfo& s = kv.second;
        return s.game == game && s.origin.mode == PlayMode::Pack && s.origin.pack == pack && s.origin.index == index;
    });
}

std::string PlayerData::newest_save_game() const {
    auto all = saves();
    return all.empty() ? std::string() : all.front().game;
}

std::unique_ptr<Session> PlayerData::resume(std::string_view game, PlayOrigin* origin) {
    auto all = saves(game);
    if (all.empty()) return nullptr;
    return resume(all.front(), origin);
}

std::unique_ptr<Session> PlayerData::resume(const SaveInfo& save, PlayOrigin* origin) {
    const std::string& path = save.path;
    if (!file_exists(path)) {
        saves_.erase(path);
        return nullptr;
    }
    if (made_by_newer(path)) {
        saves_.erase(path);
        leave_newer(path);
        return nullptr;
    }
    auto loaded = load_record_file(games_, path);
    ++records_read_;
    if (loaded && (loaded->record.id.game != save.game || save_key(loaded->record.id.text()) != save.key))
        loaded = fail(path + ": holds another game than its name says");
    if (!loaded) {
        // A save whose main line replays but a side branch does not (written by an older
        // version) still resumes without its branches; the whole file is kept aside first.
        auto rec = read_record_file(path);
        if (rec && rec->id.game == save.game && !rec->branches.empty()) {
            Record main_line = *rec;
            main_line.branches.clear();
            if (auto session = session_from_record(games_, main_line)) {
                auto copy = read_only() ? Result<std::string>(fail(read_only_why_)) : set_aside(path);
                if (copy) {
                    std::cerr << "puzzlebox: " << printable(loaded.error().message) << " (kept as " << printable(*copy) << ")\n";
                    add_notice(tr("A save's other lines of play could not be read; its main line goes on, and the whole save was kept aside."));
                    loaded = LoadedRecord{std::move(main_line), std::move(*session)};
                }
            }
        }
    }
    if (!loaded) {
        set_save_aside(path, loaded.error().message);
        saves_.erase(path);
        return nullptr;
    }
    if (origin) {
        *origin = origin_of(loaded->record);
        origin->clock_ms = std::max(origin->clock_ms, save.origin.clock_ms);
    }
    return std::move(loaded->session);
}

void PlayerData::autosave(const Session& s, const PlayOrigin& origin, int64_t clock_ms) {
    if (origin.is_replay() || read_only()) return;
    Record r = record_of(s);
    const std::string game = r.id.game, id = r.id.text(), key = save_key(id);
    const std::string dir = dir_ + "/saves/" + game, path = dir + "/" + key + ".pzr";
    if (newer_.count(path)) return;  // a newer version's save of this puzzle is never written over
    make_dirs(dir);
    const int64_t saved = last_saved_ms_ = std::max(now_ms(), last_saved_ms_ + 1);  // the newest is always last
    r.meta = save_meta(origin, static_cast<int>(s.moves_made()), clock_ms, saved);
    auto text = write_record_checked(r);
    if (!text) {
        remember(path, Result<void>(fail(path + ": " + text.error().message)));
        return;
    }
    if (!write(path, *text)) return;
    SaveInfo info;
    info.game = game;
    info.key = key;
    info.path = path;
    info.id = id;
    info.origin = origin;
    info.origin.clock_ms = clock_ms;
    info.moves = static_cast<int>(s.moves_made());
    info.saved_ms = saved;
    const bool is_new = !saves_.count(path);
    saves_[path] = std::move(info);
    if (is_new) bound_saves(game);
}

void PlayerData::drop_autosave(const Session& s, const PlayOrigin& origin) {
    if (origin.is_replay() || read_only()) return;
    const std::string path = save_path_of(s);
    if (newer_.count(path)) return;
    if (::unlink(path.c_str()) == 0 || errno == ENOENT) {
        save_errors_.erase(path);
        saves_.erase(path);
    }
}

void PlayerData::bound_saves(const std::string& game) {
    auto mine = saves(game);
    for (size_t i = kMaxSavesPerGame; i < mine.size(); ++i) (void)abandon(mine[i]);
}

Result<void> PlayerData::abandon(const SaveInfo& save) {
    if (read_only()) return fail(read_only_why_);
    auto rec = read_record_file(save.path);
    ++records_read_;
    if (!rec) return rec.error();
    Record r = *rec;
    r.meta = {{"started", utc_stamp()}, {"result", "abandoned"}, {"moves", std::to_string(save.moves)},
              {"time_ms", std::to_string(save.origin.clock_ms)}, {"label", save.origin.label.empty() ? "-" : save.origin.label}};
    auto text = write_record_checked(r);
    if (!text) return text.error();
    auto kept = write_unique(dir_ + "/records/" + save.game, utc_stamp(), ".pzr", *text);
    if (!kept) return kept.error();  // the save stays: a game is never lost
    ::unlink(save.path.c_str());
    saves_.erase(save.path);
    return {};
}

// ---- records ----

std::string PlayerData::keep_record(const Session& s, const PlayOrigin& origin, int64_t elapsed_ms) {
    if (origin.is_replay() || read_only()) return {};
    const std::string game(s.puzzle().game());
    const bool revealed = s.revealed();
    const std::string result = revealed && s.status() == Status::Won ? "revealed" : std::string(status_name(s.status()));
    const std::string stamp = utc_stamp();
    Record r = record_of(s);
    r.meta = {{"started", stamp}, {"result", result},
              {"moves", std::to_string(s.moves_made())}, {"time_ms", std::to_string(elapsed_ms)},
              {"label", origin.label.empty() ? "-" : origin.label},
              {"progress", origin.progress_key()}};  // start-up counts it in progress if a crash came first
    if (origin.mode == PlayMode::Daily && origin.day) {
        // The daily's date and the day it was played: solved on its own day, it counts in the streak.
        r.meta.emplace_back("daily", iso_date(origin.day));
        r.meta.emplace_back("played_on", iso_date(today()));
    }
    if (auto score = s.puzzle().score(s.state())) r.meta.emplace_back("score", std::to_string(*score));
    std::string path;
    if (auto text = write_record_checked(r); !text) {
        save_errors_[dir_ + "/records/" + game] = trf("Not saved: {1}", text.error().message);
    } else if (auto written = write_unique(dir_ + "/records/" + game, stamp, ".pzr", *text)) {
        path = *written;
    }
    progress_.record(game + "/" + origin.progress_key(), s.status() == Status::Won, static_cast<int>(s.moves_made()), revealed);
    save_progress();
    if (origin.mode == PlayMode::Daily && origin.day &&
        note_daily(game, origin.day, today(), result, elapsed_ms, static_cast<int>(s.moves_made()), path))
        save_daily_log();
    return path;
}

// Records are the truth: a win kept in records but missing from progress.txt (the game died
// between the two writes) is counted again at start-up.
void PlayerData::reconcile_progress() {
    Progress counted;
    bool new_days = false;
    for (const Entry& g : list_folder(dir_ + "/records")) {
        if (!g.folder) continue;
        for (const Entry& e : list_folder(dir_ + "/records/" + g.name)) {
            if (e.folder || !ends_with(e.name, ".pzr")) continue;
            auto head = read_record_head(dir_ + "/records/" + g.name + "/" + e.name);
            if (!head) continue;
            const std::string key = level_key_now(*head), result = head->meta_value("result");
            if (const int day = date_meta(*head, "daily"))
                new_days |= note_daily(g.name, day, date_meta(*head, "played_on"), result, meta_int(*head, "time_ms", 0),
                                       static_cast<int>(meta_int(*head, "moves", 0)), dir_ + "/records/" + g.name + "/" + e.name);
            if (key.empty() || (result != "won" && result != "lost" && result != "revealed")) continue;
            counted.record(g.name + "/" + key, result == "won", static_cast<int>(meta_int(*head, "moves", 0)), result == "revealed");
        }
    }
    if (new_days) save_daily_log();
    if (read_only() || !progress_writable_) return;
    bool changed = false;
    for (const auto& [key, truth] : counted.all()) {
        const LevelProgress have = progress_.get(key);
        if (have.played >= truth.played && (have.solved || !truth.solved)) continue;
        progress_.set(key, merged(have, truth));
        changed = true;
    }
    if (changed) save_progress();
}

bool PlayerData::note_daily(const std::string& game, int day, int played_on, const std::string& result, int64_t time_ms, int moves,
                            const std::string& record) {
    if (result != "won") return false;
    DailyState& best = daily_finishes_[{game, day}];
    if (!best.solved || time_ms < best.time_ms) {
        best.solved = true;
        best.time_ms = time_ms;
        best.moves = moves;
        best.record = record;
    }
    return played_on == day && daily_log_.add(game, day);
}

void PlayerData::save_daily_log() {
    if (!daily_log_writable_) return;
    (void)write(dir_ + "/dailies.txt", daily_log_.write());
}

void PlayerData::save_made() {
    if (!made_writable_) return;
    (void)write(dir_ + "/made.txt", made_.write());
}

int PlayerData::today() const { return today_ ? today_ : today_yyyymmdd(); }

PlayerData::DailyState PlayerData::daily_state(std::string_view game, int yyyymmdd) const {
    DailyState st;
    if (auto it = daily_finishes_.find({std::string(game), yyyymmdd}); it != daily_finishes_.end()) st = it->second;
    for (const SaveInfo& s : saves(game))
        if (s.origin.mode == PlayMode::Daily && s.origin.day == yyyymmdd) {
            st.save = s;
            break;
        }
    return st;
}

std::vector<RecordInfo> PlayerData::records(std::string_view game) const {
    std::vector<RecordInfo> out;
    const std::string dir = dir_ + "/records/" + std::string(game);
    for (const Entry& e : list_folder(dir)) {
        if (e.folder || !ends_with(e.name, ".pzr")) continue;
        RecordInfo info;
        info.path = dir + "/" + e.name;
        auto rec = read_record_head(info.path);
        if (!rec) continue;  // unreadable records are skipped in the list, never deleted
        info.started = rec->meta_value("started");
        info.result = rec->meta_value("result");
        info.label = rec->meta_value("label");
        info.params = rec->id.params;
        info.daily = date_meta(*rec, "daily");
        info.played_on = date_meta(*rec, "played_on");
        if (!info.played_on && info.started.size() >= 8) {
            auto d = parse_int(std::string_view(info.started).substr(0, 8), 19000101, 99991231);
            info.played_on = d ? static_cast<int>(*d) : 0;
        }
        if (auto score = parse_int(rec->meta_value("score"), INT64_MIN / 2, INT64_MAX / 2); score) info.score = *score;
        auto moves = parse_int(rec->meta_value("moves"), 0, 100000000);
        info.moves = moves ? static_cast<int>(*moves) : 0;
        auto ms = parse_int(rec->meta_value("time_ms"), 0, int64_t(1) << 50);
        info.time_ms = ms ? *ms : 0;
        out.push_back(std::move(info));
    }
    std::sort(out.begin(), out.end(), [](const RecordInfo& a, const RecordInfo& b) { return a.path > b.path; });
    return out;
}

Result<std::unique_ptr<Session>> PlayerData::open_record(const std::string& path) const {
    auto loaded = load_record_file(games_, path);
    ++records_read_;
    if (!loaded) return loaded.error();
    return std::move(loaded->session);
}

// ---- replays and documents ----

Result<std::string> PlayerData::export_replay(const Session& s) {
    Record r = record_of(s);
    r.meta = {{"exported", utc_stamp()}, {"result", std::string(status_name(s.status()))}};
    auto text = write_record_checked(r);
    if (!text) return text.error();
    return write_unique(dir_ + "/replays", std::string(s.puzzle().game()) + "-" + utc_stamp(), ".pzr", *text);
}

Result<void> PlayerData::keep_replay(const Record& rec, std::string name, const Result<std::string>* written) {
    if (read_only()) return {};
    const std::string game(rec.id.game);
    if (name.rfind(game + "-", 0) != 0) name = game + "-" + name;
    if (ends_with(name, ".pzr")) name.resize(name.size() - 4);
    // The reader's limit is the writer's: what could not be read back is not kept.
    const Result<std::string> made = written ? Result<std::string>(fail("")) : write_record_checked(rec);
    const Result<std::string>& text = written ? *written : made;
    if (!text) {
        std::cerr << "puzzlebox: replay not kept: " << printable(text.error().message) << "\n";
        return fail(tr("This replay is too long to keep a copy of; it still plays."));
    }
    // The same replay kept before: only a file of the very same size can be it.
    for (const Entry& e : list_folder(dir_ + "/replays")) {
        if (e.folder || e.size != static_cast<off_t>(text->size()) || e.name.rfind(game + "-", 0) != 0 || !ends_with(e.name, ".pzr")) continue;
        ++records_read_;
        if (auto other = read_file(dir_ + "/replays/" + e.name, kMaxRecordBytes); other && *other == *text) return {};
    }
    auto kept = write_unique(dir_ + "/replays", name, ".pzr", *text);
    if (!kept) return kept.error();
    return {};
}

std::vector<std::string> PlayerData::replay_files(std::string_view game) const {
    std::vector<std::string> out;
    const std::string prefix = std::string(game) + "-";
    for (const Entry& e : list_folder(dir_ + "/replays"))
        if (!e.folder && e.name.rfind(prefix, 0) == 0 && ends_with(e.name, ".pzr")) out.push_back(dir_ + "/replays/" + e.name);
    std::sort(out.rbegin(), out.rend());
    return out;
}

Result<std::string> PlayerData::keep_document(const std::string& name, const std::string& bytes, const std::string& folder) {
    if (read_only()) return fail(read_only_why_);
    const size_t dot = name.find_last_of('.');
    const std::string stem = name.substr(0, dot), ext = dot == std::string::npos ? "" : name.substr(dot);
    return write_unique(dir_ + "/" + folder, stem, ext, bytes);
}

// ---- the command line ----

namespace {
// The data folder a command reads (--data DIR, one command word), opened read-only; an error
// holds the usage or names the folder.
Result<std::unique_ptr<PlayerData>> data_to_read(const Games& games, const CliArgs& args, const std::string& usage) {
    if (auto ok = args.check(); !ok) return ok.error();
    const auto dir = args.get("--data");
    if (!dir || args.positional().size() != 1) return fail(usage);
    std::error_code ec;
    if (!std::filesystem::is_directory(*dir, ec)) return fail(*dir + ": not a folder");
    return std::make_unique<PlayerData>(*dir, games, false);
}
} // namespace

// The unfinished games in a player's data folder, newest first; read only, never written.
int run_saves_command(const Games& games, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    CliArgs args(argv, {"--data"});
    auto data = data_to_read(games, args, "usage: puzzlebox-tool saves --data DIR [--json]");
    if (!data) return cli_fail(err, data.error().message);
    const auto saves = (*data)->saves();
    if (args.json()) {
        JsonWriter j;
        j.begin_object().key("saves").begin_array();
        for (const SaveInfo& s : saves)
            j.begin_object()
                .field("game", s.game)
                .field("id", s.id)
                .field("name", save_name(s))
                .field("moves", s.moves)
                .field("clock_ms", s.origin.clock_ms)
                .field("last_played", iso_time(s.saved_ms))
                .end_object();
        j.end_array().end_object();
        out << j.str() << "\n";
    } else {
        for (const SaveInfo& s : saves)
            out << s.game << "\t" << save_name(s) << "\t" << s.moves << " moves\t" << clock_text(s.origin.clock_ms) << "\t"
                << iso_time(s.saved_ms) << "\t" << s.id << "\n";
    }
    return 0;
}

int run_made_command(const Games& games, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    CliArgs args(argv, {"--data"});
    auto data = data_to_read(games, args, "usage: puzzlebox-tool made --data DIR [--json]");
    if (!data) return cli_fail(err, data.error().message);
    const auto& made = (*data)->made().all();
    if (args.json()) {
        JsonWriter j;
        j.begin_object().key("made").begin_array();
        for (const MadePuzzle& p : made)
            j.begin_object()
                .field("game", p.game)
                .field("id", p.id)
                .field("name", p.name)
                .field("verdict", p.verdict)
                .field("grade", p.grade)
                .field("modified", iso_time(p.modified_ms))
                .end_object();
        j.end_array().end_object();
        out << j.str() << "\n";
    } else {
        for (const MadePuzzle& p : made)
            out << p.game << "\t" << p.name << "\t" << p.verdict << (p.grade.empty() ? "" : " " + p.grade) << "\t"
                << iso_time(p.modified_ms) << "\t" << p.id << "\n";
    }
    return 0;
}

int run_stats_command(const Games& games, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    CliArgs args(argv, {"--data", "--date"});
    auto opened = data_to_read(games, args, "usage: puzzlebox-tool stats --data DIR [--date YYYY-MM-DD] [--json]");
    if (!opened) return cli_fail(err, opened.error().message);
    const PlayerData& data = **opened;
    int date = data.today();
    if (auto d = args.get("--date")) {
        auto parsed = parse_date(*d);
        if (!parsed) return cli_fail(err, "--date: " + parsed.error().message);
        date = *parsed;
    }
    JsonWriter j;
    j.begin_object().field("date", iso_date(date)).key("games").begin_array();
    for (const GameType* g : games) {
        const std::string game(g->id());
        int solved = 0, played = 0;
        int64_t best = -1;
        for (const RecordInfo& r : data.records(game)) {
            if (r.played_on > date || (r.result != "won" && r.result != "lost")) continue;  // only finished games, up to the date
            ++played;
            if (r.result != "won") continue;
            ++solved;
            best = best < 0 ? r.time_ms : std::min(best, r.time_ms);
        }
        const Streak streak = data.daily_log().streak(game, date);
        if (args.json()) {
            j.begin_object().field("game", game).field("solved", solved).field("played", played)
                .field("daily_streak", streak.current).field("longest_streak", streak.longest).key("best_ms");
            (best < 0 ? j.null() : j.value(best)).end_object();
            continue;
        }
        auto days = [](int n) { return std::to_string(n) + (n == 1 ? " day" : " days"); };
        out << g->title() << ": solved " << solved << " of " << played << " played";
        if (best >= 0) out << ", best time " << clock_text(best);
        out << "; daily streak " << days(streak.current) << ", longest " << days(streak.longest) << "\n";
    }
    j.end_array().end_object();
    if (args.json()) out << j.str() << "\n";
    return kExitOk;
}


// ---- statistics ----

int today_yyyymmdd() {
    std::time_t t = std::time(nullptr);
    std::tm tm = *std::gmtime(&t);
    return (tm.tm_year + 1900) * 10000 + (tm.tm_mon + 1) * 100 + tm.tm_mday;
}

std::string clock_text(int64_t ms) {
    const int64_t t = std::max<int64_t>(0, ms) / 1000;
    char buf[32];
    if (t >= 3600)
        std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", static_cast<long long>(t / 3600),
                      static_cast<long long>(t / 60 % 60), static_cast<long long>(t % 60));
    else
        std::snprintf(buf, sizeof buf, "%lld:%02lld", static_cast<long long>(t / 60), static_cast<long long>(t % 60));
    return buf;
}

std::vector<Statistics> statistics(const std::vector<RecordInfo>& records) {
    std::vector<Statistics> out;
    std::vector<std::vector<int64_t>> scores;
    for (const auto& r : records) {
        if (r.result != "won" && r.result != "lost") continue;  // only finished games count
        auto it = std::find_if(out.begin(), out.end(), [&](const Statistics& st) { return st.params == r.params; });
        if (it == out.end()) {
            out.push_back({});
            out.back().params = r.params;
            scores.emplace_back();
            it = out.end() - 1;
        }
        Statistics& st = *it;
        ++st.played;
        if (r.score) {
            st.scored = true;
            scores[static_cast<size_t>(it - out.begin())].push_back(*r.score);
        }
        if (r.result == "won") {
            ++st.won;
            st.best_ms = st.won == 1 ? r.time_ms : std::min(st.best_ms, r.time_ms);
            st.best_moves = st.won == 1 ? r.moves : std::min(st.best_moves, r.moves);
            st.mean_ms += r.time_ms;  // a sum until the end
        }
    }
    for (size_t i = 0; i < out.size(); ++i) {
        Statistics& st = out[i];
        if (st.won) st.mean_ms /= st.won;
        auto& sc = scores[i];
        if (sc.empty()) continue;
        std::sort(sc.begin(), sc.end());
        st.high_score = sc.back();
        double sum = 0;
        for (int64_t v : sc) sum += static_cast<double>(v);
        st.mean_score = sum / static_cast<double>(sc.size());
        const size_t m = sc.size() / 2;
        st.median_score = sc.size() % 2 ? static_cast<double>(sc[m]) : (static_cast<double>(sc[m - 1]) + static_cast<double>(sc[m])) / 2.0;
    }
    return out;
}

} // namespace pz
