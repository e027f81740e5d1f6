// Ranking the boards of one ball count: the combinatorial number system over the 56 squares.
#include "game/fling/endgame.h"
#include "game/fling/endgame_internal.h"

namespace pz::fling {

namespace detail {
const Binomials kBinom;
} // namespace detail

using detail::kBinom;

uint64_t binomial(int n, int k) {
    if (n < 0 || k < 0 || n > kSquares || k > kMaxTableBalls + 1) return 0;
    return kBinom.c[n][k];
}

uint64_t board_rank(Board b) {
    uint64_t r = 0;
    for (int i = 1; b; ++i, b &= b - 1) r += kBinom.c[__builtin_ctzll(b)][i];
    return r;
}

Board board_unrank(uint64_t rank, int balls) {
    Board b = 0;
    int p = kSquares - 1;
    for (int i = balls; i >= 1; --i) {
        while (kBinom.c[p][i] > rank) --p;
        b |= bit(p);
        rank -= kBinom.c[p][i];
        --p;
    }
    return b;
}

} // namespace pz::fling
