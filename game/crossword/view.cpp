// Drawing the fill-in grid and word list, and turning taps, drags and typing into moves.
#include "game/crossword/view.h"

#include <algorithm>
#include <cmath>

namespace pz {

namespace {
constexpr float kGap = 6.f;
} // namespace

namespace crossword {

void CrosswordView::layout(Rect area) {
    area_ = area;
    const Grid& g = puzzle_.grid();
    const float w = static_cast<float>(g.width()), h = static_cast<float>(g.height());
    beside_ = area.w > area.h * 1.15f;
    // Grid first: as large as leaves the list a fair share (40% of the long side).
    if (beside_) {
        const float side = std::min(area.h, area.w * 0.6f);
        cell_ = std::floor(std::min(side / w, side / h));
        grid_ = {area.x, area.y + (area.h - cell_ * h) * 0.5f, cell_ * w, cell_ * h};
        list_ = {grid_.x + grid_.w + 2 * kGap, area.y, area.x + area.w - grid_.x - grid_.w - 2 * kGap, area.h};
    } else {
        cell_ = std::floor(std::min(area.w / w, area.h * 0.58f / h));
        grid_ = {area.x + (area.w - cell_ * w) * 0.5f, area.y, cell_ * w, cell_ * h};
        list_ = {area.x, grid_.y + grid_.h + 2 * kGap, area.w, area.y + area.h - grid_.y - grid_.h - 2 * kGap};
    }
    // Chips flow in rows under a header per length; shrink the font until the list fits.
    std::vector<size_t> order(puzzle_.words().size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        const auto &wa = puzzle_.words()[a], &wb = puzzle_.words()[b];
        return wa.size() != wb.size() ? wa.size() < wb.size() : wa < wb;
    });
    for (font_ = 20.f; font_ >= 9.f; font_ -= 1.f) {
        chips_.clear();
        headers_.clear();
        chip_h_ = font_ * 1.9f;
        const float char_w = font_ * 0.68f, header_h = font_ * 1.3f;
        float x = list_.x, y = list_.y;
        size_t last_len = 0;
        for (size_t i : order) {
            const auto& word = puzzle_.words()[i];
            const float cw = char_w * static_cast<float>(word.size()) + font_;
            if (word.size() != last_len) {
                if (last_len) y += chip_h_ + kGap;
                headers_.push_back({static_cast<int>(word.size()), Rect{list_.x, y, list_.w, header_h}});
                y += header_h;
                x = list_.x;
                last_len = word.size();
            }
            if (x > list_.x && x + cw > list_.x + list_.w) {
                x = list_.x;
                y += chip_h_ + kGap * 0.5f;
            }
            chips_.push_back({Rect{x, y, std::min(cw, list_.w), chip_h_}, i});
            x += cw + kGap;
        }
        if (y + chip_h_ <= list_.y + list_.h) break;
    }
    std::sort(chips_.begin(), chips_.end(), [](const Chip& a, const Chip& b) { return a.word < b.word; });
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
        if (chips_[i].rect.contains(p)) return static_cast<int>(i);
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

Interpretation CrosswordView::interpret(const State& st, const Gesture& g) {
    const FillState& s = as_fill(st);
    const Grid& grid = puzzle_.grid();
    switch (g.kind) {
    case Gesture::Kind::Tap: {
        if (const int cell = cell_at(g.pos); cell >= 0) {
            // A second tap on a junction of the selected slot turns to the crossing slot.
            const auto& at = grid.slot_at[static_cast<size_t>(cell)];
            const bool in_selected = slot_ >= 0 && (at[0] == slot_ || at[1] == slot_);
            select_cell(cell, in_selected ? at[0] == slot_ : false);
            return Interpretation::ui_only();
        }
        if (const int chip = chip_at(g.pos); chip >= 0) {
            const std::string& word = puzzle_.words()[chips_[static_cast<size_t>(chip)].word];
            if (slot_ < 0 || grid.slots[static_cast<size_t>(slot_)].length != static_cast<int>(word.size())) {
                // No fitting slot selected: pick the first unfinished slot of this length.
                for (size_t i = 0; i < grid.slots.size(); ++i)
                    if (grid.slots[i].length == static_cast<int>(word.size()) &&
                        puzzle_.slot_text(s, static_cast<int>(i)).find_first_of(".?") != std::string::npos) {
                        slot_ = static_cast<int>(i);
                        pos_ = 0;
                        return Interpretation::ui_only();
                    }
                return Interpretation::invalid();
            }
            return Interpretation::play("place " + std::to_string(slot_) + " " + word);
        }
        return Interpretation::none();
    }
    case Gesture::Kind::DragStart:
        dragging_ = chip_at(g.start);
        drag_pos_ = g.pos;
        return dragging_ >= 0 ? Interpretation::ui_only() : Interpretation::none();
    case Gesture::Kind::DragMove:
        if (dragging_ < 0) return Interpretation::none();
        drag_pos_ = g.pos;
        return Interpretation::ui_only();
    case Gesture::Kind::DragEnd: {
        if (dragging_ < 0) return Interpretation::none();
        const std::string& word = puzzle_.words()[chips_[static_cast<size_t>(dragging_)].word];
        dragging_ = -1;
        const int cell = cell_at(g.pos);
        if (cell < 0) return Interpretation::ui_only();
        // Dropped on a cell: the slot through it of the word's length, across first.
        for (size_t k = 0; k < 2; ++k) {
            const int slot = grid.slot_at[static_cast<size_t>(cell)][k];
            if (slot >= 0 && grid.slots[static_cast<size_t>(slot)].length == static_cast<int>(word.size())) {
                slot_ = slot;
                pos_ = 0;
                return Interpretation::play("place " + std::to_string(slot) + " " + word);
            }
        }
        return Interpretation::invalid();
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
        return Interpretation::none();  // LongPress: the play scene opens history mode
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
    // The word list: headers per length, chips crossed off once placed.
    for (const auto& [len, r] : headers_)
        c.text(Layer::Hud, {r.x, r.y + r.h * 0.5f}, std::to_string(len) + " letters", font_ * 0.8f, pal.text_dim, Align::Left);
    const auto off = puzzle_.crossed_off(s);
    const int want = slot_ >= 0 && !info.past ? g.slots[static_cast<size_t>(slot_)].length : -1;
    for (size_t i = 0; i < chips_.size(); ++i) {
        const Chip& chip = chips_[i];
        const std::string& word = puzzle_.words()[chip.word];
        const bool done = off[chip.word];
        Color bg = done ? pal.board : static_cast<int>(word.size()) == want ? pal.accent.mix(pal.cell, 0.5f) : pal.cell;
        if (static_cast<int>(i) == dragging_) bg = bg.mix(pal.board, 0.6f);
        c.fill_rect(Layer::Hud, chip.rect, bg, 5);
        c.text(Layer::Hud, chip.rect.center(), word, font_, done ? pal.text_dim : pal.text);
        if (done)
            c.line(Layer::Hud, {chip.rect.x + 4, chip.rect.y + chip.rect.h * 0.5f},
                   {chip.rect.x + chip.rect.w - 4, chip.rect.y + chip.rect.h * 0.5f}, pal.text_dim, 2);
    }
    if (dragging_ >= 0) {
        const Chip& chip = chips_[static_cast<size_t>(dragging_)];
        const Rect r{drag_pos_.x - chip.rect.w * 0.5f, drag_pos_.y - chip.rect.h * 0.5f, chip.rect.w, chip.rect.h};
        c.fill_rect(Layer::Effects, {r.x + 3, r.y + 4, r.w, r.h}, pal.shadow, 5);
        c.fill_rect(Layer::Effects, r, pal.accent, 5);
        c.text(Layer::Effects, r.center(), puzzle_.words()[chip.word], font_, pal.text);
    }
    if (won) {
        // A finished grid celebrates: a soft pulsing ring around the board.
        const float pulse = 0.5f + 0.5f * std::sin(info.time * 4.f);
        c.stroke_rect(Layer::Effects, grid_.inset(-6), pal.highlight.with_alpha(static_cast<uint8_t>(120 + 120 * pulse)), 4);
    }
}

void CrosswordView::on_move(const State& before, const State& after, std::string_view move, Audio& audio) {
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
