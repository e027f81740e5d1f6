// The Fill-in board view: the grid and the word list grouped by length (beside it on wide screens,
// below it on tall ones); select a slot, then tap or drag a word, or type letters on a physical
// keyboard or on the view's own on-screen keyboard.
#pragma once
#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/tween.h"
#include "game/crossword/move.h"
#include "game/crossword/rules.h"
#include "game/ui/board_labels.h"
#include "game/ui/board_view.h"
#include "game/ui/grid_cursor.h"

namespace pz::crossword {

class CrosswordView : public BoardView {
public:
    Voice voice() const override { return Voice::Keys; }
    // On-screen keys that are not letters.
    static constexpr char kBackspace = '\b';
    static constexpr char kDone = '\n';

    explicit CrosswordView(const FillPuzzle& puzzle);
    void layout(Rect area) override;
    Interpretation interpret(const State& s, const Gesture& g) override;
    void draw(Canvas& c, const State& s, const DrawInfo& info) const override;
    void on_change(const Change& change, Audio& audio) override;
    void update(float dt) override;
    bool animating() const override { return pressed_left_ > 0 || !pop_.done() || (won_ && !win_.done()); }
    Rect labelled_area(const std::vector<std::string>& labels) const override;
    // Zoom: the grid and its edge labels zoom; the word list and keyboard stay.
    float cell_size() const override { return cell_; }
    Rect zoom_area() const override { return zoom_area_; }
    void zoom_to(Rect shown) override;
    Rect focus_rect() const override;
    // On a phone the keyboard rises over the message strip under the area, so the grid keeps the
    // room (at larger text above all, where the bars and the strip grow).
    bool over_strip() const override { return keyboard_shown() && kb_below_ > 0; }
    void make_way() override;
    // The cells labels name: cells, rows, columns and slots ("3 across").
    std::vector<int> cells_of(const std::vector<std::string>& labels) const;

    // Geometry and UI state, for tests and for drawing.
    Rect grid_rect() const { return grid_; }
    Rect cell_rect(int cell) const;
    Rect chip_rect(size_t word) const { return chips_[word].rect; }
    bool chip_shown(size_t word) const { return chips_[word].shown; }
    bool list_beside() const { return beside_; }
    int selected_slot() const { return slot_; }
    int cursor_cell() const;
    // The on-screen keyboard is up: a slot was picked on the grid in a layout that has one.
    bool keyboard_shown() const { return kb_enabled_ && typing_ && slot_ >= 0; }
    Rect keyboard_rect() const { return kb_; }
    // A key's rectangle ('A'..'Z', kBackspace, kDone); empty if there is no such key.
    Rect key_rect(char key) const;
    // The slot a word being dragged would land in now, or -1.
    int drop_preview() const { return dragging_ >= 0 ? preview_ : -1; }
    // The word list scrolls when its chips are more than its room: by a drag that starts off a
    // chip, or by scroll_list() (a finger's flick, the wheel). Chips not wholly in view are hidden.
    Rect list_rect() const { return list_; }
    float list_scroll() const { return scroll_; }
    float list_scroll_max() const { return std::max(0.f, content_h_ - list_.h); }
    void scroll_list(float dy);

private:
    struct Chip {
        Rect rect;
        bool shown = false;  // the list is collapsed to one length while the keyboard is up
    };
    struct Key {
        Rect rect;
        char key = 0;
    };
    Interpretation read(const FillState& s, const Gesture& g);
    int cell_at(Vec2 p) const;
    int chip_at(Vec2 p) const;
    int key_at(Vec2 p) const;
    void select_cell(int cell, bool prefer_down);
    void place_keys();
    // Lays the chips out in list_: all words, or only those of one length (the keyboard is up).
    void flow_list();
    void refresh_list();
    Interpretation press(const FillState& s, int key);
    Interpretation type(const FillState& s, char ch);
    Interpretation arrow(Dir d);
    bool near_grid(Vec2 p) const;
    int drop_target(const FillState& s, const std::string& word, Vec2 p) const;
    // Cells of the slot where the word would disagree with a given letter or a crossing word's letter.
    std::vector<bool> clashes(const FillState& s, int slot, const std::string& word) const;
    // The parts of draw(), one per part of the screen.
    void draw_grid(Canvas& c, const FillState& s, const DrawInfo& info) const;
    void draw_word_list(Canvas& c, const FillState& s, const DrawInfo& info) const;
    void draw_keyboard(Canvas& c, const DrawInfo& info) const;

    const FillPuzzle& puzzle_;
    CellLabels labels_;
    std::map<std::string, int> slot_named_;  // "3 across" -> slot
    EdgeLabels edges_;
    Rect area_, grid_, column_, list_, kb_;
    float cell_ = 0;
    // The grid at fit and the part that zooms (grid, backing and edge labels); grid_ and cell_ are
    // as drawn, larger while zoomed.
    Rect fit_grid_, zoom_area_;
    float fit_cell_ = 0;
    bool zoomed_ = false;
    bool beside_ = false;
    std::vector<Chip> chips_;                    // one per entry of puzzle.words()
    std::vector<std::pair<int, Rect>> headers_;  // word length, its label in front of its words
    int hidden_above_ = 0, hidden_below_ = 0;    // chips scrolled out of the list's room
    float scroll_ = 0, content_h_ = 0;           // the list's scroll offset and its full height
    bool list_drag_ = false;                     // a drag that began on the list, off a chip, scrolls it
    float chip_h_ = 0, font_ = 16;
    float label_size() const { return font_ * 0.8f; }  // a length's label in front of its words
    // A length's label ("5 letters") as its number and its word.
    static std::pair<std::string, std::string> length_label(int len);
    int flowed_for_ = -2;  // the length the list was laid out for (-1: every word)
    int flowed_language_ = -1;  // and the language (language_serial())
    bool kb_enabled_ = false, typing_ = false;
    float key_h_ = 0;
    float kb_below_ = 0;  // how far the keyboard reaches under the area, over the message strip
    std::vector<Key> keys_;
    int pressed_ = -1;  // key flashing after a tap
    bool key_drag_ = false;  // a finger slid on the keyboard: the key under its release counts
    float pressed_left_ = 0;
    int slot_ = -1, pos_ = 0;  // selected slot and cursor position in it
    bool picked_for_word_ = false;  // slot_ was picked by a word's first tap, for that word alone
    int dragging_ = -1;        // word being dragged
    int preview_ = -1;         // the slot it would land in
    Vec2 drag_pos_;
    // The last move's letters pop into their cells one after another, then the words it completed
    // light up briefly in the game's colour; a grid the player solved lights in a wave.
    std::vector<int> popping_;  // cells the last move gave a letter, in the order they pop
    std::vector<int> lit_;      // cells of the words it completed
    Tween pop_;                 // its elapsed time drives both
    bool won_ = false;          // the player's own move finished the grid (not a shown solution)
    Tween win_;
    // A finished grid (won or shown) on a phone keeps its size as the end card comes up; the word
    // list, all crossed off, gives up its room instead. The cell and the side of the list while
    // playing, at that width, are what a finished grid keeps (growing or turning, it would jump).
    bool finished_ = false, playing_beside_ = false;
    float playing_cell_ = 0, playing_w_ = 0;
    // How far a cell's letter has popped in (0: not yet shown, 1: settled), and how bright a
    // completed word still is (0 when the light is gone).
    float pop_at(int cell) const;
    float letter_gap() const;  // seconds between two letters starting to pop
    float lit_at(int cell) const;
    ParsedMove<FillMove> hinted_;
};

} // namespace pz::crossword

namespace pz {
std::unique_ptr<BoardView> make_crossword_view(const Puzzle& puzzle);
} // namespace pz
