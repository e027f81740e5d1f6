// The Decodoku command line: play seeded games with a strategy, record and replay saved games.
#include "game/decodoku/cli.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

#include "game/core/cli.h"
#include "game/core/game_id.h"
#include "game/core/json.h"
#include "game/core/record.h"
#include "game/core/session.h"
#include "game/core/text.h"
#include "game/decodoku/rules.h"
#include "game/decodoku/strategy.h"

namespace pz::decodoku {

namespace {

constexpr const char* kUsage =
    "usage: puzzlebox-tool decodoku play [--strategy random|greedy|planner|honest|omniscient] [--info honest|omniscient]\n"
    "                                    [--size L] [--games N] [--seed S] [--max-moves M] [--threads T] [--json]\n"
    "       puzzlebox-tool decodoku record [--strategy NAME] [--info I] [--size L] [--mode n|p|d] [--seed S] [--out FILE] [--json]\n"
    "       puzzlebox-tool decodoku replay FILE [--json]\n"
    "(generate, check and bench are every game's: puzzlebox-tool generate decodoku --params L[n|p] ... or --date YYYY-MM-DD;\n"
    " play times a strategy)";

double ms_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// The description a "game:params#seed" ID stands for (daily params take the date as the seed).
Result<uint64_t> seed_of(const GameId& id) {
    if (!id.seed) return parse_desc(id.desc);
    auto params = parse_params(id.params);
    if (!params) return params.error();
    if (params->mode != Mode::Daily) return *id.seed;
    if (*id.seed < 19000101 || *id.seed > 99991231) return fail("a daily game's seed is its date, YYYYMMDD");
    return daily_seed(static_cast<int>(*id.seed));
}

struct StrategyChoice {
    std::string name;
    Info info = Info::Honest;
};

// "--strategy honest|omniscient" is the planner in that setting; --info overrides the setting.
Result<StrategyChoice> strategy_choice(const CliArgs& a) {
    StrategyChoice c;
    c.name = a.get("--strategy").value_or("planner");
    if (c.name == "honest" || c.name == "omniscient") {
        c.info = c.name == "honest" ? Info::Honest : Info::Omniscient;
        c.name = "planner";
    }
    if (!make_strategy(c.name)) return fail("unknown strategy '" + c.name + "' (random, greedy, planner, honest, omniscient)");
    if (auto i = a.get("--info")) {
        auto info = parse_info(*i);
        if (!info) return info.error();
        c.info = *info;
    }
    return c;
}

Result<Mode> mode_flag(const CliArgs& a) {
    auto m = a.get("--mode").value_or("n");
    auto p = parse_params("7" + m);
    if (!p || m.size() != 1) return fail("--mode must be n, p or d");
    return p->mode;
}

struct Summary {
    double mean = 0, median = 0;
    int max = 0, min = 0;
};

Summary summarise(std::vector<int> scores) {
    Summary s;
    if (scores.empty()) return s;
    std::sort(scores.begin(), scores.end());
    double sum = 0;
    for (int v : scores) sum += v;
    s.mean = sum / static_cast<double>(scores.size());
    const size_t n = scores.size();
    s.median = n % 2 ? scores[n / 2] : (scores[n / 2 - 1] + scores[n / 2]) / 2.0;
    s.max = scores.back();
    s.min = scores.front();
    return s;
}

int cmd_play(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto choice = strategy_choice(a);
    if (!choice) return cli_fail(err, choice.error().message);
    auto size = a.get_int("--size", 7, kMinSize, kMaxSize);
    if (!size) return cli_fail(err, size.error().message);
    auto games = a.get_int("--games", 100, 1, 10'000'000);
    if (!games) return cli_fail(err, games.error().message);
    auto seed = a.get_u64("--seed", 1);
    if (!seed) return cli_fail(err, seed.error().message);
    auto cap = a.get_int("--max-moves", 1'000'000, 1, 100'000'000);
    if (!cap) return cli_fail(err, cap.error().message);
    auto threads = a.get_int("--threads", 1, 1, 256);
    if (!threads) return cli_fail(err, threads.error().message);
    std::vector<int> scores(static_cast<size_t>(*games));
    const auto t0 = std::chrono::steady_clock::now();
    // Game g plays the seed S+g with a fresh strategy whose dice come from that seed, so a game's
    // score depends only on g: any number of threads gives the same results.
    std::atomic<int64_t> next{0};
    auto work = [&] {
        for (int64_t g = next++; g < *games; g = next++) {
            const uint64_t game_seed = *seed + static_cast<uint64_t>(g);
            DecodokuPuzzle puzzle(Params{static_cast<int>(*size), Mode::Normal}, game_seed);
            auto strategy = make_strategy(choice->name);
            scores[static_cast<size_t>(g)] = play_game(puzzle, *strategy, choice->info, mix64(game_seed), static_cast<int>(*cap)).score;
        }
    };
    std::vector<std::thread> pool;
    for (int64_t t = 1; t < std::min<int64_t>(*threads, *games); ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    const double secs = ms_since(t0) / 1000.0;
    const Summary s = summarise(scores);
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("mean_score", s.mean).field("median_score", s.median).field("max_score", s.max);
        j.field("min_score", s.min).field("games", static_cast<int64_t>(scores.size())).field("strategy", choice->name);
        j.field("info", info_name(choice->info)).field("size", *size).field("seed", *seed).field("seconds", secs);
        j.field("threads", *threads).end_object();
        out << j.str() << "\n";
    } else {
        char buf[256];
        std::snprintf(buf, sizeof buf, "mean_score %.2f\nmedian_score %.1f\nmax_score %d\nmin_score %d\n", s.mean, s.median,
                      s.max, s.min);
        out << buf << "games " << scores.size() << "\nstrategy " << choice->name << "\ninfo " << info_name(choice->info)
            << "\nsize " << *size << "\nseed " << *seed << "\nseconds " << secs << "\nthreads " << *threads << "\n";
    }
    return 0;
}

int cmd_record(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto choice = strategy_choice(a);
    if (!choice) return cli_fail(err, choice.error().message);
    auto size = a.get_int("--size", 7, kMinSize, kMaxSize);
    if (!size) return cli_fail(err, size.error().message);
    auto mode = mode_flag(a);
    if (!mode) return cli_fail(err, mode.error().message);
    auto seed = a.get_u64("--seed", 1);
    if (!seed) return cli_fail(err, seed.error().message);
    auto cap = a.get_int("--max-moves", 1'000'000, 1, 100'000'000);
    if (!cap) return cli_fail(err, cap.error().message);
    auto puzzle = std::make_shared<DecodokuPuzzle>(Params{static_cast<int>(*size), *mode}, *seed);
    // Played through the mid-end, so the noise bursts are recorded as event steps.
    Session session(puzzle);
    auto strategy = make_strategy(choice->name);
    Rng rng(mix64(*seed));
    while (session.status() == Status::Playing && as_decodoku(session.state()).moves < *cap) {
        auto m = strategy->choose(sight_of(as_decodoku(session.state()), choice->info), rng);
        if (!m) break;
        if (auto r = session.play(format_move(m->x, m->y, m->dir)); !r) return cli_fail(err, r.error().message);
    }
    Record rec = record_of(session);
    const auto& end = as_decodoku(session.state());
    rec.meta = {{"strategy", choice->name}, {"info", std::string(info_name(choice->info))}, {"score", std::to_string(end.score())}};
    auto checked = write_record_checked(rec);
    if (!checked) return cli_fail(err, checked.error().message);
    const std::string& text = *checked;
    if (auto path = a.get("--out")) {
        if (auto w = write_file_atomic(*path, text); !w) return cli_fail(err, describe(w.error(), *path));
    } else if (!a.json()) {
        out << text;
    }
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("id", rec.id.text()).field("steps", static_cast<int64_t>(rec.steps.size()));
        j.field("score", end.score()).field("lost", end.lost).end_object();
        out << j.str() << "\n";
    }
    return 0;
}

// A record file, or the simple form: a game ID line, then one move per line ("#" comments).
Result<Record> read_game(const std::string& path) {
    auto text = read_file(path, 64ull << 20);
    if (!text) return fail(describe(text.error(), path));
    if (starts_with(*text, "puzzlebox-record")) {
        auto r = parse_record(*text);
        if (!r) return fail(describe(r.error(), path));
        return r;
    }
    Record r;
    bool have_id = false;
    auto lines = split_lines(*text);
    for (size_t i = 0; i < lines.size(); ++i) {
        auto line = trim(lines[i]);
        if (line.empty() || line[0] == '#') continue;
        if (!have_id) {
            auto id = parse_game_id(line);
            if (!id) return fail(describe(fail(id.error().message, static_cast<int>(i + 1)), path));
            if (id->seed) {
                auto seed = seed_of(*id);
                if (!seed) return fail(describe(fail(seed.error().message, static_cast<int>(i + 1)), path));
                id->desc = format_desc(*seed);
                id->seed.reset();
            }
            r.id = *id;
            have_id = true;
            continue;
        }
        r.steps.push_back({line == kNoiseMove ? StepKind::Event : StepKind::Move, std::string(line), 0});
    }
    if (!have_id) return fail(path + ": no game ID (expected a record or a 'decodoku:7n:s123' line)");
    r.cursor = r.steps.size();
    return r;
}

int cmd_replay(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "usage: puzzlebox-tool decodoku replay FILE [--json]");
    const std::string& path = a.positional()[1];
    auto rec = read_game(path);
    if (!rec) return cli_fail(err, rec.error().message);
    if (rec->id.game != "decodoku") return cli_fail(err, path + ": a game of '" + rec->id.game + "', not decodoku");
    auto loaded = load_puzzle(rec->id.params, rec->id.desc);
    if (!loaded) return cli_fail(err, path + ": " + loaded.error().message);
    std::shared_ptr<const DecodokuPuzzle> puzzle = std::move(*loaded);
    Session session(puzzle);
    // Every step, noise included, goes through apply() again: a changed or forged step fails here.
    if (auto r = replay_into(session, *rec); !r) return cli_fail(err, path + ": " + r.error().message);
    session.seek(session.length());
    const auto& end = as_decodoku(session.state());
    const std::string claimed = rec->meta_value("score");
    if (!claimed.empty() && claimed != std::to_string(end.score()))
        return cli_fail(err, path + ": the record claims score " + claimed + " but replays to " + std::to_string(end.score()));
    size_t player = 0;
    for (const auto& st : session.steps()) player += st.kind != StepKind::Event && st.kind != StepKind::Restart;
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(digest(session.state())));
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("file", path).field("valid", true).field("id", rec->id.text());
        j.field("steps", static_cast<int64_t>(session.length())).field("player_moves", static_cast<int64_t>(player));
        j.field("bursts", end.bursts).field("score", end.score()).field("status", status_name(session.status()));
        j.field("digest", std::string(hex)).end_object();
        out << j.str() << "\n";
    } else {
        out << path << ": valid, " << session.length() << " steps (" << player << " moves, " << end.bursts
            << " noise bursts), score " << end.score() << ", " << status_name(session.status()) << ", digest " << hex << "\n";
    }
    return 0;
}

} // namespace

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    static const CliTable table{
        "decodoku", kUsage,
        {"--strategy", "--info", "--size", "--games", "--seed", "--max-moves", "--mode", "--out", "--threads"},
        {"--json"},
        {{"play", cmd_play}, {"record", cmd_record}, {"replay", cmd_replay}}};
    return run_cli_table(table, args, out, err);
}

} // namespace pz::decodoku
