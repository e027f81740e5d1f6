// Dear ImGui colours from a palette, and reading the desktop's light or dark preference.
#include "game/app/theme.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace pz {

namespace {
ImVec4 vec(Color c, float alpha = 1.f) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, alpha * (c.a / 255.f)}; }
} // namespace

ImVec4 imgui_colour(Color c) { return vec(c); }

void style_colours(ImGuiStyle& style, const Palette& p) {
    // ImGui's own set first, for the colours we do not use (tabs, plots, tables); then ours.
    if (p.light) ImGui::StyleColorsLight(&style);
    else ImGui::StyleColorsDark(&style);
    // Frames get a border in the palette's outline colour: an empty checkbox or slider is a box of
    // cell colour, close to the window's, and would vanish without it (most of all on white).
    style.FrameBorderSize = 1.f;
    ImVec4* c = style.Colors;
    c[ImGuiCol_Text] = vec(p.text);
    c[ImGuiCol_TextDisabled] = vec(p.text_dim);
    c[ImGuiCol_WindowBg] = vec(p.background, 0.96f);
    c[ImGuiCol_ChildBg] = vec(p.background, 0.f);
    c[ImGuiCol_PopupBg] = vec(p.board, 0.98f);
    c[ImGuiCol_Border] = vec(p.outline);
    c[ImGuiCol_BorderShadow] = vec(p.background, 0.f);
    // Frames (checkboxes, sliders, text fields): a cell's colour with the palette's outline, so
    // an empty checkbox still shows on the window.
    c[ImGuiCol_FrameBg] = vec(p.cell);
    c[ImGuiCol_FrameBgHovered] = vec(p.cell_alt);
    c[ImGuiCol_FrameBgActive] = vec(p.accent.mix(p.cell, 0.75f));
    c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgActive] = c[ImGuiCol_TitleBgCollapsed] = c[ImGuiCol_MenuBarBg] = vec(p.board);
    c[ImGuiCol_ScrollbarBg] = vec(p.background, 0.5f);
    c[ImGuiCol_ScrollbarGrab] = vec(p.grid);
    c[ImGuiCol_ScrollbarGrabHovered] = vec(p.outline);
    c[ImGuiCol_ScrollbarGrabActive] = vec(p.text_dim);
    c[ImGuiCol_CheckMark] = vec(p.accent);
    c[ImGuiCol_SliderGrab] = vec(p.accent);
    c[ImGuiCol_SliderGrabActive] = vec(p.accent.mix(p.text, 0.25f));
    // Buttons and selectable rows: the accent thinned into the board; text stays readable on all three.
    for (ImGuiCol base : {ImGuiCol_Button, ImGuiCol_Header}) {
        c[base] = vec(button_colour(p, 0));
        c[base + 1] = vec(button_colour(p, 1));
        c[base + 2] = vec(button_colour(p, 2));
    }
    c[ImGuiCol_Separator] = vec(p.grid);
    c[ImGuiCol_SeparatorHovered] = c[ImGuiCol_SeparatorActive] = vec(p.accent);
    c[ImGuiCol_ResizeGrip] = vec(p.grid, 0.3f);
    c[ImGuiCol_ResizeGripHovered] = c[ImGuiCol_ResizeGripActive] = vec(p.accent, 0.6f);
    c[ImGuiCol_TextSelectedBg] = vec(p.accent, 0.35f);
    c[ImGuiCol_NavHighlight] = vec(p.highlight);
    c[ImGuiCol_ModalWindowDimBg] = ImVec4(0.f, 0.f, 0.f, 0.35f);
}

Color button_colour(const Palette& p, int state) {
    // Resting, hovered, held: a step closer to the accent each time.
    static constexpr float kDark[3] = {0.70f, 0.60f, 0.50f}, kLight[3] = {0.80f, 0.70f, 0.58f};
    const int s = std::clamp(state, 0, 2);
    return p.accent.mix(p.light ? p.cell_alt : p.board, p.light ? kLight[s] : kDark[s]);
}

Color dim_on(const Palette& p, Color fill) {
    for (int step = 0; step < 10; ++step) {
        const Color c = p.text_dim.mix(p.text, static_cast<float>(step) * 0.1f);
        if (contrast_ratio(c, fill) >= 4.5) return c;
    }
    return p.text;
}

std::optional<bool> portal_prefers_dark(std::string_view reply) {
    // gdbus prints the variant as "(<<uint32 1>>,)" (older portals: "(<uint32 1>,)").
    const size_t at = reply.find("uint32 ");
    if (at == std::string_view::npos) return std::nullopt;
    const size_t digit = at + 7;
    if (digit >= reply.size()) return std::nullopt;
    if (reply[digit] == '1') return true;
    if (reply[digit] == '2') return false;
    return std::nullopt;
}

std::optional<bool> portal_change_prefers_dark(std::string_view line) {
    // "...: org.freedesktop.portal.Settings.SettingChanged ('org.freedesktop.appearance', 'color-scheme', <uint32 1>)"
    if (line.find("SettingChanged") == std::string_view::npos || line.find("'org.freedesktop.appearance'") == std::string_view::npos ||
        line.find("'color-scheme'") == std::string_view::npos)
        return std::nullopt;
    return portal_prefers_dark(line);
}

std::optional<bool> gtk_theme_prefers_dark(const char* gtk_theme) {
    if (!gtk_theme || !*gtk_theme) return std::nullopt;
    std::string t(gtk_theme);
    std::transform(t.begin(), t.end(), t.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return t.find("dark") != std::string::npos;
}

} // namespace pz
