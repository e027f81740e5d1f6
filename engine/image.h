// An RGBA picture in memory: what a renderer reads back, and what the canvas can draw.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "engine/geometry.h"

namespace pz {

struct Image {
    int w = 0, h = 0;
    std::vector<uint8_t> rgba;  // 4 bytes per pixel, rows top to bottom, not premultiplied
    Color at(int x, int y) const;
    bool write_png(const std::string& path) const;
    // How many pixels lie within `tolerance` (per channel) of c.
    int count(Color c, int tolerance = 8) const;
};

} // namespace pz
