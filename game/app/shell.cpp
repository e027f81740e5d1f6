// Shell: settings, progress, auto-saves and records, and opening levels.
#include "game/app/shell.h"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/rng.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/scenes.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

// A record file (save, record or replay) read, parsed and replayed into a session.
struct LoadedRecord {
    Record record;
    std::unique_ptr<Session> session;
};

// Errors name the file, and the line or move where reading stopped.
Result<LoadedRecord> load_record_file(const std::string& path) {
    auto rec = read_record_file(path);
    if (!rec) return rec.error();
    auto session = session_from_record(*rec);
    if (!session) return fail(path + ": " + session.error().message);
    return LoadedRecord{std::move(*rec), std::move(*session)};
}

// The current time in UTC as 20261123-201500, for file names and record dates.
std::string utc_stamp() {
    const std::time_t t = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::gmtime(&t));
    return stamp;
}

std::string file_name_of(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

bool sdl_copy_text(const std::string& text) { return SDL_SetClipboardText(text.c_str()) == 0; }

std::string sdl_paste_text() {
    char* got = SDL_GetClipboardText();
    std::string text = got ? got : "";
    SDL_free(got);
    return text;
}

Shell::Shell(std::string data_dir) : data_dir_(std::move(data_dir)) {
    make_dirs(data_dir_);
    save_document = [this](const std::string& name, const std::string&, const std::string& bytes) { return keep_document(name, bytes); };
#ifndef __EMSCRIPTEN__
    // One writer per data folder: the lock is held until this shell ends (or the process dies).
    lock_fd_ = ::open((data_dir_ + "/.puzzlebox-lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (lock_fd_ >= 0 && ::flock(lock_fd_, LOCK_EX | LOCK_NB) != 0) {
        set_read_only(tr("Puzzlebox is already running on this data folder; this window does not save. "
                         "Close the other one and start again to save here."));
    } else if (lock_fd_ < 0) {
        // A folder we cannot write in (read-only, missing, full): say so now; every save will
        // fail too, and each failure is shown and makes the exit status non-zero.
        notice = trf("Cannot write in the data folder {1} ({2}): nothing can be saved.", data_dir_, std::strerror(errno));
    }
#endif
    if (!read_only()) {
        // Half-written files from a run that died mid-save, in our own folders only; the files
        // they were replacing are intact.
        std::vector<std::string> ours{data_dir_, data_dir_ + "/saves", data_dir_ + "/replays"};
        for (const GameType* g : all_games()) ours.push_back(data_dir_ + "/records/" + std::string(g->id()));
        remove_stale_temp_files(ours);
    }
    auto s = load_settings(data_dir_ + "/settings.txt", !read_only());
    settings_ = s.value;
    settings_writable_ = s.writable;
    auto p = load_progress(data_dir_ + "/progress.txt", !read_only());
    progress_ = std::move(p.value);
    progress_writable_ = p.writable;
    for (const auto* n : {&s.notice, &p.notice})
        if (!n->empty()) notice += (notice.empty() ? "" : "\n") + *n;
}

Shell::~Shell() {
    if (lock_fd_ >= 0) ::close(lock_fd_);
}

void Shell::attach(Context& ctx) {
    ctx.overlay_gui = [this](Context& c) { banner_gui(c); };
}

void Shell::banner_gui(Context& ctx) {
    const std::string error = save_error();
    if (error.empty() && read_only_why_.empty() && notice.empty()) return;
    // Under the top bar, across the screen: where the player is looking, whatever the scene.
    const float margin = 8.f;
    ImGui::SetNextWindowPos(ImVec2(margin, top_bar_height(ctx) + 4.f));
    ImGui::SetNextWindowSize(ImVec2(ctx.size.x - 2 * margin, 0));
    ImGui::SetNextWindowBgAlpha(0.95f);
    ImGui::Begin("##banner", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::PushTextWrapPos(ctx.size.x - 3 * margin);
    // A failed save stays until that file saves; read-only stays for the session.
    const Palette& pal = palette();
    if (!error.empty()) ImGui::TextColored(imgui_colour(pal.error_text), "%s", error.c_str());
    if (!read_only_why_.empty()) ImGui::TextColored(imgui_colour(pal.notice_text), "%s", read_only_why_.c_str());
    if (!notice.empty()) {
        ImGui::TextColored(imgui_colour(pal.notice_text), "%s", notice.c_str());
        if (ui::button(tr("Dismiss"), ImVec2(120.f, 0))) notice.clear();
    }
    ImGui::PopTextWrapPos();
    ImGui::End();
}

void Shell::set_read_only(std::string why) {
    if (read_only_why_.empty()) read_only_why_ = why.empty() ? tr("This copy of the game does not save") : std::move(why);
}

void Shell::remember(const std::string& path, const Result<void>& outcome) {
    if (outcome) save_errors_.erase(path);
    else save_errors_[path] = trf("Not saved: {1}", outcome.error().message);
}

Result<void> Shell::write(const std::string& path, std::string_view content) {
    if (read_only()) return fail(read_only_why_);
    auto ok = write_file_atomic(path, content);
    remember(path, ok);
    return ok;
}

Result<void> Shell::write_record_to(const std::string& path, const Record& r) {
    if (read_only()) return fail(read_only_why_);
    auto ok = save_record_file(path, r);
    remember(path, ok);
    return ok;
}

Result<std::string> Shell::write_unique(const std::string& dir, const std::string& stem, const std::string& ext, std::string_view content) {
    if (read_only()) return fail(read_only_why_);
    make_dirs(dir);
    for (int n = 1; n < 100000; ++n) {
        const std::string path = dir + "/" + stem + (n == 1 ? "" : "-" + std::to_string(n)) + ext;
        bool exists = false;
        auto ok = write_new_file(path, content, &exists);
        if (exists) continue;
        remember(dir, ok);  // one entry per folder: a later record or replay that saves clears it
        if (!ok) return ok.error();
        return path;
    }
    return fail("no free file name for " + dir + "/" + stem + ext);
}

void Shell::save_settings() {
    if (!settings_writable_) return;  // a newer version's file, left as it is
    (void)write(data_dir_ + "/settings.txt", settings_.write());
}

void Shell::save_progress() {
    if (!progress_writable_) return;
    (void)write(data_dir_ + "/progress.txt", progress_.write());
}

void Shell::apply_settings(Context& ctx) const {
    if (ctx.audio) {
        ctx.audio->set_muted(!settings_.sound);
        ctx.audio->set_volume(settings_.volume);
    }
    if (ctx.gestures) {
        GestureConfig g = ctx.gestures->config();
        g.long_press_ms = static_cast<uint32_t>(settings_.long_press_ms);
        ctx.gestures->set_config(g);
    }
    const Palette& pal = palette();
    ctx.background = pal.background;
    ctx.text_scale = text_scale(settings_.text_size);
    set_language(language());  // a catalogue is read once; switching back and forth costs a look-up
    if (ImGui::GetCurrentContext()) style_colours(ImGui::GetStyle(), pal);  // none in headless shell tests
}

bool Shell::light_theme() const {
    return settings_.theme == Theme::Light || (settings_.theme == Theme::System && !system_dark_);
}

const Palette& Shell::palette() const { return pz::palette(settings_.colour_blind, light_theme()); }

void Shell::set_system_dark(bool dark, Context& ctx) {
    if (dark == system_dark_) return;
    system_dark_ = dark;
    apply_settings(ctx);
}

void Shell::set_system_language(std::string_view locale, Context& ctx) {
    system_language_ = language_of_locale(locale);
    apply_settings(ctx);
}

std::string Shell::language() const {
    return language_of_locale(settings_.language == "system" ? system_language_ : settings_.language);
}

std::string Shell::autosave_path(std::string_view game) const { return data_dir_ + "/saves/" + std::string(game) + ".pzr"; }

void Shell::autosave(const Session& s, const PlayOrigin& origin) {
    if (origin.mode == "replay" || read_only()) return;
    make_dirs(data_dir_ + "/saves");
    Record r = record_of(s);
    r.meta = {{"mode", origin.mode}, {"pack", origin.pack.empty() ? "-" : origin.pack},
              {"index", std::to_string(origin.index)}, {"label", origin.label.empty() ? "-" : origin.label}};
    (void)write_record_to(autosave_path(s.puzzle().game()), r);
}

void Shell::drop_autosave(std::string_view game, const PlayOrigin& origin) {
    if (origin.mode == "replay" || read_only()) return;
    const std::string path = autosave_path(game);
    if (::unlink(path.c_str()) == 0 || errno == ENOENT) save_errors_.erase(path);
}

std::string Shell::newest_autosave() const {
    std::string best;
    long long best_time = -1;
    for (const GameType* g : all_games()) {
        struct stat st {};
        if (::stat(autosave_path(g->id()).c_str(), &st) != 0) continue;
        const long long t = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000ll + st.st_mtim.tv_nsec;
        if (t > best_time) {
            best_time = t;
            best = std::string(g->id());
        }
    }
    return best;
}

std::unique_ptr<Session> Shell::resume(std::string_view game, PlayOrigin* origin) {
    const std::string path = autosave_path(game);
    if (!file_exists(path)) return nullptr;
    auto loaded = load_record_file(path);
    std::string kept_note;
    if (!loaded) {
        // A save whose main line replays but a side branch does not (written by an older
        // version) still resumes without its branches; the whole file is kept aside first.
        auto rec = read_record_file(path);
        if (rec && !rec->branches.empty()) {
            Record main_line = *rec;
            main_line.branches.clear();
            if (auto session = session_from_record(main_line)) {
                auto copy = read_only() ? Result<std::string>(fail(read_only_why_)) : set_aside(path);
                if (copy) {
                    kept_note = trf("{1} (the save is kept as {2}; its other lines of play are left out)", loaded.error().message, *copy);
                    loaded = LoadedRecord{std::move(main_line), std::move(*session)};
                }
            }
        }
    }
    if (!loaded) {
        if (read_only()) {
            notice = loaded.error().message;
            return nullptr;
        }
        auto aside = set_aside(path);
        notice = aside ? trf("{1} (kept as {2})", loaded.error().message, *aside) : trf("{1}; {2}", loaded.error().message, aside.error().message);
        return nullptr;
    }
    if (!kept_note.empty()) notice = kept_note;
    if (origin) {
        const Record& rec = loaded->record;
        origin->mode = rec.meta_value("mode");
        if (origin->mode == "replay" || origin->mode.empty()) origin->mode = "custom";
        origin->pack = rec.meta_value("pack") == "-" ? "" : rec.meta_value("pack");
        auto idx = parse_int(rec.meta_value("index"), -1, 1000000);
        origin->index = idx ? static_cast<int>(*idx) : -1;
        origin->label = rec.meta_value("label") == "-" ? "" : rec.meta_value("label");
    }
    return std::move(loaded->session);
}

std::string Shell::keep_record(const Session& s, const PlayOrigin& origin, int64_t elapsed_ms) {
    if (origin.mode == "replay" || read_only()) return {};
    const std::string game(s.puzzle().game());
    const bool revealed = s.revealed();
    const std::string result = revealed && s.status() == Status::Won ? "revealed" : std::string(status_name(s.status()));
    const std::string stamp = utc_stamp();
    Record r = record_of(s);
    r.meta = {{"started", stamp}, {"result", result},
              {"moves", std::to_string(s.moves_made())}, {"time_ms", std::to_string(elapsed_ms)},
              {"label", origin.label.empty() ? "-" : origin.label}};
    if (auto score = s.puzzle().score(s.state())) r.meta.emplace_back("score", std::to_string(*score));
    std::string path;
    if (auto text = write_record_checked(r); !text) {
        save_errors_[data_dir_ + "/records/" + game] = trf("Not saved: {1}", text.error().message);
    } else if (auto written = write_unique(data_dir_ + "/records/" + game, stamp, ".pzr", *text)) {
        path = *written;
    }
    progress_.record(game + "/" + origin.progress_key(), s.status() == Status::Won, static_cast<int>(s.moves_made()), revealed);
    save_progress();
    return path;
}

Result<std::string> Shell::keep_document(const std::string& name, const std::string& bytes) {
    if (read_only()) return fail(read_only_why_);
    const size_t dot = name.find_last_of('.');
    const std::string stem = name.substr(0, dot), ext = dot == std::string::npos ? "" : name.substr(dot);
    const std::string dir = data_dir_ + "/prints";
    make_dirs(dir);
    for (int n = 1; n < 100000; ++n) {
        const std::string path = dir + "/" + stem + (n == 1 ? "" : "-" + std::to_string(n)) + ext;
        bool exists = false;
        auto ok = write_new_file(path, bytes, &exists);
        if (exists) continue;
        if (!ok) return ok.error();
        return path;
    }
    return fail("no free file name for " + dir + "/" + name);
}

Result<std::string> Shell::export_replay(const Session& s) {
    Record r = record_of(s);
    r.meta = {{"exported", utc_stamp()}, {"result", std::string(status_name(s.status()))}};
    auto text = write_record_checked(r);
    if (!text) return text.error();
    return write_unique(data_dir_ + "/replays", std::string(s.puzzle().game()) + "-" + utc_stamp(), ".pzr", *text);
}

std::vector<Shell::RecordInfo> Shell::records(std::string_view game) const {
    std::vector<RecordInfo> out;
    const std::string dir = data_dir_ + "/records/" + std::string(game);
    DIR* d = opendir(dir.c_str());
    if (!d) return out;
    while (dirent* e = readdir(d)) {
        std::string name = e->d_name;
        if (name.size() < 5 || name.substr(name.size() - 4) != ".pzr") continue;
        RecordInfo info;
        info.path = dir + "/" + name;
        auto rec = read_record_file(info.path);
        if (!rec) continue;  // unreadable records are skipped in the list, never deleted
        info.started = rec->meta_value("started");
        info.result = rec->meta_value("result");
        info.label = rec->meta_value("label");
        info.params = rec->id.params;
        if (auto score = parse_int(rec->meta_value("score"), INT64_MIN / 2, INT64_MAX / 2); score) info.score = *score;
        auto moves = parse_int(rec->meta_value("moves"), 0, 100000000);
        info.moves = moves ? static_cast<int>(*moves) : 0;
        auto ms = parse_int(rec->meta_value("time_ms"), 0, int64_t(1) << 50);
        info.time_ms = ms ? *ms : 0;
        out.push_back(std::move(info));
    }
    closedir(d);
    std::sort(out.begin(), out.end(), [](const RecordInfo& a, const RecordInfo& b) { return a.path > b.path; });
    return out;
}

Result<std::unique_ptr<Session>> Shell::open_record(const std::string& path) const {
    auto loaded = load_record_file(path);
    if (!loaded) return loaded.error();
    return std::move(loaded->session);
}

Result<void> Shell::open_replay(SceneStack& scenes, const std::string& path, std::string* note) {
    auto loaded = load_record_file(path);
    if (!loaded) return loaded.error();
    const Record& rec = loaded->record;
    if (note) *note = rec.truncated ? trf("{1} was cut short; it replays up to its last whole move.", path) : "";
    // Keep a copy with the player's replays, unless it is one of them already.
    if (path.rfind(data_dir_ + "/replays/", 0) != 0) keep_replay(rec, file_name_of(path));
    return show_replay(scenes, std::move(loaded->session), path);
}

Result<void> Shell::open_replay_record(SceneStack& scenes, const Record& rec, const std::string& name) {
    auto session = session_from_record(rec);
    if (!session) return session.error();
    keep_replay(rec, name);
    return show_replay(scenes, std::move(*session), name);
}

// A new file in <data>/replays named after the game and `name`, never over another file, unless
// the same replay was kept before (or nothing may be written).
void Shell::keep_replay(const Record& rec, std::string name) {
    if (read_only()) return;
    const std::string game(rec.id.game);
    if (name.rfind(game + "-", 0) != 0) name = game + "-" + name;
    if (name.size() > 4 && name.substr(name.size() - 4) == ".pzr") name.resize(name.size() - 4);
    const std::string text = write_record(rec);
    for (const std::string& f : replay_files(game)) {
        auto other = read_record_file(f);
        if (other && write_record(*other) == text) return;
    }
    (void)write_unique(data_dir_ + "/replays", name, ".pzr", text);
}

Result<void> Shell::show_replay(SceneStack& scenes, std::unique_ptr<Session> session, const std::string& what) {
    auto scene = play(std::shared_ptr<Session>(std::move(session)), {"replay", "", -1, ""});
    if (!scene) return fail(trf("{1}: this game has no board view", what));
    auto* p = static_cast<PlayScene*>(scene.get());
    scenes.push(std::move(scene));
    scenes.push(make_history_scene(*p));
    return {};
}

std::vector<std::string> Shell::replay_files(std::string_view game) const {
    std::vector<std::string> out;
    const std::string dir = data_dir_ + "/replays";
    const std::string prefix = std::string(game) + "-";
    DIR* d = opendir(dir.c_str());
    if (!d) return out;
    while (dirent* e = readdir(d)) {
        const std::string name = e->d_name;
        if (name.rfind(prefix, 0) == 0 && name.size() > 4 && name.substr(name.size() - 4) == ".pzr") out.push_back(dir + "/" + name);
    }
    closedir(d);
    std::sort(out.rbegin(), out.rend());
    return out;
}

std::unique_ptr<Scene> Shell::title() { return make_title_scene(*this); }
std::unique_ptr<Scene> Shell::levels(const GameType& g) { return make_levels_scene(*this, g); }
std::unique_ptr<Scene> Shell::settings_scene() { return make_settings_scene(*this); }
std::unique_ptr<Scene> Shell::help(const GameType* g) { return make_help_scene(*this, g); }

std::unique_ptr<Scene> Shell::play(std::shared_ptr<Session> s, PlayOrigin origin) {
    auto view = make_view(s->puzzle());
    if (!view) return nullptr;
    return std::make_unique<PlayScene>(*this, std::move(s), std::move(origin), std::move(view));
}

Result<std::unique_ptr<Scene>> Shell::play_level(const GameType& g, const std::string& pack, int index) {
    auto lp = load_level_pack(levels_dir() + "/" + std::string(g.id()) + "/" + pack);
    if (!lp) return lp.error();
    if (index < 0 || index >= static_cast<int>(lp->levels.size())) return fail(trf("no level {1} in {2}", index + 1, pack));
    const Level& lv = lp->levels[static_cast<size_t>(index)];
    auto puzzle = g.load(lv.params, lv.desc);
    if (!puzzle) return fail(levels_dir() + "/" + std::string(g.id()) + "/" + pack + ":" + std::to_string(lv.line) + ": " + puzzle.error().message);
    PlayOrigin o{"pack", pack, index, trf("{1} {2}", tr(lp->title), index + 1)};
    auto scene = play(std::make_shared<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle))), o);
    if (!scene) return fail(tr("this game has no board view yet"));
    return scene;
}

Result<std::unique_ptr<Scene>> Shell::play_new(const GameType& g, const std::string& params, uint64_t seed, PlayOrigin origin) {
    auto desc = g.generate(params, seed);
    if (!desc) return desc.error();
    auto puzzle = g.load(params, *desc);
    if (!puzzle) return puzzle.error();
    auto scene = play(std::make_shared<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle))), std::move(origin));
    if (!scene) return fail(tr("this game has no board view yet"));
    return scene;
}

namespace {
int g_today = 0;  // set_today's date, if any
}
void set_today(int yyyymmdd) { g_today = yyyymmdd; }

int today_yyyymmdd() {
    if (g_today) return g_today;
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

std::vector<Statistics> statistics(const std::vector<Shell::RecordInfo>& records) {
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
