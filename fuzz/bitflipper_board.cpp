// Fuzzes the BitFlipper board file ("rows cols states target" and the rows): what is read back from the
// written text, and from the one-line desc, is the same rule and board; a rejected file says why.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/bitflipper/rules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto file = pz::bitflipper::parse_text(text);
    if (!file) {
        PZ_FUZZ_CHECK(!file.error().message.empty());
        return 0;
    }
    const std::string written = pz::bitflipper::format_text(file->rule, file->board);
    auto again = pz::bitflipper::parse_text(written);
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK(pz::bitflipper::format_text(again->rule, again->board) == written);
    auto rule = pz::bitflipper::parse_params(pz::bitflipper::format_params(file->rule));
    PZ_FUZZ_CHECK(rule.ok());
    auto board = pz::bitflipper::parse_desc(*rule, pz::bitflipper::format_desc(file->rule, file->board));
    PZ_FUZZ_CHECK(board.ok());
    PZ_FUZZ_CHECK(pz::bitflipper::format_text(*rule, *board) == written);
    return 0;
}
