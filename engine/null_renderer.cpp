// The null renderer: a running app with no pixels (headless tests).
#include <SDL.h>
#include <imgui.h>

#include "engine/renderer.h"

namespace pz {

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
