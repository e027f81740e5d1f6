// The printed Fling! board: the balls on the 7x8 grid with its coordinates, the rule under it, and
// with the solution every fling in the player's words.
#include "game/fling/formats.h"

#include <algorithm>

#include "game/core/game.h"
#include "game/core/text.h"
#include "game/fling/rules.h"

namespace pz::fling {

namespace {

class FlingFormats : public GameFormats {
public:
    Result<void> print(const GameId& id, bool solution, print::Page& page, print::Box box) const override {
        auto puzzle = fling_game().load(id.params, id.desc);
        if (!puzzle) return puzzle.error();
        const Puzzle& p = **puzzle;
        const StatePtr start = p.initial();
        std::vector<std::string> names;
        if (solution) {
            auto moves = p.solve(*start);
            if (!moves) return moves.error();
            StatePtr s = start;
            for (const std::string& m : *moves) {
                names.push_back(std::to_string(names.size() + 1) + ". " + p.move_name(*s, m));
                auto next = p.apply(*s, m);
                if (!next) return next.error();
                s = *next;
            }
        }
        const auto rows = split(p.description(), '/');
        const int H = static_cast<int>(rows.size()), W = H ? static_cast<int>(rows[0].size()) : 0;
        if (W == 0) return fail("an empty board");
        const double label = 10, list_h = solution ? 16.0 * ((static_cast<double>(names.size()) + 2) / 3) + 8 : 0;
        const double rule_h = 18;
        const double cell = std::min((box.w - label) / W, (box.h - label - rule_h - list_h) / H);
        const double x0 = box.x + (box.w - cell * W) / 2 + label / 2, y0 = box.y + label;
        for (int r = 0; r < H; ++r)
            for (int c = 0; c < W; ++c) page.fill_rect(x0 + c * cell, y0 + r * cell, cell, cell, print::Colour{236, 246, 236});
        for (int c = 1; c < W; ++c) page.line(x0 + c * cell, y0, x0 + c * cell, y0 + H * cell, print::kGrid, 0.6);
        for (int r = 1; r < H; ++r) page.line(x0, y0 + r * cell, x0 + W * cell, y0 + r * cell, print::kGrid, 0.6);
        page.stroke_rect(x0, y0, cell * W, cell * H, print::kInk, 1.5);
        // The coordinates the game's hints and names use: columns A.., rows 1.. from the top.
        const double ls = std::min(8.0, cell * 0.4);
        for (int c = 0; c < W; ++c) page.text(x0 + (c + 0.5) * cell, y0 - 3, column_label(c), ls, print::kInk, print::Align::Centre);
        for (int r = 0; r < H; ++r) page.text(x0 - 3, y0 + (r + 0.65) * cell, std::to_string(r + 1), ls, print::kInk, print::Align::Right);
        for (int r = 0; r < H; ++r)
            for (int c = 0; c < W; ++c)
                if (rows[static_cast<size_t>(r)][static_cast<size_t>(c)] == 'o') {
                    const double cx = x0 + (c + 0.5) * cell, cy = y0 + (r + 0.5) * cell;
                    page.fill_circle(cx, cy, cell * 0.36, print::Colour{255, 214, 150});
                    page.stroke_circle(cx, cy, cell * 0.36, print::kInk, 1.2);
                }
        const std::string rule = "Fling a ball along a row or column: it stops next to the ball it hits, which flies on. Leave one ball.";
        const double y_rule = y0 + H * cell + 13;
        page.text(box.x + box.w / 2, y_rule, rule, std::min(9.0, 0.85 * box.w / print::text_width(rule, 1)), print::kInk, print::Align::Centre);
        double widest = 1;
        for (const auto& n : names) widest = std::max(widest, print::text_width(n, 1));
        const double size = std::min({10.0, cell * 0.35, box.w * 0.9 / 3 / widest});
        for (size_t i = 0; i < names.size(); ++i) {
            const int col = static_cast<int>(i % 3), row = static_cast<int>(i / 3);
            page.text(box.x + box.w * (0.05 + col / 3.0), y_rule + 18 + row * 16, names[i], size, print::kInk);
        }
        return {};
    }
};

} // namespace

const GameFormats& formats() {
    static const FlingFormats f;
    return f;
}

} // namespace pz::fling
