// Where frames are drawn: the interface the app and tests talk to, an SDL back end, an off-screen
// one and a null one, as audio has (engine/audio.h). A new back end is one file.
#pragma once
#include <functional>
#include <memory>
#include <string>

#include "engine/canvas.h"
#include "engine/image.h"

struct SDL_Window;

namespace pz {

class Renderer {
public:
    virtual ~Renderer() = default;
    // The size of what is drawn on, in output pixels.
    virtual void output_size(int* w, int* h) const = 0;
    // Pixels per logical unit (HiDPI and window scaling): canvases are recorded in logical units.
    virtual void set_scale(float s) = 0;
    // Starts a frame cleared to one colour.
    virtual void begin_frame(Color clear) = 0;
    // Plays a canvas's commands, sorted by layer.
    virtual void draw(const Canvas& canvas) = 0;
    // The next frame repaints every pixel: what was shown may be gone (a window exposed or
    // resized). A back end that keeps the last frame repaints only what changed in between.
    virtual void invalidate() {}
    // For tests: with checking on, each frame is also repainted whole after being painted where
    // it changed, and damage_errors counts the pixels where the two differed; -1 from a back end
    // that repaints every frame anyway.
    virtual void check_damage(bool /*on*/) {}
    virtual long damage_errors() const { return -1; }
    // For tests: the pixels the last frame repainted; -1 from a back end that repaints them all.
    virtual long damaged_pixels() const { return -1; }
    // A colour laid over the whole of this frame at its alpha (0: none), over the GUI too: a new
    // screen coming up out of the background. Set before gui_render, each frame. In software the
    // frame under the veil is kept aside, so a step of the fade costs one blend of the screen,
    // not a repaint of everything under it.
    virtual void set_veil(Color /*c*/) {}
    // Dear ImGui's renderer half: init after ImGui's context exists, new frame before ImGui's own,
    // render after ImGui::Render() (its vertices are in logical units), shutdown before the context
    // goes. gui_fonts_changed: the font atlas was rebuilt, the next new frame uploads it.
    virtual bool gui_init() = 0;
    virtual void gui_new_frame() = 0;
    virtual void gui_render() = 0;
    virtual void gui_fonts_changed() = 0;
    virtual void gui_shutdown() = 0;
    // What the frame holds now (after drawing, before present).
    virtual Image read_pixels() = 0;
    // Shows the frame and lets per-frame caches age.
    virtual void present() = 0;
};

// Moves the corners of the GUI's textured quads (its glyphs) in ImGui's draw data onto whole
// output pixels, for a back end to call before drawing it. The font is rasterised at the output's
// size, but at a pixel scale like 1.5 ImGui places glyphs on half pixels, and a texture drawn a
// half pixel off loses or doubles rows of its texels (issue 27).
void snap_gui_glyphs(float scale);

// Makes the renderer for a window; null with the reason in *error if none can be made.
using RendererFactory = std::function<std::unique_ptr<Renderer>(SDL_Window* window, std::string* error)>;

// SDL_Renderer: accelerated if the system has it, else software.
std::unique_ptr<Renderer> make_sdl_renderer(SDL_Window* window, std::string* error);
// The same drawing into a w x h picture in memory (SDL's software renderer), no window.
// fill_by_rows false: large shapes as triangles too, as before rows (a test compares the two).
// like_web: everything drawn through SDL's calls, as on a GPU, yet the pixels kept from frame to
// frame and only damage repainted, as the web build does (a test of that path without a browser).
std::unique_ptr<Renderer> make_offscreen_renderer(int w, int h, bool fill_by_rows = true, bool like_web = false);

// Draws nothing and counts, for tests that need a running app but no pixels; read_pixels gives
// the frame's clear colour.
class NullRenderer : public Renderer {
public:
    explicit NullRenderer(SDL_Window* window) : window_(window) {}
    void output_size(int* w, int* h) const override;
    void set_scale(float s) override { scale = s; }
    void begin_frame(Color c) override { clear = c; }
    void draw(const Canvas& canvas) override { commands += static_cast<int>(canvas.commands().size()); }
    bool gui_init() override;
    void gui_new_frame() override;
    void gui_render() override { ++gui_frames; }
    void gui_fonts_changed() override {}
    void gui_shutdown() override;
    Image read_pixels() override;
    void present() override { ++frames; }
    float scale = 1.f;
    Color clear{};
    int commands = 0, gui_frames = 0, frames = 0;

private:
    SDL_Window* window_;
};

// A factory for AppConfig::renderer that makes a NullRenderer and points *made at it, so the
// caller can read its counts once the app has made it.
RendererFactory null_renderer_factory(NullRenderer** made);

} // namespace pz
