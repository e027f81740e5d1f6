// Making a new puzzle off the drawing thread: a small sheet with progress and Cancel over the level
// list; when the puzzle is ready, the game replaces it. The window stays responsive throughout.
#include <memory>
#include <string>

#include "game/app/job_sheet.h"
#include "game/core/job.h"
#include "game/core/i18n.h"
#include "game/app/scenes.h"

namespace pz {

namespace {

class GeneratingScene : public JobSheet {
public:
    GeneratingScene(Shell& shell, const GameType& game, std::string params, uint64_t seed, PlayOrigin origin)
        : shell_(shell), game_(game), params_(std::move(params)), origin_(std::move(origin)),
          made_(std::make_shared<Result<std::string>>(fail("not made yet"))) {
        start(start_generation(game, params_, seed, made_));
    }
    GeneratingScene(Shell& shell, const GameType& game, std::string params, PlayOrigin origin, std::unique_ptr<Job> job, Generated made)
        : shell_(shell), game_(game), params_(std::move(params)), origin_(std::move(origin)), made_(std::move(made)) {
        start(std::move(job));
    }

    std::string name() const override { return "generating"; }

private:
    std::string words() const override { return trf("Making a new {1} puzzle ({2})...", tr(game_.title()), origin_.label); }
    // A generator that tries boards until one fits says how many it has tried.
    std::string bar_words() const override {
        const int tries = job().tries();
        return tries > 0 ? trn("{1} board tried", "{1} boards tried", tries) : std::string(tr("working"));
    }
    void finish(Context& ctx) override {
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
    Shell& shell_;
    const GameType& game_;
    std::string params_;
    PlayOrigin origin_;
    Generated made_;
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
