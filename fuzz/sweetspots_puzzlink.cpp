// Fuzzes Sweet Spots' puzz.link formats: a Star Battle URL or a pzprv3 file (the first byte picks
// which). A board read is written back and reads as the same board; a rejected input says why.
#include <cstdint>
#include <string_view>
#include <vector>

#include "check.h"
#include "game/sweetspots/formats.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const bool url = data[0] % 2 == 0;
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    std::vector<uint8_t> stars;
    auto board = url ? pz::sweetspots::parse_puzzlink(text) : pz::sweetspots::parse_pzprv3(text, &stars);
    if (!board) {
        PZ_FUZZ_CHECK(!board.error().message.empty());
        return 0;
    }
    const pz::sweetspots::Board c = pz::sweetspots::canonical_zones(*board);
    auto again = pz::sweetspots::parse_puzzlink(pz::sweetspots::format_puzzlink(*board));
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK(*again == c);
    std::vector<uint8_t> stars_again;
    auto file = pz::sweetspots::parse_pzprv3(pz::sweetspots::format_pzprv3(*board, url ? nullptr : &stars), &stars_again);
    PZ_FUZZ_CHECK(file.ok());
    PZ_FUZZ_CHECK(*file == c);
    if (!url) PZ_FUZZ_CHECK(stars_again == stars);
    return 0;
}
