// Formatting of errors for the player and the command line.
#include "game/core/result.h"

namespace pz {

std::string describe(const Error& e, std::string_view file) {
    std::string out;
    if (!file.empty()) {
        out += file;
        if (e.line > 0) out += ":" + std::to_string(e.line);
        out += ": ";
    } else if (e.line > 0) {
        out += "line " + std::to_string(e.line) + ": ";
    }
    out += e.message;
    return out;
}

} // namespace pz
