// Finger scrolling with momentum for Dear ImGui windows, and the finger as ImGui's pointer.
#include "engine/touch_scroll.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace pz {

namespace {
// The window that a drag at (x, y) scrolls: the topmost one under the point, or the nearest of
// its parents that has something to scroll.
ImGuiWindow* scrollable_at(float x, float y) {
    ImGuiContext* g = ImGui::GetCurrentContext();
    if (!g) return nullptr;
    for (int i = g->Windows.Size - 1; i >= 0; --i) {
        ImGuiWindow* w = g->Windows[i];
        if (!w->WasActive || w->Hidden || (w->Flags & ImGuiWindowFlags_NoInputs)) continue;
        if (!(x >= w->Pos.x && y >= w->Pos.y && x < w->Pos.x + w->Size.x && y < w->Pos.y + w->Size.y)) continue;
        for (ImGuiWindow* s = w; s; s = s->ParentWindow)
            if (s->ScrollMax.y > 0.5f) return s;
        return nullptr;  // the topmost window there scrolls nothing: the drag scrolls nothing under it
    }
    return nullptr;
}
} // namespace

void TouchScroll::pick_window(float x, float y) {
    ImGuiWindow* w = scrollable_at(x, y);
    window_ = w ? w->ID : 0;
    start_scroll_ = scroll_ = w ? w->Scroll.y : 0.f;
}

void TouchScroll::press(float x, float y, uint32_t now) {
    // A finger that lands on a moving list stops it, and taps nothing.
    caught_ = momentum_;
    momentum_ = false;
    down_ = true;
    down_seen_ = false;
    scrolling_ = false;
    touch_pointer_ = true;
    release_frames_ = 0;
    x_ = start_x_ = x;
    y_ = start_y_ = y;
    touch_ms_ = now;
    samples_.clear();
    samples_.push_back({now, y});
    pick_window(x, y);
}

void TouchScroll::move(float x, float y, uint32_t now) {
    x_ = x;
    y_ = y;
    touch_ms_ = now;
    samples_.push_back({now, y});
    while (samples_.size() > 2 && now - samples_.front().ms > cfg_.velocity_window) samples_.pop_front();
    const float dx = x - start_x_, dy = y - start_y_;
    if (!scrolling_ && window_ != 0 && std::fabs(dy) > cfg_.slop && std::fabs(dy) > std::fabs(dx)) {
        scrolling_ = true;
        // The press becomes a scroll: whatever it held in ImGui lets go without a click.
        if (ImGui::GetCurrentContext()) ImGui::ClearActiveID();
        start_y_ = y;  // no jump by the slop
    }
    if (scrolling_) {
        scroll_ = start_scroll_ - (y - start_y_);
        scroll_due_ = true;
    }
}

void TouchScroll::release(uint32_t now) {
    down_ = false;
    touch_ms_ = now;
    release_frames_ = scrolling_ || caught_ ? 0 : 1;  // a tap's release must reach ImGui at the finger
    if (scrolling_ && samples_.size() >= 2) {
        // The speed over the last moments of the drag, not the whole drag: a drag that stopped
        // before lifting does not fly.
        const Sample& a = samples_.front();
        const Sample& b = samples_.back();
        const float ms = static_cast<float>(std::max<uint32_t>(now - a.ms, 1));
        const bool still = now - b.ms > cfg_.velocity_window;
        velocity_ = still ? 0.f : std::clamp(-(b.y - a.y) / ms * 1000.f, -cfg_.max_fling, cfg_.max_fling);
        if (std::fabs(velocity_) >= cfg_.min_fling) {
            momentum_ = true;
            momentum_frames_ = 0;
            last_ms_ = now;
        }
    }
    scrolling_ = false;
    finger_ = -1;
}

void TouchScroll::feed(const SDL_Event& e, uint32_t step_ms, float width, float height) {
    // The speed of a fling is measured by when each event happened: a browser may hand over a
    // whole flick in one frame. Events made by tests carry no time: the step's then.
    const uint32_t now = e.common.timestamp != 0 ? e.common.timestamp : step_ms;
    switch (e.type) {
    case SDL_FINGERDOWN:
        if (finger_ != -1) return;  // one finger scrolls; pinches belong to the board
        finger_ = static_cast<int64_t>(e.tfinger.fingerId);
        press(e.tfinger.x * width, e.tfinger.y * height, now);
        break;
    case SDL_FINGERMOTION:
        if (finger_ == static_cast<int64_t>(e.tfinger.fingerId)) move(e.tfinger.x * width, e.tfinger.y * height, now);
        break;
    case SDL_FINGERUP:
        if (finger_ != static_cast<int64_t>(e.tfinger.fingerId)) return;
        move(e.tfinger.x * width, e.tfinger.y * height, now);
        release(now);
        break;
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEWHEEL: {
        // A real mouse takes the pointer back, unless it is SDL's or the browser's copy of a touch.
        const uint32_t which = e.type == SDL_MOUSEMOTION ? e.motion.which : e.type == SDL_MOUSEWHEEL ? e.wheel.which : e.button.which;
        if (which == SDL_TOUCH_MOUSEID || finger_ != -1 || now - touch_ms_ < cfg_.compat_mouse_ms) return;
        touch_pointer_ = false;
        if (e.type != SDL_MOUSEMOTION) momentum_ = false;
        break;
    }
    default: break;
    }
}

void TouchScroll::update(uint32_t now) {
    if (!momentum_) return;
    const float dt = static_cast<float>(std::max(0, static_cast<int32_t>(now - last_ms_))) / 1000.f;
    last_ms_ = now;
    if (dt <= 0) return;
    scroll_ += velocity_ * dt;
    velocity_ *= std::exp(-dt / cfg_.decay);
    scroll_due_ = true;
    ++momentum_frames_;
    ImGuiWindow* w = ImGui::GetCurrentContext() ? ImGui::FindWindowByID(window_) : nullptr;
    const float max = w ? w->ScrollMax.y : 0.f;
    if (!w || std::fabs(velocity_) < cfg_.stop_speed || scroll_ <= 0.f || scroll_ >= max) momentum_ = false;
}

void TouchScroll::before_frame() {
    ImGuiContext* g = ImGui::GetCurrentContext();
    if (!g) return;
    ImGuiIO& io = ImGui::GetIO();
    if (scroll_due_) {
        scroll_due_ = false;
        if (ImGuiWindow* w = ImGui::FindWindowByID(window_)) {
            scroll_ = std::clamp(scroll_, 0.f, w->ScrollMax.y);
            ImGui::SetScrollY(w, scroll_);
        }
    }
    if (!touch_pointer_) return;  // a mouse: ImGui's back end has it, hover and all
    bool show = false, held = false;
    if (caught_) {
        // A finger that stopped a fling: ImGui sees nothing of it.
    } else if (down_ || !down_seen_) {
        // Held for at least one frame, so a tap that came and went within one step still clicks.
        show = !scrolling_;
        held = true;
        down_seen_ = true;
    } else if (release_frames_ > 0) {
        show = true;  // the release, where the finger was: the button it pressed fires
        --release_frames_;
    }
    // Otherwise the finger has lifted: no pointer, so nothing keeps a hover colour.
    io.MousePos = show ? ImVec2(x_, y_) : ImVec2(-FLT_MAX, -FLT_MAX);
    io.MouseDown[0] = held;
}

} // namespace pz
