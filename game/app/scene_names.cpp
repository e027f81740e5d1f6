// Opening a scene by its name (the desktop's --scene, the layout test): the way a player gets there.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>

#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/make.h"
#include "game/app/custom.h"
#include "game/app/menu_page.h"
#include "game/app/print_sheet.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {
// The game to show when a scene needs one: the first level of its first pack, else a seeded one.
Result<std::unique_ptr<Scene>> default_play(Shell& shell, const GameType& g) {
    if (!g.level_packs().empty()) {
        auto s = shell.play_level(g, g.level_packs().front(), 0);
        if (s) return s;
    }
    auto presets = g.presets();
    if (presets.empty()) return fail(std::string(g.id()) + " has no presets");
    return shell.play_new(g, presets.front().params, 1, PlayOrigin::endless(trf("Endless #{1}", 1)));
}
} // namespace

Result<void> open_named_scene(Shell& shell, SceneStack& stack, const std::string& name) {
    stack.push(shell.title());
    if (name == "title") return {};
    if (name == "settings") {
        stack.push(shell.settings_scene());
        return {};
    }
    if (name == "enter-id") {
        stack.push(make_enter_id_scene(shell));
        return {};
    }
    size_t colon = name.find(':');
    std::string kind = name.substr(0, colon);
    std::string game_id = colon == std::string::npos ? "" : name.substr(colon + 1);
    const GameType* g = nullptr;
    if (!game_id.empty()) {
        g = find_game(game_id);
        if (!g) return fail("unknown game '" + game_id + "' in --scene " + name);
    } else {
        // Scenes that need a game in play use the first game that has a board view.
        for (const GameType* cand : all_games()) {
            auto p = cand->presets();
            if (p.empty()) continue;
            auto desc = cand->generate(p.front().params, 1);
            if (!desc) continue;
            auto puzzle = cand->load(p.front().params, *desc);
            if (puzzle && make_view(**puzzle)) {
                g = cand;
                break;
            }
        }
    }
    if (kind == "levels" && g) {
        stack.push(shell.levels(*g));
        return {};
    }
    if (kind == "custom" && g) {
        stack.push(shell.levels(*g));
        stack.push(make_custom_scene(shell, *g));
        return {};
    }
    if (kind == "help") {
        stack.push(shell.help(g));
        return {};
    }
    if (kind == "make" && g) {  // the game's editor, blank at its first size, over its menu
        if (!g->editor()) return fail(std::string(g->id()) + " has no editor");
        stack.push(shell.levels(*g));
        stack.push(make_make_scene(shell, *g));
        return {};
    }
    if (kind == "play" || kind == "pause" || kind == "history" || kind == "share" || kind == "print") {
        if (!g) return fail("no game with a board view is built yet, so there is nothing to " + kind);
        stack.push(shell.levels(*g));
        auto play = default_play(shell, *g);
        if (!play) return play.error();
        auto* ps = static_cast<PlayScene*>(play->get());
        stack.push(std::move(*play));
        if (kind == "pause") stack.push(make_pause_scene(*ps));
        if (kind == "history") stack.push(make_history_scene(*ps));
        const Puzzle& p = ps->session().puzzle();
        const std::string id = std::string(p.game()) + ":" + p.params() + ":" + p.description();
        if (kind == "share") stack.push(make_share_scene(shell, id, {}));
        if (kind == "print") stack.push(make_print_sheet(shell, id));
        return {};
    }
    return fail("unknown scene '" + name + "' (title, settings, levels:GAME, custom:GAME, play:GAME, pause, history, share:GAME, print:GAME, help:GAME, make:GAME)");
}

} // namespace pz
