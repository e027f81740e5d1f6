// The fill-in view's word list: flowing chips under length headers, finding the chip under a
// finger, where a dragged word would drop, and drawing the list.
#include "game/crossword/view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/core/i18n.h"
#include "game/crossword/view_layout.h"

namespace pz::crossword {

using namespace view_layout;

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
    const Palette& pal = info.palette;
    const Grid& g = puzzle_.grid();
    for (const auto& [len, r] : headers_)
        c.text(Layer::Hud, {r.x, r.y + r.h * 0.5f}, trn("{1} letter", "{1} letters", len), font_ * 0.8f, pal.text_dim, Align::Left);
    if (check_.w > 0 && !info.past) {
        const Color bg = check_left_ > 0 ? pal.accent : pal.cell_alt;
        c.fill_rect(Layer::Hud, check_.inset(2), bg, 5);
        c.text(Layer::Hud, check_.center(), tr("Check"), std::min(15.f, check_.h * 0.5f), check_left_ > 0 ? pal.ink_on(bg) : pal.text);
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
        c.text(Layer::Hud, {list_.x + list_.w, list_.y + list_.h - 6}, trf("+{1} more", hidden_), 11, pal.text_dim, Align::Right);
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
