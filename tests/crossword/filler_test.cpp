// The filler against an exhaustive search, fill counting, repeated words, and clear reports of
// why a puzzle cannot be filled.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "engine/rng.h"
#include "game/crossword/filler.h"
#include "game/crossword/generator.h"

using namespace pz::crossword;

namespace {

PuzzleFile puzzle(std::string_view text) {
    auto p = parse_puzzle_file(text);
    REQUIRE(p.ok());
    return std::move(*p);
}

// Reference: try every listed word in every slot in index order, with no ordering or pruning
// beyond letter agreement; collects the distinct filled grids.
void exhaustive(const Grid& g, std::map<std::string, int>& left, size_t slot, std::vector<char>& letters,
                std::set<std::vector<char>>& grids) {
    if (slot == g.slots.size()) {
        grids.insert(letters);
        return;
    }
    const Slot& s = g.slots[slot];
    for (auto& [word, n] : left) {
        if (n == 0 || static_cast<int>(word.size()) != s.length) continue;
        bool ok = true;
        for (int p = 0; p < s.length && ok; ++p) {
            const char have = letters[static_cast<size_t>(s.cells[static_cast<size_t>(p)])];
            ok = have == 0 || have == word[static_cast<size_t>(p)];
        }
        if (!ok) continue;
        const auto saved = letters;
        for (int p = 0; p < s.length; ++p) letters[static_cast<size_t>(s.cells[static_cast<size_t>(p)])] = word[static_cast<size_t>(p)];
        --n;
        exhaustive(g, left, slot + 1, letters, grids);
        ++n;
        letters = saved;
    }
}

size_t exhaustive_count(const PuzzleFile& p) {
    std::map<std::string, int> left;
    for (const auto& w : p.words) ++left[w];
    std::vector<char> letters(p.grid.layout.cells.size(), 0);
    for (size_t i = 0; i < letters.size(); ++i)
        if (p.grid.layout.cells[i] >= 'A' && p.grid.layout.cells[i] <= 'Z') letters[i] = p.grid.layout.cells[i];
    std::set<std::vector<char>> grids;
    exhaustive(p.grid, left, 0, letters, grids);
    return grids.size();
}

} // namespace

TEST_CASE("filler: a small puzzle and its fills") {
    // CAT/COB/TUB/BIB fill the square ring two ways, one the mirror of the other.
    const auto p = puzzle("***\n*.*\n***\nwords:\ncat\ncob\ntub\nbib\n");
    FillOptions opt;
    opt.cap = 10;
    const FillResult r = solve_puzzle(p, opt);
    CHECK(r.finished);
    CHECK(r.fills == 2);
    CHECK(exhaustive_count(p) == 2);
    REQUIRE(r.solvable());
    const auto rows = grid_rows(p.grid, letters_of(p.grid, r.first));
    CHECK(rows.size() == 3);
    CHECK(rows[1][1] == '.');
}

TEST_CASE("filler: fill counts match an exhaustive search on random small puzzles") {
    pz::Rng rng(2024);
    int with_many = 0, unsolvable = 0;
    for (int round = 0; round < 60; ++round) {
        GenParams gp;
        gp.width = 5 + static_cast<int>(rng.below(2));
        gp.height = 5;
        gp.symmetric = rng.below(2) == 0;
        auto g = make_grid(random_layout(gp, rng.next()));
        REQUIRE(g.ok());
        if (g->slots.size() > 7) continue;  // keep the exhaustive search quick
        // Letters from a tiny alphabet so that many fills exist; read the words off a random grid.
        std::vector<char> letters(g->layout.cells.size());
        for (auto& ch : letters) ch = static_cast<char>('A' + rng.below(2));
        PuzzleFile p;
        p.grid = *g;
        for (const auto& s : g->slots) {
            std::string w;
            for (int c : s.cells) w += letters[static_cast<size_t>(c)];
            p.words.push_back(w);
        }
        if (round % 4 == 3) p.words[0][0] = p.words[0][0] == 'A' ? 'C' : 'A';  // often breaks every fill
        if (round % 5 == 4) p.grid.layout.cells[static_cast<size_t>(g->slots[0].cells[0])] = letters[static_cast<size_t>(g->slots[0].cells[0])];
        FillOptions opt;
        opt.cap = 1000000;
        const FillResult r = solve_puzzle(p, opt);
        const size_t expected = exhaustive_count(p);
        CHECK(r.finished);
        CHECK(r.fills == expected);
        if (expected > 1) ++with_many;
        if (expected == 0) {
            ++unsolvable;
            CHECK_FALSE(r.failure.reason.empty());
        }
        // The cap stops the count early but never overshoots.
        opt.cap = 2;
        CHECK(solve_puzzle(p, opt).fills == std::min<size_t>(expected, 2));
    }
    CHECK(with_many > 5);
    CHECK(unsolvable > 0);
}

TEST_CASE("filler: a repeated word is used exactly as often as listed") {
    // Two across slots of three and three down slots of two: the word AAA must appear twice.
    const auto p = puzzle("***\n***\nwords:\naaa\naaa\naa\naa\naa\n");
    FillOptions opt;
    opt.cap = 10;
    const FillResult r = solve_puzzle(p, opt);
    CHECK(r.fills == 1);
    const auto once = puzzle("***\n***\nwords:\naaa\nbbb\naa\naa\naa\n");
    CHECK_FALSE(solve_puzzle(once, opt).solvable());
}

TEST_CASE("filler: missing length names the slot that stays empty") {
    const auto p = puzzle("****\n*...\n*...\nwords:\nhour\n");
    const FillResult r = solve_puzzle(p);
    CHECK_FALSE(r.solvable());
    CHECK(r.failure.slot == 1);
    CHECK(r.failure.reason == "missing length: 1 slots of length 3 but 0 words, so 1 down (3 letters from A1) stays empty");
    const auto extra = puzzle("****\n*...\n*...\nwords:\nhour\nhat\nhot\n");
    const FillResult e = solve_puzzle(extra);
    CHECK_FALSE(e.solvable());
    CHECK(e.failure.slot == -1);
    CHECK(e.failure.reason.find("2 words of length 3 but 1 slots") == 0);
}

TEST_CASE("filler: a letter clash names a slot at the clash") {
    // HOUR across; the down word must start with H but only CAT is given.
    const auto p = puzzle("****\n*...\n*...\nwords:\nhour\ncat\n");
    const FillResult r = solve_puzzle(p);
    CHECK(r.finished);
    CHECK_FALSE(r.solvable());
    CHECK(r.failure.slot >= 0);
    CHECK(r.failure.reason.find("letter clash") == 0);
    CHECK(r.failure.reason.find(p.grid.slot_label(r.failure.slot)) != std::string::npos);
    // A given letter no word fits is reported before searching.
    const auto g = puzzle("***Q\n*...\n*...\nwords:\nhour\nhat\n");
    const FillResult gr = solve_puzzle(g);
    CHECK(gr.failure.slot == 0);
    CHECK(gr.failure.reason == "no listed word fits ...Q in 1 across (4 letters from A1)");
}

TEST_CASE("filler: the node limit stops a search and says so") {
    GenParams gp;
    gp.width = gp.height = 9;
    auto g = make_grid(random_layout(gp, 7));
    REQUIRE(g.ok());
    // Every slot can take any word of its length from a large list: fills abound.
    std::vector<std::string> words;
    for (int len = 3; len <= 9; ++len)
        for (int k = 0; k < 26; ++k) words.push_back(std::string(static_cast<size_t>(len), static_cast<char>('A' + k)));
    const WordIndex ix(words, std::vector<int>(words.size(), 100));
    FillOptions opt;
    opt.cap = 1000000000;
    opt.node_limit = 50;
    const FillResult r = fill(*g, ix, opt);
    CHECK_FALSE(r.finished);
    CHECK(r.nodes <= 50);
}

TEST_CASE("filler: the word index groups by length and position") {
    const auto ix = WordIndex::from_list({"CAT", "COT", "CAT", "DOGS"});
    const auto* three = ix.group(3);
    REQUIRE(three);
    CHECK(three->words == std::vector<std::string>{"CAT", "COT"});
    CHECK(three->uses == std::vector<int>{2, 1});
    CHECK(three->mask(1, 'A' - 'A')[0] == 1u);
    CHECK(three->mask(1, 'O' - 'A')[0] == 2u);
    CHECK(three->mask(0, 'C' - 'A')[0] == 3u);
    CHECK(ix.group(4));
    CHECK_FALSE(ix.group(5));
    CHECK(ix.size() == 3);
}
