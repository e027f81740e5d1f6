// A canvas played onto Dear ImGui's draw list: a board drawn by its own view, shown inside a
// widget (the title's cards), over the GUI rather than under it.
#pragma once
#include <imgui.h>

#include "engine/canvas.h"

namespace pz::ui {

// Every command of `canvas` (sorted by layer) onto `dl`, its logical pixels scaled by `scale` and
// moved to `origin` (a board laid out at a phone's size, drawn in small), kept inside `clip` (the
// widget's rectangle, in the draw list's pixels). Text uses `font`; text smaller than `least_text` px is left out
// (a board in small: its edge labels would be specks). Pictures are left out: the draw list has
// no texture of theirs.
void draw_canvas(ImDrawList* dl, const Canvas& canvas, ImFont* font, ImVec4 clip, float least_text = 0, float scale = 1,
                 ImVec2 origin = ImVec2(0, 0));

} // namespace pz::ui
