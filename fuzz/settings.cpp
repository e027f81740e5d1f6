// Fuzzes the settings and progress files: write -> parse -> write is stable.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/core/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    if (auto s = pz::Settings::parse(text)) {
        auto again = pz::Settings::parse(s->write());
        PZ_FUZZ_CHECK(again.ok());
        PZ_FUZZ_CHECK(again->write() == s->write());
    }
    if (auto p = pz::Progress::parse(text)) {
        auto again = pz::Progress::parse(p->write());
        PZ_FUZZ_CHECK(again.ok());
        PZ_FUZZ_CHECK(again->write() == p->write());
    }
    return 0;
}
