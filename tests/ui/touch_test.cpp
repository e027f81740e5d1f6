// Fingers on the GUI, headless: SDL finger events scroll ImGui lists with momentum, taps click,
// a scroll never clicks, a lifted finger leaves no hover, and a list at rest draws no frames.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <string>
#include <vector>

#include "engine/app.h"
#include "game/ui/scenes.h"

namespace {

// A window the size of the screen holding 60 full-width buttons; counts each one's clicks.
class ListScene : public pz::Scene {
public:
    std::string name() const override { return "list"; }
    void gui(pz::Context& ctx) override {
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(ImVec2(ctx.size.x, ctx.size.y));
        ImGui::Begin("##list", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
        for (size_t i = 0; i < clicks.size(); ++i) {
            const std::string label = "Item " + std::to_string(i);
            if (ImGui::Button(label.c_str(), ImVec2(-1, 0))) ++clicks[i];
            rects[i] = {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectSize().x, ImGui::GetItemRectSize().y};
        }
        scroll = ImGui::GetScrollY();
        ImGui::End();
    }
    std::vector<int> clicks = std::vector<int>(60, 0);
    std::vector<pz::Rect> rects = std::vector<pz::Rect>(60);
    float scroll = 0;
    int total() const {
        int n = 0;
        for (int c : clicks) n += c;
        return n;
    }
};

struct Fingers : pz::test::Screen {
    void finger(Uint32 type, float x, float y, SDL_FingerID id = 1) {
        SDL_Event e{};
        e.type = type;
        e.tfinger.fingerId = id;
        e.tfinger.x = x / app.context().size.x;
        e.tfinger.y = y / app.context().size.y;
        app.inject(e);
    }
    // A drag from (x, y) by dy over `n` frames, `hold` frames still, then lifted.
    void drag(float x, float y, float dy, int n, int hold = 0) {
        finger(SDL_FINGERDOWN, x, y);
        frames(1);
        for (int i = 1; i <= n; ++i) {
            finger(SDL_FINGERMOTION, x, y + dy * static_cast<float>(i) / static_cast<float>(n));
            frames(1);
        }
        frames(hold);
        finger(SDL_FINGERUP, x, y + dy);
        frames(1);
    }
    ListScene* list() {
        auto s = std::make_unique<ListScene>();
        auto* p = s.get();
        app.scenes().push(std::move(s));
        app.scenes().apply_pending(app.context());
        frames(3);
        return p;
    }
    // Steps until the list rests; the number of steps it took.
    int until_rest() {
        int n = 0;
        while (app.touch_scroll().moving() && n < 1000) {
            frames(1);
            ++n;
        }
        return n;
    }
};

} // namespace

TEST_CASE("touch: a tap clicks the button under the finger, and leaves no hover once lifted") {
    Fingers f;
    ListScene* l = f.list();
    const pz::Vec2 at = l->rects[2].center();
    f.finger(SDL_FINGERDOWN, at.x, at.y);
    f.frames(1);
    CHECK(ImGui::GetCurrentContext()->HoveredId != 0);  // the finger is the pointer
    f.finger(SDL_FINGERUP, at.x, at.y);
    f.frames(1);
    CHECK(l->clicks[2] == 1);
    CHECK(l->total() == 1);
    f.frames(2);
    // No sticky hover: nothing is hovered once the finger is gone.
    CHECK(ImGui::GetCurrentContext()->HoveredId == 0);
    CHECK(ImGui::GetCurrentContext()->HoveredIdPreviousFrame == 0);
    CHECK(ImGui::GetCurrentContext()->HoveredWindow == nullptr);

    // A tap whose down and up arrive within one step still clicks (browsers batch events).
    const pz::Vec2 at5 = l->rects[5].center();
    f.finger(SDL_FINGERDOWN, at5.x, at5.y);
    f.finger(SDL_FINGERUP, at5.x, at5.y);
    f.frames(3);
    CHECK(l->clicks[5] == 1);
    CHECK(ImGui::GetCurrentContext()->HoveredId == 0);
}

TEST_CASE("touch: a fling scrolls the list, coasts to rest, clicks nothing, and then draws no frames") {
    Fingers f;
    ListScene* l = f.list();
    REQUIRE(ImGui::GetCurrentContext()->HoveredWindow == nullptr);
    const pz::Vec2 at = l->rects[6].center();
    f.drag(at.x, at.y, -200.f, 8);  // 200 px in 128 ms: a fling
    const float released = l->scroll;
    CHECK(released >= 150.f);  // the list followed the finger (less the slop)
    CHECK(f.app.touch_scroll().moving());
    const int steps = f.until_rest();
    CHECK(steps > 5);
    CHECK(steps < 200);  // momentum decays: it ends
    CHECK(f.app.touch_scroll().momentum_frames() > 5);
    CHECK(l->scroll > released + 100.f);  // it coasted on
    CHECK(l->total() == 0);               // the press that began it never clicked
    CHECK(ImGui::GetCurrentContext()->HoveredId == 0);
    MESSAGE("fling: " << released << " px dragged, coasted to " << l->scroll << " px in "
                      << f.app.touch_scroll().momentum_frames() << " frames");
    f.frames(5);
    const uint64_t before = f.app.frames_drawn();
    f.frames(300);
    CHECK(f.app.frames_drawn() == before);  // at rest it asks for no frames

    // A drag that stops before lifting does not fly; one down does scroll back up.
    f.drag(180, 300, 120.f, 6, 12);
    CHECK(!f.app.touch_scroll().moving());
    CHECK(l->total() == 0);

    // A finger on a moving list stops it, and taps nothing.
    f.drag(180, 500, -240.f, 6);
    REQUIRE(f.app.touch_scroll().moving());
    f.frames(3);
    const pz::Vec2 stop = {180, 300};
    f.finger(SDL_FINGERDOWN, stop.x, stop.y);
    f.frames(1);
    const float caught = l->scroll;
    f.finger(SDL_FINGERUP, stop.x, stop.y);
    f.frames(10);
    CHECK(!f.app.touch_scroll().moving());
    CHECK(l->scroll == doctest::Approx(caught).epsilon(0.01));
    CHECK(l->total() == 0);
}

TEST_CASE("touch: a sideways drag or a drag on a still window scrolls nothing") {
    Fingers f;
    ListScene* l = f.list();
    const pz::Vec2 at = l->rects[3].center();
    f.finger(SDL_FINGERDOWN, at.x, at.y);
    f.frames(1);
    f.finger(SDL_FINGERMOTION, at.x + 80, at.y + 4);
    f.frames(1);
    f.finger(SDL_FINGERUP, at.x + 80, at.y + 4);
    f.frames(3);
    CHECK(l->scroll == 0.f);
    CHECK(!f.app.touch_scroll().moving());
}

TEST_CASE("touch: a level list scrolls by finger and opens no level") {
    Fingers f;
    REQUIRE(pz::open_named_scene(*f.shell, f.app.scenes(), "levels:bitflipper").ok());
    f.app.scenes().apply_pending(f.app.context());
    f.frames(5);
    ImGuiWindow* list = nullptr;
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
        if (w->WasActive && w->ScrollMax.y > 0.5f) list = w;
    REQUIRE(list != nullptr);  // BitFlipper's 67 levels do not fit 360x640
    const float x = list->Pos.x + list->Size.x * 0.5f, y = list->Pos.y + list->Size.y * 0.7f;
    f.drag(x, y, -150.f, 10);
    f.until_rest();
    f.frames(2);
    CHECK(list->Scroll.y > 100.f);
    CHECK(f.top() == "levels");
}
