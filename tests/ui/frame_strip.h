// Frame strips of a board's animations for a person to look at: each frame written as a PNG when
// PZ_FRAME_STRIP_DIR names a folder (montage them), nothing otherwise.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/image.h"

namespace pz::test {

inline void keep_frame(const Image& img, const std::string& name, int i) {
    if (const char* dir = std::getenv("PZ_FRAME_STRIP_DIR")) {
        char n[16];
        std::snprintf(n, sizeof n, "%03d", i);
        img.write_png(std::string(dir) + "/" + name + "-" + n + ".png");
    }
}

} // namespace pz::test
