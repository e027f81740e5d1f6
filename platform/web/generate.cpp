// Making puzzles in the browser without freezing the page: the page has no threads, so a Web
// Worker (generate-worker.js) loads this same script and wasm without running main() and calls
// pz_worker_generate; the page's side (generate.js) passes requests, progress and results, and a
// cancel ends that worker. The game polls the job each frame as it does a thread's on the desktop.
#include <emscripten.h>

#include <cstdlib>
#include <map>
#include <memory>
#include <string>

#include "game/core/game.h"
#include "game/core/job.h"
#include "game/all/registry.h"
#include "platform/web/web.h"

namespace {

struct Pending {
    std::shared_ptr<pz::Job::State> state;
    pz::Generated out;
};
std::map<int, Pending>& pending() {
    static std::map<int, Pending> p;
    return p;
}

EM_JS(int, pz_js_can_generate, (), { return typeof Module.pzGenerate === "function" && typeof Worker === "function" ? 1 : 0; });
EM_JS(void, pz_js_generate, (int id, const char* game, const char* params, const char* seed),
      { Module.pzGenerate(id, UTF8ToString(game), UTF8ToString(params), UTF8ToString(seed)); });
EM_JS(void, pz_js_stop_generation, (int id), { Module.pzStopGeneration(id); });
EM_JS(void, pz_js_worker_progress, (double fraction), { if (Module.pzWorkerProgress) Module.pzWorkerProgress(fraction); });

} // namespace

namespace pz::web {

void use_generation_worker() {
    if (!pz_js_can_generate()) return;  // no workers here: generation runs at once, as before
    set_generation_runner([](const GameType& game, const std::string& params, uint64_t seed, std::shared_ptr<Job::State> state,
                             Generated out) {
        static int next_id = 0;
        const int id = ++next_id;
        state->on_cancel = [id] {
            pending().erase(id);
            pz_js_stop_generation(id);
        };
        pending()[id] = Pending{state, out};
        pz_js_generate(id, std::string(game.id()).c_str(), params.c_str(), std::to_string(seed).c_str());
    });
}

} // namespace pz::web

// The page's side: the worker answered (ok: text is the description, else the error's one line).
extern "C" EMSCRIPTEN_KEEPALIVE void pz_web_generated(int id, int ok, const char* text) {
    auto it = pending().find(id);
    if (it == pending().end()) return;  // cancelled meanwhile
    *it->second.out = ok ? pz::Result<std::string>(std::string(text)) : pz::Result<std::string>(pz::fail(text));
    it->second.state->done.store(true, std::memory_order_release);
    pending().erase(it);
    pz::web::wake();  // the waiting scene polls the job: it needs a frame to see the answer
}

extern "C" EMSCRIPTEN_KEEPALIVE void pz_web_generation_progress(int id, double fraction) {
    auto it = pending().find(id);
    if (it != pending().end()) it->second.state->progress.store(fraction, std::memory_order_relaxed);
    pz::web::wake();
}

// The worker's side: GameType::generate, its progress reported to the page as it goes. Returns
// "1<description>" or "0<error>", valid until the next call.
extern "C" EMSCRIPTEN_KEEPALIVE const char* pz_worker_generate(const char* game_id, const char* params, const char* seed_text) {
    static std::string answer;
    const pz::GameType* game = pz::find_game(game_id);
    char* end = nullptr;
    const unsigned long long seed = std::strtoull(seed_text, &end, 10);
    if (!game) {
        answer = std::string("0no game called '") + game_id + "' in this build";
    } else if (!end || *end) {
        answer = std::string("0not a seed: '") + seed_text + "'";
    } else {
        pz::Job::State state;
        double last = -1;
        state.on_progress = [&last](double f) {
            if (f - last < 0.01 && f < 1) return;  // a message per percent at most
            last = f;
            pz_js_worker_progress(f);
        };
        pz::Result<std::string> made = pz::fail("not made");
        pz::run_in_job(state, [&] { made = game->generate(params, seed); });
        answer = made ? "1" + *made : "0" + made.error().message;
    }
    return answer.c_str();
}
