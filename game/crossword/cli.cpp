// The crossword command line: solve a puzzle file, make the level pack; and a level's tags (one fill, its grade).
#include "game/crossword/cli.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "game/core/cli.h"
#include "game/core/json.h"
#include "game/core/text.h"
#include "game/crossword/filler.h"
#include "game/crossword/grid.h"
#include "game/crossword/rules.h"

namespace pz::crossword {

namespace {

constexpr const char* kUsage =
    "usage: puzzlebox-tool crossword solve FILE [--max M] [--json]\n"
    "       puzzlebox-tool crossword pack [--out FILE] [--dict FILE] [--json]\n"
    "(generate, check and bench are every game's: puzzlebox-tool generate crossword --params NxN[f][dP] ...;\n"
    " the word list is PUZZLEBOX_CROSSWORD_DICT's)";

Result<PuzzleFile> read_puzzle(const std::string& path) {
    auto text = read_file(path, 4ull << 20);
    if (!text) return fail(describe(text.error(), path));
    auto p = parse_puzzle_file(*text);
    if (!p) return fail(describe(p.error(), path));
    return p;
}

// The dictionary a command draws from; a list that lost denied words says so on err, once a run.
Result<const Dictionary*> dictionary(const CliArgs& a, std::ostream& err) {
    auto d = load_dictionary(a.get("--dict").value_or(default_dictionary_path()));
    if (d && !(*d)->notice.empty()) err << "puzzlebox-tool: " << (*d)->notice << "\n";
    return d;
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

int cmd_pack(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto dict = dictionary(a, err);
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
                       "# Ordered by grade, then by fewest words (then the recipe's order), so a player never meets an easy level after a harder one.\n"
                       "# dict: " + dict_tag(dict) + "\n";
    // A newcomer's first level is the easy one with the fewest words: on a phone they all fit above the board.
    std::vector<std::pair<std::pair<int, size_t>, std::string>> levels;  // (grade rank, words), line
    for (const auto& e : pack_recipe()) {
        auto gp = parse_gen_params(e.params);
        if (!gp) return gp.error();
        auto g = generate(*gp, e.seed, dict);
        if (!g) return g.error();
        const std::string name = grade(g->puzzle).name;
        const int rank = name == "easy" ? 0 : name == "medium" ? 1 : 2;
        levels.emplace_back(std::make_pair(rank, g->puzzle.words.size()), e.params + ":" + format_desc(g->puzzle) + " seed=" + std::to_string(e.seed) + " grade=" + name + "\n");
    }
    std::stable_sort(levels.begin(), levels.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [rank, line] : levels) text += line;
    return text;
}

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    static const CliTable table{"crossword", kUsage, {"--max", "--dict", "--out"}, {"--json"}, {{"solve", cmd_solve}, {"pack", cmd_pack}}};
    return run_cli_table(table, args, out, err);
}

Result<GameType::LevelTags> level_tags(const Puzzle& puzzle) {
    const PuzzleFile& file = dynamic_cast<const FillPuzzle&>(puzzle).file();
    FillOptions opt;
    opt.cap = 2;
    opt.node_limit = 5'000'000;
    const FillResult r = solve_puzzle(file, opt);
    if (!r.finished) return fail("the search limit was reached before a second fill was ruled out");
    if (!r.solvable()) return fail("unsolvable: " + r.failure.reason);
    if (r.fills > 1) return fail("more than one fill");
    return GameType::LevelTags{{"grade", grade(file).name}};
}

} // namespace pz::crossword
