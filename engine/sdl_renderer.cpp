// The SDL back end: canvases as SDL_RenderGeometry triangles, text through TextCache, Dear ImGui
// through its SDL_Renderer back end; on a window or on a picture in memory. Drawing in software,
// large convex shapes are filled row by row instead (fill_rows) and the rest of the canvas's
// triangles by the renderer itself (fill_triangle), and a frame repaints only where it differs
// from the last one (Damage).
#include <SDL.h>
#include <SDL_ttf.h>
#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <type_traits>
#include <vector>

#include "engine/renderer.h"
#include "engine/text.h"

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

float length(Vec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }

// Points on an arc of a circle, from angle a0 to a1 (radians), both ends included.
void arc(std::vector<Vec2>& out, Vec2 c, float radius, float a0, float a1, int seg) {
    for (int i = 0; i <= seg; ++i) {
        const float a = a0 + (a1 - a0) * static_cast<float>(i) / static_cast<float>(seg);
        out.push_back({c.x + std::cos(a) * radius, c.y + std::sin(a) * radius});
    }
}

// Segments for an arc of `turn` radians at `radius` output pixels: the chord strays under about
// 0.1 px from the true curve, so a feathered edge shows no corners.
int arc_segments(float radius, float turn) {
    const float n = turn / (2 * kPi) * 7.f * std::sqrt(std::max(radius, 0.f)) * 1.6f;
    return std::clamp(static_cast<int>(std::ceil(n)), 2, 64);
}

// A rounded rectangle's outline in output pixels, clockwise on screen (y down).
std::vector<Vec2> rounded_outline(Rect r, float radius) {
    std::vector<Vec2> pts;
    radius = std::clamp(radius, 0.f, std::min(r.w, r.h) * 0.5f);
    if (radius < 0.05f) return {{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}};
    const int seg = arc_segments(radius, kPi / 2);
    arc(pts, {r.x + r.w - radius, r.y + radius}, radius, -kPi / 2, 0, seg);
    arc(pts, {r.x + r.w - radius, r.y + r.h - radius}, radius, 0, kPi / 2, seg);
    arc(pts, {r.x + radius, r.y + r.h - radius}, radius, kPi / 2, kPi, seg);
    arc(pts, {r.x + radius, r.y + radius}, radius, kPi, 3 * kPi / 2, seg);
    return pts;
}

// Software drawing fills a triangle by testing every pixel of its bounding box, so a large convex
// shape drawn as a fan of triangles costs several times its area (a full-screen card: ~20 ms).
// Filled as runs of rows that share one span, it costs its area once. A pixel is filled when its
// centre is inside, and its corners are cut to whole pixels as SDL cuts a triangle's, so the shape
// meets its fading edge (triangles) without a seam; its colour runs from `top` at y0 to `bottom`
// at y1. Points are in output pixels.
// `fill(rect, colour)` fills one run of rows; only rows from `lo` to before `hi` are filled (the
// clip: a pass over damage a few rows high need not walk a full-screen card's every row). Each
// row meets only the edges that cross it, found in order of their top (a convex shape has two).
template <class Fill>
void fill_rows(Fill&& fill, int lo, int hi, const Vec2* in, size_t n, Color top, Color bottom, float y0, float y1) {
    if (n < 3) return;
    struct Edge {
        int top, end;  // the rows it crosses: its y runs over whole pixels, so rows top..end-1
        Vec2 p, q;
    };
    thread_local std::vector<Edge> edges;
    thread_local std::vector<const Edge*> active;
    edges.clear();
    for (size_t i = 0; i < n; ++i) {
        const Vec2 p{static_cast<float>(static_cast<int>(in[i].x)), static_cast<float>(static_cast<int>(in[i].y))};
        const Vec2 q{static_cast<float>(static_cast<int>(in[(i + 1) % n].x)), static_cast<float>(static_cast<int>(in[(i + 1) % n].y))};
        if (p.y != q.y) edges.push_back({static_cast<int>(std::min(p.y, q.y)), static_cast<int>(std::max(p.y, q.y)), p, q});
    }
    if (edges.empty()) return;
    std::sort(edges.begin(), edges.end(), [](const Edge& a, const Edge& b) { return a.top < b.top; });
    int end = edges.front().end;
    for (const Edge& e : edges) end = std::max(end, e.end);
    const int row0 = std::max(edges.front().top, lo), row1 = std::min(end, hi);
    active.clear();
    size_t next = 0;
    SDL_Rect run{0, 0, 0, 0};
    Color run_colour{};
    const auto flush = [&] {
        if (run.w > 0 && run.h > 0) fill(run, run_colour);
    };
    for (int row = row0; row < row1; ++row) {
        for (; next < edges.size() && edges[next].top <= row; ++next) active.push_back(&edges[next]);
        active.erase(std::remove_if(active.begin(), active.end(), [row](const Edge* e) { return e->end <= row; }), active.end());
        const float yc = static_cast<float>(row) + 0.5f;
        float xl = 1e30f, xr = -1e30f;
        for (const Edge* e : active) {
            const float x = e->p.x + (yc - e->p.y) * (e->q.x - e->p.x) / (e->q.y - e->p.y);
            xl = std::min(xl, x), xr = std::max(xr, x);
        }
        const int x0 = xl < xr ? static_cast<int>(std::ceil(xl - 0.5f)) : 0, x1 = xl < xr ? static_cast<int>(std::ceil(xr - 0.5f)) : 0;
        const float t = y1 > y0 ? std::clamp((yc - y0) / (y1 - y0), 0.f, 1.f) : 0.f;
        const Color c = top.mix(bottom, t);
        if (x0 == run.x && x1 - x0 == run.w && row == run.y + run.h && c == run_colour) {
            ++run.h;
            continue;
        }
        flush();
        run = {x0, row, x1 - x0, 1};
        run_colour = c;
    }
    flush();
}

// SDL's blend of a colour over a pixel (SDL_blendfillrect.c): each channel d becomes
// d * (255 - a) / 255 + colour * a / 255 (alpha too, taking the colour's as 255; a surface without
// alpha keeps none). Two channels at a time in 16-bit lanes, x / 255 as (x + 1 + (x >> 8)) >> 8,
// which is exact for x up to 255 * 255.
class Blend {
public:
    Blend(Color c, const SDL_PixelFormat* f)
        : opaque_(c.a == 255), inva_(255u - c.a), keep_(f->Rmask | f->Gmask | f->Bmask | f->Amask),
          add_(opaque_ ? SDL_MapRGBA(f, c.r, c.g, c.b, c.a)
                       : (static_cast<uint32_t>(c.r * c.a / 255) << f->Rshift) | (static_cast<uint32_t>(c.g * c.a / 255) << f->Gshift) |
                             (static_cast<uint32_t>(c.b * c.a / 255) << f->Bshift) | (f->Amask ? static_cast<uint32_t>(c.a) << f->Ashift : 0u)) {}
    uint32_t operator()(uint32_t pixel) const {
        if (opaque_) return add_;
        const uint32_t d = pixel & keep_;
        return (scale(d & 0x00ff00ffu) | (scale((d >> 8) & 0x00ff00ffu) << 8)) + add_;
    }

    // A row of `n` pixels of `from` blended into `to`: two pixels at a time in 64 bits, four
    // 16-bit lanes (the fade's veil over the whole screen; about twice as fast as one at a time).
    void row(const uint32_t* from, uint32_t* to, int n) const {
        if (opaque_) {
            std::fill_n(to, n, add_);
            return;
        }
        const uint64_t keep = keep_ | (uint64_t{keep_} << 32), add = add_ | (uint64_t{add_} << 32);
        int x = 0;
        for (; x + 1 < n; x += 2) {
            uint64_t d = 0;
            std::memcpy(&d, from + x, sizeof d);
            d &= keep;
            const uint64_t out = (scale64(d & kLanes64) | (scale64((d >> 8) & kLanes64) << 8)) + add;
            std::memcpy(to + x, &out, sizeof out);
        }
        if (x < n) to[x] = (*this)(from[x]);
    }

private:
    static constexpr uint64_t kLanes64 = 0x00ff00ff00ff00ffull;
    uint64_t scale64(uint64_t lanes) const {  // scale() in four lanes
        const uint64_t x = lanes * inva_;
        return ((x + 0x0001000100010001ull + ((x >> 8) & kLanes64)) >> 8) & kLanes64;
    }
    uint32_t scale(uint32_t lanes) const {  // two 8-bit values at bits 0 and 16, each times (255 - a) / 255
        const uint32_t x = lanes * inva_;
        return ((x + 0x00010001u + ((x >> 8) & 0x00ff00ffu)) >> 8) & 0x00ff00ffu;
    }
    bool opaque_;
    uint32_t inva_, keep_, add_;
};

// A triangle as SDL's software renderer fills one (SDL_triangle.c): corners cut to whole pixels, a
// pixel filled when its centre is inside or on a top or left edge, its colour the corners' mixed by
// its barycentric weights; but blended straight into the surface. SDL makes a surface the size of
// each blended triangle and blits it, about a microsecond a triangle, and a frame's smooth edges
// are thousands of small triangles. Coordinates are in half pixels, so pixel centres are whole.
void fill_triangle(SDL_Surface* dst, const SDL_Rect& clip, const SDL_Vertex& v0, const SDL_Vertex& v1, const SDL_Vertex& v2) {
    struct P {
        int64_t x, y;
    };
    const auto cut = [](const SDL_FPoint& q) { return P{static_cast<int64_t>(static_cast<int>(q.x)) * 2, static_cast<int64_t>(static_cast<int>(q.y)) * 2}; };
    const P p0 = cut(v0.position), p1 = cut(v1.position), p2 = cut(v2.position);
    const auto cross = [](const P& a, const P& b, int64_t x, int64_t y) { return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x); };
    int64_t area = cross(p0, p1, p2.x, p2.y);
    if (area == 0) return;
    const int64_t x0 = std::min({p0.x, p1.x, p2.x}), x1 = std::max({p0.x, p1.x, p2.x});
    const int64_t y0 = std::min({p0.y, p1.y, p2.y}), y1 = std::max({p0.y, p1.y, p2.y});
    const SDL_Rect box{static_cast<int>(x0 / 2), static_cast<int>(y0 / 2), static_cast<int>((x1 - x0) / 2), static_cast<int>((y1 - y0) / 2)};
    SDL_Rect in{0, 0, 0, 0};
    if (SDL_IntersectRect(&box, &clip, &in) != SDL_TRUE) return;
    const bool clockwise = area > 0;
    const int64_t sign = clockwise ? 1 : -1;
    area *= sign;
    // An edge a -> b and its weight (of the corner facing it) at the first pixel's centre, its
    // steps a pixel right and a pixel down, and its bias: a pixel on an edge that is not a top
    // or left one is out.
    struct Edge {
        int64_t w, dx, dy, bias;
    };
    const auto edge = [&](const P& a, const P& b) {
        const bool top_left = clockwise ? (a.y == b.y && a.x < b.x) || b.y < a.y : (a.y == b.y && b.x < a.x) || a.y < b.y;
        return Edge{sign * cross(a, b, 2 * in.x + 1, 2 * in.y + 1), sign * 2 * (a.y - b.y), sign * 2 * (b.x - a.x), top_left ? 0 : -1};
    };
    const Edge e0 = edge(p1, p2), e1 = edge(p2, p0), e2 = edge(p0, p1);
    const SDL_Color c0 = v0.color, c1 = v1.color, c2 = v2.color;
    const bool uniform = c0.r == c1.r && c0.g == c1.g && c0.b == c1.b && c0.a == c1.a && c1.r == c2.r && c1.g == c2.g && c1.b == c2.b && c1.a == c2.a;
    const Blend flat({c0.r, c0.g, c0.b, c0.a}, dst->format);
    for (int y = 0; y < in.h; ++y) {
        auto* row = reinterpret_cast<uint32_t*>(static_cast<uint8_t*>(dst->pixels) + static_cast<ptrdiff_t>(in.y + y) * dst->pitch) + in.x;
        int64_t w0 = e0.w + e0.dy * y, w1 = e1.w + e1.dy * y, w2 = e2.w + e2.dy * y;
        bool entered = false;
        for (int x = 0; x < in.w; ++x, w0 += e0.dx, w1 += e1.dx, w2 += e2.dx) {
            if (w0 + e0.bias < 0 || w1 + e1.bias < 0 || w2 + e2.bias < 0) {
                if (entered) break;  // past the triangle's right side: it is convex
                continue;
            }
            entered = true;
            if (uniform) {
                if (c0.a) row[x] = flat(row[x]);
                continue;
            }
            const auto mix = [&](int a, int b, int c) { return static_cast<uint8_t>((w0 * a + w1 * b + w2 * c) / area); };
            const Color c{mix(c0.r, c1.r, c2.r), mix(c0.g, c1.g, c2.g), mix(c0.b, c1.b, c2.b), mix(c0.a, c1.a, c2.a)};
            if (c.a) row[x] = Blend(c, dst->format)(row[x]);
        }
    }
}

// An ImGui colour (ABGR in a word).
Color gui_colour(ImU32 col) {
    return {static_cast<uint8_t>(col & 0xff), static_cast<uint8_t>((col >> 8) & 0xff), static_cast<uint8_t>((col >> 16) & 0xff), static_cast<uint8_t>(col >> 24)};
}

// Worth filling by rows rather than as triangles: larger than 16 pixels square.
bool large(const Vec2* pts, size_t n) {
    float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
    for (size_t i = 0; i < n; ++i) x0 = std::min(x0, pts[i].x), x1 = std::max(x1, pts[i].x), y0 = std::min(y0, pts[i].y), y1 = std::max(y1, pts[i].y);
    return (x1 - x0) * (y1 - y0) > 16.f * 16.f;
}

// Drawing in software, a frame's pixels stay on the surface until the next one, so a frame need
// only repaint where it differs from the last: a still board under a ticking clock, or a win wave
// over the board with the bars and words around it unchanged (issue 27's bench_frame). Every
// canvas command and GUI draw command is an Item: a hash of all it draws with and the box of
// output pixels it can touch. Items the two frames share, in the same order, paint the same
// pixels outside the boxes of the items that differ; those boxes are the damage, which is
// cleared and painted again with every item clipped to it.
struct Item {
    uint64_t hash = 0;
    SDL_Rect box{0, 0, 0, 0};
    bool operator==(const Item& o) const { return hash == o.hash && SDL_RectEquals(&box, &o.box) == SDL_TRUE; }
};

class Hash {
public:
    void bytes(const void* p, size_t n) {
        const auto* b = static_cast<const unsigned char*>(p);
        for (size_t i = 0; i < n; ++i) h_ = (h_ ^ b[i]) * 0x100000001b3ull;
    }
    // A value without padding (numbers, Rect, Vec2, Color, ImVec4) by its bytes.
    template <class T> void add(const T& v) {
        static_assert(std::has_unique_object_representations_v<T> || std::is_floating_point_v<T> || std::is_same_v<T, Rect> ||
                      std::is_same_v<T, Vec2> || std::is_same_v<T, ImVec2> || std::is_same_v<T, ImVec4>);
        bytes(&v, sizeof v);
    }
    void add(const std::string& s) {
        add(s.size());
        bytes(s.data(), s.size());
    }
    template <class... T> void all(const T&... v) { (add(v), ...); }
    // Word by word: a frame's GUI vertices are hashed whole, every frame.
    void words(const uint32_t* w, size_t n) {
        for (size_t i = 0; i < n; ++i) h_ = (h_ ^ w[i]) * 0x100000001b3ull;
    }
    uint64_t value() const { return h_; }

private:
    uint64_t h_ = 0xcbf29ce484222325ull;
};

// A box grown by `pad` pixels each way (smooth edges fade half a pixel past their shape, and row
// fills cut corners to whole pixels), then kept to the clip when the command has one.
SDL_Rect box_of(float x0, float y0, float x1, float y1, float pad, const SDL_Rect* clip) {
    const SDL_Rect r{static_cast<int>(std::floor(std::min(x0, x1) - pad)), static_cast<int>(std::floor(std::min(y0, y1) - pad)),
                     static_cast<int>(std::ceil(std::fabs(x1 - x0) + 2 * pad)) + 1, static_cast<int>(std::ceil(std::fabs(y1 - y0) + 2 * pad)) + 1};
    if (!clip) return r;
    SDL_Rect in{0, 0, 0, 0};
    return SDL_IntersectRect(&r, clip, &in) == SDL_TRUE ? in : SDL_Rect{0, 0, 0, 0};
}

long area(const SDL_Rect& r) { return static_cast<long>(r.w) * r.h; }

// Frames of different lengths (a tile that flips draws a command more, a ball that leaves one
// less): the fewest items to drop from the old and add from the new to turn one into the other
// (Myers's diff), each of them damage; the rest are shared in order. False when more than a few
// hundred differ, where the whole stretch is damage anyway.
template <class Add> bool edit_damage(const Item* a, size_t n, const Item* b, size_t m, Add&& add) {
    constexpr int kMostEdits = 256;
    const int limit = static_cast<int>(std::min<size_t>(n + m, kMostEdits));
    const int off = limit + 1;
    const int nn = static_cast<int>(n), mm = static_cast<int>(m);
    thread_local std::vector<int> v;
    thread_local std::vector<std::vector<int>> trace;
    v.assign(static_cast<size_t>(2 * off + 1), 0);
    trace.clear();
    int found = -1;
    for (int d = 0; d <= limit && found < 0; ++d) {
        trace.push_back(v);  // the furthest reach on each diagonal with d - 1 edits
        for (int k = -d; k <= d; k += 2) {
            int x = k == -d || (k != d && v[off + k - 1] < v[off + k + 1]) ? v[off + k + 1] : v[off + k - 1] + 1;
            int y = x - k;
            while (x < nn && y < mm && a[x] == b[y]) ++x, ++y;
            v[off + k] = x;
            if (x >= nn && y >= mm) {
                found = d;
                break;
            }
        }
    }
    if (found < 0) return false;
    int x = nn, y = mm;
    for (int d = found; d > 0; --d) {  // back from the end: each step one edit, after its shared run
        const std::vector<int>& w = trace[static_cast<size_t>(d)];
        const int k = x - y;
        const int pk = k == -d || (k != d && w[off + k - 1] < w[off + k + 1]) ? k + 1 : k - 1;
        const int px = w[off + pk], py = px - pk;
        while (x > px && y > py) --x, --y;
        if (x == px) add(b[py].box);  // an item added
        else add(a[px].box);  // an item dropped
        x = px, y = py;
    }
    return true;
}

// The damage between two frames' items: boxes of the items they do not share, as a few rectangles.
void damage_between(const std::vector<Item>& old_items, const std::vector<Item>& new_items, std::vector<SDL_Rect>& out) {
    size_t p = 0;
    while (p < old_items.size() && p < new_items.size() && old_items[p] == new_items[p]) ++p;
    size_t s = 0;
    while (s < old_items.size() - p && s < new_items.size() - p && old_items[old_items.size() - 1 - s] == new_items[new_items.size() - 1 - s]) ++s;
    const size_t old_end = old_items.size() - s, new_end = new_items.size() - s;
    const auto add = [&out](const SDL_Rect& r) {
        if (r.w > 0 && r.h > 0) out.push_back(r);
    };
    if (old_end - p == new_end - p) {  // the same shape of frame, some things changed in place (motion)
        for (size_t i = p; i < old_end; ++i)
            if (!(old_items[i] == new_items[p + (i - p)])) add(old_items[i].box), add(new_items[p + (i - p)].box);
    } else if (!edit_damage(old_items.data() + p, old_end - p, new_items.data() + p, new_end - p, add)) {
        for (size_t i = p; i < old_end; ++i) add(old_items[i].box);
        for (size_t i = p; i < new_end; ++i) add(new_items[i].box);
    }
    // A few rectangles: each pass over the damage plays every item (most of them culled by their
    // boxes), so many small boxes would cost more than the pixels they save. Join the two whose
    // union wastes least until few are left and none overlap.
    constexpr size_t kMost = 16;
    while (out.size() > 64) {  // a wave over a hundred pieces: join neighbours first, cheaply
        std::sort(out.begin(), out.end(), [](const SDL_Rect& a, const SDL_Rect& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
        std::vector<SDL_Rect> joined;
        for (size_t i = 0; i < out.size(); i += 2) {
            SDL_Rect u = out[i];
            if (i + 1 < out.size()) SDL_UnionRect(&out[i], &out[i + 1], &u);
            joined.push_back(u);
        }
        out.swap(joined);
    }
    while (out.size() > 1) {
        size_t best_a = 0, best_b = 1;
        long best = std::numeric_limits<long>::max();
        for (size_t a = 0; a < out.size(); ++a)
            for (size_t b = a + 1; b < out.size(); ++b) {
                SDL_Rect u;
                SDL_UnionRect(&out[a], &out[b], &u);
                const long waste = area(u) - area(out[a]) - area(out[b]);
                if (waste < best) best = waste, best_a = a, best_b = b;
            }
        if (out.size() <= kMost && best > 0) break;  // few enough, and none overlap or touch
        SDL_UnionRect(&out[best_a], &out[best_b], &out[best_a]);
        out.erase(out.begin() + static_cast<long>(best_b));
    }
}
} // namespace

class SdlRenderer : public Renderer {
public:
    // Owns the SDL renderer (and the surface it draws on, off-screen).
    SdlRenderer(SDL_Renderer* r, SDL_Surface* surface, bool fill_by_rows = true, bool like_web = false) : renderer_(r), surface_(surface), text_(r) {
        SDL_RendererInfo info{};
        software_ = fill_by_rows && !like_web && SDL_GetRendererInfo(r, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
        keep_ = software_ || like_web;  // a GPU's back buffer is gone after present: it repaints every frame
#ifdef __EMSCRIPTEN__
        // The page makes its WebGL contexts keep their pixels (platform/web/pre.js asks for
        // preserveDrawingBuffer), so the web build too repaints only what changed: a phone's GPU,
        // or a browser drawing WebGL in software, fills ~2.6 million pixels a frame otherwise.
        keep_ = true;
#endif
    }
    ~SdlRenderer() override {
        for (auto& [key, p] : pictures_) SDL_DestroyTexture(p.tex);
        pictures_.clear();
        text_.clear();
        SDL_DestroyRenderer(renderer_);
        if (surface_) SDL_FreeSurface(surface_);
    }
    SdlRenderer(const SdlRenderer&) = delete;
    SdlRenderer& operator=(const SdlRenderer&) = delete;

    void output_size(int* w, int* h) const override {
        if (SDL_GetRendererOutputSize(renderer_, w, h) != 0) *w = *h = 0;
    }
    void set_scale(float s) override { scale_ = s; }
    void begin_frame(Color c) override {
        if (keep_) {  // drawn at the end of the frame, where it differs from the last (flush)
            clear_ = c;
            cmds_.clear();
            items_.clear();
            pending_ = true;
            return;
        }
        SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
        SDL_RenderClear(renderer_);
    }
    void draw(const Canvas& canvas) override;
    void invalidate() override { full_ = true; }
    void check_damage(bool on) override { check_ = on; }
    long damage_errors() const override { return keep_ ? damage_errors_ : -1; }
    long damaged_pixels() const override { return keep_ ? damaged_pixels_ : -1; }
    void set_veil(Color c) override { veil_ = c; }
    bool gui_init() override { return ImGui_ImplSDLRenderer_Init(renderer_); }
    void gui_new_frame() override { ImGui_ImplSDLRenderer_NewFrame(); }
    void gui_render() override {
        // ImGui 1.86's SDL_Renderer back end leaves vertices in logical units: on high-density
        // screens (phones, desktop high-DPI, a set scale) SDL must scale them to the output's
        // pixels, or the GUI is drawn at 1/scale size. The font is rasterised at that scale.
        snap_gui_glyphs(scale_);
        if (keep_ && pending_) {
            add_gui_items(ImGui::GetDrawData());
            flush(ImGui::GetDrawData());
            return;
        }
        if (software_) {
            gui_render_software(ImGui::GetDrawData());
            if (keep_) full_ = true;  // drawn outside a frame's items: the next frame cannot trust them
        } else {
            SDL_RenderSetScale(renderer_, scale_, scale_);
            ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
            SDL_RenderSetScale(renderer_, 1.f, 1.f);
        }
        if (veil_.a > 0) {  // a frame painted whole: the veil over it
            int w = 0, h = 0;
            output_size(&w, &h);
            set_clip(nullptr);
            fill_span({0, 0, w, h}, veil_);
        }
    }
    void gui_fonts_changed() override {
        full_ = true;  // the new atlas may take the old one's address, its glyphs elsewhere
        if (ImGui::GetIO().BackendRendererUserData) ImGui_ImplSDLRenderer_DestroyFontsTexture();  // the next new frame makes the new one
    }
    void gui_shutdown() override { ImGui_ImplSDLRenderer_Shutdown(); }
    Image read_pixels() override;
    void present() override;

private:
    void fill_rect(Rect r, Color c, float radius);
    void fill_circle(Vec2 c, float radius, Color col);
    void ring(Vec2 c, float radius, float width, Color col);
    void thick_line(Vec2 a, Vec2 b, float width, Color col);
    void triangle(Vec2 a, Vec2 b, Vec2 p, Color col);
    void text(const DrawCmd& cmd);
    // A convex outline in output pixels filled with `top` at y0 shading to `bottom` at y1, its edge
    // fading to nothing from `inside` pixels within the outline to `outside` pixels beyond it.
    void convex(const std::vector<Vec2>& outline, float inside, float outside, Color top, Color bottom, float y0, float y1);
    void smooth(const DrawCmd& cmd);
    void picture(const DrawCmd& cmd);
    // ImGui's lists drawn as its back end draws them, but with each large filled shape by rows;
    // in a pass over damage, only its commands that reach it.
    void gui_render_software(const ImDrawData* data);
    // Plays canvas commands (a canvas's, sorted), in a pass over damage only those that reach it.
    void play(const std::vector<DrawCmd>& cmds);
    // Damage (see Item): the items of a frame, then its drawing where it differs from the last.
    Item item_of(const DrawCmd& cmd);
    void add_gui_items(const ImDrawData* data);
    void flush(const ImDrawData* gui);
    // Fills a rectangle as SDL's software renderer would (its blend arithmetic, the clip), but
    // straight into the surface it draws on: a large shape's rows are hundreds of fills, each an
    // SDL call, and SDL fills with streaming stores that leave the pixels out of the cache for
    // what is drawn over them next.
    void fill_span(const SDL_Rect& r, Color c);
    // The surface SDL draws on in software, when its pixels can be written here directly (four
    // bytes, a byte a channel), with SDL's queued drawing done; null otherwise.
    SDL_Surface* direct_surface();
    // A glyph of the GUI's atlas at index[0..5] (a quad on whole pixels, a texel a pixel, as
    // snap_gui_glyphs places it): copied from the atlas, tinted and blended here as SDL would, and
    // true; false for anything else. SDL fills a textured triangle a pixel at a time through its
    // slowest blitter, and a screen of text is thousands of them.
    struct Glyph {
        SDL_Rect to;  // output pixels
        long u, v;  // its first texel in the atlas
        Color tint;
    };
    static bool gui_glyph(const ImDrawVert* v, const float* xy, const ImDrawIdx* index, ImVec2 white, Glyph* out);
    void draw_glyph(const Glyph& g);
    // Untextured triangles (three vertices each, or by index): in software, filled here (fill_triangle).
    void geometry(const SDL_Vertex* v, int count, const int* indices, int index_count);
    auto span_filler() {
        return [this](const SDL_Rect& r, Color c) { fill_span(r, c); };
    }
    int row_lo() const { return clipped_ ? clip_.y : std::numeric_limits<int>::min(); }  // the rows the clip lets fill_rows fill
    int row_hi() const { return clipped_ ? clip_.y + clip_.h : std::numeric_limits<int>::max(); }
    void paint(const ImDrawData* gui, const SDL_Rect& screen);  // the frame over damage_
    // The frame painted over damage_, with veil_ over it; paint_checked: without the veil, and
    // painted whole again and compared when check_.
    void paint_frame(const ImDrawData* gui, const SDL_Rect& screen);
    void paint_checked(const ImDrawData* gui, const SDL_Rect& screen);
    // Copies the rectangles `rects` of one image of the screen to another (pitch in pixels).
    static void copy_rects(const std::vector<SDL_Rect>& rects, const uint32_t* from, int from_pitch, uint32_t* to, int to_pitch);
    // Sets the clip rectangle (null: none), kept inside the damage being painted; false if nothing
    // of it is left to draw in.
    bool set_clip(const SDL_Rect* r);
    bool reaches(size_t item) const { return !area_ || item >= items_.size() || SDL_HasIntersection(&items_[item].box, area_) == SDL_TRUE; }
    SDL_Renderer* renderer_;
    bool software_ = false;  // SDL's own rasteriser, where fill_rows pays
    SDL_Surface* surface_;
    TextCache text_;
    float scale_ = 1.f;
    struct Picture {
        std::weak_ptr<const Image> image;  // expired: the canvas's owner let it go
        SDL_Texture* tex = nullptr;
        uint64_t last_used = 0;
    };
    std::map<const Image*, Picture> pictures_;
    uint64_t frame_ = 0;
    std::vector<SDL_Vertex> verts_;  // scratch, kept between shapes
    std::vector<int> indices_;
    std::vector<float> gui_xy_;  // scratch: a list's vertices in output pixels
    std::vector<ImDrawIdx> gui_tris_;  // scratch: triangles waiting to be drawn as triangles
    std::vector<Vec2> gui_fan_;  // scratch: a filled shape's outline
    std::vector<SDL_Vertex> gui_plain_;  // scratch: untextured triangles waiting to be filled
    // Damage: a frame is drawn at its end, only where it differs from the last (software only).
    bool keep_ = false;  // the surface keeps the last frame's pixels
    bool pending_ = false;  // a frame begun and not yet drawn
    bool full_ = true;  // the next frame repaints everything (first, resized, fonts changed)
    Color clear_{};
    std::vector<DrawCmd> cmds_;  // this frame's canvas commands, sorted
    std::vector<Item> items_, last_items_;  // canvas commands' items, then the GUI's
    size_t gui_first_ = 0;  // the first GUI item in items_
    Color last_clear_{};
    int last_w_ = 0, last_h_ = 0;
    float last_scale_ = 0;
    std::vector<SDL_Rect> damage_;
    const SDL_Rect* area_ = nullptr;  // the damage being painted, while it is
    SDL_Rect clip_{0, 0, 0, 0};  // the clip set_clip gave SDL, when clipped_
    bool clipped_ = false;
    bool check_ = false;  // tests: repaint whole too and count differences (check_damage)
    // The check's two readings of the frame, kept between frames: a fresh pair of screen-sized
    // buffers every frame was half the checked tests' time (zeroing new pages).
    std::vector<uint32_t> check_painted_, check_whole_;
    bool read_into(std::vector<uint32_t>& px);  // the frame as ABGR8888 words; false if unreadable
    // Flushes, then reads the frame as ABGR8888 into the memory `fit(w, h)` sizes and returns;
    // false if there is no frame or it cannot be read. Both readers above go through it.
    template <class Fit> bool read_frame(Fit fit);
    long damage_errors_ = 0;
    long damaged_pixels_ = 0;  // what the last frame repainted
    // A screen fading in (set_veil): in software, the frame as it is without the veil (base_),
    // kept aside while the screen shows it veiled.
    Color veil_{0, 0, 0, 0};
    bool veiled_shown_ = false;  // the last frame went out veiled (in software, base_ holds it unveiled)
    std::vector<uint32_t> base_;
};

void SdlRenderer::triangle(Vec2 a, Vec2 b, Vec2 p, Color col) {
    SDL_Vertex v[3] = {vert(a * scale_, col), vert(b * scale_, col), vert(p * scale_, col)};
    geometry(v, 3, nullptr, 0);
}

void SdlRenderer::fill_rect(Rect r, Color c, float radius) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    radius = std::min(radius, std::min(r.w, r.h) * 0.5f);
    if (radius <= 0.5f && software_) {
        // Whole pixels as SDL's software renderer cuts them (SW_QueueFillRects), filled here.
        const float x = r.x * scale_, y = r.y * scale_, w = r.w * scale_, h = r.h * scale_;
        fill_span({static_cast<int>(x), static_cast<int>(y), std::max(static_cast<int>(w), 1), std::max(static_cast<int>(h), 1)}, c);
        return;
    }
    if (radius <= 0.5f) {
        // Opaque, it is a copy, not a blend: several times faster drawing in software.
        if (c.a == 255) SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
        SDL_FRect fr{r.x * scale_, r.y * scale_, r.w * scale_, r.h * scale_};
        SDL_RenderFillRectF(renderer_, &fr);
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
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
    if (software_) {
        for (Vec2& p : pts) p = p * scale_;
        fill_rows(span_filler(), row_lo(), row_hi(), pts.data(), pts.size(), c, c, 0, 0);
        return;
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
    geometry(v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void SdlRenderer::fill_circle(Vec2 c, float radius, Color col) {
    int seg = std::max(12, std::min(96, static_cast<int>(radius * scale_ * 0.8f)));
    if (software_) {
        std::vector<Vec2>& pts = gui_fan_;
        pts.clear();
        for (int i = 0; i < seg; ++i) {
            const float a = 2 * kPi * static_cast<float>(i) / static_cast<float>(seg);
            pts.push_back(Vec2{c.x + std::cos(a) * radius, c.y + std::sin(a) * radius} * scale_);
        }
        fill_rows(span_filler(), row_lo(), row_hi(), pts.data(), pts.size(), col, col, 0, 0);
        return;
    }
    std::vector<SDL_Vertex> v;
    v.reserve(static_cast<size_t>(seg) * 3);
    for (int i = 0; i < seg; ++i) {
        float a0 = 2 * kPi * static_cast<float>(i) / static_cast<float>(seg);
        float a1 = 2 * kPi * static_cast<float>(i + 1) / static_cast<float>(seg);
        v.push_back(vert(c * scale_, col));
        v.push_back(vert(Vec2{c.x + std::cos(a0) * radius, c.y + std::sin(a0) * radius} * scale_, col));
        v.push_back(vert(Vec2{c.x + std::cos(a1) * radius, c.y + std::sin(a1) * radius} * scale_, col));
    }
    geometry(v.data(), static_cast<int>(v.size()), nullptr, 0);
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
    geometry(v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void SdlRenderer::thick_line(Vec2 a, Vec2 b, float width, Color col) {
    Vec2 d = b - a;
    float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 1e-4f) return;
    Vec2 n{-d.y / len * width * 0.5f, d.x / len * width * 0.5f};
    SDL_Vertex v[6] = {vert((a + n) * scale_, col), vert((b + n) * scale_, col), vert((b - n) * scale_, col),
                       vert((a + n) * scale_, col), vert((b - n) * scale_, col), vert((a - n) * scale_, col)};
    geometry(v, 6, nullptr, 0);
}

void SdlRenderer::text(const DrawCmd& cmd) {
    int w = 0, h = 0;
    int px = static_cast<int>(std::lround(cmd.size * scale_));
    SDL_Texture* t = text_.get(cmd.text, px, cmd.bold, &w, &h);
    if (!t) return;
    SDL_SetTextureColorMod(t, cmd.color.r, cmd.color.g, cmd.color.b);
    SDL_SetTextureAlphaMod(t, cmd.color.a);
    // Texel for pixel: the run is rasterised at the size it is shown and lands on whole pixels.
    const TextSpot at = place_text(cmd.rect.x * scale_, cmd.rect.y * scale_, w, h, cmd.align);
    const SDL_Rect dst{at.x, at.y, w, h};
    SDL_RenderCopy(renderer_, t, nullptr, &dst);
}

void SdlRenderer::convex(const std::vector<Vec2>& outline_in, float inside, float outside, Color top, Color bottom, float y0, float y1) {
    // Consecutive points that coincide (a corner radius of half the side) have no edge direction.
    std::vector<Vec2> pts;
    for (Vec2 p : outline_in)
        if (pts.empty() || length(p - pts.back()) > 1e-3f) pts.push_back(p);
    while (pts.size() > 1 && length(pts.front() - pts.back()) <= 1e-3f) pts.pop_back();
    const size_t n = pts.size();
    if (n < 3) return;
    float area = 0;
    for (size_t i = 0; i < n; ++i) area += pts[i].x * pts[(i + 1) % n].y - pts[(i + 1) % n].x * pts[i].y;
    const float out_sign = area > 0 ? 1.f : -1.f;  // which side of an edge is outside
    const auto shade = [&](Vec2 p, float alpha) {
        const float t = y1 > y0 ? std::clamp((p.y - y0) / (y1 - y0), 0.f, 1.f) : 0.f;
        Color c = top.mix(bottom, t);
        c.a = static_cast<uint8_t>(std::lround(static_cast<float>(c.a) * alpha));
        return c;
    };
    verts_.clear();
    indices_.clear();
    Vec2 centre{};
    for (Vec2 p : pts) centre = centre + p;
    centre = centre * (1.f / static_cast<float>(n));
    verts_.push_back(vert(centre, shade(centre, 1)));
    for (size_t i = 0; i < n; ++i) {
        const Vec2 prev = pts[(i + n - 1) % n], p = pts[i], next = pts[(i + 1) % n];
        const Vec2 e0 = p - prev, e1 = next - p;
        const Vec2 n0 = Vec2{e0.y, -e0.x} * (out_sign / length(e0)), n1 = Vec2{e1.y, -e1.x} * (out_sign / length(e1));
        Vec2 m = n0 + n1;
        const float ml = length(m);
        m = ml > 1e-4f ? m * (1.f / ml) : n1;
        // The miter keeps the fade's width constant along both edges of a corner.
        const float miter = 1.f / std::max(0.5f, m.x * n1.x + m.y * n1.y);
        const Vec2 in = p - m * (inside * miter), out = p + m * (outside * miter);
        verts_.push_back(vert(in, shade(in, 1)));
        verts_.push_back(vert(out, shade(out, 0)));
    }
    // The solid middle: a fan from the centre, or rows (see fill_rows); the fading edge: a quad per side.
    bool rows = false;
    if (software_) {
        std::vector<Vec2>& inner = gui_fan_;
        inner.clear();
        for (size_t i = 0; i < n; ++i) inner.push_back({verts_[1 + 2 * i].position.x, verts_[1 + 2 * i].position.y});
        rows = large(inner.data(), n);
        if (rows) fill_rows(span_filler(), row_lo(), row_hi(), inner.data(), n, top, bottom, y0, y1);
    }
    for (size_t i = 0; i < n; ++i) {
        const int a = 1 + 2 * static_cast<int>(i), b = 1 + 2 * static_cast<int>((i + 1) % n);
        if (!rows) indices_.insert(indices_.end(), {0, a, b});
        indices_.insert(indices_.end(), {a, a + 1, b + 1, a, b + 1, b});
    }
    geometry(verts_.data(), static_cast<int>(verts_.size()), indices_.data(), static_cast<int>(indices_.size()));
}

void SdlRenderer::smooth(const DrawCmd& cmd) {
    const Rect r{cmd.rect.x * scale_, cmd.rect.y * scale_, cmd.rect.w * scale_, cmd.rect.h * scale_};
    Color col = cmd.color;
    switch (cmd.kind) {
    case DrawCmd::Kind::SmoothCircle: {
        const float radius = cmd.rect.w * scale_;
        if (radius <= 0) return;
        std::vector<Vec2> pts;
        const int seg = arc_segments(radius, 2 * kPi);
        arc(pts, {r.x, r.y}, radius, 0, 2 * kPi * static_cast<float>(seg - 1) / static_cast<float>(seg), seg - 1);
        convex(pts, std::min(0.5f, radius), 0.5f, col, col, 0, 0);
        return;
    }
    case DrawCmd::Kind::SmoothRect:
    case DrawCmd::Kind::Gradient: {
        if (r.w <= 0 || r.h <= 0) return;
        const Color bottom = cmd.kind == DrawCmd::Kind::Gradient ? cmd.color2 : col;
        convex(rounded_outline(r, cmd.thickness * scale_), std::min({0.5f, r.w * 0.5f, r.h * 0.5f}), 0.5f, col, bottom, r.y, r.y + r.h);
        return;
    }
    case DrawCmd::Kind::Shadow: {
        if (r.w <= 0 || r.h <= 0) return;
        const float blur = std::max(cmd.blur * scale_, 1.f);
        const float inside = std::min({blur * 0.5f, r.w * 0.5f, r.h * 0.5f});
        convex(rounded_outline(r, cmd.thickness * scale_), inside, blur * 0.5f, col, col, 0, 0);
        return;
    }
    case DrawCmd::Kind::RoundLine: {
        const Vec2 a{r.x, r.y}, b{r.w, r.h};
        float half = cmd.thickness * scale_ * 0.5f;
        // Thinner than a pixel: a pixel wide and fainter, as much ink as the true line.
        if (half < 0.5f) {
            col.a = static_cast<uint8_t>(std::lround(static_cast<float>(col.a) * half * 2));
            half = 0.5f;
        }
        const Vec2 d = b - a;
        const float len = length(d);
        const float angle = len > 1e-4f ? std::atan2(d.y, d.x) : 0.f;
        std::vector<Vec2> pts;
        const int seg = arc_segments(half, kPi);
        arc(pts, b, half, angle - kPi / 2, angle + kPi / 2, seg);
        arc(pts, a, half, angle + kPi / 2, angle + 3 * kPi / 2, seg);
        convex(pts, std::min(0.5f, half), 0.5f, col, col, 0, 0);
        return;
    }
    default: return;
    }
}

void SdlRenderer::picture(const DrawCmd& cmd) {
    const Image* img = cmd.image.get();
    Picture& p = pictures_[img];
    if (p.tex && p.image.lock() != cmd.image) {
        // Another picture now lives at the address of one let go.
        SDL_DestroyTexture(p.tex);
        p.tex = nullptr;
    }
    if (!p.tex) {
        p.tex = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, img->w, img->h);
        if (!p.tex) return;
        SDL_UpdateTexture(p.tex, nullptr, img->rgba.data(), img->w * 4);
        SDL_SetTextureBlendMode(p.tex, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(p.tex, SDL_ScaleModeLinear);
        p.image = cmd.image;
    }
    p.last_used = frame_;
    const SDL_FRect dst{cmd.rect.x * scale_, cmd.rect.y * scale_, cmd.rect.w * scale_, cmd.rect.h * scale_};
    SDL_RenderCopyF(renderer_, p.tex, nullptr, &dst);
}

bool SdlRenderer::gui_glyph(const ImDrawVert* v, const float* xy, const ImDrawIdx* index, ImVec2 white, Glyph* out) {
    const ImDrawIdx i = index[0];
    if (index[1] != i + 1 || index[2] != i + 2 || index[3] != i || index[4] != i + 2 || index[5] != i + 3) return false;
    const ImDrawVert &a = v[i], &b = v[i + 1], &c = v[i + 2], &d = v[i + 3];
    if (a.col != b.col || a.col != c.col || a.col != d.col || (a.uv.x == white.x && a.uv.y == white.y)) return false;
    if (a.pos.y != b.pos.y || b.pos.x != c.pos.x || c.pos.y != d.pos.y || d.pos.x != a.pos.x || a.uv.y != b.uv.y || b.uv.x != c.uv.x ||
        c.uv.y != d.uv.y || d.uv.x != a.uv.x)
        return false;
    const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    if (!atlas->TexPixelsRGBA32 || atlas->TexWidth <= 0 || atlas->TexHeight <= 0) return false;
    const size_t at = 2 * static_cast<size_t>(i);
    const int x0 = static_cast<int>(xy[at]), y0 = static_cast<int>(xy[at + 1]);  // whole pixels, as SDL cuts them
    const int x1 = static_cast<int>(xy[at + 4]), y1 = static_cast<int>(xy[at + 5]);
    const long u0 = std::lround(a.uv.x * static_cast<float>(atlas->TexWidth)), v0 = std::lround(a.uv.y * static_cast<float>(atlas->TexHeight));
    const long u1 = std::lround(c.uv.x * static_cast<float>(atlas->TexWidth)), v1 = std::lround(c.uv.y * static_cast<float>(atlas->TexHeight));
    if (x1 - x0 != u1 - u0 || y1 - y0 != v1 - v0 || x1 <= x0 || y1 <= y0 || u0 < 0 || v0 < 0 || u1 > atlas->TexWidth || v1 > atlas->TexHeight)
        return false;
    *out = {{x0, y0, x1 - x0, y1 - y0}, u0, v0, gui_colour(a.col)};
    return true;
}

void SdlRenderer::draw_glyph(const Glyph& g) {
    const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    SDL_Surface* dst = direct_surface();
    SDL_Rect in{0, 0, 0, 0}, clip{0, 0, dst ? dst->w : 0, dst ? dst->h : 0};
    if (clipped_) SDL_IntersectRect(&clip_, &clip, &clip);
    if (!dst || SDL_IntersectRect(&g.to, &clip, &in) != SDL_TRUE) return;
    const auto times = [](uint8_t p, uint8_t q) { return static_cast<uint8_t>(p * q / 255); };
    for (int y = in.y; y < in.y + in.h; ++y) {
        auto* row = reinterpret_cast<uint32_t*>(static_cast<uint8_t*>(dst->pixels) + static_cast<ptrdiff_t>(y) * dst->pitch);
        const uint32_t* texels = atlas->TexPixelsRGBA32 + (g.v + (y - g.to.y)) * atlas->TexWidth + (g.u + (in.x - g.to.x));
        for (int x = 0; x < in.w; ++x) {
            const Color t = gui_colour(texels[x]);  // the atlas's pixels are ImGui colours too
            const Color c{times(t.r, g.tint.r), times(t.g, g.tint.g), times(t.b, g.tint.b), times(t.a, g.tint.a)};
            if (c.a) row[in.x + x] = Blend(c, dst->format)(row[in.x + x]);
        }
    }
}

void SdlRenderer::gui_render_software(const ImDrawData* data) {
    int fb_w = 0, fb_h = 0;
    output_size(&fb_w, &fb_h);
    if (!data || fb_w == 0 || fb_h == 0) return;
    const float s = scale_;
    const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    const bool direct = direct_surface() != nullptr;
    size_t item = gui_first_;  // the commands' items, in the order add_gui_items made them
    for (int n = 0; n < data->CmdListsCount; ++n) {
        const ImDrawList* list = data->CmdLists[n];
        const ImDrawVert* vtx = list->VtxBuffer.Data;
        gui_xy_.resize(static_cast<size_t>(list->VtxBuffer.Size) * 2);
        for (int i = 0; i < list->VtxBuffer.Size; ++i) {
            gui_xy_[2 * static_cast<size_t>(i)] = (vtx[i].pos.x - data->DisplayPos.x) * s;
            gui_xy_[2 * static_cast<size_t>(i) + 1] = (vtx[i].pos.y - data->DisplayPos.y) * s;
        }
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (!reaches(item++)) continue;
            if (cmd.UserCallback) {
                if (cmd.UserCallback != ImDrawCallback_ResetRenderState) cmd.UserCallback(list, &cmd);
                continue;
            }
            const float cx0 = std::max(0.f, (cmd.ClipRect.x - data->DisplayPos.x) * s), cy0 = std::max(0.f, (cmd.ClipRect.y - data->DisplayPos.y) * s);
            const float cx1 = std::min(static_cast<float>(fb_w), (cmd.ClipRect.z - data->DisplayPos.x) * s);
            const float cy1 = std::min(static_cast<float>(fb_h), (cmd.ClipRect.w - data->DisplayPos.y) * s);
            if (cx1 <= cx0 || cy1 <= cy0) continue;
            const SDL_Rect clip{static_cast<int>(cx0), static_cast<int>(cy0), static_cast<int>(cx1 - cx0), static_cast<int>(cy1 - cy0)};
            if (!set_clip(&clip)) continue;
            auto* tex = static_cast<SDL_Texture*>(cmd.GetTexID());
            const ImDrawIdx* idx = list->IdxBuffer.Data + cmd.IdxOffset;
            const unsigned base = cmd.VtxOffset;
            const auto flat = [&](unsigned k, ImU32 col) {  // a vertex of that colour, no glyph under it
                const ImDrawVert& v = vtx[base + k];
                return v.uv.x == white.x && v.uv.y == white.y && v.col == col;
            };
            const auto draw_plain = [&] {  // as the canvas's triangles, SDL's rectangles among them
                if (gui_plain_.empty()) return;
                geometry(gui_plain_.data(), static_cast<int>(gui_plain_.size()), nullptr, 0);
                gui_plain_.clear();
            };
            const auto draw_triangles = [&] {
                draw_plain();
                if (gui_tris_.empty()) return;
                const size_t off = static_cast<size_t>(base) * 2;
                SDL_RenderGeometryRaw(renderer_, tex, gui_xy_.data() + off, 2 * sizeof(float),
                                      reinterpret_cast<const SDL_Color*>(&vtx[base].col), sizeof(ImDrawVert), &vtx[base].uv.x, sizeof(ImDrawVert),
                                      list->VtxBuffer.Size - static_cast<int>(base), gui_tris_.data(), static_cast<int>(gui_tris_.size()), sizeof(ImDrawIdx));
                gui_tris_.clear();
            };
            gui_tris_.clear();
            gui_plain_.clear();
            const unsigned count = cmd.ElemCount;
            for (unsigned t = 0; t + 2 < count;) {
                // ImGui fills a convex shape as a fan from its first point, (a, b, c), (a, c, d), ...,
                // all of one colour; its fading edge follows (a, last, ...), the same pattern.
                const ImU32 col = vtx[base + idx[t]].col;
                unsigned end = t + 3;
                bool rows = software_ && flat(idx[t], col) && flat(idx[t + 1], col) && flat(idx[t + 2], col);
                while (rows && end + 2 < count && idx[end] == idx[t] && idx[end + 1] == idx[end - 1] && flat(idx[end + 2], col)) end += 3;
                if (rows && end - t >= 9) {  // three triangles or more: two are a rectangle, which SDL copes with
                    gui_fan_.clear();
                    const auto point = [&](ImDrawIdx k) { return Vec2{gui_xy_[2 * (base + k)], gui_xy_[2 * (base + k) + 1]}; };
                    gui_fan_.push_back(point(idx[t]));
                    for (unsigned u = t; u < end; u += 3) gui_fan_.push_back(point(idx[u + 2]));
                    gui_fan_.insert(gui_fan_.begin() + 1, point(idx[t + 1]));
                    rows = large(gui_fan_.data(), gui_fan_.size());
                } else {
                    rows = false;
                }
                Glyph glyph{};
                if (!rows && direct && t + 6 <= count && gui_glyph(vtx + base, gui_xy_.data() + 2 * static_cast<size_t>(base), idx + t, white, &glyph)) {
                    draw_triangles();  // what lies under it first
                    draw_glyph(glyph);
                    t += 6;
                    continue;
                }
                const auto blank = [&](unsigned k) { return vtx[base + k].uv.x == white.x && vtx[base + k].uv.y == white.y; };
                if (!rows && direct && blank(idx[t]) && blank(idx[t + 1]) && blank(idx[t + 2])) {  // the white texel times its colours
                    draw_triangles();
                    for (unsigned j = t; j < t + 3; ++j)
                        gui_plain_.push_back(vert({gui_xy_[2 * (base + idx[j])], gui_xy_[2 * (base + idx[j]) + 1]}, gui_colour(vtx[base + idx[j]].col)));
                    t += 3;
                    continue;
                }
                if (!rows) {
                    draw_plain();  // what lies under these
                    gui_tris_.insert(gui_tris_.end(), idx + t, idx + end);
                    t = end;
                    continue;
                }
                draw_triangles();  // what lies under the shape first
                const Color c = gui_colour(col);
                fill_rows(span_filler(), row_lo(), row_hi(), gui_fan_.data(), gui_fan_.size(), c, c, 0, 0);
                t = end;
            }
            draw_triangles();
        }
    }
    set_clip(nullptr);
}

namespace {
// A canvas clip in output pixels, outward to whole ones so nothing at the edge is lost.
SDL_Rect output_clip(Rect clip, float scale) {
    return {static_cast<int>(std::floor(clip.x * scale)), static_cast<int>(std::floor(clip.y * scale)), static_cast<int>(std::ceil(clip.w * scale)),
            static_cast<int>(std::ceil(clip.h * scale))};
}
} // namespace

void SdlRenderer::draw(const Canvas& canvas) {
    if (!keep_ || !pending_) {
        if (keep_) full_ = true;  // drawn outside a frame's items: the next frame cannot trust them
        play(canvas.sorted());
        return;
    }
    for (DrawCmd& c : canvas.sorted()) {
        if (c.kind == DrawCmd::Kind::StrokeRect) {
            // Its four sides, as play() draws it: a frame fading in around a board damages its
            // edges, not the board inside.
            const Rect r = c.rect;
            const float t = c.thickness;
            c.kind = DrawCmd::Kind::FillRect;
            c.thickness = 0;
            for (const Rect side : {Rect{r.x, r.y, r.w, t}, Rect{r.x, r.y + r.h - t, r.w, t}, Rect{r.x, r.y + t, t, r.h - 2 * t}, Rect{r.x + r.w - t, r.y + t, t, r.h - 2 * t}}) {
                c.rect = side;
                items_.push_back(item_of(c));
                cmds_.push_back(c);
            }
            continue;
        }
        items_.push_back(item_of(c));
        cmds_.push_back(std::move(c));
    }
    gui_first_ = items_.size();
}

bool SdlRenderer::set_clip(const SDL_Rect* r) {
    if (!area_) {
        SDL_RenderSetClipRect(renderer_, r);
        clipped_ = r != nullptr;
        if (r) clip_ = *r;
        return true;
    }
    SDL_Rect in{0, 0, 0, 0};
    if (r && SDL_IntersectRect(r, area_, &in) != SDL_TRUE) return false;  // SDL takes an empty clip for none
    clip_ = r ? in : *area_;
    clipped_ = true;
    SDL_RenderSetClipRect(renderer_, &clip_);
    return true;
}

SDL_Surface* SdlRenderer::direct_surface() {
    if (!software_) return nullptr;  // a GPU's pixels are not ours to write (asking for a window's surface would make one)
    SDL_Surface* dst = surface_;
    if (!dst) {
        SDL_Window* w = SDL_RenderGetWindow(renderer_);
        dst = w ? SDL_GetWindowSurface(w) : nullptr;
    }
    const SDL_PixelFormat* f = dst ? dst->format : nullptr;
    const auto byte = [](uint32_t mask, uint8_t shift) { return mask >> shift == 0xff && shift % 8 == 0; };
    if (!f || f->BytesPerPixel != 4 || SDL_MUSTLOCK(dst) || !byte(f->Rmask, f->Rshift) || !byte(f->Gmask, f->Gshift) || !byte(f->Bmask, f->Bshift) ||
        (f->Amask != 0 && !byte(f->Amask, f->Ashift)))
        return nullptr;
    SDL_RenderFlush(renderer_);  // what SDL has queued lies under what is written here
    return dst;
}

void SdlRenderer::fill_span(const SDL_Rect& r, Color c) {
    SDL_Surface* dst = direct_surface();
    if (!dst) {
        SDL_SetRenderDrawBlendMode(renderer_, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
        SDL_RenderFillRect(renderer_, &r);
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
        return;
    }
    const SDL_PixelFormat* f = dst->format;
    SDL_Rect clip{0, 0, dst->w, dst->h}, in{0, 0, 0, 0};
    if (clipped_) SDL_IntersectRect(&clip_, &clip, &clip);
    if (SDL_IntersectRect(&r, &clip, &in) != SDL_TRUE) return;
    const auto row = [&](int y) { return reinterpret_cast<uint32_t*>(static_cast<uint8_t*>(dst->pixels) + static_cast<ptrdiff_t>(y) * dst->pitch) + in.x; };
    if (c.a == 255) {
        // One row filled, the rest copies of it: the C library copies with the widest stores
        // there are, where a fill compiles to a pixel at a time.
        const uint32_t* first = row(in.y);
        std::fill_n(row(in.y), in.w, SDL_MapRGBA(f, c.r, c.g, c.b, c.a));
        for (int y = in.y + 1; y < in.y + in.h; ++y) std::memcpy(row(y), first, static_cast<size_t>(in.w) * sizeof(uint32_t));
        return;
    }
    const Blend blend(c, f);
    for (int y = in.y; y < in.y + in.h; ++y) {
        uint32_t* p = row(y);
        for (int x = 0; x < in.w; ++x) p[x] = blend(p[x]);
    }
}

void SdlRenderer::geometry(const SDL_Vertex* v, int count, const int* indices, int index_count) {
    SDL_Surface* dst = direct_surface();
    if (!dst) {
        SDL_RenderGeometry(renderer_, nullptr, v, count, indices, index_count);
        return;
    }
    SDL_Rect clip{0, 0, dst->w, dst->h};
    if (clipped_) SDL_IntersectRect(&clip_, &clip, &clip);
    // As SDL's software renderer takes them (SDL_SW_RenderGeometryRaw): two triangles in a row that
    // make an upright rectangle of one colour are that rectangle, filled; any other is a triangle.
    const auto same = [](const SDL_Vertex& a, const SDL_Vertex& b) {
        return a.position.x == b.position.x && a.position.y == b.position.y && std::memcmp(&a.color, &b.color, sizeof a.color) == 0;
    };
    const int n = indices ? index_count : count;
    int prev[3] = {-1, -1, -1};
    for (int t = 0; t + 2 < n; t += 3) {
        int k[3];
        for (int j = 0; j < 3; ++j) {
            k[j] = indices ? indices[t + j] : t + j;
            if (!indices && prev[0] >= 0)  // a vertex given again, as the previous triangle's
                for (int p : prev)
                    if (same(v[p], v[k[j]])) {
                        k[j] = p;
                        break;
                    }
        }
        if (prev[0] < 0) {
            std::copy(k, k + 3, prev);
            continue;
        }
        int shared = 0;
        for (int p : prev) shared += p == k[0] || p == k[1] || p == k[2];
        bool rect = shared == 2;
        int a = -1, b = -1, c = -1, c2 = -1;  // top-left, bottom-right, the third corner of each
        if (rect) {
            const auto at = [&](int i) { return v[i].position; };
            const SDL_FPoint p0 = at(k[0]), p1 = at(k[1]), p2 = at(k[2]);
            a = p0.x <= p1.x && p0.y <= p1.y ? (p0.x <= p2.x && p0.y <= p2.y ? k[0] : k[2]) : (p1.x <= p2.x && p1.y <= p2.y ? k[1] : k[2]);
            b = p0.x >= p1.x && p0.y >= p1.y ? (p0.x >= p2.x && p0.y >= p2.y ? k[0] : k[2]) : (p1.x >= p2.x && p1.y >= p2.y ? k[1] : k[2]);
            c = k[0] != a && k[0] != b ? k[0] : k[1] != a && k[1] != b ? k[1] : k[2];
            c2 = prev[0] != a && prev[0] != b ? prev[0] : prev[1] != a && prev[1] != b ? prev[1] : prev[2];
            const auto corner = [&](int i) {
                const SDL_FPoint q = at(i);
                return (at(a).x == q.x && at(b).y == q.y) || (at(a).y == q.y && at(b).x == q.x);
            };
            rect = corner(c) && corner(c2) && std::memcmp(&v[a].color, &v[b].color, 4) == 0 && std::memcmp(&v[a].color, &v[c].color, 4) == 0 &&
                   std::memcmp(&v[a].color, &v[c2].color, 4) == 0;
        }
        if (rect) {
            const float x = v[a].position.x, y = v[a].position.y, w = v[b].position.x - x, h = v[b].position.y - y;
            const SDL_Color col = v[a].color;
            if (w != 0 && h != 0)  // whole pixels as SDL cuts a filled rectangle's (SW_QueueFillRects)
                fill_span({static_cast<int>(x), static_cast<int>(y), std::max(static_cast<int>(w), 1), std::max(static_cast<int>(h), 1)},
                          {col.r, col.g, col.b, col.a});
            prev[0] = -1;
            continue;
        }
        fill_triangle(dst, clip, v[prev[0]], v[prev[1]], v[prev[2]]);
        std::copy(k, k + 3, prev);
    }
    if (prev[0] >= 0) fill_triangle(dst, clip, v[prev[0]], v[prev[1]], v[prev[2]]);
}

void SdlRenderer::play(const std::vector<DrawCmd>& cmds) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    Rect clip{};
    bool open = true;  // the clip leaves room to draw in
    for (size_t i = 0; i < cmds.size(); ++i) {
        const DrawCmd& c = cmds[i];
        if (!(c.clip == clip)) {
            clip = c.clip;
            const SDL_Rect r = output_clip(clip, scale_);
            open = set_clip(clip.w > 0 && clip.h > 0 ? &r : nullptr);
        }
        if (!open || !reaches(i)) continue;
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
        case DrawCmd::Kind::SmoothRect:
        case DrawCmd::Kind::SmoothCircle:
        case DrawCmd::Kind::RoundLine:
        case DrawCmd::Kind::Gradient:
        case DrawCmd::Kind::Shadow: smooth(c); break;
        case DrawCmd::Kind::Picture: picture(c); break;
        }
    }
    set_clip(nullptr);
}

Item SdlRenderer::item_of(const DrawCmd& c) {
    Hash h;
    h.all(c.kind, c.rect, c.color, c.thickness, c.size, c.align, c.bold, c.text, c.p3, c.clip, c.color2, c.blur);
    if (const Image* img = c.image.get()) {
        // A picture is immutable while shared, but a new one may take a freed one's address.
        h.add(reinterpret_cast<uintptr_t>(img));
        h.add(img->w);
        h.add(img->h);
        const size_t n = img->rgba.size(), step = std::max<size_t>(1, n / 1024);
        for (size_t i = 0; i < n; i += step) h.add(img->rgba[i]);
    }
    const float s = scale_;
    const SDL_Rect clip = output_clip(c.clip, s);
    const SDL_Rect* cl = c.clip.w > 0 && c.clip.h > 0 ? &clip : nullptr;
    const Rect& r = c.rect;
    const float pad = 2.f + c.thickness * s;
    SDL_Rect box{0, 0, 0, 0};
    switch (c.kind) {
    case DrawCmd::Kind::FillRect:
    case DrawCmd::Kind::StrokeRect:
    case DrawCmd::Kind::SmoothRect:
    case DrawCmd::Kind::Gradient:
    case DrawCmd::Kind::Picture: box = box_of(r.x * s, r.y * s, (r.x + r.w) * s, (r.y + r.h) * s, 2.f, cl); break;
    case DrawCmd::Kind::Shadow: box = box_of(r.x * s, r.y * s, (r.x + r.w) * s, (r.y + r.h) * s, 2.f + c.blur * s, cl); break;
    case DrawCmd::Kind::FillCircle:
    case DrawCmd::Kind::SmoothCircle:
    case DrawCmd::Kind::StrokeCircle: {
        const float rad = (r.w + c.thickness) * s;
        box = box_of(r.x * s - rad, r.y * s - rad, r.x * s + rad, r.y * s + rad, 2.f, cl);
        break;
    }
    case DrawCmd::Kind::Line:
    case DrawCmd::Kind::RoundLine: box = box_of(r.x * s, r.y * s, r.w * s, r.h * s, pad, cl); break;
    case DrawCmd::Kind::FillTriangle: {
        const float x0 = std::min({r.x, r.w, c.p3.x}) * s, x1 = std::max({r.x, r.w, c.p3.x}) * s;
        const float y0 = std::min({r.y, r.h, c.p3.y}) * s, y1 = std::max({r.y, r.h, c.p3.y}) * s;
        box = box_of(x0, y0, x1, y1, 2.f, cl);
        break;
    }
    case DrawCmd::Kind::Text: {
        int w = 0, ht = 0;
        if (text_.get(c.text, static_cast<int>(std::lround(c.size * s)), c.bold, &w, &ht)) {
            const TextSpot at = place_text(r.x * s, r.y * s, w, ht, c.align);
            box = box_of(static_cast<float>(at.x), static_cast<float>(at.y), static_cast<float>(at.x + w), static_cast<float>(at.y + ht), 1.f, cl);
        }
        break;
    }
    }
    return {h.value(), box};
}

void SdlRenderer::add_gui_items(const ImDrawData* data) {
    gui_first_ = items_.size();
    if (!data) return;
    const float s = scale_;
    for (int n = 0; n < data->CmdListsCount; ++n) {
        const ImDrawList* list = data->CmdLists[n];
        const ImDrawVert* vtx = list->VtxBuffer.Data;
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            Hash h;
            if (cmd.UserCallback) {
                if (cmd.UserCallback != ImDrawCallback_ResetRenderState) full_ = true;  // draws what we cannot see
                items_.push_back({h.value(), {0, 0, 0, 0}});
                continue;
            }
            h.add(cmd.GetTexID());
            h.add(cmd.ClipRect);
            h.add(data->DisplayPos);
            float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
            const ImDrawIdx* idx = list->IdxBuffer.Data + cmd.IdxOffset;
            for (unsigned i = 0; i < cmd.ElemCount; ++i) {
                const ImDrawVert& v = vtx[cmd.VtxOffset + idx[i]];
                static_assert(sizeof(ImDrawVert) % 4 == 0);
                h.words(reinterpret_cast<const uint32_t*>(&v), sizeof(ImDrawVert) / 4);
                x0 = std::min(x0, v.pos.x), x1 = std::max(x1, v.pos.x), y0 = std::min(y0, v.pos.y), y1 = std::max(y1, v.pos.y);
            }
            SDL_Rect box{0, 0, 0, 0};
            if (x0 <= x1) {
                const ImVec2 o = data->DisplayPos;
                const float cx0 = (cmd.ClipRect.x - o.x) * s, cy0 = (cmd.ClipRect.y - o.y) * s;
                const SDL_Rect clip{static_cast<int>(cx0), static_cast<int>(cy0), static_cast<int>((cmd.ClipRect.z - o.x) * s - cx0) + 1,
                                    static_cast<int>((cmd.ClipRect.w - o.y) * s - cy0) + 1};
                box = box_of((x0 - o.x) * s, (y0 - o.y) * s, (x1 - o.x) * s, (y1 - o.y) * s, 2.f, &clip);
            }
            items_.push_back({h.value(), box});
        }
    }
}

void SdlRenderer::flush(const ImDrawData* gui) {
    pending_ = false;
    int w = 0, h = 0;
    output_size(&w, &h);
    damage_.clear();
    if (full_ || w != last_w_ || h != last_h_ || scale_ != last_scale_ || !(clear_ == last_clear_)) damage_.push_back({0, 0, w, h});
    else damage_between(last_items_, items_, damage_);
    full_ = false;
    last_w_ = w, last_h_ = h, last_scale_ = scale_, last_clear_ = clear_;
    const SDL_Rect screen{0, 0, w, h};
    paint_frame(gui, screen);
    SDL_RenderSetClipRect(renderer_, nullptr);
    clipped_ = false;
    last_items_.swap(items_);
    items_.clear();
    cmds_.clear();
}

void SdlRenderer::paint_checked(const ImDrawData* gui, const SDL_Rect& screen) {
    damaged_pixels_ = 0;  // (the damage as painted: a veil may have made it the whole screen)
    for (const SDL_Rect& d : damage_) {
        SDL_Rect in{0, 0, 0, 0};
        if (SDL_IntersectRect(&d, &screen, &in) == SDL_TRUE) damaged_pixels_ += area(in);
    }
    bool painted = false;
    for (int pass = 0; pass < (check_ ? 2 : 1); ++pass) {
        if (pass == 1) {  // checking: the same frame again, every pixel of it
            painted = read_into(check_painted_);
            damage_.assign(1, screen);
        }
        paint(gui, screen);
    }
    if (check_ && painted && read_into(check_whole_)) {
        // Red, green and blue are the word's low three bytes (ABGR8888 is R, G, B, A in memory);
        // alpha is not compared.
        constexpr uint32_t kColour = SDL_BYTEORDER == SDL_LIL_ENDIAN ? 0x00FFFFFFu : 0xFFFFFF00u;
        const size_t n = std::min(check_whole_.size(), check_painted_.size());
        for (size_t i = 0; i < n; ++i) damage_errors_ += ((check_whole_[i] ^ check_painted_[i]) & kColour) != 0;
    }
}

template <class Fit> bool SdlRenderer::read_frame(Fit fit) {
    if (pending_) flush(nullptr);
    int w = 0, h = 0;
    output_size(&w, &h);
    void* to = fit(w, h);
    return w > 0 && h > 0 && SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ABGR8888, to, w * 4) == 0;
}

bool SdlRenderer::read_into(std::vector<uint32_t>& px) {
    return read_frame([&px](int w, int h) {
        px.resize(static_cast<size_t>(w) * static_cast<size_t>(h));
        return static_cast<void*>(px.data());
    });
}

void SdlRenderer::copy_rects(const std::vector<SDL_Rect>& rects, const uint32_t* from, int from_pitch, uint32_t* to, int to_pitch) {
    for (const SDL_Rect& r : rects)
        for (int y = r.y; y < r.y + r.h; ++y)
            std::memcpy(to + static_cast<ptrdiff_t>(y) * to_pitch + r.x, from + static_cast<ptrdiff_t>(y) * from_pitch + r.x, static_cast<size_t>(r.w) * sizeof(uint32_t));
}

// Under a veil, the screen shows the frame blended with it, and the next frame cannot be painted
// over that where it changed: the frame is kept aside unveiled, painted where it changed, and
// the veil laid over all of it. A fade's frame at 1080x2400 in software then averages about 3 ms
// (mostly the blend), where repainting everything under the veil took 17-32 ms (bench_frame's
// fade rows).
void SdlRenderer::paint_frame(const ImDrawData* gui, const SDL_Rect& screen) {
    const bool veil = veil_.a > 0;
    if (!veil && !veiled_shown_) {
        paint_checked(gui, screen);
        return;
    }
    const size_t pixels = static_cast<size_t>(screen.w) * static_cast<size_t>(screen.h);
    if (SDL_Surface* dst = direct_surface()) {
        auto* px = static_cast<uint32_t*>(dst->pixels);
        const int pitch = dst->pitch / 4;
        const bool kept = veiled_shown_ && base_.size() == pixels;
        if (!kept) damage_.assign(1, screen);  // (after a resize, say: nothing kept to start from)
        // What is painted this frame, inside the screen: all of it when nothing is kept, when no
        // veil goes over it again, or when a check paints it whole.
        std::vector<SDL_Rect> parts(1, screen);
        if (kept && veil && !check_) {
            parts.clear();
            for (const SDL_Rect& d : damage_)
                if (SDL_Rect r{0, 0, 0, 0}; SDL_IntersectRect(&d, &screen, &r) == SDL_TRUE) parts.push_back(r);
        }
        if (kept) copy_rects(parts, base_.data(), screen.w, px, pitch);  // the screen as it was unveiled there
        paint_checked(gui, screen);
        SDL_RenderFlush(renderer_);  // what SDL queued lies under the copy and the veil
        veiled_shown_ = veil;
        if (!veil) return;
        base_.resize(pixels);
        copy_rects(parts, px, pitch, base_.data(), screen.w);
        const Blend blend(veil_, dst->format);
        for (int y = 0; y < screen.h; ++y) blend.row(base_.data() + static_cast<ptrdiff_t>(y) * screen.w, px + static_cast<ptrdiff_t>(y) * pitch, screen.w);
        return;
    }
    // Drawn through SDL (a GPU; the web): a veiled frame is painted whole with the veil over it,
    // and so is the first frame after one. (Kept in a target texture and copied under the veil,
    // as software keeps it, the web's fade measured no faster in headless Chromium: 26.7 against
    // 27.5 ms a frame, SwiftShader's cost being elsewhere.)
    if (veil || veiled_shown_) damage_.assign(1, screen);
    paint_checked(gui, screen);
    veiled_shown_ = veil;
    if (!veil) return;
    set_clip(nullptr);
    fill_span(screen, veil_);
}

void SdlRenderer::paint(const ImDrawData* gui, const SDL_Rect& screen) {
    for (const SDL_Rect& d : damage_) {
        SDL_Rect in{0, 0, 0, 0};
        if (SDL_IntersectRect(&d, &screen, &in) != SDL_TRUE) continue;
        area_ = &in;
        set_clip(nullptr);
        fill_span(in, clear_.with_alpha(255));
        play(cmds_);
        if (gui) gui_render_software(gui);
        area_ = nullptr;
    }
}

Image SdlRenderer::read_pixels() {
    Image img;
    const bool read = read_frame([&img](int w, int h) {
        img.w = w, img.h = h;
        img.rgba.resize(static_cast<size_t>(w) * static_cast<size_t>(h) * 4);
        return static_cast<void*>(img.rgba.data());
    });
    return read ? img : Image{};
}

void SdlRenderer::present() {
    if (pending_) flush(nullptr);
    SDL_RenderPresent(renderer_);
    text_.end_frame();
    ++frame_;
    for (auto it = pictures_.begin(); it != pictures_.end();) {
        if (it->second.image.expired() || frame_ - it->second.last_used > 120) {
            SDL_DestroyTexture(it->second.tex);
            it = pictures_.erase(it);
        } else {
            ++it;
        }
    }
}

std::unique_ptr<Renderer> make_sdl_renderer(SDL_Window* window, std::string* error) {
    SDL_Renderer* r = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED);
    if (!r) r = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (!r) {
        if (error) *error = SDL_GetError();
        return nullptr;
    }
    return std::make_unique<SdlRenderer>(r, nullptr);
}

std::unique_ptr<Renderer> make_offscreen_renderer(int w, int h, bool fill_by_rows, bool like_web) {
    if (!TTF_WasInit()) TTF_Init();
    SDL_Surface* surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
    if (!surf) return nullptr;
    SDL_Renderer* r = SDL_CreateSoftwareRenderer(surf);
    if (!r) {
        SDL_FreeSurface(surf);
        return nullptr;
    }
    return std::make_unique<SdlRenderer>(r, surf, fill_by_rows, like_web);
}

} // namespace pz
