// Registry look-ups over the generated game list, and loading puzzles from game IDs.
#include "game/core/registry.h"

#include "game/core/game_id.h"

namespace pz {

const GameType* find_game(std::string_view id) {
    for (const GameType* g : all_games())
        if (g->id() == id) return g;
    return nullptr;
}

Result<std::unique_ptr<Puzzle>> load_game_id(std::string_view id_text) {
    auto id = parse_game_id(id_text);
    if (!id) return id.error();
    const GameType* g = find_game(id->game);
    if (!g) return fail("unknown game '" + id->game + "'");
    std::string desc = id->desc;
    if (id->seed) {
        auto d = g->generate(id->params, *id->seed);
        if (!d) return d.error();
        desc = *d;
    }
    return g->load(id->params, desc);
}

} // namespace pz

namespace pz {

Result<std::unique_ptr<Session>> session_from_record(const Record& r) {
    auto puzzle = load_game_id(r.id.text());
    if (!puzzle) return puzzle.error();
    auto session = std::make_unique<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle)));
    auto ok = replay_into(*session, r);
    if (!ok) return ok.error();
    return session;
}

} // namespace pz
