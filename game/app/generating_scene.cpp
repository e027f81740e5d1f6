// Making a new puzzle off the drawing thread: a small sheet with progress and Cancel over the level
// list; when the puzzle is ready, the game replaces it. The window stays responsive throughout.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "game/core/job.h"
#include "game/core/i18n.h"
#include "game/app/scenes.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

class GeneratingScene : public Scene {
public:
    GeneratingScene(Shell& shell, const GameType& game, std::string params, uint64_t seed, PlayOrigin origin)
        : shell_(shell), game_(game), params_(std::move(params)), origin_(std::move(origin)),
          made_(std::make_shared<Result<std::string>>(fail("not made yet"))),
          job_(start_generation(game, params_, seed, made_)) {}
    GeneratingScene(Shell& shell, const GameType& game, std::string params, PlayOrigin origin, std::unique_ptr<Job> job, Generated made)
        : shell_(shell), game_(game), params_(std::move(params)), origin_(std::move(origin)), made_(std::move(made)), job_(std::move(job)) {}

    std::string name() const override { return "generating"; }
    bool full_screen() const override { return false; }
    const Job& job() const { return *job_; }

    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Menu)) cancel(ctx);
        return true;  // the list underneath waits
    }
    void update(float dt, Context& ctx) override {
        waited_ += dt;
        if (!job_->done() || finished_) return;
        finished_ = true;
        if (job_->cancelled()) return;
        Result<std::unique_ptr<Scene>> scene = fail("");
        if (!*made_) {
            scene = made_->error();
        } else if (auto puzzle = game_.load(params_, **made_); !puzzle) {
            scene = puzzle.error();
        } else if (auto play = shell_.play(std::make_shared<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle))), origin_)) {
            scene = std::move(play);
        } else {
            scene = fail(tr("this game has no board view yet"));
        }
        if (scene) ctx.scenes->replace_top(std::move(*scene));
        else ctx.scenes->replace_top(make_message_scene(tr("Could not make this puzzle"), scene.error().message));
    }
    // The bar moves and the result is polled until the puzzle is made.
    double next_change_in(const Context& ctx) const override {
        (void)ctx;
        return finished_ ? kStill : 0;
    }
    void draw(Canvas& c, Context& ctx) override {
        if (waited_ >= kQuiet) c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 120});
    }
    void gui(Context& ctx) override {
        if (waited_ < kQuiet) return;  // most puzzles are ready before a sheet would be worth showing
        ui::begin_dialog("##generating", ctx.size, std::min(ctx.size.x - 32.f, 360.f));
        ui::wrapped(trf("Making a new {1} puzzle ({2})...", tr(game_.title()), origin_.label));
        const double p = job_->fraction();
        const int tries = job_->tries();
        // Without a known fraction the bar shows time passing, so the player sees it is alive, and
        // a generator that tries boards until one fits says how many it has tried.
        const float shown = p >= 0 ? static_cast<float>(p) : std::fmod(waited_ * 0.25f, 1.f);
        const std::string words = tries > 0 ? trn("{1} board tried", "{1} boards tried", tries) : std::string(tr("working"));
        ImGui::ProgressBar(shown, ImVec2(-1, 0), p >= 0 ? nullptr : words.c_str());
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
    const GameType& game_;
    std::string params_;
    PlayOrigin origin_;
    Generated made_;
    std::unique_ptr<Job> job_;
    float waited_ = 0;
    bool finished_ = false;
};

} // namespace

std::unique_ptr<Scene> make_generating_scene(Shell& shell, const GameType& g, std::string params, uint64_t seed, PlayOrigin origin) {
    return std::make_unique<GeneratingScene>(shell, g, std::move(params), seed, std::move(origin));
}

std::unique_ptr<Scene> make_generating_scene(Shell& shell, const GameType& g, std::string params, PlayOrigin origin,
                                             std::unique_ptr<Job> job, Generated made) {
    return std::make_unique<GeneratingScene>(shell, g, std::move(params), std::move(origin), std::move(job), std::move(made));
}

bool generating_scene_busy(const Scene& s) {
    const auto* g = dynamic_cast<const GeneratingScene*>(&s);
    return g && !g->job().done();
}

double generating_scene_progress(const Scene& s) {
    const auto* g = dynamic_cast<const GeneratingScene*>(&s);
    return g ? g->job().fraction() : -1;
}

int generating_scene_tries(const Scene& s) {
    const auto* g = dynamic_cast<const GeneratingScene*>(&s);
    return g ? g->job().tries() : 0;
}

} // namespace pz
