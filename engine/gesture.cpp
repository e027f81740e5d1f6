// Gesture recognition: one tracked pointer (mouse or first finger) at a time.
#include "engine/gesture.h"

#include <SDL.h>

#include <cmath>

namespace pz {

namespace {
float dist(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }
Dir direction(Vec2 from, Vec2 to) {
    Vec2 d = to - from;
    if (std::fabs(d.x) >= std::fabs(d.y)) return d.x < 0 ? Dir::Left : Dir::Right;
    return d.y < 0 ? Dir::Up : Dir::Down;
}
Action key_action(const SDL_KeyboardEvent& k) {
    const bool ctrl = (k.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    const bool shift = (k.keysym.mod & KMOD_SHIFT) != 0;
    switch (k.keysym.sym) {
    case SDLK_z: return ctrl ? (shift ? Action::Redo : Action::Undo) : Action::None;
    case SDLK_y: return ctrl ? Action::Redo : Action::None;
    case SDLK_h: return ctrl ? Action::Hint : Action::None;
    case SDLK_r: return ctrl ? Action::Restart : Action::None;
    case SDLK_F1: return Action::Hint;
    case SDLK_F2: return Action::History;
    case SDLK_F10: return Action::Menu;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK: return Action::Back;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE: return Action::Confirm;
    case SDLK_LEFT: return Action::Left;
    case SDLK_RIGHT: return Action::Right;
    case SDLK_UP: return Action::Up;
    case SDLK_DOWN: return Action::Down;
    default: return Action::None;
    }
}
} // namespace

Vec2 GestureRecognizer::to_logical(float wx, float wy) const {
    float sx = window_.x > 0 ? logical_.x / window_.x : 1.f;
    float sy = window_.y > 0 ? logical_.y / window_.y : 1.f;
    return {wx * sx, wy * sy};
}

void GestureRecognizer::press(Vec2 p, uint32_t now, bool secondary) {
    down_ = true;
    dragging_ = false;
    long_fired_ = false;
    pinched_ = false;
    secondary_ = secondary;
    start_ = last_ = p;
    down_ms_ = now;
}

void GestureRecognizer::motion(Vec2 p) {
    last_ = p;
    if (long_fired_ || pinched_) return;
    if (!dragging_ && dist(start_, p) > cfg_.drag_threshold) {
        dragging_ = true;
        Gesture g;
        g.kind = Gesture::Kind::DragStart;
        g.pos = p;
        g.start = start_;
        g.dir = direction(start_, p);
        out_.push_back(g);
    }
    if (dragging_) {
        Gesture g;
        g.kind = Gesture::Kind::DragMove;
        g.pos = p;
        g.start = start_;
        g.dir = direction(start_, p);
        out_.push_back(g);
    }
}

void GestureRecognizer::release(Vec2 p, uint32_t now) {
    if (!down_) return;
    if (pinched_) {  // the fingers pinched: no tap, no drag
        down_ = false;
        finger_ = -1;
        return;
    }
    // A release far from the last point counts the way there as motion (some platforms skip it).
    if (!long_fired_ && dist(last_, p) > 0.5f) motion(p);
    down_ = false;
    last_ = p;
    Gesture g;
    g.pos = p;
    g.start = start_;
    g.secondary = secondary_;
    if (dragging_) {
        const float d = dist(start_, p);
        const float ms = static_cast<float>(now > down_ms_ ? now - down_ms_ : 1);
        g.kind = Gesture::Kind::DragEnd;
        g.dir = d >= cfg_.swipe_min_distance ? direction(start_, p) : Dir::None;
        out_.push_back(g);
        if (d >= cfg_.swipe_min_distance && d / ms >= cfg_.swipe_min_speed) {
            g.kind = Gesture::Kind::Swipe;
            out_.push_back(g);
        }
    } else if (!long_fired_) {
        // A right click is the desktop's long-press.
        g.kind = secondary_ ? Gesture::Kind::LongPress : Gesture::Kind::Tap;
        if (!secondary_) {
            const bool second = tapped_ && now - tap_ms_ <= cfg_.double_tap_ms && dist(p, tap_pos_) <= cfg_.double_tap_distance;
            g.taps = second ? 2 : 1;
            tapped_ = !second;  // a third tap starts a new pair
            tap_pos_ = p;
            tap_ms_ = now;
        }
        out_.push_back(g);
    }
    dragging_ = false;
    finger_ = -1;
}

void GestureRecognizer::tick(uint32_t now_ms) {
    if (down_ && !dragging_ && !long_fired_ && !pinched_ && now_ms - down_ms_ >= cfg_.long_press_ms) {
        long_fired_ = true;
        Gesture g;
        g.kind = Gesture::Kind::LongPress;
        g.pos = last_;
        g.start = start_;
        out_.push_back(g);
    }
}

void GestureRecognizer::pinch_motion() {
    const Vec2 mid = (last_ + second_pos_) * 0.5f;
    const float d = dist(last_, second_pos_);
    Gesture g;
    g.kind = Gesture::Kind::Pinch;
    g.pos = mid;
    g.start = pinch_mid_;
    g.scale = pinch_dist_ > 1.f && d > 1.f ? d / pinch_dist_ : 1.f;
    out_.push_back(g);
    pinch_mid_ = mid;
    pinch_dist_ = d;
}

void GestureRecognizer::feed(const SDL_Event& e, uint32_t now) {
    switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
        if (e.button.which == SDL_TOUCH_MOUSEID || down_) return;  // touch arrives as finger events
        if (e.button.button != SDL_BUTTON_LEFT && e.button.button != SDL_BUTTON_RIGHT) return;
        finger_ = -1;
        press(to_logical(static_cast<float>(e.button.x), static_cast<float>(e.button.y)), now,
              e.button.button == SDL_BUTTON_RIGHT);
        break;
    case SDL_MOUSEMOTION:
        if (e.motion.which != SDL_TOUCH_MOUSEID) mouse_ = to_logical(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y));
        if (e.motion.which == SDL_TOUCH_MOUSEID || !down_ || finger_ != -1) return;
        motion(to_logical(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y)));
        break;
    case SDL_MOUSEBUTTONUP:
        if (e.button.which == SDL_TOUCH_MOUSEID || finger_ != -1) return;
        release(to_logical(static_cast<float>(e.button.x), static_cast<float>(e.button.y)), now);
        break;
    case SDL_FINGERDOWN: {
        const Vec2 p{e.tfinger.x * logical_.x, e.tfinger.y * logical_.y};
        const auto id = static_cast<int64_t>(e.tfinger.fingerId);
        if (down_ && finger_ != -1 && second_ == -1 && id != finger_) {
            // A second finger: the press becomes a pinch (no tap, no long press, the drag stops).
            second_ = id;
            second_pos_ = p;
            pinched_ = true;
            dragging_ = false;
            pinch_mid_ = (last_ + p) * 0.5f;
            pinch_dist_ = dist(last_, p);
            return;
        }
        if (down_) return;  // a third finger is ignored
        press(p, now, false);
        finger_ = id;
        break;
    }
    case SDL_FINGERMOTION: {
        const Vec2 p{e.tfinger.x * logical_.x, e.tfinger.y * logical_.y};
        const auto id = static_cast<int64_t>(e.tfinger.fingerId);
        if (second_ != -1 && (id == second_ || id == finger_)) {
            (id == second_ ? second_pos_ : last_) = p;
            pinch_motion();
            return;
        }
        if (!down_ || finger_ != id) return;
        motion(p);
        break;
    }
    case SDL_FINGERUP: {
        const Vec2 p{e.tfinger.x * logical_.x, e.tfinger.y * logical_.y};
        const auto id = static_cast<int64_t>(e.tfinger.fingerId);
        if (second_ != -1 && (id == second_ || id == finger_)) {
            Gesture g;
            g.kind = Gesture::Kind::PinchEnd;
            g.pos = g.start = pinch_mid_;
            out_.push_back(g);
            // The finger left on the glass is followed, but taps nothing when it lifts.
            if (id == finger_) {
                finger_ = second_;
                last_ = second_pos_;
            }
            second_ = -1;
            return;
        }
        if (!down_ || finger_ != id) return;
        release(p, now);
        break;
    }
    case SDL_MOUSEWHEEL: {
        if (e.wheel.which == SDL_TOUCH_MOUSEID || e.wheel.y == 0) return;
        // The desktop's pinch: the wheel zooms about the mouse.
        Gesture g;
        g.kind = Gesture::Kind::Pinch;
        g.pos = g.start = mouse_;
        g.scale = std::pow(1.15f, static_cast<float>(e.wheel.y));
        out_.push_back(g);
        break;
    }
    case SDL_KEYDOWN: {
        Action a = key_action(e.key);
        if (e.key.keysym.sym == SDLK_BACKSPACE) {
            Gesture g;
            g.kind = Gesture::Kind::Text;
            g.ch = '\b';
            out_.push_back(g);
        } else if (a != Action::None) {
            Gesture g;
            g.kind = Gesture::Kind::Key;
            g.action = a;
            out_.push_back(g);
        }
        break;
    }
    case SDL_TEXTINPUT:
        for (const char* c = e.text.text; *c; ++c) {
            char ch = *c;
            if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) {
                Gesture g;
                g.kind = Gesture::Kind::Text;
                g.ch = ch;
                out_.push_back(g);
            }
        }
        break;
    default: break;
    }
}

std::vector<Gesture> GestureRecognizer::take() {
    std::vector<Gesture> g;
    g.swap(out_);
    return g;
}

} // namespace pz
