// The desktop front end: parse options, open the window, run the scene stack. The whole main
// loop is here: step() once per frame until the player quits or the frame budget is spent.
#include <SDL.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "engine/app.h"
#include "game/core/i18n.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/scenes.h"
#include "game/app/script.h"
#include "game/app/share.h"
#include "game/app/shell.h"
#include "game/app/theme.h"
#include "platform/desktop/options.h"

namespace {

// The system's light or dark preference by the rule in game/app/theme.h. GTK_THEME is read at
// once; the portal is asked by gdbus on a thread of its own (it may take a while, or never answer
// without a session bus), so start-up never waits for it: its answer is picked up by the loop.
class SystemTheme {
public:
    SystemTheme() : portal_(std::make_shared<std::atomic<int>>(-1)) {}
    bool initial_dark() const { return pz::gtk_theme_prefers_dark(std::getenv("GTK_THEME")).value_or(true); }
    void ask_portal() {
        const char* bus = std::getenv("DBUS_SESSION_BUS_ADDRESS");
        if (!bus || !*bus || !on_path("gdbus")) return;
        // The thread owns a share of the answer, so quitting before it returns is safe.
        std::thread([answer = portal_] {
            FILE* p = ::popen("gdbus call --session --timeout 2 --dest org.freedesktop.portal.Desktop "
                              "--object-path /org/freedesktop/portal/desktop --method org.freedesktop.portal.Settings.Read "
                              "org.freedesktop.appearance color-scheme 2>/dev/null",
                              "r");
            if (!p) return;
            std::string reply;
            char buf[256];
            while (std::fgets(buf, sizeof buf, p)) reply += buf;
            ::pclose(p);
            if (auto dark = pz::portal_prefers_dark(reply)) answer->store(*dark ? 1 : 0);
            // Then follow it: the player may switch the desktop's theme while playing.
            watch(*answer);
        }).detach();
    }
    // The portal's answer, once, when it has given one.
    std::optional<bool> take() {
        const int v = portal_->exchange(-1);
        return v < 0 ? std::nullopt : std::optional<bool>(v == 1);
    }

private:
    // Reads `gdbus monitor` on the portal until it ends; each color-scheme change is an answer.
    // The monitor is our child and dies with us (PR_SET_PDEATHSIG): nothing is left running.
    static void watch(std::atomic<int>& answer) {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) return;
        const pid_t pid = ::fork();
        if (pid < 0) {
            ::close(fds[0]);
            ::close(fds[1]);
            return;
        }
        if (pid == 0) {
            ::prctl(PR_SET_PDEATHSIG, SIGTERM);
            ::dup2(fds[1], STDOUT_FILENO);
            const int null = ::open("/dev/null", O_WRONLY);
            if (null >= 0) ::dup2(null, STDERR_FILENO);
            ::execlp("gdbus", "gdbus", "monitor", "--session", "--dest", "org.freedesktop.portal.Desktop", "--object-path",
                     "/org/freedesktop/portal/desktop", static_cast<char*>(nullptr));
            ::_exit(127);
        }
        ::close(fds[1]);
        FILE* in = ::fdopen(fds[0], "r");
        if (!in) {
            ::close(fds[0]);
            return;
        }
        char buf[512];
        while (std::fgets(buf, sizeof buf, in))
            if (auto dark = pz::portal_change_prefers_dark(buf)) answer.store(*dark ? 1 : 0);
        std::fclose(in);
        ::waitpid(pid, nullptr, 0);
    }
    static bool on_path(const char* program) {
        const char* path = std::getenv("PATH");
        std::string dirs = path ? path : "/usr/bin:/bin";
        for (size_t start = 0; start <= dirs.size();) {
            const size_t end = std::min(dirs.find(':', start), dirs.size());
            if (end > start && ::access((dirs.substr(start, end - start) + "/" + program).c_str(), X_OK) == 0) return true;
            start = end + 1;
        }
        return false;
    }
    std::shared_ptr<std::atomic<int>> portal_;
};

// The main loop: step() once per frame until the player quits or the frame budget is spent.
int loop(pz::App& app, pz::Shell& shell, SystemTheme& theme, const pz::DesktopOptions& opt) {
    for (int frame = 1; app.step(); ++frame) {
        if (auto dark = theme.take(); dark && *dark != shell.system_dark()) {
            shell.set_system_dark(*dark, app.context());
            app.redraw();
        }
        if (opt.frames > 0 && frame + 1 == opt.frames) app.capture_next_frame();
        if (opt.frames > 0 && frame >= opt.frames) break;
        if (opt.frames > 0) continue;
        if (const uint32_t wait = app.idle_wait_ms(); wait > 0) {
            // Nothing to draw until an event or the next tick: sleep in the kernel.
            SDL_WaitEventTimeout(nullptr, static_cast<int>(std::min<uint32_t>(wait, 1000)));
        } else {
            SDL_Delay(15);
        }
    }
    // A player's own run (not a screenshot's): the next plain launch opens what was in play.
    if (opt.frames <= 0) shell.note_closing(app.scenes());
    if (!opt.screenshot.empty()) {
        const pz::Image& img = app.last_frame();
        if (img.w == 0 || !img.write_png(opt.screenshot)) {
            std::fprintf(stderr, "puzzlebox: could not write screenshot %s\n", opt.screenshot.c_str());
            return 1;
        }
        std::printf("wrote %s (%dx%d)\n", opt.screenshot.c_str(), img.w, img.h);
    }
    return 0;
}

// --script: the title, then the script's commands on a fake clock; 0, 1 (an expect failed) or 2
// (a malformed script), with one line on stderr naming the line.
int run_script(pz::App& app, pz::Shell& shell, const pz::DesktopOptions& opt) {
    auto text = pz::read_file(opt.script, 1 << 20);
    if (!text) {
        std::fprintf(stderr, "puzzlebox: %s: %s\n", pz::printable(opt.script).c_str(), text.error().message.c_str());
        return 2;
    }
    pz::ScriptRunner runner(app, shell);
    app.scenes().push(shell.title());
    app.scenes().apply_pending(app.context());
    const pz::ScriptOutcome o = runner.run(*text, opt.script);
    if (o.status != 0) std::fprintf(stderr, "puzzlebox: %s\n", o.message.c_str());
    return o.status;
}

// The game itself: window, scenes and the main loop; returns the exit status.
int run(pz::Shell& shell, const pz::DesktopOptions& opt) {
    std::string err;
    pz::App app;
    pz::AppConfig cfg;
    cfg.width = opt.width;
    cfg.height = opt.height;
    cfg.audio = opt.audio && opt.script.empty();
    cfg.transitions = opt.frames <= 0 && opt.script.empty();  // screenshots and scripts see finished screens
    // A script needs no window: without one named, SDL's dummy video driver does.
    if (!opt.script.empty()) setenv("SDL_VIDEODRIVER", "dummy", 0);
    if (!app.init(cfg, &err)) {
        std::fprintf(stderr, "puzzlebox: cannot start: %s\n", err.c_str());
        return 1;
    }
    // A screenshot run (--frames) keeps to what the environment says at once, so it is repeatable.
    SystemTheme theme;
    shell.set_system_dark(theme.initial_dark(), app.context());
    // A script reads the same whatever the environment's language (the player's setting still holds).
    if (opt.script.empty()) shell.set_system_language(pz::system_language(), app.context());  // LC_ALL, LC_MESSAGES, LANG
    if (opt.frames <= 0) theme.ask_portal();
    shell.apply_settings(app.context());
    shell.attach(app.context());
    // Open folder (Saved in Replays, About): the system's file manager, through SDL. Not in a script
    // run, where a window opening on the machine would be a surprise.
    if (opt.script.empty()) shell.open_folder = [](const std::string& folder) { return SDL_OpenURL(("file://" + folder).c_str()) == 0; };
    if (!shell.read_only_why().empty()) std::fprintf(stderr, "puzzlebox: %s\n", shell.read_only_why().c_str());
    if (!shell.notice.empty()) std::fprintf(stderr, "puzzlebox: %s\n", shell.notice.c_str());

    // A file dropped on the window: a .pzr opens in its history view, a file holding a puzzle ID
    // or link opens that puzzle; a bad one says why.
    app.context().on_file_dropped = [&shell](const std::string& path, pz::Context& ctx) {
        pz::open_player_file_or_say(shell, *ctx.scenes, path, path);
    };

    if (!opt.script.empty()) return run_script(app, shell, opt);
    // A bad --replay or --id is a usage error: one line, exit status 2 (as puzzlebox-tool's).
    if (!opt.replay.empty()) {
        // A replay opens straight into its history.
        app.scenes().push(shell.title());
        std::string note;
        if (auto ok = shell.open_replay(app.scenes(), opt.replay, &note, opt.replay); !ok) {
            std::fprintf(stderr, "puzzlebox: --replay: %s\n", ok.error().message.c_str());
            return 2;
        }
        if (!note.empty()) std::fprintf(stderr, "puzzlebox: %s\n", note.c_str());
        // A long one is read under a sheet with its progress; one that cannot be read is still a bad --replay.
        app.scenes().apply_pending(app.context());
        while (app.scenes().top() && app.scenes().top()->name() == "opening") {
            if (!app.step()) return 0;
            SDL_Delay(10);
        }
        if (const pz::Scene* top = app.scenes().top(); top && top->name() == "message") {
            const bool opened = app.scenes().size() >= 2 && app.scenes().at(app.scenes().size() - 2)->name() == "history";
            std::fprintf(stderr, "puzzlebox: %s%s\n", opened ? "" : "--replay: ", pz::message_scene_text(*top).c_str());
            if (!opened) return 2;
        }
    } else if (!opt.id.empty()) {
        // A game ID opens straight into play; a seed ID is made off the drawing thread first.
        app.scenes().push(shell.title());
        auto parsed = pz::parse_game_id(opt.id);
        const pz::GameType* game = parsed ? pz::find_game(parsed->game) : nullptr;
        if (parsed && game && parsed->seed) {
            app.scenes().push(pz::make_generating_scene(shell, *game, parsed->params, *parsed->seed, pz::PlayOrigin::custom(parsed->text())));
            app.scenes().apply_pending(app.context());
            // The window shows it being made; a seed ID that cannot be made is a bad --id.
            while (app.scenes().top() && app.scenes().top()->name() == "generating") {
                if (!app.step()) return 0;
                SDL_Delay(10);
            }
            if (const pz::Scene* top = app.scenes().top(); top && top->name() == "message") {
                std::fprintf(stderr, "puzzlebox: --id %s: %s\n", pz::printable(opt.id).c_str(), pz::message_scene_text(*top).c_str());
                return 2;
            }
            return loop(app, shell, theme, opt);
        }
        auto p = pz::load_game_id(opt.id);
        if (!p) {
            std::fprintf(stderr, "puzzlebox: --id: %s\n", p.error().message.c_str());
            return 2;
        }
        auto session = std::make_unique<pz::Session>(std::shared_ptr<const pz::Puzzle>(std::move(*p)));
        auto scene = shell.play(std::shared_ptr<pz::Session>(std::move(session)), pz::PlayOrigin::custom(opt.made ? pz::kMadeByPlayer : ""));
        if (!scene) { std::fprintf(stderr, "puzzlebox: this game has no board view yet\n"); return 1; }
        app.scenes().push(std::move(scene));
    } else if (auto ok = pz::open_named_scene(shell, app.scenes(), opt.scene); !ok) {
        std::fprintf(stderr, "puzzlebox: %s\n", ok.error().message.c_str());
        return 2;
    } else if (!opt.scene_given) {
        // A plain launch opens the title, or the game the player closed the app in, paused.
        shell.open_left_game(app.scenes());
    }
    app.scenes().apply_pending(app.context());
    return loop(app, shell, theme, opt);
}

} // namespace

int main(int argc, char** argv) {
    pz::DesktopOptions opt;
    std::string err;
    if (!pz::parse_desktop_options(argc, argv, opt, &err)) {
        // One line naming the bad option or argument, exit status 2 (--help prints the usage).
        std::fprintf(stderr, "puzzlebox: %s\n", err.c_str());
        return 2;
    }
    if (opt.help) return pz::print_desktop_usage(stdout);
    // The shell outlives the app: scenes leaving the stack at exit auto-save through it, and a
    // save that failed then is still reported (and makes the exit status non-zero).
    pz::Shell shell(opt.data.empty() ? pz::default_data_dir() : opt.data);
    const int code = run(shell, opt);
    if (const std::string e = shell.save_error(); !e.empty()) {
        std::fprintf(stderr, "puzzlebox: %s\n", e.c_str());
        return code ? code : 1;
    }
    return code;
}
