// Long work (generating, solving) off the thread that draws: a Job runs a function on a worker
// thread and the scene that started it polls done() and progress() each frame and may cancel().
// Long loops inside the work call job_continue(), which reports progress and says when to stop.
// Where there are no threads (the web page's build) the work runs at once, as before.
#pragma once
#include <atomic>
#include <functional>
#include <memory>

namespace pz {

// Inside a job: records progress (a fraction 0..1, or negative for "unknown") and returns false
// once the job is cancelled, so the loop can stop. Outside any job it always returns true.
bool job_continue(double fraction = -1);

class Job {
public:
    explicit Job(std::function<void()> work);
    // Cancels; a worker still busy is left to finish on its own (it owns what it uses), so the
    // scene leaving never waits for it.
    ~Job();
    Job(const Job&) = delete;
    Job& operator=(const Job&) = delete;

    bool done() const { return state_->done.load(std::memory_order_acquire); }
    double progress() const { return state_->progress.load(std::memory_order_relaxed); }
    void cancel() { state_->cancelled.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return state_->cancelled.load(std::memory_order_relaxed); }

    struct State {
        std::atomic<bool> done{false}, cancelled{false};
        std::atomic<double> progress{-1};
    };

private:
    std::shared_ptr<State> state_;
};

} // namespace pz
