// Fuzzes game ID parsing: parse -> text -> parse gives the same ID.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/core/game_id.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto id = pz::parse_game_id(text);
    if (!id) return 0;
    auto again = pz::parse_game_id(id->text());
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK(again->text() == id->text());
    PZ_FUZZ_CHECK(again->seed == id->seed);
    return 0;
}
