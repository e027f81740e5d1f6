// Command-line argument parsing for puzzlebox-tool.
#include "game/core/cli.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>

#include "game/core/game.h"
#include "game/core/json.h"
#include "game/core/level_pack.h"
#include "game/core/streak.h"
#include "game/core/text.h"

namespace pz {

CliArgs::CliArgs(const std::vector<std::string>& args, const std::vector<std::string>& value_flags,
                 const std::vector<std::string>& bool_flags) {
    auto is = [](const std::vector<std::string>& v, const std::string& s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    };
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() > 2 && a[0] == '-' && a[1] == '-') {
            std::string name = a, val;
            size_t eq = a.find('=');
            bool inline_value = eq != std::string::npos;
            if (inline_value) {
                name = a.substr(0, eq);
                val = a.substr(eq + 1);
            }
            if (is(value_flags, name)) {
                if (!inline_value) {
                    if (i + 1 >= args.size()) {
                        if (missing_value_.empty()) missing_value_ = name;
                        continue;
                    }
                    val = args[++i];
                }
                values_.emplace_back(name, val);
            } else if (name == "--json" || is(bool_flags, name)) {
                flags_.push_back(name);
            } else {
                unknown_.push_back(name);
            }
        } else {
            positional_.push_back(a);
        }
    }
}

bool CliArgs::has(std::string_view flag) const {
    return std::find(flags_.begin(), flags_.end(), flag) != flags_.end();
}

std::optional<std::string> CliArgs::get(std::string_view flag) const {
    for (auto it = values_.rbegin(); it != values_.rend(); ++it)
        if (it->first == flag) return it->second;
    return std::nullopt;
}

Result<int64_t> CliArgs::get_int(std::string_view flag, int64_t fallback, int64_t lo, int64_t hi) const {
    auto v = get(flag);
    if (!v) return fallback;
    auto r = parse_int(*v, lo, hi, std::string(flag));
    if (!r) return fail(r.error().message);
    return *r;
}

Result<uint64_t> CliArgs::get_u64(std::string_view flag, uint64_t fallback) const {
    auto v = get(flag);
    if (!v) return fallback;
    auto r = parse_u64(*v, std::string(flag));
    if (!r) return fail(r.error().message);
    return *r;
}

Result<void> CliArgs::check() const {
    if (!missing_value_.empty()) return fail(missing_value_ + " needs a value");
    if (!unknown_.empty()) return fail("unknown option " + unknown_.front());
    return {};
}

int cli_fail(std::ostream& err, std::string_view message) {
    err << "puzzlebox-tool: " << message << "\n";
    return 2;
}

int run_cli_table(const CliTable& t, const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string names;
    for (const auto& c : t.commands) names += (names.empty() ? "" : ", ") + c.name;
    const std::string help = t.usage + (t.usage.empty() || t.usage.back() == '\n' ? "" : "\n") + "commands: " + names + "\n";
    if (args.empty()) {
        err << help;
        return kExitError;
    }
    if (args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
        out << help;
        return kExitOk;
    }
    const std::string see = " (see: puzzlebox-tool " + t.game + " help)";
    CliArgs a(args, t.value_flags, t.bool_flags);
    if (a.positional().empty() || a.positional()[0] != args[0])
        return cli_fail(err, "a " + t.game + " command comes first, not '" + args[0] + "'" + see);
    for (const auto& c : t.commands)
        if (c.name == args[0]) {
            if (auto ok = a.check(); !ok) return cli_fail(err, ok.error().message + see);
            return c.run(a, out, err);
        }
    for (const char* shared : kSharedCommands)
        if (args[0] == shared) return cli_fail(err, shared_usage(shared, t.game));
    return cli_fail(err, "unknown " + t.game + " command '" + args[0] + "' (one of: " + names + ")");
}

std::vector<std::string> shared_value_flags() { return {"--params", "--seed", "--count", "--date"}; }

std::string shared_usage(std::string_view command, std::string_view game) {
    const std::string g(game), c(command);
    if (command == "check") return "check is: puzzlebox-tool check " + g + " FILE [--json], FILE holding level lines (params:desc tags)";
    const std::string more = command == "generate" ? " [--date YYYY-MM-DD]" : "";
    return c + " is: puzzlebox-tool " + c + " " + g + " [--params P] [--seed N] [--count K]" + more +
           " [--json]; P holds the game's settings (board size, balls, grade...), as its presets show: puzzlebox-tool list";
}

namespace {

// One level to make: the params and the seed it comes from.
struct Seeded {
    std::string params;
    uint64_t seed = 1;
};

// The levels a generate or bench run makes: K from --params P (default: the game's first preset)
// and seeds N, N+1, ...; or with --date, the game's puzzles of that day.
Result<std::vector<Seeded>> run_levels(const GameType& game, const CliArgs& a, int64_t default_count) {
    std::vector<Seeded> levels;
    if (auto date = a.get("--date")) {
        if (a.get("--params") || a.get("--seed") || a.get("--count")) return fail("--date gives the day's params and seeds: it takes no --params, --seed or --count");
        auto day = parse_date(*date);
        if (!day) return fail("--date: " + day.error().message);
        for (const DailyPuzzle& d : game.daily(*day)) levels.push_back({d.params, d.seed});
        return levels;
    }
    const auto presets = game.presets();
    const std::string params = a.get("--params").value_or(presets.empty() ? std::string() : presets.front().params);
    auto seed = a.get_u64("--seed", 1);
    if (!seed) return seed.error();
    auto count = a.get_int("--count", default_count, 1, 100000);
    if (!count) return count.error();
    for (int64_t k = 0; k < *count; ++k) levels.push_back({params, *seed + static_cast<uint64_t>(k)});
    return levels;
}

// One generated level: the params it was made from, its description as the game normalises it,
// and the tags the game gives it.
struct Made {
    std::string params, desc;
    GameType::LevelTags tags;
};
Result<std::unique_ptr<Puzzle>> make_puzzle(const GameType& game, const Seeded& s) {
    auto desc = game.generate(s.params, s.seed);
    if (!desc) return fail("--params " + s.params + ": " + desc.error().message);
    auto puzzle = game.load(s.params, *desc);
    if (!puzzle) return fail("seed " + std::to_string(s.seed) + " made a level the game cannot load: " + puzzle.error().message);
    return puzzle;
}
Result<GameType::LevelTags> tags_of(const GameType& game, const Puzzle& p, uint64_t seed) {
    auto tags = game.level_tags(p);
    if (!tags) return fail("seed " + std::to_string(seed) + " made a level the game would not ship: " + tags.error().message);
    return tags;
}

int shared_generate(const GameType& game, const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto levels = run_levels(game, a, 1);
    if (!levels) return cli_fail(err, levels.error().message);
    JsonWriter j;
    j.begin_object().field("game", game.id());
    if (!a.get("--date")) j.field("params", levels->front().params);
    j.key("levels").begin_array();
    for (const Seeded& s : *levels) {
        auto puzzle = make_puzzle(game, s);
        if (!puzzle) return cli_fail(err, puzzle.error().message);
        auto tags = tags_of(game, **puzzle, s.seed);
        if (!tags) return cli_fail(err, tags.error().message);
        // The params that made it, so its seed makes it again.
        const std::string& desc = (*puzzle)->description();
        if (a.json()) {
            j.begin_object().field("seed", s.seed).field("params", s.params).field("desc", desc).key("tags").begin_object();
            for (const auto& [key, value] : *tags) j.field(key, value);
            j.end_object().end_object();
        } else {
            out << s.params << ":" << desc << " seed=" << s.seed;
            for (const auto& [key, value] : *tags) out << " " << key << "=" << value;
            out << "\n";
        }
    }
    if (a.json()) out << j.end_array().end_object().str() << "\n";
    return kExitOk;
}

int shared_check(const GameType& game, const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 3) return cli_fail(err, shared_usage("check", game.id()));
    const std::string& path = a.positional()[2];
    auto text = read_file(path);
    if (!text) return cli_fail(err, describe(text.error(), path));
    auto pack = parse_level_pack(*text);
    if (!pack) {
        // A file that reads but holds no level lines: most likely one board, which the game's solve reads.
        std::ostringstream help, quiet;
        const bool solves = game.cli({"help"}, help, quiet) == kExitOk && help.str().find(" solve ") != std::string::npos;
        const std::string board = solves ? "; one board file: puzzlebox-tool " + std::string(game.id()) + " solve FILE" : "";
        return cli_fail(err, describe(pack.error(), path) + " (" + shared_usage("check", game.id()) + board + ")");
    }
    std::vector<std::string> problems;
    for (const Level& lv : pack->levels)
        if (auto why = level_problem(game, lv)) problems.push_back(path + ":" + std::to_string(lv.line) + ": " + *why);
    const size_t levels = pack->levels.size();
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("game", game.id()).field("file", path).field("ok", problems.empty()).field("levels", levels);
        out << j.array_of("problems", problems).end_object().str() << "\n";
    } else {
        for (const auto& p : problems) out << p << "\n";
        out << (problems.empty() ? "ok: " : "problems: ") << levels << (levels == 1 ? " level" : " levels") << " checked, " << problems.size()
            << (problems.size() == 1 ? " problem" : " problems") << "\n";
    }
    return problems.empty() ? kExitOk : kExitNo;
}

double median_ms(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

// Generating, solving and the game's own verdict (level_tags: uniqueness, grade) of each level, timed.
int shared_bench(const GameType& game, const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto levels = run_levels(game, a, 5);
    if (!levels) return cli_fail(err, levels.error().message);
    using Clock = std::chrono::steady_clock;
    auto ms_since = [](Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); };
    std::vector<double> gen_ms, solve_ms, tags_ms;
    for (const Seeded& s : *levels) {
        auto t0 = Clock::now();
        auto puzzle = make_puzzle(game, s);
        gen_ms.push_back(ms_since(t0));
        if (!puzzle) return cli_fail(err, puzzle.error().message);
        const Puzzle& p = **puzzle;
        t0 = Clock::now();
        (void)p.solve(*p.initial());  // a survival game's "no solver" costs nothing
        solve_ms.push_back(ms_since(t0));
        t0 = Clock::now();
        auto tags = tags_of(game, p, s.seed);
        tags_ms.push_back(ms_since(t0));
        if (!tags) return cli_fail(err, tags.error().message);
    }
    const std::string params = a.get("--date") ? "daily " + *a.get("--date") : levels->front().params;
    const auto count = static_cast<long long>(levels->size());
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("game", game.id()).field("params", params).field("count", count);
        j.field("generate_median_ms", median_ms(gen_ms)).field("solve_median_ms", median_ms(solve_ms));
        out << j.field("verdict_median_ms", median_ms(tags_ms)).end_object().str() << "\n";
    } else {
        char line[240];
        std::snprintf(line, sizeof line, "%s %s x%lld: generate median %.2f ms, solve median %.3f ms, verdict median %.3f ms\n",
                      std::string(game.id()).c_str(), params.c_str(), count, median_ms(gen_ms), median_ms(solve_ms), median_ms(tags_ms));
        out << line;
    }
    return kExitOk;
}

} // namespace

namespace {

// The game's own verdict on a level, and each tag the level carries held to the game's.
std::optional<std::string> tags_problem(const GameType& game, const Level& lv, const Puzzle& p) {
    auto tags = game.level_tags(p);
    if (!tags) return tags.error().message;
    for (const auto& [key, value] : *tags)
        if (const std::string given = lv.tag(key); !given.empty() && given != value)
            return key + "=" + given + ", but the game makes it " + key + "=" + value;
    return std::nullopt;
}

} // namespace

std::optional<std::string> level_problem(const GameType& game, const Level& lv) {
    auto puzzle = game.load(lv.params, lv.desc);
    if (!puzzle) return puzzle.error().message;
    const Puzzle& p = **puzzle;
    const StatePtr start = p.initial();
    if (p.status(*start) != Status::Playing) return std::string("the level is already over before a move");
    if (const std::string seed = lv.tag("seed"); !seed.empty()) {
        auto s = parse_u64(seed, "the seed= tag");
        if (!s) return s.error().message;
        auto again = game.generate(game.seed_params(lv), *s);
        if (!again) return "seed " + seed + ": " + again.error().message;
        auto other = game.load(lv.params, *again);
        if (!other || (*other)->description() != p.description()) return "seed " + seed + " does not make this level";
    }
    if (p.score(*start)) return tags_problem(game, lv, p);  // survived, not solved: there is no win to find
    auto moves = p.solve(*start);
    if (!moves) return "the game's solver finds no win: " + moves.error().message;
    StatePtr at = start;
    for (const auto& m : *moves) {
        auto next = p.apply(*at, m);
        if (!next) return "the solver's move " + m + " is refused: " + next.error().message;
        at = *next;
    }
    if (p.status(*at) != Status::Won) return std::string("the solver's moves do not win");
    return tags_problem(game, lv, p);
}

int run_game_cli(const GameType& game, const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    for (const char* shared : kSharedCommands)
        if (!args.empty() && args[0] == shared) {
            std::vector<std::string> spelled = args;
            spelled.insert(spelled.begin() + 1, std::string(game.id()));
            return run_shared_command(game, CliArgs(spelled, shared_value_flags()), out, err);
        }
    return game.cli(args, out, err);
}

int run_shared_command(const GameType& game, const CliArgs& a, std::ostream& out, std::ostream& err) {
    const std::string& cmd = a.positional().front();
    // A game's own flag (--size, --balls, --grade...) is part of its params now: say how.
    if (auto ok = a.check(); !ok) return cli_fail(err, ok.error().message + ": " + shared_usage(cmd, game.id()));
    if (cmd == "generate" || cmd == "bench") {
        if (a.positional().size() != 2) return cli_fail(err, cmd + " takes no file: " + shared_usage(cmd, game.id()));
        return cmd == "generate" ? shared_generate(game, a, out, err) : shared_bench(game, a, out, err);
    }
    if (cmd == "check") return shared_check(game, a, out, err);
    return cli_fail(err, "unknown command '" + cmd + "'");
}

} // namespace pz
