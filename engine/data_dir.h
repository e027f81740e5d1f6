// Where the program's read-only data (fonts, word lists, level packs) is found at run time.
#pragma once
#include <string>

namespace pz {

// The folders a copy of the program reads its data from, before any environment override:
// installed, <bin>/../share/puzzlebox/{assets,levels} beside the executable's real path; else,
// for a binary in the build tree, the build tree's assets and the source tree's levels. An
// installed copy never falls back to the build or source tree: if its share folder is missing,
// the installed paths are still returned, so errors name where the data should be. On the web:
// /assets and /levels, preloaded into the page; the wasm test suites under node read the build tree.
struct DataDirs {
    std::string assets;
    std::string levels;
    bool installed = false;  // the share folder beside the executable exists
};
DataDirs program_data_dirs();

// The running executable's real path (/proc/self/exe); empty where there is none (the web).
std::string executable_path();

// Folder holding fonts/ and crossword/: $PUZZLEBOX_ASSETS, else program_data_dirs().assets.
std::string asset_dir();

} // namespace pz
