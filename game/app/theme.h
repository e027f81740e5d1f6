// The look that follows the player's Theme setting: which palette is in use, the Dear ImGui colours
// made from it, and how the system's light or dark preference is read on the desktop.
#pragma once
#include <optional>
#include <string_view>

#include "game/ui/palette.h"

struct ImGuiStyle;
struct ImVec4;

namespace pz {

// Dear ImGui's colours for a palette: windows on its background, text in its text colours,
// buttons and frames from its cells and accent (tests/ui/contrast_test.cpp checks the pairs).
void style_colours(ImGuiStyle& style, const Palette& p);
// A palette colour as Dear ImGui takes it (TextColored, PushStyleColor).
ImVec4 imgui_colour(Color c);
// The fill of buttons and selectable rows: 0 resting, 1 hovered, 2 held.
Color button_colour(const Palette& p, int state);
// Quieter words (a tagline, a note) on `fill`: the palette's text_dim where it reads there at
// WCAG AA (4.5:1), else the least step from it towards text that does.
Color dim_on(const Palette& p, Color fill);

// The desktop's rule for "follow the system", first answer wins:
//  1. the XDG desktop portal's org.freedesktop.appearance color-scheme (1 dark, 2 light; 0 is "no
//     preference" and falls through), asked with gdbus off the main thread, when gdbus is there;
//  2. GTK_THEME, when set: dark if it names a dark variant ("Adwaita:dark", "Yaru-dark"), else light;
//  3. dark.
// portal_prefers_dark reads gdbus's reply ("(<<uint32 1>>,)"); nullopt for no preference or no
// answer. gtk_theme_prefers_dark reads GTK_THEME's value; nullopt when it is unset or empty.
std::optional<bool> portal_prefers_dark(std::string_view gdbus_reply);
// A line of `gdbus monitor` on the portal: when it is the appearance's color-scheme changing (the
// player switched the desktop's theme), whether it now prefers dark; nullopt for any other line.
std::optional<bool> portal_change_prefers_dark(std::string_view monitor_line);
std::optional<bool> gtk_theme_prefers_dark(const char* gtk_theme);

} // namespace pz
