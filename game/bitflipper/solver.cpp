// Exact solving over Z_S: a Smith-form elimination per prime power of S, CRT, and a walk of the kernel.
#include "game/bitflipper/solver.h"

#include <algorithm>
#include <utility>

namespace pz::bitflipper {

namespace {

// Prime-power factors of s, e.g. 12 -> {(2,2), (3,1)}.
std::vector<std::pair<int, int>> factor(int s) {
    std::vector<std::pair<int, int>> out;
    for (int p = 2; p * p <= s; ++p) {
        if (s % p) continue;
        int e = 0;
        while (s % p == 0) { s /= p; ++e; }
        out.push_back({p, e});
    }
    if (s > 1) out.push_back({s, 1});
    return out;
}

// Counts saturate instead of wrapping: only rules with a zero self add come near 2^128 solutions.
u128 saturating_mul(u128 a, u128 b) {
    const u128 max = ~u128(0);
    if (a != 0 && b > max / a) return max;
    return a * b;
}

int inverse_mod(int u, int m) {
    for (int v = 1; v < m; ++v)
        if (u * v % m == 1) return v;
    return 1;  // m == 1
}

// p-adic valuation of x in Z_{p^e}; 0 counts as e.
int valuation(int x, int p, int e) {
    if (x == 0) return e;
    int v = 0;
    while (x % p == 0) { x /= p; ++v; }
    return v;
}

} // namespace

TapSolver::TapSolver(const Rule& rule) : rule_(rule), n_(rule.cells()), s_(rule.states) {
    // Connected components of the neighbour graph, each in increasing cell order.
    std::vector<int> comp(static_cast<size_t>(n_), -1);
    std::vector<std::vector<int>> groups;
    for (int start = 0; start < n_; ++start) {
        if (comp[static_cast<size_t>(start)] >= 0) continue;
        const int id = static_cast<int>(groups.size());
        std::vector<int> cells{start}, stack{start};
        comp[static_cast<size_t>(start)] = id;
        while (!stack.empty()) {
            const int c = stack.back();
            stack.pop_back();
            for (int j : rule.neighbours(c))
                if (comp[static_cast<size_t>(j)] < 0) {
                    comp[static_cast<size_t>(j)] = id;
                    cells.push_back(j);
                    stack.push_back(j);
                }
        }
        std::sort(cells.begin(), cells.end());
        groups.push_back(std::move(cells));
    }
    for (auto& g : groups) {
        Block b = factor_block(std::move(g));
        for (size_t k = 0; k < b.kernel.size(); ++k) {
            std::vector<uint8_t> full(static_cast<size_t>(n_), 0);
            for (size_t i = 0; i < b.cells.size(); ++i) full[static_cast<size_t>(b.cells[i])] = b.kernel[k][i];
            kernel_.push_back(std::move(full));
            orders_.push_back(b.orders[k]);
        }
        kernel_size_ = saturating_mul(kernel_size_, b.kernel_size);
        blocks_.push_back(std::move(b));
    }
}

TapSolver::Block TapSolver::factor_block(std::vector<int> cells) const {
    Block blk;
    blk.cells = std::move(cells);
    const int n = static_cast<int>(blk.cells.size());
    std::vector<int> local(static_cast<size_t>(n_), -1);
    for (int i = 0; i < n; ++i) local[static_cast<size_t>(blk.cells[static_cast<size_t>(i)])] = i;
    // Column j of A is what one tap on cell j adds to every cell.
    std::vector<int> a(static_cast<size_t>(n) * n, 0);
    for (int j = 0; j < n; ++j) {
        a[static_cast<size_t>(j) * n + j] = rule_.self_add % s_;
        for (int i : rule_.neighbours(blk.cells[static_cast<size_t>(j)]))
            a[static_cast<size_t>(local[static_cast<size_t>(i)]) * n + j] = rule_.neighbour_add % s_;
    }
    for (auto [p, e] : factor(s_)) {
        Local L;
        L.p = p;
        L.e = e;
        L.m = 1;
        for (int i = 0; i < e; ++i) L.m *= p;
        const int m = L.m;
        const int other = s_ / m;
        L.crt = other * inverse_mod(other % m, m) % s_;
        std::vector<int> M(a.size());
        for (size_t i = 0; i < a.size(); ++i) M[i] = a[i] % m;
        L.P.assign(static_cast<size_t>(n) * n, 0);
        L.Q.assign(static_cast<size_t>(n) * n, 0);
        for (int i = 0; i < n; ++i) L.P[static_cast<size_t>(i) * n + i] = L.Q[static_cast<size_t>(i) * n + i] = 1;
        L.k.assign(static_cast<size_t>(n), e);
        auto at = [n](std::vector<int>& v, int r, int c) -> int& { return v[static_cast<size_t>(r) * n + c]; };
        std::vector<int> pw(static_cast<size_t>(e) + 1, 1);
        for (int i = 1; i <= e; ++i) pw[static_cast<size_t>(i)] = pw[static_cast<size_t>(i) - 1] * p;

        for (int t = 0; t < n; ++t) {
            // Full pivoting on the smallest valuation keeps every other entry a multiple of the pivot.
            int best = e, bi = -1, bj = -1;
            for (int i = t; i < n && best > 0; ++i)
                for (int j = t; j < n; ++j) {
                    int v = valuation(at(M, i, j), p, e);
                    if (v < best) { best = v; bi = i; bj = j; if (v == 0) break; }
                }
            if (bi < 0) break;  // the rest is zero: k stays e
            if (bi != t)
                for (int c = 0; c < n; ++c) { std::swap(at(M, t, c), at(M, bi, c)); std::swap(at(L.P, t, c), at(L.P, bi, c)); }
            if (bj != t)
                for (int r = 0; r < n; ++r) { std::swap(at(M, r, t), at(M, r, bj)); std::swap(at(L.Q, r, t), at(L.Q, r, bj)); }
            const int pk = pw[static_cast<size_t>(best)];
            const int uinv = inverse_mod(at(M, t, t) / pk % m, m);
            for (int c = 0; c < n; ++c) {
                at(M, t, c) = at(M, t, c) * uinv % m;
                at(L.P, t, c) = at(L.P, t, c) * uinv % m;
            }
            for (int i = t + 1; i < n; ++i) {
                const int f = at(M, i, t) / pk;
                if (!f) continue;
                const int g = m - f % m;  // subtracting f·row t is adding (m−f)·row t
                for (int c = t; c < n; ++c) at(M, i, c) = (at(M, i, c) + g * at(M, t, c)) % m;
                for (int c = 0; c < n; ++c) at(L.P, i, c) = (at(L.P, i, c) + g * at(L.P, t, c)) % m;
            }
            // Column t is now zero below the pivot, so clearing row t by column operations only touches Q.
            for (int j = t + 1; j < n; ++j) {
                const int f = at(M, t, j) / pk;
                if (!f) continue;
                at(M, t, j) = 0;
                const int g = m - f % m;
                for (int r = 0; r < n; ++r) at(L.Q, r, j) = (at(L.Q, r, j) + g * at(L.Q, r, t)) % m;
            }
            L.k[static_cast<size_t>(t)] = best;
        }
        // Kernel: y = p^(e−k)·e_t has order p^k; x = Q·y, lifted into Z_S by CRT.
        for (int t = 0; t < n; ++t) {
            const int k = L.k[static_cast<size_t>(t)];
            if (k == 0) continue;
            std::vector<uint8_t> g(static_cast<size_t>(n));
            const int scale = pw[static_cast<size_t>(e - k)];
            for (int r = 0; r < n; ++r) g[static_cast<size_t>(r)] = static_cast<uint8_t>(at(L.Q, r, t) * scale % m * L.crt % s_);
            blk.kernel.push_back(std::move(g));
            blk.orders.push_back(pw[static_cast<size_t>(k)]);
            blk.kernel_size = saturating_mul(blk.kernel_size, static_cast<u128>(pw[static_cast<size_t>(k)]));
        }
        blk.parts.push_back(std::move(L));
    }
    return blk;
}

bool TapSolver::particular(const Block& b, const std::vector<int>& d, std::vector<uint8_t>& out) const {
    const int n = static_cast<int>(b.cells.size());
    std::vector<int> x(static_cast<size_t>(n), 0), r(static_cast<size_t>(n)), y(static_cast<size_t>(n));
    for (const Local& L : b.parts) {
        const int m = L.m;
        for (int i = 0; i < n; ++i) {
            int acc = 0;
            const int* row = &L.P[static_cast<size_t>(i) * n];
            for (int j = 0; j < n; ++j) acc += row[j] * (d[static_cast<size_t>(j)] % m);
            r[static_cast<size_t>(i)] = acc % m;
        }
        for (int t = 0; t < n; ++t) {
            const int k = L.k[static_cast<size_t>(t)];
            const int v = r[static_cast<size_t>(t)];
            if (k == L.e) {
                if (v != 0) return false;
                y[static_cast<size_t>(t)] = 0;
                continue;
            }
            int pk = 1;
            for (int i = 0; i < k; ++i) pk *= L.p;
            if (v % pk) return false;
            y[static_cast<size_t>(t)] = v / pk;
        }
        for (int i = 0; i < n; ++i) {
            int acc = 0;
            const int* row = &L.Q[static_cast<size_t>(i) * n];
            for (int j = 0; j < n; ++j) acc += row[j] * y[static_cast<size_t>(j)];
            x[static_cast<size_t>(i)] = (x[static_cast<size_t>(i)] + acc % m * L.crt) % s_;
        }
    }
    out.resize(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) out[static_cast<size_t>(i)] = static_cast<uint8_t>(x[static_cast<size_t>(i)]);
    return true;
}

void TapSolver::minimise(const Block& b, std::vector<uint8_t>& cur, Solution& sol) const {
    const int s = s_;
    int sum = 0;
    for (uint8_t v : cur) sum += v;
    // Adds generator g to v in place and returns the change in the tap total.
    auto add = [s](std::vector<uint8_t>& v, const std::vector<uint8_t>& g) {
        int delta = 0;
        for (size_t i = 0; i < v.size(); ++i) {
            if (!g[i]) continue;
            int nv = v[i] + g[i];
            if (nv >= s) nv -= s;
            delta += nv - v[i];
            v[i] = static_cast<uint8_t>(nv);
        }
        return delta;
    };
    if (b.kernel.empty()) {
        sol.min_taps += sum;
        return;
    }
    if (b.kernel_size <= kWalkLimit) {
        // Odometer over the generators' multiples: each generator wraps to zero after its order.
        std::vector<int> digit(b.kernel.size(), 0);
        std::vector<uint8_t> best = cur;
        int best_sum = sum;
        u128 count = 0;
        for (;;) {
            if (sum < best_sum) { best_sum = sum; best = cur; count = 1; }
            else if (sum == best_sum) ++count;
            size_t j = 0;
            for (; j < b.kernel.size(); ++j) {
                sum += add(cur, b.kernel[j]);
                if (++digit[j] < b.orders[j]) break;
                digit[j] = 0;
            }
            if (j == b.kernel.size()) break;
        }
        cur = std::move(best);
        sol.min_taps += best_sum;
        sol.min_patterns = saturating_mul(sol.min_patterns, count);
        return;
    }
    // Too large to walk: descend greedily by generator multiples until nothing helps.
    sol.exact = false;
    bool improved = true;
    while (improved) {
        improved = false;
        for (size_t g = 0; g < b.kernel.size(); ++g) {
            std::vector<uint8_t> trial = cur;
            int tsum = sum;
            for (int k = 1; k < b.orders[g]; ++k) {
                tsum += add(trial, b.kernel[g]);
                if (tsum < sum) { cur = trial; sum = tsum; improved = true; break; }
            }
        }
    }
    sol.min_taps += sum;
    sol.min_patterns = 0;  // unknown
}

std::vector<uint8_t> TapSolver::any_solution(const Board& board) const {
    std::vector<uint8_t> out(static_cast<size_t>(n_), 0), x;
    std::vector<int> d;
    for (const Block& b : blocks_) {
        d.clear();
        for (int c : b.cells) d.push_back(((rule_.target - board[static_cast<size_t>(c)]) % s_ + s_) % s_);
        if (!particular(b, d, x)) return {};
        for (size_t i = 0; i < b.cells.size(); ++i) out[static_cast<size_t>(b.cells[i])] = x[i];
    }
    return out;
}

Solution TapSolver::solve(const Board& board) const {
    Solution sol;
    std::vector<std::vector<uint8_t>> xs(blocks_.size());
    std::vector<int> d;
    for (size_t k = 0; k < blocks_.size(); ++k) {
        const Block& b = blocks_[k];
        d.clear();
        for (int c : b.cells) d.push_back(((rule_.target - board[static_cast<size_t>(c)]) % s_ + s_) % s_);
        if (!particular(b, d, xs[k])) return sol;
    }
    sol.solvable = true;
    sol.solutions = kernel_size_;
    sol.min_taps = 0;
    sol.min_patterns = 1;
    sol.taps.assign(static_cast<size_t>(n_), 0);
    for (size_t k = 0; k < blocks_.size(); ++k) {
        minimise(blocks_[k], xs[k], sol);
        for (size_t i = 0; i < blocks_[k].cells.size(); ++i) sol.taps[static_cast<size_t>(blocks_[k].cells[i])] = xs[k][i];
    }
    return sol;
}

} // namespace pz::bitflipper
