// Platform-neutral input: SDL mouse, finger and key events become taps, long-presses, drags,
// swipes and named key actions in logical coordinates. Touch first; the mouse maps onto it.
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
        Tap,         // pressed and released quickly without moving far
        LongPress,   // held still past the long-press threshold (fires while still held)
        DragStart,   // moved past the drag threshold while held; start = press point
        DragMove,    // every motion after DragStart
        DragEnd,     // released after a drag; dir set if it was fast/far enough to be a swipe
        Swipe,       // sent right after DragEnd when the drag qualifies as a swipe
        Key,         // a named key action
        Text,        // a typed character (crossword letters); ch set
    };
    Kind kind = Kind::Tap;
    Vec2 pos;    // current point, logical coordinates
    Vec2 start;  // where the press began
    Dir dir = Dir::None;
    Action action = Action::None;
    char ch = 0;  // for Text
    bool secondary = false;  // right mouse button (desktop shortcut for long-press)

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
};

// Feed SDL events and a clock; collect gestures. Logical coordinates come from a scale that the
// app sets (window pixels -> logical). Finger coordinates are normalised by SDL and mapped here.
class GestureRecognizer {
public:
    explicit GestureRecognizer(GestureConfig cfg = {}) : cfg_(cfg) {}
    void set_config(const GestureConfig& cfg) { cfg_ = cfg; }
    const GestureConfig& config() const { return cfg_; }
    // Maps window coordinates to logical ones: logical = (window - offset) / scale.
    void set_mapping(Vec2 logical_size, Vec2 window_size) { logical_ = logical_size; window_ = window_size; }
    void feed(const SDL_Event& e, uint32_t now_ms);
    // Call each frame: emits LongPress once a press has been held still long enough.
    void tick(uint32_t now_ms);
    std::vector<Gesture> take();
    // A press is held: time matters (a long press may come) even with no events arriving.
    bool pressing() const { return down_ && !long_fired_; }

private:
    Vec2 to_logical(float wx, float wy) const;
    void press(Vec2 p, uint32_t now, bool secondary);
    void motion(Vec2 p);
    void release(Vec2 p, uint32_t now);
    GestureConfig cfg_;
    Vec2 logical_{360, 640}, window_{360, 640};
    std::vector<Gesture> out_;
    bool down_ = false, dragging_ = false, long_fired_ = false, secondary_ = false;
    int64_t finger_ = -1;  // the finger being tracked, -1 = mouse
    Vec2 start_, last_;
    uint32_t down_ms_ = 0;
};

} // namespace pz
