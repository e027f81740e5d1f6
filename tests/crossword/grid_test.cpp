// Layout parsing, slot and junction detection, puzzle files and one-line descriptions.
#include <doctest/doctest.h>

#include "game/core/result.h"
#include "game/crossword/grid.h"

using namespace pz::crossword;

namespace {

Grid grid_of(std::vector<std::string_view> rows) {
    auto l = parse_layout(rows);
    REQUIRE(l.ok());
    auto g = make_grid(std::move(*l));
    REQUIRE(g.ok());
    return std::move(*g);
}

std::string slot_str(const Grid& g, int i) {
    const Slot& s = g.slots[static_cast<size_t>(i)];
    return std::to_string(s.row) + "," + std::to_string(s.col) + (s.heading == Heading::Across ? "A" : "D") +
           std::to_string(s.length);
}

} // namespace

TEST_CASE("grid: slots are maximal runs of two or more, numbered in reading order") {
    // Runs touch every edge; cells such as (2,4) lie in a down slot only.
    const Grid g = grid_of({"****.",
                            "*..**",
                            "*...*",
                            "*****"});
    REQUIRE(g.slots.size() == 6);
    CHECK(slot_str(g, 0) == "0,0A4");
    CHECK(slot_str(g, 1) == "0,0D4");
    CHECK(slot_str(g, 2) == "0,3D2");  // (0,3)-(1,3): a two-cell down slot
    CHECK(slot_str(g, 3) == "1,3A2");
    CHECK(slot_str(g, 4) == "1,4D3");  // touches the right and bottom edges
    CHECK(slot_str(g, 5) == "3,0A5");
    // Junctions: cells in an across and a down slot.
    CHECK(g.is_junction(0));        // (0,0)
    CHECK(g.is_junction(3));        // (0,3)
    CHECK_FALSE(g.is_junction(1));  // (0,1) across only
    CHECK(g.is_junction(3 * 5 + 4));
    int pos = -1;
    CHECK(g.crossing(0, 3, &pos) == 2);
    CHECK(pos == 0);
    CHECK(g.crossing(5, 2) == -1);
}

TEST_CASE("grid: slots are named as a crossword numbers them, cells by their labels") {
    const Grid g = grid_of({"****.",
                            "*..**",
                            "*...*",
                            "*****"});
    // Start cells in reading order: (0,0) across and down share 1, then (0,3), (1,3), (1,4), (3,0).
    const std::vector<std::string> want = {"1 across", "1 down", "2 down", "3 across", "4 down", "5 across"};
    for (int i = 0; i < 6; ++i) CHECK(g.slot_label(i) == want[static_cast<size_t>(i)]);
    CHECK(g.clue_number(5) == 5);
    CHECK(g.slot_name(3) == "3 across (2 letters from D2)");
}

TEST_CASE("grid: adjacent parallel slots make two-cell crossing slots") {
    const Grid g = grid_of({"***", "***"});
    REQUIRE(g.slots.size() == 5);
    CHECK(slot_str(g, 0) == "0,0A3");
    CHECK(slot_str(g, 1) == "0,0D2");
    CHECK(slot_str(g, 2) == "0,1D2");
    CHECK(slot_str(g, 3) == "0,2D2");
    CHECK(slot_str(g, 4) == "1,0A3");
    for (int c = 0; c < 6; ++c) CHECK(g.is_junction(c));
}

TEST_CASE("grid: alternative characters and given letters") {
    auto l = parse_layout({"+-a", "--b"});
    REQUIRE(l.ok());
    CHECK(l->cells == std::vector<char>{'.', '*', 'A', '*', '*', 'B'});
}

TEST_CASE("grid: layout errors name the row") {
    auto l = parse_layout({"***", "**"}, 4);
    REQUIRE_FALSE(l.ok());
    CHECK(l.error().line == 5);
    CHECK(l.error().message == "row 2 has 2 cells, expected 3 like row 1");
    auto bad = parse_layout({"*?*"}, 1);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.find("row 1, column 2: unexpected '?'") == 0);
    auto lone = parse_layout({"*.*", "*.."});
    REQUIRE(lone.ok());
    auto g = make_grid(*lone);
    REQUIRE_FALSE(g.ok());
    CHECK(g.error().message.find("row 1, column 3: this cell belongs to no slot") == 0);
    auto none = parse_layout({"...", "..."});
    REQUIRE(none.ok());
    CHECK_FALSE(make_grid(*none).ok());
}

TEST_CASE("grid: puzzle file parses layout, words, comments and blank lines") {
    auto p = parse_puzzle_file("# a tiny one\n"
                               "***\n"
                               "*.*\n"
                               "***\n"
                               "\n"
                               "words:\n"
                               "cat\n"
                               "Tan\n"
                               "  tot  \n"
                               "COT\n");
    REQUIRE(p.ok());
    CHECK(p->grid.slots.size() == 4);
    CHECK(p->words == std::vector<std::string>{"CAT", "TAN", "TOT", "COT"});
    CHECK(format_puzzle_file(*p) == "***\n*.*\n***\nwords:\nCAT\nTAN\nTOT\nCOT\n");
}

TEST_CASE("grid: malformed puzzle files are rejected with the line") {
    auto check_error = [](std::string_view text, int line, std::string_view start) {
        INFO(text);
        auto p = parse_puzzle_file(text);
        REQUIRE_FALSE(p.ok());
        CHECK(p.error().line == line);
        CHECK(p.error().message.substr(0, start.size()) == start);
        if (line > 0) CHECK(pz::describe(p.error(), "x.txt").rfind("x.txt:" + std::to_string(line) + ": ", 0) == 0);
    };
    check_error("***\n**\nwords:\nabc\n", 2, "row 2 has 2 cells");
    check_error("# c\n***\n\n*%*\nwords:\nabc\n", 4, "row 2, column 2: unexpected '%'");
    check_error("***\n***\n", 2, "missing the line 'words:'");
    check_error("words:\ncat\n", 1, "no layout rows");
    check_error("***\nwords:\n", 2, "no words after 'words:'");
    check_error("***\nwords:\ncat\nc4t\n", 4, "word 'c4t' has '4'");
    check_error("***\nwords:\nc\n", 3, "word 'C' is too short");
    check_error("*.*\nwords:\nca\n", 1, "row 1, column 1: this cell belongs to no slot");
    check_error("", 0, "empty puzzle file");
}

TEST_CASE("grid: the one-line description round-trips and rejects bad input") {
    auto p = parse_puzzle_file("**A\n*.*\n***\nwords:\ncat\ntan\n");
    REQUIRE(p.ok());
    const std::string d = format_desc(*p);
    CHECK(d == "**A/*.*/***|CAT,TAN");
    auto q = parse_desc(d);
    REQUIRE(q.ok());
    CHECK(format_desc(*q) == d);
    CHECK(size_params(q->grid.layout) == "3x3");
    CHECK_FALSE(parse_desc("***/***").ok());
    CHECK_FALSE(parse_desc("***/**|CAT").ok());
    CHECK_FALSE(parse_desc("***|").ok());
    CHECK_FALSE(parse_desc("***|CAT,,DOG").ok());
    CHECK_FALSE(parse_desc("|CAT").ok());
}
