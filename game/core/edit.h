// Making puzzles (issue 40): the one editing contract a game supplies, and what is written once over
// it (an edit session with its own undo, the verdict as a job, the player's words for it). A game
// answers GameType::editor(); the Make scene, the scenario commands, "My puzzles" and sharing know
// nothing else about it. No SDL: tests, benchmarks and the tool link it alone.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game.h"
#include "game/core/job.h"
#include "game/core/result.h"

namespace pz {

// A puzzle being made: the params and description its GameType loads ("8k1" and its zones).
struct Draft {
    std::string params, desc;
    bool operator==(const Draft&) const = default;
};

// What the game's solver says about a draft.
struct Verdict {
    enum class Kind { Unknown, None, Unique, Several };
    Kind kind = Kind::Unknown;
    uint64_t count = 0;     // Several: the solutions counted (2 or more)
    bool at_least = false;  // Several: the count stopped there ("more than N" is then count - 1)
    std::string grade;      // the game's grade word as its level tags spell it ("medium"); empty: none
    std::string technique;  // the first technique a solver needs, in the hint engine's own words
    std::vector<std::string> differ;  // Several: the cells where two solutions differ, as the board labels them
    std::string note;       // one more line in player words (Fling!: "2 of 5 first moves win")
    // A game with no one answer (Decodoku, played against noise): Unique means a fair position, and
    // the player reads the note ("Scores about 900 over 5 games..."), not "Exactly one solution".
    bool no_uniqueness = false;
    // Cells where one edit would change the verdict (Fling!'s overlay): whether it can be solved at
    // all, and (elsewhere) whether its solution is the only one.
    std::vector<std::string> flips_solvable, flips_unique;
};
// "unique", "several", "none", "unknown": `print verdict`, `made --json`, the kept list.
std::string_view verdict_word(Verdict::Kind k);
Result<Verdict::Kind> parse_verdict_word(std::string_view word);
// The verdict in the player's words, translated: "Exactly one solution · Medium", "No solution",
// "Several solutions (3): they differ at B2, C4", "Too big to settle here".
std::string verdict_line(const Verdict& v);
// `print verdict`: the word, then " grade=G" where the game grades ("unique grade=medium").
std::string verdict_text(const Verdict& v);

// How far a verdict may search: an interactive one stops at `nodes` (the game's own unit: search
// nodes, boards) and says Unknown rather than keep the player waiting. Inside a job the solver
// also calls job_continue() to stop when the next edit drops it.
struct JudgeLimits {
    uint64_t nodes = 2'000'000;
    uint64_t count_cap = 10;  // Several: count up to this many ("more than 9" past it)
};

// One value a tap on a cell can write: `value` is the edit's text ("2", "o"), `label` what the
// palette button says (tr_noop'd English, "Zone 3", "Ball"); an empty label shows the value.
struct PaletteEntry {
    std::string value;
    std::string label;
};

// A line of text the player types for the whole puzzle (Fill-in's word list): Use sends
// "key=TEXT" (spaces turned to commas), Suggest, when it has a label, sends "suggest_key=N" with a
// new N each time (another suggestion). Strings are tr_noop'd English.
struct TextEntry {
    std::string key;
    std::string placeholder;
    std::string use_label;
    std::string suggest_key;
    std::string suggest_label;
    std::string text;  // what the puzzle holds now, as the player would type it ("CAT, DOG")
};

// A game's editor. Edits are text values that can be recorded, undone and replayed: "B3=2" sets
// a cell (named by the board's labels), "KEY=VALUE" sets one of the settings ("k=2", "states=5",
// "words=CAT,DOG"). Every method is const and safe to call from a worker thread.
class Editor {
public:
    virtual ~Editor() = default;
    // The sizes the player picks from when making a blank puzzle: a name and the size as the game's
    // params spell it ("8k1", "5x5s3t0"); the first is the default.
    virtual std::vector<Preset> sizes() const = 0;
    // A blank puzzle of that size; an Error in player words when the size is outside the game's range.
    virtual Result<Draft> blank(std::string_view size) const = 0;
    // A puzzle the player opens to change (a level, an ID): its draft as this editor keeps it.
    // Default: the puzzle's own params and description.
    virtual Result<Draft> adopt(const Puzzle& puzzle) const { return Draft{puzzle.params(), puzzle.description()}; }
    // The whole puzzle's settings (chests per row, states, target); changing one sends "key=value"
    // (a choice sends its index). Labels are tr_noop'd.
    virtual std::vector<ParamField> settings(const Draft& d) const {
        (void)d;
        return {};
    }
    // What a tap writes, in the palette's order; the first is chosen at first.
    virtual std::vector<PaletteEntry> palette(const Draft& d) const = 0;
    // The edit a tap on `cell` with the palette's `value` chosen sends. Default "CELL=VALUE".
    virtual std::string tap(const Draft& d, std::string_view cell, std::string_view value) const {
        (void)d;
        return std::string(cell) + "=" + std::string(value);
    }
    // The draft after one edit, or an Error with a one-line reason in player words (the draft
    // unchanged: the caller keeps the old one).
    virtual Result<Draft> apply(const Draft& d, std::string_view edit) const = 0;
    // The solver's verdict within the limits; Unknown when they are reached.
    virtual Verdict judge(const Draft& d, const JudgeLimits& limits) const = 0;
    // A draft the game does not load yet, as a board the editor can still draw and take taps on
    // (a Fill-in grid being drawn: cells in no slot yet, words that fit no fill); nothing when
    // the game has no such half-made board (every draft it makes loads).
    virtual std::unique_ptr<Puzzle> sketch(const Draft& d) const {
        (void)d;
        return nullptr;
    }
    // The lines of text the player types for the whole puzzle; none by default.
    virtual std::vector<TextEntry> text_entries(const Draft& d) const {
        (void)d;
        return {};
    }
};

// The game a draft belongs to, as one value: the editor, and its GameType for load() and ids.
// "game:params:desc", the ID a draft shares as.
std::string draft_id(const GameType& game, const Draft& d);
// A game ID (or a "#seed" one, generated) opened in the game's editor; another game's ID or a
// damaged one is an Error in player words.
Result<Draft> draft_from_id(const GameType& game, std::string_view id_text);
// A cell as the board labels it ("B3", "AA12") on a rows x cols board: 0-based row and column; an
// Error in player words for a label that names no cell of this board.
Result<std::pair<int, int>> parse_cell(std::string_view label, int rows, int cols);
// Splits "KEY=VALUE" (the key not empty); an Error otherwise.
Result<std::pair<std::string, std::string>> split_edit(std::string_view edit);

// One puzzle being made, with its own undo and redo. Every change (an edit, a new size, undo, redo)
// bumps version(), so a verdict worked out for an older version is dropped.
class EditSession {
public:
    EditSession(const GameType& game, Draft start);
    const GameType& game() const { return game_; }
    const Editor& editor() const { return *game_.editor(); }
    const Draft& draft() const { return drafts_[at_]; }
    std::string id() const { return draft_id(game_, draft()); }
    // An edit ("B3=2", "k=2"), or "size=P" for a blank puzzle of size P; an Error leaves all as it was.
    Result<void> edit(std::string_view edit);
    bool can_undo() const { return at_ > 0; }
    bool can_redo() const { return at_ + 1 < drafts_.size(); }
    void undo();
    void redo();
    // The edits that made the current draft from the start, in order (undone ones are gone).
    std::vector<std::string> edits() const { return {edits_.begin(), edits_.begin() + static_cast<long>(at_)}; }
    uint64_t version() const { return version_; }

private:
    const GameType& game_;
    std::vector<Draft> drafts_;
    std::vector<std::string> edits_;  // edits_[i] made drafts_[i + 1]
    size_t at_ = 0;
    uint64_t version_ = 0;
};

// The verdict as a job (a worker thread; at once where there are none). *out holds it once done();
// cancelling (the next edit) makes the solver stop at its next job_continue() and say Unknown.
using Judged = std::shared_ptr<Verdict>;
std::unique_ptr<Job> start_judging(const GameType& game, Draft draft, JudgeLimits limits, const Judged& out);

} // namespace pz
