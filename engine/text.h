// Text with SDL2_ttf: fonts opened per pixel size, rendered glyph runs cached as textures.
#pragma once
#include <map>
#include <string>
#include <tuple>

#include "engine/canvas.h"

struct SDL_Renderer;
struct SDL_Texture;
typedef struct _TTF_Font TTF_Font;  // NOLINT(bugprone-reserved-identifier): SDL_ttf's own name

namespace pz {

// The UI typeface (Inter; the build copies it into assets/fonts): Regular for text, SemiBold for
// emphasis, which reads as bold without Inter Bold's closed-up counters at small sizes.
inline constexpr const char* kUiFont = "/fonts/Inter-Regular.otf";
inline constexpr const char* kUiBoldFont = "/fonts/Inter-SemiBold.otf";

struct TextSpot {
    int x = 0, y = 0;
};
// Where a w x h text run anchored at (x, y) (output pixels; y its middle, x as `a` says) puts
// its top-left: on the nearest whole pixel. A run drawn a fraction of a pixel off samples its
// texture between texels, and a GPU's nearest filtering then drops or doubles whole rows and
// columns: Fill-in's "7" lost its bar and "letters" its crossbars (issue 27).
TextSpot place_text(float x, float y, int w, int h, Align a);

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
    // Drops every texture (before the renderer that made them goes).
    void clear();

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
