// Progress files: any progress the game can hold (keys of any text) is written and read back
// equal; any file at all is read without a crash, and what it yields round-trips.
#include <string_view>
#include <vector>

#include "bytes.h"
#include "check.h"
#include "game/core/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<pz::Error> skipped;
    if (auto p = pz::Progress::parse(std::string_view(reinterpret_cast<const char*>(data), size), &skipped)) {
        auto again = pz::Progress::parse(p->write());
        PZ_FUZZ_CHECK(again.ok() && *again == *p);
    }
    pz::fuzz::Bytes in(data, size);
    pz::Progress made;
    for (int n = 0; n < 64 && !in.empty(); ++n) {
        const std::string key = in.text(40);
        const int moves = static_cast<int>(in.below(1000));
        const uint8_t how = in.byte();
        made.record(key, how & 1, moves, how & 2);
    }
    skipped.clear();
    auto back = pz::Progress::parse(made.write(), &skipped);
    PZ_FUZZ_CHECK(back.ok());
    PZ_FUZZ_CHECK(skipped.empty());
    PZ_FUZZ_CHECK(*back == made);
    return 0;
}
