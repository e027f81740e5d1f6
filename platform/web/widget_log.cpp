// Dear ImGui's test-engine hooks, used read-only: every labelled widget's rectangle per frame,
// so the browser test can tap "Undo" where it is drawn instead of at guessed coordinates.
#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>
#include <string>
#include <unordered_map>
#include <vector>

#include "platform/web/web.h"

namespace {

struct Widget {
    ImRect box;
    std::string label;
    bool disabled = false;
};
std::unordered_map<ImGuiID, Widget> building, finished;

void json_string(std::string& out, std::string_view s) {
    out += '"';
    for (char c : s) {
        if (c == '"' || c == '\\') { out += '\\'; out += c; }
        else if (static_cast<unsigned char>(c) < 0x20) out += ' ';
        else out += c;
    }
    out += '"';
}

} // namespace

void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
    ImRect box = bb;
    if (ctx->CurrentWindow) box.ClipWithFull(ctx->CurrentWindow->ClipRect);
    Widget& w = building[id];
    w.box = box;
    w.disabled = (ctx->CurrentItemFlags & ImGuiItemFlags_Disabled) != 0;
}

namespace {
// The text field the page's phone keyboard types into: the last one ImGui edited (its state
// outlives the editing), where the last finished frame drew it.
ImRect text_field_box;
bool text_field_shown = false;
} // namespace

void ImGuiTestEngineHook_ItemInfo(ImGuiContext*, ImGuiID id, const char* label, ImGuiItemStatusFlags) {
    auto it = building.find(id);
    if (it == building.end() || !label) return;
    // The visible part of "Text##id"; a widget with no visible text (a combo "##preset") keeps its id.
    std::string_view l(label);
    const std::string_view shown = l.substr(0, l.find("##"));
    it->second.label = std::string(shown.empty() ? l : shown);
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID id) {
    auto it = finished.find(id);
    return it == finished.end() ? nullptr : it->second.label.c_str();
}

namespace pz::web {

void widgets_new_frame() {
    ImGuiContext* g = ImGui::GetCurrentContext();
    if (g) g->TestEngineHookItems = true;
    finished.swap(building);
    building.clear();
    const auto field = g && g->InputTextState.ID ? finished.find(g->InputTextState.ID) : finished.end();
    text_field_shown = field != finished.end() && field->second.box.GetWidth() > 0 && field->second.box.GetHeight() > 0;
    if (text_field_shown) text_field_box = field->second.box;
}

bool text_field(float* x, float* y, float* w, float* h) {
    if (!text_field_shown) return false;
    *x = text_field_box.Min.x;
    *y = text_field_box.Min.y;
    *w = text_field_box.GetWidth();
    *h = text_field_box.GetHeight();
    return true;
}

std::string widgets_json() {
    std::string out = "[";
    for (const auto& [id, w] : finished) {
        if (w.label.empty() || w.box.GetWidth() <= 0 || w.box.GetHeight() <= 0) continue;
        if (out.size() > 1) out += ',';
        char nums[128];
        std::snprintf(nums, sizeof nums, ",\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f,\"disabled\":%s}", w.box.Min.x,
                      w.box.Min.y, w.box.GetWidth(), w.box.GetHeight(), w.disabled ? "true" : "false");
        out += "{\"label\":";
        json_string(out, w.label);
        out += nums;
    }
    return out + "]";
}

} // namespace pz::web
