// The guided first puzzle: any game's tiny level (GameType::guide) played one instruction at a
// time, the move to make glowing as a hint's move does, then finished by the player alone.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/all/registry.h"
#include "game/app/menu_page.h"
#include "game/app/scenes.h"
#include "game/app/theme.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

class GuideScene : public Scene {
public:
    GuideScene(Shell& shell, const GameType& game, Guide guide, std::shared_ptr<Session> session, std::unique_ptr<BoardView> view, bool over_menu)
        : shell_(shell), game_(game), guide_(std::move(guide)), session_(std::move(session)), view_(std::move(view)), over_menu_(over_menu) {
        // The game's own switches at their defaults: the lesson's moves are the ones a tap makes then.
        ViewOptions o;
        o.left_handed = shell_.settings().left_handed;
        for (const GameOption& opt : game_.options()) o.game[opt.key] = opt.on;
        view_->set_options(o);
        begin_step();
    }
    std::string name() const override { return "guide"; }

    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Menu)) {
            leave(ctx, false);
            return true;
        }
        if (done()) return true;  // the little board is won: the card's button goes on
        const Interpretation in = view_->interpret(session_->state(), g);
        if (in.kind == Interpretation::Kind::Move) try_move(in.move, ctx, &g);
        else if (in.kind == Interpretation::Kind::Invalid) refuse(ctx);
        return true;  // nothing reaches the menu under the guide
    }

    void update(float dt, Context& ctx) override {
        (void)ctx;
        view_->update(dt);
    }

    double next_change_in(const Context& ctx) const override {
        (void)ctx;
        return view_->animating() || relayout_ ? 0.0 : kStill;
    }

    void draw(Canvas& c, Context& ctx) override {
        const Palette& pal = shell_.palette();
        c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
        view_->set_text_scale(ctx.text_scale);
        const Rect area = board_area(ctx);
        if (!(area == last_area_)) view_->layout(area);
        last_area_ = area;
        const bool glow = !done() && step().kind == GuideStep::Kind::Show;
        const size_t at = session_->position();
        view_->draw(c, session_->state(),
                    DrawInfo{.palette = pal,
                             .time = ctx.time,
                             .last_move = at > 0 ? std::string_view(session_->steps()[at - 1].move) : std::string_view(),
                             .hint = glow ? &glow_ : nullptr,
                             .status = session_->status(),
                             .hint_step = 3,
                             .text_scale = ctx.text_scale,
                             .still = shell_.settings().reduced_motion});
    }

    void gui(Context& ctx) override {
        const float top = top_bar_height(ctx);
        push_top_bar_padding();
        ui::begin_bar("##guide-top", {0, 0, ctx.size.x, top});
        const float skip_w = std::max(96.f, ui::text_width(tr("Skip")) + 32.f);
        const float text_w = ImGui::GetContentRegionAvail().x - skip_w - ImGui::GetStyle().ItemSpacing.x;
        const std::string progress = done() ? std::string(tr("Done")) : trf("Step {1} of {2}", step_ + 1, guide_.steps.size());
        top_bar_lines(trf("Learn {1}", tr(game_.title())), progress, text_w);
        ImGui::SameLine(ctx.size.x - skip_w - ImGui::GetStyle().WindowPadding.x);
        if (!done() && ui::button(tr("Skip"), ImVec2(skip_w, 0))) leave(ctx, false);
        ImGui::End();
        ImGui::PopStyleVar(2);

        if (const float h = card_height(ctx); h != card_h_) {
            card_h_ = h;
            relayout_ = true;  // the board takes the new room in the next frame
        } else {
            relayout_ = false;
        }
        const Rect card = card_rect(ctx);
        ui::begin_bar("##guide", card);
        const Color accent = shell_.palette().game_accent(game_.accent_hue());
        if (!said_.empty()) {  // what the last move just did, in the game's colour
            ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(accent));
            ui::wrapped(said_);
            ImGui::PopStyleColor();
        }
        if (done()) {
            ui::line(tr("You've got it!"));
            const bool packs = !game_.level_packs().empty();
            if (accent_button(packs ? tr("Play the first level") : tr("Play"), -FLT_MIN, accent, shell_.palette())) leave(ctx, packs);
        } else {
            ui::wrapped(tr(step().say));
        }
        ImGui::End();
    }

    // For tests.
    int step_index() const { return step_; }
    bool finished() const { return done(); }
    const std::string& said() const { return said_; }
    const Guide& guide() const { return guide_; }
    Session& session() { return *session_; }
    bool play(const std::string& move, Context& ctx) { return try_move(move, ctx); }
    int refusals() const { return refusals_; }
    const BoardView& view() const { return *view_; }

private:
    bool done() const { return step_ >= static_cast<int>(guide_.steps.size()); }
    const GuideStep& step() const { return guide_.steps[static_cast<size_t>(step_)]; }

    // The card under the board: room for the last move's words and the next instruction (or the
    // end's button), at the player's text size.
    Rect card_rect(const Context& ctx) const {
        const float w = std::min(ctx.size.x, 720.f);
        const float h = card_h_ > 0 ? card_h_ : 160.f * ctx.text_scale;
        return {(ctx.size.x - w) * 0.5f, ctx.size.y - h, w, h};
    }
    // The card's height: the most any moment of the lesson says (the last move's words and the
    // next instruction, a refusal, the end's button), wrapped at its width, so the board keeps one
    // place and size from the first step to the last.
    float card_height(const Context& ctx) const {
        const ImGuiStyle& st = ImGui::GetStyle();
        const float wrap = std::min(ctx.size.x, 720.f) - 2.f * st.WindowPadding.x;
        const auto text_h = [&](std::string_view t) {
            return t.empty() ? 0.f : ImGui::CalcTextSize(t.data(), t.data() + t.size(), false, wrap).y + st.ItemSpacing.y;
        };
        float said = std::max({text_h(tr("Not that one: try the one that glows.")), text_h(tr("That move is not allowed here. Try another.")),
                               text_h(tr("That one would leave no way to finish. Try another."))});
        float most = 0;
        for (const GuideStep& g : guide_.steps) {
            said = std::max({said, text_h(tr(g.refuse)), text_h(tr(g.again))});
            most = std::max(most, said + text_h(tr(g.say)));
            said = text_h(tr(g.after));  // what the next step's card says first
        }
        most = std::max(most, said + ImGui::GetTextLineHeightWithSpacing() + ui::kTarget + st.ItemSpacing.y);
        return std::ceil(most + 2.f * st.WindowPadding.y + 4.f);
    }
    Rect board_area(const Context& ctx) const {
        const float top = top_bar_height(ctx) + 6.f;
        const Rect card = card_rect(ctx);
        return {8.f, top, ctx.size.x - 16.f, std::max(40.f, card.y - top - 6.f)};
    }

    // The step's move glows as a hint's move at its third step does.
    void begin_step() {
        glow_ = Hint{};
        if (done() || step().kind != GuideStep::Kind::Show || step().moves.empty()) return;
        glow_.move = step().moves.front();
        glow_.cells = session_->puzzle().move_cells(session_->state(), glow_.move);
        glow_.move_name = session_->puzzle().move_name(session_->state(), glow_.move);
    }

    // The move acts on the glowing cells only (a first tap on the cell to put a chest on).
    bool on_glowing_cells(const std::string& move) const {
        const auto cells = session_->puzzle().move_cells(session_->state(), move);
        return !cells.empty() && std::all_of(cells.begin(), cells.end(), [&](const std::string& c) {
            return std::find(glow_.cells.begin(), glow_.cells.end(), c) != glow_.cells.end();
        });
    }

    // A tap on a move's own cells that the next tap there mends (a board that can be won again) is
    // a step on the way, as history's mistakes() counts it: Sweet Spots' cross before its chest.
    bool on_the_way(const Gesture& g, const std::vector<std::string>& cells) {
        if (g.kind != Gesture::Kind::Tap || cells.empty() || !view_->labelled_area(cells).contains(g.pos)) return false;
        const Interpretation next = view_->interpret(session_->state(), g);
        if (next.kind != Interpretation::Kind::Move) return false;
        auto after = session_->puzzle().apply(session_->state(), next.move);
        return after && session_->puzzle().winnable(**after) == std::optional<bool>(true);
    }

    void refuse(Context& ctx) {
        ++refusals_;
        ctx.audio->play(Sound::Invalid);
        const GuideStep& s = step();
        if (*s.refuse) said_ = tr(s.refuse);
        else said_ = s.kind == GuideStep::Kind::Show ? tr("Not that one: try the one that glows.") : tr("That move is not allowed here. Try another.");
    }

    // A move the player made: the shown one (or, finishing, any that still leads to a win) is
    // played and its effect pointed out; any other is refused gently.
    bool try_move(const std::string& move, Context& ctx, const Gesture* by = nullptr) {
        if (done()) return false;
        const GuideStep& s = step();
        const std::vector<std::string> cells = session_->puzzle().move_cells(session_->state(), move);
        const bool taught = s.kind != GuideStep::Kind::Show || s.moves.empty() || move == s.moves.front();
        if (!taught && !(*s.again && on_glowing_cells(move))) {
            refuse(ctx);
            return false;
        }
        auto change = session_->play(move);
        if (!change) {
            refuse(ctx);
            return false;
        }
        // A move after which the little board cannot be won is taken back at once; not a step
        // on the way to the shown move (Sweet Spots' first tap crosses the cell its chest takes).
        if (taught && change->status != Status::Won && session_->puzzle().winnable(session_->state()) == std::optional<bool>(false) &&
            !(by && on_the_way(*by, cells))) {
            session_->undo();
            ++refusals_;
            ctx.audio->play(Sound::Invalid);
            said_ = tr("That one would leave no way to finish. Try another.");
            return false;
        }
        view_->on_change(*change, *ctx.audio);
        if (shell_.settings().reduced_motion) view_->update(kEndAnimations);
        if (!taught) {
            said_ = tr(s.again);
            begin_step();  // the glow follows the cells as they now are
        } else if (s.kind == GuideStep::Kind::Show || change->status == Status::Won) {
            said_ = *s.after ? std::string(tr(s.after)) : std::string();
            ++step_;
            if (done()) ctx.audio->play(Sound::Win);
            begin_step();
        } else {
            said_.clear();
        }
        return true;
    }

    // Skipped (or Back), or done: to the game's menu, or on to the journey's first level.
    void leave(Context& ctx, bool first_level) {
        SceneStack& st = *ctx.scenes;
        if (over_menu_) st.pop();
        else st.replace_top(shell_.levels(game_));
        if (first_level)
            if (auto play = shell_.play_level(game_, game_.level_packs().front(), 0)) st.push(std::move(*play));
    }

    Shell& shell_;
    const GameType& game_;
    Guide guide_;
    std::shared_ptr<Session> session_;
    std::unique_ptr<BoardView> view_;
    bool over_menu_;
    int step_ = 0;
    Hint glow_;
    std::string said_;
    int refusals_ = 0;
    Rect last_area_{};
    float card_h_ = 0;  // the card's height as last measured (0: not yet)
    bool relayout_ = false;  // the card changed height: draw once more with the board laid out anew
};

} // namespace

bool guide_due(Shell& shell, const GameType& g) {
    const std::string id(g.id());
    if (shell.settings().guides_seen.count(id) || !g.guide()) return false;
    // Not new to it: records, a game saved, or progress in any of its levels.
    if (!shell.records(id).empty() || shell.has_save(id)) return false;
    const auto& levels = shell.data().progress().all();
    const auto mine = levels.lower_bound(id + "/");
    return mine == levels.end() || mine->first.rfind(id + "/", 0) != 0;
}

std::unique_ptr<Scene> make_guide_scene(Shell& shell, const GameType& g, bool over_menu) {
    auto guide = g.guide();
    if (!guide) return nullptr;
    auto puzzle = g.load(guide->params, guide->desc);
    if (!puzzle) return nullptr;
    auto session = std::make_shared<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle)));
    auto view = make_view(session->puzzle());
    if (!view) return nullptr;
    // Seen once it opens, however it is left: it opens by itself only the first time.
    if (shell.settings().guides_seen.insert(std::string(g.id())).second) shell.save_settings();
    return std::make_unique<GuideScene>(shell, g, std::move(*guide), std::move(session), std::move(view), over_menu);
}

int guide_step(const Scene& s) {
    const auto* g = dynamic_cast<const GuideScene*>(&s);
    return g ? g->step_index() : -1;
}

bool guide_finished(const Scene& s) {
    const auto* g = dynamic_cast<const GuideScene*>(&s);
    return g && g->finished();
}

std::string guide_said(const Scene& s) {
    const auto* g = dynamic_cast<const GuideScene*>(&s);
    return g ? g->said() : std::string();
}

bool guide_play(Scene& s, const std::string& move, Context& ctx) {
    auto* g = dynamic_cast<GuideScene*>(&s);
    return g && g->play(move, ctx);
}

int guide_refusals(const Scene& s) {
    const auto* g = dynamic_cast<const GuideScene*>(&s);
    return g ? g->refusals() : 0;
}

const BoardView* guide_view(const Scene& s) {
    const auto* g = dynamic_cast<const GuideScene*>(&s);
    return g ? &g->view() : nullptr;
}

} // namespace pz
