// The shell's scenes run headless (SDL_VIDEODRIVER=dummy): input is fed as SDL events and the
// test asserts on scene and session state, and on pixels of rendered frames.
#include <doctest/doctest.h>

#include "screen.h"

#include <SDL.h>
#include <algorithm>
#include <chrono>
#include <thread>
#include <dirent.h>
#include <unistd.h>

#include "../core/toy_game.h"
#include "engine/app.h"
#include "game/ui/palette.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/scenes.h"

namespace {

// Draws the counter as a row of dots; a tap adds 1, a swipe right adds 2.
class CounterView : public pz::BoardView {
public:
    void layout(pz::Rect area) override { area_ = area; }
    pz::Interpretation interpret(const pz::State&, const pz::Gesture& g) override {
        if (!area_.contains(g.start)) return pz::Interpretation::none();
        if (g.kind == pz::Gesture::Kind::Tap) return pz::Interpretation::play("+1");
        if (g.kind == pz::Gesture::Kind::Swipe && g.dir == pz::Dir::Right) return pz::Interpretation::play("+2");
        if (g.kind == pz::Gesture::Kind::Swipe) return pz::Interpretation::invalid();
        return pz::Interpretation::none();
    }
    void draw(pz::Canvas& c, const pz::State& s, const pz::DrawInfo& info) const override {
        int v = static_cast<const toy::Counter&>(s).value;
        c.fill_rect(pz::Layer::Board, area_, info.palette.board);
        for (int i = 0; i < v; ++i)
            c.fill_circle(pz::Layer::Pieces, {area_.x + 20.f + static_cast<float>(i) * 24.f, area_.y + 30.f}, 9.f, {250, 120, 20});
    }
    pz::Rect area_;
};

struct Harness : pz::test::Screen {
    explicit Harness(int w = 360, int h = 640) : Screen(w, h) {}
    pz::PlayScene* play_counter(int goal = 10) {
        auto session = std::make_shared<pz::Session>(std::make_shared<toy::CounterPuzzle>(goal));
        auto scene = std::make_unique<pz::PlayScene>(*shell, session, pz::PlayOrigin::custom("Toy"),
                                                     std::make_unique<CounterView>());
        auto* p = scene.get();
        app.scenes().push(shell->title());
        app.scenes().push(std::move(scene));
        app.scenes().apply_pending(app.context());
        frames(2);
        return p;
    }
    void mouse(Uint32 type, int x, int y) {
        SDL_Event e{};
        e.type = type;
        if (type == SDL_MOUSEMOTION) {
            e.motion.x = x;
            e.motion.y = y;
        } else {
            e.button.x = x;
            e.button.y = y;
            e.button.button = SDL_BUTTON_LEFT;
        }
        app.inject(e);
    }
    void tap(int x, int y) {
        mouse(SDL_MOUSEBUTTONDOWN, x, y);
        frames(1);
        mouse(SDL_MOUSEBUTTONUP, x, y);
        frames(1);
    }
};

int counter(pz::PlayScene* p) { return static_cast<const toy::Counter&>(p->session().state()).value; }

} // namespace

TEST_CASE("title screen renders: background, title text and game buttons in pixels") {
    Harness h(720, 900);
    REQUIRE(pz::open_named_scene(*h.shell, h.app.scenes(), "title").ok());
    h.app.scenes().apply_pending(h.app.context());
    h.frames(2);
    h.app.capture_next_frame();
    h.frames(1);
    const pz::Image& img = h.app.last_frame();
    REQUIRE(img.w == 720);
    REQUIRE(img.h == 900);
    const pz::Palette& p = pz::palette(false, false);
    CHECK(img.at(3, 3) == p.background);         // palette background in the corner
    CHECK(img.count(p.text, 12) > 300);          // the big white "Puzzlebox" title
    CHECK(img.count(p.game_accent(pz::all_games().front()->accent_hue()), 6) > 100);  // the first game's piece, in its colour
}

TEST_CASE("every named scene opens and renders frames headless") {
    for (const char* name : {"title", "settings", "help"}) {
        CAPTURE(name);
        Harness h;
        REQUIRE(pz::open_named_scene(*h.shell, h.app.scenes(), name).ok());
        h.app.scenes().apply_pending(h.app.context());
        h.frames(3);
        CHECK(h.top() == std::string(name));
    }
    Harness h;
    auto bad = pz::open_named_scene(*h.shell, h.app.scenes(), "nonsense");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.find("unknown scene 'nonsense'") == 0);
}

TEST_CASE("settings: Escape goes back to the title") {
    Harness h;
    REQUIRE(pz::open_named_scene(*h.shell, h.app.scenes(), "settings").ok());
    h.app.scenes().apply_pending(h.app.context());
    h.frames(2);
    CHECK(h.top() == "settings");
    h.key(SDLK_ESCAPE);
    h.frames(1);
    CHECK(h.top() == "title");
}

TEST_CASE("settings: Vibration shows only where the device can vibrate (issue 28)") {
    for (const bool can : {false, true}) {
        CAPTURE(can);
        Harness h(360, 1200);  // tall: every switch is on screen
        h.shell->can_vibrate = can;
        REQUIRE(pz::open_named_scene(*h.shell, h.app.scenes(), "settings").ok());
        h.app.scenes().apply_pending(h.app.context());
        const auto labels = pz::test::labels_drawn(h);
        CHECK(std::find(labels.begin(), labels.end(), "Reduced motion") != labels.end());
        CHECK((std::find(labels.begin(), labels.end(), "Vibration") != labels.end()) == can);
    }
}

TEST_CASE("play: a tap on the board is a move, undo/redo keys work, the game auto-saves") {
    Harness h;
    auto* p = h.play_counter();
    pz::Rect area = p->board_area(h.app.context());
    const int cx = static_cast<int>(area.center().x), cy = static_cast<int>(area.center().y);
    h.tap(cx, cy);
    CHECK(counter(p) == 1);
    h.tap(cx, cy);
    CHECK(counter(p) == 2);
    CHECK(pz::file_exists(h.shell->save_path_of(p->session())));
    h.key(SDLK_z, KMOD_LCTRL);
    CHECK(counter(p) == 1);
    h.key(SDLK_y, KMOD_LCTRL);
    CHECK(counter(p) == 2);
}

TEST_CASE("play: a swipe is a move, an invalid swipe changes nothing") {
    Harness h;
    auto* p = h.play_counter();
    pz::Rect area = p->board_area(h.app.context());
    const int x = static_cast<int>(area.x + 40), y = static_cast<int>(area.center().y);
    h.mouse(SDL_MOUSEBUTTONDOWN, x, y);
    h.frames(1);
    h.mouse(SDL_MOUSEMOTION, x + 60, y);
    h.frames(1);
    h.mouse(SDL_MOUSEBUTTONUP, x + 120, y);
    h.frames(1);
    CHECK(counter(p) == 2);
    h.mouse(SDL_MOUSEBUTTONDOWN, x + 120, y);
    h.frames(1);
    h.mouse(SDL_MOUSEBUTTONUP, x + 20, y);  // left: not a move in this game
    h.frames(1);
    CHECK(counter(p) == 2);
    CHECK(p->message() == "That move is not allowed");
}

TEST_CASE("play: taps on the HUD do not reach the board") {
    Harness h;
    auto* p = h.play_counter();
    h.tap(180, 20);  // the top bar
    CHECK(counter(p) == 0);
}

TEST_CASE("play: Escape opens the pause overlay, which swallows board input") {
    Harness h;
    auto* p = h.play_counter();
    h.key(SDLK_ESCAPE);
    h.frames(1);
    CHECK(h.top() == "pause");
    pz::Rect area = p->board_area(h.app.context());
    h.tap(static_cast<int>(area.x + 10), static_cast<int>(area.y + area.h - 10));
    CHECK(counter(p) == 0);
    h.key(SDLK_ESCAPE);
    h.frames(1);
    CHECK(h.top() == "play");
}

TEST_CASE("history: long-press opens it at the current move, taps step, it never changes the game") {
    Harness h;
    auto* p = h.play_counter();
    pz::Rect area = p->board_area(h.app.context());
    const int cx = static_cast<int>(area.center().x), cy = static_cast<int>(area.center().y);
    for (int i = 0; i < 3; ++i) h.tap(cx, cy);  // 1, 2, 3 -> tick -> 4
    REQUIRE(counter(p) == 4);
    REQUIRE(p->session().length() == 4);
    h.mouse(SDL_MOUSEBUTTONDOWN, cx, cy);
    h.frames(1);
    h.now += 600;  // held past the long-press threshold
    h.frames(1);
    h.mouse(SDL_MOUSEBUTTONUP, cx, cy);
    h.frames(1);
    REQUIRE(h.top() == "history");
    CHECK(pz::history_cursor(*h.app.scenes().top()) == 4);  // as the pause menu's History (issue 44)
    h.key(SDLK_LEFT);
    h.key(SDLK_LEFT);
    h.key(SDLK_RIGHT);
    CHECK(counter(p) == 4);  // browsing the past leaves the game where it is
    h.key(SDLK_ESCAPE);
    h.frames(1);
    CHECK(h.top() == "play");
    CHECK(p->session().position() == 4);
}

TEST_CASE("history: pixels show the past board at full contrast") {
    Harness h;
    auto* p = h.play_counter();
    pz::Rect area = p->board_area(h.app.context());
    for (int i = 0; i < 2; ++i) h.tap(static_cast<int>(area.center().x), static_cast<int>(area.center().y));
    p->open_history(h.app.context());
    h.frames(2);
    REQUIRE(h.top() == "history");
    h.key(SDLK_LEFT);  // it opens at the current move: one back
    h.app.capture_next_frame();
    h.frames(1);
    const pz::Image& img = h.app.last_frame();
    // One dot (the state after move 1), in the live orange: the past is no longer dimmed (issue 18).
    CHECK(img.count({250, 120, 20}, 6) > 50);
    CHECK(img.count({193, 93, 15}, 20) == 0);
}

TEST_CASE("a corrupt auto-save is set aside with a notice and never blocks the game") {
    char tmpl[] = "/tmp/pz-corrupt-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    const std::string path = pz::PlayerData(dir, pz::all_games(), false).save_path("toy:g10:c");
    pz::make_dirs(path.substr(0, path.rfind('/')));
    REQUIRE(pz::write_file_atomic(path, "puzzlebox-record 1\nid toy:g10:c\nstep move 0 +9\n").ok());
    pz::Shell shell(dir);
    pz::PlayOrigin o;
    auto s = shell.resume("toy", &o);
    CHECK(s == nullptr);
    CHECK(shell.notice.find("A damaged save was set aside") != std::string::npos);
    CHECK(shell.notice.find(dir) == std::string::npos);  // player words: no file path
    CHECK_FALSE(pz::file_exists(path));
    CHECK_FALSE(shell.has_save("toy"));
}

TEST_CASE("a finished game is kept as a record, listed, and exported replays parse back") {
    Harness h;
    auto* p = h.play_counter(2);
    pz::Rect area = p->board_area(h.app.context());
    h.tap(static_cast<int>(area.center().x), static_cast<int>(area.center().y));
    h.tap(static_cast<int>(area.center().x), static_cast<int>(area.center().y));
    REQUIRE(p->session().status() == pz::Status::Won);
    auto recs = h.shell->records("toy");
    REQUIRE(recs.size() == 1);
    CHECK(recs[0].result == "won");
    CHECK(recs[0].moves == 2);
    CHECK_FALSE(pz::file_exists(h.shell->save_path_of(p->session())));  // a finished game leaves no auto-save
    auto exported = h.shell->export_replay(p->session());
    REQUIRE(exported.ok());
    auto text = pz::read_file(*exported);
    REQUIRE(text.ok());
    auto rec = pz::parse_record(*text);
    REQUIRE(rec.ok());
    CHECK(rec->steps.size() == 2);
    // "toy" is not a registered game, so opening it names the file and the reason.
    auto opened = h.shell->open_record(recs[0].path);
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error().message == recs[0].path + ": unknown game 'toy'");
    CHECK(h.shell->progress().get("toy/custom/Toy").solved);
    CHECK_FALSE(recs[0].params.empty());  // statistics group by it

    // A file dropped on the window goes to the platform's handler; a replay that cannot open
    // says why in a message over the game, and the game underneath is untouched.
    std::string dropped;
    h.app.context().on_file_dropped = [&](const std::string& path, pz::Context& ctx) {
        dropped = path;
        auto ok = h.shell->open_replay(*ctx.scenes, path);
        REQUIRE_FALSE(ok.ok());
        ctx.scenes->push(pz::make_message_scene("Cannot open this file", ok.error().message));
    };
    SDL_Event e{};
    e.type = SDL_DROPFILE;
    std::string path = *exported;
    e.drop.file = path.data();
    h.app.inject(e);
    h.frames(2);
    CHECK(dropped == *exported);
    REQUIRE(h.app.scenes().top());
    CHECK(h.app.scenes().top()->name() == "message");
    CHECK(p->session().status() == pz::Status::Won);
}

namespace {
class SurvivalCounter : public toy::CounterPuzzle {
public:
    SurvivalCounter() : toy::CounterPuzzle(10) {}
    bool allows_undo() const override { return false; }
};
} // namespace

TEST_CASE("history of a survival game is for watching: no resuming from the past (finding 11)") {
    pz::Session survival(std::make_shared<SurvivalCounter>());
    REQUIRE(survival.play("+1").ok());
    REQUIRE(survival.play("+1").ok());
    CHECK_FALSE(pz::history_may_resume(survival, 0, false));
    CHECK_FALSE(pz::history_may_resume(survival, 1, true));
    pz::Session practice(std::make_shared<toy::CounterPuzzle>(10));
    REQUIRE(practice.play("+1").ok());
    REQUIRE(practice.play("+1").ok());
    CHECK(pz::history_may_resume(practice, 1, false));
    CHECK_FALSE(pz::history_may_resume(practice, 2, false));  // where it stands already
    CHECK(pz::history_may_resume(practice, 2, true));         // a replay plays on from its end
}

TEST_CASE("opening a replay never writes over the player's save (finding 2)") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    Harness h;
    // The player's own game, saved.
    auto own = std::make_shared<pz::Session>(std::shared_ptr<const pz::Puzzle>(pz::load_game_id("bitflipper:3x3s3t0:121/211/102").value()));
    REQUIRE(own->play(own->hint()->move).ok());
    h.shell->autosave(*own, pz::PlayOrigin::custom(), 0);
    const std::string path = h.shell->save_path_of(*own);
    const std::string saved = *pz::read_file(path);
    // Someone else's replay of another board, opened as a file (or dropped on the window).
    pz::Session other(std::shared_ptr<const pz::Puzzle>(pz::load_game_id("bitflipper:3x3s3t0:102/012/202").value()));
    REQUIRE(other.play(other.hint()->move).ok());
    const std::string replay = h.dir + "/../pz-other-" + std::to_string(getpid()) + ".pzr";
    REQUIRE(pz::save_record_file(replay, pz::record_of(other)).ok());
    h.app.scenes().push(h.shell->title());
    REQUIRE(h.shell->open_replay(h.app.scenes(), replay).ok());
    h.frames(3);
    CHECK(h.top() == "history");
    h.app.scenes().pop();  // the replay's board under its history (Back leaves both: see script_test.cpp)
    h.frames(1);
    auto* p = static_cast<pz::PlayScene*>(h.app.scenes().top());
    REQUIRE(p->name() == "play");
    CHECK(p->is_replay());
    // A move on a replay is refused with the way to play on; nothing is saved.
    CHECK_FALSE(p->play(p->session().hint()->move, h.app.context()));
    CHECK(p->message().find("Play on from here") != std::string::npos);
    h.app.scenes().pop();  // leaving the replay (its on_exit would auto-save a game)
    h.frames(2);
    CHECK(*pz::read_file(path) == saved);
    // Playing on is the player's choice, and only then does it become their saved game.
    REQUIRE(h.shell->open_replay(h.app.scenes(), replay).ok());
    h.frames(3);
    h.app.scenes().pop();  // to the replay's board
    h.frames(1);
    auto* q = static_cast<pz::PlayScene*>(h.app.scenes().top());
    REQUIRE(q->name() == "play");
    q->play_on_from_replay();
    REQUIRE(q->play(q->session().hint()->move, h.app.context()));
    // It is saved as a game of its own: the player's save of another board stays as it was.
    CHECK(pz::file_exists(h.shell->save_path_of(other)));
    CHECK(*pz::read_file(path) == saved);
    std::remove(replay.c_str());
}

TEST_CASE("a long generation runs off the drawing thread: progress sheet, Cancel, and the puzzle opens when ready") {
    const pz::GameType* spots = pz::find_game("sweetspots");
    const pz::GameType* flipper = pz::find_game("bitflipper");
    if (!spots || !flipper) {
        MESSAGE("skipped: this build lacks Sweet Spots or BitFlipper (PZ_GAMES)");
        return;
    }
    Harness h;
    h.app.scenes().push(h.shell->title());
    // A 14x14 board with three chests a line takes seconds to make (issue 16: the window froze).
    h.app.scenes().push(pz::make_generating_scene(*h.shell, *spots, "14k3", 1, pz::PlayOrigin::endless("Endless #1")));
    h.app.scenes().apply_pending(h.app.context());
    double worst_ms = 0;
    for (int i = 0; i < 40; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        h.frames(1);
        worst_ms = std::max(worst_ms, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    REQUIRE(h.top() == "generating");
    // Forty frames went by while the board is still being made: the work is not on this thread.
    CHECK(pz::generating_scene_busy(*h.app.scenes().top()));
    CHECK(pz::generating_scene_progress(*h.app.scenes().top()) < 0);  // attempts needed are unknown: no fraction
    // Instead the sheet counts the boards tried (issue 25): the first is reported as the work starts.
    for (int i = 0; i < 5000 && pz::generating_scene_tries(*h.app.scenes().top()) == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    CHECK(pz::generating_scene_tries(*h.app.scenes().top()) >= 1);
    h.app.capture_next_frame();
    h.frames(1);
    pz::test::keep(h.app.last_frame(), "generating-14k3");
    CHECK(h.app.last_frame().count({0, 0, 0, 255}, 40) < h.app.last_frame().w * h.app.last_frame().h);  // drawn, dimmed
    MESSAGE("worst frame while generating 14x14 k=3: " << worst_ms << " ms");
    h.key(SDLK_ESCAPE);  // Cancel
    h.frames(2);
    CHECK(h.top() == "title");

    // A quick one opens its game in place of the sheet.
    h.app.scenes().push(pz::make_generating_scene(*h.shell, *flipper, "3x3s3t0", 5, pz::PlayOrigin::endless("Endless #5")));
    h.app.scenes().apply_pending(h.app.context());
    for (int i = 0; i < 500 && h.top() != "play"; ++i) {
        h.frames(1);
        usleep(2000);
    }
    CHECK(h.top() == "play");
}

TEST_CASE("idle costs nothing: a still screen draws no frames, a shown clock one a second, input draws") {
    Harness h;
    REQUIRE(pz::open_named_scene(*h.shell, h.app.scenes(), "title").ok());
    h.app.scenes().apply_pending(h.app.context());
    h.frames(250);  // the title's greeting (its pieces bob for 3 s) is over
    uint64_t before = h.app.frames_drawn();
    h.frames(600);  // ten more seconds, nothing happening
    CHECK(h.app.frames_drawn() - before == 0);
    CHECK(h.app.idle_wait_ms() > 0);  // the desktop loop would sleep

    // A game with its clock shown: one frame for each second the clock turns over.
    auto* p = h.play_counter();
    h.frames(20);
    before = h.app.frames_drawn();
    h.frames(313);  // about five seconds
    const uint64_t ticks = h.app.frames_drawn() - before;
    CHECK(ticks >= 4);
    CHECK(ticks <= 6);
    // The clock kept counting while nothing was drawn between its ticks.
    CHECK(p->mid_end().clock_ms() >= 5000);

    // Without the clock the board is still: nothing drawn until a tap, which draws at once.
    h.shell->settings().show_timer = false;
    h.frames(5);
    before = h.app.frames_drawn();
    h.frames(300);
    CHECK(h.app.frames_drawn() - before == 0);
    const pz::Rect area = p->board_area(h.app.context());
    h.tap(static_cast<int>(area.center().x), static_cast<int>(area.center().y));
    CHECK(h.app.frames_drawn() - before >= 2);
    CHECK(counter(p) == 1);
}

namespace {
// A BitFlipper replay of `steps` taps on one cell, written as a player's file would be: large enough
// (17 bytes a step) to be opened off the drawing thread past Shell::kOpenInBackground.
std::string long_replay(const std::string& path, int steps, const std::string& bad_step = {}) {
    std::string text = "puzzlebox-record 1\nid bitflipper:4x4s4t0:0202/3001/2333/3110\ncursor " + std::to_string(steps) + "\n";
    for (int i = 0; i < steps; ++i) text += (i == steps - 1 && !bad_step.empty()) ? bad_step : "step move 0 1,1\n";
    text += "end\n";
    REQUIRE(pz::write_file_atomic(path, text).ok());
    return path;
}
// Frames until no scene named "opening" is on top, with the worker given time to run.
void until_opened(Harness& h) {
    for (int i = 0; i < 2000 && h.top() == "opening"; ++i) {
        h.frames(1);
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
}
} // namespace

TEST_CASE("a huge replay says which game it opens from its first frames, with a bar and Cancel, before its history (issue 43)") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    Harness h;
    const int steps = 200000;  // 3.4 MB: replaying it takes far longer than the frame after opening
    const std::string path = long_replay(h.dir + "/../pz-huge-" + std::to_string(getpid()) + ".pzr", steps);
    h.app.scenes().push(h.shell->title());
    h.frames(1);
    // Given by its path (as --replay and a dropped file are): the frames right after the sheet is
    // on the stack (as --replay puts it) show it, naming the game in player words, never the path,
    // with a bar and Cancel. Its words are laid out in the first; ImGui shows a new window from the
    // second (16 ms later), whose pixels then change where the sheet is.
    const pz::Image before = h.frame();
    REQUIRE(h.shell->open_replay(h.app.scenes(), path, nullptr, path).ok());
    h.app.scenes().apply_pending(h.app.context());
    pz::ui::Log log;
    pz::ui::set_log(&log);
    (void)h.frame();
    pz::ui::set_log(nullptr);
    const pz::Image shown = h.frame();
    REQUIRE(h.top() == "opening");
    REQUIRE(shown.rgba.size() == before.rgba.size());
    int changed = 0;  // in the middle third of the screen, where the sheet sits
    for (int y = shown.h / 3; y < 2 * shown.h / 3; ++y)
        for (int x = 0; x < shown.w; ++x) changed += !(shown.at(x, y) == before.at(x, y));
    CHECK(changed > shown.w * shown.h / 20);
    const std::string words = pz::opening_scene_words(*h.app.scenes().top());
    CHECK(words == "Opening a BitFlipper replay...");
    std::vector<std::string> labels;
    std::string all;
    for (const auto& it : log.items) {
        labels.push_back(it.label);
        all += it.label + " | ";
    }
    INFO(all);
    CHECK(std::find(labels.begin(), labels.end(), words) != labels.end());
    CHECK(std::find(labels.begin(), labels.end(), "Cancel") != labels.end());
    for (const auto& l : labels) CHECK(l.find(h.dir) == std::string::npos);
    // Cancel returns to the screen it was opened from, and nothing opens later.
    REQUIRE(pz::test::press_button(h, "Cancel"));
    CHECK(h.top() == "title");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    h.frames(3);
    CHECK(h.top() == "title");
    // Opened again and left to finish: the history, with every step, where the sheet was.
    REQUIRE(h.shell->open_replay(h.app.scenes(), path, nullptr, path).ok());
    h.app.scenes().apply_pending(h.app.context());
    CHECK(h.top() == "opening");
    for (int i = 0; i < 20000 && h.top() == "opening"; ++i) {
        h.frames(1);
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    h.frames(2);
    REQUIRE(h.top() == "history");
    auto* play = static_cast<pz::PlayScene*>(h.app.scenes().at(h.app.scenes().size() - 2));
    CHECK(play->session().length() == static_cast<size_t>(steps));
    CHECK(h.shell->replay_files("bitflipper").size() == 1);  // kept once, from the text made off the drawing thread
    std::remove(path.c_str());
}

TEST_CASE("a long replay opens under a sheet with its progress, never a frozen window (issue 25 g)") {
    if (!pz::find_game("bitflipper")) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    Harness h;
    const int steps = 40000;  // 680 KB
    const std::string path = long_replay(h.dir + "/../pz-long-" + std::to_string(getpid()) + ".pzr", steps);
    h.app.scenes().push(h.shell->title());
    h.frames(1);
    std::string note = "stale";
    REQUIRE(h.shell->open_replay(h.app.scenes(), path, &note).ok());
    CHECK(note.empty());
    h.app.scenes().apply_pending(h.app.context());
    // The call returned at once: the sheet is up and the window keeps drawing while it works.
    REQUIRE(h.top() == "opening");
    const double p = pz::opening_scene_progress(*h.app.scenes().top());
    CHECK(p <= 1.0);
    until_opened(h);
    h.frames(2);
    const std::string shown = h.top() == "message" ? pz::message_scene_text(*h.app.scenes().top()) : h.top();
    INFO(shown);
    REQUIRE(h.top() == "history");
    auto* play = static_cast<pz::PlayScene*>(h.app.scenes().at(h.app.scenes().size() - 2));
    CHECK(play->session().length() == static_cast<size_t>(steps));
    // Kept once with the player's replays, as a short one is.
    CHECK(h.shell->replay_files("bitflipper").size() == 1);

    // Cancel (Back) leaves the screen it was opened from, and nothing opens later.
    h.app.scenes().clear_to_root();
    h.frames(1);
    REQUIRE(h.shell->open_replay(h.app.scenes(), path).ok());
    h.app.scenes().apply_pending(h.app.context());
    REQUIRE(h.top() == "opening");
    h.key(SDLK_ESCAPE);
    h.frames(3);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    h.frames(3);
    CHECK(h.top() == "title");

    // A long file with a bad last step says why in a message naming the file by its name, not its path.
    const std::string bad = long_replay(h.dir + "/../pz-long-bad-" + std::to_string(getpid()) + ".pzr", steps, "step move 0 9,9\n");
    REQUIRE(h.shell->open_replay(h.app.scenes(), bad, nullptr, "friend.pzr").ok());
    h.app.scenes().apply_pending(h.app.context());
    until_opened(h);
    h.frames(1);
    REQUIRE(h.top() == "message");
    const std::string said = pz::message_scene_text(*h.app.scenes().top());
    CHECK(said.find("friend.pzr") != std::string::npos);
    CHECK(said.find("step 40000") != std::string::npos);
    CHECK(said.find(h.dir) == std::string::npos);
    std::remove(path.c_str());
    std::remove(bad.c_str());
}
