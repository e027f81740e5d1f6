// The Fling! command-line tools; docs/cli/fling.md documents every command and JSON key.
#include "game/fling/cli.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <memory>
#include <sstream>
#include <thread>

#include "engine/rng.h"
#include "game/core/cli.h"
#include "game/core/json.h"
#include "game/core/text.h"
#include "game/fling/endgame.h"
#include "game/fling/generator.h"
#include "game/fling/rules.h"
#include "game/fling/solver.h"

namespace pz::fling {

namespace {

constexpr const char* kUsage =
    "usage: puzzlebox-tool fling solve FILE [--json] [--map] [--tables DIR] | moves FILE [--json] [--tables DIR] | "
    "random --balls N --seed S [--count K] | pack [--out FILE] | endgame --balls N --out DIR [--threads T] [--rebuild] [--no-symmetry] [--json] | "
    "compare-tables DIR_A DIR_B --balls N [--threads T] | check-table DIR --balls N [--count K] [--seed S] [--threads T]\n"
    "(generate, check and bench are every game's: puzzlebox-tool generate fling --params 7x8bN ...)";

Result<Board> read_board_file(const std::string& path) {
    auto text = read_file(path, 1 << 20);
    if (!text) return fail(describe(text.error(), path));
    auto b = parse_board(*text);
    if (!b) return fail(describe(b.error(), path));
    return b;
}

std::string u128_text(u128 v) { return u128_to_string(v); }

// The tables that answer a command: --tables DIR, else the served folder's (if any), checked
// before the command answers (the game checks them on a worker instead).
Result<const EndgameTables*> tables_for(const CliArgs& a) {
    static std::unique_ptr<EndgameTables> chosen;
    const auto dir = a.get("--tables");
    std::string why;
    chosen = load_endgame_tables(dir ? *dir : served_tables_dir(), &why);
    if (!chosen && dir) return fail(why);  // none in the served folder: the search answers
    return chosen.get();
}

// The table commands' --balls N, which they need (1..kMaxTableBalls).
Result<int> table_balls(const CliArgs& a, const std::string& command) {
    if (!a.get("--balls")) return fail("fling " + command + " needs --balls N (1.." + std::to_string(kMaxTableBalls) + ")");
    auto balls = a.get_int("--balls", 0, 1, kMaxTableBalls);
    if (!balls) return balls.error();
    return static_cast<int>(*balls);
}

// --threads T, by default one per core (or `otherwise`).
Result<int> thread_count(const CliArgs& a, int otherwise = 0) {
    const int hw = otherwise > 0 ? otherwise : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    auto threads = a.get_int("--threads", hw, 1, 256);
    if (!threads) return threads.error();
    return static_cast<int>(*threads);
}

// The tables in dir, which must reach `balls` balls; otherwise one line saying why not.
Result<std::unique_ptr<EndgameTables>> tables_reaching(const std::string& dir, int balls) {
    std::string why;
    auto tables = load_endgame_tables(dir, &why);
    if (tables && tables->max_balls() >= balls) return tables;
    if (!why.empty()) return fail(why);
    return fail(dir + ": tables stop at " + std::to_string(tables ? tables->max_balls() : 0) + " balls");
}

// Why an analysis stopped short: the number of boards, or the memory its next layer would take.
std::string too_big(const Analysis& an) {
    if (an.out_of_memory)
        return "the analysis of these " + std::to_string(an.balls) + " balls would take more than " +
               std::to_string(kMaxSearchBytes >> 20) + " MiB of memory (" + std::to_string(an.reachable_states) + " boards found so far)";
    return "more than " + std::to_string(kMaxBoards) + " boards are reachable from these " + std::to_string(an.balls) + " balls";
}

int cmd_solve(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "fling solve needs one board FILE");
    auto b = read_board_file(a.positional()[1]);
    if (!b) return cli_fail(err, b.error().message);
    const Analysis an = analyse(*b);
    if (!an.complete) return cli_fail(err, a.positional()[1] + ": " + too_big(an) + "; the analysis stops there");
    std::vector<std::string> sol;
    for (Move m : an.solution) sol.push_back(move_text(m));
    if (a.json()) {
        JsonWriter j;
        j.begin_object();
        j.field("balls", an.balls);
        j.field("solvable", an.solvable);
        j.field("reachable_states", an.reachable_states);
        j.field("legal_first_moves", an.legal_first_moves);
        j.field("winning_first_moves", an.winning_first_moves);
        j.field_u128("solution_board_sequences", an.solution_board_sequences);
        j.field_u128("board_sequences_to_2_balls", an.board_sequences_to_2_balls);
        j.field("final_squares", an.final_squares);
        j.array_of("solution", sol);
        j.end_object();
        out << j.str() << "\n";
        return an.solvable ? kExitOk : kExitNo;
    }
    out << "balls: " << an.balls << "\n"
        << "solvable: " << (an.solvable ? "yes" : "no") << "\n"
        << "unique: " << (an.unique() ? "yes" : "no") << "\n"
        << "reachable_states: " << an.reachable_states << "\n"
        << "legal_first_moves: " << an.legal_first_moves << "\n"
        << "winning_first_moves: " << an.winning_first_moves << "\n"
        << "solution_board_sequences: " << u128_text(an.solution_board_sequences) << "\n"
        << "board_sequences_to_2_balls: " << u128_text(an.board_sequences_to_2_balls) << "\n"
        << "final_squares: " << an.final_squares << "\n"
        << "solution:";
    for (const auto& m : sol) out << " " << m;
    out << "\n";
    if (!an.solution.empty()) {
        out << "in words:";  // the board's labels: columns A-G, rows 1-8 from the top
        for (size_t i = 0; i < an.solution.size(); ++i) out << (i ? ", " : " ") << fling_name(an.solution[i]);
        out << "\n";
    }
    if (a.has("--map")) {
        auto tables = tables_for(a);
        if (!tables) return cli_fail(err, tables.error().message);
        Solver solver(*tables, kMaxBoards);
        const EditMap m = edit_map(*b, solver);
        if (solver.gave_up())
            return cli_fail(err, a.positional()[1] + ": a board one ball away reaches more than " + std::to_string(kMaxBoards) +
                                     " boards; no edit map");
        // '!' = adding/removing a ball here flips solvability; 'u' = only uniqueness changes.
        const uint64_t flip = m.solvability_changes(an.solvable);
        const uint64_t uflip = m.uniqueness_changes(an.unique()) & ~flip;
        out << "edit map ('!' flips solvability, 'u' flips uniqueness, '.' neither):\n";
        for (int y = 0; y < kHeight; ++y) {
            for (int x = 0; x < kWidth; ++x) {
                const int sq = y * kWidth + x;
                out << ((flip >> sq & 1) ? '!' : (uflip >> sq & 1) ? 'u' : '.');
            }
            out << "\n";
        }
    }
    return an.solvable ? kExitOk : kExitNo;
}

int cmd_moves(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "fling moves needs one board FILE");
    auto b = read_board_file(a.positional()[1]);
    if (!b) return cli_fail(err, b.error().message);
    // Solvability of every child first, so a board too big to search fails before any output.
    auto tables = tables_for(a);
    if (!tables) return cli_fail(err, tables.error().message);
    Solver solver(*tables, kMaxBoards);
    for_each_move(*b, [&](Move, Board c) { (void)solver.solvable(c); });
    if (solver.gave_up())
        return cli_fail(err, a.positional()[1] + ": more than " + std::to_string(kMaxBoards) +
                                 " boards are reachable from a move; the search stops there");
    if (a.json()) {
        JsonWriter j;
        j.begin_object().key("moves").begin_array();
        for_each_move(*b, [&](Move m, Board c) {
            j.begin_object();
            j.field("move", move_text(m));
            j.field("board", board_desc(c));
            j.field("solvable", solver.solvable(c));
            j.end_object();
        });
        j.end_array().end_object();
        out << j.str() << "\n";
        return 0;
    }
    int n = 0;
    for_each_move(*b, [&](Move m, Board c) {
        out << move_text(m) << " = " << fling_name(m) << (solver.solvable(c) ? " (solvable)" : " (loses)") << "\n" << board_text(c) << "\n";
        ++n;
    });
    out << n << " legal moves\n";
    return 0;
}

// Uniformly random boards (for benchmark data): balls placed one by one with our own RNG.
int cmd_random(const CliArgs& a, std::ostream& out, std::ostream& err) {
    auto balls = a.get_int("--balls", 14, 1, kSquares);
    if (!balls) return cli_fail(err, balls.error().message);
    auto seed = a.get_u64("--seed", 0);
    if (!seed) return cli_fail(err, seed.error().message);
    auto count = a.get_int("--count", 1, 1, 1000000);
    if (!count) return cli_fail(err, count.error().message);
    Rng rng(*seed);
    for (int64_t i = 0; i < *count; ++i) out << board_desc(random_board(static_cast<int>(*balls), rng)) << "\n";
    return 0;
}

int cmd_pack(const CliArgs& a, std::ostream& out, std::ostream& err) {
    Solver solver;
    const std::string text = pack_text(make_pack(solver));
    if (auto path = a.get("--out")) {
        if (auto w = write_file_atomic(*path, text); !w) return cli_fail(err, describe(w.error(), *path));
        out << "wrote " << *path << "\n";
    } else {
        out << text;
    }
    return 0;
}

// The progress line on stderr: the ETA shows once a rate is known (a second of this run's own
// work), never from the first instant's guess.
struct ProgressLine {
    std::ostream& err;
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    bool started = false;
    std::chrono::steady_clock::time_point rate_from{};
    uint64_t done_from = 0;
    void operator()(uint64_t done, uint64_t total) {
        const auto now = std::chrono::steady_clock::now();
        if (!started) {  // resumed work counts as done already: the rate is measured from here
            started = true;
            rate_from = now;
            done_from = done;
        }
        const double secs = std::chrono::duration<double>(now - start).count();
        const double measured = std::chrono::duration<double>(now - rate_from).count();
        const double frac = total ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
        const int width = 30, filled = static_cast<int>(frac * width);
        char eta[48] = "ETA --";
        if (measured >= 1.0 && done > done_from) {
            const double rate = static_cast<double>(done - done_from) / measured;
            std::snprintf(eta, sizeof eta, "ETA %.0fs", static_cast<double>(total - done) / rate);
        }
        char line[160];
        std::snprintf(line, sizeof line, "\r[%-*s] %5.1f%%  %.0fs elapsed, %s   ", width,
                      std::string(static_cast<size_t>(filled), '#').c_str(), frac * 100, secs, eta);
        err << line << std::flush;
    }
};

// A test hook: PUZZLEBOX_FLING_ENDGAME_PARTS="BUDGET BLOCK_WORDS PART_BLOCKS [STOP_AFTER]" builds
// small levels in parts as large ones are (a memory budget in bytes, words per block, blocks per
// part, and parts after which to stop as if killed), so tests split and resume them.
Result<void> read_part_settings(EndgameTables::FileBuild& how) {
    const char* text = std::getenv("PUZZLEBOX_FLING_ENDGAME_PARTS");
    if (!text) return {};
    std::istringstream in(text);
    uint64_t budget = 0, block_words = 0, part_blocks = 0;
    int64_t stop = -1;
    in >> budget >> block_words >> part_blocks;
    const bool read = in && (!(in >> std::ws).eof() ? static_cast<bool>(in >> stop) : true) && (in >> std::ws).eof();
    if (!read || block_words == 0 || (block_words & (block_words - 1)) != 0 || part_blocks == 0)
        return fail(std::string("PUZZLEBOX_FLING_ENDGAME_PARTS: expected \"BUDGET BLOCK_WORDS PART_BLOCKS [STOP_AFTER]\" "
                                "(BLOCK_WORDS a power of two), not \"") + text + "\"");
    how.memory_budget = budget;
    how.block_words = block_words;
    how.part_blocks = part_blocks;
    how.stop_after_parts = stop;
    return {};
}

int cmd_endgame(const CliArgs& a, std::ostream& out, std::ostream& err) {
    // Under mpirun every process runs this command; process 0 alone speaks (progress, errors, the
    // result), the others build their share of each level and exit with the same status.
    const auto team = join_endgame_team();
    const bool lead = !team || team->rank() == 0;
    std::ostream quiet(nullptr);
    std::ostream& note = lead ? err : quiet;
    // Every process stops at the same point; the others wait until process 0 has said why, since
    // mpirun ends the whole job as soon as one process exits with an error.
    auto stop = [&](const std::string& why) {
        const int status = cli_fail(note, why);
        if (team) (void)team->agree({});
        return status;
    };
    auto balls = table_balls(a, "endgame");
    if (!balls) return stop(balls.error().message);
    auto dir = a.get("--out");
    if (!dir) return stop("fling endgame needs --out DIR");
    // One thread per process by default under mpirun: the processes are the parallelism.
    auto threads = thread_count(a, team ? 1 : 0);
    if (!threads) return stop(threads.error().message);
    EndgameTables::FileBuild how;
    if (auto parts = read_part_settings(how); !parts) return stop(parts.error().message);
    Result<void> made;
    if (lead && !make_dirs(*dir)) made = fail("cannot create " + *dir);
    if (team) made = team->agree(std::move(made));
    if (!made) return stop(made.error().message);
    const int n = static_cast<int>(*balls);
    const RankLayout layout = a.has("--no-symmetry") ? RankLayout::Boards : RankLayout::MirrorClasses;
    const auto start = std::chrono::steady_clock::now();
    EndgameTables tables(layout);
    // Valid tables already in DIR are kept and continued from (a 10-ball build reuses 1..9);
    // the first missing or bad one and everything after it is rebuilt. In a team, process 0 decides
    // which, and the others load the same levels.
    if (!a.has("--rebuild")) {
        if (lead) {
            if (auto loaded = tables.load(*dir, n); !loaded && file_exists(*dir + "/" + EndgameTables::file_name(tables.max_balls() + 1)))
                err << "rebuilding from " << tables.max_balls() + 1 << " balls: " << loaded.error().message << "\n";
            if (tables.max_balls() > 0) err << "using the existing tables for 1.." << tables.max_balls() << " balls\n";
        }
        if (team) {
            uint64_t k = static_cast<uint64_t>(tables.max_balls());
            team->broadcast(&k, sizeof k);
            Result<void> loaded;
            if (!lead && k > 0) loaded = tables.load(*dir, static_cast<int>(k));
            if (auto agreed = team->agree(std::move(loaded)); !agreed) return stop(agreed.error().message);
        }
    }
    std::vector<double> seconds(static_cast<size_t>(n) + 1, 0.0);
    const int from = tables.max_balls() + 1;  // levels from here on are built by this run
    if (tables.max_balls() < n) {
        how.threads = static_cast<int>(*threads);
        how.team = team.get();
        ProgressLine line{err};
        if (lead) how.progress = std::ref(line);
        auto level_start = std::chrono::steady_clock::now();
        how.finished = [&](const EndgameLevel& lv) {
            const auto now = std::chrono::steady_clock::now();
            seconds[static_cast<size_t>(lv.balls)] = std::chrono::duration<double>(now - level_start).count();
            level_start = now;
        };
        const auto built = tables.build_files(*dir, n, how);
        note << "\n";
        if (!built) return stop(built.error().message);
    }
    if (!lead) return 0;
    const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    auto bytes = [&](int balls_) {
        std::error_code ec;
        const auto size = std::filesystem::file_size(*dir + "/" + EndgameTables::file_name(balls_), ec);
        return ec ? uint64_t{0} : static_cast<uint64_t>(size);
    };
    if (a.json()) {
        JsonWriter j;
        j.begin_object();
        j.field("layout", layout_name(layout));
        j.field("threads", *threads);
        if (team) j.field("processes", team->size());
        j.field("seconds", total);
        j.key("tables").begin_array();
        for (int k = 1; k <= n; ++k) {
            const EndgameLevel& lv = tables.level(k);
            j.begin_object();
            j.field("balls", k);
            j.field("boards", lv.boards);
            j.field("entries", lv.entries);
            j.field("solvable", lv.solvable);
            j.field("unique", lv.unique);
            j.field("seconds", seconds[static_cast<size_t>(k)]);
            j.field("built", k >= from);
            j.field("bytes", bytes(k));
            j.end_object();
        }
        j.end_array().end_object();
        out << j.str() << "\n";
        return 0;
    }
    out << "balls  boards  solvable  unique  seconds  bytes (" << layout_name(layout) << ")\n";
    for (int k = 1; k <= n; ++k) {
        const EndgameLevel& lv = tables.level(k);
        char row[160];
        std::snprintf(row, sizeof row, "%d  %llu  %llu  %llu  %.1f  %llu\n", k, static_cast<unsigned long long>(lv.boards),
                      static_cast<unsigned long long>(lv.solvable), static_cast<unsigned long long>(lv.unique),
                      seconds[static_cast<size_t>(k)], static_cast<unsigned long long>(bytes(k)));
        out << row;
    }
    out << "endgame tables for 1.." << n << " balls in " << *dir << " (" << total << " s)\n";
    return 0;
}

// Every board of 1..N balls looked up in two folders of tables (say one per layout, or a threaded
// and a distributed build): the boards whose entries differ, per ball count.
int cmd_compare(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 3) return cli_fail(err, "fling compare-tables needs two table folders DIR_A DIR_B");
    auto balls = table_balls(a, "compare-tables");
    if (!balls) return cli_fail(err, balls.error().message);
    auto threads = thread_count(a);
    if (!threads) return cli_fail(err, threads.error().message);
    std::unique_ptr<EndgameTables> t[2];
    for (int i = 0; i < 2; ++i) {
        auto tables = tables_reaching(a.positional()[static_cast<size_t>(i) + 1], *balls);
        if (!tables) return cli_fail(err, tables.error().message);
        t[i] = std::move(*tables);
    }
    const auto start = std::chrono::steady_clock::now();
    JsonWriter j;
    j.begin_object().key("tables").begin_array();
    uint64_t all = 0;
    for (int n = 1; n <= *balls; ++n) {
        const uint64_t boards = binomial(kSquares, n);
        const auto nt = static_cast<uint64_t>(*threads);
        std::vector<uint64_t> bad(nt, 0);
        std::vector<std::thread> pool;
        for (uint64_t w = 0; w < nt; ++w)
            pool.emplace_back([&, w] {
                const uint64_t first = boards * w / nt, last = boards * (w + 1) / nt;
                if (first == last) return;
                const EndgameLevel& x = t[0]->level(n);
                const EndgameLevel& y = t[1]->level(n);
                Board b = board_unrank(first, n);
                for (uint64_t r = first; r < last; ++r) {
                    bad[w] += x.lookup(b) != y.lookup(b);
                    if (r + 1 < last) {
                        const uint64_t v = b | (b - 1);  // the next board of n balls
                        b = (v + 1) | (((~v & (v + 1)) - 1) >> (__builtin_ctzll(b) + 1));
                    }
                }
            });
        for (auto& th : pool) th.join();
        uint64_t mismatches = 0;
        for (uint64_t m : bad) mismatches += m;
        all += mismatches;
        j.begin_object().field("balls", n).field("boards", boards).field("mismatches", mismatches).end_object();
    }
    j.end_array();
    j.field("seconds", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    j.end_object();
    out << j.str() << "\n";
    return all == 0 ? kExitOk : kExitNo;
}

// A table checked against the search, which shares no code with the builders' ranking: K random
// boards of N balls (every entry the same as the search's), and K/100 boards made unique by the
// generator (each must read solvable and unique). The sample a maker runs on a table built
// elsewhere; the checksum already says the file is the one that was built.
int cmd_check_table(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "fling check-table needs a table folder DIR");
    auto balls = table_balls(a, "check-table");
    if (!balls) return cli_fail(err, balls.error().message);
    auto count = a.get_int("--count", 10000, 1, 100000000);
    if (!count) return cli_fail(err, count.error().message);
    auto seed = a.get_u64("--seed", 1);
    if (!seed) return cli_fail(err, seed.error().message);
    auto threads = thread_count(a);
    if (!threads) return cli_fail(err, threads.error().message);
    auto loaded = tables_reaching(a.positional()[1], *balls);
    if (!loaded) return cli_fail(err, loaded.error().message);
    const std::unique_ptr<EndgameTables> tables = std::move(*loaded);
    const int n = *balls;
    const auto start = std::chrono::steady_clock::now();
    std::vector<Board> boards(static_cast<size_t>(*count));
    Rng rng(*seed);
    for (Board& b : boards) b = random_board(n, rng);
    const size_t made = n >= kMinGenBalls ? std::max<size_t>(1, boards.size() / 100) : 0;
    struct Tally {
        uint64_t solvable = 0, unique = 0, mismatches = 0;
        Board first_bad = 0;
    };
    const auto nt = static_cast<size_t>(*threads);
    std::vector<Tally> tally(nt);
    std::vector<std::thread> pool;
    for (size_t w = 0; w < nt; ++w)
        pool.emplace_back([&, w] {
            Solver search;  // no tables: every answer from the search
            Tally& t = tally[w];
            auto check = [&](Board b, bool must_be_unique) {
                const bool s = search.solvable(b), u = search.unique(b);
                t.solvable += s, t.unique += u;
                if (tables->solvable(b) != s || tables->unique(b) != u || (must_be_unique && !u)) {
                    if (t.mismatches++ == 0) t.first_bad = b;
                }
                if (search.remembered() > (size_t{1} << 22)) search.forget();
            };
            for (size_t i = w; i < boards.size(); i += nt) check(boards[i], false);
            for (size_t i = w; i < made; i += nt) check(generate_unique(n, *seed * 1000003 + i, search), true);
        });
    for (auto& th : pool) th.join();
    Tally all;
    for (const Tally& t : tally) {
        all.solvable += t.solvable, all.unique += t.unique;
        if (t.mismatches && !all.mismatches) all.first_bad = t.first_bad;
        all.mismatches += t.mismatches;
    }
    JsonWriter j;
    j.begin_object().field("balls", n).field("layout", std::string(layout_name(tables->layout())));
    j.field("random_boards", static_cast<uint64_t>(boards.size())).field("made_unique", static_cast<uint64_t>(made));
    j.field("solvable", all.solvable).field("unique", all.unique).field("mismatches", all.mismatches);
    if (all.mismatches) j.field("first_mismatch", board_desc(all.first_bad));
    j.field("seconds", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    j.end_object();
    out << j.str() << "\n";
    return all.mismatches == 0 ? kExitOk : kExitNo;
}

} // namespace

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    static const CliTable table{"fling", kUsage, {"--balls", "--seed", "--count", "--out", "--threads", "--tables"}, {"--json", "--map", "--rebuild", "--no-symmetry"},
                                {{"solve", cmd_solve}, {"moves", cmd_moves}, {"random", cmd_random}, {"pack", cmd_pack}, {"endgame", cmd_endgame}, {"compare-tables", cmd_compare}, {"check-table", cmd_check_table}}};
    return run_cli_table(table, args, out, err);
}

Result<GameType::LevelTags> level_tags(const Puzzle& puzzle) {
    const Board b = dynamic_cast<const FlingPuzzle&>(puzzle).start();
    const Analysis an = analyse(b);
    if (!an.complete) return fail(too_big(an) + ": too many to check");
    if (!an.solvable) return fail("the board is not solvable");
    if (!an.unique()) return fail("the board is not unique (" + u128_text(an.board_sequences_to_2_balls) + " board sequences)");
    Solver solver;
    const Difficulty d = grade(b, solver);
    char score[32];
    std::snprintf(score, sizeof score, "%.2f", d.score);
    return GameType::LevelTags{{"grade", score}, {"reachable", std::to_string(d.reachable_states)}, {"losing", std::to_string(d.losing_first_moves)}};
}

} // namespace pz::fling
