// Words a Fill-in puzzle never shows (assets/words/denied/, by category, with its README): the one
// check that generating, the shipped list's loader and a player's lists (the editor's, --dict) share.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace pz::crossword {

// Whether a word (any case) is denied: a listed word or one of its regular inflections.
bool is_denied_word(std::string_view word);
// Drops the denied words from a word list, keeping the others in order; returns how many it dropped.
size_t drop_denied_words(std::vector<std::string>& words);
// The one line a player reads when their list lost words: "words.txt: 2 words left out, not fit
// for a family puzzle." (the words themselves are not repeated); "" when none was dropped.
std::string denied_notice(std::string_view list_name, size_t dropped);

} // namespace pz::crossword
