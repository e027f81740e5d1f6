// Colours for boards and HUD: a default palette and a colour-blind-safe one (Okabe-Ito based).
#pragma once
#include "engine/geometry.h"

namespace pz {

struct Palette {
    Color background, board, cell, cell_alt, grid, text, text_dim, accent, good, bad, highlight, shadow;
    // Eight distinguishable category colours (zones, clusters); i wraps.
    Color category(int i) const;
    // A ramp for small integer values 0..n-1 (BitFlipper states), dark to light.
    Color value(int v, int n) const;
    bool colour_blind = false;
};

const Palette& palette(bool colour_blind);

} // namespace pz
