// The generator: golden seeds, layout rules, uniqueness of every puzzle it makes, grading.
#include <doctest/doctest.h>

#include <algorithm>

#include "game/core/level_pack.h"
#include "game/core/text.h"
#include "game/crossword/cli.h"
#include "game/crossword/generator.h"
#include "tests/temp_path.h"

using namespace pz::crossword;

namespace {

std::string layout_desc(const Layout& l) {
    std::string s;
    for (int r = 0; r < l.height; ++r) {
        if (r) s += '/';
        for (int c = 0; c < l.width; ++c) s += l.at(r, c);
    }
    return s;
}

// The dictionary the build made, if it matches the one the level pack records.
const Dictionary* pack_dictionary() {
    auto d = load_dictionary(default_dictionary_path());
    if (!d) return nullptr;
    auto text = pz::read_file(std::string(PZ_SOURCE_DIR) + "/levels/crossword/fillin.txt");
    if (!text || text->find("# dict: " + dict_tag(**d) + "\n") == std::string::npos) return nullptr;
    return *d;
}

} // namespace

TEST_CASE("generator: golden layouts from seeds (no dictionary needed)") {
    GenParams sym;
    sym.width = sym.height = 9;
    CHECK(layout_desc(random_layout(sym, 1)) ==
          ".********/.*....*../.*....*../.*..****./.*.....*./.****..*./..*....*./..*....*./********.");
    GenParams free;
    free.width = free.height = 7;
    free.symmetric = false;
    CHECK(layout_desc(random_layout(free, 2)) == "*******/*..*.*./*..*.*./******./*..*.../.***.../...*...");
}

TEST_CASE("generator: layouts keep every run at 3..12 cells, reach every edge, symmetric when asked") {
    for (uint64_t seed = 1; seed <= 30; ++seed) {
        GenParams gp;
        gp.width = gp.height = 5 + static_cast<int>(seed % 11);
        gp.symmetric = seed % 2 == 0;
        const Layout l = random_layout(gp, seed);
        auto g = make_grid(l);
        REQUIRE(g.ok());
        for (const auto& s : g->slots) {
            CHECK(s.length >= 3);
            CHECK(s.length <= 12);
        }
        if (gp.symmetric)
            for (size_t i = 0; i < l.cells.size(); ++i) CHECK(l.cells[i] == l.cells[l.cells.size() - 1 - i]);
        // No empty edge row or column.
        bool top = false, bottom = false, left = false, right = false;
        for (int k = 0; k < gp.width; ++k) {
            top |= l.at(0, k) != kBackground;
            bottom |= l.at(gp.height - 1, k) != kBackground;
            left |= l.at(k, 0) != kBackground;
            right |= l.at(k, gp.width - 1) != kBackground;
        }
        CHECK((top && bottom && left && right));
        CHECK(random_layout(gp, seed).cells == l.cells);  // deterministic
    }
}

TEST_CASE("generator: params") {
    auto p = parse_gen_params("11x9f");
    REQUIRE(p.ok());
    CHECK(p->width == 11);
    CHECK(p->height == 9);
    CHECK_FALSE(p->symmetric);
    CHECK(p->text() == "11x9f");
    CHECK_FALSE(parse_gen_params("4x4").ok());
    CHECK_FALSE(parse_gen_params("16x9").ok());
    CHECK_FALSE(parse_gen_params("9").ok());
    CHECK_FALSE(parse_gen_params("ax9").ok());
    auto d = parse_gen_params("9x9fd30");
    REQUIRE(d.ok());
    CHECK(d->density == 30);
    CHECK_FALSE(d->symmetric);
    CHECK(d->text() == "9x9fd30");
    CHECK(parse_gen_params("15x15d55")->text() == "15x15d55");
    CHECK(parse_gen_params("15x15")->density == 0);
    CHECK_FALSE(parse_gen_params("9x9d70").ok());
    CHECK_FALSE(parse_gen_params("9x9d").ok());
    CHECK_FALSE(parse_gen_params("9x9df").ok());
}

TEST_CASE("generator: a density asks for that share of open cells, within the layout rules") {
    for (int density : {25, 55}) {
        double total = 0;
        int n = 0;
        for (int side : {5, 9, 15})
            for (uint64_t seed = 1; seed <= 4; ++seed) {
                GenParams gp;
                gp.width = gp.height = side;
                gp.symmetric = seed % 2 == 1;
                gp.density = density;
                const Layout l = random_layout(gp, seed);
                REQUIRE(make_grid(l).ok());
                const double open = static_cast<double>(std::count(l.cells.begin(), l.cells.end(), kOpen)) / static_cast<double>(l.cells.size());
                INFO("density " << density << " side " << side << " seed " << seed << " open " << open);
                // The layout stops once it has three quarters of its target, or a stroke overshoots it;
                // on a 5x5 the rules (edges reached, no two-cell runs) leave little choice.
                CHECK(open >= (density - 5) / 100.0 * 0.75 - 0.01);
                if (side >= 9) CHECK(open <= (density + 5) / 100.0 + 0.15);
                total += open;
                ++n;
            }
        MESSAGE("density " << density << ": mean open share " << total / n);
    }
    // Sparse layouts really are sparser than dense ones.
    GenParams sparse, dense;
    sparse.width = sparse.height = dense.width = dense.height = 13;
    sparse.density = 25;
    dense.density = 55;
    int a = 0, b = 0;
    for (uint64_t seed = 1; seed <= 5; ++seed) {
        const Layout ls = random_layout(sparse, seed), ld = random_layout(dense, seed);
        a += static_cast<int>(std::count(ls.cells.begin(), ls.cells.end(), kOpen));
        b += static_cast<int>(std::count(ld.cells.begin(), ld.cells.end(), kOpen));
    }
    CHECK(a < b);
}

TEST_CASE("generator: grade grows with size and shared lengths, falls with givens") {
    auto small = parse_desc("*******/*.....*/*.....*/*.....*/*.....*/*.....*/*******|AAAAAAA,BBBBBBB,CCCCCCC,DDDDDDD");
    REQUIRE(small.ok());
    const Grade a = grade(*small);
    CHECK(a.score == 4 + 6 / 3 + 49 / 15);
    CHECK(a.name == "easy");
    auto given = parse_desc("A******/*.....*/*.....*/*.....*/*.....*/*.....*/*******|AAAAAAA,AAAAAAA,CCCCCCC,DDDDDDD");
    REQUIRE(given.ok());
    CHECK(grade(*given).score == a.score - 3);
}

TEST_CASE("generator: puzzles from the dictionary have exactly one fill and are reproducible") {
    auto d = load_dictionary(default_dictionary_path());
    if (!d) {
        MESSAGE("no dictionary (" << d.error().message << "); skipped");
        return;
    }
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        GenParams gp;
        gp.width = gp.height = seed % 2 ? 7 : 11;
        gp.symmetric = seed % 3 != 0;
        auto g = generate(gp, seed, **d);
        REQUIRE(g.ok());
        FillOptions opt;
        opt.cap = 2;
        const FillResult r = solve_puzzle(g->puzzle, opt);
        CHECK(r.fills == 1);
        for (const auto& w : g->puzzle.words) CHECK(std::find((*d)->words.begin(), (*d)->words.end(), w) != (*d)->words.end());
        auto again = generate(gp, seed, **d);
        REQUIRE(again.ok());
        CHECK(format_desc(again->puzzle) == format_desc(g->puzzle));
    }
}

TEST_CASE("generator: golden puzzle from a seed, when the build's dictionary is the pack's") {
    const Dictionary* d = pack_dictionary();
    if (!d) {
        MESSAGE("dictionary missing or different from the one levels/crossword/fillin.txt was made with; skipped");
        return;
    }
    GenParams gp;
    gp.width = gp.height = 9;
    auto g = generate(gp, 42, *d);
    REQUIRE(g.ok());
    CHECK(format_desc(g->puzzle) ==
          ".....*.*./****.*.*./.*...*.*./.*******./.*.....*./.*******./.*.*...*./.*.*.****/.*.*.....|"
          "AJAR,EBBS,HIMS,MASS,ENHANCE,GROUSED,JAGGEDER,SMIDGENS");
}

TEST_CASE("generator: a dictionary file that is too small is refused") {
    const std::string path = pz::test::temp_path("tiny_dict.txt");
    REQUIRE(pz::write_file_atomic(path, "cat\ndog\nbird\nfish\nhorse\n").ok());
    auto d = load_dictionary(path);
    REQUIRE_FALSE(d.ok());
    CHECK(d.error().message.find("only 5 usable words") != std::string::npos);
    CHECK_FALSE(load_dictionary("/nonexistent/words.txt").ok());
}
