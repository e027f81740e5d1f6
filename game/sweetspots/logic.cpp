// The logical solver's techniques, cheapest first; every one is a sound deduction, checked by tests
// against the exact solver on thousands of boards.
#include "game/sweetspots/logic.h"

#include <algorithm>
#include <bit>

#include "game/core/game.h"
#include "game/core/i18n.h"

namespace pz::sweetspots {

std::string_view technique_name(Technique t) {
    switch (t) {
    case Technique::Neighbours: return "neighbours";
    case Technique::FullUnit: return "full-unit";
    case Technique::OnlyRoom: return "only-room";
    case Technique::LineRoom: return "line-room";
    case Technique::Confined: return "confined";
    case Technique::NoRoom: return "no-room";
    case Technique::Blocks: return "blocks";
    case Technique::Pigeonhole: return "pigeonhole";
    case Technique::WhatIf: return "what-if";
    }
    return "?";
}

const char* technique_words(Technique t) {
    switch (t) {
    case Technique::Neighbours: return tr("neighbours");
    case Technique::FullUnit: return tr("full unit");
    case Technique::OnlyRoom: return tr("only room");
    case Technique::LineRoom: return tr("line room");
    case Technique::Confined: return tr("confined");
    case Technique::NoRoom: return tr("no room");
    case Technique::Blocks: return tr("blocks");
    case Technique::Pigeonhole: return tr("pigeonhole");
    case Technique::WhatIf: return tr("what if");
    }
    return "?";
}

Grade technique_grade(Technique t) {
    switch (t) {
    case Technique::Neighbours:
    case Technique::FullUnit:
    case Technique::OnlyRoom:
    case Technique::LineRoom: return Grade::Easy;
    case Technique::Confined:
    case Technique::NoRoom: return Grade::Medium;
    case Technique::Blocks:
    case Technique::Pigeonhole: return Grade::Hard;
    case Technique::WhatIf: return Grade::Expert;
    }
    return Grade::Expert;
}

namespace {

std::string join_names(const std::vector<std::string>& names) {
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i == 0) s = names[i];
        else s = i + 1 == names.size() ? trf("{1} and {2}", s, names[i]) : trf("{1}, {2}", s, names[i]);
    }
    return s;
}

std::string chests_word(int n) { return trn("{1} chest", "{1} chests", n); }

// A row, column or zone by its number; several of one family; a run of rows or columns.
std::string one_unit(int fam, const std::string& id) {
    return fam == 0 ? trf("row {1}", id) : fam == 1 ? trf("column {1}", id) : trf("zone {1}", id);
}
std::string some_units(int fam, const std::string& ids) {
    return fam == 0 ? trf("rows {1}", ids) : fam == 1 ? trf("columns {1}", ids) : trf("zones {1}", ids);
}
std::string unit_run(int fam, const std::string& first, const std::string& last) {
    return fam == 0 ? trf("rows {1}\u2013{2}", first, last) : trf("columns {1}\u2013{2}", first, last);
}

// A unit's number as the board labels it: rows and zones from 1, columns A, B, ... (family 1).
std::string unit_id(int fam, int local) { return fam == 1 ? column_label(local) : std::to_string(local + 1); }

// "zone 3", "zones 2 and 5", "rows 4-5", "columns B-D": units of one family given as a bit set of local indices.

std::string family_list(int fam, uint32_t set) {
    std::vector<int> ids;
    for (uint32_t m = set; m; m &= m - 1) ids.push_back(std::countr_zero(m));
    if (ids.size() == 1) return one_unit(fam, unit_id(fam, ids[0]));
    bool run = ids.back() - ids.front() + 1 == static_cast<int>(ids.size());
    if (run && fam != 2) return unit_run(fam, unit_id(fam, ids.front()), unit_id(fam, ids.back()));
    std::vector<std::string> parts;
    for (int id : ids) parts.push_back(unit_id(fam, id));
    return some_units(fam, join_names(parts));
}

} // namespace

struct Logic::Counts {
    std::vector<int> chests, open;
    int need(int u, int k) const { return k - chests[static_cast<size_t>(u)]; }
};

Logic::Logic(const Board& b) : board_(b), n_(b.n), k_(b.k) {
    const int n = n_;
    unit_cells_.assign(static_cast<size_t>(3 * n), {});
    units_of_.resize(static_cast<size_t>(n * n));
    around_.resize(static_cast<size_t>(n * n));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            int i = r * n + c;
            int z = b.zone_at(r, c);
            unit_cells_[static_cast<size_t>(r)].push_back(i);
            unit_cells_[static_cast<size_t>(n + c)].push_back(i);
            unit_cells_[static_cast<size_t>(2 * n + z)].push_back(i);
            units_of_[static_cast<size_t>(i)] = {r, n + c, 2 * n + z};
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    int rr = r + dr, cc = c + dc;
                    if ((dr || dc) && rr >= 0 && rr < n && cc >= 0 && cc < n) around_[static_cast<size_t>(i)].push_back(rr * n + cc);
                }
        }
}

std::string Logic::unit_name(int u) const {
    int fam = u / n_;
    return one_unit(fam, unit_id(fam, u % n_));
}

std::string Logic::cell_name(int cell) const { return cell_label(cell / n_, cell % n_); }

Logic::Counts Logic::count(const Grid& g) const {
    Counts ct;
    ct.chests.assign(static_cast<size_t>(3 * n_), 0);
    ct.open.assign(static_cast<size_t>(3 * n_), 0);
    for (int i = 0; i < n_ * n_; ++i) {
        Cell v = g[static_cast<size_t>(i)];
        if (v == Cell::Empty) continue;
        auto& cnt = v == Cell::Chest ? ct.chests : ct.open;
        for (int u : units_of_[static_cast<size_t>(i)]) ++cnt[static_cast<size_t>(u)];
    }
    return ct;
}

// The most chests that fit on these cells without touching: exact for a line (one row or
// column) and for cells inside one 2x2 block; otherwise the cell count, an upper bound.
int Logic::capacity(const std::vector<int>& cells) const {
    if (cells.size() <= 1) return static_cast<int>(cells.size());
    int r0 = n_, r1 = -1, c0 = n_, c1 = -1;
    for (int i : cells) {
        r0 = std::min(r0, i / n_), r1 = std::max(r1, i / n_);
        c0 = std::min(c0, i % n_), c1 = std::max(c1, i % n_);
    }
    if (r1 - r0 <= 1 && c1 - c0 <= 1) return 1;
    if (r0 == r1 || c0 == c1) {
        std::vector<int> pos;
        for (int i : cells) pos.push_back(r0 == r1 ? i % n_ : i / n_);
        std::sort(pos.begin(), pos.end());
        int most = 0, last = -10;
        for (int p : pos)
            if (p > last + 1) ++most, last = p;
        return most;
    }
    return static_cast<int>(cells.size());
}

std::optional<std::string> Logic::broken(const Grid& g) const {
    const int n = n_;
    for (int i = 0; i < n * n; ++i) {
        if (g[static_cast<size_t>(i)] != Cell::Chest) continue;
        for (int j : around_[static_cast<size_t>(i)])
            if (j > i && g[static_cast<size_t>(j)] == Cell::Chest)
                return trf("the chests at {1} and {2} would touch", cell_name(i), cell_name(j));
    }
    std::vector<int> usable;
    for (int u = 0; u < 3 * n; ++u) {
        int chests = 0;
        usable.clear();
        for (int i : unit_cells_[static_cast<size_t>(u)]) {
            Cell v = g[static_cast<size_t>(i)];
            if (v == Cell::Chest) ++chests;
            else if (v == Cell::Open) {
                bool touches = false;
                for (int j : around_[static_cast<size_t>(i)]) touches |= g[static_cast<size_t>(j)] == Cell::Chest;
                if (!touches) usable.push_back(i);
            }
        }
        if (chests > k_) return trf("{1} would have too many chests", unit_name(u));
        if (k_ - chests > capacity(usable))
            return k_ - chests == 1 ? trf("{1} would have no room for its chest", unit_name(u)) : trf("{1} would have no room for its chests", unit_name(u));
    }
    return std::nullopt;
}

Logic::Found Logic::neighbours(const Grid& g, const Counts&, Deduction& d) const {
    for (int i = 0; i < n_ * n_; ++i) {
        if (g[static_cast<size_t>(i)] != Cell::Chest) continue;
        std::vector<int> out;
        for (int j : around_[static_cast<size_t>(i)])
            if (g[static_cast<size_t>(j)] == Cell::Open) out.push_back(j);
        if (out.empty()) continue;
        d = {Technique::Neighbours, false, std::move(out), {i},
             trf("Chests never touch, so the cells around the chest at {1} are empty.", cell_name(i))};
        return Found::Step;
    }
    return Found::None;
}

Logic::Found Logic::full_unit(const Grid& g, const Counts& ct, Deduction& d) const {
    for (int u = 0; u < 3 * n_; ++u) {
        if (ct.need(u, k_) != 0 || ct.open[static_cast<size_t>(u)] == 0) continue;
        std::vector<int> out;
        for (int i : unit_cells_[static_cast<size_t>(u)])
            if (g[static_cast<size_t>(i)] == Cell::Open) out.push_back(i);
        const std::string name = unit_name(u);
        d = {Technique::FullUnit, false, std::move(out), unit_cells_[static_cast<size_t>(u)],
             capitalised(k_ == 1 ? trf("{1} already has its chest, so its other cells are empty.", name)
                                 : trn("{2} already has its {1} chests, so its other cells are empty.",
                                       "{2} already has its {1} chests, so its other cells are empty.", k_, name))};
        return Found::Step;
    }
    return Found::None;
}

Logic::Found Logic::only_room(const Grid& g, const Counts& ct, Deduction& d) const {
    for (int u = 0; u < 3 * n_; ++u) {
        int need = ct.need(u, k_);
        if (need <= 0 || ct.open[static_cast<size_t>(u)] != need) continue;
        std::vector<int> out;
        for (int i : unit_cells_[static_cast<size_t>(u)])
            if (g[static_cast<size_t>(i)] == Cell::Open) out.push_back(i);
        const std::string name = unit_name(u);
        d = {Technique::OnlyRoom, true, std::move(out), unit_cells_[static_cast<size_t>(u)],
             capitalised(need == 1 ? trf("{1} needs 1 chest more and has only that one open cell left, so the chest goes there.", name)
                                   : trn("{2} needs {1} chests more and has only that many open cells left, so the chests go there.",
                                         "{2} needs {1} chests more and has only that many open cells left, so the chests go there.", need,
                                         name))};
        return Found::Step;
    }
    return Found::None;
}

// A unit whose open cells lie in one row or column and fit exactly the chests it needs without
// touching: every stretch of neighbouring open cells then holds all it can, so a stretch of odd
// length has chests on its first cell and every other one. With k = 1 this adds nothing to only-room,
// but it is how a board with 2 chests per unit can start at all: no zone has exactly 2 open cells
// apart, while a zone of three cells in a line has its chests at both ends.
Logic::Found Logic::line_room(const Grid& g, const Counts& ct, Deduction& d) const {
    std::vector<int> open, out;
    for (int u = 0; u < 3 * n_; ++u) {
        const int need = ct.need(u, k_);
        if (need <= 0 || ct.open[static_cast<size_t>(u)] <= need) continue;
        open.clear();
        for (int i : unit_cells_[static_cast<size_t>(u)])
            if (g[static_cast<size_t>(i)] == Cell::Open) open.push_back(i);
        const bool in_row = std::all_of(open.begin(), open.end(), [&](int i) { return i / n_ == open[0] / n_; });
        const bool in_col = std::all_of(open.begin(), open.end(), [&](int i) { return i % n_ == open[0] % n_; });
        if (!in_row && !in_col) continue;
        // Open cells come in reading order, so along the line too; split them into stretches.
        const int step = in_row ? 1 : n_;
        int room = 0, runs = 0;
        out.clear();
        for (size_t a = 0; a < open.size();) {
            size_t b = a + 1;
            while (b < open.size() && open[b] == open[b - 1] + step) ++b;
            const size_t len = b - a;
            room += static_cast<int>((len + 1) / 2);
            ++runs;
            if (len % 2 == 1)
                for (size_t i = a; i < b; i += 2) out.push_back(open[i]);
            a = b;
        }
        if (room != need || out.empty()) continue;
        const std::string name = unit_name(u);
        std::string reason;
        if (runs == 1 && open.size() == 3 && need == 2)
            reason = trf("{1} needs 2 chests and its only open cells are three in a line, so the chests go at both ends.", name);
        else if (u < 2 * n_)
            reason = trf("{1} needs {2} and its open cells have room for no more than that without touching, so every stretch of "
                         "neighbouring open cells is filled as tightly as it can be: chests on the first cell and every other one of "
                         "each stretch of odd length.",
                         name, chests_word(need));
        else
            reason = trf("{1} needs {2} and its open cells, all in {3}, have room for no more than that without touching, so every "
                         "stretch of neighbouring open cells is filled as tightly as it can be: chests on the first cell and every "
                         "other one of each stretch of odd length.",
                         name, chests_word(need), in_row ? one_unit(0, std::to_string(open[0] / n_ + 1)) : one_unit(1, column_label(open[0] % n_)));
        reason = capitalised(reason);
        d = {Technique::LineRoom, true, out, unit_cells_[static_cast<size_t>(u)], std::move(reason)};
        return Found::Step;
    }
    return Found::None;
}

// Units of family A whose open cells all lie in units of family B that need exactly as many chests
// as they do: every chest left in those B units is theirs, so the B units' other open cells are empty.
Logic::Found Logic::confined(const Grid& g, const Counts& ct, Deduction& d, bool many) const {
    const int n = n_;
    static const int kPairs[6][2] = {{2, 0}, {2, 1}, {0, 2}, {1, 2}, {0, 1}, {1, 0}};
    const int limit = many ? n / 2 : 1;
    std::vector<uint32_t> touch(static_cast<size_t>(n));
    std::vector<int> needs_a(static_cast<size_t>(n)), needs_b(static_cast<size_t>(n));
    for (const auto& pair : kPairs) {
        const int fa = pair[0], fb = pair[1];
        for (int a = 0; a < n; ++a) {
            touch[static_cast<size_t>(a)] = 0;
            needs_a[static_cast<size_t>(a)] = ct.need(fa * n + a, k_);
            needs_b[static_cast<size_t>(a)] = ct.need(fb * n + a, k_);
            for (int i : unit_cells_[static_cast<size_t>(fa * n + a)])
                if (g[static_cast<size_t>(i)] == Cell::Open) touch[static_cast<size_t>(a)] |= 1u << (units_of_[static_cast<size_t>(i)][fb] - fb * n);
        }
        // Depth-first over sets of A units in index order; the union of B units only grows.
        struct Frame { int next; uint32_t set, uni; int need; };
        std::vector<Frame> stack{{0, 0, 0, 0}};
        while (!stack.empty()) {
            Frame f = stack.back();
            stack.pop_back();
            for (int a = f.next; a < n; ++a) {
                if (needs_a[static_cast<size_t>(a)] <= 0 || touch[static_cast<size_t>(a)] == 0) continue;
                uint32_t uni = f.uni | touch[static_cast<size_t>(a)];
                int size_b = std::popcount(uni);
                if (size_b > limit) continue;
                uint32_t set = f.set | 1u << a;
                int size_a = std::popcount(set);
                if (size_a > limit) continue;
                int need_a = f.need + needs_a[static_cast<size_t>(a)];
                int need_b = 0;
                for (uint32_t m = uni; m; m &= m - 1) need_b += needs_b[static_cast<size_t>(std::countr_zero(m))];
                bool counts = many ? !(size_a == 1 && size_b == 1) : true;
                if (counts && need_a > need_b) {
                    d.reason = trf("{1} need more chests than {2} can hold", family_list(fa, set), family_list(fb, uni));
                    return Found::Broken;
                }
                if (counts && need_a == need_b) {
                    std::vector<int> out, focus;
                    for (uint32_t m = uni; m; m &= m - 1)
                        for (int i : unit_cells_[static_cast<size_t>(fb * n + std::countr_zero(m))]) {
                            int ai = units_of_[static_cast<size_t>(i)][fa] - fa * n;
                            if (set >> ai & 1) focus.push_back(i);
                            else if (g[static_cast<size_t>(i)] == Cell::Open) out.push_back(i);
                        }
                    if (!out.empty()) {
                        const std::string as = family_list(fa, set), bs = family_list(fb, uni);
                        const bool one = size_a == 1;
                        std::sort(out.begin(), out.end());
                        d = {many ? Technique::Pigeonhole : Technique::Confined, false, std::move(out), std::move(focus),
                             capitalised(one ? trf("{1} has all its open cells in {2}, so the chests left in {2} are its and the other "
                                                   "open cells there are empty.",
                                                   as, bs)
                                             : trf("{1} have all their open cells in {2}, so the chests left in {2} are theirs and the "
                                                   "other open cells there are empty.",
                                                   as, bs))};
                        return Found::Step;
                    }
                }
                stack.push_back({a + 1, set, uni, need_a});
            }
        }
    }
    return Found::None;
}

Logic::Found Logic::no_room(const Grid& g, const Counts& ct, Deduction& d) const {
    const int n = n_;
    std::vector<int> lost(static_cast<size_t>(3 * n), 0);  // open cells each unit loses
    std::vector<uint8_t> gone(static_cast<size_t>(n * n), 0);
    std::vector<int> touched, cells;
    for (int x = 0; x < n * n; ++x) {
        if (g[static_cast<size_t>(x)] != Cell::Open) continue;
        touched.clear();
        auto lose = [&](int i) {
            if (gone[static_cast<size_t>(i)] || g[static_cast<size_t>(i)] != Cell::Open) return;
            gone[static_cast<size_t>(i)] = 1;
            touched.push_back(i);
        };
        lose(x);
        for (int j : around_[static_cast<size_t>(x)]) lose(j);
        for (int u : units_of_[static_cast<size_t>(x)])
            if (ct.need(u, k_) == 1)
                for (int i : unit_cells_[static_cast<size_t>(u)]) lose(i);
        for (int i : touched)
            for (int u : units_of_[static_cast<size_t>(i)]) ++lost[static_cast<size_t>(u)];
        int starved = -1;
        for (int i : touched) {
            for (int u : units_of_[static_cast<size_t>(i)]) {
                if (starved >= 0) break;
                const auto& xu = units_of_[static_cast<size_t>(x)];
                int need = ct.need(u, k_) - (std::find(xu.begin(), xu.end(), u) != xu.end() ? 1 : 0);
                int left = ct.open[static_cast<size_t>(u)] - lost[static_cast<size_t>(u)];
                if (need > left) starved = u;
                else if (need >= 2 && left <= 4) {
                    cells.clear();
                    for (int c : unit_cells_[static_cast<size_t>(u)])
                        if (g[static_cast<size_t>(c)] == Cell::Open && !gone[static_cast<size_t>(c)]) cells.push_back(c);
                    if (need > capacity(cells)) starved = u;
                }
            }
        }
        for (int i : touched) {
            gone[static_cast<size_t>(i)] = 0;
            for (int u : units_of_[static_cast<size_t>(i)]) lost[static_cast<size_t>(u)] = 0;
        }
        if (starved >= 0) {
            const auto& xu = units_of_[static_cast<size_t>(x)];
            int need = ct.need(starved, k_) - (std::find(xu.begin(), xu.end(), starved) != xu.end() ? 1 : 0);
            d = {Technique::NoRoom, false, {x}, unit_cells_[static_cast<size_t>(starved)],
                 need == 1 ? trf("A chest at {1} would leave {2} no room for its chest, so that cell is empty.", cell_name(x), unit_name(starved))
                           : trn("A chest at {2} would leave {3} no room for its {1} chests, so that cell is empty.",
                                 "A chest at {2} would leave {3} no room for its {1} chests, so that cell is empty.", need, cell_name(x),
                                 unit_name(starved))};
            return Found::Step;
        }
    }
    return Found::None;
}

// A unit (or a band of two rows/columns) needing m chests whose open cells fit in m separate 2x2
// blocks holds exactly one chest per block (a block never holds two), which rules out the block's
// other cells and any cell touching all of a block's candidates.
Logic::Found Logic::blocks(const Grid& g, const Counts& ct, Deduction& d) const {
    const int n = n_;
    struct Group { std::string name; std::vector<int> open; int need; std::vector<int> all; };
    auto open_of = [&](const std::vector<int>& cells) {
        std::vector<int> o;
        for (int i : cells)
            if (g[static_cast<size_t>(i)] == Cell::Open) o.push_back(i);
        return o;
    };
    std::vector<Group> groups;
    for (int u = 0; u < 3 * n; ++u)
        if (ct.need(u, k_) > 0) groups.push_back({unit_name(u), open_of(unit_cells_[static_cast<size_t>(u)]), ct.need(u, k_), unit_cells_[static_cast<size_t>(u)]});
    for (int fam = 0; fam < 2; ++fam)
        for (int a = 0; a + 1 < n; ++a) {
            int u = fam * n + a;
            int need = ct.need(u, k_) + ct.need(u + 1, k_);
            if (ct.need(u, k_) <= 0 || ct.need(u + 1, k_) <= 0) continue;  // a single unit covers it
            std::vector<int> all = unit_cells_[static_cast<size_t>(u)];
            all.insert(all.end(), unit_cells_[static_cast<size_t>(u + 1)].begin(), unit_cells_[static_cast<size_t>(u + 1)].end());
            std::sort(all.begin(), all.end());
            groups.push_back({family_list(fam, 3u << a), open_of(all), need, all});
        }
    std::vector<uint8_t> in_group(static_cast<size_t>(n * n), 0), in_block(static_cast<size_t>(n * n), 0);
    std::vector<int> chosen;  // top-left cells of the chosen blocks
    for (const Group& grp : groups) {
        if (grp.open.empty() || static_cast<int>(grp.open.size()) > 4 * grp.need) continue;
        for (int i : grp.open) in_group[static_cast<size_t>(i)] = 1;
        chosen.clear();
        Found found = Found::None;
        // Returns true to stop the search.
        auto block_cells = [&](int tl) { return std::array<int, 4>{tl, tl + 1, tl + n, tl + n + 1}; };
        auto search = [&](auto&& self) -> bool {
            int first = -1;
            for (int i : grp.open)
                if (!in_block[static_cast<size_t>(i)]) { first = i; break; }
            if (first < 0) {
                if (static_cast<int>(chosen.size()) < grp.need) {
                    d.reason = trn("{2} needs {3} but its open cells fit in {1} 2\u00d72 block",
                                   "{2} needs {3} but its open cells fit in {1} 2\u00d72 blocks", static_cast<int64_t>(chosen.size()), grp.name,
                                   chests_word(grp.need));
                    found = Found::Broken;
                    return true;
                }
                std::vector<int> out, focus;
                for (int tl : chosen) {
                    std::vector<int> cand;
                    for (int i : block_cells(tl)) {
                        focus.push_back(i);
                        if (g[static_cast<size_t>(i)] != Cell::Open) continue;
                        if (in_group[static_cast<size_t>(i)]) cand.push_back(i);
                        else out.push_back(i);
                    }
                    // Cells touching every candidate of this block.
                    for (int y : around_[static_cast<size_t>(cand[0])]) {
                        if (g[static_cast<size_t>(y)] != Cell::Open) continue;
                        if (std::find(cand.begin(), cand.end(), y) != cand.end()) continue;
                        bool all = true;
                        for (int c : cand) {
                            const auto& ar = around_[static_cast<size_t>(c)];
                            all &= std::find(ar.begin(), ar.end(), y) != ar.end();
                        }
                        if (all) out.push_back(y);
                    }
                }
                std::sort(out.begin(), out.end());
                out.erase(std::unique(out.begin(), out.end()), out.end());
                if (out.empty()) return false;
                d = {Technique::Blocks, false, std::move(out), std::move(focus),
                     capitalised(grp.need == 1
                                     ? trf("{1} needs 1 chest and its open cells fit in 1 separate 2\u00d72 block, one chest in each, so the "
                                           "other cells of that block and cells touching all of a block's candidates are empty.",
                                           grp.name)
                                     : trn("{2} needs {1} chests and its open cells fit in {1} separate 2\u00d72 blocks, one chest in each, "
                                           "so the other cells of those blocks and cells touching all of a block's candidates are empty.",
                                           "{2} needs {1} chests and its open cells fit in {1} separate 2\u00d72 blocks, one chest in each, "
                                           "so the other cells of those blocks and cells touching all of a block's candidates are empty.",
                                           grp.need, grp.name))};
                found = Found::Step;
                return true;
            }
            if (static_cast<int>(chosen.size()) == grp.need) return false;
            int r = first / n, c = first % n;
            for (int tr = r - 1; tr <= r; ++tr)
                for (int tc = c - 1; tc <= c; ++tc) {
                    if (tr < 0 || tc < 0 || tr + 1 >= n || tc + 1 >= n) continue;
                    auto cells = block_cells(tr * n + tc);
                    bool clash = false;
                    for (int i : cells) clash |= in_block[static_cast<size_t>(i)] != 0;
                    if (clash) continue;
                    for (int i : cells) in_block[static_cast<size_t>(i)] = 1;
                    chosen.push_back(tr * n + tc);
                    bool stop = self(self);
                    chosen.pop_back();
                    for (int i : cells) in_block[static_cast<size_t>(i)] = 0;
                    if (stop) return true;
                }
            return false;
        };
        search(search);
        for (int i : grp.open) in_group[static_cast<size_t>(i)] = 0;
        if (found != Found::None) {
            if (found == Found::Step) std::fill(in_block.begin(), in_block.end(), 0);
            return found;
        }
    }
    return Found::None;
}

std::optional<std::string> Logic::refute(Grid g) const {
    for (int guard = 0; guard <= n_ * n_; ++guard) {
        std::string bad;
        auto d = next(g, Grade::Hard, &bad);
        if (!bad.empty()) return bad;
        if (!d) return std::nullopt;
        for (int i : d->cells) g[static_cast<size_t>(i)] = d->place ? Cell::Chest : Cell::Empty;
    }
    return std::nullopt;
}

Logic::Found Logic::what_if(const Grid& g, Deduction& d) const {
    for (int pass = 0; pass < 2; ++pass) {
        for (int x = 0; x < n_ * n_; ++x) {
            if (g[static_cast<size_t>(x)] != Cell::Open) continue;
            Grid h = g;
            h[static_cast<size_t>(x)] = pass == 0 ? Cell::Chest : Cell::Empty;
            auto why = refute(std::move(h));
            if (!why) continue;
            if (pass == 0)
                d = {Technique::WhatIf, false, {x}, {x},
                     trf("If {1} held a chest, {2}, so that cell is empty.", cell_name(x), *why)};
            else
                d = {Technique::WhatIf, true, {x}, {x},
                     trf("If {1} had no chest, {2}, so the chest goes there.", cell_name(x), *why)};
            return Found::Step;
        }
    }
    return Found::None;
}

std::optional<Deduction> Logic::next(const Grid& g, Grade max, std::string* contradiction) const {
    if (g.size() != static_cast<size_t>(n_ * n_)) {
        if (contradiction) *contradiction = "the grid has the wrong size";
        return std::nullopt;
    }
    if (auto bad = broken(g)) {
        if (contradiction) *contradiction = *bad;
        return std::nullopt;
    }
    Counts ct = count(g);
    Deduction d;
    auto done = [&](Found f) -> bool {
        if (f == Found::Broken && contradiction) *contradiction = d.reason;
        return f != Found::None;
    };
    if (done(neighbours(g, ct, d)) || done(full_unit(g, ct, d)) || done(only_room(g, ct, d)) || done(line_room(g, ct, d))) goto result;
    if (max >= Grade::Medium && (done(confined(g, ct, d, false)) || done(no_room(g, ct, d)))) goto result;
    if (max >= Grade::Hard && (done(blocks(g, ct, d)) || done(confined(g, ct, d, true)))) goto result;
    if (max >= Grade::Expert && done(what_if(g, d))) goto result;
    return std::nullopt;
result:
    if (contradiction && !contradiction->empty()) return std::nullopt;
    if (d.cells.empty()) return std::nullopt;
    return d;
}

LogicResult Logic::solve(Grade max, Grid start) const {
    LogicResult res;
    res.grid = start.empty() ? Grid(static_cast<size_t>(n_ * n_), Cell::Open) : std::move(start);
    for (int guard = 0; guard <= n_ * n_; ++guard) {
        std::string bad;
        auto d = next(res.grid, max, &bad);
        if (!bad.empty()) {
            res.contradiction = true;
            break;
        }
        if (!d) break;
        for (int i : d->cells) res.grid[static_cast<size_t>(i)] = d->place ? Cell::Chest : Cell::Empty;
        ++res.uses[static_cast<size_t>(d->technique)];
        res.grade = std::max(res.grade, technique_grade(d->technique));
        res.steps.push_back(std::move(*d));
    }
    res.solved = !res.contradiction && std::none_of(res.grid.begin(), res.grid.end(), [](Cell c) { return c == Cell::Open; });
    return res;
}

} // namespace pz::sweetspots
