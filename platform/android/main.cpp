// The Android front end: SDLActivity calls SDL_main(). Fonts and level packs ship as APK assets;
// they are copied once to internal storage so the engine reads them as plain files.
#include <SDL.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <sys/stat.h>

#include "engine/app.h"
#include "game/core/text.h"
#include "game/app/scenes.h"
#include "game/app/shell.h"

namespace {

// Reads an APK asset through SDL (SDL_RWFromFile looks in the APK for relative paths).
bool read_asset(const std::string& name, std::string& out) {
    SDL_RWops* rw = SDL_RWFromFile(name.c_str(), "rb");
    if (!rw) return false;
    const Sint64 size = SDL_RWsize(rw);
    out.resize(size > 0 ? static_cast<size_t>(size) : 0);
    const size_t got = out.empty() ? 0 : SDL_RWread(rw, out.data(), 1, out.size());
    SDL_RWclose(rw);
    return got == out.size();
}

// Copies every asset listed in assets/manifest.txt (made by the pzAssets Gradle task).
void unpack_assets(const std::string& root) {
    std::string manifest;
    if (!read_asset("manifest.txt", manifest)) return;
    if (auto old = pz::read_file(root + "/manifest.txt"); old && *old == manifest) return;  // unpacked already
    for (auto line : pz::split_lines(manifest)) {
        std::string name(pz::trim(line)), data;
        if (name.empty() || !read_asset(name, data)) continue;
        const std::string path = root + "/" + name;
        pz::make_dirs(path.substr(0, path.rfind('/')));
        (void)pz::write_file_atomic(path, data);
    }
    (void)pz::write_file_atomic(root + "/manifest.txt", manifest);
}

} // namespace

extern "C" int SDL_main(int, char**) {
    const char* internal = SDL_AndroidGetInternalStoragePath();
    const std::string base = internal ? internal : ".";
    unpack_assets(base + "/assets");
    setenv("PUZZLEBOX_ASSETS", (base + "/assets").c_str(), 1);
    setenv("PUZZLEBOX_LEVELS", (base + "/assets/levels").c_str(), 1);

    pz::Shell shell(base + "/data");
    pz::App app;
    pz::AppConfig cfg;
    SDL_DisplayMode mode{};
    if (SDL_Init(SDL_INIT_VIDEO) == 0 && SDL_GetCurrentDisplayMode(0, &mode) == 0) {
        cfg.width = mode.w;
        cfg.height = mode.h;
    }
    std::string err;
    if (!app.init(cfg, &err)) {
        SDL_Log("puzzlebox: cannot start: %s", err.c_str());
        return 1;
    }
    shell.apply_settings(app.context());
    (void)pz::open_named_scene(shell, app.scenes(), "title");
    app.scenes().apply_pending(app.context());
    app.run();
    return 0;
}
