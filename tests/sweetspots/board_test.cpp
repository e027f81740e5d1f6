// Zone files, level forms, params and descs: round trips and every malformed-input error path.
#include <doctest/doctest.h>

#include <string>

#include "game/core/level_pack.h"
#include "game/sweetspots/board.h"

using namespace pz::sweetspots;

namespace {

const char* kFive =
    "0 0 1 1 1\n"
    "0 2 2 1 1\n"
    "0 2 3 3 1\n"
    "4 4 3 3 3\n"
    "4 4 4 3 3\n";

std::string error_of(std::string_view text, int k = 1) {
    auto b = parse_zone_file(text, k);
    REQUIRE(!b.ok());
    return pz::describe(b.error(), "f.txt");
}

} // namespace

TEST_CASE("the original zone file form parses and round-trips") {
    auto b = parse_zone_file(kFive, 1);
    REQUIRE(b.ok());
    CHECK(b->n == 5);
    CHECK(b->k == 1);
    CHECK(b->zone_at(0, 2) == 1);
    CHECK(b->zone_at(3, 0) == 4);
    CHECK(format_zone_file(*b) == kFive);
    CHECK(format_desc(*b) == "0011102211023314433344433");
}

TEST_CASE("our level form carries N and k, comments and blank lines are skipped") {
    std::string text = "# a board\n5 1\n\n" + std::string(kFive);
    auto b = parse_zone_file(text, -1);
    REQUIRE(b.ok());
    CHECK(b->k == 1);
    CHECK(format_level_file(*b) == "5 1\n" + std::string(kFive));
    auto again = parse_zone_file(format_level_file(*b), -1);
    REQUIRE(again.ok());
    CHECK(*again == *b);
}

TEST_CASE("a one-line params:desc is a board too") {
    auto b = parse_zone_file("5k1:0011102211023314433344433\n", -1);
    REQUIRE(b.ok());
    CHECK(format_zone_file(*b) == kFive);
}

TEST_CASE("params text") {
    auto p = parse_params("10k2");
    REQUIRE(p.ok());
    CHECK(p->n == 10);
    CHECK(p->k == 2);
    CHECK(!p->has_grade);
    auto g = parse_params("8k1dx");
    REQUIRE(g.ok());
    CHECK(g->grade == Grade::Expert);
    CHECK(g->text() == "8k1dx");
    CHECK(g->text(false) == "8k1");
    CHECK(!parse_params("4k1").ok());
    CHECK(!parse_params("15k1").ok());
    CHECK(!parse_params("7k2").ok());   // k=2 from 8x8 up
    CHECK(!parse_params("12k3").ok());  // k=3 only at 14
    CHECK(parse_params("14k3").ok());
    CHECK(!parse_params("8k1dq").ok());
    CHECK(!parse_params("8x8").ok());
    CHECK(!parse_params("").ok());
}

TEST_CASE("descs reject wrong lengths, bad digits and broken zones") {
    Params p{5, 1, false, Grade::Easy};
    CHECK(parse_desc(p, "0011102211023314433344433").ok());
    CHECK(parse_desc(p, "001110221102331443334443").error().message.find("needs 25 zone digits, found 24") != std::string::npos);
    CHECK(parse_desc(p, "0011102211023314433344435").error().message.find("out of range 0..4") != std::string::npos);
    CHECK(parse_desc(p, "00111022110233144333444-3").error().message.find("not a base-36") != std::string::npos);
    CHECK(parse_desc(p, "0011102211023314433344430").error().message.find("zone 0 is not contiguous") != std::string::npos);
}

TEST_CASE("malformed zone files name the line and the problem") {
    // Wrong count in a row.
    CHECK(error_of("0 0 1 1 1\n0 2 2 1\n0 2 3 3 1\n4 4 3 3 3\n4 4 4 3 3\n") ==
          "f.txt:2: expected 5 zone ids in row 1, found 4");
    // Too few rows, too many rows.
    CHECK(error_of("0 0 1 1 1\n0 2 2 1 1\n0 2 3 3 1\n4 4 3 3 3\n") == "f.txt:4: expected 5 rows of zone ids, found 4");
    CHECK(error_of(std::string(kFive) + "4 4 4 3 3\n") == "f.txt:6: expected 5 rows of zone ids, found 6");
    // Ids out of range, and not numbers.
    CHECK(error_of("0 0 1 1 1\n0 2 2 1 1\n0 2 3 3 1\n4 4 3 5 3\n4 4 4 3 3\n") ==
          "f.txt:4: expected a zone id from 0 to 4, found 5 (row 3, column 3)");
    CHECK(error_of("0 0 1 1 1\n0 2 x 1 1\n0 2 3 3 1\n4 4 3 3 3\n4 4 4 3 3\n").find("f.txt:2: expected a zone id") == 0);
    // A zone in two pieces: the detached piece's line is named.
    CHECK(error_of("0 0 1 1 1\n0 2 2 1 1\n0 2 3 3 1\n4 4 3 3 3\n4 4 4 3 0\n") ==
          "f.txt:5: zone 0 is not contiguous: row 4, column 4 is cut off from the rest of it");
    // Zone ids that touch only at a corner are not contiguous either.
    CHECK(error_of("0 1 1 1 1\n1 0 2 2 2\n3 3 3 3 3\n4 4 4 4 4\n2 2 2 2 2\n").find("not contiguous") != std::string::npos);
    // A missing zone.
    CHECK(error_of("0 0 1 1 1\n0 0 2 1 1\n0 2 2 2 1\n3 3 3 3 3\n3 3 3 3 3\n") ==
          "f.txt:1: zone 4 has no cells (a 5x5 board needs zones 0..4)");
    // Sizes and k.
    CHECK(error_of("0 1 2\n0 1 2\n0 1 2\n") == "f.txt:1: a row of 3 zone ids: boards are 5 to 14 cells wide");
    CHECK(error_of(kFive, -1) == "f.txt:1: the file does not say k (chests per unit); give it with --k");
    CHECK(error_of(kFive, 2) == "f.txt: two chests per unit needs a board of 8x8 or more");
    CHECK(error_of("5 9\n" + std::string(kFive)) == "f.txt:1: expected chests per unit (k) from 1 to 3, found 9");
    CHECK(error_of("") == "f.txt: zone file is empty");
    CHECK(error_of("5k1:00111\n", -1).find("f.txt:1: a 5x5 description needs 25") == 0);
}

TEST_CASE("zone colours: over every shipped level no two touching zones share a colour, and up to eight zones all differ") {
    int levels = 0, large = 0;
    for (const char* file : {"starter.txt", "twostart.txt", "classic.txt", "double.txt"}) {
        auto pack = pz::load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/sweetspots/" + file);
        REQUIRE_MESSAGE(pack.ok(), (pack.ok() ? "" : pack.error().message));
        for (const pz::Level& lv : pack->levels) {
            INFO(file << ":" << lv.line);
            auto p = parse_params(lv.params);
            REQUIRE(p.ok());
            auto b = parse_desc(*p, lv.desc);
            REQUIRE(b.ok());
            const auto colour = zone_colours(*b, 8);
            REQUIRE(colour.size() == static_cast<size_t>(b->n));
            for (int z = 0; z < b->n; ++z) {
                CHECK(colour[static_cast<size_t>(z)] >= 0);
                CHECK(colour[static_cast<size_t>(z)] < 8);
                for (int o = z + 1; o < b->n; ++o) {
                    if (b->n <= 8 || zones_touch(*b, z, o)) CHECK(colour[static_cast<size_t>(z)] != colour[static_cast<size_t>(o)]);
                }
            }
            ++levels;
            large += b->n > 8;
        }
    }
    CHECK(levels >= 100);
    CHECK(large > 0);  // the map colouring is exercised, not only one colour per zone
}

TEST_CASE("zone colours: a map colouring with fewer colours than zones keeps touching zones apart") {
    auto b = parse_zone_file(kFive, 1);
    REQUIRE(b.ok());
    CHECK(zones_touch(*b, 0, 2));
    CHECK_FALSE(zones_touch(*b, 0, 3));
    const auto colour = zone_colours(*b, 4);  // five zones, four colours: two must share
    for (int z = 0; z < 5; ++z)
        for (int o = z + 1; o < 5; ++o)
            if (zones_touch(*b, z, o)) CHECK(colour[static_cast<size_t>(z)] != colour[static_cast<size_t>(o)]);
    for (int c : colour) CHECK(c < 4);
}
