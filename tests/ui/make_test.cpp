// The Make screen (issue 40) headless: for every game with an editor, a tap on a board cell sends
// the game's edit and the verdict follows; Undo and Redo; Test-play and back to the editor through
// the pause menu's Quit to menu; Keep survives a restart; bad script input is one line and changes
// nothing.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>

#include <sstream>

#include "game/all/convert.h"
#include "game/all/registry.h"
#include "game/app/make.h"
#include "game/app/scenes.h"
#include "game/app/script.h"
#include "game/app/share.h"
#include "game/core/cli.h"
#include "game/core/edit.h"
#include "game/core/game_formats.h"
#include "game/core/level_pack.h"
#include "game/core/player_data.h"
#include "game/core/record.h"
#include "game/core/session.h"
#include "game/core/text.h"
#include "tests/crossword/puz_file.h"

namespace {

struct Scripted : pz::test::Screen {
    pz::ScriptRunner runner{app, *shell};
    Scripted() {
        app.scenes().push(shell->title());
        app.scenes().apply_pending(app.context());
    }
    pz::ScriptOutcome run(const std::string& text) { return runner.run(text, "test.pzs"); }
    pz::MakeScene* make() { return dynamic_cast<pz::MakeScene*>(app.scenes().top()); }
    // Opens `input` as the "Open a puzzle..." sheet over the editor of `game` does: a text (an ID, a
    // link), or a file handed over while the sheet shows (`name` as the player knows it).
    pz::Result<void> open_over_editor(const std::string& game, const std::string& input, const std::string& name = {}) {
        REQUIRE(run("make " + game).status == 0);
        REQUIRE(pz::test::press_button(*this, "Open a puzzle..."));
        REQUIRE(top() == "make-open");
        auto ok = name.empty() ? pz::open_in_sheet(*app.scenes().top(), app.scenes(), input) : pz::open_player_file(*shell, app.scenes(), input, name);
        app.scenes().apply_pending(app.context());
        frames(2);
        return ok;
    }
    std::string file(const std::string& name, const std::string& content) {
        const std::string path = dir + "/" + name;
        REQUIRE(pz::write_file_atomic(path, content).ok());
        return path;
    }
};

// The first level of a game's first shipped pack, as its full ID.
std::string first_level(const pz::GameType& g) {
    auto lp = pz::load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/" + std::string(g.id()) + "/" + g.level_packs().front());
    REQUIRE(lp.ok());
    return std::string(g.id()) + ":" + lp->levels.front().params + ":" + lp->levels.front().desc;
}

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

TEST_CASE("make: Open a puzzle... opens an ID, a link, a puzz.link URL and the files the importer reads in the game's editor") {
    // Every editor game: its ID, a seed ID, our link, a made puzzle's link, and a replay of it (.pzr).
    for (const pz::GameType* g : pz::all_games()) {
        if (!g->editor() || g->level_packs().empty()) continue;
        CAPTURE(g->id());
        const std::string id = first_level(*g);
        auto puzzle = pz::load_game_id(id);
        REQUIRE(puzzle);
        const pz::Draft want = *g->editor()->adopt(**puzzle);
        Scripted s;
        const std::string record = s.file("game.pzr", pz::write_record(pz::record_of(pz::Session(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle))))));
        for (const std::string& input : {id, pz::puzzle_link(s.shell->link_base, id), pz::made_link("https://example.org/puzzlebox/", id), "puzzlebox:" + id}) {
            CAPTURE(input);
            REQUIRE(s.open_over_editor(std::string(g->id()), input));
            REQUIRE(s.make());
            CHECK(s.make()->session().draft() == want);
            CHECK(s.app.scenes().size() == 3);  // the editor took the old one's place over the game's menu
        }
        REQUIRE(s.open_over_editor(std::string(g->id()), record, "game.pzr"));
        REQUIRE(s.make());
        CHECK(s.make()->session().draft() == want);
        const std::string seed = std::string(g->id()) + ":" + g->presets().front().params + "#7";
        REQUIRE(s.open_over_editor(std::string(g->id()), seed));
        REQUIRE(s.make());
        CHECK(s.make()->session().draft() == *pz::draft_from_id(*g, seed));
        // The scenario command takes the same inputs.
        CHECK(s.run("make " + std::string(g->id()) + " " + pz::puzzle_link(s.shell->link_base, id)).status == 0);
        CHECK(s.make()->session().draft() == want);
    }
    // Sweet Spots: a puzz.link URL and a pzprv3 file; Fill-in: an ipuz and an Across Lite .puz.
    if (const pz::GameType* stars = pz::find_game("sweetspots")) {
        Scripted s;
        const std::string url = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou";
        REQUIRE(s.open_over_editor("sweetspots", url));
        CHECK(s.make()->session().id() == pz::import_puzzle(url)->id.text());
        CHECK(s.run("make sweetspots " + url + "\nexpect verdict unique").status == 0);
        const std::string id = first_level(*stars);
        auto pzprv3 = stars->formats()->write("pzprv3", *pz::parse_game_id(id), false);
        REQUIRE(pzprv3);
        const std::string path = s.file("stars.txt", *pzprv3);
        REQUIRE(s.open_over_editor("sweetspots", path, "stars.txt"));
        CHECK(s.make()->session().id() == id);
        CHECK(s.run("make sweetspots " + path).status == 0);
    }
    if (const pz::GameType* fill = pz::find_game("crossword")) {
        Scripted s;
        const std::string id = first_level(*fill);
        auto ipuz = fill->formats()->write("ipuz", *pz::parse_game_id(id), false);
        REQUIRE(ipuz);
        REQUIRE(s.open_over_editor("crossword", s.file("fill.ipuz", *ipuz), "fill.ipuz"));
        CHECK(s.make()->session().id() == id);
        auto file = pz::crossword::parse_desc(pz::parse_game_id(id)->desc);
        REQUIRE(file);
        auto p = pz::crossword::FillPuzzle::make(*file);
        REQUIRE(p);
        const std::string puz = pz::crossword::test::make_puz((*p)->grid().layout, pz::crossword::test::letters_of(**p), static_cast<int>((*p)->grid().slots.size()));
        REQUIRE(s.open_over_editor("crossword", s.file("fill.puz", puz), "fill.puz"));
        CHECK(s.make()->session().id() == pz::import_puzzle(s.dir + "/fill.puz")->id.text());
        CHECK(s.run("make crossword " + s.dir + "/fill.puz").status == 0);
    }
}

TEST_CASE("make: Open a puzzle... refuses another game's puzzle, a damaged ID and an unreadable file in one line, the editor unchanged") {
    Scripted s;
    const std::string fling = "fling:7x8:o.o..../......./......./......./......./......./......./.......";
    const std::string bad_ipuz = s.file("bad.ipuz", "{\"version\": \"http://ipuz.org/v2\", \"kind\": [\"http://ipuz.org/fill#1\"],");
    for (const std::string& input : {fling, std::string("sweetspots:8k1:00001"), std::string("sweetspots:8k1#"), std::string("nonsense"), std::string(""),
                                     std::string("https://puzz.link/p?starbattle/6/6/1/4ilbhg"), pz::made_link(s.shell->link_base, fling), bad_ipuz}) {
        CAPTURE(input);
        const bool file = input == bad_ipuz;
        REQUIRE(s.run("make sweetspots").status == 0);
        const pz::Draft before = s.make()->session().draft();
        auto ok = s.open_over_editor("sweetspots", input, file ? "bad.ipuz" : "");
        REQUIRE_FALSE(ok);
        CHECK(ok.error().message.find('\n') == std::string::npos);
        CHECK(ok.error().message.find(s.dir) == std::string::npos);  // the file by its name, not where it lies
        CHECK(s.top() == "make-open");  // the player stays to correct it
        s.app.scenes().pop();
        s.app.scenes().apply_pending(s.app.context());
        REQUIRE(s.make());
        CHECK(s.make()->session().draft() == before);
    }
    auto other = s.open_over_editor("sweetspots", fling);
    CHECK(other.error().message == "That puzzle is for Fling!, not Sweet Spots");
    CHECK(s.run("make sweetspots " + fling).status == 1);
    CHECK(s.run("make crossword " + bad_ipuz).status == 1);
}

TEST_CASE("make: the title's chooser opens any game's puzzle in its editor") {
    Scripted s;
    s.app.scenes().push(pz::make_make_chooser(*s.shell));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    REQUIRE(pz::test::press_button(s, "Open a puzzle..."));
    REQUIRE(s.top() == "make-open");
    const std::string id = "bitflipper:3x3s3t0#4";
    REQUIRE(pz::open_in_sheet(*s.app.scenes().top(), s.app.scenes(), id));
    s.app.scenes().apply_pending(s.app.context());
    REQUIRE(s.make());
    CHECK(s.make()->session().game().id() == "bitflipper");
    CHECK(s.app.scenes().size() == 2);  // over the title, where the chooser was
}

TEST_CASE("make: a made puzzle's link opens it titled Made by a player, its result card says so, and it passes the mark on") {
    Scripted s;
    const std::string id = "sweetspots:8k1:0000111200111113001111435011144361111443661714336666343366663333";
    REQUIRE(s.run("make sweetspots " + id).status == 0);
    const std::string link = s.make()->link();
    CHECK(link == pz::puzzle_link(s.shell->link_base, id) + "&made=1");
    CHECK(pz::import_puzzle(pz::made_link("https://example.org/puzzlebox/", id))->id.text() == id);  // a reader that knows no mark
    s.app.scenes().push(pz::make_enter_id_scene(*s.shell));
    s.app.scenes().apply_pending(s.app.context());
    REQUIRE(pz::open_puzzle_text(*s.shell, s.app.scenes(), link));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    auto* play = dynamic_cast<pz::PlayScene*>(s.app.scenes().top());
    REQUIRE(play);
    const auto drawn = pz::test::labels_drawn(s);
    CHECK(std::find(drawn.begin(), drawn.end(), "Made by a player") != drawn.end());  // the header
    CHECK(play->share_result().label == "Made by a player");
    CHECK(play->share_result().link == link);
    // The same puzzle by its plain link is no player's.
    s.app.scenes().push(pz::make_enter_id_scene(*s.shell));
    s.app.scenes().apply_pending(s.app.context());
    REQUIRE(pz::open_puzzle_text(*s.shell, s.app.scenes(), pz::puzzle_link(s.shell->link_base, id)));
    s.app.scenes().apply_pending(s.app.context());
    play = dynamic_cast<pz::PlayScene*>(s.app.scenes().top());
    REQUIRE(play);
    CHECK(play->share_result().label != "Made by a player");
    CHECK(play->share_result().link == pz::puzzle_link(s.shell->link_base, id));
}

TEST_CASE("make: Rename in My puzzles keeps the new name at once and after a restart, and an empty or too long one is refused in words") {
    Scripted s;
    REQUIRE(s.run("make sweetspots sweetspots:8k1:0000111200111113001111435011144361111443661714336666343366663333\nkeep Easy eight\npress back").status == 0);
    REQUIRE(s.top() == "levels");
    const std::string id = s.shell->data().made().all().front().id;
    s.frames(2);
    REQUIRE(pz::test::press_button(s, "Rename"));
    s.frames(2);
    // The field took the keyboard with its text selected: what is typed replaces it.
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    std::snprintf(e.text.text, sizeof e.text.text, "%s", "Spiral");
    s.app.inject(e);
    s.frames(2);
    REQUIRE(pz::test::press_button(s, "Save"));
    CHECK(s.shell->data().made().find(id)->name == "Spiral");
    const auto drawn = pz::test::labels_drawn(s);
    CHECK(std::find(drawn.begin(), drawn.end(), "Spiral") != drawn.end());
    CHECK(pz::PlayerData(s.dir, pz::all_games(), false).made().find(id)->name == "Spiral");  // on disk, as a restart reads it
    std::ostringstream listed, err;
    CHECK(pz::run_made_command(pz::all_games(), {"made", "--data", s.dir, "--json"}, listed, err) == 0);
    CHECK(listed.str().find("\"name\":\"Spiral\"") != std::string::npos);
    for (const std::string& bad : {std::string("   "), std::string(pz::kMaxMadeName + 1, 'x')}) {
        auto r = pz::rename_made(*s.shell, id, bad);
        REQUIRE_FALSE(r);
        CHECK(r.error().message.find('\n') == std::string::npos);
        CHECK(s.shell->data().made().find(id)->name == "Spiral");
    }
    CHECK(pz::rename_made(*s.shell, id, std::string(pz::kMaxMadeName, 'x')));
    CHECK(pz::rename_made(*s.shell, id, "  Spiral two ").ok());
    CHECK(s.shell->data().made().find(id)->name == "Spiral two");
}

TEST_CASE("make: a kept puzzle with one solution passes puzzlebox-tool check as a level line, and one with several is reported as not unique") {
    // The games whose check asks for exactly one solution (GameType::level_tags), each from a
    // shipped level opened in the editor and kept.
    for (const char* game : {"sweetspots", "fling", "crossword", "bitflipper"}) {
        const pz::GameType* g = pz::find_game(game);
        if (!g || !g->editor()) continue;
        CAPTURE(game);
        Scripted s;
        REQUIRE(s.run("make " + std::string(game) + " " + first_level(*g) + "\nexpect verdict unique\nkeep").status == 0);
        const std::string id = s.shell->data().made().all().front().id;
        auto line = [&](const std::string& kept) { return kept.substr(kept.find(':') + 1); };  // "params:desc", as a pack holds it
        std::ostringstream out, err;
        const int rc = pz::run_game_cli(*g, {"check", s.file("kept.txt", line(id) + "\n")}, out, err);
        CAPTURE(out.str());
        CAPTURE(err.str());
        CHECK(rc == 0);
    }
    // Several: a blank Sweet Spots board of six has many ways to place its chests.
    Scripted s;
    REQUIRE(s.run("make sweetspots size 6k1\nexpect verdict several\nkeep").status == 0);
    const std::string id = s.shell->data().made().all().front().id;
    std::ostringstream out, err;
    CHECK(pz::run_game_cli(*pz::find_game("sweetspots"), {"check", s.file("kept.txt", id.substr(id.find(':') + 1) + "\n")}, out, err) == 1);
    CHECK(out.str().find("more than one solution") != std::string::npos);
}
