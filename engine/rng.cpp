// xoshiro256** with splitmix64 seeding (Blackman & Vigna), and Lemire's bounded integers.
#include "engine/rng.h"

namespace pz {

namespace {
uint64_t splitmix64(uint64_t& x) {
    uint64_t z = (x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
} // namespace

void Rng::reseed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& w : s_) w = splitmix64(x);
}

void Rng::restore(const Snapshot& snap) {
    for (int i = 0; i < 4; ++i) s_[i] = snap.s[i];
    if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0) reseed(0); // the all-zero state is a fixed point
}

uint64_t Rng::next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

uint32_t Rng::below(uint32_t n) {
    // Take the top 32 bits of each draw; reject the small biased band below 2^32 mod n.
    uint64_t m = (next() >> 32) * uint64_t(n);
    uint32_t low = static_cast<uint32_t>(m);
    if (low < n) {
        const uint32_t threshold = static_cast<uint32_t>(-n) % n;
        while (low < threshold) {
            m = (next() >> 32) * uint64_t(n);
            low = static_cast<uint32_t>(m);
        }
    }
    return static_cast<uint32_t>(m >> 32);
}

int32_t Rng::range(int32_t lo, int32_t hi) {
    return lo + static_cast<int32_t>(below(static_cast<uint32_t>(hi - lo) + 1u));
}

double Rng::unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

uint64_t mix64(uint64_t x) {
    uint64_t s = x;
    return splitmix64(s);
}

uint64_t fnv1a64(const void* data, unsigned long size, uint64_t h) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (unsigned long i = 0; i < size; ++i) {
        h ^= p[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

} // namespace pz
