// Sound with a voice: the synthesised effects (lengths, peaks, scale), NullAudio's record, and the
// mixer back end heard through SDL's disk audio driver (played, paused, muted, chains climbing).
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "engine/audio.h"
#include "sound_file.h"

using namespace pz;
using pz::test::drain;
using pz::test::segments;

namespace {

constexpr int kRate = pz::test::kDiskRate;
constexpr int kSounds = static_cast<int>(Sound::Count);
constexpr int kVoices = static_cast<int>(Voice::Count);

const char* sound_name(Sound s) {
    static const char* names[] = {"Tap", "Move", "Merge", "Invalid", "Win", "Lose", "UiTap",
                                  "Place", "Pop", "Flip", "Slide", "Bump", "Burst", "Undo"};
    static_assert(std::size(names) == kSounds);
    return names[static_cast<int>(s)];
}
const char* voice_name(Voice v) {
    static const char* names[] = {"Plain", "Marimba", "Bell", "Chip", "Pluck", "Keys"};
    static_assert(std::size(names) == kVoices);
    return names[static_cast<int>(v)];
}

float peak(const std::vector<float>& x) {
    float p = 0;
    for (float v : x) p = std::max(p, std::fabs(v));
    return p;
}
float rms(const std::vector<float>& x) {
    double s = 0;
    for (float v : x) s += static_cast<double>(v) * v;
    return x.empty() ? 0.f : static_cast<float>(std::sqrt(s / static_cast<double>(x.size())));
}
float dbfs(float a) { return a > 0 ? 20.f * std::log10(a) : -999.f; }

// Sign changes per sample: rises with pitch for the same waveform.
template <class T> float crossing_rate(const std::vector<T>& x) {
    int n = 0;
    for (size_t i = 1; i < x.size(); ++i) n += (x[i - 1] < 0) != (x[i] < 0);
    return x.size() > 1 ? static_cast<float>(n) / static_cast<float>(x.size()) : 0.f;
}

void write_wav(const std::filesystem::path& p, const std::vector<float>& x) {
    std::ofstream f(p, std::ios::binary);
    auto u32 = [&](uint32_t v) { f.write(reinterpret_cast<const char*>(&v), 4); };
    auto u16 = [&](uint16_t v) { f.write(reinterpret_cast<const char*>(&v), 2); };
    const auto bytes = static_cast<uint32_t>(x.size() * 2);
    f.write("RIFF", 4); u32(36 + bytes); f.write("WAVEfmt ", 8);
    u32(16); u16(1); u16(1); u32(kRate); u32(kRate * 2); u16(2); u16(16);
    f.write("data", 4); u32(bytes);
    for (float v : x) u16(static_cast<uint16_t>(static_cast<int16_t>(std::clamp(v, -1.f, 1.f) * 32767.f)));
}

} // namespace

TEST_CASE("scale_step climbs the major pentatonic scale, an octave every five steps") {
    CHECK(scale_step(0) == doctest::Approx(1.f));
    CHECK(scale_step(1) == doctest::Approx(std::exp2(2.f / 12.f)));
    CHECK(scale_step(3) == doctest::Approx(std::exp2(7.f / 12.f)));
    CHECK(scale_step(5) == doctest::Approx(2.f));
    CHECK(scale_step(-5) == doctest::Approx(0.5f));
    CHECK(scale_step(-1) == doctest::Approx(std::exp2(-3.f / 12.f)));
    for (int n = -10; n < 15; ++n) CHECK(scale_step(n + 1) > scale_step(n));
}

TEST_CASE("every sound in every voice stays under full scale, UI taps are the softest, wins are phrases") {
    const auto dir = std::filesystem::temp_directory_path() / "puzzlebox-sounds";
    std::filesystem::create_directories(dir);
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::vector<std::vector<float>>> all(kVoices);
    for (int v = 0; v < kVoices; ++v)
        for (int s = 0; s < kSounds; ++s) all[v].push_back(synthesise(static_cast<Sound>(s), static_cast<Voice>(v), 1.f, kRate));
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    MESSAGE("synthesising all " << kSounds * kVoices << " sounds took " << ms << " ms (reported, not asserted)");
    std::string table = "voice sound length_ms peak_dBFS rms_dBFS\n";
    for (int v = 0; v < kVoices; ++v) {
        const auto& sounds = all[static_cast<size_t>(v)];
        for (int s = 0; s < kSounds; ++s) {
            const auto& x = sounds[static_cast<size_t>(s)];
            const auto sound = static_cast<Sound>(s);
            CAPTURE(std::string(voice_name(static_cast<Voice>(v))));
            CAPTURE(std::string(sound_name(sound)));
            REQUIRE(x.size() > 100);
            CHECK(peak(x) < 0.9f);   // headroom: two at once still do not clip much
            CHECK(peak(x) > 0.1f);
            CHECK(std::fabs(x.back()) < 1e-3f);  // ends at rest, no click
            write_wav(dir / (std::string(voice_name(static_cast<Voice>(v))) + "-" + sound_name(sound) + ".wav"), x);
            char line[128];
            std::snprintf(line, sizeof line, "%s %s %.0f %.1f %.1f\n", voice_name(static_cast<Voice>(v)),
                          sound_name(sound), 1000.0 * static_cast<double>(x.size()) / kRate,
                          static_cast<double>(dbfs(peak(x))), static_cast<double>(dbfs(rms(x))));
            table += line;
            if (sound != Sound::UiTap) {
                CHECK(peak(x) > peak(sounds[static_cast<size_t>(Sound::UiTap)]));
                CHECK(rms(x) > rms(sounds[static_cast<size_t>(Sound::UiTap)]));
            }
        }
        const auto& win = sounds[static_cast<size_t>(Sound::Win)];
        CHECK(win.size() >= static_cast<size_t>(0.6 * kRate));
        CHECK(win.size() <= static_cast<size_t>(1.0 * kRate));
        CHECK(win.size() > 5 * sounds[static_cast<size_t>(Sound::Tap)].size());
        CHECK(sounds[static_cast<size_t>(Sound::Lose)].size() >= static_cast<size_t>(0.6 * kRate));
        if (v > 0) CHECK(win != all[0][static_cast<size_t>(Sound::Win)]);  // each game its own phrase
    }
    MESSAGE(table << "WAVs in " << dir.string());
    // One game's voice is not another's: the same Move differs between two voices.
    CHECK(all[1][static_cast<size_t>(Sound::Move)] != all[3][static_cast<size_t>(Sound::Move)]);
}

TEST_CASE("a chain climbs: the same sound at scale_step(0..4) rises in pitch in every voice") {
    for (int v = 0; v < kVoices; ++v) {
        CAPTURE(std::string(voice_name(static_cast<Voice>(v))));
        float prev = 0;
        for (int n = 0; n < 5; ++n) {
            const float zcr = crossing_rate(synthesise(Sound::Merge, static_cast<Voice>(v), scale_step(n), kRate));
            CHECK(zcr > prev);
            prev = zcr;
        }
    }
}

TEST_CASE("NullAudio records voice, sound, pitch and pause while still counting played") {
    NullAudio a;
    a.set_voice(Voice::Pluck);
    a.play(Sound::Bump, scale_step(2));
    a.set_paused(true);
    a.play(Sound::Win, 1.f);
    CHECK(a.played[static_cast<int>(Sound::Bump)] == 1);
    CHECK(a.played[static_cast<int>(Sound::Win)] == 1);
    REQUIRE(a.calls.size() == 2);
    CHECK(a.calls[0].sound == Sound::Bump);
    CHECK(a.calls[0].pitch == doctest::Approx(scale_step(2)));
    CHECK(a.calls[0].voice == Voice::Pluck);
    CHECK_FALSE(a.calls[0].paused);
    CHECK(a.calls[1].paused);
    CHECK(a.voices == std::vector<Voice>{Voice::Pluck});
}

TEST_CASE("the mixer back end, heard through the disk driver: sounds play, none while paused or muted") {
    const auto file = std::filesystem::temp_directory_path() / "puzzlebox-audio-test.raw";
    std::filesystem::remove(file);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", file.string().c_str(), 1);
    {
        auto audio = make_mixer_audio();
        REQUIRE(dynamic_cast<NullAudio*>(audio.get()) == nullptr);  // the disk device opened
        int rate = 0, channels = 0;
        Uint16 format = 0;
        REQUIRE(Mix_QuerySpec(&rate, &format, &channels) == 1);
        REQUIRE(format == AUDIO_S16SYS);
        REQUIRE(channels == 2);
        SDL_Delay(40);
        audio->play(Sound::Tap);
        drain();
        audio->set_paused(true);  // the window is hidden
        audio->play(Sound::Win);
        SDL_Delay(80);
        audio->set_paused(false);
        audio->set_muted(true);
        audio->play(Sound::Win);
        SDL_Delay(80);
        audio->set_muted(false);
        audio->set_volume(0.f);  // the volume slider at zero
        audio->play(Sound::Win);
        SDL_Delay(80);
        audio->set_volume(0.8f);
        const auto t0 = std::chrono::steady_clock::now();
        audio->set_voice(Voice::Marimba);  // makes the voice's sounds now
        MESSAGE("set_voice made a voice's sounds in "
                << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                << " ms (reported, not asserted)");
        audio->play(Sound::Win);
        drain();
        for (int n = 0; n < 5; ++n) {  // merges in a row
            audio->play(Sound::Tap, scale_step(n));
            drain();
        }
        audio->play(Sound::Win);  // the window is hidden mid-phrase: it stops
        SDL_Delay(100);
        audio->set_paused(true);
        drain();
    }  // closing the device closes the file
    unsetenv("SDL_DISKAUDIOFILE");
    setenv("SDL_AUDIODRIVER", "dummy", 1);

    const std::vector<int16_t> left = pz::test::left_channel(file);
    std::filesystem::remove(file);
    const auto segs = segments(left, 64, kRate / 100);
    std::string shape;
    for (const auto& s : segs) shape += std::to_string((s.end - s.begin) * 1000 / kRate) + "ms ";
    CAPTURE(shape);
    // The tap, one win phrase (the paused, muted and silent ones are not there), five chain taps, the cut win.
    REQUIRE(segs.size() == 8);
    CHECK(segs[7].end - segs[7].begin < (segs[1].end - segs[1].begin) * 4 / 5);
    const size_t tap = segs[0].end - segs[0].begin, win = segs[1].end - segs[1].begin;
    CHECK(tap > 0);
    CHECK(win > 5 * tap);
    CHECK(win >= static_cast<size_t>(0.55 * kRate));
    float prev = 0;
    for (size_t i = 2; i < 7; ++i) {
        const std::vector<int16_t> note(left.begin() + static_cast<long>(segs[i].begin),
                                        left.begin() + static_cast<long>(segs[i].end));
        const float zcr = crossing_rate(note);
        CHECK(zcr > prev);
        prev = zcr;
    }
}
