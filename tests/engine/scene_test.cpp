// Scene stack semantics: event routing top-down, deferred push/pop, overlays, drawing order.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/scene.h"

namespace {
struct Probe : pz::Scene {
    Probe(std::string n, bool handles, bool full, std::vector<std::string>* log)
        : n_(std::move(n)), handles_(handles), full_(full), log_(log) {}
    std::string name() const override { return n_; }
    bool handle(const pz::Gesture&, pz::Context& ctx) override {
        log_->push_back("handle " + n_);
        if (pop_self_) ctx.scenes->pop();
        return handles_;
    }
    void draw(pz::Canvas&, pz::Context&) override { log_->push_back("draw " + n_); }
    void update(float, pz::Context&) override { log_->push_back("update " + n_); }
    bool full_screen() const override { return full_; }
    void on_exit(pz::Context&) override { log_->push_back("exit " + n_); }
    void on_resume(pz::Context&) override { log_->push_back("resume " + n_); }
    std::string n_;
    bool handles_, full_;
    bool pop_self_ = false;
    std::vector<std::string>* log_;
};
} // namespace

TEST_CASE("scene stack: pushes apply between frames, not at once") {
    std::vector<std::string> log;
    pz::SceneStack st;
    pz::Context ctx;
    ctx.scenes = &st;
    st.push(std::make_unique<Probe>("a", true, true, &log));
    CHECK(st.empty());
    st.apply_pending(ctx);
    CHECK(st.size() == 1);
    CHECK(st.top()->name() == "a");
}

TEST_CASE("scene stack: events go top-down until one handles them") {
    std::vector<std::string> log;
    pz::SceneStack st;
    pz::Context ctx;
    ctx.scenes = &st;
    st.push(std::make_unique<Probe>("bottom", true, true, &log));
    st.push(std::make_unique<Probe>("middle", false, true, &log));
    st.push(std::make_unique<Probe>("top", false, false, &log));
    st.apply_pending(ctx);
    CHECK(st.dispatch(pz::Gesture{}, ctx));
    CHECK(log == std::vector<std::string>{"handle top", "handle middle", "handle bottom"});
}

TEST_CASE("scene stack: unhandled events report false") {
    std::vector<std::string> log;
    pz::SceneStack st;
    pz::Context ctx;
    ctx.scenes = &st;
    st.push(std::make_unique<Probe>("only", false, true, &log));
    st.apply_pending(ctx);
    CHECK_FALSE(st.dispatch(pz::Gesture{}, ctx));
}

TEST_CASE("scene stack: drawing starts at the topmost full-screen scene, overlays draw over it") {
    std::vector<std::string> log;
    pz::SceneStack st;
    pz::Context ctx;
    ctx.scenes = &st;
    st.push(std::make_unique<Probe>("title", true, true, &log));
    st.push(std::make_unique<Probe>("play", true, true, &log));
    st.push(std::make_unique<Probe>("pause", true, false, &log));
    st.apply_pending(ctx);
    pz::Canvas c;
    st.draw(c, ctx);
    st.update(0.016f, ctx);
    CHECK(log == std::vector<std::string>{"draw play", "draw pause", "update play", "update pause"});
}

TEST_CASE("scene stack: a scene may pop itself while handling an event") {
    std::vector<std::string> log;
    pz::SceneStack st;
    pz::Context ctx;
    ctx.scenes = &st;
    st.push(std::make_unique<Probe>("under", true, true, &log));
    auto top = std::make_unique<Probe>("dialog", true, false, &log);
    top->pop_self_ = true;
    st.push(std::move(top));
    st.apply_pending(ctx);
    CHECK(st.dispatch(pz::Gesture{}, ctx));
    CHECK(st.size() == 2);  // still there until the frame ends
    st.apply_pending(ctx);
    CHECK(st.size() == 1);
    CHECK(log == std::vector<std::string>{"handle dialog", "exit dialog", "resume under"});
}

TEST_CASE("scene stack: replace and clear to root") {
    std::vector<std::string> log;
    pz::SceneStack st;
    pz::Context ctx;
    ctx.scenes = &st;
    st.push(std::make_unique<Probe>("root", true, true, &log));
    st.push(std::make_unique<Probe>("a", true, true, &log));
    st.replace_top(std::make_unique<Probe>("b", true, true, &log));
    st.push(std::make_unique<Probe>("c", true, true, &log));
    st.apply_pending(ctx);
    CHECK(st.size() == 3);
    CHECK(st.at(1)->name() == "b");
    st.clear_to_root();
    st.apply_pending(ctx);
    CHECK(st.size() == 1);
    CHECK(st.top()->name() == "root");
}
