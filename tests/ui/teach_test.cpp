// Feedback that teaches (issue 18), run headless at phone size: reduced motion, the animations a
// move starts and that they end, history's marks, the grouped level select and the grade shown
// after solving.
#include <doctest/doctest.h>

#include "screen.h"

#include <cstdlib>
#include <string>

#include "game/core/registry.h"
#include "game/ui/scenes.h"

namespace {

struct Phone : pz::test::Screen {
    Phone() { app.scenes().push(shell->title()); }
    // The first level of the game's first pack, or one made from its default preset.
    pz::PlayScene* open(const pz::GameType& g) {
        auto scene = g.level_packs().empty() ? shell->play_new(g, g.presets().front().params, 1, {"endless", "", -1, "Endless #1"})
                                             : shell->play_level(g, g.level_packs().front(), 0);
        REQUIRE_MESSAGE(scene.ok(), (scene.ok() ? "" : scene.error().message));
        auto* p = static_cast<pz::PlayScene*>(scene->get());
        app.scenes().push(std::move(*scene));
        app.scenes().apply_pending(app.context());
        frames(3);
        return p;
    }
};

} // namespace

TEST_CASE("reduced motion: a move in every game animates, and with reduced motion on it ends at once and asks for no frames") {
    for (const pz::GameType* g : pz::all_games()) {
        for (const bool reduced : {false, true}) {
            CAPTURE(g->id());
            CAPTURE(reduced);
            Phone ph;
            ph.shell->settings().reduced_motion = reduced;
            pz::PlayScene* p = ph.open(*g);
            auto h = p->session().hint();
            REQUIRE(h.ok());
            REQUIRE(p->play(h->move, ph.app.context()));
            if (reduced) {
                CHECK_FALSE(p->view().animating());
                ph.frames(1);
                CHECK(p->next_change_in(ph.app.context()) > 0);
            } else if (p->view().animating()) {
                // Any animation ends within a few seconds of frames, and then idle costs nothing.
                ph.frames(300);
                CHECK_FALSE(p->view().animating());
            }
        }
    }
}
