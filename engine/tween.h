// Simple tweens for animations: a value moving from a to b over a duration with easing.
#pragma once

namespace pz {

enum class Ease { Linear, OutCubic, InOutQuad, OutBack };
float ease(Ease e, float t);  // t in [0,1]

struct Tween {
    float from = 0, to = 0, duration = 0, elapsed = 0;
    Ease curve = Ease::OutCubic;
    void start(float a, float b, float seconds, Ease e = Ease::OutCubic) {
        from = a; to = b; duration = seconds; elapsed = 0; curve = e;
    }
    void update(float dt) { elapsed += dt; }
    bool done() const { return elapsed >= duration; }
    float progress() const { return duration <= 0 ? 1.f : (elapsed >= duration ? 1.f : elapsed / duration); }
    float value() const { return from + (to - from) * ease(curve, progress()); }
};

} // namespace pz
