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
    secondary_ = secondary;
    start_ = last_ = p;
    down_ms_ = now;
}

void GestureRecognizer::motion(Vec2 p) {
    last_ = p;
    if (long_fired_) return;
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
        out_.push_back(g);
    }
    dragging_ = false;
    finger_ = -1;
}

void GestureRecognizer::tick(uint32_t now_ms) {
    if (down_ && !dragging_ && !long_fired_ && now_ms - down_ms_ >= cfg_.long_press_ms) {
        long_fired_ = true;
        Gesture g;
        g.kind = Gesture::Kind::LongPress;
        g.pos = last_;
        g.start = start_;
        out_.push_back(g);
    }
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
        if (e.motion.which == SDL_TOUCH_MOUSEID || !down_ || finger_ != -1) return;
        motion(to_logical(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y)));
        break;
    case SDL_MOUSEBUTTONUP:
        if (e.button.which == SDL_TOUCH_MOUSEID || finger_ != -1) return;
        release(to_logical(static_cast<float>(e.button.x), static_cast<float>(e.button.y)), now);
        break;
    case SDL_FINGERDOWN:
        if (down_) return;  // a second finger is ignored
        press({e.tfinger.x * logical_.x, e.tfinger.y * logical_.y}, now, false);
        finger_ = static_cast<int64_t>(e.tfinger.fingerId);
        break;
    case SDL_FINGERMOTION:
        if (!down_ || finger_ != static_cast<int64_t>(e.tfinger.fingerId)) return;
        motion({e.tfinger.x * logical_.x, e.tfinger.y * logical_.y});
        break;
    case SDL_FINGERUP:
        if (!down_ || finger_ != static_cast<int64_t>(e.tfinger.fingerId)) return;
        release({e.tfinger.x * logical_.x, e.tfinger.y * logical_.y}, now);
        break;
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
