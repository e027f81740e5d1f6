// The game RNG must give the same numbers on every platform: golden values pin it.
#include <doctest/doctest.h>

#include <cstddef>
#include <set>
#include <vector>

#include "engine/rng.h"

TEST_CASE("rng: golden first values for seed 1") {
    pz::Rng r(1);
    // xoshiro256** seeded through splitmix64(1), checked against an independent Python version.
    const uint64_t a = r.next(), b = r.next(), c = r.next();
    pz::Rng again(1);
    CHECK(again.next() == a);
    CHECK(again.next() == b);
    CHECK(again.next() == c);
    CHECK(a == 0xb3f2af6d0fc710c5ull);
    CHECK(b == 0x853b559647364ceaull);
    CHECK(c == 0x92f89756082a4514ull);
}

TEST_CASE("rng: seed 0 is an ordinary seed, different from seed 1") {
    pz::Rng a(0), b(1);
    CHECK(a.next() != b.next());
    pz::Rng z1(0), z2(0);
    for (int i = 0; i < 10; ++i) CHECK(z1.next() == z2.next());
}

TEST_CASE("rng: below(n) stays in range and hits every value") {
    pz::Rng r(42);
    std::set<uint32_t> seen;
    for (int i = 0; i < 2000; ++i) {
        uint32_t v = r.below(7);
        CHECK(v < 7);
        seen.insert(v);
    }
    CHECK(seen.size() == 7);
    for (int i = 0; i < 1000; ++i) {
        int v = r.range(-3, 3);
        CHECK(v >= -3);
        CHECK(v <= 3);
        double u = r.unit();
        CHECK(u >= 0.0);
        CHECK(u < 1.0);
    }
}

TEST_CASE("rng: below(n) golden sequence") {
    pz::Rng r(2026);
    std::vector<uint32_t> got;
    for (int i = 0; i < 8; ++i) got.push_back(r.below(10));
    pz::Rng r2(2026);
    for (int i = 0; i < 8; ++i) CHECK(r2.below(10) == got[static_cast<size_t>(i)]);
    // Pinned: a change to the bounded-integer routine would change every generated level.
    CHECK(got == std::vector<uint32_t>{5, 2, 8, 8, 8, 7, 8, 8});
}

TEST_CASE("rng: snapshot and restore resume the same stream") {
    pz::Rng r(9);
    r.next();
    auto snap = r.snapshot();
    uint64_t x = r.next();
    r.next();
    r.restore(snap);
    CHECK(r.next() == x);
}
