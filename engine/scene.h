// Scenes and the scene stack: events go to the top scene and down until one handles them;
// drawing starts at the topmost full-screen scene; push/pop are applied between frames.
#pragma once
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/audio.h"
#include "engine/canvas.h"
#include "engine/gesture.h"
#include "engine/rng.h"

namespace pz {

class SceneStack;

// What a scene may use; passed in, never a global.
struct Context {
    Vec2 size{360, 640};   // logical size of the window
    float time = 0;        // seconds since the app started
    Audio* audio = nullptr;
    Rng* cosmetic = nullptr;  // for effects only; game randomness is seeded per game
    SceneStack* scenes = nullptr;
    GestureRecognizer* gestures = nullptr;
    bool quit_requested = false;
    // The player can see and use the app: its window has focus and is not minimised or hidden
    // (the page is not hidden). Game clocks count only then.
    bool active = true;
    // The window's own scale for text and bars (window_ui_scale): a desktop window reads like a
    // desktop app, not an enlarged phone. The GUI font is built at 20 px times this and text_scale.
    float ui_scale = 1.f;
    // The player's text size: the app rebuilds the GUI font at 20 px times this before the next
    // frame; scenes and views multiply their fixed-size canvas text by it.
    float text_scale = 1.f;
    Color background{24, 26, 33, 255};  // what each frame is cleared to (the theme's background)
    // The player asked for reduced motion: screen changes are cuts, not fades.
    bool reduced_motion = false;
    // A file dropped on the window (desktop drag and drop); the platform decides what opens it.
    std::function<void(const std::string& path, Context& ctx)> on_file_dropped;
    // Dear ImGui calls made after every scene's gui, on top of them (banners the front end owns).
    std::function<void(Context& ctx)> overlay_gui;
};

// The text and bar scale for a window of `size` logical px: 1 on a phone or a small window, 1.3
// at 1280x800, growing with the window's short way up to 1.6.
inline float window_ui_scale(Vec2 size) {
    const float k = std::min(size.x / 1280.f, size.y / 800.f);
    return std::clamp(0.7f + 0.6f * k, 1.f, 1.6f);
}

class Scene {
public:
    virtual ~Scene() = default;
    virtual std::string name() const = 0;
    // False lets the event fall through to the scene below.
    virtual bool handle(const Gesture& g, Context& ctx) { (void)g; (void)ctx; return false; }
    virtual void update(float dt, Context& ctx) { (void)dt; (void)ctx; }
    // Board drawing through the canvas; must not change state.
    virtual void draw(Canvas& c, Context& ctx) { (void)c; (void)ctx; }
    // Dear ImGui calls (menus, HUD, panels).
    virtual void gui(Context& ctx) { (void)ctx; }
    // Seconds until this scene would look different with no input: 0 while it animates, the time
    // to the next tick of a clock it shows, kStill (the default) when only input changes it. The
    // app draws no frame until the soonest of these, so a still screen costs nothing.
    static constexpr double kStill = 1e9;
    virtual double next_change_in(const Context& ctx) const { (void)ctx; return kStill; }
    // A full-screen scene hides the scenes below it; an overlay (pause, dialogs) does not.
    virtual bool full_screen() const { return true; }
    // Called once when the scene becomes the top again / is about to leave the stack.
    virtual void on_resume(Context& ctx) { (void)ctx; }
    virtual void on_exit(Context& ctx) { (void)ctx; }
};

class SceneStack {
public:
    // Requests take effect at apply_pending(), between frames, so a scene may pop itself.
    void push(std::unique_ptr<Scene> s);
    void pop();
    void replace_top(std::unique_ptr<Scene> s);
    void clear_to_root();  // pops everything above the bottom scene
    void apply_pending(Context& ctx);

    bool empty() const { return scenes_.empty(); }
    size_t size() const { return scenes_.size(); }
    Scene* top() const { return scenes_.empty() ? nullptr : scenes_.back().get(); }
    Scene* at(size_t i) const { return scenes_[i].get(); }
    // Index of the lowest scene that is drawn (the topmost full-screen one).
    size_t first_visible() const;

    bool dispatch(const Gesture& g, Context& ctx);
    void update(float dt, Context& ctx);
    // The soonest next_change_in of the scenes drawn.
    double next_change_in(const Context& ctx) const;
    void draw(Canvas& c, Context& ctx);
    void gui(Context& ctx);

private:
    struct Op {
        enum Kind { Push, Pop, Replace, ClearToRoot } kind;
        std::unique_ptr<Scene> scene;
    };
    std::vector<std::unique_ptr<Scene>> scenes_;
    std::vector<Op> pending_;
};

} // namespace pz
