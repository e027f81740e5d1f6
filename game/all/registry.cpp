// Registry look-ups over the generated game list, loading puzzles from game IDs and records,
// and the tool's `hint` command, which needs both.
#include "game/all/registry.h"

#include <filesystem>

#include "game/core/cli.h"
#include "game/core/game_id.h"
#include "game/core/games.h"
#include "game/core/json.h"

namespace pz {

const GameType* find_game(std::string_view id) { return find_game(all_games(), id); }

Result<std::unique_ptr<Puzzle>> load_game_id(std::string_view id_text) { return load_game_id(all_games(), id_text); }

Result<std::unique_ptr<Session>> session_from_record(const Record& r) { return session_from_record(all_games(), r); }

Result<std::unique_ptr<Session>> session_from_input(const std::string& input) {
    std::error_code ec;
    const bool record = (input.size() > 4 && input.compare(input.size() - 4, 4, ".pzr") == 0) ||
                        std::filesystem::is_regular_file(input, ec);
    if (record) {
        auto rec = read_record_file(input);
        if (!rec) return rec.error();
        auto s = session_from_record(*rec);
        if (!s) return fail(input + ": " + s.error().message);
        return s;
    }
    auto puzzle = load_game_id(input);
    if (!puzzle) return puzzle.error();
    return std::make_unique<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle)));
}

int run_hint(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs a(args, {});
    if (auto ok = a.check(); !ok) return cli_fail(err, ok.error().message);
    if (a.positional().size() != 2) return cli_fail(err, "usage: puzzlebox-tool hint GAME_ID|FILE.pzr [--json]");
    auto session = session_from_input(a.positional()[1]);
    if (!session) return cli_fail(err, session.error().message);
    auto h = (*session)->hint();
    if (!h) {
        err << "puzzlebox-tool: no hint: " << h.error().message << "\n";
        return kExitNo;
    }
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("game", (*session)->puzzle().game());
        j.key("nudge").begin_object().field("text", h->nudge).array_of("cells", h->cells).end_object();
        j.field("reason", h->reason).field("move", h->move).field("move_name", h->move_name).end_object();
        out << j.str() << "\n";
    } else {
        // Three lines, one per step: where to look (and its cells), why, the move (and its text).
        out << "look: " << h->nudge;
        for (size_t i = 0; i < h->cells.size(); ++i) out << (i ? " " : " (") << h->cells[i] << (i + 1 == h->cells.size() ? ")" : "");
        out << "\nwhy: " << h->reason << "\nmove: " << (h->move_name.empty() ? h->move : h->move_name) << " (" << h->move << ")\n";
    }
    return kExitOk;
}

} // namespace pz
