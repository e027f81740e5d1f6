// Fill-in's editor (issue 40): verdicts checked against a brute force written here (every way to
// deal the listed words to the slots, counted as distinct letter grids), drawing, suggestions from
// the dictionary, and bad edits that change nothing.
#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "game/core/edit.h"
#include "game/core/game.h"
#include "game/core/text.h"
#include "game/crossword/editor.h"
#include "game/crossword/generator.h"
#include "game/crossword/grid.h"

namespace pz {
const GameType& crossword_game();
}

namespace {

// Distinct filled grids from dealing the words to the slots in every order: independent of the filler.
uint64_t brute_count(const pz::Draft& d) {
    const size_t bar = d.desc.find('|');
    auto layout = pz::crossword::parse_layout(pz::split(std::string_view(d.desc).substr(0, bar), '/'));
    auto grid = pz::crossword::make_grid(*layout);
    if (!grid) return 0;
    std::vector<std::string> words;
    for (auto w : pz::split(std::string_view(d.desc).substr(bar + 1), ',')) words.emplace_back(w);
    if (words.size() != grid->slots.size()) return 0;
    std::vector<size_t> deal(words.size());
    std::iota(deal.begin(), deal.end(), 0);
    std::set<std::string> fills;
    do {
        std::string cells(layout->cells.begin(), layout->cells.end());
        bool ok = true;
        for (size_t s = 0; s < grid->slots.size() && ok; ++s) {
            const std::string& w = words[deal[s]];
            const auto& slot = grid->slots[s];
            ok = w.size() == slot.cells.size();
            for (size_t p = 0; p < slot.cells.size() && ok; ++p) {
                char& at = cells[static_cast<size_t>(slot.cells[p])];
                if (at == pz::crossword::kOpen) at = w[p];
                else ok = at == w[p];
            }
        }
        if (ok) fills.insert(cells);
    } while (std::next_permutation(deal.begin(), deal.end()));
    return fills.size();
}

uint64_t verdict_count(const pz::Verdict& v) {
    return v.kind == pz::Verdict::Kind::None ? 0 : v.kind == pz::Verdict::Kind::Unique ? 1 : v.count;
}

} // namespace

TEST_CASE("crossword editor: drawn grids get the verdict a brute force gives, edit by edit") {
    const pz::GameType& g = pz::crossword_game();
    REQUIRE(g.editor());
    const pz::Editor& e = *g.editor();
    auto blank = e.blank("5x5");
    REQUIRE(blank);
    CHECK(blank->params == "5x5");
    pz::EditSession s(g, *blank);
    // All blocks: nothing to fill yet.
    pz::Verdict v = e.judge(s.draft(), {});
    CHECK(v.kind == pz::Verdict::Kind::None);
    REQUIRE(s.edit("A1=."));
    v = e.judge(s.draft(), {});
    CHECK(v.kind == pz::Verdict::Kind::None);
    CHECK(v.note.find("A1") != std::string::npos);  // a lone cell is in no slot
    // A1-C1 across and A1-A3 down, both three letters and starting on A1.
    for (const char* cell : {"B1", "C1", "A2", "A3"}) REQUIRE(s.edit(std::string(cell) + "=."));
    CHECK(s.draft().desc == "***../*..../*..../...../.....|");
    v = e.judge(s.draft(), {});
    CHECK(v.kind == pz::Verdict::Kind::None);  // no words yet
    // CAT and COW cross on their C either way round: two fills, differing everywhere but A1.
    REQUIRE(s.edit("words=cat, Cow"));
    CHECK(s.draft().desc == "***../*..../*..../...../.....|CAT,COW");
    v = e.judge(s.draft(), {});
    CHECK(v.kind == pz::Verdict::Kind::Several);
    CHECK(v.count == 2);
    CHECK_FALSE(v.at_least);
    CHECK(v.differ == std::vector<std::string>{"B1", "C1", "A2", "A3"});
    CHECK(brute_count(s.draft()) == 2);
    // A given A on B1 leaves CAT across only.
    REQUIRE(s.edit("B1=a"));
    v = e.judge(s.draft(), {});
    CHECK(pz::verdict_text(v) == "unique grade=easy");
    CHECK_FALSE(v.technique.empty());
    CHECK(brute_count(s.draft()) == 1);
    // DOG crosses CAT nowhere: none, and the brute force agrees.
    REQUIRE(s.edit("words=CAT,DOG"));
    CHECK(e.judge(s.draft(), {}).kind == pz::Verdict::Kind::None);
    CHECK(brute_count(s.draft()) == 0);
    // A third slot, C1-C3 down: the list must have three words of three letters.
    REQUIRE(s.edit("B1=."));
    for (const char* cell : {"C2", "C3"}) REQUIRE(s.edit(std::string(cell) + "=."));
    REQUIRE(s.edit("words=CAT,COW,TOP"));
    v = e.judge(s.draft(), {});
    CHECK(verdict_count(v) == brute_count(s.draft()));
    REQUIRE(s.edit("words=CAT,COW,TOP,PIG"));
    v = e.judge(s.draft(), {});
    CHECK(v.kind == pz::Verdict::Kind::None);
    CHECK(v.note.find('3') != std::string::npos);  // 3 letters: 3 slots but 4 words
    // Edit by edit, the count agrees with the brute force.
    int checked = 0;
    for (const char* edit : {"words=CAT,CUT,TAP", "words=TAP,TOP,PAT", "A3=e", "words=TOP,TAP,TOE", "A1=#", "A1=.",
                             "words=CAT,CAT,TAT", "B1=o", "words=SAT,SOT,TOT"}) {
        REQUIRE_MESSAGE(s.edit(edit), edit);
        ++checked;
        v = e.judge(s.draft(), {});
        CHECK_MESSAGE(verdict_count(v) == brute_count(s.draft()), edit, " ", s.draft().desc);
    }
    CHECK(checked == 9);
    // A board the node limit cannot settle says unknown.
    REQUIRE(s.edit("words=CAT,COW,TOP"));
    REQUIRE(s.edit("B1=."));
    REQUIRE(s.edit("A3=."));
    pz::JudgeLimits tight;
    tight.nodes = 1;
    CHECK(e.judge(s.draft(), tight).kind == pz::Verdict::Kind::Unknown);
    // Its ID opens again as the same draft.
    const std::string id = s.id();
    CHECK(id.rfind("crossword:5x5:", 0) == 0);
    auto again = pz::draft_from_id(g, id);
    REQUIRE(again);
    CHECK(*again == s.draft());
}

TEST_CASE("crossword editor: bad input is one line and changes nothing") {
    const pz::GameType& g = pz::crossword_game();
    pz::EditSession s(g, *g.editor()->blank(g.editor()->sizes().front().params));
    CHECK(s.draft().params == "7x7");
    REQUIRE(s.edit("A1=."));
    REQUIRE(s.edit("B1=."));
    REQUIRE(s.edit("words=AT"));
    const pz::Draft start = s.draft();
    for (const char* bad : {"A1=?", "A1=ab", "A1=", "H1=.", "A8=#", "words=CAT,D0G", "words=ca t", "words=A", "suggest=x",
                            "suggest=0", "width=4", "height=16", "colour=red", "A1", "=3"}) {
        auto r = s.edit(bad);
        CHECK_MESSAGE(!r, bad);
        if (!r) CHECK(r.error().message.find('\n') == std::string::npos);
        CHECK(s.draft() == start);
    }
    auto word = s.edit("words=CAT,D0G");
    REQUIRE_FALSE(word);
    CHECK(word.error().message.find("D0G") != std::string::npos);
    CHECK_FALSE(s.edit("size=4x4"));
    CHECK_FALSE(s.edit("size=16x16"));
    CHECK_FALSE(s.edit("size=big"));
    CHECK(*pz::crossword::check_word("Ode") == "ODE");
    CHECK_FALSE(pz::crossword::check_word("it's"));
    // A player's list passes the same deny list as the shipped one (issue 43), in one line.
    auto denied = s.edit("words=CAT,ASSHOLE");
    REQUIRE_FALSE(denied);
    CHECK(denied.error().message.find('\n') == std::string::npos);
    CHECK(s.draft() == start);
    // A tap writes the palette's value; a second tap with it takes it back.
    const pz::Editor& e = *g.editor();
    CHECK(e.tap(s.draft(), "C1", ".") == "C1=.");
    CHECK(e.tap(s.draft(), "A1", ".") == "A1=#");
    CHECK(e.tap(s.draft(), "A1", "Q") == "A1=Q");
    REQUIRE(s.edit("A1=Q"));
    CHECK(e.tap(s.draft(), "A1", "Q") == "A1=.");
    s.undo();
    // '+' is a block too, as the layout's text reads it.
    REQUIRE(s.edit("B1=+"));
    CHECK(s.draft().desc.rfind("*......", 0) == 0);
    s.undo();
    // Resizing keeps the cells that still fit.
    REQUIRE(s.edit("width=5"));
    CHECK(s.draft().params == "5x7");
    CHECK(s.draft().desc.rfind("**.../", 0) == 0);
    s.undo();
    CHECK(s.draft() == start);
    // Another game's ID and a damaged one are refused.
    CHECK_FALSE(pz::draft_from_id(g, "bitflipper:3x3s3t0:000/000/000"));
    CHECK_FALSE(pz::draft_from_id(g, "crossword:5x5:***/..|CAT"));
}

TEST_CASE("crossword editor: suggested words fill the drawn grid, and the brute force counts them") {
    const pz::GameType& g = pz::crossword_game();
    auto dict = pz::crossword::load_dictionary(pz::crossword::default_dictionary_path());
    if (!dict) {
        MESSAGE("no dictionary (" << dict.error().message << "); skipped");
        return;
    }
    pz::EditSession s(g, *g.editor()->blank("5x5"));
    CHECK_FALSE(s.edit("suggest=1"));  // nothing drawn
    // A ladder: two five-letter words across, three down crossing both.
    for (const char* row : {"1", "3"})
        for (const char* col : {"A", "B", "C", "D", "E"}) REQUIRE(s.edit(std::string(col) + row + "=."));
    for (const char* cell : {"A2", "C2", "E2"}) REQUIRE(s.edit(std::string(cell) + "=."));
    REQUIRE(s.edit("suggest=1"));
    const std::string listed = s.draft().desc.substr(s.draft().desc.find('|') + 1);
    CHECK(std::count(listed.begin(), listed.end(), ',') == 4);
    // The word field shows the list the puzzle holds, as a player types it.
    std::string shown = listed;
    for (size_t at = shown.find(','); at != std::string::npos; at = shown.find(',', at + 2)) shown.replace(at, 1, ", ");
    CHECK(g.editor()->text_entries(s.draft()).front().text == shown);
    const pz::Verdict v = g.editor()->judge(s.draft(), {});
    CHECK(v.kind != pz::Verdict::Kind::None);
    CHECK(verdict_count(v) == brute_count(s.draft()));
    // Another number asks for another fill; the same number gives the same words.
    const pz::Draft first = s.draft();
    REQUIRE(s.edit("suggest=2"));
    REQUIRE(s.edit("suggest=1"));
    CHECK(s.draft() == first);
}
