// Sharing and entering puzzles in the app (issues 19, 28, 29): links carry the ID escaped, the
// enter-ID scene opens game IDs, seed IDs (made off the drawing thread), our links and puzz.link
// links, and says in one line what is wrong with anything else; both sheets render; a finished
// game's Share leads with a result that spoils nothing, after the end card's win moment.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>
#include <algorithm>
#include <imgui.h>
#include <unistd.h>

#include "engine/app.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/replay_link.h"
#include "game/core/session.h"
#include "game/core/text.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/ui/widgets.h"

namespace {

struct Screen : pz::test::Screen {
    Screen() {
        app.scenes().push(shell->title());
        app.scenes().apply_pending(app.context());
    }
    // Opens text as the enter-ID scene would, from that scene.
    pz::Result<void> open(const std::string& text) {
        app.scenes().push(pz::make_enter_id_scene(*shell));
        app.scenes().apply_pending(app.context());
        auto r = pz::open_puzzle_text(*shell, app.scenes(), text);
        app.scenes().apply_pending(app.context());
        return r;
    }
};

} // namespace

TEST_CASE("a shared link carries the ID escaped, and the enter-ID scene reads it back") {
    CHECK(pz::puzzle_link("https://example.org/puzzlebox/", "bitflipper:3x3s3t0#5") ==
          "https://example.org/puzzlebox/?id=bitflipper:3x3s3t0%235");
    CHECK(pz::puzzle_link("puzzlebox:", "a b&c") == "puzzlebox:?id=a%20b%26c");
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    const pz::GameType& g = *pz::find_game("bitflipper");
    const std::string params = g.presets().front().params;
    auto desc = g.generate(params, 7);
    REQUIRE(desc.ok());
    const std::string id = "bitflipper:" + params + ":" + *desc;
    for (const std::string& text : {id, "  " + id + "\n", pz::puzzle_link("https://example.org/", id), pz::puzzle_link("puzzlebox:", id),
                                    "puzzlebox:" + id}) {
        CAPTURE(text);
        Screen s;
        REQUIRE(s.open(text).ok());
        CHECK(s.top() == "play");
        auto* play = static_cast<pz::PlayScene*>(s.app.scenes().top());
        CHECK(play->session().puzzle().description() == *desc);
    }
    {
        // A seed ID is made off the drawing thread: the generating sheet first, then the game.
        Screen s;
        REQUIRE(s.open(pz::puzzle_link("https://example.org/", "bitflipper:" + params + "#7")).ok());
        CHECK(s.top() == "generating");
        for (int i = 0; i < 500 && s.top() != "play"; ++i) {
            s.frames(1);
            usleep(2000);
        }
        REQUIRE(s.top() == "play");
        CHECK(static_cast<pz::PlayScene*>(s.app.scenes().top())->session().puzzle().description() == *desc);
    }
}

TEST_CASE("the enter-ID scene opens a puzz.link Star Battle and refuses bad text in one line") {
    if (pz::find_game("sweetspots")) {
        Screen s;  // one app at a time: ImGui's context is the process's
        REQUIRE(s.open("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou").ok());
        CHECK(s.top() == "play");
    }
    for (const char* bad : {"", "   ", "nonsense", "nogame:5x5:abc", "https://example.org/?q=1", "bitflipper:9x9s3t0:zzz"}) {
        CAPTURE(bad);
        Screen t;
        auto r = t.open(bad);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.find('\n') == std::string::npos);
        CHECK_FALSE(r.error().message.empty());
        CHECK(t.top() == "enter-id");  // the player stays to correct it
    }
}

TEST_CASE("the Share and enter-ID sheets render at phone size") {
    Screen s;
    s.app.scenes().push(pz::make_share_scene(*s.shell, "bitflipper:3x3s3t0:012012012", "bitflipper:3x3s3t0#5"));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    s.app.capture_next_frame();
    s.frames(1);
    const pz::Image& share = s.app.last_frame();
    // The sheet's panel and its white text over the dimmed title.
    CHECK(share.count({236, 239, 244}, 40) > 200);
    CHECK(s.top() == "share");
    s.app.scenes().pop();
    s.app.scenes().push(pz::make_enter_id_scene(*s.shell));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(2);
    s.app.capture_next_frame();
    s.frames(1);
    CHECK(s.app.last_frame().count({236, 239, 244}, 40) > 200);
    CHECK(s.top() == "enter-id");
}

TEST_CASE("a replay link opens the game in history mode at its start and keeps a copy") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    const pz::GameType& g = *pz::find_game("bitflipper");
    const std::string params = g.presets().front().params;
    auto desc = g.generate(params, 11);
    REQUIRE(desc.ok());
    auto puzzle = g.load(params, *desc);
    REQUIRE(puzzle.ok());
    pz::Session played(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle)));
    for (int i = 0; i < 2 && played.status() == pz::Status::Playing; ++i) REQUIRE(played.play_hint().ok());
    const std::string link = "https://example.org/puzzlebox/#replay=" + pz::pack_replay(pz::record_of(played));
    std::string damaged = link;
    damaged.back() = damaged.back() == 'A' ? 'B' : 'A';
    damaged.insert(damaged.size() - 3, "!");
    {
        Screen s;  // one app at a time
        auto opened = s.open(link);
        REQUIRE_MESSAGE(opened.ok(), (opened.ok() ? "" : opened.error().message));
        CHECK(s.top() == "history");
        s.frames(2);
        auto kept = s.shell->replay_files("bitflipper");
        REQUIRE(kept.size() == 1);
        auto rec = pz::read_record_file(kept.front());
        REQUIRE(rec.ok());
        CHECK(pz::write_record(*rec) == pz::write_record(pz::record_of(played)));
    }
    // A damaged link says so in one line, and the player stays to correct it.
    Screen t;
    auto r = t.open(damaged);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.rfind("the replay link: ", 0) == 0);
    CHECK(t.top() == "enter-id");
}

TEST_CASE("a focused ID field costs five frames a second for its caret, not one every step") {
    Screen s;
    s.app.scenes().push(pz::make_enter_id_scene(*s.shell));
    s.app.scenes().apply_pending(s.app.context());
    s.frames(20);  // the scene settles and its field takes the caret
    REQUIRE(ImGui::GetIO().WantTextInput);
    const uint64_t before = s.app.frames_drawn();
    s.frames(125);  // two seconds of 16 ms steps
    const uint64_t drawn = s.app.frames_drawn() - before;
    CHECK(drawn >= 8);   // the caret still blinks: a frame every 0.2 s
    CHECK(drawn <= 12);  // not one every step (125)
}

TEST_CASE("an imported Star Battle with no solution, or several, opens and plays, and the game says so once") {
    if (!pz::find_game("sweetspots")) {
        MESSAGE("skipped: this build has no Sweet Spots (PZ_GAMES)");
        return;
    }
    const std::vector<std::pair<std::string, std::string>> boards = {
        {"sweetspots:5k1:0021122222333334444444444", "has no solution"},         // two zones inside row 1
        {"sweetspots:5k1:0123401234012340123401234", "more than one solution"},  // five zones in five columns
        {"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou", ""},               // unique: nothing to say
    };
    for (const auto& [text, says] : boards) {
        CAPTURE(text);
        Screen s;
        REQUIRE(s.open(text).ok());
        REQUIRE(s.top() == "play");
        auto* play = static_cast<pz::PlayScene*>(s.app.scenes().top());
        if (says.empty()) {
            CHECK(play->message().empty());
        } else {
            CHECK(play->message().find(says) != std::string::npos);
            // A hint does not make up a solution: none on a board without one, only what every
            // solution agrees on (here nothing yet) on a board with several.
            play->show_hint(s.app.context());
            CHECK(play->message().find("holds a chest in the solution") == std::string::npos);
        }
        // Playable: a chest goes down.
        CHECK(play->play("chest 0,0", s.app.context()));
    }
}

TEST_CASE("a file handed over (dropped, or picked in the browser) opens a replay or the ID it holds, and a bad one is named, over what was showing") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    const pz::GameType& g = *pz::find_game("bitflipper");
    const std::string params = g.presets().front().params;
    auto desc = g.generate(params, 5);
    REQUIRE(desc.ok());
    auto write = [](const std::string& path, const std::string& text) {
        REQUIRE(pz::write_file_atomic(path, text).ok());
        return path;
    };
    auto settle = [](Screen& s) { s.app.scenes().apply_pending(s.app.context()); };
    {
        // An ID in a text file, dropped on the title: the game opens, and Back from it is the title.
        Screen s;
        const std::string path = write(s.dir + "/puzzle.txt", "bitflipper:" + params + ":" + *desc + "\n");
        auto ok = pz::open_player_file(*s.shell, s.app.scenes(), path, "puzzle.txt");
        REQUIRE_MESSAGE(ok.ok(), (ok.ok() ? "" : ok.error().message));
        settle(s);
        CHECK(s.top() == "play");
        CHECK(static_cast<pz::PlayScene*>(s.app.scenes().top())->session().puzzle().description() == *desc);
        s.app.scenes().pop();
        settle(s);
        CHECK(s.top() == "title");
    }
    {
        // A replay, under any name: it opens in history mode.
        auto puzzle = g.load(params, *desc);
        REQUIRE(puzzle.ok());
        pz::Session played(std::shared_ptr<const pz::Puzzle>(std::move(*puzzle)));
        REQUIRE(played.play_hint().ok());
        Screen s;
        for (const char* name : {"game.pzr", "from-a-friend"}) {
            CAPTURE(name);
            const std::string path = write(s.dir + "/" + name, pz::write_record(pz::record_of(played)));
            auto ok = pz::open_player_file(*s.shell, s.app.scenes(), path, name);
            REQUIRE_MESSAGE(ok.ok(), (ok.ok() ? "" : ok.error().message));
            settle(s);
            CHECK(s.top() == "history");
            s.app.scenes().pop();
            settle(s);
        }
    }
    {
        // Bad files: one line that names the file as the player knows it (not the page's path),
        // and the screen under it stays; the front ends' handler shows it in a message.
        Screen s;
        for (const auto& [name, text] : std::vector<std::pair<std::string, std::string>>{
                 {"notes.txt", "my shopping list\n"}, {"broken.pzr", "puzzlebox-record 1\ngame nosuchgame\n"}, {"empty.txt", ""}}) {
            CAPTURE(name);
            const std::string path = write(s.dir + "/picked-file", text);
            auto r = pz::open_player_file(*s.shell, s.app.scenes(), path, name);
            REQUIRE_FALSE(r.ok());
            CAPTURE(r.error().message);
            CHECK(r.error().message.rfind(name + ":", 0) == 0);  // "name: ..." or "name:LINE: ..."
            CHECK(r.error().message.find(s.dir) == std::string::npos);
            CHECK(r.error().message.find('\n') == std::string::npos);
            settle(s);
            CHECK(s.top() == "title");
            pz::open_player_file_or_say(*s.shell, s.app.scenes(), path, name);
            settle(s);
            CHECK(s.top() == "message");
            s.app.scenes().pop();
            settle(s);
        }
        auto missing = pz::open_player_file(*s.shell, s.app.scenes(), s.dir + "/gone", "gone.pzr");
        REQUIRE_FALSE(missing.ok());
        CHECK(missing.error().message.rfind("gone.pzr: ", 0) == 0);
    }
}

TEST_CASE("the result text says how it went and spoils nothing, in play Share copies the link alone (issue 29)") {
    pz::ShareResult r;
    r.game = "Sweet Spots";
    r.label = "Daily 26 Nov";
    r.link = "https://example.org/?id=sweetspots:6x6:abc";
    r.clock_ms = 49000;
    CHECK(pz::result_line(r).empty());  // still in play
    CHECK(pz::share_text(r) == r.link);
    r.status = pz::Status::Won;
    r.stars = pz::result_stars(r.status, 0, false);
    CHECK(r.stars == 3);
    CHECK(pz::result_line(r) == "Puzzlebox · Sweet Spots · Daily 26 Nov · 0:49 · no hints ★★★");
    CHECK(pz::share_text(r) == pz::result_line(r) + "\n" + r.link);
    r.hints = 2;
    r.stars = pz::result_stars(r.status, 2, false);
    CHECK(pz::result_line(r) == "Puzzlebox · Sweet Spots · Daily 26 Nov · 0:49 · 2 hints ★★☆");
    CHECK(pz::result_stars(pz::Status::Won, 5, false) == 1);
    // A shown solution and a loss earn no stars and say so.
    CHECK(pz::result_stars(pz::Status::Won, 0, true) == 0);
    CHECK(pz::result_stars(pz::Status::Lost, 0, false) == 0);
    r.revealed = true;
    r.stars = 0;
    CHECK(pz::result_line(r) == "Puzzlebox · Sweet Spots · Daily 26 Nov · 0:49 · solution shown");
    r.revealed = false;
    r.status = pz::Status::Lost;
    r.game = r.label = "Decodoku";  // a label that is the game's name is not said twice
    r.score = 42;
    CHECK(pz::result_line(r) == "Puzzlebox · Decodoku · 0:49 · score 42");
}

namespace {
// The first BitFlipper level on the phone, or null (said) in a build without BitFlipper.
pz::PlayScene* open_bitflipper(pz::test::PlayScreen& ph) {
    const pz::GameType* g = pz::find_game("bitflipper");
    if (!g) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return nullptr;
    }
    return ph.open(*g);
}
} // namespace

TEST_CASE("a finished game's Share text leads with its result, and the end card waits for the win moment (issues 28, 29)") {
    pz::test::PlayScreen ph;
    pz::PlayScene* p = open_bitflipper(ph);
    if (!p) return;
    pz::Session& s = p->session();
    const std::string id = std::string(s.puzzle().game()) + ":" + s.puzzle().params() + ":" + s.puzzle().description();
    CHECK(p->share_text() == pz::puzzle_link(ph.shell->link_base, id));  // in play: the link
    auto moves = s.puzzle().solve(s.state());
    REQUIRE(moves.ok());
    for (const std::string& m : *moves) REQUIRE(p->play(m, ph.app.context()));
    REQUIRE(s.status() == pz::Status::Won);
    const std::string text = p->share_text();
    const std::string first = text.substr(0, text.find('\n'));
    CHECK(first.rfind("Puzzlebox · BitFlipper · ", 0) == 0);
    CHECK(first.find("no hints ★★★") != std::string::npos);
    CHECK(first.find(s.puzzle().description()) == std::string::npos);  // nothing of the puzzle itself
    CHECK(text.substr(text.find('\n') + 1) == pz::puzzle_link(ph.shell->link_base, id));
    CHECK(p->end_heading() == "Solved!");
    CHECK(p->end_sentence().find("no hints") != std::string::npos);
    // The board alone for the win moment, then the card (with Share) and nothing more to draw.
    CHECK_FALSE(p->finished_shown());
    ph.frames(95);
    CHECK(p->finished_shown());
    pz::ui::Log log;
    pz::ui::set_log(&log);
    ph.app.redraw();  // a still screen draws nothing: this frame, as the app would after a touch
    ph.frames(1);
    pz::ui::set_log(nullptr);
    const bool share = std::any_of(log.items.begin(), log.items.end(),
                                   [](const pz::ui::Item& it) { return it.label == "Share" && it.window.find("over") != std::string::npos; });
    CHECK(share);
    // A level of a pack leads with the next one, in the game's colour; Share beside it.
    auto rect_of = [&](const std::string& label) {
        for (const pz::ui::Item& it : log.items)
            if (it.label == label && it.window.find("over") != std::string::npos) return it.rect;
        return pz::Rect{};
    };
    const pz::Rect next = rect_of("Next"), shared = rect_of("Share");
    REQUIRE(next.w > 0);
    CHECK(next.x < shared.x);
    {
        const pz::Image img = ph.frame();
        const pz::GameType* g = pz::find_game("bitflipper");
        const pz::Color accent = ph.shell->palette().game_accent(g->accent_hue());
        const pz::Color at = img.at(static_cast<int>(next.x + 6), static_cast<int>(next.y + next.h * 0.5f));
        CHECK(std::abs(at.r - accent.r) + std::abs(at.g - accent.g) + std::abs(at.b - accent.b) < 24);
    }
    CHECK(p->next_change_in(ph.app.context()) > 0.5);
    // Share leads with the result and one Copy; the IDs wait under More.
    p->open_share(ph.app.context());
    ph.app.scenes().apply_pending(ph.app.context());
    log.items.clear();
    pz::ui::set_log(&log);
    ph.frames(2);
    pz::ui::set_log(nullptr);
    pz::test::keep(ph.frame(), "share-result");
    auto drawn = [&](const char* label) {
        return std::any_of(log.items.begin(), log.items.end(), [&](const pz::ui::Item& it) { return it.label == label; });
    };
    CHECK(drawn("Copy"));
    CHECK_FALSE(drawn("Copy ID"));
    // Nor the link's own text (a string of codes): Copy copies it; it is shown under More, and
    // after a Copy that failed, to be selected by hand.
    const std::string link = pz::puzzle_link(ph.shell->link_base, id);
    const auto link_drawn = [&] {
        return std::any_of(log.items.begin(), log.items.end(), [&](const pz::ui::Item& it) { return !it.label.empty() && pz::starts_with(link, it.label); });
    };
    CHECK_FALSE(link_drawn());
}

TEST_CASE("a shown solution is not a win: no stars, no wait, and the board is told (issue 28)") {
    pz::test::PlayScreen ph;
    pz::PlayScene* p = open_bitflipper(ph);
    if (!p) return;
    p->solve(ph.app.context());
    pz::Session& s = p->session();
    REQUIRE(s.status() == pz::Status::Won);
    CHECK(p->end_heading() == "Solution shown");
    CHECK(p->share_result().stars == 0);
    CHECK(p->share_text().find("solution shown") != std::string::npos);
    CHECK(p->share_text().find("★") == std::string::npos);
    CHECK(p->draw_info(ph.app.context(), s.position(), s.state(), nullptr, false).revealed);
    p->view().update(pz::kEndAnimations);
    ph.frames(1);
    CHECK(p->finished_shown());  // no win moment to wait for
}
