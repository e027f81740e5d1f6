// Touch-first widgets over Dear ImGui, and the log of where each was drawn (for the layout test).
#include "game/ui/widgets.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/app.h"
#include "game/ui/palette.h"

namespace pz::ui {

namespace {

Log* g_log = nullptr;
Press* g_press = nullptr;

// Whether the scenario runner presses this button (just drawn): see Press.
bool scripted(std::string_view label) {
    if (!g_press) return false;
    const std::string_view text = label.substr(0, label.find("##"));
    const bool match = g_press->prefix ? text.substr(0, g_press->label.size()) == g_press->label : text == g_press->label;
    if (!match) return false;
    ImGuiWindow* win = ImGui::GetCurrentWindow();
    const std::string_view name = win->RootWindow ? win->RootWindow->Name : win->Name;
    if (!g_press->window.empty() && name.find(g_press->window) == std::string_view::npos) return false;
    const bool on = (GImGui->CurrentItemFlags & ImGuiItemFlags_Disabled) == 0;
    const int index = static_cast<int>(g_press->enabled.size());
    g_press->enabled.push_back(on);
    if (index != g_press->target || !on) return false;
    g_press->pressed = true;
    ImGui::ClearActiveID();  // as a finger's press on the button would: a text field in edit lets go
    return true;
}

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
void record(std::string_view label, bool target, bool fits, bool cut = false) {
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
    it.shortened = cut;
    // (A bar, which has no scrollbar, hides what falls off its edge: that is no scrolling.)
    for (ImGuiWindow* w = win; w; w = (w->Flags & ImGuiWindowFlags_ChildWindow) ? w->ParentWindow : nullptr)
        if (w->ScrollMax.y > 0 && !(w->Flags & ImGuiWindowFlags_NoScrollbar)) it.scrolls = true;
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
    // Each candidate measured whole: a run's width is not the sum of its parts' (CalcTextSize
    // rounds each up), and with Inter a prefix and "..." measured apart came out 1 px short.
    size_t n = text.size();
    std::string out;
    while (n > 0) {
        --n;
        while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;  // whole UTF-8 characters
        out = text.substr(0, n);
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out += "...";
        if (text_width(out) <= width) break;
    }
    return out;
}

namespace {
// `label` on two lines, broken at the space that makes its longer line shortest (its "##id" kept),
// when that fits `width`; empty when no break does.
std::string two_lines(const std::string& label, float width) {
    const std::string_view text = shown(label);
    if (text.find('\n') != std::string_view::npos) return {};
    size_t best = std::string_view::npos;
    float best_w = width - 4.f;
    for (size_t at = text.find(' '); at != std::string_view::npos; at = text.find(' ', at + 1)) {
        const float w = std::max(text_width(text.substr(0, at)), text_width(text.substr(at + 1)));
        if (w <= best_w) best = at, best_w = w;
    }
    if (best == std::string_view::npos) return {};
    std::string out(label);
    out[best] = '\n';
    return out;
}
} // namespace

bool button(const std::string& label, ImVec2 size) {
    const float pad = ImGui::GetStyle().FramePadding.x, tw = text_width(shown(label));
    ImVec2 s = ImGui::CalcItemSize(size, std::max(kTarget, tw + 2 * pad), kTarget);
    s.y = std::max(s.y, kTarget);
    // A label too long for a button of the width given breaks onto two lines (longer words in
    // another language, larger text); the button grows to hold them unless its height was set.
    if (tw + 4.f > s.x + 0.5f) {
        const std::string broken = two_lines(label, s.x);
        const float two = 2.f * ImGui::GetTextLineHeight() + 6.f;
        if (!broken.empty() && (size.y <= 0.f || two <= s.y)) {
            s.y = std::max(s.y, two);
            ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2.f, 2.f));  // the box centres the two lines
            ImGui::PushID(label.c_str());  // the same ID whichever way the label is drawn
            const bool pressed = ImGui::Button((broken.substr(0, broken.find("##")) + "##2").c_str(), s);
            ImGui::PopID();
            ImGui::PopStyleVar();
            record(label, true, true);
            return scripted(label) || pressed;
        }
    }
    // A narrow button gives its side padding to the label before the label is cut.
    const bool tight = tw + 2 * pad > s.x;
    if (tight) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(std::max(2.f, (s.x - tw) * 0.5f), ImGui::GetStyle().FramePadding.y));
    const bool pressed = ImGui::Button(label.c_str(), s);
    if (tight) ImGui::PopStyleVar();
    record(label, true, tw + 4.f <= s.x + 0.5f);
    return scripted(label) || pressed;
}

bool icon_button(Icon icon, const std::string& label, ImVec2 size) {
    ImVec2 s = ImGui::CalcItemSize(size, kTarget, kTarget);
    s.x = std::max(s.x, kTarget);
    s.y = std::max(s.y, kTarget);
    const bool pressed = ImGui::Button(("##" + label).c_str(), s);
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const float side = std::min(b.x - a.x, b.y - a.y) * 0.62f;
    draw_icon(ImGui::GetWindowDrawList(), icon, {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f}, side, ImGui::GetColorU32(ImGuiCol_Text));
    // Its word after a short hover (a long press shows the same: the touch layer hovers as it holds).
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && GImGui->HoveredIdTimer > 0.5f) ImGui::SetTooltip("%s", label.c_str());
    record(label, true, true);
    return scripted(label) || pressed;
}

bool tile_button(Icon icon, const std::string& label, ImVec2 size) {
    const float line = ImGui::GetTextLineHeight(), word = shown(label).empty() ? 0.f : text_width(shown(label));
    ImVec2 s = ImGui::CalcItemSize(size, std::max(kTarget, word + 12.f), kTarget);
    s.x = std::max(s.x, kTarget);
    s.y = std::max(s.y, std::max(kTarget, line * 2.7f));
    const bool pressed = ImGui::Button(("##" + label).c_str(), s);
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const float side = line * 1.15f, cx = (a.x + b.x) * 0.5f;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
    const float top = a.y + (s.y - side - line - 4.f) * 0.5f;
    draw_icon(dl, icon, {cx, top + side * 0.5f}, side, ink);
    const std::string w = shortened(shown(label), s.x - 8.f);
    dl->AddText({std::round(cx - text_width(w) * 0.5f), std::round(top + side + 4.f)}, ink, w.c_str());
    record(label, true, word + 8.f <= s.x + 0.5f);
    return scripted(label) || pressed;
}

void stars(int earned, int of, float size, ImU32 colour) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(size * static_cast<float>(of) * 1.15f, size));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int i = 0; i < of; ++i) {
        const ImVec2 c{at.x + size * (0.5f + 1.15f * static_cast<float>(i)), at.y + size * 0.5f};
        draw_star(dl, c, size * 0.5f, i < earned ? colour : ImGui::GetColorU32(ImGuiCol_TextDisabled), i < earned);
    }
}

namespace {
Color colour_of(ImVec4 v) {
    const auto byte = [](float f) { return static_cast<uint8_t>(std::lround(std::clamp(f, 0.f, 1.f) * 255.f)); };
    return {byte(v.x), byte(v.y), byte(v.z), 255};
}
} // namespace

ImVec4 ink_on(ImVec4 fill) {
    // Near-black or near-white, whichever contrasts more with the fill (as Palette::ink_on).
    const Color f = colour_of(fill), dark{20, 20, 24, 255}, light{255, 255, 255, 255};
    return contrast_ratio(f, dark) >= contrast_ratio(f, light) ? ImVec4(20 / 255.f, 20 / 255.f, 24 / 255.f, 1.f) : ImVec4(1, 1, 1, 1);
}

bool choice(const std::string& label, bool chosen, ImVec2 size) {
    if (!chosen) return button(label, size);
    // Filled with the accent, a tick before its words, both in the ink that reads on it and
    // centred together (the words alone where the tick leaves them no room).
    const ImVec4 fill = ImGui::GetStyleColorVec4(ImGuiCol_CheckMark), ink = ink_on(fill);
    const std::string_view words = shown(label);
    const float tw = text_width(words), tick = std::round(ImGui::GetFontSize() * 0.8f);
    const bool one_line = words.find('\n') == std::string_view::npos;
    ImGui::PushStyleColor(ImGuiCol_Button, fill);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, fill);
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, fill);
    ImGui::PushStyleColor(ImGuiCol_Border, fill);
    ImGui::PushStyleColor(ImGuiCol_Text, one_line ? ImVec4(0, 0, 0, 0) : ink);
    const bool pressed = button(label, size);
    ImGui::PopStyleColor(5);
    if (!one_line) return pressed;
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const bool with_tick = tw + tick + kSpaceXs + 2 * kSpaceS <= b.x - a.x;
    const float group = with_tick ? tick + kSpaceXs + tw : tw;
    const std::string fitted = shortened(words, b.x - a.x - 8.f);
    const float left = std::round(a.x + std::max(4.f, (b.x - a.x - group) * 0.5f)), cy = (a.y + b.y) * 0.5f;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 ink32 = ImGui::ColorConvertFloat4ToU32(ink);
    if (with_tick) draw_icon(dl, Icon::Tick, {left + tick * 0.5f, cy}, tick, ink32);
    dl->AddText({with_tick ? left + tick + kSpaceXs : left, std::round(cy - ImGui::GetFontSize() * 0.5f)}, ink32, fitted.c_str());
    return pressed;
}

bool icon_word_button(Icon icon, const std::string& label, ImVec2 size) {
    const std::string_view word = shown(label);
    const float icon_w = ImGui::GetFontSize() * 1.1f, tw = text_width(word), pad = ImGui::GetStyle().FramePadding.x;
    ImVec2 s = ImGui::CalcItemSize(size, std::max(kTarget, icon_w + kSpaceS + tw + 2 * pad), kTarget);
    s.x = std::max(s.x, kTarget);
    s.y = std::max(s.y, kTarget);
    const bool pressed = ImGui::Button(("##" + label).c_str(), s);
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
    // The icon and the word together in the button's middle (the word shortened when it must be).
    const std::string w = shortened(word, std::max(0.f, s.x - 2 * pad - icon_w - kSpaceS));
    const float ww = text_width(w), left = std::round(a.x + (s.x - icon_w - kSpaceS - ww) * 0.5f), cy = (a.y + b.y) * 0.5f;
    draw_icon(dl, icon, {left + icon_w * 0.5f, cy}, icon_w, ink);
    dl->AddText({left + icon_w + kSpaceS, std::round(cy - ImGui::GetFontSize() * 0.5f)}, ink, w.c_str());
    record(label, true, icon_w + kSpaceS + tw + 2 * pad <= s.x + 0.5f);
    return scripted(label) || pressed;
}

void title(std::string_view text, float width) {
    ImGui::PushFont(gui_font(GuiFont::Large));
    line(text, width);
    ImGui::PopFont();
}

namespace {

// Widths for buttons side by side in `space` (gaps taken out): equal when every label fits that
// way; else each at least what its label needs, the rest shared so they are as even as they can
// be. Empty when even the least each needs is more than the space.
std::vector<float> row_widths(const std::vector<float>& need, float space) {
    const size_t n = need.size();
    const float equal = std::floor(space / static_cast<float>(n));
    if (std::all_of(need.begin(), need.end(), [&](float w) { return w <= equal; })) return std::vector<float>(n, equal);
    float total = 0;
    for (float w : need) total += w;
    if (total > space) return {};
    // Water-filling: a level every button reaches; a button needing more than it keeps its need.
    std::vector<bool> fixed(n, false);
    float level = equal;
    for (bool changed = true; changed;) {
        changed = false;
        float left = space;
        size_t free = 0;
        for (size_t i = 0; i < n; ++i) {
            if (fixed[i]) left -= need[i];
            else ++free;
        }
        level = free ? left / static_cast<float>(free) : 0.f;
        for (size_t i = 0; i < n; ++i)
            if (!fixed[i] && need[i] > level) fixed[i] = changed = true;
    }
    std::vector<float> out(n);
    for (size_t i = 0; i < n; ++i) out[i] = std::floor(fixed[i] ? need[i] : level);
    return out;
}

// What each label needs: its text and a little padding (a button gives its side padding to the
// label before cutting it), and never under a touch target.
std::vector<float> label_needs(const std::vector<std::string>& labels) {
    std::vector<float> need;
    for (const auto& l : labels) need.push_back(std::max(kTarget, std::ceil(text_width(shown(l))) + 12.f));
    return need;
}

// One row when the labels fit on it (longer words, larger text: uneven widths); else as many rows
// as it takes, as even as they can be (4 that do not fit in one are 2 and 2, not 3 and 1).
std::vector<std::pair<size_t, size_t>> split_rows(const std::vector<float>& need, float avail, float gap) {
    std::vector<std::pair<size_t, size_t>> rows;  // [first, last)
    for (size_t first = 0; first < need.size();) {
        size_t last = first + 1;
        float used = need[first];
        while (last < need.size() && used + gap + need[last] <= avail + 0.5f) used += gap + need[last++];
        rows.emplace_back(first, last);
        first = last;
    }
    if (rows.size() > 1) {
        const size_t per = (need.size() + rows.size() - 1) / rows.size();
        bool even_fits = true;
        for (size_t first = 0; first < need.size() && even_fits; first += per) {
            float used = -gap;
            for (size_t i = first; i < std::min(need.size(), first + per); ++i) used += gap + need[i];
            even_fits = used <= avail + 0.5f;
        }
        if (even_fits) {
            rows.clear();
            for (size_t first = 0; first < need.size(); first += per) rows.emplace_back(first, std::min(need.size(), first + per));
        }
    }
    return rows;
}

} // namespace

bool measurable() { return ImGui::GetCurrentContext() && ImGui::GetFont(); }

int button_row_count(const std::vector<std::string>& labels, float width) {
    if (labels.empty()) return 0;
    if (!measurable()) return 1;  // before the first frame: no font to measure with yet
    return static_cast<int>(split_rows(label_needs(labels), width, ImGui::GetStyle().ItemSpacing.x).size());
}

int button_row(const std::vector<std::string>& labels, int chosen, const std::vector<bool>& enabled) {
    if (labels.empty()) return -1;
    const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
    const std::vector<float> need = label_needs(labels);
    const auto rows = split_rows(need, avail, gap);
    int pressed = -1;
    for (const auto& [first, last] : rows) {
        const std::vector<float> mine(need.begin() + static_cast<long>(first), need.begin() + static_cast<long>(last));
        std::vector<float> w = row_widths(mine, avail - gap * static_cast<float>(last - first - 1));
        if (w.empty()) w.assign(last - first, std::floor(avail));  // a single label wider than the screen
        for (size_t i = first; i < last; ++i) {
            if (i > first) ImGui::SameLine();
            const bool on = i >= enabled.size() || enabled[i];
            ImGui::BeginDisabled(!on);
            if (choice(labels[i], static_cast<int>(i) == chosen, ImVec2(w[i - first], 0))) pressed = static_cast<int>(i);
            ImGui::EndDisabled();
        }
    }
    return pressed;
}

int action_row(const std::vector<std::string>& labels, const std::string& more,
               const std::function<bool(const std::string&, float)>& primary) {
    if (labels.empty()) return -1;
    const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
    // The small ones: words and a target's room (never under a target), More a target square.
    const std::vector<float> bare = label_needs(labels);
    const size_t n = labels.size();
    const float more_w = more.empty() ? 0.f : kTarget;
    // The first is the biggest: at least its words' room and more than any other's. The others get
    // a little room around their words when the line has it.
    std::vector<float> need;
    float first_w = 0.f;
    bool one_line = false;
    for (const float pad : {kSpaceM, kSpaceS, 0.f}) {
        need = bare;
        float rest = more.empty() ? 0.f : more_w + gap, widest = 0.f;
        for (size_t i = 1; i < n; ++i) need[i] += pad, rest += need[i] + gap, widest = std::max(widest, need[i]);
        first_w = std::floor(avail - rest);
        one_line = first_w >= std::max(need[0], widest + pad);
        if (one_line) break;
    }
    int pressed = -1;
    if (primary(labels[0], one_line ? first_w : avail)) pressed = 0;
    // The rest: on the first's line, or on a line of their own sharing its width.
    std::vector<float> w(need.begin() + 1, need.end());
    if (!one_line && n > 1) {
        const float space = avail - (more.empty() ? 0.f : more_w + gap) - gap * static_cast<float>(n - 2);
        if (std::vector<float> even = row_widths(w, space); !even.empty()) w = even;
    }
    float x = one_line ? first_w : avail;  // what the line holds so far
    for (size_t i = 1; i < n; ++i) {
        if (x + gap + w[i - 1] <= avail + 0.5f) ImGui::SameLine();
        else x = -gap;
        if (button(labels[i], ImVec2(std::min(w[i - 1], avail), 0))) pressed = static_cast<int>(i);
        x += gap + std::min(w[i - 1], avail);
    }
    if (!more.empty()) {
        if (x + gap + more_w <= avail + 0.5f) ImGui::SameLine();
        if (icon_button(Icon::Tools, more, ImVec2(more_w, 0))) pressed = static_cast<int>(n);
    }
    return pressed;
}

int button_grid(const std::vector<std::string>& labels, int cols) {
    cols = std::max(1, cols);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float w = std::floor((ImGui::GetContentRegionAvail().x - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
    // When one label of a row takes two lines, its row does: buttons side by side are one height.
    const size_t per = static_cast<size_t>(cols);
    int pressed = -1;
    float h = 0;
    for (size_t i = 0; i < labels.size(); ++i) {
        if (i % per != 0) {
            ImGui::SameLine();
        } else {
            h = 0;
            for (size_t j = i; j < std::min(labels.size(), i + per); ++j)
                if (text_width(shown(labels[j])) + 4.f > w + 0.5f) h = std::max(kTarget, 2.f * ImGui::GetTextLineHeight() + 6.f);
        }
        if (button(labels[i], ImVec2(w, h))) pressed = static_cast<int>(i);
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
    // Its words ("Volume 80%") on a line of their own above it, never under the thumb.
    char text[64] = "";
    if (*format) {
        std::snprintf(text, sizeof text, format, *value);
        ImGui::TextUnformatted(text);
    }
    TallFrames tall;
    ImGui::SetNextItemWidth(-FLT_MIN);
    const bool changed = ImGui::SliderInt(id, value, lo, hi, "");
    record(id, true, text_width(text) <= ImGui::GetItemRectSize().x + 0.5f);
    return changed;
}

bool input_text(const char* id, const char* hint, char* buf, size_t size, ImGuiInputTextFlags flags, float width) {
    TallFrames tall;
    ImGui::SetNextItemWidth(width);
    const bool entered = ImGui::InputTextWithHint(id, hint, buf, size, flags);
    record(id, true, true);
    return entered;
}

bool header(const std::string& label, const std::string& count) {
    TallFrames tall;
    // A header's text follows its arrow. With a count that does not fit on the line, its words wrap
    // onto more lines (the count never broken); a word too long for a line of its own is shortened.
    const std::string_view text = shown(label), id = std::string_view(label).substr(text.size());
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() - 3 * ImGui::GetStyle().FramePadding.x;
    std::string shown_text = count.empty() ? std::string(text) : std::string(text) + "  " + count;
    bool cut = false;
    if (text_width(shown_text) > room) {
        std::vector<std::string> words;
        for (size_t at = 0; at < text.size();) {
            const size_t space = std::min(text.find(' ', at), text.size());
            if (space > at) words.emplace_back(text.substr(at, space - at));
            at = space + 1;
        }
        if (!count.empty()) words.push_back(count);
        std::string lines, line;
        for (const std::string& word : words) {
            if (!line.empty() && text_width(line + " " + word) <= room) {
                line += " " + word;
                continue;
            }
            if (!line.empty()) lines += (lines.empty() ? "" : "\n") + line;
            line = shortened(word, room);
            cut = cut || line.size() != word.size();
        }
        shown_text = lines + (lines.empty() ? "" : "\n") + line;
    }
    const std::string fitted = shown_text + std::string(id.empty() ? "##" + std::string(text) : std::string(id));
    const bool open = ImGui::CollapsingHeader(fitted.c_str());
    record(fitted, true, ImGui::CalcTextSize(shown_text.c_str()).x <= room + 0.5f, cut);
    return open;
}

bool row(const std::string& label, bool selected, float width) {
    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.f, 0.5f));
    const bool pressed = ImGui::Selectable(label.c_str(), selected, 0, ImVec2(width, kTarget));
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
    record(fitted, false, true, fitted.size() != text.size());
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

void begin_page(const char* id, Rect r, bool scrolls) {
    ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h));
    ImGui::SetNextWindowBgAlpha(0.f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.f);
    ImGui::Begin(id, nullptr, kFixed | (scrolls ? 0 : ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse));
    ImGui::PopStyleVar();
}

void scroll_to_top(const char* id) {
    if (ImGuiWindow* w = ImGui::FindWindowByName(id)) {
        w->Scroll.y = 0.f;
        w->ScrollTarget.y = FLT_MAX;
    }
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
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kCardPad, kCardPad));
    ImGui::Begin(id, nullptr, kFixed | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleVar();
    if (g_log) g_log->sheets.emplace_back(ImGui::GetCurrentWindow()->Name);
}

void set_log(Log* log) { g_log = log; }
Unlogged::Unlogged() : kept(g_log) { g_log = nullptr; }
Unlogged::~Unlogged() { g_log = kept; }
void set_press(Press* press) { g_press = press; }
bool logging() { return g_log != nullptr; }
void note(const Item& item) {
    if (g_log) g_log->items.push_back(item);
}

} // namespace pz::ui
