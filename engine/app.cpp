// The app loop: SDL window, a renderer, Dear ImGui, audio, and one frame per step().
#include "engine/app.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <imgui.h>
#include <imgui_freetype.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "engine/data_dir.h"
#include "engine/text.h"
#include "engine/tween.h"

namespace pz {

namespace {
constexpr float kStep = 1.f / 60.f;
// After input the GUI needs a few frames: a click is seen down, then up, then what it opened.
constexpr int kSettleFrames = 4;
constexpr double kCaretFrame = 0.2;  // seconds between frames while a text field has the caret

// True if an ImGui window drawn last frame covers this point (window coordinates), so the
// press belongs to the GUI and not to the board. Works for touch, where hover state lags.
bool gui_covers(float x, float y) {
    ImGuiContext* g = ImGui::GetCurrentContext();
    if (!g) return false;
    for (ImGuiWindow* w : g->Windows) {
        if (!w->WasActive || w->Hidden || w->ParentWindow != nullptr) continue;
        if (w->Flags & ImGuiWindowFlags_NoInputs) continue;
        if (x >= w->Pos.x && y >= w->Pos.y && x < w->Pos.x + w->Size.x && y < w->Pos.y + w->Size.y) return true;
    }
    return false;
}
} // namespace

App::App() : cosmetic_(0x5eed) {}

App::~App() {
    scenes_.clear_to_root();
    scenes_.pop();
    scenes_.apply_pending(ctx_);
    if (imgui_ready_) {
        renderer_->gui_shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
    }
    renderer_.reset();
    audio_.reset();
    if (window_) SDL_DestroyWindow(window_);
    if (TTF_WasInit()) TTF_Quit();
    SDL_Quit();
}

bool App::init(const AppConfig& cfg, std::string* error) {
    cfg_ = cfg;
    // Without the UI font nothing can be written (and ImGui would abort): say where it was looked for.
    const std::string font = asset_dir() + kUiFont;
    if (SDL_RWops* f = SDL_RWFromFile(font.c_str(), "rb")) {
        SDL_RWclose(f);
    } else {
        if (error) *error = "the font " + font + " is missing (set PUZZLEBOX_ASSETS to a folder holding fonts/)";
        return false;
    }
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");  // ImGui sees taps as clicks
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        if (error) *error = SDL_GetError();
        return false;
    }
    if (TTF_Init() != 0) {
        if (error) *error = TTF_GetError();
        return false;
    }
    forced_scale_ = cfg.pixel_scale;
    if (const char* env = SDL_getenv("PUZZLEBOX_SCALE"); env && forced_scale_ <= 0) forced_scale_ = static_cast<float>(SDL_atof(env));
    forced_scale_ = forced_scale_ > 0 ? std::clamp(forced_scale_, 1.f, 4.f) : 0.f;
    const float grow = forced_scale_ > 0 ? forced_scale_ : 1.f;
    window_ = SDL_CreateWindow(cfg.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, static_cast<int>(static_cast<float>(cfg.width) * grow),
                               static_cast<int>(static_cast<float>(cfg.height) * grow), SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!window_) {
        if (error) *error = SDL_GetError();
        return false;
    }
    std::string why;
    renderer_ = cfg.renderer ? cfg.renderer(window_, &why) : make_sdl_renderer(window_, &why);
    if (!renderer_) {
        if (error) *error = why.empty() ? "no renderer" : why;
        return false;
    }
    audio_ = cfg.audio ? make_mixer_audio() : std::make_unique<NullAudio>();

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // the layout is ours; nothing to persist
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.FramePadding = ImVec2(14, 10);  // buttons >= 44 px tall for fingers
    style.ItemSpacing = ImVec2(10, 10);
    // Soft, rounded cards and keys (DESIGN.md), as a phone app's rather than a desktop tool's.
    style.WindowRounding = 14;
    style.ChildRounding = style.PopupRounding = 12;
    style.FrameRounding = 12;
    style.GrabRounding = 10;
    style.ScrollbarRounding = 9;
    style.GrabMinSize = 24;
    style.ScrollbarSize = 18;
    update_metrics();
    ctx_.background = cfg.clear;
    build_font();
    // ImGui's SDL half reads the window and its events; the renderer's half draws.
    ImGui_ImplSDL2_InitForSDLRenderer(window_);
    renderer_->gui_init();
    imgui_ready_ = true;

    ctx_.audio = audio_.get();
    ctx_.cosmetic = &cosmetic_;
    ctx_.scenes = &scenes_;
    ctx_.gestures = &gestures_;
    last_ms_ = clock_ ? clock_() : SDL_GetTicks();
    return true;
}

std::vector<std::pair<uint32_t, uint32_t>> ui_glyph_ranges() {
    // Latin with its accents (every language we translate into), general punctuation (dashes,
    // quotes, ellipsis, no-break spaces), currency, arrows, maths, shapes and symbols (★ ☆ ✓):
    // ImGui's default is Latin-1 only, and shows anything else as '?'.
    return {{0x0020, 0x024F}, {0x2000, 0x206F}, {0x20A0, 0x20CF}, {0x2190, 0x21FF}, {0x2200, 0x22FF},
            {0x25A0, 0x25FF}, {0x2600, 0x26FF}, {0x2700, 0x27BF}, {0xFFFD, 0xFFFD}};
}

ImFont* gui_font(GuiFont which) {
    ImFontAtlas* atlas = ImGui::GetCurrentContext() ? ImGui::GetIO().Fonts : nullptr;
    const int i = static_cast<int>(which);
    if (!atlas || atlas->Fonts.Size <= i) return ImGui::GetFont();
    return atlas->Fonts[i];
}

namespace {
const ImWchar* imgui_glyph_ranges() {
    static const std::vector<ImWchar> ranges = [] {
        std::vector<ImWchar> r;
        for (const auto& [first, last] : ui_glyph_ranges()) {
            r.push_back(static_cast<ImWchar>(first));
            r.push_back(static_cast<ImWchar>(last));
        }
        r.push_back(0);
        return r;
    }();
    return ranges.data();
}
} // namespace

void App::build_font() {
    ImGuiIO& io = ImGui::GetIO();
    const float scale = std::clamp(ctx_.text_scale * ctx_.ui_scale, 0.5f, 3.f);
    const std::string font = asset_dir() + kUiFont;
    io.Fonts->Clear();
    // FreeType rasterises, with its auto-hinter: stb_truetype (ImGui's default) does not hint, and
    // Inter's outlines carry no hints of their own, so thin bars (+, t, f, e) fell between two rows
    // of pixels, grey (issue 27). Light hinting snaps only vertically: the font's shapes and widths.
    io.Fonts->FontBuilderIO = ImGuiFreeType::GetBuilderForFreeType();
    io.Fonts->FontBuilderFlags = ImGuiFreeTypeBuilderFlags_ForceAutoHint | ImGuiFreeTypeBuilderFlags_LightHinting;
    // Rasterised at the size it is shown (never scaled up from a smaller atlas, which blurs), one
    // texel a pixel on whole pixels.
    ImFontConfig cfg;
    cfg.OversampleH = cfg.OversampleV = 1;
    cfg.PixelSnapH = true;
    // Whole pixels: the FreeType builder rasterises a whole number of them (it drops a fraction).
    if (io.Fonts->AddFontFromFileTTF(font.c_str(), std::round(20.f * scale * pixel_scale_), &cfg, imgui_glyph_ranges()) != nullptr) {
        io.FontGlobalScale = 1.f / pixel_scale_;
        // The small and large sizes rasterised too (gui_font): text scaled from another size is
        // sampled nearest and its strokes come out uneven.
        for (float size : {kGuiSmall, kGuiLarge})
            io.Fonts->AddFontFromFileTTF(font.c_str(), std::round(20.f * size * scale * pixel_scale_), &cfg, imgui_glyph_ranges());
    } else {
        io.Fonts->AddFontDefault();
    }
    if (imgui_ready_) renderer_->gui_fonts_changed();  // the next new frame makes the new one
    font_scale_ = ctx_.text_scale * ctx_.ui_scale;
    font_pixel_scale_ = pixel_scale_;
}

void App::update_metrics() {
    int ww = cfg_.width, wh = cfg_.height, pw = ww, ph = wh;
    if (window_) SDL_GetWindowSize(window_, &ww, &wh);
    if (renderer_) renderer_->output_size(&pw, &ph);
    const Vec2 window{static_cast<float>(ww), static_cast<float>(wh)};
    // A set scale: the window's points are that many pixels, its logical size that much smaller.
    const float forced = forced_scale_ > 0 ? forced_scale_ : 1.f;
    ctx_.size = {std::round(window.x / forced), std::round(window.y / forced)};
    pixel_scale_ = ctx_.size.x > 0 ? static_cast<float>(pw) / ctx_.size.x : 1.f;
    if (renderer_) renderer_->set_scale(pixel_scale_);
    gestures_.set_mapping(ctx_.size, window);
    ctx_.ui_scale = window_ui_scale(ctx_.size);
}

void App::resize(int w, int h) {
    const float grow = forced_scale_ > 0 ? forced_scale_ : 1.f;
    if (window_) SDL_SetWindowSize(window_, static_cast<int>(static_cast<float>(w) * grow), static_cast<int>(static_cast<float>(h) * grow));
    cfg_.width = w;
    cfg_.height = h;
    update_metrics();
    settle_ = kSettleFrames;
}

void App::redraw() { settle_ = kSettleFrames; }

void App::inject(const SDL_Event& e) { injected_.push_back(e); }

void App::set_page_hidden(bool hidden) {
    page_hidden_ = hidden;
    update_active();
}

void App::process_event(const SDL_Event& e, uint32_t now) {
    if (e.type == SDL_QUIT) {
        quit_ = true;
        return;
    }
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) update_metrics();
    if (e.type == SDL_WINDOWEVENT && renderer_) {
        // What the window showed may be gone: the next frame repaints it all.
        switch (e.window.event) {
        case SDL_WINDOWEVENT_EXPOSED:
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_MAXIMIZED:
        case SDL_WINDOWEVENT_SHOWN: renderer_->invalidate(); break;
        default: break;
        }
    }
    if (e.type == SDL_WINDOWEVENT) {
        // Focus and visibility: a game's clock stops while the player cannot see or use it.
        switch (e.window.event) {
        case SDL_WINDOWEVENT_FOCUS_LOST: focused_ = false; break;
        case SDL_WINDOWEVENT_FOCUS_GAINED: focused_ = true; break;
        case SDL_WINDOWEVENT_MINIMIZED:
        case SDL_WINDOWEVENT_HIDDEN: shown_ = false; break;
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_MAXIMIZED:
        case SDL_WINDOWEVENT_SHOWN: shown_ = true; break;
        default: break;
        }
        update_active();
    }
    if (e.type == SDL_APP_WILLENTERBACKGROUND || e.type == SDL_APP_DIDENTERFOREGROUND) {
        shown_ = e.type == SDL_APP_DIDENTERFOREGROUND;
        update_active();
    }
    if (e.type == SDL_DROPFILE) {
        if (e.drop.file) {
            const std::string path = e.drop.file;
            // Injected events own no SDL allocation; real ones do.
            if (!injecting_) SDL_free(e.drop.file);
            if (ctx_.on_file_dropped) ctx_.on_file_dropped(path, ctx_);
        }
        return;
    }
    touch_scroll_.feed(e, now, ctx_.size.x, ctx_.size.y);
    if (imgui_ready_) ImGui_ImplSDL2_ProcessEvent(&e);
    // Presses that land on a GUI window belong to the GUI; the board never sees them.
    const float to_logical = forced_scale_ > 0 ? 1.f / forced_scale_ : 1.f;  // window points -> logical
    if (e.type == SDL_MOUSEBUTTONDOWN && gui_covers(static_cast<float>(e.button.x) * to_logical, static_cast<float>(e.button.y) * to_logical)) return;
    if (e.type == SDL_FINGERDOWN && gui_covers(e.tfinger.x * ctx_.size.x, e.tfinger.y * ctx_.size.y)) return;
    if ((e.type == SDL_KEYDOWN || e.type == SDL_TEXTINPUT) && imgui_ready_ && ImGui::GetIO().WantTextInput) return;
    // A tap's time is when the finger touched, not when a slow frame got to it: on a phone drawing
    // five frames a second the two taps of a double tap would otherwise land frames apart. SDL
    // stamps each event as it is queued, on the real clock (a fake clock keeps the frame's time).
    uint32_t at = now;
    if (!clock_ && !injecting_ && e.common.timestamp != 0 && e.common.timestamp <= now) at = e.common.timestamp;
    gestures_.feed(e, at);
}

SoundRecorder& App::record_sound() {
    if (!recorder_) {
        const bool ours = ctx_.audio == audio_.get();
        auto r = std::make_unique<SoundRecorder>(std::move(audio_), [this] { return clock_ ? clock_() : SDL_GetTicks(); });
        recorder_ = r.get();
        audio_ = std::move(r);
        if (ours) ctx_.audio = audio_.get();
    }
    recorder_->start();
    recorder_->set_paused(!ctx_.active);
    return *recorder_;
}

void App::gui_click() {
    // A GUI control pressed and let go over itself (a button, a toggle, a slider): a soft click,
    // the same in every game. The board is no GUI control: it sounds its own moves.
    const ImGuiContext& g = *GImGui;
    const ImGuiID was = g.ActiveIdPreviousFrame;
    const bool window = g.ActiveIdPreviousFrameWindow && was == g.ActiveIdPreviousFrameWindow->MoveId;
    if (ctx_.audio && ctx_.active && was != 0 && g.ActiveId == 0 && !window && ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
        g.HoveredIdPreviousFrame == was)
        ctx_.audio->play(Sound::UiTap);
}

bool App::step() {
    const uint32_t now = clock_ ? clock_() : SDL_GetTicks();
    const float elapsed = static_cast<float>(now - last_ms_) / 1000.f;
    last_ms_ = now;

    SDL_Event e;
    bool input = false;
    const bool was_active = ctx_.active;
    while (SDL_PollEvent(&e)) {
        process_event(e, now);
        input = true;
    }
    injecting_ = true;  // injected events (tests) own no SDL allocations
    for (const SDL_Event& ie : injected_) process_event(ie, now);
    injecting_ = false;
    input = input || !injected_.empty();
    injected_.clear();
    gestures_.tick(now);
    touch_scroll_.update(now);
    for (const Gesture& g : gestures_.take()) {
        scenes_.dispatch(g, ctx_);
        input = true;
    }

    // Time counts as the player's only if the app was active before these events and still is:
    // the time away before a focus came back is not play.
    const bool active_now = ctx_.active;
    ctx_.active = was_active && active_now;
    if (idle_) {
        // After a sleep nothing was animating: one update covers the whole time (a game clock
        // keeps counting), where the fixed steps below would drop most of it.
        scenes_.update(std::min(elapsed, 3600.f), ctx_);
        accumulator_ = 0;
        ctx_.time += elapsed;
    } else {
        const float dt = std::min(0.1f, elapsed);
        accumulator_ += dt;
        for (int n = 0; accumulator_ >= kStep && n < 6; ++n) {
            scenes_.update(kStep, ctx_);
            accumulator_ -= kStep;
        }
        if (accumulator_ > kStep) accumulator_ = 0;  // fell behind: drop time rather than spiral
        ctx_.time += dt;
    }
    ctx_.active = active_now;

    if (input) settle_ = kSettleFrames;
    const double scene_next = scenes_.next_change_in(ctx_);
    double next = scene_next;
    // A long press may come any frame. A focused text field's caret blinks (ImGui: on 0.8 s, off
    // 0.4 s), which a frame every 0.2 s shows; typing wakes the loop by its own events.
    const bool caret = !gestures_.pressing() && imgui_ready_ && ImGui::GetIO().WantTextInput;
    if (gestures_.pressing() || touch_scroll_.moving() || transition_) next = 0;
    else if (caret) next = std::min(next, kCaretFrame - static_cast<double>(now - drawn_ms_) / 1000.0);
    const bool due = settle_ > 0 || capture_ || next <= 0 || !idle_ || static_cast<int32_t>(now - wake_ms_) >= 0;
    if (due) {
        // The player chose another text size, or the window went to a screen of another density.
        if (ctx_.text_scale * ctx_.ui_scale != font_scale_ || pixel_scale_ != font_pixel_scale_) build_font();
        renderer_->begin_frame(ctx_.background);
        canvas_.clear();
        scenes_.draw(canvas_, ctx_);
        renderer_->draw(canvas_);
        renderer_->gui_new_frame();
        ImGui_ImplSDL2_NewFrame();
        if (forced_scale_ > 0) {
            // The back end measured the window in points, which a set scale makes pixels.
            ImGuiIO& io = ImGui::GetIO();
            io.DisplaySize = ImVec2(ctx_.size.x, ctx_.size.y);
            if (io.MousePos.x > -FLT_MAX) io.MousePos = ImVec2(io.MousePos.x / forced_scale_, io.MousePos.y / forced_scale_);
        }
        if (gui_pointer_) {
            ImGuiIO& io = ImGui::GetIO();
            io.MousePos = ImVec2(gui_pointer_->x, gui_pointer_->y);
            io.MouseDown[0] = gui_pointer_down_;
        }
        touch_scroll_.before_frame();
        ImGui::NewFrame();
        scenes_.gui(ctx_);
        if (ctx_.overlay_gui) ctx_.overlay_gui(ctx_);
        gui_click();
        // The new screen comes up out of the background, over everything (board and GUI); input
        // already goes to it. The frame at the end draws it clear and asks for no more.
        Color veil = ctx_.background.with_alpha(0);
        if (transition_) {
            veil = veil.with_alpha(static_cast<uint8_t>(std::lround((1.f - ease(Ease::OutCubic, transition_progress())) * 255.f)));
            if (static_cast<uint32_t>(now - transition_ms_) >= kTransitionMs) transition_ = false;
        }
        renderer_->set_veil(veil);
        ImGui::Render();
        renderer_->gui_render();
        if (capture_) {
            last_frame_ = renderer_->read_pixels();
            capture_ = false;
        }
        renderer_->present();
        ++frames_drawn_;
        drawn_ms_ = now;
        if (caret && scene_next > 0) next = std::min(scene_next, kCaretFrame);  // the caret's next frame counts from this one
        if (settle_ > 0) --settle_;
    }
    const size_t depth = scenes_.size();
    const Scene* top = scenes_.top();
    scenes_.apply_pending(ctx_);
    if (scenes_.size() != depth || scenes_.top() != top) {
        settle_ = kSettleFrames;  // a new scene shows
        if (cfg_.transitions && !ctx_.reduced_motion && top != nullptr && scenes_.top() != nullptr) {
            transition_ = true;
            transition_ms_ = now;
            next = 0;
        }
    }
    idle_ = settle_ == 0 && next > 0;
    wake_ms_ = now + static_cast<uint32_t>(std::min(next, 3600.0) * 1000.0);
    return !quit_ && !ctx_.quit_requested && !scenes_.empty();
}

float App::transition_progress() const {
    if (!transition_) return 1.f;
    const uint32_t now = clock_ ? clock_() : SDL_GetTicks();
    return std::min(1.f, static_cast<float>(now - transition_ms_) / static_cast<float>(kTransitionMs));
}

uint32_t App::idle_wait_ms() const {
    if (!idle_) return 0;
    const uint32_t now = clock_ ? clock_() : SDL_GetTicks();
    const int32_t left = static_cast<int32_t>(wake_ms_ - now);
    return left > 0 ? static_cast<uint32_t>(left) : 0;
}

void App::run() {
    while (step()) {
        if (const uint32_t wait = idle_wait_ms(); wait > 0) {
            // Nothing to draw until an event or the next tick: sleep in the kernel, not in a loop.
            SDL_WaitEventTimeout(nullptr, static_cast<int>(std::min<uint32_t>(wait, 1000)));
            continue;
        }
        // About 60 frames a second without relying on vsync (absent under Xvfb and dummy video).
        const uint32_t spent = (clock_ ? clock_() : SDL_GetTicks()) - last_ms_;
        if (spent < 16) SDL_Delay(16 - spent);
    }
}

} // namespace pz
