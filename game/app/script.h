// Scenario scripts (issue 25): `puzzlebox --script FILE` drives the app as a player would — opens
// games from the title, plays moves, taps cells, presses buttons, waits — and checks what it sees.
// Time is the app's own (a fake clock), so `wait 60` takes no minute; docs/cli.md lists the commands.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/app.h"
#include "game/app/shell.h"

namespace pz {

// One line of a script: its number (1-based), the command and its arguments.
struct ScriptCommand {
    int line = 0;
    std::string verb;
    std::vector<std::string> args;
    std::string rest;  // the text after the command word, as written (a move may hold spaces)
};

// Every command of a script, checked for form before anything runs; an Error (with its line)
// for an unknown command or a malformed one.
Result<std::vector<ScriptCommand>> parse_script(std::string_view text);

// How a run ended: 0 it ran and every expect held; 1 an expect failed (or the app refused what
// the script did); 2 the script is malformed or names what does not exist. `message` is one line
// naming the line ("FILE:LINE: ...") unless the run passed.
struct ScriptOutcome {
    int status = 0;
    std::string message;
};

class ScriptRunner {
public:
    // Takes over the app's clock (fake time from here on). The stack should hold the title.
    ScriptRunner(App& app, Shell& shell);
    // Runs a script's text; `file` names it in messages. Standard output gets what `print` writes.
    ScriptOutcome run(std::string_view text, const std::string& file);
    // One command (for tests); status as above, message without the file name.
    ScriptOutcome run_command(const ScriptCommand& c);
    // Whether a `quit` has run.
    bool quit() const { return quit_; }
    uint32_t now() const { return now_; }

private:
    void frame(uint32_t ms = 16);         // one app step, `ms` later, drawn
    void settle(int frames = 4);          // a few frames for the GUI to settle after a change
    bool wait_for_generation();           // until no "generating" scene is on top (real time)
    ScriptOutcome press(const std::string& action);
    // Presses the last enabled button with this label (see ui::Press); false if there is none.
    bool press_button(const std::string& label, const std::string& window = {}, bool prefix = false);
    void key(int sym, uint16_t mod = 0);
    // A press at `from`, moved to `to` (if elsewhere) and lifted: by a finger, or the mouse.
    void pointer(Vec2 from, Vec2 to, bool finger);
    ScriptOutcome open(const ScriptCommand& c);
    class PlayScene* play_scene() const;  // the topmost game in play, if any
    ScriptOutcome make(const ScriptCommand& c);  // make GAME [ID | size P]: the editor, over the game's menu
    class MakeScene* make_scene() const;  // the editor on top, if it is
    // Writes what sound-to recorded (if it did) to its file, and stops recording.
    ScriptOutcome close_sound();
    App& app_;
    Shell& shell_;
    std::string sound_file_;  // where sound-to writes, while it records
    SoundRecorder* recorder_ = nullptr;
    uint32_t now_ = 1000;
    bool quit_ = false;
};

} // namespace pz
