// Platform-neutral input: SDL mouse, finger, wheel, key and text events become taps, long-presses, drags,
// swipes, pinches, typed letters and named key actions in logical coordinates. Touch first; the mouse maps onto it.
#pragma once
#include <cstdint>
#include <vector>

#include "engine/geometry.h"

union SDL_Event;

namespace pz {

enum class Dir { None, Left, Right, Up, Down };
enum class Action { None, Undo, Redo, Hint, Back, Confirm, Left, Right, Up, Down, Restart, Menu, History };

struct Gesture {
    enum class Kind {
        Tap,         // released before the long-press time without moving past the drag threshold
        LongPress,   // held still past the long-press time (fires while still held), or a right click
        DragStart,   // moved past the drag threshold while held; start = press point
        DragMove,    // every motion after DragStart
        DragEnd,     // released after a drag; dir set if it went at least swipe_min_distance
        Swipe,       // sent right after DragEnd when the drag was that far and swipe_min_speed fast
        Key,         // a named key action
        Text,        // a typed letter or digit (crossword letters) in ch; '\b' for backspace
        Pinch,       // two fingers moved (or the desktop's wheel): pos = their middle now, start =
                     // their middle at the previous Pinch, scale = how much farther apart since then
        PinchEnd,    // a finger of the two lifted
    };
    Kind kind = Kind::Tap;
    Vec2 pos;    // current point, logical coordinates
    Vec2 start;  // where the press began
    Dir dir = Dir::None;
    Action action = Action::None;
    char ch = 0;  // for Text
    bool secondary = false;  // right mouse button (desktop shortcut for long-press)
    int taps = 1;            // for Tap: 2 for the second tap of a double tap
    float scale = 1.f;       // for Pinch

    // Gestures as the recognizer makes them, for tests and scripted input.
    static Gesture at(Kind k, Vec2 start, Vec2 pos, Dir d = Dir::None) {
        Gesture g;
        g.kind = k;
        g.start = start;
        g.pos = pos;
        g.dir = d;
        return g;
    }
    static Gesture tap(Vec2 p) { return at(Kind::Tap, p, p); }
    static Gesture key(Action a) {
        Gesture g;
        g.kind = Kind::Key;
        g.action = a;
        return g;
    }
    static Gesture text(char c) {
        Gesture g;
        g.kind = Kind::Text;
        g.ch = c;
        return g;
    }
};

struct GestureConfig {
    uint32_t long_press_ms = 450;
    float drag_threshold = 12.f;    // logical px before a press becomes a drag
    float swipe_min_distance = 36.f;
    float swipe_min_speed = 0.25f;  // logical px per ms
    uint32_t double_tap_ms = 300;   // a second tap this soon after the first, and
    float double_tap_distance = 30.f;  // this close to it, is a double tap
};

// Feed SDL events and a clock; collect gestures. One pointer (the mouse or first finger) is tracked; a second
// finger makes a pinch. Mouse points (window pixels) and fingers (SDL's 0..1) are mapped to logical ones here.
class GestureRecognizer {
public:
    explicit GestureRecognizer(const GestureConfig& cfg = {}) : cfg_(cfg) {}
    void set_config(const GestureConfig& cfg) { cfg_ = cfg; }
    const GestureConfig& config() const { return cfg_; }
    // Maps window coordinates to logical ones, per axis: logical = window * logical_size / window_size.
    void set_mapping(Vec2 logical_size, Vec2 window_size) { logical_ = logical_size; window_ = window_size; }
    void feed(const SDL_Event& e, uint32_t now_ms);
    // Call each frame: emits LongPress once a press has been held still long enough.
    void tick(uint32_t now_ms);
    std::vector<Gesture> take();
    // A press is held: time matters (a long press may come) even with no events arriving.
    bool pressing() const { return down_ && !long_fired_; }
    // Two fingers are down (a pinch is going on).
    bool pinching() const { return second_ != -1; }

private:
    Vec2 to_logical(float wx, float wy) const;
    void press(Vec2 p, uint32_t now, bool secondary);
    void motion(Vec2 p);
    void release(Vec2 p, uint32_t now);
    void pinch_motion();
    GestureConfig cfg_;
    Vec2 logical_{360, 640}, window_{360, 640};
    std::vector<Gesture> out_;
    bool down_ = false, dragging_ = false, long_fired_ = false, secondary_ = false;
    int64_t finger_ = -1;  // the finger being tracked, -1 = mouse
    Vec2 start_, last_;
    uint32_t down_ms_ = 0;
    // The last tap, for double taps.
    Vec2 tap_pos_;
    uint32_t tap_ms_ = 0;
    bool tapped_ = false;
    // A second finger: its id and point; the first finger's point is last_. While two fingers are
    // down they make Pinch gestures and no taps or drags.
    int64_t second_ = -1;
    Vec2 second_pos_, pinch_mid_;
    float pinch_dist_ = 0;
    bool pinched_ = false;  // the press became a pinch: its release makes no tap
    Vec2 mouse_;            // the mouse's last point, where a wheel zooms
};

} // namespace pz
