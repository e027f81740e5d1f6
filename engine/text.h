// Text with SDL2_ttf: fonts opened per pixel size, rendered glyph runs cached as textures.
#pragma once
#include <map>
#include <string>
#include <tuple>

struct SDL_Renderer;
struct SDL_Texture;
typedef struct _TTF_Font TTF_Font;  // NOLINT(bugprone-reserved-identifier): SDL_ttf's own name

namespace pz {

class TextCache {
public:
    explicit TextCache(SDL_Renderer* r) : renderer_(r) {}
    ~TextCache();
    TextCache(const TextCache&) = delete;
    TextCache& operator=(const TextCache&) = delete;
    // A white texture of the text at a pixel size (tinted at draw time); null if no font.
    SDL_Texture* get(const std::string& text, int px, bool bold, int* w, int* h);
    // Drops textures not used for a while; call once a frame.
    void end_frame();

private:
    TTF_Font* font(int px, bool bold);
    struct Entry {
        SDL_Texture* tex = nullptr;
        int w = 0, h = 0;
        uint64_t last_used = 0;
    };
    SDL_Renderer* renderer_;
    std::map<std::pair<int, bool>, TTF_Font*> fonts_;
    std::map<std::tuple<std::string, int, bool>, Entry> cache_;
    uint64_t frame_ = 0;
};

} // namespace pz
