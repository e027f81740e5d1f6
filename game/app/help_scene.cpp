// The help pages: how to play each game, and what every button does.
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

class HelpScene : public Scene {
public:
    HelpScene(Shell& shell, const GameType* g) : shell_(shell), game_(g) {}
    std::string name() const override { return "help"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && g.action == Action::Back) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { background(c, ctx, shell_.palette()); }
    void gui(Context& ctx) override {
        if (begin_menu_page("##help", ctx, game_ ? std::string(game_->title()) : std::string(tr("About Puzzlebox"))) == 1) ctx.scenes->pop();
        ImGui::Separator();
        if (game_) {
            ui::wrapped(tr(game_->help()));
        } else {
            ui::wrapped(tr(
                "Puzzlebox collects five puzzles: Decodoku, Sweet Spots, BitFlipper, Fling! and a fill-in "
                "crossword. Every level comes from a seed, every solver can give you a hint, and every game "
                "you play is kept so you can replay it move by move."));
        }
        ImGui::Spacing();
        ui::line(tr("Controls"), 0, true);
        ui::wrapped(tr(
            "Tap or click to play; swipe or drag where a game moves pieces. Long-press the board (or "
            "right-click) to step back through history. Keys: arrows move the cursor, Space/Enter acts, "
            "Ctrl+Z undo, Ctrl+Y redo, F1 hint, F2 history, Esc pause."));
        ImGui::Spacing();
        ui::line(tr("Buttons"), 0, true);
        ui::wrapped(buttons_help());
#ifndef __EMSCRIPTEN__
        if (!game_) {
            // Where the files are, for a player who backs them up (asked for here, never on a game's
            // screens); the browser's storage has no such place.
            ImGui::Spacing();
            ui::line(tr("Your games"), 0, true);
            ui::wrapped(tr("Your games, records and settings are kept in this folder:"), true);
            ui::wrapped(shell_.data_dir(), true);
            if (shell_.open_folder && ui::button(tr("Open folder"), ImVec2(-FLT_MIN, 0))) shell_.open_folder(shell_.data_dir());
        }
#endif
        ImGui::End();
    }

private:
    Shell& shell_;
    const GameType* game_;
};

} // namespace

std::string buttons_help() {
    // One sentence per button, each translated whole.
    const char* lines[] = {
        tr("Undo, Redo and Hint are the icons in the bar under the board (at the top on a wide screen); "
           "Menu, at the top, holds the rest."),
        tr("Menu pauses the game: Resume, then Restart, History, Share and Settings, and Quit to menu (the game is saved); "
           "More... (Less closes it) holds Show solution (the game then does not count as solved), Edit a copy (the puzzle in "
           "the editor, to change and keep as your own) and the game's own tool."),
        tr("Undo takes back your last move and Redo plays it again; a new move after Undo keeps the old line as a branch in History."),
        tr("Hint works in steps, a press each: first where to look, then Why? gives the reason, Show shows the move, "
           "and Play it makes it for you (marked as a hint in History)."),
        tr("History (in Menu, or a long press on the board) shows every move in the game's words, hints, the game's own "
           "moves and mistakes marked: step with < and >, Play runs through it and Pause stops it, and More holds the "
           "rest: the speed, |< Start and End >| to jump, Resume from here (or Play on from here in a replay) to "
           "continue from the step shown, Export replay to save it as a file, and every step to pick one. Back returns."),
        tr("When a game ends, a card under the finished board says how it went, with Share, Next (the next level) or "
           "New game, and Menu; More... holds Replay (the game move by move in History) and Again (the same puzzle "
           "from the start). A daily you have solved opens on its result, with the time left until the next one."),
    };
    std::string out;
    for (const char* l : lines) out += std::string(out.empty() ? "" : "\n") + l;
    return out;
}

std::unique_ptr<Scene> make_help_scene(Shell& shell, const GameType* g) { return std::make_unique<HelpScene>(shell, g); }

} // namespace pz
