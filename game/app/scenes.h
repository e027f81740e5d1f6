// The shared scenes: title, level select, play (with HUD), pause overlay, history, settings, help.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "engine/scene.h"
#include "game/ui/board_view.h"
#include "game/app/board_zoom.h"
#include "game/app/shell.h"
#include "game/app/share.h"
#include "game/core/job.h"

namespace pz {

// Seconds of update that end any board animation (reduced motion plays none).
constexpr float kEndAnimations = 1000.f;

// The layout breakpoints every scene shares, in one place. Narrower than kNarrowWidth logical
// pixels is a phone: actions in a bar under the thumb. Wider than kLandscapeRatio times its height
// (and not narrow) is landscape: a panel or list goes beside the board rather than under it.
constexpr float kNarrowWidth = 640.f;
constexpr float kLandscapeRatio = 1.2f;
inline bool narrow_screen(const Context& ctx) { return ctx.size.x < kNarrowWidth; }
inline bool wide_landscape(const Context& ctx) { return !narrow_screen(ctx) && ctx.size.x > ctx.size.y * kLandscapeRatio; }

class PlayScene : public Scene {
public:
    PlayScene(Shell& shell, std::shared_ptr<Session> session, PlayOrigin origin, std::unique_ptr<BoardView> view);
    std::string name() const override { return "play"; }
    // For tests: an endless game's next board has been made ahead (make_next_ahead).
    bool next_made() const { return next_job_ && next_job_->done() && *next_made_; }
    bool handle(const Gesture& g, Context& ctx) override;
    void update(float dt, Context& ctx) override;
    void draw(Canvas& c, Context& ctx) override;
    void gui(Context& ctx) override;
    void on_exit(Context& ctx) override;
    void on_resume(Context& ctx) override;
    double next_change_in(const Context& ctx) const override;

    Session& session() { return mid_.session(); }
    const Session& session() const { return mid_.session(); }
    MidEnd& mid_end() { return mid_; }
    BoardView& view() { return *view_; }
    const PlayOrigin& origin() const { return mid_.origin(); }
    Shell& shell() { return shell_; }

    // Actions shared by the HUD, keys and the pause overlay.
    void undo(Context& ctx);
    void redo(Context& ctx);
    void show_hint(Context& ctx);
    void restart(Context& ctx);
    void solve(Context& ctx);
    void open_pause(Context& ctx);
    void open_history(Context& ctx);
    // Carries out what the board or its panel asked for (a move, a position to go to, a document
    // to keep), through the mid-end or the shell's writer, with feedback; false for nothing.
    bool carry_out(const Interpretation& in, Context& ctx);
    // Plays a move as the player would; false (with feedback) if it is illegal.
    bool play(const std::string& move, Context& ctx, StepKind kind = StepKind::Move);
    // Call after the session moved by other means (history resume) to refresh view and saves.
    void session_changed(Context& ctx);
    // A replay is a document and never saved; playing on from it (the player's choice) makes it
    // a game of the player's own, auto-saved from then on like any other.
    void play_on_from_replay() { mid_.play_on(); }
    bool is_replay() const { return mid_.is_replay(); }

    Rect board_area(const Context& ctx) const;
    // How the board is drawn showing `shown`, the position at `position` of the line: in play, or
    // in history (past: no hint, no cursor; `before` is the position it was played from, if any).
    DrawInfo draw_info(const Context& ctx, size_t position, const State& shown, const State* before, bool past) const;
    // Pinch, double-tap and pan of a board too big for the screen.
    BoardZoom& zoom() { return zoom_; }
    // The end of the game is shown: the game is over and its last animation has ended.
    bool finished_shown() const;
    // Today's daily solved and its card up: the card counts down to tomorrow's.
    bool next_daily_shown() const;
    // The Share sheet for this puzzle (its result once over, link; IDs and replay link under More).
    void open_share(Context& ctx);
    // How this game went, as Share tells it (game/app/share.h), and what Share copies now: the
    // result and the link once the game is over, else the link alone.
    ShareResult share_result() const;
    std::string share_text() const { return pz::share_text(share_result()); }
    const std::string& message() const { return message_; }
    // The title the top bar shows (the game and level).
    std::string title() const { return title_text(); }
    // Where the toast is drawn (empty while none shows), for tests.
    Rect toast_rect() const { return toast_; }
    // Whether its words scroll in it (there was no room to show them whole), for tests.
    bool toast_scrolls() const { return toast_.h > 0 && toast_scrolls_; }
    // What the board's view drew in the last frame, as one rectangle, for tests.
    Rect board_drawn() const;
    // Where the board's cells are, as one rectangle (every label the puzzle has).
    Rect board_cells() const;
    // One cell's size on the board as laid out.
    float cell_size() const;
    // The end card as last drawn (empty while none shows).
    Rect end_card() const { return end_shown_; }
    // `print layout`'s line: "window W H board X Y W H cell S", and " card X Y W H" while the end card shows.
    std::string layout_line(const Context& ctx) const;
    // A tap on the toast (or its message gone stale) takes it away.
    void dismiss_toast() { message_left_ = 0; }
    // The game's word on a finished game (Puzzle::summary: grade, techniques, par), worked out
    // once per end position; empty while playing.
    const std::string& end_summary();
    // The end card's heading ("Solved!", "Daily solved", "Solution shown", "Game over") and its
    // one sentence ("In 0:49, with no hints.").
    std::string end_heading() const;
    std::string end_sentence() const;

private:
    // A toast about the position on the board now: it leaves once that changes, or after `seconds`.
    void say(std::string text, float seconds = 2.5f);
    // A toast about the puzzle itself (an imported board's notice): a move does not make it stale.
    void say_of_puzzle(std::string text, float seconds);
    ViewOptions view_options() const;
    std::string status_line() const;  // the game's HUD text (or the move count) and the clock
    // Where each part of the screen goes at this size: bars, the game's panel, the end bar, the board.
    // `toast` is the strip kept for messages on a phone (empty elsewhere: they find room beside the board).
    struct Layout {
        Rect top, actions, panel, end, board, toast;
    };
    Layout layout_of(const Context& ctx) const;
    // The layout before the board is placed in its area and with no end card.
    Layout plain_layout(const Context& ctx) const;
    // Places the board in `area` (shift_), once per area; draw() calls it.
    void place_board(const Context& ctx, Rect area);
    float card_height(const Context& ctx) const;
    Rect card_place(const Context& ctx, const Layout& l) const;
    std::string title_text() const;  // the puzzle's name ("Daily · 26 Nov"); the game's when it has none
    // The parts of gui(): top bar, the phone's action bar, the toast, the end of a game.
    void action_buttons(Context& ctx);
    void top_bar(Context& ctx, Rect r);
    void action_bar(Context& ctx, Rect r);
    void toast(Context& ctx, const Layout& l);
    // Where this message goes: a place that covers no part of the board, its panel or a bar.
    // `scrolls`: there was none big enough, and the message scrolls in the largest.
    Rect place_toast(const Context& ctx, const Layout& l, bool& scrolls) const;
    void end_of_game(Context& ctx, Rect r);
    // Feedback for a change the mid-end made: the view animates it, sound, the end of a game.
    void show_change(const Change& change, Context& ctx);
    // An action the mid-end refused: a buzz and its reason.
    void refuse(const Error& why, Context& ctx);
    // An endless game's next board, made off the drawing thread while this one is played, so that
    // "New game" opens it at once (a large board can take seconds to make).
    void make_next_ahead();
    Shell& shell_;
    MidEnd mid_;
    std::unique_ptr<BoardView> view_;
    std::string message_;
    float message_left_ = 0;
    StatePtr message_at_;  // the position the message is about (null: the puzzle's)
    int message_serial_ = 0;  // counts messages said, so that each new one is placed afresh
    Rect toast_{};
    // Where the toast goes, worked out once per message and layout, so it never moves while shown.
    Rect toast_place_{};
    bool toast_scrolls_ = false;
    bool toast_small_ = false;  // the message is in the small font: at large text it fits so
    int placed_serial_ = -1;
    Rect placed_board_{};
    std::vector<Rect> drawn_;  // what the board's view drew in the last frame (its pieces, labels and panel words)
    Rect last_area_{};
    std::string summary_;
    uint64_t summary_of_ = 0;  // digest of the position summary_ describes (0: none yet)
    BoardZoom zoom_;
    bool voiced_ = false;  // the game's sound palette was set (BoardView::voice)
    float end_h_ = 0;  // the end card's height as last drawn
    Rect end_shown_{};  // where the end card was last drawn (empty: none shows)
    // With no room beside or under the board the card is a sheet over it: how far the player
    // dragged it down (it keeps a grip of kSheetGrip in sight).
    float sheet_down_ = 0;
    static constexpr float kSheetGrip = 28.f;
    std::vector<std::string> cell_labels_;  // every label of the puzzle (board_cells)
    Rect placed_for_{}, placed_{};  // the board's area as laid out, and where place_board put it
    bool relayout_ = false;  // the end card was drawn at another height than it needs: draw again
    // The win moment: seconds left before the end card comes up (the board plays its own win).
    float end_wait_ = 0;
    float card_in_ = 0;  // the end card's entrance, 0 to 1 (eased as drawn)
    bool card_more_ = false;  // the end card's "More..." is open
    uint64_t next_seed_ = 0;  // the next endless board's seed, its result and its job (make_next_ahead)
    Generated next_made_;
    std::unique_ptr<Job> next_job_;
    // The level's name as shown, in the language in use (made again when it changes).
    mutable std::string shown_label_, pack_title_;
    mutable int shown_serial_ = -1;
};

// The toast of a hint's step (1 nudge, 2 reason, 3 the move), and the Hint button's label for
// the next press ("Hint", "Why?", "Show", "Play it").
std::string hint_text(const Hint& h, int step);
std::string hint_button_label(const Session& s);

// What every button the play, pause, history and end-of-game screens show does, for the help
// page (each game's own buttons are in its GameType::help).
std::string buttons_help();

std::unique_ptr<Scene> make_title_scene(Shell& shell);
std::unique_ptr<Scene> make_levels_scene(Shell& shell, const GameType& g);
// The guided first puzzle of a game (GameType::guide; game/app/guide_scene.cpp), over its menu
// ("Learn to play") or in the title's place of it (a newcomer's first open); null for a game
// without one. Opening it marks it seen. guide_due: the player is new to the game (its guide
// never shown, no records, saves or progress), so opening the game shows the guide first.
std::unique_ptr<Scene> make_guide_scene(Shell& shell, const GameType& g, bool over_menu);
bool guide_due(Shell& shell, const GameType& g);
// For tests: the guide's step (-1: not a guide), whether its board is won, what it said last
// (the move's effect, or why a move was refused), and a move made as a tap makes it.
int guide_step(const Scene& s);
bool guide_finished(const Scene& s);
std::string guide_said(const Scene& s);
bool guide_play(Scene& s, const std::string& move, Context& ctx);
int guide_refusals(const Scene& s);  // how many moves it has refused so far
const BoardView* guide_view(const Scene& s);
std::unique_ptr<Scene> make_settings_scene(Shell& shell);
std::unique_ptr<Scene> make_help_scene(Shell& shell, const GameType* g);
std::unique_ptr<Scene> make_pause_scene(PlayScene& play);
// Leaves a game for its menu (pause's Quit to menu, the end bar's Menu): the same screen whichever
// way the game was opened. Call with the game on top (its overlays popped first).
void quit_to_game_menu(PlayScene& play, Context& ctx);
std::unique_ptr<Scene> make_history_scene(PlayScene& play);
// Whether history may put the game back at `cursor` and play on from there: never in a survival
// game (no undo: a lost game stays lost), only from a position still in play, and (unless it is
// a replay, which plays on as the player's own game) not from where the game already stands.
bool history_may_resume(const Session& s, size_t cursor, bool replay);
// The history timeline's lines: "0. Start", then "1. tap B2", "2. hint: fling C4 left", "3. noise
// burst", ... in the game's own words (step_names).
std::vector<std::string> history_labels(const Session& s);
// What the timeline marks at each position (0 = the start), each kind with its own colour: a
// hint played, the game's own move (a noise burst), a shown solution, a restart, a mistake.
enum class StepMark { None, Hint, Event, Solve, Restart, Mistake };
// `mistake` as pz::mistakes() gives it (empty: none known yet).
std::vector<StepMark> history_marks(const Session& s, const std::vector<bool>& mistake);
// For tests: the position a history scene shows, whether its mistake search is still running,
// and the marks it shows.
size_t history_cursor(const Scene& history);
bool history_searching(const Scene& history);
std::vector<StepMark> history_scene_marks(const Scene& history);
// Makes a puzzle from params and a seed off the drawing thread, with progress and Cancel after
// 0.3 s, then opens it in place of itself (or says why it could not).
std::unique_ptr<Scene> make_generating_scene(Shell& shell, const GameType& g, std::string params, uint64_t seed, PlayOrigin origin);
// The same for a puzzle whose making started earlier (an endless game's next board, made ahead):
// it takes over the job, and shows no sheet at all if the puzzle is ready.
std::unique_ptr<Scene> make_generating_scene(Shell& shell, const GameType& g, std::string params, PlayOrigin origin,
                                             std::unique_ptr<Job> job, Generated made);
// For tests: whether a generating scene's work is still running, and its progress (-1 unknown).
bool generating_scene_busy(const Scene& s);
double generating_scene_progress(const Scene& s);
int generating_scene_tries(const Scene& s);  // boards tried so far, when the game says (else 0)
// Reading and replaying a long replay file (Shell::open_replay) off the drawing thread, with its
// progress (-1 while unknown) and Cancel; `name` is what the player calls the file.
std::unique_ptr<Scene> make_opening_scene(Shell& shell, std::string path, std::string name);
double opening_scene_progress(const Scene& s);
// What an opening sheet says it opens ("Opening a BitFlipper replay..."), or "" for another scene.
std::string opening_scene_words(const Scene& s);
// A message over whatever is showing, with an OK button (e.g. why a dropped file would not open).
std::unique_ptr<Scene> make_message_scene(std::string title, std::string text);
// The text a message scene shows (empty for any other scene).
std::string message_scene_text(const Scene& s);

// The bar across the top of play and history. Its height; the window and frame padding that fit
// a button and two lines of text in that height (pushed before its window, popped with
// ImGui::PopStyleVar(2)); and the two lines: a title over a dimmer status line.
float top_bar_height(const Context& ctx);
void push_top_bar_padding();
// Each line is shortened with an ellipsis to `width` (0: the rest of the bar) rather than clipped.
void top_bar_lines(const std::string& title, const std::string& status, float width = 0);

// Opens a scene by its --scene name: title, settings, pause, history, levels:GAME, play:GAME,
// help:GAME. Scenes that need a game under them get one (the first built game's default).
Result<void> open_named_scene(Shell& shell, SceneStack& stack, const std::string& name);

} // namespace pz
