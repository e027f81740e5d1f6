// Rendering a Canvas into memory without a window: pixel tests and screenshots.
#pragma once
#include "engine/canvas.h"
#include "engine/image.h"

namespace pz {

// scale = pixels per logical unit. Drawn by the off-screen renderer (make_offscreen_renderer).
Image render_offscreen(const Canvas& canvas, int w, int h, Color clear, float scale = 1.f);

} // namespace pz
