// Fuzzes Decodoku's hand-made position (a game description): a position read back from its text
// is the same position, it loads and plays at its own size, and a rejected text is one line.
#include <cstdint>
#include <string>
#include <string_view>

#include "check.h"
#include "game/decodoku/rules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto pos = pz::decodoku::parse_position(text);
    if (!pos) {
        PZ_FUZZ_CHECK(!pos.error().message.empty());
        PZ_FUZZ_CHECK(pos.error().message.find('\n') == std::string::npos);
        return 0;
    }
    const std::string written = pz::decodoku::format_position(*pos);
    auto again = pz::decodoku::parse_position(written);
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK(pz::decodoku::format_position(*again) == written);
    auto puzzle = pz::decodoku::load_puzzle(std::to_string(pos->start.size) + "p", written);
    PZ_FUZZ_CHECK(puzzle.ok());
    PZ_FUZZ_CHECK((*puzzle)->description() == written);
    // Every number moved every way: each move is played or refused, never a crash.
    const auto start = (*puzzle)->initial();
    const int n = pos->start.size;
    for (int cell = 0; cell < n * n; ++cell)
        for (char d : {'L', 'R', 'U', 'D'}) {
            auto after = (*puzzle)->apply(*start, std::to_string(cell % n) + "," + std::to_string(cell / n) + d);
            if (!after) continue;
            for (auto s = *after; (*puzzle)->automatic_move(*s);) {
                auto noised = (*puzzle)->apply(*s, "noise");
                PZ_FUZZ_CHECK(noised.ok());
                s = *noised;
            }
        }
    return 0;
}
