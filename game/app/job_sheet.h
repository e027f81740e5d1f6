// A small sheet over the screen underneath while a Job runs off the drawing thread: a line saying
// what is being done, a progress bar and Cancel (Back or Menu cancel too). Making a puzzle and
// opening a long replay are such sheets.
#pragma once
#include <functional>
#include <memory>
#include <string>

#include "engine/scene.h"
#include "game/core/job.h"

namespace pz {

class JobSheet : public Scene {
public:
    bool full_screen() const override { return false; }
    bool handle(const Gesture& g, Context& ctx) override;
    void update(float dt, Context& ctx) override;
    // The bar moves and the job is polled until it is done.
    double next_change_in(const Context& ctx) const override;
    void draw(Canvas& c, Context& ctx) override;
    void gui(Context& ctx) override;
    const Job& job() const { return *job_; }

protected:
    // The derived scene starts its job in its constructor (the job may use its members).
    void start(std::unique_ptr<Job> job) { job_ = std::move(job); }
    // Work known to be long (a huge replay): the sheet shows from its first frame, not after
    // kQuiet; where jobs have no threads (jobs_have_threads) the work starts once the sheet has
    // been drawn, so the window says what it is busy with before it is.
    void start_shown(std::function<void()> work);
    virtual std::string words() const = 0;      // what is being done, in player words
    virtual std::string bar_words() const = 0;  // on the bar while no fraction is known
    // Once, when the job is done (not cancelled): replace this sheet with what it made.
    virtual void finish(Context& ctx) = 0;

private:
    // Most jobs are done before a sheet would be worth showing.
    static constexpr float kQuiet = 0.3f;
    void cancel(Context& ctx);
    bool shown() const { return shown_at_once_ || waited_ >= kQuiet; }
    std::unique_ptr<Job> job_;
    std::function<void()> deferred_;  // start_shown's work, until the sheet has been drawn
    float waited_ = 0;
    int updates_ = 0;
    bool finished_ = false, shown_at_once_ = false;
};

} // namespace pz
