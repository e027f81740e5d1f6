// Reading and writing the pixels of an Image.
#include "engine/image.h"

#include <cstdlib>

#include "engine/png.h"

namespace pz {

Color Image::at(int x, int y) const {
    if (x < 0 || y < 0 || x >= w || y >= h) return {};
    const uint8_t* p = rgba.data() + (static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)) * 4;
    return {p[0], p[1], p[2], p[3]};
}

bool Image::write_png(const std::string& path) const { return pz::write_png(path, w, h, rgba); }

int Image::count(Color c, int tolerance) const {
    int n = 0;
    for (size_t i = 0; i + 3 < rgba.size(); i += 4) {
        if (std::abs(rgba[i] - c.r) <= tolerance && std::abs(rgba[i + 1] - c.g) <= tolerance &&
            std::abs(rgba[i + 2] - c.b) <= tolerance)
            ++n;
    }
    return n;
}

} // namespace pz
