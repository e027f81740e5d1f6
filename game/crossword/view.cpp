// Drawing the fill-in grid, word list and on-screen keyboard, and turning taps, drags and typing into moves.
#include "game/crossword/view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pz {

namespace {
constexpr float kGap = 6.f;
constexpr float kKeyGap = 5.f;
constexpr float kKeyMin = 28.f, kKeyMax = 48.f;  // key heights: 44+ is a comfortable finger target
constexpr float kKeyWideMax = 64.f;
constexpr float kStripMin = 48.f;  // two rows of chips between the grid and the keyboard
constexpr float kCheckW = 72.f, kCheckH = 30.f;
constexpr float kFlash = 0.15f;     // seconds a tapped key stays lit (taps arrive on release)
constexpr float kCheckShow = 4.f;   // seconds the Check marks stay
constexpr const char* kRows[3] = {"QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"};

float distance(Rect r, Vec2 p) {
    const float dx = std::max({r.x - p.x, 0.f, p.x - (r.x + r.w)});
    const float dy = std::max({r.y - p.y, 0.f, p.y - (r.y + r.h)});
    return std::sqrt(dx * dx + dy * dy);
}
} // namespace

namespace crossword {

void CrosswordView::layout(Rect area) {
    area_ = area;
    const Grid& g = puzzle_.grid();
    const float w = static_cast<float>(g.width()), h = static_cast<float>(g.height());
    beside_ = area.w > area.h * 1.15f;
    if (beside_) {
        // Grid first: as large as leaves the list a fair share (40% of the long side).
        const float side = std::min(area.h, area.w * 0.6f);
        cell_ = std::max(1.f, std::floor(std::min(side / w, side / h)));
        grid_ = {area.x, area.y + (area.h - cell_ * h) * 0.5f, cell_ * w, cell_ * h};
        column_ = {grid_.x + grid_.w + 2 * kGap, area.y, area.x + area.w - grid_.x - grid_.w - 2 * kGap, area.h};
        // A phone on its side has no keyboard either; a desktop window this wide has one.
        kb_enabled_ = area.h <= 480.f;
        key_h_ = std::clamp(std::floor((column_.h - kStripMin - 2 * kKeyGap - kGap) / 3.f), kKeyMin, kKeyMax);
    } else {
        // The keyboard's room below the grid is kept even while it is hidden, so the grid never
        // jumps when a slot is picked.
        kb_enabled_ = true;
        key_h_ = std::clamp(std::floor(area.h * 0.09f), kKeyMin, kKeyMax);
        const float kb_h = 3 * key_h_ + 2 * kKeyGap;
        const float room = std::min(area.h * 0.58f, area.h - kb_h - kStripMin - 3 * kGap);
        cell_ = std::max(1.f, std::floor(std::min(area.w / w, room / h)));
        grid_ = {area.x + (area.w - cell_ * w) * 0.5f, area.y, cell_ * w, cell_ * h};
        column_ = {area.x, grid_.y + grid_.h + 2 * kGap, area.w, area.y + area.h - grid_.y - grid_.h - 2 * kGap};
    }
    place_keys();
    flowed_for_ = -2;
    refresh_list();
}

void CrosswordView::place_keys() {
    keys_.clear();
    kb_ = {};
    if (!kb_enabled_) return;
    const float kb_w = std::min(column_.w, 10 * kKeyWideMax + 9 * kKeyGap);
    const float kw = (kb_w - 9 * kKeyGap) / 10.f;
    const float kb_h = 3 * key_h_ + 2 * kKeyGap;
    kb_ = {column_.x + (column_.w - kb_w) * 0.5f, column_.y + column_.h - kb_h, kb_w, kb_h};
    for (int row = 0; row < 3; ++row) {
        const float y = kb_.y + static_cast<float>(row) * (key_h_ + kKeyGap);
        float x = kb_.x + (row == 1 ? (kw + kKeyGap) * 0.5f : 0.f);
        // The bottom row has Done on the left and Backspace on the right, each one and a half keys wide.
        const float wide = 1.5f * kw + kKeyGap * 0.5f;
        if (row == 2) {
            keys_.push_back({Rect{x, y, wide, key_h_}, kDone});
            x += wide + kKeyGap;
        }
        for (const char* k = kRows[row]; *k; ++k) {
            keys_.push_back({Rect{x, y, kw, key_h_}, *k});
            x += kw + kKeyGap;
        }
        if (row == 2) keys_.push_back({Rect{x, y, wide, key_h_}, kBackspace});
    }
}

void CrosswordView::refresh_list() {
    const int want = keyboard_shown() ? puzzle_.grid().slots[static_cast<size_t>(slot_)].length : -1;
    if (want == flowed_for_) return;
    flowed_for_ = want;
    list_ = column_;
    if (want >= 0) list_.h = kb_.y - kGap - list_.y;
    flow_list();
}

void CrosswordView::flow_list() {
    // Chips flow in rows under a header per length; shrink the font until the list fits. While the
    // keyboard is up only the selected slot's length is listed, without headers.
    const int only = flowed_for_;
    const bool headers = only < 0;
    std::vector<size_t> order;
    for (size_t i = 0; i < puzzle_.words().size(); ++i)
        if (only < 0 || static_cast<int>(puzzle_.words()[i].size()) == only) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        const auto &wa = puzzle_.words()[a], &wb = puzzle_.words()[b];
        return wa.size() != wb.size() ? wa.size() < wb.size() : wa < wb;
    });
    auto lay = [&](float font) {
        chips_.assign(puzzle_.words().size(), Chip{});
        headers_.clear();
        check_ = {};
        chip_h_ = font * 1.9f;
        const float char_w = font * 0.68f, header_h = font * 1.3f;
        float x = list_.x, y = list_.y;
        size_t last_len = 0;
        for (size_t i : order) {
            const auto& word = puzzle_.words()[i];
            const float cw = char_w * static_cast<float>(word.size()) + font;
            if (headers && word.size() != last_len) {
                if (last_len) y += chip_h_ + kGap;
                // The first header row also holds the Check button.
                const float hh = last_len ? header_h : std::max(header_h, kCheckH);
                if (!last_len) check_ = {list_.x + list_.w - kCheckW, y, kCheckW, hh};
                headers_.push_back({static_cast<int>(word.size()), Rect{list_.x, y, list_.w, hh}});
                y += hh;
                x = list_.x;
                last_len = word.size();
            }
            if (x > list_.x && x + cw > list_.x + list_.w) {
                x = list_.x;
                y += chip_h_ + kGap * 0.5f;
            }
            chips_[i] = {Rect{x, y, std::min(cw, list_.w), chip_h_}, true};
            x += cw + kGap;
        }
        return order.empty() ? list_.y : y + chip_h_;
    };
    const float max_font = headers ? 20.f : 16.f, min_font = headers ? 9.f : 11.f;
    for (font_ = max_font;; font_ -= 1.f)
        if (lay(font_) <= list_.y + list_.h || font_ <= min_font) break;
    // Even the smallest font overflowed: the chips past the bottom are left out and counted.
    hidden_ = 0;
    for (Chip& chip : chips_)
        if (chip.shown && chip.rect.y + chip.rect.h > list_.y + list_.h + 0.5f) {
            chip.shown = false;
            ++hidden_;
        }
}

Rect CrosswordView::key_rect(char key) const {
    for (const Key& k : keys_)
        if (k.key == key) return k.rect;
    return {};
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
    if (!grid_.contains(p) || cell_ <= 0) return -1;
    const Grid& g = puzzle_.grid();
    const int c = std::min(g.width() - 1, static_cast<int>((p.x - grid_.x) / cell_));
    const int r = std::min(g.height() - 1, static_cast<int>((p.y - grid_.y) / cell_));
    const int cell = r * g.width() + c;
    return g.layout.is_slot_cell(cell) ? cell : -1;
}

int CrosswordView::chip_at(Vec2 p) const {
    for (size_t i = 0; i < chips_.size(); ++i)
        if (chips_[i].shown && chips_[i].rect.contains(p)) return static_cast<int>(i);
    return -1;
}

int CrosswordView::key_at(Vec2 p) const {
    if (!keyboard_shown()) return -1;
    // Half a gap around each key counts as the key, so a tap between two keys still types.
    for (size_t i = 0; i < keys_.size(); ++i)
        if (keys_[i].rect.inset(-kKeyGap * 0.5f).contains(p)) return static_cast<int>(i);
    return -1;
}

void CrosswordView::select_cell(int cell, bool prefer_down) {
    const Grid& g = puzzle_.grid();
    const auto& at = g.slot_at[static_cast<size_t>(cell)];
    size_t k = prefer_down ? 1 : 0;
    if (at[k] < 0) k = 1 - k;
    slot_ = at[k];
    pos_ = g.pos_in[static_cast<size_t>(cell)][k];
}

Interpretation CrosswordView::type(const FillState& s, char ch) {
    if (slot_ < 0) return Interpretation::none();
    const Grid& g = puzzle_.grid();
    const Slot& sl = g.slots[static_cast<size_t>(slot_)];
    const bool erase = ch == '\b' || ch == 127;
    if (erase) {
        // Backspace erases the cursor cell, or steps back to the nearest open cell when the cursor
        // cell is empty or given.
        auto open = [&](int p) { return g.layout.cells[static_cast<size_t>(sl.cells[static_cast<size_t>(p)])] == kOpen; };
        int p = pos_;
        if (!open(p) || !puzzle_.show(s, sl.cells[static_cast<size_t>(p)]).letter) {
            do --p;
            while (p >= 0 && !open(p));
        }
        if (p < 0) return Interpretation::ui_only();
        pos_ = p;
        const int cell = sl.cells[static_cast<size_t>(p)];
        return Interpretation::play("letter " + std::to_string(cell / g.width()) + "," + std::to_string(cell % g.width()) + " .");
    }
    if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
    if (ch < 'A' || ch > 'Z') return Interpretation::none();
    // Given cells are skipped over: the letter goes into the next cell the player may change.
    while (pos_ < sl.length && g.layout.cells[static_cast<size_t>(sl.cells[static_cast<size_t>(pos_)])] != kOpen) ++pos_;
    if (pos_ >= sl.length) {
        pos_ = sl.length - 1;
        return Interpretation::invalid();
    }
    const int cell = sl.cells[static_cast<size_t>(pos_)];
    if (pos_ + 1 < sl.length) ++pos_;
    return Interpretation::play("letter " + std::to_string(cell / g.width()) + "," + std::to_string(cell % g.width()) + " " +
                                std::string(1, ch));
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

std::vector<bool> CrosswordView::clashes(const FillState& s, int slot, const std::string& word) const {
    const Grid& g = puzzle_.grid();
    const Slot& sl = g.slots[static_cast<size_t>(slot)];
    const size_t across = sl.heading == Heading::Across ? 0 : 1;
    std::vector<bool> out(word.size(), false);
    for (size_t k = 0; k < word.size() && k < sl.cells.size(); ++k) {
        const size_t cell = static_cast<size_t>(sl.cells[k]);
        const char given = g.layout.cells[cell];
        if (given >= 'A' && given <= 'Z') {
            out[k] = given != word[k];
            continue;
        }
        // The slot's own letters would be replaced; only the crossing word's letter can clash.
        const int other = g.slot_at[cell][1 - across];
        if (other < 0) continue;
        const char ch = s.entries[static_cast<size_t>(other)][static_cast<size_t>(g.pos_in[cell][1 - across])];
        out[k] = ch != '.' && ch != word[k];
    }
    return out;
}

bool CrosswordView::near_grid(Vec2 p) const {
    // A finger just off the edge still aims at the grid; the word list starts only a little below.
    return grid_.inset(-std::min(cell_, 16.f)).contains(p);
}

int CrosswordView::drop_target(const FillState& s, const std::string& word, Vec2 p) const {
    if (!near_grid(p)) return -1;
    const Grid& g = puzzle_.grid();
    // The slot under the finger, else the nearest of the word's length; between equally near ones
    // (both slots through a junction) the one the word clashes with least.
    int best = -1, best_clash = 0;
    float best_d = 0;
    for (size_t i = 0; i < g.slots.size(); ++i) {
        const Slot& sl = g.slots[i];
        if (sl.length != static_cast<int>(word.size())) continue;
        const Rect a = cell_rect(sl.cells.front()), b = cell_rect(sl.cells.back());
        const float d = distance({a.x, a.y, b.x + b.w - a.x, b.y + b.h - a.y}, p);
        const auto cl = clashes(s, static_cast<int>(i), word);
        const int n = static_cast<int>(std::count(cl.begin(), cl.end(), true));
        if (best < 0 || d < best_d - 0.5f || (d <= best_d + 0.5f && n < best_clash)) {
            best = static_cast<int>(i);
            best_d = d;
            best_clash = n;
        }
    }
    return best;
}

Interpretation CrosswordView::press(const FillState& s, int key) {
    pressed_ = key;
    pressed_left_ = kFlash;
    const char k = keys_[static_cast<size_t>(key)].key;
    if (k == kDone) {
        slot_ = -1;
        typing_ = false;
        return Interpretation::ui_only();
    }
    return type(s, k);
}

Interpretation CrosswordView::check(const FillState& s) {
    // Against the fill the hints aim at (the one agreeing with the player's letters, if any).
    wrong_.clear();
    check_left_ = kCheckShow;
    auto moves = puzzle_.solve(s);
    if (!moves) return Interpretation::ui_only();
    const Grid& g = puzzle_.grid();
    std::vector<std::string> goal = s.entries;
    for (const auto& m : *moves) {
        int slot = -1;
        char w[64] = {0};
        if (std::sscanf(m.c_str(), "place %d %63s", &slot, w) == 2 && slot >= 0 && slot < static_cast<int>(goal.size()))
            goal[static_cast<size_t>(slot)] = w;
    }
    for (int i = 0; i < static_cast<int>(g.layout.cells.size()); ++i) {
        if (g.layout.cells[static_cast<size_t>(i)] != kOpen) continue;
        const CellShow show = puzzle_.show(s, i);
        if (!show.letter) continue;
        const size_t k = g.slot_at[static_cast<size_t>(i)][0] >= 0 ? 0 : 1;
        const std::string& want = goal[static_cast<size_t>(g.slot_at[static_cast<size_t>(i)][k])];
        const size_t pos = static_cast<size_t>(g.pos_in[static_cast<size_t>(i)][k]);
        if (show.conflict || pos >= want.size() || want[pos] != show.letter) wrong_.push_back(i);
    }
    return Interpretation::ui_only();
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
                // No fitting slot selected: pick the first unfinished slot of this length (the list
                // stays as it is, so a second tap on the same chip places the word).
                for (size_t i = 0; i < grid.slots.size(); ++i)
                    if (grid.slots[i].length == static_cast<int>(word.size()) &&
                        puzzle_.slot_text(s, static_cast<int>(i)).find_first_of(".?") != std::string::npos) {
                        slot_ = static_cast<int>(i);
                        pos_ = 0;
                        typing_ = false;
                        return Interpretation::ui_only();
                    }
                return Interpretation::invalid();
            }
            return Interpretation::play("place " + std::to_string(slot_) + " " + word);
        }
        if (check_.contains(g.pos)) return check(s);
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
        if (dragging_ < 0) return Interpretation::none();
        drag_pos_ = g.pos;
        preview_ = drop_target(s, puzzle_.words()[static_cast<size_t>(dragging_)], g.pos);
        return Interpretation::ui_only();
    case Gesture::Kind::DragMove:
        if (key_drag_) return Interpretation::ui_only();
        if (dragging_ < 0) return Interpretation::none();
        drag_pos_ = g.pos;
        preview_ = drop_target(s, puzzle_.words()[static_cast<size_t>(dragging_)], g.pos);
        return Interpretation::ui_only();
    case Gesture::Kind::DragEnd: {
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
    const Palette& pal = info.palette;
    const Grid& g = puzzle_.grid();
    const bool won = info.status == Status::Won;
    // Hinted slot: "place S WORD" moves point at a slot; "letter r,c X" at a cell.
    int hint_slot = -1, hint_cell = -1;
    if (info.hint) {
        int a = 0, b = 0;
        char w[64];
        if (std::sscanf(info.hint->move.c_str(), "place %d %63s", &a, w) == 2) hint_slot = a;
        else if (std::sscanf(info.hint->move.c_str(), "letter %d,%d", &a, &b) == 2) hint_cell = a * g.width() + b;
    }
    std::vector<char> selected(g.layout.cells.size(), 0);
    if (slot_ >= 0 && !info.past)
        for (int cell : g.slots[static_cast<size_t>(slot_)].cells) selected[static_cast<size_t>(cell)] = 1;
    const int cursor = info.past ? -1 : cursor_cell();
    c.fill_rect(Layer::Board, grid_.inset(-3), won ? pal.good : pal.board, 6);
    for (int i = 0; i < static_cast<int>(g.layout.cells.size()); ++i) {
        if (!g.layout.is_slot_cell(i)) continue;
        const Rect r = cell_rect(i).inset(1);
        const CellShow show = puzzle_.show(s, i);
        Color fill = show.given ? pal.cell_alt : pal.cell;
        if (selected[static_cast<size_t>(i)]) fill = pal.accent.mix(pal.cell, 0.55f);
        if (i == cursor) fill = pal.accent;
        if (show.conflict) fill = pal.bad;
        if (info.past) fill = fill.mix(pal.board, 0.4f);
        c.fill_rect(Layer::Board, r, fill, 3);
        if (hint_cell == i || (hint_slot >= 0 && (g.slot_at[static_cast<size_t>(i)][0] == hint_slot || g.slot_at[static_cast<size_t>(i)][1] == hint_slot)))
            c.stroke_rect(Layer::Effects, r, pal.highlight, 2);
        if (show.letter) {
            const Color ink = show.given ? pal.text_dim : pal.text;
            if (show.conflict) {
                // Both letters, across top-left and down bottom-right, so the clash is readable.
                c.text(Layer::Pieces, {r.x + r.w * 0.32f, r.y + r.h * 0.36f}, std::string(1, show.letter), cell_ * 0.42f, pal.text, Align::Center, true);
                c.text(Layer::Pieces, {r.x + r.w * 0.68f, r.y + r.h * 0.68f}, std::string(1, show.other), cell_ * 0.42f, pal.text, Align::Center, true);
            } else {
                c.text(Layer::Pieces, r.center(), std::string(1, show.letter), cell_ * 0.6f, ink, Align::Center, !show.given);
            }
        }
    }
    // Slot numbers in the first cell, small, as in printed crosswords.
    for (size_t i = 0; i < g.slots.size() && cell_ >= 20; ++i) {
        const Slot& sl = g.slots[i];
        if (i > 0 && g.slots[i - 1].cells[0] == sl.cells[0]) continue;
        const Rect r = cell_rect(sl.cells[0]);
        c.text(Layer::Pieces, {r.x + 3, r.y + cell_ * 0.16f}, std::to_string(i), cell_ * 0.22f, pal.text_dim, Align::Left);
    }
    // Check: wrong letters struck through in the bad colour; a clean grid gets a green ring.
    if (check_left_ > 0 && !info.past) {
        for (int cell : wrong_) {
            const Rect r = cell_rect(cell).inset(2);
            c.stroke_rect(Layer::Effects, r, pal.bad, 3);
            c.line(Layer::Effects, {r.x + 3, r.y + r.h - 3}, {r.x + r.w - 3, r.y + 3}, pal.bad, 2);
        }
        if (wrong_.empty()) c.stroke_rect(Layer::Effects, grid_.inset(-5), pal.good, 3);
    }
    // Drop preview: the dragged word ghosted into the slot it would land in, clashing cells in the
    // conflict colour (with the letter already there in the corner).
    if (dragging_ >= 0 && preview_ >= 0 && !info.past) {
        const std::string& word = puzzle_.words()[static_cast<size_t>(dragging_)];
        const auto clash = clashes(s, preview_, word);
        const Slot& sl = g.slots[static_cast<size_t>(preview_)];
        for (size_t k = 0; k < word.size() && k < sl.cells.size(); ++k) {
            const Rect r = cell_rect(sl.cells[k]).inset(1);
            c.fill_rect(Layer::Effects, r, clash[k] ? pal.bad.mix(pal.cell, 0.3f) : pal.accent.mix(pal.cell, 0.6f), 3);
            c.text(Layer::Effects, r.center(), std::string(1, word[k]), cell_ * 0.6f, pal.text.with_alpha(170), Align::Center, true);
            if (clash[k])
                c.text(Layer::Effects, {r.x + r.w * 0.8f, r.y + r.h * 0.8f}, std::string(1, puzzle_.show(s, sl.cells[k]).letter),
                       cell_ * 0.3f, pal.text, Align::Center, true);
        }
    }
    // The word list: headers per length, chips crossed off once placed.
    for (const auto& [len, r] : headers_)
        c.text(Layer::Hud, {r.x, r.y + r.h * 0.5f}, std::to_string(len) + " letters", font_ * 0.8f, pal.text_dim, Align::Left);
    if (check_.w > 0 && !info.past) {
        c.fill_rect(Layer::Hud, check_.inset(2), check_left_ > 0 ? pal.accent : pal.cell_alt, 5);
        c.text(Layer::Hud, check_.center(), "Check", std::min(15.f, check_.h * 0.5f), pal.text);
    }
    const auto off = puzzle_.crossed_off(s);
    const int want = slot_ >= 0 && !info.past ? g.slots[static_cast<size_t>(slot_)].length : -1;
    for (size_t i = 0; i < chips_.size(); ++i) {
        const Chip& chip = chips_[i];
        if (!chip.shown) continue;
        const std::string& word = puzzle_.words()[i];
        const bool done = off[i];
        Color bg = done ? pal.board : static_cast<int>(word.size()) == want ? pal.accent.mix(pal.cell, 0.5f) : pal.cell;
        if (static_cast<int>(i) == dragging_) bg = bg.mix(pal.board, 0.6f);
        c.fill_rect(Layer::Hud, chip.rect, bg, 5);
        c.text(Layer::Hud, chip.rect.center(), word, font_, done ? pal.text_dim : pal.text);
        if (done)
            c.line(Layer::Hud, {chip.rect.x + 4, chip.rect.y + chip.rect.h * 0.5f},
                   {chip.rect.x + chip.rect.w - 4, chip.rect.y + chip.rect.h * 0.5f}, pal.text_dim, 2);
    }
    if (hidden_ > 0)
        c.text(Layer::Hud, {list_.x + list_.w, list_.y + list_.h - 6}, "+" + std::to_string(hidden_) + " more", 11, pal.text_dim, Align::Right);
    if (keyboard_shown() && !info.past && !won) {
        c.fill_rect(Layer::Hud, kb_.inset(-4), pal.board, 6);
        for (size_t i = 0; i < keys_.size(); ++i) {
            const Key& k = keys_[i];
            const bool lit = static_cast<int>(i) == pressed_ && pressed_left_ > 0;
            Color bg = k.key == kDone ? pal.accent.mix(pal.cell, 0.5f) : pal.cell_alt;
            if (lit) bg = pal.accent;
            c.fill_rect(Layer::Hud, k.rect, bg, 5);
            const Vec2 m = k.rect.center();
            if (k.key == kDone) {
                c.text(Layer::Hud, m, "Done", std::min(16.f, key_h_ * 0.36f), pal.text, Align::Center, true);
            } else if (k.key == kBackspace) {
                // A left-pointing tag with a cross: the usual erase key.
                const float ih = key_h_ * 0.36f, iw = std::min(k.rect.w * 0.6f, ih * 1.8f);
                const float tip = m.x - iw * 0.5f, body = tip + ih * 0.5f;
                c.triangle(Layer::Hud, {tip, m.y}, {body, m.y - ih * 0.5f}, {body, m.y + ih * 0.5f}, pal.text);
                c.fill_rect(Layer::Hud, {body, m.y - ih * 0.5f, m.x + iw * 0.5f - body, ih}, pal.text, 2);
                const Vec2 x{(body + m.x + iw * 0.5f) * 0.5f, m.y};
                const float d = ih * 0.22f;
                c.line(Layer::Hud, {x.x - d, x.y - d}, {x.x + d, x.y + d}, bg, 2);
                c.line(Layer::Hud, {x.x - d, x.y + d}, {x.x + d, x.y - d}, bg, 2);
            } else {
                c.text(Layer::Hud, m, std::string(1, k.key), std::min(22.f, key_h_ * 0.45f), pal.text, Align::Center, true);
            }
        }
    }
    if (dragging_ >= 0) {
        // Above the list and the keyboard, which it is dragged across.
        const Chip& chip = chips_[static_cast<size_t>(dragging_)];
        const Rect r{drag_pos_.x - chip.rect.w * 0.5f, drag_pos_.y - chip.rect.h * 0.5f, chip.rect.w, chip.rect.h};
        c.fill_rect(Layer::Gui, {r.x + 3, r.y + 4, r.w, r.h}, pal.shadow, 5);
        c.fill_rect(Layer::Gui, r, pal.accent, 5);
        c.text(Layer::Gui, r.center(), puzzle_.words()[static_cast<size_t>(dragging_)], font_, pal.text);
    }
    if (won) {
        // A finished grid celebrates: a soft pulsing ring around the board.
        const float pulse = 0.5f + 0.5f * std::sin(info.time * 4.f);
        c.stroke_rect(Layer::Effects, grid_.inset(-6), pal.highlight.with_alpha(static_cast<uint8_t>(120 + 120 * pulse)), 4);
    }
}

void CrosswordView::update(float dt) {
    pressed_left_ = std::max(0.f, pressed_left_ - dt);
    check_left_ = std::max(0.f, check_left_ - dt);
    if (check_left_ <= 0) wrong_.clear();
}

void CrosswordView::on_move(const State& before, const State& after, std::string_view move, Audio& audio) {
    // The letters changed: the last Check's marks no longer describe them.
    wrong_.clear();
    check_left_ = 0;
    const FillState& b = as_fill(before);
    const FillState& a = as_fill(after);
    if (puzzle_.status(a) == Status::Won && puzzle_.status(b) != Status::Won) {
        audio.play(Sound::Win);
        return;
    }
    if (puzzle_.conflicts(a) > puzzle_.conflicts(b)) {
        audio.play(Sound::Invalid);
        return;
    }
    // A placed word rings higher the more words are crossed off.
    const auto off = puzzle_.crossed_off(a);
    const float done = static_cast<float>(std::count(off.begin(), off.end(), true)) / static_cast<float>(std::max<size_t>(1, off.size()));
    audio.play(move.rfind("place", 0) == 0 ? Sound::Merge : Sound::Tap, 1.f + 0.5f * done);
}

} // namespace crossword

std::unique_ptr<BoardView> make_crossword_view(const Puzzle& puzzle) {
    const auto* p = dynamic_cast<const crossword::FillPuzzle*>(&puzzle);
    if (!p) return nullptr;
    return std::make_unique<crossword::CrosswordView>(*p);
}

} // namespace pz
