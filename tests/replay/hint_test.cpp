// Hints in three steps, for every game and every shipped level's start (issue 18): the nudge's
// cells hold the move's piece, the move is legal and keeps the position solvable (each game's own
// solver decides), and every coordinate a step names is a label the board shows.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "game/bitflipper/rules.h"
#include "game/bitflipper/solver.h"
#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/crossword/filler.h"
#include "game/crossword/rules.h"
#include "game/decodoku/strategy.h"
#include "game/fling/rules.h"
#include "game/sweetspots/rules.h"

namespace {

bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// The coordinates a text names: cells ("C4", "AA12"), "row 3", "column E", "zone 2" (plurals such
// as "rows 2-4" and "zones 1 and 5" name each one), and slots ("3 across").
std::vector<std::string> named_labels(const std::string& t) {
    std::vector<std::string> out;
    const size_t n = t.size();
    auto word_at = [&](size_t i) {
        size_t j = i;
        while (j < n && is_alnum(t[j])) ++j;
        return t.substr(i, j - i);
    };
    for (size_t i = 0; i < n;) {
        if (!is_alnum(t[i]) || (i > 0 && is_alnum(t[i - 1]))) {
            ++i;
            continue;
        }
        const std::string w = word_at(i);
        // A cell: capitals then digits, the whole word.
        size_t k = 0;
        while (k < w.size() && is_upper(w[k])) ++k;
        if (k >= 1 && k <= 2 && k < w.size() && std::all_of(w.begin() + static_cast<long>(k), w.end(), is_digit)) out.push_back(w);
        // A slot: a number then "across" or "down".
        if (std::all_of(w.begin(), w.end(), is_digit)) {
            const size_t next = i + w.size() + 1;
            if (next < n && t[next - 1] == ' ') {
                const std::string h = word_at(next);
                if (h == "across" || h == "down") out.push_back(w + " " + h);
            }
        }
        // A unit, or a list of units of one family.
        std::string family, lower = w;
        lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));  // "Zone 2 needs ..."
        for (const char* f : {"row", "column", "zone"})
            if (lower == f || lower == std::string(f) + "s") family = f;
        if (!family.empty()) {
            size_t j = i + w.size();
            for (;;) {
                while (j < n && (t[j] == ' ' || t[j] == ',' || t[j] == '-')) ++j;
                if (j + 3 <= n && t.compare(j, 3, "\u2013") == 0) {
                    j += 3;
                    continue;
                }
                if (j >= n || !is_alnum(t[j])) break;
                const std::string id = word_at(j);
                if (id == "and") {
                    j += id.size();
                    continue;
                }
                const bool number = std::all_of(id.begin(), id.end(), is_digit);
                const bool letters = std::all_of(id.begin(), id.end(), is_upper);
                if ((family == "column" && !letters) || (family != "column" && !number)) break;
                out.push_back(family + " " + id);
                j += id.size();
            }
        }
        i += w.size();
    }
    return out;
}

// Whether the position after the hint's move can still be won, by the game's own solver.
void check_still_solvable(const pz::Puzzle& p, const pz::State& before, const pz::State& after, const pz::Hint& h) {
    CHECK(p.status(after) != pz::Status::Lost);
    if (p.status(after) == pz::Status::Won) return;
    if (auto* bit = dynamic_cast<const pz::bitflipper::BitPuzzle*>(&p)) {
        // One tap of an optimal solution: the fewest taps left drops by one.
        const auto& b = static_cast<const pz::bitflipper::BitState&>(before);
        const auto& a = static_cast<const pz::bitflipper::BitState&>(after);
        const auto sb = bit->solver().solve(b.cells), sa = bit->solver().solve(a.cells);
        REQUIRE(sa.solvable);
        CHECK(sa.min_taps == sb.min_taps - 1);
    } else if (auto* fl = dynamic_cast<const pz::fling::FlingPuzzle*>(&p)) {
        CHECK(fl->solvable(pz::fling::board_of(after)).value_or(false));
    } else if (auto* ss = dynamic_cast<const pz::sweetspots::SpotsPuzzle*>(&p)) {
        // No chest off the solution and no mark on it (the shipped boards have one solution).
        const auto* s = pz::sweetspots::as_spots(after);
        REQUIRE(s != nullptr);
        if (ss->unique()) CHECK_FALSE(ss->check(*s).has_value());
    } else if (auto* fp = dynamic_cast<const pz::crossword::FillPuzzle*>(&p)) {
        // The grid with the placed word's letters given still has a fill of the listed words.
        pz::crossword::Layout l = fp->grid().layout;
        const auto& st = pz::crossword::as_fill(after);
        for (int slot = 0; slot < static_cast<int>(fp->grid().slots.size()); ++slot) {
            const std::string shown = fp->slot_text(st, slot);
            const auto& cells = fp->grid().slots[static_cast<size_t>(slot)].cells;
            for (size_t k = 0; k < cells.size(); ++k)
                if (is_upper(shown[k])) l.cells[static_cast<size_t>(cells[k])] = shown[k];
        }
        auto g = pz::crossword::make_grid(std::move(l));
        REQUIRE(g.ok());
        pz::crossword::PuzzleFile file{std::move(*g), fp->words()};
        pz::crossword::FillOptions opt;
        opt.node_limit = 2'000'000;
        const auto r = pz::crossword::solve_puzzle(file, opt);
        CHECK(r.finished);
        CHECK(r.solvable());
    } else if (auto* dp = dynamic_cast<const pz::decodoku::DecodokuPuzzle*>(&p)) {
        // No end to solve: the move is the planner's, from what the player may know.
        const auto info = dp->settings().mode == pz::decodoku::Mode::Practice ? pz::decodoku::Info::Omniscient
                                                                                : pz::decodoku::Info::Honest;
        auto planned = pz::decodoku::advise(pz::decodoku::as_decodoku(before), info);
        REQUIRE(planned.ok());
        CHECK(planned->move == h.move);
    } else {
        auto rest = p.solve(after);
        CHECK_MESSAGE(rest.ok(), p.game() << ": no solution after the hint's move " << h.move);
    }
}

// The three steps of the hint at `s` agree with each other and with the board's labels.
void check_hint(const pz::Puzzle& p, const pz::State& s, const std::string& where) {
    CAPTURE(where);
    auto h = p.hint(s);
    REQUIRE_MESSAGE(h.ok(), (h.ok() ? "" : h.error().message));
    CAPTURE(h->nudge);
    CAPTURE(h->reason);
    CAPTURE(h->move);
    CHECK_FALSE(h->nudge.empty());
    CHECK_FALSE(h->reason.empty());
    CHECK_FALSE(h->cells.empty());
    CHECK(h->move_name == p.move_name(s, h->move));
    // Step 1 names no move: the move's words are not in it.
    CHECK(h->nudge.find(h->move_name) == std::string::npos);
    // The nudge's cells hold every cell the move acts on.
    const auto moved = p.move_cells(s, h->move);
    CHECK_FALSE(moved.empty());
    for (const auto& c : moved) CHECK_MESSAGE(std::find(h->cells.begin(), h->cells.end(), c) != h->cells.end(), c << " is not in the nudge");
    // Every coordinate named anywhere is one the board shows.
    const auto labels = p.labels();
    REQUIRE_FALSE(labels.empty());
    const std::set<std::string> known(labels.begin(), labels.end());
    for (const std::string& text : {h->nudge, h->reason, h->move_name})
        for (const auto& l : named_labels(text)) CHECK_MESSAGE(known.count(l), "'" << l << "' in '" << text << "' is no label of this board");
    for (const auto& c : h->cells) CHECK_MESSAGE(known.count(c), "nudge cell '" << c << "' is no label of this board");
    // The move is legal and keeps the position winnable.
    auto after = p.apply(s, h->move);
    REQUIRE_MESSAGE(after.ok(), (after.ok() ? "" : after.error().message));
    check_still_solvable(p, s, **after, *h);
}

// The position the player first moves from: the game's own moves (Decodoku's first burst) played.
pz::StatePtr settled(const pz::Puzzle& p, pz::StatePtr s) {
    for (int guard = 0; guard < 100; ++guard) {
        auto m = p.automatic_move(*s);
        if (!m) break;
        auto next = p.apply(*s, *m);
        REQUIRE(next.ok());
        s = *next;
    }
    return s;
}

// At most `most` levels of a pack, spread evenly over it (all when the pack is smaller).
std::vector<pz::Level> sample(const std::vector<pz::Level>& all, size_t most) {
    if (all.size() <= most) return all;
    std::vector<pz::Level> out;
    for (size_t i = 0; i < most; ++i) out.push_back(all[i * all.size() / most]);
    return out;
}

} // namespace

TEST_CASE("labels: columns A..Z then AA, rows from 1, the name finder reads every kind") {
    CHECK(pz::column_label(0) == "A");
    CHECK(pz::column_label(25) == "Z");
    CHECK(pz::column_label(26) == "AA");
    CHECK(pz::cell_label(3, 2) == "C4");
    CHECK(named_labels("Look at row 3, then column E and the 7 on C4.") == std::vector<std::string>{"row 3", "column E", "C4"});
    CHECK(named_labels("Zones 2 and 5 need rows 1\u20133; EDGY in 12 across") ==
          std::vector<std::string>{"zone 2", "zone 5", "row 1", "row 3", "12 across"});
    CHECK(named_labels("zones 2 and 5") == std::vector<std::string>{"zone 2", "zone 5"});
    CHECK(named_labels("Fewest taps left: 7 (one shortest way).").empty());
}

// Every shipped level's start (420 boards; about 0.2 s here, so no sampling is needed; sample()
// spreads a pack evenly if one grows too big for the sanitizer run).
TEST_CASE("hints: the three steps agree at the start of every shipped level") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        int checked = 0;
        for (const std::string& pack : g->level_packs()) {
            auto lp = pz::load_level_pack(pz::levels_dir() + "/" + id + "/" + pack);
            REQUIRE_MESSAGE(lp.ok(), pack);
            for (const pz::Level& lv : sample(lp->levels, 1000)) {
                auto puzzle = g->load(lv.params, lv.desc);
                REQUIRE_MESSAGE(puzzle.ok(), pack << ":" << lv.line);
                check_hint(**puzzle, *settled(**puzzle, (*puzzle)->initial()), pack + ":" + std::to_string(lv.line));
                ++checked;
            }
        }
        if (g->level_packs().empty()) {
            // Decodoku ships no levels: every preset's start over a few seeds stands in.
            for (const pz::Preset& pre : g->presets())
                for (uint64_t seed = 1; seed <= 6; ++seed) {
                    auto desc = g->generate(pre.params, seed);
                    REQUIRE(desc.ok());
                    auto puzzle = g->load(pre.params, *desc);
                    REQUIRE(puzzle.ok());
                    check_hint(**puzzle, *settled(**puzzle, (*puzzle)->initial()), pre.params + "#" + std::to_string(seed));
                    ++checked;
                }
        }
        CHECK(checked > 0);
        MESSAGE(id << ": " << checked << " start positions");
    }
}

TEST_CASE("hints: the steps still agree along a game played by hints") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        auto presets = g->presets();
        auto desc = g->generate(presets.front().params, 3);
        REQUIRE(desc.ok());
        auto puzzle = g->load(presets.front().params, *desc);
        REQUIRE(puzzle.ok());
        const pz::Puzzle& p = **puzzle;
        pz::StatePtr s = p.initial();
        for (int step = 0; step < 12 && p.status(*s) == pz::Status::Playing; ++step) {
            if (auto auto_move = p.automatic_move(*s)) {
                s = *p.apply(*s, *auto_move);
                continue;
            }
            check_hint(p, *s, "step " + std::to_string(step));
            s = *p.apply(*s, p.hint(*s)->move);
        }
    }
}
