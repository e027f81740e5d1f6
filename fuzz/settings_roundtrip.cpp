// Settings files: any settings the game can hold are written and read back equal; any file at
// all is read without a crash, keeping its good lines, and what it yields round-trips.
#include <string_view>
#include <vector>

#include "bytes.h"
#include "check.h"
#include "game/core/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<pz::Error> skipped;
    if (auto s = pz::Settings::parse(std::string_view(reinterpret_cast<const char*>(data), size), &skipped)) {
        auto again = pz::Settings::parse(s->write());
        PZ_FUZZ_CHECK(again.ok() && again->write() == s->write());
    }
    pz::fuzz::Bytes in(data, size);
    pz::Settings made;
    const uint8_t flags = in.byte(), more = in.byte();
    made.sound = flags & 1;
    made.colour_blind = flags & 2;
    made.left_handed = flags & 4;
    made.show_timer = flags & 32;
    made.reduced_motion = flags & 64;
    for (int n = static_cast<int>(in.below(4)); n > 0; --n) {
        std::string key = in.text(10) + "." + in.text(10);  // a game's option: "<game>.<key>"
        made.game_options[key] = in.byte() & 1;
    }
    made.volume = more % 101;
    made.long_press_ms = 150 + static_cast<int>(in.below(1851));
    skipped.clear();
    auto back = pz::Settings::parse(made.write(), &skipped);
    PZ_FUZZ_CHECK(back.ok() && skipped.empty());
    PZ_FUZZ_CHECK(back->write() == made.write());
    PZ_FUZZ_CHECK(back->long_press_ms == made.long_press_ms && back->game_options == made.game_options);
    return 0;
}
