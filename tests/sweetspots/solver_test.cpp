// The exact counter against a brute-force enumerator, the logical solver's soundness against the exact
// solutions on thousands of boards, golden generator seeds, and every shipped level.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <sstream>

#include "engine/rng.h"
#include "game/core/game.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"
#include "game/sweetspots/cli.h"
#include "game/sweetspots/generator.h"
#include "game/sweetspots/logic.h"
#include "game/sweetspots/solver.h"
#include "tests/temp_path.h"
#include "tests/sweep.h"

namespace pz {
const GameType& sweetspots_game();
} // namespace pz

using namespace pz;
using namespace pz::sweetspots;

namespace {

// Every chest set, cell by cell, checking only "no unit over k, no touching" on the way and the
// exact counts at the end: slow, obviously right.
std::vector<std::vector<uint8_t>> brute_force(const Board& b) {
    const int n = b.n, k = b.k;
    std::vector<std::vector<uint8_t>> out;
    std::vector<uint8_t> chest(static_cast<size_t>(n * n), 0);
    std::vector<int> row(static_cast<size_t>(n)), col(static_cast<size_t>(n)), zone(static_cast<size_t>(n));
    std::function<void(int)> go = [&](int i) {
        if (i % n == 0 && i > 0 && row[static_cast<size_t>(i / n - 1)] != k) return;
        if (i == n * n) {
            for (int u = 0; u < n; ++u)
                if (col[static_cast<size_t>(u)] != k || zone[static_cast<size_t>(u)] != k) return;
            out.push_back(chest);
            return;
        }
        go(i + 1);
        int r = i / n, c = i % n, z = b.zone[static_cast<size_t>(i)];
        if (row[static_cast<size_t>(r)] == k || col[static_cast<size_t>(c)] == k || zone[static_cast<size_t>(z)] == k) return;
        for (int dr = -1; dr <= 0; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                int rr = r + dr, cc = c + dc;
                if ((dr || dc) && !(dr == 0 && dc == 1) && rr >= 0 && cc >= 0 && cc < n && chest[static_cast<size_t>(rr * n + cc)]) return;
            }
        chest[static_cast<size_t>(i)] = 1;
        ++row[static_cast<size_t>(r)], ++col[static_cast<size_t>(c)], ++zone[static_cast<size_t>(z)];
        go(i + 1);
        chest[static_cast<size_t>(i)] = 0;
        --row[static_cast<size_t>(r)], --col[static_cast<size_t>(c)], --zone[static_cast<size_t>(z)];
    };
    go(0);
    return out;
}

// Random contiguous zones grown from random seed cells (not planted: often 0 or many solutions).
Board random_board(int n, int k, Rng& rng) {
    Board b;
    b.n = n;
    b.k = k;
    b.zone.assign(static_cast<size_t>(n * n), 255);
    std::vector<std::pair<int, int>> edges;
    auto push = [&](int cell, int z) {
        const int d[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (const auto& e : d) {
            int rr = cell / n + e[0], cc = cell % n + e[1];
            if (rr >= 0 && rr < n && cc >= 0 && cc < n && b.zone[static_cast<size_t>(rr * n + cc)] == 255) edges.push_back({rr * n + cc, z});
        }
    };
    for (int z = 0; z < n; ++z) {
        int c;
        do c = static_cast<int>(rng.below(static_cast<uint32_t>(n * n)));
        while (b.zone[static_cast<size_t>(c)] != 255);
        b.zone[static_cast<size_t>(c)] = static_cast<uint8_t>(z);
    }
    for (int i = 0; i < n * n; ++i)
        if (b.zone[static_cast<size_t>(i)] != 255) push(i, b.zone[static_cast<size_t>(i)]);
    while (!edges.empty()) {
        size_t i = rng.below(static_cast<uint32_t>(edges.size()));
        auto [cell, z] = edges[i];
        edges[i] = edges.back();
        edges.pop_back();
        if (b.zone[static_cast<size_t>(cell)] != 255) continue;
        b.zone[static_cast<size_t>(cell)] = static_cast<uint8_t>(z);
        push(cell, z);
    }
    return b;
}

std::vector<uint8_t> as_cells(const Board& b, const std::vector<uint32_t>& rows) {
    std::vector<uint8_t> v(static_cast<size_t>(b.n * b.n), 0);
    for (int i : solution_cells(b, rows)) v[static_cast<size_t>(i)] = 1;
    return v;
}

// Every step of the logical solver agrees with every solution of the board.
void check_sound(const Board& b, const std::vector<std::vector<uint8_t>>& solutions, int& steps) {
    Logic logic(b);
    LogicResult res = logic.solve(Grade::Expert);
    CHECK(!res.contradiction);
    for (const Deduction& d : res.steps) {
        ++steps;
        for (int cell : d.cells)
            for (const auto& sol : solutions) {
                INFO(format_desc(b) << " k=" << b.k << ": " << d.reason);
                REQUIRE(sol[static_cast<size_t>(cell)] == (d.place ? 1 : 0));
            }
    }
    if (solutions.size() > 1) CHECK(!res.solved);
}

} // namespace

TEST_CASE("the exact counter agrees with brute force on small boards") {
    Rng rng(2024);
    int boards = 0, with_solutions = 0;
    for (int t = 0; t < 400; ++t) {
        int n = 5 + static_cast<int>(rng.below(3));  // 5..7, k = 1
        Board b = random_board(n, 1, rng);
        auto all = brute_force(b);
        CountResult cr = count_solutions(b, 1000000, {}, true);
        ++boards;
        REQUIRE(cr.count == all.size());
        // Counting alone takes the propagating search; it must agree too, and keep to its cap.
        CountResult fast = count_solutions(b, 1000000);
        REQUIRE(fast.count == all.size());
        if (!all.empty()) {
            CHECK(std::find(all.begin(), all.end(), as_cells(b, fast.solution)) != all.end());
            CHECK(count_solutions(b, 2).count == std::min<size_t>(2, all.size()));
            ++with_solutions;
            // Compared as sets of cell masks (n <= 7: 49 cells): sorting the byte vectors
            // themselves makes gcc 12 at -O3 warn about its own memcmp (-Wstringop-overread).
            auto mask = [](const std::vector<uint8_t>& cells) {
                uint64_t m = 0;
                for (size_t i = 0; i < cells.size(); ++i) m |= uint64_t{cells[i] != 0} << i;
                return m;
            };
            std::vector<uint64_t> mine, theirs;
            for (const auto& rows : cr.all) mine.push_back(mask(as_cells(b, rows)));
            for (const auto& cells : all) theirs.push_back(mask(cells));
            std::sort(mine.begin(), mine.end());
            std::sort(theirs.begin(), theirs.end());
            CHECK(mine == theirs);
            // The cap stops early but still counts right below it.
            CHECK(count_solutions(b, 1).count == 1);
        }
    }
    // k = 2 on 8x8: brute force is slower, so fewer boards (planted ones, so they have solutions).
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        auto g = generate_board(Params{8, 2, false, Grade::Easy}, seed);
        REQUIRE(g.ok());
        Board b = g->board;
        // Also a perturbed copy: one cell moved to a neighbouring zone, if that keeps zones whole.
        for (int variant = 0; variant < 2; ++variant) {
            auto all = brute_force(b);
            CHECK(count_solutions(b, 1000000).count == all.size());
            if (variant == 0) CHECK(all.size() == 1);
            for (int i = 1; i < b.n * b.n; ++i)
                if (b.zone[static_cast<size_t>(i)] != b.zone[static_cast<size_t>(i - 1)] && i % b.n != 0) {
                    Board c = b;
                    c.zone[static_cast<size_t>(i)] = c.zone[static_cast<size_t>(i - 1)];
                    if (check_zones(c).ok()) { b = c; break; }
                }
        }
    }
    CHECK(with_solutions > 20);
    CHECK(boards == 400);
}

TEST_CASE("the propagating search and the row search count alike on bigger boards") {
    // Generated 8..10 boards with k = 2, a few cells moved to a neighbouring zone (often giving
    // several solutions), and random zones on 8..12 (mostly none), counted to a cap by both.
    Rng rng(99);
    int with_solutions = 0, several = 0;
    auto compare = [&](const Board& b) {
        CountResult rows = count_solutions(b, 40, {}, true);
        CountResult fast = count_solutions(b, 40);
        INFO(b.n << "k" << b.k << ":" << format_desc(b));
        REQUIRE(fast.count == rows.count);
        if (rows.count) ++with_solutions;
        if (rows.count > 1) ++several;
        if (rows.count && rows.count < 40) CHECK(std::find(rows.all.begin(), rows.all.end(), fast.solution) != rows.all.end());
        // The generator's rivals: the propagating search in reading order meets the same solutions.
        CHECK(first_solutions(b, 40).all == rows.all);
        CHECK(first_solutions(b, 3).all == count_solutions(b, 3, {}, true).all);
    };
    for (uint64_t seed = 1; seed <= 30; ++seed) {
        auto g = generate_board(Params{8 + static_cast<int>(seed % 3), 2, false, Grade::Easy}, seed);
        REQUIRE(g.ok());
        Board b = g->board;
        const int n = b.n;
        for (int moved = 0, tries = 0; moved < 3 && tries < 200; ++tries) {
            int x = static_cast<int>(rng.below(static_cast<uint32_t>(n * n)));
            int y = x + (rng.below(2) ? 1 : n);
            if (y >= n * n || (y == x + 1 && y % n == 0) || b.zone[static_cast<size_t>(x)] == b.zone[static_cast<size_t>(y)]) continue;
            Board c = b;
            c.zone[static_cast<size_t>(x)] = c.zone[static_cast<size_t>(y)];
            if (!check_zones(c).ok()) continue;
            b = c;
            ++moved;
            compare(b);
        }
    }
    for (int t = 0; t < 60; ++t) compare(random_board(8 + static_cast<int>(rng.below(5)), 2, rng));
    CHECK(several > 5);
    CHECK(with_solutions > 5);
    // 14x14 with k = 3: the stored benchmark boards are unique; each cell moved to a neighbouring
    // zone gives a board that both searches must count alike (to 3).
    auto pack = load_level_pack(std::string(PZ_SOURCE_DIR) + "/bench/data/sweetspots/14k3.txt");
    REQUIRE(pack.ok());
    int boards = 0;
    for (size_t i = 0; i < 2 && i < pack->levels.size(); ++i) {
        const Level& lv = pack->levels[i];
        Board b = *parse_desc(*parse_params(lv.params), lv.desc);
        CHECK(count_solutions(b, 2).count == 1);
        for (int x = 1; x < b.n * b.n && boards < 12; x += 17) {
            Board c = b;
            c.zone[static_cast<size_t>(x)] = c.zone[static_cast<size_t>(x - 1)];
            if (c == b || !check_zones(c).ok()) continue;
            ++boards;
            INFO(format_desc(c));
            const CountResult rows = count_solutions(c, 3, {}, true);
            CHECK(count_solutions(c, 3).count == rows.count);
            CHECK(first_solutions(c, 3).all == rows.all);
        }
    }
    CHECK(boards >= 8);
}

TEST_CASE("restrictions: allowed and required cells") {
    auto g = generate_board(Params{6, 1, false, Grade::Easy}, 3);
    REQUIRE(g.ok());
    CountResult cr = count_solutions(g->board, 2);
    REQUIRE(cr.count == 1);
    Restriction rs;
    rs.allowed.assign(6, 0x3f);
    int first = solution_cells(g->board, cr.solution)[0];
    rs.allowed[static_cast<size_t>(first / 6)] &= ~(1u << (first % 6));
    CHECK(count_solutions(g->board, 2, rs).count == 0);
    Restriction req;
    req.required.assign(6, 0);
    req.required[static_cast<size_t>(first / 6)] = 1u << (first % 6);
    CHECK(count_solutions(g->board, 2, req).count == 1);
}

TEST_CASE("the logical solver never makes a wrong deduction") {
    Rng rng(77);
    int boards = 0, steps = 0;
    // Random zones with a few solutions: every deduction must hold in all of them.
    for (int t = 0; t < pz::test::sweep(12000); ++t) {  // all but under the sanitizers (tests/sweep.h)
        int n = 5 + static_cast<int>(rng.below(6));  // 5..10
        int k = n >= 8 && rng.below(2) ? 2 : 1;
        Board b = random_board(n, k, rng);
        CountResult cr = count_solutions(b, 8, {}, true);
        if (cr.count == 0 || cr.count >= 8) continue;
        std::vector<std::vector<uint8_t>> sols;
        for (const auto& rows : cr.all) sols.push_back(as_cells(b, rows));
        check_sound(b, sols, steps);
        ++boards;
    }
    // Generated unique boards of every size and k the packs use.
    for (uint64_t seed = 1; seed <= static_cast<uint64_t>(pz::test::sweep(1000)); ++seed) {
        int n = 5 + static_cast<int>(seed % 6);
        int k = n >= 8 && seed % 4 == 0 ? 2 : 1;
        auto g = generate_board(Params{n, k, false, Grade::Easy}, seed);
        REQUIRE(g.ok());
        CountResult cr = count_solutions(g->board, 2);
        REQUIRE(cr.count == 1);
        check_sound(g->board, {as_cells(g->board, cr.solution)}, steps);
        ++boards;
    }
    MESSAGE(boards << " boards, " << steps << " deductions checked");
    CHECK(boards >= pz::test::sweep(2000));
}

TEST_CASE("grades: a board is solvable at its grade and not below") {
    for (Grade grade : {Grade::Easy, Grade::Medium, Grade::Hard, Grade::Expert}) {
        auto g = generate_board(Params{7, 1, true, grade}, 9);
        REQUIRE(g.ok());
        CHECK(g->grade == grade);
        Logic logic(g->board);
        CHECK(logic.solve(grade).solved);
        if (grade != Grade::Easy) CHECK(!logic.solve(static_cast<Grade>(static_cast<int>(grade) - 1)).solved);
    }
}

TEST_CASE("Easy boards with 2 chests: unique, solved by the Easy techniques, started by line-room") {
    for (int n = 8; n <= 10; ++n)
        for (uint64_t seed = 1; seed <= 4; ++seed) {
            auto g = generate_board(Params{n, 2, true, Grade::Easy}, seed);
            REQUIRE(g.ok());
            INFO(n << "k2 seed " << seed << ": " << format_desc(g->board));
            CHECK(g->grade == Grade::Easy);
            CHECK(count_solutions(g->board, 2).count == 1);
            Logic logic(g->board);
            CHECK(logic.solve(Grade::Easy).solved);
            // No zone of 2 cells can hold 2 chests apart, so the first step is a line of open cells.
            auto first = logic.next(Grid(static_cast<size_t>(n * n), Cell::Open), Grade::Easy);
            REQUIRE(first.has_value());
            CHECK(first->technique == Technique::LineRoom);
            CHECK(first->place);
            CHECK(first->cells.size() >= 2);
            CHECK(g->uses[static_cast<size_t>(Technique::LineRoom)] > 0);
        }
    // Before line-room existed nothing Easy applied to an empty board with 2 chests per unit; a
    // random board still gets nothing from the Easy techniques unless it has such a line.
    auto any = generate_board(Params{10, 2, false, Grade::Easy}, 5);
    REQUIRE(any.ok());
    CHECK(any->grade != Grade::Easy);
}

TEST_CASE("line-room: a zone of three in a line gets chests at both ends, with k = 1 it adds nothing") {
    // 8x8, k = 2: zone 0 is row 0, columns 0-2 (three in a line); the rest is carved in bands.
    Board b;
    b.n = 8;
    b.k = 2;
    const char* rows[8] = {"00011111", "22211111", "22233333", "44433333", "44455555", "66655555", "66677777", "66677777"};
    for (const char* r : rows)
        for (int c = 0; c < 8; ++c) b.zone.push_back(static_cast<uint8_t>(r[c] - '0'));
    REQUIRE(check_zones(b).ok());
    Logic logic(b);
    auto d = logic.next(Grid(64, Cell::Open), Grade::Easy);
    REQUIRE(d.has_value());
    CHECK(d->technique == Technique::LineRoom);
    CHECK(d->place);
    CHECK(d->cells == std::vector<int>{0, 2});
    CHECK(d->reason == "Zone 1 needs 2 chests and its only open cells are three in a line, so the chests go at both ends.");
    // With one chest per unit the same shape gives only-room nothing and line-room nothing either.
    b.k = 1;
    CHECK_FALSE(Logic(b).next(Grid(64, Cell::Open), Grade::Easy).has_value());
}

TEST_CASE("golden seeds: the same seed gives the same board") {
    auto desc = [](int n, int k, Grade grade, uint64_t seed) {
        auto g = generate_board(Params{n, k, true, grade}, seed);
        REQUIRE(g.ok());
        return format_desc(g->board);
    };
    CHECK(desc(5, 1, Grade::Easy, 1) == "0012200022034443344433334");
    CHECK(desc(8, 1, Grade::Medium, 7) == "0000000000010000022110330244433544444455644445556646655566666557");
    CHECK(desc(8, 2, Grade::Hard, 3) == "0012333301122334011222240011144455555444655574446557777766666777");
    CHECK(desc(10, 2, Grade::Expert, 11) ==
          "0011112333000011223340001122254001112225440002265544477776554477777655447777666688888866668888999999");
    // Made by the generator before its rivals came from the propagating search (issue 25): seed IDs
    // players already hold must keep their boards.
    CHECK(desc(11, 2, Grade::Medium, 2) ==
          "000111112220001111122340055152223405555552234000555522246555522222466555277724665555888866699999988669999a88886666aaa8888");
    auto any = generate_board(Params{12, 2, false, Grade::Easy}, 1);
    REQUIRE(any.ok());
    CHECK(format_desc(any->board) ==
          "00011111111200011111122200010031111240010533312244000533362274555553662274455563662274455566668877795666668877795a666688979"
          "9aabbbb889999abbbbb88");
}

TEST_CASE("every shipped level is unique, at its grade, and regenerates from its seed") {
    int total = 0;
    std::array<int, 4> grades{}, grades_k2{};
    std::vector<int> sizes(15, 0);
    for (const auto& file : pack_files()) {
        auto pack = load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/sweetspots/" + file);
        REQUIRE_MESSAGE(pack.ok(), (pack.ok() ? "" : pack.error().message));
        for (const Level& lv : pack->levels) {
            INFO(file << ":" << lv.line);
            if (pz::test::sampled(static_cast<size_t>(total), 10)) {  // every level but under the sanitizers
                auto ok = verify_level(lv);
                CHECK_MESSAGE(ok.ok(), (ok.ok() ? "" : ok.error().message));
            }
            ++total;
            const size_t grade = static_cast<size_t>(*parse_grade(lv.tag("grade")));
            ++grades[grade];
            if (parse_params(lv.params)->k == 2) ++grades_k2[grade];
            ++sizes[static_cast<size_t>(parse_params(lv.params)->n)];
        }
    }
    CHECK(total >= 100);
    for (int g : grades) CHECK(g > 0);
    for (int g : grades_k2) CHECK(g > 0);  // every grade with 2 chests too, Easy included
    for (int n = 5; n <= 10; ++n) CHECK(sizes[static_cast<size_t>(n)] > 0);
}

TEST_CASE("a node limit bounds every count, and the CLI says when it left the answer open") {
    // Zones equal to rows: 14x14 with three chests a line has millions of solutions.
    std::string text = "14 3\n";
    for (int r = 0; r < 14; ++r) {
        for (int c = 0; c < 14; ++c) text += std::to_string(r) + (c == 13 ? "\n" : " ");
    }
    auto board = parse_zone_file(text, 3);
    REQUIRE(board.ok());
    for (bool keep_all : {false, true}) {
        const CountResult cut = count_solutions(*board, 1000000, {}, keep_all, 5000);
        CHECK(cut.stopped);
        CHECK(cut.nodes <= 5000);
        CHECK(cut.count < 1000000);
        if (!keep_all) CHECK(cut.count > 0);  // the propagating search meets solutions at once
        const CountResult none = count_solutions(*board, 2, {}, keep_all, 1);
        CHECK(none.stopped);
        CHECK(none.count == 0);
    }
    // Without a limit a count stops only at its cap.
    CHECK_FALSE(count_solutions(*board, 2).stopped);

    const std::string file = pz::test::temp_path("node_limit_rows.txt");
    REQUIRE(write_file_atomic(file, text).ok());
    const GameType& g = sweetspots_game();
    {
        // Two solutions found before the bound: "not unique" is settled, the count is a lower bound.
        std::ostringstream out, err;
        CHECK(g.cli({"solve", file, "--max", "1000000", "--nodes", "5000", "--json"}, out, err) == 0);
        CHECK(out.str().find("\"capped\":true") != std::string::npos);
        CHECK(out.str().find("\"difficulty\":\"not unique\"") != std::string::npos);
    }
    {
        // Nothing settled within the bound: an error naming it and how to go on.
        std::ostringstream out, err;
        CHECK(g.cli({"solve", file, "--nodes", "1"}, out, err) == 2);
        CHECK(err.str() == "puzzlebox-tool: " + file + ": the search stopped at its bound of 1 nodes with 0 solution(s) found so far; "
                           "give --nodes a larger bound to search further\n");
    }
    std::remove(file.c_str());
}
