// Sweet Spots' editor: an edit repaints one cell into a zone (it must touch that zone, and the zone
// it leaves must stay one piece), or sets k or the size. Every draft is a well-formed board, so
// the game's own view draws it and its solvers judge it.
#include "game/sweetspots/editor.h"

#include <algorithm>

#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/sweetspots/board.h"
#include "game/sweetspots/logic.h"
#include "game/sweetspots/solver.h"

namespace pz::sweetspots {

namespace {

constexpr int kMaxEditSize = 12;

Result<Board> parse(const Draft& d) {
    auto p = parse_params(d.params);
    if (!p) return p.error();
    return parse_desc(*p, d.desc);
}

Draft draft_of(const Board& b) {
    Params p;
    p.n = b.n, p.k = b.k;
    return {p.text(false), format_desc(b)};
}

// One zone per row: the simplest well-formed board of a size.
Board stripes(int n, int k) {
    Board b;
    b.n = n, b.k = k;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) b.zone.push_back(static_cast<uint8_t>(r));
    return b;
}

// Whether the cells of `zone` are one piece (true for an empty zone).
bool connected(const Board& b, int zone) {
    std::vector<int> todo;
    std::vector<uint8_t> seen(b.zone.size(), 0);
    int count = 0;
    for (size_t i = 0; i < b.zone.size(); ++i)
        if (b.zone[i] == zone) {
            ++count;
            if (todo.empty()) {
                todo.push_back(static_cast<int>(i));
                seen[i] = 1;
            }
        }
    int reached = 0;
    while (!todo.empty()) {
        const int at = todo.back();
        todo.pop_back();
        ++reached;
        const int r = at / b.n, c = at % b.n;
        const int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& [nr, nc] : nb) {
            if (nr < 0 || nc < 0 || nr >= b.n || nc >= b.n) continue;
            const auto j = static_cast<size_t>(nr * b.n + nc);
            if (seen[j] || b.zone[j] != zone) continue;
            seen[j] = 1;
            todo.push_back(static_cast<int>(j));
        }
    }
    return reached == count;
}

bool touches(const Board& b, int r, int c, int zone) {
    const int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& [nr, nc] : nb)
        if (nr >= 0 && nc >= 0 && nr < b.n && nc < b.n && b.zone_at(nr, nc) == zone) return true;
    return false;
}

// The overlay (as Fling!'s): cells where repainting into a neighbouring zone would leave exactly
// one solution. Each try is bounded; the next edit cancels the rest.
std::vector<std::string> unique_repaints(const Board& b, const JudgeLimits& limits) {
    std::vector<std::string> out;
    const uint64_t nodes = std::max<uint64_t>(limits.nodes / static_cast<uint64_t>(b.n * b.n), 1000);
    for (int r = 0; r < b.n; ++r)
        for (int c = 0; c < b.n; ++c) {
            if (!job_continue()) return {};
            const int old = b.zone_at(r, c);
            const int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            bool found = false;
            for (const auto& [nr, nc] : nb) {
                if (found || nr < 0 || nc < 0 || nr >= b.n || nc >= b.n || b.zone_at(nr, nc) == old) continue;
                Board t = b;
                t.zone[static_cast<size_t>(t.cell(r, c))] = static_cast<uint8_t>(b.zone_at(nr, nc));
                if (std::find(t.zone.begin(), t.zone.end(), old) == t.zone.end() || !connected(t, old)) continue;
                const CountResult cr = count_solutions(t, 2, {}, false, nodes);
                found = cr.count == 1 && !cr.stopped;
            }
            if (found) out.push_back(cell_label(r, c));
        }
    return out;
}

class SpotsEditor : public Editor {
public:
    std::vector<Preset> sizes() const override {
        // The game's first preset's size first (6x6), as `make sweetspots` opens.
        return {{tr_noop("6×6, 1 chest"), "6k1"},   {tr_noop("8×8, 1 chest"), "8k1"},   {tr_noop("5×5, 1 chest"), "5k1"},
                {tr_noop("7×7, 1 chest"), "7k1"},   {tr_noop("10×10, 2 chests"), "10k2"}, {tr_noop("12×12, 2 chests"), "12k2"}};
    }
    Result<Draft> blank(std::string_view size) const override {
        auto p = parse_params(size);
        if (!p) return fail(tr("Sizes look like 8k1: 5 to 12 cells a side, then chests per row"));
        if (p->n > kMaxEditSize || p->n < kMinSize) return fail(trf("A side is {1} to {2} cells", kMinSize, kMaxEditSize));
        return draft_of(stripes(p->n, p->k));
    }
    Result<Draft> adopt(const Puzzle& puzzle) const override {
        auto b = parse(Draft{puzzle.params(), puzzle.description()});
        if (!b) return b.error();
        if (b->n > kMaxEditSize) return fail(trf("A side is {1} to {2} cells", kMinSize, kMaxEditSize));
        return draft_of(*b);  // a generator's grade in the params goes: the verdict grades it
    }
    std::vector<ParamField> settings(const Draft& d) const override {
        auto b = parse(d);
        if (!b) return {};
        return {{"n", tr_noop("Board size"), b->n, kMinSize, kMaxEditSize},
                {"k", tr_noop("Chests per row, column and zone"), b->k, 1, 2}};
    }
    std::vector<PaletteEntry> palette(const Draft& d) const override {
        auto b = parse(d);
        std::vector<PaletteEntry> out;
        for (int z = 0; z < (b ? b->n : 8); ++z) out.push_back({std::to_string(z), trf("Zone {1}", z + 1)});
        return out;
    }
    Result<Draft> apply(const Draft& d, std::string_view edit) const override {
        auto kv = split_edit(edit);
        if (!kv) return kv.error();
        auto parsed = parse(d);
        if (!parsed) return parsed.error();
        Board b = std::move(*parsed);
        const auto& [key, value] = *kv;
        if (key == "k") {
            auto k = parse_int(value, 1, 3);
            if (!k || !check_params(b.n, static_cast<int>(*k))) return fail(tr("Two chests per row need a board of 8×8 or more; three, 14×14"));
            b.k = static_cast<int>(*k);
            return draft_of(b);
        }
        if (key == "n") {
            auto n = parse_int(value, kMinSize, kMaxEditSize);
            if (!n) return fail(trf("A side is {1} to {2} cells", kMinSize, kMaxEditSize));
            const int k = check_params(static_cast<int>(*n), b.k) ? b.k : 1;
            return draft_of(stripes(static_cast<int>(*n), k));
        }
        auto cell = parse_cell(key, b.n, b.n);
        if (!cell) return cell.error();
        auto z = parse_int(value, 0, b.n - 1);
        if (!z) return fail(trf("This board has zones 1 to {1}", b.n));
        const int zone = static_cast<int>(*z), r = cell->first, c = cell->second;
        const int old = b.zone_at(r, c);
        if (old == zone) return draft_of(b);
        if (!touches(b, r, c, zone)) return fail(trf("Zone {1} does not touch {2}: paint next to it", zone + 1, key));
        b.zone[static_cast<size_t>(b.cell(r, c))] = static_cast<uint8_t>(zone);
        if (std::find(b.zone.begin(), b.zone.end(), old) == b.zone.end()) return fail(trf("That would leave zone {1} with no cell", old + 1));
        if (!connected(b, old)) return fail(trf("That would cut zone {1} in two", old + 1));
        return draft_of(b);
    }
    Verdict judge(const Draft& d, const JudgeLimits& limits) const override {
        Verdict v;
        auto b = parse(d);
        if (!b) return v;
        const CountResult cr = count_solutions(*b, limits.count_cap + 1, {}, true, limits.nodes);
        if (cr.count == 0) {
            if (!cr.stopped) v.kind = Verdict::Kind::None;
            return v;
        }
        if (cr.count == 1 && cr.stopped) return v;  // one found, and the search could not finish
        if (cr.count >= 2) {
            v.kind = Verdict::Kind::Several;
            v.at_least = cr.stopped || cr.count > limits.count_cap;
            v.count = std::min<uint64_t>(cr.count, limits.count_cap + 1);
            if (cr.all.size() >= 2) {
                const auto one = solution_cells(*b, cr.all[0]), two = solution_cells(*b, cr.all[1]);
                std::vector<int> differ;
                std::set_symmetric_difference(one.begin(), one.end(), two.begin(), two.end(), std::back_inserter(differ));
                std::sort(differ.begin(), differ.end());
                for (int i : differ) v.differ.push_back(cell_label(i / b->n, i % b->n));
            }
            v.flips_unique = unique_repaints(*b, limits);
            return v;
        }
        v.kind = Verdict::Kind::Unique;
        const LogicResult lr = Logic(*b).solve(Grade::Expert);
        if (!lr.steps.empty()) v.technique = technique_words(lr.steps.front().technique);
        if (lr.solved) {
            v.grade = std::string(grade_name(lr.grade));
            Technique hardest = Technique::Neighbours;
            for (const Deduction& s : lr.steps) hardest = std::max(hardest, s.technique);
            v.note = trf("Hardest step: {1}", technique_words(hardest));
        } else {
            v.note = tr("Reasoning alone cannot finish it: it needs a guess");
        }
        return v;
    }
};

} // namespace

const Editor& editor() {
    static const SpotsEditor e;
    return e;
}

} // namespace pz::sweetspots
