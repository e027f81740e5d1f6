// Shell: the player's data shown (banners), settings applied to the engine, and opening scenes.
#include "game/app/shell.h"

#include <SDL.h>
#include <imgui.h>

#include <filesystem>

#include "game/all/daily.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/scenes.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

std::string Shell::kept_folder(const std::string& where) const {
    const std::string root = data_dir() + "/";
    if (where.rfind(root, 0) != 0) return {};
    const size_t slash = where.find('/', root.size());
    return slash == std::string::npos ? data_dir() : where.substr(0, slash);
}

std::string Shell::saved_words(const std::string& where) const {
    const std::string folder = kept_folder(where);
    if (folder.empty()) return trf("Saved to {1}", where);
    const std::string name = folder.substr(folder.rfind('/') + 1);
    if (name == "replays") return tr("Saved in Replays");
    if (name == "pictures") return tr("Saved in Pictures");
    if (name == "prints") return tr("Saved in Prints");
    return tr("Saved with your games");
}

namespace {

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

Shell::Shell(std::string data_dir) : notice(data_.notice), data_(std::move(data_dir), all_games()) {
    save_document = [this](const std::string& name, const std::string&, const std::string& bytes) { return data_.keep_document(name, bytes); };
}

Shell::~Shell() = default;

void Shell::attach(Context& ctx) {
    ctx.overlay_gui = [this](Context& c) { banner_gui(c); };
}

void Shell::banner_gui(Context& ctx) {
    const std::string error = save_error();
    if (error.empty() && read_only_why().empty() && notice.empty()) return;
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
    if (!read_only_why().empty()) ImGui::TextColored(imgui_colour(pal.notice_text), "%s", read_only_why().c_str());
    if (!notice.empty()) {
        ImGui::TextColored(imgui_colour(pal.notice_text), "%s", notice.c_str());
        if (ui::button(tr("Dismiss"), ImVec2(120.f, 0))) notice.clear();
    }
    ImGui::PopTextWrapPos();
    ImGui::End();
}

void Shell::apply_settings(Context& ctx) const {
    if (ctx.audio) {
        ctx.audio->set_muted(!settings().sound);
        ctx.audio->set_volume(static_cast<float>(settings().volume) / 100.f);
    }
    if (ctx.gestures) {
        GestureConfig g = ctx.gestures->config();
        g.long_press_ms = static_cast<uint32_t>(settings().long_press_ms);
        ctx.gestures->set_config(g);
    }
    const Palette& pal = palette();
    ctx.background = pal.background;
    ctx.text_scale = text_scale(settings().text_size);
    ctx.reduced_motion = settings().reduced_motion;
    set_language(language());  // a catalogue is read once; switching back and forth costs a look-up
    if (ImGui::GetCurrentContext()) style_colours(ImGui::GetStyle(), pal);  // none in headless shell tests
}

bool Shell::light_theme() const {
    return settings().theme == Theme::Light || (settings().theme == Theme::System && !system_dark_);
}

const Palette& Shell::palette() const { return pz::palette(settings().colour_blind, light_theme()); }

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
    return language_of_locale(settings().language == "system" ? system_language_ : settings().language);
}

Result<void> Shell::open_replay(SceneStack& scenes, const std::string& path, std::string* note, std::string name) {
    if (name.empty()) name = file_name_of(path);
    if (note) note->clear();
    std::error_code ec;
    if (const uintmax_t size = std::filesystem::file_size(path, ec); !ec && size > kOpenInBackground) {
        scenes.push(make_opening_scene(*this, path, name));
        return {};
    }
    auto loaded = load_record_file(all_games(), path);
    if (!loaded) return loaded.error();
    return show_loaded_replay(scenes, std::move(*loaded), path, name, note);
}

Result<void> Shell::show_loaded_replay(SceneStack& scenes, LoadedRecord loaded, const std::string& path, const std::string& name,
                                       std::string* note, const Result<std::string>* written) {
    const Record& rec = loaded.record;
    if (note) *note = rec.truncated ? trf("{1} was cut short; it replays up to its last whole move.", name) : "";
    // Keep a copy with the player's replays, unless it is one of them already.
    if (path.rfind(data_dir() + "/replays/", 0) != 0)
        if (auto kept = data_.keep_replay(rec, file_name_of(path), written); !kept && note) *note += (note->empty() ? "" : "\n") + kept.error().message;
    return show_replay(scenes, std::move(loaded.session), name);
}

Result<void> Shell::open_replay_record(SceneStack& scenes, const Record& rec, const std::string& name) {
    auto session = session_from_record(rec);
    if (!session) return session.error();
    (void)data_.keep_replay(rec, name);  // too long to keep: it still plays
    return show_replay(scenes, std::move(*session), name);
}

Result<void> Shell::show_replay(SceneStack& scenes, std::unique_ptr<Session> session, const std::string& what) {
    auto scene = play(std::shared_ptr<Session>(std::move(session)), PlayOrigin::replay());
    if (!scene) return fail(trf("{1}: this game has no board view", what));
    auto* p = static_cast<PlayScene*>(scene.get());
    scenes.push(std::move(scene));
    scenes.push(make_history_scene(*p));
    return {};
}

std::unique_ptr<Scene> Shell::title() { return make_title_scene(*this); }
std::unique_ptr<Scene> Shell::levels(const GameType& g) { return make_levels_scene(*this, g); }
std::unique_ptr<Scene> Shell::open_game(const GameType& g) {
    if (guide_due(*this, g))
        if (auto guide = make_guide_scene(*this, g, false)) return guide;
    return levels(g);
}
std::unique_ptr<Scene> Shell::settings_scene() { return make_settings_scene(*this); }

void Shell::note_closing(const SceneStack& scenes) {
    std::string open;
    for (size_t i = scenes.size(); i-- > 0 && open.empty();)
        if (const auto* p = dynamic_cast<const PlayScene*>(scenes.at(i)); p && !p->origin().is_replay() && p->session().status() == Status::Playing)
            open = record_of(p->session()).id.text();
    if (open == settings().left_open) return;
    settings().left_open = open;
    save_settings();
}

bool Shell::open_left_game(SceneStack& scenes) {
    const std::string id = settings().left_open;
    const auto save = id.empty() ? std::nullopt : data_.save_of(id);
    const GameType* g = save ? find_game(save->game) : nullptr;
    if (!g) return false;
    PlayOrigin origin;
    auto session = data_.resume(*save, &origin);
    if (!session) return false;
    auto scene = play(std::shared_ptr<Session>(std::move(session)), origin);
    auto* game = dynamic_cast<PlayScene*>(scene.get());
    if (!game) return false;
    scenes.push(levels(*g));
    auto pause = make_pause_scene(*game);
    scenes.push(std::move(scene));
    scenes.push(std::move(pause));
    return true;
}
std::unique_ptr<Scene> Shell::help(const GameType* g) { return make_help_scene(*this, g); }

std::unique_ptr<Scene> Shell::play(std::shared_ptr<Session> s, PlayOrigin origin) {
    // A puzzle with an unfinished game of its own goes on from there, clock included.
    if (!origin.is_replay() && s->length() == 0) {
        const Record r = record_of(*s);
        // Today's daily by its link (Share's), once solved: its result, as the game's menu opens it.
        if (origin.mode == PlayMode::Custom && origin.label.empty())
            if (const GameType* g = find_game(r.id.game)) {
                const auto daily = g->daily(today());
                for (const DailyPuzzle& d : daily)
                    if (auto result = daily_result(*g, d, today(), daily.size() == 1, r.id.text())) return result;
            }
        if (auto save = data_.save_of(r.id.text())) {
            PlayOrigin saved;
            if (auto resumed = data_.resume(*save, &saved)) {
                s = std::move(resumed);
                if (origin.mode == PlayMode::Custom && origin.label.empty()) origin = saved;
                origin.clock_ms = saved.clock_ms;
            }
        }
    }
    // The view is made for the session that is played: a resumed one holds its own puzzle, and a
    // view kept from the one it replaced would read a freed puzzle.
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
    const PlayOrigin o = PlayOrigin::pack_level(pack, index, trf("{1} {2}", tr(lp->title), index + 1));
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

std::unique_ptr<Scene> Shell::daily_result(const GameType& g, const DailyPuzzle& d, int day, bool only_one, const std::string& id) {
    const PlayerData::DailyState state = data_.daily_state(g.id(), day);
    if (!state.solved || state.record.empty()) return nullptr;
    auto session = data_.open_record(state.record);
    if (!session || (*session)->status() != Status::Won) return nullptr;
    // A game with several dailies a day keeps one best a day: it is shown for its own puzzle only.
    if (!only_one && (*session)->puzzle().params() != d.params) return nullptr;
    if (!id.empty() && record_of(**session).id.text() != id) return nullptr;
    // The result as it ended, its clock the solve's: the end card, Share and Replay.
    PlayOrigin origin = PlayOrigin::daily(daily_title(d, day, only_one), day);
    origin.clock_ms = state.time_ms;
    return play(std::shared_ptr<Session>(std::move(*session)), std::move(origin));
}

std::unique_ptr<Scene> Shell::open_daily(const GameType& g, const DailyPuzzle& d, int day, bool only_one) {
    if (auto result = daily_result(g, d, day, only_one, {})) return result;
    return make_generating_scene(*this, g, d.params, d.seed, PlayOrigin::daily(daily_title(d, day, only_one), day));
}

} // namespace pz
