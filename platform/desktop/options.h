// The desktop game's command line: options, and the one document argument a desktop or file
// manager passes (a .pzr record, or a puzzlebox: link), mapped onto --replay and --id.
#pragma once
#include <cstdio>
#include <string>

namespace pz {

struct DesktopOptions {
    std::string scene = "title";
    bool scene_given = false;
    int frames = 0;  // 0 = run until quit
    std::string screenshot;
    int width = 1280, height = 800;
    std::string replay, id, data;
    std::string script;  // --script FILE: run a scenario script (game/app/script.h) and exit
    bool id_given = false;
    bool made = false;  // the link was a made puzzle's (&made=1): it opens titled "Made by a player"
    bool audio = true;
    bool help = false;
};

// Reads argv; false with a one-line reason in *err for a bad option or argument.
bool parse_desktop_options(int argc, const char* const* argv, DesktopOptions& o, std::string* err);

// What a lone argument opens: "FILE.pzr" or "file:///.../FILE.pzr" sets replay; "puzzlebox:GAME_ID",
// "puzzlebox:?id=GAME_ID" (also with "//" after the colon, percent-escapes decoded) sets id.
// False with a one-line reason for anything else.
bool parse_document_argument(const std::string& arg, DesktopOptions& o, std::string* err);

// The usage text (--help); returns the exit status that goes with it (0 for stdout, 2 for stderr).
int print_desktop_usage(FILE* f);

} // namespace pz
