// The guided first puzzle (issue 29), headless at phone size: a newcomer's first open of a game
// shows it, its shown moves solve the little board, Skip leaves it for good, a player who has
// played the game is not shown it, "Learn to play" replays it, and "guide seen" round-trips.
#include <doctest/doctest.h>

#include "screen.h"

#include <algorithm>
#include <string>

#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/core/player_data.h"
#include "game/core/settings.h"
#include "game/ui/widgets.h"

namespace {

using Phone = pz::test::PlayScreen;

// Presses the button labelled `label` on the screen showing, as a finger (or a script) would.
bool press(pz::test::Screen& s, const std::string& label) {
    pz::ui::Press p{label, "", false, 0};
    pz::ui::set_press(&p);
    s.app.redraw();  // a still screen draws no frame by itself
    s.frames(1);
    pz::ui::set_press(nullptr);
    s.frames(2);
    return p.pressed;
}

std::vector<const pz::GameType*> guided_games() {
    std::vector<const pz::GameType*> out;
    for (const pz::GameType* g : pz::all_games())
        if (g->guide()) out.push_back(g);
    return out;
}

// Opens `g` from the title as its card does.
void open_from_title(Phone& ph, const pz::GameType& g) {
    ph.app.scenes().push(ph.shell->open_game(g));
    ph.app.scenes().apply_pending(ph.app.context());
    ph.frames(2);
}

} // namespace

TEST_CASE("guide: the games this round teaches have a guide, each a small board of its own game that loads") {
    for (const char* id : {"bitflipper", "sweetspots", "fling", "decodoku"}) {
        const pz::GameType* g = pz::find_game(id);
        REQUIRE(g);
        CAPTURE(id);
        const auto guide = g->guide();
        REQUIRE(guide);
        CHECK_FALSE(guide->steps.empty());
        CHECK(g->load(guide->params, guide->desc).ok());
        CHECK(guide->steps.back().kind == pz::GuideStep::Kind::Finish);  // the player finishes it alone
    }
}

TEST_CASE("guide: a newcomer's first open shows the guide, and its shown moves solve the little board") {
    for (const pz::GameType* g : guided_games()) {
        CAPTURE(g->id());
        Phone ph;
        REQUIRE(pz::guide_due(*ph.shell, *g));
        open_from_title(ph, *g);
        REQUIRE(ph.top() == "guide");
        pz::Scene& guide = *ph.app.scenes().top();
        CHECK(pz::guide_step(guide) == 0);
        const auto steps = g->guide()->steps;
        for (size_t i = 0; i < steps.size(); ++i) {
            CHECK(pz::guide_step(guide) == static_cast<int>(i));
            for (const std::string& m : steps[i].moves) CHECK_MESSAGE(pz::guide_play(guide, m, ph.app.context()), m, ": ", pz::guide_said(guide));
            ph.frames(2);
        }
        CHECK(pz::guide_finished(guide));
        ph.frames(240);  // the win's animation ends; nothing keeps asking for frames
        CHECK(ph.app.scenes().next_change_in(ph.app.context()) >= pz::Scene::kStill);
        // Its last words, then on to the journey's first level with the game's menu under it.
        CHECK(press(ph, g->level_packs().empty() ? "Play" : "Play the first level"));
        ph.frames(2);
        const bool packs = !g->level_packs().empty();
        CHECK(ph.top() == (packs ? "play" : "levels"));
        if (packs) CHECK(ph.app.scenes().at(ph.app.scenes().size() - 2)->name() == "levels");
        // The guide's board left nothing in the player's data: no record, no save.
        CHECK(ph.shell->records(g->id()).empty());
    }
}

TEST_CASE("guide: a move other than the glowing one is refused gently, and the step stays") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    Phone ph;
    open_from_title(ph, *g);
    REQUIRE(ph.top() == "guide");
    pz::Scene& guide = *ph.app.scenes().top();
    CHECK_FALSE(pz::guide_play(guide, "1,0", ph.app.context()));
    CHECK(pz::guide_step(guide) == 0);
    CHECK(pz::guide_said(guide) == "Try the glowing cell.");
    CHECK(pz::guide_play(guide, "0,0", ph.app.context()));
    CHECK(pz::guide_step(guide) == 1);
    CHECK(pz::guide_said(guide).find("neighbours changed too") != std::string::npos);  // the rule's effect, pointed out
}

TEST_CASE("guide: Skip leaves it for the game's menu, and it is not shown again, even after a restart") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    std::string dir;
    {
        Phone ph;
        dir = ph.dir;
        open_from_title(ph, *g);
        REQUIRE(ph.top() == "guide");
        CHECK(press(ph, "Skip"));
        CHECK(ph.top() == "levels");
        CHECK_FALSE(pz::guide_due(*ph.shell, *g));
        ph.app.scenes().pop();
        open_from_title(ph, *g);
        CHECK(ph.top() == "levels");
    }
    pz::Shell again(dir);  // the player's data as the next start reads it
    CHECK(again.settings().guides_seen.count("bitflipper") == 1);
    CHECK_FALSE(pz::guide_due(again, *g));
}

TEST_CASE("guide: a player with records, a save or progress in a game is no newcomer: no guide by itself") {
    const pz::GameType* g = pz::find_game("bitflipper");
    REQUIRE(g);
    {
        Phone ph;
        auto scene = ph.shell->play_level(*g, g->level_packs().front(), 0);
        REQUIRE(scene.ok());
        auto* play = static_cast<pz::PlayScene*>(scene->get());
        pz::Session& session = play->session();
        for (int i = 0; i < 100 && session.status() == pz::Status::Playing; ++i) REQUIRE(session.play_hint().ok());
        ph.shell->keep_record(session, play->origin(), 5000);
        CHECK_FALSE(pz::guide_due(*ph.shell, *g));
        open_from_title(ph, *g);
        CHECK(ph.top() == "levels");
    }
    {
        Phone ph;
        ph.shell->progress().record("bitflipper/journey.txt/0", true, 3);
        CHECK_FALSE(pz::guide_due(*ph.shell, *g));
        CHECK(pz::guide_due(*ph.shell, *pz::find_game("fling")));  // another game is still new
    }
}

TEST_CASE("guide: Learn to play in the game's menu replays it over the menu, and Skip returns there") {
    const pz::GameType* g = pz::find_game("sweetspots");
    REQUIRE(g);
    Phone ph;
    ph.shell->settings().guides_seen.insert("sweetspots");
    open_from_title(ph, *g);
    REQUIRE(ph.top() == "levels");
    CHECK(press(ph, "Learn to play"));
    CHECK(ph.top() == "guide");
    CHECK(press(ph, "Skip"));
    CHECK(ph.top() == "levels");
}

TEST_CASE("guide: Decodoku's noise comes once when the board is cleared, and a move that makes a group span is taken back") {
    const pz::GameType* g = pz::find_game("decodoku");
    REQUIRE(g);
    Phone ph;
    ph.shell->settings().guides_seen.insert("decodoku");
    open_from_title(ph, *g);
    REQUIRE(ph.top() == "levels");
    CHECK(press(ph, "Learn to play"));  // the game's menu offers it now that Decodoku has a guide
    REQUIRE(ph.top() == "guide");
    pz::Scene& guide = *ph.app.scenes().top();
    CHECK_FALSE(pz::guide_play(guide, "1,1R", ph.app.context()));  // not the glowing 4
    CHECK(pz::guide_said(guide) == "Try the glowing number, the way the arrow points.");
    REQUIRE(pz::guide_play(guide, "2,2U", ph.app.context()));
    REQUIRE(pz::guide_play(guide, "1,1R", ph.app.context()));
    CHECK(pz::guide_said(guide).find("A clear board brings noise at once") != std::string::npos);
    // The 7 on B2 onto the 5 below joins the two groups, which then reach from A to C.
    CHECK_FALSE(pz::guide_play(guide, "1,1D", ph.app.context()));
    CHECK(pz::guide_said(guide) == "That one would leave no way to finish. Try another.");
    CHECK(pz::guide_step(guide) == 2);
    // Any order that keeps the groups apart finishes it (B2's 7 is back where it was, or "1,1U" would find it empty).
    for (const char* m : {"2,2L", "1,1U", "0,0R"}) CHECK_MESSAGE(pz::guide_play(guide, m, ph.app.context()), m, ": ", pz::guide_said(guide));
    CHECK(pz::guide_finished(guide));
}

TEST_CASE("guide: the games whose guide was seen round-trip through settings.txt, and older files load with none") {
    pz::Settings s;
    s.guides_seen = {"bitflipper", "fling"};
    auto back = pz::Settings::parse(s.write());
    REQUIRE(back.ok());
    CHECK(back->guides_seen == s.guides_seen);
    auto old = pz::Settings::parse("puzzlebox-settings 2\ntheme light\n");
    REQUIRE(old.ok());
    CHECK(old->guides_seen.empty());
    std::vector<pz::Error> skipped;
    auto bad = pz::Settings::parse("puzzlebox-settings 2\nguide_seen %zz\ntheme light\n", &skipped);
    REQUIRE(bad.ok());
    CHECK(bad->theme == pz::Theme::Light);  // a bad line is skipped, the rest loads
}
