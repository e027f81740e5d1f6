// Colour blending.
#include "engine/geometry.h"

namespace pz {

Color Color::mix(Color o, float t) const {
    auto lerp = [t](uint8_t a, uint8_t b) {
        float v = static_cast<float>(a) + (static_cast<float>(b) - static_cast<float>(a)) * t;
        return static_cast<uint8_t>(v < 0 ? 0 : v > 255 ? 255 : v + 0.5f);
    };
    return {lerp(r, o.r), lerp(g, o.g), lerp(b, o.b), lerp(a, o.a)};
}

} // namespace pz
