// Parsing and printing of game IDs.
#include "game/core/game_id.h"

#include "game/core/text.h"

namespace pz {

std::string GameId::text() const {
    if (seed && desc.empty()) return game + ":" + params + "#" + std::to_string(*seed);
    return game + ":" + params + ":" + desc;
}

Result<GameId> parse_game_id(std::string_view text) {
    text = trim(text);
    if (text.size() > (1u << 20)) return fail("game ID is too long");
    size_t c1 = text.find(':');
    if (c1 == std::string_view::npos || c1 == 0)
        return fail("game ID must look like game:params:description or game:params#seed");
    GameId id;
    id.game = std::string(text.substr(0, c1));
    for (char ch : id.game)
        if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')))
            return fail("game name '" + id.game + "' may hold only a-z and 0-9");
    std::string_view rest = text.substr(c1 + 1);
    size_t sep = rest.find_first_of(":#");
    if (sep == std::string_view::npos) return fail("game ID has no ':description' or '#seed' after the params");
    id.params = std::string(rest.substr(0, sep));
    std::string_view tail = rest.substr(sep + 1);
    if (rest[sep] == '#') {
        auto seed = parse_u64(tail, "a seed");
        if (!seed) return seed.error();
        id.seed = *seed;
    } else {
        if (tail.empty()) return fail("game ID has an empty description");
        for (char ch : tail)
            if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r')
                return fail("a description may not contain spaces");
        id.desc = std::string(tail);
    }
    return id;
}

} // namespace pz
