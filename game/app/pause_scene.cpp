// The pause menu over a game in play.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/core/i18n.h"
#include "game/core/job.h"
#include "game/core/record.h"
#include "game/core/replay_link.h"
#include "game/core/text.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

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
        // Two columns of buttons: short enough for a phone on its side, Resume first.
        ui::begin_dialog(tr("Paused"), ctx.size, std::min(ctx.size.x - 32.f, 440.f));
        ui::line(tr("Paused"));
        ImGui::Separator();
        Session& s = play_.session();
        const bool playing = s.status() == Status::Playing;
        std::vector<std::vector<std::string>> rows = {{tr("Resume"), tr("Quit to menu")}, {tr("Undo"), tr("Redo")}, {tr("Hint"), tr("Show solution")},
                                                      {tr("Restart"), tr("History")}, {tr("Share"), tr("Settings")}};
        std::vector<std::vector<bool>> on = {{true, true}, {s.can_undo(), s.can_redo()}, {playing, playing}, {true, true}, {true, true}};
        // A game's own tool (Fling!'s Designer) has a row of its own.
        const char* tool = play_.view().tool_label();
        if (tool) {
            rows.push_back({tool});
            on.push_back({true});
        }
        for (size_t r = 0; r < rows.size(); ++r) {
            const int i = ui::button_row(rows[r], -1, on[r]);
            if (i < 0) continue;
            const std::string& what = rows[r][static_cast<size_t>(i)];
            if (what == tr("Resume")) {
                ctx.scenes->pop();
                continue;
            }
            if (what == tr("Quit to menu")) {
                ctx.scenes->pop();  // this overlay
                ctx.scenes->pop();  // the game (saved on exit)
                continue;
            }
            if (what == tr("Undo")) play_.undo(ctx);
            else if (what == tr("Redo")) play_.redo(ctx);
            else if (what == tr("Settings")) ctx.scenes->push(play_.shell().settings_scene());
            else ctx.scenes->pop();  // the rest leave the pause menu first
            if (what == tr("Hint")) play_.show_hint(ctx);
            else if (what == tr("Show solution")) play_.solve(ctx);
            else if (what == tr("Restart")) play_.restart(ctx);
            else if (what == tr("History")) play_.open_history(ctx);
            else if (what == tr("Share")) play_.open_share(ctx);  // the sheet takes the pause menu's place
            else if (tool && what == tool) play_.view().open_tool();
        }
        ImGui::End();
    }

private:
    PlayScene& play_;
};

} // namespace

std::unique_ptr<Scene> make_pause_scene(PlayScene& play) { return std::make_unique<PauseScene>(play); }

} // namespace pz
