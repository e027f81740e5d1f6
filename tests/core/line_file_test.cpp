// The one reader of the player's line files (game/core/line_file.h), and the three files read by it:
// settings.txt, progress.txt and dailies.txt keep their good lines and name the bad ones alike.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "game/core/line_file.h"
#include "game/core/settings.h"
#include "game/core/streak.h"

namespace {
// Every line read_line_file hands on, as "number:words".
std::vector<std::string> lines_of(std::string_view text, std::vector<pz::Error>* skipped, int* version = nullptr) {
    std::vector<std::string> seen;
    auto read = [&](const pz::FileLine& l) -> pz::Result<void> {
        if (l.words.front() == "bad") return pz::fail("a bad line");
        seen.push_back(std::to_string(l.number) + ":" + std::to_string(l.words.size()) + ":" + std::to_string(l.version));
        return {};
    };
    auto v = pz::read_line_file(text, "magic", 2, "not a magic file", read, skipped);
    if (version) *version = v ? *v : -1;
    return seen;
}
} // namespace

TEST_CASE("line files: the header is checked, blank lines are passed over, a refused line is skipped and named") {
    std::vector<pz::Error> skipped;
    int version = 0;
    const auto seen = lines_of("magic 1\na b\n\n   \nbad line\nc d e\n", &skipped, &version);
    CHECK(version == 1);
    CHECK(seen == std::vector<std::string>{"2:2:1", "6:3:1"});
    REQUIRE(skipped.size() == 1);
    CHECK(skipped[0].line == 5);
    CHECK(skipped[0].message == "a bad line");
    CHECK(lines_of("bad 1\n", nullptr).empty());  // no skipped list: nothing reported, nothing kept

    for (const char* not_ours : {"", "other 1\n", "magic\n", "magic x\n"}) {
        CAPTURE(not_ours);
        int v = 0;
        CHECK(lines_of(not_ours, nullptr, &v).empty());
        CHECK(v == -1);
    }
    auto newer = pz::read_line_file("magic 3\na\n", "magic", 2, "not ours", [](const pz::FileLine&) { return pz::Result<void>{}; }, nullptr);
    REQUIRE_FALSE(newer.ok());
    CHECK(newer.error().kind == pz::Error::Kind::NewerFormat);
    CHECK(newer.error().line == 1);
}

TEST_CASE("line files: settings, progress and dailies each keep their good lines and name the bad ones by line") {
    std::vector<pz::Error> skipped;
    auto s = pz::Settings::parse("puzzlebox-settings 2\ntheme light\ntheme purple\n# a comment\nlanguage de\n", &skipped);
    REQUIRE(s.ok());
    CHECK(s->theme == pz::Theme::Light);
    CHECK(s->language == "de");
    REQUIRE(skipped.size() == 1);
    CHECK(skipped[0].line == 3);

    skipped.clear();
    auto p = pz::Progress::parse("puzzlebox-progress 2\nfling/1 solved 3 1\nfling/2 maybe 3 1\n", &skipped);
    REQUIRE(p.ok());
    REQUIRE(skipped.size() == 1);
    CHECK(skipped[0].line == 3);
    // Version 1 wrote keys unescaped, spaces and all: still read.
    auto old = pz::Progress::parse("puzzlebox-progress 1\na key with spaces solved 4 2\n");
    REQUIRE(old.ok());
    CHECK(old->all().count("a key with spaces") == 1);
    CHECK(pz::Progress::parse("puzzlebox-progress 1\n").ok());

    skipped.clear();
    auto d = pz::DailyLog::parse("puzzlebox-dailies 1\nfling 2026-11-26\nfling 2026-02-30\nfling\n", &skipped);
    REQUIRE(d.ok());
    CHECK(d->days("fling").size() == 1);
    REQUIRE(skipped.size() == 2);
    CHECK(skipped[0].line == 3);
    CHECK(skipped[1].line == 4);
}
