// BitFlipper level generation: scramble a solved board with seeded taps, grade it with the exact solver.
#include "game/bitflipper/generator.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "engine/rng.h"

namespace pz::bitflipper {

Result<Generated> generate(const Rule& rule, uint64_t seed) {
    auto ok = validate(rule);
    if (!ok) return ok.error();
    const TapSolver solver(rule);
    return generate(solver, seed);
}

Result<Generated> generate(const TapSolver& solver, uint64_t seed) {
    const Rule& rule = solver.rule();
    const int n = rule.cells();
    Rng rng(seed);
    for (int attempt = 0; attempt < 1000; ++attempt) {
        // Tapping x undoes itself after S taps per cell, so tapping each cell S − x_i times from
        // the solved board gives a board that x solves.
        Board board(static_cast<size_t>(n), static_cast<uint8_t>(rule.target));
        if (rule.scramble == 0) {
            for (int i = 0; i < n; ++i) tap(rule, board, i, rule.states - static_cast<int>(rng.below(static_cast<uint32_t>(rule.states))));
        } else {
            for (int k = 0; k < rule.scramble; ++k) tap(rule, board, static_cast<int>(rng.below(static_cast<uint32_t>(n))), rule.states - 1);
        }
        if (solved(rule, board)) continue;  // the taps were in the kernel: draw again
        const Solution sol = solver.solve(board);
        if (!sol.solvable) return fail("internal error: a scrambled board has no solution");
        Generated g;
        g.board = std::move(board);
        g.par = sol.min_taps;
        g.solutions = sol.solutions;
        g.min_patterns = sol.min_patterns;
        g.grade = grade_name(difficulty_score(rule, g.par, sol.min_patterns == 1));
        return g;
    }
    return fail("this rule leaves every board solved (each tap changes nothing)");
}

int difficulty_score(const Rule& rule, int par, bool unique_optimum) {
    int score = par + rule.cells() / 3 + 2 * (rule.states - 3);
    if (rule.target != 0) score += 1;
    if (rule.shape == Shape::Diagonal) score += 2;
    if (rule.shape == Shape::King) score += 3;
    if (rule.wrap) score += 2;
    // Several shortest patterns leave the player more ways to be right.
    if (!unique_optimum) score -= 2;
    return score < 0 ? 0 : score;
}

std::string grade_name(int score) {
    if (score < 8) return "easy";
    if (score < 18) return "medium";
    if (score < 34) return "hard";
    return "expert";
}

uint64_t daily_seed(int year, int month, int day) {
    const uint64_t date = static_cast<uint64_t>(year) * 10000u + static_cast<uint64_t>(month) * 100u + static_cast<uint64_t>(day);
    return mix64(0xB17F11BB17F11Bull ^ mix64(date));
}

std::string daily_params(int year, int month, int day) {
    static const char* const daily[] = {"4x4s4t0", "5x5s5t0", "5x5s6t0", "4x4s6t0k", "5x5s7t0w", "6x6s8t0p24", "5x5s9t0x"};
    const uint64_t pick = daily_seed(year, month, day) >> 32;
    return daily[pick % (sizeof daily / sizeof daily[0])];
}

const std::vector<JourneyStep>& journey_recipe() {
    // Rows of three states first, then targets, grids, more states, new shapes, wrap, big boards.
    static const std::vector<JourneyStep> steps = {
        {"1x3s3t0", 1, 1},      {"1x3s3t0", 2, 2},      {"1x3s3t0", 3, 3},      {"1x4s3t0", 2, 3},
        {"1x4s3t0", 3, 4},      {"1x5s3t0", 3, 4},      {"1x5s3t0", 4, 6},      {"1x3s3t1", 2, 3},
        {"1x4s3t2", 3, 4},      {"1x5s3t1", 4, 6},      {"1x4s4t0", 3, 5},      {"1x5s4t0", 4, 6},
        {"1x4s4t2", 4, 7},      {"2x2s3t0", 2, 3},      {"2x2s3t1", 3, 4},      {"2x3s3t0", 3, 5},
        {"2x3s3t0", 5, 7},      {"2x3s4t0", 4, 7},      {"2x3s4t3", 5, 8},      {"3x3s3t0", 4, 6},
        {"3x3s3t0", 6, 8},      {"3x3s3t2", 6, 9},      {"3x3s4t0", 6, 9},      {"3x3s4t1", 8, 11},
        {"3x3s5t0", 6, 10},     {"3x3s5t0", 10, 14},    {"3x3s3t0x", 3, 5},     {"3x3s3t0x", 5, 8},
        {"3x3s4t0x", 6, 10},    {"3x3s3t0k", 3, 5},     {"3x3s4t0k", 5, 8},     {"3x3s5t2k", 8, 12},
        {"3x4s3t0", 6, 9},      {"3x4s4t0", 8, 12},     {"3x4s5t0", 10, 15},    {"4x4s3t0", 6, 10},
        {"4x4s4t0", 8, 12},     {"4x4s4t0", 12, 16},    {"4x4s5t1", 12, 18},    {"3x3s3t0w", 3, 6},
        {"3x3s4t0w", 6, 10},    {"4x4s4t0w", 8, 14},    {"4x4s6t0", 12, 18},    {"4x4s4t0x", 8, 14},
        {"4x4s5t0k", 10, 16},   {"4x5s4t0p12", 8, 12},  {"4x5s6t0p14", 10, 14}, {"5x5s3t0p14", 9, 14},
        {"5x5s4t0p14", 10, 14}, {"5x5s5t0p16", 12, 16}, {"5x5s6t0p18", 14, 18}, {"5x5s6t3p18", 14, 18},
        {"5x5s4t0xp16", 12, 16}, {"5x5s5t0kp16", 12, 16}, {"5x5s6t0wp18", 14, 18}, {"5x6s7t0p20", 16, 20},
        {"6x6s5t0p22", 18, 22}, {"6x6s7t0p24", 20, 24}, {"6x6s8t2p26", 22, 26}, {"6x6s6t0kp24", 20, 24},
        {"6x7s8t0p28", 24, 28}, {"7x7s6t0p30", 26, 30}, {"7x7s7t0wp32", 28, 32}, {"7x7s8t0xp32", 28, 32},
        {"7x7s9t0p36", 32, 36}, {"7x7s9t4kp36", 32, 36}, {"7x7s9t0", 0, 1000},
    };
    return steps;
}

namespace {

// Where a grade sits in the Journey: easy first, expert last.
int grade_rank(const std::string& grade) {
    static const char* const order[] = {"easy", "medium", "hard", "expert"};
    for (int i = 0; i < 4; ++i)
        if (grade == order[i]) return i;
    return 4;
}

} // namespace

Result<std::string> build_journey() {
    std::string out = "# title: Journey\n"
                      "# Made by `puzzlebox-tool bitflipper pack`: each level is generate(params, seed); par = fewest taps.\n"
                      "# Ordered by grade (the recipe's order within a grade), so a player never meets an easy level after a hard one.\n";
    std::set<std::string> seen;
    std::vector<std::pair<int, std::string>> levels;  // grade rank, level line
    const auto& steps = journey_recipe();
    for (size_t i = 0; i < steps.size(); ++i) {
        const JourneyStep& st = steps[i];
        auto rule = parse_params(st.params);
        if (!rule) return fail("journey step " + std::to_string(i + 1) + ": " + rule.error().message);
        const TapSolver solver(*rule);
        bool found = false;
        for (uint64_t k = 0; k < 20000 && !found; ++k) {
            const uint64_t seed = (i + 1) * 100000 + k;
            auto g = generate(solver, seed);
            if (!g) return fail("journey step " + std::to_string(i + 1) + ": " + g.error().message);
            if (g->par < st.min_par || g->par > st.max_par) continue;
            const std::string desc = format_desc(*rule, g->board);
            const std::string line = format_params(*rule) + ":" + desc;
            if (!seen.insert(desc + "|" + rule_tag(*rule) + std::to_string(rule->target)).second) continue;
            levels.emplace_back(grade_rank(g->grade),
                                line + " seed=" + std::to_string(seed) + " par=" + std::to_string(g->par) + " grade=" + g->grade + "\n");
            found = true;
        }
        if (!found)
            return fail("journey step " + std::to_string(i + 1) + " (" + st.params + "): no seed gives par " +
                        std::to_string(st.min_par) + ".." + std::to_string(st.max_par));
    }
    // Seeds come from the recipe's step numbers, so sorting afterwards keeps every level as it was.
    std::stable_sort(levels.begin(), levels.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [rank, line] : levels) out += line;
    return out;
}

} // namespace pz::bitflipper
