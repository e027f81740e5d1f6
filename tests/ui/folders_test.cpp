// Where the player's files are, in player words (issue 29): a file kept is "Saved in Replays"
// with an Open folder button, never its path; the data folder is named under About only.
#include <doctest/doctest.h>

#include "screen.h"

#include <algorithm>

#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/core/text.h"

namespace {

bool shows(pz::test::Screen& scr, const std::string& words) {
    const auto labels = pz::test::labels_drawn(scr);
    return std::any_of(labels.begin(), labels.end(), [&](const std::string& l) { return l.find(words) != std::string::npos; });
}

} // namespace

TEST_CASE("folders: an exported replay is 'Saved in Replays' with Open folder, never its path") {
    const pz::GameType* g = pz::find_game("bitflipper");
    if (!g) {
        MESSAGE("skipped: this build has no BitFlipper (PZ_GAMES)");
        return;
    }
    pz::test::PlayScreen scr;
    std::string opened;
    scr.shell->open_folder = [&](const std::string& folder) {
        opened = folder;
        return true;
    };
    pz::PlayScene* p = scr.open(*g);
    REQUIRE(p);
    scr.app.scenes().push(pz::make_history_scene(*p));
    scr.app.scenes().apply_pending(scr.app.context());
    scr.frames(2);
    REQUIRE(pz::test::press_button(scr, "More"));  // export is in the history's sheet
    REQUIRE(pz::test::press_button(scr, "Export replay"));
    CHECK(shows(scr, "Saved in Replays"));
    CHECK_FALSE(shows(scr, scr.dir));  // no path where a player reads
    REQUIRE(pz::test::press_button(scr, "Open folder"));
    CHECK(opened == scr.dir + "/replays");
}

TEST_CASE("folders: the data folder is named under About, with Open folder, and not in Settings") {
    pz::test::Screen scr;
    std::string opened;
    scr.shell->open_folder = [&](const std::string& folder) {
        opened = folder;
        return true;
    };
    scr.app.scenes().push(pz::make_settings_scene(*scr.shell));
    scr.app.scenes().apply_pending(scr.app.context());
    scr.frames(2);
    CHECK_FALSE(shows(scr, scr.dir));
    scr.app.scenes().replace_top(pz::make_help_scene(*scr.shell, nullptr));
    scr.app.scenes().apply_pending(scr.app.context());
    scr.frames(2);
    CHECK(shows(scr, scr.dir));
    REQUIRE(pz::test::press_button(scr, "Open folder"));
    CHECK(opened == scr.dir);
}

TEST_CASE("folders: a kept file's words name its folder as the app does, and a front end's words pass as they are") {
    pz::test::Screen scr;
    CHECK(scr.shell->saved_words(scr.dir + "/prints/sweetspots-5k1.pdf") == "Saved in Prints");
    CHECK(scr.shell->saved_words(scr.dir + "/pictures/fling-result.png") == "Saved in Pictures");
    CHECK(scr.shell->saved_words(scr.dir + "/replays/bitflipper-20261127.pzr") == "Saved in Replays");
    CHECK(scr.shell->kept_folder(scr.dir + "/replays/x.pzr") == scr.dir + "/replays");
    CHECK(scr.shell->saved_words("your downloads as x.pdf") == "Saved to your downloads as x.pdf");
    CHECK(scr.shell->kept_folder("your downloads as x.pdf").empty());
    // A folder beside ours whose name starts like it is not ours.
    CHECK(scr.shell->kept_folder(scr.dir + "-other/replays/x.pzr").empty());
}
