// The SDL back end for canvases.
#include "engine/sdl_renderer.h"

#include <SDL.h>

#include <cmath>
#include <vector>

namespace pz {

namespace {
SDL_Vertex vert(Vec2 p, Color c) {
    SDL_Vertex v;
    v.position = {p.x, p.y};
    v.color = {c.r, c.g, c.b, c.a};
    v.tex_coord = {0, 0};
    return v;
}
constexpr float kPi = 3.14159265f;
} // namespace

void SdlRenderer::clear(Color c) {
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderClear(renderer_);
}

void SdlRenderer::triangle(Vec2 a, Vec2 b, Vec2 p, Color col) {
    SDL_Vertex v[3] = {vert(a * scale_, col), vert(b * scale_, col), vert(p * scale_, col)};
    SDL_RenderGeometry(renderer_, nullptr, v, 3, nullptr, 0);
}

void SdlRenderer::fill_rect(Rect r, Color c, float radius) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    radius = std::min(radius, std::min(r.w, r.h) * 0.5f);
    if (radius <= 0.5f) {
        SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
        SDL_FRect fr{r.x * scale_, r.y * scale_, r.w * scale_, r.h * scale_};
        SDL_RenderFillRectF(renderer_, &fr);
        return;
    }
    // Rounded: a polygon fan around the centre with quarter-circle corners.
    const int seg = 6;
    std::vector<Vec2> pts;
    const Vec2 corners[4] = {{r.x + r.w - radius, r.y + radius},
                             {r.x + r.w - radius, r.y + r.h - radius},
                             {r.x + radius, r.y + r.h - radius},
                             {r.x + radius, r.y + radius}};
    for (int k = 0; k < 4; ++k) {
        float a0 = -kPi / 2 + static_cast<float>(k) * kPi / 2;
        for (int i = 0; i <= seg; ++i) {
            float a = a0 + static_cast<float>(i) * (kPi / 2) / seg;
            pts.push_back({corners[k].x + std::cos(a) * radius, corners[k].y + std::sin(a) * radius});
        }
    }
    std::vector<SDL_Vertex> v;
    Vec2 ctr = r.center();
    for (size_t i = 0; i < pts.size(); ++i) {
        const Vec2& p0 = pts[i];
        const Vec2& p1 = pts[(i + 1) % pts.size()];
        v.push_back(vert(ctr * scale_, c));
        v.push_back(vert(p0 * scale_, c));
        v.push_back(vert(p1 * scale_, c));
    }
    SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void SdlRenderer::fill_circle(Vec2 c, float radius, Color col) {
    int seg = std::max(12, std::min(96, static_cast<int>(radius * scale_ * 0.8f)));
    std::vector<SDL_Vertex> v;
    v.reserve(static_cast<size_t>(seg) * 3);
    for (int i = 0; i < seg; ++i) {
        float a0 = 2 * kPi * static_cast<float>(i) / static_cast<float>(seg);
        float a1 = 2 * kPi * static_cast<float>(i + 1) / static_cast<float>(seg);
        v.push_back(vert(c * scale_, col));
        v.push_back(vert(Vec2{c.x + std::cos(a0) * radius, c.y + std::sin(a0) * radius} * scale_, col));
        v.push_back(vert(Vec2{c.x + std::cos(a1) * radius, c.y + std::sin(a1) * radius} * scale_, col));
    }
    SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void SdlRenderer::ring(Vec2 c, float radius, float width, Color col) {
    int seg = std::max(16, std::min(96, static_cast<int>(radius * scale_ * 0.8f)));
    float r0 = radius - width * 0.5f, r1 = radius + width * 0.5f;
    std::vector<SDL_Vertex> v;
    for (int i = 0; i < seg; ++i) {
        float a0 = 2 * kPi * static_cast<float>(i) / static_cast<float>(seg);
        float a1 = 2 * kPi * static_cast<float>(i + 1) / static_cast<float>(seg);
        Vec2 i0{c.x + std::cos(a0) * r0, c.y + std::sin(a0) * r0}, o0{c.x + std::cos(a0) * r1, c.y + std::sin(a0) * r1};
        Vec2 i1{c.x + std::cos(a1) * r0, c.y + std::sin(a1) * r0}, o1{c.x + std::cos(a1) * r1, c.y + std::sin(a1) * r1};
        for (Vec2 p : {i0, o0, o1, i0, o1, i1}) v.push_back(vert(p * scale_, col));
    }
    SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void SdlRenderer::thick_line(Vec2 a, Vec2 b, float width, Color col) {
    Vec2 d = b - a;
    float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 1e-4f) return;
    Vec2 n{-d.y / len * width * 0.5f, d.x / len * width * 0.5f};
    SDL_Vertex v[6] = {vert((a + n) * scale_, col), vert((b + n) * scale_, col), vert((b - n) * scale_, col),
                       vert((a + n) * scale_, col), vert((b - n) * scale_, col), vert((a - n) * scale_, col)};
    SDL_RenderGeometry(renderer_, nullptr, v, 6, nullptr, 0);
}

void SdlRenderer::text(const DrawCmd& cmd) {
    int w = 0, h = 0;
    int px = static_cast<int>(std::lround(cmd.size * scale_));
    SDL_Texture* t = text_.get(cmd.text, px, cmd.bold, &w, &h);
    if (!t) return;
    SDL_SetTextureColorMod(t, cmd.color.r, cmd.color.g, cmd.color.b);
    SDL_SetTextureAlphaMod(t, cmd.color.a);
    float x = cmd.rect.x * scale_;
    if (cmd.align == Align::Center) x -= static_cast<float>(w) * 0.5f;
    else if (cmd.align == Align::Right) x -= static_cast<float>(w);
    SDL_FRect dst{x, cmd.rect.y * scale_ - static_cast<float>(h) * 0.5f, static_cast<float>(w), static_cast<float>(h)};
    SDL_RenderCopyF(renderer_, t, nullptr, &dst);
}

void SdlRenderer::draw(const Canvas& canvas) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    Rect clip{};
    for (const DrawCmd& c : canvas.sorted()) {
        if (!(c.clip == clip)) {
            clip = c.clip;
            // In output pixels, outward to whole ones so nothing at the edge is lost.
            const SDL_Rect r{static_cast<int>(std::floor(clip.x * scale_)), static_cast<int>(std::floor(clip.y * scale_)),
                             static_cast<int>(std::ceil(clip.w * scale_)), static_cast<int>(std::ceil(clip.h * scale_))};
            SDL_RenderSetClipRect(renderer_, clip.w > 0 && clip.h > 0 ? &r : nullptr);
        }
        switch (c.kind) {
        case DrawCmd::Kind::FillRect: fill_rect(c.rect, c.color, c.thickness); break;
        case DrawCmd::Kind::StrokeRect: {
            Rect r = c.rect;
            float t = c.thickness;
            fill_rect({r.x, r.y, r.w, t}, c.color, 0);
            fill_rect({r.x, r.y + r.h - t, r.w, t}, c.color, 0);
            fill_rect({r.x, r.y + t, t, r.h - 2 * t}, c.color, 0);
            fill_rect({r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c.color, 0);
            break;
        }
        case DrawCmd::Kind::FillCircle: fill_circle({c.rect.x, c.rect.y}, c.rect.w, c.color); break;
        case DrawCmd::Kind::StrokeCircle: ring({c.rect.x, c.rect.y}, c.rect.w, c.thickness, c.color); break;
        case DrawCmd::Kind::Line: thick_line({c.rect.x, c.rect.y}, {c.rect.w, c.rect.h}, c.thickness, c.color); break;
        case DrawCmd::Kind::FillTriangle: triangle({c.rect.x, c.rect.y}, {c.rect.w, c.rect.h}, c.p3, c.color); break;
        case DrawCmd::Kind::Text: text(c); break;
        }
    }
    if (clip.w > 0 && clip.h > 0) SDL_RenderSetClipRect(renderer_, nullptr);
}

} // namespace pz
