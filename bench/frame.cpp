// The CPU time of one frame (issue 27's bench_frame): build it (scenes draw, Dear ImGui lays out)
// and draw it with SDL's software renderer on a headless window, for the title and each game's
// play screen at 1280x800 and at 1080x2400 pixels (a phone: 360x800 at three pixels a unit).
// "frame" rows repaint every pixel each frame, as the first frame of a screen does (the renderer
// is told its last frame is gone). "build" rows use the null renderer: the same frame with no
// drawing. "win" rows draw the busiest motion a screen has, frame after frame as a player sees
// it: a play screen's last move and the win's wave over every piece, the title's greeting (its
// pieces bob for 3 s each time it is shown); 16 ms a frame, each frame repainting what changed
// since the one before (engine/sdl_renderer.cpp). The game is played to its end by hints (as a
// scenario script does), and again, untimed, each time the wave has ended (Decodoku, a survival
// game, plays its hints until it stops: the motion of its last move); the title is shown afresh. "fade" rows draw
// the frames of a screen coming up out of the background (200 ms, its first frame whole, then
// the veil lifting): the title over itself, or a game's play screen over the title; each time
// the fade ends the screen is opened again, untimed.
#include <benchmark/benchmark.h>

#include <SDL.h>
#include <stdlib.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>

#include "engine/app.h"
#include "game/all/registry.h"
#include "game/app/script.h"
#include "game/app/shell.h"

namespace {

struct Screen {
    int w, h;
    float scale;
};

enum class Kind { Frame, Build, Win, Fade };

void frame(benchmark::State& state, const pz::GameType* game, Screen screen, Kind kind) {
    const bool draw = kind != Kind::Build;
    char tmpl[] = "/tmp/pz-bench-frame-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    {
        auto shell = std::make_unique<pz::Shell>(dir);  // outlives the app: scenes save into it
        pz::App app;
        pz::AppConfig cfg;
        cfg.width = screen.w;
        cfg.height = screen.h;
        cfg.pixel_scale = screen.scale;
        cfg.audio = false;
        cfg.transitions = kind == Kind::Fade;
        pz::NullRenderer* null = nullptr;
        if (!draw) {
            cfg.renderer = pz::null_renderer_factory(&null);
        }
        uint32_t now = 1000;
        app.set_clock([&now] { return now; });
        std::string err;
        if (!app.init(cfg, &err)) {
            state.SkipWithError(err.c_str());
            return;
        }
        shell->apply_settings(app.context());
        app.scenes().push(shell->title());
        std::unique_ptr<pz::ScriptRunner> runner;
        const std::string script = game ? "open " + std::string(game->id()) + " new\npress play-hints-to-end\n" : "";
        if (kind == Kind::Win) {
            app.scenes().apply_pending(app.context());
            runner = std::make_unique<pz::ScriptRunner>(app, *shell);  // its clock from here on
            if (const pz::ScriptOutcome o = runner->run(script, "bench"); o.status != 0) {
                state.SkipWithError(o.message.c_str());
                return;
            }
        }
        // The screen measured (a game's play screen, else the title), made afresh.
        const auto open_screen = [&]() -> bool {
            if (!game) {
                app.scenes().push(shell->title());
                return true;
            }
            auto scene = game->level_packs().empty()
                             ? shell->play_new(*game, game->presets().front().params, 1, pz::PlayOrigin::endless("Endless #1"))
                             : shell->play_level(*game, game->level_packs().front(), 0);
            if (!scene) {
                state.SkipWithError(scene.error().message.c_str());
                return false;
            }
            app.scenes().push(std::move(*scene));
            return true;
        };
        if (kind != Kind::Win && (game || kind == Kind::Fade) && !open_screen()) return;
        app.scenes().apply_pending(app.context());
        for (int i = 0; i < 10 && !runner; ++i) {  // fonts, glyph textures and GUI windows settle
            now += 16;
            app.step();
        }

        const uint64_t drawn = app.frames_drawn();
        uint64_t restarts = 0;
        const pz::ScriptCommand tick = pz::parse_script("wait 0.016\n")->front();  // one frame, as a player's would come (run() settles first)
        uint64_t fades = 0;
        double repainted = 0;  // pixels repainted, over the fade and win rows' frames
        const auto count_repaint = [&] { repainted += static_cast<double>(std::max(0L, app.renderer().damaged_pixels())); };
        for (auto _ : state) {
            if (kind == Kind::Fade) {
                if (app.transition_progress() >= 1.f) {  // over: back to the title and in again
                    state.PauseTiming();
                    app.scenes().pop();
                    for (int i = 0; i < 20; ++i) {
                        now += 16;
                        app.step();
                    }
                    const bool opened = open_screen();
                    state.ResumeTiming();
                    if (!opened) break;
                    ++fades;
                }
                now += 16;
                app.step();
                count_repaint();
                continue;
            }
            if (runner) {
                const uint64_t before = app.frames_drawn();
                runner->run_command(tick);
                if (app.frames_drawn() != before) {
                    count_repaint();
                    continue;
                }
                state.PauseTiming();  // the wave has ended: play another game to its end
                ++restarts;
                if (!game) {  // the title's greeting is over: show the title afresh
                    app.scenes().pop();
                    app.scenes().push(shell->title());
                    app.scenes().apply_pending(app.context());
                }
                const pz::ScriptOutcome o = runner->run(script, "bench");
                state.ResumeTiming();
                if (o.status != 0) {
                    state.SkipWithError(o.message.c_str());
                    break;
                }
                runner->run_command(tick);
                count_repaint();
                continue;
            }
            now += 16;
            app.renderer().invalidate();  // every pixel, as a screen's first frame
            app.redraw();  // a still screen draws nothing: ask for the frame
            app.step();
        }
        if (!runner && kind != Kind::Fade && app.frames_drawn() - drawn != static_cast<uint64_t>(state.iterations())) state.SkipWithError("a step drew no frame");
        if (runner) state.counters["waves"] = static_cast<double>(restarts + 1);
        if (kind == Kind::Fade) state.counters["fades"] = static_cast<double>(fades);
        if (kind == Kind::Fade || kind == Kind::Win) {
            int w = 0, h = 0;
            app.renderer().output_size(&w, &h);
            state.counters["repainted"] = repainted / std::max<double>(1, static_cast<double>(state.iterations())) / std::max(1, w * h);  // of the screen, a frame
        }
        state.counters["commands"] = static_cast<double>(app.canvas().commands().size());  // canvas commands a frame
        if (null) state.counters["gui_frames"] = null->gui_frames;
    }
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}

} // namespace

int main(int argc, char** argv) {
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    const std::pair<const char*, Screen> screens[] = {{"1280x800", {1280, 800, 1.f}}, {"1080x2400", {360, 800, 3.f}}};
    for (Kind kind : {Kind::Frame, Kind::Win, Kind::Fade, Kind::Build}) {
        for (const auto& [size, screen] : screens) {
            const std::string name = kind == Kind::Frame ? "frame" : kind == Kind::Win ? "win" : kind == Kind::Fade ? "fade" : "build";
            benchmark::RegisterBenchmark((name + "/title/" + size).c_str(), frame, nullptr, screen, kind)->Unit(benchmark::kMillisecond);
            for (const pz::GameType* g : pz::all_games())
                benchmark::RegisterBenchmark((name + "/" + std::string(g->id()) + "/" + size).c_str(), frame, g, screen, kind)->Unit(benchmark::kMillisecond);
        }
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
