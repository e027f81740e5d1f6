// Formatting of errors for the player and the command line.
#include "game/core/result.h"

#include <cstdint>

namespace pz {

namespace {
// The length of the valid UTF-8 sequence at s[i] (1 to 4), or 0 if none starts there.
size_t utf8_length(std::string_view s, size_t i, uint32_t* cp) {
    const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    size_t n = 0;
    uint32_t v = 0, least = 0;
    if (c < 0x80) return *cp = c, 1;
    if (c >= 0xC2 && c <= 0xDF) n = 2, v = c & 0x1F, least = 0x80;
    else if (c >= 0xE0 && c <= 0xEF) n = 3, v = c & 0x0F, least = 0x800;
    else if (c >= 0xF0 && c <= 0xF4) n = 4, v = c & 0x07, least = 0x10000;
    else return 0;
    if (i + n > s.size()) return 0;
    for (size_t k = 1; k < n; ++k) {
        if ((b(i + k) & 0xC0) != 0x80) return 0;
        v = (v << 6) | (b(i + k) & 0x3F);
    }
    if (v < least || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;  // overlong, too large, surrogates
    *cp = v;
    return n;
}
} // namespace

std::string one_line(std::string_view text) {
    static const char* hex = "0123456789abcdef";
    std::string safe;
    safe.reserve(text.size());
    auto escape = [&](unsigned char c) {
        safe += "\\x";
        safe += hex[c >> 4];
        safe += hex[c & 15];
    };
    for (size_t i = 0; i < text.size();) {
        uint32_t cp = 0;
        const size_t n = utf8_length(text, i, &cp);
        if (n == 0) {
            escape(static_cast<unsigned char>(text[i]));  // not UTF-8: the raw byte (0x9b, CSI, among them)
            ++i;
            continue;
        }
        const bool control = cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp == 0x2028 || cp == 0x2029;
        if (control) {
            for (size_t k = 0; k < n; ++k) escape(static_cast<unsigned char>(text[i + k]));
        } else {
            safe.append(text.substr(i, n));
        }
        i += n;
    }
    return safe;
}

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
