// Frame strips of a board's animations, for the view tests to check and a person to look at: each
// frame written as a PNG when PZ_FRAME_STRIP_DIR names a folder (montage them), nothing otherwise.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/image.h"

namespace pz::test {

inline void keep_frame(const Image& img, const std::string& name, int i) {
    if (const char* dir = std::getenv("PZ_FRAME_STRIP_DIR")) {
        char n[16];
        std::snprintf(n, sizeof n, "%03d", i);
        img.write_png(std::string(dir) + "/" + name + "-" + n + ".png");
    }
}

// The frames of a view's animation, 16 ms apart, from the first (drawn before any time passes)
// until it rests or max_frames are drawn; each is kept as keep_frame does. draw() draws the view.
template <class View, class Draw>
std::vector<Image> frame_strip(View& view, const std::string& name, int max_frames, Draw draw) {
    std::vector<Image> frames;
    for (int f = 0; f < max_frames && view.animating(); ++f) {
        frames.push_back(draw());
        keep_frame(frames.back(), name, f);
        view.update(0.016f);
    }
    return frames;
}

} // namespace pz::test
