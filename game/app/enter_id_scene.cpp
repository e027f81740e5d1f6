// "Enter ID or link": a puzzle ID, a seed ID or a link typed or pasted, or a file picked, opened.
#include <imgui.h>

#include <algorithm>
#include <vector>

#include "game/app/menu_page.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/theme.h"
#include "game/core/i18n.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

class EnterIdScene : public Scene {
public:
    explicit EnterIdScene(Shell& shell) : shell_(shell) {}
    std::string name() const override { return "enter-id"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (back_key(g)) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override {
        c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, shell_.palette().background);
    }
    void gui(Context& ctx) override {
        begin_sheet("##enter-id", ctx);
        ui::line(tr("Enter ID or link"));
        ImGui::Separator();
        ui::wrapped(tr("A puzzle ID (fling:7x8:...), a seed ID (bitflipper:5x5s3t0#42), a link to a Puzzlebox page or a replay, or a puzz.link Star Battle link."));
        if (focus_) {
            ImGui::SetKeyboardFocusHere();
            focus_ = false;
        }
        const bool entered = ui::input_text("##puzzle-id", tr("ID or link"), text_.data(), text_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
        if (shell_.paste_text && ui::button(tr("Paste"), ImVec2(-FLT_MIN, 0))) set_text(shell_.paste_text());
        // The browser's file picker: a replay file, or a file holding an ID or a link.
        if (shell_.pick_file && ui::button(tr("Open a file..."), ImVec2(-FLT_MIN, 0))) shell_.pick_file();
        if (ui::button(tr("Open"), ImVec2(-FLT_MIN, 0)) || entered) {
            auto ok = open_puzzle_text(shell_, *ctx.scenes, text_.data());
            error_ = ok ? std::string() : ok.error().message;
        }
        if (!error_.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(shell_.palette().error_text));
            ui::wrapped(error_);
            ImGui::PopStyleColor();
        }
        if (ui::button(tr("Back"), ImVec2(-FLT_MIN, 0))) ctx.scenes->pop();
        ImGui::End();
    }
    const std::string& error() const { return error_; }
    // What the field holds, as if typed or pasted (cut at kMaxLinkText).
    void set_text(const std::string& t) {
        const size_t n = std::min(t.size(), text_.size() - 1);
        std::copy_n(t.data(), n, text_.data());
        text_[n] = '\0';
    }
    std::string text() const { return text_.data(); }

private:
    Shell& shell_;
    // As long as the longest link the app makes (the old 4,096 bytes cut a 1,000-move replay link).
    std::vector<char> text_ = std::vector<char>(kMaxLinkText + 1, '\0');
    bool focus_ = true;
    std::string error_;
};

} // namespace

std::unique_ptr<Scene> make_enter_id_scene(Shell& shell) { return std::make_unique<EnterIdScene>(shell); }

} // namespace pz
