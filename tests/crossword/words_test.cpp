// Words fit to print: the dictionary the build ships, the generated grids and the level packs hold no
// word of the deny lists (assets/words/denied/*.txt) nor any of its inflections (issue 29: "HOS" and
// "HOES"), and a player's list loses its denied words with a notice (issue 43).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "game/core/level_pack.h"
#include "game/core/text.h"
#include "game/crossword/denied.h"
#include "game/crossword/grid.h"
#include "game/crossword/generator.h"
#include "tests/temp_path.h"
#include "tests/sweep.h"

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

// Every denied word and the forms game/crossword/filter_words.cmake removes with it, upper-case as
// puzzles spell them: written again here, from the lists' README, to check the build's rule.
std::set<std::string> banned_forms() {
    std::set<std::string> out;
    int lists = 0;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(PZ_SOURCE_DIR) + "/assets/words/denied")) {
        if (entry.path().extension() != ".txt") continue;
        ++lists;
        const bool exact = entry.path().stem() == "abbreviations";
        auto text = pz::read_file(entry.path().string());
        REQUIRE(text.ok());
        for (auto raw : pz::split_lines(*text)) {
            const std::string w(pz::trim(raw));
            if (w.empty() || w[0] == '#') continue;
            out.insert(upper(w));
            if (exact) continue;
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
    }
    CHECK(lists == 7);  // sexual, slurs, insults, profanity, drugs, violence, abbreviations
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
    // Only the forms of an excluded word: a garden tool and a spice rack are fine, and an
    // abbreviation takes no forms (sup is not super, pap not paper).
    for (const std::string w : {"HOE", "SPICES", "SPICED", "HOD", "ASSESS", "MASS", "MESS", "SUPER", "PAPER", "DOSES", "LUSTER"}) {
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

TEST_CASE("words: no shipped Fill-in level uses a denied word") {
    const auto banned = banned_forms();
    int levels = 0;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(PZ_SOURCE_DIR) + "/levels/crossword")) {
        auto pack = pz::load_level_pack(entry.path().string());
        REQUIRE(pack.ok());
        for (const auto& lv : pack->levels) {
            auto p = parse_desc(lv.desc);
            REQUIRE(p.ok());
            ++levels;
            for (const auto& w : p->words) {
                CAPTURE(lv.line);
                CAPTURE(w);
                CHECK(banned.count(w) == 0);
                CHECK_FALSE(is_denied_word(w));
            }
        }
    }
    CHECK(levels > 0);
}

TEST_CASE("words: the one deny check knows every listed form, in any case, and nothing else") {
    const auto banned = banned_forms();
    for (const auto& w : banned) {
        CAPTURE(w);
        CHECK(is_denied_word(w));
    }
    for (const char* w : {"nigger", "Cocaine", "MURDERED", "moron", "qua", "slut"}) {
        CAPTURE(w);
        CHECK(is_denied_word(w));
    }
    for (const char* w : {"HOE", "SUPER", "PAPER", "LUSTER", "SPICES", "apple", "Garden", ""}) {
        CAPTURE(w);
        CHECK_FALSE(is_denied_word(w));
    }
}

TEST_CASE("words: a thousand generated puzzles use no denied word") {
    const Dictionary* d = shipped_dictionary();
    if (!d) return;
    // Small boards keep it quick; the free-form ones place the most short words.
    const auto gp = parse_gen_params("5x5f");
    REQUIRE(gp.ok());
    int puzzles = 0;
    const int seeds = pz::test::sweep(1000);  // all thousand but under the sanitizers (tests/sweep.h)
    for (uint64_t seed = 1; seed <= static_cast<uint64_t>(seeds); ++seed) {
        auto g = generate(*gp, seed, *d);
        if (!g.ok()) continue;
        ++puzzles;
        for (const auto& w : g->puzzle.words)
            if (is_denied_word(w)) FAIL_CHECK("seed " << seed << " placed a denied word: " << w);
    }
    CHECK(puzzles > seeds * 9 / 10);
}

TEST_CASE("words: generating checks again: a list made in code with denied words never places them") {
    const Dictionary* shipped = shipped_dictionary();
    if (!shipped) return;
    Dictionary made = *shipped;  // as if made in code, never read by load_dictionary
    made.checked = false;
    const std::vector<std::string> bad{"SEX", "ASS", "CUM", "TIT", "HOS", "QUA", "PIS", "DOPE", "SLUT", "PORN", "DICK",
                                       "RAPE", "SHIT", "FUCK", "PISS", "HEROIN", "MURDER", "MORON", "NUDES", "SPICS"};
    for (int i = 0; i < 20; ++i) made.words.insert(made.words.end(), bad.begin(), bad.end());
    const auto gp = parse_gen_params("5x5f");
    REQUIRE(gp.ok());
    for (uint64_t seed = 1; seed <= 50; ++seed) {
        auto g = generate(*gp, seed, made);
        if (!g.ok()) continue;
        for (const auto& w : g->puzzle.words)
            if (is_denied_word(w)) FAIL_CHECK("seed " << seed << " placed a denied word: " << w);
    }
}

TEST_CASE("words: a player's list loses its denied words with a one-line notice") {
    // A list a player brings (the editor's, --dict): common words and three that are denied.
    std::string text;
    const Dictionary* shipped = shipped_dictionary();
    if (!shipped) return;
    for (size_t i = 0; i < 200 && i < shipped->words.size(); ++i) text += shipped->words[i] + "\n";
    text += "slut\nMurderers\nqua\n";
    const std::string path = pz::test::temp_path("family_words.txt");
    REQUIRE(pz::write_file_atomic(path, text).ok());
    auto d = load_dictionary(path);
    REQUIRE(d.ok());
    CHECK((*d)->words.size() == std::min<size_t>(200, shipped->words.size()));
    for (const auto& w : (*d)->words) CHECK_FALSE(is_denied_word(w));
    CHECK((*d)->notice == "family_words.txt: 3 words left out, not fit for a family puzzle.");
    CHECK((*d)->notice.find('\n') == std::string::npos);
    // The shipped list has none to lose, so it says nothing.
    CHECK(shipped->notice.empty());
    std::vector<std::string> words{"SLUT", "APPLE", "MORON", "HOE"};
    CHECK(drop_denied_words(words) == 2);
    CHECK(words == std::vector<std::string>{"APPLE", "HOE"});
    CHECK(denied_notice("mine.txt", 1) == "mine.txt: 1 word left out, not fit for a family puzzle.");
    CHECK(denied_notice("mine.txt", 0).empty());
}
