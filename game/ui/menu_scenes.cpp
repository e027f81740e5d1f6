// Menu scenes: title, level select, settings and help; and opening a scene by name.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>

#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/core/registry.h"
#include "game/core/text.h"
#include "game/ui/custom.h"
#include "game/ui/print_sheet.h"
#include "game/ui/scenes.h"
#include "game/ui/share.h"
#include "game/ui/theme.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

// A centred column as wide as a phone, on every screen.
void begin_column(const char* id, const Context& ctx, float top) {
    const float w = std::min(ctx.size.x - 16.f, 480.f);
    ui::begin_page(id, {(ctx.size.x - w) * 0.5f, top, w, ctx.size.y - top - 8.f});
}

// The shipped level packs' titles (the "# title:" line of levels/*/*.txt), here so that the
// catalogues translate them; tests/core/i18n_test.cpp checks the list against the files.
[[maybe_unused]] constexpr const char* kPackTitles[] = {tr_noop("Journey"),   tr_noop("Fill-in"), tr_noop("Fling!"),
                                                        tr_noop("Classic"),   tr_noop("Two Chests"),
                                                        tr_noop("Starter"),   tr_noop("Two Chests: First Steps")};

// A page's first row: Back, the page's title shortened to what is left, and an optional button
// at the right (its label, or empty). Returns 1 for Back, 2 for the other button, else 0.
int page_header(const std::string& title, const std::string& right = {}) {
    int pressed = ui::button(tr("Back")) ? 1 : 0;
    ImGui::SameLine();
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float right_w = right.empty() ? 0.f : ui::text_width(right) + 2 * ImGui::GetStyle().FramePadding.x;
    const float text_w = ImGui::GetContentRegionAvail().x - (right.empty() ? 0.f : right_w + gap);
    // Centred on the buttons' height.
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (ui::kTarget - ImGui::GetTextLineHeight()) * 0.5f);
    ui::line(title, text_w);
    if (!right.empty()) {
        ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - right_w);
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (ui::kTarget - ImGui::GetTextLineHeight()) * 0.5f);
        if (ui::button(right, ImVec2(right_w, 0))) pressed = 2;
    }
    return pressed;
}


void background(Canvas& c, const Context& ctx, const Palette& pal) {
    c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
}

class TitleScene : public Scene {
public:
    explicit TitleScene(Shell& shell) : shell_(shell) {}
    std::string name() const override { return "title"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && g.action == Action::Back) ctx.quit_requested = true;
        return true;
    }
    void on_resume(Context& ctx) override {
        shell_.apply_settings(ctx);
        greeted_ = -1;  // greet again when the player comes back
    }
    void update(float dt, Context& ctx) override {
        (void)ctx;
        greeted_ = greeted_ < 0 ? 0 : greeted_ + dt;
    }
    // The pieces bob for a moment as a greeting, then rest: a still title costs no frames.
    double next_change_in(const Context& ctx) const override {
        (void)ctx;
        return greeted_ < kGreeting && !shell_.settings().reduced_motion ? 0 : kStill;
    }
    // Where the title goes: above the buttons, or to their left on a phone on its side; smaller
    // on a short screen so every game and every Continue fit without scrolling.
    struct Layout {
        Vec2 header;  // the centre of the row of pieces
        float scale = 1;
        Rect page;
    };
    static Layout layout_of(const Context& ctx) {
        Layout l;
        const Vec2 sz = ctx.size;
        if (sz.x > sz.y * 1.2f && sz.y < 600.f) {
            const float left = sz.x * 0.4f;
            l.header = {left * 0.5f, sz.y * 0.5f - 50.f};
            l.page = {left, 8.f, sz.x - left - 8.f, sz.y - 16.f};
            return l;
        }
        l.scale = sz.y < 760.f ? 0.8f : 1.f;
        const float top = 150.f * l.scale;
        const float w = std::min(sz.x - 16.f, 480.f);
        l.header = {sz.x * 0.5f, 44.f * l.scale - (l.scale < 1 ? 8.f : 0.f)};
        l.page = {(sz.x - w) * 0.5f, top - (l.scale < 1 ? 16.f : 0.f), w, sz.y - top - 8.f + (l.scale < 1 ? 16.f : 0.f)};
        return l;
    }
    void draw(Canvas& c, Context& ctx) override {
        const Palette& pal = shell_.palette();
        background(c, ctx, pal);
        // A row of coloured pieces, one per game, bobbing while the title greets the player.
        const Layout l = layout_of(ctx);
        const float cx = l.header.x, y = l.header.y, k = l.scale;
        for (int i = 0; i < 5; ++i) {
            float x = cx + static_cast<float>(i - 2) * 34.f * k;
            const float settle = shell_.settings().reduced_motion ? 0.f : std::max(0.f, 1.f - std::max(0.f, greeted_) / kGreeting);
            float bob = std::sin(ctx.time * 2.f + static_cast<float>(i)) * 3.f * settle;
            c.fill_circle(Layer::Board, {x, y + bob}, 12.f * k, pal.category(i));
        }
        c.text(Layer::Hud, {cx, y + 46.f * k}, "Puzzlebox", 40.f * k, pal.text, Align::Center, true);
        const bool narrow = std::min(ctx.size.x, 2 * cx) < 520.f;
        const std::string tagline = narrow ? tr("Puzzles with solvers that teach.") : tr("Puzzles with solvers that teach, levels without end");
        c.text(Layer::Hud, {cx, y + 82.f * k}, tagline, Canvas::fit_text(tagline, (narrow ? 14.f : 15.f) * ctx.text_scale, 2 * std::min(cx, ctx.size.x - cx) - 24.f),
               pal.text_dim);
    }
    // Continue for each saved game first, then the games in a grid, then the rest in one row.
    void gui(Context& ctx) override {
        const Layout l = layout_of(ctx);
        ui::begin_page("##title", l.page);
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(10, 8));
        const float w = ImGui::GetContentRegionAvail().x;
        std::vector<const GameType*> saved;
        for (const GameType* g : all_games())
            if (file_exists(shell_.autosave_path(g->id()))) saved.push_back(g);
        std::vector<std::string> labels;
        for (const GameType* g : saved) labels.push_back(trf("Continue {1}", tr(g->title())));
        if (const int i = ui::button_grid(labels, w >= 440.f && saved.size() > 1 ? 2 : 1); i >= 0) {
            PlayOrigin o;
            const GameType* g = saved[static_cast<size_t>(i)];
            if (auto s = shell_.resume(g->id(), &o))
                if (auto scene = shell_.play(std::shared_ptr<Session>(std::move(s)), o)) ctx.scenes->push(std::move(scene));
        }
        labels.clear();
        for (const GameType* g : all_games()) labels.emplace_back(tr(g->title()));
        if (const int i = ui::button_grid(labels, w >= 440.f ? 3 : 2); i >= 0)
            ctx.scenes->push(shell_.levels(*all_games()[static_cast<size_t>(i)]));
        switch (ui::button_row({tr("Enter ID"), tr("Settings"), tr("About")})) {
        case 0: ctx.scenes->push(make_enter_id_scene(shell_)); break;
        case 1: ctx.scenes->push(shell_.settings_scene()); break;
        case 2: ctx.scenes->push(shell_.help(nullptr)); break;
        default: break;
        }
        ImGui::PopStyleVar();
        ImGui::End();
    }

private:
    static constexpr float kGreeting = 3.f;  // seconds
    float greeted_ = -1;                    // seconds since shown (-1: not yet)
    Shell& shell_;
};

class LevelsScene : public Scene {
public:
    LevelsScene(Shell& shell, const GameType& g) : shell_(shell), game_(g) {
        for (const auto& file : g.level_packs()) {
            auto lp = load_level_pack(levels_dir() + "/" + std::string(g.id()) + "/" + file);
            if (lp) {
                groups_[file] = group_levels(g, *lp);
                packs_.push_back({file, std::move(*lp)});
            }
            else error_ += lp.error().message + "\n";
        }
        presets_ = g.presets();
        has_custom_ = !g.param_fields({}).empty();
    }
    std::string name() const override { return "levels"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && g.action == Action::Back) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { background(c, ctx, shell_.palette()); }
    void gui(Context& ctx) override {
        // The groups' titles are the game's words: made again in a language chosen meanwhile.
        if (serial_ != language_serial()) {
            serial_ = language_serial();
            for (const auto& [file, pack] : packs_) groups_[file] = group_levels(game_, pack);
            presets_ = game_.presets();  // (some games word their presets: "7 balls")
        }
        begin_column("##levels", ctx, 8.f);
        const int header = page_header(std::string(tr(game_.title())), tr("How to play"));
        if (header == 1) ctx.scenes->pop();
        else if (header == 2) ctx.scenes->push(shell_.help(&game_));
        ui::wrapped(tr(game_.tagline()), true);
        // Messages name files and reasons: long on a phone.
        if (!error_.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(shell_.palette().error_text));
            ui::wrapped(error_);
            ImGui::PopStyleColor();
        }
        if (!message_.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(shell_.palette().notice_text));
            ui::wrapped(message_);
            ImGui::PopStyleColor();
        }

        if (!presets_.empty()) {
            ImGui::Separator();
            ui::line(tr("Endless"));
            // The presets as buttons, the chosen one lit: a finger picks one without a drop-down.
            // As many a row as the longest name leaves room for.
            const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
            float widest = 0;
            for (const Preset& p : presets_) widest = std::max(widest, ui::text_width(tr(p.name)) + 2 * ImGui::GetStyle().FramePadding.x);
            const int cols = std::clamp(static_cast<int>((avail + gap) / (widest + gap)), 1, 3);
            const float pw = std::floor((avail - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
            for (size_t i = 0; i < presets_.size(); ++i) {
                if (i % static_cast<size_t>(cols) != 0) ImGui::SameLine();
                if (ui::choice(std::string(tr(presets_[i].name)) + "##preset" + std::to_string(i), static_cast<int>(i) == preset_, ImVec2(pw, 0)))
                    preset_ = static_cast<int>(i);
            }
            if (ui::button(tr("New game"), ImVec2(-FLT_MIN, 0))) {
                // A fresh seed each time; the game ID records it, so the game replays exactly.
                uint64_t seed = mix64(static_cast<uint64_t>(std::time(nullptr)) ^ (++endless_count_ * 0x9e3779b97f4a7c15ull)) % 1000000000ull;
                ctx.scenes->push(make_generating_scene(shell_, game_, presets_[static_cast<size_t>(preset_)].params, seed,
                                                       {"endless", "", -1, trf("Endless #{1}", seed)}));
            }
        }
        if (has_custom_ && ui::button(tr("Custom..."), ImVec2(-FLT_MIN, 0))) ctx.scenes->push(make_custom_scene(shell_, game_));
        {
            // The day's puzzles: the same for everyone on that date.
            const int day = today_yyyymmdd();
            char date[16];
            std::snprintf(date, sizeof date, "%04d-%02d-%02d", day / 10000, day / 100 % 100, day % 100);
            const auto daily = game_.daily(day);
            for (size_t i = 0; i < daily.size(); ++i) {
                const std::string label = trf("{1} {2}", tr(daily[i].name), date) + "##daily" + std::to_string(i);
                if (ui::button(label, ImVec2(-FLT_MIN, 0)))
                    ctx.scenes->push(make_generating_scene(shell_, game_, daily[i].params, daily[i].seed,
                                                           {"daily", "", -1, trf("{1} {2}", tr(daily[i].name), date)}));
            }
        }

        if (ui::header(tr("Records"))) {
            if (!records_loaded_) {
                records_ = shell_.records(game_.id());
                records_loaded_ = true;
            }
            if (records_.empty()) ui::wrapped(tr("Finished games appear here, ready to replay."), true);
            for (size_t i = 0; i < records_.size() && i < 200; ++i) {
                const auto& r = records_[i];
                char label[160];
                std::snprintf(label, sizeof label, "%s  %s  %d moves  %llds  %s##rec%zu", r.started.c_str(), r.result.c_str(),
                              r.moves, static_cast<long long>(r.time_ms / 1000), r.label == "-" ? "" : r.label.c_str(), i);
                if (ui::row(ui::shortened(label, ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().FramePadding.x) + "##rec" + std::to_string(i))) {
                    auto session = shell_.open_record(r.path);
                    if (!session) {
                        message_ = session.error().message;
                    } else if (auto scene = shell_.play(std::shared_ptr<Session>(std::move(*session)), {"replay", "", -1, r.label})) {
                        auto* play = static_cast<PlayScene*>(scene.get());
                        ctx.scenes->push(std::move(scene));
                        ctx.scenes->push(make_history_scene(*play));
                    }
                }
            }
            replays_gui(ctx);
        } else {
            records_loaded_ = false;  // re-read when opened again: new games may have finished
        }

        if (ui::header(tr("Statistics"))) {
            if (!stats_loaded_) {
                stats_ = statistics(shell_.records(game_.id()));
                stats_loaded_ = true;
            }
            statistics_gui();
        } else {
            stats_loaded_ = false;
        }

        for (const auto& [file, pack] : packs_) levels_gui(ctx, file, pack);
        ImGui::End();
    }

private:
    // One pack: its levels under their headings (Fling! by balls, Sweet Spots by size and grade),
    // each heading with how many are solved, each level with its grade and, once solved, the best.
    // The first heading with a level left to solve starts open.
    void levels_gui(Context& ctx, const std::string& file, const LevelPack& pack) {
        const auto& groups = groups_[file];
        const bool several = groups.size() > 1;
        if (several) {
            ImGui::Separator();
            ui::wrapped(tr(pack.title));
        }
        bool opened = false;
        for (size_t gi = 0; gi < groups.size(); ++gi) {
            const LevelGroup& group = groups[gi];
            int solved = 0;
            for (int i : group.levels) solved += shell_.progress().get(key(file, i)).solved ? 1 : 0;
            const bool open_it = !opened && solved < static_cast<int>(group.levels.size());
            opened = opened || open_it;
            if (several) ImGui::SetNextItemOpen(open_it, ImGuiCond_Once);
            const std::string head = trf("{1}  ({2} of {3} solved)", tr(group.title), solved, group.levels.size()) + "##" + file + std::to_string(gi);
            if (several) {
                if (!ui::header(head)) continue;
            } else {
                ImGui::Separator();
                ui::wrapped(head.substr(0, head.find("##")));
            }
            // Three lines a button: the number, the grade, the best once solved.
            // As many a row as the width left (less the scrollbar, once there is one), stretched to fill it.
            const float bh = 3.f * ImGui::GetTextLineHeight() + 2.f * ImGui::GetStyle().FramePadding.y;
            const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
            // As narrow as 76 px, or as its longest grade and best (larger text, longer words).
            float least = 76.f;
            for (int i : group.levels) {
                const LevelProgress p = shell_.progress().get(key(file, i));
                least = std::max(least, ui::text_width(tr(grade_label(pack.levels[static_cast<size_t>(i)]))) + 14.f);
                if (p.solved) least = std::max(least, ui::text_width(trf("best {1}", p.best)) + 14.f);
            }
            const int per_row = std::max(1, static_cast<int>((avail + gap) / (least + gap)));
            const float bw = std::floor((avail - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
            for (size_t k = 0; k < group.levels.size(); ++k) {
                const int i = group.levels[k];
                const LevelProgress p = shell_.progress().get(key(file, i));
                if (k % static_cast<size_t>(per_row) != 0) ImGui::SameLine();
                if (p.solved) ImGui::PushStyleColor(ImGuiCol_Button, imgui_colour(shell_.palette().done_button));
                const std::string label = std::to_string(i + 1) + "\n" + std::string(tr(grade_label(pack.levels[static_cast<size_t>(i)]))) + "\n" +
                                          (p.solved ? trf("best {1}", p.best) : std::string()) + "##" + file + std::to_string(i);
                if (ui::button(label, ImVec2(bw, std::max(bh, 56.f)))) open(ctx, shell_.play_level(game_, file, i));
                if (p.solved) ImGui::PopStyleColor();
            }
        }
    }
    // Shared replay files: the ones kept in the data folder, and any file by its path.
    void replays_gui(Context& ctx) {
        ImGui::Spacing();
        ui::line(tr("Replay files"), 0, true);
        if (!replays_loaded_) {
            replays_ = shell_.replay_files(game_.id());
            replays_loaded_ = true;
        }
        for (size_t i = 0; i < replays_.size() && i < 100; ++i) {
            const std::string& path = replays_[i];
            const std::string label = path.substr(path.find_last_of('/') + 1) + "##replay" + std::to_string(i);
            if (ui::row(label)) open_replay(ctx, path);
        }
        if (shell_.pick_file) {
            // The browser has no paths: its file picker.
            if (ui::button(tr("Open a replay file..."), ImVec2(-FLT_MIN, 0))) shell_.pick_file();
        } else {
            // Any .pzr on the disk by its path.
            const float open_w = 90.f;
            ui::input_text("##replay-path", tr("path of a .pzr file"), import_path_, sizeof import_path_, 0,
                           ImGui::GetContentRegionAvail().x - open_w - ImGui::GetStyle().ItemSpacing.x);
            ImGui::SameLine();
            if (ui::button(tr("Open"), ImVec2(-FLT_MIN, 0)) && import_path_[0]) open_replay(ctx, import_path_);
        }
    }
    void open_replay(Context& ctx, const std::string& path) {
        std::string note;
        auto ok = shell_.open_replay(*ctx.scenes, path, &note);
        message_ = ok ? note : ok.error().message;
        replays_loaded_ = false;
    }
    void statistics_gui() {
        if (stats_.empty()) {
            ui::wrapped(tr("Finish a game to see your statistics."), true);
            return;
        }
        for (const Statistics& st : stats_) {
            std::string name = st.params;
            for (const Preset& p : presets_)
                if (p.params == st.params) name = tr(p.name);
            ui::line(name);
            ImGui::Indent();
            if (st.scored) {
                ui::wrapped(trf("{1} played   high score {2}", st.played, static_cast<long long>(st.high_score)));
                ui::wrapped(trf("mean {1}   median {2}", decimal_text(st.mean_score, 1), decimal_text(st.median_score, 1)));
            } else {
                ui::wrapped(trf("{1} played   {2} solved", st.played, st.won));
                if (st.won)
                    ui::wrapped(trf("best {1}   mean {2}   fewest moves {3}", clock_text(st.best_ms), clock_text(st.mean_ms), st.best_moves));
            }
            ImGui::Unindent();
        }
    }
    std::string key(const std::string& file, int i) const {
        return std::string(game_.id()) + "/" + PlayOrigin{"pack", file, i, ""}.progress_key();
    }
    void open(Context& ctx, Result<std::unique_ptr<Scene>> scene) {
        if (scene) {
            message_.clear();
            ctx.scenes->push(std::move(*scene));
        } else {
            message_ = scene.error().message;
        }
    }
    Shell& shell_;
    const GameType& game_;
    std::vector<std::pair<std::string, LevelPack>> packs_;
    std::map<std::string, std::vector<LevelGroup>> groups_;  // by pack file
    int serial_ = language_serial();                         // the language they were made in
    std::vector<Preset> presets_;
    std::string error_, message_;
    int preset_ = 0;
    bool has_custom_ = false;
    uint64_t endless_count_ = 0;
    std::vector<Shell::RecordInfo> records_;
    bool records_loaded_ = false;
    std::vector<std::string> replays_;
    bool replays_loaded_ = false;
    char import_path_[512] = {};
    std::vector<Statistics> stats_;
    bool stats_loaded_ = false;
};

class SettingsScene : public Scene {
public:
    explicit SettingsScene(Shell& shell) : shell_(shell) {}
    std::string name() const override { return "settings"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && g.action == Action::Back) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { background(c, ctx, shell_.palette()); }
    void gui(Context& ctx) override {
        begin_column("##settings", ctx, 8.f);
        Settings& s = shell_.settings();
        bool changed = false;
        if (page_header(tr("Settings")) == 1) ctx.scenes->pop();
        ImGui::Separator();
        changed |= ui::checkbox(tr("Sound"), &s.sound);
        int vol = static_cast<int>(std::lround(s.volume * 100));
        if (ui::slider_int("##volume", &vol, 0, 100, tr("Volume %d%%"))) {
            s.volume = static_cast<float>(vol) / 100.f;
            changed = true;
        }
        changed |= ui::slider_int("##longpress", &s.long_press_ms, 200, 1200, tr("Long press %d ms"));
        // Theme, text size and language: choices as buttons, as many a row as the longest name
        // leaves room for, applied at once.
        auto choices = [&](const char* label, int* value, const std::vector<const char*>& names) {
            ui::line(tr(label), 0, true);
            const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
            float widest = 0;
            for (const char* n : names) widest = std::max(widest, ui::text_width(tr(n)) + 2 * ImGui::GetStyle().FramePadding.x);
            const int cols = std::clamp(static_cast<int>((avail + gap) / (widest + gap)), 1, static_cast<int>(names.size()));
            const float bw = std::floor((avail - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
            for (size_t i = 0; i < names.size(); ++i) {
                if (i % static_cast<size_t>(cols) != 0) ImGui::SameLine();
                if (ui::choice(std::string(tr(names[i])) + "##" + label, static_cast<int>(i) == *value, ImVec2(bw, 0)) &&
                    static_cast<int>(i) != *value) {
                    *value = static_cast<int>(i);
                    changed = true;
                }
            }
        };
        int theme = static_cast<int>(s.theme), size = static_cast<int>(s.text_size);
        choices(tr_noop("Theme"), &theme, {tr_noop("System"), tr_noop("Dark"), tr_noop("Light")});
        choices(tr_noop("Text size"), &size, {tr_noop("Normal"), tr_noop("Large"), tr_noop("Larger")});
        s.theme = static_cast<Theme>(theme);
        s.text_size = static_cast<TextSize>(size);
        // The language: System, then each shipped one by its own name (never translated).
        std::vector<const char*> language_names{tr_noop("System")};
        int language = 0;
        for (const Language& l : languages()) {
            if (s.language == l.code) language = static_cast<int>(language_names.size());
            language_names.push_back(l.name);
        }
        const int language_was = language;
        choices(tr_noop("Language"), &language, language_names);
        if (language != language_was) s.language = language == 0 ? "system" : languages()[static_cast<size_t>(language - 1)].code;
        changed |= ui::checkbox(tr("Colour-blind-safe palette"), &s.colour_blind);
        changed |= ui::checkbox(tr("Left-handed layout"), &s.left_handed);
        changed |= ui::checkbox(tr("Show the clock"), &s.show_timer);
        changed |= ui::checkbox(tr("Reduced motion"), &s.reduced_motion);
        // Each game's own switches, under its title.
        for (const GameType* g : all_games()) {
            const auto options = g->options();
            if (options.empty()) continue;
            ImGui::Separator();
            ui::line(tr(g->title()), 0, true);
            for (const GameOption& o : options) {
                bool on = s.game_option(g->id(), o);
                if (ui::checkbox(std::string(tr(o.label)) + "##" + std::string(g->id()) + o.key, &on)) {
                    s.game_options[std::string(g->id()) + "." + o.key] = on;
                    changed = true;
                }
            }
        }
        if (changed) {
            shell_.save_settings();
            shell_.apply_settings(ctx);
            if (s.sound) ctx.audio->play(Sound::Tap);
        }
        // A preview of the palette in use.
        const Palette& pal = shell_.palette();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        ImVec2 p = ImGui::GetCursorScreenPos();
        for (int i = 0; i < 8; ++i) {
            Color c = pal.category(i);
            dl->AddRectFilled(ImVec2(p.x + static_cast<float>(i) * 36.f, p.y), ImVec2(p.x + static_cast<float>(i) * 36.f + 30.f, p.y + 30.f),
                              IM_COL32(c.r, c.g, c.b, 255), 6.f);
        }
        ImGui::Dummy(ImVec2(8 * 36.f, 34.f));
#ifndef __EMSCRIPTEN__
        // Where the files are, for a player who backs them up; the browser's storage has no such place.
        ui::wrapped(trf("Saved in {1}", shell_.data_dir()), true);
#endif
        ImGui::End();
    }

private:
    Shell& shell_;
};

class HelpScene : public Scene {
public:
    HelpScene(Shell& shell, const GameType* g) : shell_(shell), game_(g) {}
    std::string name() const override { return "help"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && g.action == Action::Back) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { background(c, ctx, shell_.palette()); }
    void gui(Context& ctx) override {
        begin_column("##help", ctx, 8.f);
        if (page_header(game_ ? std::string(game_->title()) : std::string(tr("About Puzzlebox"))) == 1) ctx.scenes->pop();
        ImGui::Separator();
        if (game_) {
            ui::wrapped(tr(game_->help()));
        } else {
            ui::wrapped(tr(
                "Puzzlebox collects five puzzles: Decodoku, Sweet Spots, BitFlipper, Fling! and a fill-in "
                "crossword. Every level comes from a seed, every solver can give you a hint, and every game "
                "you play is kept so you can replay it move by move."));
        }
        ImGui::Spacing();
        ui::line(tr("Controls"), 0, true);
        ui::wrapped(tr(
            "Tap or click to play; swipe or drag where a game moves pieces. Long-press the board (or "
            "right-click) to step back through history. Keys: arrows move the cursor, Space/Enter acts, "
            "Ctrl+Z undo, Ctrl+Y redo, F1 hint, F2 history, Esc pause."));
        ImGui::Spacing();
        ui::line(tr("Buttons"), 0, true);
        ui::wrapped(buttons_help());
        ImGui::End();
    }

private:
    Shell& shell_;
    const GameType* game_;
};

} // namespace

std::string buttons_help() {
    // One sentence per button, each translated whole.
    const char* lines[] = {
        tr("Menu pauses the game: from there Resume, Restart, Show solution (the game then does not count as solved), "
           "Share the puzzle or your replay, Settings, and Quit to menu (the game is saved)."),
        tr("Undo takes back your last move and Redo plays it again; a new move after Undo keeps the old line as a branch in History."),
        tr("Hint works in steps, a press each: first where to look, then Why? gives the reason, Show shows the move, "
           "and Play it makes it for you (marked as a hint in History)."),
        tr("History shows every move in the game's words, hints, noise bursts and mistakes marked: step with < and >, "
           "Play runs through it and Pause stops it, and More holds the rest: the speed, |< Start and End >| to jump, "
           "Resume from here (or Play on from here in a replay) to continue from the step shown, Export replay to "
           "save it as a file, and every step to pick one. Back returns."),
        tr("When a game ends, a bar under the finished board offers Next (the next level) or Again (the same puzzle "
           "from the start), Replay (the game move by move in History), Share, and Menu."),
    };
    std::string out;
    for (const char* l : lines) out += std::string(out.empty() ? "" : "\n") + l;
    return out;
}

std::unique_ptr<Scene> make_title_scene(Shell& shell) { return std::make_unique<TitleScene>(shell); }
std::unique_ptr<Scene> make_levels_scene(Shell& shell, const GameType& g) { return std::make_unique<LevelsScene>(shell, g); }
std::unique_ptr<Scene> make_settings_scene(Shell& shell) { return std::make_unique<SettingsScene>(shell); }
std::unique_ptr<Scene> make_help_scene(Shell& shell, const GameType* g) { return std::make_unique<HelpScene>(shell, g); }

namespace {
// The game to show when a scene needs one: the first level of its first pack, else a seeded one.
Result<std::unique_ptr<Scene>> default_play(Shell& shell, const GameType& g) {
    if (!g.level_packs().empty()) {
        auto s = shell.play_level(g, g.level_packs().front(), 0);
        if (s) return s;
    }
    auto presets = g.presets();
    if (presets.empty()) return fail(std::string(g.id()) + " has no presets");
    return shell.play_new(g, presets.front().params, 1, {"endless", "", -1, trf("Endless #{1}", 1)});
}
} // namespace

Result<void> open_named_scene(Shell& shell, SceneStack& stack, const std::string& name) {
    stack.push(shell.title());
    if (name == "title") return {};
    if (name == "settings") {
        stack.push(shell.settings_scene());
        return {};
    }
    if (name == "enter-id") {
        stack.push(make_enter_id_scene(shell));
        return {};
    }
    size_t colon = name.find(':');
    std::string kind = name.substr(0, colon);
    std::string game_id = colon == std::string::npos ? "" : name.substr(colon + 1);
    const GameType* g = nullptr;
    if (!game_id.empty()) {
        g = find_game(game_id);
        if (!g) return fail("unknown game '" + game_id + "' in --scene " + name);
    } else {
        // Scenes that need a game in play use the first game that has a board view.
        for (const GameType* cand : all_games()) {
            auto p = cand->presets();
            if (p.empty()) continue;
            auto desc = cand->generate(p.front().params, 1);
            if (!desc) continue;
            auto puzzle = cand->load(p.front().params, *desc);
            if (puzzle && make_view(**puzzle)) {
                g = cand;
                break;
            }
        }
    }
    if (kind == "levels" && g) {
        stack.push(shell.levels(*g));
        return {};
    }
    if (kind == "custom" && g) {
        stack.push(shell.levels(*g));
        stack.push(make_custom_scene(shell, *g));
        return {};
    }
    if (kind == "help") {
        stack.push(shell.help(g));
        return {};
    }
    if (kind == "play" || kind == "pause" || kind == "history" || kind == "share" || kind == "print") {
        if (!g) return fail("no game with a board view is built yet, so there is nothing to " + kind);
        stack.push(shell.levels(*g));
        auto play = default_play(shell, *g);
        if (!play) return play.error();
        auto* ps = static_cast<PlayScene*>(play->get());
        stack.push(std::move(*play));
        if (kind == "pause") stack.push(make_pause_scene(*ps));
        if (kind == "history") stack.push(make_history_scene(*ps));
        const Puzzle& p = ps->session().puzzle();
        const std::string id = std::string(p.game()) + ":" + p.params() + ":" + p.description();
        if (kind == "share") stack.push(make_share_scene(shell, id, {}));
        if (kind == "print") stack.push(make_print_sheet(shell, id));
        return {};
    }
    return fail("unknown scene '" + name + "' (title, settings, levels:GAME, custom:GAME, play:GAME, pause, history, share:GAME, print:GAME, help:GAME)");
}

} // namespace pz
