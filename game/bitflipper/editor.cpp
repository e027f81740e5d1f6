// BitFlipper's editor: every edit is a cell's start value or one setting of the rule; the exact
// solver counts the tap patterns (mod the states) that solve the board.
#include "game/bitflipper/editor.h"

#include <algorithm>

#include "game/bitflipper/generator.h"
#include "game/bitflipper/rules.h"
#include "game/bitflipper/solver.h"
#include "game/core/i18n.h"
#include "game/core/text.h"

namespace pz::bitflipper {

namespace {

struct Parsed {
    Rule rule;
    Board board;
};

Result<Parsed> parse(const Draft& d) {
    auto rule = parse_params(d.params);
    if (!rule) return rule.error();
    auto board = parse_desc(*rule, d.desc);
    if (!board) return board.error();
    return Parsed{*rule, std::move(*board)};
}

Draft draft_of(const Rule& r, const Board& b) { return {format_params(r), format_desc(r, b)}; }

// A rule after its states changed: the adds kept where they still change something.
Rule with_states(Rule r, int states) {
    r.states = states;
    r.target = std::min(r.target, states - 1);
    r.self_add %= states;
    if (r.neighbour_add % states == 0) r.neighbour_add = 1;
    else r.neighbour_add %= states;
    return r;
}

class BitEditor : public Editor {
public:
    std::vector<Preset> sizes() const override {
        return {{tr_noop("4×4, 4 states"), "4x4s4t0"},
                {tr_noop("3×3, 3 states"), "3x3s3t0"},
                {tr_noop("5×5, 6 states"), "5x5s6t0"},
                {tr_noop("6×6, 7 states, torus"), "6x6s7t0w"},
                {tr_noop("7×7, 9 states"), "7x7s9t0"}};
    }
    Result<Draft> blank(std::string_view size) const override {
        auto rule = parse_params(size);
        if (!rule) return fail(trf("Sizes look like 5x5s3t0 (up to {1}x{1}, 2 to 9 states)", kMaxSide));
        if (auto ok = validate(*rule); !ok) return fail(trf("That size is outside what BitFlipper allows: {1}", ok.error().message));
        rule->scramble = 0;
        return draft_of(*rule, Board(static_cast<size_t>(rule->cells()), static_cast<uint8_t>(rule->target)));
    }
    std::vector<ParamField> settings(const Draft& d) const override {
        auto p = parse(d);
        if (!p) return {};
        const Rule& r = p->rule;
        return {{"rows", tr_noop("Rows"), r.rows, 1, kMaxSide},
                {"cols", tr_noop("Columns"), r.cols, 1, kMaxSide},
                {"states", tr_noop("States"), r.states, kMinStates, kMaxStates},
                {"target", tr_noop("Target"), r.target, 0, r.states - 1},
                {"shape", tr_noop("A tap reaches"), static_cast<int>(r.shape), 0, 2, 1, {tr_noop("Sides"), tr_noop("Corners"), tr_noop("All 8")}},
                {"wrap", tr_noop("Edges"), r.wrap ? 1 : 0, 0, 1, 1, {tr_noop("Stop"), tr_noop("Wrap (torus)")}}};
    }
    std::vector<PaletteEntry> palette(const Draft& d) const override {
        std::vector<PaletteEntry> out;
        auto p = parse(d);
        const int states = p ? p->rule.states : 4;
        for (int v = 1; v <= states; ++v) out.push_back({std::to_string(v % states), {}});  // 1 first: a blank holds 0s
        return out;
    }
    Result<Draft> apply(const Draft& d, std::string_view edit) const override {
        auto kv = split_edit(edit);
        if (!kv) return kv.error();
        auto p = parse(d);
        if (!p) return p.error();
        Rule r = p->rule;
        Board b = p->board;
        const std::string& key = kv->first;
        const std::string& value = kv->second;  // a lambda may not capture a structured binding in clang 14
        auto number = [&](int lo, int hi, const char* what) -> Result<int> {
            auto n = parse_int(value, lo, hi);
            if (!n) return fail(trf(what, lo, hi));
            return static_cast<int>(*n);
        };
        if (key == "rows" || key == "cols") {
            auto n = number(1, kMaxSide, tr_noop("A side is {1} to {2} cells"));
            if (!n) return n.error();
            Rule to = r;
            (key == "rows" ? to.rows : to.cols) = *n;
            Board nb(static_cast<size_t>(to.cells()), static_cast<uint8_t>(r.target));
            for (int row = 0; row < std::min(r.rows, to.rows); ++row)
                for (int col = 0; col < std::min(r.cols, to.cols); ++col)
                    nb[static_cast<size_t>(row * to.cols + col)] = b[static_cast<size_t>(row * r.cols + col)];
            return draft_of(to, nb);
        }
        if (key == "states") {
            auto n = number(kMinStates, kMaxStates, tr_noop("States go from {1} to {2}"));
            if (!n) return n.error();
            const Rule to = with_states(r, *n);
            for (auto& v : b) v = static_cast<uint8_t>(std::min<int>(v, *n - 1));
            return draft_of(to, b);
        }
        if (key == "target") {
            auto n = number(0, r.states - 1, tr_noop("The target is a value from {1} to {2}"));
            if (!n) return n.error();
            r.target = *n;
            return draft_of(r, b);
        }
        if (key == "shape") {
            auto n = number(0, 2, tr_noop("A tap's reach is {1} (sides) to {2} (all 8)"));
            if (!n) return n.error();
            r.shape = static_cast<Shape>(*n);
            return draft_of(r, b);
        }
        if (key == "wrap") {
            auto n = number(0, 1, tr_noop("Edges are {1} (stop) or {2} (wrap)"));
            if (!n) return n.error();
            r.wrap = *n == 1;
            return draft_of(r, b);
        }
        auto cell = parse_cell(key, r.rows, r.cols);
        if (!cell) return cell.error();
        auto v = number(0, r.states - 1, tr_noop("A cell holds a value from {1} to {2}"));
        if (!v) return v.error();
        b[static_cast<size_t>(cell->first * r.cols + cell->second)] = static_cast<uint8_t>(*v);
        return draft_of(r, b);
    }
    Verdict judge(const Draft& d, const JudgeLimits& limits) const override {
        Verdict v;
        auto p = parse(d);
        if (!p) return v;
        const TapSolver solver(p->rule);
        const Solution sol = solver.solve(p->board);
        if (!sol.solvable) {
            v.kind = Verdict::Kind::None;
            return v;
        }
        v.grade = grade_name(difficulty_score(p->rule, sol.min_taps, sol.min_patterns == 1));
        v.note = trf("Fewest taps: {1}", sol.min_taps);
        if (sol.solutions == 1) {
            v.kind = Verdict::Kind::Unique;
            return v;
        }
        v.kind = Verdict::Kind::Several;
        v.at_least = sol.solutions > limits.count_cap;
        v.count = v.at_least ? limits.count_cap + 1 : static_cast<uint64_t>(sol.solutions);
        // Two solutions differ by a pattern that changes nothing: the cells it taps.
        if (!solver.kernel_generators().empty()) {
            const auto& g = solver.kernel_generators().front();
            for (size_t i = 0; i < g.size(); ++i)
                if (g[i]) v.differ.push_back(cell_label(static_cast<int>(i) / p->rule.cols, static_cast<int>(i) % p->rule.cols));
        }
        return v;
    }
};

} // namespace

const Editor& editor() {
    static const BitEditor e;
    return e;
}

} // namespace pz::bitflipper
