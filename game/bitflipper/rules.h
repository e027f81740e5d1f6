// BitFlipper rules: the rule (size, states, target, neighbourhood as data), boards, text forms,
// and the Puzzle/State the mid-end plays.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/core/game.h"

namespace pz::bitflipper {

class TapSolver;

constexpr int kMaxSide = 7;
constexpr int kMinStates = 2;  // 2 only with an odd neighbour add (classic Lights Out)
constexpr int kMaxStates = 9;  // one digit per cell in descriptions
// The game's own colour (GameType::accent_hue): its card, HUD and the board's win wave.
constexpr int kAccentHue = 190;

// Which cells a tap spreads to, as offsets from the tapped cell.
enum class Shape { Orthogonal, Diagonal, King };

struct Rule {
    int rows = 1, cols = 3;
    int states = 3;
    int target = 0;
    Shape shape = Shape::Orthogonal;
    bool wrap = false;       // torus: offsets leaving one edge come back on the opposite one
    int self_add = 1;        // a tap adds this to the tapped cell...
    int neighbour_add = 2;   // ...and this to each distinct neighbour, mod states
    int scramble = 0;        // generator only: 0 = uniform random taps, N = N random single taps

    int cells() const { return rows * cols; }
    // The neighbourhood as data: (drow, dcol) offsets of the shape.
    std::vector<std::pair<int, int>> offsets() const;
    // Distinct cells other than `cell` that a tap on it reaches (a torus narrower than the shape
    // folds offsets onto the same cell or onto itself; each reached cell counts once).
    std::vector<int> neighbours(int cell) const;
    bool operator==(const Rule&) const = default;
};

// Checks bounds and that a tap changes the neighbours at all; the error names the field.
Result<void> validate(const Rule& r);

// Params: "5x5s6t0" then an optional neighbourhood tag: "x" (diagonal) or "k" (king) for the
// shape, "w" for wrap-around, "a1b1" for the adds (defaults: orthogonal, no wrap, a1b2), and
// "p20" to generate by 20 random single taps instead of a uniform tap vector.
// E.g. "3x3s4t1kw", "5x5s2t0a1b1" (Lights Out), "7x7s9t0p30".
Result<Rule> parse_params(std::string_view params);
std::string format_params(const Rule& r);
// The neighbourhood tag alone ("" for the default), as used in params and the text form header.
std::string rule_tag(const Rule& r);
// Human words for menus: "5x5, 6 states, target 0, king, torus".
std::string describe_rule(const Rule& r);

using Board = std::vector<uint8_t>;  // row-major values 0..states-1

// The one-line description for level packs: rows of digits joined by '/', e.g. "012/120".
Result<Board> parse_desc(const Rule& r, std::string_view desc);
std::string format_desc(const Rule& r, const Board& b);

// The text form: "rows cols states target [tag]" then one line per row of values, either
// separated by spaces ("0 1 2") or as one digit run ("012"). '#' lines and blank lines are skipped.
struct BoardFile {
    Rule rule;
    Board board;
};
Result<BoardFile> parse_text(std::string_view text);
std::string format_text(const Rule& r, const Board& b);

// Applies `times` taps at cell (mod states), in place.
void tap(const Rule& r, Board& b, int cell, int times = 1);
bool solved(const Rule& r, const Board& b);

// Moves: "r,c", 0-based row then column.
Result<int> parse_move(const Rule& r, std::string_view move);
// The guided first puzzle (GameType::guide; guide.cpp).
Guide guide();
std::string format_move(const Rule& r, int cell);

// Par-mode stars from the taps used against par: 3 at par (or better), 2 within half again, else 1;
// and no more than the help taken allows: a hint played keeps it to 2, hints for half the par or
// more to 1, and a shown solution earns none (0).
int stars(int taps, int par, const Help& help = {});

class BitState : public State {
public:
    Board cells;
    int taps = 0;  // taps the player made to get here (the move counter shown against par)
    // How often each cell was tapped, mod the states: as many taps as there are states change
    // nothing, so this is all the taps made add up to (what the view can show on each tile).
    std::vector<uint8_t> presses;
    std::string text() const override;
};

class BitPuzzle : public Puzzle {
public:
    static Result<std::unique_ptr<BitPuzzle>> make(const Rule& rule, Board board);
    ~BitPuzzle() override;

    std::string_view game() const override { return "bitflipper"; }
    const std::string& params() const override { return params_; }
    const std::string& description() const override { return desc_; }
    StatePtr initial() const override;
    Result<StatePtr> apply(const State& s, std::string_view move) const override;
    Status status(const State& s) const override;
    Result<Hint> hint(const State& s) const override;
    Result<std::vector<std::string>> solve(const State& s) const override;
    // Par can still be made: the taps so far and the fewest left add up to at most par (the
    // fewest from the start when the level has none). A tap is never undone by rules alone.
    std::optional<bool> winnable(const State& s) const override;
    // Par (the fewest taps) against the player's taps, and the stars.
    std::string summary(const State& end, const Help& help) const override;
    std::string hud(const State& s) const override;
    std::string move_name(const State& before, std::string_view move) const override;  // "tap B2"
    std::vector<std::string> labels() const override { return grid_labels(rule_.rows, rule_.cols); }
    std::vector<std::string> move_cells(const State& before, std::string_view move) const override;

    const Rule& rule() const { return rule_; }
    const Board& start() const { return start_; }
    const TapSolver& solver() const { return *solver_; }
    // Fewest taps from the start; -1 if the start cannot be solved.
    int par() const { return par_; }
    // Taps per cell of one optimal solution from s (empty if s cannot be solved): the heat overlay.
    std::vector<uint8_t> optimal_taps(const BitState& s) const;

private:
    BitPuzzle(const Rule& rule, Board board);
    Rule rule_;
    Board start_;
    std::string params_, desc_;
    std::unique_ptr<TapSolver> solver_;
    int par_ = -1;
};

} // namespace pz::bitflipper
