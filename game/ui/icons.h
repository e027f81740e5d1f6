// The app's icons, drawn as vectors with ImGui's draw list: crisp at every scale, no font or image.
#pragma once
#include <imgui.h>

namespace pz::ui {

// (Menu is the pause bars; More the three lines of a menu; Close the ×; Tick a check mark.)
enum class Icon { Undo, Redo, Hint, Menu, Tools, Share, Next, Back, Help, Restart, History, Settings, More, Copy, Close, Tick, Save };

// `icon` in a square `size` wide about `centre`, in `colour`.
void draw_icon(ImDrawList* dl, Icon icon, ImVec2 centre, float size, ImU32 colour);
// A five-pointed star of outer radius r: filled (drawn once, no seam or outline showing through,
// its edge antialiased), or its outline only (a star not earned).
void draw_star(ImDrawList* dl, ImVec2 centre, float r, ImU32 colour, bool filled);

} // namespace pz::ui
