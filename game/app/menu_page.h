// What every menu page shares: a centred column, the header row with Back, the background.
#pragma once
#include <string>

#include "engine/canvas.h"
#include "engine/gesture.h"
#include "engine/scene.h"
#include "game/ui/palette.h"

namespace pz {

// A centred column as wide as a phone, on every screen.
void begin_column(const char* id, const Context& ctx, float top);
// A page's first row: Back, the page's title shortened to what is left, and an optional button
// at the right (its label, or empty). Returns 1 for Back, 2 for the other button, else 0.
int page_header(const std::string& title, const std::string& right = {});
void background(Canvas& c, const Context& ctx, const Palette& pal);
// A sheet in the middle of the screen, at most 480 px wide; the caller ends it.
void begin_sheet(const char* id, const Context& ctx);
// Back or Menu pressed on the keyboard: what closes a sheet.
bool back_key(const Gesture& g);

} // namespace pz
