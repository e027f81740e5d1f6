// The deny check over the forms the build compiled from assets/words/denied/*.txt.
#include "game/crossword/denied.h"

#include <algorithm>
#include <iterator>

#include "game/core/i18n.h"

namespace pz::crossword {

namespace {
// Sorted, upper-case (filter_words.cmake writes them so).
constexpr std::string_view kDenied[] = {
#include "denied_words.inc"
};
} // namespace

bool is_denied_word(std::string_view word) {
    std::string upper(word);
    for (char& ch : upper)
        if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
    return std::binary_search(std::begin(kDenied), std::end(kDenied), std::string_view(upper));
}

size_t drop_denied_words(std::vector<std::string>& words) {
    const size_t before = words.size();
    words.erase(std::remove_if(words.begin(), words.end(), [](const std::string& w) { return is_denied_word(w); }), words.end());
    return before - words.size();
}

std::string denied_notice(std::string_view list_name, size_t dropped) {
    if (dropped == 0) return {};
    return trn("{2}: {1} word left out, not fit for a family puzzle.", "{2}: {1} words left out, not fit for a family puzzle.",
               static_cast<int64_t>(dropped), std::string(list_name));
}

} // namespace pz::crossword
