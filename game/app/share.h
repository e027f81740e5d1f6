// Sharing a puzzle and opening one from its ID or a link (issues 19, 29): the Share sheet leads
// with a result that spoils nothing and a link, the IDs under "More"; "Enter ID or link" opens a
// game ID, a seed ID, a puzz.link URL or a link to our web page.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/scene.h"
#include "game/core/game.h"
#include "game/core/i18n.h"
#include "game/core/mid_end.h"
#include "game/app/shell.h"

namespace pz {

// The longest text "Enter ID or link" and a handed-over file holding a link take (1 MiB); Share
// offers no link longer than this, so every link the app makes opens again (issue 25 e).
constexpr size_t kMaxLinkText = 1u << 20;

// The link that opens a puzzle: the front end's link base (the web page's own address; on the
// desktop the puzzlebox: scheme) with ?id=, the ID %-escaped.
std::string puzzle_link(std::string_view link_base, std::string_view id);
// The link of a puzzle a player made (shared from Make): puzzle_link and "&made=1", a marker
// builds before it ignore (they read ?id= up to the next '&'); it opens titled kMadeByPlayer.
std::string made_link(std::string_view link_base, std::string_view id);
// The label (English; shown translated) of a game opened from a made puzzle's link.
inline constexpr const char* kMadeByPlayer = tr_noop("Made by a player");
// What a text a player brings points at: the ID in a link of ours (the web page's ?id=, the
// desktop's puzzlebox: scheme), and whether the link marks a made puzzle; other text as it is.
struct LinkTarget {
    std::string text;
    bool made = false;
};
LinkTarget link_target(std::string_view text);

// How a game went, as a player tells a friend: nothing in it gives the puzzle away.
struct ShareResult {
    std::string game;   // the game's name in the language in use ("Sweet Spots")
    std::string label;  // the puzzle's name ("Daily 26 Nov", "Starter 3"); empty for none
    Status status = Status::Playing;
    bool revealed = false;  // the solution was shown: said so, never dressed as a win
    int64_t clock_ms = 0;
    int hints = 0;
    int stars = 0;                 // 0 to 3, drawn as stars
    std::optional<int64_t> score;  // a game played to survive (Decodoku)
    std::string link;              // opens the same puzzle
};
// The stars a finished game earns for the help it took: 3 with no hint, 2 with one or two, else
// 1; none for a loss or a shown solution.
int result_stars(Status status, int hints, bool revealed);
// "no hints", "1 hint", "2 hints".
std::string hints_words(int hints);
// The result in words, without its stars (for a screen whose font has none: it draws them).
std::string result_words(const ShareResult& r);
// The result line ("Puzzlebox · Sweet Spots · Daily 26 Nov · 0:49 · no hints ★★★"), empty while
// the game is in play.
std::string result_line(const ShareResult& r);
// What Share copies: the result line and the link on the next line once the game is over; the
// link alone while it is in play.
std::string share_text(const ShareResult& r);

// The Share sheet for the puzzle in play; seed_id is the "game:params#seed" form when known, and
// replay the game so far packed for a link (game/core/replay_link.h), when there is one.
// `result` leads the sheet when the game is over.
std::unique_ptr<Scene> make_share_scene(Shell& shell, std::string id, std::string seed_id, const std::string& replay = {},
                                        ShareResult result = {});
// The scene that reads an ID or a link the player types or pastes (a #replay= link opens in
// history mode), and opens it. What it opens
// replaces it; an error is one line under the field.
std::unique_ptr<Scene> make_enter_id_scene(Shell& shell);
// What the enter-ID scene does with the text: pushes the scene that plays it (or makes it).
Result<void> open_puzzle_text(Shell& shell, SceneStack& scenes, std::string_view text);
// What an enter-ID sheet (`sheet`: "enter-id", or Make's "make-open") does with a text: plays it,
// or opens it in the editor.
Result<void> open_in_sheet(Scene& sheet, SceneStack& scenes, std::string_view text);
// A file the player handed over (dropped on the window, or picked in the browser): a replay (a
// .pzr, or any file that starts as one) opens in history mode; anything else is read as the
// text "Enter ID or link" takes. An error, and `note` (a replay cut short), name the file as the
// player knows it (`name`), not where the platform put it.
Result<void> open_player_file(Shell& shell, SceneStack& scenes, const std::string& path, const std::string& name, std::string* note = nullptr);
// What a front end does with such a file: opens it, or says why not in a message over the screen.
void open_player_file_or_say(Shell& shell, SceneStack& scenes, const std::string& path, const std::string& name);

} // namespace pz
