// Replays as links (issue 19): the packing round-trips any bytes and every game's record, a
// damaged or foreign link is a one-line error, and the link of a played game is short.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/rng.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/replay_link.h"
#include "game/core/session.h"

using namespace pz;

TEST_CASE("the link packing round-trips any bytes, and refuses damaged text in one line") {
    Rng rng(2026);
    std::vector<std::string> inputs = {"", "a", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                                       std::string(300000, 'x')};
    for (int n = 0; n < 200; ++n) {
        std::string s;
        const uint32_t len = rng.below(2000), alphabet = 1 + rng.below(255);
        for (uint32_t i = 0; i < len; ++i) s += static_cast<char>(rng.below(alphabet));
        inputs.push_back(s);
    }
    for (const std::string& s : inputs) {
        const std::string packed = lz_compress(s);
        auto back = lz_decompress(packed, s.size());
        REQUIRE(back.ok());
        CHECK(*back == s);
    }
    CHECK(lz_compress(std::string(300000, 'x')).size() < 8000);  // 130 bytes a 3-byte copy
    for (const char* bad : {"\x80\x05\x00", "\x05" "ab", "\x81"}) {
        auto r = lz_decompress(bad, 1000);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.find('\n') == std::string::npos);
    }
    CHECK_FALSE(lz_decompress(lz_compress(std::string(5000, 'y')), 100).ok());  // bounded output
    for (const char* bad : {"", "A", "!!!!", "AAAA", "AQ", "AgAA"}) {
        CAPTURE(bad);
        auto r = unpack_replay(bad);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.find('\n') == std::string::npos);
    }
    CHECK(replay_fragment("https://x.org/puzzlebox/#replay=abc_-9") == "abc_-9");
    CHECK(replay_fragment("abc") == "abc");
}

TEST_CASE("every game's played record round-trips through a replay link") {
    for (const GameType* g : all_games()) {
        CAPTURE(g->id());
        const std::string params = g->presets().front().params;
        auto desc = g->generate(params, 3);
        REQUIRE(desc.ok());
        auto puzzle = g->load(params, *desc);
        REQUIRE(puzzle.ok());
        Session s(std::shared_ptr<const Puzzle>(std::move(*puzzle)));
        // Played by hints, as far as 100 moves or the end of the game, with an undo on the way.
        int moves = 0;
        while (moves < 100 && s.status() == Status::Playing && s.play_hint(1000 + 700 * moves).ok()) ++moves;
        if (moves > 2 && s.can_undo()) CHECK(s.undo());
        const Record r = record_of(s);
        const std::string link = pack_replay(r);
        CHECK(link.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") == std::string::npos);
        auto back = unpack_replay(link);
        REQUIRE(back.ok());
        CHECK(write_record(*back) == write_record(r));
        MESSAGE(g->id() << ": " << moves << " moves, record " << write_record(r).size() << " bytes, #replay= link " << link.size()
                        << " characters");
    }
}
