// The title, a game's menu and Settings speak a player's words (issue 46): no solver jargon
// ("anyons", a bare "k"), no sizes written as a params text ("5x5": a size is "5×5") and no
// milliseconds, in the catalogue's entries for those screens in every language and in what the
// screens draw.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "game/all/registry.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/core/settings.h"
#include "screen.h"

namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }
bool space(char c) { return c == ' ' || c == '\t' || c == '\n'; }
bool word_char(char c) { return digit(c) || c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Why `text` is no player's words, or empty. (No std::regex: gcc 12's libstdc++ regex trips
// -Wmaybe-uninitialized under the sanitizers, as tests/core/i18n_test.cpp found.)
std::string jargon(const std::string& text) {
    std::string lower = text;
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    for (const char* w : {"anyon", "anión", "aniones"})
        if (lower.find(w) != std::string::npos) return "an anyon";
    const size_t n = text.size();
    for (size_t i = 0; i < n; ++i) {
        const char before = i ? text[i - 1] : ' ', after = i + 1 < n ? text[i + 1] : ' ';
        // A bare k: "k" alone, after a start, space, ':' or '(' and before an end, space, ',', '.' or ')'.
        if (text[i] == 'k' && (space(before) || before == ':' || before == '(') &&
            (space(after) || after == ',' || after == '.' || after == ')'))
            return "a bare k";
        // A number, then "x" and a number, spaces allowed between: a size written with x.
        // Milliseconds: a number (or %d), then "ms" ending a word.
        if (digit(text[i]) || (text[i] == '%' && i + 1 < n && text[i + 1] == 'd')) {
            size_t j = text[i] == '%' ? i + 2 : i;
            while (j < n && digit(text[j])) ++j;
            while (j < n && space(text[j])) ++j;
            if (text[i] != '%' && j < n && text[j] == 'x') {
                size_t m = j + 1;
                while (m < n && space(text[m])) ++m;
                if (m < n && digit(text[m])) return "a size written with x";
            }
            if (text.compare(j, 2, "ms") == 0 && (j + 2 >= n || !word_char(text[j + 2]))) return "milliseconds";
        }
    }
    return {};
}

// What the title, a game's menu and Settings read from the catalogue: each game's name, tagline,
// presets, dailies and options, and the settings' own labels.
std::vector<std::string> screen_entries() {
    std::vector<std::string> out;
    for (const pz::GameType* g : pz::all_games()) {
        out.emplace_back(pz::tr(g->title()));
        out.emplace_back(pz::tr(g->tagline()));
        for (const pz::Preset& p : g->presets()) out.emplace_back(pz::tr(p.name));
        for (const auto& d : g->daily(20261126)) out.emplace_back(pz::tr(d.name));
        for (const pz::GameOption& o : g->options()) out.emplace_back(pz::tr(o.label));
        // The headings a game's menu groups its levels under ("5×5, 1 chest: easy").
        for (const std::string& file : g->level_packs())
            if (auto pack = pz::load_level_pack(pz::levels_dir() + "/" + std::string(g->id()) + "/" + file))
                for (const pz::Level& level : pack->levels) out.push_back(g->level_group(level));
    }
    for (const pz::SettingSwitch& w : pz::setting_switches()) out.emplace_back(pz::tr(w.label));
    return out;
}

} // namespace

TEST_CASE("words: the catalogue's entries for the title, a game's menu and Settings hold no jargon, sizes as 5x5 or milliseconds, in every language") {
    for (const pz::Language& l : pz::languages()) {
        CAPTURE(l.code);
        pz::set_language(l.code);
        for (const std::string& text : screen_entries()) {
            CAPTURE(text);
            CHECK(jargon(text).empty());
        }
    }
    pz::set_language("en");
    // The check itself catches what the screens used to say.
    CHECK(jargon("Cancel the anyons before they span the grid") == "an anyon");
    CHECK(jargon("Hide the chests: k per row, column and zone") == "a bare k");
    CHECK(jargon("5x5, 1 chest: easy") == "a size written with x");
    CHECK(jargon("Long press 450 ms") == "milliseconds");
    CHECK(jargon("5×5, 1 chest").empty());
}

TEST_CASE("words: what the title, each game's menu and Settings draw at 360x640 holds no jargon, sizes as 5x5 or milliseconds") {
    pz::test::Screen s;
    s.app.scenes().push(s.shell->title());
    s.frames(2);
    const auto check = [&](const char* screen) {
        CAPTURE(screen);
        for (const std::string& w : pz::test::labels_drawn(s)) {
            CAPTURE(w);
            CHECK(jargon(w).empty());
        }
    };
    check("title");
    for (const pz::GameType* g : pz::all_games()) {
        s.app.scenes().push(s.shell->open_game(*g));
        s.frames(2);
        const std::string id(g->id());
        check(id.c_str());
        s.app.scenes().pop();
    }
    s.app.scenes().push(s.shell->settings_scene());
    s.frames(2);
    check("settings");
}
