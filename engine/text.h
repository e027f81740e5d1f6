// Canvas text: the UI typeface rasterised by FreeType as the GUI's atlas is, runs cached as textures.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "engine/canvas.h"

struct SDL_Renderer;
struct SDL_Texture;

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

// A line of text as the typeface puts it down: each pixel's coverage (0-255), row by row. Its box
// is the one SDL_ttf gave (callers centre text on it): the font's ascender to descender, rounded
// up, and the pen's travel, grown by any ink outside them.
struct TextRun {
    int w = 0, h = 0;
    std::vector<uint8_t> coverage;
    int at(int x, int y) const { return coverage[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)]; }
};

// The UI typeface's two weights through FreeType, hinted as the GUI's atlas is (engine/app.cpp
// build_font): light auto-hinting, which puts thin bars on whole rows (Inter's CFF outlines carry
// no hints FreeType's own CFF hinter can use well), each advance whole pixels. No kerning: Inter's
// is GPOS, which neither FreeType alone nor the GUI reads.
class Typeface {
public:
    Typeface();
    ~Typeface();
    Typeface(const Typeface&) = delete;
    Typeface& operator=(const Typeface&) = delete;
    // The UTF-8 text at px pixels an em (as SDL_ttf's point size at 72 dpi); empty if no font.
    TextRun run(std::string_view text, int px, bool bold);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

class TextCache {
public:
    explicit TextCache(SDL_Renderer* r);
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
    struct Entry {
        SDL_Texture* tex = nullptr;
        int w = 0, h = 0;
        uint64_t last_used = 0;
    };
    SDL_Renderer* renderer_;
    Typeface typeface_;
    std::map<std::tuple<std::string, int, bool>, Entry> cache_;
    uint64_t frame_ = 0;
};

} // namespace pz
