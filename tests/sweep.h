// How many seeds, boards or rounds a property sweep runs: all of them, except in a sanitizer build
// (AddressSanitizer + UndefinedBehaviorSanitizer), which runs the first tenth. The sanitizers look
// for memory and undefined-behaviour faults, which show on the first boards as on the last, while
// their checks make a search 10 to 30 times slower: the whole sweep ran 20 of the sanitizer
// stage's minutes. Every sweep still runs whole on the Release build and in WebAssembly, so no
// check is dropped; the sanitizers see every code path the sweep reaches.
#pragma once
#include <cstddef>

namespace pz::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// The number of items a sweep of `all` runs in this build (at least one).
constexpr int sweep(int all) { return kSanitized ? (all + 9) / 10 : all; }

// Whether item i of a sweep runs in this build: all of them, or in a sanitizer build every
// stride-th (i % stride == 0). A loop over games by sizes with stride "sizes + 1" runs each game
// once, at a size that changes from game to game.
constexpr bool sampled(size_t i, size_t stride) { return !kSanitized || i % stride == 0; }

} // namespace pz::test
