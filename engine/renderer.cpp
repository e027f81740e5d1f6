// What every back end shares (placing the GUI's glyphs), and the null renderer: a running app
// with no pixels (headless tests).
#include "engine/renderer.h"

#include <SDL.h>
#include <imgui.h>

#include <cmath>

namespace pz {

namespace {
// A whole output pixel in logical units, a hair past it so that a back end truncating to whole
// pixels (SDL's software renderer) lands on the same one. A glyph's far edges go two hairs past:
// SDL truncates the quad's size (far - near) too, and with one hair at both ends the difference
// of the floats can fall just short of whole, which dropped a row or column of the glyph (issue 27).
float on_pixel(float px, float scale, float hair = 0.01f) { return (px + hair) / scale; }
constexpr float kFarHair = 0.02f;
} // namespace

void snap_gui_glyphs(float scale) {
    ImDrawData* data = ImGui::GetDrawData();
    if (!data || scale <= 0) return;
    const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
    const auto textured = [&](const ImDrawVert& v) { return v.uv.x != white.x || v.uv.y != white.y; };
    for (int n = 0; n < data->CmdListsCount; ++n) {
        ImVector<ImDrawVert>& vb = data->CmdLists[n]->VtxBuffer;
        for (int i = 0; i < vb.Size; ++i) {
            if (!textured(vb[i])) continue;  // shapes keep their smooth fringes
            // A glyph is a quad (top-left, top-right, bottom-right, bottom-left): moved as one,
            // its size kept in whole pixels, so both edges cannot round apart.
            if (i + 3 < vb.Size && textured(vb[i + 1]) && textured(vb[i + 2]) && textured(vb[i + 3]) && vb[i].pos.y == vb[i + 1].pos.y &&
                vb[i + 1].pos.x == vb[i + 2].pos.x && vb[i + 2].pos.y == vb[i + 3].pos.y && vb[i + 3].pos.x == vb[i].pos.x) {
                const float x0 = std::round(vb[i].pos.x * scale), y0 = std::round(vb[i].pos.y * scale);
                const float x1 = x0 + std::round((vb[i + 1].pos.x - vb[i].pos.x) * scale);
                const float y1 = y0 + std::round((vb[i + 2].pos.y - vb[i].pos.y) * scale);
                vb[i].pos = ImVec2(on_pixel(x0, scale), on_pixel(y0, scale));
                vb[i + 1].pos = ImVec2(on_pixel(x1, scale, kFarHair), on_pixel(y0, scale));
                vb[i + 2].pos = ImVec2(on_pixel(x1, scale, kFarHair), on_pixel(y1, scale, kFarHair));
                vb[i + 3].pos = ImVec2(on_pixel(x0, scale), on_pixel(y1, scale, kFarHair));
                i += 3;
                continue;
            }
            vb[i].pos = ImVec2(on_pixel(std::round(vb[i].pos.x * scale), scale), on_pixel(std::round(vb[i].pos.y * scale), scale));
        }
    }
}

void NullRenderer::output_size(int* w, int* h) const {
    *w = *h = 0;
    if (window_) SDL_GetWindowSize(window_, w, h);
}

bool NullRenderer::gui_init() {
    ImGui::GetIO().BackendRendererName = "puzzlebox_null";
    return true;
}

void NullRenderer::gui_new_frame() {
    // ImGui wants its font atlas built before a frame; nothing uploads it.
    ImGuiIO& io = ImGui::GetIO();
    if (io.Fonts->IsBuilt()) return;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
    io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<intptr_t>(1)));
}

void NullRenderer::gui_shutdown() { ImGui::GetIO().BackendRendererName = nullptr; }

RendererFactory null_renderer_factory(NullRenderer** made) {
    return [made](SDL_Window* w, std::string*) {
        auto r = std::make_unique<NullRenderer>(w);
        *made = r.get();
        return std::unique_ptr<Renderer>(std::move(r));
    };
}

Image NullRenderer::read_pixels() {
    Image img;
    output_size(&img.w, &img.h);
    img.rgba.resize(static_cast<size_t>(img.w) * static_cast<size_t>(img.h) * 4);
    for (size_t i = 0; i + 3 < img.rgba.size(); i += 4) {
        img.rgba[i] = clear.r;
        img.rgba[i + 1] = clear.g;
        img.rgba[i + 2] = clear.b;
        img.rgba[i + 3] = 255;
    }
    return img;
}

} // namespace pz
