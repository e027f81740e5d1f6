// The Custom... form (issue 19): every game's fields make its presets' params again, the game's
// parser checks each change (its reason under the field, Start disabled), a valid form starts a
// game with those params, and the form is remembered per game in the settings file.
#include <doctest/doctest.h>

#include "screen.h"

#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/custom.h"
#include "game/app/scenes.h"
#include "game/core/job.h"

namespace {

struct Screen : pz::test::Screen {
    using pz::test::Screen::Screen;
    pz::CustomScene* open_form(const pz::GameType& g) {
        app.scenes().push(shell->title());
        app.scenes().push(shell->levels(g));
        auto form = std::make_unique<pz::CustomScene>(*shell, g);
        auto* f = form.get();
        app.scenes().push(std::move(form));
        app.scenes().apply_pending(app.context());
        frames(2);
        return f;
    }
    // What a tap on Start does (the headless SDL has no mouse focus for ImGui to read taps from).
    void press_start(pz::CustomScene* form) {
        form->start(app.context());
        app.scenes().apply_pending(app.context());
        frames(1);
    }
    // Frames until the generating sheet has opened the game (or it gives up).
    void until_play() {
        for (int i = 0; i < 1000 && top() != "play"; ++i) {
            frames(1);
            usleep(2000);
        }
    }
};

// Boards are made only when the test says so: a 3x5 board takes the worker less time than a frame,
// so without this the game could already be open when the test looks for the generating sheet.
struct HeldGeneration {
    struct Request {
        const pz::GameType* game;
        std::string params;
        uint64_t seed;
        std::shared_ptr<pz::Job::State> state;
        pz::Generated out;
    };
    std::vector<Request> held;
    HeldGeneration() {
        pz::set_generation_runner([this](const pz::GameType& game, const std::string& params, uint64_t seed,
                                         std::shared_ptr<pz::Job::State> state, pz::Generated out) {
            held.push_back({&game, params, seed, std::move(state), std::move(out)});
        });
    }
    ~HeldGeneration() { pz::set_generation_runner(nullptr); }
    HeldGeneration(const HeldGeneration&) = delete;
    HeldGeneration& operator=(const HeldGeneration&) = delete;
    // Makes every held board, here and now, as the worker would have.
    void release() {
        for (Request& r : held) {
            *r.out = r.game->generate(r.params, r.seed);
            r.state->done.store(true, std::memory_order_release);
        }
        held.clear();
    }
};

} // namespace

TEST_CASE("custom: the remembered params round-trip in the settings file, and files without them still load") {
    pz::Settings s;
    s.custom_params["bitflipper"] = "5x5s6t2kw";
    s.custom_params["odd game%"] = "a b%c";
    s.custom_params["empty"] = "";  // nothing to remember: not written
    auto back = pz::Settings::parse(s.write());
    REQUIRE(back.ok());
    CHECK(back->custom_params.size() == 2);
    CHECK(back->custom_params.at("bitflipper") == "5x5s6t2kw");
    CHECK(back->custom_params.at("odd game%") == "a b%c");
    CHECK(back->write() == pz::Settings::parse(back->write())->write());
    // A file from before the key loads as it did; a damaged custom line is skipped and named.
    auto old = pz::Settings::parse("puzzlebox-settings 2\nsound off\noption sweetspots.chest_first on\n");
    REQUIRE(old.ok());
    CHECK(old->custom_params.empty());
    CHECK_FALSE(old->sound);
    std::vector<pz::Error> skipped;
    auto bad = pz::Settings::parse("puzzlebox-settings 2\ncustom. 5x5\ncustom.fling 7x8b%zz\ncustom.fling 7x8b9\nsound off\n", &skipped);
    REQUIRE(bad.ok());
    CHECK(skipped.size() == 2);
    CHECK(bad->custom_params.at("fling") == "7x8b9");
    CHECK_FALSE(bad->sound);
}

TEST_CASE("custom: every game's form makes its presets' params again, each field in its range") {
    int games = 0;
    for (const pz::GameType* g : pz::all_games()) {
        const auto none = g->param_fields({});
        if (none.empty()) continue;
        ++games;
        const std::string id(g->id());
        CAPTURE(id);
        // The defaults make a valid form.
        CHECK(g->custom_params(none).ok());
        for (const pz::Preset& p : g->presets()) {
            CAPTURE(p.params);
            const auto fields = g->param_fields(p.params);
            for (const pz::ParamField& f : fields) {
                CAPTURE(f.key);
                CHECK_FALSE(f.label.empty());
                if (f.choices.empty()) CHECK((f.value >= f.min && f.value <= f.max && f.step >= 1));
                else CHECK((f.value >= 0 && f.value < static_cast<int>(f.choices.size())));
            }
            auto made = g->custom_params(fields);
            REQUIRE_MESSAGE(made.ok(), made.error().message);
            // The same params as the preset.
            CHECK(*made == p.params);
        }
    }
    CHECK(games >= static_cast<int>(pz::all_games().size()) - 1);  // all but the test game Tally
}

TEST_CASE("custom: an invalid form shows the parser's reason under the field and cannot start") {
    const pz::GameType* g = pz::find_game("bitflipper");
    if (!g) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    Screen s;
    pz::CustomScene* form = s.open_form(*g);
    REQUIRE(s.top() == "custom");
    REQUIRE(form->can_start());
    CHECK(s.frame().count(s.shell->palette().error_text, 30) == 0);
    form->set("states", 4);
    form->set("target", 5);  // a target the cells never reach with 4 states
    REQUIRE_FALSE(form->can_start());
    const std::string why = form->params().error().message;
    // The reason is the one generate() gives for the same params: the same parser.
    auto direct = g->generate("4x4s4t5", 1);
    REQUIRE_FALSE(direct.ok());
    CHECK(why == direct.error().message);
    CHECK(why.find('\n') == std::string::npos);
    // Shown in red under the field changed last; Start is disabled, so a tap on it does nothing.
    CHECK(form->error_field() == 3);
    CHECK(form->fields()[3].key == "target");
    const pz::Image shown = s.frame();
    CHECK(shown.count(s.shell->palette().error_text, 30) > 40);
    s.press_start(form);
    CHECK(s.top() == "custom");
    CHECK(s.shell->settings().custom_params.count("bitflipper") == 0);  // nothing invalid is remembered
    // Corrected, the reason goes and Start works.
    form->set("target", 1);
    REQUIRE(form->can_start());
    const pz::Image fixed = s.frame();
    CHECK(fixed.count(s.shell->palette().error_text, 30) == 0);
    // The Start button is drawn dimmed while the form is invalid: its colour differs (left edge,
    // away from its label).
    const pz::Rect r = form->start_rect();
    const int x = static_cast<int>(r.x + 6), y = static_cast<int>(r.y + r.h / 2);
    CHECK_FALSE(shown.at(x, y) == fixed.at(x, y));
}

TEST_CASE("custom: a valid form starts a game with its params and a fresh seed, and is remembered on reopen") {
    const pz::GameType* g = pz::find_game("bitflipper");
    if (!g) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    std::string dir;
    {
        Screen s;
        dir = s.dir;
        HeldGeneration generation;
        pz::CustomScene* form = s.open_form(*g);
        form->set("rows", 3);
        form->set("cols", 5);
        form->set("states", 5);
        form->set("target", 2);
        form->set("shape", 2);
        REQUIRE(form->can_start());
        CHECK(*form->params() == "3x5s5t2k");
        s.press_start(form);
        CHECK(s.top() == "generating");
        REQUIRE(generation.held.size() == 1);
        CHECK(generation.held[0].params == "3x5s5t2k");
        generation.release();
        s.until_play();
        REQUIRE(s.top() == "play");
        auto* play = static_cast<pz::PlayScene*>(s.app.scenes().top());
        CHECK(play->session().puzzle().params() == "3x5s5t2k");
        // The seed ID is the game's label, so Share offers it.
        CHECK(pz::starts_with(play->origin().label, "bitflipper:3x5s5t2k#"));
        CHECK(s.shell->settings().custom_params.at("bitflipper") == "3x5s5t2k");
        // Quitting the game goes back to the level select, not to the form.
        s.app.scenes().pop();
        s.app.scenes().apply_pending(s.app.context());
        CHECK(s.top() == "levels");
        // Reopened: the form as it was left.
        pz::CustomScene* again = s.open_form(*g);
        CHECK(*again->params() == "3x5s5t2k");
        CHECK(pz::field_value(again->fields(), "cols") == 5);
    }
    // And after a restart, from the settings file.
    pz::Shell shell(dir);
    CHECK(shell.settings().custom_params.at("bitflipper") == "3x5s5t2k");
    pz::CustomScene form(shell, *g);
    CHECK(*form.params() == "3x5s5t2k");
}

TEST_CASE("custom: a preset fills the form, steppers stay in range, Back remembers a valid form") {
    const pz::GameType* g = pz::find_game("sweetspots");
    if (!g) {
        MESSAGE("skipped: this build has no Sweet Spots (PZ_GAMES)");
        return;
    }
    Screen s;
    pz::CustomScene* form = s.open_form(*g);
    form->fill("10k2dh");
    CHECK(*form->params() == "10k2dh");
    form->set("size", 99);
    CHECK(pz::field_value(form->fields(), "size") == 14);
    form->set("size", 6);  // two chests a unit need 8x8 or more: the parser says so
    REQUIRE_FALSE(form->can_start());
    CHECK(form->params().error().message.find("8x8") != std::string::npos);
    form->set("k", 1);
    REQUIRE(form->can_start());
    s.key(SDLK_ESCAPE);
    s.app.scenes().apply_pending(s.app.context());
    CHECK(s.top() == "levels");
    CHECK(s.shell->settings().custom_params.at("sweetspots") == "6k1dh");
}

TEST_CASE("custom: the form renders at phone and desktop size, and the level select offers it") {
    for (const char* game : {"bitflipper", "crossword", "decodoku", "fling", "sweetspots"}) {
        const pz::GameType* g = pz::find_game(game);
        if (!g) continue;
        CAPTURE(game);
        for (const auto& [w, h] : {std::pair{360, 640}, std::pair{1280, 800}}) {
            Screen s(w, h);
            REQUIRE(pz::open_named_scene(*s.shell, s.app.scenes(), std::string("custom:") + game).ok());
            s.app.scenes().apply_pending(s.app.context());
            s.frames(2);
            CHECK(s.top() == "custom");
            const pz::Image img = s.frame();
            CHECK(img.count({236, 239, 244}, 40) > 200);  // labels and values
            auto* form = static_cast<pz::CustomScene*>(s.app.scenes().top());
            // Start is on screen and a finger tall.
            CHECK(form->start_rect().y + form->start_rect().h <= static_cast<float>(h));
            CHECK(form->start_rect().h >= 48.f);
            CHECK(form->can_start());
        }
    }
}
