// Scenario scripts and what issue 25 tests with them: the clock counts only play, the pause menu
// is modal, history opens where a player expects and Back returns whence they came, Sweet Spots'
// mark -> chest cycle is no mistake, long links open through Enter ID, and messages stay printable.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <fstream>

#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/app/script.h"
#include "game/app/share.h"
#include "game/core/record.h"
#include "game/core/replay_link.h"
#include "game/core/result.h"
#include "game/core/text.h"
#include "game/ui/widgets.h"

namespace {

// A title screen with a scenario runner on it.
struct Scripted : pz::test::Screen {
    pz::ScriptRunner runner{app, *shell};
    Scripted() {
        app.scenes().push(shell->title());
        app.scenes().apply_pending(app.context());
    }
    pz::ScriptOutcome run(const std::string& text) { return runner.run(text, "test.pzs"); }
    pz::PlayScene* play() {
        auto& st = app.scenes();
        for (size_t i = st.size(); i-- > 0;)
            if (auto* p = dynamic_cast<pz::PlayScene*>(st.at(i))) return p;
        return nullptr;
    }
};

bool have(const char* game) {
    if (pz::find_game(game)) return true;
    MESSAGE("skipped: this build has no ", game);
    return false;
}

// Sweet Spots' first starter level solved by taps as a player makes them: each chest's cell
// tapped twice (empty -> mark -> chest), as the game's tap cycle goes.
std::string tap_solve_script(const pz::Session& s) {
    auto moves = s.puzzle().solve(s.state());
    REQUIRE(moves.ok());
    std::string out;
    for (const std::string& m : *moves) {
        const auto cells = s.puzzle().move_cells(s.state(), m);
        REQUIRE(cells.size() == 1);
        out += "tap " + cells.front() + "\ntap " + cells.front() + "\n";
    }
    return out;
}

} // namespace

TEST_CASE("scripts: each line is checked before anything runs, and a malformed one is named by its line") {
    auto ok = pz::parse_script("# a comment\n\nopen sweetspots starter 1  # trailing comment\nopen bitflipper:3x3s3t0#42\nwait 0.5\n");
    REQUIRE(ok.ok());
    REQUIRE(ok->size() == 3);
    CHECK((*ok)[0].line == 3);
    CHECK((*ok)[0].args.size() == 3);
    CHECK((*ok)[1].args.front() == "bitflipper:3x3s3t0#42");  // a seed ID's '#' is no comment
    for (const char* bad : {"jump 3", "open", "open sweetspots starter 0", "press fly", "wait -1", "wait x", "expect moves", "expect solved maybe",
                            "focus away", "quit now", "today 2026-13-01"}) {
        CAPTURE(bad);
        auto r = pz::parse_script(std::string("wait 1\n") + bad + "\n");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().line == 2);
    }
    Scripted s;
    const pz::ScriptOutcome o = s.run("wait 1\nexpect screen title\n\njump\n");
    CHECK(o.status == 2);
    CHECK(o.message.rfind("test.pzs:4: unknown command 'jump'", 0) == 0);
}

TEST_CASE("scripts: a failed expect exits 1 naming its line, and a passing script 0") {
    if (!have("sweetspots")) return;
    Scripted s;
    CHECK(s.run("open sweetspots starter 1\nexpect screen play\nexpect moves 0\nexpect solved no\n").status == 0);
    const pz::ScriptOutcome o = s.run("open sweetspots starter 1\nplay mark 1,1\nexpect moves 2\n");
    CHECK(o.status == 1);
    CHECK(o.message == "test.pzs:3: expected 2 moves, found 1");
}

TEST_CASE("the clock counts only play: not under the pause menu, nor while the window is away") {
    if (!have("sweetspots")) return;
    Scripted s;
    // Failed before: the clock ran on under "Paused" (0:03 -> 0:08 in 5 s).
    CHECK(s.run("open sweetspots starter 1\npress pause\nexpect screen pause\nwait 5\nexpect clock-below 1\n").status == 0);
    CHECK(s.run("press resume\nexpect screen play\nwait 3\nexpect clock-below 4\n").status == 0);
    CHECK(s.play()->mid_end().clock_ms() >= 2900);
    // A sheet over the board (Settings from the pause menu) stops it too.
    s.app.scenes().push(s.shell->settings_scene());
    const int64_t before = s.play()->mid_end().clock_ms();
    CHECK(s.run("wait 10\n").status == 0);
    CHECK(s.play()->mid_end().clock_ms() - before < 100);
    s.app.scenes().pop();
    // Focus lost, minimised or hidden: the clock waits; back in focus it goes on.
    CHECK(s.run("focus lost\nwait 30\nfocus gained\n").status == 0);
    CHECK(s.play()->mid_end().clock_ms() - before < 200);
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_MINIMIZED;
    s.app.inject(e);
    CHECK(s.run("wait 20\n").status == 0);
    CHECK(s.play()->mid_end().clock_ms() - before < 300);
    e.window.event = SDL_WINDOWEVENT_RESTORED;
    s.app.inject(e);
    CHECK(s.run("wait 2\n").status == 0);
    CHECK(s.play()->mid_end().clock_ms() - before >= 1900);
    // The page hidden (the browser's visibilitychange).
    const int64_t at = s.play()->mid_end().clock_ms();
    s.app.set_page_hidden(true);
    CHECK(s.run("wait 20\n").status == 0);
    s.app.set_page_hidden(false);
    CHECK(s.play()->mid_end().clock_ms() - at < 100);
}

TEST_CASE("the pause menu is modal: Menu and Hint under it take no press") {
    if (!have("sweetspots")) return;
    Scripted s;
    REQUIRE(s.run("open sweetspots starter 1\npress pause\n").status == 0);
    const size_t depth = s.app.scenes().size();
    // Failed before: the play bar's Menu under the pause menu opened a second pause menu.
    pz::ui::Press menu{"Menu", "##hud", false, -1, {}, false};
    pz::ui::set_press(&menu);
    s.run("wait 0.1\n");
    pz::ui::set_press(nullptr);
    REQUIRE_FALSE(menu.enabled.empty());  // it is drawn, dimmed under the pause
    CHECK(std::none_of(menu.enabled.begin(), menu.enabled.end(), [](bool on) { return on; }));
    CHECK(s.run("press pause\n").status == 1);
    CHECK(s.app.scenes().size() == depth);
    // The action bar's Hint is out of reach too.
    pz::ui::Press hint{"Hint", "##actions", false, -1, {}, false};
    pz::ui::set_press(&hint);
    s.run("wait 0.1\n");
    pz::ui::set_press(nullptr);
    CHECK(std::none_of(hint.enabled.begin(), hint.enabled.end(), [](bool on) { return on; }));
    // The pause sheet holds no Hint (the bar has it): Resume, then Hint.
    CHECK(s.run("press hint\n").status == 1);
    CHECK(s.run("press resume\npress hint\nexpect screen play\n").status == 0);
    CHECK(s.play()->session().hint_step() == 1);
}

TEST_CASE("Sweet Spots: the empty -> mark -> chest cycle on a cell is play, not a mistake") {
    if (!have("sweetspots")) return;
    {
        Scripted s;
        REQUIRE(s.run("open sweetspots starter 1\n").status == 0);
        const std::string taps = tap_solve_script(s.play()->session());
        const pz::ScriptOutcome o = s.run(taps + "expect solved yes\n");
        REQUIRE_MESSAGE(o.status == 0, o.message);
        const pz::Session& session = s.play()->session();
        std::vector<std::optional<bool>> w;
        for (const auto& st : pz::positions(session)) w.push_back(session.puzzle().winnable(*st));
        const auto marks = pz::mistakes(session, w);
        // Failed before: each first tap on a chest's cell (a mark there) was "mark E2 - mistake".
        CHECK(std::count(marks.begin(), marks.end(), true) == 0);
    }
    // A mark left on a chest's cell while the player goes on elsewhere is still one.
    Scripted t;
    REQUIRE(t.run("open sweetspots starter 1\n").status == 0);
    const pz::Session& s2 = t.play()->session();
    auto moves = s2.puzzle().solve(s2.state());
    REQUIRE(moves.ok());
    REQUIRE(moves->size() >= 2);
    const auto first = s2.puzzle().move_cells(s2.state(), (*moves)[0]).front();
    const auto second = s2.puzzle().move_cells(s2.state(), (*moves)[1]).front();
    REQUIRE(t.run("tap " + first + "\ntap " + second + "\ntap " + second + "\n").status == 0);
    std::vector<std::optional<bool>> w;
    for (const auto& st : pz::positions(s2)) w.push_back(s2.puzzle().winnable(*st));
    CHECK(pz::mistakes(s2, w) == std::vector<bool>{true, false, false});
}

TEST_CASE("history of a finished game opens at its last step, and Back from a replay returns to its list") {
    if (!have("sweetspots")) return;
    Scripted s;
    REQUIRE(s.run("open sweetspots starter 1\n").status == 0);
    REQUIRE(s.run(tap_solve_script(s.play()->session()) + "expect solved yes\n").status == 0);
    pz::PlayScene* p = s.play();
    p->open_history(s.app.context());
    s.run("wait 0.1\n");
    REQUIRE(s.top() == "history");
    // Failed before: it opened one step before the end.
    CHECK(pz::history_cursor(*s.app.scenes().top()) == p->session().length());
    // The finished game's Menu leads to the game's menu; its record, opened from there and
    // left with Back, returns to that menu (failed before: it landed on the finished board).
    // (The board celebrates the win for most of a second before the end card's Menu shows.)
    CHECK(s.run("press back\nexpect screen play\nwait 1\npress menu\nexpect screen levels\n").status == 0);
    auto records = s.shell->records("sweetspots");
    REQUIRE(records.size() == 1);
    auto session = s.shell->open_record(records.front().path);
    REQUIRE(session.ok());
    auto scene = s.shell->play(std::shared_ptr<pz::Session>(std::move(*session)), pz::PlayOrigin::replay());
    auto* replay = static_cast<pz::PlayScene*>(scene.get());
    s.app.scenes().push(std::move(scene));
    s.app.scenes().push(pz::make_history_scene(*replay));
    CHECK(s.run("wait 0.1\nexpect screen history\npress back\nexpect screen levels\n").status == 0);
}

TEST_CASE("Quit to menu goes to the game's menu whichever way the game was opened") {
    if (!have("sweetspots")) return;
    Scripted s;
    REQUIRE(s.run("open sweetspots starter 1\nplay mark 1,1\npress pause\npress menu\nexpect screen levels\n").status == 0);
    // Continue on the title puts the game straight over the title: Quit to menu still shows its menu.
    REQUIRE(s.run("press back\nexpect screen title\npress continue\nexpect screen play\nexpect moves 1\n").status == 0);
    CHECK(s.run("press pause\npress menu\nexpect screen levels\npress back\nexpect screen title\n").status == 0);
}

TEST_CASE("the longest link Share makes (a 1,000-move game) opens through Enter ID and through a file") {
    if (!have("sweetspots")) return;
    const pz::GameType& g = *pz::find_game("sweetspots");
    auto puzzle = g.load("5k1", "0012200022034443344433334");
    REQUIRE(puzzle.ok());
    pz::Session played(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle)));
    // Marks put and taken all over the board at a player's pace: a game that never ends.
    uint32_t x = 12345;
    int64_t t = 0;
    while (played.length() < 1000) {
        x = x * 1103515245u + 12345u;
        const int cell = static_cast<int>((x >> 16) % 25);
        t += 300 + static_cast<int64_t>((x >> 8) % 4000);
        const std::string at = std::to_string(cell / 5) + "," + std::to_string(cell % 5);
        if (!played.play("mark " + at, pz::StepKind::Move, t).ok()) REQUIRE(played.play("clear " + at, pz::StepKind::Move, t).ok());
    }
    const std::string link = "puzzlebox:#replay=" + pz::pack_replay(pz::record_of(played));
    CHECK(link.size() > 4096);  // the old field cut it at 4,095 characters
    CHECK(link.size() < pz::kMaxLinkText);
    const std::string want = pz::write_record(pz::record_of(played));
    {
        Scripted s;
        s.shell->paste_text = [&] { return link; };
        s.app.scenes().push(pz::make_enter_id_scene(*s.shell));
        REQUIRE(s.run("wait 0.2\nexpect screen enter-id\n").status == 0);
        REQUIRE(s.run("wait 0.1\n").status == 0);
        pz::ui::Press paste{"Paste", "", false, -1, {}, false}, open{"Open", "", false, -1, {}, false};
        for (pz::ui::Press* pr : {&paste, &open}) {
            pz::ui::set_press(pr);
            s.run("wait 0.05\n");
            pz::ui::set_press(nullptr);
            REQUIRE(!pr->enabled.empty());
            pr->target = 0;
            pr->enabled.clear();
            pz::ui::set_press(pr);
            s.run("wait 0.05\n");
            pz::ui::set_press(nullptr);
            REQUIRE(pr->pressed);
        }
        const pz::ScriptOutcome o = s.run("wait 0.1\nexpect screen history\n");
        CHECK_MESSAGE(o.status == 0, o.message);
        REQUIRE(s.play());
        CHECK(pz::write_record(pz::record_of(s.play()->session())) == want);
    }
    Scripted f;
    const std::string path = f.dir + "/link.txt";
    REQUIRE(pz::write_file_atomic(path, link + "\n").ok());
    REQUIRE(pz::open_player_file(*f.shell, f.app.scenes(), path, "link.txt").ok());
    CHECK(f.run("wait 0.1\nexpect screen history\n").status == 0);
    REQUIRE(f.play());
    CHECK(pz::write_record(pz::record_of(f.play()->session())) == want);
}

TEST_CASE("error lines never echo raw bytes that are not printable UTF-8, the C1 CSI included") {
    CHECK(pz::fail("a\x9b" "31mb").message == "a\\x9b31mb");          // a raw C1 CSI byte
    CHECK(pz::fail("a\xc2\x9b" "31mb").message == "a\\xc2\\x9b31mb");  // CSI as a UTF-8 code point
    CHECK(pz::fail("\x1b[2J").message == "\\x1b[2J");
    CHECK(pz::fail("\xff\xfe x").message == "\\xff\\xfe x");
    CHECK(pz::fail("\xe2\x82").message == "\\xe2\\x82");            // cut short
    CHECK(pz::fail("\xc0\xaf").message == "\\xc0\\xaf");            // overlong
    CHECK(pz::fail("Grüße, ½ ★ 日本").message == "Grüße, ½ ★ 日本");  // printable UTF-8 stays
    CHECK(pz::printable("x\x85y") == "x\\x85y");
}
