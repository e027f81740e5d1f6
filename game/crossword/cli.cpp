// The crossword command line: solve and check puzzle files, generate puzzles and the level pack.
#include "game/crossword/cli.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "game/core/cli.h"
#include "game/core/json.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"
#include "game/crossword/filler.h"
#include "game/crossword/grid.h"

namespace pz::crossword {

namespace {

constexpr const char* kUsage =
    "usage: puzzlebox-tool crossword solve FILE [--max M] [--json]\n"
    "       puzzlebox-tool crossword generate --size N --seed S [--free] [--density P] [--count K] [--dict FILE] [--json]\n"
    "       puzzlebox-tool crossword check FILE [--json]\n"
    "       puzzlebox-tool crossword pack [--out FILE] [--dict FILE] [--json]\n"
    "       puzzlebox-tool crossword bench [--size N] [--count K] [--dict FILE] [--json]";

Result<PuzzleFile> read_puzzle(const std::string& path) {
    auto text = read_file(path, 4ull << 20);
    if (!text) return fail(describe(text.error(), path));
    auto p = parse_puzzle_file(*text);
    if (!p) return fail(describe(p.error(), path));
    return p;
}

Result<const Dictionary*> dictionary(const CliArgs& a) {
    return load_dictionary(a.get("--dict").value_or(default_dictionary_path()));
}

double ms_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

int cmd_solve(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "usage: puzzlebox-tool crossword solve FILE [--max M] [--json]");
    const std::string& path = a.positional()[1];
    auto cap = a.get_int("--max", 100, 1, 1'000'000'000);
    if (!cap) return cli_fail(err, cap.error().message);
    auto p = read_puzzle(path);
    if (!p) return cli_fail(err, p.error().message);
    FillOptions opt;
    opt.cap = static_cast<uint64_t>(*cap);
    opt.node_limit = 50'000'000;
    const FillResult r = solve_puzzle(*p, opt);
    const auto rows = r.solvable() ? grid_rows(p->grid, letters_of(p->grid, r.first)) : std::vector<std::string>{};
    const bool capped = r.fills >= opt.cap;
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("file", path).field("solvable", r.solvable()).field("fills", r.fills).field("capped", capped);
        j.field("finished", r.finished).field("slots", p->grid.slots.size()).field("words", p->words.size());
        j.array_of("grid", rows).field("nodes", r.nodes).key("failure");
        if (r.solvable() || !r.finished) j.null();
        else j.begin_object().field("slot", r.failure.slot).field("reason", r.failure.reason).end_object();
        j.end_object();
        out << j.str() << "\n";
    } else if (r.solvable()) {
        out << "solvable: " << r.fills << (capped ? "+" : "") << (r.fills == 1 && !capped ? " fill" : " fills") << ", "
            << p->grid.slots.size() << " slots\n";
        for (const auto& row : rows) out << row << "\n";
    } else if (!r.finished) {
        out << "unknown: the search limit was reached before a fill was found\n";
    } else {
        out << "unsolvable: " << r.failure.reason << "\n";
    }
    return r.solvable() ? 0 : 1;
}

int cmd_generate(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto size = a.get_int("--size", 9, 5, 15);
    if (!size) return cli_fail(err, size.error().message);
    auto seed = a.get_u64("--seed", 1);
    if (!seed) return cli_fail(err, seed.error().message);
    auto count = a.get_int("--count", 1, 1, 10000);
    if (!count) return cli_fail(err, count.error().message);
    auto dict = dictionary(a);
    if (!dict) return cli_fail(err, dict.error().message);
    GenParams gp;
    gp.width = gp.height = static_cast<int>(*size);
    gp.symmetric = !a.has("--free");
    if (a.get("--density")) {
        auto density = a.get_int("--density", 41, 25, 55);
        if (!density) return cli_fail(err, density.error().message);
        gp.density = static_cast<int>(*density);
    }
    JsonWriter j;
    j.begin_object().field("params", gp.text()).key("puzzles").begin_array();
    for (int64_t k = 0; k < *count; ++k) {
        const uint64_t s = *seed + static_cast<uint64_t>(k);
        auto g = generate(gp, s, **dict);
        if (!g) return cli_fail(err, g.error().message);
        const Grade gr = grade(g->puzzle);
        if (a.json()) {
            j.begin_object().field("seed", s).field("desc", format_desc(g->puzzle)).field("grade", gr.name);
            j.field("score", gr.score).field("givens", g->givens).field("slots", g->puzzle.grid.slots.size());
            std::vector<std::string> rows;
            rows.reserve(to_index(g->puzzle.grid.height()));
            for (int r = 0; r < g->puzzle.grid.height(); ++r)
                rows.emplace_back(g->puzzle.grid.layout.cells.begin() + r * g->puzzle.grid.width(),
                                  g->puzzle.grid.layout.cells.begin() + (r + 1) * g->puzzle.grid.width());
            j.array_of("layout", rows).array_of("words", g->puzzle.words).end_object();
        } else if (*count > 1) {
            out << gp.text() << ":" << format_desc(g->puzzle) << " seed=" << s << " grade=" << gr.name << "\n";
        } else {
            out << "# crossword " << gp.text() << " seed=" << s << " grade=" << gr.name << " givens=" << g->givens << "\n"
                << format_puzzle_file(g->puzzle);
        }
    }
    if (a.json()) out << j.end_array().end_object().str() << "\n";
    return 0;
}

struct CheckReport {
    std::string kind;
    int levels = 0;
    std::vector<std::string> problems;
};

void check_puzzle(const PuzzleFile& p, const std::string& where, CheckReport& rep) {
    FillOptions opt;
    opt.cap = 2;
    opt.node_limit = 5'000'000;
    const FillResult r = solve_puzzle(p, opt);
    if (!r.finished) rep.problems.push_back(where + ": search limit reached");
    else if (!r.solvable()) rep.problems.push_back(where + ": unsolvable: " + r.failure.reason);
    else if (r.fills > 1) rep.problems.push_back(where + ": more than one fill");
}

int cmd_check(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "usage: puzzlebox-tool crossword check FILE [--json]");
    const std::string& path = a.positional()[1];
    auto text = read_file(path, 16ull << 20);
    if (!text) return cli_fail(err, describe(text.error(), path));
    CheckReport rep;
    bool puzzle_file = false;
    for (auto line : split_lines(*text))
        if (to_lower(trim(line)) == "words:") puzzle_file = true;
    if (puzzle_file) {
        rep.kind = "puzzle";
        auto p = parse_puzzle_file(*text);
        if (!p) return cli_fail(err, describe(p.error(), path));
        rep.levels = 1;
        check_puzzle(*p, path, rep);
    } else {
        rep.kind = "pack";
        auto pack = parse_level_pack(*text);
        if (!pack) return cli_fail(err, describe(pack.error(), path));
        for (const auto& lv : pack->levels) {
            ++rep.levels;
            const std::string where = path + ":" + std::to_string(lv.line);
            auto p = parse_desc(lv.desc);
            if (!p) {
                rep.problems.push_back(where + ": " + p.error().message);
                continue;
            }
            if (lv.tag("seed").empty()) rep.problems.push_back(where + ": no seed= tag");
            check_puzzle(*p, where, rep);
        }
    }
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("file", path).field("kind", rep.kind).field("levels", rep.levels);
        j.field("ok", rep.problems.empty()).array_of("problems", rep.problems).end_object();
        out << j.str() << "\n";
    } else {
        for (const auto& pr : rep.problems) out << pr << "\n";
        out << (rep.problems.empty() ? "ok: " : "problems: ") << rep.levels << (rep.levels == 1 ? " puzzle" : " puzzles")
            << (rep.problems.empty() ? ", each with exactly one fill" : "") << "\n";
    }
    return rep.problems.empty() ? 0 : 1;
}

int cmd_pack(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto dict = dictionary(a);
    if (!dict) return cli_fail(err, dict.error().message);
    auto text = make_pack(**dict);
    if (!text) return cli_fail(err, text.error().message);
    if (auto path = a.get("--out")) {
        auto w = write_file_atomic(*path, *text);
        if (!w) return cli_fail(err, *path + ": " + w.error().message);
    } else if (!a.json()) {
        out << *text;
    }
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("levels", pack_recipe().size()).field("dict", dict_tag(**dict));
        j.field("out", a.get("--out").value_or("")).end_object();
        out << j.str() << "\n";
    }
    return 0;
}

int cmd_bench(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto size = a.get_int("--size", 15, 5, 15);
    if (!size) return cli_fail(err, size.error().message);
    auto count = a.get_int("--count", 10, 1, 10000);
    if (!count) return cli_fail(err, count.error().message);
    auto dict = dictionary(a);
    if (!dict) return cli_fail(err, dict.error().message);
    GenParams gp;
    gp.width = gp.height = static_cast<int>(*size);
    std::vector<double> gen_ms, unique_ms;
    for (int64_t k = 0; k < *count; ++k) {
        auto t0 = std::chrono::steady_clock::now();
        auto g = generate(gp, static_cast<uint64_t>(k + 1), **dict);
        gen_ms.push_back(ms_since(t0));
        if (!g) return cli_fail(err, g.error().message);
        FillOptions opt;
        opt.cap = 2;
        t0 = std::chrono::steady_clock::now();
        const FillResult r = solve_puzzle(g->puzzle, opt);
        unique_ms.push_back(ms_since(t0));
        if (r.fills != 1) return cli_fail(err, "generated puzzle is not unique (seed " + std::to_string(k + 1) + ")");
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("params", gp.text()).field("count", *count);
        j.field("generate_median_ms", median(gen_ms)).field("unique_median_ms", median(unique_ms)).end_object();
        out << j.str() << "\n";
    } else {
        char line[160];
        std::snprintf(line, sizeof line, "%s x%lld: generate median %.2f ms, uniqueness proof median %.3f ms\n",
                      gp.text().c_str(), static_cast<long long>(*count), median(gen_ms), median(unique_ms));
        out << line;
    }
    return 0;
}

} // namespace

std::vector<PackEntry> pack_recipe() {
    std::vector<PackEntry> r;
    for (int size : {7, 9, 11, 13, 15})
        for (int k = 0; k < 9; ++k) {
            const std::string params = std::to_string(size) + "x" + std::to_string(size) + (k % 3 == 2 ? "f" : "");
            r.push_back({params, static_cast<uint64_t>(size * 1000 + k + 1)});
        }
    return r;
}

std::string dict_tag(const Dictionary& dict) {
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(dict.digest));
    return std::string(hex) + " " + std::to_string(dict.words.size()) + " words";
}

Result<std::string> make_pack(const Dictionary& dict) {
    std::string text = "# title: Fill-in\n"
                       "# Made by `puzzlebox-tool crossword pack --out levels/crossword/fillin.txt`; do not edit by hand.\n"
                       "# dict: " + dict_tag(dict) + "\n";
    for (const auto& e : pack_recipe()) {
        auto gp = parse_gen_params(e.params);
        if (!gp) return gp.error();
        auto g = generate(*gp, e.seed, dict);
        if (!g) return g.error();
        text += e.params + ":" + format_desc(g->puzzle) + " seed=" + std::to_string(e.seed) + " grade=" + grade(g->puzzle).name + "\n";
    }
    return text;
}

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    static const CliTable table{"crossword", kUsage, {"--max", "--size", "--seed", "--count", "--dict", "--out", "--density"}, {"--json", "--free"},
                                {{"solve", cmd_solve}, {"generate", cmd_generate}, {"check", cmd_check}, {"pack", cmd_pack}, {"bench", cmd_bench}}};
    return run_cli_table(table, args, out, err);
}

} // namespace pz::crossword
