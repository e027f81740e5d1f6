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
    // Chips flow in rows a finger tall, shortest words first, each length led by its label ("5" over
    // "letters"): a row per length where the room allows, else the lengths share rows (a phone's
    // first level: three lengths in two rows), so the grid above keeps its room. Each row's chips share what it has left over. What does not fit
    // the list's room scrolls. While the keyboard is up only the selected slot's length is listed,
    // without labels.
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
    auto natural = [&](size_t len) { return std::max(kChipH, std::ceil(char_w * static_cast<float>(len) + 0.6f * font_)); };
    // A label's two lines (the number, then the word) and the width the wider of them takes.
    auto label_w = [&](size_t len) {
        const auto [number, word] = length_label(static_cast<int>(len));
        const auto chars = [](const std::string& t) {
            return static_cast<float>(std::count_if(t.begin(), t.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; }));
        };
        return std::ceil(std::max(0.62f * label_size() * 1.2f * chars(number), 0.55f * label_size() * 0.7f * chars(word))) + 4.f;
    };
    struct Piece {
        size_t at;    // a word's index, or a label's length
        bool label;
        float w;
    };
    // (`apart`: each length starts a row, where the room allows.)
    auto lay = [&](bool apart) {
        chips_.assign(puzzle_.words().size(), Chip{});
        headers_.clear();
        const float right = list_.x + list_.w;
        std::vector<std::vector<Piece>> rows(1);
        float x = list_.x;
        auto put = [&](Piece p, float with_next) {
            // A label never ends a row: it goes on with its first word.
            if (!rows.back().empty() && x + p.w + with_next > right + 0.5f) rows.emplace_back(), x = list_.x;
            p.w = std::min(p.w, right - x);
            rows.back().push_back(p);
            x += p.w + kGap;
        };
        for (size_t k = 0; k < order.size(); ++k) {
            const size_t len = puzzle_.words()[order[k]].size();
            const float chip = std::min(list_.w, natural(len));
            if (headers && (k == 0 || puzzle_.words()[order[k - 1]].size() != len)) {
                if (apart && !rows.back().empty()) rows.emplace_back(), x = list_.x;
                put({len, true, label_w(len)}, kGap + chip);
            }
            put({order[k], false, chip}, 0.f);
        }
        float y = list_.y;
        for (const auto& row : rows) {
            float used = -kGap;
            int words = 0;
            for (const Piece& p : row) used += p.w + kGap, words += p.label ? 0 : 1;
            const float extra = words > 0 ? std::min(2 * font_, (list_.w - used) / static_cast<float>(words)) : 0.f;
            float at = list_.x;
            for (const Piece& p : row) {
                const float w = std::floor(p.w + (p.label ? 0.f : std::max(0.f, extra)));
                if (p.label) headers_.push_back({static_cast<int>(p.at), Rect{at, y, w, chip_h_}});
                else chips_[p.at] = {Rect{at, y, w, chip_h_}, true};
                at += w + kGap;
            }
            y += chip_h_ + kGap;
        }
        content_h_ = order.empty() ? 0.f : y - kGap - list_.y;
    };
    // A row per length where they all fit, else lengths share rows; a list longer than its room
    // still scrolls, with a column at its right saying how much is hidden.
    lay(true);
    if (content_h_ > list_.h + 0.5f) lay(false);
    if (content_h_ > list_.h + 0.5f) {
        list_.w -= kMoreW;
        lay(false);
    }
    scroll_ = 0;
    scroll_list(0);
}

std::pair<std::string, std::string> CrosswordView::length_label(int len) {
    // "5 letters" as its number and its word, in whatever order the language puts them.
    const std::string label = trn("{1} letter", "{1} letters", len), number = std::to_string(len);
    const size_t at = label.find(number);
    if (at == std::string::npos) return {label, {}};
    std::string word = label.substr(0, at) + label.substr(at + number.size());
    word.erase(0, word.find_first_not_of(' '));
    word.erase(word.find_last_not_of(' ') + 1);
    return {number, word};
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

// The word list: headers per length, chips crossed off once placed, how many did
// not fit, and the chip being dragged (above the list and the keyboard it crosses).
void CrosswordView::draw_word_list(Canvas& c, const FillState& s, const DrawInfo& info) const {
    // A finished grid's end card takes the list's room (beside the grid: over it), or the keyboard does.
    if (list_.h < chip_h_ || (finished_ && beside_)) return;
    const Palette& pal = info.palette;
    const Grid& g = puzzle_.grid();
    auto in_view = [&](Rect r) { return r.y >= list_.y - 0.5f && r.y + r.h <= list_.y + list_.h + 0.5f; };
    // The words on a tray, as the grid and the keyboard are: all of the list's room once it
    // scrolls, as that is where its words move (and so no message is placed there).
    const float more = hidden_above_ + hidden_below_ > 0 ? kMoreW : 0.f;
    if (content_h_ > 0) c.fill_rect(Layer::Board, Rect{list_.x, list_.y, list_.w + more, std::min(content_h_, list_.h)}.inset(-3), pal.board, 6);
    for (const auto& [len, r] : headers_)
        if (in_view(r)) {
            // The number over its word, centred in the label's place in the row.
            const auto [number, word] = length_label(len);
            const float big = label_size() * 1.2f, small = label_size() * 0.7f, cx = r.x + r.w * 0.5f;
            const float top = r.y + (r.h - big - small) * 0.5f;
            c.text(Layer::Hud, {cx, top + big * 0.5f}, number, Canvas::fit_text(number, big, r.w), pal.text_dim);
            if (!word.empty()) c.text(Layer::Hud, {cx, top + big + small * 0.5f}, word, Canvas::fit_text(word, small, r.w), pal.text_dim);
        }
    const Color accent = pal.game_accent(kAccentHue);
    const auto off = puzzle_.crossed_off(s);
    const int want = slot_ >= 0 && !info.past ? g.slots[static_cast<size_t>(slot_)].length : -1;
    for (size_t i = 0; i < chips_.size(); ++i) {
        const Chip& chip = chips_[i];
        if (!chip.shown) continue;
        const std::string& word = puzzle_.words()[i];
        const bool done = off[i];
        // Crossed off in place: a faint tile, the word struck through; the selected slot's length in the game's colour.
        Color bg = done ? pal.cell.mix(pal.board, 0.6f) : static_cast<int>(word.size()) == want ? pal.cell.mix(accent, 0.45f) : pal.cell;
        if (static_cast<int>(i) == dragging_) bg = bg.mix(pal.board, 0.6f);
        c.fill_rect(Layer::Hud, chip.rect, bg, 5);
        ui::note({"canvas", word, chip.rect, list_, true});
        c.text(Layer::Hud, chip.rect.center(), word, Canvas::fit_text(word, font_, chip.rect.w - 8), done ? pal.text_dim : pal.ink_on(bg));
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
        c.fill_rect(Layer::Gui, r, accent, 5);
        c.text(Layer::Gui, r.center(), puzzle_.words()[static_cast<size_t>(dragging_)], font_, pal.ink_on(accent));
    }
}

} // namespace pz::crossword
