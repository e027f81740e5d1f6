// The play scene: a game's board view under a HUD, with undo/redo, hints, saving and records.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/replay_link.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/ui/widgets.h"

namespace pz {

// Two lines of text (title, status) and padding: taller when the player chose larger text.
float top_bar_height(const Context& ctx) { return std::max(60.f, 40.f * ctx.text_scale + 16.f) * ctx.ui_scale; }

void push_top_bar_padding() {
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 6));
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8, 10));
}

void top_bar_lines(const std::string& title, const std::string& status, float width) {
    if (width <= 0) width = ImGui::GetContentRegionAvail().x;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 0));
    ImGui::BeginGroup();
    ui::line(title, width);
    ui::line(status, width, true);
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

namespace {
constexpr float kGap = 6.f;
// Undo, Redo, Hint and History: the action bar's buttons (History first for left hands).
std::vector<std::string> action_labels(const Session& s) { return {tr("Undo"), tr("Redo"), hint_button_label(s), tr("History")}; }
// An endless game's number, from its label ("Endless #42"); empty if it has none.
std::string endless_number(const PlayOrigin& o) {
    const size_t hash = o.label.rfind('#');
    if (o.mode != PlayMode::Endless || hash == std::string::npos || hash + 1 >= o.label.size()) return {};
    const std::string digits = o.label.substr(hash + 1);
    return digits.find_first_not_of("0123456789") == std::string::npos ? digits : std::string();
}
// The phone's action bar: a row of buttons, or two when their labels need it (longer words in
// another language, larger text), so that none is ever out of sight.
float action_bar_height(const Context& ctx, const Session& s) {
    if (!narrow_screen(ctx)) return 0.f;
    if (!ui::measurable()) return 64.f * ctx.ui_scale;
    const std::vector<std::string> labels = action_labels(s);
    const ImGuiStyle& st = ImGui::GetStyle();
    const int rows = std::max(1, ui::button_row_count(labels, ctx.size.x - 2.f * st.WindowPadding.x));
    return (64.f + static_cast<float>(rows - 1) * (ui::kTarget + st.ItemSpacing.y)) * ctx.ui_scale;
}
// A landscape screen keeps the game's panel in a column beside the board, not under it.
bool panel_beside(const Context& ctx) { return wide_landscape(ctx); }
float side_panel_width(const Context& ctx) { return std::min(360.f, ctx.size.x * 0.4f); }
} // namespace

bool PlayScene::finished_shown() const { return session().status() != Status::Playing && !view_->animating(); }

PlayScene::Layout PlayScene::layout_of(const Context& ctx) const {
    Layout l;
    const float w = ctx.size.x, h = ctx.size.y, top = top_bar_height(ctx);
    l.top = {0, 0, w, top};
    float bottom = h;
    if (finished_shown()) {
        const float eh = end_h_ > 0 ? end_h_ : 104.f;
        l.end = {0, h - eh, w, eh};
        bottom = l.end.y;
    } else if (narrow_screen(ctx)) {
        const float ah = action_bar_height(ctx, session());
        l.actions = {0, h - ah, w, ah};
        bottom = l.actions.y;
    } else {
        bottom = h - kGap;
    }
    l.board = {8.f, top + kGap, w - 16.f, bottom - top - 2 * kGap};
    if (const float ph = view_->panel_height(); ph > 0 && !finished_shown()) {
        if (panel_beside(ctx)) {
            const float pw = side_panel_width(ctx);
            l.panel = {w - pw - 8.f, top + kGap, pw, bottom - top - 2 * kGap};
            l.board.w -= pw + 8.f;
        } else {
            const float pw = std::min(w, 720.f);
            l.panel = {(w - pw) * 0.5f, bottom - ph, pw, ph};
            l.board.h -= ph + kGap;
        }
    }
    l.board.h = std::max(40.f, l.board.h);
    return l;
}

Rect PlayScene::board_area(const Context& ctx) const { return layout_of(ctx).board; }

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

// The one owner of a change's feedback: the view animates it and plays the move's own sound; the
// end of a game (its sound, once; the end bar) is this scene's.
void PlayScene::show_change(const Change& change, Context& ctx) {
    if (change.before && change.played && change.after) view_->on_change(change, *ctx.audio);
    if (shell_.settings().reduced_motion) view_->update(kEndAnimations);  // every tween at its end
    if (change.finished) {
        const bool won = change.status == Status::Won;
        ctx.audio->play(won ? Sound::Win : Sound::Lose);
        message_left_ = 0;  // the end bar says it, once the last animation is over
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
    show_change(*r, ctx);
    return true;
}

void PlayScene::session_changed(Context& ctx) {
    mid_.moved();
    (void)ctx;
}

void PlayScene::undo(Context& ctx) {
    auto r = mid_.press_undo();
    if (!r) refuse(r.error(), ctx);
    else if (*r) ctx.audio->play(Sound::Tap, scale_step(-2));
}

void PlayScene::redo(Context& ctx) {
    if (mid_.redo()) ctx.audio->play(Sound::Tap, scale_step(1));
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
    auto press = mid_.press_hint();
    if (!press) {
        refuse(press.error(), ctx);
        return;
    }
    if (press->played) {  // the move was shown: this press played it
        show_change(*press->played, ctx);
        return;
    }
    const int step = press->step;
    const Hint& h = press->hint;
    ctx.audio->play(Sound::Tap, scale_step(step));
    // The toast keeps off the cells it talks about: the nudge's, and at step 3 the move's too.
    std::vector<std::string> cells = h.cells;
    if (step >= 3)
        for (auto& c : session().puzzle().move_cells(session().state(), h.move)) cells.push_back(std::move(c));
    say(capitalised(hint_text(h, step)), 8.f, std::move(cells));
}

void PlayScene::restart(Context& ctx) {
    auto r = mid_.restart();
    if (!r) refuse(r.error(), ctx);
    else show_change(*r, ctx);
}

void PlayScene::solve(Context& ctx) {
    auto r = mid_.solve();
    if (!r) refuse(r.error(), ctx);
    else show_change(*r, ctx);
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
    const bool picks = g.kind == Gesture::Kind::Tap || g.kind == Gesture::Kind::Key || g.kind == Gesture::Kind::Text;
    if (picks && (in.kind == Interpretation::Kind::Move || in.kind == Interpretation::Kind::UiOnly)) zoom_.keep_in_view(view_->focus_rect());
    switch (in.kind) {
    case Interpretation::Kind::None:
        if (zoom_.pan_from(g)) return true;  // a drag off a piece moves a zoomed board
        if (g.kind == Gesture::Kind::LongPress && board_area(ctx).contains(g.pos)) {
            open_history(ctx);
            return true;
        }
        return false;
    default: return carry_out(in, ctx);
    }
}

bool PlayScene::carry_out(const Interpretation& in, Context& ctx) {
    switch (in.kind) {
    case Interpretation::Kind::None: return false;
    case Interpretation::Kind::UiOnly: return true;
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
    case Interpretation::Kind::Seek:
        mid_.seek(in.position);
        return true;
    case Interpretation::Kind::SaveDocument: {
        // Through the shell's one writer, into the player's data (a download on the web page).
        if (!shell_.save_document) {
            refuse(fail(tr("Not saved: this version keeps no documents")), ctx);
            return true;
        }
        auto where = shell_.save_document(in.name, "text/plain", in.text);
        if (where) say(trf("Saved to {1}", *where), 4.f);
        else refuse(fail(trf("Not saved: {1}", where.error().message)), ctx);
        return true;
    }
    }
    return false;
}

void PlayScene::update(float dt, Context& ctx) {
    // The clock counts only play: not under the pause menu, help, settings, share or any sheet,
    // nor while the window is unfocused, minimised or hidden (issue 25).
    if (ctx.active && ctx.scenes && ctx.scenes->top() == this) mid_.tick(dt);
    if (!voiced_ && ctx.audio) {  // the game's palette from its first frame in play
        ctx.audio->set_voice(view_->voice());
        voiced_ = true;
    }
    if (message_left_ > 0) message_left_ -= dt;
    view_->update(dt);
}

DrawInfo PlayScene::draw_info(const Context& ctx, size_t position, const State& shown, const State* before, bool past) const {
    const Session& s = session();
    std::string_view last;
    if (position > 0 && position <= s.length()) last = s.steps()[position - 1].move;
    return DrawInfo{
        .palette = shell_.palette(),
        .time = ctx.time,
        .last_move = last,
        .hint = past ? nullptr : s.shown_hint(),
        .past = past,
        .status = s.puzzle().status(shown),
        .hint_step = past ? 3 : s.hint_step(),
        .before = before,
        .text_scale = ctx.text_scale,
        .still = shell_.settings().reduced_motion,
    };
}

void PlayScene::draw(Canvas& c, Context& ctx) {
    const Palette& pal = shell_.palette();
    c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
    Rect area = board_area(ctx);
    view_->set_text_scale(ctx.text_scale);
    zoom_.lay_out(*view_, area, !(area == last_area_));  // at fit, then as zoomed
    last_area_ = area;
    c.set_clip(zoom_.clip());
    view_->draw(c, session().state(), draw_info(ctx, session().position(), session().state(), nullptr, false));
    c.set_clip({});
}

std::string PlayScene::status_line() const {
    std::string hud = session().puzzle().hud(session().state());
    if (hud.empty()) hud = trf("Moves {1}", session().moves_made());
    if (shell_.settings().show_timer) hud += "   " + clock_text(mid_.clock_ms());
    return hud;
}

// The status line in `width`: the game's own text gives way (shortened) before the clock does.
static std::string fitted_status(const std::string& hud, const std::string& clock, float width) {
    if (clock.empty()) return ui::shortened(hud, width);
    const float room = width - ui::text_width("   " + clock);
    return (room > 30.f ? ui::shortened(hud, room) + "   " : std::string()) + clock;
}

std::string PlayScene::title_text() const {
    const GameType* g = find_game(session().puzzle().game());
    std::string game = g ? std::string(tr(g->title())) : std::string(session().puzzle().game());
    // The level's name in the language in use, not the one it was opened in: a pack level by
    // its pack's title, an endless game by its number; any other as it was named.
    const PlayOrigin& o = mid_.origin();
    if (shown_serial_ != language_serial()) {
        shown_serial_ = language_serial();
        shown_label_ = o.label;
        if (o.mode == PlayMode::Pack && o.index >= 0) {
            if (pack_title_.empty())
                if (auto lp = load_level_pack(levels_dir() + "/" + std::string(session().puzzle().game()) + "/" + o.pack)) pack_title_ = lp->title;
            if (!pack_title_.empty()) shown_label_ = trf("{1} {2}", tr(pack_title_), o.index + 1);
        } else if (const std::string number = endless_number(o); !number.empty()) {
            shown_label_ = trf("Endless #{1}", number);
        }
    }
    const std::string& label = shown_label_;
    // "Fling! 1", not "Fling! - Fling! 1".
    if (label.empty()) return game;
    if (label.rfind(game, 0) == 0) return label;
    return trf("{1} - {2}", game, label);
}

void PlayScene::open_share(Context& ctx) {
    const Session& s = session();
    const Puzzle& p = s.puzzle();
    // The shorter "game:params#seed" form when the puzzle came from a seed: a seed ID opened as
    // such (its origin label), or an endless game ("Endless #42").
    std::string seed;
    const PlayOrigin& o = origin();
    if (auto id = parse_game_id(o.label); id && id->seed && id->game == p.game()) {
        seed = id->text();
    } else if (const std::string number = endless_number(o); !number.empty()) {
        seed = std::string(p.game()) + ":" + p.params() + "#" + number;
    }
    const std::string replay = s.steps().empty() ? std::string() : pack_replay(record_of(s));
    ctx.scenes->push(make_share_scene(shell_, std::string(p.game()) + ":" + p.params() + ":" + p.description(), seed, replay));
}

// Undo, Redo, Hint and History as equal buttons filling the width (History first for left hands).
void PlayScene::action_buttons(Context& ctx) {
    const Session& s = session();
    std::vector<std::string> labels = action_labels(s);
    std::vector<bool> on{s.can_undo(), s.can_redo(), s.status() == Status::Playing, true};
    const bool left = shell_.settings().left_handed;
    if (left) {
        std::rotate(labels.rbegin(), labels.rbegin() + 1, labels.rend());
        std::rotate(on.rbegin(), on.rbegin() + 1, on.rend());
    }
    int pressed = ui::button_row(labels, -1, on);
    if (left && pressed >= 0) pressed = (pressed + 3) % 4;
    switch (pressed) {
    case 0: undo(ctx); break;
    case 1: redo(ctx); break;
    case 2: show_hint(ctx); break;
    case 3: open_history(ctx); break;
    default: break;
    }
}

// The bar across the top: Menu, the game and level, its status; on wide screens the actions too.
void PlayScene::top_bar(Context& ctx, Rect r) {
    const bool narrow = narrow_screen(ctx), left_handed = shell_.settings().left_handed;
    ui::begin_bar("##hud", r);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float menu_w = ui::text_width(tr("Menu")) + 2 * ImGui::GetStyle().FramePadding.x;
    const bool menu_left = !left_handed || !narrow;
    if (menu_left) {
        if (ui::button(tr("Menu"), ImVec2(menu_w, 0))) open_pause(ctx);
        ImGui::SameLine();
    }
    const float actions_w = narrow ? 0.f : std::min(440.f, r.w * 0.5f);
    float text_w = ImGui::GetContentRegionAvail().x - (narrow ? (menu_left ? 0.f : menu_w + gap) : actions_w + gap);
    std::string hud = session().puzzle().hud(session().state());
    if (hud.empty()) hud = trf("Moves {1}", session().moves_made());
    const std::string clock = shell_.settings().show_timer ? clock_text(mid_.clock_ms()) : std::string();
    top_bar_lines(title_text(), fitted_status(hud, clock, text_w), text_w);
    if (!narrow) {
        ImGui::SameLine(r.w - actions_w - ImGui::GetStyle().WindowPadding.x);
        action_buttons(ctx);  // they fill what is left of the bar
    } else if (!menu_left) {
        ImGui::SameLine(r.w - menu_w - ImGui::GetStyle().WindowPadding.x);
        if (ui::button(tr("Menu"), ImVec2(menu_w, 0))) open_pause(ctx);
    }
    ImGui::End();
}

// On phones the actions sit in a bar at the bottom, under the thumb (mirrored for left hands).
void PlayScene::action_bar(Context& ctx, Rect r) {
    ui::begin_bar("##actions", r);
    action_buttons(ctx);
    ImGui::End();
}

void PlayScene::toast(Context& ctx) {
    if (message_left_ <= 0 || message_.empty()) return;
    // Above the action bar, unless that would cover the cells the message is about: then under
    // the top bar (whichever covers less of them).
    const float above = narrow_screen(ctx) ? action_bar_height(ctx, session()) + 12.f * ctx.ui_scale : 24.f;
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
    ImGui::Begin("##toast", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs);
    // Wrapped to fit a 360 px phone with the window's padding.
    ImGui::PushTextWrapPos(wrap);
    ImGui::TextUnformatted(message_.c_str());
    ImGui::PopTextWrapPos();
    toast_ = {ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowSize().x, ImGui::GetWindowSize().y};
    ImGui::End();
}

// The end of a game: a bar along the bottom, under the finished board (never over it), shown once
// the last animation is over. Its summary line is where the puzzle's grade and techniques go.
void PlayScene::end_of_game(Context& ctx, Rect r) {
    ui::begin_bar("##over", r);
    const float top_y = ImGui::GetCursorPosY();
    const bool won = session().status() == Status::Won;
    const bool revealed = won && session().revealed();
    const std::string head = revealed ? tr("Solution shown") : won ? tr("Solved!") : tr("Game over");
    ui::line(head + "   " + status_line());
    if (revealed) ui::wrapped(tr("Not counted as solved: try it yourself with Again."), true);
    if (const std::string& more = end_summary(); !more.empty()) ui::wrapped(more, true);
    const GameType* g = find_game(session().puzzle().game());
    const bool next = won && !revealed && mid_.origin().mode == PlayMode::Pack && g;
    // A lost game that allows undo (a Fling! board left with no way to clear it) offers to take
    // the fatal move back: what a player one move too late wants. Undo takes the left half of
    // the bottom row, over the action bar's Undo (its first quarter, or second for left hands),
    // so a tap meant for that as the bar changes under the finger still lands on Undo.
    int pressed = -1;
    if (!won && session().can_undo() && session().puzzle().allows_undo()) {
        const int more = ui::button_row({tr("Replay"), tr("Share"), tr("Menu")});
        if (more >= 0) pressed = more + 1;
        const int row = ui::button_row({tr("Undo"), tr("Again")});
        if (row == 0) undo(ctx);
        else if (row == 1) pressed = 0;
    } else {
        pressed = ui::button_row({next ? tr("Next") : tr("Again"), tr("Replay"), tr("Share"), tr("Menu")});
    }
    switch (pressed) {
    case 0:
        if (next) {
            auto scene = shell_.play_level(*g, mid_.origin().pack, mid_.origin().index + 1);
            if (scene) ctx.scenes->replace_top(std::move(*scene));
            else ctx.scenes->replace_top(shell_.levels(*g));
        } else {
            restart(ctx);
        }
        break;
    case 1: open_history(ctx); break;
    case 2: open_share(ctx); break;
    case 3: quit_to_game_menu(*this, ctx); break;
    default: break;
    }
    // The bar is as tall as what it holds (the summary may wrap): the board takes the rest.
    // A frame drawn at the wrong height (the first, or the summary wrapped anew) asks for the next
    // at once: a still screen draws nothing, so it would stay with its last row cut off.
    const float h = ImGui::GetCursorPosY() - top_y + 2 * ImGui::GetStyle().WindowPadding.y - ImGui::GetStyle().ItemSpacing.y;
    relayout_ = std::abs(h - r.h) > 0.5f;
    end_h_ = h;
    ImGui::End();
}

const std::string& PlayScene::end_summary() {
    if (session().status() == Status::Playing) {
        summary_.clear();
        summary_of_ = 0;
        return summary_;
    }
    // Per end position and help taken (a grade of the player, such as stars, says it).
    const Help help = session().help();
    const uint64_t d = (digest(session().state()) ^ (static_cast<uint64_t>(help.hints) * 0x9e3779b97f4a7c15ULL) ^ (help.revealed ? 2 : 0)) | 1;  // never 0: "none yet"
    if (d != summary_of_) {
        summary_ = session().puzzle().summary(session().state(), help);
        summary_of_ = d;
    }
    return summary_;
}

void PlayScene::gui(Context& ctx) {
    relayout_ = false;
    const Layout l = layout_of(ctx);
    // Anything over the game (the pause menu, a sheet) is modal: the bars under it take no
    // input, or Menu would open a second pause menu and Hint would play under the pause. They
    // keep their look: the overlay dims them already.
    const bool covered = ctx.scenes && ctx.scenes->top() != this;
    if (covered) {
        ImGui::PushStyleVar(ImGuiStyleVar_DisabledAlpha, 1.f);
        ImGui::BeginDisabled();
    }
    push_top_bar_padding();
    top_bar(ctx, l.top);
    ImGui::PopStyleVar(2);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
    if (l.actions.h > 0) action_bar(ctx, l.actions);
    if (l.end.h > 0) end_of_game(ctx, l.end);
    ImGui::PopStyleVar();
    toast(ctx);
    // The game's own panel (Sweet Spots' tools, Fling!'s designer): under the board, or beside it
    // on a landscape screen.
    if (l.panel.h > 0) {
        ImGui::SetNextWindowPos(ImVec2(l.panel.x, l.panel.y));
        ImGui::SetNextWindowSize(ImVec2(l.panel.w, l.panel.h));
        carry_out(view_->gui(PlayLine{.state = session().state_ptr(),
                                      .position = session().position(),
                                      .state_at = [this](size_t i) { return session().state_at(i); }}),
                  ctx);
    }
    if (covered) {
        ImGui::EndDisabled();
        ImGui::PopStyleVar();
    }
}

double PlayScene::next_change_in(const Context& ctx) const {
    if (view_->animating() || relayout_) return 0;
    double next = kStill;
    if (message_left_ > 0) next = message_left_;  // the toast goes
    // A stopped clock (paused, covered, the window away) shows no new second.
    const bool ticking = ctx.active && ctx.scenes && ctx.scenes->top() == this;
    if (shell_.settings().show_timer && session().status() == Status::Playing && ticking) {
        const int64_t ms = mid_.clock_ms();
        next = std::min(next, static_cast<double>(1000 - ms % 1000) / 1000.0);  // the clock's next second
    }
    return next;
}

void PlayScene::on_exit(Context& ctx) {
    if (ctx.audio) ctx.audio->set_voice(Voice::Plain);
    mid_.leave();
}

void PlayScene::on_resume(Context& ctx) {
    if (ctx.audio) ctx.audio->set_voice(view_->voice());
    last_area_ = {};
    shell_.apply_settings(ctx);
    view_->set_options(view_options());
}

} // namespace pz
