// A small vector page (rectangles, lines, circles, polygons, text) that games print their boards
// on, and writers for SVG and PDF (text in the PDF base-14 Helvetica, so nothing is embedded).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pz::print {

// A4 in PostScript points (1/72 inch); coordinates run from the top-left corner, y down.
constexpr double kA4Width = 595.28, kA4Height = 841.89;
// US Letter (8.5 x 11 inches).
constexpr double kLetterWidth = 612, kLetterHeight = 792;

struct Colour {
    uint8_t r = 0, g = 0, b = 0;
    bool operator==(const Colour&) const = default;
};
// The light palette every printed board uses: ink, a mid grey for thin grid lines, and pale fills.
constexpr Colour kInk{0, 0, 0}, kGrid{150, 150, 150}, kWhite{255, 255, 255};

enum class Align { Left, Centre, Right };

struct Shape {
    enum class Kind { Rect, Line, Circle, Polygon, Text } kind = Kind::Rect;
    double x = 0, y = 0, w = 0, h = 0;  // Rect: corner and size; Line: (x,y) to (w,h); Circle: centre, radius w
    std::vector<std::pair<double, double>> points;  // Polygon
    bool filled = false, stroked = false;
    Colour fill, stroke;
    double line_width = 1;
    std::string text;   // Text: baseline at y, size h, anchored at x by align
    Align align = Align::Left;
    bool bold = false;
};

class Page {
public:
    Page(double width = kA4Width, double height = kA4Height) : width_(width), height_(height) {}
    double width() const { return width_; }
    double height() const { return height_; }
    const std::vector<Shape>& shapes() const { return shapes_; }

    void fill_rect(double x, double y, double w, double h, Colour c);
    void stroke_rect(double x, double y, double w, double h, Colour c, double line_width);
    void line(double x1, double y1, double x2, double y2, Colour c, double line_width);
    void fill_circle(double cx, double cy, double r, Colour c);
    void stroke_circle(double cx, double cy, double r, Colour c, double line_width);
    void fill_polygon(std::vector<std::pair<double, double>> points, Colour c);
    // Text with its baseline at y; `size` is the font size in points. Printable ASCII only
    // (anything else prints as '?'), so every writer shows the same characters.
    void text(double x, double y, std::string_view s, double size, Colour c, Align align = Align::Left, bool bold = false);

private:
    double width_, height_;
    std::vector<Shape> shapes_;
};

// A rectangle of the page a board is drawn into.
struct Box {
    double x = 0, y = 0, w = 0, h = 0;
};

// The width of s in Helvetica (or Helvetica-Bold) at the given size, from the font's metrics.
double text_width(std::string_view s, double size, bool bold = false);

// One SVG document of the page (width and height in points).
std::string write_svg(const Page& page);
// One PDF file holding the pages in order.
std::string write_pdf(const std::vector<Page>& pages);

} // namespace pz::print
