// Fill-in rules: applying text moves to slot entries, the win check, and hints from the filler.
#include "game/crossword/rules.h"

#include <algorithm>
#include <map>

#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/crossword/filler.h"
#include "game/crossword/move.h"

namespace pz::crossword {

namespace {

// Search budget when a hint re-solves around the player's letters; beyond it the reference fill is used.
constexpr uint64_t kHintNodes = 200000;

std::string blank_entry(const Grid& g, int slot) {
    std::string e;
    for (int cell : g.slots[static_cast<size_t>(slot)].cells) {
        const char ch = g.layout.cells[static_cast<size_t>(cell)];
        e += ch >= 'A' && ch <= 'Z' ? ch : '.';
    }
    return e;
}

std::string cell_name(const Grid& g, int cell) { return cell_label(cell / g.width(), cell % g.width()); }

// A slot in a sentence ("3 across"), in the player's language; Grid::slot_label is the board's label.
std::string slot_words(const Grid& g, int slot) {
    const int n = g.clue_number(slot);
    return g.slots[static_cast<size_t>(slot)].heading == Heading::Across ? trf("{1} across", n) : trf("{1} down", n);
}

std::vector<std::string> slot_cells(const Grid& g, int slot) {
    std::vector<std::string> out;
    for (int cell : g.slots[static_cast<size_t>(slot)].cells) out.push_back(cell_name(g, cell));
    return out;
}

} // namespace

std::string FillState::text() const {
    std::string t;
    for (size_t i = 0; i < entries.size(); ++i) {
        if (i) t += ',';
        t += entries[i];
    }
    return t;
}

const FillState& as_fill(const State& s) { return static_cast<const FillState&>(s); }

FillPuzzle::FillPuzzle(PuzzleFile file, std::vector<std::string> solution)
    : file_(std::move(file)), solution_(std::move(solution)) {
    params_ = size_params(file_.grid.layout);
    desc_ = format_desc(file_);
}

Result<std::unique_ptr<FillPuzzle>> FillPuzzle::make(PuzzleFile file) {
    FillOptions opt;
    opt.node_limit = 5'000'000;
    FillResult r = solve_puzzle(file, opt);
    if (!r.finished) return fail("the puzzle is too hard to check: no fill found within the search limit");
    if (!r.solvable()) return fail("unsolvable: " + r.failure.reason);
    return std::unique_ptr<FillPuzzle>(new FillPuzzle(std::move(file), std::move(r.first)));
}

std::unique_ptr<FillPuzzle> FillPuzzle::sketch(std::string_view desc) {
    const size_t bar = desc.find('|');
    auto layout = parse_layout(split(desc.substr(0, bar), '/'));
    if (!layout) return nullptr;
    std::vector<std::string> words;
    if (bar != std::string_view::npos && bar + 1 < desc.size())
        for (auto token : split(desc.substr(bar + 1), ','))
            if (auto w = parse_word(token)) words.push_back(std::move(*w));
    PuzzleFile file{sketch_grid(std::move(*layout)), std::move(words)};
    std::unique_ptr<FillPuzzle> p(new FillPuzzle(std::move(file), {}));
    p->sketch_ = true;
    return p;
}

StatePtr FillPuzzle::initial() const {
    auto s = std::make_shared<FillState>();
    for (size_t i = 0; i < grid().slots.size(); ++i) s->entries.push_back(blank_entry(grid(), static_cast<int>(i)));
    return s;
}

CellShow FillPuzzle::show(const FillState& s, int cell) const {
    CellShow out;
    const char given = grid().layout.cells[static_cast<size_t>(cell)];
    if (given >= 'A' && given <= 'Z') {
        out.letter = given;
        out.given = true;
        return out;
    }
    char seen[2] = {0, 0};
    for (size_t k = 0; k < 2; ++k) {
        const int slot = grid().slot_at[static_cast<size_t>(cell)][k];
        if (slot < 0) continue;
        const char ch = s.entries[static_cast<size_t>(slot)][static_cast<size_t>(grid().pos_in[static_cast<size_t>(cell)][k])];
        if (ch != '.') seen[k] = ch;
    }
    out.letter = seen[0] ? seen[0] : seen[1];
    if (seen[0] && seen[1] && seen[0] != seen[1]) {
        out.conflict = true;
        out.other = seen[1];
    }
    return out;
}

std::string FillPuzzle::slot_text(const FillState& s, int slot) const {
    std::string t;
    for (int cell : grid().slots[static_cast<size_t>(slot)].cells) {
        const CellShow c = show(s, cell);
        t += c.conflict ? '?' : c.letter ? c.letter : '.';
    }
    return t;
}

std::vector<bool> FillPuzzle::crossed_off(const FillState& s) const {
    std::vector<bool> off(words().size(), false);
    for (size_t slot = 0; slot < grid().slots.size(); ++slot) {
        const std::string t = slot_text(s, static_cast<int>(slot));
        for (size_t i = 0; i < words().size(); ++i)
            if (!off[i] && words()[i] == t) {
                off[i] = true;
                break;
            }
    }
    return off;
}

int FillPuzzle::conflicts(const FillState& s) const {
    int n = 0;
    for (int i = 0; i < static_cast<int>(grid().layout.cells.size()); ++i)
        if (grid().layout.is_slot_cell(i) && show(s, i).conflict) ++n;
    return n;
}

std::vector<bool> FillPuzzle::clashing(const FillState& s) const {
    const Grid& g = grid();
    std::vector<bool> out(g.layout.cells.size(), false);
    auto written = [&](int cell) { return g.layout.cells[to_index(cell)] == kOpen && show(s, cell).letter; };
    for (size_t i = 0; i < out.size(); ++i) out[i] = show(s, static_cast<int>(i)).conflict;
    // A slot's letters so far against the list: dead when no word of its length agrees with them.
    const size_t n = g.slots.size();
    std::vector<std::string> text(n);
    std::vector<bool> dead(n, false);
    std::map<std::string, int> finished, listed;
    for (const auto& w : words()) ++listed[w];
    for (size_t i = 0; i < n; ++i) {
        text[i] = slot_text(s, static_cast<int>(i));
        const std::string& t = text[i];
        if (t.find('?') != std::string::npos || t.find_first_not_of('.') == std::string::npos) continue;
        dead[i] = std::none_of(words().begin(), words().end(), [&](const std::string& w) {
            if (w.size() != t.size()) return false;
            for (size_t k = 0; k < t.size(); ++k)
                if (t[k] != '.' && t[k] != w[k]) return false;
            return true;
        });
        if (!dead[i] && t.find('.') == std::string::npos) ++finished[t];
    }
    for (size_t i = 0; i < n; ++i) {
        const Slot& sl = g.slots[i];
        const bool complete = text[i].find_first_of(".?") == std::string::npos;
        if (complete && !dead[i] && finished[text[i]] > listed[text[i]]) {
            for (int cell : sl.cells) out[to_index(cell)] = out[to_index(cell)] || written(cell);
            continue;
        }
        if (!dead[i]) continue;
        // The letters a finished, listed crossing word does not vouch for; all of them if it does for each.
        const size_t k = sl.heading == Heading::Across ? 1 : 0;
        std::vector<int> blame;
        for (int cell : sl.cells) {
            if (!written(cell)) continue;
            const int other = g.slot_at[to_index(cell)][k];
            const bool vouched = other >= 0 && !dead[to_index(other)] && text[to_index(other)].find_first_of(".?") == std::string::npos;
            if (!vouched) blame.push_back(cell);
        }
        if (blame.empty())
            for (int cell : sl.cells)
                if (written(cell)) blame.push_back(cell);
        for (int cell : blame) out[to_index(cell)] = true;
    }
    return out;
}

Result<StatePtr> FillPuzzle::apply(const State& st, std::string_view move) const {
    const FillState& s = as_fill(st);
    auto m = parse_move(grid(), move);
    if (!m) return m.error();
    auto next = std::make_shared<FillState>(s);
    if (m->kind == FillMove::Kind::Clear) {
        next->entries[static_cast<size_t>(m->slot)] = blank_entry(grid(), m->slot);
        return StatePtr(next);
    }
    if (m->kind == FillMove::Kind::Place) {
        const std::string& word = m->word;
        const Slot& sl = grid().slots[static_cast<size_t>(m->slot)];
        if (std::find(words().begin(), words().end(), word) == words().end()) return fail(trf("{1} is not in the word list", word));
        if (static_cast<int>(word.size()) != sl.length)
            return fail(trf("{1} has {2} letters but {3} ({4} letters from {5}) needs {4}", word, word.size(), slot_words(grid(), m->slot),
                            sl.length, cell_label(sl.row, sl.col)));
        for (int p = 0; p < sl.length; ++p) {
            const char given = grid().layout.cells[static_cast<size_t>(sl.cells[static_cast<size_t>(p)])];
            if (given >= 'A' && given <= 'Z' && given != word[static_cast<size_t>(p)])
                return fail(trf("{1} does not agree with the given {2} at {3}", word, given, cell_name(grid(), sl.cells[static_cast<size_t>(p)])));
        }
        next->entries[static_cast<size_t>(m->slot)] = word;
        return StatePtr(next);
    }
    const int cell = m->cell;
    if (!grid().layout.is_slot_cell(cell)) return fail(trf("{1} is background", cell_name(grid(), cell)));
    if (grid().layout.cells[static_cast<size_t>(cell)] != kOpen) return fail(trf("{1} holds a given letter", cell_name(grid(), cell)));
    for (size_t k = 0; k < 2; ++k) {
        const int slot = grid().slot_at[static_cast<size_t>(cell)][k];
        if (slot >= 0)
            next->entries[static_cast<size_t>(slot)][static_cast<size_t>(grid().pos_in[static_cast<size_t>(cell)][k])] = m->letter;
    }
    return StatePtr(next);
}

Status FillPuzzle::status(const State& st) const {
    const FillState& s = as_fill(st);
    std::vector<std::string> shown;
    for (size_t slot = 0; slot < grid().slots.size(); ++slot) {
        std::string t = slot_text(s, static_cast<int>(slot));
        if (t.find_first_of(".?") != std::string::npos) return Status::Playing;
        shown.push_back(std::move(t));
    }
    std::vector<std::string> listed = words();
    std::sort(shown.begin(), shown.end());
    std::sort(listed.begin(), listed.end());
    return shown == listed ? Status::Won : Status::Playing;
}

std::vector<std::string> FillPuzzle::target(const FillState& s) const {
    // Take the player's clear letters as givens; if some fill still agrees with them, aim there.
    Layout l = grid().layout;
    for (int i = 0; i < static_cast<int>(l.cells.size()); ++i) {
        if (l.cells[static_cast<size_t>(i)] != kOpen) continue;
        const CellShow c = show(s, i);
        if (c.letter && !c.conflict) l.cells[static_cast<size_t>(i)] = c.letter;
    }
    if (l.cells == grid().layout.cells) return solution_;
    auto g = make_grid(std::move(l));
    if (!g) return solution_;
    PuzzleFile p;
    p.grid = std::move(*g);
    p.words = words();
    FillOptions opt;
    opt.node_limit = kHintNodes;
    FillResult r = solve_puzzle(p, opt);
    return r.solvable() ? r.first : solution_;
}

Result<Hint> FillPuzzle::hint(const State& st) const {
    const FillState& s = as_fill(st);
    if (status(s) == Status::Won) return fail(tr("the grid is already complete"));
    const auto goal = target(s);
    const auto want = letters_of(grid(), goal);
    Hint h;
    // A wrong or clashing letter first: nothing placed on top of it can be right.
    for (int i = 0; i < static_cast<int>(want.size()); ++i) {
        if (grid().layout.cells[static_cast<size_t>(i)] != kOpen) continue;
        const CellShow c = show(s, i);
        if (c.letter && (c.conflict || c.letter != want[static_cast<size_t>(i)])) {
            const int slot = grid().slot_at[static_cast<size_t>(i)][0] >= 0 ? grid().slot_at[static_cast<size_t>(i)][0]
                                                                             : grid().slot_at[static_cast<size_t>(i)][1];
            h.move = "letter " + std::to_string(i / grid().width()) + "," + std::to_string(i % grid().width()) + " " +
                     std::string(1, want[static_cast<size_t>(i)]);
            h.nudge = trf("Look at {1}: a letter there is wrong.", slot_words(grid(), slot));
            h.cells = slot_cells(grid(), slot);
            h.reason = c.conflict ? trf("The letter at {1} clashes with its crossing word: no fill of the grid has {2} there.",
                                        cell_name(grid(), i), c.letter)
                                  : trf("The letter at {1} is wrong: no fill of the grid has {2} there.", cell_name(grid(), i), c.letter);
            h.move_name = move_name(st, h.move);
            return h;
        }
    }
    // Then the unfinished slot with the fewest listed words that fit what it shows.
    int best = -1, best_count = 0;
    for (int slot = 0; slot < static_cast<int>(grid().slots.size()); ++slot) {
        const std::string t = slot_text(s, slot);
        if (t == goal[static_cast<size_t>(slot)]) continue;
        std::vector<std::string> fit;
        for (const auto& w : words()) {
            if (w.size() != t.size() || std::find(fit.begin(), fit.end(), w) != fit.end()) continue;
            bool ok = true;
            for (size_t p = 0; p < t.size() && ok; ++p) ok = t[p] == '.' || t[p] == w[p];
            if (ok) fit.push_back(w);
        }
        const int n = static_cast<int>(fit.size());
        if (best < 0 || n < best_count) {
            best = slot;
            best_count = n;
        }
    }
    if (best < 0) return fail(tr("the grid is already complete"));
    const std::string& w = goal[static_cast<size_t>(best)];
    const std::string shown = slot_text(s, best);
    const bool blank = shown.find_first_not_of('.') == std::string::npos;
    const auto len = static_cast<int64_t>(w.size());
    h.move = "place " + std::to_string(best) + " " + w;
    h.nudge = trf("Look at {1}.", slot_words(grid(), best));
    h.cells = slot_cells(grid(), best);
    if (best_count <= 1)
        h.reason = blank ? trn("Only one word in the list has {1} letter.", "Only one word in the list has {1} letters.", len)
                         : trn("Only one listed word of {1} letter fits the letters it shows ({2}).",
                               "Only one listed word of {1} letters fits the letters it shows ({2}).", len, shown);
    else
        h.reason = blank ? trn("It has the fewest candidates of any open slot: {2} listed words of {1} letter.",
                               "It has the fewest candidates of any open slot: {2} listed words of {1} letters.", len, best_count)
                         : trn("It has the fewest candidates of any open slot: {2} listed words of {1} letter fit the letters it shows ({3}).",
                               "It has the fewest candidates of any open slot: {2} listed words of {1} letters fit the letters it shows ({3}).",
                               len, best_count, shown);
    h.move_name = move_name(st, h.move);
    return h;
}

std::string FillPuzzle::move_name(const State&, std::string_view move) const {
    auto m = parse_move(grid(), move);
    if (!m) return std::string(move);
    switch (m->kind) {
    case FillMove::Kind::Place: return trf("{1} in {2}", m->word, slot_words(grid(), m->slot));
    case FillMove::Kind::Clear: return trf("clear {1}", slot_words(grid(), m->slot));
    case FillMove::Kind::Letter:
        if (m->letter == '.') return trf("erase {1}", cell_name(grid(), m->cell));
        return trf("{1} at {2}", m->letter, cell_name(grid(), m->cell));
    }
    return std::string(move);
}

std::vector<std::string> FillPuzzle::labels() const {
    auto out = grid_labels(grid().height(), grid().width());
    for (int slot = 0; slot < static_cast<int>(grid().slots.size()); ++slot) out.push_back(grid().slot_label(slot));
    return out;
}

std::vector<std::string> FillPuzzle::move_cells(const State&, std::string_view move) const {
    auto m = parse_move(grid(), move);
    if (!m) return {};
    if (m->kind == FillMove::Kind::Letter) return {cell_name(grid(), m->cell)};
    return slot_cells(grid(), m->slot);
}

Result<std::vector<std::string>> FillPuzzle::solve(const State& st) const {
    const FillState& s = as_fill(st);
    const auto goal = target(s);
    std::vector<std::string> moves;
    for (size_t slot = 0; slot < grid().slots.size(); ++slot)
        if (s.entries[slot] != goal[slot]) moves.push_back("place " + std::to_string(slot) + " " + goal[slot]);
    return moves;
}

std::string FillPuzzle::hud(const State& st) const {
    const auto off = crossed_off(as_fill(st));
    const auto n = std::count(off.begin(), off.end(), true);
    return trn("{1}/{2} words", "{1}/{2} words", static_cast<int64_t>(n), words().size());
}

std::optional<bool> FillPuzzle::winnable(const State& st) const {
    const FillState& s = as_fill(st);
    Layout l = grid().layout;
    for (int i = 0; i < static_cast<int>(l.cells.size()); ++i) {
        if (l.cells[static_cast<size_t>(i)] != kOpen) continue;
        const CellShow c = show(s, i);
        if (c.conflict) return false;
        if (c.letter) l.cells[static_cast<size_t>(i)] = c.letter;
    }
    if (l.cells == grid().layout.cells) return true;  // nothing placed yet, or only the givens
    auto g = make_grid(std::move(l));
    if (!g) return std::nullopt;
    PuzzleFile p;
    p.grid = std::move(*g);
    p.words = words();
    FillOptions opt;
    opt.node_limit = kHintNodes;
    const FillResult r = solve_puzzle(p, opt);
    if (r.solvable()) return true;
    if (!r.finished) return std::nullopt;  // the search ran out before it could tell
    return false;
}

std::string FillPuzzle::summary(const State& end, const Help& help) const {
    (void)help;  // it grades the puzzle, not the player: help changes nothing it says
    (void)end;
    if (words().empty()) return {};
    size_t shortest = words().front().size(), longest = shortest;
    for (const auto& w : words()) {
        shortest = std::min(shortest, w.size());
        longest = std::max(longest, w.size());
    }
    if (longest > shortest) return trf("{1} words of {2} to {3} letters.", words().size(), shortest, longest);
    return trn("{2} words of {1} letter.", "{2} words of {1} letters.", shortest, words().size());
}

} // namespace pz::crossword
