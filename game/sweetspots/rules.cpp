// Sweet Spots rules: parsing and applying text moves, the win rule, conflicts, check, hint and solve.
#include "game/sweetspots/rules.h"

#include <algorithm>

#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/sweetspots/solver.h"

namespace pz::sweetspots {

namespace {

char spot_char(Spot s) { return s == Spot::Chest ? '*' : s == Spot::Mark ? 'x' : '.'; }

std::string join_cells(int n, const std::vector<int>& cells) {
    std::string s;
    for (int c : cells) s += " " + cell_text(n, c);
    return s;
}

} // namespace

std::string cell_text(int n, int cell) { return std::to_string(cell / n) + "," + std::to_string(cell % n); }

std::string SpotsState::text() const {
    std::string s;
    for (int r = 0; r < n_; ++r) {
        if (r) s += '/';
        for (int c = 0; c < n_; ++c) s += spot_char(at(r, c));
    }
    return s;
}

const SpotsState* as_spots(const State& s) { return dynamic_cast<const SpotsState*>(&s); }

SpotsPuzzle::SpotsPuzzle(Board b, std::vector<uint8_t> solution, int solutions, std::optional<Grade> grade)
    : board_(std::move(b)), logic_(board_), solution_(std::move(solution)), solutions_(solutions) {
    params_ = Params{board_.n, board_.k, grade.has_value(), grade.value_or(Grade::Easy)}.text();
    desc_ = format_desc(board_);
}

Result<std::unique_ptr<SpotsPuzzle>> SpotsPuzzle::make(Board b, std::optional<Grade> grade) {
    auto ok = check_params(b.n, b.k);
    if (!ok) return ok.error();
    auto zones = check_zones(b);
    if (!zones) return zones.error();
    CountResult cr = count_solutions(b, 2);
    std::vector<uint8_t> sol(static_cast<size_t>(b.n * b.n), 0);
    if (cr.count > 0)
        for (int i : solution_cells(b, cr.solution)) sol[static_cast<size_t>(i)] = 1;
    return std::unique_ptr<SpotsPuzzle>(new SpotsPuzzle(std::move(b), std::move(sol), static_cast<int>(cr.count), grade));
}

std::string SpotsPuzzle::notice() const {
    if (solutions_ == 0)
        return trn("This puzzle has no solution: no placement of {1} chest per row, column and zone keeps chests apart, so it cannot be won.",
                   "This puzzle has no solution: no placement of {1} chests per row, column and zone keeps chests apart, so it cannot be won.",
                   board_.k);
    if (solutions_ > 1)
        return tr("This puzzle has more than one solution: any placement that keeps the rules wins, and hints give only what every solution agrees on.");
    return {};
}

Restriction SpotsPuzzle::fitting(const SpotsState& s) const {
    const int n = board_.n;
    Restriction rs;
    rs.allowed.assign(static_cast<size_t>(n), (1u << n) - 1);
    rs.required.assign(static_cast<size_t>(n), 0);
    for (int i = 0; i < n * n; ++i) {
        if (s.at(i) == Spot::Chest) rs.required[static_cast<size_t>(i / n)] |= 1u << (i % n);
        if (s.at(i) == Spot::Mark) rs.allowed[static_cast<size_t>(i / n)] &= ~(1u << (i % n));
    }
    return rs;
}

StatePtr SpotsPuzzle::initial() const {
    return std::make_shared<SpotsState>(board_.n, std::vector<Spot>(static_cast<size_t>(board_.n * board_.n), Spot::Empty));
}

std::vector<int> SpotsPuzzle::ruled_out_by(const SpotsState& s, int cell) const {
    const int n = board_.n;
    std::vector<uint8_t> out(static_cast<size_t>(n * n), 0);
    int r = cell / n, c = cell % n;
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
            int rr = r + dr, cc = c + dc;
            if ((dr || dc) && rr >= 0 && rr < n && cc >= 0 && cc < n) out[static_cast<size_t>(rr * n + cc)] = 1;
        }
    // A unit that this chest fills has no room for more.
    auto fill_if_full = [&](auto in_unit) {
        int chests = 1;
        for (int i = 0; i < n * n; ++i)
            if (i != cell && in_unit(i) && s.at(i) == Spot::Chest) ++chests;
        if (chests >= board_.k)
            for (int i = 0; i < n * n; ++i)
                if (in_unit(i)) out[static_cast<size_t>(i)] = 1;
    };
    fill_if_full([&](int i) { return i / n == r; });
    fill_if_full([&](int i) { return i % n == c; });
    fill_if_full([&](int i) { return board_.zone[static_cast<size_t>(i)] == board_.zone[static_cast<size_t>(cell)]; });
    std::vector<int> cells;
    for (int i = 0; i < n * n; ++i)
        if (out[static_cast<size_t>(i)] && i != cell && s.at(i) == Spot::Empty) cells.push_back(i);
    return cells;
}

Result<StatePtr> SpotsPuzzle::apply(const State& st, std::string_view move) const {
    const SpotsState* s = as_spots(st);
    if (!s || s->n() != board_.n) return fail("not a Sweet Spots position for this board");
    const int n = board_.n;
    auto tokens = split_ws(trim(move));
    if (tokens.empty()) return fail("empty move");
    std::vector<Spot> cells = s->cells();
    const std::string_view verb = tokens[0];
    if (verb == "restore") {
        if (tokens.size() != 2) return fail("restore takes one position, e.g. restore ..*../x..../...");
        std::string_view text = tokens[1];
        size_t i = 0;
        for (int r = 0; r < n; ++r) {
            if (r) {
                if (i >= text.size() || text[i] != '/') return fail("restore: expected '/' before row " + std::to_string(r + 1));
                ++i;
            }
            for (int c = 0; c < n; ++c, ++i) {
                if (i >= text.size()) return fail("restore: row " + std::to_string(r + 1) + " is too short");
                char ch = text[i];
                Spot v = ch == '*' ? Spot::Chest : ch == 'x' ? Spot::Mark : ch == '.' ? Spot::Empty : Spot(255);
                if (v == Spot(255)) return fail(std::string("restore: '") + ch + "' is not '.', 'x' or '*'");
                cells[static_cast<size_t>(r * n + c)] = v;
            }
        }
        if (i != text.size()) return fail("restore: the position is longer than the " + std::to_string(n) + "x" + std::to_string(n) + " board");
        if (cells == s->cells()) return fail("restore: that is the position already");
        return StatePtr(std::make_shared<SpotsState>(n, std::move(cells)));
    }
    Spot to;
    if (verb == "chest") to = Spot::Chest;
    else if (verb == "mark") to = Spot::Mark;
    else if (verb == "clear") to = Spot::Empty;
    else return fail("unknown move '" + std::string(verb.substr(0, 20)) + "' (chest, mark, clear or restore)");
    bool autoplace = false;
    std::vector<int> targets;
    for (size_t t = 1; t < tokens.size(); ++t) {
        if (tokens[t] == "auto") {
            if (to != Spot::Chest || t + 1 != tokens.size() || targets.size() != 1)
                return fail("'auto' follows a single chest: chest R,C auto");
            autoplace = true;
            continue;
        }
        auto parts = split(tokens[t], ',');
        if (parts.size() != 2) return fail("expected a cell as ROW,COLUMN, found '" + std::string(tokens[t].substr(0, 20)) + "'");
        auto r = parse_int(parts[0], 0, n - 1, "a row");
        if (!r) return r.error();
        auto c = parse_int(parts[1], 0, n - 1, "a column");
        if (!c) return c.error();
        targets.push_back(static_cast<int>(*r * n + *c));
    }
    if (targets.empty()) return fail(std::string(verb) + " needs at least one cell ROW,COLUMN");
    if (targets.size() > static_cast<size_t>(n * n)) return fail("too many cells in one move");
    for (int i : targets) cells[static_cast<size_t>(i)] = to;
    if (autoplace)
        for (int i : ruled_out_by(*s, targets[0])) cells[static_cast<size_t>(i)] = Spot::Mark;
    if (cells == s->cells()) {
        const std::string cell = logic_.cell_name(targets[0]);
        return fail(to == Spot::Chest  ? trf("{1} is already a chest", cell)
                    : to == Spot::Mark ? trf("{1} is already marked", cell)
                                       : trf("{1} is already empty", cell));
    }
    return StatePtr(std::make_shared<SpotsState>(n, std::move(cells)));
}

Conflicts SpotsPuzzle::conflicts(const SpotsState& s) const {
    const int n = board_.n, k = board_.k;
    Conflicts out;
    out.cell.assign(static_cast<size_t>(n * n), 0);
    for (int i = 0; i < n * n; ++i) {
        if (s.at(i) != Spot::Chest) continue;
        int r = i / n, c = i % n;
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                int rr = r + dr, cc = c + dc;
                if ((dr || dc) && rr >= 0 && rr < n && cc >= 0 && cc < n && s.at(rr, cc) == Spot::Chest) out.cell[static_cast<size_t>(i)] = 1;
            }
    }
    std::vector<int> chests(static_cast<size_t>(3 * n), 0), room(static_cast<size_t>(3 * n), 0);
    auto units = [&](int i) { return std::array<int, 3>{i / n, n + i % n, 2 * n + board_.zone[static_cast<size_t>(i)]}; };
    for (int i = 0; i < n * n; ++i)
        for (int u : units(i)) {
            if (s.at(i) == Spot::Chest) ++chests[static_cast<size_t>(u)];
            else if (s.at(i) == Spot::Empty) ++room[static_cast<size_t>(u)];
        }
    for (int u = 0; u < 3 * n; ++u) {
        int c = chests[static_cast<size_t>(u)];
        if (c > k || c + room[static_cast<size_t>(u)] < k) {
            out.units.push_back(u);
            for (int i = 0; i < n * n; ++i) {
                auto us = units(i);
                if (std::find(us.begin(), us.end(), u) != us.end() && (c > k ? s.at(i) == Spot::Chest : true))
                    out.cell[static_cast<size_t>(i)] = 1;
            }
        }
    }
    return out;
}

Status SpotsPuzzle::status(const State& st) const {
    const SpotsState* s = as_spots(st);
    if (!s) return Status::Playing;
    const int n = board_.n, k = board_.k;
    std::vector<int> per(static_cast<size_t>(3 * n), 0);
    for (int i = 0; i < n * n; ++i) {
        if (s->at(i) != Spot::Chest) continue;
        ++per[static_cast<size_t>(i / n)];
        ++per[static_cast<size_t>(n + i % n)];
        ++per[static_cast<size_t>(2 * n + board_.zone[static_cast<size_t>(i)])];
        int r = i / n, c = i % n;
        // Looking right and down is enough to see every touching pair once.
        if (c + 1 < n && s->at(r, c + 1) == Spot::Chest) return Status::Playing;
        if (r + 1 < n) {
            for (int dc = -1; dc <= 1; ++dc)
                if (c + dc >= 0 && c + dc < n && s->at(r + 1, c + dc) == Spot::Chest) return Status::Playing;
        }
    }
    for (int v : per)
        if (v != k) return Status::Playing;
    return Status::Won;
}

std::optional<Mistake> SpotsPuzzle::check(const SpotsState& s) const {
    const int n = board_.n;
    if (solutions_ == 0) return Mistake{-1, tr("This puzzle has no solution, so nothing can be checked against one.")};
    if (solutions_ == 1) {
        for (int i = 0; i < n * n; ++i) {
            bool chest = solution_[static_cast<size_t>(i)] != 0;
            if (s.at(i) == Spot::Chest && !chest)
                return Mistake{i, trf("The chest at {1} is not part of the solution.", logic_.cell_name(i))};
            if (s.at(i) == Spot::Mark && chest)
                return Mistake{i, trf("The mark at {1} covers a cell that holds a chest.", logic_.cell_name(i))};
        }
        return std::nullopt;
    }
    // Several solutions: a mistake is a position no solution agrees with.
    if (count_solutions(board_, 1, fitting(s)).count > 0) return std::nullopt;
    return Mistake{-1, tr("No solution agrees with the chests and marks placed so far.")};
}

namespace {

// The cells of unit u: 0..n-1 rows, n..2n-1 columns, 2n..3n-1 zones (as Logic numbers them).
std::vector<int> unit_cells(const Board& b, int u) {
    const int n = b.n;
    std::vector<int> out;
    for (int i = 0; i < n * n; ++i)
        if ((u < n && i / n == u) || (u >= n && u < 2 * n && i % n == u - n) || (u >= 2 * n && b.zone[static_cast<size_t>(i)] == u - 2 * n))
            out.push_back(i);
    return out;
}

bool contains_all(const std::vector<int>& set, const std::vector<int>& items) {
    return std::all_of(items.begin(), items.end(), [&](int i) { return std::find(set.begin(), set.end(), i) != set.end(); });
}

} // namespace

// Step 1 of a hint: the row, column or zone (or the chest) the step is about, holding its cells.
namespace {

// The player's chests and marks as the logical solver's grid (a mark is a known empty cell).
Grid grid_of(const SpotsState& s, int n) {
    Grid g(static_cast<size_t>(n * n), Cell::Open);
    for (int i = 0; i < n * n; ++i)
        if (s.at(i) == Spot::Chest) g[static_cast<size_t>(i)] = Cell::Chest;
        else if (s.at(i) == Spot::Mark) g[static_cast<size_t>(i)] = Cell::Empty;
    return g;
}

} // namespace

Hint SpotsPuzzle::make_hint(const SpotsState& s, std::string move, std::string reason, const std::vector<int>& cells,
                            const std::vector<int>& about, bool around_chest, std::vector<int>* focus) const {
    Hint h;
    h.move = std::move(move);
    h.reason = std::move(reason);
    h.move_name = move_name(s, h.move);
    nudge(h, cells, about, around_chest);
    if (focus) *focus = about;
    return h;
}

void SpotsPuzzle::nudge(Hint& h, const std::vector<int>& cells, const std::vector<int>& focus, bool around_chest) const {
    const int n = board_.n;
    std::vector<int> look;
    if (around_chest && focus.size() == 1) {
        h.nudge = trf("Look around the chest at {1}.", logic_.cell_name(focus[0]));
        look = focus;
        for (int i : cells) look.push_back(i);
    } else {
        // One unit holding every cell of the step, the one sharing most with what the reason talks about.
        // Ties go to the smaller unit, so a zone lying in one row is named as the zone.
        int best = -1, best_shared = -1, best_size = 0;
        for (int u = 0; u < 3 * n; ++u) {
            const auto uc = unit_cells(board_, u);
            if (!contains_all(uc, cells)) continue;
            int shared = 0;
            for (int f : focus) shared += std::find(uc.begin(), uc.end(), f) != uc.end();
            const int size = static_cast<int>(uc.size());
            if (shared > best_shared || (shared == best_shared && size < best_size)) best = u, best_shared = shared, best_size = size;
        }
        if (best >= 0) {
            h.nudge = trf("Look at {1}.", logic_.unit_name(best));
            look = unit_cells(board_, best);
        } else {
            // Else the fewest units of one family covering the step's cells.
            std::vector<int> all = cells;
            std::vector<int> chosen;
            for (int fam = 0; fam < 3; ++fam) {
                std::vector<int> units;
                for (int i : all) {
                    const int u = fam == 0 ? i / n : fam == 1 ? n + i % n : 2 * n + board_.zone[static_cast<size_t>(i)];
                    if (std::find(units.begin(), units.end(), u) == units.end()) units.push_back(u);
                }
                if (chosen.empty() || units.size() < chosen.size()) chosen = units;
            }
            std::sort(chosen.begin(), chosen.end());
            std::string names;
            for (size_t k = 0; k < chosen.size(); ++k) {
                names = k == 0                   ? logic_.unit_name(chosen[k])
                        : k + 1 == chosen.size() ? trf("{1} and {2}", names, logic_.unit_name(chosen[k]))
                                                 : trf("{1}, {2}", names, logic_.unit_name(chosen[k]));
                for (int i : unit_cells(board_, chosen[k])) look.push_back(i);
            }
            h.nudge = trf("Look at {1}.", names);
        }
    }
    std::sort(look.begin(), look.end());
    look.erase(std::unique(look.begin(), look.end()), look.end());
    h.cells.clear();
    for (int i : look) h.cells.push_back(logic_.cell_name(i));
}

Result<Hint> SpotsPuzzle::hint_for(const SpotsState& s, std::vector<int>* focus) const {
    const int n = board_.n;
    if (status(s) == Status::Won) return fail(tr("the puzzle is already solved"));
    // No solution, or several: "the solution" would be a made-up one, so only sound steps.
    if (solutions_ == 0) return fail(tr("this puzzle has no solution, so there are no hints"));
    if (solutions_ > 1) return agreed_hint(s, focus);
    auto make = [&](std::string move, std::string reason, const std::vector<int>& cells, const std::vector<int>& about, bool around) {
        return make_hint(s, std::move(move), std::move(reason), cells, about, around, focus);
    };
    if (auto m = check(s)) {
        if (m->cell >= 0) return make("clear " + cell_text(n, m->cell), m->reason, {m->cell}, {m->cell}, false);
    }
    const Grid g = grid_of(s, n);
    {
        if (auto d = logic_.next(g, Grade::Expert))
            return make((d->place ? "chest" : "mark") + join_cells(n, d->cells), d->reason, d->cells, d->focus,
                        d->technique == Technique::Neighbours);
    }
    // Beyond the logical solver: show a chest of the solution.
    for (int i = 0; i < n * n; ++i)
        if (solution_[static_cast<size_t>(i)] && s.at(i) != Spot::Chest)
            return make("chest " + cell_text(n, i), capitalised(trf("{1} holds a chest in the solution.", logic_.cell_name(i))), {i}, {i}, false);
    for (int i = 0; i < n * n; ++i)
        if (!solution_[static_cast<size_t>(i)] && s.at(i) == Spot::Chest)
            return make("clear " + cell_text(n, i), trf("The chest at {1} is not part of the solution.", logic_.cell_name(i)), {i}, {i},
                        false);
    return fail(tr("no hint: the position does not match the solution"));
}

Result<Hint> SpotsPuzzle::agreed_hint(const SpotsState& s, std::vector<int>* focus) const {
    const int n = board_.n;
    const Restriction fits = fitting(s);
    if (count_solutions(board_, 1, fits).count == 0)
        return fail(tr("no solution agrees with the chests and marks placed so far: take some back"));
    auto make = [&](std::string move, std::string reason, const std::vector<int>& cells, const std::vector<int>& about, bool around) {
        return make_hint(s, std::move(move), std::move(reason), cells, about, around, focus);
    };
    // The logical techniques are sound on any board: each step holds in every solution that fits.
    const Grid g = grid_of(s, n);
    if (auto d = logic_.next(g, Grade::Expert))
        return make((d->place ? "chest" : "mark") + join_cells(n, d->cells), d->reason, d->cells, d->focus, d->technique == Technique::Neighbours);
    // Beyond them, a cell every fitting solution agrees on, found by counting.
    for (int i = 0; i < n * n; ++i) {
        if (s.at(i) != Spot::Empty) continue;
        const auto row = static_cast<size_t>(i / n);
        const uint32_t bit = 1u << (i % n);
        Restriction without = fits, with = fits;
        without.allowed[row] &= ~bit;
        with.required[row] |= bit;
        if (count_solutions(board_, 1, without).count == 0)
            return make("chest " + cell_text(n, i), trf("Every solution that fits your chests and marks has a chest at {1}.", logic_.cell_name(i)), {i},
                        {i}, false);
        if (count_solutions(board_, 1, with).count == 0)
            return make("mark " + cell_text(n, i), trf("No solution that fits your chests and marks has a chest at {1}.", logic_.cell_name(i)), {i},
                        {i}, false);
    }
    return fail(tr("nothing is certain from here: this puzzle has more than one solution, so choose; any placement that keeps the rules wins"));
}

std::vector<std::string> SpotsPuzzle::labels() const {
    auto out = grid_labels(board_.n, board_.n);
    for (int z = 0; z < board_.n; ++z) out.push_back("zone " + std::to_string(z + 1));
    return out;
}

namespace {

// The cells a chest/mark/clear move names (0-based move text), or nothing for another move.
std::vector<int> cells_of_move(int n, std::string_view move) {
    auto t = split_ws(trim(move));
    std::vector<int> out;
    if (t.empty() || t[0] == "restore") return out;
    for (size_t k = 1; k < t.size(); ++k) {
        auto rc = split(t[k], ',');
        if (rc.size() != 2) continue;
        auto r = parse_int(rc[0], 0, n - 1, "a row");
        auto c = parse_int(rc[1], 0, n - 1, "a column");
        if (r && c) out.push_back(static_cast<int>(*r * n + *c));
    }
    return out;
}

} // namespace

std::string SpotsPuzzle::move_name(const State&, std::string_view move) const {
    auto t = split_ws(trim(move));
    if (t.empty()) return std::string(move);
    if (t[0] == "restore") return tr("restore a saved position");
    const auto cells = cells_of_move(board_.n, move);
    if (cells.empty()) return std::string(move);
    std::string names;
    for (size_t k = 0; k < cells.size(); ++k) {
        names = k == 0                  ? logic_.cell_name(cells[k])
                : k + 1 == cells.size() ? trf("{1} and {2}", names, logic_.cell_name(cells[k]))
                                        : trf("{1}, {2}", names, logic_.cell_name(cells[k]));
    }
    if (t[0] == "chest") {
        if (t.back() == "auto")
            return cells.size() == 1 ? trf("chest at {1}, marking what it rules out", names) : trf("chests at {1}, marking what it rules out", names);
        return cells.size() == 1 ? trf("chest at {1}", names) : trf("chests at {1}", names);
    }
    if (t[0] == "mark") return trf("mark {1}", names);
    if (t[0] == "clear") return trf("clear {1}", names);
    return std::string(t[0]) + " " + names;
}

std::vector<std::string> SpotsPuzzle::move_cells(const State&, std::string_view move) const {
    std::vector<std::string> out;
    for (int i : cells_of_move(board_.n, move)) out.push_back(logic_.cell_name(i));
    return out;
}

Result<Hint> SpotsPuzzle::hint(const State& st) const {
    const SpotsState* s = as_spots(st);
    if (!s) return fail("not a Sweet Spots position");
    return hint_for(*s, nullptr);
}

Result<std::vector<std::string>> SpotsPuzzle::solve(const State& st) const {
    const SpotsState* s = as_spots(st);
    if (!s) return fail("not a Sweet Spots position");
    if (solutions_ == 0) return fail(tr("this puzzle has no solution"));
    const int n = board_.n;
    std::vector<std::string> moves;
    for (int i = 0; i < n * n; ++i)
        if (!solution_[static_cast<size_t>(i)] && s->at(i) == Spot::Chest) moves.push_back("clear " + cell_text(n, i));
    for (int i = 0; i < n * n; ++i)
        if (solution_[static_cast<size_t>(i)] && s->at(i) != Spot::Chest) moves.push_back("chest " + cell_text(n, i));
    if (moves.empty() && status(*s) != Status::Won) return fail("no solution from here");
    return moves;
}

std::string SpotsPuzzle::hud(const State& st) const {
    const SpotsState* s = as_spots(st);
    if (!s) return {};
    int chests = 0;
    for (Spot v : s->cells()) chests += v == Spot::Chest;
    return trf("Chests {1}/{2}", chests, board_.n * board_.k);
}

std::optional<bool> SpotsPuzzle::winnable(const State& st) const {
    const SpotsState* s = as_spots(st);
    const int n = board_.n;
    if (!s || solution_.size() != static_cast<size_t>(n * n)) return std::nullopt;
    if (solutions_ == 0) return std::nullopt;  // nothing is winnable: no move is a mistake
    if (solutions_ > 1) return count_solutions(board_, 1, fitting(*s)).count > 0;
    for (int i = 0; i < n * n; ++i) {
        const bool chest = solution_[static_cast<size_t>(i)] != 0;
        if (s->at(i) == Spot::Chest && !chest) return false;
        if (s->at(i) == Spot::Mark && chest) return false;
    }
    return true;
}

std::string SpotsPuzzle::summary(const State& end, const Help& help) const {
    (void)help;  // it grades the puzzle, not the player: help changes nothing it says
    (void)end;
    // A grade is a unique puzzle's: with several solutions the logic solver cannot finish.
    if (solutions_ != 1) return {};
    const LogicResult r = logic_.solve(Grade::Expert);
    if (!r.solved) return tr("Beyond the logic solver: it needs guessing.");
    // Each technique by name and how often it was needed: "neighbours x4, full unit x5".
    std::string list;
    for (int t = 0; t < kTechniques; ++t) {
        const int n = r.uses[static_cast<size_t>(t)];
        if (n == 0) continue;
        list += (list.empty() ? "" : ", ") + std::string(technique_words(static_cast<Technique>(t))) + " x" + std::to_string(n);
    }
    return trf("Grade: {1}. Techniques used: {2}.", tr(grade_name(r.grade)), list);
}

} // namespace pz::sweetspots
