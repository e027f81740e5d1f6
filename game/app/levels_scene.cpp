// A game's menu: its level packs, endless presets, daily, records and statistics.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>
#include <optional>
#include <set>

#include "engine/app.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/core/player_data.h"
#include "game/core/streak.h"
#include "game/all/daily.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/make.h"
#include "game/app/custom.h"
#include "game/app/menu_page.h"
#include "game/app/print_sheet.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

// Each level's grade as a word to translate: a word tag as it is ("easy"), a number (Fling!'s
// "1.58") by its quarter of the pack's numbers, easiest first, so no tile reads "1.6".
std::vector<std::string> grade_words(const LevelPack& pack) {
    static constexpr const char* kWords[4] = {tr_noop("easy"), tr_noop("medium"), tr_noop("hard"), tr_noop("expert")};
    std::vector<std::string> out;
    std::vector<double> numbers;
    for (const Level& l : pack.levels) {
        out.push_back(grade_label(l));
        if (!out.back().empty() && out.back().find_first_not_of("0123456789.") == std::string::npos) numbers.push_back(std::strtod(out.back().c_str(), nullptr));
    }
    std::sort(numbers.begin(), numbers.end());
    for (size_t i = 0; i < out.size(); ++i) {
        if (out[i].empty() || out[i].find_first_not_of("0123456789.") != std::string::npos) continue;
        const double v = std::strtod(pack.levels[i].tag("grade").c_str(), nullptr);
        const auto below = static_cast<size_t>(std::lower_bound(numbers.begin(), numbers.end(), v) - numbers.begin());
        out[i] = kWords[std::min<size_t>(3, below * 4 / numbers.size())];
    }
    return out;
}

class LevelsScene : public Scene {
public:
    LevelsScene(Shell& shell, const GameType& g) : shell_(shell), game_(g) {
        for (const auto& file : g.level_packs()) {
            auto lp = load_level_pack(levels_dir() + "/" + std::string(g.id()) + "/" + file);
            if (lp) {
                groups_[file] = group_levels(g, *lp);
                grades_[file] = grade_words(*lp);
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
    // Still but for the countdown to the next daily, which asks for a frame when its minute
    // changes, and a discarded game's Undo, which goes after a while.
    double next_change_in(const Context&) const override {
        const double daily = countdown_ ? next_daily_change_in(unix_now_ms()) : kStill;
        return discarded_ ? std::min(daily, static_cast<double>(undo_left_)) : daily;
    }
    void update(float dt, Context&) override {
        if (discarded_ && (undo_left_ -= dt) <= 0) discard_now();
    }
    void on_exit(Context&) override { discard_now(); }
    void gui(Context& ctx) override {
        // The groups' titles are the game's words: made again in a language chosen meanwhile.
        if (serial_ != language_serial()) {
            serial_ = language_serial();
            for (const auto& [file, pack] : packs_) groups_[file] = group_levels(game_, pack);
            presets_ = game_.presets();  // (some games word their presets: "7 balls")
        }
        // A menu opened afresh starts at its top (not where the last game's menu was left); back
        // from a game, it stays where the player was.
        if (!opened_) ui::scroll_to_top("##levels");
        opened_ = true;
        const Color accent = shell_.palette().game_accent(game_.accent_hue());  // the game's colour, as on its card
        const int header = begin_menu_page("##levels", ctx, std::string(tr(game_.title())), tr("How to play"), &accent, true);
        if (header == 1) ctx.scenes->pop();
        else if (header == 2) ctx.scenes->push(shell_.help(&game_));
        ui::wrapped(tr(game_.tagline()), true);
        // On a wide window the menu's two halves side by side: what to play now (Learn, the journey,
        // unfinished games, the daily, endless and made puzzles) beside the level packs, the past
        // dailies, records and statistics. On a phone, one column in that order but the packs
        // before Endless, as the journey leads into them.
        // A gutter between the halves, and room at the sides for the headers, which reach past their column.
        ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(ui::kSpaceS, 0));
        const bool halves = menu_two_columns(ctx) && ImGui::BeginTable("##menu-halves", 2, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_PadOuterX);
        ImGui::PopStyleVar();
        if (halves) {
            ImGui::TableSetupColumn("##now", ImGuiTableColumnFlags_WidthStretch);
            ImGui::TableSetupColumn("##all", ImGuiTableColumnFlags_WidthStretch);
            ImGui::TableNextColumn();
        }
        // Learn to play (issue 29): the game's guided first puzzle again, over this menu.
        if (game_.guide() && ui::button(tr("Learn to play"), ImVec2(-FLT_MIN, 0)))
            if (auto guide = make_guide_scene(shell_, game_, true)) ctx.scenes->push(std::move(guide));
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

        // The journey first: a newcomer's way in is its first pack, one big Play away.
        // (A guided first puzzle's "Learn to play" goes with the help, above.)
        saves_ = shell_.data().saves(game_.id());
        if (discarded_) std::erase_if(saves_, [&](const SaveInfo& sv) { return sv.path == discarded_->path; });
        in_progress_.clear();
        for (const SaveInfo& sv : saves_)
            if (sv.origin.mode == PlayMode::Pack) in_progress_.insert(sv.origin.pack + "/" + std::to_string(sv.origin.index));
        journey_gui(ctx);
        saves_gui(ctx);
        {
            // The day's puzzles (the same for everyone on that date) before the endless ones.
            const int day = shell_.today();
            const auto daily = game_.daily(day);
            if (!daily.empty()) ImGui::Separator();
            for (size_t i = 0; i < daily.size(); ++i) {
                const std::string name = daily_title(daily[i], day, daily.size() == 1);
                if (ui::button(name + "##daily" + std::to_string(i), ImVec2(-FLT_MIN, 0)))
                    ctx.scenes->push(shell_.open_daily(game_, daily[i], day, daily.size() == 1));
            }
            // Today's state and the streak: the reason to come back tomorrow, and once solved, when.
            ui::line(daily_state_line(shell_, game_), 0, true);
            countdown_ = shell_.data().daily_state(game_.id(), day).solved;
            if (countdown_) ui::line(next_daily_text(unix_now_ms()), 0, true);
        }

        // Every pack's levels (the journey's too: any level, not only the next), then the endless ones.
        if (!halves)
            for (const auto& [file, pack] : packs_) levels_gui(ctx, file, pack);

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
                                                       PlayOrigin::endless(trf("Endless #{1}", seed))));
            }
        }
        if (has_custom_ && ui::button(tr("Custom..."), ImVec2(-FLT_MIN, 0))) ctx.scenes->push(make_custom_scene(shell_, game_));
        my_puzzles_gui(shell_, game_, ctx, my_puzzles_);  // Make a puzzle, and My puzzles (issue 40)
        if (halves) {
            ImGui::TableNextColumn();
            for (const auto& [file, pack] : packs_) levels_gui(ctx, file, pack);
        }
        archive_gui(ctx);

        if (ui::header(tr("Records"))) {
            if (!records_loaded_) {
                records_ = shell_.records(game_.id());
                records_loaded_ = true;
            }
            if (records_.empty()) ui::wrapped(tr("Finished games appear here, ready to replay."), true);
            for (size_t i = 0; i < records_.size() && i < 200; ++i) {
                const auto& r = records_[i];
                const std::string label = record_words(r);
                if (ui::row(ui::shortened(label, ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().FramePadding.x) + "##rec" + std::to_string(i))) {
                    auto session = shell_.open_record(r.path);
                    if (!session) {
                        message_ = session.error().message;
                    } else if (auto scene = shell_.play(std::shared_ptr<Session>(std::move(*session)), PlayOrigin::replay(label_words(r.label)))) {
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
        if (halves) ImGui::EndTable();

        ImGui::End();
    }

private:
    // Continue (the most recent unfinished game) and the list of them all, each with its name,
    // moves and time, and Discard: the game leaves the list at once, with an Undo for a while;
    // then it is given up (it stays in records as abandoned).
    void saves_gui(Context& ctx) {
        const auto& saves = saves_;
        if (discarded_) {
            ImGui::Separator();
            // The words beside the Undo button, at its middle; the button at the right edge.
            const float undo_w = ui::text_width(tr("Undo")) + 2 * ImGui::GetStyle().FramePadding.x;
            // (In screen terms: in the menu's left half the window's right edge is the other half's.)
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const float x_end = at.x + ImGui::GetContentRegionAvail().x;
            ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + std::max(0.f, ui::kTarget - ImGui::GetTextLineHeight()) * 0.5f));
            ui::line(trf("Discarded: {1}", save_words(*discarded_)), ImGui::GetContentRegionAvail().x - undo_w - ImGui::GetStyle().ItemSpacing.x);
            ImGui::SameLine();
            ImGui::SetCursorScreenPos(ImVec2(x_end - undo_w, at.y));
            if (ui::button(std::string(tr("Undo")) + "##undo-discard", ImVec2(undo_w, 0))) discarded_.reset();
        }
        if (saves.empty()) return;
        ImGui::Separator();
        // The journey's Play already continues its next level: no second button for the same game.
        if (saves.front().path != journey_save_ &&
            ui::button(trf("Continue: {1}", save_words(saves.front())) + "##continue", ImVec2(-FLT_MIN, 0))) {
            continue_save(ctx, saves.front());
            return;
        }
        if (!ui::header(trf("Unfinished games ({1})", saves.size()) + "##unfinished")) return;
        const float discard_w = ui::text_width(tr("Discard")) + 2 * ImGui::GetStyle().FramePadding.x;
        for (size_t i = 0; i < saves.size(); ++i) {
            const SaveInfo& sv = saves[i];
            const std::string line = save_words(sv) + "   " + trn("{1} move", "{1} moves", sv.moves) + "   " + clock_text(sv.origin.clock_ms);
            const float w = ImGui::GetContentRegionAvail().x - discard_w - ImGui::GetStyle().ItemSpacing.x;
            // The row leaves Discard its room: a full-width row took its presses (and opened the game).
            if (ui::row(ui::shortened(line, w - 2 * ImGui::GetStyle().FramePadding.x) + "##save" + std::to_string(i), false, w)) {
                continue_save(ctx, sv);
                return;
            }
            ImGui::SameLine();
            if (ui::button(std::string(tr("Discard")) + "##discard" + std::to_string(i))) {
                discard_now();  // one Undo at a time: the game discarded before goes for good
                discarded_ = sv;
                undo_left_ = kUndoSeconds;
                return;
            }
        }
    }
    // The discarded game given up for good (its Undo gone, or the menu left).
    void discard_now() {
        if (!discarded_) return;
        auto gone = shell_.data().abandon(*discarded_);
        message_ = gone ? std::string() : std::string(tr("That game could not be given up; it is still saved."));
        discarded_.reset();
        records_loaded_ = stats_loaded_ = false;
    }
    // The first pack leads: its name, how far the player is in words, and one big Play in the
    // game's colour for the next level left to solve (Continue when that level has a save; once
    // all are solved, the first again).
    void journey_gui(Context& ctx) {
        journey_save_.clear();
        if (packs_.empty() || packs_.front().second.levels.empty()) return;
        const auto& [file, pack] = packs_.front();
        const int count = static_cast<int>(pack.levels.size());
        int solved = 0, next = -1;
        for (int i = 0; i < count; ++i) {
            if (shell_.progress().get(key(file, i)).solved) ++solved;
            else if (next < 0) next = i;
        }
        const int level = next < 0 ? 0 : next;
        for (const SaveInfo& sv : saves_)
            if (sv.origin.mode == PlayMode::Pack && sv.origin.pack == file && sv.origin.index == level) {
                journey_save_ = sv.path;
                break;
            }
        ImGui::Separator();
        ui::title(tr(pack.title));
        ui::line(solved == count ? trf("All {1} solved", count) : trf("{1} of {2} solved", solved, count), 0, true);
        // Two lines: the word to act, then which level ("Journey 13 · medium").
        std::string which = trf("{1} {2}", tr(pack.title), level + 1);
        if (const char* grade = grade_of(file, level); *grade) which += std::string(" · ") + tr(grade);
        // ("Play##level": the word to play a level, not history's "Play" of a recording, which other languages say otherwise.)
        const std::string play = tr("Play##level"), verb = !journey_save_.empty() ? tr("Continue") : next < 0 ? tr("Play again") : play.substr(0, play.find("##"));
        const Palette& pal = shell_.palette();
        const bool pressed = big_button(verb, which, "journey", pal.game_accent(game_.accent_hue()), pal);
        if (!pressed) return;
        if (!journey_save_.empty()) {
            const auto it = std::find_if(saves_.begin(), saves_.end(), [&](const SaveInfo& sv) { return sv.path == journey_save_; });
            if (it != saves_.end()) continue_save(ctx, *it);
            return;
        }
        open(ctx, shell_.play_level(game_, file, level));
    }
    // An unfinished game's name: a seed ID by what it makes ("Custom 5×5, 3 states"), else save_name's.
    void continue_save(Context& ctx, const SaveInfo& save) {
        PlayOrigin o;
        auto s = shell_.data().resume(save, &o);
        if (!s) return;  // set aside, and the banner says so
        if (auto scene = shell_.play(std::shared_ptr<Session>(std::move(s)), o)) ctx.scenes->push(std::move(scene));
    }
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
            const std::string title(tr(group.title));
            const std::string count = trf("({1} of {2} solved)", solved, group.levels.size());
            if (several) {
                if (!ui::header(title + "##" + file + std::to_string(gi), count)) continue;
            } else {
                ImGui::Separator();
                // The count on a line of its own when the two do not fit on one: never broken.
                if (ui::text_width(title + "  " + count) <= ImGui::GetContentRegionAvail().x) {
                    ui::wrapped(title + "  " + count);
                } else {
                    ui::wrapped(title);
                    ui::wrapped(count);
                }
            }
            // A tile a level, its number in the middle (level_tile); its label says the grade and
            // the best once solved. As many a row as the width left (less the scrollbar, once
            // there is one), stretched to fill it.
            const float bh = gui_font(GuiFont::Large)->FontSize + 2.f * ui::kSpaceM;
            const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
            // As narrow as 76 px, or as its longest grade and best (larger text, longer words).
            float least = 76.f;
            for (int i : group.levels) {
                const LevelProgress p = shell_.progress().get(key(file, i));
                least = std::max(least, ui::text_width(tr(grade_of(file, i))) + 14.f);
                if (p.solved) least = std::max(least, ui::text_width(trf("best {1}", p.best)) + 14.f);
                if (in_progress_.count(file + "/" + std::to_string(i))) least = std::max(least, ui::text_width(tr("in progress")) + 14.f);
            }
            const int per_row = std::max(1, static_cast<int>((avail + gap) / (least + gap)));
            const float bw = std::floor((avail - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
            for (size_t k = 0; k < group.levels.size(); ++k) {
                const int i = group.levels[k];
                const LevelProgress p = shell_.progress().get(key(file, i));
                const bool in_progress = in_progress_.count(file + "/" + std::to_string(i)) > 0;
                if (k % static_cast<size_t>(per_row) != 0) ImGui::SameLine();
                if (p.solved) ImGui::PushStyleColor(ImGuiCol_Button, imgui_colour(shell_.palette().done_button));
                const std::string label = std::to_string(i + 1) + "\n" + std::string(tr(grade_of(file, i))) + "\n" +
                                          (in_progress ? std::string(tr("in progress")) : p.solved ? trf("best {1}", p.best) : std::string()) +
                                          "##" + file + std::to_string(i);
                // One centred label, the level's number; solved is a tick in the tile's corner and in
                // progress a dot there (the words stay the button's label, for scripts and screen readers).
                ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0, 0, 0, 0));
                if (ui::button(label, ImVec2(bw, std::max(bh, 56.f)))) open(ctx, shell_.play_level(game_, file, i));
                ImGui::PopStyleColor();
                if (p.solved) ImGui::PopStyleColor();
                level_tile(std::to_string(i + 1), p.solved, in_progress);
            }
        }
    }
    // What a level tile shows over its button: its number in the middle, one step up the type
    // scale; a tick in the top right corner once solved, the game's colour as a dot there while in progress.
    void level_tile(const std::string& number, bool solved, bool in_progress) const {
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
        ImFont* large = gui_font(GuiFont::Large);
        const ImVec2 size = large->CalcTextSizeA(large->FontSize, FLT_MAX, 0.f, number.c_str());
        dl->AddText(large, large->FontSize, {std::round((a.x + b.x - size.x) * 0.5f), std::round((a.y + b.y - size.y) * 0.5f)}, ink, number.c_str());
        const float corner = ImGui::GetFontSize() * 0.8f;
        const ImVec2 at{b.x - ui::kSpaceS - corner * 0.5f, a.y + ui::kSpaceS + corner * 0.5f};
        if (solved) ui::draw_icon(dl, ui::Icon::Tick, at, corner, ink);
        else if (in_progress)
            dl->AddCircleFilled(at, corner * 0.3f, ImGui::ColorConvertFloat4ToU32(imgui_colour(shell_.palette().game_accent(game_.accent_hue()))), 16);
    }
    // The archive: a month of past dailies up to yesterday (at first the month yesterday is in), a
    // tile a day with its state (its time once solved, "..." in progress), and "‹ October" /
    // "December ›" to go a month back or on, from the first daily's month to yesterday's. Played
    // now, a past day counts in statistics, never in the streak (PlayerData keeps played_on apart).
    void archive_gui(Context& ctx) {
        const int yesterday = day_before(shell_.today());
        if (!ui::header(tr("Past dailies") + std::string("##archive"))) return;
        ui::wrapped(tr("Play a past day's daily: it counts in your statistics, not in your streak."), true);
        const ArchiveMonth month = archive_month(archive_month_ ? archive_month_ : yesterday / 100, yesterday);
        archive_month_ = month.month;
        ui::line(month_words(month.month, true));
        {
            // The way back and the way on, each there when that month has dailies.
            std::vector<std::string> ways;
            if (month.earlier) ways.push_back("\u2039 " + month_words(month.earlier));
            if (month.later) ways.push_back(month_words(month.later) + " \u203a");
            const int way = ways.empty() ? -1 : ui::button_row(ways);
            if (way >= 0) archive_month_ = way == 0 && month.earlier ? month.earlier : month.later;
        }
        const std::vector<int>& days = month.days;
        std::vector<PlayerData::DailyState> states;
        std::vector<std::string> hows;
        float least = 44.f;  // a week a row on a phone, fewer when a time needs the room
        for (const int day : days) {
            states.push_back(shell_.data().daily_state(game_.id(), day));
            hows.push_back(states.back().solved ? clock_text(states.back().time_ms) : states.back().save ? std::string("...") : std::string());
            least = std::max(least, ui::text_width(hows.back()) + 14.f);  // (as the level tiles: a label has little padding)
        }
        const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
        const int per_row = std::clamp(static_cast<int>((avail + gap) / (least + gap)), 1, 7);
        const float bw = std::floor((avail - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
        const float bh = 2.f * ImGui::GetTextLineHeight() + 2.f * ImGui::GetStyle().FramePadding.y;
        for (size_t i = 0; i < days.size(); ++i) {
            const int day = days[i];
            const PlayerData::DailyState& state = states[i];
            const std::string& how = hows[i];
            if (i % static_cast<size_t>(per_row) != 0) ImGui::SameLine();
            if (state.solved) ImGui::PushStyleColor(ImGuiCol_Button, imgui_colour(shell_.palette().done_button));
            const bool pressed = ui::button(std::to_string(day % 100) + "\n" + how + "##archive" + std::to_string(day), ImVec2(bw, std::max(bh, 48.f)));
            if (state.solved) ImGui::PopStyleColor();
            if (pressed) {
                const auto daily = game_.daily(day);
                if (!daily.empty()) ctx.scenes->push(shell_.open_daily(game_, daily.front(), day, daily.size() == 1));
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
            ui::line(params_words(game_, st.params));
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
    const char* grade_of(const std::string& file, int i) const {
        const auto& words = grades_.at(file);
        return static_cast<size_t>(i) < words.size() ? words[static_cast<size_t>(i)].c_str() : "";
    }
    std::string key(const std::string& file, int i) const {
        return std::string(game_.id()) + "/" + PlayOrigin::pack_level(file, i, "").progress_key();
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
    std::map<std::string, std::vector<std::string>> grades_;  // each level's grade word, by pack file
    bool opened_ = false;  // its first frame has been drawn (the page starts at its top)
    int serial_ = language_serial();                         // the language they were made in
    std::vector<Preset> presets_;
    std::string error_, message_;
    int preset_ = 0;
    bool has_custom_ = false;
    MyPuzzles my_puzzles_;  // the kept puzzle deleted last (for its Undo), the one being renamed
    uint64_t endless_count_ = 0;
    std::vector<RecordInfo> records_;
    std::optional<SaveInfo> discarded_;  // the game discarded last, given up once its Undo goes
    float undo_left_ = 0;                // seconds its Undo stays
    static constexpr float kUndoSeconds = 8.f;
    std::vector<SaveInfo> saves_;        // the unfinished games, newest first, as of this frame
    std::string journey_save_;           // the save of the journey's next level, if it has one
    std::set<std::string> in_progress_;  // "<pack>/<index>" of the levels with a save
    bool records_loaded_ = false;
    std::vector<std::string> replays_;
    bool replays_loaded_ = false;
    char import_path_[512] = {};
    std::vector<Statistics> stats_;
    bool stats_loaded_ = false;
    bool countdown_ = false;  // the countdown to the next daily is shown
    int archive_month_ = 0;   // the archive's month shown (yyyymm; 0: yesterday's)
};

} // namespace

std::unique_ptr<Scene> make_levels_scene(Shell& shell, const GameType& g) { return std::make_unique<LevelsScene>(shell, g); }

} // namespace pz
