// Our own fixed PRNG (xoshiro256**) and bounded integers, identical on every platform.
#pragma once
#include <cstdint>

namespace pz {

// Seeded from one 64-bit value through splitmix64; seed 0 is an ordinary seed.
// Never use std::*_distribution with it: their output differs between standard libraries.
class Rng {
public:
    explicit Rng(uint64_t seed = 0x9e3779b97f4a7c15ull) { reseed(seed); }
    void reseed(uint64_t seed);

    uint64_t next();
    // Uniform integer in [0, n); n must be > 0. Unbiased (Lemire's multiply-and-reject).
    uint32_t below(uint32_t n);
    // Uniform integer in [lo, hi] inclusive.
    int32_t range(int32_t lo, int32_t hi);
    // Uniform double in [0, 1) with 53 random bits.
    double unit();
    bool chance(uint32_t numerator, uint32_t denominator) { return below(denominator) < numerator; }

    // The whole state, so a game can store and restore it (e.g. in a save file).
    struct Snapshot { uint64_t s[4]; };
    Snapshot snapshot() const { return {{s_[0], s_[1], s_[2], s_[3]}}; }
    void restore(const Snapshot& snap);

    template <class It> void shuffle(It first, It last) {
        auto n = last - first;
        for (auto i = n - 1; i > 0; --i) {
            auto j = below(static_cast<uint32_t>(i + 1));
            auto tmp = first[i]; first[i] = first[j]; first[j] = tmp;
        }
    }

private:
    uint64_t s_[4]{};
};

// Mixes a value into a hash; used to derive seeds (e.g. a daily seed from a date) and digests.
uint64_t mix64(uint64_t x);
// FNV-1a over bytes, for state digests that must match on every platform.
uint64_t fnv1a64(const void* data, unsigned long size, uint64_t h = 0xcbf29ce484222325ull);

} // namespace pz
