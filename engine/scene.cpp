// The scene stack.
#include "engine/scene.h"

#include <algorithm>

namespace pz {

void SceneStack::push(std::unique_ptr<Scene> s) { pending_.push_back({Op::Push, std::move(s)}); }
void SceneStack::pop() { pending_.push_back({Op::Pop, nullptr}); }
void SceneStack::replace_top(std::unique_ptr<Scene> s) { pending_.push_back({Op::Replace, std::move(s)}); }
void SceneStack::clear_to_root() { pending_.push_back({Op::ClearToRoot, nullptr}); }

void SceneStack::apply_pending(Context& ctx) {
    if (pending_.empty()) return;
    auto ops = std::move(pending_);
    pending_.clear();
    for (auto& op : ops) {
        switch (op.kind) {
        case Op::Push: scenes_.push_back(std::move(op.scene)); break;
        case Op::Pop:
            if (!scenes_.empty()) {
                scenes_.back()->on_exit(ctx);
                scenes_.pop_back();
                if (!scenes_.empty()) scenes_.back()->on_resume(ctx);
            }
            break;
        case Op::Replace:
            if (!scenes_.empty()) {
                scenes_.back()->on_exit(ctx);
                scenes_.pop_back();
            }
            scenes_.push_back(std::move(op.scene));
            break;
        case Op::ClearToRoot:
            while (scenes_.size() > 1) {
                scenes_.back()->on_exit(ctx);
                scenes_.pop_back();
            }
            if (!scenes_.empty()) scenes_.back()->on_resume(ctx);
            break;
        }
    }
}

size_t SceneStack::first_visible() const {
    for (size_t i = scenes_.size(); i > 0; --i)
        if (scenes_[i - 1]->full_screen()) return i - 1;
    return 0;
}

bool SceneStack::dispatch(const Gesture& g, Context& ctx) {
    for (size_t i = scenes_.size(); i > 0; --i)
        if (scenes_[i - 1]->handle(g, ctx)) return true;
    return false;
}

void SceneStack::update(float dt, Context& ctx) {
    for (size_t i = first_visible(); i < scenes_.size(); ++i) scenes_[i]->update(dt, ctx);
}

double SceneStack::next_change_in(const Context& ctx) const {
    double soonest = Scene::kStill;
    for (size_t i = first_visible(); i < scenes_.size(); ++i) soonest = std::min(soonest, scenes_[i]->next_change_in(ctx));
    return soonest;
}

void SceneStack::draw(Canvas& c, Context& ctx) {
    for (size_t i = first_visible(); i < scenes_.size(); ++i) scenes_[i]->draw(c, ctx);
}

void SceneStack::gui(Context& ctx) {
    for (size_t i = first_visible(); i < scenes_.size(); ++i) scenes_[i]->gui(ctx);
}

} // namespace pz
