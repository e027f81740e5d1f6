// Rasterising a printed page: each shape's coverage is sampled 3x3 per pixel and blended over
// white; text is drawn from DejaVu Sans glyphs through FreeType (the Helvetica of the PDF).
#include "game/all/print_png.h"

#include <ft2build.h>
#include FT_FREETYPE_H
#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace pz::print {

namespace {

struct Image {
    int w = 0, h = 0;
    std::vector<uint8_t> rgb;
    void blend(int x, int y, Colour c, double a) {
        if (x < 0 || y < 0 || x >= w || y >= h || a <= 0) return;
        uint8_t* p = &rgb[(static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)) * 3];
        const uint8_t in[3] = {c.r, c.g, c.b};
        for (int k = 0; k < 3; ++k) p[k] = static_cast<uint8_t>(std::lround(p[k] + (in[k] - p[k]) * std::min(a, 1.0)));
    }
};

// Blends colour c over every pixel whose samples fall inside(x, y) (page points), within the
// bounding box [x0, x1] x [y0, y1] in points.
template <class Inside>
void cover(Image& img, double scale, double x0, double y0, double x1, double y1, Colour c, Inside inside) {
    const int px0 = std::max(0, static_cast<int>(std::floor(x0 * scale)) - 1), px1 = std::min(img.w - 1, static_cast<int>(std::ceil(x1 * scale)) + 1);
    const int py0 = std::max(0, static_cast<int>(std::floor(y0 * scale)) - 1), py1 = std::min(img.h - 1, static_cast<int>(std::ceil(y1 * scale)) + 1);
    for (int py = py0; py <= py1; ++py)
        for (int px = px0; px <= px1; ++px) {
            int hits = 0;
            for (int sy = 0; sy < 3; ++sy)
                for (int sx = 0; sx < 3; ++sx)
                    if (inside((px + (sx + 0.5) / 3) / scale, (py + (sy + 0.5) / 3) / scale)) ++hits;
            if (hits) img.blend(px, py, c, hits / 9.0);
        }
}

void draw_line(Image& img, double scale, double ax, double ay, double bx, double by, double lw, Colour c) {
    const double dx = bx - ax, dy = by - ay, len = std::hypot(dx, dy), half = std::max(lw, 0.5 / scale * 72 / 72) / 2;
    if (len == 0) return;
    const double ux = dx / len, uy = dy / len;
    cover(img, scale, std::min(ax, bx) - half, std::min(ay, by) - half, std::max(ax, bx) + half, std::max(ay, by) + half, c,
          [&](double x, double y) {
              const double t = (x - ax) * ux + (y - ay) * uy, d = (x - ax) * -uy + (y - ay) * ux;
              return t >= -half && t <= len + half && std::abs(d) <= half;  // square caps, as in the SVG and PDF
          });
}

struct Fonts {
    FT_Library lib = nullptr;
    FT_Face regular = nullptr, bold = nullptr;
    ~Fonts() {
        if (regular) FT_Done_Face(regular);
        if (bold) FT_Done_Face(bold);
        if (lib) FT_Done_FreeType(lib);
    }
};

Result<void> draw_text(Image& img, double scale, const Shape& s, Fonts& fonts) {
    FT_Face face = s.bold && fonts.bold ? fonts.bold : fonts.regular;
    auto measure = [&](double px) {
        double w = 0;
        if (FT_Set_Pixel_Sizes(face, 0, static_cast<FT_UInt>(std::max(1.0, std::round(px))))) return -1.0;
        for (char ch : s.text)
            if (!FT_Load_Char(face, static_cast<unsigned char>(ch), FT_LOAD_DEFAULT)) w += face->glyph->advance.x / 64.0;
        return w;
    };
    // DejaVu Sans runs wider than the Helvetica the page was laid out with: a line that would
    // come out wider is set smaller, so it keeps to its place as in the PDF and SVG.
    double px = s.h * scale, width = measure(px);
    if (width < 0) return fail("cannot size the font");
    const double room = text_width(s.text, s.h, s.bold) * scale;
    if (width > room && room > 0) {
        px *= room / width;
        width = measure(px);
        if (width < 0) return fail("cannot size the font");
    }
    double pen = s.x * scale - (s.align == Align::Centre ? width / 2 : s.align == Align::Right ? width : 0);
    const int base = static_cast<int>(std::lround(s.y * scale));
    for (char ch : s.text) {
        if (FT_Load_Char(face, static_cast<unsigned char>(ch), FT_LOAD_RENDER)) continue;
        const FT_GlyphSlot g = face->glyph;
        const int left = static_cast<int>(std::lround(pen)) + g->bitmap_left, top = base - g->bitmap_top;
        for (unsigned r = 0; r < g->bitmap.rows; ++r)
            for (unsigned c = 0; c < g->bitmap.width; ++c) {
                const uint8_t a = g->bitmap.buffer[r * static_cast<unsigned>(g->bitmap.pitch) + c];
                if (a) img.blend(left + static_cast<int>(c), top + static_cast<int>(r), s.fill, a / 255.0);
            }
        pen += g->advance.x / 64.0;
    }
    return {};
}

void put32(std::string& out, uint32_t v) {
    for (int k = 3; k >= 0; --k) out += static_cast<char>((v >> (8 * k)) & 0xFF);
}

void chunk(std::string& out, const char* type, const std::string& data) {
    put32(out, static_cast<uint32_t>(data.size()));
    const std::string body = std::string(type, 4) + data;
    out += body;
    put32(out, static_cast<uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size()))));
}

} // namespace

Result<std::string> write_png(const Page& page, double dpi) {
    const double scale = dpi / 72.0;
    Image img;
    img.w = static_cast<int>(std::lround(page.width() * scale));
    img.h = static_cast<int>(std::lround(page.height() * scale));
    if (img.w < 1 || img.h < 1 || img.w > 20000 || img.h > 20000) return fail("the image would be " + std::to_string(img.w) + "x" + std::to_string(img.h) + " pixels");
    img.rgb.assign(static_cast<size_t>(img.w) * static_cast<size_t>(img.h) * 3, 255);
    Fonts fonts;
    for (const Shape& s : page.shapes()) {
        switch (s.kind) {
        case Shape::Kind::Rect:
            if (s.filled)
                cover(img, scale, s.x, s.y, s.x + s.w, s.y + s.h, s.fill,
                      [&](double x, double y) { return x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h; });
            if (s.stroked) {
                draw_line(img, scale, s.x, s.y, s.x + s.w, s.y, s.line_width, s.stroke);
                draw_line(img, scale, s.x + s.w, s.y, s.x + s.w, s.y + s.h, s.line_width, s.stroke);
                draw_line(img, scale, s.x + s.w, s.y + s.h, s.x, s.y + s.h, s.line_width, s.stroke);
                draw_line(img, scale, s.x, s.y + s.h, s.x, s.y, s.line_width, s.stroke);
            }
            break;
        case Shape::Kind::Line: draw_line(img, scale, s.x, s.y, s.w, s.h, s.line_width, s.stroke); break;
        case Shape::Kind::Circle: {
            const double r = s.w, half = s.line_width / 2;
            if (s.filled)
                cover(img, scale, s.x - r, s.y - r, s.x + r, s.y + r, s.fill, [&](double x, double y) { return std::hypot(x - s.x, y - s.y) <= r; });
            if (s.stroked)
                cover(img, scale, s.x - r - half, s.y - r - half, s.x + r + half, s.y + r + half, s.stroke,
                      [&](double x, double y) { return std::abs(std::hypot(x - s.x, y - s.y) - r) <= half; });
            break;
        }
        case Shape::Kind::Polygon: {
            if (s.points.size() < 3) break;
            double x0 = s.points[0].first, x1 = x0, y0 = s.points[0].second, y1 = y0;
            for (const auto& [px, py] : s.points) x0 = std::min(x0, px), x1 = std::max(x1, px), y0 = std::min(y0, py), y1 = std::max(y1, py);
            cover(img, scale, x0, y0, x1, y1, s.fill, [&](double x, double y) {
                bool in = false;  // even-odd rule
                for (size_t i = 0, j = s.points.size() - 1; i < s.points.size(); j = i++) {
                    const auto [xi, yi] = s.points[i];
                    const auto [xj, yj] = s.points[j];
                    if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) in = !in;
                }
                return in;
            });
            break;
        }
        case Shape::Kind::Text: {
            if (!fonts.lib) {
                if (FT_Init_FreeType(&fonts.lib)) return fail("FreeType did not start");
                if (FT_New_Face(fonts.lib, PZ_PRINT_FONT, 0, &fonts.regular)) return fail("cannot open the font " PZ_PRINT_FONT " (Debian package fonts-dejavu-core)");
                if (FT_New_Face(fonts.lib, PZ_PRINT_FONT_BOLD, 0, &fonts.bold)) fonts.bold = nullptr;
            }
            auto ok = draw_text(img, scale, s, fonts);
            if (!ok) return ok.error();
            break;
        }
        }
    }
    // Filter type 0 on every row; zlib's deflate does well on the flat colours of a printed page.
    std::string raw;
    raw.reserve(static_cast<size_t>(img.h) * (static_cast<size_t>(img.w) * 3 + 1));
    for (int y = 0; y < img.h; ++y) {
        raw += '\0';
        raw.append(reinterpret_cast<const char*>(&img.rgb[static_cast<size_t>(y) * static_cast<size_t>(img.w) * 3]), static_cast<size_t>(img.w) * 3);
    }
    uLongf packed_size = compressBound(static_cast<uLong>(raw.size()));
    std::string packed(packed_size, '\0');
    if (compress2(reinterpret_cast<Bytef*>(packed.data()), &packed_size, reinterpret_cast<const Bytef*>(raw.data()), static_cast<uLong>(raw.size()), 9) != Z_OK)
        return fail("zlib could not compress the image");
    packed.resize(packed_size);
    std::string out = "\x89PNG\r\n\x1a\n";
    std::string ihdr;
    put32(ihdr, static_cast<uint32_t>(img.w));
    put32(ihdr, static_cast<uint32_t>(img.h));
    ihdr += std::string("\x08\x02\x00\x00\x00", 5);  // 8 bits per channel, RGB, deflate, no filter set, not interlaced
    chunk(out, "IHDR", ihdr);
    std::string phys;  // the resolution, so the image prints at its page size
    const auto ppm = static_cast<uint32_t>(std::lround(dpi / 0.0254));
    put32(phys, ppm);
    put32(phys, ppm);
    phys += '\x01';
    chunk(out, "pHYs", phys);
    chunk(out, "IDAT", packed);
    chunk(out, "IEND", "");
    return out;
}

} // namespace pz::print
