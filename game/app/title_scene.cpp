// The title: every game, the saved games, and the way to settings, help and Enter ID.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>

#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/custom.h"
#include "game/app/menu_page.h"
#include "game/app/print_sheet.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

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
        if (sz.x > sz.y * kLandscapeRatio && sz.y < 600.f) {
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
            if (shell_.has_save(g->id())) saved.push_back(g);
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

} // namespace

std::unique_ptr<Scene> make_title_scene(Shell& shell) { return std::make_unique<TitleScene>(shell); }

} // namespace pz
