// The Make screen (issue 40) headless: for every game with an editor, a tap on a board cell sends
// the game's edit and the verdict follows; Undo and Redo; Test-play and back to the editor through
// the pause menu's Quit to menu; Keep survives a restart; bad script input is one line and changes
// nothing.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>

#include "game/all/registry.h"
#include "game/app/make.h"
#include "game/app/scenes.h"
#include "game/app/script.h"
#include "game/core/edit.h"
#include "game/core/player_data.h"

namespace {

struct Scripted : pz::test::Screen {
    pz::ScriptRunner runner{app, *shell};
    Scripted() {
        app.scenes().push(shell->title());
        app.scenes().apply_pending(app.context());
    }
    pz::ScriptOutcome run(const std::string& text) { return runner.run(text, "test.pzs"); }
    pz::MakeScene* make() { return dynamic_cast<pz::MakeScene*>(app.scenes().top()); }
};

} // namespace

TEST_CASE("make: a tap on each game's board sends its edit, undo and redo follow, and Test-play comes back to the editor") {
    for (const pz::GameType* g : pz::all_games()) {
        if (!g->editor()) continue;
        CAPTURE(g->id());
        Scripted s;
        // A game whose blank is no puzzle yet (Fill-in's: a grid with no words) opens a generated one.
        const pz::Editor& e = *g->editor();
        auto first = e.blank(e.sizes().front().params);
        REQUIRE(first);
        std::string open = "make " + std::string(g->id());
        if (!g->load(first->params, first->desc)) {
            auto desc = g->generate(first->params, 1);
            REQUIRE(desc);
            open += " " + pz::draft_id(*g, pz::Draft{first->params, *desc});
        }
        REQUIRE(s.run(open).status == 0);
        pz::MakeScene* m = s.make();
        REQUIRE(m);
        const pz::Draft blank = m->session().draft();
        (void)m->wait_verdict();
        REQUIRE(m->verdict());
        // A tap on the first cell the board shows that the palette's first value changes.
        bool changed = false;
        for (const char* cell : {"B2", "A1", "C3", "A2"}) {
            const auto ok = s.run(std::string("tap ") + cell);
            REQUIRE(ok.status == 0);
            if (!(m->session().draft() == blank)) {
                changed = true;
                break;
            }
        }
        CHECK(changed);
        CHECK(m->session().can_undo());
        (void)m->wait_verdict();
        // An edit drops the verdict at once (until the next one is worked out), and undo too.
        const pz::Draft once = m->session().draft();
        REQUIRE(m->edit(m->session().edits().back()));
        if (m->session().draft() == once) {
            CHECK(m->verdict() != nullptr);  // the same again changed nothing: nothing dropped
        } else {
            m->undo();  // an edit that adds again (Decodoku's number and its partner): back to one
            (void)m->wait_verdict();
        }
        m->undo();
        CHECK(m->verdict() == nullptr);
        m->redo();
        (void)m->wait_verdict();
        CHECK(m->verdict() != nullptr);
        pz::test::keep(s.frame(), "make-" + std::string(g->id()));
        REQUIRE(s.run("press undo").status == 0);
        CHECK(m->session().draft() == blank);
        REQUIRE(s.run("press redo").status == 0);
        CHECK_FALSE(m->session().draft() == blank);
        // Test-play, then the pause menu's Quit to menu: back in the editor, the puzzle as it was.
        const pz::Draft made = m->session().draft();
        m->test_play(s.app.context());
        s.app.scenes().apply_pending(s.app.context());
        s.frames(3);
        if (!g->load(made.params, made.desc)) {
            // (Fill-in's grid with a cell toggled is no puzzle yet: it is not played, and says why.)
            CHECK(s.top() == "make");
            CHECK_FALSE(m->message().empty());
            REQUIRE(s.run("press undo").status == 0);
            m->test_play(s.app.context());
            s.app.scenes().apply_pending(s.app.context());
            s.frames(3);
        }
        REQUIRE(s.top() == "play");
        REQUIRE(s.run("press pause").status == 0);
        REQUIRE(s.run("press menu").status == 0);
        CHECK(s.top() == "make");
        REQUIRE(s.make());
        CHECK((s.make()->session().draft() == made || s.make()->session().draft() == blank));
        // Back leaves for the game's menu.
        REQUIRE(s.run("press back").status == 0);
        CHECK(s.top() == "levels");
    }
}

TEST_CASE("make: bad input in a script is one line naming why, and the puzzle stays as it was") {
    Scripted s;
    REQUIRE(s.run("make bitflipper size 3x3s3t0").status == 0);
    const pz::Draft before = s.make()->session().draft();
    for (const char* bad : {"edit A1 7", "edit Z9 1", "edit states 12", "edit words CAT,D0G"}) {
        const pz::ScriptOutcome o = s.run(bad);
        CAPTURE(bad);
        CHECK(o.status == 1);
        CHECK(o.message.find('\n') == std::string::npos);
        CHECK(o.message.find("test.pzs:1: the edit") == 0);
        CHECK(s.make()->session().draft() == before);
    }
    CHECK(s.run("make bitflipper size 9x9s3t0").status == 1);
    CHECK(s.run("make bitflipper fling:7x8:o.o..../......./......./......./......./......./......./.......").status == 1);
    CHECK(s.run("make bitflipper bitflipper:3x3s3t0:0").status == 1);
    CHECK(s.run("make nosuchgame").status == 2);
    CHECK(s.run("make bitflipper size").status == 1);  // an ID "size": not one
    CHECK(s.run("expect verdict maybe").status == 2);
}

TEST_CASE("make: a kept puzzle is in My puzzles after a restart, under its name") {
    {
        Scripted s;
        REQUIRE(s.run("make sweetspots sweetspots:8k1:0000111200111113001111435011144361111443661714336666343366663333\nkeep Easy eight\n").status == 0);
        // Read back from the folder as the game starting again reads it.
        const auto mine = pz::PlayerData(s.dir, pz::all_games(), false).made().of("sweetspots");
        REQUIRE(mine.size() == 1);
        CHECK(mine[0].name == "Easy eight");
        CHECK(mine[0].verdict == "unique");
        CHECK(mine[0].grade == "easy");
        // Opened from My puzzles, Keep updates that entry (a changed puzzle replaces it).
        auto m = pz::make_make_scene(*s.shell, mine[0]);
        REQUIRE(m);
        REQUIRE(m->edit("D1=1"));
        (void)m->wait_verdict();
        REQUIRE(m->keep());
        CHECK(s.shell->data().made().of("sweetspots").size() == 1);
        CHECK(s.shell->data().made().all()[0].id == m->session().id());
    }
}

TEST_CASE("make: the pause sheet's Edit a copy opens the puzzle in play in the editor, and Back returns to the game untouched") {
    for (const pz::GameType* g : pz::all_games()) {
        if (!g->editor() || g->level_packs().empty()) continue;
        CAPTURE(g->id());
        Scripted s;
        std::string pack = g->level_packs().front();
        pack = pack.substr(0, pack.rfind(".txt"));
        const std::string open = "open " + std::string(g->id()) + " " + pack + " 1\n";
        const auto opened = s.run(open + "press pause\nclick More...\nclick Edit a copy\nexpect screen make");
        REQUIRE_MESSAGE(opened.status == 0, opened.message);
        pz::MakeScene* m = s.make();
        REQUIRE(m);
        // The editor holds the level's own puzzle, and judges it.
        auto* play = dynamic_cast<pz::PlayScene*>(s.app.scenes().at(s.app.scenes().size() - 2));
        REQUIRE(play);
        const pz::Puzzle& level = play->session().puzzle();
        CHECK(m->session().draft() == *g->editor()->adopt(level));
        CHECK(play->session().length() == 0);
        (void)m->wait_verdict();
        REQUIRE(m->verdict());
        CHECK(m->verdict()->kind != pz::Verdict::Kind::Unknown);
        CHECK(s.run("press back\nexpect screen play\nexpect moves 0").status == 0);
    }
}

TEST_CASE("make: a blank Fill-in is drawn and drawn on: cells tapped open, a cell in no slot yet, words that do not fit, then a puzzle") {
    Scripted s;
    REQUIRE(s.run("make crossword size 5x5").status == 0);
    pz::MakeScene* m = s.make();
    REQUIRE(m);
    // The blank grid is on the screen, every cell tappable though none is in a slot.
    s.frames(2);
    CHECK(m->view().labelled_area({"A1"}).w > 0);
    CHECK(m->view().labelled_area({"E5"}).w > 0);
    CHECK(m->wait_verdict().kind == pz::Verdict::Kind::None);
    // One cell drawn: in no slot yet, still drawn (the view has no slot for it) and judged.
    REQUIRE(s.run("tap A1").status == 0);
    s.frames(2);
    CHECK(m->session().draft().desc.rfind("*....", 0) == 0);
    REQUIRE(m->wait_verdict().kind == pz::Verdict::Kind::None);
    CHECK(m->wait_verdict().note.find("A1") != std::string::npos);
    // A slot of three across, tapped cell by cell; words that do not fit; then a word that does.
    REQUIRE(s.run("tap B1\ntap C1\nedit words dog,cats").status == 0);
    s.frames(2);
    CHECK(m->session().draft().desc == "***../...../...../...../.....|DOG,CATS");
    CHECK(m->wait_verdict().kind == pz::Verdict::Kind::None);
    // Test-play of what is no puzzle yet stays here and says why.
    m->test_play(s.app.context());
    s.app.scenes().apply_pending(s.app.context());
    CHECK(s.top() == "make");
    CHECK_FALSE(m->message().empty());
    REQUIRE(s.run("edit words dog\nexpect verdict unique").status == 0);
    s.frames(2);
    pz::test::keep(s.frame(), "make-crossword-blank");
    // Undo back to the lone cell and the blank: each drawn without a crash.
    for (int i = 0; i < 4; ++i) {
        m->undo();
        s.frames(1);
    }
    CHECK(m->session().draft().desc == "*..../...../...../...../.....|");
    m->undo();
    s.frames(1);
    CHECK(m->session().draft().desc.find('*') == std::string::npos);
}
