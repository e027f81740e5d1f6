// The fill-in view's word list: flowing chips under length headers, finding the chip under a
// finger, where a dragged word would drop, and drawing the list.
#include "game/crossword/view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/core/i18n.h"
#include "game/crossword/view_layout.h"
#include "game/ui/widgets.h"

namespace pz::crossword {

using namespace view_layout;

void CrosswordView::refresh_list() {
    const int want = keyboard_shown() ? puzzle_.grid().slots[static_cast<size_t>(slot_)].length : -1;
    // (The lengths' labels are as wide as the language in use makes them.)
    if (want == flowed_for_ && language_serial() == flowed_language_) return;
    flowed_for_ = want;
    flowed_language_ = language_serial();
    list_ = column_;
    if (want >= 0) list_.h = kb_.y - kGap - list_.y;
    flow_list();
}

void CrosswordView::flow_list() {
    // Chips flow in rows, each a finger tall, every length starting a row with its label ("4
    // letters") in front of its words; Check ends the first row. What does not fit the list's room
    // scrolls. While the keyboard is up only the selected slot's length is listed, without labels.
    const int only = flowed_for_;
    const bool headers = only < 0;
    std::vector<size_t> order;
    for (size_t i = 0; i < puzzle_.words().size(); ++i)
        if (only < 0 || static_cast<int>(puzzle_.words()[i].size()) == only) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        const auto &wa = puzzle_.words()[a], &wb = puzzle_.words()[b];
        return wa.size() != wb.size() ? wa.size() < wb.size() : wa < wb;
    });
    // The words grow with the player's text size (half as fast: the chips, and so the list, grow with them).
    font_ = 18.f * (1.f + 0.5f * (std::max(1.f, text_scale_) - 1.f));
    chip_h_ = kChipH;
    const float char_w = font_ * 0.68f;
    auto lay = [&] {
        chips_.assign(puzzle_.words().size(), Chip{});
        headers_.clear();
        check_ = {};
        if (headers && !order.empty()) check_ = {list_.x + list_.w - kCheckW, list_.y, kCheckW, chip_h_};
        float x = list_.x, y = list_.y;
        // The room left in the row at y (the first row's end is Check's).
        auto row_end = [&] { return check_.w > 0 && y < list_.y + 0.5f ? check_.x - kGap : list_.x + list_.w; };
        float indent = list_.x;  // where a length's words start, and its later rows (under its first word)
        auto new_row = [&] {
            x = list_.x;
            y += chip_h_ + kGap;
        };
        size_t last_len = 0;
        for (size_t i : order) {
            const auto& word = puzzle_.words()[i];
            const float cw = std::min(list_.w, std::max(kChipH, char_w * static_cast<float>(word.size()) + font_));
            if (headers && word.size() != last_len) {
                if (last_len) new_row();
                const std::string label = trn("{1} letter", "{1} letters", static_cast<int>(word.size()));
                const auto chars = std::count_if(label.begin(), label.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; });
                const float lw = std::min(list_.w, 0.62f * label_size() * static_cast<float>(chars));
                headers_.push_back({static_cast<int>(word.size()), Rect{x, y, lw, chip_h_}});
                x = indent = x + lw + kGap;
                last_len = word.size();
            }
            if (x + cw > row_end()) {
                // Under the words in front (or, when not even the first fits beside its label, under the label).
                if (x == indent) indent = list_.x;
                new_row();
                if (indent + cw <= row_end()) x = indent;
            }
            chips_[i] = {Rect{x, y, cw, chip_h_}, true};
            x += cw + kGap;
        }
        content_h_ = order.empty() ? 0.f : y + chip_h_ - list_.y;
    };
    lay();
    // A list longer than its room scrolls, with a column at its right saying how much is hidden.
    if (content_h_ > list_.h + 0.5f) {
        list_.w -= kMoreW;
        lay();
    }
    scroll_ = 0;
    scroll_list(0);
}

void CrosswordView::scroll_list(float dy) {
    const float to = std::clamp(scroll_ + dy, 0.f, list_scroll_max());
    // Chips and headers move with the list; those not wholly in its room are hidden.
    const float by = to - scroll_;
    scroll_ = to;
    hidden_above_ = hidden_below_ = 0;
    for (Chip& chip : chips_) {
        if (chip.rect.w <= 0) continue;
        chip.rect.y -= by;
        chip.shown = chip.rect.y >= list_.y - 0.5f && chip.rect.y + chip.rect.h <= list_.y + list_.h + 0.5f;
        if (!chip.shown) ++(chip.rect.y < list_.y ? hidden_above_ : hidden_below_);
    }
    for (auto& header : headers_) header.second.y -= by;
    check_.y -= by;
}

int CrosswordView::chip_at(Vec2 p) const {
    for (size_t i = 0; i < chips_.size(); ++i)
        if (chips_[i].shown && chips_[i].rect.contains(p)) return static_cast<int>(i);
    return -1;
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

// The word list: headers per length, the Check button, chips crossed off once placed, how many did
// not fit, and the chip being dragged (above the list and the keyboard it crosses).
void CrosswordView::draw_word_list(Canvas& c, const FillState& s, const DrawInfo& info) const {
    if (list_.h <= 0) return;  // a finished grid's end card has taken its room
    const Palette& pal = info.palette;
    const Grid& g = puzzle_.grid();
    auto in_view = [&](Rect r) { return r.y >= list_.y - 0.5f && r.y + r.h <= list_.y + list_.h + 0.5f; };
    // The words on a tray, as the grid and the keyboard are: all of the list's room once it
    // scrolls, as that is where its words move (and so no message is placed there).
    const float more = hidden_above_ + hidden_below_ > 0 ? kMoreW : 0.f;
    if (content_h_ > 0) c.fill_rect(Layer::Board, Rect{list_.x, list_.y, list_.w + more, std::min(content_h_, list_.h)}.inset(-3), pal.board, 6);
    for (const auto& [len, r] : headers_)
        if (in_view(r)) {
            const std::string label = trn("{1} letter", "{1} letters", len);
            c.text(Layer::Hud, {r.x, r.y + r.h * 0.5f}, label, Canvas::fit_text(label, label_size(), r.w), pal.text_dim, Align::Left);
        }
    // Check, while there is something to check and room for it (a solved grid's list is narrow).
    if (check_.w > 0 && check_.x >= list_.x - 0.5f && !info.past && in_view(check_) && puzzle_.status(s) == Status::Playing) {
        const Color bg = check_left_ > 0 ? pal.accent : pal.cell_alt;
        c.fill_rect(Layer::Hud, check_.inset(2), bg, 5);
        c.text(Layer::Hud, check_.center(), tr("Check"), 16.f, check_left_ > 0 ? pal.ink_on(bg) : pal.text);
        ui::note({"canvas", "Check", check_, list_, true});
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
        ui::note({"canvas", word, chip.rect, list_, true});
        c.text(Layer::Hud, chip.rect.center(), word, Canvas::fit_text(word, font_, chip.rect.w - 8), done ? pal.text_dim : pal.text);
        if (done)
            c.line(Layer::Hud, {chip.rect.x + 4, chip.rect.y + chip.rect.h * 0.5f},
                   {chip.rect.x + chip.rect.w - 4, chip.rect.y + chip.rect.h * 0.5f}, pal.text_dim, 2);
    }
    // The list scrolls: say how many words are out of sight above and below.
    if (hidden_above_ + hidden_below_ > 0) {
        const float x = list_.x + list_.w + kMoreW * 0.5f;
        if (hidden_above_) c.text(Layer::Hud, {x, list_.y + 10}, trf("+{1} up", hidden_above_), 12, pal.text_dim);
        if (hidden_below_) c.text(Layer::Hud, {x, list_.y + list_.h - 10}, trf("+{1} down", hidden_below_), 12, pal.text_dim);
    }
    if (dragging_ >= 0) {
        // Above the list and the keyboard, which it is dragged across.
        const Chip& chip = chips_[static_cast<size_t>(dragging_)];
        const Rect r{drag_pos_.x - chip.rect.w * 0.5f, drag_pos_.y - chip.rect.h * 0.5f, chip.rect.w, chip.rect.h};
        c.fill_rect(Layer::Gui, {r.x + 3, r.y + 4, r.w, r.h}, pal.shadow, 5);
        c.fill_rect(Layer::Gui, r, pal.accent, 5);
        c.text(Layer::Gui, r.center(), puzzle_.words()[static_cast<size_t>(dragging_)], font_, pal.ink_on(pal.accent));
    }
}

} // namespace pz::crossword
