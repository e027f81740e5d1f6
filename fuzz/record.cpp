// Fuzzes record (save/replay) parsing: errors are values, and parse -> write -> parse is stable.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/core/record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto r = pz::parse_record(text);
    if (!r) {
        PZ_FUZZ_CHECK(!r.error().message.empty());
        return 0;
    }
    std::string once = pz::write_record(*r);
    auto again = pz::parse_record(once);
    PZ_FUZZ_CHECK(again.ok());
    PZ_FUZZ_CHECK(pz::write_record(*again) == once);
    return 0;
}
