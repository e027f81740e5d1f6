// Finding a game in the list the caller hands down, and what is built from a game ID or record.
#include "game/core/games.h"

#include <string>

namespace pz {

const GameType* find_game(const Games& games, std::string_view id) {
    for (const GameType* g : games)
        if (g->id() == id) return g;
    return nullptr;
}

Result<std::unique_ptr<Puzzle>> load_game_id(const Games& games, std::string_view id_text) {
    auto id = parse_game_id(id_text);
    if (!id) return id.error();
    const GameType* g = find_game(games, id->game);
    if (!g) return fail("unknown game '" + id->game + "'");
    std::string desc = id->desc;
    if (id->seed) {
        auto d = g->generate(id->params, *id->seed);
        if (!d) return d.error();
        desc = *d;
    }
    return g->load(id->params, desc);
}

Result<std::unique_ptr<Session>> session_from_record(const Games& games, const Record& r) {
    auto puzzle = load_game_id(games, r.id.text());
    if (!puzzle) return puzzle.error();
    auto session = std::make_unique<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle)));
    auto ok = replay_into(*session, r);
    if (!ok) return ok.error();
    return session;
}

} // namespace pz
