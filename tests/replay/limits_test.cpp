// Absurd inputs are refused with a clear message before anything is allocated for them: a
// 10^6 x 10^6 board in every game's params, a 1 GB file handed to every game's CLI, a replay of
// 10^7 moves. Were any of them allocated first, these tests would die of it rather than pass.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>

#include <fcntl.h>
#include <unistd.h>

#include "game/core/cli.h"
#include "game/core/level_pack.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/text.h"

namespace {

// Each game's params for a board a million squares on a side (or a million rows, where a game's
// width is fixed); every game must refuse them.
const std::map<std::string, std::vector<std::string>> kAbsurdParams = {
    {"bitflipper", {"1000000x1000000s2t0", "5x5s1000000t0", "3x3s2t999999999"}},
    {"sweetspots", {"1000000k1", "10k1000000", "99999999999999999999k1"}},
    {"fling", {"1000000x1000000b3", "7x8b1000000"}},
    {"decodoku", {"1000000n", "1000000p"}},
    {"crossword", {"1000000x1000000", "1000000"}},
};

// A sparse file of the given size: it takes no disk space, but its length is what a reader sees.
std::string sparse_file(const std::string& name, long long bytes) {
    const auto path = (std::filesystem::temp_directory_path() / name).string();
    const int fd = ::open(path.c_str(), O_CREAT | O_TRUNC | O_WRONLY, 0600);
    REQUIRE(fd >= 0);
    REQUIRE(::ftruncate(fd, bytes) == 0);
    ::close(fd);
    return path;
}

} // namespace

TEST_CASE("limits: a 10^6 x 10^6 board is refused by every game, in params, IDs and generation") {
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        auto it = kAbsurdParams.find(std::string(g->id()));
        REQUIRE_MESSAGE(it != kAbsurdParams.end(), "add absurd params for " << g->id());
        for (const std::string& params : it->second) {
            CAPTURE(params);
            auto loaded = g->load(params, "0");
            REQUIRE_FALSE(loaded.ok());
            CHECK_FALSE(loaded.error().message.empty());
            auto made = g->generate(params, 1);
            REQUIRE_FALSE(made.ok());
            CHECK_FALSE(made.error().message.empty());
            auto by_id = pz::load_game_id(std::string(g->id()) + ":" + params + "#1");
            REQUIRE_FALSE(by_id.ok());
            CHECK_FALSE(by_id.error().message.empty());
        }
    }
}

TEST_CASE("limits: a 1 GB file is refused by every game's CLI before it is read") {
    const std::string path = sparse_file("puzzlebox-limits-1gb.txt", 1LL << 30);
    for (const pz::GameType* g : pz::all_games()) {
        CAPTURE(g->id());
        int commands = 0;
        for (const char* cmd : {"solve", "check", "replay"}) {
            CAPTURE(cmd);
            std::ostringstream out, err;
            const int rc = pz::run_game_cli(*g, {cmd, path}, out, err);  // check: the shared one
            CHECK(rc != 0);
            if (err.str().find("unknown") != std::string::npos && err.str().find("command") != std::string::npos)
                continue;  // not every game has each command
            ++commands;
            CHECK(err.str().find("too large") != std::string::npos);
            CHECK(err.str().find(path) != std::string::npos);  // the message names the file
        }
        CHECK(commands >= 1);
    }
    auto pack = pz::load_level_pack(path);
    REQUIRE_FALSE(pack.ok());
    CHECK(pack.error().message.find("too large") != std::string::npos);
    std::filesystem::remove(path);
}

TEST_CASE("limits: a replay of 10^7 moves is refused at the limit, before reading further") {
    // The header and the first million-and-one steps: the parser must stop at the limit and say so,
    // without waiting for (or allocating) the other nine million.
    std::string text = "puzzlebox-record 1\nid bitflipper:3x3s2t0:000/000/000\ncursor 0\n";
    text.reserve(text.size() + 1000001 * 17);
    for (int i = 0; i < 1000001; ++i) text += "step move 0 1,1\n";
    auto r = pz::parse_record(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.find("too many steps") != std::string::npos);
    CHECK(r.error().line > 1000000);
    // A file that big is refused by size first when it is opened.
    const std::string path = sparse_file("puzzlebox-limits-10m-moves.pzr", 10'000'000LL * 17);
    auto text_read = pz::read_file(path);
    REQUIRE_FALSE(text_read.ok());
    CHECK(text_read.error().message.find("too large") != std::string::npos);
    std::filesystem::remove(path);
}
