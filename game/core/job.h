// Long work (generating, solving) off the thread that draws: a Job runs a function on a worker
// thread and the scene that started it polls done() and progress() each frame and may cancel().
// Long loops inside the work call job_continue(), which reports progress and says when to stop.
// Where there are no threads (the web page's build) a front end may run generation elsewhere (the
// page runs it in a Web Worker: set_generation_runner); other work runs at once, as before.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "game/core/result.h"

namespace pz {

class GameType;

// Inside a job: records progress (a fraction 0..1, or negative for "unknown") and returns false
// once the job is cancelled, so the loop can stop. Outside any job it always returns true.
bool job_continue(double fraction = -1);
// Inside a job whose fraction cannot be known (a generator trying boards until one fits): how many
// tries it has made, which the player sees instead; false once cancelled. It travels as progress
// 1 + tries, so it reaches the page through the same channel as a fraction.
bool job_tried(int tries);

class Job {
public:
    struct State {
        std::atomic<bool> done{false}, cancelled{false};
        std::atomic<double> progress{-1};
        // For work run outside this process's threads (single-threaded front ends only): called
        // by cancel(), and by job_continue() with each progress report.
        std::function<void()> on_cancel;
        std::function<void(double)> on_progress;
    };

    explicit Job(std::function<void()> work);
    // A job whose work runs elsewhere: whoever holds the state reports progress and sets done.
    explicit Job(std::shared_ptr<State> state) : state_(std::move(state)) {}
    // Cancels; a worker still busy is left to finish on its own (it owns what it uses), so the
    // scene leaving never waits for it.
    ~Job();
    Job(const Job&) = delete;
    Job& operator=(const Job&) = delete;

    bool done() const { return state_->done.load(std::memory_order_acquire); }
    // The raw report: a fraction 0..1, 1 + tries (job_tried), or negative when nothing is known.
    double progress() const { return state_->progress.load(std::memory_order_relaxed); }
    // The fraction done, or -1 when none is known.
    double fraction() const {
        const double p = progress();
        return p >= 0 && p <= 1 ? p : -1;
    }
    // The tries reported by job_tried, or 0.
    int tries() const {
        const double p = progress();
        return p > 1 ? static_cast<int>(p - 1) : 0;
    }
    void cancel();
    bool cancelled() const { return state_->cancelled.load(std::memory_order_relaxed); }

private:
    std::shared_ptr<State> state_;
};

// Whether a Job's work runs on a thread of its own; where it does not (a web build without threads)
// it runs at once, inside the Job's constructor.
bool jobs_have_threads();
// Runs work on a thread of its own that nobody waits for (it owns what it uses), or at once where
// there are no threads. A Job's worker is started this way.
void run_detached(std::function<void()> work);

// Runs work on this thread as if inside a job with this state (a worker's side of a remote job):
// job_continue() reports to it and reads its cancel flag.
void run_in_job(Job::State& state, const std::function<void()>& work);

// Making a puzzle: GameType::generate(params, seed) as a job, its result in *out once done().
using Generated = std::shared_ptr<Result<std::string>>;
std::unique_ptr<Job> start_generation(const GameType& game, std::string params, uint64_t seed, const Generated& out);
// A front end without threads of its own can run generators elsewhere (the web page: a worker
// running the same code). The runner starts the work and later fills *out and sets state->done.
using GenerationRunner =
    std::function<void(const GameType& game, const std::string& params, uint64_t seed, std::shared_ptr<Job::State>, Generated out)>;
void set_generation_runner(GenerationRunner runner);

} // namespace pz
