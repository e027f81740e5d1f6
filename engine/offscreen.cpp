// Software-rendered canvases and renderer read-back.
#include "engine/offscreen.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <cstdlib>

#include "engine/png.h"
#include "engine/sdl_renderer.h"

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

Image read_pixels(SDL_Renderer* renderer) {
    Image img;
    if (SDL_GetRendererOutputSize(renderer, &img.w, &img.h) != 0) return img;
    img.rgba.resize(static_cast<size_t>(img.w) * static_cast<size_t>(img.h) * 4);
    if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ABGR8888, img.rgba.data(), img.w * 4) != 0) {
        img.rgba.clear();
        img.w = img.h = 0;
    }
    return img;
}

Image render_offscreen(const Canvas& canvas, int w, int h, Color clear, float scale) {
    Image img;
    if (!TTF_WasInit()) TTF_Init();
    SDL_Surface* surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
    if (!surf) return img;
    SDL_Renderer* r = SDL_CreateSoftwareRenderer(surf);
    if (!r) {
        SDL_FreeSurface(surf);
        return img;
    }
    {
        SdlRenderer sr(r);
        sr.set_scale(scale);
        sr.clear(clear);
        sr.draw(canvas);
        SDL_RenderPresent(r);
        img = read_pixels(r);
    }
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    return img;
}

} // namespace pz
