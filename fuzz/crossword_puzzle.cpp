// Fuzzes the crossword puzzle file (layout, "words:", the word list): what is read back from the written
// file, and from the one-line desc, is the same puzzle; a rejected file names its line.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/crossword/grid.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto puzzle = pz::crossword::parse_puzzle_file(text);
    if (!puzzle) {
        PZ_FUZZ_CHECK(!puzzle.error().message.empty());
        return 0;
    }
    const std::string written = pz::crossword::format_puzzle_file(*puzzle);
    auto again = pz::crossword::parse_puzzle_file(written);
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK(pz::crossword::format_puzzle_file(*again) == written);
    auto desc = pz::crossword::parse_desc(pz::crossword::format_desc(*puzzle));
    PZ_FUZZ_CHECK(desc.ok());
    PZ_FUZZ_CHECK(pz::crossword::format_puzzle_file(*desc) == written);
    return 0;
}
