// Sound effects: a mixer back end with effects synthesised at start-up, and a null back end.
#pragma once
#include <array>
#include <memory>

namespace pz {

enum class Sound { Tap, Move, Merge, Invalid, Win, Lose, Count };

class Audio {
public:
    virtual ~Audio() = default;
    // pitch 1 = as made; 2 = an octave up. Cheap; safe to call every move.
    virtual void play(Sound s, float pitch = 1.f) = 0;
    virtual void set_volume(float v) = 0;  // 0..1
    virtual void set_muted(bool m) = 0;
};

// Does nothing but count, so tests can check which sounds a scene asked for.
class NullAudio : public Audio {
public:
    void play(Sound s, float) override { ++played[static_cast<int>(s)]; }
    void set_volume(float) override {}
    void set_muted(bool) override {}
    std::array<int, static_cast<int>(Sound::Count)> played{};
};

// SDL2_mixer playing our synthesised effects; falls back to NullAudio if no device opens.
std::unique_ptr<Audio> make_mixer_audio();

} // namespace pz
