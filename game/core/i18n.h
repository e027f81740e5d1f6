// Player-facing text in the player's language: gettext-style message catalogues (po/*.po, compiled
// by msgfmt into .mo files under assets/locale/) read by our own small loader, so no build needs libintl.
//
// Writing a player-facing string (xgettext extracts the English from these calls; scripts/i18n-update):
//   tr("Settings")                         a fixed text; returns the translation, or the English.
//   trf("Tap {1} to flip {2}", cell, n)    a sentence with values: {1}, {2}, ... are the arguments in
//                                          order (text or integers); a translation may reorder them.
//   trn("{1} move", "{1} moves", n)        a count: the language's form for n, with n as {1} and any
//                                          further arguments as {2}, {3}, ...
//   tr_noop("Fling!")                      marks a literal kept in a table or returned by a game (titles,
//                                          help pages, preset names) that is translated where it is
//                                          shown, with tr(text).
// After adding or changing one, run scripts/i18n-update (re-extracts po/puzzlebox.pot, merges it
// into po/{de,fr,es}.po) and fill in the new entries; the i18n_catalogues test fails until every
// catalogue is complete, and tests/core/i18n_test.cpp until every translation keeps its {n}.
// One whole sentence per string: never glue translated pieces together (word order differs between
// languages). Labels such as "A1", move text, IDs, file formats, JSON keys and log lines stay as they
// are. puzzlebox-tool stays English: it never calls set_language, so tr() returns the English.
// Returned texts live as long as the program (catalogues are never unloaded), so ImGui may keep them.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace pz {

const char* tr(const char* english);
// For a text kept as a view (a game's title or help marked with tr_noop): the translation, or
// the view itself.
std::string_view tr(std::string_view english);
inline std::string_view tr(const std::string& english) { return tr(std::string_view(english)); }
constexpr const char* tr_noop(const char* english) { return english; }

// {1}..{9} in pattern replaced by args[0..8]; any other brace stays as it is.
std::string format_text(std::string_view pattern, const std::vector<std::string>& args);

namespace i18n_detail {
inline std::string arg_text(std::string_view s) { return std::string(s); }
inline std::string arg_text(const char* s) { return s; }
inline std::string arg_text(const std::string& s) { return s; }
inline std::string arg_text(char c) { return std::string(1, c); }
template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, char>, int> = 0>
std::string arg_text(T v) { return std::to_string(v); }
// The plural form for n of a catalogue entry, or the English singular/plural.
const char* plural(const char* singular, const char* plural, int64_t n);
} // namespace i18n_detail

template <class... A>
std::string trf(const char* english, const A&... args) {
    return format_text(tr(english), {i18n_detail::arg_text(args)...});
}
template <class... A>
std::string trn(const char* singular, const char* plural, int64_t n, const A&... args) {
    return format_text(i18n_detail::plural(singular, plural, n), {std::to_string(n), i18n_detail::arg_text(args)...});
}

// The text with its first letter upper case (ASCII and Latin-1 letters: "école" -> "École"), for a
// sentence that starts with a placeholder ("{1} needs 2 chests" with {1} = "row 3").
std::string capitalised(std::string text);

// A number with `places` decimals in the language's way ("2.5", "2,5").
std::string decimal_text(double v, int places);

// ---- Catalogues -------------------------------------------------------------------------------

// One language's translations, read from a GNU .mo file.
struct Catalogue {
    std::string language;  // "de"
    std::shared_ptr<const std::string> data;  // the file's bytes; entries point into them
    // msgid (the English singular) -> msgstr; plural forms separated by '\0' (length in the view).
    std::unordered_map<std::string_view, std::string_view> entries;
    // Every translated entry as stored: the key "singular" or "singular\0plural", the forms.
    std::vector<std::pair<std::string_view, std::string_view>> stored;
    enum class PluralRule { NotOne, MoreThanOne } plural_rule = PluralRule::NotOne;  // n != 1; n > 1 (French)
    int skipped = 0;  // entries that were damaged (out of bounds, not terminated) and left out
    const std::string_view* find(std::string_view msgid) const;
};

// Reads a .mo file: keeps every entry that is whole, skips damaged ones (counted), never crashes.
// Nothing is kept from bytes that are not a .mo file at all (wrong magic, header out of bounds).
Catalogue parse_mo(std::string bytes, std::string language);

// The languages the game ships, English first: {"en", "English"}, {"de", "Deutsch"}, ...
struct Language {
    const char* code;
    const char* name;  // in the language itself
};
const std::vector<Language>& languages();

// Switches every tr() to a language: "en" (or anything without a catalogue) is English. Reads
// <asset_dir>/locale/<code>.mo once; later switches reuse it. Returns the language in use.
std::string set_language(std::string_view code);
// Installs a catalogue read elsewhere (tests, the web's preloaded files) and makes it current.
void use_catalogue(Catalogue c);
std::string current_language();
// Changes whenever the language may have: a text made from tr() and kept (a label, a title) is
// made again when this differs from the value it was made under.
int language_serial();

// The language a locale name asks for, if the game ships it: "de_DE.UTF-8" -> "de", "fr-CA" ->
// "fr", "C" / "POSIX" / unknown -> "en".
std::string language_of_locale(std::string_view locale);
// The desktop's language: the first of LC_ALL, LC_MESSAGES, LANG that is set and not empty.
std::string system_language();

} // namespace pz
