// The play scene: a game's board view under a HUD, with undo/redo, hints, saving and records.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <ctime>

#include "engine/app.h"
#include "game/all/daily.h"
#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/replay_link.h"
#include "game/app/menu_page.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/theme.h"
#include "engine/rng.h"
#include "engine/tween.h"
#include "game/core/player_data.h"
#include "game/ui/board_labels.h"
#include "game/ui/widgets.h"

namespace pz {

// Two lines of text (title, status) and padding: taller when the player chose larger text.
float top_bar_height(const Context& ctx) { return std::max(60.f, 40.f * ctx.text_scale + 20.f) * ctx.ui_scale; }

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
    cell_labels_ = mid_.session().puzzle().labels();
    // What the puzzle itself needs said (an imported board with no solution, or several), once
    // as it opens; a replay is someone's game already played, so it is left unsaid there.
    if (const std::string n = mid_.session().puzzle().notice(); !n.empty() && !mid_.is_replay()) say_of_puzzle(n, 8.f);
    if (mid_.session().status() == Status::Playing) make_next_ahead();
}

void PlayScene::make_next_ahead() {
    const Session& s = mid_.session();
    if (mid_.origin().mode != PlayMode::Endless || mid_.is_replay() || next_job_) return;
    const GameType* g = find_game(s.puzzle().game());
    if (!g) return;
    // A fresh seed, as the game menu's New game makes one; the game ID records it.
    next_seed_ = mix64(static_cast<uint64_t>(std::time(nullptr)) ^ digest(s.state())) % 1000000000ull;
    next_made_ = std::make_shared<Result<std::string>>(fail("not made yet"));
    next_job_ = start_generation(*g, s.puzzle().params(), next_seed_, next_made_);
}

namespace {
constexpr float kGap = 6.f;
bool overlaps(Rect a, Rect b) {
    return std::min(a.x + a.w, b.x + b.w) > std::max(a.x, b.x) && std::min(a.y + a.h, b.y + b.h) > std::max(a.y, b.y);
}
Rect intersection(Rect a, Rect b) {
    const float x = std::max(a.x, b.x), y = std::max(a.y, b.y);
    return {x, y, std::max(0.f, std::min(a.x + a.w, b.x + b.w) - x), std::max(0.f, std::min(a.y + a.h, b.y + b.h) - y)};
}
// Characters (not bytes) in UTF-8 text.
size_t utf8_length(const std::string& s) {
    return static_cast<size_t>(std::count_if(s.begin(), s.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; }));
}
// The part of the screen a drawing command covers (text by a generous estimate of its width).
Rect drawn_area(const DrawCmd& c) {
    using K = DrawCmd::Kind;
    const Rect& r = c.rect;
    Rect out = r;
    switch (c.kind) {
    case K::FillCircle:
    case K::StrokeCircle:
    case K::SmoothCircle: out = {r.x - r.w, r.y - r.w, 2 * r.w, 2 * r.w}; break;
    case K::Line:
    case K::RoundLine: {
        const float t = c.thickness * 0.5f;
        out = {std::min(r.x, r.w) - t, std::min(r.y, r.h) - t, std::abs(r.w - r.x) + 2 * t, std::abs(r.h - r.y) + 2 * t};
        break;
    }
    case K::FillTriangle: {
        const float x0 = std::min({r.x, r.w, c.p3.x}), y0 = std::min({r.y, r.h, c.p3.y});
        out = {x0, y0, std::max({r.x, r.w, c.p3.x}) - x0, std::max({r.y, r.h, c.p3.y}) - y0};
        break;
    }
    case K::Text: {
        const float w = 0.6f * c.size * static_cast<float>(utf8_length(c.text));
        const float x = c.align == Align::Left ? r.x : c.align == Align::Right ? r.x - w : r.x - w * 0.5f;
        out = {x, r.y - c.size * 0.5f, w, c.size};
        break;
    }
    case K::Shadow: out = r.inset(-c.blur * 0.5f); break;
    default: break;
    }
    if (c.layer == Layer::Background) return {};
    return c.clip.w > 0 ? intersection(out, c.clip) : out;
}
// An endless game's number, from its label ("Endless #42"); empty if it has none.
std::string endless_number(const PlayOrigin& o) {
    const size_t hash = o.label.rfind('#');
    if (o.mode != PlayMode::Endless || hash == std::string::npos || hash + 1 >= o.label.size()) return {};
    const std::string digits = o.label.substr(hash + 1);
    return digits.find_first_not_of("0123456789") == std::string::npos ? digits : std::string();
}
// The phone's play bar: one row of icon buttons under the thumb, whatever the language or text size.
float action_bar_height(const Context& ctx) { return narrow_screen(ctx) ? 64.f * ctx.ui_scale : 0.f; }
// The phone's least room for messages: two lines of the GUI font (20 px at Normal text, as the
// engine builds it) and the toast's padding, kept whether or not a message shows.
constexpr int kToastLines = 2;
constexpr float kToastPad = 8.f;
float toast_strip_height(const Context& ctx) { return kToastLines * 20.f * ctx.text_scale + 2 * kToastPad + 2.f; }
// A landscape screen keeps the game's panel in a column beside the board, not under it.
bool panel_beside(const Context& ctx) { return wide_landscape(ctx); }
float side_panel_width(const Context& ctx) { return std::min(360.f, ctx.size.x * 0.4f); }
} // namespace

bool PlayScene::next_daily_shown() const {
    const PlayOrigin& o = mid_.origin();
    return o.mode == PlayMode::Daily && o.day == shell_.today() && session().status() == Status::Won && !session().revealed() && finished_shown();
}

bool PlayScene::finished_shown() const { return session().status() != Status::Playing && !view_->animating() && end_wait_ <= 0; }

// Where each part goes: the same in play and once the game is over, so the board never moves.
// On a phone a strip over the action bar is kept for messages whether or not one shows, so
// nothing moves when one comes or goes; the end card takes the room the board leaves.
PlayScene::Layout PlayScene::layout_of(const Context& ctx) const {
    Layout l = plain_layout(ctx);
    if (l.board == placed_for_) l.board = placed_;
    if (finished_shown()) {
        l.end = card_place(ctx, l);
        l.actions = l.toast = l.panel = {};
    }
    return l;
}

// How tall the end card is: as last drawn, else as its lines and buttons will be.
float PlayScene::card_height(const Context& ctx) const {
    if (end_h_ > 0) return end_h_;
    const float font = 20.f * ctx.text_scale * ctx.ui_scale;
    return 2.6f * font + std::max(ui::kTarget, font + 20.f) + 36.f;
}

// The end card in the room the board leaves: beside the board on a landscape screen (its top at
// the board's), under it elsewhere (as wide as the board, at the least a phone's width), after
// what the board drew if that leaves room, else after its cells. With no room it is a sheet over
// the lower part of the screen, which the player drags down out of the way.
Rect PlayScene::card_place(const Context& ctx, const Layout& l) const {
    const float w = ctx.size.x, h = ctx.size.y, eh = card_height(ctx);
    const Rect drawn = bounds_of(drawn_), cells = board_cells();
    const Rect content = drawn.w > 0 ? drawn : cells.w > 0 ? cells : l.board;
    const float top = l.top.y + l.top.h + kGap;
    if (panel_beside(ctx)) {
        const float pw = side_panel_width(ctx);
        for (const float right : {content.x + content.w, cells.x + cells.w})
            if (const float x = right + 8.f; x + pw <= w - 4.f && right > 0) {
                const float ch = std::min(eh, h - top - kGap);
                const float y = std::clamp(cells.h > 0 ? cells.y : content.y, top, h - kGap - ch);
                return {x, y, pw, ch};
            }
    } else {
        const float cw = std::clamp(content.w, std::min(w, 360.f), w - (narrow_screen(ctx) ? 0.f : 16.f));
        const float x = std::clamp(content.x + (content.w - cw) * 0.5f, 0.f, w - cw);
        for (const float under : {content.y + content.h, cells.y + cells.h + 12.f})  // (clear of the board's backing)
            if (under + kGap + eh <= h && under > 0) return {x, under + kGap, cw, eh};
        const float hidden = std::clamp(sheet_down_, 0.f, std::max(0.f, eh - kSheetGrip));
        return {x, h - eh + hidden, cw, eh};
    }
    return {w - std::min(w, 360.f), h - eh + std::clamp(sheet_down_, 0.f, std::max(0.f, eh - kSheetGrip)), std::min(w, 360.f), eh};
}

Rect PlayScene::board_cells() const { return view_->labelled_area(cell_labels_); }

float PlayScene::cell_size() const {
    if (const float c = view_->cell_size(); c > 0) return c;
    const Rect first = cell_labels_.empty() ? Rect{} : view_->labelled_area({cell_labels_.front()});
    return std::min(first.w, first.h);
}

// The board's rectangle, cells and card in one line, for `print layout`.
std::string PlayScene::layout_line(const Context& ctx) const {
    const Rect b = board_cells();
    auto n = [](float v) { return std::to_string(static_cast<int>(std::lround(v))); };
    std::string out = "window " + n(ctx.size.x) + " " + n(ctx.size.y) + " board " + n(b.x) + " " + n(b.y) + " " + n(b.w) + " " + n(b.h) +
                      " cell " + n(cell_size());
    if (end_shown_.w > 0) out += " card " + n(end_shown_.x) + " " + n(end_shown_.y) + " " + n(end_shown_.w) + " " + n(end_shown_.h);
    return out;
}

PlayScene::Layout PlayScene::plain_layout(const Context& ctx) const {
    Layout l;
    const float w = ctx.size.x, h = ctx.size.y, top = top_bar_height(ctx);
    l.top = {0, 0, w, top};
    float bottom = h - kGap;
    if (narrow_screen(ctx)) {
        const float ah = action_bar_height(ctx), th = toast_strip_height(ctx);
        l.actions = {0, h - ah, w, ah};
        l.toast = {8.f, l.actions.y - th, w - 16.f, th};
        bottom = l.actions.y - th;
    }
    l.board = {8.f, top + kGap, w - 16.f, bottom - top - 2 * kGap};
    if (const float ph = view_->panel_height(); ph > 0) {
        if (panel_beside(ctx)) {
            const float pw = side_panel_width(ctx);
            l.panel = {w - pw - 8.f, top + kGap, pw, bottom - top - 2 * kGap};
            l.board.w -= pw + 8.f;
        } else if (l.actions.h > 0) {
            // A phone's panel is a sheet from the bottom, over the action bar and the message
            // strip (it says what its tools found on a line of its own, and Close brings the bar
            // back): the board gives up only what those two leave short.
            l.panel = {0, h - ph, w, ph};
            l.actions = {};
            l.toast = {};
            l.board.h = std::min(l.board.h, l.panel.y - kGap - l.board.y);
        } else {
            const float pw = std::min(w, 720.f);
            l.panel = {(w - pw) * 0.5f, bottom - ph, pw, ph};
            l.board.h -= ph + kGap;
        }
    }
    l.board.h = std::max(40.f, l.board.h);
    return l;
}

// Where the board sits, worked out once per area by laying it out and measuring what it draws
// (views centre their board in the area they are given). On a landscape screen the end card
// needs a column beside the board: the board moves over for it (centred on the window if it
// can), and gives up the column only when its cells would be under it. Elsewhere the board rises
// as far as the end card needs room under it.
void PlayScene::place_board(const Context& ctx, Rect area) {
    placed_for_ = placed_ = area;
    auto measure = [&](Rect a, Rect& content, Rect& cells) {
        view_->layout(a);
        Canvas scratch;
        view_->draw(scratch, session().state(), draw_info(ctx, session().position(), session().state(), nullptr, false));
        std::vector<Rect> parts;
        for (const DrawCmd& c : scratch.commands())
            if (const Rect r = drawn_area(c); r.w > 0 && r.h > 0) parts.push_back(r);
        content = bounds_of(parts);
        cells = board_cells();
        if (cells.w <= 0) cells = content;
    };
    Rect content, cells;
    measure(area, content, cells);
    if (content.w <= 0) return;
    const float w = ctx.size.x, h = ctx.size.y;
    if (panel_beside(ctx) && view_->panel_height() <= 0) {
        const float pw = side_panel_width(ctx), lo = area.x - content.x;
        const float room = w - 8.f - pw - 8.f;  // the card's column starts there
        float dx = std::clamp(w * 0.5f - (content.x + content.w * 0.5f), lo, std::max(lo, room - (content.x + content.w)));
        if (content.x + content.w + dx > room) dx = std::max(lo, std::min(0.f, room - (cells.x + cells.w)));
        if (cells.x + cells.w + dx > room + 0.5f) {
            placed_.w -= pw + 8.f;  // no room beside the cells: the board keeps out of the column
            return;
        }
        placed_.x += dx;
    } else if (!panel_beside(ctx)) {
        const float need = card_height(ctx) + kGap - (h - (content.y + content.h));
        placed_.y -= std::clamp(need, 0.f, std::max(0.f, content.y - area.y));
    }
}

Rect PlayScene::board_area(const Context& ctx) const { return layout_of(ctx).board; }
Rect PlayScene::board_drawn() const { return bounds_of(drawn_); }

void PlayScene::say(std::string text, float seconds) {
    say_of_puzzle(std::move(text), seconds);
    message_at_ = session().state_ptr();
}

void PlayScene::say_of_puzzle(std::string text, float seconds) {
    message_ = std::move(text);
    message_left_ = seconds;
    message_at_ = nullptr;
    ++message_serial_;
    view_->make_way();  // a keyboard risen over the message strip goes down for it
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
        const bool won = change.status == Status::Won, shown = won && session().revealed();
        // A shown solution is no win: no win sound, no wait for a win the board does not play.
        if (!shown) ctx.audio->play(won ? Sound::Win : Sound::Lose);
        message_left_ = 0;  // the end card says it, once the last animation is over
        // The win moment: the board alone for a while (its own win plays), then the card.
        const bool still = shell_.settings().reduced_motion;
        end_wait_ = still || shown ? 0.f : won ? 0.9f : 0.5f;
        card_in_ = 0;
        card_more_ = false;
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
    else if (*r) ctx.audio->play(Sound::Undo);
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
    ctx.audio->play(Sound::Tap, scale_step(step));
    say(capitalised(hint_text(press->hint, step)), 8.f);
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
        else if (g.kind == Gesture::Kind::Tap && !finished_shown()) {  // a tap skips the win moment
            end_wait_ = 0;
            view_->update(kEndAnimations);
        }
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
        if (where) say(shell_.saved_words(*where), 4.f);
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
    // A message about a position is stale once the board moved on (the move it named was played).
    if (message_at_ && message_at_ != session().state_ptr()) message_left_ = 0;
    view_->update(dt);
    if (session().status() == Status::Playing) {  // taken back, or begun again: no card
        end_wait_ = card_in_ = sheet_down_ = 0;
        card_more_ = false;
    } else if (end_wait_ > 0) {
        end_wait_ = std::max(0.f, end_wait_ - dt);
    } else if (finished_shown() && card_in_ < 1 && end_h_ > 0) {  // (its height known: the board's room is)
        card_in_ = shell_.settings().reduced_motion ? 1.f : std::min(1.f, card_in_ + dt / 0.25f);
    }
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
        .text_scale = ctx.text_scale * ctx.ui_scale,
        .still = shell_.settings().reduced_motion,
        .revealed = s.revealed(),
    };
}

void PlayScene::draw(Canvas& c, Context& ctx) {
    const Palette& pal = shell_.palette();
    c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
    const Layout plain = plain_layout(ctx);
    view_->set_text_scale(ctx.text_scale * ctx.ui_scale);
    view_->set_strip_below(plain.toast.h);  // (it changes only with the area, which lays the view out again)
    if (!(plain.board == placed_for_)) place_board(ctx, plain.board);
    const Layout l = layout_of(ctx);
    const Rect area = l.board;
    zoom_.lay_out(*view_, area, !(area == last_area_));  // at fit, then as zoomed
    last_area_ = area;
    c.set_clip(zoom_.clip());
    const size_t first = c.commands().size();
    view_->draw(c, session().state(), draw_info(ctx, session().position(), session().state(), nullptr, false));
    c.set_clip({});
    // What the board took, so a toast finds a place of its own beside it.
    drawn_.clear();
    for (size_t i = first; i < c.commands().size(); ++i)
        if (const Rect r = drawn_area(c.commands()[i]); r.w > 0 && r.h > 0) drawn_.push_back(r);
}

std::string PlayScene::status_line() const {
    std::string hud = session().puzzle().hud(session().state());
    if (hud.empty()) hud = trf("Moves {1}", session().moves_made());
    if (shell_.settings().show_timer) hud += "   " + clock_text(mid_.clock_ms());
    return hud;
}

// The game's text in `room`: whole parts ("Score 3  ·  noise in 2 moves") go from the end before
// any part is cut, so what shows is never half a fact (Decodoku's dots under the board still
// count the moves to the noise when its part goes).
static std::string fitted_hud(std::string hud, float room) {
    static constexpr std::string_view kPart = "  ·  ";
    for (size_t at; ui::text_width(hud) > room && (at = hud.rfind(kPart)) != std::string::npos;) hud.resize(at);
    return ui::shortened(hud, room);
}

// The status line in `width`: the game's own text gives way before the clock does.
static std::string fitted_status(const std::string& hud, const std::string& clock, float width) {
    if (clock.empty()) return fitted_hud(hud, width);
    const float room = width - ui::text_width("   " + clock);
    return (room > 30.f ? fitted_hud(hud, room) + "   " : std::string()) + clock;
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
        } else if (!endless_number(o).empty()) {
            // Its number is the seed that made it, which says nothing to a player: its size does.
            shown_label_ = g ? trf("Endless · {1}", params_words(*g, session().puzzle().params(), session().puzzle().description())) : std::string(tr("Endless"));
        } else {
            shown_label_ = label_words(o.label);  // a seed ID (a link, Custom...) by what it makes: "Custom 5×5, 3 states"
        }
    }
    const std::string& label = shown_label_;
    // A name ("Daily · 26 Nov", "Starter 3"), not "Sweet Spots - Daily · 26 Nov": the board and its
    // colour say which game this is. The game's name only when the puzzle has no other.
    return label.empty() ? game : label;
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
    ctx.scenes->push(make_share_scene(shell_, std::string(p.game()) + ":" + p.params() + ":" + p.description(), seed, replay, share_result()));
}

ShareResult PlayScene::share_result() const {
    const Session& s = session();
    const Puzzle& p = s.puzzle();
    const GameType* g = find_game(p.game());
    ShareResult r;
    r.game = g ? std::string(tr(g->title())) : std::string(p.game());
    // The puzzle's name as the title shows it; none when that is the game's own name.
    const std::string title = title_text();
    r.label = title == r.game ? std::string() : title;
    r.status = s.status();
    r.revealed = s.revealed();
    r.clock_ms = mid_.clock_ms();
    r.hints = s.help().hints;
    r.stars = result_stars(r.status, r.hints, r.revealed);
    r.score = r.status == Status::Playing ? std::nullopt : p.score(s.state());
    // A made puzzle opened from its link passes on the marked link, so a friend's friend sees the same title.
    const std::string id = std::string(p.game()) + ":" + p.params() + ":" + p.description();
    r.link = origin().label == kMadeByPlayer ? made_link(shell_.link_base, id) : puzzle_link(shell_.link_base, id);
    return r;
}

// Undo, Redo and Hint as equal icon buttons filling the width (Hint first for left hands). Hint
// says its next step in words once a hint is under way ("Why?", "Show", "Play it"). The rarer
// tools (History, Restart, Share, Show solution) are in the Menu's sheet.
void PlayScene::action_buttons(Context& ctx) {
    const Session& s = session();
    struct Button {
        ui::Icon icon;
        std::string label;
        bool on;
        int what;  // 0 Undo, 1 Redo, 2 Hint
    };
    std::vector<Button> buttons{{ui::Icon::Undo, tr("Undo"), s.can_undo(), 0},
                                {ui::Icon::Redo, tr("Redo"), s.can_redo(), 1},
                                {ui::Icon::Hint, hint_button_label(s), s.status() == Status::Playing, 2}};
    if (shell_.settings().left_handed) std::reverse(buttons.begin(), buttons.end());
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (ImGui::GetContentRegionAvail().x - 2 * gap) / 3.f;
    int pressed = -1;
    for (size_t i = 0; i < buttons.size(); ++i) {
        const Button& b = buttons[i];
        if (i > 0) ImGui::SameLine();
        ImGui::BeginDisabled(!b.on);
        // (The icon where the word does not fit: larger text in the top bar's narrow buttons.)
        const bool words = b.what == 2 && s.hint_step() > 0 && s.shown_hint() && ui::text_width(b.label) + 2 * ImGui::GetStyle().FramePadding.x <= bw;
        if (words ? ui::button(b.label, ImVec2(bw, 0)) : ui::icon_button(b.icon, b.label, ImVec2(bw, 0))) pressed = b.what;
        ImGui::EndDisabled();
    }
    switch (pressed) {
    case 0: undo(ctx); break;
    case 1: redo(ctx); break;
    case 2: show_hint(ctx); break;
    default: break;
    }
}

// The bar across the top: Menu, the game and level, its status; on wide screens the actions too.
void PlayScene::top_bar(Context& ctx, Rect r) {
    const bool narrow = narrow_screen(ctx), left_handed = shell_.settings().left_handed;
    ui::begin_bar("##hud", r);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float menu_w = ui::kTarget + 8.f;
    const bool menu_left = !left_handed || !narrow;
    if (menu_left) {
        if (ui::icon_button(ui::Icon::Menu, tr("Menu"), ImVec2(menu_w, 0))) open_pause(ctx);
        ImGui::SameLine();
    }
    const float actions_w = narrow ? 0.f : std::min(3 * 64.f + 2 * gap, r.w * 0.5f);
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
        if (ui::icon_button(ui::Icon::Menu, tr("Menu"), ImVec2(menu_w, 0))) open_pause(ctx);
    }
    ImGui::End();
}

// On phones the actions sit in a bar at the bottom, under the thumb (mirrored for left hands).
void PlayScene::action_bar(Context& ctx, Rect r) {
    ui::begin_bar("##actions", r);
    action_buttons(ctx);
    ImGui::End();
}

// Where a message goes. On a phone: its strip over the action bar (taller, upwards, for a long
// one when that covers nothing). Elsewhere, or when that does not do: the first place beside the
// board's drawing that holds it, near the Hint button first, at a comfortable width or the width
// the board leaves. Never over the board, its panel, a bar or the end card.
Rect PlayScene::place_toast(const Context& ctx, const Layout& l, bool& scrolls) const {
    scrolls = false;
    auto height_at = [&](float w) { return ImGui::CalcTextSize(message_.c_str(), nullptr, false, w - 2 * kToastPad).y + 2 * kToastPad + 2.f; };
    // A little air between the words and the board's drawing; the bars and panels may touch it.
    auto free = [&](Rect r) {
        const Rect near = r.inset(-2.f);
        for (const Rect& t : {l.top, l.actions, l.panel, l.end})
            if (t.w > 0 && t.h > 0 && overlaps(r, t)) return false;
        return std::none_of(drawn_.begin(), drawn_.end(), [&](const Rect& t) { return overlaps(near, t); });
    };
    if (l.toast.h > 0) {
        const float h = std::max(height_at(l.toast.w), std::min(l.toast.h, toast_strip_height(ctx)));
        if (h <= l.toast.h) return {l.toast.x, l.toast.y + l.toast.h - h, l.toast.w, h};
        if (const Rect up{l.toast.x, l.toast.y + l.toast.h - h, l.toast.w, h}; free(up)) return up;
    }
    const float top = l.top.y + l.top.h + kGap, bottom = (l.actions.h > 0 ? l.actions.y : ctx.size.y) - kGap;
    const Rect room{8.f, top, ctx.size.x - 16.f, bottom - top};
    const Rect board = bounds_of(drawn_);
    const float widths[] = {std::min(room.w, 520.f), room.x + room.w - (board.x + board.w) - kGap, board.x - room.x - kGap, 360.f, 280.f, 220.f};
    for (const float w : widths) {
        if (w < 160.f || w > room.w) continue;
        const float h = height_at(w);
        for (const float y : {top, bottom - h})
            for (const float x : {room.x + room.w - w, room.x, room.x + (room.w - w) * 0.5f})
                if (const Rect r{x, y, w, h}; y >= top && free(r)) return r;
    }
    // No place holds it all (a long message in large text): the strip, or the room under the
    // board, with its words scrolling rather than cut.
    scrolls = true;
    if (l.toast.h > 0) return l.toast;
    const float under = board.h > 0 ? board.y + board.h + kGap : top;
    const float h = std::max(bottom - under, std::min(height_at(widths[0]), room.h));
    return {room.x + (room.w - widths[0]) * 0.5f, bottom - h, widths[0], h};
}

// The message in its place: placed once per message and layout, so it never moves while shown.
// It takes the taps that land on it (a tap takes it away), so none reaches what is under it.
void PlayScene::toast(Context& ctx, const Layout& l) {
    toast_ = {};
    if (view_->over_strip()) dismiss_toast();  // the board's keyboard came up over it
    if (message_left_ <= 0 || message_.empty()) return;
    if (placed_serial_ != message_serial_ || !(placed_board_ == l.board)) {
        toast_place_ = place_toast(ctx, l, toast_scrolls_);
        toast_small_ = false;
        if (toast_scrolls_ && ctx.text_scale * kGuiSmall >= 1.f) {
            // A long message at large text that fits nowhere: in the small font (no smaller than
            // Normal text) if that fits, wrapped whole rather than scrolling out of sight.
            bool scrolls = false;
            ImGui::PushFont(gui_font(GuiFont::Small));
            const Rect smaller = place_toast(ctx, l, scrolls);
            ImGui::PopFont();
            if (!scrolls) toast_place_ = smaller, toast_scrolls_ = false, toast_small_ = true;
        }
        placed_serial_ = message_serial_;
        placed_board_ = l.board;
    }
    const Rect r = toast_place_;
    ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kToastPad, kToastPad));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse;
    if (!toast_scrolls_) flags |= ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::Begin("##toast", nullptr, flags);
    if (toast_small_) ImGui::PushFont(gui_font(GuiFont::Small));
    // The game's colour down its edge; the words in the middle of a strip taller than they are.
    const GameType* g = find_game(session().puzzle().game());
    const Color accent = shell_.palette().game_accent(g ? g->accent_hue() : 210);
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(r.x + 1, r.y + 6), ImVec2(r.x + 4, r.y + r.h - 6), ImGui::GetColorU32(imgui_colour(accent)), 1.5f);
    const float wrap = r.w - kToastPad;
    if (!toast_scrolls_) {
        const float text_h = ImGui::CalcTextSize(message_.c_str(), nullptr, false, wrap - kToastPad).y;
        ImGui::SetCursorPosY(std::max(kToastPad, (r.h - text_h) * 0.5f));
    }
    ImGui::PushTextWrapPos(0.f);  // at the content's edge, left of a scroll bar if there is one
    ImGui::TextUnformatted(message_.c_str());
    ImGui::PopTextWrapPos();
    if (!toast_scrolls_ && ImGui::IsWindowHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) dismiss_toast();
    if (toast_small_) ImGui::PopFont();
    toast_ = r;
    ImGui::End();
    ImGui::PopStyleVar();
}

std::string PlayScene::end_heading() const {
    const Status st = session().status();
    if (st == Status::Won && session().revealed()) return tr("Solution shown");
    if (st == Status::Won) return mid_.origin().mode == PlayMode::Daily ? tr("Daily solved") : tr("Solved!");
    return tr("Game over");
}

std::string PlayScene::end_sentence() const {
    const std::string clock = clock_text(mid_.clock_ms());
    if (session().revealed()) return tr("Not counted as solved: try it yourself with Again.");
    if (session().status() == Status::Won) {
        const int hints = session().help().hints;
        return hints == 0 ? trf("In {1}, with no hints.", clock) : trn("In {2}, with {1} hint.", "In {2}, with {1} hints.", hints, clock);
    }
    if (auto score = session().puzzle().score(session().state())) {
        // A game played for a score (Decodoku) says how long the player lasted, in its own words.
        if (std::string lasted = session().puzzle().summary(session().state(), session().help()); !lasted.empty()) return lasted;
        return trf("Score {1}, after {2}.", *score, clock);
    }
    if (session().can_undo() && session().puzzle().allows_undo()) return tr("No way on from here: take the last move back, or start again.");
    return trf("After {1}.", clock);
}

// The end of a game: a calm card under the finished board (beside it on a landscape screen; a
// sheet the player drags away only when there is no room), up once the win moment is over. Its heading and one sentence say how it went, stars
// what it earned; the next step leads (the next puzzle, else Share), the rest (Replay, Again, the
// game's own word on the puzzle) one tap away under More.
void PlayScene::end_of_game(Context& ctx, Rect r) {
    const float in = ease(Ease::OutCubic, card_in_);
    const float rise = (1.f - in) * 24.f * ctx.ui_scale;
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, std::max(0.05f, in));
    // Opaque: beside the cells it may lie over the board's other words (Fill-in's list).
    ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
    bg.w = 1.f;
    ImGui::PushStyleColor(ImGuiCol_WindowBg, bg);
    // Over what the board drew (no room beside or under it) it is a sheet, which the player drags away.
    const bool sheet = overlaps(r, bounds_of(drawn_));
    if (sheet) ui::begin_sheet("##over", {r.x, r.y + rise, r.w, r.h});
    else ui::begin_bar("##over", {r.x, r.y + rise, r.w, r.h});
    ImGui::PopStyleColor();
    end_shown_ = r;
    if (sheet) {
        // A sheet over the board: a grip on its top edge, and a drag moves it down out of the way.
        const ImVec2 at = ImGui::GetWindowPos();
        ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x + r.w * 0.5f - 20.f, at.y + 4.f), ImVec2(at.x + r.w * 0.5f + 20.f, at.y + 8.f),
                                                  ImGui::GetColorU32(ImGuiCol_TextDisabled), 2.f);
        if (ImGui::IsWindowHovered() && ImGui::IsMouseDragging(ImGuiMouseButton_Left) && !ImGui::IsAnyItemActive())
            sheet_down_ = std::clamp(sheet_down_ + ImGui::GetIO().MouseDelta.y, 0.f, std::max(0.f, r.h - kSheetGrip));
    }
    const float top_y = ImGui::GetCursorPosY();
    const Session& s = session();
    const bool won = s.status() == Status::Won, revealed = won && s.revealed();
    const Palette& pal = shell_.palette();
    const GameType* g = find_game(s.puzzle().game());
    const Color accent = pal.game_accent(g ? g->accent_hue() : 210);
    // The heading with the stars at its right, on one line: the card stays short enough to fit
    // under the board.
    const int stars = result_stars(s.status(), s.help().hints, revealed);
    const float star_size = ImGui::GetTextLineHeight() * 1.4f, stars_w = stars > 0 ? star_size * 3 * 1.15f + 8.f : 0.f;
    const float heading_y = ImGui::GetCursorPosY();
    ImGui::SetCursorPosY(heading_y + std::max(0.f, (star_size - ImGui::GetTextLineHeight()) * 0.5f));
    ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(revealed ? pal.text : accent));
    ui::line(end_heading(), ImGui::GetContentRegionAvail().x - stars_w);
    ImGui::PopStyleColor();
    if (stars > 0) {
        ImGui::SameLine(ImGui::GetWindowWidth() - ImGui::GetStyle().WindowPadding.x - stars_w + 8.f);
        ImGui::SetCursorPosY(heading_y);
        ui::stars(stars, 3, star_size, ImGui::GetColorU32(imgui_colour(accent)));
    }
    ui::wrapped(end_sentence());
    if (next_daily_shown()) ui::wrapped(next_daily_text(unix_now_ms()), true);
    ImGui::Spacing();
    // More: the game's own word on the puzzle (grade, techniques) and the rarer actions, above
    // the rows so that opening it moves no button under the finger.
    enum { kNone, kShare, kNext, kAgain, kReplay, kMenu, kUndo, kMore };
    int pressed = kNone;
    const bool next_level = won && !revealed && mid_.origin().mode == PlayMode::Pack && g;
    const bool new_game = !next_level && mid_.origin().mode == PlayMode::Endless && g;
    // The main row: the next step first, in the game's colour (after a win the next puzzle when
    // there is one, else Share, a daily's; after a loss or a shown solution Again), then Share or
    // the next puzzle beside it (a loss's score is shared too), then Menu.
    std::vector<std::pair<std::string, int>> row;
    const std::string next_words = next_level ? tr("Next") : tr("New game");
    if (won && !revealed && (next_level || new_game)) {
        row.emplace_back(next_words, kNext);
        row.emplace_back(tr("Share"), kShare);
    } else if (won && !revealed) {
        row.emplace_back(tr("Share"), kShare);
    } else {
        row.emplace_back(tr("Again"), kAgain);
        if (!won) row.emplace_back(tr("Share"), kShare);
        else if (next_level || new_game) row.emplace_back(next_words, kNext);
    }
    row.emplace_back(tr("Menu"), kMenu);
    // More: Replay and what the main row left out, each button once on the card (two "Again"s
    // share one ImGui ID, and the second, the lit one, never took a press).
    if (card_more_) {
        if (const std::string& more = end_summary(); !more.empty() && more != end_sentence()) ui::wrapped(more, true);
        std::vector<std::pair<std::string, int>> rest{{tr("Replay"), kReplay}};
        for (const auto& extra : {std::pair<std::string, int>{tr("Again"), kAgain}, {next_words, kNext}})
            if ((extra.second != kNext || next_level || new_game) &&
                std::none_of(row.begin(), row.end(), [&](const auto& b) { return b.second == extra.second; }))
                rest.push_back(extra);
        std::vector<std::string> labels;
        for (const auto& b : rest) labels.push_back(b.first);
        if (const int i = ui::button_row(labels); i >= 0) pressed = rest[static_cast<size_t>(i)].second;
    }
    const std::string more_label = card_more_ ? tr("Less") : tr("More...");
    // The next step the one big button in the game's colour, the rest as wide as their words, More
    // a menu icon at the end (its word on a long press and to tests). A lost game that allows undo
    // (a Fling! board left with no way to clear it) offers to take the fatal move back, beside
    // Again: what a player one move too late wants.
    if (!won && s.can_undo() && s.puzzle().allows_undo()) row.insert(row.begin() + 1, {tr("Undo"), kUndo});
    std::vector<std::string> labels;
    for (const auto& b : row) labels.push_back(b.first);
    const int i = ui::action_row(labels, more_label, [&](const std::string& label, float w) { return accent_button(label, w, accent, pal); });
    if (i >= 0) pressed = static_cast<size_t>(i) < row.size() ? row[static_cast<size_t>(i)].second : kMore;
    switch (pressed) {
    case kShare: open_share(ctx); break;
    case kNext:
        if (next_level) {
            auto scene = shell_.play_level(*g, mid_.origin().pack, mid_.origin().index + 1);
            if (scene) ctx.scenes->replace_top(std::move(*scene));
            else ctx.scenes->replace_top(shell_.levels(*g));
        } else if (new_game) {
            // The board made while this one was played (made now if there is none).
            make_next_ahead();
            if (!next_job_) break;
            const PlayOrigin origin = PlayOrigin::endless(trf("Endless #{1}", next_seed_));
            ctx.scenes->replace_top(make_generating_scene(shell_, *g, s.puzzle().params(), origin, std::move(next_job_), std::move(next_made_)));
        }
        break;
    case kAgain: restart(ctx); break;
    case kReplay: open_history(ctx); break;
    case kMenu: quit_to_game_menu(*this, ctx); break;
    case kUndo: undo(ctx); break;
    case kMore: card_more_ = !card_more_; break;
    default: break;
    }
    // The card is as tall as what it holds (the summary may wrap): the board takes the rest.
    // A frame drawn at the wrong height (the first, or the summary wrapped anew) asks for the next
    // at once: a still screen draws nothing, so it would stay with its last row cut off.
    const float h = ImGui::GetCursorPosY() - top_y + 2 * ImGui::GetStyle().WindowPadding.y - ImGui::GetStyle().ItemSpacing.y;
    relayout_ = std::abs(h - r.h) > 0.5f;
    end_h_ = h;
    ImGui::End();
    ImGui::PopStyleVar();
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
    else end_shown_ = {};
    ImGui::PopStyleVar();
    toast(ctx, l);
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
    if (session().status() != Status::Playing) {
        if (end_wait_ > 0) return end_wait_;  // the card comes up then
        if (card_in_ < 1) return 0;          // it is sliding in
    }
    double next = kStill;
    if (message_left_ > 0) next = message_left_;  // the toast goes
    if (next_daily_shown()) next = std::min(next, next_daily_change_in(unix_now_ms()));  // its minute changes
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
    end_wait_ = 0;  // back from history or a sheet, the win moment is over: the card is up
    if (session().status() != Status::Playing) card_in_ = 1;
    last_area_ = {};
    shell_.apply_settings(ctx);
    view_->set_options(view_options());
}

} // namespace pz
