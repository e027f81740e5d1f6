// The shared reader of the player's line files (line_file.h).
#include "game/core/line_file.h"

#include "game/core/text.h"

namespace pz {

Result<int> read_line_file(std::string_view text, std::string_view magic, int newest, const std::string& not_ours,
                           const std::function<Result<void>(const FileLine&)>& read, std::vector<Error>* skipped) {
    const auto lines = split_lines(text);
    if (lines.empty()) return fail(not_ours, 1);
    auto version = read_format_header(lines[0], magic, newest, not_ours);
    if (!version) return version.error();
    for (size_t i = 1; i < lines.size(); ++i) {
        FileLine line{*version, static_cast<int>(i + 1), lines[i], split_ws(lines[i])};
        if (line.words.empty()) continue;
        if (auto ok = read(line); !ok && skipped) skipped->push_back(fail(ok.error().message, line.number));
    }
    return version;
}

} // namespace pz
