// puzz.link URLs and pzprv3 files (issue 19): pzprjs's own example, round trips over every
// shipped level, and a one-line error for every kind of malformed input.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "game/core/level_pack.h"
#include "game/sweetspots/cli.h"
#include "game/sweetspots/formats.h"
#include "game/sweetspots/rules.h"

using namespace pz::sweetspots;

namespace {

// pzprjs's test data for Star Battle (test/script/starbattle.js): the URL, and its zones and
// answer as that test's pzprv3 file gives them.
constexpr const char* kExampleUrl = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou";
constexpr const char* kExampleFile =
    "pzprv3/starbattle/6/6/1/6/0 0 0 1 1 1 /0 1 1 1 2 2 /0 3 3 4 4 2 /5 5 3 3 4 2 /5 4 4 4 4 2 /5 2 2 2 2 2 /"
    "+ # + + + + /+ + + # + + /+ + + + + # /. + # + + + /. + + + # + /# + + + + + /";

std::vector<Board> shipped_boards() {
    std::vector<Board> out;
    for (const std::string& pack : pack_files()) {
        auto lp = pz::load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/sweetspots/" + pack);
        REQUIRE_MESSAGE(lp.ok(), pack);
        for (const pz::Level& l : lp->levels) {
            auto p = parse_params(l.params);
            REQUIRE(p.ok());
            auto b = parse_desc(*p, l.desc);
            REQUIRE(b.ok());
            out.push_back(*b);
        }
    }
    return out;
}

std::vector<std::string> solution_rows(const SpotsPuzzle& p) {
    std::vector<std::string> rows;
    const int n = p.board().n;
    for (int r = 0; r < n; ++r) {
        std::string row;
        for (int c = 0; c < n; ++c) row += p.solution()[static_cast<size_t>(r * n + c)] ? '*' : '.';
        rows.push_back(row);
    }
    return rows;
}

} // namespace

TEST_CASE("puzz.link: the public Star Battle example loads, is unique, and has its known answer") {
    auto b = parse_puzzlink(kExampleUrl);
    REQUIRE(b.ok());
    CHECK(b->n == 6);
    CHECK(b->k == 1);
    // Decoded by hand from the border bits: the same zones as pzprjs's file of this puzzle.
    CHECK(format_desc(*b) == "000111011122033442553342544442522222");
    auto file = parse_pzprv3(kExampleFile);
    REQUIRE(file.ok());
    CHECK(*file == *b);
    auto p = SpotsPuzzle::make(*b);
    REQUIRE(p.ok());
    CHECK((*p)->unique());
    CHECK(solution_rows(**p) == std::vector<std::string>{".*....", "...*..", ".....*", "..*...", "....*.", "*....."});
    CHECK(format_puzzlink(*b) == kExampleUrl);
}

TEST_CASE("puzz.link: the same board from pzv.jp, pzprxs and upper-case digits") {
    for (const char* url : {"http://pzv.jp/p.html?starbattle/6/6/1/4ilbhgdnmhou", "https://pzprxs.vercel.app/p?starbattle/6/6/1/4ILBHGDNMHOU",
                            "puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou/"}) {
        CAPTURE(url);
        auto b = parse_puzzlink(url);
        REQUIRE(b.ok());
        CHECK(format_desc(*b) == "000111011122033442553342544442522222");
    }
}

TEST_CASE("pzprv3: the answer rows read back as stars, and a written file reads back") {
    std::vector<uint8_t> stars;
    auto b = parse_pzprv3(kExampleFile, &stars);
    REQUIRE(b.ok());
    auto p = SpotsPuzzle::make(*b);
    REQUIRE(p.ok());
    CHECK(stars == (*p)->solution());
    const std::string text = format_pzprv3(*b, &stars);
    CHECK(text.rfind("pzprv3\nstarbattle\n6\n6\n1\n6\n0 0 0 1 1 1 \n", 0) == 0);
    std::vector<uint8_t> again;
    auto back = parse_pzprv3(text, &again);
    REQUIRE(back.ok());
    CHECK(*back == *b);
    CHECK(again == stars);
}

TEST_CASE("every shipped Sweet Spots level round-trips through puzz.link and pzprv3") {
    int n = 0;
    for (const Board& b : shipped_boards()) {
        const Board c = canonical_zones(b);
        const std::string url = format_puzzlink(b);
        CAPTURE(url);
        auto from_url = parse_puzzlink(url);
        REQUIRE(from_url.ok());
        CHECK(*from_url == c);
        auto from_file = parse_pzprv3(format_pzprv3(b));
        REQUIRE(from_file.ok());
        CHECK(*from_file == c);
        ++n;
    }
    CHECK(n >= 100);
}

TEST_CASE("zones renumbered by first cell are the same board") {
    auto p = parse_params("5k1");
    REQUIRE(p.ok());
    // The first starter level with its zone ids swapped end for end (0 for 4, 1 for 3).
    auto d = parse_desc(*p, "4432244422410001100011110");
    REQUIRE(d.ok());
    CHECK(format_desc(canonical_zones(*d)) == "0012200022034443344433334");
    CHECK(canonical_zones(canonical_zones(*d)) == canonical_zones(*d));
}

TEST_CASE("malformed puzz.link URLs and pzprv3 files give one-line errors") {
    const std::vector<std::pair<std::string, std::string>> urls = {
        {"https://puzz.link/p", "'?'"},
        {"https://puzz.link/p?nurikabe/6/6/abc", "not a Star Battle link"},
        {"https://puzz.link/p?starbattle/6/6/1", "the form starbattle/WIDTH/HEIGHT/STARS/BORDERS"},
        {"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmho", "11 characters"},
        {"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmho!", "not a base-32 digit"},
        {"https://puzz.link/p?starbattle/x/6/1/4ilbhgdnmhou", "a width"},
        {"https://puzz.link/p?starbattle/6/5/1/4ilbhgdnmh", "Sweet Spots boards are square"},
        {"https://puzz.link/p?starbattle/6/6/1/000000000000", "has 1 zones"},
        {"https://puzz.link/p?starbattle/6/6/2/4ilbhgdnmhou", "8x8 or more"},
    };
    for (const auto& entry : urls) {
        const auto& url = entry.first;
        const auto& want = entry.second;
        CAPTURE(url);
        auto b = parse_puzzlink(url);
        REQUIRE_FALSE(b.ok());
        CHECK(b.error().message.find(want) != std::string::npos);
        CHECK(b.error().message.find('\n') == std::string::npos);
    }
    const std::vector<std::pair<std::string, std::string>> files = {
        {"pzprv2\nstarbattle\n", "not a pzprv3 file"},
        {"pzprv3\nnurikabe\n6\n6\n", "Star Battle only"},
        {"pzprv3\nstarbattle\n6\n6\n", "ends before"},
        {"pzprv3\nstarbattle\n6\n6\n1\n6\n0 0 0 1 1 1\n", "ends inside the zone rows"},
        {"pzprv3/starbattle/6/6/1/6/0 0 0 1 1 /0 1 1 1 2 2 /0 3 3 4 4 2 /5 5 3 3 4 2 /5 4 4 4 4 2 /5 2 2 2 2 2 /", "expected 6 zone numbers"},
        {"pzprv3/starbattle/6/6/1/6/0 0 0 1 1 9 /0 1 1 1 2 2 /0 3 3 4 4 2 /5 5 3 3 4 2 /5 4 4 4 4 2 /5 2 2 2 2 2 /", "zone number"},
        {"pzprv3/starbattle/6/6/1/6/0 0 0 1 1 1 /0 1 1 1 2 2 /0 3 3 4 4 2 /5 5 3 3 4 2 /5 4 4 4 4 2 /5 2 2 2 2 2 /. . ? . . . /", "is not '#'"},
    };
    for (const auto& entry : files) {
        const auto& text = entry.first;
        const auto& want = entry.second;
        CAPTURE(text);
        auto b = parse_pzprv3(text);
        REQUIRE_FALSE(b.ok());
        CHECK(b.error().message.find(want) != std::string::npos);
        CHECK(b.error().line > 0);
    }
}

TEST_CASE("a board with several solutions or none still converts: formats() calls it well formed") {
    // Five zones in five columns: many placements. Two zones inside row 1 (A1-B1, D1-E1): none.
    const pz::GameFormats& f = formats();
    const pz::GameId several{"sweetspots", "5k1", "0123401234012340123401234", std::nullopt};
    CHECK(f.well_formed(several));
    auto url = f.write("puzzlink", several, false);
    REQUIRE(url.ok());
    auto back = parse_puzzlink(*url);
    REQUIRE(back.ok());
    auto loads = SpotsPuzzle::make(*back);
    REQUIRE(loads.ok());
    CHECK_FALSE((*loads)->unique());
    const pz::GameId none{"sweetspots", "5k1", "0021122222333334444444444", std::nullopt};
    CHECK(f.well_formed(none));
    auto b = parse_desc(*parse_params("5k1"), none.desc);
    REQUIRE(b.ok());
    auto unsolvable = SpotsPuzzle::make(*b);  // loads, to be played and found out (issue 19)
    REQUIRE(unsolvable.ok());
    CHECK((*unsolvable)->solutions() == 0);
    CHECK((*loads)->solutions() == 2);
    CHECK_FALSE(f.write("pzprv3", none, true).ok());  // no answer to write
    CHECK(f.write("pzprv3", none, false).ok());
}
