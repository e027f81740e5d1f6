// Sweet Spots play: the state (each cell empty, marked or chest), text moves, the win rule,
// conflicts, hints, "check" and solve, all behind the Puzzle interface.
#pragma once
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/game.h"
#include "game/sweetspots/board.h"
#include "game/sweetspots/logic.h"
#include "game/sweetspots/solver.h"

namespace pz::sweetspots {

// The game's own colour (GameType::accent_hue): its card, HUD and the board's win wave.
constexpr int kAccentHue = 330;
// The guided first puzzle (GameType::guide; guide.cpp).
Guide guide();

// What the player has put on a cell. A mark is the player's "no chest here" dot.
enum class Spot : uint8_t { Empty = 0, Mark = 1, Chest = 2 };

class SpotsState : public State {
public:
    SpotsState(int n, std::vector<Spot> cells) : n_(n), cells_(std::move(cells)) {}
    // Rows of '.', 'x' (mark) and '*' (chest), joined by '/': also the `restore` move's argument.
    std::string text() const override;
    int n() const { return n_; }
    Spot at(int r, int c) const { return cells_[static_cast<size_t>(r * n_ + c)]; }
    Spot at(int i) const { return cells_[static_cast<size_t>(i)]; }
    const std::vector<Spot>& cells() const { return cells_; }

private:
    int n_;
    std::vector<Spot> cells_;
};

// Rule breaks the player can see: chests that touch, units with too many chests, and units with
// too few chests and no empty cell left.
struct Conflicts {
    std::vector<uint8_t> cell;  // per cell: 1 if it is part of a broken rule
    std::vector<int> units;     // broken units: 0..n-1 rows, n..2n-1 columns, 2n..3n-1 zones
    bool any() const { return !units.empty() || std::find(cell.begin(), cell.end(), 1) != cell.end(); }
};

struct Mistake {
    int cell = -1;        // the first wrong cell in reading order, or -1 if the position cannot be finished
    std::string reason;   // one sentence
};

// Moves (rows and columns count from 0):
//   "chest R,C [R,C ...]"  put chests        "chest R,C auto"  a chest, and mark what it rules out
//   "mark R,C [R,C ...]"   put marks         "clear R,C [R,C ...]"  empty the cells
//   "restore ROWS"         set every cell at once from a state's text (Save/Restore of a tentative position)
class SpotsPuzzle : public Puzzle {
public:
    // Any well-formed board loads, even one with no solution or several (an imported puzzle: the
    // original game's files often have many); on those, any placement that meets the rules wins,
    // notice() says so when the game opens, and hints give only what every solution agrees on. A grade given
    // (a generated game's "10k2dm") stays in params(), so records and statistics keep it.
    static Result<std::unique_ptr<SpotsPuzzle>> make(Board b, std::optional<Grade> grade = std::nullopt);

    std::string_view game() const override { return "sweetspots"; }
    const std::string& params() const override { return params_; }
    const std::string& description() const override { return desc_; }
    StatePtr initial() const override;
    Result<StatePtr> apply(const State& s, std::string_view move) const override;
    Status status(const State& s) const override;
    Result<Hint> hint(const State& s) const override;
    Result<std::vector<std::string>> solve(const State& s) const override;
    // No chest off the solution and no mark on one of its chests.
    std::optional<bool> winnable(const State& s) const override;
    // The grade, and how often each technique is needed to solve it by logic alone.
    std::string summary(const State& end, const Help& help) const override;
    std::string hud(const State& s) const override;
    std::string notice() const override;
    // "chest at D5", "mark D5 and E5", "clear D5", "restore a saved position".
    std::string move_name(const State& before, std::string_view move) const override;
    std::vector<std::string> labels() const override;  // cells, rows, columns and "zone 1".."zone n"
    std::vector<std::string> move_cells(const State& before, std::string_view move) const override;

    const Board& board() const { return board_; }
    const Logic& logic() const { return logic_; }
    bool unique() const { return solutions_ == 1; }
    // 0, 1, or 2 for "two or more".
    int solutions() const { return solutions_; }
    // The unique solution (or, on a board with several, the first one found; all zero when there
    // is none): chest cells.
    const std::vector<uint8_t>& solution() const { return solution_; }
    Conflicts conflicts(const SpotsState& s) const;
    // "Check": the first mistake against the solution, if any.
    std::optional<Mistake> check(const SpotsState& s) const;
    // The next deduction as a move and the cells it concerns, for the view's hint highlight.
    Result<Hint> hint_for(const SpotsState& s, std::vector<int>* focus) const;
    // The empty cells a chest at `cell` rules out (neighbours, and the rest of any unit it fills).
    std::vector<int> ruled_out_by(const SpotsState& s, int cell) const;

private:
    SpotsPuzzle(Board b, std::vector<uint8_t> solution, int solutions, std::optional<Grade> grade);
    // Restriction of the solver to the player's chests (required) and marks (not allowed).
    Restriction fitting(const SpotsState& s) const;
    // A sound hint on a board with several solutions: a cell every solution that fits the
    // position agrees on.
    Result<Hint> agreed_hint(const SpotsState& s, std::vector<int>* focus) const;
    void nudge(Hint& h, const std::vector<int>& cells, const std::vector<int>& focus, bool around_chest) const;
    // A hint for `move` with its reason, named in the player's words, nudging at `cells`; `about`
    // (the cells the reason talks about) goes to *focus when asked.
    Hint make_hint(const SpotsState& s, std::string move, std::string reason, const std::vector<int>& cells,
                   const std::vector<int>& about, bool around_chest, std::vector<int>* focus) const;
    Board board_;
    Logic logic_;
    std::vector<uint8_t> solution_;
    int solutions_;
    std::string params_, desc_;
};

const SpotsState* as_spots(const State& s);
std::string cell_text(int n, int cell);  // "r,c": the move text's 0-based form (players see cell_label)

} // namespace pz::sweetspots
