// Each game's help speaks only of its own game, in player words (issue 29: Sweet Spots' help spoke
// of Decodoku's "noise bursts"): no other game's own words, no IDs, seeds, params or file names.
#include <doctest/doctest.h>

#include <cctype>
#include <map>
#include <string>
#include <vector>

#include "game/all/registry.h"

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

// Whether TEXT holds WORD starting at a word's start ("chest" finds "chests", not "orchestra").
bool mentions(const std::string& text, const std::string& word) {
    for (size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
        if (at == 0 || !std::isalpha(static_cast<unsigned char>(text[at - 1]))) return true;
    return false;
}

// Words that belong to one game alone; a word two games share (tap, board, level, hint) is not here.
const std::map<std::string, std::vector<std::string>>& own_words() {
    static const std::map<std::string, std::vector<std::string>> words = {
        {"decodoku", {"noise", "anyon", "decoder", "qudit"}},
        {"sweetspots", {"chest", "treasure", "zone"}},
        {"bitflipper", {"torus", "number of states"}},
        {"fling", {"fling", "ball"}},
        {"crossword", {"slot", "listed word"}},
    };
    return words;
}

} // namespace

TEST_CASE("each game's help speaks of its own game only: no other game's own words") {
    int checked = 0;
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        const std::string help = lower(g->help());
        CAPTURE(id);
        // A game's own words are in its own help, so the lists name words the help really uses.
        if (auto own = own_words().find(id); own != own_words().end())
            for (const auto& w : own->second) {
                CAPTURE(w);
                CHECK(mentions(help, w));
            }
        for (const auto& entry : own_words()) {
            const std::string& other = entry.first;
            if (other == id) continue;
            for (const auto& w : entry.second) {
                CAPTURE(other);
                CAPTURE(w);
                CHECK_FALSE(mentions(help, w));
                ++checked;
            }
        }
    }
    CHECK(checked > 0);
}

TEST_CASE("each game's help uses player words: no IDs, seeds, params or file names") {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        const std::string text(g->help());
        const std::string help = lower(text);
        CAPTURE(id);
        for (const char* w : {"seed", "param", ".txt", ".pzr", "json", "puzzlebox-tool"}) {
            CAPTURE(w);
            CHECK_FALSE(mentions(help, w));
        }
        CHECK_FALSE(mentions(text, "ID"));
    }
}
