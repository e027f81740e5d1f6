// History mode over a game in play: timeline, stepping, auto-play, resume from a past position, branches.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/core/i18n.h"
#include "game/core/job.h"
#include "game/core/record.h"
#include "game/core/replay_link.h"
#include "game/core/text.h"
#include "game/app/menu_page.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

// Steps through the session's history without disturbing it until "Resume from here".
class HistoryScene : public Scene {
public:
    explicit HistoryScene(PlayScene& play) : play_(play), cursor_(play.is_replay() ? 0 : play.session().position()) {
        // A replay opens at its start, to be watched from there; a game, at the move it is at
        // (from the pause menu, a long press or the key alike), and a finished one at how it ended.
        search_mistakes();
    }
    std::string name() const override { return "history"; }

    bool handle(const Gesture& g, Context& ctx) override {
        Session& s = play_.session();
        switch (g.kind) {
        case Gesture::Kind::Key:
            if (g.action == Action::Left) step_to(cursor_ > 0 ? cursor_ - 1 : 0);
            else if (g.action == Action::Right) forward(ctx);
            else if (g.action == Action::Up) step_to(0);
            else if (g.action == Action::Down) step_to(s.length());
            else if (g.action == Action::Back || g.action == Action::History) close(ctx);
            else if (g.action == Action::Confirm) playing_ = !playing_;
            return true;
        case Gesture::Kind::Tap:
            if (!area_.contains(g.pos)) return true;
            if (g.pos.x < ctx.size.x * 0.5f) step_to(cursor_ > 0 ? cursor_ - 1 : 0);
            else forward(ctx);
            return true;
        case Gesture::Kind::Swipe: close(ctx); return true;  // any swipe returns to play
        default: return true;
        }
    }

    // While it plays through the steps it changes every step; paused, only input changes it, and
    // the mistake search's end (looked for a few times a second while it runs).
    double next_change_in(const Context& ctx) const override {
        (void)ctx;
        if (playing_) return 0;
        return search_ ? 0.1 : kStill;
    }

    void update(float dt, Context& ctx) override {
        if (search_ && search_->done()) {
            marks_ = history_marks(play_.session(), mistakes(play_.session(), *winnable_));
            search_.reset();
            labels_.clear();  // named again, mistakes and all
        }
        if (!playing_) return;
        timer_ += dt * speed_;
        if (timer_ >= 0.6f) {
            timer_ = 0;
            if (cursor_ < play_.session().length()) step_to(cursor_ + 1);
            else playing_ = false;
        }
        (void)ctx;
    }

    void draw(Canvas& c, Context& ctx) override {
        Session& s = play_.session();
        const Palette& pal = play_.shell().palette();
        c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
        const Rect area = board_rect(ctx);
        if (!(area == area_)) {
            play_.view().set_text_scale(ctx.text_scale);
            play_.view().layout(area);
            area_ = area;
        }
        // At full contrast, with the piece the step at the cursor moved (and its path) marked.
        StatePtr st = s.state_at(cursor_);
        StatePtr before = cursor_ > 0 ? s.state_at(cursor_ - 1) : nullptr;
        play_.view().draw(c, *st, play_.draw_info(ctx, cursor_, *st, before.get(), true));
    }

    void gui(Context& ctx) override {
        Session& s = play_.session();
        push_top_bar_padding();
        ui::begin_bar("##histtop", {0, 0, ctx.size.x, top_bar_height(ctx)});
        if (ui::icon_button(ui::Icon::Back, tr("Back"))) close(ctx);
        ImGui::SameLine();
        top_bar_lines(trf("History: move {1} of {2}", cursor_, s.length()), bar_name(s, ImGui::GetContentRegionAvail().x));
        ImGui::End();
        ImGui::PopStyleVar(2);

        // The controls: a bar under the board (beside it on a phone on its side), as small as
        // play's, so the board stays as large; the rest is in a sheet behind "More".
        const Palette& pal = play_.shell().palette();
        const Rect bar = controls_rect(ctx);
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
        ui::begin_bar("##histpanel", bar);
        int pos = static_cast<int>(cursor_);
        // No number on it: the bar above says "move 6 of 8".
        if (ui::slider_int("##scrub", &pos, 0, static_cast<int>(s.length()), "")) step_to(static_cast<size_t>(pos));
        timeline_ticks(pal);
        switch (ui::button_row({"<", playing_ ? tr("Pause") : tr("Play"), ">", tr("More")}, more_ ? 3 : -1)) {
        case 0: step_to(cursor_ > 0 ? cursor_ - 1 : 0); break;
        case 1: playing_ = !playing_; break;
        case 2: step_to(std::min(cursor_ + 1, s.length())); break;
        case 3: more_ = !more_; break;
        default: break;
        }
        ImGui::End();
        ImGui::PopStyleVar();
        if (more_) more_sheet(ctx, pal);
    }

    // Speed, jumps, resuming, export, other lines of play and every step, in a sheet over the board.
    void more_sheet(Context& ctx, const Palette& pal) {
        Session& s = play_.session();
        const Rect bar = controls_rect(ctx);
        const float top = top_bar_height(ctx);
        const Rect r = beside(ctx) ? Rect{bar.x, bar.y + bar.h, bar.w, ctx.size.y - bar.y - bar.h}
                                   : Rect{0, top, ctx.size.x, bar.y - top};
        ui::begin_sheet("##histmore", r, true);
        static const float speeds[] = {0.5f, 1.f, 2.f, 4.f, 8.f};
        ui::line(tr("Speed"), 0, true);
        std::vector<std::string> names;
        int chosen = -1;
        for (float sp : speeds) {
            char label[16];
            std::snprintf(label, sizeof label, "%gx", static_cast<double>(sp));
            if (std::fabs(speed_ - sp) < 0.01f) chosen = static_cast<int>(names.size());
            names.emplace_back(label);
        }
        if (const int i = ui::button_row(names, chosen); i >= 0) speed_ = speeds[i];
        switch (ui::button_row({tr("|< Start"), tr("End >|")})) {
        case 0: step_to(0); break;
        case 1: step_to(s.length()); break;
        default: break;
        }
        // Survival games (no undo) keep what happened: their history is for watching only.
        const bool may_rewind = s.puzzle().allows_undo();
        if (may_rewind) {
            const bool replay = play_.is_replay();
            ImGui::BeginDisabled(!history_may_resume(s, cursor_, replay));
            if (ui::button(replay ? tr("Play on from here") : tr("Resume from here"), ImVec2(-FLT_MIN, 0))) {
                s.seek(cursor_);
                play_.play_on_from_replay();
                play_.session_changed(ctx);
                ctx.scenes->pop();
            }
            ImGui::EndDisabled();
            if (replay)
                ui::wrapped(play_.shell().has_save_of(s)
                                ? tr("A replay is not saved. Playing on makes it your game and replaces your saved one.")
                                : tr("A replay is not saved. Playing on makes it your own game."),
                            true);
        } else {
            ui::wrapped(tr("A survival game: its history can be watched, not changed."), true);
        }
        if (ui::button(tr("Export replay"), ImVec2(-FLT_MIN, 0))) {
            auto path = play_.shell().export_replay(s);
#ifdef __EMSCRIPTEN__
            // The browser's storage has no folders a player knows: say where to find it instead.
            export_message_ = path ? tr("Kept with your replays (level select, Records).") : path.error().message;
#else
            export_message_ = path ? play_.shell().saved_words(*path) : path.error().message;
            export_folder_ = path ? play_.shell().kept_folder(*path) : std::string();
#endif
        }
        saved_line(play_.shell(), export_message_, export_folder_);
        if (may_rewind && !s.branches().empty()) {
            ui::wrapped(tr("Other lines of play (kept when you resumed from the past):"), true);
            for (size_t i = 0; i < s.branches().size(); ++i) {
                const Branch& b = s.branches()[i];
                char label[96];
                std::snprintf(label, sizeof label, "Branch at move %zu (%zu steps)##b%zu", b.at, b.steps.size(), i);
                if (ui::button(label, ImVec2(-FLT_MIN, 0))) {
                    s.switch_branch(i);
                    labels_.clear();  // another line of play: other steps, other mistakes
                    search_mistakes();
                    step_to(std::min(b.at + 1, s.length()));
                    s.seek(cursor_);
                    play_.session_changed(ctx);
                }
            }
        }
        ui::line(tr("Steps"), 0, true);
        const float row_h = ui::kTarget + ImGui::GetStyle().ItemSpacing.y;
        const size_t n = s.length();
        ImGuiListClipper clip;
        clip.Begin(static_cast<int>(n + 1), row_h);
        while (clip.Step()) {
            for (int i = clip.DisplayStart; i < clip.DisplayEnd; ++i) {
                // A chip in the mark's colour before the line; the line says it in words too.
                const StepMark m = mark_at(static_cast<size_t>(i));
                const float chip = ImGui::GetTextLineHeight() * 0.6f;
                const ImVec2 at = ImGui::GetCursorScreenPos();
                if (m != StepMark::None) {
                    const Color col = mark_colour(m, pal);
                    const float y = at.y + (ui::kTarget - chip) * 0.5f;
                    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x, y), ImVec2(at.x + chip, y + chip), IM_COL32(col.r, col.g, col.b, 255),
                                                              m == StepMark::Mistake ? 0.f : chip * 0.5f);
                }
                ImGui::Dummy(ImVec2(chip, ui::kTarget));
                ImGui::SameLine();
                const std::string text = line_of(static_cast<size_t>(i)) + "##" + std::to_string(i);
                if (ui::row(text, static_cast<size_t>(i) == cursor_)) step_to(static_cast<size_t>(i));
            }
        }
        if (scroll_to_cursor_) {
            const float list_top = ImGui::GetCursorPosY() - row_h * static_cast<float>(n + 1);
            ImGui::SetScrollY(list_top + static_cast<float>(cursor_) * row_h - ImGui::GetWindowHeight() * 0.5f);
            scroll_to_cursor_ = false;
        }
        ImGui::End();
    }

    size_t cursor() const { return cursor_; }
    bool searching() const { return search_ != nullptr; }
    const std::vector<StepMark>& marks() const { return marks_; }

private:
    static Color mark_colour(StepMark m, const Palette& pal) {
        switch (m) {
        case StepMark::Hint: return pal.accent;
        case StepMark::Event: return pal.highlight;
        case StepMark::Solve: return pal.good;
        case StepMark::Restart: return pal.text_dim;
        case StepMark::Mistake: return pal.bad;
        case StepMark::None: break;
        }
        return pal.text;
    }
    StepMark mark_at(size_t i) const { return i < marks_.size() ? marks_[i] : StepMark::None; }
    // Asks the game, off the drawing thread, which positions can still be won; the marks show
    // the plain kinds at once and the mistakes when the answer comes. Long games are cut at
    // kSearchSteps positions so the answer stays quick.
    void search_mistakes() {
        const Session& s = play_.session();
        marks_ = history_marks(s, {});
        auto states = positions(s, kSearchSteps);
        winnable_ = std::make_shared<std::vector<std::optional<bool>>>(states.size());
        auto out = winnable_;
        std::shared_ptr<const Puzzle> puzzle = s.puzzle_ptr();
        search_ = std::make_unique<Job>([out, puzzle, states = std::move(states)] {
            for (size_t i = 0; i < states.size(); ++i) {
                if (!job_continue(static_cast<double>(i) / static_cast<double>(states.size()))) return;
                (*out)[i] = puzzle->winnable(*states[i]);
            }
        });
    }
    // A tick under the scrubber for each marked step, where the slider puts that step.
    void timeline_ticks(const Palette& pal) {
        const size_t n = play_.session().length();
        const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
        if (n == 0) return;
        const float grab = ImGui::GetStyle().GrabMinSize, pad = ImGui::GetStyle().FramePadding.x;
        const float x0 = lo.x + pad + grab * 0.5f, x1 = hi.x - pad - grab * 0.5f;
        ImDrawList* dl = ImGui::GetWindowDrawList();
        for (size_t i = 1; i < marks_.size(); ++i) {
            if (marks_[i] == StepMark::None) continue;
            const Color col = mark_colour(marks_[i], pal);
            const float x = x0 + (x1 - x0) * static_cast<float>(i) / static_cast<float>(n);
            dl->AddRectFilled(ImVec2(x - 2.f, hi.y - 5.f), ImVec2(x + 2.f, hi.y), IM_COL32(col.r, col.g, col.b, 255));
        }
    }

    // The timeline's line for position i, named when first shown (moves are named from the
    // position they were played in), so a game of a million steps names only the rows on screen.
    // The step at the cursor in `width`: its name without its number (the line above gives it),
    // and without "hint:" or "solution:" when only the move itself fits.
    std::string bar_name(const Session& s, float width) const {
        if (cursor_ == 0) return tr("Start");
        std::string name = step_name(s, cursor_ - 1);
        const Step& st = s.steps()[cursor_ - 1];
        if (ui::text_width(name) <= width || st.kind == StepKind::Restart) return name;
        return s.puzzle().move_name(*s.state_at(cursor_ - 1), st.move);
    }
    const std::string& line_of(size_t i) {
        const Session& s = play_.session();
        if (labels_.size() != s.length() + 1) labels_.assign(s.length() + 1, std::string());
        i = std::min(i, labels_.size() - 1);
        if (labels_[i].empty()) {
            labels_[i] = i == 0 ? trf("{1}. {2}", 0, tr("Start")) : std::to_string(i) + ". " + step_name(s, i - 1);
            if (mark_at(i) == StepMark::Mistake) labels_[i] = trf("{1} · mistake", labels_[i]);
        }
        return labels_[i];
    }
    // A phone on its side keeps the controls in a column beside the board.
    static bool beside(const Context& ctx) { return wide_landscape(ctx); }
    // Padding, the scrubber and one row of buttons.
    // Two rows of buttons, as tall as their words make them (larger text in a big window).
    static float controls_height() {
        const float row = ImGui::GetCurrentContext() ? std::max(ui::kTarget, ImGui::GetFontSize() + 2 * ImGui::GetStyle().FramePadding.y + 4.f) : ui::kTarget;
        return 8.f + row + 10.f + row + 8.f;
    }
    static Rect controls_rect(const Context& ctx) {
        const float top = top_bar_height(ctx);
        if (beside(ctx)) {
            const float w = std::min(360.f, ctx.size.x * 0.4f);
            return {ctx.size.x - w, top, w, controls_height()};
        }
        return {0, ctx.size.y - controls_height(), ctx.size.x, controls_height()};
    }
    static Rect board_rect(const Context& ctx) {
        const float top = top_bar_height(ctx);
        const Rect c = controls_rect(ctx);
        if (beside(ctx)) return {8.f, top + 6.f, c.x - 16.f, ctx.size.y - top - 12.f};
        return {8.f, top + 6.f, ctx.size.x - 16.f, std::max(40.f, c.y - top - 12.f)};
    }
    void step_to(size_t i) {
        cursor_ = std::min(i, play_.session().length());
        scroll_to_cursor_ = true;
    }
    void forward(Context& ctx) {
        // Reaching the present returns to play (a replay, a document, stays open at its end).
        if (!play_.is_replay() && cursor_ + 1 >= play_.session().length() && play_.session().position() == play_.session().length()) {
            close(ctx);
            return;
        }
        step_to(cursor_ + 1);
    }
    // Back to where the player came from: a game in play, or for a replay opened as a document
    // (a record, a file, a link) the screen it was opened from, not its finished board.
    void close(Context& ctx) {
        ctx.scenes->pop();
        if (play_.is_replay()) ctx.scenes->pop();
    }

    PlayScene& play_;
    size_t cursor_;
    bool playing_ = false;
    bool more_ = false;  // the sheet with speed, resuming, export and the steps
    bool scroll_to_cursor_ = true;
    float speed_ = 1.f, timer_ = 0;
    Rect area_{};
    std::string export_message_;
    std::string export_folder_;  // where the export went, for Open folder
    std::vector<std::string> labels_;
    static constexpr size_t kSearchSteps = 2000;
    std::unique_ptr<Job> search_;  // which positions can still be won, while it runs
    std::shared_ptr<std::vector<std::optional<bool>>> winnable_;
    std::vector<StepMark> marks_;
};

} // namespace

std::vector<std::string> history_labels(const Session& s) {
    std::vector<std::string> out{trf("{1}. {2}", 0, tr("Start"))};
    out.reserve(s.length() + 1);
    const auto names = step_names(s);
    for (size_t i = 0; i < names.size(); ++i) out.push_back(std::to_string(i + 1) + ". " + names[i]);
    return out;
}

bool history_may_resume(const Session& s, size_t cursor, bool replay) {
    if (!s.puzzle().allows_undo()) return false;
    if (!replay && cursor == s.position()) return false;
    return s.puzzle().status(*s.state_at(cursor)) == Status::Playing;
}

std::unique_ptr<Scene> make_history_scene(PlayScene& play) { return std::make_unique<HistoryScene>(play); }
size_t history_cursor(const Scene& history) { return static_cast<const HistoryScene&>(history).cursor(); }
bool history_searching(const Scene& history) { return static_cast<const HistoryScene&>(history).searching(); }
std::vector<StepMark> history_scene_marks(const Scene& history) { return static_cast<const HistoryScene&>(history).marks(); }

std::vector<StepMark> history_marks(const Session& s, const std::vector<bool>& mistake) {
    std::vector<StepMark> out(s.length() + 1, StepMark::None);
    for (size_t i = 0; i < s.length(); ++i) {
        StepMark& m = out[i + 1];
        switch (s.steps()[i].kind) {
        case StepKind::Hint: m = StepMark::Hint; break;
        case StepKind::Event: m = StepMark::Event; break;
        case StepKind::Solve: m = StepMark::Solve; break;
        case StepKind::Restart: m = StepMark::Restart; break;
        case StepKind::Move: break;
        }
        if (i < mistake.size() && mistake[i]) m = StepMark::Mistake;
    }
    return out;
}

} // namespace pz
