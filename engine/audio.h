// Sound effects: a mixer back end with effects synthesised at start-up, and a null back end.
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace pz {

// What happened, not how it sounds: the voice decides the key and timbre. New kinds go before Count.
enum class Sound {
    Tap, Move, Merge, Invalid, Win, Lose,
    UiTap,   // a soft click for buttons and menus (the same in every voice, and quiet)
    Place,   // a piece set down (a chest, a letter, a chip in its slot)
    Pop,     // something appears (merged number, a letter popping in)
    Flip,    // a tile turning over
    Slide,   // a piece gliding to its place
    Bump,    // a stop or an impact
    Burst,   // a pair that cancels, a ball knocked off the edge
    Undo,    // a step taken back (the same gesture in every voice, in its key)
    Count
};

// A palette of sounds: a key and a timbre. A game picks one for its sounds (BoardView::voice);
// Plain is for menus and anything outside a game. The engine names timbres, never games.
enum class Voice { Plain, Marimba, Bell, Chip, Pluck, Keys, Count };

// Pitch ratio of the n-th note of a major pentatonic scale (0 = 1; 5 = an octave up; negative n goes
// down), so chains climb: play(Sound::Merge, scale_step(merges_in_a_row)).
float scale_step(int n);

// The mono samples of one effect in a voice at `rate` Hz, peak below 1 (the mixer back end plays these).
std::vector<float> synthesise(Sound s, Voice v, float pitch, int rate);

class Audio {
public:
    virtual ~Audio() = default;
    // pitch 1 = as made; 2 = an octave up. Cheap; safe to call every move.
    virtual void play(Sound s, float pitch = 1.f) = 0;
    virtual void set_volume(float v) = 0;  // 0..1
    virtual void set_muted(bool m) = 0;
    // The key and timbre play() uses from now on (a game's accent; Plain outside games).
    virtual void set_voice(Voice) {}
    // While the window or page is hidden: silence what plays and drop new play() calls.
    virtual void set_paused(bool) {}
};

// Does nothing but count and record, so tests can check which sounds a scene asked for.
class NullAudio : public Audio {
public:
    struct Call { Sound sound; float pitch; Voice voice; bool paused; };
    void play(Sound s, float pitch) override {
        ++played[static_cast<int>(s)];
        calls.push_back({s, pitch, voice, paused});
    }
    void set_volume(float v) override { volume = v; }
    void set_muted(bool m) override { muted = m; }
    void set_voice(Voice v) override {
        voice = v;
        voices.push_back(v);
    }
    void set_paused(bool p) override { paused = p; }
    std::array<int, static_cast<int>(Sound::Count)> played{};
    std::vector<Call> calls;    // every play() in order, with the voice and pause state at the time
    std::vector<Voice> voices;  // every set_voice() in order
    Voice voice = Voice::Plain;
    float volume = 0.8f;
    bool muted = false, paused = false;
};

// What a phone's vibration motor does for a sound, as navigator.vibrate takes it: milliseconds on,
// off, on...; empty for none (menu clicks, undo). A refusal is a short double knock, a win a phrase.
std::vector<int> vibration_pattern(Sound s);

// Mixes everything played into memory as the player hears it (at the volume set, nothing while
// muted or paused, a sound cut short by a pause or mute), placed by the app's own clock in ms rather
// than the wall's: a test or a script hears a game in no real time. Every call goes on to `inner`.
class SoundRecorder : public Audio {
public:
    static constexpr int kRate = 48000;
    SoundRecorder(std::unique_ptr<Audio> inner, std::function<uint32_t()> clock);
    void play(Sound s, float pitch) override;
    void set_volume(float v) override;
    void set_muted(bool m) override;
    void set_voice(Voice v) override;
    void set_paused(bool p) override;
    // Begins an empty recording at the clock's now (nothing is recorded before the first start()).
    void start();
    bool recording() const { return recording_; }
    // The mono 16-bit samples since start(), to the clock's now or the end of the last sound,
    // whichever is later; recording stops.
    std::vector<int16_t> stop();
    Audio& inner() { return *inner_; }

private:
    struct Heard { size_t at; std::vector<float> samples; };
    size_t now_sample() const;
    void cut();  // what still rings ends now (a pause or mute halts the mixer's channels)
    std::unique_ptr<Audio> inner_;
    std::function<uint32_t()> clock_;
    uint32_t start_ms_ = 0;
    std::vector<Heard> heard_;
    float volume_ = 0.8f;
    Voice voice_ = Voice::Plain;
    bool muted_ = false, paused_ = false, recording_ = false;
};

// A RIFF WAVE file of mono 16-bit PCM samples at `rate` Hz, as bytes.
std::string wav_bytes(const std::vector<int16_t>& samples, int rate);

// SDL2_mixer playing our synthesised effects; falls back to NullAudio if no device opens.
std::unique_ptr<Audio> make_mixer_audio();

} // namespace pz
