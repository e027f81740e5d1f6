// Hints in three steps on every game's board, and history in the game's words (issue 18), run
// headless at phone size: the toast's text, the board's pixels at the nudge, the step played.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>
#include <algorithm>
#include <cstdlib>
#include <unistd.h>

#include "../core/toy_game.h"
#include "engine/app.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/app/scenes.h"

namespace {

using Phone = pz::test::PlayScreen;

std::string capitalised(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

using pz::test::keep;

// Pixels that differ between two frames inside r.
int changed_in(const pz::Image& a, const pz::Image& b, pz::Rect r) {
    int n = 0;
    for (int y = static_cast<int>(r.y); y < static_cast<int>(r.y + r.h); ++y)
        for (int x = static_cast<int>(r.x); x < static_cast<int>(r.x + r.w); ++x) n += !(a.at(x, y) == b.at(x, y));
    return n;
}

} // namespace

TEST_CASE("hints: every game shows the nudge, then the reason, then the move, and a fourth press plays it as a hint step") {
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        Phone ph;
        pz::PlayScene* p = ph.open(*g);
        REQUIRE(ph.top() == "play");
        auto expected = p->session().hint();
        REQUIRE_MESSAGE(expected.ok(), (expected.ok() ? "" : expected.error().message));
        const pz::Hint want = *expected;
        REQUIRE_FALSE(want.nudge.empty());
        REQUIRE_FALSE(want.reason.empty());
        REQUIRE_FALSE(want.cells.empty());
        CHECK(pz::hint_button_label(p->session()) == "Hint");
        const pz::Image plain = ph.frame();

        ph.key(SDLK_F1);  // step 1: where to look
        CHECK(p->session().hint_step() == 1);
        CHECK(p->message() == capitalised(want.nudge));
        CHECK(pz::hint_button_label(p->session()) == "Why?");
        const pz::Image nudged = ph.frame();
        keep(nudged, std::string(g->id()) + "-hint-1");
        // The board lights the nudge's first cell (or line, zone, slot).
        const pz::Rect at = p->view().labelled_area({want.cells.front()});
        REQUIRE(at.w > 0);
        CHECK(changed_in(plain, nudged, at) > 50);

        ph.key(SDLK_F1);  // step 2: why
        CHECK(p->session().hint_step() == 2);
        CHECK(p->message() == capitalised(want.reason));
        CHECK(pz::hint_button_label(p->session()) == "Show");

        ph.key(SDLK_F1);  // step 3: the move, in the game's words
        CHECK(p->session().hint_step() == 3);
        CHECK(p->message().find(want.move_name) != std::string::npos);
        CHECK(pz::hint_button_label(p->session()) == "Play it");
        const pz::Image shown = ph.frame();
        keep(shown, std::string(g->id()) + "-hint-3");
        CHECK(changed_in(nudged, shown, at) > 0);  // the move is drawn, not the nudge

        const size_t before = p->session().position();
        const std::string start = p->session().state_at(before)->text();
        ph.key(SDLK_F1);  // the fourth press plays it
        REQUIRE(p->session().position() > before);
        const pz::Step& played = p->session().steps()[before];
        CHECK(played.kind == pz::StepKind::Hint);
        CHECK(played.move == want.move);
        CHECK(p->session().state_at(before + 1)->text() != start);
        CHECK(p->session().hint_step() == 0);  // the position changed: the next hint starts over
        CHECK(pz::hint_button_label(p->session()) == "Hint");
    }
}

TEST_CASE("hints: a step the game gives no text for is passed over, and a new position starts over") {
    // The toy game's hint has a reason and a move but no nudge: the first press gives the reason.
    pz::Session s(std::make_shared<toy::CounterPuzzle>(10));
    CHECK(s.hint_step() == 0);
    REQUIRE(s.show_hint().ok());
    CHECK(s.hint_step() == 2);
    CHECK(pz::hint_text(*s.shown_hint(), 2) == "step towards the goal");
    CHECK(pz::hint_button_label(s) == "Show");
    REQUIRE(s.show_hint().ok());
    CHECK(s.hint_step() == 3);
    REQUIRE(s.show_hint().ok());
    CHECK(s.hint_step() == 3);  // the move stays shown until it is played
    CHECK(pz::hint_text(*s.shown_hint(), 3) == "The move: +2. Play it, or make it yourself.");
    REQUIRE(s.play("+1").ok());  // another move: the hint is gone
    CHECK(s.hint_step() == 0);
    CHECK(s.shown_hint() == nullptr);
    // Playing the hint without asking for its steps still plays it as a hint step.
    REQUIRE(s.play_hint().ok());
    REQUIRE(s.length() == 3);  // +1, the hint's +2, and the game's tick at 3
    CHECK(s.steps()[1].kind == pz::StepKind::Hint);
}

namespace {
// The toy counter's board: any tap means "+5", which its rules refuse with a reason.
class GreedyView : public pz::BoardView {
public:
    void layout(pz::Rect area) override { area_ = area; }
    pz::Interpretation interpret(const pz::State&, const pz::Gesture& g) override {
        if (g.kind == pz::Gesture::Kind::Tap && area_.contains(g.pos)) return pz::Interpretation::invalid("+5");
        return pz::Interpretation::none();
    }
    void draw(pz::Canvas& c, const pz::State&, const pz::DrawInfo& info) const override {
        c.fill_rect(pz::Layer::Board, area_, info.palette.board);
    }
    pz::Rect area_;
};
} // namespace

TEST_CASE("play: an illegal move says the rules' reason in one line") {
    Phone ph;
    auto session = std::make_shared<pz::Session>(std::make_shared<toy::CounterPuzzle>(10));
    auto scene = std::make_unique<pz::PlayScene>(*ph.shell, session, pz::PlayOrigin::custom("Toy"), std::make_unique<GreedyView>());
    auto* p = scene.get();
    ph.app.scenes().push(std::move(scene));
    ph.app.scenes().apply_pending(ph.app.context());
    ph.frames(2);
    const pz::Vec2 at = p->board_area(ph.app.context()).center();
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.x = static_cast<int>(at.x), e.button.y = static_cast<int>(at.y), e.button.button = SDL_BUTTON_LEFT;
    ph.app.inject(e);
    ph.frames(1);
    e.type = SDL_MOUSEBUTTONUP;
    ph.app.inject(e);
    ph.frames(1);
    CHECK(p->message() == "Moves are +1 or +2, not '+5'");
    CHECK(session->length() == 0);
}

TEST_CASE("hints: the toast keeps off the cells it talks about and fits the phone") {
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        Phone ph;
        pz::PlayScene* p = ph.open(*g, 5);
        const pz::Hint want = p->session().hint().value();
        for (int step = 1; step <= 3; ++step) {
            CAPTURE(step);
            ph.key(SDLK_F1);
            ph.frames(1);
            std::vector<std::string> talked_of = want.cells;
            if (step == 3)
                for (const auto& c : p->session().puzzle().move_cells(p->session().state(), want.move)) talked_of.push_back(c);
            const pz::Rect cells = p->view().labelled_area(talked_of), t = p->toast_rect();
            REQUIRE(cells.h > 0);
            REQUIRE(t.h > 0);
            CHECK(t.x >= 0);
            CHECK(t.x + t.w <= 360);
            CHECK((t.y >= cells.y + cells.h || t.y + t.h <= cells.y));
        }
    }
}

TEST_CASE("history: step labels are the game's move names, hints and noise bursts marked") {
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        Phone ph;
        pz::PlayScene* p = ph.open(*g, 5);  // a level a few moves long
        pz::Session& s = p->session();
        // One move as the player's own, then hints until a game's own event shows up (Decodoku's
        // noise burst comes after five moves) or the game ends.
        REQUIRE(s.play(s.hint().value().move).ok());
        for (int i = 0; i < 6 && s.status() == pz::Status::Playing; ++i) REQUIRE(s.play_hint().ok());
        const auto labels = pz::history_labels(s);
        REQUIRE(labels.size() == s.length() + 1);
        CHECK(labels[0] == "0. Start");
        for (size_t i = 0; i < s.length(); ++i) {
            const pz::Step& st = s.steps()[i];
            std::string name = s.puzzle().move_name(*s.state_at(i), st.move);
            if (st.kind == pz::StepKind::Hint) name = "hint: " + name;
            CHECK(labels[i + 1] == std::to_string(i + 1) + ". " + name);
        }
        auto marked = [&](const std::string& what) {
            return std::count_if(labels.begin(), labels.end(), [&](const std::string& l) { return l.find(what) != std::string::npos; });
        };
        CHECK(marked("hint: ") + 1 == std::count_if(s.steps().begin(), s.steps().end(), [](const pz::Step& st) { return st.kind != pz::StepKind::Event; }));
        if (g->id() == "decodoku") CHECK(marked(". noise burst") >= 1);
        // The history scene shows them; its frame is kept to be looked at (PZ_SCREENSHOTS).
        p->open_history(ph.app.context());
        ph.frames(2);
        REQUIRE(ph.top() == "history");
        keep(ph.frame(), std::string(g->id()) + "-history");
    }
}

TEST_CASE("history: a replay opens at its start, the board at full contrast with the moved piece marked") {
    const pz::GameType* g = pz::find_game("bitflipper");
    if (!g) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    Phone ph;
    pz::Session game(std::shared_ptr<const pz::Puzzle>(pz::load_game_id("bitflipper:3x3s3t0:121/211/102").value()));
    REQUIRE(game.play("0,0").ok());
    REQUIRE(game.play("2,2").ok());
    const std::string path = ph.dir + "/shared.pzr";
    REQUIRE(pz::save_record_file(path, pz::record_of(game)).ok());
    REQUIRE(ph.shell->open_replay(ph.app.scenes(), path).ok());
    ph.frames(3);
    REQUIRE(ph.top() == "history");
    CHECK(pz::history_cursor(*ph.app.scenes().top()) == 0);
    const pz::Image start = ph.frame();
    ph.key(SDLK_RIGHT);  // step 1: the tap on A1
    CHECK(pz::history_cursor(*ph.app.scenes().top()) == 1);
    const pz::Image first = ph.frame();
    keep(first, "bitflipper-history-1");
    const pz::Palette& pal = pz::palette(false, false);
    // The tapped cell is outlined in the highlight colour.
    CHECK(first.count(pal.highlight, 4) > start.count(pal.highlight, 4) + 100);
}
