// Easing curves.
#include "engine/tween.h"

namespace pz {

float ease(Ease e, float t) {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    switch (e) {
    case Ease::Linear: return t;
    case Ease::OutCubic: { float u = 1 - t; return 1 - u * u * u; }
    case Ease::InOutQuad: return t < 0.5f ? 2 * t * t : 1 - (-2 * t + 2) * (-2 * t + 2) / 2;
    case Ease::OutBack: {
        const float c1 = 1.70158f, c3 = c1 + 1;
        float u = t - 1;
        return 1 + c3 * u * u * u + c1 * u * u;
    }
    }
    return t;
}

} // namespace pz
