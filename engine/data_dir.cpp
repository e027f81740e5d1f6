// Finding the program's data beside its own binary, so an installed copy works from any folder.
#include "engine/data_dir.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace pz {

namespace fs = std::filesystem;

std::string executable_path() {
#ifdef __EMSCRIPTEN__
    return {};
#else
    std::error_code ec;
    const fs::path p = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return {};
    const fs::path real = fs::weakly_canonical(p, ec);
    return ec ? p.string() : real.string();
#endif
}

namespace {

#ifndef __EMSCRIPTEN__
// True when `path` is `dir` or inside it (both already canonical).
bool is_inside(const fs::path& path, const fs::path& dir) {
    auto d = dir.begin(), p = path.begin();
    for (; d != dir.end(); ++d, ++p) {
        if (d->empty()) continue;  // a trailing '/'
        if (p == path.end() || *p != *d) return false;
    }
    return true;
}
#endif

DataDirs find_data_dirs() {
    DataDirs out;
#ifdef __EMSCRIPTEN__
    std::error_code ec;
    if (fs::is_directory("/levels", ec)) {
        // The page: both preloaded into its file system (platform/web/web.cmake).
        out.assets = "/assets";
        out.levels = "/levels";
        out.installed = true;
    } else {
        // The test suites under node, which see the real file system (NODERAWFS).
        out.assets = PZ_BUILD_ASSET_DIR;
        out.levels = PZ_BUILD_LEVELS_DIR;
    }
#else
    std::error_code ec;
    const std::string exe = executable_path();
    const fs::path share = exe.empty() ? fs::path() : (fs::path(exe).parent_path() / PZ_DATA_FROM_BIN).lexically_normal();
    out.installed = !share.empty() && fs::is_directory(share, ec);
    const fs::path build = fs::weakly_canonical(PZ_BUILD_DIR, ec);
    const bool in_build_tree = !exe.empty() && !ec && is_inside(fs::path(exe), build);
    if (out.installed || !in_build_tree) {
        out.assets = (share / "assets").string();
        out.levels = (share / "levels").string();
    } else {
        out.assets = PZ_BUILD_ASSET_DIR;
        out.levels = PZ_BUILD_LEVELS_DIR;
    }
#endif
    return out;
}

} // namespace

DataDirs program_data_dirs() {
    static const DataDirs dirs = find_data_dirs();  // the executable does not move while it runs
    return dirs;
}

std::string asset_dir() {
    if (const char* env = std::getenv("PUZZLEBOX_ASSETS"); env && *env) return env;
    return program_data_dirs().assets;
}

} // namespace pz
