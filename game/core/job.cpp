// Jobs on worker threads, and the per-thread link job_continue() uses to reach its job.
#include "game/core/job.h"

#if !defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__)
#include <thread>
#define PZ_JOB_THREADS 1
#endif

namespace pz {

namespace {
thread_local Job::State* current = nullptr;
} // namespace

bool job_continue(double fraction) {
    if (!current) return true;
    if (fraction >= 0) current->progress.store(fraction, std::memory_order_relaxed);
    return !current->cancelled.load(std::memory_order_relaxed);
}

Job::Job(std::function<void()> work) : state_(std::make_shared<State>()) {
    auto run = [state = state_, work = std::move(work)] {
        Job::State* outer = current;
        current = state.get();
        work();
        current = outer;
        state->done.store(true, std::memory_order_release);
    };
#ifdef PZ_JOB_THREADS
    std::thread(std::move(run)).detach();
#else
    run();
#endif
}

Job::~Job() { cancel(); }

} // namespace pz
