// Decodoku players without a display: random, greedy and the planner (a beam search over the
// moves left before the next burst, scored by a decoder-style cost), in two information settings.
#pragma once
#include <array>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rng.h"
#include "game/core/game.h"
#include "game/decodoku/rules.h"

namespace pz::decodoku {

// Honest sees the numbers now and in past frames (through the state's Tracker); Omniscient
// sees the true clusters, as Practice mode shows them.
enum class Info { Honest, Omniscient };
std::string_view info_name(Info i);
Result<Info> parse_info(std::string_view text);

// Everything a strategy may look at.
struct Sight {
    int size = 7;
    Values value{};
    std::array<int32_t, kMaxCells> group{};  // clusters (omniscient) or inferred groups (honest)
    int moves = 0;                            // the move count (score so far)
    int moves_to_noise = kNoiseEvery;
};
Sight sight_of(const DecodokuState& s, Info info);

class Strategy {
public:
    virtual ~Strategy() = default;
    virtual std::string_view name() const = 0;
    // A legal move for the sighted board, or nothing when the board is empty.
    virtual std::optional<PlayerMove> choose(const Sight& sight, Rng& rng) = 0;
};

// "random", "greedy" or "planner"; nullptr for an unknown name.
std::unique_ptr<Strategy> make_strategy(std::string_view name);
std::vector<std::string> strategy_names();

// Every legal move of the sighted board, in a fixed order.
std::vector<PlayerMove> legal_moves(const Sight& sight);

// Squares apart along rows and columns.
inline int manhattan(int size, int a, int b) { return std::abs(a % size - b % size) + std::abs(a / size - b / size); }
// The square a move lands on.
int target_of(const Sight& s, const PlayerMove& m);
// The planner (planner.cpp): the strategy behind hints and the "planner" name.
std::unique_ptr<Strategy> make_planner();
// The sighted board after a move, with the game's group bookkeeping; true if it is now clear.
bool move_in_sight(Sight& s, const PlayerMove& m);
// The planner's board score (lower is better) summed afresh, and the score after a move updated
// from the board's, as the search does it. Tests check that the two agree.
int64_t planner_score(const Sight& s);
int64_t planner_score_after(const Sight& s, const PlayerMove& m);

// The planner's move for the state as a hint in three steps: the number to move (nudge), what
// the planner aims at (reason), the move.
Result<Hint> advise(const DecodokuState& s, Info info);
// Why a move is good, in a line ("cancel 3+7", "bring the 4 toward its partner", ...).
std::string explain(const Sight& sight, const PlayerMove& m);
// The same as a sentence for the player: which group the number joins and why.
std::string explain_sentence(const Sight& sight, const PlayerMove& m);

// The coach: after the player's move, what the planner would have played from the same position.
struct Coaching {
    bool agreed = false;     // the player's move is the planner's
    std::string planner_move;  // the planner's move text ("3,4L"), empty if it had none
    std::string planner_name;  // in the player's words ("move the 7 on D5 left")
    std::string reason;        // why the planner plays it (explain_sentence)
    std::string text;          // one line for the screen
};
Result<Coaching> coach(const DecodokuPuzzle& puzzle, const DecodokuState& before, std::string_view played);

// One seeded game played to the end (or max_moves) by a strategy; returns its score.
struct GameOutcome {
    int score = 0;
    int moves = 0;
    bool lost = false;
    std::vector<std::string> steps;  // the move texts incl. "noise", when asked for
};
GameOutcome play_game(const DecodokuPuzzle& puzzle, Strategy& strategy, Info info, uint64_t strategy_seed,
                      int max_moves = 1'000'000, bool keep_steps = false);

} // namespace pz::decodoku
