// SDL2_mixer audio with every effect synthesised into memory (no sound files to ship).
#include "engine/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <vector>

namespace pz {

namespace {

constexpr float kTau = 6.2831853f;

// One effect as mono float samples at `rate`, shaped by a short envelope.
std::vector<float> synthesise(Sound s, float pitch, int rate) {
    struct Note { float freq, start, len, amp; bool square; };
    std::vector<Note> notes;
    switch (s) {
    case Sound::Tap: notes = {{1100, 0, 0.045f, 0.5f, false}}; break;
    case Sound::Move: notes = {{520, 0, 0.07f, 0.45f, false}, {780, 0.03f, 0.07f, 0.3f, false}}; break;
    case Sound::Merge: notes = {{660, 0, 0.09f, 0.4f, false}, {990, 0.05f, 0.12f, 0.35f, false}}; break;
    case Sound::Invalid: notes = {{140, 0, 0.16f, 0.25f, true}}; break;
    case Sound::Win:
        notes = {{523, 0, 0.12f, 0.4f, false}, {659, 0.1f, 0.12f, 0.4f, false},
                 {784, 0.2f, 0.12f, 0.4f, false}, {1047, 0.3f, 0.3f, 0.45f, false}};
        break;
    case Sound::Lose:
        notes = {{392, 0, 0.18f, 0.4f, false}, {311, 0.16f, 0.18f, 0.4f, false}, {233, 0.32f, 0.4f, 0.4f, false}};
        break;
    case Sound::Count: break;
    }
    float total = 0;
    for (const auto& n : notes) total = std::max(total, n.start + n.len);
    std::vector<float> out(static_cast<size_t>(total * static_cast<float>(rate)) + 1, 0.f);
    for (const auto& n : notes) {
        const size_t b = static_cast<size_t>(n.start * static_cast<float>(rate));
        const size_t len = static_cast<size_t>(n.len * static_cast<float>(rate));
        for (size_t i = 0; i < len && b + i < out.size(); ++i) {
            float t = static_cast<float>(i) / static_cast<float>(rate);
            float ph = kTau * n.freq * pitch * t;
            float w = n.square ? (std::sin(ph) >= 0 ? 1.f : -1.f) * 0.6f : std::sin(ph);
            float attack = std::min(1.f, t / 0.004f);
            float decay = std::exp(-t / (n.len * 0.35f));
            out[b + i] += w * n.amp * attack * decay;
        }
    }
    return out;
}

class MixerAudio : public Audio {
public:
    bool open() {
        if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return false;
        if (Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) return false;
        Mix_QuerySpec(&rate_, &format_, &channels_);
        Mix_AllocateChannels(16);
        return true;
    }
    ~MixerAudio() override {
        Mix_HaltChannel(-1);
        for (auto& [k, c] : chunks_) Mix_FreeChunk(c.chunk);
        Mix_CloseAudio();
    }
    void play(Sound s, float pitch) override {
        if (muted_ || volume_ <= 0.f) return;
        int key = static_cast<int>(s) * 10000 + static_cast<int>(std::lround(pitch * 100));
        auto it = chunks_.find(key);
        if (it == chunks_.end()) it = chunks_.emplace(key, make(s, pitch)).first;
        if (!it->second.chunk) return;
        Mix_VolumeChunk(it->second.chunk, static_cast<int>(volume_ * MIX_MAX_VOLUME));
        Mix_PlayChannel(-1, it->second.chunk, 0);
    }
    void set_volume(float v) override { volume_ = v < 0 ? 0 : v > 1 ? 1 : v; }
    void set_muted(bool m) override { muted_ = m; }

private:
    struct Owned {
        Mix_Chunk* chunk = nullptr;
        std::vector<uint8_t> data;
    };
    Owned make(Sound s, float pitch) {
        Owned o;
        auto mono = synthesise(s, pitch, rate_);
        const size_t frames = mono.size();
        const size_t ch = static_cast<size_t>(channels_);
        // Samples are copied in as bytes in the device's native order (the SYS formats).
        if (format_ == AUDIO_S16SYS) {
            o.data.resize(frames * ch * 2);
            for (size_t i = 0; i < frames; ++i) {
                const auto v = static_cast<int16_t>(std::clamp(mono[i], -1.f, 1.f) * 32000.f);
                for (size_t c = 0; c < ch; ++c) std::memcpy(o.data.data() + (i * ch + c) * 2, &v, 2);
            }
        } else if (format_ == AUDIO_F32SYS) {
            o.data.resize(frames * ch * 4);
            for (size_t i = 0; i < frames; ++i) {
                const float v = std::clamp(mono[i], -1.f, 1.f);
                for (size_t c = 0; c < ch; ++c) std::memcpy(o.data.data() + (i * ch + c) * 4, &v, 4);
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
    bool muted_ = false;
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
