// The Decodoku board: numbers mod 10 with hidden cluster labels, noise bursts, player moves,
// the spanning (loss) check, and the honest tracker that infers clusters from visible frames.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/rng.h"

namespace pz::decodoku {

inline constexpr int kMinSize = 3;
inline constexpr int kMaxSize = 10;
inline constexpr int kMaxCells = kMaxSize * kMaxSize;
inline constexpr int kNoiseEvery = 5;    // a burst after every 5th player move
inline constexpr int kBurstTenths = 60;  // a burst stops once its events weigh 6.0
inline constexpr int kEmptyPairTenths = 10;  // an event touching an empty square weighs 1.0
inline constexpr int kFullPairTenths = 1;    // an event on two occupied squares weighs 0.1

enum class Dir : uint8_t { Left, Right, Up, Down };
char dir_char(Dir d);  // 'L', 'R', 'U', 'D'
std::optional<Dir> parse_dir(char c);
int dir_dx(Dir d);
int dir_dy(Dir d);

// Cells are numbered row-major: cell = y * size + x, y = 0 the top row.
struct Board {
    int size = 7;
    std::array<uint8_t, kMaxCells> value{};    // 0..9, 0 = empty
    std::array<int32_t, kMaxCells> cluster{};  // 0 for empty squares, else the cluster's label
    int32_t next_label = 1;

    int cells() const { return size * size; }
    bool cleared() const;
    int count() const;  // occupied squares
    // The neighbour one step in d, or -1 off the grid.
    int step(int cell, Dir d) const;
};

// One noise event as it happened (for tests and the view's animation).
struct NoiseEvent {
    int first = 0;
    int second = 0;
    int amount = 0;         // a: first += a, second += 10 - a
    int weight_tenths = 0;  // 10 or 1
};

// The second square of an event: +-1 along the axis, forced inward at the edge.
int noise_partner(int size, int cell, int axis, int sign);
// Applies one event with its cluster bookkeeping; returns its weight in tenths.
int apply_noise_event(Board& b, int first, int second, int amount);
// Runs events drawn from rng until their weight reaches 60 tenths.
void noise_burst(Board& b, Rng& rng, std::vector<NoiseEvent>* log = nullptr);
// The first burst of a game: repeated (continuing the same rng) until the board neither spans
// nor is empty. Returns how many bursts that took.
int start_board(Board& b, Rng& rng);

struct MoveResult {
    bool merged = false;    // landed on an occupied square
    bool vanished = false;  // the sum was 0 mod 10
};
// Moves the number at from onto the neighbour to (both must be valid; from occupied).
MoveResult move_number(Board& b, int from, int to);

// The label of a cluster touching both the top and bottom rows or both side columns, or 0.
int32_t spanning_cluster(const Board& b);

// Group labels inferred only from what the player saw (numbers before and after each burst,
// and their own moves). Same shape as Board::cluster: 0 on empty squares.
struct Tracker {
    std::array<int32_t, kMaxCells> group{};
    int32_t next_label = 1;
};
using Values = std::array<uint8_t, kMaxCells>;
// Updates the tracker after a burst turned the numbers `before` into `after`: each connected
// patch of changed squares is split into the most zero-sum connected parts (fewest events).
void observe_noise(Tracker& t, int size, const Values& before, const Values& after);
// Updates the tracker after the player moved from -> to, given the numbers now shown.
void observe_move(Tracker& t, const Values& after, int from, int to);

} // namespace pz::decodoku
