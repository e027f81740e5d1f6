// Fuzzes level pack parsing: every level written back parses to the same level.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/core/level_pack.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto pack = pz::parse_level_pack(text);
    if (!pack) {
        PZ_FUZZ_CHECK(pack.error().line > 0);
        return 0;
    }
    for (const auto& lv : pack->levels) {
        std::string line = pz::format_level(lv);
        auto again = pz::parse_level_pack(line);
        PZ_FUZZ_CHECK(again.ok());
        PZ_FUZZ_CHECK(again->levels.size() == 1);
        PZ_FUZZ_CHECK(pz::format_level(again->levels[0]) == line);
    }
    return 0;
}
