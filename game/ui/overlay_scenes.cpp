// Overlays on a game in play: the pause menu and the history view (timeline, stepping,
// auto-play, resume from a past position, branches).
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/job.h"
#include "game/core/record.h"
#include "game/core/replay_link.h"
#include "game/core/text.h"
#include "game/ui/scenes.h"
#include "game/ui/share.h"

namespace pz {

namespace {

constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;

class MessageScene : public Scene {
public:
    MessageScene(std::string title, std::string text) : title_(std::move(title)), text_(std::move(text)) {}
    std::string name() const override { return "message"; }
    bool full_screen() const override { return false; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Confirm)) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 140}); }
    void gui(Context& ctx) override {
        const float w = std::min(ctx.size.x - 40.f, 420.f);
        ImGui::SetNextWindowPos(ImVec2(ctx.size.x * 0.5f, ctx.size.y * 0.5f), 0, ImVec2(0.5f, 0.5f));
        ImGui::SetNextWindowSize(ImVec2(w, 0));
        ImGui::Begin("##message", nullptr, kPanel | ImGuiWindowFlags_AlwaysAutoResize);
        ImGui::TextUnformatted(title_.c_str());
        ImGui::Separator();
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(text_.c_str());
        ImGui::PopTextWrapPos();
        if (ImGui::Button(tr("OK"), ImVec2(-1, 0))) ctx.scenes->pop();
        ImGui::End();
    }

private:
    std::string title_, text_;
};

class PauseScene : public Scene {
public:
    explicit PauseScene(PlayScene& play) : play_(play) {}
    std::string name() const override { return "pause"; }
    bool full_screen() const override { return false; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Menu)) ctx.scenes->pop();
        return true;  // the board underneath gets nothing while paused
    }
    void draw(Canvas& c, Context& ctx) override {
        c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 140});
    }
    void gui(Context& ctx) override {
        const float w = std::min(ctx.size.x - 40.f, 320.f);
        ImGui::SetNextWindowPos(ImVec2(ctx.size.x * 0.5f, ctx.size.y * 0.5f), 0, ImVec2(0.5f, 0.5f));
        ImGui::SetNextWindowSize(ImVec2(w, 0));
        ImGui::Begin("Paused", nullptr, kPanel | ImGuiWindowFlags_AlwaysAutoResize);
        ImGui::TextUnformatted(tr("Paused"));
        ImGui::Separator();
        const float bw = w - 2 * ImGui::GetStyle().WindowPadding.x;
        Session& s = play_.session();
        const bool playing = s.status() == Status::Playing;
        if (ImGui::Button(tr("Resume"), ImVec2(bw, 0))) ctx.scenes->pop();
        ImGui::BeginDisabled(!s.can_undo());
        if (ImGui::Button(tr("Undo"), ImVec2(bw * 0.5f - 5, 0))) play_.undo(ctx);
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(!s.can_redo());
        if (ImGui::Button(tr("Redo"), ImVec2(bw * 0.5f - 5, 0))) play_.redo(ctx);
        ImGui::EndDisabled();
        ImGui::BeginDisabled(!playing);
        if (ImGui::Button(tr("Hint"), ImVec2(bw, 0))) {
            ctx.scenes->pop();
            play_.show_hint(ctx);
        }
        if (ImGui::Button(tr("Show solution"), ImVec2(bw, 0))) {
            ctx.scenes->pop();
            play_.solve(ctx);
        }
        ImGui::EndDisabled();
        if (ImGui::Button(tr("Restart"), ImVec2(bw, 0))) {
            ctx.scenes->pop();
            play_.restart(ctx);
        }
        if (ImGui::Button(tr("History"), ImVec2(bw, 0))) {
            ctx.scenes->pop();
            play_.open_history(ctx);
        }
        if (const char* tool = play_.view().tool_label(); tool && ImGui::Button(tool, ImVec2(bw, 0))) {
            ctx.scenes->pop();
            play_.view().open_tool();
        }
        if (ImGui::Button(tr("Share"), ImVec2(bw, 0))) {
            const Puzzle& p = s.puzzle();
            ctx.scenes->pop();  // the sheet takes the pause menu's place; closing it returns to the game
            const std::string replay = s.steps().empty() ? std::string() : pack_replay(record_of(s));
            ctx.scenes->push(make_share_scene(play_.shell(), std::string(p.game()) + ":" + p.params() + ":" + p.description(), seed_id(), replay));
        }
        if (ImGui::Button(tr("Settings"), ImVec2(bw, 0))) ctx.scenes->push(play_.shell().settings_scene());
        if (ImGui::Button(tr("Quit to menu"), ImVec2(bw, 0))) {
            ctx.scenes->pop();  // this overlay
            ctx.scenes->pop();  // the game (saved on exit)
        }
        ImGui::End();
    }

private:
    // The shorter "game:params#seed" form when the puzzle came from a seed: a seed ID opened as
    // such (its origin label), or an endless game ("Endless #42").
    std::string seed_id() const {
        const PlayOrigin& o = play_.origin();
        const Puzzle& p = play_.session().puzzle();
        if (auto id = parse_game_id(o.label); id && id->seed && id->game == p.game()) return id->text();
        const size_t hash = o.label.rfind('#');
        if (o.mode != "endless" || hash == std::string::npos || hash + 1 == o.label.size()) return {};
        const std::string digits = o.label.substr(hash + 1);
        if (digits.find_first_not_of("0123456789") != std::string::npos) return {};
        return std::string(p.game()) + ":" + p.params() + "#" + digits;
    }
    PlayScene& play_;
};

// Steps through the session's history without disturbing it until "Resume from here".
class HistoryScene : public Scene {
public:
    explicit HistoryScene(PlayScene& play) : play_(play), cursor_(play.is_replay() ? 0 : play.session().position()) {
        // A replay opens at its start, to be watched from there; entered from play, the previous
        // move shows first (the original's back-in-time gesture).
        if (!play.is_replay() && cursor_ > 0 && cursor_ == play.session().length()) step_to(cursor_ - 1);
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
        const float top = top_bar_height(ctx);
        const float bottom = panel_height(ctx);
        Rect area{8.f, top + 6.f, ctx.size.x - 16.f, std::max(40.f, ctx.size.y - top - bottom - 12.f)};
        if (!(area == area_)) {
            play_.view().layout(area);
            area_ = area;
        }
        // At full contrast, with the piece the step at the cursor moved (and its path) marked.
        StatePtr st = s.state_at(cursor_);
        StatePtr before = cursor_ > 0 ? s.state_at(cursor_ - 1) : nullptr;
        std::string_view last;
        if (cursor_ > 0) last = s.steps()[cursor_ - 1].move;
        DrawInfo info{pal, ctx.time, last, nullptr, true, s.puzzle().status(*st)};
        info.before = before.get();
        info.text_scale = ctx.text_scale;
        info.still = play_.shell().settings().reduced_motion;
        play_.view().draw(c, *st, info);
    }

    void gui(Context& ctx) override {
        Session& s = play_.session();
        push_top_bar_padding();
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(ImVec2(ctx.size.x, top_bar_height(ctx)));
        ImGui::Begin("##histtop", nullptr, kPanel | ImGuiWindowFlags_NoScrollbar);
        if (ImGui::Button(tr("Back"))) close(ctx);
        ImGui::SameLine();
        top_bar_lines(trf("History: move {1} of {2}", cursor_, s.length()), line_of(cursor_));
        ImGui::End();
        ImGui::PopStyleVar(2);

        const float h = panel_height(ctx);
        ImGui::SetNextWindowPos(ImVec2(0, ctx.size.y - h));
        ImGui::SetNextWindowSize(ImVec2(ctx.size.x, h));
        ImGui::Begin("##histpanel", nullptr, kPanel);
        int pos = static_cast<int>(cursor_);
        ImGui::SetNextItemWidth(-1);
        if (ImGui::SliderInt("##scrub", &pos, 0, static_cast<int>(s.length()), "%d")) step_to(static_cast<size_t>(pos));
        const Palette& pal = play_.shell().palette();
        timeline_ticks(pal);
        const float bw = (ImGui::GetContentRegionAvail().x - 4 * ImGui::GetStyle().ItemSpacing.x) / 5.f;
        if (ImGui::Button("|<", ImVec2(bw, 0))) step_to(0);
        ImGui::SameLine();
        if (ImGui::Button("<", ImVec2(bw, 0))) step_to(cursor_ > 0 ? cursor_ - 1 : 0);
        ImGui::SameLine();
        if (ImGui::Button(playing_ ? tr("Pause") : tr("Play"), ImVec2(bw, 0))) playing_ = !playing_;
        ImGui::SameLine();
        if (ImGui::Button(">", ImVec2(bw, 0))) step_to(std::min(cursor_ + 1, s.length()));
        ImGui::SameLine();
        if (ImGui::Button(">|", ImVec2(bw, 0))) step_to(s.length());
        static const float speeds[] = {0.5f, 1.f, 2.f, 4.f, 8.f};
        ImGui::TextUnformatted(tr("Speed"));
        for (float sp : speeds) {
            ImGui::SameLine();
            char label[16];
            std::snprintf(label, sizeof label, "%gx", static_cast<double>(sp));
            const bool active = std::fabs(speed_ - sp) < 0.01f;
            if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
            if (ImGui::Button(label)) speed_ = sp;
            if (active) ImGui::PopStyleColor();
        }
        // Survival games (no undo) keep what happened: their history is for watching only.
        const bool may_rewind = s.puzzle().allows_undo();
        if (may_rewind) {
            const bool replay = play_.is_replay();
            ImGui::BeginDisabled(!history_may_resume(s, cursor_, replay));
            if (ImGui::Button(replay ? tr("Play on from here") : tr("Resume from here"), ImVec2(-1, 0))) {
                s.seek(cursor_);
                play_.play_on_from_replay();
                play_.session_changed(ctx);
                ctx.scenes->pop();
            }
            ImGui::EndDisabled();
            if (replay) {
                ImGui::PushTextWrapPos(0);
                ImGui::TextDisabled("%s", file_exists(play_.shell().autosave_path(s.puzzle().game()))
                                              ? tr("A replay is not saved. Playing on makes it your game and replaces your saved one.")
                                              : tr("A replay is not saved. Playing on makes it your own game."));
                ImGui::PopTextWrapPos();
            }
        } else {
            ImGui::PushTextWrapPos(0);
            ImGui::TextDisabled("%s", tr("A survival game: its history can be watched, not changed."));
            ImGui::PopTextWrapPos();
        }
        if (ImGui::Button(tr("Export replay"), ImVec2(-1, 0))) {
            auto path = play_.shell().export_replay(s);
            export_message_ = path ? trf("Saved {1}", *path) : path.error().message;
        }
        if (!export_message_.empty()) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextDisabled("%s", export_message_.c_str());
            ImGui::PopTextWrapPos();
        }
        if (may_rewind && !s.branches().empty()) {
            ImGui::TextDisabled("%s", tr("Other lines of play (kept when you resumed from the past):"));
            for (size_t i = 0; i < s.branches().size(); ++i) {
                const Branch& b = s.branches()[i];
                const std::string label =
                    trn("Branch at move {2} ({1} steps)", "Branch at move {2} ({1} steps)", static_cast<int64_t>(b.steps.size()), b.at) +
                    "##b" + std::to_string(i);
                if (ImGui::Button(label.c_str(), ImVec2(-1, 0))) {
                    s.switch_branch(i);
                    labels_.clear();  // another line of play: other steps, other mistakes
                    search_mistakes();
                    step_to(std::min(b.at + 1, s.length()));
                    s.seek(cursor_);
                    play_.session_changed(ctx);
                }
            }
        }
        ImGui::BeginChild("##steps", ImVec2(0, 0), true);
        const size_t n = s.length();
        ImGuiListClipper clip;
        clip.Begin(static_cast<int>(n + 1));
        while (clip.Step()) {
            for (int i = clip.DisplayStart; i < clip.DisplayEnd; ++i) {
                // A chip in the mark's colour before the line; the line says it in words too.
                const StepMark m = mark_at(static_cast<size_t>(i));
                const float chip = ImGui::GetTextLineHeight() * 0.6f;
                const ImVec2 at = ImGui::GetCursorScreenPos();
                if (m != StepMark::None) {
                    const Color col = mark_colour(m, pal);
                    const float y = at.y + (ImGui::GetTextLineHeight() - chip) * 0.5f;
                    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x, y), ImVec2(at.x + chip, y + chip), IM_COL32(col.r, col.g, col.b, 255),
                                                              m == StepMark::Mistake ? 0.f : chip * 0.5f);
                }
                ImGui::Dummy(ImVec2(chip, ImGui::GetTextLineHeight()));
                ImGui::SameLine();
                const std::string text = line_of(static_cast<size_t>(i)) + "##" + std::to_string(i);
                if (ImGui::Selectable(text.c_str(), static_cast<size_t>(i) == cursor_)) step_to(static_cast<size_t>(i));
            }
        }
        if (scroll_to_cursor_) {
            ImGui::SetScrollY(static_cast<float>(cursor_) * ImGui::GetTextLineHeightWithSpacing() -
                              ImGui::GetWindowHeight() * 0.5f);
            scroll_to_cursor_ = false;
        }
        ImGui::EndChild();
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
        auto states = positions(s);
        if (states.size() > kSearchSteps) states.resize(kSearchSteps);
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

    // The timeline's line for position i, worked out once for the whole history (moves are
    // named from the position they were played in).
    const std::string& line_of(size_t i) {
        const Session& s = play_.session();
        if (labels_.size() != s.length() + 1) {
            labels_ = history_labels(s);
            for (size_t k = 0; k < labels_.size() && k < marks_.size(); ++k)
                if (marks_[k] == StepMark::Mistake) labels_[k] = trf("{1} - mistake", labels_[k]);
        }
        return labels_[std::min(i, labels_.size() - 1)];
    }
    float panel_height(const Context& ctx) const { return std::min(ctx.size.y * 0.42f, 330.f * ctx.ui_scale); }
    void step_to(size_t i) {
        cursor_ = std::min(i, play_.session().length());
        scroll_to_cursor_ = true;
    }
    void forward(Context& ctx) {
        // Reaching the present returns to play.
        if (cursor_ + 1 >= play_.session().length() && play_.session().position() == play_.session().length()) {
            close(ctx);
            return;
        }
        step_to(cursor_ + 1);
    }
    void close(Context& ctx) { ctx.scenes->pop(); }

    PlayScene& play_;
    size_t cursor_;
    bool playing_ = false;
    bool scroll_to_cursor_ = true;
    float speed_ = 1.f, timer_ = 0;
    Rect area_{};
    std::string export_message_;
    std::vector<std::string> labels_;
    static constexpr size_t kSearchSteps = 2000;
    std::unique_ptr<Job> search_;  // which positions can still be won, while it runs
    std::shared_ptr<std::vector<std::optional<bool>>> winnable_;
    std::vector<StepMark> marks_;
};

} // namespace

std::vector<std::string> history_labels(const Session& s) {
    std::vector<std::string> out{trf("{1}. {2}", 0, tr("Start"))};
    const auto names = step_names(s);
    for (size_t i = 0; i < names.size(); ++i) out.push_back(std::to_string(i + 1) + ". " + names[i]);
    return out;
}

bool history_may_resume(const Session& s, size_t cursor, bool replay) {
    if (!s.puzzle().allows_undo()) return false;
    if (!replay && cursor == s.position()) return false;
    return s.puzzle().status(*s.state_at(cursor)) == Status::Playing;
}

std::unique_ptr<Scene> make_pause_scene(PlayScene& play) { return std::make_unique<PauseScene>(play); }
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

std::unique_ptr<Scene> make_message_scene(std::string title, std::string text) {
    return std::make_unique<MessageScene>(std::move(title), std::move(text));
}

} // namespace pz
