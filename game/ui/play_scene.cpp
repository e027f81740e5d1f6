// The play scene: a game's board view under a HUD, with undo/redo, hints, saving and records.
#include <imgui.h>

#include <algorithm>

#include "game/core/registry.h"
#include "game/ui/scenes.h"

namespace pz {

float top_bar_height(const Context& ctx) { return 60.f * ctx.ui_scale; }

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
}

Rect PlayScene::board_area(const Context& ctx) const {
    const float top = top_bar_height(ctx);
    const bool narrow = ctx.size.x < 640.f;
    float bottom = narrow ? 72.f * ctx.ui_scale : 12.f;
    if (view_->panel_height() > 0) bottom += view_->panel_height() + 6.f;
    return {8.f, top + 6.f, ctx.size.x - 16.f, std::max(40.f, ctx.size.y - top - bottom - 12.f)};
}

void PlayScene::say(std::string text, float seconds) {
    message_ = std::move(text);
    message_left_ = seconds;
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
    if (change.finished) {
        const bool won = change.status == Status::Won;
        ctx.audio->play(won ? Sound::Win : Sound::Lose);
        say(won ? (session().revealed() ? "Solution shown" : "Solved!") : "Game over", 4.f);
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
        refuse(fail("No undo in this mode: it is a survival game"), ctx);
        return;
    }
    if (mid_.undo()) ctx.audio->play(Sound::Tap, 0.8f);
}

void PlayScene::redo(Context& ctx) {
    if (mid_.redo()) ctx.audio->play(Sound::Tap, 1.2f);
}

void PlayScene::show_hint(Context& ctx) {
    if (const Hint* shown = session().shown_hint()) {  // asked twice: play it
        const std::string move = shown->move;
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
    say(h->reason.empty() ? "Try the highlighted move (Hint again plays it)" : h->reason, 5.f);
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
    Interpretation in = view_->interpret(session().state(), g);
    switch (in.kind) {
    case Interpretation::Kind::Move: play(in.move, ctx); return true;
    case Interpretation::Kind::Invalid:
        ctx.audio->play(Sound::Invalid);
        say("That move is not allowed");
        return true;
    case Interpretation::Kind::UiOnly: return true;
    case Interpretation::Kind::None:
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
    const Palette& pal = palette(shell_.settings().colour_blind);
    c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
    Rect area = board_area(ctx);
    if (!(area == last_area_)) {
        view_->layout(area);
        last_area_ = area;
    }
    std::string_view last;
    if (session().position() > 0) last = session().steps()[session().position() - 1].move;
    DrawInfo info{pal, ctx.time, last, session().shown_hint(), false, session().status()};
    view_->draw(c, session().state(), info);
}

void PlayScene::gui(Context& ctx) {
    const float s = ctx.ui_scale;
    const bool narrow = ctx.size.x < 640.f;
    const bool left_handed = shell_.settings().left_handed;
    const ImGuiWindowFlags bar = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoScrollbar;
    const GameType* g = find_game(session().puzzle().game());
    const bool can_undo = session().can_undo();
    const bool can_redo = session().can_redo();
    const bool playing = session().status() == Status::Playing;

    // Equal-width buttons with little side padding, so the labels fit a 360 px wide phone.
    auto action_buttons = [&](float w) {
        ImGui::BeginDisabled(!can_undo);
        if (ImGui::Button("Undo", ImVec2(w, 0))) undo(ctx);
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(!can_redo);
        if (ImGui::Button("Redo", ImVec2(w, 0))) redo(ctx);
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(!playing);
        if (ImGui::Button(session().shown_hint() ? "Play it" : "Hint", ImVec2(w, 0))) show_hint(ctx);
        ImGui::EndDisabled();
    };

    push_top_bar_padding();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(ctx.size.x, top_bar_height(ctx)));
    ImGui::Begin("##hud", nullptr, bar);
    if (!left_handed || !narrow) {
        if (ImGui::Button("Menu")) open_pause(ctx);
        ImGui::SameLine();
    }
    std::string title = g ? std::string(g->title()) : std::string(session().puzzle().game());
    if (!mid_.origin().label.empty()) title += " - " + mid_.origin().label;
    std::string hud = session().puzzle().hud(session().state());
    if (hud.empty()) hud = "Moves " + std::to_string(session().moves_made());
    if (shell_.settings().show_timer) hud += "   " + clock_text(mid_.clock_ms());
    top_bar_lines(title, hud);
    if (!narrow) {
        ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 10.f, ctx.size.x - 400.f));
        action_buttons(80.f);
        ImGui::SameLine();
        if (ImGui::Button("History")) open_history(ctx);
    } else if (left_handed) {
        ImGui::SameLine(ctx.size.x - 80.f * s);
        if (ImGui::Button("Menu")) open_pause(ctx);
    }
    ImGui::End();

    if (narrow) {
        const float h = 72.f * s;
        ImGui::SetNextWindowPos(ImVec2(0, ctx.size.y - h));
        ImGui::SetNextWindowSize(ImVec2(ctx.size.x, h));
        ImGui::Begin("##actions", nullptr, bar);
        const float w = (ImGui::GetContentRegionAvail().x - 3 * ImGui::GetStyle().ItemSpacing.x) / 4.f;
        if (left_handed) {
            if (ImGui::Button("History", ImVec2(w, 0))) open_history(ctx);
            ImGui::SameLine();
            action_buttons(w);
        } else {
            action_buttons(w);
            ImGui::SameLine();
            if (ImGui::Button("History", ImVec2(w, 0))) open_history(ctx);
        }
        ImGui::End();
    }
    ImGui::PopStyleVar(2);

    if (message_left_ > 0 && !message_.empty()) {
        ImGui::SetNextWindowPos(ImVec2(ctx.size.x * 0.5f, ctx.size.y - (narrow ? 84.f * s : 24.f)), 0, ImVec2(0.5f, 1.f));
        ImGui::SetNextWindowBgAlpha(0.85f);
        ImGui::Begin("##toast", nullptr, bar | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs);
        ImGui::PushTextWrapPos(std::min(ctx.size.x - 40.f, 520.f));
        ImGui::TextUnformatted(message_.c_str());
        ImGui::PopTextWrapPos();
        ImGui::End();
    }

    if (!playing) {
        ImGui::SetNextWindowPos(ImVec2(ctx.size.x * 0.5f, ctx.size.y * 0.5f), 0, ImVec2(0.5f, 0.5f));
        ImGui::Begin("##over", nullptr, bar | ImGuiWindowFlags_AlwaysAutoResize);
        const bool won = session().status() == Status::Won;
        const bool revealed = won && session().revealed();
        ImGui::Text("%s", revealed ? "Solution shown" : won ? "Solved!" : "Game over");
        if (revealed) ImGui::TextDisabled("Not counted as solved: try it yourself with Play again");
        ImGui::Text("%s", hud.c_str());
        if (won && !revealed && mid_.origin().mode == "pack" && g) {
            if (ImGui::Button("Next level", ImVec2(220, 0))) {
                auto next = shell_.play_level(*g, mid_.origin().pack, mid_.origin().index + 1);
                if (next) ctx.scenes->replace_top(std::move(*next));
                else ctx.scenes->replace_top(shell_.levels(*g));
            }
        }
        if (ImGui::Button("Play again", ImVec2(220, 0))) restart(ctx);
        if (ImGui::Button("Watch history", ImVec2(220, 0))) open_history(ctx);
        if (ImGui::Button("Menu", ImVec2(220, 0))) ctx.scenes->pop();
        ImGui::End();
    }
    if (const float ph = view_->panel_height(); ph > 0) {
        const float bar_h = narrow ? 72.f * s : 0.f;
        const float w = std::min(ctx.size.x, 720.f);
        ImGui::SetNextWindowPos(ImVec2((ctx.size.x - w) * 0.5f, ctx.size.y - bar_h - ph - (narrow ? 0.f : 8.f)));
        ImGui::SetNextWindowSize(ImVec2(w, ph));
    }
    view_->gui(mid_);
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
