// The printed BitFlipper board: each cell's value on a pale tint of it, the rule under the board,
// and with the solution how many times to tap each cell.
#include "game/bitflipper/formats.h"

#include <algorithm>

#include "game/bitflipper/rules.h"

namespace pz::bitflipper {

namespace {

class BitFormats : public GameFormats {
public:
    Result<void> print(const GameId& id, bool solution, print::Page& page, print::Box box) const override {
        auto rule = parse_params(id.params);
        if (!rule) return rule.error();
        auto board = parse_desc(*rule, id.desc);
        if (!board) return board.error();
        auto puzzle = BitPuzzle::make(*rule, *board);
        if (!puzzle) return puzzle.error();
        std::vector<uint8_t> taps;
        if (solution) {
            BitState start;
            start.cells = *board;
            taps = (*puzzle)->optimal_taps(start);
            if (taps.empty()) return fail("this board cannot be solved: there is no answer to print");
        }
        const Rule& r = *rule;
        const double rule_h = 30;
        const double cell = std::min({box.w / r.cols, (box.h - rule_h) / r.rows, 60.0});  // 60 pt: about 2 cm
        const double x0 = box.x + (box.w - cell * r.cols) / 2, y0 = box.y;
        for (int row = 0; row < r.rows; ++row)
            for (int col = 0; col < r.cols; ++col) {
                const int i = row * r.cols + col;
                const int v = (*board)[static_cast<size_t>(i)];
                // Paler for values nearer the target, so the eye finds the work to do.
                const int away = (v - r.target + r.states) % r.states;
                const auto shade = static_cast<uint8_t>(255 - 40 * away / std::max(1, r.states - 1));
                const double x = x0 + col * cell, y = y0 + row * cell;
                page.fill_rect(x, y, cell, cell, print::Colour{shade, shade, 255});
                page.text(x + cell / 2, y + cell * 0.66, std::to_string(v), cell * 0.45, print::kInk, print::Align::Centre);
                if (!taps.empty() && taps[static_cast<size_t>(i)])
                    page.text(x + cell - cell * 0.08, y + cell * 0.25, "x" + std::to_string(taps[static_cast<size_t>(i)]), cell * 0.2,
                              print::kInk, print::Align::Right, true);
            }
        for (int col = 1; col < r.cols; ++col) page.line(x0 + col * cell, y0, x0 + col * cell, y0 + r.rows * cell, print::kInk, 0.8);
        for (int row = 1; row < r.rows; ++row) page.line(x0, y0 + row * cell, x0 + r.cols * cell, y0 + row * cell, print::kInk, 0.8);
        page.stroke_rect(x0, y0, cell * r.cols, cell * r.rows, print::kInk, 1.5);
        const std::string line1 = "A tap adds " + std::to_string(r.self_add) + " to a cell and " + std::to_string(r.neighbour_add) +
                                  " to its neighbours (" + describe_rule(r) + "), counting modulo " + std::to_string(r.states) + ".";
        const std::string line2 = "Make every cell " + std::to_string(r.target) + (solution ? ". The answer: tap each cell as often as its xN says." : ".");
        for (const std::string* l : {&line1, &line2}) {
            const double size = std::min(9.0, 0.85 * box.w / print::text_width(*l, 1));
            page.text(box.x + box.w / 2, y0 + r.rows * cell + (l == &line1 ? 13 : 25), *l, size, print::kInk, print::Align::Centre);
        }
        return {};
    }
};

} // namespace

const GameFormats& formats() {
    static const BitFormats f;
    return f;
}

} // namespace pz::bitflipper
