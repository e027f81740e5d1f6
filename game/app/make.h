// The Make screen (issue 40): one puzzle being made in any game with an editor (game/core/edit.h),
// drawn by the game's own board view, its verdict worked out as a job after every edit, with undo,
// Test-play, Keep (to My puzzles) and Share. Written once over the editing contract.
#pragma once
#include <array>
#include <vector>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/scene.h"
#include "game/app/shell.h"
#include "game/core/edit.h"
#include "game/core/made.h"
#include "game/ui/board_view.h"

namespace pz {

class MakeScene : public Scene {
public:
    // `kept_id`: the My puzzles entry it was opened from (Keep then updates that one).
    MakeScene(Shell& shell, const GameType& game, Draft start, std::string name = {}, std::string kept_id = {});
    std::string name() const override { return "make"; }
    bool handle(const Gesture& g, Context& ctx) override;
    void update(float dt, Context& ctx) override;
    void draw(Canvas& c, Context& ctx) override;
    void gui(Context& ctx) override;
    double next_change_in(const Context&) const override { return judging() ? 0.0 : kStill; }

    const EditSession& session() const { return session_; }
    // An edit as text ("B3=2", "k=2", "size=8k1"); a refusal is said under the board and returned.
    Result<void> edit(std::string_view edit);
    void undo();
    void redo();
    // The verdict for the puzzle as it is now, once worked out; null while the job runs.
    const Verdict* verdict() const { return judged_of_ == session_.version() ? &verdict_ : nullptr; }
    bool judging() const { return job_ != nullptr; }
    // Waits (off the drawing thread's frames) for the verdict: scripts and tests.
    const Verdict& wait_verdict();
    // Keeps it in My puzzles under its name (a new one gets "My puzzle N"); an Error says why not.
    Result<void> keep();
    // Plays it as a player would, over this screen; Back (Quit to menu) returns here.
    void test_play(Context& ctx);
    const std::string& message() const { return message_; }
    // The link Share gives: it opens the puzzle titled "Made by a player" (game/app/share.h).
    std::string link() const;
    void set_name(const std::string& name);
    // The label of the cell at a point of the screen, as the board names it; empty off the cells.
    std::string cell_at(Vec2 p) const;
    const BoardView& view() const { return *view_; }

private:
    void load();    // the board for the draft as it is now, and its verdict started
    void judge();
    Rect board_area(const Context& ctx) const;
    Rect panel_area(const Context& ctx) const;
    void panel(Context& ctx);
    void share(Context& ctx);
    Shell& shell_;
    const GameType& game_;
    EditSession session_;
    std::string name_, kept_id_;
    std::shared_ptr<const Puzzle> puzzle_;  // the draft loaded: the view draws it
    bool sketch_ = false;                   // puzzle_ is a drawing of a draft that is no puzzle yet: never played
    std::unique_ptr<BoardView> view_;
    StatePtr state_;
    std::vector<std::string> cells_;  // the board's cell labels ("A1"), for taps
    int chosen_ = 0;                  // the palette entry a tap writes
    std::unique_ptr<Job> job_;
    Judged judged_;
    uint64_t judging_of_ = 0, judged_of_ = ~uint64_t{0};
    Verdict verdict_;
    std::string message_;
    bool message_bad_ = false;  // a refusal (else a notice: kept)
    bool ask_share_ = false;  // "It is not unique: share it anyway?" showing
    std::array<char, 80> name_buf_{};
    std::vector<std::array<char, 4096>> entries_;  // the editor's text entries as the player types them (a big grid's list whole)
    uint64_t entries_of_ = ~uint64_t{0};          // the draft version the entries were filled from
    uint64_t suggested_ = 0;  // the last suggestion Suggest asked for
    Rect last_area_{};
    std::string dragged_;  // the cell a drag painted last
};

// Opens the editor on a blank puzzle of the game's first size, or an ID's puzzle (an Error in
// player words for another game's ID or a damaged one), or a puzzle being played (a copy: the
// pause sheet's "Edit a copy"), or a kept puzzle of My puzzles.
std::unique_ptr<MakeScene> make_make_scene(Shell& shell, const GameType& game);
Result<std::unique_ptr<MakeScene>> make_make_scene(Shell& shell, const GameType& game, std::string_view id);
Result<std::unique_ptr<MakeScene>> make_make_scene(Shell& shell, const GameType& game, const Puzzle& puzzle);
std::unique_ptr<MakeScene> make_make_scene(Shell& shell, const MadePuzzle& kept);
// Any puzzle a player brings, in its game's editor: a game ID or seed ID, a link of ours, a
// puzz.link URL, or a file (ipuz, .puz, pzprv3, .pzr) named by its path, read by the importer
// (game/all/convert.h). `only` set: that game's puzzles only; another game's, a damaged ID or an
// unreadable file is an Error in one line of player words.
Result<std::unique_ptr<MakeScene>> open_in_make(Shell& shell, std::string_view input, const GameType* only = nullptr);
// "Open a puzzle...": the sheet (the enter-ID sheet's, game/app/enter_id_scene.cpp) where a player
// pastes or types such a text or picks a file; what it opens replaces the screen under it (the
// Make screen, or the title's chooser), and a refusal is a line under the field.
std::unique_ptr<Scene> make_open_in_make_scene(Shell& shell, const GameType* only);
// The title's More: which game to make a puzzle in.
std::unique_ptr<Scene> make_make_chooser(Shell& shell);
// What a game menu's My puzzles keeps between frames: the puzzle deleted last (for its Undo), and
// the one being renamed with what its field holds.
struct MyPuzzles {
    std::optional<MadePuzzle> deleted;
    std::string renaming;  // the ID of the one being renamed; empty for none
    std::array<char, 4 * kMaxMadeName + 40> name{};  // room to type past the limit and be told
    std::string error;     // why the last name was refused
    bool focus = false;    // the field takes the keyboard on the next frame
};
// A game menu's "Make a puzzle" and "My puzzles" (its kept puzzles: play, edit, rename, delete with undo).
void my_puzzles_gui(Shell& shell, const GameType& game, Context& ctx, MyPuzzles& state);
// Renames a kept puzzle and writes My puzzles with the crash-safe writer; an Error in player words
// for an empty or too-long name, or a write that failed.
Result<void> rename_made(Shell& shell, std::string_view id, std::string_view name);

} // namespace pz
