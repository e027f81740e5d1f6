// The one interface every game implements: a GameType (the game itself) makes Puzzles (one level's
// rules), which turn States and text moves into new States. As in Tatham's collection, the game is
// the back end: the session (session.h) keeps the line of play and the mid-end (mid_end.h) drives
// it; a game never drives either, and its board view (game/ui/board_view.h) only shows and asks.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/core/result.h"

namespace pz {

class GameFormats;  // game/core/game_formats.h: standard file formats and print
class Editor;       // game/core/edit.h: making puzzles (the Make screen)

enum class Status { Playing, Won, Lost };
std::string_view status_name(Status s);  // "playing", "won", "lost"

// A snapshot of play. Immutable once made; the session shares snapshots between steps.
// Everything the player expects restored on undo is in the state (incl. any game RNG state).
class State {
public:
    virtual ~State() = default;
    // Canonical text: equal states give equal text. Digests of replays are taken from it.
    virtual std::string text() const = 0;
};
using StatePtr = std::shared_ptr<const State>;

// FNV-1a of state.text(): the same on every platform and build.
uint64_t digest(const State& s);

// A hint in three steps, each a tap further; none gives away more than its step.
struct Hint {
    std::string move;    // step 3: a move in text form that apply() accepts
    std::string reason;  // step 2: the technique or fact, one sentence in the player's words
    std::string nudge;   // step 1: where to look ("Look at row 3."), naming no move
    std::vector<std::string> cells;  // the nudge's cells as the board labels them ("C1", "3 across")
    std::string move_name;           // the move in the player's words ("fling C4 left")
};

// How much help a finished game took (Session::help): the hints played (a move equal to the hint
// shown counts), and whether the solution was shown. A game's grade of the player (stars) says it.
struct Help {
    int hints = 0;
    bool revealed = false;
};

// The coordinates every board shows (docs/adding-a-game.md, "Coordinates"): columns A, B, ...
// left to right (Z, then AA, AB, ...), rows 1, 2, ... from the top. "C4" = column 3, row 4.
std::string column_label(int col);                // 0-based column -> "A"
std::string cell_label(int row, int col);         // 0-based row, column -> "A1"
// The labels of a rows x cols grid: every cell ("A1"), every row ("row 1") and column ("column A").
std::vector<std::string> grid_labels(int rows, int cols);

// One puzzle: params + description, fixed for the whole game. Moves travel as text
// ("4,0D", "r,c", ...) so saves, replays, hints and solves all go through apply().
class Puzzle {
public:
    virtual ~Puzzle() = default;
    virtual std::string_view game() const = 0;          // the GameType id
    virtual const std::string& params() const = 0;      // normalised params text
    virtual const std::string& description() const = 0;  // normalised description text
    virtual StatePtr initial() const = 0;
    // An illegal or malformed move is an Error with a one-line reason, never a crash.
    virtual Result<StatePtr> apply(const State& s, std::string_view move) const = 0;
    virtual Status status(const State& s) const = 0;
    // A move the game makes by itself after the player's (Decodoku's noise burst). The session
    // applies and records it as an event step until this returns nothing.
    virtual std::optional<std::string> automatic_move(const State&) const { return std::nullopt; }
    // One good next move and why; an Error says why there is none (e.g. "no winning move left").
    virtual Result<Hint> hint(const State& s) const;
    // Every move from s to a win; an Error if unsolvable from s.
    virtual Result<std::vector<std::string>> solve(const State& s) const;
    // A move in the player's words ("fling C4 left", "tap B2", "EDGY in 3 across"), for history
    // and hints; `before` is the position it is played from. Default: the move text itself.
    virtual std::string move_name(const State& before, std::string_view move) const;
    // The label the board shows for a cell (0-based row and column); default pz::cell_label.
    virtual std::string cell_label(int row, int col) const;
    // Every label the board shows (cells, and the game's own words such as "3 across"), so a
    // test can check that hints and names use no other; empty for a game without coordinates.
    virtual std::vector<std::string> labels() const { return {}; }
    // The labels of the cells a move acts on (the flung ball, the tapped cell, the slot filled).
    virtual std::vector<std::string> move_cells(const State& before, std::string_view move) const;
    // Shown when a game ends at `end`: the puzzle's grade and what it took, a line or two in the
    // player's words (Sweet Spots' techniques, Fling!'s search size, BitFlipper's par against the
    // player's taps); empty when the game has nothing to add to the move count. A grade of the
    // player (BitFlipper's stars) says how much help was taken: solved with hints, it is less.
    virtual std::string summary(const State& end, const Help& help) const {
        (void)end;
        (void)help;
        return {};
    }
    // Whether s can still be won without taking a move back (history marks a move from a winnable
    // position to one that is not as a mistake); nothing when the game cannot tell (no solver, a
    // search too big). History asks it off the drawing thread: it must be safe to call from one.
    virtual std::optional<bool> winnable(const State&) const { return std::nullopt; }
    virtual bool allows_undo() const { return true; }
    // Games scored by how long the player lasts rather than solved (Decodoku: moves survived)
    // give the score here; records and statistics keep it. Nothing for puzzles that are solved.
    virtual std::optional<int64_t> score(const State&) const { return std::nullopt; }
    // The status line's text for s (BitFlipper's taps against par, Decodoku's score); empty: the
    // play scene shows the moves the session counts.
    virtual std::string hud(const State&) const { return {}; }
    // A line the game says once when the puzzle opens, about the puzzle itself (an imported board
    // with no solution, or several); empty for a well-made puzzle.
    virtual std::string notice() const { return {}; }
};

// A switch of one game's own, shown under its title in Settings and stored by game id.
struct GameOption {
    std::string key;    // "chest_first": stored as "<game>.<key>"
    std::string label;  // "A tap places a chest first"
    bool on = false;    // the default
};

struct Preset {
    std::string name;    // shown in menus: "7x7, 4 states"
    std::string params;  // the params text it stands for
};

// One setting of a game's Custom... form: a whole number from min to max in steps of `step`, or,
// when `choices` is not empty, one of them (value is its index). With none_label set, the value
// min stands for "not given" and shows as that label (a density left to the generator: "Auto").
struct ParamField {
    std::string key;    // "rows": the same in every language, for tests and scripts
    std::string label;  // "Rows"
    int value = 0;
    int min = 0, max = 0, step = 1;
    std::vector<std::string> choices;
    std::string none_label;
};

// The value of the field called key in a Custom... form's fields (fallback when there is none).
int field_value(const std::vector<ParamField>& fields, std::string_view key, int fallback = 0);

// The puzzle of the day: everyone who plays the game on that date gets the same one.
struct DailyPuzzle {
    std::string name;    // "Daily 7x7"
    std::string params;
    uint64_t seed = 0;   // for GameType::generate
};
// The default daily seed: a hash of the game and the date (YYYYMMDD), the same everywhere.
uint64_t daily_seed(std::string_view game, int yyyymmdd);

struct Level {
    std::string params;
    std::string desc;
    std::vector<std::pair<std::string, std::string>> tags;  // seed=..., par=..., grade=...
    int line = 0;
    std::string tag(std::string_view key) const;
};

// A guided first puzzle (game/<game>/guide.cpp): a tiny level and its lesson, one instruction at a
// time; game/app/guide_scene.cpp plays it the same way for every game. Texts are tr_noop'd English.
struct GuideStep {
    const char* say = "";    // the instruction ("Tap the glowing tile.")
    // Show: `moves` holds the one move taught; it glows, and any other move is refused gently with
    // `refuse`. Finish: the player finishes the board alone; a move that leaves it unwinnable is
    // taken back; `moves` is one way to finish (tests play it).
    enum class Kind { Show, Finish } kind = Kind::Show;
    std::vector<std::string> moves;
    const char* after = "";   // said right after the move: what the rule just did
    const char* refuse = "";  // said to another move (empty: a word for every game)
    // Show: a move on the glowing cells that is not yet the one taught (Sweet Spots' first tap
    // marks, the second places the chest) is played and this is said; empty: it is refused.
    const char* again = "";
};
struct Guide {
    std::string params, desc;  // the little level, in the game's own level format
    std::vector<GuideStep> steps;
};

// The game itself. One static instance per game, listed by the registry.
class GameType {
public:
    virtual ~GameType() = default;
    virtual std::string_view id() const = 0;       // "fling": folder, game IDs, CLI
    virtual std::string_view title() const = 0;    // "Fling!"
    virtual std::string_view tagline() const = 0;  // one short line for the title screen (fits 360 px)
    // Where the game stands on the title screen and in lists: lower first, ties by id.
    virtual int menu_order() const { return 100; }
    // The game's own colour, as a hue in degrees (0..359): its card on the title, its menu and its
    // play screen take Palette::game_accent(accent_hue()), so each game is known at a glance.
    virtual int accent_hue() const { return 210; }
    virtual std::string_view help() const = 0;     // rules in a paragraph or two, for the help page
    virtual std::vector<Preset> presets() const = 0;  // the first is the default
    // The game's own settings (board views read them through ViewOptions::flag).
    virtual std::vector<GameOption> options() const { return {}; }
    virtual Result<std::unique_ptr<Puzzle>> load(std::string_view params, std::string_view desc) const = 0;
    // A description from params + seed: the same seed gives the same level on every platform.
    virtual Result<std::string> generate(std::string_view params, uint64_t seed) const = 0;
    // The Custom... form (game/app/custom_scene.cpp): every parameter generate() reads, with the
    // values `params` stands for (the defaults where params says nothing or is not readable);
    // nothing for a game without one.
    virtual std::vector<ParamField> param_fields(std::string_view params) const {
        (void)params;
        return {};
    }
    // The params text the fields make, checked by the parser generate() uses, normalised; an
    // Error is that parser's one-line reason.
    virtual Result<std::string> custom_params(const std::vector<ParamField>& fields) const {
        (void)fields;
        return fail("this game has no custom settings");
    }
    // The day's puzzles; by default one, from the first preset and daily_seed().
    virtual std::vector<DailyPuzzle> daily(int yyyymmdd) const;
    // Level pack files under levels/<id>/, in play order (e.g. {"journey.txt"}).
    virtual std::vector<std::string> level_packs() const { return {}; }
    // The guided first puzzle (a newcomer's first open, and "Learn to play"); nothing: no guide.
    virtual std::optional<Guide> guide() const { return std::nullopt; }
    // The heading a shipped level is listed under in the level select ("5 balls", "8x8: hard");
    // empty: its pack's title.
    virtual std::string level_group(const Level& level) const { (void)level; return {}; }
    // The params a level's seed= tag makes it from (`puzzlebox-tool check`): its own params, unless
    // the game keeps part of them in another tag (Sweet Spots' grade=).
    virtual std::string seed_params(const Level& level) const { return level.params; }
    // The tags a pack line carries besides seed=, as the game works them out for a level (par=,
    // grade=): `puzzlebox-tool generate` writes them, `check` holds a level's own to them and
    // `bench` times them. An Error says the level is not fit to ship (more than one solution).
    using LevelTags = std::vector<std::pair<std::string, std::string>>;
    virtual Result<LevelTags> level_tags(const Puzzle& puzzle) const {
        (void)puzzle;
        return LevelTags{};
    }
    // Standard formats the game reads and writes and how it prints its board (puzzlebox-tool
    // convert); nothing for a game that has none.
    virtual const GameFormats* formats() const { return nullptr; }
    // The game's editor (game/core/edit.h; "Giving a game an editor" in docs/adding-a-game.md);
    // nothing: the game has no Make screen.
    virtual const Editor* editor() const { return nullptr; }
    // `puzzlebox-tool <id> ARGS...`: output to out, errors to err, returns the exit status.
    virtual int cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const = 0;
};

} // namespace pz
