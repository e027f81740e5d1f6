// Nothing jumps (issue 46) and boards fill a big window (issue 42): for every game's first level
// and its largest preset, on a phone, a phone on its side and two desktop windows, the board keeps
// its rectangle while a hint shows and once the end card is up, the card lies beside or under it
// (never over its cells), and on a desktop the board is big. Read as `print layout` prints it.
#include <imgui.h>

#include <cstdio>
#include <iterator>

#include "game/app/share.h"
#include "game/core/i18n.h"
#include "game/ui/widgets.h"
#include "tests/sweep.h"
#include "tests/ui/screen.h"

namespace {

using pz::Rect;

struct Size {
    int w, h;
};
constexpr Size kSizes[] = {{360, 640}, {844, 390}, {1280, 800}, {1920, 1080}};

bool overlap(Rect a, Rect b) {
    return std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x) > 0.5f && std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y) > 0.5f;
}

// The game ID of a board of the preset with the most cells (labels): the game's largest.
std::string largest_board(const pz::GameType& g, pz::test::PlayScreen& scr) {
    std::string best;
    size_t most = 0;
    for (const pz::Preset& p : g.presets()) {
        auto scene = scr.shell->play_new(g, p.params, 1, pz::PlayOrigin::endless("Endless #1"));
        if (!scene) continue;
        const pz::Puzzle& puzzle = static_cast<pz::PlayScene*>(scene->get())->session().puzzle();
        if (const size_t n = puzzle.labels().size(); n > most) most = n, best = std::string(g.id()) + ":" + puzzle.params() + ":" + puzzle.description();
    }
    return best;
}

// Plays the game open to its end as Show solution does, checking the board at each stage.
void check_game(pz::test::PlayScreen& scr, pz::PlayScene* p, const std::string& what, Size size) {
    pz::Context& ctx = scr.app.context();
    INFO(what << " at " << size.w << "x" << size.h);
    scr.frames(3);
    const Rect playing = p->board_cells();
    const std::string before = p->layout_line(ctx);
    REQUIRE(playing.w > 0);
    // A hint's words find a place of their own: the board stays.
    p->show_hint(ctx);
    scr.frames(3);
    INFO("in play: " << before << "; with a hint: " << p->layout_line(ctx));
    CHECK(p->board_cells() == playing);
    p->dismiss_toast();
    p->solve(ctx);
    // A game with no solution to show (Decodoku, endless) is played to its end by its hints.
    for (int moves = 0; moves < 10000 && p->session().status() == pz::Status::Playing; ++moves) {
        const size_t length = p->session().length();
        for (int step = 0; step < 4 && p->session().length() == length; ++step) p->show_hint(ctx);
        if (p->session().length() == length) break;
        p->view().update(pz::kEndAnimations);
        scr.frames(1);
    }
    for (int i = 0; i < 400 && p->end_card().w <= 0; ++i) scr.frames(1);
    scr.frames(30);  // the card's entrance over
    const Rect card = p->end_card();
    INFO("at the end: " << p->layout_line(ctx));
    REQUIRE(card.w > 0);
    CHECK(p->board_cells() == playing);
    CHECK(!overlap(card, playing));
    CHECK(card.x >= -0.5f);
    CHECK(card.y >= -0.5f);
    CHECK(card.x + card.w <= static_cast<float>(size.w) + 0.5f);
    CHECK(card.y + card.h <= static_cast<float>(size.h) + 0.5f);
    // Next to the board: touching its column or its row, not in a far corner. (Under it on a phone: a
    // bottom sheet, 123 px under a Fill-in grid that keeps a row of words over its keyboard.)
    const bool beside = card.x >= playing.x + playing.w && card.x - (playing.x + playing.w) < 48.f && card.y < playing.y + playing.h;
    const bool under = card.y >= playing.y + playing.h && card.y - (playing.y + playing.h) < 128.f && card.x < playing.x + playing.w;
    CHECK((beside || under));
    // Its buttons by importance (issue 46): the next step the widest, More the narrowest.
    pz::ui::Log log;
    pz::ui::set_log(&log);
    scr.app.redraw();
    scr.frames(1);
    pz::ui::set_log(nullptr);
    std::vector<pz::ui::Item> buttons;
    for (const auto& it : log.items)
        if (it.target && it.window.find("##over") != std::string::npos) buttons.push_back(it);
    REQUIRE(buttons.size() >= 3);
    INFO("the first button: " << buttons.front().label << ", " << buttons.front().rect.w << " px");
    for (size_t i = 1; i < buttons.size(); ++i) {
        INFO(buttons[i].label << ": " << buttons[i].rect.w << " px");
        CHECK(buttons.front().rect.w > buttons[i].rect.w);
        if (buttons[i].label == pz::tr("More...")) CHECK(buttons[i].rect.w <= pz::ui::kTarget + 0.5f);
    }
    // A desktop window: cells of 120 px, or the board across 60 % of the width or 70 % of the height.
    if (size.w >= 1280) {
        const float cell = p->cell_size();
        CHECK((cell >= 119.5f || playing.w >= 0.6f * static_cast<float>(size.w) || playing.h >= 0.7f * static_cast<float>(size.h)));
    }
}

} // namespace

TEST_CASE("layout: every game's board keeps its place at the end, the end card beside or under it, and fills a desktop window") {
    size_t item = 0;
    for (const pz::GameType* g : pz::all_games()) {
        std::string largest;
        for (const Size size : kSizes) {
            if (!pz::test::sampled(item++, std::size(kSizes) + 1)) continue;  // tests/sweep.h
            pz::test::PlayScreen scr(size.w, size.h);
            if (largest.empty()) largest = largest_board(*g, scr);
            check_game(scr, scr.open(*g), std::string(g->id()) + " first level", size);
            REQUIRE(!largest.empty());
            auto& st = scr.app.scenes();
            REQUIRE(pz::open_puzzle_text(*scr.shell, st, largest).ok());
            st.apply_pending(scr.app.context());
            scr.app.redraw();
            auto* p = dynamic_cast<pz::PlayScene*>(st.top());
            REQUIRE(p);
            check_game(scr, p, largest.substr(0, largest.rfind(':')), size);
        }
    }
}

TEST_CASE("layout: text grows with a desktop window") {
    CHECK(pz::window_ui_scale({360, 640}) == doctest::Approx(1.f));
    CHECK(pz::window_ui_scale({844, 390}) == doctest::Approx(1.f));
    CHECK(pz::window_ui_scale({1920, 1080}) >= pz::window_ui_scale({1280, 800}));
    pz::test::PlayScreen desk(1280, 800);
    desk.open(*pz::all_games().front());
    desk.frames(2);
    // The title and status are drawn in the GUI font: 26 px at 1280x800 (capitals about 19 px
    // tall, Inter's cap height being 0.73 of its size), where a phone's is 20.
    const ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
    CHECK(font->FontSize * ImGui::GetIO().FontGlobalScale * 0.73f >= 18.f);
}
