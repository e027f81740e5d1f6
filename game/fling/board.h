// The Fling! board as a 64-bit set of squares (index y*7+x), its moves, and its text forms.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "game/core/result.h"

namespace pz::fling {

constexpr int kWidth = 7;
constexpr int kHeight = 8;
constexpr int kSquares = kWidth * kHeight;  // 56
// The game's own colour (GameType::accent_hue): its card, HUD and the creatures' fur.
constexpr int kAccentHue = 28;
constexpr uint64_t kAllSquares = (uint64_t{1} << kSquares) - 1;

using Board = uint64_t;  // bit y*7+x set = a ball on (x, y)

enum Dir : uint8_t { Left = 0, Right = 1, Up = 2, Down = 3 };
constexpr char kDirLetter[4] = {'L', 'R', 'U', 'D'};

struct Move {
    uint8_t square = 0;  // the flung ball
    Dir dir = Left;
    bool operator==(const Move&) const = default;
};

inline int popcount(Board b) { return __builtin_popcountll(b); }
inline int square_x(int sq) { return sq % kWidth; }
inline int square_y(int sq) { return sq / kWidth; }
inline uint64_t bit(int sq) { return uint64_t{1} << sq; }

// Squares strictly beyond each square in each direction, up to the edge (the line a fling travels).
struct Rays {
    std::array<std::array<uint64_t, kSquares>, 4> ray{};
    std::array<std::array<int, kSquares>, 4> next{};  // the neighbouring square, or -1 off the board
    std::array<std::array<uint64_t, kSquares>, 4> every_other{};  // the square and those 2, 4, ... beyond it
};
constexpr Rays make_rays() {
    Rays r;
    constexpr int dx[4] = {-1, 1, 0, 0};
    constexpr int dy[4] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d)
        for (int sq = 0; sq < kSquares; ++sq) {
            int x = sq % kWidth + dx[d], y = sq / kWidth + dy[d];
            const bool inside = x >= 0 && x < kWidth && y >= 0 && y < kHeight;
            r.next[d][sq] = inside ? y * kWidth + x : -1;
            uint64_t m = 0, alt = uint64_t{1} << sq;
            for (int step = 1; x >= 0 && x < kWidth && y >= 0 && y < kHeight; x += dx[d], y += dy[d], ++step) {
                m |= uint64_t{1} << (y * kWidth + x);
                if (step % 2 == 0) alt |= uint64_t{1} << (y * kWidth + x);
            }
            r.ray[d][sq] = m;
            r.every_other[d][sq] = alt;
        }
    return r;
}
inline constexpr Rays kRays = make_rays();
inline const Rays& rays() { return kRays; }

// Columns as masks, for the bit-parallel move finder.
constexpr uint64_t column_mask(int x) {
    uint64_t m = 0;
    for (int y = 0; y < kHeight; ++y) m |= uint64_t{1} << (y * kWidth + x);
    return m;
}
// Squares with x <= 6-k (a shift right by k stays in the row) and x >= k.
constexpr uint64_t columns_upto(int last) {
    uint64_t m = 0;
    for (int x = 0; x <= last; ++x) m |= column_mask(x);
    return m;
}

// The balls that have a legal fling in each direction, all at once: the neighbour is empty and
// some ball lies further along (found by smearing the balls back along the line).
struct Flingable {
    uint64_t dir[4];
};
inline Flingable flingable(uint64_t b) {
    constexpr uint64_t x_le5 = columns_upto(5), x_le4 = columns_upto(4), x_le2 = columns_upto(2);
    constexpr uint64_t x_ge1 = kAllSquares & ~columns_upto(0), x_ge2 = kAllSquares & ~columns_upto(1),
                       x_ge4 = kAllSquares & ~columns_upto(3);
    Flingable f;
    // Right: a ball somewhere to the right in the row.
    uint64_t a = (b >> 1) & x_le5;
    a |= (a >> 1) & x_le5;
    a |= (a >> 2) & x_le4;
    a |= (a >> 4) & x_le2;
    f.dir[1] = b & a & ~(b >> 1) & x_le5;
    // Left.
    a = (b << 1) & x_ge1;
    a |= (a << 1) & x_ge1;
    a |= (a << 2) & x_ge2;
    a |= (a << 4) & x_ge4;
    f.dir[0] = b & a & ~(b << 1) & x_ge1;
    // Down: a ball somewhere below in the column.
    a = b >> kWidth;
    a |= a >> kWidth;
    a |= a >> (2 * kWidth);
    a |= a >> (4 * kWidth);
    f.dir[3] = b & a & ~(b >> kWidth) & (kAllSquares >> kWidth);
    // Up.
    a = (b << kWidth) & kAllSquares;
    a |= (a << kWidth) & kAllSquares;
    a |= (a << (2 * kWidth)) & kAllSquares;
    a |= (a << (4 * kWidth)) & kAllSquares;
    f.dir[2] = b & a & ~(b << kWidth) & (kAllSquares << kWidth) & kAllSquares;
    return f;
}

// Every ball on the line ahead moves back to the square just before the next ball, and the
// last one leaves the board: the whole chain is one shift of the balls on the ray.
inline Board shift_back(uint64_t balls, Dir d) {
    switch (d) {
    case Left: return balls << 1;
    case Right: return balls >> 1;
    case Up: return balls << kWidth;
    case Down: return balls >> kWidth;
    }
    return balls;
}

// True if flinging the ball on `sq` in direction d is legal: the neighbour is empty and some ball lies further on.
inline bool is_legal(Board b, int sq, Dir d) {
    const Rays& r = rays();
    const int nb = r.next[d][sq];
    return (b >> sq & 1) && nb >= 0 && !(b >> nb & 1) && (b & r.ray[d][sq]) != 0;
}

// The board after a legal fling (callers check is_legal first).
inline Board apply_fling(Board b, int sq, Dir d) {
    const uint64_t ray = rays().ray[d][sq];
    const uint64_t ahead = b & ray;
    return (b & ~(ray | bit(sq))) | shift_back(ahead, d);
}

// Calls f(Move, child) for each legal move, in square order then L, R, U, D.
template <class F>
inline void for_each_move(Board b, F&& f) {
    const Flingable fl = flingable(b);
    for (uint64_t rest = fl.dir[0] | fl.dir[1] | fl.dir[2] | fl.dir[3]; rest; rest &= rest - 1) {
        const int sq = __builtin_ctzll(rest);
        for (int d = 0; d < 4; ++d)
            if (fl.dir[d] >> sq & 1) {
                const uint64_t ray = kRays.ray[d][sq];
                f(Move{static_cast<uint8_t>(sq), static_cast<Dir>(d)},
                  (b & ~(ray | bit(sq))) | shift_back(b & ray, static_cast<Dir>(d)));
            }
    }
}

// Like for_each_move, but stops as soon as f returns true; returns whether it stopped.
template <class F>
inline bool any_move(Board b, F&& f) {
    const Flingable fl = flingable(b);
    for (uint64_t rest = fl.dir[0] | fl.dir[1] | fl.dir[2] | fl.dir[3]; rest; rest &= rest - 1) {
        const int sq = __builtin_ctzll(rest);
        for (int d = 0; d < 4; ++d)
            if (fl.dir[d] >> sq & 1) {
                const uint64_t ray = kRays.ray[d][sq];
                if (f(Move{static_cast<uint8_t>(sq), static_cast<Dir>(d)},
                      (b & ~(ray | bit(sq))) | shift_back(b & ray, static_cast<Dir>(d))))
                    return true;
            }
    }
    return false;
}

// Two legal moves give the same board only when a line's balls are evenly spaced with one empty
// square between neighbours ("o.o.o"): flinging the first one forward and the last one back both
// leave the middle balls shifted by one. True for the backward (Left or Up) fling of sq that
// repeats the forward fling of its line's first ball; callers check the move is legal.
inline bool repeats_forward_fling(Board b, int sq, Dir d) {
    const Dir forward = d == Left ? Right : Down;
    if (b & kRays.ray[forward][sq]) return false;  // not the last ball of its line
    const uint64_t line = (b & kRays.ray[d][sq]) | bit(sq), alt = kRays.every_other[d][sq];
    // Every ball on an alternate square, and no alternate square empty between the two ends.
    return !(line & ~alt) && !(alt & ~line & -(line & -line));
}

// Calls f(child) for each legal fling in direction d of the balls in `balls`; with kSkipRepeats,
// not for those that repeat a forward fling.
template <Dir d, bool kSkipRepeats, class F>
inline void children_in_direction(Board b, uint64_t balls, F& f) {
    for (; balls; balls &= balls - 1) {
        const int sq = __builtin_ctzll(balls);
        if constexpr (kSkipRepeats)
            if (repeats_forward_fling(b, sq, d)) continue;
        const uint64_t ray = kRays.ray[d][sq];
        f((b & ~(ray | bit(sq))) | shift_back(b & ray, d));
    }
}

// Calls f(child) once for each distinct board one move away, direction by direction (the hot
// loop of the counting searches, where the order does not matter).
template <class F>
inline void for_each_child(Board b, F&& f) {
    const Flingable fl = flingable(b);
    children_in_direction<Left, true>(b, fl.dir[Left], f);
    children_in_direction<Right, false>(b, fl.dir[Right], f);
    children_in_direction<Up, true>(b, fl.dir[Up], f);
    children_in_direction<Down, false>(b, fl.dir[Down], f);
}

// How many children for_each_child gives, without making them: every legal fling, less the
// backward ones that repeat a forward one (only a ball with no legal forward fling can).
inline int child_count(Board b) {
    const Flingable fl = flingable(b);
    // Bit counts by halves (no popcnt instruction is assumed: the library call would cost more).
    auto bits = [](uint64_t x) {
        x -= (x >> 1) & 0x5555555555555555ull;
        x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
        return static_cast<int>((((x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full) * 0x0101010101010101ull) >> 56);
    };
    int n = bits(fl.dir[Left]) + bits(fl.dir[Right]) + bits(fl.dir[Up]) + bits(fl.dir[Down]);
    for (uint64_t m = fl.dir[Left] & ~fl.dir[Right]; m; m &= m - 1) n -= repeats_forward_fling(b, __builtin_ctzll(m), Left);
    for (uint64_t m = fl.dir[Up] & ~fl.dir[Down]; m; m &= m - 1) n -= repeats_forward_fling(b, __builtin_ctzll(m), Up);
    return n;
}

// Up to 4*14 moves; distinct children are what the counts are about.
struct Children {
    Board board[4 * kSquares];
    int count = 0;
};
// The distinct boards one move away (duplicates from two moves giving one board dropped).
void distinct_children(Board b, Children& out);
int legal_move_count(Board b);

// "x,yD", e.g. "4,0D".
std::string move_text(Move m);
Result<Move> parse_move(std::string_view text);

// 8 lines of 7 characters ('.' empty, 'o' ball); blank lines and '#' comments around it.
Result<Board> parse_board(std::string_view text);
std::string board_text(Board b);  // 8 lines, each ending in '\n'
// Compact single token for level files and game IDs: the 8 rows joined by '/'.
std::string board_desc(Board b);
Result<Board> parse_desc(std::string_view desc);

} // namespace pz::fling
