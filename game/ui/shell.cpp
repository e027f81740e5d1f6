// Shell: settings, progress, auto-saves and records, and opening levels.
#include "game/ui/shell.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <dirent.h>
#include <sys/stat.h>

#include "engine/rng.h"
#include "game/core/level_pack.h"
#include "game/core/registry.h"
#include "game/core/text.h"
#include "game/ui/scenes.h"

namespace pz {

namespace {

// A record file (save, record or replay) read, parsed and replayed into a session.
struct LoadedRecord {
    std::string text;
    Record record;
    std::unique_ptr<Session> session;
};

// Errors name the file, and the line or move where reading stopped.
Result<LoadedRecord> load_record_file(const std::string& path) {
    auto text = read_file(path);
    if (!text) return fail(describe(text.error(), path));
    auto rec = parse_record(*text);
    if (!rec) return fail(describe(rec.error(), path));
    auto session = session_from_record(*rec);
    if (!session) return fail(path + ": " + session.error().message);
    return LoadedRecord{std::move(*text), std::move(*rec), std::move(*session)};
}

// The current time in UTC as 20261123-201500, for file names and record dates.
std::string utc_stamp() {
    const std::time_t t = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::gmtime(&t));
    return stamp;
}

} // namespace

std::string PlayOrigin::progress_key() const {
    if (mode == "pack") return pack + "/" + std::to_string(index);
    return mode + "/" + label;
}

Shell::Shell(std::string data_dir) : data_dir_(std::move(data_dir)) {
    make_dirs(data_dir_);
    // Half-written files from a run that died mid-save; the files they were replacing are intact.
    remove_stale_temp_files(data_dir_);
    auto s = load_settings(data_dir_ + "/settings.txt");
    settings_ = s.value;
    auto p = load_progress(data_dir_ + "/progress.txt");
    progress_ = std::move(p.value);
    for (const auto* n : {&s.notice, &p.notice})
        if (!n->empty()) notice += (notice.empty() ? "" : "\n") + *n;
}

void Shell::set_read_only(std::string why) {
    if (read_only_why_.empty()) read_only_why_ = why.empty() ? "This copy of the game does not save" : std::move(why);
}

void Shell::save_settings() {
    auto ok = write_file_atomic(data_dir_ + "/settings.txt", settings_.write());
    if (!ok) notice = ok.error().message;
}

void Shell::save_progress() {
    auto ok = write_file_atomic(data_dir_ + "/progress.txt", progress_.write());
    if (!ok) notice = ok.error().message;
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
}

std::string Shell::autosave_path(std::string_view game) const { return data_dir_ + "/saves/" + std::string(game) + ".pzr"; }

void Shell::autosave(const Session& s, const PlayOrigin& origin) {
    make_dirs(data_dir_ + "/saves");
    Record r = record_of(s);
    r.meta = {{"mode", origin.mode}, {"pack", origin.pack.empty() ? "-" : origin.pack},
              {"index", std::to_string(origin.index)}, {"label", origin.label.empty() ? "-" : origin.label}};
    auto ok = write_file_atomic(autosave_path(s.puzzle().game()), write_record(r));
    if (!ok) notice = ok.error().message;
}

void Shell::drop_autosave(std::string_view game) { std::remove(autosave_path(game).c_str()); }

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
    auto set_aside = [&](const std::string& why) {
        std::string aside = path + ".corrupt-" + std::to_string(static_cast<long long>(std::time(nullptr)));
        std::rename(path.c_str(), aside.c_str());
        notice = why + " (kept as " + aside + ")";
        return nullptr;
    };
    auto loaded = load_record_file(path);
    if (!loaded) return set_aside(loaded.error().message);
    if (origin) {
        const Record& rec = loaded->record;
        origin->mode = rec.meta_value("mode");
        origin->pack = rec.meta_value("pack") == "-" ? "" : rec.meta_value("pack");
        auto idx = parse_int(rec.meta_value("index"), -1, 1000000);
        origin->index = idx ? static_cast<int>(*idx) : -1;
        origin->label = rec.meta_value("label") == "-" ? "" : rec.meta_value("label");
    }
    return std::move(loaded->session);
}

std::string Shell::keep_record(const Session& s, const PlayOrigin& origin, int64_t elapsed_ms) {
    const std::string game(s.puzzle().game());
    const std::string dir = data_dir_ + "/records/" + game;
    make_dirs(dir);
    const std::string stamp = utc_stamp();
    Record r = record_of(s);
    r.meta = {{"started", stamp}, {"result", std::string(status_name(s.status()))},
              {"moves", std::to_string(s.moves_made())}, {"time_ms", std::to_string(elapsed_ms)},
              {"label", origin.label.empty() ? "-" : origin.label}};
    if (auto score = s.puzzle().score(s.state())) r.meta.emplace_back("score", std::to_string(*score));
    std::string path = dir + "/" + stamp + ".pzr";
    for (int n = 2; file_exists(path); ++n) path = dir + "/" + stamp + "-" + std::to_string(n) + ".pzr";
    auto ok = write_file_atomic(path, write_record(r));
    if (!ok) notice = ok.error().message;
    progress_.record(game + "/" + origin.progress_key(), s.status() == Status::Won, static_cast<int>(s.moves_made()));
    save_progress();
    return path;
}

Result<std::string> Shell::export_replay(const Session& s) {
    const std::string dir = data_dir_ + "/replays";
    make_dirs(dir);
    const std::string stamp = utc_stamp();
    Record r = record_of(s);
    r.meta = {{"exported", stamp}, {"result", std::string(status_name(s.status()))}};
    std::string path = dir + "/" + std::string(s.puzzle().game()) + "-" + stamp + ".pzr";
    auto ok = write_file_atomic(path, write_record(r));
    if (!ok) return ok.error();
    return path;
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
        auto text = read_file(info.path);
        if (!text) continue;
        auto rec = parse_record(*text);
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
    if (note) *note = rec.truncated ? path + " was cut short; it replays up to its last whole move." : "";
    // Keep a copy with the player's replays, unless it is one of them already.
    const std::string dir = data_dir_ + "/replays";
    if (path.rfind(dir + "/", 0) != 0) {
        make_dirs(dir);
        std::string name = path.substr(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/') + 1);
        const std::string game(rec.id.game);
        if (name.rfind(game + "-", 0) != 0) name = game + "-" + name;
        if (name.size() < 4 || name.substr(name.size() - 4) != ".pzr") name += ".pzr";
        const std::string kept = dir + "/" + name;
        if (!file_exists(kept)) (void)write_file_atomic(kept, loaded->text);
    }
    auto scene = play(std::shared_ptr<Session>(std::move(loaded->session)), {"replay", "", -1, ""});
    if (!scene) return fail(path + ": this game has no board view");
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
    if (index < 0 || index >= static_cast<int>(lp->levels.size())) return fail("no level " + std::to_string(index + 1) + " in " + pack);
    const Level& lv = lp->levels[static_cast<size_t>(index)];
    auto puzzle = g.load(lv.params, lv.desc);
    if (!puzzle) return fail(levels_dir() + "/" + std::string(g.id()) + "/" + pack + ":" + std::to_string(lv.line) + ": " + puzzle.error().message);
    PlayOrigin o{"pack", pack, index, lp->title + " " + std::to_string(index + 1)};
    auto scene = play(std::make_shared<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle))), o);
    if (!scene) return fail("this game has no board view yet");
    return scene;
}

Result<std::unique_ptr<Scene>> Shell::play_new(const GameType& g, const std::string& params, uint64_t seed, PlayOrigin origin) {
    auto desc = g.generate(params, seed);
    if (!desc) return desc.error();
    auto puzzle = g.load(params, *desc);
    if (!puzzle) return puzzle.error();
    auto scene = play(std::make_shared<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle))), std::move(origin));
    if (!scene) return fail("this game has no board view yet");
    return scene;
}

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
