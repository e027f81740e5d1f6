// puzzlebox-tool: list the games and a player's unfinished games, generate, check and time any game's levels, and run each game's own commands headless.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "game/core/cli.h"
#include "game/all/convert.h"
#include "game/all/daily.h"
#include "game/core/json.h"
#include "game/all/registry.h"
#include "game/core/player_data.h"
#include "game/core/text.h"

namespace {

int usage(std::ostream& out) {
    out << "usage: puzzlebox-tool list [--json]\n"
           "       puzzlebox-tool replay FILE [--json]\n"
           "       puzzlebox-tool id INPUT [--json]\n"
           "       puzzlebox-tool convert INPUT... --to FORMAT [--out FILE] [--solution] [--per-page N] [--json]\n"
           "         INPUT: a game ID or seed ID, a puzz.link URL, a pzprv3, ipuz, .puz or .pzr file\n"
           "         FORMAT: id, puzzlink, pzprv3, ipuz, svg, pdf, png\n"
           "       puzzlebox-tool hint GAME_ID|FILE.pzr [--json]\n"
           "       puzzlebox-tool daily [--date YYYY-MM-DD] [--json]   (every game's puzzle of the day)\n"
           "       puzzlebox-tool saves --data DIR [--json]\n"
           "       puzzlebox-tool stats --data DIR [--date YYYY-MM-DD] [--json]   (solved, played, daily streaks)\n"
           "       puzzlebox-tool made --data DIR [--json]   (the puzzles the player made)\n"
           "       puzzlebox-tool generate GAME [--params P] [--seed N] [--count K] [--date YYYY-MM-DD] [--json]\n"
           "       puzzlebox-tool check GAME FILE [--json]\n"
           "       puzzlebox-tool bench GAME [--params P] [--seed N] [--count K] [--date YYYY-MM-DD] [--json]\n"
           "         P: the game's settings as its presets spell them (puzzlebox-tool list)\n"
           "       puzzlebox-tool GAME COMMAND [ARGS...]   (the game's own commands: solve, pack, ...; GAME help lists them)\n"
           "Every command takes --json and then prints exactly one JSON object. See docs/cli.md.\n";
    return 0;
}

std::string game_names() {
    std::string names;
    for (const pz::GameType* g : pz::all_games()) names += (names.empty() ? "" : ", ") + std::string(g->id());
    return names;
}

int list_games(const pz::CliArgs& args, std::ostream& out) {
    if (args.json()) {
        pz::JsonWriter j;
        j.begin_object().key("games").begin_array();
        for (const pz::GameType* g : pz::all_games()) {
            j.begin_object().field("id", g->id()).field("title", g->title()).field("tagline", g->tagline()).field("built", true);
            j.key("presets").begin_array();
            for (const auto& p : g->presets()) j.begin_object().field("name", p.name).field("params", p.params).end_object();
            j.end_array();
            j.end_object();
        }
        j.end_array().end_object();
        out << j.str() << "\n";
    } else {
        for (const pz::GameType* g : pz::all_games()) out << g->id() << "\t" << g->title() << "\tbuilt\t" << g->tagline() << "\n";
    }
    return 0;
}

int replay(const pz::CliArgs& args, std::ostream& out, std::ostream& err) {
    if (args.positional().size() != 2) return pz::cli_fail(err, "usage: puzzlebox-tool replay FILE [--json]");
    const std::string& path = args.positional()[1];
    auto rec = pz::read_record_file(path);
    if (!rec) return pz::cli_fail(err, rec.error().message);
    auto session = pz::session_from_record(*rec);
    if (!session) return pz::cli_fail(err, path + ": " + session.error().message);
    auto& s = **session;
    s.seek(s.length());
    const uint64_t dig = pz::digest(s.state());
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(dig));
    if (args.json()) {
        pz::JsonWriter j;
        j.begin_object()
            .field("game", rec->id.game)
            .field("status", pz::status_name(s.status()))
            .field("steps", s.length())
            .field("moves", s.moves_made())
            .field("digest", std::string(hex))
            .field("truncated", rec->truncated)
            .end_object();
        out << j.str() << "\n";
    } else {
        out << path << ": " << rec->id.game << ", " << s.length() << " steps, " << s.moves_made() << " moves, "
            << pz::status_name(s.status()) << ", digest " << hex << (rec->truncated ? " (file was truncated: replayed up to the last whole step)" : "") << "\n";
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") return usage(std::cout);
    const std::string& cmd = args[0];
    if (const pz::GameType* g = pz::find_game(cmd)) return pz::run_game_cli(*g, {args.begin() + 1, args.end()}, std::cout, std::cerr);
    if (cmd == "convert") return pz::run_convert(args, std::cout, std::cerr);  // its own flags
    if (cmd == "daily") return pz::run_daily(args, std::cout, std::cerr);
    if (cmd == "saves") return pz::run_saves_command(pz::all_games(), args, std::cout, std::cerr);
    if (cmd == "stats") return pz::run_stats_command(pz::all_games(), args, std::cout, std::cerr);
    if (cmd == "made") return pz::run_made_command(pz::all_games(), args, std::cout, std::cerr);
    for (const char* shared : pz::kSharedCommands)
        if (cmd == shared) {
            pz::CliArgs a(args, pz::shared_value_flags());
            if (a.positional().size() < 2) return pz::cli_fail(std::cerr, cmd + " needs a GAME first (one of: " + game_names() + ")");
            const pz::GameType* g = pz::find_game(a.positional()[1]);
            if (!g) return pz::cli_fail(std::cerr, "no game called '" + a.positional()[1] + "' (one of: " + game_names() + ")");
            return pz::run_shared_command(*g, a, std::cout, std::cerr);
        }
    pz::CliArgs a(args, {});
    if (auto ok = a.check(); !ok) return pz::cli_fail(std::cerr, ok.error().message);
    if (cmd == "list") return list_games(a, std::cout);
    if (cmd == "replay") return replay(a, std::cout, std::cerr);
    if (cmd == "id") return pz::run_id(args, std::cout, std::cerr);
    if (cmd == "hint") return pz::run_hint(args, std::cout, std::cerr);
    return pz::cli_fail(std::cerr, "unknown command '" + cmd + "' (try: puzzlebox-tool list)");
}
