// What each game supplies to draw its board and read gestures on it; the shared play, history
// and pause scenes do everything else (undo/redo, hints, saving, replay, end-of-game feedback).
// One door in (on_change, with the mid-end's Change) and one door out (an Interpretation, from
// interpret() or the panel's gui()): a view never reaches the session or the mid-end.
#pragma once
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/audio.h"
#include "engine/canvas.h"
#include "engine/gesture.h"
#include "game/core/game.h"
#include "game/core/session.h"
#include "game/ui/palette.h"

namespace pz {

// What the player asked for, as a board or its panel reads it: a move, a change to the view's own
// UI state (cursor), or one of the requests the play scene carries out through the mid-end. A view
// never changes the game itself.
struct Interpretation {
    enum class Kind {
        None,
        UiOnly,
        Move,
        Invalid,
        Seek,          // go to position `position` of the game's line (0 = the start), as history does
        SaveDocument,  // keep a document the player made (Fling!'s designed level) in the player's data
    };
    Kind kind = Kind::None;
    std::string move;      // Move; Invalid: the move meant, if known
    size_t position = 0;   // Seek
    std::string name;      // SaveDocument: a file name, no folder ("fling-designed.txt")
    std::string text;      // SaveDocument: its contents
    static Interpretation none() { return {}; }
    static Interpretation ui_only() { return {.kind = Kind::UiOnly}; }
    static Interpretation play(std::string m) { return {.kind = Kind::Move, .move = std::move(m)}; }
    // The gesture aimed at something but cannot be a move (e.g. an illegal fling): a buzz, and
    // if the view gives the move it would have been, the rules' reason for refusing it.
    static Interpretation invalid(std::string meant = {}) { return {.kind = Kind::Invalid, .move = std::move(meant)}; }
    static Interpretation seek(size_t i) { return {.kind = Kind::Seek, .position = i}; }
    static Interpretation save_document(std::string file_name, std::string contents) {
        return {.kind = Kind::SaveDocument, .name = std::move(file_name), .text = std::move(contents)};
    }
};

// The game's line of play as a panel may read it, and no more: where the player stands, and any
// other position on the line (for tools that look back, like Sweet Spots' "To correct").
struct PlayLine {
    StatePtr state;        // the position the player stands on
    size_t position = 0;   // its index on the line, 0 = the start
    std::function<StatePtr(size_t)> state_at;  // the position after the first i steps
};

// How a board is drawn this frame; the play scene builds it (PlayScene::draw_info), with named fields.
struct DrawInfo {
    const Palette& palette;
    float time = 0;                  // seconds since the scene opened, for idle animation
    std::string_view last_move;      // the move that led to this state (highlight it), or empty
    const Hint* hint = nullptr;      // a hint to show on the board, or null
    bool past = false;               // drawn in history mode: no cursor; the last move's piece marked boldly
    Status status = Status::Playing;
    // How much of the hint the player asked for (Session::hint_step): 1 and 2 show only the
    // nudge's cells, 3 the move itself.
    int hint_step = 3;
    const State* before = nullptr;   // the position last_move was played from (history draws its path), or null
    float text_scale = 1.f;          // the player's text size (Context::text_scale): for words of fixed size, not cell-sized marks
    // Reduced motion (Settings): draw nothing that moves by the clock (no pulses); tweens are
    // ended by the scene as they start.
    bool still = false;
    // The player asked to see the solution: a Won status that is no win. Draw the solved board
    // plainly (no win animation, no win colours).
    bool revealed = false;
    // Drawn small as the puzzle's preview (the title's cards): the board alone, with no header,
    // backdrop or word list beside it, as a puzzle's thumbnail shows.
    bool thumbnail = false;
};

// The player's settings that concern a board (from the settings screen): the shared ones, and the
// game's own (GameType::options) by key.
struct ViewOptions {
    bool left_handed = false;
    std::map<std::string, bool> game;
    bool flag(const std::string& key, bool fallback) const {
        auto it = game.find(key);
        return it == game.end() ? fallback : it->second;
    }
};

class BoardView {
public:
    virtual ~BoardView() = default;
    // The board's area in logical pixels; called on resize/rotation before drawing.
    virtual void layout(Rect area) = 0;
    virtual Interpretation interpret(const State& s, const Gesture& g) = 0;
    // Draw only: must not change game state.
    virtual void draw(Canvas& c, const State& s, const DrawInfo& info) const = 0;
    // The mid-end changed the game: start tweens from the Change's states (before, played: right
    // after the player's move, after: after the game's own moves) and play the move's own sound.
    // Never an end-of-game sound: the play scene plays that, once.
    virtual void on_change(const Change& change, Audio& audio) {
        if (change.kind != StepKind::Restart) audio.play(Sound::Move);
    }
    // The palette this game's sounds are played in (its key and timbre), set while it is in play.
    virtual Voice voice() const { return Voice::Plain; }
    virtual void update(float dt) { (void)dt; }
    // True while a tween runs. Every animation must end, and must end at once when given a long
    // update (reduced motion ends them that way).
    virtual bool animating() const { return false; }
    // Called when play starts and whenever the settings may have changed.
    virtual void set_options(const ViewOptions& options) { (void)options; }
    // How moves are mainly made on this board: "tap" (tap cells, keys or words) or "swipe" (drag a
    // piece in a direction). Tests and front ends read it; interpret() may accept both.
    virtual std::string_view input_style() const { return "tap"; }
    // Extra ImGui controls for this game (tools, designer...). If panel_height() > 0 the play scene
    // keeps a strip that tall free below the board and places the next ImGui window there, so
    // gui() should Begin() exactly one window without moving or sizing it. It returns what the
    // player asked for (a move, a position to go to, a document to keep); the play scene carries
    // it out through the mid-end, so it is saved and recorded like any other.
    virtual float panel_height() const { return 0; }
    virtual Interpretation gui(const PlayLine& line) {
        (void)line;
        return Interpretation::none();
    }
    // A tool the game offers beside play (Sweet Spots' Check and save), opened from the pause menu instead
    // of sitting on every board: its button's label (translated), or null for none.
    virtual const char* tool_label() const { return nullptr; }
    virtual void open_tool() {}
    // Where the cells these labels name (Puzzle::labels: "C4", "row 3", "3 across") are drawn, as
    // one rectangle, so the play scene keeps its messages off them; empty if none is on the board.
    virtual Rect labelled_area(const std::vector<std::string>& labels) const {
        (void)labels;
        return {};
    }
    // Zooming (game/app/board_zoom.h). One cell's size as laid out (0: no cells to speak of; a
    // double tap never zooms such a board).
    virtual float cell_size() const { return 0; }
    // The part of the board that zooms, as last laid out at fit; empty (the default): the whole
    // area, which the play scene then lays out larger.
    virtual Rect zoom_area() const { return {}; }
    // Draw and read that part at `shown` (zoom_area() scaled and moved; equal to it at fit), its
    // drawing clipped to zoom_area() and its cells hit where they are drawn.
    virtual void zoom_to(Rect shown) { (void)shown; }
    // The selected slot's cell or the cursor, kept in view while zoomed; empty if none.
    virtual Rect focus_rect() const { return {}; }
    // The player's text size (Context::text_scale), set before layout(): the room a view keeps for
    // words of fixed size (the edge labels) grows with it.
    void set_text_scale(float scale) { text_scale_ = scale; }
    // A phone keeps a strip for messages just under the board's area (the play scene's), empty
    // while none shows; set before layout(): its height, 0 where there is none. A view's own
    // keyboard may rise over it, as a phone's keyboard rises over an app, so that the keyboard's
    // room costs the board less. Then the play scene takes a message away when the keyboard comes
    // up over the strip (over_strip) and asks for the strip back when a message comes (make_way).
    void set_strip_below(float h) { strip_below_ = h; }
    virtual bool over_strip() const { return false; }
    virtual void make_way() {}

protected:
    // A fast drag sends DragEnd and then Swipe (engine/gesture.cpp): one drag. True for that
    // Swipe, which a view that acts on DragEnd passes over: no second move, and no new gesture
    // either (it must not cut short what the DragEnd's move began). Called with every gesture.
    bool repeats_drag_end(const Gesture& g) {
        const bool repeat = g.kind == Gesture::Kind::Swipe && drag_ended_;
        drag_ended_ = g.kind == Gesture::Kind::DragEnd;
        return repeat;
    }
    float text_scale_ = 1.f;
    float strip_below_ = 0.f;

private:
    bool drag_ended_ = false;  // the last gesture seen was a DragEnd
};

// Made by game/<id>/view.cpp as make_<id>_view(); listed by the generated view registry.
std::unique_ptr<BoardView> make_view(const Puzzle& puzzle);

} // namespace pz
