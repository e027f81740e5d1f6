// The BitFlipper command line: solve a board, build the Journey pack, the day's level; and the tags its levels carry.
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
    "       puzzlebox-tool bitflipper pack [--out FILE] [--json]\n"
    "       puzzlebox-tool bitflipper daily --date YYYY-MM-DD [--json]\n"
    "(generate, check and bench are every game's: puzzlebox-tool generate bitflipper --params RxCsStT[x|k][w][pN] ...)";

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

} // namespace

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    static const CliTable table{
        "bitflipper", kUsage,
        {"--out", "--date"},
        {"--json"},
        {{"solve", cmd_solve}, {"pack", cmd_pack}, {"daily", cmd_daily}}};
    return run_cli_table(table, args, out, err);
}

Result<GameType::LevelTags> level_tags(const Puzzle& puzzle) {
    const auto& p = dynamic_cast<const BitPuzzle&>(puzzle);
    const Solution sol = p.solver().solve(p.start());
    if (!sol.solvable) return fail("the board cannot be solved");
    return GameType::LevelTags{{"par", std::to_string(sol.min_taps)},
                               {"grade", grade_name(difficulty_score(p.rule(), sol.min_taps, sol.min_patterns == 1))}};
}

} // namespace pz::bitflipper
