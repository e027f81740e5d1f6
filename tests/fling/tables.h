// Helpers shared by the endgame table tests: comparing tables word by word, and damaging a file.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include "game/fling/endgame.h"

namespace pz::fling::test {

// Levels 1..max_balls of `got` hold exactly the words of `want`.
inline void check_same_levels(const EndgameTables& want, const EndgameTables& got, int max_balls) {
    for (int n = 1; n <= max_balls; ++n) {
        const uint64_t words = (want.level(n).entries + 31) / 32;
        REQUIRE(want.level(n).entries == got.level(n).entries);
        INFO(n, " balls");
        CHECK(std::equal(want.level(n).words, want.level(n).words + words, got.level(n).words));
    }
}

// Flips the bits of `mask` in the byte at `offset` of the file at `path`.
inline void flip_bits(const std::string& path, std::streamoff offset, char mask) {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    REQUIRE(f);
    f.seekg(offset);
    char c = 0;
    f.read(&c, 1);
    c = static_cast<char>(c ^ mask);
    f.seekp(offset);
    f.write(&c, 1);
    REQUIRE(f);
}

} // namespace pz::fling::test
