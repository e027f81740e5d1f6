// The printed page as a PNG image: our own rasteriser (shapes with 3x3 antialiasing), FreeType for
// the text and zlib for the image data. Native builds only (the web build has no use for it).
#pragma once
#include <string>

#include "game/core/print.h"
#include "game/core/result.h"

namespace pz::print {

// The page at `dpi` dots per inch (150 gives an A4 page of 1240x1754), as PNG file bytes.
Result<std::string> write_png(const Page& page, double dpi = 150);

} // namespace pz::print
