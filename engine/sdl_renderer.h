// Plays a Canvas onto an SDL_Renderer: shapes as triangle geometry, text through TextCache.
#pragma once
#include "engine/canvas.h"
#include "engine/text.h"

struct SDL_Renderer;

namespace pz {

class SdlRenderer {
public:
    explicit SdlRenderer(SDL_Renderer* r) : renderer_(r), text_(r) {}
    // Pixels per logical unit (HiDPI and window scaling).
    void set_scale(float s) { scale_ = s; }
    float scale() const { return scale_; }
    void clear(Color c);
    void draw(const Canvas& canvas);
    void end_frame() { text_.end_frame(); }
    SDL_Renderer* sdl() const { return renderer_; }

private:
    void fill_rect(Rect r, Color c, float radius);
    void fill_circle(Vec2 c, float radius, Color col);
    void ring(Vec2 c, float radius, float width, Color col);
    void thick_line(Vec2 a, Vec2 b, float width, Color col);
    void triangle(Vec2 a, Vec2 b, Vec2 p, Color col);
    void text(const DrawCmd& cmd);
    SDL_Renderer* renderer_;
    TextCache text_;
    float scale_ = 1.f;
};

} // namespace pz
