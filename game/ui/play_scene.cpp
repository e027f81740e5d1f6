// The play scene: a game's board view under a HUD, with undo/redo, hints, saving and records.
#include <imgui.h>

#include <algorithm>

#include "game/core/i18n.h"
#include "game/core/registry.h"
#include "game/ui/scenes.h"

namespace pz {

// Two lines of text (title, status) and padding: taller when the player chose larger text.
float top_bar_height(const Context& ctx) { return std::max(60.f, 40.f * ctx.text_scale + 16.f) * ctx.ui_scale; }

void push_top_bar_padding() {
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 6));
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8, 10));
}

void top_bar_lines(const std::string& title, const std::string& status) {
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 0));
    ImGui::BeginGroup();
    ImGui::TextUnformatted(title.c_str());
    ImGui::TextDisabled("%s", status.c_str());
    ImGui::EndGroup();
    ImGui::PopStyleVar();
}

PlayScene::PlayScene(Shell& shell, std::shared_ptr<Session> session, PlayOrigin origin, std::unique_ptr<BoardView> view)
    : shell_(shell), mid_(std::move(session), std::move(origin), shell), view_(std::move(view)) {
    view_->set_options(view_options());
    // What the puzzle itself needs said (an imported board with no solution, or several), once
    // as it opens; a replay is someone's game already played, so it is left unsaid there.
    if (const std::string n = mid_.session().puzzle().notice(); !n.empty() && !mid_.is_replay()) say(n, 8.f);
}

Rect PlayScene::board_area(const Context& ctx) const {
    const float top = top_bar_height(ctx);
    const bool narrow = ctx.size.x < 640.f;
    float bottom = narrow ? 72.f * ctx.ui_scale : 12.f;
    if (view_->panel_height() > 0) bottom += view_->panel_height() + 6.f;
    return {8.f, top + 6.f, ctx.size.x - 16.f, std::max(40.f, ctx.size.y - top - bottom - 12.f)};
}

void PlayScene::say(std::string text, float seconds, std::vector<std::string> cells) {
    message_ = std::move(text);
    message_left_ = seconds;
    message_cells_ = std::move(cells);
}

ViewOptions PlayScene::view_options() const {
    const Settings& set = shell_.settings();
    ViewOptions o;
    o.left_handed = set.left_handed;
    if (const GameType* g = find_game(mid_.session().puzzle().game()))
        for (const GameOption& opt : g->options()) o.game[opt.key] = set.game_option(g->id(), opt);
    return o;
}

void PlayScene::show_change(const Change& change, const std::string& move, Context& ctx) {
    if (change.before) view_->on_move(*change.before, *change.after, move, *ctx.audio);
    if (shell_.settings().reduced_motion) view_->update(kEndAnimations);  // every tween at its end
    if (change.finished) {
        const bool won = change.status == Status::Won;
        ctx.audio->play(won ? Sound::Win : Sound::Lose);
        say(won ? (session().revealed() ? tr("Solution shown") : tr("Solved!")) : tr("Game over"), 4.f);
    }
}

void PlayScene::refuse(const Error& why, Context& ctx) {
    ctx.audio->play(Sound::Invalid);
    say(why.message, 4.f);
}

bool PlayScene::play(const std::string& move, Context& ctx, StepKind kind) {
    auto r = mid_.play(move, kind);
    if (!r) {
        refuse(r.error(), ctx);
        return false;
    }
    show_change(*r, move, ctx);
    return true;
}

void PlayScene::session_changed(Context& ctx) {
    mid_.moved();
    (void)ctx;
}

void PlayScene::undo(Context& ctx) {
    if (!session().puzzle().allows_undo()) {
        refuse(fail(tr("No undo in this mode: it is a survival game")), ctx);
        return;
    }
    if (mid_.undo()) ctx.audio->play(Sound::Tap, 0.8f);
}

void PlayScene::redo(Context& ctx) {
    if (mid_.redo()) ctx.audio->play(Sound::Tap, 1.2f);
}

std::string hint_text(const Hint& h, int step) {
    switch (step) {
    case 1: return h.nudge;
    case 2: return h.reason;
    default:
        return trf("The move: {1}. Play it, or make it yourself.", h.move_name.empty() ? h.move : h.move_name);
    }
}

std::string hint_button_label(const Session& s) {
    const Hint* h = s.shown_hint();
    const int step = s.hint_step();
    if (!h || step == 0) return tr("Hint");
    if (step >= 3) return tr("Play it");
    return step == 1 && !h->reason.empty() ? tr("Why?") : tr("Show");
}

void PlayScene::show_hint(Context& ctx) {
    if (session().shown_hint() && session().hint_step() >= 3) {  // the move was shown: play it
        const std::string move = session().shown_hint()->move;
        auto r = mid_.play_hint();
        if (!r) refuse(r.error(), ctx);
        else show_change(*r, move, ctx);
        return;
    }
    auto h = mid_.show_hint();
    if (!h) {
        refuse(h.error(), ctx);
        return;
    }
    const int step = session().hint_step();
    ctx.audio->play(Sound::Tap, 1.f + 0.15f * static_cast<float>(step));
    // The toast keeps off the cells it talks about: the nudge's, and at step 3 the move's too.
    std::vector<std::string> cells = h->cells;
    if (step >= 3)
        for (auto& c : session().puzzle().move_cells(session().state(), h->move)) cells.push_back(std::move(c));
    say(capitalised(hint_text(*h, step)), 8.f, std::move(cells));
}

void PlayScene::restart(Context& ctx) {
    auto r = mid_.restart();
    if (!r) refuse(r.error(), ctx);
    else show_change(*r, "restart", ctx);
}

void PlayScene::solve(Context& ctx) {
    auto r = mid_.solve();
    if (!r) refuse(r.error(), ctx);
    else show_change(*r, "", ctx);
}

void PlayScene::open_pause(Context& ctx) { ctx.scenes->push(make_pause_scene(*this)); }
void PlayScene::open_history(Context& ctx) { ctx.scenes->push(make_history_scene(*this)); }

bool PlayScene::handle(const Gesture& g, Context& ctx) {
    if (g.kind == Gesture::Kind::Key) {
        switch (g.action) {
        case Action::Undo: undo(ctx); return true;
        case Action::Redo: redo(ctx); return true;
        case Action::Hint: show_hint(ctx); return true;
        case Action::Back:
        case Action::Menu: open_pause(ctx); return true;
        case Action::History: open_history(ctx); return true;
        case Action::Restart: restart(ctx); return true;
        default: break;
        }
    }
    if (session().status() != Status::Playing) {
        if (g.kind == Gesture::Kind::LongPress) open_history(ctx);
        return true;
    }
    if (zoom_.handle(g)) return true;  // pinches, a double tap on small cells, pans
    Interpretation in = view_->interpret(session().state(), g);
    if (g.kind == Gesture::Kind::Tap) zoom_.tapped(in.kind == Interpretation::Kind::Move);
    const bool picks = g.kind == Gesture::Kind::Tap || g.kind == Gesture::Kind::Key || g.kind == Gesture::Kind::Text;
    if (picks && (in.kind == Interpretation::Kind::Move || in.kind == Interpretation::Kind::UiOnly)) zoom_.keep_in_view(view_->focus_rect());
    switch (in.kind) {
    case Interpretation::Kind::Move: play(in.move, ctx); return true;
    case Interpretation::Kind::Invalid: {
        // The rules say why, in one line, when the view knows which move was meant.
        std::string why = tr("That move is not allowed");
        if (!in.move.empty())
            if (auto r = session().puzzle().apply(session().state(), in.move); !r) why = capitalised(r.error().message);
        ctx.audio->play(Sound::Invalid);
        say(why, 3.f);
        return true;
    }
    case Interpretation::Kind::UiOnly: return true;
    case Interpretation::Kind::None:
        if (zoom_.pan_from(g)) return true;  // a drag off a piece moves a zoomed board
        if (g.kind == Gesture::Kind::LongPress && board_area(ctx).contains(g.pos)) {
            open_history(ctx);
            return true;
        }
        return false;
    }
    return false;
}

void PlayScene::update(float dt, Context& ctx) {
    (void)ctx;
    mid_.tick(dt);
    if (message_left_ > 0) message_left_ -= dt;
    view_->update(dt);
}

void PlayScene::draw(Canvas& c, Context& ctx) {
    const Palette& pal = shell_.palette();
    c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
    Rect area = board_area(ctx);
    zoom_.lay_out(*view_, area, !(area == last_area_));  // at fit, then as zoomed
    last_area_ = area;
    std::string_view last;
    if (session().position() > 0) last = session().steps()[session().position() - 1].move;
    DrawInfo info{pal, ctx.time, last, session().shown_hint(), false, session().status()};
    info.hint_step = session().hint_step();
    info.text_scale = ctx.text_scale;
    info.still = shell_.settings().reduced_motion;
    c.set_clip(zoom_.clip());
    view_->draw(c, session().state(), info);
    c.set_clip({});
}

namespace {
constexpr ImGuiWindowFlags kBar = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                  ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar;
bool narrow_screen(const Context& ctx) { return ctx.size.x < 640.f; }
float action_bar_height(const Context& ctx) { return narrow_screen(ctx) ? 72.f * ctx.ui_scale : 0.f; }
} // namespace

std::string PlayScene::status_line() const {
    std::string hud = session().puzzle().hud(session().state());
    if (hud.empty()) hud = trf("Moves {1}", session().moves_made());
    if (shell_.settings().show_timer) hud += "   " + clock_text(mid_.clock_ms());
    return hud;
}

// Equal-width buttons with little side padding, so the labels fit a 360 px wide phone.
void PlayScene::action_buttons(Context& ctx, float w) {
    ImGui::BeginDisabled(!session().can_undo());
    if (ImGui::Button(tr("Undo"), ImVec2(w, 0))) undo(ctx);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!session().can_redo());
    if (ImGui::Button(tr("Redo"), ImVec2(w, 0))) redo(ctx);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(session().status() != Status::Playing);
    if (ImGui::Button(hint_button_label(session()).c_str(), ImVec2(w, 0))) show_hint(ctx);
    ImGui::EndDisabled();
}

// The bar across the top: Menu, the game and level, its status; on wide screens the actions too.
void PlayScene::top_bar(Context& ctx) {
    const bool narrow = narrow_screen(ctx), left_handed = shell_.settings().left_handed;
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(ctx.size.x, top_bar_height(ctx)));
    ImGui::Begin("##hud", nullptr, kBar);
    if (!left_handed || !narrow) {
        if (ImGui::Button(tr("Menu"))) open_pause(ctx);
        ImGui::SameLine();
    }
    const GameType* g = find_game(session().puzzle().game());
    std::string title = g ? std::string(tr(g->title())) : std::string(session().puzzle().game());
    if (!mid_.origin().label.empty()) title = trf("{1} - {2}", title, mid_.origin().label);
    top_bar_lines(title, status_line());
    if (!narrow) {
        ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 10.f, ctx.size.x - 400.f));
        action_buttons(ctx, 80.f);
        ImGui::SameLine();
        if (ImGui::Button(tr("History"))) open_history(ctx);
    } else if (left_handed) {
        ImGui::SameLine(ctx.size.x - 80.f * ctx.ui_scale);
        if (ImGui::Button(tr("Menu"))) open_pause(ctx);
    }
    ImGui::End();
}

// On phones the actions sit in a bar at the bottom, under the thumb (mirrored for left hands).
void PlayScene::action_bar(Context& ctx) {
    const float h = action_bar_height(ctx);
    ImGui::SetNextWindowPos(ImVec2(0, ctx.size.y - h));
    ImGui::SetNextWindowSize(ImVec2(ctx.size.x, h));
    ImGui::Begin("##actions", nullptr, kBar);
    const float w = (ImGui::GetContentRegionAvail().x - 3 * ImGui::GetStyle().ItemSpacing.x) / 4.f;
    if (shell_.settings().left_handed) {
        if (ImGui::Button(tr("History"), ImVec2(w, 0))) open_history(ctx);
        ImGui::SameLine();
        action_buttons(ctx, w);
    } else {
        action_buttons(ctx, w);
        ImGui::SameLine();
        if (ImGui::Button(tr("History"), ImVec2(w, 0))) open_history(ctx);
    }
    ImGui::End();
}

void PlayScene::toast(Context& ctx) {
    if (message_left_ <= 0 || message_.empty()) return;
    // Above the action bar, unless that would cover the cells the message is about: then under
    // the top bar (whichever covers less of them).
    const float above = narrow_screen(ctx) ? action_bar_height(ctx) + 12.f * ctx.ui_scale : 24.f;
    const float bottom = ctx.size.y - above, top = top_bar_height(ctx) + 6.f;
    // This message's own height (not the last one's: a longer reason may need the other place).
    const float wrap = std::min(ctx.size.x - 40.f, 520.f);
    const ImVec2 pad = ImGui::GetStyle().WindowPadding;
    const float h = ImGui::CalcTextSize(message_.c_str(), nullptr, false, wrap - pad.x).y + 2.f * pad.y + 2.f;
    bool at_top = false;
    if (!message_cells_.empty()) {
        const Rect cells = view_->labelled_area(message_cells_);
        auto covered = [&](float y0, float y1) { return std::max(0.f, std::min(y1, cells.y + cells.h) - std::max(y0, cells.y)); };
        if (cells.h > 0) at_top = covered(bottom - h, bottom) > covered(top, top + h);
    }
    ImGui::SetNextWindowPos(ImVec2(ctx.size.x * 0.5f, at_top ? top : bottom), 0, ImVec2(0.5f, at_top ? 0.f : 1.f));
    ImGui::SetNextWindowBgAlpha(0.85f);
    ImGui::Begin("##toast", nullptr, kBar | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs);
    // Wrapped to fit a 360 px phone with the window's padding.
    ImGui::PushTextWrapPos(wrap);
    ImGui::TextUnformatted(message_.c_str());
    ImGui::PopTextWrapPos();
    toast_ = {ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowSize().x, ImGui::GetWindowSize().y};
    ImGui::End();
}

void PlayScene::end_of_game(Context& ctx) {
    ImGui::SetNextWindowPos(ImVec2(ctx.size.x * 0.5f, ctx.size.y * 0.5f), 0, ImVec2(0.5f, 0.5f));
    ImGui::Begin("##over", nullptr, kBar | ImGuiWindowFlags_AlwaysAutoResize);
    const bool won = session().status() == Status::Won;
    const bool revealed = won && session().revealed();
    ImGui::Text("%s", revealed ? tr("Solution shown") : won ? tr("Solved!") : tr("Game over"));
    if (revealed) ImGui::TextDisabled("%s", tr("Not counted as solved: try it yourself with Play again"));
    ImGui::Text("%s", status_line().c_str());
    if (const std::string& sum = end_summary(); !sum.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::min(ctx.size.x - 60.f, 320.f));
        ImGui::TextDisabled("%s", sum.c_str());
        ImGui::PopTextWrapPos();
    }
    const GameType* g = find_game(session().puzzle().game());
    if (won && !revealed && mid_.origin().mode == "pack" && g) {
        if (ImGui::Button(tr("Next level"), ImVec2(220, 0))) {
            auto next = shell_.play_level(*g, mid_.origin().pack, mid_.origin().index + 1);
            if (next) ctx.scenes->replace_top(std::move(*next));
            else ctx.scenes->replace_top(shell_.levels(*g));
        }
    }
    if (ImGui::Button(tr("Play again"), ImVec2(220, 0))) restart(ctx);
    if (ImGui::Button(tr("Watch history"), ImVec2(220, 0))) open_history(ctx);
    if (ImGui::Button(tr("Menu"), ImVec2(220, 0))) ctx.scenes->pop();
    ImGui::End();
}

const std::string& PlayScene::end_summary() {
    if (session().status() == Status::Playing) {
        summary_.clear();
        summary_of_ = 0;
        return summary_;
    }
    const uint64_t d = digest(session().state()) | 1;  // never 0, which means "none yet"
    if (d != summary_of_) {
        summary_ = session().puzzle().summary(session().state());
        summary_of_ = d;
    }
    return summary_;
}

void PlayScene::gui(Context& ctx) {
    push_top_bar_padding();
    top_bar(ctx);
    if (narrow_screen(ctx)) action_bar(ctx);
    ImGui::PopStyleVar(2);
    toast(ctx);
    if (session().status() != Status::Playing) end_of_game(ctx);
    // The game's own panel (Sweet Spots' tools, Fling!'s designer) sits above the action bar.
    if (const float ph = view_->panel_height(); ph > 0) {
        const bool narrow = narrow_screen(ctx);
        const float w = std::min(ctx.size.x, 720.f);
        ImGui::SetNextWindowPos(ImVec2((ctx.size.x - w) * 0.5f, ctx.size.y - action_bar_height(ctx) - ph - (narrow ? 0.f : 8.f)));
        ImGui::SetNextWindowSize(ImVec2(w, ph));
    }
    view_->gui(mid_);
}

double PlayScene::next_change_in(const Context& ctx) const {
    (void)ctx;
    if (view_->animating()) return 0;
    double next = kStill;
    if (message_left_ > 0) next = message_left_;  // the toast goes
    if (shell_.settings().show_timer && session().status() == Status::Playing) {
        const int64_t ms = mid_.clock_ms();
        next = std::min(next, static_cast<double>(1000 - ms % 1000) / 1000.0);  // the clock's next second
    }
    return next;
}

void PlayScene::on_exit(Context& ctx) {
    (void)ctx;
    mid_.leave();
}

void PlayScene::on_resume(Context& ctx) {
    last_area_ = {};
    shell_.apply_settings(ctx);
    view_->set_options(view_options());
}

} // namespace pz
