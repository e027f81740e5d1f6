// Fuzzes every registered game's puzzle description and move parsers through the one interface:
// line 1 names the game, line 2 is params, line 3 the description, later lines are moves.
// A loaded puzzle must reload from its own params and description to the same start.
#include <cstdint>
#include <string>
#include <string_view>

#include "check.h"
#include "game/all/registry.h"
#include "game/core/text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto lines = pz::split_lines(text);
    if (lines.size() < 3) return 0;
    const pz::GameType* game = pz::find_game(lines[0]);
    if (!game) return 0;
    const pz::GameType& g = *game;
    auto puzzle = g.load(lines[1], lines[2]);
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
    for (size_t i = 3; i < lines.size() && i < 200; ++i) {
        if ((*puzzle)->status(*s) != pz::Status::Playing) break;
        auto next = (*puzzle)->apply(*s, lines[i]);
        if (next) s = *next;
        else PZ_FUZZ_CHECK(!next.error().message.empty());
    }
    (void)s->text();
    return 0;
}
