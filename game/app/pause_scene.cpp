// The pause menu over a game in play.
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "engine/app.h"
#include "game/all/registry.h"
#include "game/core/i18n.h"
#include "game/core/job.h"
#include "game/core/record.h"
#include "game/core/replay_link.h"
#include "game/core/text.h"
#include "game/app/make.h"
#include "game/app/menu_page.h"
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
    void draw(Canvas& c, Context& ctx) override { c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, kVeil); }
    void gui(Context& ctx) override {
        // The game's bars lie over the canvas, and so over its veil: each gets the same veil in
        // its own drawing, so the whole game under the sheet is dimmed alike.
        for (ImGuiWindow* w : GImGui->Windows)
            if (w->Active && !(w->Flags & ImGuiWindowFlags_ChildWindow))
                w->DrawList->AddRectFilled(w->Pos, ImVec2(w->Pos.x + w->Size.x, w->Pos.y + w->Size.y), IM_COL32(kVeil.r, kVeil.g, kVeil.b, kVeil.a),
                                           w->WindowRounding);
        // The same sheet in every game: Resume first and biggest; the common places to go as
        // icons with their words; Quit to menu; the rarer actions (Show solution, the game's own
        // tool) under More. Nothing the play bar already has (Undo, Redo, Hint).
        ui::begin_dialog(tr("Paused"), ctx.size, std::min(ctx.size.x - 32.f, 440.f));
        ui::title(tr("Paused"));
        ImGui::Separator();
        Session& s = play_.session();
        const Palette& pal = play_.shell().palette();
        const GameType* g = find_game(s.puzzle().game());
        ImGui::PushFont(gui_font(GuiFont::Large));
        if (accent_button(tr("Resume"), -FLT_MIN, pal.game_accent(g ? g->accent_hue() : 210), pal)) act(Resume, ctx);
        ImGui::PopFont();
        // Each button is an action; its label is only what it says (labels change with the
        // language, and a game's tool may share a word with one of ours).
        struct Button {
            What what;
            ui::Icon icon;
            std::string label;
        };
        const std::vector<Button> tiles{{Restart, ui::Icon::Restart, tr("Restart")},
                                        {History, ui::Icon::History, tr("History")},
                                        {Share, ui::Icon::Share, tr("Share")},
                                        {Settings, ui::Icon::Settings, tr("Settings")}};
        // Four in a row, or two when a word would not fit (longer words, larger text).
        const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
        float widest = 0;
        for (const Button& t : tiles) widest = std::max(widest, ui::text_width(t.label) + 12.f);
        const int cols = (avail - 3 * gap) / 4.f >= widest ? 4 : 2;
        const float tw = std::floor((avail - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
        for (size_t i = 0; i < tiles.size(); ++i) {
            if (i % static_cast<size_t>(cols) != 0) ImGui::SameLine();
            if (ui::tile_button(tiles[i].icon, tiles[i].label, ImVec2(tw, 0))) act(tiles[i].what, ctx);
        }
        // Quit to menu, and More as a small menu icon at its end (its word on a long press): a rare
        // thing is never as big as a place to go.
        const int row = ui::action_row({tr("Quit to menu")}, more_ ? tr("Less") : tr("More..."),
                                       [](const std::string& label, float w) { return ui::button(label, ImVec2(w, 0)); });
        if (row == 0) act(Quit, ctx);
        if (row == 1) more_ = !more_;
        if (more_) {
            std::vector<std::string> labels{tr("Show solution")};
            std::vector<bool> on{s.status() == Status::Playing};
            // A game's own tool (Sweet Spots' Check and save).
            const char* tool = play_.view().tool_label();
            if (tool) {
                labels.emplace_back(tool);
                on.push_back(true);
            }
            // The puzzle in the editor, as a copy to change and keep (issue 40: Make from any puzzle).
            const int edit_at = g && g->editor() ? static_cast<int>(labels.size()) : -1;
            if (edit_at >= 0) {
                labels.emplace_back(tr("Edit a copy"));
                on.push_back(true);
            }
            const int i = ui::button_row(labels, -1, on);
            if (i == 0) act(Solve, ctx);
            if (i == edit_at) act(Edit, ctx);
            else if (i == 1) act(Tool, ctx);
        }
        ImGui::End();
    }

private:
    static constexpr Color kVeil{0, 0, 0, 140};
    enum What { Resume, Quit, Solve, Restart, History, Share, Settings, Tool, Edit };
    void act(What what, Context& ctx) {
        switch (what) {
        case Resume: ctx.scenes->pop(); return;
        case Quit:
            ctx.scenes->pop();  // this overlay
            quit_to_game_menu(play_, ctx);
            return;
        case Settings: ctx.scenes->push(play_.shell().settings_scene()); return;
        case Edit: {
            // Over the game, so Back returns to it as it was; the game is untouched.
            const Puzzle& puzzle = play_.session().puzzle();
            const GameType* g = find_game(puzzle.game());
            auto made = g ? make_make_scene(play_.shell(), *g, puzzle) : Result<std::unique_ptr<MakeScene>>(fail(tr("This game has no editor yet")));
            ctx.scenes->pop();
            if (made) ctx.scenes->push(std::move(*made));
            else ctx.scenes->push(make_message_scene(tr("Could not open the editor"), made.error().message));
            return;
        }
        default: break;
        }
        ctx.scenes->pop();  // the rest leave the pause menu first
        switch (what) {
        case Solve: play_.solve(ctx); break;
        case Restart: play_.restart(ctx); break;
        case History: play_.open_history(ctx); break;
        case Share: play_.open_share(ctx); break;  // the sheet takes the pause menu's place
        case Tool: play_.view().open_tool(); break;
        default: break;
        }
    }
    PlayScene& play_;
    bool more_ = false;  // the rarer actions show
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
