// A whole game heard through SDL's disk audio driver (issue 28): a BitFlipper puzzle played by its
// hints with real pauses between taps, the window away for two of them, to the win. What the file
// holds: a note per tap the player could hear, silence while the window was away, one win phrase.
// PZ_SOUND_WAV=FILE also writes the game as a WAV file to listen to.
#include <doctest/doctest.h>

#include "screen.h"
#include "../engine/sound_file.h"

#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "game/all/registry.h"

namespace {

// A window event, as SDL sends it when the player switches away and back.
SDL_Event window_event(Uint8 what) {
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = what;
    return e;
}

void write_wav(const std::string& path, const std::vector<int16_t>& x) {
    std::ofstream f(path, std::ios::binary);
    auto u32 = [&](uint32_t v) { f.write(reinterpret_cast<const char*>(&v), 4); };
    auto u16 = [&](uint16_t v) { f.write(reinterpret_cast<const char*>(&v), 2); };
    const auto bytes = static_cast<uint32_t>(x.size() * 2);
    f.write("RIFF", 4); u32(36 + bytes); f.write("WAVEfmt ", 8);
    u32(16); u16(1); u16(1); u32(pz::test::kDiskRate); u32(pz::test::kDiskRate * 2); u16(2); u16(16);
    f.write("data", 4); u32(bytes);
    f.write(reinterpret_cast<const char*>(x.data()), static_cast<std::streamsize>(bytes));
}

} // namespace

TEST_CASE("a whole game through the disk audio driver: a note per tap, none while away, one win phrase (issue 28)") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    const std::string file = "/tmp/puzzlebox-game-sound-" + std::to_string(getpid()) + ".raw";
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", file.c_str(), 1);
    int heard = 0, away = 0;
    {
        char tmpl[] = "/tmp/pz-sound-XXXXXX";
        const std::string dir = mkdtemp(tmpl);
        auto shell = std::make_unique<pz::Shell>(dir);
        pz::App app;
        uint32_t now = 1000;
        app.set_clock([&now] { return now; });
        pz::AppConfig cfg;
        cfg.width = 360;
        cfg.height = 640;
        std::string err;
        REQUIRE_MESSAGE(app.init(cfg, &err), err);
        auto frames = [&](int n) {
            for (int i = 0; i < n; ++i) {
                now += 16;
                app.step();
            }
        };
        app.scenes().push(shell->title());
        // Eighteen taps: today's 4x4 daily of 27 Nov, opened by its ID.
        auto puzzle = pz::load_game_id("bitflipper:4x4s4t0:0202/3001/2333/3110");
        REQUIRE(puzzle.ok());
        auto scene = shell->play(std::make_shared<pz::Session>(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle))), pz::PlayOrigin::custom());
        REQUIRE(scene);
        auto* play = static_cast<pz::PlayScene*>(scene.get());
        app.scenes().push(std::move(scene));
        app.scenes().apply_pending(app.context());
        frames(3);
        pz::test::drain();
        for (int tap = 0; play->session().status() == pz::Status::Playing && tap < 40; ++tap) {
            const bool hidden = tap == 2 || tap == 3;
            if (tap == 2) {  // the player switches away: a long silence with two taps in it
                app.inject(window_event(SDL_WINDOWEVENT_FOCUS_LOST));
                frames(1);
                SDL_Delay(600);
            }
            auto hint = play->session().hint();
            REQUIRE(hint.ok());
            REQUIRE(play->play(hint->move, app.context()));
            frames(40);  // the flip plays out in the app's time
            pz::test::drain();
            SDL_Delay(250);
            ++(hidden ? away : heard);
            if (tap == 3) {
                SDL_Delay(600);
                app.inject(window_event(SDL_WINDOWEVENT_FOCUS_GAINED));
                frames(1);
            }
        }
        REQUIRE(play->session().status() == pz::Status::Won);
        frames(120);  // the win's wave, then its phrase
        pz::test::drain();
        SDL_Delay(300);
    }  // closing the device closes the file
    unsetenv("SDL_DISKAUDIOFILE");
    setenv("SDL_AUDIODRIVER", "dummy", 1);

    const std::vector<int16_t> left = pz::test::left_channel(file);
    std::filesystem::remove(file);
    if (const char* wav = std::getenv("PZ_SOUND_WAV")) write_wav(wav, left);
    const size_t rate = pz::test::kDiskRate;
    const auto segs = pz::test::segments(left, 64, rate / 50);
    std::string shape;
    for (const auto& s : segs) shape += std::to_string(s.begin * 1000 / rate) + "+" + std::to_string((s.end - s.begin) * 1000 / rate) + "ms ";
    MESSAGE("what played (start+length): " << shape);
    CAPTURE(heard);
    // Every tap the player could hear is there (a slow machine may run two into one, never split one).
    CHECK(segs.size() <= static_cast<size_t>(heard) + 1);
    CHECK(segs.size() >= static_cast<size_t>(heard) * 2 / 3);
    // One win phrase: the one long sound.
    CHECK(std::count_if(segs.begin(), segs.end(), [&](const pz::test::Segment& s) { return s.end - s.begin >= rate * 11 / 20; }) == 1);
    // While the window was away (two taps in about 2 s) nothing played: the longest silence is that one.
    size_t longest = 0;
    for (size_t i = 1; i < segs.size(); ++i) longest = std::max(longest, segs[i].begin - segs[i - 1].end);
    CHECK(away == 2);
    CHECK(longest >= rate * 6 / 5);
}
