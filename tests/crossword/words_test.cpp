// Words fit to print: the dictionary the build ships, the generated grids and the level pack hold no
// word of assets/words/excluded.txt nor any of its inflections (issue 29: "HOS" and "HOES").
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "game/core/level_pack.h"
#include "game/core/text.h"
#include "game/crossword/grid.h"
#include "game/crossword/generator.h"

using namespace pz::crossword;

namespace {

std::string upper(std::string w) {
    for (char& ch : w)
        if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
    return w;
}

bool ends_with_any(const std::string& w, std::initializer_list<const char*> tails) {
    return std::any_of(tails.begin(), tails.end(), [&](const char* t) { return std::string_view(w).ends_with(t); });
}

// Every excluded word and the forms game/crossword/filter_words.cmake removes with it, upper-case as
// puzzles spell them.
std::set<std::string> banned_forms() {
    auto text = pz::read_file(std::string(PZ_SOURCE_DIR) + "/assets/words/excluded.txt");
    REQUIRE(text.ok());
    std::set<std::string> out;
    for (auto raw : pz::split_lines(*text)) {
        const std::string w(pz::trim(raw));
        if (w.empty() || w[0] == '#') continue;
        out.insert(upper(w));
        const bool sibilant = ends_with_any(w, {"s", "x", "z", "ch", "sh"});
        if (!sibilant) out.insert(upper(w + "s"));
        if (sibilant || w.back() == 'o') out.insert(upper(w + "es"));
        if (w.back() == 'e') {
            for (const char* tail : {"d", "r", "rs", "st"}) out.insert(upper(w + tail));
            out.insert(upper(w.substr(0, w.size() - 1) + "ing"));
        } else if (w.back() != 'c') {
            for (const char* tail : {"ed", "ing", "er", "ers", "est"}) out.insert(upper(w + tail));
        }
    }
    return out;
}

// The dictionary the build wrote (build tree's assets), or null where the test runs without it.
const Dictionary* shipped_dictionary() {
    auto d = load_dictionary(default_dictionary_path());
#ifdef __EMSCRIPTEN__
    if (!d) return nullptr;  // the node test runner has no preloaded assets
#else
    REQUIRE_MESSAGE(d.ok(), (d.ok() ? std::string() : d.error().message + " (apt install scowl, then rebuild)"));
#endif
    return *d;
}

} // namespace

TEST_CASE("words: the excluded words take their inflections with them (ho: hos, hoes)") {
    const auto banned = banned_forms();
    for (const std::string w : {"HO", "HOS", "HOES", "SLUT", "SLUTS", "RAPING", "QUEEREST", "BITCHES"}) {
        CAPTURE(w);
        CHECK(banned.count(w) == 1);
    }
    // Only the forms of an excluded word: a garden tool and a spice rack are fine.
    for (const std::string w : {"HOE", "SPICES", "SPICED", "HOD", "ASSESS", "MASS", "MESS"}) {
        CAPTURE(w);
        CHECK(banned.count(w) == 0);
    }
}

TEST_CASE("words: the shipped dictionary holds no excluded word, inflection or abbreviation") {
    const Dictionary* d = shipped_dictionary();
    if (!d) return;
    const auto banned = banned_forms();
    const std::set<std::string> words(d->words.begin(), d->words.end());
    int found = 0;
    for (const auto& w : words)
        if (banned.count(w)) {
            ++found;
            FAIL_CHECK("excluded word in the dictionary: " << w);
        }
    CHECK(found == 0);
    // What issue 29 found, and what the old list (wamerican) let into the level pack: abbreviations
    // and rare words a player does not know.
    for (const std::string w : {"HOS", "HOES", "INC", "YRS", "TSP", "RPM", "ASSOC", "XOR", "NTH", "HOC", "ANI", "EMOS", "MIX"}) {
        CAPTURE(w);
        CHECK(words.count(w) == 0);
    }
    // Common words stay, and enough of them to fill a 15x15 grid many ways.
    for (const std::string w : {"HOE", "APPLE", "HOUSE", "GARDEN", "SPICES", "ASSESS", "MASS", "MESS", "CROSSWORD"}) {
        CAPTURE(w);
        CHECK(words.count(w) == 1);
    }
    CHECK(words.size() > 30000);
    CHECK(words.size() < 45000);
}

TEST_CASE("words: generated Fill-in grids of every size use no excluded word") {
    const Dictionary* d = shipped_dictionary();
    if (!d) return;
    const auto banned = banned_forms();
    int puzzles = 0;
    for (const char* params : {"7x7", "7x7f", "9x9", "9x9f", "11x11", "11x11f", "13x13", "15x15", "15x15f"}) {
        auto gp = parse_gen_params(params);
        REQUIRE(gp.ok());
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            CAPTURE(params);
            CAPTURE(seed);
            auto g = generate(*gp, seed * 7919, *d);
            REQUIRE(g.ok());
            ++puzzles;
            for (const auto& w : g->puzzle.words) {
                CAPTURE(w);
                CHECK(banned.count(w) == 0);
            }
        }
    }
    CHECK(puzzles == 27);
}

TEST_CASE("words: the shipped Fill-in level pack uses no excluded word") {
    const std::string path = std::string(PZ_SOURCE_DIR) + "/levels/crossword/fillin.txt";
    auto pack = pz::load_level_pack(path);
    REQUIRE(pack.ok());
    const auto banned = banned_forms();
    for (const auto& lv : pack->levels) {
        auto p = parse_desc(lv.desc);
        REQUIRE(p.ok());
        for (const auto& w : p->words) {
            CAPTURE(lv.line);
            CAPTURE(w);
            CHECK(banned.count(w) == 0);
        }
    }
}
