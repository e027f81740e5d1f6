// Rendering a Canvas into memory with SDL's software renderer: pixel tests and screenshots
// without a window.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "engine/canvas.h"

struct SDL_Renderer;

namespace pz {

struct Image {
    int w = 0, h = 0;
    std::vector<uint8_t> rgba;  // 4 bytes per pixel, rows top to bottom
    Color at(int x, int y) const;
    bool write_png(const std::string& path) const;
    // How many pixels lie within `tolerance` (per channel) of c.
    int count(Color c, int tolerance = 8) const;
};

// scale = pixels per logical unit.
Image render_offscreen(const Canvas& canvas, int w, int h, Color clear, float scale = 1.f);
// Reads back what an SDL renderer holds now (after drawing, before present).
Image read_pixels(SDL_Renderer* renderer);

} // namespace pz
