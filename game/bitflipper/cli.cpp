// The BitFlipper command line: solve and check boards or packs, generate levels, build the Journey pack.
#include "game/bitflipper/cli.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "game/bitflipper/generator.h"
#include "game/bitflipper/rules.h"
#include "game/bitflipper/solver.h"
#include "game/core/cli.h"
#include "game/core/json.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"

namespace pz::bitflipper {

namespace {

constexpr const char* kUsage =
    "usage: puzzlebox-tool bitflipper solve FILE [--json]\n"
    "       puzzlebox-tool bitflipper generate --rows R --cols C --states S [--target T] [--shape o|x|k] [--wrap]\n"
    "                                          [--scramble N] --seed N [--count K] [--text] [--json]\n"
    "       puzzlebox-tool bitflipper generate --params P --seed N [--count K] [--text] [--json]\n"
    "       puzzlebox-tool bitflipper check FILE [--json]\n"
    "       puzzlebox-tool bitflipper pack [--out FILE] [--json]\n"
    "       puzzlebox-tool bitflipper daily --date YYYY-MM-DD [--json]\n"
    "       puzzlebox-tool bitflipper bench [--params P] [--count K] [--json]";

// A board from a file: the text form, or a level line "params:desc [tags]" (the first one in a pack).
struct Loaded {
    Rule rule;
    Board board;
    bool pack = false;
};

Result<Loaded> read_board(const std::string& path) {
    auto text = read_file(path, 4ull << 20);
    if (!text) return fail(describe(text.error(), path));
    for (auto raw : split_lines(*text)) {
        auto l = trim(raw);
        if (l.empty() || l[0] == '#') continue;
        if (l.find(':') == std::string_view::npos) break;
        auto pack = parse_level_pack(*text);
        if (!pack) return fail(describe(pack.error(), path));
        const Level& lv = pack->levels.front();
        auto rule = parse_params(lv.params);
        if (!rule) return fail(describe(fail(rule.error().message, lv.line), path));
        auto board = parse_desc(*rule, lv.desc);
        if (!board) return fail(describe(fail(board.error().message, lv.line), path));
        return Loaded{*rule, *board, true};
    }
    auto f = parse_text(*text);
    if (!f) return fail(describe(f.error(), path));
    return Loaded{f->rule, f->board, false};
}

std::vector<std::string> tap_rows(const Rule& r, const std::vector<uint8_t>& taps) {
    std::vector<std::string> rows;
    for (int i = 0; i < r.rows; ++i) {
        std::string s;
        for (int j = 0; j < r.cols; ++j) {
            if (j) s += ' ';
            s += std::to_string(taps[static_cast<size_t>(i * r.cols + j)]);
        }
        rows.push_back(s);
    }
    return rows;
}

int cmd_solve(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "usage: puzzlebox-tool bitflipper solve FILE [--json]");
    auto in = read_board(a.positional()[1]);
    if (!in) return cli_fail(err, in.error().message);
    const TapSolver solver(in->rule);
    const Solution sol = solver.solve(in->board);
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("solvable", sol.solvable).field_u128("solutions", sol.solutions).key("min_taps");
        if (sol.solvable) j.value(sol.min_taps);
        else j.null();
        j.field_u128("min_tap_patterns", sol.min_patterns).key("taps");
        if (sol.solvable) {
            j.begin_array();
            for (int r = 0; r < in->rule.rows; ++r) {
                j.begin_array();
                for (int c = 0; c < in->rule.cols; ++c) j.value(static_cast<int>(sol.taps[static_cast<size_t>(r * in->rule.cols + c)]));
                j.end_array();
            }
            j.end_array();
        } else {
            j.null();
        }
        j.field("exact", sol.exact).field("params", format_params(in->rule)).field_u128("kernel_size", solver.kernel_size());
        j.end_object();
        out << j.str() << "\n";
    } else if (sol.solvable) {
        out << "solvable: yes (" << describe_rule(in->rule) << ")\n";
        out << "solutions: " << u128_to_string(sol.solutions) << "\n";
        out << "min taps: " << sol.min_taps << (sol.exact ? "" : " (upper bound: kernel too large to search)") << "\n";
        out << "min tap patterns: " << u128_to_string(sol.min_patterns) << "\n";
        out << "taps:\n";
        for (const auto& row : tap_rows(in->rule, sol.taps)) out << row << "\n";
    } else {
        out << "solvable: no (" << describe_rule(in->rule) << ")\n";
    }
    return sol.solvable ? 0 : 1;
}

// Params from --params, or from --rows/--cols/--states/--target/--shape/--wrap/--scramble.
Result<Rule> rule_from_flags(const CliArgs& a) {
    if (auto p = a.get("--params")) return parse_params(*p);
    Rule r;
    auto rows = a.get_int("--rows", 5, 1, kMaxSide);
    if (!rows) return rows.error();
    auto cols = a.get_int("--cols", *rows, 1, kMaxSide);
    if (!cols) return cols.error();
    auto states = a.get_int("--states", 4, kMinStates, kMaxStates);
    if (!states) return states.error();
    auto target = a.get_int("--target", 0, 0, *states - 1);
    if (!target) return target.error();
    auto scramble = a.get_int("--scramble", 0, 0, 999);
    if (!scramble) return scramble.error();
    r.rows = static_cast<int>(*rows);
    r.cols = static_cast<int>(*cols);
    r.states = static_cast<int>(*states);
    r.target = static_cast<int>(*target);
    r.scramble = static_cast<int>(*scramble);
    r.wrap = a.has("--wrap");
    const std::string shape = a.get("--shape").value_or("o");
    if (shape == "o" || shape == "orthogonal") r.shape = Shape::Orthogonal;
    else if (shape == "x" || shape == "diagonal") r.shape = Shape::Diagonal;
    else if (shape == "k" || shape == "king") r.shape = Shape::King;
    else return fail("--shape must be o, x or k, not '" + shape + "'");
    auto ok = validate(r);
    if (!ok) return ok.error();
    return r;
}

int cmd_generate(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 1) return cli_fail(err, kUsage);
    auto rule = rule_from_flags(a);
    if (!rule) return cli_fail(err, rule.error().message);
    if (!a.get("--seed")) return cli_fail(err, "generate needs --seed N");
    auto seed = a.get_u64("--seed", 1);
    if (!seed) return cli_fail(err, seed.error().message);
    auto count = a.get_int("--count", 1, 1, 100000);
    if (!count) return cli_fail(err, count.error().message);
    const TapSolver solver(*rule);
    JsonWriter j;
    j.begin_object().field("params", format_params(*rule)).key("levels").begin_array();
    for (int64_t k = 0; k < *count; ++k) {
        const uint64_t s = *seed + static_cast<uint64_t>(k);
        auto g = generate(solver, s);
        if (!g) return cli_fail(err, g.error().message);
        const std::string desc = format_desc(*rule, g->board);
        if (a.json()) {
            j.begin_object().field("seed", s).field("desc", desc).field("par", g->par).field("grade", g->grade);
            j.field_u128("solutions", g->solutions).field_u128("min_tap_patterns", g->min_patterns).end_object();
        } else if (a.has("--text")) {
            out << "# seed " << s << ", par " << g->par << ", " << g->grade << "\n" << format_text(*rule, g->board);
        } else {
            out << format_params(*rule) << ":" << desc << " seed=" << s << " par=" << g->par << " grade=" << g->grade << "\n";
        }
    }
    j.end_array().end_object();
    if (a.json()) out << j.str() << "\n";
    return 0;
}

int cmd_check(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "usage: puzzlebox-tool bitflipper check FILE [--json]");
    const std::string& path = a.positional()[1];
    auto text = read_file(path, 16ull << 20);
    if (!text) return cli_fail(err, describe(text.error(), path));
    std::vector<std::string> problems;
    int levels = 0;
    bool is_pack = false;
    for (auto raw : split_lines(*text)) {
        auto l = trim(raw);
        if (l.empty() || l[0] == '#') continue;
        is_pack = l.find(':') != std::string_view::npos;
        break;
    }
    if (is_pack) {
        auto pack = parse_level_pack(*text);
        if (!pack) return cli_fail(err, describe(pack.error(), path));
        for (const Level& lv : pack->levels) {
            ++levels;
            auto problem = [&](const std::string& m) { problems.push_back(describe(fail(m, lv.line), path)); };
            auto rule = parse_params(lv.params);
            if (!rule) { problem(rule.error().message); continue; }
            auto board = parse_desc(*rule, lv.desc);
            if (!board) { problem(board.error().message); continue; }
            const TapSolver solver(*rule);
            const Solution sol = solver.solve(*board);
            if (!sol.solvable) { problem("the board cannot be solved"); continue; }
            if (solved(*rule, *board)) problem("the board starts solved");
            if (auto par = lv.tag("par"); !par.empty() && par != std::to_string(sol.min_taps))
                problem("par=" + par + " but the fewest taps is " + std::to_string(sol.min_taps));
            if (auto seed = lv.tag("seed"); !seed.empty()) {
                auto sv = parse_u64(seed, "a seed");
                if (!sv) { problem(sv.error().message); continue; }
                auto g = generate(solver, *sv);
                if (!g) problem(g.error().message);
                else if (format_desc(*rule, g->board) != lv.desc) problem("seed=" + seed + " does not generate this board");
            }
        }
    } else {
        auto f = parse_text(*text);
        if (!f) return cli_fail(err, describe(f.error(), path));
        levels = 1;
        const Solution sol = TapSolver(f->rule).solve(f->board);
        if (!sol.solvable) problems.push_back(path + ": the board cannot be solved");
    }
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("file", path).field("ok", problems.empty()).field("levels", levels).array_of("problems", problems).end_object();
        out << j.str() << "\n";
    } else {
        for (const auto& p : problems) out << p << "\n";
        out << (problems.empty() ? "ok: " : "problems: ") << levels << (levels == 1 ? " level" : " levels") << " checked, "
            << problems.size() << " problem" << (problems.size() == 1 ? "" : "s") << "\n";
    }
    return problems.empty() ? 0 : 1;
}

int cmd_pack(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto text = build_journey();
    if (!text) return cli_fail(err, text.error().message);
    if (auto path = a.get("--out")) {
        auto w = write_file_atomic(*path, *text);
        if (!w) return cli_fail(err, describe(w.error(), *path));
        if (a.json()) {
            JsonWriter j;
            j.begin_object().field("file", *path).field("levels", journey_recipe().size()).end_object();
            out << j.str() << "\n";
        } else {
            out << "wrote " << journey_recipe().size() << " levels to " << *path << "\n";
        }
    } else {
        out << *text;
    }
    return 0;
}

int cmd_daily(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto date = a.get("--date");
    if (!date) return cli_fail(err, "daily needs --date YYYY-MM-DD");
    auto parts = split(*date, '-');
    if (parts.size() != 3) return cli_fail(err, "--date must look like 2026-11-23, not '" + *date + "'");
    auto y = parse_int(parts[0], 1970, 9999, "a year");
    auto m = parse_int(parts[1], 1, 12, "a month");
    auto d = parse_int(parts[2], 1, 31, "a day");
    if (!y || !m || !d) return cli_fail(err, "--date must look like 2026-11-23, not '" + *date + "'");
    const int yy = static_cast<int>(*y), mm = static_cast<int>(*m), dd = static_cast<int>(*d);
    const std::string params = daily_params(yy, mm, dd);
    const uint64_t seed = daily_seed(yy, mm, dd);
    auto rule = parse_params(params);
    if (!rule) return cli_fail(err, rule.error().message);
    auto g = generate(*rule, seed);
    if (!g) return cli_fail(err, g.error().message);
    const std::string desc = format_desc(*rule, g->board);
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("date", *date).field("params", params).field("seed", seed).field("desc", desc).field("par", g->par);
        j.field("grade", g->grade).end_object();
        out << j.str() << "\n";
    } else {
        out << params << ":" << desc << " seed=" << seed << " par=" << g->par << " grade=" << g->grade << "\n";
    }
    return 0;
}

int cmd_bench(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto rule = parse_params(a.get("--params").value_or("7x7s9t0"));
    if (!rule) return cli_fail(err, rule.error().message);
    auto count = a.get_int("--count", 200, 1, 1000000);
    if (!count) return cli_fail(err, count.error().message);
    using clock = std::chrono::steady_clock;
    auto t0 = clock::now();
    const TapSolver solver(*rule);
    const double factor_ms = std::chrono::duration<double, std::milli>(clock::now() - t0).count();
    std::vector<Board> boards;
    t0 = clock::now();
    for (int64_t k = 0; k < *count; ++k) {
        auto g = generate(solver, static_cast<uint64_t>(k) + 1);
        if (!g) return cli_fail(err, g.error().message);
        boards.push_back(std::move(g->board));
    }
    const double gen_ms = std::chrono::duration<double, std::milli>(clock::now() - t0).count() / static_cast<double>(*count);
    t0 = clock::now();
    long total = 0;
    for (const Board& b : boards) total += solver.solve(b).min_taps;
    const double solve_ms = std::chrono::duration<double, std::milli>(clock::now() - t0).count() / static_cast<double>(*count);
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("params", format_params(*rule)).field("count", *count).field("factor_ms", factor_ms);
        j.field("generate_ms", gen_ms).field("solve_ms", solve_ms).field("mean_par", static_cast<double>(total) / static_cast<double>(*count));
        j.field_u128("kernel_size", solver.kernel_size()).end_object();
        out << j.str() << "\n";
    } else {
        char line[256];
        std::snprintf(line, sizeof line, "%s: factor %.3f ms, generate %.3f ms, solve %.3f ms per board (%lld boards, mean par %.1f)\n",
                      format_params(*rule).c_str(), factor_ms, gen_ms, solve_ms, static_cast<long long>(*count),
                      static_cast<double>(total) / static_cast<double>(*count));
        out << line;
    }
    return 0;
}

} // namespace

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    static const CliTable table{
        "bitflipper", kUsage,
        {"--rows", "--cols", "--states", "--target", "--shape", "--scramble", "--params", "--seed", "--count", "--out", "--date"},
        {"--json", "--wrap", "--text"},
        {{"solve", cmd_solve}, {"generate", cmd_generate}, {"check", cmd_check}, {"pack", cmd_pack}, {"daily", cmd_daily}, {"bench", cmd_bench}}};
    return run_cli_table(table, args, out, err);
}

} // namespace pz::bitflipper
