// A message over the scenes below: a title, its text and OK.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/core/i18n.h"
#include "game/core/job.h"
#include "game/core/record.h"
#include "game/core/replay_link.h"
#include "game/core/text.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

class MessageScene : public Scene {
public:
    MessageScene(std::string title, std::string text) : title_(std::move(title)), text_(std::move(text)) {}
    std::string name() const override { return "message"; }
    bool full_screen() const override { return false; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Confirm)) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 140}); }
    const std::string& text() const { return text_; }
    void gui(Context& ctx) override {
        ui::begin_dialog("##message", ctx.size, std::min(ctx.size.x - 40.f, 420.f));
        ui::title(title_);
        ImGui::Separator();
        ui::wrapped(text_);
        if (ui::button(tr("OK"), ImVec2(-FLT_MIN, 0))) ctx.scenes->pop();
        ImGui::End();
    }

private:
    std::string title_, text_;
};

} // namespace

std::unique_ptr<Scene> make_message_scene(std::string title, std::string text) {
    return std::make_unique<MessageScene>(std::move(title), std::move(text));
}

std::string message_scene_text(const Scene& s) {
    const auto* m = dynamic_cast<const MessageScene*>(&s);
    return m ? m->text() : std::string();
}

} // namespace pz
