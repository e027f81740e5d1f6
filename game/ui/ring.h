// A selection ring that follows a rounded tile's corners (issue 46): a square ring on a rounded
// tile leaves slivers of the board showing at its corners.
#pragma once
#include "engine/canvas.h"

namespace pz::ui {

// A ring `width` wide inside `r`, its outer corners of `radius` (0: square), antialiased.
void ring(Canvas& c, Layer layer, Rect r, Color colour, float width, float radius);

} // namespace pz::ui
