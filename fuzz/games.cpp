// Fuzzes every registered game's puzzle description and move parsers through the one interface:
// byte 0 picks the game, line 1 is params, line 2 the description, later lines are moves.
// A loaded puzzle must reload from its own params and description to the same start.
#include <cstdint>
#include <string>
#include <string_view>

#include "check.h"
#include "game/core/registry.h"
#include "game/core/text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const auto& games = pz::all_games();
    if (size < 1 || games.empty()) return 0;
    const pz::GameType& g = *games[data[0] % games.size()];
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    auto lines = pz::split_lines(text);
    if (lines.size() < 2) return 0;
    auto puzzle = g.load(lines[0], lines[1]);
    if (!puzzle) {
        PZ_FUZZ_CHECK(!puzzle.error().message.empty());
        return 0;
    }
    auto start = (*puzzle)->initial();
    auto again = g.load((*puzzle)->params(), (*puzzle)->description());
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK((*again)->description() == (*puzzle)->description());
    PZ_FUZZ_CHECK((*again)->initial()->text() == start->text());
    pz::StatePtr s = start;
    for (size_t i = 2; i < lines.size() && i < 200; ++i) {
        if ((*puzzle)->status(*s) != pz::Status::Playing) break;
        auto next = (*puzzle)->apply(*s, lines[i]);
        if (next) s = *next;
        else PZ_FUZZ_CHECK(!next.error().message.empty());
    }
    (void)s->text();
    return 0;
}
