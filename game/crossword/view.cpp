// The fill-in view: layout, the grid, and turning taps, drags and typing into moves; drawing the
// grid. The word list and the keyboard have files of their own (view_words.cpp, view_keyboard.cpp).
#include "game/crossword/view.h"

#include <algorithm>
#include <cmath>

#include "game/crossword/view_layout.h"

namespace pz::crossword {

using namespace view_layout;

namespace {

constexpr float kLetterGap = 0.04f;    // between two letters of a placed word popping in (at most)
constexpr float kLettersSpread = 0.2f; // a long word's letters start within this, so it lands in time
constexpr float kPopSeconds = 0.16f;   // one letter's pop
constexpr float kLitSeconds = 0.45f;   // a completed word's light coming on and going, with the letters
constexpr float kWinSeconds = 0.9f;    // the wave across a finished grid
constexpr float kPi = 3.14159265f;

} // namespace

CrosswordView::CrosswordView(const FillPuzzle& puzzle)
    : puzzle_(puzzle), labels_(puzzle, puzzle.grid().height(), puzzle.grid().width()) {
    for (int slot = 0; slot < static_cast<int>(puzzle.grid().slots.size()); ++slot) slot_named_[puzzle.grid().slot_label(slot)] = slot;
}

std::vector<int> CrosswordView::cells_of(const std::vector<std::string>& labels) const {
    std::vector<int> out;
    auto add = [&](int cell) {
        if (std::find(out.begin(), out.end(), cell) == out.end()) out.push_back(cell);
    };
    for (const std::string& l : labels) {
        if (auto it = slot_named_.find(l); it != slot_named_.end()) {
            for (int cell : puzzle_.grid().slots[static_cast<size_t>(it->second)].cells) add(cell);
            continue;
        }
        for (int cell : labels_.cells(l)) add(cell);
    }
    return out;
}

Rect CrosswordView::labelled_area(const std::vector<std::string>& labels) const {
    std::vector<Rect> rects;
    for (int cell : cells_of(labels)) rects.push_back(cell_rect(cell));
    // A word of the list names its chip, where a finger taps or drags it (scenario scripts).
    const auto& words = puzzle_.words();
    for (const std::string& l : labels)
        for (size_t i = 0; i < words.size() && i < chips_.size(); ++i)
            if (words[i] == l && chips_[i].shown) {
                rects.push_back(chips_[i].rect);
                break;
            }
    return bounds_of(rects);
}

void CrosswordView::layout(Rect area) {
    area_ = area;
    const Grid& g = puzzle_.grid();
    const float w = static_cast<float>(g.width()), h = static_cast<float>(g.height());
    // A finished grid keeps the playing layout's side: the end card makes the area short and wide.
    beside_ = finished_ && playing_w_ == area.w ? playing_beside_ : area.w > area.h * 1.15f;
    // Row numbers to the left of the grid and column letters above it, outside its backing.
    edges_ = edge_labels_for(std::min(area.w, area.h), 3, text_scale_);
    const float left = edges_.left(g.height()), top = edges_.top();
    if (beside_) {
        // Grid first: as large as leaves the list a fair share (40% of the long side).
        const float side = std::min(area.h - top, area.w * 0.6f - left);
        cell_ = std::max(1.f, std::floor(std::min(side / w, side / h)));
        grid_ = {area.x + left, area.y + top + (area.h - top - cell_ * h) * 0.5f, cell_ * w, cell_ * h};
        column_ = {grid_.x + grid_.w + 2 * kGap, area.y, area.x + area.w - grid_.x - grid_.w - 2 * kGap, area.h};
        // A phone on its side has no keyboard either; a desktop window this wide has one.
        kb_enabled_ = area.h <= 480.f;
        kb_below_ = 0;
        key_h_ = std::clamp(std::floor((column_.h - kStripMin - 2 * kKeyGap - kGap) / 3.f), kKeyMin, kKeyMax);
        if (!finished_) playing_beside_ = true, playing_w_ = area.w, playing_cell_ = cell_;
    } else if (finished_) {
        kb_enabled_ = false;
        kb_below_ = 0;
        const float across = area.w - left - 3, room = area.h - top - 3;
        float cell = std::floor(std::min(across / w, room / h));
        if (playing_cell_ > 0 && area.w == playing_w_) cell = std::min(cell, playing_cell_);
        cell_ = std::max(1.f, cell);
        grid_ = {area.x + left + (across - cell_ * w) * 0.5f, area.y + top, cell_ * w, cell_ * h};
        // What is left under the grid for the list: nothing once not a row of it fits.
        const float below = area.y + area.h - grid_.y - grid_.h - 2 * kGap;
        column_ = {area.x, grid_.y + grid_.h + 2 * kGap, area.w, below >= kChipH ? below : 0.f};
    } else {
        // The keyboard's room below the grid is kept even while it is hidden, so the grid never
        // jumps when a slot is picked; on a phone its lower part is the message strip under the
        // area, which the keyboard covers while it is up.
        kb_enabled_ = true;
        key_h_ = std::clamp(std::floor(area.h * 0.09f), kKeyMin, kKeyMax);
        const float kb_h = 3 * key_h_ + 2 * kKeyGap;
        kb_below_ = std::clamp(strip_below_, 0.f, kb_h);
        // The grid as wide as the screen allows, leaving the keyboard its room, and two rows of
        // words in view under the grid while it is down (a longer list scrolls; its lengths share
        // rows, so a first level's words fit in two). While the keyboard is up, the words of the
        // slot's length show over it where a row of them fits.
        // (A row of words over the keyboard too: typing, a player still sees the words that fit.)
        const float need = 2 * kChipH + kGap;
        const float room = std::min(area.h + kb_below_ - kb_h - 2 * kGap - top - (kChipH + kGap), area.h - top - 2 * kGap - need);
        const float across = area.w - left - 3;
        cell_ = std::max(1.f, std::floor(std::min(across / w, room / h)));
        grid_ = {area.x + left + (across - cell_ * w) * 0.5f, area.y + top, cell_ * w, cell_ * h};
        column_ = {area.x, grid_.y + grid_.h + 2 * kGap, area.w, area.y + area.h - grid_.y - grid_.h - 2 * kGap};
        playing_beside_ = false, playing_w_ = area.w, playing_cell_ = cell_;
    }
    fit_grid_ = grid_;
    fit_cell_ = cell_;
    zoom_area_ = {grid_.x - left - 3, grid_.y - top - 3, grid_.w + left + 6, grid_.h + top + 6};
    zoomed_ = false;
    place_keys();
    flowed_for_ = -2;
    refresh_list();
}

void CrosswordView::make_way() {
    if (kb_below_ <= 0 || !typing_) return;
    typing_ = false;  // the slot stays picked: a tap on it brings the keyboard back
    refresh_list();
}

void CrosswordView::zoom_to(Rect shown) {
    const float z = zoom_area_.w > 0 ? shown.w / zoom_area_.w : 1.f;
    grid_ = {shown.x + (fit_grid_.x - zoom_area_.x) * z, shown.y + (fit_grid_.y - zoom_area_.y) * z, fit_grid_.w * z, fit_grid_.h * z};
    cell_ = fit_cell_ * z;
    zoomed_ = z > 1.001f;
}

Rect CrosswordView::focus_rect() const {
    const int cell = cursor_cell();
    return cell >= 0 ? cell_rect(cell) : Rect{};
}

Rect CrosswordView::cell_rect(int cell) const {
    const int w = puzzle_.grid().width();
    const int row = cell / w, col = cell % w;
    return {grid_.x + static_cast<float>(col) * cell_, grid_.y + static_cast<float>(row) * cell_, cell_, cell_};
}

int CrosswordView::cursor_cell() const {
    if (slot_ < 0) return -1;
    return puzzle_.grid().slots[static_cast<size_t>(slot_)].cells[static_cast<size_t>(pos_)];
}

int CrosswordView::cell_at(Vec2 p) const {
    // Zoomed, cells pushed out of the grid's frame are hidden: the word list is there instead.
    if (!grid_.contains(p) || cell_ <= 0 || (zoomed_ && !zoom_area_.contains(p))) return -1;
    const Grid& g = puzzle_.grid();
    const int c = std::min(g.width() - 1, static_cast<int>((p.x - grid_.x) / cell_));
    const int r = std::min(g.height() - 1, static_cast<int>((p.y - grid_.y) / cell_));
    const int cell = r * g.width() + c;
    return g.layout.is_slot_cell(cell) ? cell : -1;
}

void CrosswordView::select_cell(int cell, bool prefer_down) {
    const Grid& g = puzzle_.grid();
    const auto& at = g.slot_at[static_cast<size_t>(cell)];
    size_t k = prefer_down ? 1 : 0;
    if (at[k] < 0) k = 1 - k;
    if (at[k] < 0) {
        // A cell in no slot yet (a grid being drawn on the Make screen): nothing to select.
        slot_ = -1, pos_ = 0;
        return;
    }
    slot_ = at[k];
    pos_ = g.pos_in[static_cast<size_t>(cell)][k];
    picked_for_word_ = false;
}

Interpretation CrosswordView::arrow(Dir d) {
    const Grid& g = puzzle_.grid();
    int cell = cursor_cell();
    if (cell < 0) {
        for (int i = 0; i < static_cast<int>(g.layout.cells.size()); ++i)
            if (g.layout.is_slot_cell(i)) {
                select_cell(i, false);
                return Interpretation::ui_only();
            }
        return Interpretation::none();
    }
    const int dr = d == Dir::Down ? 1 : d == Dir::Up ? -1 : 0, dc = d == Dir::Right ? 1 : d == Dir::Left ? -1 : 0;
    int r = cell / g.width() + dr, c = cell % g.width() + dc;
    // Jump over background to the next slot cell in that direction.
    while (r >= 0 && c >= 0 && r < g.height() && c < g.width() && !g.layout.is_slot_cell(r * g.width() + c)) {
        r += dr;
        c += dc;
    }
    if (r < 0 || c < 0 || r >= g.height() || c >= g.width()) return Interpretation::invalid();
    select_cell(r * g.width() + c, dr != 0);
    return Interpretation::ui_only();
}

bool CrosswordView::near_grid(Vec2 p) const {
    // A finger just off the edge still aims at the grid; the word list starts only a little below.
    return grid_.inset(-std::min(cell_, 16.f)).contains(p);
}

Interpretation CrosswordView::interpret(const State& st, const Gesture& g) {
    Interpretation r = read(as_fill(st), g);
    refresh_list();  // the keyboard came up or went down, or the selected length changed
    return r;
}

Interpretation CrosswordView::read(const FillState& s, const Gesture& g) {
    const Grid& grid = puzzle_.grid();
    switch (g.kind) {
    case Gesture::Kind::Tap: {
        if (const int key = key_at(g.pos); key >= 0) return press(s, key);
        if (const int cell = cell_at(g.pos); cell >= 0) {
            // A second tap on a junction of the selected slot turns to the crossing slot.
            const auto& at = grid.slot_at[static_cast<size_t>(cell)];
            const bool in_selected = slot_ >= 0 && (at[0] == slot_ || at[1] == slot_);
            select_cell(cell, in_selected ? at[0] == slot_ : false);
            typing_ = true;  // picked on the grid: the player means to type
            return Interpretation::ui_only();
        }
        if (const int chip = chip_at(g.pos); chip >= 0) {
            const std::string& word = puzzle_.words()[static_cast<size_t>(chip)];
            if (slot_ < 0 || grid.slots[static_cast<size_t>(slot_)].length != static_cast<int>(word.size())) {
                // No fitting slot selected: pick an unfinished slot of this length, one the word
                // fits first (the list stays as it is, so a second tap on the same chip places it).
                int pick = -1;
                for (size_t i = 0; i < grid.slots.size(); ++i) {
                    const int slot = static_cast<int>(i);
                    if (grid.slots[i].length != static_cast<int>(word.size()) || puzzle_.slot_text(s, slot).find_first_of(".?") == std::string::npos)
                        continue;
                    const auto clash = clashes(s, slot, word);
                    if (std::find(clash.begin(), clash.end(), true) == clash.end()) {
                        pick = slot;
                        break;
                    }
                    if (pick < 0) pick = slot;
                }
                if (pick < 0) return Interpretation::invalid();
                slot_ = pick;
                pos_ = 0;
                typing_ = false;
                picked_for_word_ = true;
                return Interpretation::ui_only();
            }
            const std::string move = "place " + std::to_string(slot_) + " " + word;
            // A slot a word's first tap picked was for that word: the next word picks its own.
            if (picked_for_word_) slot_ = -1, picked_for_word_ = false;
            return Interpretation::play(move);
        }
        return Interpretation::none();
    }
    case Gesture::Kind::LongPress:
        // A key held a little long still types; elsewhere the play scene opens history mode.
        if (const int key = key_at(g.pos); key >= 0) return press(s, key);
        return Interpretation::none();
    case Gesture::Kind::DragStart:
        if (keyboard_shown() && kb_.inset(-kKeyGap).contains(g.start)) {
            key_drag_ = true;
            return Interpretation::ui_only();
        }
        dragging_ = chip_at(g.start);
        if (dragging_ < 0 && list_.contains(g.start) && list_scroll_max() > 0) {
            list_drag_ = true;  // off a chip: the list scrolls under the finger
            drag_pos_ = g.pos;
            scroll_list(g.start.y - g.pos.y);
            return Interpretation::ui_only();
        }
        if (dragging_ < 0) return Interpretation::none();
        drag_pos_ = g.pos;
        preview_ = drop_target(s, puzzle_.words()[static_cast<size_t>(dragging_)], g.pos);
        return Interpretation::ui_only();
    case Gesture::Kind::DragMove:
        if (key_drag_) return Interpretation::ui_only();
        if (list_drag_) {
            scroll_list(drag_pos_.y - g.pos.y);
            drag_pos_ = g.pos;
            return Interpretation::ui_only();
        }
        if (dragging_ < 0) return Interpretation::none();
        drag_pos_ = g.pos;
        preview_ = drop_target(s, puzzle_.words()[static_cast<size_t>(dragging_)], g.pos);
        return Interpretation::ui_only();
    case Gesture::Kind::DragEnd: {
        if (list_drag_) {
            scroll_list(drag_pos_.y - g.pos.y);
            list_drag_ = false;
            return Interpretation::ui_only();
        }
        if (key_drag_) {
            // As on a phone keyboard, a finger that slid counts where it lifted.
            key_drag_ = false;
            if (const int key = key_at(g.pos); key >= 0) return press(s, key);
            return Interpretation::ui_only();
        }
        if (dragging_ < 0) return Interpretation::none();
        const std::string& word = puzzle_.words()[static_cast<size_t>(dragging_)];
        dragging_ = -1;
        // Lands exactly where the preview showed it (the same rule, at the release point).
        const int slot = drop_target(s, word, g.pos);
        preview_ = -1;
        if (slot < 0) return near_grid(g.pos) ? Interpretation::invalid() : Interpretation::ui_only();
        // With an on-screen keyboard the selection is left alone: picking the slot would bring the
        // keyboard up after every drop.
        if (!kb_enabled_) {
            slot_ = slot;
            pos_ = 0;
        }
        return Interpretation::play("place " + std::to_string(slot) + " " + word);
    }
    case Gesture::Kind::Text:
        return type(s, g.ch);
    case Gesture::Kind::Key:
        switch (g.action) {
        case Action::Left: return arrow(Dir::Left);
        case Action::Right: return arrow(Dir::Right);
        case Action::Up: return arrow(Dir::Up);
        case Action::Down: return arrow(Dir::Down);
        case Action::Confirm: {
            const int cell = cursor_cell();
            if (cell < 0) return arrow(Dir::Right);
            select_cell(cell, grid.slots[static_cast<size_t>(slot_)].heading == Heading::Across);
            return Interpretation::ui_only();
        }
        default: return Interpretation::none();
        }
    default:
        return Interpretation::none();  // Swipe: the drag has been handled already
    }
}

void CrosswordView::draw(Canvas& c, const State& st, const DrawInfo& info) const {
    const FillState& s = as_fill(st);
    if (zoomed_) c.set_clip(zoom_area_);
    draw_grid(c, s, info);
    c.set_clip({});
    if (info.thumbnail) return;  // the grid alone: the list's words and labels are specks in small
    draw_word_list(c, s, info);
    if (keyboard_shown() && !info.past && info.status != Status::Won) draw_keyboard(c, info);
}

// The grid: cells with their letters (both when they clash), the hinted slot or cell, slot numbers,
// the dragged word's drop preview, and the ring of a finished grid.
void CrosswordView::draw_grid(Canvas& c, const FillState& s, const DrawInfo& info) const {
    const Palette& pal = info.palette;
    const Grid& g = puzzle_.grid();
    const bool won = info.status == Status::Won;
    // Hinted slot: "place S WORD" moves point at a slot; "letter r,c X" at a cell.
    int hint_slot = -1, hint_cell = -1;
    std::string hint_word;
    if (info.hint) {
        const auto& m = hinted_.get(info.hint->move, [&g](std::string_view t) { return parse_move(g, t); });
        if (m && m->kind == FillMove::Kind::Place) hint_slot = m->slot, hint_word = m->word;
        if (m && m->kind == FillMove::Kind::Letter) hint_cell = m->cell;
    }
    std::vector<char> selected(g.layout.cells.size(), 0);
    if (slot_ >= 0 && !info.past)
        for (int cell : g.slots[static_cast<size_t>(slot_)].cells) selected[static_cast<size_t>(cell)] = 1;
    const int cursor = info.past ? -1 : cursor_cell();
    const Color accent = pal.game_accent(kAccentHue);
    const bool celebrated = won && won_ && !info.past;
    // Letters that cannot stand, shown as they are written (as Queens shows a clash): no Check.
    const std::vector<bool> clashed = info.past || won ? std::vector<bool>(g.layout.cells.size(), false) : puzzle_.clashing(s);
    c.fill_rect(Layer::Board, grid_.inset(-3), pal.board, 6);
    if (puzzle_.is_sketch())
        // A grid being drawn on the Make screen: the blocks a tap opens show as faint squares.
        for (int i = 0; i < static_cast<int>(g.layout.cells.size()); ++i)
            if (!g.layout.is_slot_cell(i)) c.stroke_rect(Layer::Board, cell_rect(i).inset(2), pal.outline.with_alpha(70), 1);
    for (int i = 0; i < static_cast<int>(g.layout.cells.size()); ++i) {
        if (!g.layout.is_slot_cell(i)) continue;
        const Rect r = cell_rect(i).inset(1);
        const CellShow show = puzzle_.show(s, i);
        const bool bad = clashed[static_cast<size_t>(i)];
        // Three kinds of cell, told apart by more than colour: an empty one is an outlined box, a
        // given letter a plain solid tile, a letter the player wrote a solid tile in the game's colour.
        const bool written = show.letter && !show.given;
        Color fill = show.given ? pal.cell_alt : written ? pal.cell.mix(accent, 0.5f) : pal.cell;
        if (selected[static_cast<size_t>(i)] && !written) fill = pal.cell.mix(accent, show.given ? 0.2f : 0.3f);
        if (i == cursor) fill = accent;
        if (bad) fill = pal.bad;
        // The letter's ink reads on the cell's own fill, not on the passing glow or wave.
        const Color ink = show.given && i != cursor && !bad ? pal.text : pal.ink_on(fill);
        // A word just completed glows in the game's colour and fades; a solved grid lights in a
        // wave from the top-left corner and rests softly tinted.
        if (const float lit = info.past ? 0.f : lit_at(i); lit > 0) fill = fill.mix(accent, 0.6f * lit);
        float hop = 0;
        if (celebrated) {
            const int row = i / g.width(), col = i % g.width();
            const float lead = static_cast<float>(row + col) / static_cast<float>(std::max(1, g.width() + g.height() - 2));
            const float at = std::clamp((win_.progress() - lead * 0.6f) / 0.4f, 0.f, 1.f);
            fill = fill.mix(accent, 0.3f * std::min(1.f, at * 2.f) + 0.45f * std::sin(kPi * at));
            hop = std::sin(kPi * at) * cell_ * 0.08f;
        }
        if (show.letter || i == cursor || bad) {
            c.fill_rect(Layer::Board, r, fill, 4);
        } else {
            // An outline keeps every empty cell apart from the blocks (the board) in any palette.
            c.fill_rect(Layer::Board, r, selected[static_cast<size_t>(i)] ? accent : pal.outline, 4);
            c.fill_rect(Layer::Board, r.inset(selected[static_cast<size_t>(i)] ? 2.f : 1.f), fill, 3);
        }
        if (bad) {
            // A corner notch beside the colour, so a clash reads without it.
            const float d = std::max(6.f, r.w * 0.22f);
            c.triangle(Layer::Pieces, {r.x + r.w - d, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + d}, pal.ink_on(fill));
        }
        if (info.hint_step >= 3 &&
            (hint_cell == i || (hint_slot >= 0 && (g.slot_at[static_cast<size_t>(i)][0] == hint_slot || g.slot_at[static_cast<size_t>(i)][1] == hint_slot))))
            c.stroke_rect(Layer::Effects, r, pal.highlight, 2);
        if (show.letter) {
            if (show.conflict) {
                // Both letters, across top-left and down bottom-right, so the clash is readable.
                c.text(Layer::Pieces, {r.x + r.w * 0.32f, r.y + r.h * 0.36f}, std::string(1, show.letter), cell_ * 0.42f, ink, Align::Center, true);
                c.text(Layer::Pieces, {r.x + r.w * 0.68f, r.y + r.h * 0.68f}, std::string(1, show.other), cell_ * 0.42f, ink, Align::Center, true);
            } else if (const float t = info.past ? 1.f : pop_at(i); t > 0) {
                // Popping in: it grows a little past its size and settles (OutBack).
                const float size = cell_ * 0.6f * (0.4f + 0.6f * ease(Ease::OutBack, t));
                c.text(Layer::Pieces, {r.center().x, r.center().y - hop}, std::string(1, show.letter), size,
                       ink.with_alpha(static_cast<uint8_t>(255.f * std::min(1.f, t * 3.f))), Align::Center, true);
            }
        }
    }
    // The selected slot, framed in the game's colour as one piece.
    if (slot_ >= 0 && !info.past && !won) {
        const Slot& sl = g.slots[static_cast<size_t>(slot_)];
        const Rect a = cell_rect(sl.cells.front()), b = cell_rect(sl.cells.back());
        c.stroke_rect(Layer::Effects, Rect{a.x, a.y, b.x + b.w - a.x, b.y + b.h - a.y}.inset(-1), accent, 3);
    }
    // Step 3 of a hint: the word ghosted into its empty cells, so the move is seen where it goes.
    if (info.hint_step >= 3 && hint_slot >= 0 && !info.past) {
        const Slot& sl = g.slots[static_cast<size_t>(hint_slot)];
        for (size_t k = 0; k < hint_word.size() && k < sl.cells.size(); ++k)
            if (!puzzle_.show(s, sl.cells[k]).letter)
                c.text(Layer::Effects, cell_rect(sl.cells[k]).center(), std::string(1, hint_word[k]), cell_ * 0.6f,
                       pal.highlight.with_alpha(190), Align::Center, true);
    }
    // Slot numbers in the first cell, as in printed crosswords (and as hints name slots: "3 across"),
    // at least 9 px so a phone can read them.
    const float number = std::max(9.f, cell_ * 0.26f);
    for (size_t i = 0; i < g.slots.size() && cell_ >= 18; ++i) {
        const Slot& sl = g.slots[i];
        if (i > 0 && g.slots[i - 1].cells[0] == sl.cells[0]) continue;
        const Rect r = cell_rect(sl.cells[0]);
        c.text(Layer::Pieces, {r.x + 3, r.y + 2 + number * 0.5f}, std::to_string(g.clue_number(static_cast<int>(i))), number,
               pal.text_dim, Align::Left);
    }
    draw_edge_labels(c, edges_, cell_rect(0), {cell_, cell_}, g.height(), g.width(), pal);
    // History: the cells the move at the cursor filled. A hint's steps 1 and 2: the nudge's slot or cells.
    if (info.past && !info.last_move.empty())
        for (int cell : cells_of(puzzle_.move_cells(info.before ? *info.before : static_cast<const State&>(s), info.last_move)))
            draw_moved(c, cell_rect(cell).inset(1), pal);
    if (info.hint && info.hint_step < 3) {
        std::vector<Rect> rects;
        for (int cell : cells_of(info.hint->cells)) rects.push_back(cell_rect(cell).inset(1));
        draw_nudge(c, rects, pal, 3);
    }
    // Drop preview: the dragged word ghosted into the slot it would land in, clashing cells in the
    // conflict colour (with the letter already there in the corner).
    if (dragging_ >= 0 && preview_ >= 0 && !info.past) {
        const std::string& word = puzzle_.words()[static_cast<size_t>(dragging_)];
        const auto clash = clashes(s, preview_, word);
        const Slot& sl = g.slots[static_cast<size_t>(preview_)];
        for (size_t k = 0; k < word.size() && k < sl.cells.size(); ++k) {
            const Rect r = cell_rect(sl.cells[k]).inset(1);
            c.fill_rect(Layer::Effects, r, clash[k] ? pal.bad.mix(pal.cell, 0.3f) : accent.mix(pal.cell, 0.6f), 3);
            c.text(Layer::Effects, r.center(), std::string(1, word[k]), cell_ * 0.6f, pal.text.with_alpha(170), Align::Center, true);
            if (clash[k])
                c.text(Layer::Effects, {r.x + r.w * 0.8f, r.y + r.h * 0.8f}, std::string(1, puzzle_.show(s, sl.cells[k]).letter),
                       cell_ * 0.3f, pal.text, Align::Center, true);
        }
    }
    // A grid the player finished rests framed in the game's colour once the wave has passed.
    if (celebrated) c.stroke_rect(Layer::Effects, grid_.inset(-6), accent.with_alpha(static_cast<uint8_t>(255.f * win_.progress())), 4);
}

float CrosswordView::letter_gap() const {
    return popping_.size() > 1 ? std::min(kLetterGap, kLettersSpread / static_cast<float>(popping_.size() - 1)) : 0.f;
}

float CrosswordView::pop_at(int cell) const {
    if (pop_.done()) return 1.f;
    const auto it = std::find(popping_.begin(), popping_.end(), cell);
    if (it == popping_.end()) return 1.f;
    const float start = letter_gap() * static_cast<float>(it - popping_.begin());
    return std::clamp((pop_.elapsed - start) / kPopSeconds, 0.f, 1.f);
}

float CrosswordView::lit_at(int cell) const {
    if (pop_.done() || std::find(lit_.begin(), lit_.end(), cell) == lit_.end()) return 0.f;
    // The light swells as the letters land and is gone by the end: one calm breath.
    return std::sin(kPi * std::clamp(pop_.elapsed / kLitSeconds, 0.f, 1.f));
}

void CrosswordView::update(float dt) {
    refresh_list();  // the language changed: its labels take other room
    pop_.update(dt);
    win_.update(dt);
    pressed_left_ = std::max(0.f, pressed_left_ - dt);
}

// Read from the states: a word crossed off rings a merge, higher the more are off; a letter that
// clashes buzzes; any other change taps. The end of the game is the play scene's to sound.
void CrosswordView::on_change(const Change& change, Audio& audio) {
    popping_.clear();
    lit_.clear();
    pop_ = {};
    won_ = change.finished && change.status == Status::Won && change.kind != StepKind::Solve;
    finished_ = change.finished;  // (laid out so from the next layout on: the end card's coming)
    if (won_) win_.start(0, 1, kWinSeconds, Ease::Linear);
    if (change.kind == StepKind::Restart || change.kind == StepKind::Solve) return;
    const FillState& b = as_fill(*change.before);
    const FillState& a = as_fill(*change.played);
    // The letters that appeared, slot by slot in reading order (a placed word's from first to last),
    // and the words now complete that were not.
    const Grid& g = puzzle_.grid();
    for (size_t slot = 0; slot < g.slots.size(); ++slot) {
        const std::string now = puzzle_.slot_text(a, static_cast<int>(slot)), was = puzzle_.slot_text(b, static_cast<int>(slot));
        const auto& cells = g.slots[slot].cells;
        for (size_t k = 0; k < cells.size() && k < now.size(); ++k)
            if (now[k] != was[k] && now[k] != '.' && std::find(popping_.begin(), popping_.end(), cells[k]) == popping_.end())
                popping_.push_back(cells[k]);
        // A finished grid's wave lights every word; no single word glows before it.
        if (!won_ && now != was && now.find_first_of(".?") == std::string::npos) lit_.insert(lit_.end(), cells.begin(), cells.end());
    }
    if (!popping_.empty() || !lit_.empty()) {
        const float letters = letter_gap() * static_cast<float>(std::max<size_t>(1, popping_.size()) - 1) + kPopSeconds;
        pop_.start(0, 1, lit_.empty() ? letters : std::max(letters, kLitSeconds), Ease::Linear);
    }
    if (change.finished) return;
    if (puzzle_.conflicts(a) > puzzle_.conflicts(b)) {
        audio.play(Sound::Bump);  // a clash, not a refusal: the letters stay
        return;
    }
    const auto off_before = puzzle_.crossed_off(b), off = puzzle_.crossed_off(a);
    const auto count = [](const std::vector<bool>& v) { return std::count(v.begin(), v.end(), true); };
    const float done = static_cast<float>(count(off)) / static_cast<float>(std::max<size_t>(1, off.size()));
    audio.play(count(off) > count(off_before) ? Sound::Place : Sound::Tap, scale_step(static_cast<int>(4.f * done)));  // climbs as the grid fills
}

} // namespace pz::crossword

namespace pz {

std::unique_ptr<BoardView> make_crossword_view(const Puzzle& puzzle) {
    const auto* p = dynamic_cast<const crossword::FillPuzzle*>(&puzzle);
    if (!p) return nullptr;
    return std::make_unique<crossword::CrosswordView>(*p);
}

} // namespace pz
