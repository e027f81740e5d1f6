// The one reader of the player's "<magic> <version>" files of lines (settings.txt, progress.txt,
// dailies.txt): header check, line splitting, and a damaged file keeping its good lines.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"

namespace pz {

// One line after the header: its 1-based number, its text and its words (never none), and the
// file's version, for a reader that still reads older ones.
struct FileLine {
    int version = 0;
    int number = 0;
    std::string_view text;
    std::vector<std::string_view> words;
};

// Checks the header as read_format_header does (another kind of file, or a newer version, is an
// Error naming line 1), then gives each non-blank line to `read`. A line `read` refuses is
// skipped and reported in `skipped` with its number, and the rest loads. Returns the version.
Result<int> read_line_file(std::string_view text, std::string_view magic, int newest, const std::string& not_ours,
                           const std::function<Result<void>(const FileLine&)>& read, std::vector<Error>* skipped);

} // namespace pz
