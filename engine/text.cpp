// Canvas text: runs laid out and rasterised with FreeType, and the texture cache that draws them.
#include "engine/text.h"

#include <SDL.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SIZES_H

#include <algorithm>
#include <cmath>

#include "engine/data_dir.h"

namespace pz {

TextSpot place_text(float x, float y, int w, int h, Align a) {
    if (a == Align::Center) x -= static_cast<float>(w) * 0.5f;
    else if (a == Align::Right) x -= static_cast<float>(w);
    y -= static_cast<float>(h) * 0.5f;
    return {static_cast<int>(std::floor(x + 0.5f)), static_cast<int>(std::floor(y + 0.5f))};
}

namespace {

// FreeType's 26.6 fixed point rounded up to whole pixels, as SDL_ttf and ImGui round metrics.
int ceil_pixels(FT_Pos v) { return static_cast<int>((v + 63) >> 6); }

// The next code point of UTF-8 text; a malformed byte reads as U+FFFD and is skipped alone.
char32_t next_code_point(std::string_view s, size_t& i) {
    const auto b = static_cast<unsigned char>(s[i++]);
    if (b < 0x80) return b;
    const int more = b >= 0xF0 && b < 0xF8 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : -1;
    if (more < 0 || i + static_cast<size_t>(more) > s.size()) return 0xFFFD;
    char32_t cp = b & (0x3F >> more);
    for (int k = 0; k < more; ++k) {
        const auto c = static_cast<unsigned char>(s[i + static_cast<size_t>(k)]);
        if ((c & 0xC0) != 0x80) return 0xFFFD;
        cp = (cp << 6) | (c & 0x3F);
    }
    i += static_cast<size_t>(more);
    return cp;
}

} // namespace

struct Typeface::Impl {
    // A glyph at one size: its bitmap's place from the pen on the baseline, and the pen's step.
    struct Glyph {
        int left = 0, top = 0, w = 0, h = 0, advance = 0;
        std::vector<uint8_t> coverage;
    };
    // One weight at one pixel size, with the line box SDL_ttf measured from the font's ascender
    // and descender.
    struct Size {
        FT_Size size = nullptr;
        int ascent = 0, height = 0;
    };
    FT_Library library = nullptr;
    FT_Face faces[2] = {nullptr, nullptr};
    bool tried[2] = {false, false};
    std::map<std::pair<int, bool>, Size> sizes;
    std::map<std::tuple<int, bool, FT_UInt>, Glyph> glyphs;

    FT_Face face(bool bold) {
        const int i = bold ? 1 : 0;
        if (tried[i]) return faces[i];
        tried[i] = true;
        if (!library && FT_Init_FreeType(&library) != 0) {
            SDL_Log("puzzlebox: FreeType did not start");
            library = nullptr;
            return nullptr;
        }
        const std::string path = asset_dir() + (bold ? kUiBoldFont : kUiFont);
        if (FT_New_Face(library, path.c_str(), 0, &faces[i]) != 0) {
            SDL_Log("puzzlebox: cannot open font %s", path.c_str());
            faces[i] = nullptr;
        }
        return faces[i];
    }

    // The weight at px pixels an em, made the face's active size; null if it cannot be had.
    const Size* size(int px, bool bold) {
        FT_Face f = face(bold);
        if (!f) return nullptr;
        auto it = sizes.find({px, bold});
        if (it == sizes.end()) {
            Size s;
            if (FT_New_Size(f, &s.size) != 0) return nullptr;
            FT_Activate_Size(s.size);
            if (FT_Set_Pixel_Sizes(f, 0, static_cast<FT_UInt>(px)) != 0) {
                FT_Done_Size(s.size);
                return nullptr;
            }
            const FT_Fixed y_scale = f->size->metrics.y_scale;
            s.ascent = ceil_pixels(FT_MulFix(f->ascender, y_scale));
            s.height = ceil_pixels(FT_MulFix(f->ascender - f->descender, y_scale));
            it = sizes.emplace(std::make_pair(px, bold), s).first;
        }
        FT_Activate_Size(it->second.size);
        return &it->second;
    }

    // The glyph for a code point at the active size (the font's missing-glyph box if it has none).
    const Glyph& glyph(FT_Face f, int px, bool bold, char32_t cp) {
        const FT_UInt index = FT_Get_Char_Index(f, cp);
        const auto key = std::make_tuple(px, bold, index);
        auto it = glyphs.find(key);
        if (it != glyphs.end()) return it->second;
        if (glyphs.size() > 4096) glyphs.clear();  // many sizes seen: start again rather than grow
        Glyph g;
        // The GUI atlas's flags (ImGui's FreeType builder with ForceAutoHint | LightHinting).
        if (FT_Load_Glyph(f, index, FT_LOAD_NO_BITMAP | FT_LOAD_FORCE_AUTOHINT | FT_LOAD_TARGET_LIGHT) == 0) {
            FT_GlyphSlot slot = f->glyph;
            g.advance = ceil_pixels(slot->advance.x);
            if (FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 && slot->bitmap.pixel_mode == FT_PIXEL_MODE_GRAY) {
                const FT_Bitmap& bm = slot->bitmap;
                g.left = slot->bitmap_left;
                g.top = slot->bitmap_top;
                g.w = static_cast<int>(bm.width);
                g.h = static_cast<int>(bm.rows);
                g.coverage.resize(static_cast<size_t>(g.w) * static_cast<size_t>(g.h));
                for (int y = 0; y < g.h; ++y)
                    std::copy_n(bm.buffer + static_cast<ptrdiff_t>(y) * bm.pitch, g.w, g.coverage.begin() + static_cast<ptrdiff_t>(y) * g.w);
            }
        }
        return glyphs.emplace(key, std::move(g)).first->second;
    }

    ~Impl() {
        for (FT_Face f : faces)
            if (f) FT_Done_Face(f);  // its sizes go with it
        if (library) FT_Done_FreeType(library);
    }
};

Typeface::Typeface() : impl_(std::make_unique<Impl>()) {}
Typeface::~Typeface() = default;

TextRun Typeface::run(std::string_view text, int px, bool bold) {
    TextRun run;
    const Impl::Size* s = impl_->size(px, bold);
    if (!s || text.empty()) return run;
    FT_Face f = impl_->face(bold);
    // Where each glyph goes: the pen on whole pixels, the baseline at the ascent.
    struct Placed {
        const Impl::Glyph* glyph;
        int x, y;
    };
    std::vector<Placed> placed;
    int pen = 0, minx = 0, maxx = 0, miny = 0, maxy = s->height;
    for (size_t i = 0; i < text.size();) {
        const Impl::Glyph& g = impl_->glyph(f, px, bold, next_code_point(text, i));
        const Placed p{&g, pen + g.left, s->ascent - g.top};
        minx = std::min(minx, p.x);
        maxx = std::max(maxx, p.x + g.w);
        miny = std::min(miny, p.y);
        maxy = std::max(maxy, p.y + g.h);
        pen += g.advance;
        placed.push_back(p);
    }
    maxx = std::max(maxx, pen);
    if (maxx <= minx) return run;
    run.w = maxx - minx;
    run.h = maxy - miny;
    run.coverage.assign(static_cast<size_t>(run.w) * static_cast<size_t>(run.h), 0);
    for (const Placed& p : placed) {
        const Impl::Glyph& g = *p.glyph;
        for (int y = 0; y < g.h; ++y) {
            uint8_t* row = run.coverage.data() + static_cast<ptrdiff_t>(p.y - miny + y) * run.w + (p.x - minx);
            const uint8_t* src = g.coverage.data() + static_cast<ptrdiff_t>(y) * g.w;
            for (int x = 0; x < g.w; ++x) row[x] = std::max(row[x], src[x]);  // touching glyphs keep the darker ink
        }
    }
    return run;
}

TextCache::TextCache(SDL_Renderer* r) : renderer_(r) {}

TextCache::~TextCache() { clear(); }

void TextCache::clear() {
    for (auto& [k, e] : cache_) SDL_DestroyTexture(e.tex);
    cache_.clear();
}

SDL_Texture* TextCache::get(const std::string& text, int px, bool bold, int* w, int* h) {
    if (text.empty() || px <= 0) return nullptr;
    px = px > 400 ? 400 : px;
    auto key = std::make_tuple(text, px, bold);
    auto it = cache_.find(key);
    if (it == cache_.end()) {
        const TextRun run = typeface_.run(text, px, bold);
        if (run.w <= 0 || run.h <= 0) return nullptr;
        // White, the coverage in alpha: tinted at draw time.
        std::vector<uint32_t> pixels(run.coverage.size());
        std::transform(run.coverage.begin(), run.coverage.end(), pixels.begin(), [](uint8_t a) { return (static_cast<uint32_t>(a) << 24) | 0xFFFFFFu; });
        Entry e;
        e.tex = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, run.w, run.h);
        if (!e.tex) return nullptr;
        SDL_UpdateTexture(e.tex, nullptr, pixels.data(), run.w * 4);
        SDL_SetTextureBlendMode(e.tex, SDL_BLENDMODE_BLEND);
        e.w = run.w;
        e.h = run.h;
        it = cache_.emplace(key, e).first;
    }
    it->second.last_used = frame_;
    *w = it->second.w;
    *h = it->second.h;
    return it->second.tex;
}

void TextCache::end_frame() {
    ++frame_;
    if (cache_.size() < 600) return;
    for (auto it = cache_.begin(); it != cache_.end();) {
        if (frame_ - it->second.last_used > 120) {
            SDL_DestroyTexture(it->second.tex);
            it = cache_.erase(it);
        } else {
            ++it;
        }
    }
}

} // namespace pz
