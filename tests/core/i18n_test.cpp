// Translations: placeholders and plurals, the .mo reader (round trip, damaged files), the shipped
// catalogues (every placeholder kept, every character in the web page's font), locale names.
#include <doctest/doctest.h>

#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <set>
#include <string>
#include <vector>

#include "engine/data_dir.h"
#include "game/core/i18n.h"
#include "game/core/text.h"

namespace {

struct Entry {
    std::string id, str;  // "singular\0plural" and "form0\0form1" for plurals
};

void put_u32(std::string& out, size_t at, uint32_t v) {
    for (int i = 0; i < 4; ++i) out[at + static_cast<size_t>(i)] = static_cast<char>(v >> (8 * i) & 0xff);
}

// A little-endian .mo file as msgfmt writes it (without the hash table, which readers may ignore).
std::string make_mo(const std::vector<Entry>& entries) {
    const auto n = static_cast<uint32_t>(entries.size());
    const uint32_t ids = 28, strs = ids + 8 * n;
    std::string out(strs + 8 * n, '\0');
    put_u32(out, 0, 0x950412de);
    put_u32(out, 8, n);
    put_u32(out, 12, ids);
    put_u32(out, 16, strs);
    for (uint32_t i = 0; i < n; ++i) {
        put_u32(out, ids + 8 * i, static_cast<uint32_t>(entries[i].id.size()));
        put_u32(out, ids + 8 * i + 4, static_cast<uint32_t>(out.size()));
        out += entries[i].id + '\0';
    }
    for (uint32_t i = 0; i < n; ++i) {
        put_u32(out, strs + 8 * i, static_cast<uint32_t>(entries[i].str.size()));
        put_u32(out, strs + 8 * i + 4, static_cast<uint32_t>(out.size()));
        out += entries[i].str + '\0';
    }
    return out;
}

std::string with_nul(const char* a, const char* b) { return std::string(a) + '\0' + b; }

std::vector<Entry> sample() {
    return {{"", "Language: xx\nPlural-Forms: nplurals=2; plural=(n > 1);\n"},
            {"Settings", "Reglages"},
            {"Tap {1} to flip {2}", "{2}: tap {1}"},
            {with_nul("{1} ball", "{1} balls"), with_nul("{1} boule", "{1} boules")}};
}

// The {1}..{9} placeholders of a text (every form of it).
std::multiset<std::string> placeholders(std::string_view text) {
    std::multiset<std::string> out;
    for (size_t i = 0; i + 2 < text.size(); ++i)
        if (text[i] == '{' && text[i + 1] >= '1' && text[i + 1] <= '9' && text[i + 2] == '}') out.insert(std::string(text.substr(i, 3)));
    return out;
}
std::set<std::string> placeholder_set(std::string_view text) {
    const auto m = placeholders(text);
    return {m.begin(), m.end()};
}

std::vector<std::string_view> forms(std::string_view s) { return pz::split(s, '\0'); }

// Code points of UTF-8 text (a malformed byte as U+FFFD, which fails the range checks below).
std::vector<uint32_t> code_points(std::string_view s) {
    std::vector<uint32_t> out;
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (len == 0 || i + static_cast<size_t>(len) > s.size()) {
            out.push_back(0xFFFF);
            ++i;
            continue;
        }
        uint32_t cp = len == 1 ? c : c & (0x7f >> len);
        for (int k = 1; k < len; ++k) cp = cp << 6 | (static_cast<unsigned char>(s[i + static_cast<size_t>(k)]) & 0x3f);
        out.push_back(cp);
        i += static_cast<size_t>(len);
    }
    return out;
}

const char* kShipped[] = {"de", "fr", "es"};

struct EnglishAfter {
    ~EnglishAfter() { pz::set_language("en"); }
};

} // namespace

TEST_CASE("i18n: {n} placeholders take their arguments in any order, other braces stay") {
    CHECK(pz::format_text("Tap {1} to flip {2}", {"B2", "3"}) == "Tap B2 to flip 3");
    CHECK(pz::format_text("{2}, then {1}", {"a", "b"}) == "b, then a");
    CHECK(pz::format_text("{1}{1} {3} {x} {0} {", {"z"}) == "zz {3} {x} {0} {");
    CHECK(pz::trf("{1} of {2}", 3, std::string("nine")) == "3 of nine");
    CHECK(pz::trf("{1}{2}", 'A', 7ull) == "A7");
}

TEST_CASE("i18n: with no language chosen, tr() is the English and plurals follow English") {
    EnglishAfter restore;
    pz::set_language("en");
    const char* english = "Settings";
    CHECK(pz::tr(english) == english);  // the same storage, not a copy
    CHECK(pz::trn("{1} ball", "{1} balls", 1) == "1 ball");
    CHECK(pz::trn("{1} ball", "{1} balls", 0) == "0 balls");
    CHECK(pz::trn("{2} of {1} fling", "{2} of {1} flings", 2, 1) == "1 of 2 flings");
    CHECK(pz::decimal_text(2.45, 1) == "2.5");
    CHECK(pz::current_language() == "en");
}

TEST_CASE("i18n: a .mo file round-trips through the reader, with its plural rule") {
    EnglishAfter restore;
    pz::Catalogue c = pz::parse_mo(make_mo(sample()), "xx");
    CHECK(c.skipped == 0);
    CHECK(c.entries.size() == 3);
    CHECK(c.plural_rule == pz::Catalogue::PluralRule::MoreThanOne);
    pz::use_catalogue(std::move(c));
    CHECK(pz::current_language() == "xx");
    CHECK(std::string(pz::tr("Settings")) == "Reglages");
    CHECK(std::string(pz::tr("Not translated")) == "Not translated");
    CHECK(pz::trf("Tap {1} to flip {2}", "B2", 3) == "3: tap B2");
    CHECK(pz::trn("{1} ball", "{1} balls", 0) == "0 boule");  // French: singular for 0 and 1
    CHECK(pz::trn("{1} ball", "{1} balls", 1) == "1 boule");
    CHECK(pz::trn("{1} ball", "{1} balls", 2) == "2 boules");
    CHECK(pz::decimal_text(2.5, 1) == "2,5");
    const char* first = pz::tr("Settings");
    pz::set_language("en");
    CHECK(std::string(first) == "Reglages");  // texts handed out stay valid after a switch
}

TEST_CASE("i18n: a damaged .mo keeps its good entries and never crashes") {
    const std::string good = make_mo(sample());
    SUBCASE("one entry's offset points past the end") {
        std::string bad = good;
        put_u32(bad, 28 + 8 * 2 + 4, 0x7fffffff);  // msgid of entry 2
        const pz::Catalogue c = pz::parse_mo(bad, "xx");
        CHECK(c.skipped == 1);
        CHECK(c.entries.size() == 2);
        CHECK(c.find("Settings") != nullptr);
        CHECK(c.find("Tap {1} to flip {2}") == nullptr);
    }
    SUBCASE("a string loses its terminating NUL") {
        std::string bad = good;
        const size_t at = bad.find("Reglages") + 8;
        bad[at] = 'X';
        const pz::Catalogue c = pz::parse_mo(bad, "xx");
        CHECK(c.skipped == 1);
        CHECK(c.find("Settings") == nullptr);
        CHECK(c.find("{1} ball") != nullptr);
    }
    SUBCASE("cut short anywhere: what is whole still reads") {
        for (size_t n = 0; n <= good.size(); ++n) {
            const pz::Catalogue c = pz::parse_mo(good.substr(0, n), "xx");
            CHECK(c.entries.size() <= 3);
            if (n == good.size()) CHECK(c.entries.size() == 3);
        }
    }
    SUBCASE("an entry count far beyond the file") {
        std::string bad = good;
        put_u32(bad, 8, 0xffffffff);
        const pz::Catalogue c = pz::parse_mo(bad, "xx");
        CHECK(c.find("Settings") != nullptr);  // what follows the real tables is noise, read safely
        CHECK(c.skipped > 0);
    }
    SUBCASE("not a .mo file at all") {
        CHECK(pz::parse_mo("hello, this is text and not a catalogue", "xx").entries.empty());
        CHECK(pz::parse_mo("", "xx").entries.empty());
        std::string noise(4096, '\0');
        for (size_t i = 0; i < noise.size(); ++i) noise[i] = static_cast<char>(i * 131 % 251);
        put_u32(noise, 0, 0x950412de);
        CHECK_NOTHROW(pz::parse_mo(noise, "xx"));
    }
    SUBCASE("big-endian files read too") {
        std::string be = good;
        for (size_t at = 0; at < 28 + 16 * 4; at += 4) std::swap(be[at], be[at + 3]), std::swap(be[at + 1], be[at + 2]);
        const pz::Catalogue c = pz::parse_mo(be, "xx");
        CHECK(c.entries.size() == 3);
    }
}

TEST_CASE("i18n: locale names pick a shipped language, and the desktop reads LC_ALL, LC_MESSAGES, LANG in that order") {
    CHECK(pz::language_of_locale("de_DE.UTF-8") == "de");
    CHECK(pz::language_of_locale("fr-CA") == "fr");
    CHECK(pz::language_of_locale("ES") == "es");
    CHECK(pz::language_of_locale("es_MX@euro") == "es");
    CHECK(pz::language_of_locale("C") == "en");
    CHECK(pz::language_of_locale("POSIX") == "en");
    CHECK(pz::language_of_locale("it_IT.UTF-8") == "en");  // no catalogue: English
    CHECK(pz::language_of_locale("") == "en");
    const char* vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    std::string saved[3];
    bool had[3];
    for (int i = 0; i < 3; ++i) {
        const char* v = std::getenv(vars[i]);
        had[i] = v != nullptr;
        saved[i] = v ? v : "";
    }
    setenv("LANG", "es_ES.UTF-8", 1);
    setenv("LC_MESSAGES", "", 1);
    unsetenv("LC_ALL");
    CHECK(pz::system_language() == "es");
    setenv("LC_MESSAGES", "fr_FR.UTF-8", 1);
    CHECK(pz::system_language() == "fr");
    setenv("LC_ALL", "de_AT.UTF-8", 1);
    CHECK(pz::system_language() == "de");
    for (int i = 0; i < 3; ++i) {
        if (had[i]) setenv(vars[i], saved[i].c_str(), 1);
        else unsetenv(vars[i]);
    }
}

TEST_CASE("i18n: the shipped catalogues load, translate, and keep every placeholder of every entry") {
    EnglishAfter restore;
    for (const char* lang : kShipped) {
        CAPTURE(lang);
        auto bytes = pz::read_file(pz::asset_dir() + "/locale/" + lang + ".mo");
        REQUIRE(bytes);
        const pz::Catalogue c = pz::parse_mo(*bytes, lang);
        CHECK(c.skipped == 0);
        CHECK(c.entries.size() > 300);
        for (const auto& [id, str] : c.stored) {
            const auto ids = forms(id);
            const auto strs = forms(str);
            CAPTURE(std::string(ids[0]));
            CHECK(strs.size() == ids.size());  // a plural has both forms (nplurals=2 in all three)
            std::set<std::string> want;
            for (auto f : ids)
                for (const auto& p : placeholder_set(f)) want.insert(p);
            for (auto f : strs) {
                CAPTURE(std::string(f));
                // Every placeholder the English has, and no other; a plural's count may be left
                // out of one form ("one chest" for {1} = 1).
                const auto got = placeholder_set(f);
                for (const auto& p : got) CHECK(want.count(p) == 1);
                for (const auto& p : want)
                    if (!(ids.size() == 2 && p == "{1}")) CHECK(got.count(p) == 1);
            }
        }
    }
    CHECK(pz::set_language("de") == "de");
    CHECK(std::string(pz::tr("Settings")) == "Einstellungen");
    CHECK(pz::trn("{1} ball", "{1} balls", 1) == "1 Kugel");
    CHECK(pz::trn("{1} ball", "{1} balls", 0) == "0 Kugeln");
    CHECK(pz::set_language("fr_FR.UTF-8") == "fr");
    CHECK(pz::trn("{1} ball", "{1} balls", 0) == "0 boule");
    CHECK(pz::set_language("es") == "es");
    CHECK(std::string(pz::tr("Hint")) == "Pista");
    CHECK(pz::set_language("xx") == "en");
    CHECK(std::string(pz::tr("Settings")) == "Settings");
}

TEST_CASE("i18n: every character of every catalogue is in the web page's cut fonts") {
    // The ranges platform/web/web.cmake cuts the fonts to (PZ_WEB_FONT_RANGES).
    auto cmake = pz::read_file(std::string(PZ_SOURCE_DIR) + "/platform/web/web.cmake");
    REQUIRE(cmake);
    // (No std::regex: gcc 12's libstdc++ regex trips -Wmaybe-uninitialized under the sanitizers.)
    const std::string key = "PZ_WEB_FONT_RANGES \"";
    const size_t from = cmake->find(key);
    REQUIRE(from != std::string::npos);
    const size_t end = cmake->find('"', from + key.size());
    REQUIRE(end != std::string::npos);
    std::vector<std::pair<uint32_t, uint32_t>> ranges;
    const std::string listed = cmake->substr(from + key.size(), end - from - key.size());
    for (auto part : pz::split(listed, ',')) {
        const std::string p(pz::trim(part));
        REQUIRE(p.rfind("U+", 0) == 0);
        const size_t dash = p.find('-');
        const uint32_t first = static_cast<uint32_t>(std::stoul(p.substr(2, dash - 2), nullptr, 16));
        const uint32_t last = dash == std::string::npos ? first : static_cast<uint32_t>(std::stoul(p.substr(dash + 1), nullptr, 16));
        ranges.emplace_back(first, last);
    }
    REQUIRE(ranges.size() > 3);
    for (const char* lang : kShipped) {
        auto bytes = pz::read_file(pz::asset_dir() + "/locale/" + lang + ".mo");
        REQUIRE(bytes);
        const pz::Catalogue c = pz::parse_mo(*bytes, lang);
        for (const auto& entry : c.stored)
            for (uint32_t cp : code_points(entry.second)) {
                if (cp == 0 || cp == '\n') continue;  // between plural forms; a paragraph break
                bool in = false;
                for (const auto& [a, b] : ranges) in |= cp >= a && cp <= b;
                CAPTURE(lang);
                CAPTURE(std::string(forms(entry.first)[0]));
                CAPTURE(cp);
                CHECK(in);
            }
    }
}

TEST_CASE("i18n: every shipped level pack's title has a translation") {
    EnglishAfter restore;
    for (const char* lang : kShipped) {
        pz::set_language(lang);
        for (const char* game : {"bitflipper", "crossword", "decodoku", "fling", "sweetspots"}) {
            const std::string dir = std::string(PZ_SOURCE_DIR) + "/levels/" + game;
            DIR* d = opendir(dir.c_str());
            if (!d) continue;
            while (const dirent* e = readdir(d)) {
                const std::string name = e->d_name;
                if (name.size() < 5 || name.substr(name.size() - 4) != ".txt") continue;
                auto text = pz::read_file(dir + "/" + name);
                REQUIRE(text);
                const auto lines = pz::split_lines(*text);
                if (lines.empty() || !pz::starts_with(lines[0], "# title:")) continue;
                const std::string title(pz::trim(lines[0].substr(8)));
                CAPTURE(lang);
                CAPTURE(title);
                auto bytes = pz::read_file(pz::asset_dir() + "/locale/" + std::string(lang) + ".mo");
                REQUIRE(bytes);
                CHECK(pz::parse_mo(*bytes, lang).find(title) != nullptr);
            }
            closedir(d);
        }
    }
}
