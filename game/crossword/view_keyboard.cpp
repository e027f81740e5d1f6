// The fill-in view's on-screen keyboard: placing keys, finding the key under a finger, typing and
// drawing it.
#include "game/crossword/view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/core/i18n.h"
#include "game/crossword/view_layout.h"
#include "game/ui/widgets.h"

namespace pz::crossword {

using namespace view_layout;

void CrosswordView::place_keys() {
    keys_.clear();
    kb_ = {};
    if (!kb_enabled_) return;
    const float kb_w = std::min(column_.w, 10 * kKeyWideMax + 9 * kKeyGap);
    const float kw = (kb_w - 9 * kKeyGap) / 10.f;
    const float kb_h = 3 * key_h_ + 2 * kKeyGap;
    kb_ = {column_.x + (column_.w - kb_w) * 0.5f, column_.y + column_.h + kb_below_ - kb_h, kb_w, kb_h};
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

Rect CrosswordView::key_rect(char key) const {
    for (const Key& k : keys_)
        if (k.key == key) return k.rect;
    return {};
}

int CrosswordView::key_at(Vec2 p) const {
    if (!keyboard_shown()) return -1;
    // Half a gap around each key counts as the key, so a tap between two keys still types.
    for (size_t i = 0; i < keys_.size(); ++i)
        if (keys_[i].rect.inset(-kKeyGap * 0.5f).contains(p)) return static_cast<int>(i);
    return -1;
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

// The on-screen keyboard: letters, Done and a drawn backspace key; a tapped key flashes.
void CrosswordView::draw_keyboard(Canvas& c, const DrawInfo& info) const {
    const Palette& pal = info.palette;
    c.fill_rect(Layer::Hud, kb_.inset(-4), pal.board, 6);
    for (size_t i = 0; i < keys_.size(); ++i) {
        const Key& k = keys_[i];
        const bool lit = static_cast<int>(i) == pressed_ && pressed_left_ > 0;
        Color bg = k.key == kDone ? pal.accent.mix(pal.cell, 0.5f) : pal.cell_alt;
        if (lit) bg = pal.accent;
        c.fill_rect(Layer::Hud, k.rect, bg, 5);
        const Color ink = lit ? pal.ink_on(bg) : pal.text;
        ui::Item item{"canvas", k.key == kDone ? "Done" : k.key == kBackspace ? "Backspace" : std::string(1, k.key), k.rect, kb_, true};
        item.key = true;
        ui::note(item);
        const Vec2 m = k.rect.center();
        if (k.key == kDone) {
            c.text(Layer::Hud, m, tr("Done"), std::min(16.f, key_h_ * 0.36f), ink, Align::Center, true);
        } else if (k.key == kBackspace) {
            // A left-pointing tag with a cross: the usual erase key.
            const float ih = key_h_ * 0.36f, iw = std::min(k.rect.w * 0.6f, ih * 1.8f);
            const float tip = m.x - iw * 0.5f, body = tip + ih * 0.5f;
            c.triangle(Layer::Hud, {tip, m.y}, {body, m.y - ih * 0.5f}, {body, m.y + ih * 0.5f}, ink);
            c.fill_rect(Layer::Hud, {body, m.y - ih * 0.5f, m.x + iw * 0.5f - body, ih}, ink, 2);
            const Vec2 x{(body + m.x + iw * 0.5f) * 0.5f, m.y};
            const float d = ih * 0.22f;
            c.line(Layer::Hud, {x.x - d, x.y - d}, {x.x + d, x.y + d}, bg, 2);
            c.line(Layer::Hud, {x.x - d, x.y + d}, {x.x + d, x.y - d}, bg, 2);
        } else {
            c.text(Layer::Hud, m, std::string(1, k.key), std::min(22.f, key_h_ * 0.45f), ink, Align::Center, true);
        }
    }
}

} // namespace pz::crossword
