// Fingers on the GUI, headless: SDL finger events scroll ImGui lists with momentum, taps click,
// a scroll never clicks, a lifted finger leaves no hover, and a list at rest draws no frames.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <string>
#include <vector>

#include "engine/app.h"
#include "game/all/registry.h"
#include "game/crossword/view.h"
#include "game/sweetspots/rules.h"
#include "game/sweetspots/view.h"
#include "game/ui/palette.h"
#include "game/app/scenes.h"

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

using pz::test::keep;

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

namespace {

// A Fill-in level with a 15x15 grid, open at 360x640.
struct BigFillIn : Fingers {
    pz::PlayScene* play = nullptr;
    pz::crossword::CrosswordView* view = nullptr;
    const pz::crossword::FillPuzzle& puzzle() const { return static_cast<const pz::crossword::FillPuzzle&>(play->session().puzzle()); }
    BigFillIn() {
        const pz::GameType* g = pz::find_game("crossword");
        REQUIRE(g != nullptr);
        const auto& packs = g->level_packs();
        REQUIRE(!packs.empty());
        for (int i = 0; i < 48 && !view; ++i) {
            auto scene = shell->play_level(*g, packs.front(), i);
            if (!scene) continue;
            auto* p = static_cast<pz::PlayScene*>(scene->get());
            auto* v = dynamic_cast<pz::crossword::CrosswordView*>(&p->view());
            if (!v || static_cast<const pz::crossword::FillPuzzle&>(p->session().puzzle()).grid().width() != 15) continue;
            app.scenes().push(std::move(*scene));
            app.scenes().apply_pending(app.context());
            frames(3);
            play = p;
            view = v;
        }
        REQUIRE(view != nullptr);
    }
    // A slot cell (of the first across slot) near the middle of the grid.
    int middle_cell() const {
        const auto& grid = puzzle().grid();
        int best = -1;
        float bd = 1e9f;
        const pz::Vec2 mid = view->grid_rect().center();
        for (int i = 0; i < static_cast<int>(grid.layout.cells.size()); ++i) {
            if (!grid.layout.is_slot_cell(i)) continue;
            const pz::Vec2 c = view->cell_rect(i).center();
            const float d = std::abs(c.x - mid.x) + std::abs(c.y - mid.y);
            if (d < bd) bd = d, best = i;
        }
        return best;
    }
    void tap(pz::Vec2 p) {
        finger(SDL_FINGERDOWN, p.x, p.y);
        frames(1);
        finger(SDL_FINGERUP, p.x, p.y);
        frames(1);
    }
};

} // namespace

TEST_CASE("zoom: a 15x15 Fill-in at 360x640 zooms by double tap and pinch, pans, and plays through the zoom") {
    BigFillIn f;
    pz::BoardZoom& zoom = f.play->zoom();
    const float fit_cell = f.view->cell_rect(0).w;
    CHECK(fit_cell < pz::BoardZoom::kSmallCell);  // too small for a finger: the reason to zoom
    CHECK(zoom.fit_cell() == doctest::Approx(fit_cell));

    // Double tap on a cell: the board zooms about it, the cell stays under the finger.
    const int cell = f.middle_cell();
    const pz::Vec2 at = f.view->cell_rect(cell).center();
    f.tap(at);
    f.tap(at);
    f.frames(2);
    CHECK(zoom.zoomed());
    CHECK(f.view->cell_rect(cell).w >= 44.f);  // cells a finger wide
    CHECK(f.view->cell_rect(cell).contains(at));
    CHECK(f.play->session().length() == 0);  // zooming played nothing

    // Drawn larger, not scaled: the selected cell's fill covers its zoomed rect in the frame.
    const pz::Palette& pal = f.shell->palette();
    const pz::Rect r = f.view->cell_rect(cell);
    pz::Image img = f.frame();
    keep(img, "zoom-fillin-15x15-double-tap");
    const pz::Color inside = img.at(static_cast<int>(r.x + 4), static_cast<int>(r.y + r.h - 5));
    CHECK(inside == pal.game_accent(140));  // Fill-in's own colour
    // The word list below keeps its place and is not drawn over: the first chip's pixels are the chip's.
    const pz::Rect frame = zoom.frame();
    CHECK(f.view->grid_rect().y + f.view->grid_rect().h > frame.y + frame.h);  // the grid reaches under the list...
    if (const pz::Rect chip = f.view->chip_rect(0); f.view->chip_shown(0) && chip.y > frame.y + frame.h)
        CHECK(img.at(static_cast<int>(chip.x + 2), static_cast<int>(chip.y + chip.h * 0.5f)) != pal.accent);  // ...hidden there

    // Two fingers spread: zoom grows up to its limit and no further; pinching in goes back to fit.
    const pz::Vec2 c = frame.center();
    f.finger(SDL_FINGERDOWN, c.x - 20, c.y, 1);
    f.frames(1);
    f.finger(SDL_FINGERDOWN, c.x + 20, c.y, 2);
    f.frames(1);
    for (int i = 1; i <= 10; ++i) {
        f.finger(SDL_FINGERMOTION, c.x + 20.f + 15.f * static_cast<float>(i), c.y, 2);
        f.frames(1);
    }
    CHECK(zoom.zoom() == doctest::Approx(pz::BoardZoom::kMaxZoom));
    for (int i = 1; i <= 20; ++i) {
        f.finger(SDL_FINGERMOTION, std::max(c.x - 15.f, c.x + 170.f - 12.f * static_cast<float>(i)), c.y, 2);
        f.frames(1);
    }
    f.finger(SDL_FINGERUP, c.x - 15.f, c.y, 2);
    f.finger(SDL_FINGERUP, c.x - 20, c.y, 1);
    f.frames(2);
    CHECK(!zoom.zoomed());
    CHECK(f.view->cell_rect(0).w == doctest::Approx(fit_cell));
    CHECK(f.play->session().length() == 0);  // the fingers played nothing

    // Zoomed again, a drag that starts on the grid (not on a word) pans it.
    f.tap(at);
    f.tap(at);
    f.frames(2);
    REQUIRE(zoom.zoomed());
    const pz::Rect before = zoom.shown();
    f.drag(frame.x + frame.w * 0.5f, frame.y + frame.h * 0.6f, -60.f, 6);
    f.frames(2);
    CHECK(zoom.shown().y < before.y - 30.f);

    // Playing through the zoom: tap a cell of a slot, then the word of that length, and it is placed.
    const auto& grid = f.puzzle().grid();
    int target = -1;
    for (int i = 0; i < static_cast<int>(grid.layout.cells.size()) && target < 0; ++i) {
        if (!grid.layout.is_slot_cell(i)) continue;
        const pz::Rect cr = f.view->cell_rect(i);
        if (frame.contains(cr.center()) && frame.contains({cr.x + 1, cr.y + 1}) && frame.contains({cr.x + cr.w - 1, cr.y + cr.h - 1})) target = i;
    }
    REQUIRE(target >= 0);
    f.tap(f.view->cell_rect(target).center());
    f.frames(20);  // past the double-tap time: the next tap is a tap
    const int slot = f.view->selected_slot();
    REQUIRE(slot >= 0);
    const size_t len = grid.slots[static_cast<size_t>(slot)].cells.size();
    size_t word = f.puzzle().words().size();
    for (size_t w = 0; w < f.puzzle().words().size() && word == f.puzzle().words().size(); ++w)
        if (f.puzzle().words()[w].size() == len && f.view->chip_shown(w)) word = w;
    if (word == f.puzzle().words().size()) {
        // The grid took the room of the row of words over the keyboard: Done, then a word's first
        // tap picks a slot of its length and the second places it.
        f.tap(f.view->key_rect(pz::crossword::CrosswordView::kDone).center());
        f.frames(20);
        for (size_t w = 0; w < f.puzzle().words().size() && word == f.puzzle().words().size(); ++w)
            if (f.view->chip_shown(w)) word = w;
        REQUIRE(word < f.puzzle().words().size());
        f.tap(f.view->chip_rect(word).center());
        f.frames(20);
    }
    REQUIRE(word < f.puzzle().words().size());
    f.tap(f.view->chip_rect(word).center());
    f.frames(3);
    CHECK(f.play->session().length() == 1);
    CHECK(zoom.zoomed());  // playing keeps the zoom
    keep(f.frame(), "zoom-fillin-15x15-placed");

    // At rest nothing is drawn (the clock hidden: it would tick once a second).
    f.shell->settings().show_timer = false;
    f.frames(30);
    const uint64_t drawn = f.app.frames_drawn();
    f.frames(120);
    CHECK(f.app.frames_drawn() == drawn);
}

TEST_CASE("zoom: a 10x10 and a 14x14 Sweet Spots board zoom by pinch at 360x640, a double tap on a small cell zooms as in Fill-in, and taps mark the cell under the finger") {
    for (const int n : {10, 14}) {
        CAPTURE(n);
        Fingers f;
        const pz::GameType* g = pz::find_game("sweetspots");
        REQUIRE(g != nullptr);
        pz::PlayScene* play = nullptr;
        pz::sweetspots::SpotsView* view = nullptr;
        if (n == 14) {
            // No pack has one: an imported 14x14, three chests a row, column and zone (its rows).
            std::string desc;
            for (int r = 0; r < 14; ++r) desc += std::string(14, "0123456789abcd"[r]);
            auto puzzle = g->load("14k3", desc);
            REQUIRE(puzzle.ok());
            auto scene = f.shell->play(std::make_shared<pz::Session>(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle))), pz::PlayOrigin::custom());
            REQUIRE(scene);
            play = static_cast<pz::PlayScene*>(scene.get());
            view = dynamic_cast<pz::sweetspots::SpotsView*>(&play->view());
            f.app.scenes().push(std::move(scene));
            f.app.scenes().apply_pending(f.app.context());
            f.frames(3);
        }
        for (const auto& pack : g->level_packs())
            for (int i = 0; i < 20 && !view; ++i) {
                auto scene = f.shell->play_level(*g, pack, i);
                if (!scene) continue;
                auto* p = static_cast<pz::PlayScene*>(scene->get());
                auto* v = dynamic_cast<pz::sweetspots::SpotsView*>(&p->view());
                if (!v || static_cast<const pz::sweetspots::SpotsPuzzle&>(p->session().puzzle()).board().n != n) continue;
                f.app.scenes().push(std::move(*scene));
                f.app.scenes().apply_pending(f.app.context());
                f.frames(3);
                play = p;
                view = v;
            }
        REQUIRE(view != nullptr);
        pz::BoardZoom& zoom = play->zoom();
        CHECK(zoom.fit_cell() < pz::BoardZoom::kSmallCell);
        const auto spot = [&](int cell) { return static_cast<const pz::sweetspots::SpotsState&>(play->session().state()).at(cell); };

        // A quick double tap on a small cell: the one rule of every board (docs/adding-a-game.md):
        // its first tap is a tap (a mark), the second zooms in about the cell, as on Fill-in.
        const pz::Vec2 at = view->cell_rect(n * 4 + 4).center();
        f.finger(SDL_FINGERDOWN, at.x, at.y);
        f.finger(SDL_FINGERUP, at.x, at.y);
        f.frames(1);
        f.finger(SDL_FINGERDOWN, at.x, at.y);
        f.finger(SDL_FINGERUP, at.x, at.y);
        f.frames(2);
        CHECK(zoom.zoomed());
        CHECK(view->cell_rect(n * 4 + 4).contains(at));  // the cell stays under the finger
        CHECK(play->session().length() == 1);
        // Zoomed, the cells are a finger wide: a double tap there is two taps for the game.
        f.frames(30);
        const pz::Vec2 big = view->cell_rect(n * 4 + 4).center();
        f.finger(SDL_FINGERDOWN, big.x, big.y);
        f.finger(SDL_FINGERUP, big.x, big.y);
        f.frames(1);
        f.finger(SDL_FINGERDOWN, big.x, big.y);
        f.finger(SDL_FINGERUP, big.x, big.y);
        f.frames(2);
        CHECK(play->session().length() == 3);  // mark -> chest -> clear (the default order)
        zoom.reset();
        f.frames(30);

        // Two fingers spread from the board's middle: zoomed about it.
        const pz::Vec2 c = zoom.frame().center();
        f.finger(SDL_FINGERDOWN, c.x - 20, c.y, 1);
        f.frames(1);
        f.finger(SDL_FINGERDOWN, c.x + 20, c.y, 2);
        f.frames(1);
        for (int i = 1; i <= 6; ++i) {
            f.finger(SDL_FINGERMOTION, c.x + 20.f + 5.f * static_cast<float>(i), c.y, 2);
            f.finger(SDL_FINGERMOTION, c.x - 20.f - 5.f * static_cast<float>(i), c.y, 1);
            f.frames(1);
        }
        f.finger(SDL_FINGERUP, c.x + 50, c.y, 2);
        f.finger(SDL_FINGERUP, c.x - 50, c.y, 1);
        f.frames(2);
        CHECK(zoom.zoom() > 2.f);
        CHECK(view->cell_rect(0).w > 2.f * zoom.fit_cell() - 1.f);  // laid out larger, not scaled
        CHECK(view->cell_rect(0).w >= 44.f);                         // a finger's target
        CHECK(play->session().length() == 3);  // the pinch played nothing

        // A tap through the zoom marks the cell drawn under the finger.
        int target = -1;
        for (int cell = 0; cell < n * n && target < 0; ++cell)
            if (spot(cell) == pz::sweetspots::Spot::Empty && zoom.frame().contains(view->cell_rect(cell).inset(2).center()) &&
                zoom.frame().contains({view->cell_rect(cell).x, view->cell_rect(cell).y}))
                target = cell;
        REQUIRE(target >= 0);
        f.frames(30);
        const pz::Vec2 p = view->cell_rect(target).center();
        f.finger(SDL_FINGERDOWN, p.x, p.y);
        f.frames(1);
        f.finger(SDL_FINGERUP, p.x, p.y);
        f.frames(2);
        CHECK(play->session().length() == 4);
        CHECK(spot(target) != pz::sweetspots::Spot::Empty);
    }
}
