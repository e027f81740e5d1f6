// SDL2_mixer audio with every effect synthesised into memory (no sound files to ship).
#include "engine/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>

namespace pz {

namespace {

constexpr float kTau = 6.2831853f;

// Semitones of the major pentatonic scale within one octave.
constexpr std::array<int, 5> kPentatonic{0, 2, 4, 7, 9};

int pentatonic_semitones(int n) {
    const int octave = n >= 0 ? n / 5 : -((4 - n) / 5);
    return 12 * octave + kPentatonic[static_cast<size_t>(n - 5 * octave)];
}

// How a voice colours a note: a little FM (its bite fades), some harmonics, and how long it rings.
struct Timbre {
    float fm_ratio, fm_index, fm_fade;  // modulator frequency / carrier, depth, seconds for the depth to fall by e
    float h2, h3, h5;                   // added harmonics (odd ones make it hollow, chip-like)
    float ring;                         // decay time scale (1 = plain)
    float bend;                         // every note starts this much sharp and falls into tune (rubbery)
};

struct VoiceSpec { float root_hz; Timbre timbre; };

// One key and timbre per game, so its sounds belong together and differ from the other games'.
VoiceSpec voice_spec(Voice v) {
    switch (v) {
    case Voice::Marimba: return {587.33f, {4.f, 1.6f, 0.02f, 0.f, 0.f, 0.f, 0.7f, 0.f}};      // D, marimba
    case Voice::Bell: return {698.46f, {3.5f, 2.2f, 0.12f, 0.f, 0.f, 0.f, 1.6f, 0.f}};   // F, bell
    case Voice::Chip: return {440.f, {1.f, 0.f, 0.1f, 0.f, 0.3f, 0.18f, 0.8f, 0.f}};     // A, chip
    case Voice::Pluck: return {392.f, {1.f, 1.2f, 0.05f, 0.1f, 0.f, 0.f, 0.9f, 0.25f}};        // G, rubbery pluck
    case Voice::Keys: return {659.26f, {1.f, 0.7f, 0.25f, 0.12f, 0.f, 0.f, 1.3f, 0.f}};      // E, soft keys
    case Voice::Plain:
    case Voice::Count: break;
    }
    return {523.25f, {2.f, 0.8f, 0.04f, 0.15f, 0.f, 0.f, 1.f, 0.f}};  // C, a rounded sine
}

enum class Osc { Voiced, Sine, Buzz };

struct Note {
    float semi, start, len, amp;
    Osc osc = Osc::Voiced;
    float noise = 0;  // share of soft (low-passed) noise: clicks, swishes, bursts
    float bend = 0;   // starts this much off pitch (+ sharp, - flat) and glides in over ~25 ms
};

// The win phrase of each voice, as (pentatonic step, start s, length s): its own idiom, 0.6-1 s long.
std::vector<Note> win_phrase(Voice v) {
    auto n = [](int step, float start, float len, float amp = 1.f, float bend = 0.f) {
        return Note{static_cast<float>(pentatonic_semitones(step)), start, len, amp, Osc::Voiced, 0.f, bend};
    };
    switch (v) {
    case Voice::Marimba:  // a quick run up the scale, landing on an octave
        return {n(0, 0, .12f), n(1, .07f, .12f), n(2, .14f, .12f), n(3, .21f, .12f), n(4, .28f, .12f),
                n(5, .35f, .5f), n(7, .35f, .5f, .6f)};
    case Voice::Bell:  // bells answering each other
        return {n(5, 0, .35f), n(4, .15f, .35f), n(5, .3f, .35f), n(7, .45f, .45f), n(10, .45f, .45f, .5f)};
    case Voice::Chip:  // a chip arpeggio over two octaves
        return {n(0, 0, .08f), n(2, .06f, .08f), n(4, .12f, .08f), n(5, .18f, .08f), n(7, .24f, .08f),
                n(9, .3f, .08f), n(10, .36f, .4f)};
    case Voice::Pluck:  // bouncing up, each note a boing
        return {n(0, 0, .14f, 1, -.2f), n(4, .1f, .14f, 1, -.2f), n(2, .2f, .14f, 1, -.2f), n(5, .3f, .14f, 1, -.2f),
                n(3, .4f, .14f, 1, -.2f), n(7, .5f, .35f, 1, -.2f), n(5, .5f, .35f, .6f)};
    case Voice::Keys:  // a soft cadence, letters falling into place
        return {n(0, 0, .2f), n(2, .14f, .2f), n(3, .28f, .2f), n(5, .42f, .45f), n(7, .42f, .45f, .6f),
                n(9, .42f, .45f, .4f)};
    case Voice::Plain:
    case Voice::Count: break;
    }
    return {n(0, 0, .15f), n(1, .1f, .15f), n(2, .2f, .15f), n(3, .3f, .15f), n(5, .4f, .45f),
            n(7, .4f, .45f, .6f)};
}

// The notes of one sound (semitones from the voice's root) and the peak it is scaled to: UI taps
// softest, board sounds in the middle, the win and loss the loudest.
float notes_for(Sound s, Voice v, std::vector<Note>& out) {
    switch (s) {
    case Sound::UiTap: out = {{19, 0, .025f, 1, Osc::Sine, .5f}}; return .12f;
    case Sound::Tap: out = {{12, 0, .06f, 1}}; return .32f;
    case Sound::Move: out = {{0, 0, .09f, 1}, {7, .035f, .09f, .8f}}; return .5f;
    case Sound::Place: out = {{0, 0, .14f, 1}, {-24, 0, .04f, .6f, Osc::Sine, .3f, .5f}}; return .5f;
    case Sound::Merge: out = {{4, 0, .1f, 1}, {12, .05f, .16f, 1}}; return .55f;
    case Sound::Pop: out = {{12, 0, .08f, 1, Osc::Voiced, 0, -.4f}}; return .5f;
    case Sound::Flip: out = {{7, 0, .04f, 1}, {12, .04f, .06f, 1}}; return .42f;
    case Sound::Slide: out = {{-5, 0, .12f, .5f, Osc::Sine, .8f, .3f}}; return .35f;
    case Sound::Bump: out = {{-12, 0, .11f, 1, Osc::Voiced, .15f, .6f}}; return .55f;
    case Sound::Burst:
        out = {{0, 0, .22f, 1, Osc::Sine, 1.f}, {12, 0, .2f, .5f}, {16, .03f, .2f, .5f}, {19, .06f, .2f, .5f}};
        return .6f;
    case Sound::Undo:  // a step back: a quick fall below the key, soft and plain whatever the voice
        out = {{0, 0, .05f, .7f, Osc::Sine}, {-7, .045f, .09f, 1, Osc::Sine, .1f}};
        return .34f;
    case Sound::Invalid: out = {{-17, 0, .09f, 1, Osc::Buzz}, {-18, .11f, .12f, 1, Osc::Buzz}}; return .42f;
    case Sound::Lose:
        out = {{7, 0, .25f, 1}, {3, .18f, .25f, 1}, {0, .36f, .25f, 1}, {-5, .54f, .4f, 1}, {-12, .54f, .4f, .5f}};
        return .6f;
    case Sound::Win: out = win_phrase(v); return .7f;
    case Sound::Count: break;
    }
    out.clear();
    return 0.f;
}

} // namespace

std::vector<int> vibration_pattern(Sound s) {
    switch (s) {
    case Sound::Win: return {30, 60, 30, 60, 90};
    case Sound::Lose: return {120};
    case Sound::Invalid: return {25, 50, 25};
    case Sound::Bump:
    case Sound::Burst: return {20};
    case Sound::Tap:
    case Sound::Move:
    case Sound::Merge:
    case Sound::Place:
    case Sound::Pop:
    case Sound::Flip:
    case Sound::Slide: return {12};
    case Sound::UiTap:
    case Sound::Undo:
    case Sound::Count: break;
    }
    return {};
}

SoundRecorder::SoundRecorder(std::unique_ptr<Audio> inner, std::function<uint32_t()> clock)
    : inner_(std::move(inner)), clock_(std::move(clock)) {}

size_t SoundRecorder::now_sample() const {
    return static_cast<size_t>(static_cast<uint32_t>(clock_() - start_ms_)) * kRate / 1000;
}

void SoundRecorder::play(Sound s, float pitch) {
    inner_->play(s, pitch);
    if (!recording_ || muted_ || paused_ || volume_ <= 0.f) return;
    Heard h{now_sample(), synthesise(s, voice_, pitch, kRate)};
    for (float& x : h.samples) x *= volume_;  // the mixer's channel volume is linear
    heard_.push_back(std::move(h));
}

void SoundRecorder::set_volume(float v) {
    volume_ = std::clamp(v, 0.f, 1.f);
    inner_->set_volume(v);
}

void SoundRecorder::set_muted(bool m) {
    if (m) cut();
    muted_ = m;
    inner_->set_muted(m);
}

void SoundRecorder::set_voice(Voice v) {
    if (v != Voice::Count) voice_ = v;
    inner_->set_voice(v);
}

void SoundRecorder::set_paused(bool p) {
    if (p) cut();
    paused_ = p;
    inner_->set_paused(p);
}

void SoundRecorder::cut() {
    if (!recording_) return;
    const size_t now = now_sample();
    for (Heard& h : heard_)
        if (h.at + h.samples.size() > now) h.samples.resize(now > h.at ? now - h.at : 0);
}

void SoundRecorder::start() {
    start_ms_ = clock_();
    heard_.clear();
    recording_ = true;
}

std::vector<int16_t> SoundRecorder::stop() {
    size_t end = recording_ ? now_sample() : 0;
    for (const Heard& h : heard_) end = std::max(end, h.at + h.samples.size());
    std::vector<float> mix(end, 0.f);
    for (const Heard& h : heard_)
        for (size_t i = 0; i < h.samples.size(); ++i) mix[h.at + i] += h.samples[i];
    std::vector<int16_t> out(end);
    for (size_t i = 0; i < end; ++i) out[i] = static_cast<int16_t>(std::lround(std::clamp(mix[i], -1.f, 1.f) * 32767.f));
    heard_.clear();
    recording_ = false;
    return out;
}

std::string wav_bytes(const std::vector<int16_t>& samples, int rate) {
    std::string out;
    auto u32 = [&](uint32_t v) {
        for (int i = 0; i < 4; ++i) out += static_cast<char>((v >> (8 * i)) & 0xff);
    };
    auto u16 = [&](uint16_t v) {
        out += static_cast<char>(v & 0xff);
        out += static_cast<char>(v >> 8);
    };
    const auto bytes = static_cast<uint32_t>(samples.size() * 2);
    out += "RIFF";
    u32(36 + bytes);
    out += "WAVEfmt ";
    u32(16);
    u16(1);  // PCM
    u16(1);  // mono
    u32(static_cast<uint32_t>(rate));
    u32(static_cast<uint32_t>(rate) * 2);
    u16(2);
    u16(16);
    out += "data";
    u32(bytes);
    for (int16_t x : samples) u16(static_cast<uint16_t>(x));  // little-endian whatever the host
    return out;
}

float scale_step(int n) { return std::exp2(static_cast<float>(pentatonic_semitones(n)) / 12.f); }

std::vector<float> synthesise(Sound s, Voice v, float pitch, int rate) {
    std::vector<Note> notes;
    const float peak_target = notes_for(s, v, notes);
    // UI taps are the app's, not the game's: the same click in every voice.
    const VoiceSpec spec = voice_spec(s == Sound::UiTap ? Voice::Plain : v);
    const Timbre& tb = spec.timbre;
    const auto fr = static_cast<float>(rate);
    float total = 0;
    for (const auto& n : notes) total = std::max(total, n.start + n.len);
    std::vector<float> out(static_cast<size_t>(total * fr) + 1, 0.f);
    uint32_t seed = 0x9e3779b9u;  // fixed: the same sound every start
    for (const auto& n : notes) {
        const auto b = static_cast<size_t>(n.start * fr);
        const auto len = static_cast<size_t>(n.len * fr);
        const float freq = spec.root_hz * std::exp2(n.semi / 12.f) * pitch;
        const float bend = n.bend + (n.osc == Osc::Voiced ? tb.bend : 0.f);
        const float ring = n.len * 0.3f * (n.osc == Osc::Voiced ? tb.ring : 1.f);
        const float release = std::min(0.008f, n.len * 0.3f);
        // Decays run as per-sample factors and the phase wraps: a handful of sines per sample, no exp.
        const float k_env = std::exp(-1.f / (ring * fr)), k_bend = std::exp(-1.f / (0.025f * fr));
        const float k_fm = std::exp(-1.f / (tb.fm_fade * fr));
        // The second oscillator: the FM modulator (voiced) or the sub-octave (buzz), with its own wrap.
        const float ratio2 = n.osc == Osc::Buzz ? 0.5f : tb.fm_ratio;
        float phase = 0, phase2 = 0, lp = 0, env = n.amp, bent = bend, depth = tb.fm_index;
        for (size_t i = 0; i < len && b + i < out.size(); ++i) {
            const float t = static_cast<float>(i) / fr;
            const float step = kTau * freq * (1.f + bent) / fr;
            phase += step;
            if (phase > kTau) phase -= kTau;
            phase2 += step * ratio2;
            if (phase2 > kTau) phase2 -= kTau;
            bent *= k_bend;
            float w = 0;
            switch (n.osc) {
            case Osc::Sine: w = std::sin(phase); break;
            case Osc::Buzz:  // a nasal, reedy FM tone: refused, not broken
                w = std::sin(phase + 2.5f * std::sin(phase)) * 0.8f + 0.2f * std::sin(phase2);
                break;
            case Osc::Voiced:
                w = std::sin(phase + depth * std::sin(phase2));
                if (tb.h2 > 0) w += tb.h2 * std::sin(2 * phase);
                if (tb.h3 > 0) w += tb.h3 * std::sin(3 * phase);
                if (tb.h5 > 0) w += tb.h5 * std::sin(5 * phase);
                depth *= k_fm;
                break;
            }
            if (n.noise > 0) {
                seed = seed * 1664525u + 1013904223u;
                const float white = static_cast<float>(seed >> 8) / 8388608.f - 1.f;
                lp += 0.35f * (white - lp);
                w = w * (1 - n.noise) + lp * 2.f * n.noise;
            }
            const float attack = std::min(1.f, t / 0.003f);
            const float tail = std::min(1.f, (n.len - t) / release);  // ends at zero: no click
            out[b + i] += w * env * attack * std::max(0.f, tail);
            env *= k_env;
        }
    }
    float peak = 0;
    for (float x : out) peak = std::max(peak, std::fabs(x));
    if (peak > 0) {
        const float g = peak_target / peak;
        for (float& x : out) x *= g;
    }
    return out;
}

namespace {

class MixerAudio : public Audio {
public:
    bool open() {
        if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return false;
        sdl_audio_ = true;
        if (Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) return false;
        Mix_QuerySpec(&rate_, &format_, &channels_);
        Mix_AllocateChannels(16);
        Mix_Volume(-1, level());
        prepare(voice_);
        return true;
    }
    ~MixerAudio() override {
        Mix_HaltChannel(-1);
        Mix_CloseAudio();
        for (auto& [k, c] : chunks_) Mix_FreeChunk(c.chunk);
        if (sdl_audio_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    void play(Sound s, float pitch) override {
        if (muted_ || paused_ || volume_ <= 0.f) return;
        const Mix_Chunk* c = chunk(s, pitch);
        if (!c) return;
        const int channel = Mix_PlayChannel(-1, const_cast<Mix_Chunk*>(c), 0);
        if (channel >= 0) Mix_Volume(channel, level());
    }
    void set_volume(float v) override {
        volume_ = v < 0 ? 0 : v > 1 ? 1 : v;
        Mix_Volume(-1, level());
    }
    void set_muted(bool m) override {
        muted_ = m;
        if (m) Mix_HaltChannel(-1);
    }
    void set_voice(Voice v) override {
        if (v == voice_ || v == Voice::Count) return;
        voice_ = v;
        prepare(v);  // made now, so the first move of a game does not wait for synthesis
    }
    void set_paused(bool p) override {
        paused_ = p;
        if (p) Mix_HaltChannel(-1);  // effects are short: stopping them beats resuming them late
    }

private:
    struct Owned {
        Mix_Chunk* chunk = nullptr;
        std::vector<uint8_t> data;
    };
    int level() const { return static_cast<int>(std::lround(volume_ * MIX_MAX_VOLUME)); }
    void prepare(Voice v) {
        for (int s = 0; s < static_cast<int>(Sound::Count); ++s) chunk(static_cast<Sound>(s), 1.f, v);
    }
    const Mix_Chunk* chunk(Sound s, float pitch) { return chunk(s, pitch, voice_); }
    const Mix_Chunk* chunk(Sound s, float pitch, Voice v) {
        if (s == Sound::UiTap) v = Voice::Plain;  // one click for every voice
        const int key = (static_cast<int>(v) * 100 + static_cast<int>(s)) * 10000 +
                        static_cast<int>(std::lround(std::clamp(pitch, 0.01f, 99.f) * 100));
        auto it = chunks_.find(key);
        if (it == chunks_.end()) it = chunks_.emplace(key, make(s, v, pitch)).first;
        return it->second.chunk;
    }
    Owned make(Sound s, Voice v, float pitch) const {
        Owned o;
        auto mono = synthesise(s, v, pitch, rate_);
        const size_t frames = mono.size();
        const auto ch = static_cast<size_t>(channels_);
        // Samples are copied in as bytes in the device's native order (the SYS formats).
        if (format_ == AUDIO_S16SYS) {
            o.data.resize(frames * ch * 2);
            for (size_t i = 0; i < frames; ++i) {
                const auto x = static_cast<int16_t>(std::clamp(mono[i], -1.f, 1.f) * 32000.f);
                for (size_t c = 0; c < ch; ++c) std::memcpy(o.data.data() + (i * ch + c) * 2, &x, 2);
            }
        } else if (format_ == AUDIO_F32SYS) {
            o.data.resize(frames * ch * 4);
            for (size_t i = 0; i < frames; ++i) {
                const float x = std::clamp(mono[i], -1.f, 1.f);
                for (size_t c = 0; c < ch; ++c) std::memcpy(o.data.data() + (i * ch + c) * 4, &x, 4);
            }
        } else {
            return o;  // an unusual device format: stay silent rather than play noise
        }
        o.chunk = Mix_QuickLoad_RAW(o.data.data(), static_cast<Uint32>(o.data.size()));
        return o;
    }
    int rate_ = 44100, channels_ = 2;
    Uint16 format_ = AUDIO_S16SYS;
    float volume_ = 0.8f;
    bool muted_ = false, paused_ = false, sdl_audio_ = false;
    Voice voice_ = Voice::Plain;
    std::map<int, Owned> chunks_;
};

} // namespace

std::unique_ptr<Audio> make_mixer_audio() {
    auto a = std::make_unique<MixerAudio>();
    if (!a->open()) {
        SDL_Log("puzzlebox: no audio device (%s); playing silently", Mix_GetError());
        return std::make_unique<NullAudio>();
    }
    return a;
}

} // namespace pz
