// The pause menu over a game in play.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/all/registry.h"
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
        // Each button is an action; its label is only what it says (labels change with the
        // language, and a game's tool may share a word with one of ours).
        struct Button {
            What what;
            std::string label;
            bool on;
        };
        std::vector<std::vector<Button>> rows = {{{Resume, tr("Resume"), true}, {Quit, tr("Quit to menu"), true}},
                                                 {{Undo, tr("Undo"), s.can_undo()}, {Redo, tr("Redo"), s.can_redo()}},
                                                 {{Hint, tr("Hint"), playing}, {Solve, tr("Show solution"), playing}},
                                                 {{Restart, tr("Restart"), true}, {History, tr("History"), true}},
                                                 {{Share, tr("Share"), true}, {Settings, tr("Settings"), true}}};
        // A game's own tool (Sweet Spots' Check and save) has a row of its own.
        if (const char* tool = play_.view().tool_label()) rows.push_back({{Tool, tool, true}});
        for (const auto& row : rows) {
            std::vector<std::string> labels;
            std::vector<bool> on;
            for (const Button& b : row) {
                labels.push_back(b.label);
                on.push_back(b.on);
            }
            const int i = ui::button_row(labels, -1, on);
            if (i >= 0) act(row[static_cast<size_t>(i)].what, ctx);
        }
        ImGui::End();
    }

private:
    enum What { Resume, Quit, Undo, Redo, Hint, Solve, Restart, History, Share, Settings, Tool };
    void act(What what, Context& ctx) {
        switch (what) {
        case Resume: ctx.scenes->pop(); return;
        case Quit:
            ctx.scenes->pop();  // this overlay
            quit_to_game_menu(play_, ctx);
            return;
        case Undo: play_.undo(ctx); return;
        case Redo: play_.redo(ctx); return;
        case Settings: ctx.scenes->push(play_.shell().settings_scene()); return;
        default: break;
        }
        ctx.scenes->pop();  // the rest leave the pause menu first
        switch (what) {
        case Hint: play_.show_hint(ctx); break;
        case Solve: play_.solve(ctx); break;
        case Restart: play_.restart(ctx); break;
        case History: play_.open_history(ctx); break;
        case Share: play_.open_share(ctx); break;  // the sheet takes the pause menu's place
        case Tool: play_.view().open_tool(); break;
        default: break;
        }
    }
    PlayScene& play_;
};

} // namespace

std::unique_ptr<Scene> make_pause_scene(PlayScene& play) { return std::make_unique<PauseScene>(play); }

void quit_to_game_menu(PlayScene& play, Context& ctx) {
    // The scene under the game: its menu when the game was opened from there, else (Continue on
    // the title, a link, a file) the game's menu takes the game's place, over what was under it.
    SceneStack& st = *ctx.scenes;
    size_t at = st.size();
    while (at > 0 && st.at(at - 1) != &play) --at;
    const GameType* g = find_game(play.session().puzzle().game());
    if (at >= 2 && (st.at(at - 2)->name() == "levels" || st.at(at - 2)->name() == "make")) {  // (make: Test-play's way back)
        st.pop();  // the game (saved on exit)
    } else if (g) {
        st.replace_top(play.shell().levels(*g));
    } else {
        st.pop();
    }
}

} // namespace pz
