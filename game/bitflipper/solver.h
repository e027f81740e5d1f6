// The exact BitFlipper solver: A·x ≡ T − b (mod S) with A = a·I + b·Adj, solved per prime-power
// factor of S by a Smith-form elimination over Z_{p^e}, joined by CRT; fewest taps by walking the
// solution coset over the kernel.
#pragma once
#include <cstdint>
#include <vector>

#include "game/bitflipper/rules.h"
#include "game/core/text.h"

namespace pz::bitflipper {

struct Solution {
    bool solvable = false;
    u128 solutions = 0;        // tap vectors mod S that solve the board (0 if unsolvable; saturates at 2^128 − 1)
    int min_taps = -1;         // fewest total taps, each cell tapped 0..S-1 times
    u128 min_patterns = 0;     // how many tap vectors reach that minimum
    std::vector<uint8_t> taps; // one optimal pattern, taps per cell, row-major
    bool exact = true;         // false only if the kernel was too large to walk (min_taps is then an upper bound)
};

class TapSolver {
public:
    // Factors the tap matrix once; every board of the rule is then solved against it.
    explicit TapSolver(const Rule& rule);
    const Rule& rule() const { return rule_; }

    Solution solve(const Board& board) const;
    // Taps per cell (mod S) reaching the target from board, ignoring minimality; empty if none.
    std::vector<uint8_t> any_solution(const Board& board) const;

    // The kernel: tap vectors that change nothing, as independent cyclic generators.
    u128 kernel_size() const { return kernel_size_; }
    const std::vector<std::vector<uint8_t>>& kernel_generators() const { return kernel_; }
    const std::vector<int>& kernel_orders() const { return orders_; }

    // A block's kernel up to this size is walked in full; larger ones (no rule in 1..7 × 1..7,
    // S ≤ 9 has one) are searched greedily and the result marked inexact.
    static constexpr u128 kWalkLimit = u128(1) << 22;

private:
    // A = P^-1 · D · Q^-1 over Z_m, m = p^e, with D diagonal p^k[t] (k = e means 0).
    struct Local {
        int p = 0, e = 0, m = 0;
        std::vector<int> P, Q;  // n×n row-major
        std::vector<int> k;     // valuation of each diagonal entry
        int crt = 0;            // (S/m)·((S/m)^-1 mod m) mod S: lifts a residue mod m into Z_S
    };
    // Cells that no tap links to the rest (a connected component of the neighbour graph) are
    // solved alone: min taps add up and the kernels stay small (diagonal shapes split in two).
    struct Block {
        std::vector<int> cells;
        std::vector<Local> parts;
        std::vector<std::vector<uint8_t>> kernel;  // over the block's cells
        std::vector<int> orders;
        u128 kernel_size = 1;
    };
    Block factor_block(std::vector<int> cells) const;
    // Block-local solution into x (over the block's cells); false if none.
    bool particular(const Block& b, const std::vector<int>& d, std::vector<uint8_t>& x) const;
    // Walks the block's solution coset from x: returns min taps and fills x with an optimum.
    void minimise(const Block& b, std::vector<uint8_t>& x, Solution& sol) const;

    Rule rule_;
    int n_ = 0, s_ = 0;
    std::vector<Block> blocks_;
    std::vector<std::vector<uint8_t>> kernel_;  // all blocks' generators over the whole board
    std::vector<int> orders_;
    u128 kernel_size_ = 1;
};

} // namespace pz::bitflipper
