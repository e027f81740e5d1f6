// The desktop game's command line: options, and the record or puzzlebox: link a desktop passes.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <vector>
#include <unistd.h>

#include "game/core/text.h"
#include "platform/desktop/options.h"

namespace {

struct Parsed {
    bool ok = false;
    pz::DesktopOptions opt;
    std::string err;
};

Parsed parse(std::vector<std::string> args) {
    args.insert(args.begin(), "puzzlebox");
    std::vector<const char*> argv;
    for (const auto& a : args) argv.push_back(a.c_str());
    Parsed p;
    p.ok = pz::parse_desktop_options(static_cast<int>(argv.size()), argv.data(), p.opt, &p.err);
    return p;
}

// A record file that exists (its contents do not matter to the parser).
std::string temp_record() {
    char tmpl[] = "/tmp/pz-options-XXXXXX";
    const char* dir = mkdtemp(tmpl);
    REQUIRE(dir != nullptr);
    const std::string path = std::string(dir) + "/my game.pzr";
    REQUIRE(pz::write_file_atomic(path, "puzzlebox-record 2\n").ok());
    return path;
}

} // namespace

TEST_CASE("desktop options: the options as before, and the usage's exit status") {
    auto p = parse({"--scene", "play:fling", "--size", "360x640", "--screenshot", "out.png", "--no-audio", "--data", "/tmp/d"});
    REQUIRE(p.ok);
    CHECK(p.opt.scene == "play:fling");
    CHECK(p.opt.scene_given);
    CHECK(p.opt.width == 360);
    CHECK(p.opt.height == 640);
    CHECK(p.opt.frames == 3);  // a screenshot alone takes the third frame
    CHECK_FALSE(p.opt.audio);
    CHECK(p.opt.data == "/tmp/d");
    CHECK(parse({"--help"}).opt.help);
    CHECK(parse({"--frames"}).err == "--frames needs a value");
    CHECK(parse({"--size", "10x10"}).err == "--size expects WxH, e.g. 360x640");
    CHECK(parse({"--bogus"}).err == "unknown option --bogus");
}

TEST_CASE("desktop options: a .pzr path opens the record like --replay") {
    const std::string rec = temp_record();
    auto p = parse({rec});
    REQUIRE(p.ok);
    CHECK(p.opt.replay == rec);
    CHECK(p.opt.id.empty());
    // A file manager may pass a file: URL (%u in the .desktop file), escaped.
    std::string url = "file://" + rec;
    url.replace(url.find(' '), 1, "%20");
    auto u = parse({url});
    REQUIRE(u.ok);
    CHECK(u.opt.replay == rec);
    CHECK(parse({"file://localhost" + rec}).opt.replay == rec);
}

TEST_CASE("desktop options: a puzzlebox: link opens the puzzle like --id") {
    const std::string id = "fling:7x8:......./ooo....";
    CHECK(parse({"puzzlebox:" + id}).opt.id == id);
    CHECK(parse({"puzzlebox://" + id}).opt.id == id);
    CHECK(parse({"puzzlebox:?id=" + id}).opt.id == id);
    CHECK(parse({"puzzlebox:?from=web&id=fling%3A7x8%3A.......%2Fooo...."}).opt.id == id);
    CHECK(parse({"PUZZLEBOX:bitflipper:3x3#42"}).opt.id == "bitflipper:3x3#42");
    auto p = parse({"puzzlebox:" + id});
    CHECK(p.opt.replay.empty());
    CHECK(p.opt.scene == "title");
    CHECK_FALSE(p.opt.made);
    // A made puzzle's link (issue 40): the same puzzle, marked to open titled "Made by a player".
    auto made = parse({"puzzlebox:?id=" + id + "&made=1"});
    CHECK(made.opt.id == id);
    CHECK(made.opt.made);
}

TEST_CASE("desktop options: a bad document argument is one line naming it") {
    auto check_error = [](const std::vector<std::string>& args, const std::string& expected) {
        auto p = parse(args);
        CHECK_FALSE(p.ok);
        CHECK(p.err == expected);
        CHECK(p.err.find('\n') == std::string::npos);
    };
    check_error({"notes.txt"}, "notes.txt: not a record (.pzr) or a puzzlebox: link");
    check_error({"/nonexistent/game.pzr"}, "/nonexistent/game.pzr: no such file");
    check_error({"file://server/share/game.pzr"}, "file://server/share/game.pzr: only local files can be opened");
    check_error({"puzzlebox:"}, "puzzlebox:: the link names no game ID");
    check_error({"puzzlebox:?seed=4"}, "puzzlebox:?seed=4: the link has no id=GAME_ID");
    check_error({"puzzlebox:fling%zz"}, "puzzlebox:fling%zz: bad %-escape in the link's game ID");
    check_error({"puzzlebox:fling:7x8"}, "puzzlebox:fling:7x8: game ID has no ':description' or '#seed' after the params");
    check_error({"puzzlebox:fling:7x8#1", "puzzlebox:fling:7x8#2"},
                "puzzlebox:fling:7x8#2: only one record or link can be opened at a time");
    check_error({"--replay", "a.pzr", "puzzlebox:fling:7x8#1"}, "a record and a game ID cannot both be opened");
    check_error({"bad\x1b[31m.txt"}, "bad\\x1b[31m.txt: not a record (.pzr) or a puzzlebox: link");
}
