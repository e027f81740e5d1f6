// Parsing the desktop game's command line.
#include "platform/desktop/options.h"

#include <cctype>
#include <cstdio>
#include <string_view>

#include "game/core/game_id.h"
#include "game/core/text.h"

namespace pz {

namespace {

constexpr std::string_view kScheme = "puzzlebox:";

bool starts_with_nocase(std::string_view s, std::string_view prefix) {
    if (s.size() < prefix.size()) return false;
    for (size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[i])) != prefix[i]) return false;
    return true;
}

// The value of name=... in a query ("a=1&id=x"), still escaped; *found says whether it was there.
std::string query_value(std::string_view query, std::string_view name, bool* found) {
    *found = false;
    while (!query.empty()) {
        const size_t amp = query.find('&');
        const std::string_view pair = query.substr(0, amp);
        if (pair.size() > name.size() && pair.substr(0, name.size()) == name && pair[name.size()] == '=') {
            *found = true;
            return std::string(pair.substr(name.size() + 1));
        }
        if (amp == std::string_view::npos) break;
        query.remove_prefix(amp + 1);
    }
    return {};
}

// A puzzlebox: link's game ID (percent-escapes decoded), or an error.
Result<std::string> link_game_id(std::string_view link) {
    std::string_view rest = link.substr(kScheme.size());
    if (rest.substr(0, 2) == "//") rest.remove_prefix(2);
    std::string raw;
    if (!rest.empty() && rest.front() == '?') {
        bool found = false;
        raw = query_value(rest.substr(1), "id", &found);
        if (!found) return fail("the link has no id=GAME_ID");
    } else {
        raw = std::string(rest);
    }
    auto id = unescape_field(raw);
    if (!id) return fail("bad %-escape in the link's game ID");
    if (id->empty()) return fail("the link names no game ID");
    if (auto parsed = parse_game_id(*id); !parsed) return fail(parsed.error().message);
    return *id;
}

} // namespace

bool parse_document_argument(const std::string& arg, DesktopOptions& o, std::string* err) {
    const std::string shown = printable(arg);
    if (starts_with_nocase(arg, kScheme)) {
        auto id = link_game_id(arg);
        if (!id) {
            *err = shown + ": " + id.error().message;
            return false;
        }
        o.id = *id;
        if (const size_t q = arg.find('?'); q != std::string::npos) {
            bool marked = false;
            o.made = query_value(std::string_view(arg).substr(q + 1), "made", &marked) == "1";
        }
        return true;
    }
    std::string path = arg;
    if (starts_with_nocase(arg, "file://")) {
        std::string_view rest = std::string_view(arg).substr(7);
        if (rest.substr(0, 9) == "localhost") rest.remove_prefix(9);
        if (rest.empty() || rest.front() != '/') {
            *err = shown + ": only local files can be opened";
            return false;
        }
        auto decoded = unescape_field(rest);
        if (!decoded) {
            *err = shown + ": bad %-escape in the file name";
            return false;
        }
        path = *decoded;
    }
    if (path.size() < 5 || path.substr(path.size() - 4) != ".pzr") {
        *err = shown + ": not a record (.pzr) or a puzzlebox: link";
        return false;
    }
    if (!file_exists(path)) {
        *err = printable(path) + ": no such file";
        return false;
    }
    o.replay = path;
    return true;
}

bool parse_desktop_options(int argc, const char* const* argv, DesktopOptions& o, std::string* err) {
    bool document = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&](const char* name) -> const char* {
            if (i + 1 >= argc) {
                *err = std::string(name) + " needs a value";
                return nullptr;
            }
            return argv[++i];
        };
        if (a == "--scene") {
            auto v = value("--scene");
            if (!v) return false;
            o.scene = v;
            o.scene_given = true;
        } else if (a == "--frames") {
            auto v = value("--frames");
            if (!v) return false;
            auto n = parse_int(v, 1, 1000000, "--frames");
            if (!n) {
                *err = n.error().message;
                return false;
            }
            o.frames = static_cast<int>(*n);
        } else if (a == "--screenshot") {
            auto v = value("--screenshot");
            if (!v) return false;
            o.screenshot = v;
        } else if (a == "--size") {
            auto v = value("--size");
            if (!v) return false;
            if (std::sscanf(v, "%dx%d", &o.width, &o.height) != 2 || o.width < 200 || o.height < 200 || o.width > 8000 ||
                o.height > 8000) {
                *err = "--size expects WxH, e.g. 360x640";
                return false;
            }
        } else if (a == "--replay") {
            auto v = value("--replay");
            if (!v) return false;
            o.replay = v;
        } else if (a == "--id") {
            auto v = value("--id");
            if (!v) return false;
            if (!*v) {
                *err = "--id needs a game ID, not an empty one";
                return false;
            }
            o.id = v;
            o.id_given = true;
        } else if (a == "--script") {
            auto v = value("--script");
            if (!v) return false;
            o.script = v;
        } else if (a == "--data") {
            auto v = value("--data");
            if (!v) return false;
            o.data = v;
        } else if (a == "--no-audio") {
            o.audio = false;
        } else if (a == "--help" || a == "-h") {
            o.help = true;
        } else if (!a.empty() && a.front() == '-') {
            *err = "unknown option " + printable(a);
            return false;
        } else {
            if (document) {
                *err = printable(a) + ": only one record or link can be opened at a time";
                return false;
            }
            if (!parse_document_argument(a, o, err)) return false;
            document = true;
        }
    }
    if (!o.replay.empty() && !o.id.empty()) {
        *err = "a record and a game ID cannot both be opened";
        return false;
    }
    if (!o.script.empty() && (!o.replay.empty() || !o.id.empty() || o.scene_given || o.frames > 0)) {
        *err = "--script runs on its own (with --data and --size only)";
        return false;
    }
    if (!o.screenshot.empty() && o.frames == 0) o.frames = 3;
    return true;
}

int print_desktop_usage(FILE* f) {
    std::fprintf(f,
                 "usage: puzzlebox [--scene NAME] [--frames N --screenshot OUT.png] [--size WxH]\n"
                 "                 [--replay FILE.pzr] [--id GAME_ID] [--data DIR] [--no-audio]\n"
                 "                 [--script FILE.pzs]\n"
                 "                 [FILE.pzr | puzzlebox:GAME_ID | puzzlebox:?id=GAME_ID]\n"
                 "scenes: title, settings, levels:GAME, custom:GAME, play:GAME, pause, history, share:GAME, print:GAME, help:GAME\n");
    return f == stderr ? 2 : 0;
}

} // namespace pz
