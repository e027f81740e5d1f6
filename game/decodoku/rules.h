// Decodoku play: params ("7n"), descriptions ("s12345", or a hand-made position), the state with its
// RNG, moves as text, noise as the game's automatic move, the loss check and the score.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rng.h"
#include "game/core/game.h"
#include "game/decodoku/board.h"

namespace pz::decodoku {

// The game's own colour (GameType::accent_hue): its card, HUD and the board's win wave.
constexpr int kAccentHue = 265;

// Normal hides clusters; Practice shows them and allows undo; Daily is Normal on the date's seed.
enum class Mode { Normal, Practice, Daily };
char mode_char(Mode m);  // 'n', 'p', 'd'
std::string_view mode_name(Mode m);

struct Params {
    int size = 7;
    Mode mode = Mode::Normal;
};
// "<size><mode>": size 3..10, mode n|p|d ("7n", "8p"); a bare size means normal.
Result<Params> parse_params(std::string_view text);
std::string format_params(const Params& p);

// "s<seed>": the seed of the game RNG, decimal.
Result<uint64_t> parse_desc(std::string_view text);
std::string format_desc(uint64_t seed);
// The Daily mode's seed for a date written YYYYMMDD: the same for everyone.
uint64_t daily_seed(int yyyymmdd);

// A hand-made position (a guided first puzzle, a puzzle to share): the numbers on the board with
// their groups, and the noise to come written out burst by burst. Once the written noise is spent
// none comes, and clearing the board wins. Text: rows joined by '/', a square '.' or a number 1..9
// with its group's letter ("4a"), then each burst after a '|' in the same form, its numbers added
// to the board's: "...../.2a4a/..4a|...../7b6b./.7b.". Every group adds up to a multiple of 10.
struct Position {
    Board start;                // labels 1.. in the order groups are first met
    std::vector<Board> bursts;  // the numbers each burst adds, its own groups labelled as above
};
// Size 3..10 from the row count; one-line errors name the row and square.
Result<Position> parse_position(std::string_view text);
std::string format_position(const Position& p);
// Adds a written burst to the board: each of its groups becomes one group with every group it
// lands on, as a noise burst's events would join them.
void add_burst(Board& b, const Board& burst);

class DecodokuState : public State {
public:
    Board board;
    Tracker tracker;       // the player's knowledge; derived from visible frames, not in text()
    int moves = 0;         // player moves, plus jumps when the board is cleared
    int noised_at = -1;    // the move count at the last burst
    int bursts = 0;
    bool lost = false;
    Rng::Snapshot rng{};
    int scripted = -1;     // a hand-made position's written bursts still to come; -1: random noise

    // Moves survived: the losing move does not count.
    int score() const { return lost ? moves - 1 : moves; }
    bool noise_due() const;
    // Player moves until the next burst (1..5).
    int moves_to_noise() const { return kNoiseEvery - moves % kNoiseEvery; }
    std::string text() const override;
};

const DecodokuState& as_decodoku(const State& s);

// A parsed player move.
struct PlayerMove {
    int x = 0, y = 0;
    Dir dir = Dir::Left;
};
// "x,yD": column x, row y (0-based, row 0 on top), direction L/R/U/D.
Result<PlayerMove> parse_move(std::string_view text);
std::string format_move(int x, int y, Dir d);
const char* dir_word(Dir d);  // "left", "right", "up", "down"
// A move in the player's words: "move the 3 on B2 left" (v = 3), "move B2 left" (v = 0, an empty square).
std::string move_words(int v, const std::string& cell, Dir d);
inline constexpr std::string_view kNoiseMove = "noise";

class DecodokuPuzzle : public Puzzle {
public:
    DecodokuPuzzle(Params p, uint64_t seed);
    DecodokuPuzzle(Params p, Position position);
    std::string_view game() const override { return "decodoku"; }
    const std::string& params() const override { return params_text_; }
    const std::string& description() const override { return desc_; }
    StatePtr initial() const override;
    Result<StatePtr> apply(const State& s, std::string_view move) const override;
    // A hand-made position is won once the board is clear with no written noise left.
    Status status(const State& s) const override;
    std::optional<std::string> automatic_move(const State& s) const override;
    Result<Hint> hint(const State& s) const override;
    // A hand-made position is solved by a search over its few squares; a seeded game has no end.
    Result<std::vector<std::string>> solve(const State& s) const override;
    std::optional<bool> winnable(const State& s) const override;
    bool allows_undo() const override { return params_.mode == Mode::Practice; }
    // Moves survived, kept with the player's records for the statistics.
    std::optional<int64_t> score(const State& s) const override { return as_decodoku(s).score(); }
    // The score, and how many noise bursts the player lasted through.
    std::string summary(const State& end, const Help& help) const override;
    std::string hud(const State& s) const override;
    // "move the 7 on C4 left", "noise burst".
    std::string move_name(const State& before, std::string_view move) const override;
    std::vector<std::string> labels() const override;
    std::vector<std::string> move_cells(const State& before, std::string_view move) const override;

    const Params& settings() const { return params_; }
    uint64_t seed() const { return seed_; }
    const std::optional<Position>& position() const { return position_; }
    // Whether noise will still come in this game (a hand-made position's may be spent).
    bool noise_ahead(const DecodokuState& s) const { return s.scripted != 0; }
    // Typed apply for AI loops: no text round trip. Error if illegal.
    Result<std::shared_ptr<const DecodokuState>> play(const DecodokuState& s, const PlayerMove& m) const;
    std::shared_ptr<const DecodokuState> noise(const DecodokuState& s, std::vector<NoiseEvent>* log = nullptr) const;

private:
    Params params_;
    uint64_t seed_;
    std::optional<Position> position_;
    std::string params_text_, desc_;
};

// The guided first puzzle (GameType::guide; guide.cpp).
Guide guide();

// The puzzle a game ID's params and description make: a seeded game or a hand-made position.
Result<std::unique_ptr<DecodokuPuzzle>> load_puzzle(std::string_view params, std::string_view desc);

} // namespace pz::decodoku
