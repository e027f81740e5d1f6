// Command-line argument parsing for puzzlebox-tool.
#include "game/core/cli.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "game/core/game.h"
#include "game/core/json.h"
#include "game/core/level_pack.h"
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
    return cli_fail(err, "unknown " + t.game + " command '" + args[0] + "' (one of: " + names + ")");
}

std::vector<std::string> shared_value_flags() { return {"--params", "--seed", "--count"}; }

namespace {

// The options every shared command reads: params (normalised by the game), first seed, count.
struct Run {
    std::string params;
    uint64_t seed = 1;
    int64_t count = 1;
};

Result<Run> run_options(const GameType& game, const CliArgs& a, int64_t default_count) {
    Run r;
    const auto presets = game.presets();
    r.params = a.get("--params").value_or(presets.empty() ? std::string() : presets.front().params);
    auto seed = a.get_u64("--seed", 1);
    if (!seed) return seed.error();
    r.seed = *seed;
    auto count = a.get_int("--count", default_count, 1, 100000);
    if (!count) return count.error();
    r.count = *count;
    return r;
}

// One generated level: the params it was made from and its description as the game normalises it.
struct Made {
    std::string params, desc;
};
Result<Made> make_level(const GameType& game, const std::string& params, uint64_t seed) {
    auto desc = game.generate(params, seed);
    if (!desc) return fail("--params " + params + ": " + desc.error().message);
    auto puzzle = game.load(params, *desc);
    if (!puzzle) return fail("seed " + std::to_string(seed) + " made a level the game cannot load: " + puzzle.error().message);
    return Made{params, (*puzzle)->description()};  // the params that made it, so its seed makes it again
}

int shared_generate(const GameType& game, const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto run = run_options(game, a, 1);
    if (!run) return cli_fail(err, run.error().message);
    JsonWriter j;
    j.begin_object().field("game", game.id()).field("params", run->params).key("levels").begin_array();
    for (int64_t k = 0; k < run->count; ++k) {
        const uint64_t seed = run->seed + static_cast<uint64_t>(k);
        auto made = make_level(game, run->params, seed);
        if (!made) return cli_fail(err, made.error().message);
        if (a.json()) j.begin_object().field("seed", seed).field("params", made->params).field("desc", made->desc).end_object();
        else out << made->params << ":" << made->desc << " seed=" << seed << "\n";
    }
    if (a.json()) out << j.end_array().end_object().str() << "\n";
    return kExitOk;
}

int shared_check(const GameType& game, const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 3) return cli_fail(err, "check needs one FILE of level lines: puzzlebox-tool check " + std::string(game.id()) + " FILE");
    const std::string& path = a.positional()[2];
    auto pack = load_level_pack(path);
    if (!pack) return cli_fail(err, pack.error().message);
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

int shared_bench(const GameType& game, const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto run = run_options(game, a, 5);
    if (!run) return cli_fail(err, run.error().message);
    using Clock = std::chrono::steady_clock;
    std::vector<double> gen_ms, solve_ms;
    for (int64_t k = 0; k < run->count; ++k) {
        const uint64_t seed = run->seed + static_cast<uint64_t>(k);
        auto t0 = Clock::now();
        auto made = make_level(game, run->params, seed);
        gen_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        if (!made) return cli_fail(err, made.error().message);
        auto puzzle = game.load(made->params, made->desc);
        if (!puzzle) return cli_fail(err, puzzle.error().message);
        t0 = Clock::now();
        (void)(*puzzle)->solve(*(*puzzle)->initial());  // a survival game's "no solver" costs nothing
        solve_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("game", game.id()).field("params", run->params).field("count", run->count);
        out << j.field("generate_median_ms", median_ms(gen_ms)).field("solve_median_ms", median_ms(solve_ms)).end_object().str() << "\n";
    } else {
        char line[200];
        std::snprintf(line, sizeof line, "%s %s x%lld: generate median %.2f ms, solve median %.3f ms\n", std::string(game.id()).c_str(),
                      run->params.c_str(), static_cast<long long>(run->count), median_ms(gen_ms), median_ms(solve_ms));
        out << line;
    }
    return kExitOk;
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
    if (p.score(*start)) return std::nullopt;  // survived, not solved: there is no win to find
    auto moves = p.solve(*start);
    if (!moves) return "the game's solver finds no win: " + moves.error().message;
    StatePtr at = start;
    for (const auto& m : *moves) {
        auto next = p.apply(*at, m);
        if (!next) return "the solver's move " + m + " is refused: " + next.error().message;
        at = *next;
    }
    if (p.status(*at) != Status::Won) return std::string("the solver's moves do not win");
    return std::nullopt;
}

int run_shared_command(const GameType& game, const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (auto ok = a.check(); !ok) return cli_fail(err, ok.error().message);
    const std::string& cmd = a.positional().front();
    if (cmd == "generate" || cmd == "bench") {
        if (a.positional().size() != 2) return cli_fail(err, cmd + " takes no file: puzzlebox-tool " + cmd + " " + std::string(game.id()) + " [--params P] [--seed N] [--count K]");
        return cmd == "generate" ? shared_generate(game, a, out, err) : shared_bench(game, a, out, err);
    }
    if (cmd == "check") return shared_check(game, a, out, err);
    return cli_fail(err, "unknown command '" + cmd + "'");
}

} // namespace pz
