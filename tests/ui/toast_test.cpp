// Toasts in a place of their own (issue 27): a hint's words on a phone cover no chip, board cell
// or button, the board keeps its place and size while they show, a tap on them reaches nothing
// under them (it takes them away), and the move's words go once the move is played.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/core/settings.h"

namespace {

bool overlap(pz::Rect a, pz::Rect b) {
    return std::min(a.x + a.w, b.x + b.w) > std::max(a.x, b.x) + 0.5f && std::min(a.y + a.h, b.y + b.h) > std::max(a.y, b.y) + 0.5f;
}
std::string str(pz::Rect r) {
    return "(" + std::to_string(static_cast<int>(r.x)) + "," + std::to_string(static_cast<int>(r.y)) + " " + std::to_string(static_cast<int>(r.w)) + "x" +
           std::to_string(static_cast<int>(r.h)) + ")";
}

struct Phone : pz::test::PlayScreen {
    explicit Phone(pz::TextSize text = pz::TextSize::Normal) {
        shell->settings().text_size = text;
        shell->apply_settings(app.context());
        frames(2);
    }
    void finger(Uint32 type, pz::Vec2 at) {
        SDL_Event e{};
        e.type = type;
        e.tfinger.fingerId = 1;
        e.tfinger.x = at.x / app.context().size.x;
        e.tfinger.y = at.y / app.context().size.y;
        app.inject(e);
        frames(1);
    }
};

const pz::GameType& game(const char* id) {
    const pz::GameType* g = pz::find_game(id);
    REQUIRE(g);
    return *g;
}

} // namespace

TEST_CASE("toast: at 360x640 a hint's words cover no chip, board cell or button, and the board keeps its place and size") {
    for (const pz::TextSize text : {pz::TextSize::Normal, pz::TextSize::Larger})
        for (const pz::GameType* g : pz::all_games()) {
            CAPTURE(g->id());
            CAPTURE(static_cast<int>(text));
            Phone ph(text);
            pz::PlayScene* p = ph.open(*g, 5);
            pz::Context& ctx = ph.app.context();
            ph.frames(2);
            const pz::Rect area = p->board_area(ctx), drawn = p->board_drawn();
            REQUIRE(drawn.h > 0);
            for (int step = 1; step <= 3; ++step) {
                CAPTURE(step);
                ph.key(SDLK_F1);
                ph.frames(1);
                const pz::ui::Log log = [&] {
                    pz::ui::Log l;
                    pz::ui::set_log(&l);
                    const pz::Image img = ph.frame();
                    pz::ui::set_log(nullptr);
                    pz::test::keep(img, "toast-" + std::string(g->id()) + (text == pz::TextSize::Normal ? "" : "-larger") + "-" + std::to_string(step));
                    return l;
                }();
                const pz::Rect t = p->toast_rect();
                REQUIRE(t.h > 0);
                CHECK(t.x >= 0);
                CHECK(t.x + t.w <= 360);
                // The board: the same place and size as before the toast came, and not under it.
                CHECK(p->board_area(ctx) == area);
                CHECK_MESSAGE(p->board_drawn() == drawn, (str(p->board_drawn()) + " was " + str(drawn)));
                CHECK_MESSAGE(!overlap(t, drawn), ("toast " + str(t) + " on the board " + str(drawn)));
                // Every chip and button (the board's own and the bars').
                for (const auto& it : log.items)
                    if (it.target) CHECK_MESSAGE(!overlap(t, it.rect), ("toast " + str(t) + " on '" + it.label + "' " + str(it.rect)));
            }
        }
}

TEST_CASE("toast: a tap on it reaches nothing under it and takes it away") {
    for (const char* id : {"crossword", "fling"}) {
        CAPTURE(id);
        Phone ph;
        pz::PlayScene* p = ph.open(game(id), 5);
        ph.key(SDLK_F1);
        ph.frames(2);
        const pz::Rect t = p->toast_rect();
        REQUIRE(t.h > 0);
        // The engine gives presses on a window that takes input to the GUI, never to the board.
        const ImGuiWindow* w = ImGui::FindWindowByName("##toast");
        REQUIRE(w);
        CHECK((w->Flags & ImGuiWindowFlags_NoInputs) == 0);
        const pz::StatePtr before = p->session().state_ptr();
        const size_t length = p->session().length();
        ph.finger(SDL_FINGERDOWN, t.center());
        ph.finger(SDL_FINGERUP, t.center());
        ph.frames(2);
        CHECK(p->session().state_ptr() == before);
        CHECK(p->session().length() == length);
        CHECK(ph.top() == "play");
        CHECK(p->toast_rect().h == 0);  // taken away
    }
}

TEST_CASE("toast: the move's words leave once the move is played, and the board stays put as they go") {
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        Phone ph;
        pz::PlayScene* p = ph.open(*g, 5);
        pz::Context& ctx = ph.app.context();
        const pz::Rect area = p->board_area(ctx);
        for (int step = 1; step <= 3; ++step) ph.key(SDLK_F1);
        ph.frames(1);
        REQUIRE(p->session().hint_step() == 3);
        REQUIRE(p->toast_rect().h > 0);
        CHECK(p->message().find("Play it, or make it yourself.") != std::string::npos);
        // The player makes the move named (not by Hint's "Play it"): the words are stale.
        REQUIRE(p->play(p->session().shown_hint()->move, ctx));
        ph.frames(2);
        CHECK(p->toast_rect().h == 0);
        CHECK(p->board_area(ctx) == area);
        // A refusal at that position stays while it is true.
        p->carry_out(pz::Interpretation{.kind = pz::Interpretation::Kind::Invalid}, ctx);
        ph.frames(2);
        CHECK(p->toast_rect().h > 0);
    }
}
