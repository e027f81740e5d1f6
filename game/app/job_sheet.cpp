// A progress sheet over the screen underneath while a Job runs (job_sheet.h).
#include "game/app/job_sheet.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/canvas.h"
#include "game/core/i18n.h"
#include "game/ui/widgets.h"

namespace pz {

bool JobSheet::handle(const Gesture& g, Context& ctx) {
    if (g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Menu)) cancel(ctx);
    return true;  // the screen underneath waits
}

void JobSheet::start_shown(std::function<void()> work) {
    shown_at_once_ = true;
    if (jobs_have_threads()) {
        start(std::make_unique<Job>(std::move(work)));
        return;
    }
    deferred_ = std::move(work);
    start(std::make_unique<Job>(std::make_shared<Job::State>()));  // not done until the work has run
}

void JobSheet::update(float dt, Context& ctx) {
    waited_ += dt;
    // The first update comes before the sheet's first frame; the work waits for the second.
    if (deferred_ && ++updates_ >= 2 && !finished_) start(std::make_unique<Job>(std::exchange(deferred_, nullptr)));
    if (!job_->done() || finished_) return;
    finished_ = true;
    if (!job_->cancelled()) finish(ctx);
}

double JobSheet::next_change_in(const Context& ctx) const {
    (void)ctx;
    return finished_ ? kStill : 0;
}

void JobSheet::draw(Canvas& c, Context& ctx) {
    if (shown()) c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 120});
}

void JobSheet::gui(Context& ctx) {
    if (!shown()) return;
    ui::begin_dialog("##jobsheet", ctx.size, std::min(ctx.size.x - 32.f, 360.f));
    ui::wrapped(words());
    const double p = job_->fraction();
    // Without a known fraction the bar shows time passing, so the player sees it is alive.
    const float shown = p >= 0 ? static_cast<float>(p) : std::fmod(waited_ * 0.25f, 1.f);
    const std::string label = bar_words();
    ImGui::ProgressBar(shown, ImVec2(-1, 0), p >= 0 ? nullptr : label.c_str());
    if (ui::button(tr("Cancel"), ImVec2(-FLT_MIN, 0))) cancel(ctx);
    ImGui::End();
}

void JobSheet::cancel(Context& ctx) {
    job_->cancel();
    finished_ = true;
    ctx.scenes->pop();
}

} // namespace pz
