// Jobs on worker threads, the per-thread link job_continue() uses to reach its job, and making
// puzzles as jobs (on a thread, or through a front end's own runner).
#include "game/core/job.h"

#include <algorithm>

#include "game/core/game.h"

#if !defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__)
#include <thread>
#define PZ_JOB_THREADS 1
#endif

namespace pz {

namespace {
thread_local Job::State* current = nullptr;
GenerationRunner& runner() {
    static GenerationRunner r;
    return r;
}
} // namespace

bool job_continue(double fraction) {
    if (!current) return true;
    if (fraction >= 0) {
        current->progress.store(fraction, std::memory_order_relaxed);
        if (current->on_progress) current->on_progress(fraction);
    }
    return !current->cancelled.load(std::memory_order_relaxed);
}

bool job_tried(int tries) { return job_continue(1.0 + std::max(tries, 1)); }

void run_in_job(Job::State& state, const std::function<void()>& work) {
    Job::State* outer = current;
    current = &state;
    work();
    current = outer;
}

Job::Job(std::function<void()> work) : state_(std::make_shared<State>()) {
    auto run = [state = state_, work = std::move(work)] {
        run_in_job(*state, work);
        state->done.store(true, std::memory_order_release);
    };
    run_detached(std::move(run));
}

void run_detached(std::function<void()> work) {
#ifdef PZ_JOB_THREADS
    std::thread(std::move(work)).detach();
#else
    work();
#endif
}

Job::~Job() { cancel(); }

bool jobs_have_threads() {
#ifdef PZ_JOB_THREADS
    return true;
#else
    return false;
#endif
}

void Job::cancel() {
    if (state_->cancelled.exchange(true, std::memory_order_relaxed)) return;
    if (state_->on_cancel && !done()) state_->on_cancel();
}

void set_generation_runner(GenerationRunner r) { runner() = std::move(r); }

std::unique_ptr<Job> start_generation(const GameType& game, std::string params, uint64_t seed, const Generated& out) {
    if (runner()) {
        auto state = std::make_shared<Job::State>();
        runner()(game, params, seed, state, out);
        return std::make_unique<Job>(state);
    }
    return std::make_unique<Job>([g = &game, p = std::move(params), seed, out] { *out = g->generate(p, seed); });
}

} // namespace pz
