// What SDL's disk audio driver wrote, read back for tests: the left channel of its 16-bit stereo
// file, the runs of sound in it, and a wait for the mixer to finish what it plays.
#pragma once
#include <SDL.h>
#include <SDL_mixer.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

namespace pz::test {

inline constexpr int kDiskRate = 44100;

struct Segment { size_t begin, end; };

// Runs of sound separated by more than `gap` silent samples.
inline std::vector<Segment> segments(const std::vector<int16_t>& x, int threshold, size_t gap) {
    std::vector<Segment> out;
    for (size_t i = 0; i < x.size(); ++i) {
        if (std::abs(x[i]) <= threshold) continue;
        if (!out.empty() && i - out.back().end <= gap) out.back().end = i + 1;
        else out.push_back({i, i + 1});
    }
    return out;
}

// The left channel of a 16-bit stereo file as the disk driver writes it.
inline std::vector<int16_t> left_channel(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<int16_t> left(bytes.size() / 4);
    for (size_t i = 0; i < left.size(); ++i) std::memcpy(&left[i], bytes.data() + i * 4, 2);
    return left;
}

// Waits until the mixer has played everything, then leaves a gap of silence (several device buffers).
inline void drain() {
    for (int i = 0; i < 400 && Mix_Playing(-1) > 0; ++i) SDL_Delay(5);
    SDL_Delay(60);
}

} // namespace pz::test
