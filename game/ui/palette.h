// Colours for boards and HUD: dark and light palettes, each with a colour-blind-safe variant
// (Okabe-Ito based), and the WCAG contrast arithmetic tests/ui/contrast_test.cpp checks them with.
#pragma once
#include "engine/geometry.h"

namespace pz {

struct Palette {
    Color background, board, cell, cell_alt, grid, text, text_dim, accent, good, bad, highlight, shadow;
    // Thick lines drawn over cells: Sweet Spots' zone borders and the board's outline.
    Color edge;
    // Outlines pieces whose fill may be close to the board behind them (BitFlipper's value cells).
    Color outline;
    // Coloured messages in GUI windows (save errors; notices), readable on the window background.
    Color error_text, notice_text;
    // A solved level's button in the level select.
    Color done_button;
    // Eight distinguishable category colours (zones, clusters); i wraps.
    Color category(int i) const;
    // A zone's fill (Sweet Spots): a light pastel in both themes (the colour-blind palette: its
    // category colour tinted towards the cell), so marks, chests and borders on it stand out.
    Color zone_fill(int i) const;
    // BitFlipper's value v (0..8): one colour per value whatever the number of states (a 1 looks
    // the same on every board), each far from the others (CIELAB distance of 25 or more), for
    // the colour-blind palette from the Okabe-Ito set. Values past 8 wrap.
    Color value(int v) const;
    // A game's own colour (GameType::accent_hue) for this palette: a soft pastel on the dark
    // palettes, a deeper tone on the light ones, readable as text on the background either way.
    Color game_accent(int hue) const;
    // Text drawn on a fill of any colour: near-black or near-white, whichever contrasts more
    // (at least 4.5:1 against any opaque fill).
    Color ink_on(Color fill) const;
    bool colour_blind = false;
    bool light = false;
};

// Scenes take Shell::palette(), which follows the player's Theme setting; both flags are
// required here so that no caller can fall back to the dark palette by leaving one out.
const Palette& palette(bool colour_blind, bool light);

// WCAG 2 relative luminance (0 black .. 1 white) of an opaque colour, and the contrast ratio of two
// (1..21). A colour with alpha is first laid over what is under it with over().
double relative_luminance(Color c);
double contrast_ratio(Color a, Color b);
Color over(Color top, Color under);

} // namespace pz
