// Software-rendered canvases.
#include "engine/offscreen.h"

#include "engine/renderer.h"

namespace pz {

Image render_offscreen(const Canvas& canvas, int w, int h, Color clear, float scale) {
    std::unique_ptr<Renderer> r = make_offscreen_renderer(w, h);
    if (!r) return {};
    r->set_scale(scale);
    r->begin_frame(clear);
    r->draw(canvas);
    r->present();  // a surface keeps its pixels after present
    return r->read_pixels();
}

} // namespace pz
