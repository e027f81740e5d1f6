// Font loading and the text texture cache.
#include "engine/text.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <cmath>

#include "engine/data_dir.h"

namespace pz {

TextSpot place_text(float x, float y, int w, int h, Align a) {
    if (a == Align::Center) x -= static_cast<float>(w) * 0.5f;
    else if (a == Align::Right) x -= static_cast<float>(w);
    y -= static_cast<float>(h) * 0.5f;
    return {static_cast<int>(std::floor(x + 0.5f)), static_cast<int>(std::floor(y + 0.5f))};
}

TextCache::~TextCache() {
    clear();
    for (auto& [k, f] : fonts_)
        if (f) TTF_CloseFont(f);
}

void TextCache::clear() {
    for (auto& [k, e] : cache_) SDL_DestroyTexture(e.tex);
    cache_.clear();
}

TTF_Font* TextCache::font(int px, bool bold) {
    auto key = std::make_pair(px, bold);
    auto it = fonts_.find(key);
    if (it != fonts_.end()) return it->second;
    if (!TTF_WasInit()) TTF_Init();
    std::string path = asset_dir() + (bold ? kUiBoldFont : kUiFont);
    TTF_Font* f = TTF_OpenFont(path.c_str(), px);
    if (!f) SDL_Log("puzzlebox: cannot open font %s: %s", path.c_str(), TTF_GetError());
    fonts_[key] = f;
    return f;
}

SDL_Texture* TextCache::get(const std::string& text, int px, bool bold, int* w, int* h) {
    if (text.empty() || px <= 0) return nullptr;
    px = px > 400 ? 400 : px;
    auto key = std::make_tuple(text, px, bold);
    auto it = cache_.find(key);
    if (it == cache_.end()) {
        TTF_Font* f = font(px, bold);
        if (!f) return nullptr;
        SDL_Surface* s = TTF_RenderUTF8_Blended(f, text.c_str(), SDL_Color{255, 255, 255, 255});
        if (!s) return nullptr;
        Entry e;
        e.tex = SDL_CreateTextureFromSurface(renderer_, s);
        e.w = s->w;
        e.h = s->h;
        SDL_FreeSurface(s);
        if (!e.tex) return nullptr;
        SDL_SetTextureBlendMode(e.tex, SDL_BLENDMODE_BLEND);
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
