// The app: window, renderer (engine/renderer.h), ImGui, audio, gestures and the scene stack, driven one frame at a
// time by step() so the desktop loop and the browser's callback share the same code.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/audio.h"
#include "engine/canvas.h"
#include "engine/gesture.h"
#include "engine/offscreen.h"
#include "engine/renderer.h"
#include "engine/rng.h"
#include "engine/scene.h"
#include "engine/touch_scroll.h"

struct ImFont;
struct SDL_Window;
union SDL_Event;

namespace pz {

// The characters the GUI font holds (first, last code point), beyond which Dear ImGui shows '?':
// every character of a message catalogue must be in them (tests/ui/i18n_test.cpp).
std::vector<std::pair<uint32_t, uint32_t>> ui_glyph_ranges();
// The GUI font's sizes, each rasterised at the size it is drawn: Small is kGuiSmall times the
// text size, Large kGuiLarge times (ImGui::PushFont(gui_font(GuiFont::Large))). The text font
// while no app has built its fonts.
enum class GuiFont { Text, Small, Large };
inline constexpr float kGuiSmall = 0.8f, kGuiLarge = 1.15f;
ImFont* gui_font(GuiFont which);

struct AppConfig {
    std::string title = "Puzzlebox";
    int width = 1280, height = 800;  // window size in screen points
    bool audio = true;               // false: NullAudio
    Color clear{24, 26, 33, 255};
    // Output pixels per logical unit; 0: what the screen says (SDL_GetRendererOutputSize against
    // the window's size). A set scale makes the window that many times larger in pixels with the
    // same logical size: tests, and high-density screens SDL cannot see (X11). The environment's
    // PUZZLEBOX_SCALE sets it too.
    float pixel_scale = 0;
    // What draws the frames; empty: make_sdl_renderer (NullRenderer for tests with no pixels).
    RendererFactory renderer;
    // A new top scene fades in from the background (App::kTransitionMs, eased) unless the player
    // asked for reduced motion; off by default so that tests and screenshots see finished frames.
    bool transitions = false;
};

class App {
public:
    App();
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Opens the window (or a hidden one under SDL_VIDEODRIVER=dummy); false with SDL's reason.
    bool init(const AppConfig& cfg, std::string* error = nullptr);
    // One frame: events -> gestures -> scenes, fixed-step updates, then drawing, but only when the
    // picture can have changed: input (and a few frames after it, for the GUI to settle), a scene
    // that animates or whose clock ticks, a change of scenes, a resize or a capture. False once
    // quitting.
    bool step();
    // How long the caller may sleep (waiting for an event) before step() has a frame to draw; 0
    // while something animates. The desktop loop blocks in SDL_WaitEventTimeout for this long.
    uint32_t idle_wait_ms() const;
    // Frames drawn and presented so far (tests count them: a still screen draws none).
    uint64_t frames_drawn() const { return frames_drawn_; }
    // Runs step() until quit (desktop).
    void run();
    // How long a screen change fades in, and how far it is (0 just changed .. 1 done or none).
    static constexpr uint32_t kTransitionMs = 200;
    float transition_progress() const;

    SceneStack& scenes() { return scenes_; }
    Context& context() { return ctx_; }
    Audio& audio() { return *audio_; }
    // For tests: a fake clock in ms instead of SDL_GetTicks.
    void set_clock(std::function<uint32_t()> clock) { clock_ = std::move(clock); }
    // For scripts and tests: from now on, everything the scenes play is also mixed into memory in
    // the app's time (a SoundRecorder put over the audio back end once, as ctx.audio); again:
    // the recording starts afresh. The recorder starts paused if the app is away.
    SoundRecorder& record_sound();
    // For tests: an event as if it came from SDL (handled at the next step()).
    void inject(const SDL_Event& e);
    // Pixels of the last frame drawn (taken before present).
    const Image& last_frame() const { return last_frame_; }
    // What the scenes drew on the canvas in the last frame drawn (the layout test reads it).
    const Canvas& canvas() const { return canvas_; }
    void capture_next_frame() { capture_ = true; }
    // For scripts: the GUI's pointer at `at`, its button down or not, from the next frame until
    // cleared (nullopt); SDL's dummy video driver gives the GUI no mouse of its own.
    void set_gui_pointer(std::optional<Vec2> at, bool down = false) { gui_pointer_ = at, gui_pointer_down_ = down; }
    SDL_Window* window() const { return window_; }
    Renderer& renderer() { return *renderer_; }
    float pixel_scale() const { return pixel_scale_; }
    // Finger scrolling of the GUI's lists (tests read its momentum).
    const TouchScroll& touch_scroll() const { return touch_scroll_; }
    void resize(int w, int h);  // sets the window size (tests, --size)
    // Something outside the scenes changed the picture (the system's theme): draw the next steps.
    void redraw();
    // The page holding the app is hidden (the browser's visibilitychange): Context::active is false.
    void set_page_hidden(bool hidden);

private:
    void update_metrics();
    void gui_click();  // a soft click for a GUI control pressed this frame
    // (Re)builds the GUI font for the current pixel scale and ctx_.text_scale.
    void build_font();
    void process_event(const SDL_Event& e, uint32_t now);
    SDL_Window* window_ = nullptr;
    std::unique_ptr<Renderer> renderer_;
    std::unique_ptr<Audio> audio_;
    SoundRecorder* recorder_ = nullptr;  // audio_, once record_sound() put it over the back end
    GestureRecognizer gestures_;
    TouchScroll touch_scroll_;
    SceneStack scenes_;
    Canvas canvas_;
    Rng cosmetic_;
    Context ctx_;
    AppConfig cfg_;
    std::function<uint32_t()> clock_;
    std::vector<SDL_Event> injected_;
    bool injecting_ = false;
    uint32_t last_ms_ = 0;
    float accumulator_ = 0;
    float pixel_scale_ = 1.f;
    float forced_scale_ = 0.f;  // AppConfig::pixel_scale or PUZZLEBOX_SCALE; 0: none
    float font_pixel_scale_ = 0.f;  // the pixel scale the GUI font was rasterised at
    float font_scale_ = 0.f;  // the text_scale the GUI font was built for
    bool imgui_ready_ = false;
    bool capture_ = false;
    std::optional<Vec2> gui_pointer_;
    bool gui_pointer_down_ = false;
    bool quit_ = false;
    // What Context::active is made of: window focus, the window shown (not minimised), the page shown.
    bool focused_ = true, shown_ = true, page_hidden_ = false;
    // Unfocused, minimised or hidden: the clock stops (scenes read ctx.active) and so does sound.
    void update_active() {
        ctx_.active = focused_ && shown_ && !page_hidden_;
        if (ctx_.audio) ctx_.audio->set_paused(!ctx_.active);
    }
    int settle_ = 0;           // frames still to draw after input or a change of scenes
    bool idle_ = false;        // nothing animates: the next step may come after a long sleep
    uint32_t wake_ms_ = 0;     // when a scene's picture changes next (its clock), if idle
    uint64_t frames_drawn_ = 0;
    uint32_t drawn_ms_ = 0;  // clock time of the last frame drawn
    bool transition_ = false;  // a new top scene is fading in, since transition_ms_
    uint32_t transition_ms_ = 0;
    Image last_frame_;
};

} // namespace pz
