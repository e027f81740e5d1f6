// Finger input for Dear ImGui: the finger is ImGui's pointer while it touches, a vertical drag
// scrolls the window under it (and cancels the button it started on), a fling keeps going with
// decaying momentum, and a lifted finger leaves no hover behind. Knows nothing of what the
// windows show.
#pragma once
#include <cstdint>
#include <deque>

union SDL_Event;

namespace pz {

struct TouchScrollConfig {
    float slop = 10.f;               // logical px a finger moves before it scrolls instead of tapping
    float min_fling = 120.f;         // px/s: slower releases stop where they are
    float max_fling = 5000.f;        // px/s: the fastest a fling starts
    float stop_speed = 25.f;         // px/s: momentum ends below this
    float decay = 0.325f;            // seconds for the speed to fall to 1/e (close to a phone's feel)
    uint32_t velocity_window = 100;  // ms of motion the release speed is measured over
    uint32_t compat_mouse_ms = 800;  // mouse events this soon after a touch are the browser's copies
};

class TouchScroll {
public:
    explicit TouchScroll(const TouchScrollConfig& cfg = {}) : cfg_(cfg) {}
    // Every SDL event, in order; `width` and `height` are the window in logical px.
    void feed(const SDL_Event& e, uint32_t now_ms, float width, float height);
    // Momentum, once per step.
    void update(uint32_t now_ms);
    // Between the back end's new frame and ImGui::NewFrame(): gives ImGui the finger as its mouse
    // (held for at least one frame, so a tap within one step still clicks), hides it while the
    // finger scrolls and once it has lifted, and moves the scrolled window.
    void before_frame();
    // A fling is still moving (or its last step is still to be drawn): the app keeps drawing;
    // false once it rests.
    bool moving() const { return momentum_ || scroll_due_; }
    // A finger is scrolling a window now.
    bool scrolling() const { return scrolling_; }
    // Frames that moved the list since the last fling started (tests and figures).
    int momentum_frames() const { return momentum_frames_; }

private:
    struct Sample {
        uint32_t ms;
        float y;
    };
    void press(float x, float y, uint32_t now);
    void move(float x, float y, uint32_t now);
    void release(uint32_t now);
    void pick_window(float x, float y);
    TouchScrollConfig cfg_;
    int64_t finger_ = -1;          // the finger followed, -1 = none
    bool down_ = false;            // that finger is on the glass
    bool down_seen_ = false;       // ImGui has had a frame with it down
    bool scrolling_ = false;
    bool caught_ = false;          // this touch stopped a fling: it taps nothing
    bool momentum_ = false;
    bool touch_pointer_ = false;   // the pointer is a finger (false after real mouse input)
    int release_frames_ = 0;       // frames ImGui still sees the lifted finger (to finish its click)
    uint32_t touch_ms_ = 0;        // when a finger last moved or lifted
    unsigned window_ = 0;          // ImGuiID of the window scrolled (0: none under the finger)
    float x_ = 0, y_ = 0;          // the finger, logical px
    float start_x_ = 0, start_y_ = 0, start_scroll_ = 0, scroll_ = 0, velocity_ = 0;
    bool scroll_due_ = false;
    uint32_t last_ms_ = 0;
    int momentum_frames_ = 0;
    std::deque<Sample> samples_;
};

} // namespace pz
