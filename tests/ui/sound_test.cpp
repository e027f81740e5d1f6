// What a player hears, read from the WAV files `sound-to` writes in the app's own time (issue 42):
// a whole BitFlipper game (a note per tap, none while the window is away, one win phrase), and in
// every game a move, an undo, a refused move, the win and a menu's clicks, each measured (length,
// pitch, peak, notes) and told apart. No real time passes: the clock is the script's.
// PZ_SOUND_DIR=DIR keeps the WAV files there (docs/sound.md says so), and prints the figures.
#include <doctest/doctest.h>

#include "screen.h"
#include "../engine/sound_file.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/app/script.h"

namespace {

constexpr int kRate = pz::SoundRecorder::kRate;
constexpr int kSilent = 33;  // |sample| at or below: silence (-60 dBFS)

// The samples of a mono 16-bit 48 kHz WAV file as sound-to writes it (the header checked).
std::vector<int16_t> read_wav(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    REQUIRE_MESSAGE(bytes.size() >= 44, path);
    auto u32 = [&](size_t at) {
        uint32_t v = 0;
        for (int i = 3; i >= 0; --i) v = v << 8 | static_cast<uint8_t>(bytes[at + static_cast<size_t>(i)]);
        return v;
    };
    auto u16 = [&](size_t at) { return static_cast<uint16_t>(static_cast<uint8_t>(bytes[at]) | static_cast<uint8_t>(bytes[at + 1]) << 8); };
    CHECK(bytes.substr(0, 4) == "RIFF");
    CHECK(bytes.substr(8, 8) == "WAVEfmt ");
    CHECK(u16(20) == 1);   // PCM
    CHECK(u16(22) == 1);   // mono
    CHECK(u32(24) == static_cast<uint32_t>(kRate));
    CHECK(u16(34) == 16);  // bits
    CHECK(bytes.substr(36, 4) == "data");
    REQUIRE(u32(40) == bytes.size() - 44);
    std::vector<int16_t> x((bytes.size() - 44) / 2);
    for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<int16_t>(u16(44 + 2 * i));
    return x;
}

// What one sound measures: its length (first to last sample above silence), its peak, its
// strongest pitch and its brightness (spectral centroid), and how many notes start in it.
struct Figures {
    double ms = 0, peak_db = -120, pitch_hz = 0, centroid_hz = 0;
    int notes = 0;
};

Figures measure(const std::vector<int16_t>& all, size_t from, size_t to) {
    Figures f;
    to = std::min(to, all.size());
    size_t a = to, b = from;
    int peak = 0;
    for (size_t i = from; i < to; ++i)
        if (std::abs(all[i]) > kSilent) {
            a = std::min(a, i);
            b = i + 1;
            peak = std::max(peak, std::abs(static_cast<int>(all[i])));
        }
    if (a >= b) return f;
    f.ms = static_cast<double>(b - a) * 1000.0 / kRate;
    f.peak_db = 20.0 * std::log10(peak / 32768.0);
    // The spectrum of its first 120 ms (Hann window), quarter-semitones from 60 Hz to 8 kHz.
    const size_t n = std::min<size_t>(b - a, kRate * 12 / 100);
    double best = 0, sum = 0, weighted = 0;
    for (double hz = 60; hz < 8000; hz *= std::exp2(1.0 / 48)) {
        double re = 0, im = 0;
        const double w = 2 * M_PI * hz / kRate;
        for (size_t i = 0; i < n; ++i) {
            const double hann = 0.5 - 0.5 * std::cos(2 * M_PI * static_cast<double>(i) / static_cast<double>(n));
            const double v = all[a + i] * hann;
            re += v * std::cos(w * static_cast<double>(i));
            im -= v * std::sin(w * static_cast<double>(i));
        }
        const double mag = std::sqrt(re * re + im * im);
        if (mag > best) best = mag, f.pitch_hz = hz;
        sum += mag;
        weighted += mag * hz;
    }
    f.centroid_hz = sum > 0 ? weighted / sum : 0;
    // Notes: the loudness (RMS over 10 ms) jumping to at least twice its lowest since the last note.
    const size_t hop = kRate / 100;
    double low = 1e9;
    bool first = true;
    for (size_t i = a; i + hop <= b; i += hop) {
        double e = 0;
        for (size_t j = i; j < i + hop; ++j) e += static_cast<double>(all[j]) * all[j];
        e = std::sqrt(e / static_cast<double>(hop));
        if (first || (e > 2 * low && e > 300)) {
            ++f.notes;
            low = e;
            first = false;
        }
        low = std::min(low, e);
    }
    return f;
}

// Two sounds a player tells apart: another length, pitch, brightness or number of notes.
bool distinct(const Figures& x, const Figures& y) {
    const auto ratio = [](double p, double q) { return std::max(p, q) / std::max(1e-9, std::min(p, q)); };
    return ratio(x.ms, y.ms) > 1.4 || ratio(x.pitch_hz, y.pitch_hz) > std::exp2(2.0 / 12) || ratio(x.centroid_hz, y.centroid_hz) > 1.3 ||
           x.notes != y.notes;
}

std::string shown(const Figures& f) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "%4.0f ms, %5.1f dBFS, pitch %5.0f Hz, centroid %5.0f Hz, %d note%s", f.ms, f.peak_db, f.pitch_hz, f.centroid_hz, f.notes,
                  f.notes == 1 ? "" : "s");
    return buf;
}

// A title screen with a scenario runner on it, its app's sound heard through the runner's sound-to.
struct Heard : pz::test::Screen {
    pz::ScriptRunner runner{app, *shell};
    std::string out;  // where the WAV files go
    Heard() {
        app.scenes().push(shell->title());
        app.scenes().apply_pending(app.context());
        if (const char* keep = std::getenv("PZ_SOUND_DIR")) {
            out = keep;
            std::filesystem::create_directories(out);
        } else {
            out = dir;
        }
    }
    // One command; its outcome (a refused move is a status 1 a test may want).
    pz::ScriptOutcome cmd(const std::string& line) {
        auto parsed = pz::parse_script(line);
        REQUIRE_MESSAGE(parsed.ok(), line);
        REQUIRE(parsed->size() == 1);
        return runner.run_command(parsed->front());
    }
    void ok(const std::string& line) {
        const pz::ScriptOutcome o = cmd(line);
        REQUIRE_MESSAGE(o.status == 0, line << ": " << o.message);
    }
    pz::PlayScene* play() {
        auto& st = app.scenes();
        for (size_t i = st.size(); i-- > 0;)
            if (auto* p = dynamic_cast<pz::PlayScene*>(st.at(i))) return p;
        return nullptr;
    }
    // The sample the recording is at now (sound-to started at `start`).
    size_t at(uint32_t start) const { return static_cast<size_t>(runner.now() - start) * kRate / 1000; }
};

// Each game's puzzle for the test: small, and won by its hints.
struct Case { const char* game; const char* open; const char* refused; };
constexpr Case kCases[] = {
    {"bitflipper", "open bitflipper:4x4s4t0:0202/3001/2333/3110", "play Z9"},
    {"sweetspots", "open sweetspots starter 1", "play chest 99,99"},
    {"fling", "open fling levels 1", "play Z9 up"},
    {"crossword", "open crossword fillin 1", "play ZZ9 QQQQQQQQ"},
    // Decodoku is won only where its noise is written out, and undone only in practice ('p').
    {"decodoku", "open decodoku:4p:2a.8a./..../3b.7b./....", "play Z9 Z8"},
};

} // namespace

TEST_CASE("sound-to: a whole BitFlipper game in the app's time: a note per tap, none while away, one win phrase (issues 28, 42)") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    Heard h;
    const std::string file = h.out + "/bitflipper-game.wav";
    // Eighteen taps: the 4x4 daily of 27 Nov, opened by its ID.
    h.ok("open bitflipper:4x4s4t0:0202/3001/2333/3110");
    h.ok("sound-to " + file);
    int heard = 0, away = 0;
    for (int tap = 0; h.play() && h.play()->session().status() == pz::Status::Playing && tap < 40; ++tap) {
        const bool hidden = tap == 2 || tap == 3;
        if (tap == 2) {  // the player switches away: a long silence with two taps in it
            h.ok("focus lost");
            h.ok("wait 0.6");
        }
        auto hint = h.play()->session().hint();
        REQUIRE(hint.ok());
        h.ok("play " + hint->move);
        h.ok("wait 0.6");  // the flip plays out, then a pause
        ++(hidden ? away : heard);
        if (tap == 3) {
            h.ok("wait 0.6");
            h.ok("focus gained");
        }
    }
    REQUIRE(h.play()->session().status() == pz::Status::Won);
    h.ok("wait 2");  // the win's wave, then its phrase
    h.ok("quit");    // closes the file

    const std::vector<int16_t> x = read_wav(file);
    const auto segs = pz::test::segments(x, kSilent, kRate / 50);
    std::string shape;
    for (const auto& s : segs) shape += std::to_string(s.begin * 1000 / kRate) + "+" + std::to_string((s.end - s.begin) * 1000 / kRate) + "ms ";
    MESSAGE("what played (start+length): " << shape);
    CAPTURE(heard);
    // Every tap the player could hear, each its own sound (the app's time has no jitter), and the
    // winning tap's note runs into the win phrase.
    CHECK(segs.size() == static_cast<size_t>(heard));
    // One win phrase: the one long sound, the last.
    CHECK(std::count_if(segs.begin(), segs.end(), [&](const pz::test::Segment& s) { return s.end - s.begin >= kRate * 11 / 20; }) == 1);
    CHECK(segs.back().end - segs.back().begin >= kRate * 11 / 20);
    // While the window was away (two taps, 2.4 s) nothing played: the longest silence is that one.
    size_t longest = 0;
    for (size_t i = 1; i < segs.size(); ++i) longest = std::max(longest, segs[i].begin - segs[i - 1].end);
    CHECK(away == 2);
    CHECK(longest >= static_cast<size_t>(kRate) * 2);
}

TEST_CASE("sound in every game, read from sound-to's WAV: short moves, an undo, a refusal and a win told apart, a motif to win, nothing clipped, quiet between, soft menu clicks (issue 42)") {
    for (const Case& c : kCases) {
        if (!pz::find_game(c.game)) continue;
        const std::string game = c.game;
        CAPTURE(game);
        Heard h;
        const std::string file = h.out + "/" + c.game + ".wav";
        h.ok(c.open);
        REQUIRE(h.play());
        h.ok("sound-to " + file);
        const uint32_t start = h.runner.now();
        h.ok("wait 0.5");
        // Each event's sound lies between its mark and the next.
        std::vector<size_t> marks;
        auto mark = [&] { marks.push_back(h.at(start)); };
        mark();
        h.ok("click Menu");  // the pause sheet, and back: two soft clicks
        h.ok("wait 0.5");
        mark();
        h.ok("click Resume");
        h.ok("wait 0.5");
        mark();
        auto hint = h.play()->session().hint();
        REQUIRE(hint.ok());
        h.ok("play " + hint->move);
        h.ok("wait 0.8");
        mark();
        h.ok("press undo");
        h.ok("wait 0.8");
        mark();
        CHECK(h.cmd(c.refused).status == 1);  // refused: the buzz, and the board as it was
        h.ok("wait 0.8");
        // Then to the win by its hints; the last move's mark is the win's.
        size_t win = 0;
        for (int moves = 0; h.play()->session().status() == pz::Status::Playing && moves < 400; ++moves) {
            mark();
            win = marks.back();
            auto next = h.play()->session().hint();
            REQUIRE_MESSAGE(next.ok(), (next.ok() ? "" : next.error().message));
            h.ok("play " + next->move);
            h.ok("wait 0.5");
        }
        REQUIRE(h.play()->session().status() == pz::Status::Won);
        h.ok("wait 2.5");
        mark();
        h.ok("quit");

        const std::vector<int16_t> x = read_wav(file);
        auto between = [&](size_t i) { return measure(x, marks[i], marks[i + 1]); };
        const Figures open_click = between(0), close_click = between(1), move = between(2), undo = between(3), refused = between(4);
        const Figures won = measure(x, win, x.size());
        MESSAGE(game << "\n  click   " << shown(open_click) << "\n  move    " << shown(move) << "\n  undo    " << shown(undo) << "\n  refused "
                       << shown(refused) << "\n  win     " << shown(won));
        // A move is a tap's length; the win a motif of at least three notes, longer.
        CHECK(move.ms > 0);
        CHECK(move.ms < 250);
        CHECK(won.notes >= 3);
        CHECK(won.ms > 2 * move.ms);
        // Four sounds a player tells apart.
        CHECK(distinct(move, undo));
        CHECK(distinct(move, refused));
        CHECK(distinct(undo, refused));
        CHECK(distinct(move, won));
        CHECK(distinct(undo, won));
        CHECK(distinct(refused, won));
        // Menus click softly: short, and quieter than a move (by 6 dB at least).
        CHECK(open_click.ms > 0);
        CHECK(open_click.ms < 60);
        CHECK(close_click.ms > 0);
        CHECK(open_click.peak_db < move.peak_db - 6);
        // Nothing clipped: the whole file peaks below -1 dBFS.
        int peak = 0;
        for (int16_t s : x) peak = std::max(peak, std::abs(static_cast<int>(s)));
        CHECK(20.0 * std::log10(peak / 32768.0) < -1.0);
        // Quiet between sounds: each event's sound is over 100 ms before the next event.
        for (size_t i = 0; i + 1 < marks.size(); ++i) {
            CAPTURE(i);
            const size_t quiet = std::max(marks[i], marks[i + 1] - kRate / 10);
            CHECK(measure(x, quiet, marks[i + 1]).ms == 0);
        }
    }
}

TEST_CASE("vibration: a move buzzes briefly, a refusal knocks twice, a win is a pattern, menus and undo are still (issue 42)") {
    auto on = [](const std::vector<int>& p) {
        int total = 0;
        for (size_t i = 0; i < p.size(); i += 2) total += p[i];
        return total;
    };
    using pz::Sound;
    for (Sound s : {Sound::Tap, Sound::Move, Sound::Place, Sound::Flip, Sound::Slide, Sound::Merge, Sound::Pop}) {
        CHECK(pz::vibration_pattern(s).size() == 1);
        CHECK(on(pz::vibration_pattern(s)) <= 20);
    }
    const auto refused = pz::vibration_pattern(Sound::Invalid), won = pz::vibration_pattern(Sound::Win);
    CHECK(refused.size() == 3);  // on, off, on: a double knock
    CHECK(on(refused) <= 60);
    CHECK(won.size() >= 5);  // at least three pulses
    CHECK(on(won) > on(refused));
    CHECK(pz::vibration_pattern(Sound::UiTap).empty());
    CHECK(pz::vibration_pattern(Sound::Undo).empty());
    for (int s = 0; s < static_cast<int>(Sound::Count); ++s)
        for (int ms : pz::vibration_pattern(static_cast<Sound>(s))) CHECK((ms > 0 && ms <= 200));
}
