// The editing contract over every game that has an editor (issue 40): every size's blank puzzle
// and every edit a tap makes give a draft that loads as itself, whose ID `puzzlebox-tool id`
// prints back unchanged, or one that is no puzzle yet and whose verdict says why; refusals are
// one line; verdict words round-trip.
#include <doctest/doctest.h>

#include <sstream>

#include "game/all/convert.h"
#include "game/all/registry.h"
#include "game/core/edit.h"

namespace {

// A draft loads as itself, or is no puzzle yet (a Fill-in grid whose words do not fit it): then
// the verdict is "none" and says why in a line.
void check_loads_as_itself(const pz::GameType& g, const pz::Draft& d) {
    auto p = g.load(d.params, d.desc);
    if (!p) {
        const pz::Verdict v = g.editor()->judge(d, {});
        CHECK_MESSAGE(v.kind == pz::Verdict::Kind::None, pz::draft_id(g, d));
        CHECK_MESSAGE(!v.note.empty(), pz::draft_id(g, d));
        CHECK(v.note.find('\n') == std::string::npos);
        return;
    }
    CHECK((*p)->params() == d.params);
    CHECK((*p)->description() == d.desc);
    std::ostringstream out, err;
    CHECK(pz::run_id({"id", pz::draft_id(g, d)}, out, err) == 0);
    CHECK(out.str().substr(0, out.str().find('\n')) == pz::draft_id(g, d));
}

} // namespace

TEST_CASE("edit contract: blanks and tapped edits load as themselves, and IDs round-trip through puzzlebox-tool id") {
    int games = 0;
    for (const pz::GameType* g : pz::all_games()) {
        const pz::Editor* e = g->editor();
        if (!e) continue;
        ++games;
        CAPTURE(g->id());
        REQUIRE_FALSE(e->sizes().empty());
        for (const pz::Preset& size : e->sizes()) {
            auto blank = e->blank(size.params);
            REQUIRE_MESSAGE(blank, size.params);
            check_loads_as_itself(*g, *blank);
            // A tap with each palette value on the first cells: refused in one line, or a draft that loads.
            pz::EditSession s(*g, *blank);
            // The cells' labels from the blank, or from a made puzzle of its size when the blank is none yet.
            auto puzzle = g->load(blank->params, blank->desc);
            if (!puzzle) {
                auto desc = g->generate(blank->params, 1);
                REQUIRE_MESSAGE(desc, size.params);
                puzzle = g->load(blank->params, *desc);
            }
            REQUIRE_MESSAGE(puzzle, size.params);
            int tried = 0;
            for (const std::string& label : (*puzzle)->labels()) {
                if (label.find(' ') != std::string::npos || ++tried > 6) continue;
                for (const pz::PaletteEntry& v : e->palette(s.draft())) {
                    const pz::Draft before = s.draft();
                    auto ok = s.edit(e->tap(s.draft(), label, v.value));
                    if (!ok) {
                        CHECK(ok.error().message.find('\n') == std::string::npos);
                        CHECK(s.draft() == before);
                    }
                    check_loads_as_itself(*g, s.draft());
                }
            }
            CHECK(pz::verdict_word(e->judge(s.draft(), {}).kind) != "");
        }
        // Another game's ID and nonsense are refused.
        CHECK_FALSE(pz::draft_from_id(*g, "nosuchgame:1:2"));
        CHECK_FALSE(pz::draft_from_id(*g, "garbage"));
        CHECK_FALSE(e->blank("999x999"));
    }
    CHECK(games >= 3);
    for (auto k : {pz::Verdict::Kind::Unknown, pz::Verdict::Kind::None, pz::Verdict::Kind::Unique, pz::Verdict::Kind::Several})
        CHECK(*pz::parse_verdict_word(pz::verdict_word(k)) == k);
    CHECK_FALSE(pz::parse_verdict_word("maybe"));
}

TEST_CASE("edit contract: the verdict in player words") {
    pz::Verdict v;
    CHECK(pz::verdict_line(v) == "Too big to settle here");
    v.kind = pz::Verdict::Kind::Unique;
    v.grade = "medium";
    CHECK(pz::verdict_line(v) == "Exactly one solution · Medium");
    CHECK(pz::verdict_text(v) == "unique grade=medium");
    // A game with no one answer says its note, and `print verdict` still says unique.
    v = {};
    v.kind = pz::Verdict::Kind::Unique;
    v.no_uniqueness = true;
    v.note = "Scores about 900 over 5 games, clearing the board in 3";
    CHECK(pz::verdict_line(v) == v.note);
    CHECK(pz::verdict_text(v) == "unique");
    v = {};
    v.kind = pz::Verdict::Kind::Several;
    v.count = 3;
    v.differ = {"B2", "C4"};
    CHECK(pz::verdict_line(v) == "Several solutions (3): they differ at B2, C4");
    v.at_least = true;
    v.count = 11;
    v.differ.clear();
    CHECK(pz::verdict_line(v) == "Several solutions (more than 10)");
    CHECK(pz::parse_cell("AB12", 20, 30)->second == 27);
    CHECK_FALSE(pz::parse_cell("A0", 5, 5));
    CHECK_FALSE(pz::parse_cell("F1", 5, 5));
    CHECK_FALSE(pz::parse_cell("1A", 5, 5));
}
