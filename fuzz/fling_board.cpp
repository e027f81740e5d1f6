// Fuzzes the Fling! board file (8 lines of 7 characters): a board read back from its text is the same board,
// and a rejected file names the line at fault.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/fling/board.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto board = pz::fling::parse_board(text);
    if (!board) {
        PZ_FUZZ_CHECK(!board.error().message.empty());
        return 0;
    }
    const std::string written = pz::fling::board_text(*board);
    auto again = pz::fling::parse_board(written);
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK(*again == *board);
    return 0;
}
