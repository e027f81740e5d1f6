// The Sweet Spots command line: solve a zone file; what a level's line says of it (one solution, its
// grade), for the shared generate and check.
#include "game/sweetspots/cli.h"

#include "game/core/cli.h"
#include "game/core/json.h"
#include "game/core/text.h"
#include "game/sweetspots/generator.h"
#include "game/sweetspots/logic.h"
#include "game/sweetspots/rules.h"
#include "game/sweetspots/solver.h"

namespace pz::sweetspots {

namespace {

constexpr const char* kUsage =
    "usage: puzzlebox-tool sweetspots solve FILE [--k K] [--max M] [--nodes N] [--json]\n"
    "(generate, check and bench are every game's: puzzlebox-tool generate sweetspots --params NkK[dG] ...)\n";

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
    static const CliTable table{"sweetspots", kUsage, {"--k", "--max", "--nodes"}, {"--json"}, {{"solve", cmd_solve}}};
    return run_cli_table(table, args, out, err);
}

Result<GameType::LevelTags> level_tags(const Puzzle& puzzle) {
    const Board& b = dynamic_cast<const SpotsPuzzle&>(puzzle).board();
    const CountResult cr = count_solutions(b, 2);
    if (cr.count != 1) return fail(cr.count == 0 ? "the level has no solution" : "the level has more than one solution");
    const LogicResult lr = Logic(b).solve(Grade::Expert);
    if (!lr.solved) return fail("reasoning alone cannot finish it");
    return GameType::LevelTags{{"grade", std::string(grade_name(lr.grade))}};
}

} // namespace pz::sweetspots
