// Opening a long replay off the drawing thread: a sheet with its progress and Cancel over the
// screen it was opened from; once the game is replayed, its history replaces the sheet.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "game/app/scenes.h"
#include "game/app/shell.h"
#include "game/core/i18n.h"
#include "game/core/job.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

// "path: problem" said of the name the player knows the file by.
std::string named(std::string text, const std::string& path, const std::string& name) {
    for (size_t at = text.find(path); at != std::string::npos; at = text.find(path, at + name.size())) text.replace(at, path.size(), name);
    return text;
}

class OpeningScene : public Scene {
public:
    OpeningScene(Shell& shell, std::string path, std::string name)
        : shell_(shell), path_(std::move(path)), name_(std::move(name)),
          loaded_(std::make_shared<Result<LoadedRecord>>(fail("not read yet"))),
          job_(std::make_unique<Job>([out = loaded_, path = path_] { *out = load_record_file(path); })) {}

    std::string name() const override { return "opening"; }
    bool full_screen() const override { return false; }
    const Job& job() const { return *job_; }

    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Menu)) cancel(ctx);
        return true;  // the screen underneath waits
    }
    void update(float dt, Context& ctx) override {
        waited_ += dt;
        if (!job_->done() || finished_) return;
        finished_ = true;
        if (job_->cancelled()) return;
        ctx.scenes->pop();
        std::string note;
        auto ok = *loaded_ ? shell_.show_loaded_replay(*ctx.scenes, std::move(**loaded_), path_, name_, &note)
                           : Result<void>(loaded_->error());
        if (!ok) ctx.scenes->push(make_message_scene(tr("Cannot open this file"), named(ok.error().message, path_, name_)));
        else if (!note.empty()) ctx.scenes->push(make_message_scene(tr("Replay cut short"), named(note, path_, name_)));
    }
    // The bar moves and the work is polled until the replay is ready.
    double next_change_in(const Context& ctx) const override {
        (void)ctx;
        return finished_ ? kStill : 0;
    }
    void draw(Canvas& c, Context& ctx) override {
        if (waited_ >= kQuiet) c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 120});
    }
    void gui(Context& ctx) override {
        if (waited_ < kQuiet) return;  // a replay ready at once needs no sheet
        ui::begin_dialog("##opening", ctx.size, std::min(ctx.size.x - 32.f, 360.f));
        ui::wrapped(tr("Opening the replay..."));
        const double p = job_->fraction();
        // Reading the file comes before the moves are counted: until then the bar shows time passing.
        const float shown = p >= 0 ? static_cast<float>(p) : std::fmod(waited_ * 0.25f, 1.f);
        ImGui::ProgressBar(shown, ImVec2(-1, 0), p >= 0 ? nullptr : tr("reading"));
        if (ui::button(tr("Cancel"), ImVec2(-FLT_MIN, 0))) cancel(ctx);
        ImGui::End();
    }

private:
    static constexpr float kQuiet = 0.3f;
    void cancel(Context& ctx) {
        job_->cancel();
        finished_ = true;
        ctx.scenes->pop();
    }
    Shell& shell_;
    std::string path_, name_;
    std::shared_ptr<Result<LoadedRecord>> loaded_;
    std::unique_ptr<Job> job_;
    float waited_ = 0;
    bool finished_ = false;
};

} // namespace

std::unique_ptr<Scene> make_opening_scene(Shell& shell, std::string path, std::string name) {
    return std::make_unique<OpeningScene>(shell, std::move(path), std::move(name));
}

double opening_scene_progress(const Scene& s) {
    const auto* o = dynamic_cast<const OpeningScene*>(&s);
    return o ? o->job().fraction() : -1;
}

} // namespace pz
