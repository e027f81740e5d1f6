// The printed page and its SVG and PDF writers.
#include "game/core/print.h"

#include <cmath>
#include <cstdio>

namespace pz::print {

namespace {

std::string clean_text(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (char ch : s) out += (ch >= 32 && ch < 127) ? ch : '?';
    return out;
}

// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the font's published metrics.
constexpr short kHelvetica[95] = {
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space .. /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 .. ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ .. O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,   // P .. _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,   // ` .. o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584};       // p .. ~

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string s = buf;
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    if (s == "-0") s = "0";
    return s;
}

std::string hex(Colour c) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
    return buf;
}

std::string xml_escape(std::string_view s) {
    std::string out;
    for (char ch : s) {
        if (ch == '<') out += "&lt;";
        else if (ch == '>') out += "&gt;";
        else if (ch == '&') out += "&amp;";
        else if (ch == '"') out += "&quot;";
        else out += ch;
    }
    return out;
}

std::string pdf_colour(Colour c, bool stroke) {
    return num(c.r / 255.0) + " " + num(c.g / 255.0) + " " + num(c.b / 255.0) + (stroke ? " RG\n" : " rg\n");
}

std::string pdf_string(std::string_view s) {
    std::string out = "(";
    for (char ch : s) {
        if (ch == '(' || ch == ')' || ch == '\\') out += '\\';
        out += ch;
    }
    return out + ")";
}

} // namespace

void Page::fill_rect(double x, double y, double w, double h, Colour c) {
    Shape s;
    s.kind = Shape::Kind::Rect;
    s.x = x, s.y = y, s.w = w, s.h = h;
    s.filled = true;
    s.fill = c;
    shapes_.push_back(std::move(s));
}

void Page::stroke_rect(double x, double y, double w, double h, Colour c, double line_width) {
    Shape s;
    s.kind = Shape::Kind::Rect;
    s.x = x, s.y = y, s.w = w, s.h = h;
    s.stroked = true;
    s.stroke = c;
    s.line_width = line_width;
    shapes_.push_back(std::move(s));
}

void Page::line(double x1, double y1, double x2, double y2, Colour c, double line_width) {
    Shape s;
    s.kind = Shape::Kind::Line;
    s.x = x1, s.y = y1, s.w = x2, s.h = y2;
    s.stroked = true;
    s.stroke = c;
    s.line_width = line_width;
    shapes_.push_back(std::move(s));
}

void Page::fill_circle(double cx, double cy, double r, Colour c) {
    Shape s;
    s.kind = Shape::Kind::Circle;
    s.x = cx, s.y = cy, s.w = r;
    s.filled = true;
    s.fill = c;
    shapes_.push_back(std::move(s));
}

void Page::stroke_circle(double cx, double cy, double r, Colour c, double line_width) {
    Shape s;
    s.kind = Shape::Kind::Circle;
    s.x = cx, s.y = cy, s.w = r;
    s.stroked = true;
    s.stroke = c;
    s.line_width = line_width;
    shapes_.push_back(std::move(s));
}

void Page::fill_polygon(std::vector<std::pair<double, double>> points, Colour c) {
    Shape s;
    s.kind = Shape::Kind::Polygon;
    s.points = std::move(points);
    s.filled = true;
    s.fill = c;
    shapes_.push_back(std::move(s));
}

void Page::text(double x, double y, std::string_view str, double size, Colour c, Align align, bool bold) {
    Shape s;
    s.kind = Shape::Kind::Text;
    s.x = x, s.y = y, s.h = size;
    s.filled = true;
    s.fill = c;
    s.text = clean_text(str);
    s.align = align;
    s.bold = bold;
    shapes_.push_back(std::move(s));
}

double text_width(std::string_view s, double size, bool bold) {
    double units = 0;
    for (char ch : s) units += (ch >= 32 && ch < 127) ? kHelvetica[ch - 32] : 556;
    // Helvetica-Bold runs about 6% wider than the regular face.
    return units * size / 1000.0 * (bold ? 1.06 : 1.0);
}

std::string write_svg(const Page& page) {
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(page.width()) + "pt\" height=\"" + num(page.height()) +
           "pt\" viewBox=\"0 0 " + num(page.width()) + " " + num(page.height()) + "\">\n";
    out += "<rect x=\"0\" y=\"0\" width=\"" + num(page.width()) + "\" height=\"" + num(page.height()) + "\" fill=\"#ffffff\"/>\n";
    for (const Shape& s : page.shapes()) {
        const std::string paint = std::string(" fill=\"") + (s.filled ? hex(s.fill) : "none") + "\"" +
                                  (s.stroked ? " stroke=\"" + hex(s.stroke) + "\" stroke-width=\"" + num(s.line_width) + "\"" : "");
        switch (s.kind) {
        case Shape::Kind::Rect:
            out += "<rect x=\"" + num(s.x) + "\" y=\"" + num(s.y) + "\" width=\"" + num(s.w) + "\" height=\"" + num(s.h) + "\"" + paint + "/>\n";
            break;
        case Shape::Kind::Line:
            out += "<line x1=\"" + num(s.x) + "\" y1=\"" + num(s.y) + "\" x2=\"" + num(s.w) + "\" y2=\"" + num(s.h) + "\" stroke=\"" +
                   hex(s.stroke) + "\" stroke-width=\"" + num(s.line_width) + "\" stroke-linecap=\"square\"/>\n";
            break;
        case Shape::Kind::Circle:
            out += "<circle cx=\"" + num(s.x) + "\" cy=\"" + num(s.y) + "\" r=\"" + num(s.w) + "\"" + paint + "/>\n";
            break;
        case Shape::Kind::Polygon: {
            out += "<polygon points=\"";
            for (size_t i = 0; i < s.points.size(); ++i) out += (i ? " " : "") + num(s.points[i].first) + "," + num(s.points[i].second);
            out += "\"" + paint + "/>\n";
            break;
        }
        case Shape::Kind::Text: {
            const char* anchor = s.align == Align::Left ? "start" : s.align == Align::Centre ? "middle" : "end";
            out += "<text x=\"" + num(s.x) + "\" y=\"" + num(s.y) + "\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"" +
                   num(s.h) + "\"" + (s.bold ? " font-weight=\"bold\"" : "") + " text-anchor=\"" + anchor + "\" fill=\"" + hex(s.fill) +
                   "\">" + xml_escape(s.text) + "</text>\n";
            break;
        }
        }
    }
    return out + "</svg>\n";
}

namespace {

// One page's content stream: PDF's y axis runs up from the bottom, so every y is flipped.
std::string pdf_content(const Page& page) {
    const double H = page.height();
    std::string c;
    for (const Shape& s : page.shapes()) {
        if (s.filled) c += pdf_colour(s.fill, false);
        if (s.stroked) c += pdf_colour(s.stroke, true) + num(s.line_width) + " w\n";
        const char* paint = s.filled && s.stroked ? "B\n" : s.filled ? "f\n" : "S\n";
        switch (s.kind) {
        case Shape::Kind::Rect:
            c += num(s.x) + " " + num(H - s.y - s.h) + " " + num(s.w) + " " + num(s.h) + " re " + paint;
            break;
        case Shape::Kind::Line:
            c += "2 J " + num(s.x) + " " + num(H - s.y) + " m " + num(s.w) + " " + num(H - s.h) + " l S\n";
            break;
        case Shape::Kind::Circle: {
            // Four cubic Béziers; k places the control points so each quarter stays within 0.03% of a circle.
            const double r = s.w, k = 0.5523 * r, x = s.x, y = H - s.y;
            c += num(x + r) + " " + num(y) + " m ";
            c += num(x + r) + " " + num(y + k) + " " + num(x + k) + " " + num(y + r) + " " + num(x) + " " + num(y + r) + " c ";
            c += num(x - k) + " " + num(y + r) + " " + num(x - r) + " " + num(y + k) + " " + num(x - r) + " " + num(y) + " c ";
            c += num(x - r) + " " + num(y - k) + " " + num(x - k) + " " + num(y - r) + " " + num(x) + " " + num(y - r) + " c ";
            c += num(x + k) + " " + num(y - r) + " " + num(x + r) + " " + num(y - k) + " " + num(x + r) + " " + num(y) + " c h " + paint;
            break;
        }
        case Shape::Kind::Polygon:
            for (size_t i = 0; i < s.points.size(); ++i)
                c += num(s.points[i].first) + " " + num(H - s.points[i].second) + (i ? " l " : " m ");
            c += "h " + std::string(paint);
            break;
        case Shape::Kind::Text: {
            const double w = text_width(s.text, s.h, s.bold);
            const double x = s.align == Align::Left ? s.x : s.align == Align::Centre ? s.x - w / 2 : s.x - w;
            c += std::string("BT /") + (s.bold ? "F2 " : "F1 ") + num(s.h) + " Tf " + num(x) + " " + num(H - s.y) + " Td " +
                 pdf_string(s.text) + " Tj ET\n";
            break;
        }
        }
    }
    return c;
}

} // namespace

std::string write_pdf(const std::vector<Page>& pages) {
    // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content per page.
    std::vector<std::string> objects;
    objects.push_back("<< /Type /Catalog /Pages 2 0 R >>");
    std::string kids;
    for (size_t i = 0; i < pages.size(); ++i) kids += (i ? " " : "") + std::to_string(5 + 2 * i) + " 0 R";
    objects.push_back("<< /Type /Pages /Kids [" + kids + "] /Count " + std::to_string(pages.size()) + " >>");
    objects.push_back("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
    objects.push_back("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
    for (size_t i = 0; i < pages.size(); ++i) {
        const Page& p = pages[i];
        objects.push_back("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + num(p.width()) + " " + num(p.height()) +
                          "] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents " + std::to_string(6 + 2 * i) + " 0 R >>");
        const std::string content = pdf_content(p);
        objects.push_back("<< /Length " + std::to_string(content.size()) + " >>\nstream\n" + content + "endstream");
    }
    std::string out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
    std::vector<size_t> offsets;
    for (size_t i = 0; i < objects.size(); ++i) {
        offsets.push_back(out.size());
        out += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const size_t xref = out.size();
    out += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (size_t off : offsets) {
        char buf[24];
        std::snprintf(buf, sizeof buf, "%010zu 00000 n \n", off);
        out += buf;
    }
    out += "trailer\n<< /Size " + std::to_string(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
    return out;
}

} // namespace pz::print
