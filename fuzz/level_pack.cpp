// Fuzzes level pack parsing: every level written back parses to the same level, and the line
// limit (too short for fuzz inputs to reach at its real size) is exercised at a small one too.
#include <algorithm>
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/core/level_pack.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    // The same reader with a limit of 8 lines: refused as too large exactly when the text has
    // more lines, and otherwise the same answer as with the real limit.
    constexpr int kSmall = 8;
    const auto lines = std::count(text.begin(), text.end(), '\n') + (text.empty() || text.back() == '\n' ? 0 : 1);
    auto small = pz::parse_level_pack(text, "Levels", kSmall);
    auto pack = pz::parse_level_pack(text);
    if (lines > kSmall) {
        PZ_FUZZ_CHECK(!small.ok() && small.error().kind == pz::Error::Kind::TooLarge && small.error().line == kSmall + 1);
    } else {
        PZ_FUZZ_CHECK(small.ok() == pack.ok());
    }
    if (lines > pz::kMaxPackLines) PZ_FUZZ_CHECK(!pack.ok() && pack.error().kind == pz::Error::Kind::TooLarge);
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
