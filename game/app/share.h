// Sharing a puzzle and opening one from its ID or a link (issue 19): the Share sheet shows the
// puzzle's ID and a link and copies either; "Enter ID or link" opens a game ID, a seed ID, a
// puzz.link URL or a link to our web page.
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "engine/scene.h"
#include "game/core/game.h"
#include "game/core/mid_end.h"
#include "game/app/shell.h"

namespace pz {

// The longest text "Enter ID or link" and a handed-over file holding a link take (1 MiB); Share
// offers no link longer than this, so every link the app makes opens again (issue 25 e).
constexpr size_t kMaxLinkText = 1u << 20;

// The link that opens a puzzle: the front end's link base (the web page's own address; on the
// desktop the puzzlebox: scheme) with ?id=, the ID %-escaped.
std::string puzzle_link(std::string_view link_base, std::string_view id);

// The Share sheet for the puzzle in play; seed_id is the "game:params#seed" form when known, and
// replay the game so far packed for a link (game/core/replay_link.h), when there is one.
std::unique_ptr<Scene> make_share_scene(Shell& shell, std::string id, std::string seed_id, const std::string& replay = {});
// The scene that reads an ID or a link the player types or pastes (a #replay= link opens in
// history mode), and opens it. What it opens
// replaces it; an error is one line under the field.
std::unique_ptr<Scene> make_enter_id_scene(Shell& shell);
// What the enter-ID scene does with the text: pushes the scene that plays it (or makes it).
Result<void> open_puzzle_text(Shell& shell, SceneStack& scenes, std::string_view text);
// A file the player handed over (dropped on the window, or picked in the browser): a replay (a
// .pzr, or any file that starts as one) opens in history mode; anything else is read as the
// text "Enter ID or link" takes. An error, and `note` (a replay cut short), name the file as the
// player knows it (`name`), not where the platform put it.
Result<void> open_player_file(Shell& shell, SceneStack& scenes, const std::string& path, const std::string& name, std::string* note = nullptr);
// What a front end does with such a file: opens it, or says why not in a message over the screen.
void open_player_file_or_say(Shell& shell, SceneStack& scenes, const std::string& path, const std::string& name);

} // namespace pz
