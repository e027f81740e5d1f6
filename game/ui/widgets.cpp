// Touch-first widgets over Dear ImGui, and the log of where each was drawn (for the layout test).
#include "game/ui/widgets.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pz::ui {

namespace {

Log* g_log = nullptr;

constexpr ImGuiWindowFlags kFixed = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;

// The vertical frame padding that makes a frame (button, field, checkbox) kTarget tall.
float target_padding() { return std::max(ImGui::GetStyle().FramePadding.y, (kTarget - ImGui::GetFontSize()) * 0.5f); }

struct TallFrames {
    TallFrames() { ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, target_padding())); }
    ~TallFrames() { ImGui::PopStyleVar(); }
    TallFrames(const TallFrames&) = delete;
    TallFrames& operator=(const TallFrames&) = delete;
};

std::string_view shown(std::string_view label) { return label.substr(0, label.find("##")); }

// Adds the last item to the log: its rectangle, the rectangle its window clips to.
void record(std::string_view label, bool target, bool fits) {
    if (!g_log) return;
    ImGuiWindow* win = ImGui::GetCurrentWindow();
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    Item it;
    it.window = win->RootWindow ? win->RootWindow->Name : win->Name;
    it.label = std::string(shown(label));
    it.rect = {a.x, a.y, b.x - a.x, b.y - a.y};
    const ImRect& c = win->ClipRect;
    it.clip = {c.Min.x, c.Min.y, c.GetWidth(), c.GetHeight()};
    it.target = target;
    it.fits = fits;
    for (ImGuiWindow* w = win; w; w = (w->Flags & ImGuiWindowFlags_ChildWindow) ? w->ParentWindow : nullptr)
        if (w->ScrollMax.y > 0) it.scrolls = true;
    g_log->items.push_back(std::move(it));
}

// Room for the label and the frame's padding on both sides.
bool label_fits(std::string_view label, float width) {
    return text_width(shown(label)) + 2 * ImGui::GetStyle().FramePadding.x <= width + 0.5f;
}

} // namespace

float text_width(std::string_view text) {
    return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x;
}

std::string shortened(std::string_view text, float width) {
    if (text_width(text) <= width) return std::string(text);
    const float dots = text_width("...");
    size_t n = text.size();
    while (n > 0) {
        --n;
        while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;  // whole UTF-8 characters
        if (text_width(text.substr(0, n)) + dots <= width) break;
    }
    std::string out(text.substr(0, n));
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "...";
}

bool button(const std::string& label, ImVec2 size) {
    const float pad = ImGui::GetStyle().FramePadding.x, tw = text_width(shown(label));
    ImVec2 s = ImGui::CalcItemSize(size, std::max(kTarget, tw + 2 * pad), kTarget);
    s.y = std::max(s.y, kTarget);
    // A narrow button gives its side padding to the label before the label is cut.
    const bool tight = tw + 2 * pad > s.x;
    if (tight) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(std::max(2.f, (s.x - tw) * 0.5f), ImGui::GetStyle().FramePadding.y));
    const bool pressed = ImGui::Button(label.c_str(), s);
    if (tight) ImGui::PopStyleVar();
    record(label, true, tw + 4.f <= s.x + 0.5f);
    return pressed;
}

bool choice(const std::string& label, bool chosen, ImVec2 size) {
    if (chosen) {
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    }
    const bool pressed = button(label, size);
    if (chosen) ImGui::PopStyleColor(2);
    return pressed;
}

int button_row(const std::vector<std::string>& labels, int chosen, const std::vector<bool>& enabled) {
    if (labels.empty()) return -1;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float n = static_cast<float>(labels.size());
    const float w = std::floor((ImGui::GetContentRegionAvail().x - gap * (n - 1)) / n);
    int pressed = -1;
    for (size_t i = 0; i < labels.size(); ++i) {
        if (i > 0) ImGui::SameLine();
        const bool on = i >= enabled.size() || enabled[i];
        ImGui::BeginDisabled(!on);
        if (choice(labels[i], static_cast<int>(i) == chosen, ImVec2(w, 0))) pressed = static_cast<int>(i);
        ImGui::EndDisabled();
    }
    return pressed;
}

int button_grid(const std::vector<std::string>& labels, int cols) {
    cols = std::max(1, cols);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float w = std::floor((ImGui::GetContentRegionAvail().x - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
    int pressed = -1;
    for (size_t i = 0; i < labels.size(); ++i) {
        if (i % static_cast<size_t>(cols) != 0) ImGui::SameLine();
        if (button(labels[i], ImVec2(w, 0))) pressed = static_cast<int>(i);
    }
    return pressed;
}

bool checkbox(const std::string& label, bool* on) {
    TallFrames tall;
    const float box = ImGui::GetFrameHeight(), gap = ImGui::GetStyle().ItemInnerSpacing.x;
    const std::string_view text = shown(label);
    if (box + gap + text_width(text) <= ImGui::GetContentRegionAvail().x) {
        const bool changed = ImGui::Checkbox(label.c_str(), on);
        record(label, true, true);
        return changed;
    }
    // A label too long for the line wraps beside the box (ImGui's own would run off the edge).
    ImGui::PushID(label.c_str());
    const bool changed = ImGui::Checkbox("##box", on);
    ImGui::PopID();
    record(label, true, true);
    ImGui::SameLine(0, gap);
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    record(text.substr(0, 40), false, true);
    return changed;
}

bool slider_int(const char* id, int* value, int lo, int hi, const char* format) {
    TallFrames tall;
    ImGui::SetNextItemWidth(-FLT_MIN);
    const bool changed = ImGui::SliderInt(id, value, lo, hi, format);
    char text[64];
    std::snprintf(text, sizeof text, format, *value);
    record(id, true, label_fits(text, ImGui::GetItemRectSize().x));
    return changed;
}

bool input_text(const char* id, const char* hint, char* buf, size_t size, ImGuiInputTextFlags flags, float width) {
    TallFrames tall;
    ImGui::SetNextItemWidth(width);
    const bool entered = ImGui::InputTextWithHint(id, hint, buf, size, flags);
    record(id, true, true);
    return entered;
}

bool header(const std::string& label) {
    TallFrames tall;
    // A header's text is one line after its arrow: shortened to the room left, never cut off.
    const std::string_view text = shown(label), id = std::string_view(label).substr(text.size());
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() - 3 * ImGui::GetStyle().FramePadding.x;
    const std::string fitted = shortened(text, room) + std::string(id.empty() ? "##" + std::string(text) : std::string(id));
    const bool open = ImGui::CollapsingHeader(fitted.c_str());
    record(fitted, true, text_width(shown(fitted)) <= room + 0.5f);
    return open;
}

bool row(const std::string& label, bool selected) {
    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.f, 0.5f));
    const bool pressed = ImGui::Selectable(label.c_str(), selected, 0, ImVec2(0, kTarget));
    ImGui::PopStyleVar();
    record(label, true, label_fits(label, ImGui::GetItemRectSize().x));
    return pressed;
}

void line(std::string_view text, float width, bool dim) {
    if (width <= 0) width = ImGui::GetContentRegionAvail().x;
    const std::string fitted = shortened(text, width);
    if (dim) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextUnformatted(fitted.c_str());
    if (dim) ImGui::PopStyleColor();
    record(fitted, false, true);
}

void wrapped(std::string_view text, bool dim) {
    if (dim) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    ImGui::PopTextWrapPos();
    if (dim) ImGui::PopStyleColor();
    record(text.substr(0, 40), false, true);
}

void begin_bar(const char* id, Rect r) {
    ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h));
    ImGui::Begin(id, nullptr, kFixed | ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
}

void begin_page(const char* id, Rect r) {
    ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h));
    ImGui::SetNextWindowBgAlpha(0.f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.f);
    ImGui::Begin(id, nullptr, kFixed);
    ImGui::PopStyleVar();
}

void begin_sheet(const char* id, Rect r, bool scrolls) {
    ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h));
    ImGui::Begin(id, nullptr, kFixed | (scrolls ? 0 : ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse));
    if (g_log) g_log->sheets.emplace_back(ImGui::GetCurrentWindow()->Name);
}

void begin_dialog(const char* id, Vec2 screen, float w) {
    ImGui::SetNextWindowPos(ImVec2(screen.x * 0.5f, screen.y * 0.5f), 0, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(w, 0));
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, screen.y - 16.f));
    ImGui::Begin(id, nullptr, kFixed | ImGuiWindowFlags_AlwaysAutoResize);
    if (g_log) g_log->sheets.emplace_back(ImGui::GetCurrentWindow()->Name);
}

void set_log(Log* log) { g_log = log; }
bool logging() { return g_log != nullptr; }
void note(const Item& item) {
    if (g_log) g_log->items.push_back(item);
}

} // namespace pz::ui
