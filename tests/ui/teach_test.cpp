// Feedback that teaches (issue 18), run headless at phone size: reduced motion, the animations a
// move starts and that they end, history's marks, the grouped level select and the grade shown
// after solving.
#include <doctest/doctest.h>

#include "screen.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/offscreen.h"
#include "game/bitflipper/rules.h"
#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/decodoku/strategy.h"
#include "game/decodoku/view.h"
#include "game/fling/view.h"
#include "game/sweetspots/view.h"
#include "game/sweetspots/rules.h"
#include "game/ui/palette.h"
#include "game/app/scenes.h"
#include "game/ui/widgets.h"

namespace {

using Phone = pz::test::PlayScreen;

using pz::test::keep;

// Every legal move from s among the texts a game accepts ("r,cD" and the like), found by asking
// apply(): the tests need one that is a mistake, and the rules, not the test, say which exist.
std::vector<std::string> legal_moves(const pz::Puzzle& p, const pz::State& s, const std::vector<std::string>& candidates) {
    std::vector<std::string> out;
    for (const auto& m : candidates)
        if (p.apply(s, m)) out.push_back(m);
    return out;
}

// Pixels of colour c (within a little) inside r.
int pixels_of(const pz::Image& img, pz::Rect r, pz::Color c) {
    int n = 0;
    for (int y = static_cast<int>(r.y); y < static_cast<int>(r.y + r.h); ++y)
        for (int x = static_cast<int>(r.x); x < static_cast<int>(r.x + r.w); ++x) {
            const pz::Color p = img.at(x, y);
            n += std::abs(p.r - c.r) + std::abs(p.g - c.g) + std::abs(p.b - c.b) < 12;
        }
    return n;
}

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
                ph.frames(2);  // (a move that ends the game: one more frame sizes the end bar)
                CHECK(p->next_change_in(ph.app.context()) > 0);
            } else if (p->view().animating()) {
                // Any animation ends within a few seconds of frames, and then idle costs nothing.
                ph.frames(300);
                CHECK_FALSE(p->view().animating());
            }
        }
    }
}

TEST_CASE("history marks a Sweet Spots chest off the solution as a mistake, and not the moves around it") {
    Phone ph;
    const pz::GameType* g = pz::find_game("sweetspots");
    REQUIRE(g);
    pz::PlayScene* p = ph.open(*g);
    const auto& puzzle = static_cast<const pz::sweetspots::SpotsPuzzle&>(p->session().puzzle());
    const int n = puzzle.board().n;
    int right = -1, wrong = -1;
    for (int i = 0; i < n * n; ++i) (puzzle.solution()[static_cast<size_t>(i)] ? right : wrong) = i;
    REQUIRE(right >= 0);
    REQUIRE(wrong >= 0);
    auto cell = [n](int i) { return std::to_string(i / n) + "," + std::to_string(i % n); };
    pz::Context& ctx = ph.app.context();
    REQUIRE(p->play("chest " + cell(right), ctx));  // 1: right
    REQUIRE(p->play("chest " + cell(wrong), ctx));  // 2: the mistake
    REQUIRE(p->play("clear " + cell(wrong), ctx));  // 3: taken back: not a mistake
    REQUIRE(p->play("mark " + cell(wrong), ctx));   // 4: right again
    const pz::Session& s = p->session();
    std::vector<std::optional<bool>> w;
    for (const auto& st : pz::positions(s)) w.push_back(s.puzzle().winnable(*st));
    REQUIRE(w.size() == 5);
    CHECK(w == std::vector<std::optional<bool>>{true, true, false, true, true});
    CHECK(pz::mistakes(s, w) == std::vector<bool>{false, true, false, false});

    // The history scene finds the same off the drawing thread, then marks it in words and colour.
    p->open_history(ctx);
    ph.frames(2);
    REQUIRE(ph.top() == "history");
    // The search runs on another thread: give it real time (a loaded machine is slow), frame by frame.
    for (int i = 0; i < 6000 && pz::history_searching(*ph.app.scenes().top()); ++i) {
        ph.frames(1);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    REQUIRE_FALSE(pz::history_searching(*ph.app.scenes().top()));
    const auto marks = pz::history_scene_marks(*ph.app.scenes().top());
    REQUIRE(marks.size() == 5);
    CHECK(marks[2] == pz::StepMark::Mistake);
    CHECK(marks[1] == pz::StepMark::None);
    CHECK(marks[3] == pz::StepMark::None);
    const pz::Image img = ph.frame();
    keep(img, "history-mistake");
    // The mistake's chip, in the palette's "bad" colour, in the timeline's lower half of the screen.
    const pz::Palette& pal = pz::palette(false, false);
    CHECK(pixels_of(img, {0, 640 * 0.55f, 360, 640 * 0.45f}, pal.bad) >= 16);
    // Once found, the search stops asking for frames.
    CHECK(ph.app.scenes().top()->next_change_in(ctx) > 1.0);
}

TEST_CASE("history marks: a Fling! fling that leaves the board uncleareable, and a BitFlipper tap that loses par") {
    for (const std::string id : {"fling", "bitflipper"}) {
        CAPTURE(id);
        Phone ph;
        const pz::GameType* g = pz::find_game(id);
        REQUIRE(g);
        pz::PlayScene* p = ph.open(*g, id == "fling" ? 21 : 0);  // Fling!: five balls, where a fling can lose
        pz::Session& s = p->session();
        REQUIRE(s.puzzle().winnable(s.state()) == true);
        std::vector<std::string> candidates;
        for (int r = 0; r < 12; ++r)
            for (int c = 0; c < 12; ++c) {
                for (const char* d : {"U", "D", "L", "R"}) candidates.push_back(std::to_string(r) + "," + std::to_string(c) + d);
                candidates.push_back(std::to_string(r) + "," + std::to_string(c));
            }
        // Along the winning line, the first position with a losing move: good moves up to it, then that move.
        std::string bad;
        size_t good_moves = 0;
        for (; good_moves < 10 && bad.empty(); ++good_moves) {
            for (const auto& m : legal_moves(s.puzzle(), s.state(), candidates)) {
                auto next = s.puzzle().apply(s.state(), m);
                if (s.puzzle().winnable(**next) == false) {
                    bad = m;
                    break;
                }
            }
            if (!bad.empty()) break;
            const auto good = s.hint();
            REQUIRE(good.ok());
            REQUIRE(p->play(good->move, ph.app.context()));
        }
        REQUIRE_MESSAGE(!bad.empty(), "no losing move found along the first level's winning line");
        REQUIRE(p->play(bad, ph.app.context()));
        std::vector<std::optional<bool>> w;
        for (const auto& st : pz::positions(s)) w.push_back(s.puzzle().winnable(*st));
        std::vector<bool> want(good_moves + 1, false);
        want.back() = true;
        CHECK(pz::mistakes(s, w) == want);
        CHECK(pz::history_marks(s, pz::mistakes(s, w)).back() == pz::StepMark::Mistake);
        if (id != "fling") continue;
        // Fling!: that board is lost. Its end bar, once the fling has played out, offers Undo, and
        // Undo takes the fatal fling back with Redo to bring it again.
        // Frames as the app draws them (none once still): the last one drawn must show it whole.
        REQUIRE(s.status() == pz::Status::Lost);
        pz::ui::Log log, last;
        pz::ui::set_log(&log);
        for (int i = 0; i < 300; ++i) {
            log.items.clear();
            ph.frames(1);
            if (!log.items.empty()) last = log;
        }
        pz::ui::set_log(nullptr);
        keep(ph.frame(), "fling-lost");
        const auto undo = std::find_if(last.items.begin(), last.items.end(),
                                       [](const pz::ui::Item& it) { return it.label == "Undo" && it.window.find("over") != std::string::npos; });
        REQUIRE_MESSAGE(undo != last.items.end(), "the end bar of a lost Fling! board offers Undo");
        CHECK(undo->target);
        CHECK(undo->fits);
        CHECK(undo->rect.y + undo->rect.h <= 640.f);
        const size_t at = s.position();
        p->undo(ph.app.context());
        CHECK(s.status() == pz::Status::Playing);
        CHECK(s.position() == at - 1);
        CHECK(s.can_redo());
    }
}

TEST_CASE("history marks: hints and noise bursts each get their kind, and Decodoku's unknown answers mark no mistake") {
    Phone ph;
    const pz::GameType* g = pz::find_game("decodoku");
    REQUIRE(g);
    pz::PlayScene* p = ph.open(*g);
    pz::Session& s = p->session();
    for (int i = 0; i < 12 && s.status() == pz::Status::Playing; ++i) {
        auto h = s.hint();
        REQUIRE(h.ok());
        REQUIRE(p->play(h->move, ph.app.context(), i % 2 ? pz::StepKind::Hint : pz::StepKind::Move));
    }
    std::vector<std::optional<bool>> w;
    for (const auto& st : pz::positions(s)) w.push_back(s.puzzle().winnable(*st));
    const auto marks = pz::history_marks(s, pz::mistakes(s, w));
    int events = 0, hints = 0, mistakes = 0;
    for (size_t i = 1; i < marks.size(); ++i) {
        const pz::StepKind k = s.steps()[i - 1].kind;
        events += marks[i] == pz::StepMark::Event;
        hints += marks[i] == pz::StepMark::Hint;
        mistakes += marks[i] == pz::StepMark::Mistake;
        CHECK((marks[i] == pz::StepMark::Event) == (k == pz::StepKind::Event));
        CHECK((marks[i] == pz::StepMark::Hint) == (k == pz::StepKind::Hint));
    }
    CHECK(events > 0);
    CHECK(hints > 0);
    CHECK(mistakes == 0);
}

TEST_CASE("feedback: a Decodoku noise burst fades its new numbers in after the move, then stops") {
    Phone ph;
    const pz::GameType* g = pz::find_game("decodoku");
    REQUIRE(g);
    pz::PlayScene* p = ph.open(*g);
    pz::Session& s = p->session();
    auto& view = dynamic_cast<pz::decodoku::DecodokuView&>(p->view());
    // Moves (the hint's) until one brings a burst that fills a square.
    int filled = -1;
    for (int i = 0; i < 30 && filled < 0 && s.status() == pz::Status::Playing; ++i) {
        auto h = s.hint();
        REQUIRE(h.ok());
        REQUIRE(p->play(h->move, ph.app.context()));
        if (s.steps().back().kind != pz::StepKind::Event) {
            ph.frames(80);
            continue;
        }
        const auto before_burst = s.state_at(s.length() - 1);  // held: state_at may make the state afresh
        const auto& mid = static_cast<const pz::decodoku::DecodokuState&>(*before_burst);
        const auto& now = static_cast<const pz::decodoku::DecodokuState&>(s.state());
        for (int c = 0; c < now.board.cells() && filled < 0; ++c)
            if (mid.board.value[c] == 0 && now.board.value[c] != 0) filled = c;
        if (filled < 0) ph.frames(80);
    }
    REQUIRE_MESSAGE(filled >= 0, "no noise burst filled a square in 30 moves");
    CHECK(view.animating());
    ph.frames(26);  // about 0.4 s: the move has slid, the new number is half faded in
    const pz::Image during = ph.frame();
    keep(during, "decodoku-burst-mid");
    ph.frames(60);
    CHECK_FALSE(view.animating());
    const pz::Image after = ph.frame();
    const pz::Rect r = view.cell_rect(filled);
    const int cx = static_cast<int>(r.x + r.w * 0.5f), cy = static_cast<int>(r.y + r.h * 0.25f);
    CHECK_FALSE(during.at(cx, cy) == after.at(cx, cy));
    CHECK(p->next_change_in(ph.app.context()) > 0);  // ended: idle again
}

TEST_CASE("feedback: a Sweet Spots chest grows into its cell, then rests at full size") {
    Phone ph;
    const pz::GameType* g = pz::find_game("sweetspots");
    REQUIRE(g);
    pz::PlayScene* p = ph.open(*g);
    auto& view = dynamic_cast<pz::sweetspots::SpotsView&>(p->view());
    REQUIRE(p->play("chest 0,0", ph.app.context()));
    CHECK(view.animating());
    const pz::Image first = ph.frame();
    keep(first, "sweetspots-chest-placing");
    ph.frames(30);
    CHECK_FALSE(view.animating());
    const pz::Image rest = ph.frame();
    const pz::Rect r = view.cell_rect(0);
    const int x = static_cast<int>(r.x + r.w * 0.25f), y = static_cast<int>(r.y + r.h * 0.32f);
    const pz::Color chest = pz::palette(false, false).highlight;
    auto near = [](pz::Color a, pz::Color b) { return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b) < 12; };
    CHECK(near(rest.at(x, y), chest));       // at rest the chest covers that point
    CHECK_FALSE(near(first.at(x, y), chest));  // a frame after placing, not yet
}

TEST_CASE("after a game ends every game sums it up: Sweet Spots' grade and techniques, Fling!'s search, BitFlipper's par") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        Phone ph;
        pz::PlayScene* p = ph.open(*g);
        CHECK(p->end_summary().empty());  // nothing while playing
        if (id == "decodoku") {  // a survival game the hint's planner may play for ever: its line as it stands
            CHECK(p->session().puzzle().summary(p->session().state(), p->session().help()) == "Score 0: you lasted through 0 noise bursts.");
            continue;
        }
        // Played to its end by the hint, as a player following it would.
        for (int i = 0; i < 400 && p->session().status() == pz::Status::Playing; ++i) {
            auto h = p->session().hint();
            REQUIRE(h.ok());
            REQUIRE(p->play(h->move, ph.app.context()));
        }
        REQUIRE(p->session().status() != pz::Status::Playing);
        const std::string sum = p->end_summary();
        INFO(sum);
        CHECK_FALSE(sum.empty());
        if (id == "sweetspots") {
            CHECK(sum.find("Grade: easy.") == 0);  // Starter 1's grade tag is easy
            CHECK(sum.find(" x") != std::string::npos);
        }
        if (id == "fling") CHECK(sum.find("balls: ") != std::string::npos);
        if (id == "bitflipper") {
            const int par = static_cast<const pz::bitflipper::BitPuzzle&>(p->session().puzzle()).par();
            CHECK(sum.find("Par " + std::to_string(par)) == 0);
            CHECK(sum.find("you took " + std::to_string(par)) != std::string::npos);  // the hint plays at par
        }
        ph.frames(2);
        const pz::Image img = ph.frame();
        keep(img, id + "-solved");
    }
}

TEST_CASE("level select groups: Fling! by ball count, Sweet Spots by size and grade, others by pack, every level once in order") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        for (const auto& file : g->level_packs()) {
            CAPTURE(id);
            CAPTURE(file);
            auto pack = pz::load_level_pack(pz::levels_dir() + "/" + id + "/" + file);
            REQUIRE(pack.ok());
            const auto groups = pz::group_levels(*g, *pack);
            std::vector<int> seen;
            for (const auto& grp : groups) {
                REQUIRE_FALSE(grp.levels.empty());
                for (int i : grp.levels) {
                    seen.push_back(i);
                    const pz::Level& lv = pack->levels[static_cast<size_t>(i)];
                    if (id == "fling") CHECK(grp.title == lv.params.substr(lv.params.find('b') + 1) + " balls");
                    if (id == "sweetspots") {
                        CHECK(grp.title.find(lv.tag("grade")) != std::string::npos);
                        CHECK(grp.title.find(lv.params.substr(0, lv.params.find('k')) + "\u00d7") == 0);  // 5×5, the sign a player reads
                    }
                    CHECK_FALSE(pz::grade_label(lv).empty());
                }
                for (size_t k = 1; k < grp.levels.size(); ++k) CHECK(grp.levels[k - 1] < grp.levels[k]);
            }
            std::sort(seen.begin(), seen.end());
            CHECK(seen.size() == pack->levels.size());
            for (size_t i = 0; i < seen.size(); ++i) CHECK(seen[i] == static_cast<int>(i));
            if (id == "fling") CHECK(groups.size() >= 10);
            if (id != "fling" && id != "sweetspots") {
                REQUIRE(groups.size() == 1);
                CHECK(groups[0].title == pack->title);
            }
        }
    }
    pz::Level numeric;
    numeric.tags = {{"grade", "2.4999"}};
    CHECK(pz::grade_label(numeric) == "2.5");
}

TEST_CASE("level select: a solved level shows its best, on a phone") {
    Phone ph;
    const pz::GameType* g = pz::find_game("fling");
    REQUIRE(g);
    ph.shell->progress().record("fling/levels.txt/0", true, 2);
    ph.app.scenes().push(ph.shell->levels(*g));
    ph.frames(3);
    REQUIRE(ph.top() == "levels");
    keep(ph.frame(), "levels-fling");
}

TEST_CASE("Sweet Spots' tools sit behind its pause menu, and no other game puts a tool there (Fling!'s Designer is the Make screen now)") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        CAPTURE(id);
        Phone ph;
        pz::PlayScene* p = ph.open(*g);
        if (id == "sweetspots") {
            // Check, Confirm, To correct, Save and Restore: off the board until asked for.
            REQUIRE(p->view().tool_label() != nullptr);
            CHECK(std::string(p->view().tool_label()) == "Check and save");
            CHECK(p->view().panel_height() == 0.f);
            const pz::Rect playing = p->board_area(ph.app.context());
            p->view().open_tool();
            CHECK(p->view().panel_height() > 0.f);
            CHECK(p->board_area(ph.app.context()).h < playing.h);
            // On a phone the tools are a sheet over the action bar and the message strip: the
            // board gives up only what those leave short (it had lost 45 % of its height).
            CHECK(p->board_area(ph.app.context()).h >= 0.75f * playing.h);
            continue;
        }
        CHECK(p->view().tool_label() == nullptr);
        CHECK(p->view().panel_height() == 0.f);
    }
}

namespace {
// Every Button(tr("...")) label in a source file: the buttons a scene or a view can show.
std::vector<std::string> button_labels(const std::string& path) {
    std::ifstream in(std::string(PZ_SOURCE_DIR) + "/" + path);
    REQUIRE_MESSAGE(in.good(), path);
    std::stringstream text;
    text << in.rdbuf();
    const std::string src = text.str();
    // (Scanned by hand: gcc 12's libstdc++ regex trips -Wmaybe-uninitialized under the sanitizers.)
    std::vector<std::string> out;
    // The "..." of every tr("...") in text[from, to).
    auto labels_in = [&](size_t from, size_t to) {
        for (size_t at = src.find("tr(\"", from); at != std::string::npos && at < to; at = src.find("tr(\"", at + 1)) {
            const size_t end = src.find('"', at + 4);
            if (end == std::string::npos || end >= to || src.compare(end, 2, "\")") != 0) continue;
            if (at > 0 && (std::isalnum(static_cast<unsigned char>(src[at - 1])) || src[at - 1] == '_')) continue;  // trf(, trn(
            out.push_back(src.substr(at + 4, end - at - 4));
        }
    };
    // A button whose label is tr("...") right after its name: Button(tr("..."), ui::button(tr("..."),
    // ui::choice(tr("..."), and the end card's row.emplace_back(tr("..."), kind).
    for (const std::string call : {"Button(tr(\"", "ui::button(tr(\"", "ui::choice(tr(\"", "emplace_back(tr(\""}) {
        for (size_t at = src.find(call); at != std::string::npos; at = src.find(call, at + 1)) {
            const size_t open = at + call.size() - 4;  // where tr(" starts
            const size_t end = src.find('"', open + 4);
            if (end != std::string::npos && src.compare(end, 2, "\")") == 0) labels_in(open, end + 2);
        }
    }
    // Rows of buttons (ui::button_row, the pause sheet's tiles): every tr("...") up to the statement's end.
    for (const std::string row : {"button_row(", "rows = ", "tiles{", "rest{"}) {
        for (size_t at = src.find(row); at != std::string::npos; at = src.find(row, at + 1)) {
            const size_t end = src.find(';', at);
            labels_in(at + row.size(), end == std::string::npos ? src.size() : end);
        }
    }
    return out;
}
} // namespace

TEST_CASE("help explains every button: the play, pause, history and end-of-game ones, and each game's own") {
    const std::vector<std::string> shared[] = {button_labels("game/app/play_scene.cpp"), button_labels("game/app/pause_scene.cpp"), button_labels("game/app/history_scene.cpp"), button_labels("game/app/message_scene.cpp")};
    const std::string common = pz::buttons_help();
    int checked = 0;
    for (const auto& labels : shared)
        for (const auto& l : labels) {
            if (l == "OK") continue;  // a message's OK explains itself
            CAPTURE(l);
            CHECK(common.find(l) != std::string::npos);
            ++checked;
        }
    CHECK(checked >= 15);
    for (const char* step : {"Why?", "Show", "Play it", "Resume from here", "Play on from here", "|< Start", "End >|"}) {
        CAPTURE(step);
        CHECK(common.find(step) != std::string::npos);  // labels made at run time, not by a button's tr(...)
    }
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        const std::string help(g->help());
        for (const auto& entry : std::filesystem::directory_iterator(std::string(PZ_SOURCE_DIR) + "/game/" + id)) {
            const std::string name = entry.path().filename().string();
            if (name.rfind("view", 0) != 0 || entry.path().extension() != ".cpp") continue;
            for (const auto& l : button_labels("game/" + id + "/" + name)) {
                CAPTURE(id);
                CAPTURE(l);
                CHECK(help.find(l) != std::string::npos);
            }
        }
    }
    CHECK(std::string(pz::find_game("sweetspots")->help()).find("To correct") != std::string::npos);
}

TEST_CASE("the Decodoku coach: an option, off by default, and when on, after each move it says the planner's move and why, under the board") {
    const pz::GameType* g = pz::find_game("decodoku");
    REQUIRE(g);
    {
        Phone ph;
        pz::PlayScene* p = ph.open(*g);
        CHECK(p->view().panel_height() == 0.f);
    }
    Phone ph;
    ph.shell->settings().game_options["decodoku.coach"] = true;
    pz::PlayScene* p = ph.open(*g);
    auto& view = dynamic_cast<pz::decodoku::DecodokuView&>(p->view());
    CHECK(view.panel_height() > 0.f);
    CHECK(view.coach_text().empty());
    pz::Session& s = p->session();
    const auto& puzzle = static_cast<const pz::decodoku::DecodokuPuzzle&>(s.puzzle());
    // Two moves: the planner's own (the coach agrees), then another legal one (it names its own).
    auto h = s.hint();
    REQUIRE(h.ok());
    pz::StatePtr before = s.state_ptr();
    REQUIRE(p->play(h->move, ph.app.context()));
    auto agreed = pz::decodoku::coach(puzzle, static_cast<const pz::decodoku::DecodokuState&>(*before), h->move);
    REQUIRE(agreed.ok());
    CHECK(agreed->agreed);
    CHECK(view.coach_text() == agreed->text);
    CHECK(view.coach_text().find("planner") != std::string::npos);
    ph.frames(60);
    h = s.hint();
    REQUIRE(h.ok());
    std::string other;
    for (int y = 0; y < 9 && other.empty(); ++y)
        for (int x = 0; x < 9 && other.empty(); ++x)
            for (const char* d : {"L", "R", "U", "D"}) {
                const std::string m = std::to_string(x) + "," + std::to_string(y) + d;
                if (m != h->move && s.puzzle().apply(s.state(), m)) {
                    other = m;
                    break;
                }
            }
    REQUIRE_FALSE(other.empty());
    before = s.state_ptr();
    REQUIRE(p->play(other, ph.app.context()));
    auto differs = pz::decodoku::coach(puzzle, static_cast<const pz::decodoku::DecodokuState&>(*before), other);
    REQUIRE(differs.ok());
    CHECK_FALSE(differs->agreed);
    CHECK(view.coach_text() == differs->text);
    CHECK(view.coach_text().find(differs->planner_name) != std::string::npos);
    // The strip sits under the board, not on it.
    const pz::Rect board = p->board_area(ph.app.context());
    CHECK(board.y + board.h + view.panel_height() <= 640.f);
    ph.frames(60);
    keep(ph.frame(), "decodoku-coach");
}
