// The exact solver against brute-force enumeration of every tap vector, Lights Out, and the singular sizes.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/rng.h"
#include "game/bitflipper/rules.h"
#include "game/bitflipper/solver.h"

using namespace pz::bitflipper;

namespace {

// For every effect y = A·x (mod S): how many x give it, the fewest Σx, and how many x reach that.
struct BruteTable {
    int n = 0, s = 0;
    std::vector<uint32_t> count;
    std::vector<uint16_t> min_taps;
    std::vector<uint32_t> min_count;
};

// Enumerates all S^n tap vectors with an odometer, updating the effect one tap column at a time.
BruteTable brute_force(const Rule& r) {
    BruteTable t;
    t.n = r.cells();
    t.s = r.states;
    uint64_t total = 1;
    for (int i = 0; i < t.n; ++i) total *= static_cast<uint64_t>(t.s);
    t.count.assign(total, 0);
    t.min_taps.assign(total, 0xffff);
    t.min_count.assign(total, 0);
    std::vector<uint64_t> pw(static_cast<size_t>(t.n));
    for (int i = 0; i < t.n; ++i) pw[static_cast<size_t>(i)] = i ? pw[static_cast<size_t>(i) - 1] * static_cast<uint64_t>(t.s) : 1;
    std::vector<int> x(static_cast<size_t>(t.n), 0);
    Board effect(static_cast<size_t>(t.n), 0);
    uint64_t code = 0;
    int taps = 0;
    // What one tap on each cell adds, precomputed: the inner loop runs S^n times.
    std::vector<Board> column(static_cast<size_t>(t.n), Board(static_cast<size_t>(t.n), 0));
    for (int i = 0; i < t.n; ++i) tap(r, column[static_cast<size_t>(i)], i, 1);
    auto tap_once = [&](int cell) {  // one tap on cell, keeping code in step with effect
        const Board& col = column[static_cast<size_t>(cell)];
        for (int i = 0; i < t.n; ++i) {
            const int add = col[static_cast<size_t>(i)];
            if (!add) continue;
            int v = effect[static_cast<size_t>(i)] + add;
            if (v >= t.s) v -= t.s;
            code = code + static_cast<uint64_t>(v) * pw[static_cast<size_t>(i)] - static_cast<uint64_t>(effect[static_cast<size_t>(i)]) * pw[static_cast<size_t>(i)];
            effect[static_cast<size_t>(i)] = static_cast<uint8_t>(v);
        }
    };
    for (uint64_t step = 0; step < total; ++step) {
        ++t.count[code];
        if (taps < t.min_taps[code]) { t.min_taps[code] = static_cast<uint16_t>(taps); t.min_count[code] = 1; }
        else if (taps == t.min_taps[code]) ++t.min_count[code];
        for (int i = 0; i < t.n; ++i) {
            tap_once(i);
            if (++x[static_cast<size_t>(i)] < t.s) { ++taps; break; }
            x[static_cast<size_t>(i)] = 0;  // S taps wrapped the cell's effect back
            taps -= t.s - 1;
        }
    }
    return t;
}

uint64_t effect_code(const Rule& r, const Board& b) {
    uint64_t code = 0, pw = 1;
    for (int i = 0; i < r.cells(); ++i) {
        code += static_cast<uint64_t>((r.target - b[static_cast<size_t>(i)] + r.states) % r.states) * pw;
        pw *= static_cast<uint64_t>(r.states);
    }
    return code;
}

Board decode(const Rule& r, uint64_t code) {
    Board b(static_cast<size_t>(r.cells()));
    for (auto& v : b) {
        v = static_cast<uint8_t>(code % static_cast<uint64_t>(r.states));
        code /= static_cast<uint64_t>(r.states);
    }
    return b;
}

// Checks the solver on every board (or a sample of boards when there are too many).
void compare(const Rule& r) {
    CAPTURE(format_params(r));
    const BruteTable t = brute_force(r);
    const TapSolver solver(r);
    const uint64_t total = t.count.size();
    std::vector<uint64_t> boards;
    if (total <= 60000) {
        for (uint64_t c = 0; c < total; ++c) boards.push_back(c);
    } else {
        pz::Rng rng(total);
        for (int k = 0; k < 4000; ++k) boards.push_back(rng.next() % total);
        // Random boards are mostly unsolvable when A is singular: add solvable ones too.
        for (uint64_t c = 0; c < total && boards.size() < 8000; c += 1 + rng.next() % 4000)
            if (t.count[c]) boards.push_back(c);
    }
    for (uint64_t c : boards) {
        const Board b = decode(r, c);
        const uint64_t need = effect_code(r, b);
        const Solution sol = solver.solve(b);
        CAPTURE(format_desc(r, b));
        REQUIRE(sol.solvable == (t.count[need] > 0));
        if (!sol.solvable) continue;
        REQUIRE(sol.exact);
        REQUIRE(static_cast<uint64_t>(sol.solutions) == t.count[need]);
        REQUIRE(sol.min_taps == t.min_taps[need]);
        REQUIRE(static_cast<uint64_t>(sol.min_patterns) == t.min_count[need]);
        Board after = b;
        int sum = 0;
        for (int i = 0; i < r.cells(); ++i) {
            tap(r, after, i, sol.taps[static_cast<size_t>(i)]);
            sum += sol.taps[static_cast<size_t>(i)];
        }
        REQUIRE(solved(r, after));
        REQUIRE(sum == sol.min_taps);
    }
}

Rule make(int rows, int cols, int states, std::string_view tag = "", int target = 0) {
    auto r = parse_params(std::to_string(rows) + "x" + std::to_string(cols) + "s" + std::to_string(states) + "t" +
                          std::to_string(target) + std::string(tag));
    REQUIRE(r.ok());
    return *r;
}

} // namespace

TEST_CASE("solver matches brute force on every board up to 3x3 with S <= 6") {
    for (int s = 3; s <= 6; ++s)
        for (int rows = 1; rows <= 3; ++rows)
            for (int cols = 1; cols <= 3; ++cols) compare(make(rows, cols, s, "", (rows + cols) % s));
}

TEST_CASE("solver matches brute force for other neighbourhoods and adds") {
    for (int rows = 1; rows <= 3; ++rows)
        for (int cols = 1; cols <= 3; ++cols) {
            compare(make(rows, cols, 2, "a1b1"));  // Lights Out
            for (int s = 3; s <= 4; ++s) {
                compare(make(rows, cols, s, "x"));
                compare(make(rows, cols, s, "k"));
                compare(make(rows, cols, s, "w"));
                compare(make(rows, cols, s, "kw"));
            }
            compare(make(rows, cols, 6, "xw", 1));
            compare(make(rows, cols, 5, "a2b1"));
            compare(make(rows, cols, 6, "a0b3"));  // even the tapped cell may stay put
        }
}

TEST_CASE("Lights Out 5x5 all on: 15 presses, 4 minimal solutions") {
    Rule r = make(5, 5, 2, "a1b1", 0);
    const Board all_on(25, 1);
    const Solution sol = TapSolver(r).solve(all_on);
    REQUIRE(sol.solvable);
    CHECK(sol.solutions == 4);
    CHECK(sol.min_taps == 15);
    CHECK(sol.min_patterns == 4);
    Board b = all_on;
    for (int i = 0; i < 25; ++i) tap(r, b, i, sol.taps[static_cast<size_t>(i)]);
    CHECK(solved(r, b));
    // The classic: a single lit corner cannot be solved on 5x5.
    Board corner(25, 0);
    corner[0] = 1;
    CHECK_FALSE(TapSolver(r).solve(corner).solvable);
}

TEST_CASE("singular sizes are exactly the ones the maths predicts") {
    auto kernel = [](int rows, int cols, int s) { return TapSolver(make(rows, cols, s)).kernel_size(); };
    // Mod 3: 1x2, 1x5, 2x2, 2x3, 3x4, 4x4, 5x5 (and their transposes) are singular.
    for (auto rc : {std::pair{1, 2}, {1, 5}, {2, 2}, {2, 3}, {3, 4}, {4, 4}, {5, 5}}) {
        const int r = rc.first, c = rc.second;  // not a structured binding: CAPTURE's lambda needs a variable
        CAPTURE(r); CAPTURE(c);
        CHECK(kernel(r, c, 3) > 1);
        CHECK(kernel(c, r, 3) > 1);
    }
    for (auto rc : {std::pair{1, 3}, {1, 4}, {2, 4}, {3, 3}, {5, 6}, {6, 6}, {7, 7}}) {
        const int r = rc.first, c = rc.second;
        CAPTURE(r); CAPTURE(c);
        CHECK(kernel(r, c, 3) == 1);
    }
    CHECK(kernel(5, 5, 3) == 27);
    // Mod 5: 1x4, 2x2, 2x4, 3x4.
    for (auto rc : {std::pair{1, 4}, {2, 2}, {2, 4}, {3, 4}}) {
        const int r = rc.first, c = rc.second;
        CAPTURE(r); CAPTURE(c);
        CHECK(kernel(r, c, 5) > 1);
    }
    for (auto [r, c] : {std::pair{1, 3}, {3, 3}, {6, 6}, {7, 7}}) CHECK(kernel(r, c, 5) == 1);
    // Mod 6 and 9 inherit the mod-3 singularities; mod 15 would inherit both.
    CHECK(kernel(2, 2, 6) == 3);
    CHECK(kernel(4, 4, 9) > 1);
    // The determinant is odd: with S = 4 or 8 every board has exactly one solution.
    for (int s : {4, 8})
        for (int r = 1; r <= 7; ++r)
            for (int c = 1; c <= 7; ++c) {
                CAPTURE(s); CAPTURE(r); CAPTURE(c);
                REQUIRE(kernel(r, c, s) == 1);
            }
}

TEST_CASE("kernel generators change nothing and have the stated orders") {
    for (const char* p : {"5x5s3t0", "4x4s9t0", "5x5s6t0", "4x5s5t0", "6x6s5t0w", "6x6s9t0xw", "3x4s6t0"}) {
        CAPTURE(p);
        const Rule r = *parse_params(p);
        const TapSolver solver(r);
        pz::u128 product = 1;
        for (size_t k = 0; k < solver.kernel_generators().size(); ++k) {
            const auto& g = solver.kernel_generators()[k];
            const int order = solver.kernel_orders()[k];
            product *= static_cast<pz::u128>(order);
            Board b(static_cast<size_t>(r.cells()), 0);
            for (int i = 0; i < r.cells(); ++i) tap(r, b, i, g[static_cast<size_t>(i)]);
            CHECK(solved(r, b));
            // The order is exact: order/p multiples of g are not all zero (orders are prime powers).
            int prime = 2;
            while (order % prime) ++prime;
            bool exact_order = false;
            for (uint8_t v : g) exact_order |= (v * (order / prime)) % r.states != 0;
            CHECK(exact_order);
            for (uint8_t v : g) CHECK((v * order) % r.states == 0);
        }
        CHECK(product == solver.kernel_size());
    }
}

TEST_CASE("large boards: the optimal taps solve the board, and walking beats any particular solution") {
    for (const char* p : {"7x7s9t0", "7x7s6t3", "7x7s8t0k", "6x6s9t0xw", "5x5s6t0", "6x6s5t0w"}) {
        CAPTURE(p);
        const Rule r = *parse_params(p);
        const TapSolver solver(r);
        pz::Rng rng(99);
        for (int k = 0; k < 4; ++k) {
            Board b(static_cast<size_t>(r.cells()));
            Board start(static_cast<size_t>(r.cells()), static_cast<uint8_t>(r.target));
            for (int i = 0; i < r.cells(); ++i) tap(r, start, i, static_cast<int>(rng.below(static_cast<uint32_t>(r.states))));
            const Solution sol = solver.solve(start);
            REQUIRE(sol.solvable);
            CHECK(sol.exact);
            CHECK(sol.solutions == solver.kernel_size());
            CHECK(sol.min_patterns >= 1);
            b = start;
            int sum = 0;
            for (int i = 0; i < r.cells(); ++i) {
                tap(r, b, i, sol.taps[static_cast<size_t>(i)]);
                sum += sol.taps[static_cast<size_t>(i)];
            }
            CHECK(solved(r, b));
            CHECK(sum == sol.min_taps);
            const auto any = solver.any_solution(start);
            int any_sum = 0;
            for (uint8_t v : any) any_sum += v;
            CHECK(sol.min_taps <= any_sum);
        }
    }
}

TEST_CASE("exotic adds with huge kernels: a valid solution, marked as an upper bound") {
    // a0b3 with 9 states: every tap moves values by multiples of 3, so the kernel has over 3^49 elements.
    const Rule r = *parse_params("7x7s9t0a0b3");
    const TapSolver solver(r);
    CHECK(solver.kernel_size() > TapSolver::kWalkLimit);
    Board start(49, 0);
    pz::Rng rng(5);
    for (int i = 0; i < 49; ++i) tap(r, start, i, static_cast<int>(rng.below(9)));
    REQUIRE_FALSE(solved(r, start));
    const Solution sol = solver.solve(start);
    REQUIRE(sol.solvable);
    CHECK_FALSE(sol.exact);
    CHECK(sol.min_patterns == 0);
    Board b = start;
    int sum = 0;
    for (int i = 0; i < 49; ++i) {
        tap(r, b, i, sol.taps[static_cast<size_t>(i)]);
        sum += sol.taps[static_cast<size_t>(i)];
    }
    CHECK(solved(r, b));
    CHECK(sum == sol.min_taps);
    // A value off the multiples of 3 cannot be reached at all.
    Board off(49, 0);
    off[0] = 1;
    CHECK_FALSE(solver.solve(off).solvable);
}
