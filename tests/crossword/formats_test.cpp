// ipuz and Across Lite .puz for Fill-in (issue 19): round trips over every shipped level, a
// crossword-kind ipuz and a .puz becoming Fill-ins of their grids' words, checksums, bad files.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "game/core/level_pack.h"
#include "game/crossword/formats.h"
#include "game/crossword/rules.h"
#include "tests/crossword/puz_file.h"

using namespace pz::crossword;
using namespace pz::crossword::test;

namespace {

std::vector<std::string> shipped_descs() {
    auto lp = pz::load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/crossword/fillin.txt");
    REQUIRE(lp.ok());
    std::vector<std::string> out;
    for (const pz::Level& l : lp->levels) out.push_back(l.desc);
    return out;
}

} // namespace

TEST_CASE("every shipped Fill-in level round-trips through ipuz with its solution") {
    int n = 0;
    for (const std::string& desc : shipped_descs()) {
        CAPTURE(desc);
        auto file = parse_desc(desc);
        REQUIRE(file.ok());
        auto p = FillPuzzle::make(*file);
        REQUIRE(p.ok());
        const std::string ipuz = format_ipuz((*p)->file(), (*p)->solution(), "Fill-in");
        CHECK(ipuz.find("\"kind\":[\"http://ipuz.org/fill#1\"]") != std::string::npos);
        CHECK(ipuz.find("\"version\":\"http://ipuz.org/v2\"") != std::string::npos);
        auto back = parse_ipuz(ipuz);
        REQUIRE(back.ok());
        CHECK(format_desc(back->file) == desc);
        CHECK(back->solution == letters_of(**p));
        ++n;
    }
    CHECK(n >= 40);
}

TEST_CASE("a crossword-kind ipuz becomes a Fill-in of its solution's words") {
    // The ipuz spec's small example: an omitted (null) cell, clue numbers, styled cells.
    const std::string ipuz = R"({"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": 3, "height": 3},
      "puzzle": [[{"cell": 1, "style": {"shapebg": "circle"}}, 2, "#"], [3, {"style": {"shapebg": "circle"}}, 4], [null, 5, 0]],
      "solution": [["C", "A", "#"], ["B", "O", "T"], [null, "L", "O"]],
      "clues": {"Across": [[1, "OR neighbor"], [3, "Droid"], [5, "Behold!"]], "Down": [[1, "Trucker's radio"], [2, "MSN competitor"], [4, "A preposition"]]}})";
    auto f = parse_ipuz(ipuz);
    REQUIRE(f.ok());
    CHECK(format_desc(f->file) == "**./***/.**|CA,CB,LO,TO,AOL,BOT");
    auto p = FillPuzzle::make(f->file);
    CHECK(p.ok());
    // The old JSONP wrapping reads the same.
    auto jsonp = parse_ipuz("ipuz(" + ipuz + ")");
    REQUIRE(jsonp.ok());
    CHECK(format_desc(jsonp->file) == format_desc(f->file));
}

TEST_CASE("an Across Lite .puz becomes a Fill-in of its grid's words, checksums verified") {
    const std::string desc = shipped_descs().front();
    auto file = parse_desc(desc);
    REQUIRE(file.ok());
    auto p = FillPuzzle::make(*file);
    REQUIRE(p.ok());
    const Layout& l = (*p)->grid().layout;
    const int clues = static_cast<int>((*p)->grid().slots.size());
    const std::string puz = make_puz(l, letters_of(**p), clues);
    auto back = parse_puz(puz);
    REQUIRE(back.ok());
    CHECK(format_desc(back->file) == desc);
    // A changed byte anywhere the checksums cover is caught.
    std::string clue_changed = puz;
    clue_changed[clue_changed.size() - 3] = 'X';
    auto bad = parse_puz(clue_changed);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.find("checksum") != std::string::npos);
    std::string letter_changed = puz;
    letter_changed[0x34 + static_cast<size_t>(l.width)] = 'Q';
    CHECK_FALSE(parse_puz(letter_changed).ok());
    std::string header_changed = puz;
    header_changed[0x2E] = static_cast<char>(header_changed[0x2E] + 1);
    auto header = parse_puz(header_changed);
    REQUIRE_FALSE(header.ok());
    CHECK(header.error().message.find("header checksum") != std::string::npos);
    auto scrambled = parse_puz(make_puz(l, letters_of(**p), clues, 4));
    REQUIRE_FALSE(scrambled.ok());
    CHECK(scrambled.error().message.find("scrambled") != std::string::npos);
    CHECK_FALSE(parse_puz(puz.substr(0, 60)).ok());
    CHECK_FALSE(parse_puz("not a puz file at all, but long enough to have a header............").ok());
}

TEST_CASE("malformed ipuz files give one-line errors naming the problem") {
    const std::string head = R"({"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/fill#1"], )";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"{", "JSON at byte"},
        {"[1, 2]", "one JSON object"},
        {R"({"kind": ["http://ipuz.org/fill#1"]})", "not an ipuz file"},
        {R"({"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#1"]})", "Puzzlebox reads"},
        {head + R"("puzzle": []})", "dimensions"},
        {head + R"("dimensions": {"width": 2, "height": 99}, "puzzle": []})", "2 to 40"},
        {head + R"("dimensions": {"width": 2, "height": 2}, "puzzle": [[0, 0]]})", "has 1 rows"},
        {head + R"("dimensions": {"width": 2, "height": 2}, "puzzle": [[0, 0], [0]]})", "row 2"},
        {head + R"("dimensions": {"width": 2, "height": 2}, "puzzle": [[0, 0], ["#", "#"]], "solution": [["AB", "C"], ["#", "#"]]})", "one letter"},
        {head + R"("dimensions": {"width": 2, "height": 2}, "puzzle": [[0, 0], ["#", "#"]], "solution": [["A", null], ["#", "#"]]})", "empty"},
        {head + R"("dimensions": {"width": 2, "height": 2}, "puzzle": [[0, 0], ["#", "#"]]})", "neither a word list nor a solution"},
        {head + R"("dimensions": {"width": 2, "height": 2}, "puzzle": [[0, 0], ["#", "#"]], "words": "AB"})", "not a list"},
        {head + R"("dimensions": {"width": 2, "height": 2}, "puzzle": [[0, 0], ["#", "#"]], "words": ["A1"]})", "A1"},
    };
    for (const auto& entry : cases) {
        const auto& text = entry.first;
        const auto& want = entry.second;
        CAPTURE(text);
        auto f = parse_ipuz(text);
        REQUIRE_FALSE(f.ok());
        CHECK(f.error().message.find(want) != std::string::npos);
        CHECK(f.error().message.find('\n') == std::string::npos);
    }
}
