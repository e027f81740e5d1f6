// The Sweet Spots command line: solve a zone file, generate boards or whole pack lines, check files
// and level packs, and a quick timing loop.
#include "game/sweetspots/cli.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "game/core/cli.h"
#include "game/core/json.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"
#include "game/sweetspots/generator.h"
#include "game/sweetspots/logic.h"
#include "game/sweetspots/rules.h"
#include "game/sweetspots/solver.h"

namespace pz::sweetspots {

namespace {

constexpr const char* kUsage =
    "usage: puzzlebox-tool sweetspots solve FILE [--k K] [--max M] [--nodes N] [--json]\n"
    "       puzzlebox-tool sweetspots generate --size N [--k K] [--grade G] [--seed S] [--count C] [--line] [--json]\n"
    "       puzzlebox-tool sweetspots check FILE [--k K] [--nodes N] [--json]\n"
    "       puzzlebox-tool sweetspots bench [--size N] [--k K] [--grade G] [--count C] [--seed S] [--json]\n";

std::vector<std::string> grid_rows(const Board& b, const std::vector<uint8_t>& chests) {
    std::vector<std::string> rows;
    for (int r = 0; r < b.n; ++r) {
        std::string s;
        for (int c = 0; c < b.n; ++c) s += chests[static_cast<size_t>(r * b.n + c)] ? '*' : '.';
        rows.push_back(s);
    }
    return rows;
}

// Every count a command makes is bounded in search nodes (5 million: 10-20 s at most on this
// project's 2-core machine; a unique 14x14 board needs far fewer): past the bound an unsettled answer
// is an error that says how to go on; two solutions found already settle "not unique".
constexpr int64_t kDefaultNodes = 5'000'000;
Result<uint64_t> node_limit(const CliArgs& a) {
    auto n = a.get_int("--nodes", kDefaultNodes, 1, 100'000'000'000);
    if (!n) return n.error();
    return static_cast<uint64_t>(*n);
}
// A count the bound cut short answers only if it already found two solutions ("not unique").
Result<void> settled(const CountResult& cr, uint64_t limit) {
    if (!cr.stopped || cr.count >= 2) return {};
    return fail("the search stopped at its bound of " + std::to_string(limit) + " nodes with " + std::to_string(cr.count) +
                " solution(s) found so far; give --nodes a larger bound to search further");
}

Result<Board> read_board(const std::string& path, int k) {
    auto text = read_file(path, 1 << 20);
    if (!text) return fail(describe(text.error(), path));
    auto b = parse_zone_file(*text, k);
    if (!b) return fail(describe(b.error(), path));
    if (k > 0 && b->k != k) return fail(path + ": the file says k=" + std::to_string(b->k) + " but --k gives " + std::to_string(k));
    return b;
}

void write_uses(JsonWriter& j, const std::array<int, kTechniques>& uses) {
    j.key("techniques").begin_object();
    for (int t = 0; t < kTechniques; ++t)
        if (uses[static_cast<size_t>(t)]) j.field(technique_name(static_cast<Technique>(t)), uses[static_cast<size_t>(t)]);
    j.end_object();
}

std::string uses_text(const std::array<int, kTechniques>& uses) {
    std::string s;
    for (int t = 0; t < kTechniques; ++t)
        if (uses[static_cast<size_t>(t)]) s += (s.empty() ? "" : ", ") + std::string(technique_name(static_cast<Technique>(t))) + " " + std::to_string(uses[static_cast<size_t>(t)]);
    return s.empty() ? "none" : s;
}

// The one vocabulary of solve and check: a grade for a unique board the logic solves, else why not.
std::string verdict_word(uint64_t solutions, bool graded, Grade grade) {
    if (solutions == 0) return "unsolvable";
    if (solutions > 1) return "not unique";
    return graded ? std::string(grade_name(grade)) : "unrated";
}

int cmd_solve(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "usage: sweetspots solve FILE [--k K] [--max M] [--nodes N] [--json]");
    auto k = a.get_int("--k", -1, 1, 3);
    if (!k) return cli_fail(err, k.error().message);
    // Counting is bounded: past a million solutions "more than one" says all a player needs.
    auto cap = a.get_int("--max", 2, 1, 1000000);
    if (!cap) return cli_fail(err, cap.error().message);
    auto limit = node_limit(a);
    if (!limit) return cli_fail(err, limit.error().message);
    auto b = read_board(a.positional()[1], static_cast<int>(*k));
    if (!b) return cli_fail(err, b.error().message);
    CountResult cr = count_solutions(*b, static_cast<uint64_t>(*cap), {}, false, *limit);
    if (auto ok = settled(cr, *limit); !ok) return cli_fail(err, a.positional()[1] + ": " + ok.error().message);
    std::vector<uint8_t> sol(static_cast<size_t>(b->n * b->n), 0);
    for (int i : solution_cells(*b, cr.solution)) sol[static_cast<size_t>(i)] = 1;
    LogicResult lr;
    bool graded = false;
    if (cr.count >= 1) {
        lr = Logic(*b).solve(Grade::Expert);
        graded = lr.solved && cr.count == 1;
    }
    const std::string difficulty = verdict_word(cr.count, graded, lr.grade);
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("size", b->n).field("k", b->k).field("solutions", cr.count).field("capped", cr.count >= static_cast<uint64_t>(*cap) || cr.stopped);
        j.key("solution");
        if (cr.count == 0) j.null();
        else {
            j.begin_array();
            for (const auto& row : grid_rows(*b, sol)) j.value(row);
            j.end_array();
        }
        j.field("difficulty", difficulty);
        write_uses(j, lr.uses);
        j.end_object();
        out << j.str() << "\n";
    } else {
        out << "solutions: " << cr.count << (cr.count >= static_cast<uint64_t>(*cap) || cr.stopped ? " (or more)" : "") << "\n";
        if (cr.count) {
            out << "solution:\n";
            for (const auto& row : grid_rows(*b, sol)) out << "  " << row << "\n";
        }
        out << "difficulty: " << difficulty << "\n";
        out << "techniques: " << uses_text(lr.uses) << "\n";
    }
    return cr.count == 0 ? kExitNo : kExitOk;
}

std::string level_line(const Generated& g, uint64_t seed) {
    return Params{g.board.n, g.board.k, false, Grade::Easy}.text(false) + ":" + format_desc(g.board) + " seed=" + std::to_string(seed) +
           " grade=" + std::string(grade_name(g.grade));
}

int cmd_generate(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 1) return cli_fail(err, "usage: sweetspots generate --size N [--k K] [--grade G] [--seed S] [--count C] [--line] [--json]");
    auto n = a.get_int("--size", 8, kMinSize, kMaxSize);
    if (!n) return cli_fail(err, n.error().message);
    auto k = a.get_int("--k", 1, 1, 3);
    if (!k) return cli_fail(err, k.error().message);
    auto seed = a.get_u64("--seed", 1);
    if (!seed) return cli_fail(err, seed.error().message);
    auto count = a.get_int("--count", 1, 1, 100000);
    if (!count) return cli_fail(err, count.error().message);
    Params p{static_cast<int>(*n), static_cast<int>(*k), false, Grade::Easy};
    auto ok = check_params(p.n, p.k);
    if (!ok) return cli_fail(err, ok.error().message);
    if (auto g = a.get("--grade")) {
        auto grade = parse_grade(*g);
        if (!grade) return cli_fail(err, grade.error().message);
        p.has_grade = true;
        p.grade = *grade;
    }
    JsonWriter j;
    if (a.json()) j.begin_object().field("params", p.text()).key("levels").begin_array();
    for (int64_t i = 0; i < *count; ++i) {
        uint64_t s = *seed + static_cast<uint64_t>(i);
        auto g = generate_board(p, s);
        if (!g) return cli_fail(err, g.error().message);
        if (a.json()) {
            j.begin_object().field("seed", s).field("params", Params{p.n, p.k, false, Grade::Easy}.text(false)).field("desc", format_desc(g->board));
            j.field("grade", grade_name(g->grade)).field("attempts", g->attempts);
            write_uses(j, g->uses);
            j.end_object();
        } else if (a.has("--line") || *count > 1) {
            out << level_line(*g, s) << "\n";
        } else {
            out << format_level_file(g->board);
        }
    }
    if (a.json()) {
        j.end_array().end_object();
        out << j.str() << "\n";
    }
    return 0;
}

bool looks_like_pack(const std::string& text) {
    for (auto line : split_lines(text)) {
        line = trim(line);
        if (line.empty() || line[0] == '#') continue;
        return line.find(':') != std::string_view::npos && line.find(' ') != std::string_view::npos;
    }
    return false;
}

int cmd_check(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "usage: sweetspots check FILE [--k K] [--nodes N] [--json]");
    const std::string& path = a.positional()[1];
    auto k = a.get_int("--k", -1, 1, 3);
    if (!k) return cli_fail(err, k.error().message);
    auto text = read_file(path, 16 << 20);
    if (!text) return cli_fail(err, describe(text.error(), path));
    if (looks_like_pack(*text)) {
        auto pack = parse_level_pack(*text, path);
        if (!pack) return cli_fail(err, describe(pack.error(), path));
        for (const Level& lv : pack->levels) {
            auto ok = verify_level(lv);
            if (!ok) return cli_fail(err, path + ":" + std::to_string(lv.line) + ": " + ok.error().message);
        }
        if (a.json()) {
            JsonWriter j;
            j.begin_object().field("file", path).field("ok", true).field("levels", pack->levels.size()).end_object();
            out << j.str() << "\n";
        } else {
            out << path << ": " << pack->levels.size() << " levels, all unique, graded and reproducible from their seeds\n";
        }
        return 0;
    }
    auto b = read_board(path, static_cast<int>(*k));
    if (!b) return cli_fail(err, b.error().message);
    auto limit = node_limit(a);
    if (!limit) return cli_fail(err, limit.error().message);
    CountResult cr = count_solutions(*b, 2, {}, false, *limit);
    if (auto ok = settled(cr, *limit); !ok) return cli_fail(err, path + ": " + ok.error().message);
    LogicResult lr;
    if (cr.count == 1) lr = Logic(*b).solve(Grade::Expert);
    const std::string grade = verdict_word(cr.count, cr.count == 1 && lr.solved, lr.grade);
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("file", path).field("ok", true).field("size", b->n).field("k", b->k).field("solutions", cr.count);
        j.field("unique", cr.count == 1).field("difficulty", grade).end_object();
        out << j.str() << "\n";
    } else {
        out << path << ": " << b->n << "x" << b->n << " k=" << b->k << ", zones valid, "
            << (cr.count == 0 ? "no solution" : cr.count == 1 ? "exactly one solution" : "more than one solution")
            << ", difficulty " << grade << "\n";
    }
    return cr.count == 1 ? kExitOk : kExitNo;
}

int cmd_bench(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto n = a.get_int("--size", 10, kMinSize, kMaxSize);
    auto k = a.get_int("--k", 2, 1, 3);
    auto count = a.get_int("--count", 20, 1, 100000);
    auto seed = a.get_u64("--seed", 1);
    if (!n || !k || !count || !seed) return cli_fail(err, "bad --size, --k, --count or --seed");
    Params p{static_cast<int>(*n), static_cast<int>(*k), false, Grade::Easy};
    auto ok = check_params(p.n, p.k);
    if (!ok) return cli_fail(err, ok.error().message);
    if (auto g = a.get("--grade")) {
        auto grade = parse_grade(*g);
        if (!grade) return cli_fail(err, grade.error().message);
        p.has_grade = true;
        p.grade = *grade;
    }
    using Clock = std::chrono::steady_clock;
    std::vector<double> gen_ms, count_ms;
    int attempts = 0;
    for (int64_t i = 0; i < *count; ++i) {
        auto t0 = Clock::now();
        auto g = generate_board(p, *seed + static_cast<uint64_t>(i));
        auto t1 = Clock::now();
        if (!g) return cli_fail(err, g.error().message);
        attempts += g->attempts;
        gen_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        auto t2 = Clock::now();
        CountResult cr = count_solutions(g->board, 2);
        auto t3 = Clock::now();
        if (cr.count != 1) return cli_fail(err, "generated board is not unique (a bug)");
        count_ms.push_back(std::chrono::duration<double, std::milli>(t3 - t2).count());
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("params", p.text()).field("count", *count).field("generate_median_ms", median(gen_ms));
        j.field("count_median_ms", median(count_ms)).field("attempts", attempts).end_object();
        out << j.str() << "\n";
    } else {
        char buf[200];
        std::snprintf(buf, sizeof buf, "%s x%lld: generate median %.2f ms, count-to-2 median %.3f ms, %d attempts\n", p.text().c_str(),
                      static_cast<long long>(*count), median(gen_ms), median(count_ms), attempts);
        out << buf;
    }
    return 0;
}

} // namespace

std::vector<std::string> pack_files() { return {"starter.txt", "classic.txt", "twostart.txt", "double.txt"}; }

Result<void> verify_level(const Level& lv) {
    auto p = parse_params(lv.params);
    if (!p) return p.error();
    if (p->has_grade) return fail("level params carry no grade (use the grade= tag)");
    auto b = parse_desc(*p, lv.desc);
    if (!b) return b.error();
    CountResult cr = count_solutions(*b, 2);
    if (cr.count != 1) return fail(cr.count == 0 ? "the level has no solution" : "the level has more than one solution");
    auto grade = parse_grade(lv.tag("grade"));
    if (!grade) return fail("grade= tag: " + grade.error().message);
    LogicResult lr = Logic(*b).solve(*grade);
    if (!lr.solved) return fail("the logical solver cannot finish it at grade " + std::string(grade_name(*grade)));
    if (lr.grade != *grade) return fail("it is graded " + std::string(grade_name(lr.grade)) + ", not " + std::string(grade_name(*grade)));
    auto seed = parse_u64(lv.tag("seed"), "seed= tag");
    if (!seed) return seed.error();
    Params gp = *p;
    gp.has_grade = true;
    gp.grade = *grade;
    auto g = generate_board(gp, *seed);
    if (!g) return fail("regenerating from the seed: " + g.error().message);
    if (format_desc(g->board) != lv.desc) return fail("seed " + std::to_string(*seed) + " generates a different board");
    return {};
}

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    static const CliTable table{"sweetspots", kUsage, {"--k", "--max", "--nodes", "--size", "--grade", "--seed", "--count"}, {"--json", "--line"},
                                {{"solve", cmd_solve}, {"generate", cmd_generate}, {"check", cmd_check}, {"bench", cmd_bench}}};
    return run_cli_table(table, args, out, err);
}

} // namespace pz::sweetspots
