// The board's contract seen from the sounds (issues 25 and 26): over every game's view, played to
// its end through on_change with an Audio that records, no view sounds the end of a game; played
// through the play scene, a winning move sounds the win exactly once, and a losing one the loss.
// And one drag is one move: the Swipe a fast drag sends after its DragEnd plays nothing more and
// leaves the move's animation running.
#include <doctest/doctest.h>

#include "screen.h"

#include <memory>
#include <string>
#include <vector>

#include "engine/audio.h"
#include "engine/rng.h"
#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/core/level_pack.h"
#include "game/core/text.h"
#include "game/decodoku/strategy.h"
#include "game/fling/view.h"
#include "game/ui/board_view.h"

namespace {

int count(const pz::NullAudio& a, pz::Sound s) { return a.played[static_cast<int>(s)]; }

std::string read_or_empty(const std::string& path) {
    auto r = pz::read_file(path);
    return r ? *r : std::string();
}

// A move on from s: the game's solution's first move, or for a game played until lost (Decodoku)
// a random legal one; nothing when the game offers neither.
std::optional<std::string> next_move(const pz::Puzzle& p, const pz::State& s, pz::Rng& rng) {
    if (p.game() == "decodoku") {
        static auto random = pz::decodoku::make_strategy("random");
        const auto& d = pz::decodoku::as_decodoku(s);
        auto m = random->choose(pz::decodoku::sight_of(d, pz::decodoku::Info::Honest), rng);
        if (!m) return std::nullopt;
        return pz::decodoku::format_move(m->x, m->y, m->dir);
    }
    auto moves = p.solve(s);
    if (!moves || moves->empty()) return std::nullopt;
    return moves->front();
}

// A new game of g from its first preset.
std::shared_ptr<const pz::Puzzle> new_puzzle(const pz::GameType& g) {
    const std::string params = g.presets().front().params;
    auto desc = g.generate(params, 7);
    REQUIRE(desc.ok());
    auto p = g.load(params, *desc);
    REQUIRE(p.ok());
    return std::shared_ptr<const pz::Puzzle>(std::move(*p));
}

// The board's room every view is laid out in here.
constexpr pz::Rect kRoom{0, 0, 360, 520};

// Calls f(puzzle, view) for every game's view of a new game, laid out in kRoom; how many games.
template <class F>
int each_view(F&& f) {
    int games = 0;
    for (const pz::GameType* g : pz::all_games()) {
        auto puzzle = new_puzzle(*g);
        auto view = pz::make_view(*puzzle);
        if (!view) continue;  // a test game with no board
        CAPTURE(g->id());
        ++games;
        view->layout(kRoom);
        f(puzzle, *view);
    }
    return games;
}

} // namespace

TEST_CASE("contract: no view sounds the end of a game: every game's view played to its end records no win or loss sound") {
    const int games = each_view([](const std::shared_ptr<const pz::Puzzle>& puzzle, pz::BoardView& v) {
        pz::BoardView* view = &v;
        pz::Session s(puzzle);
        pz::NullAudio audio;
        pz::Rng rng(3);
        bool finished = false;
        for (int i = 0; i < 5000 && s.status() == pz::Status::Playing; ++i) {
            auto m = next_move(*puzzle, s.state(), rng);
            REQUIRE(m);
            auto change = s.play(*m);
            REQUIRE_MESSAGE(change.ok(), change.error().message);
            // Every Change holds the three positions, the played one before the game's own moves.
            REQUIRE(change->played);
            CHECK(s.puzzle().automatic_move(*change->played).has_value() == change->game_moved());
            view->on_change(*change, audio);
            view->update(pz::kEndAnimations);
            CHECK_FALSE(view->animating());
            finished = change->finished;
        }
        CHECK(finished);
        CHECK(count(audio, pz::Sound::Win) == 0);
        CHECK(count(audio, pz::Sound::Lose) == 0);
        // The moves were heard: each view sounds its own moves.
        int heard = 0;
        for (int k : audio.played) heard += k;
        CHECK(heard > 0);
        // A restart and a shown solution come through the same door.
        auto restarted = s.restart();
        REQUIRE(restarted.ok());
        view->on_change(*restarted, audio);
        CHECK(count(audio, pz::Sound::Win) == 0);
    });
    CHECK(games >= 5);
}

TEST_CASE("contract: one drag is one move: the Swipe a fast drag sends after its DragEnd plays no second move and cuts no animation short, in every game") {
    int animated = 0;
    const int games = each_view([&](const std::shared_ptr<const pz::Puzzle>& puzzle, pz::BoardView& v) {
        pz::BoardView* view = &v;
        const pz::Rect area = kRoom;
        const pz::Session s(puzzle);
        int moves = 0;
        bool animated_checked = false;
        // From every point of a 20 px grid over the board's room, a fast 60 px drag each way: the
        // events a finger sends (engine/gesture.cpp), read against the same state, as the play
        // scene would if the first move's animation held the second back.
        for (float y = 10; y < area.h; y += 20)
            for (float x = 10; x < area.w; x += 20)
                for (const auto& [d, dir] : {std::pair{pz::Vec2{60, 0}, pz::Dir::Right}, std::pair{pz::Vec2{-60, 0}, pz::Dir::Left},
                                             std::pair{pz::Vec2{0, 60}, pz::Dir::Down}, std::pair{pz::Vec2{0, -60}, pz::Dir::Up}}) {
                    const pz::Vec2 from{x, y};
                    (void)view->interpret(s.state(), pz::Gesture::at(pz::Gesture::Kind::DragStart, from, from + d * 0.3f));
                    (void)view->interpret(s.state(), pz::Gesture::at(pz::Gesture::Kind::DragMove, from, from + d * 0.6f));
                    const auto end = view->interpret(s.state(), pz::Gesture::at(pz::Gesture::Kind::DragEnd, from, from + d, dir));
                    const auto swipe = view->interpret(s.state(), pz::Gesture::at(pz::Gesture::Kind::Swipe, from, from + d, dir));
                    CAPTURE(x);
                    CAPTURE(y);
                    const bool played = end.kind == pz::Interpretation::Kind::Move, again = swipe.kind == pz::Interpretation::Kind::Move;
                    moves += played;
                    CHECK_FALSE((played && again));
                    if (!played || animated_checked) continue;
                    // Nor does the Swipe end what the move began: the play scene shows the move
                    // (on_change) between the two, and the view's animation runs on past the Swipe.
                    animated_checked = true;
                    pz::Session live(puzzle);
                    pz::NullAudio audio;
                    (void)view->interpret(live.state(), pz::Gesture::at(pz::Gesture::Kind::DragStart, from, from + d * 0.3f));
                    (void)view->interpret(live.state(), pz::Gesture::at(pz::Gesture::Kind::DragEnd, from, from + d, dir));
                    auto change = live.play(end.move);
                    REQUIRE(change.ok());
                    view->on_change(*change, audio);
                    const bool animating = view->animating();
                    (void)view->interpret(live.state(), pz::Gesture::at(pz::Gesture::Kind::Swipe, from, from + d, dir));
                    CHECK(view->animating() == animating);
                    animated += animating;
                }
        MESSAGE(puzzle->game() << ": " << moves << " drags played a move");
    });
    CHECK(games >= 5);
    CHECK(animated >= 2);  // (Decodoku's merge and Fling!'s roll at least)
}

TEST_CASE("feedback: a winning move sounds the win once, a losing one the loss once (the play scene's, never the view's)") {
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        pz::test::PlayScreen ph;
        pz::PlayScene* p = ph.open(*g);
        REQUIRE(ph.top() == "play");
        auto& audio = static_cast<pz::NullAudio&>(ph.app.audio());
        pz::Rng rng(5);
        const pz::Puzzle& puzzle = p->session().puzzle();
        for (int i = 0; i < 5000 && p->session().status() == pz::Status::Playing; ++i) {
            auto m = next_move(puzzle, p->session().state(), rng);
            REQUIRE(m);
            REQUIRE(p->play(*m, ph.app.context()));
        }
        ph.frames(2);
        const bool won = p->session().status() == pz::Status::Won;
        CHECK(count(audio, pz::Sound::Win) == (won ? 1 : 0));
        CHECK(count(audio, pz::Sound::Lose) == (won ? 0 : 1));
        CHECK(p->session().status() != pz::Status::Playing);
    }
}

TEST_CASE("A view's document: Save as level keeps a one-level pack in the player's data folder through the shell's writer, and says so") {
    const pz::GameType* g = pz::find_game("fling");
    if (!g) return;  // a build without Fling!
    pz::test::PlayScreen ph;
    pz::PlayScene* p = ph.open(*g);
    const std::string pack = "# title: Designed\n7x8b2:...o.o./......./......./......./......./......./......./....... unique=yes\n";
    auto parsed = pz::parse_level_pack(pack);
    REQUIRE(parsed.ok());
    REQUIRE(parsed->levels.size() == 1);
    CHECK(g->load(parsed->levels[0].params, parsed->levels[0].desc).ok());
    const auto ask = pz::Interpretation::save_document("fling-designed.txt", pack);
    REQUIRE(p->carry_out(ask, ph.app.context()));
    const std::string first = ph.dir + "/prints/fling-designed.txt";
    CHECK(read_or_empty(first) == pack);
    CHECK(p->message() == "Saved in Prints");  // in player words, never the path
    // Never over another file: the next one beside it.
    REQUIRE(p->carry_out(ask, ph.app.context()));
    CHECK(read_or_empty(ph.dir + "/prints/fling-designed-2.txt") == pack);
    // Nothing is written into the working folder.
    CHECK_FALSE(pz::read_file("fling-designed.txt").ok());
    // A failure is said to the player, with a buzz.
    auto& audio = static_cast<pz::NullAudio&>(ph.app.audio());
    const int buzzes = count(audio, pz::Sound::Invalid);
    ph.shell->set_read_only("another copy of Puzzlebox is using this data folder");
    REQUIRE(p->carry_out(ask, ph.app.context()));
    CHECK(p->message().find("Not saved: ") == 0);
    CHECK(count(audio, pz::Sound::Invalid) == buzzes + 1);
}

TEST_CASE("a panel's seek goes through the mid-end: the game stands there and is kept") {
    const pz::GameType* g = pz::find_game("sweetspots");
    if (!g) return;
    pz::test::PlayScreen ph;
    pz::PlayScene* p = ph.open(*g);
    auto moves = p->session().puzzle().solve(p->session().state());
    REQUIRE(moves.ok());
    REQUIRE(moves->size() >= 2);
    REQUIRE(p->play((*moves)[0], ph.app.context()));
    REQUIRE(p->play((*moves)[1], ph.app.context()));
    REQUIRE(p->carry_out(pz::Interpretation::seek(1), ph.app.context()));
    CHECK(p->session().position() == 1);
    CHECK(p->session().length() == 2);  // the future is kept
}

TEST_CASE("feedback: each game sounds in its own voice while in play, menus in the plain one, and nothing sounds while the window is away") {
    std::vector<pz::Voice> voices;
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        pz::test::PlayScreen ph;
        pz::PlayScene* p = ph.open(*g);
        auto& audio = static_cast<pz::NullAudio&>(ph.app.audio());
        CHECK(audio.voice == p->view().voice());
        CHECK(audio.voice != pz::Voice::Plain);
        for (pz::Voice v : voices) CHECK(v != audio.voice);  // one palette a game
        voices.push_back(audio.voice);
        SDL_Event e{};
        e.type = SDL_WINDOWEVENT;
        e.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
        ph.app.inject(e);
        ph.frames(1);
        CHECK(audio.paused);
        e.window.event = SDL_WINDOWEVENT_FOCUS_GAINED;
        ph.app.inject(e);
        ph.frames(1);
        CHECK_FALSE(audio.paused);
        ph.app.scenes().pop();
        ph.frames(2);
        CHECK(ph.top() == "title");
        CHECK(audio.voice == pz::Voice::Plain);
    }
}
