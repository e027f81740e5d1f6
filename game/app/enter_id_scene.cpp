// "Enter ID or link": a puzzle ID, a seed ID or a link typed or pasted, or a file picked, opened;
// and the Make screen's "Open a puzzle...", the same sheet opening what it reads in the editor.
#include <imgui.h>

#include <algorithm>
#include <vector>

#include "game/app/make.h"
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
    // For Make: what it reads opens in the editor (of `only`'s game when set).
    EnterIdScene(Shell& shell, const GameType* only) : shell_(shell), make_(true), only_(only) {}
    std::string name() const override { return make_ ? "make-open" : "enter-id"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (back_key(g)) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override {
        c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, shell_.palette().background);
    }
    void gui(Context& ctx) override {
        begin_sheet("##enter-id", ctx);
        ui::line(make_ ? tr("Open a puzzle to change") : tr("Enter ID or link"));
        ImGui::Separator();
        if (!make_) ui::wrapped(tr("A puzzle ID (fling:7x8:...), a seed ID (bitflipper:5x5s3t0#42), a link to a Puzzlebox page or a replay, or a puzz.link Star Battle link."));
        else ui::wrapped(tr("A puzzle ID or a link (a Puzzlebox one or a puzz.link Star Battle), or a file: a crossword's .ipuz or Across Lite .puz, a pzprv3 Star Battle, or a replay (.pzr). The editor gets a copy; the original stays as it was."));
        if (make_ && !shell_.pick_file) ui::wrapped(tr("To open a file, drop it on the window or type its path."), true);
        if (focus_) {
            ImGui::SetKeyboardFocusHere();
            focus_ = false;
        }
        const bool entered = ui::input_text("##puzzle-id", tr("ID or link"), text_.data(), text_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
        if (shell_.paste_text && ui::button(tr("Paste"), ImVec2(-FLT_MIN, 0))) set_text(shell_.paste_text());
        // The browser's file picker: a replay file, or a file holding an ID or a link.
        if (shell_.pick_file && ui::button(tr("Open a file..."), ImVec2(-FLT_MIN, 0))) shell_.pick_file();
        if (ui::button(tr("Open"), ImVec2(-FLT_MIN, 0)) || entered) {
            auto ok = open(*ctx.scenes, text_.data());
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
    // Opens the text as this sheet does: plays it, or (Make's) opens it in the editor under the
    // sheet, in place of the screen it was opened over.
    Result<void> open(SceneStack& scenes, std::string_view text) {
        if (!make_) return open_puzzle_text(shell_, scenes, text);
        auto scene = open_in_make(shell_, text, only_);
        if (!scene) return scene.error();
        scenes.pop();
        scenes.replace_top(std::move(*scene));
        return {};
    }

private:
    Shell& shell_;
    // As long as the longest link the app makes (the old 4,096 bytes cut a 1,000-move replay link).
    std::vector<char> text_ = std::vector<char>(kMaxLinkText + 1, '\0');
    bool focus_ = true;
    std::string error_;
    bool make_ = false;
    const GameType* only_ = nullptr;
};

} // namespace

std::unique_ptr<Scene> make_enter_id_scene(Shell& shell) { return std::make_unique<EnterIdScene>(shell); }

std::unique_ptr<Scene> make_open_in_make_scene(Shell& shell, const GameType* only) { return std::make_unique<EnterIdScene>(shell, only); }

Result<void> open_in_sheet(Scene& sheet, SceneStack& scenes, std::string_view text) {
    auto* s = dynamic_cast<EnterIdScene*>(&sheet);
    if (!s) return fail("not an enter-ID sheet");
    return s->open(scenes, text);
}

} // namespace pz
