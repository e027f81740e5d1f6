// Fuzzes Sweet Spots zone files (the original game's matrix, our "N k" level form, params:desc): a board
// read back from each written form is the same board, and a rejected file says why.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/sweetspots/board.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    // The first byte picks the chest count the caller gives (or -1: the file must say).
    const int k_given = static_cast<int>(data[0] % 4) - 1;
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    auto board = pz::sweetspots::parse_zone_file(text, k_given == 0 ? -1 : k_given);
    if (!board) {
        PZ_FUZZ_CHECK(!board.error().message.empty());
        return 0;
    }
    const std::string level = pz::sweetspots::format_level_file(*board);
    auto again = pz::sweetspots::parse_zone_file(level, -1);
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK(pz::sweetspots::format_level_file(*again) == level);
    // The matrix-only form loses k, so it is read back with the board's own.
    auto matrix = pz::sweetspots::parse_zone_file(pz::sweetspots::format_zone_file(*board), board->k);
    PZ_FUZZ_CHECK(matrix.ok());
    PZ_FUZZ_CHECK(pz::sweetspots::format_level_file(*matrix) == level);
    return 0;
}
