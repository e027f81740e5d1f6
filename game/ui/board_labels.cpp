// Labels to cells, edge labels and the nudge's look, shared by every board view.
#include "game/ui/board_labels.h"

#include <algorithm>

namespace pz {

CellLabels::CellLabels(const Puzzle& puzzle, int rows, int cols) {
    for (int r = 0; r < rows; ++r) {
        auto& row = named_["row " + std::to_string(r + 1)];
        for (int c = 0; c < cols; ++c) {
            named_[puzzle.cell_label(r, c)].push_back(r * cols + c);
            row.push_back(r * cols + c);
        }
    }
    for (int c = 0; c < cols; ++c) {
        auto& col = named_["column " + column_label(c)];
        for (int r = 0; r < rows; ++r) col.push_back(r * cols + c);
    }
}

std::vector<int> CellLabels::cells(std::string_view label) const {
    auto it = named_.find(std::string(label));
    return it == named_.end() ? std::vector<int>{} : it->second;
}

std::vector<int> CellLabels::cells(const std::vector<std::string>& labels) const {
    std::vector<int> out;
    for (const auto& l : labels)
        for (int cell : cells(l))
            if (std::find(out.begin(), out.end(), cell) == out.end()) out.push_back(cell);
    return out;
}

Rect bounds_of(const std::vector<Rect>& rects) {
    if (rects.empty()) return {};
    float x0 = rects[0].x, y0 = rects[0].y, x1 = x0 + rects[0].w, y1 = y0 + rects[0].h;
    for (const Rect& r : rects) {
        x0 = std::min(x0, r.x);
        y0 = std::min(y0, r.y);
        x1 = std::max(x1, r.x + r.w);
        y1 = std::max(y1, r.y + r.h);
    }
    return {x0, y0, x1 - x0, y1 - y0};
}

EdgeLabels edge_labels_for(float short_side, float pad, float text_scale) {
    EdgeLabels e;
    e.size = std::clamp(short_side / 30.f, 12.f, 15.f) * std::clamp(text_scale, 0.5f, 3.f);
    e.pad = pad;
    return e;
}

void draw_edge_labels(Canvas& c, const EdgeLabels& e, Rect first, Vec2 pitch, int rows, int cols, const Palette& pal) {
    const float above = first.y - e.pad - 1.5f - e.size * 0.5f;
    for (int col = 0; col < cols; ++col)
        c.text(Layer::Board, {first.x + first.w * 0.5f + pitch.x * static_cast<float>(col), above}, column_label(col), e.size,
               pal.text_dim, Align::Center);
    const float left = first.x - e.pad - 2;
    for (int row = 0; row < rows; ++row)
        c.text(Layer::Board, {left, first.y + first.h * 0.5f + pitch.y * static_cast<float>(row)}, std::to_string(row + 1), e.size,
               pal.text_dim, Align::Right);
}

void draw_nudge(Canvas& c, const std::vector<Rect>& cells, const Palette& pal, float corner) {
    for (const Rect& r : cells) {
        c.fill_rect(Layer::Effects, r, pal.highlight.with_alpha(70), corner);
        c.stroke_rect(Layer::Effects, r.inset(1), pal.highlight, 3);
    }
}

void draw_moved(Canvas& c, Rect cell, const Palette& pal) {
    c.stroke_rect(Layer::Effects, cell.inset(-1), pal.highlight, 4);
}

} // namespace pz
