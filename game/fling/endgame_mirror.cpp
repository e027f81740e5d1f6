// Mirror classes of boards: the 7x8 board's left-right (H) and up-down (V) mirrors make classes of
// up to four boards, ranked densely so a table stores one entry per class.
//
// The 56 squares fall into 16 orbits under {id, H, V, HV}: 12 of four squares (x 0..2, y 0..3 and
// their mirrors) and 4 of two (the middle column, rows y and 7-y). A board's key holds one nibble
// per orbit, orbit 0 in the top nibble: bit 0 the square (x, y), bit 1 its H image, bit 2 its V
// image, bit 3 its HV image (the middle column uses bits 0 and 2). Each mirror permutes the bits
// inside every nibble, so the keys of a board's images are a few shifts away. The class's
// representative is the board with the smallest key; representatives are ranked in key order by
// walking the nibbles and counting the representatives that branch off below each one, given the
// balls left and the mirrors that still map the key's prefix onto itself (a subgroup of the four).
#include "game/fling/endgame.h"
#include "game/fling/endgame_internal.h"

namespace pz::fling {

namespace {

constexpr int kOrbits = 16;
constexpr int kMiddleFirst = 12;  // orbits 12..15: the middle column
// Mirrors as bits of a 4-bit set: bit 0 identity, 1 H, 2 V, 3 HV. The subgroups that can be the
// stabiliser of a prefix, numbered 0..4.
constexpr uint8_t kGroups[5] = {0b0001, 0b0011, 0b0101, 0b1001, 0b1111};
constexpr int kTrivial = 0, kWhole = 4;

constexpr uint64_t nibble_bits(int b) { return 0x1111111111111111ull << b; }
constexpr uint64_t kMiddleNibbles = 0xFFFFull;  // orbits 12..15 are the low four nibbles

// The image of a key under mirror g (0 id, 1 H, 2 V, 3 HV).
inline uint64_t swap_h(uint64_t k) {
    const uint64_t side = k & ~kMiddleNibbles;
    const uint64_t swapped = ((side & (nibble_bits(0) | nibble_bits(2))) << 1) | ((side >> 1) & (nibble_bits(0) | nibble_bits(2)));
    return swapped | (k & kMiddleNibbles);
}
inline uint64_t swap_v(uint64_t k) {
    return ((k & (nibble_bits(0) | nibble_bits(1))) << 2) | ((k >> 2) & (nibble_bits(0) | nibble_bits(1)));
}

int nibble_image(int orbit, int p, int g) {
    const uint64_t k = uint64_t(p) << (4 * (kOrbits - 1 - orbit));
    uint64_t img = k;
    if (g & 1) img = swap_h(img);
    if (g & 2) img = swap_v(img);
    return static_cast<int>(img >> (4 * (kOrbits - 1 - orbit)) & 15);
}

struct MirrorTables {
    uint64_t row_key[kHeight][128] = {};         // a row's contribution to the key
    Board key_byte_board[8][256] = {};             // a key byte's squares
    Board nibble_board[kOrbits][16] = {};          // the squares a nibble stands for
    uint8_t valid[kOrbits][16] = {};               // the pattern exists in this orbit
    uint8_t next_group[5][kOrbits][16] = {};       // stabiliser after the nibble (255: not a representative)
    // count[i][m][s]: representatives' completions from orbit i with m balls left, stabiliser s.
    uint64_t count[kOrbits + 1][kMaxTableBalls + 1][5] = {};
    // below[s][i][m][p]: completions of the smaller allowed nibbles at orbit i (the stabiliser
    // first: the trivial one, by far the most used, is one block of 30 KB).
    uint64_t below[5][kOrbits][kMaxTableBalls + 1][16] = {};

    MirrorTables() {
        for (int o = 0; o < kOrbits; ++o) {
            const int x = o < kMiddleFirst ? o % 3 : 3, y = o < kMiddleFirst ? o / 3 : o - kMiddleFirst;
            const int sq[4] = {y * kWidth + x, y * kWidth + (6 - x), (7 - y) * kWidth + x, (7 - y) * kWidth + (6 - x)};
            for (int p = 0; p < 16; ++p) {
                if (o >= kMiddleFirst && (p & 0b1010)) continue;
                valid[o][p] = 1;
                for (int j = 0; j < 4; ++j)
                    if (p >> j & 1) nibble_board[o][p] |= bit(sq[j]);
            }
            for (int s = 0; s < 5; ++s)
                for (int p = 0; p < 16; ++p) {
                    uint8_t stab = 0;
                    bool allowed = true;
                    for (int g = 0; g < 4; ++g) {
                        if (!(kGroups[s] >> g & 1)) continue;
                        const int img = nibble_image(o, p, g);
                        if (img < p) allowed = false;
                        if (img == p) stab |= static_cast<uint8_t>(1 << g);
                    }
                    int ns = 255;
                    for (int t = 0; t < 5; ++t)
                        if (kGroups[t] == stab) ns = t;
                    next_group[s][o][p] = static_cast<uint8_t>(allowed && valid[o][p] ? ns : 255);
                }
        }
        for (int y = 0; y < kHeight; ++y)
            for (int r = 0; r < 128; ++r)
                for (int x = 0; x < kWidth; ++x) {
                    if (!(r >> x & 1)) continue;
                    for (int o = 0; o < kOrbits; ++o)
                        for (int j = 0; j < 4; ++j)
                            if (nibble_board[o][1 << j] == bit(y * kWidth + x))
                                row_key[y][r] |= uint64_t{1} << (4 * (kOrbits - 1 - o) + j);
                }
        for (int j = 0; j < 8; ++j)
            for (int v = 0; v < 256; ++v)
                for (int i = 0; i < 8; ++i) {
                    if (!(v >> i & 1)) continue;
                    const int kb = 8 * j + i, o = kOrbits - 1 - kb / 4;
                    if (valid[o][1 << (kb % 4)]) key_byte_board[j][v] |= nibble_board[o][1 << (kb % 4)];
                }
        for (int s = 0; s < 5; ++s) count[kOrbits][0][s] = 1;
        for (int o = kOrbits - 1; o >= 0; --o)
            for (int m = 0; m <= kMaxTableBalls; ++m)
                for (int s = 0; s < 5; ++s) {
                    uint64_t sum = 0;
                    for (int p = 0; p < 16; ++p) {
                        below[s][o][m][p] = sum;
                        const int ns = next_group[s][o][p], k = __builtin_popcount(static_cast<unsigned>(p));
                        if (ns != 255 && k <= m) sum += count[o + 1][m - k][ns];
                    }
                    count[o][m][s] = sum;
                }
    }
};

const MirrorTables& mirror_tables() {
    static const MirrorTables t;
    return t;
}

inline uint64_t key_of(const MirrorTables& t, Board b) {
    uint64_t k = 0;
    for (int y = 0; y < kHeight; ++y) k |= t.row_key[y][b >> (y * kWidth) & 127];
    return k;
}

inline Board board_of_key(const MirrorTables& t, uint64_t k) {
    Board b = 0;
    for (int j = 0; j < 8; ++j) b |= t.key_byte_board[j][k >> (8 * j) & 255];
    return b;
}

// Keys have 56 meaningful bits (the middle column's nibbles use bits 0 and 2): packed into 56
// bits in the same order, consecutive keys of n balls are consecutive combinations.
inline uint64_t pack_key(uint64_t k) {
    uint64_t low = 0;
    for (int i = 0; i < 8; ++i) low |= (k >> (2 * i) & 1) << i;
    return (k >> 16) << 8 | low;
}
inline uint64_t unpack_key(uint64_t c) {
    uint64_t low = 0;
    for (int i = 0; i < 8; ++i) low |= (c >> i & 1) << (2 * i);
    return (c >> 8) << 16 | low;
}

} // namespace

uint64_t class_count(int balls) {
    if (balls < 0 || balls > kMaxTableBalls) return 0;
    return mirror_tables().count[0][balls][kWhole];
}

namespace {

// The stabiliser of the key's first o nibbles, for every o at once: mirror g still maps the
// prefix onto itself while o is at most the first nibble where the key and its image differ.
struct PrefixGroups {
    int first_diff[4];  // per mirror: nibble index of the first difference (16: none)
    PrefixGroups(uint64_t k, uint64_t h, uint64_t v, uint64_t hv) {
        first_diff[0] = kOrbits;
        const uint64_t d[3] = {k ^ h, k ^ v, k ^ hv};
        for (int g = 0; g < 3; ++g) first_diff[g + 1] = d[g] ? __builtin_clzll(d[g]) / 4 : kOrbits;
    }
    int at(int o) const {  // the subgroup's number, 0..4
        static constexpr int8_t kGroupOf[8] = {kTrivial, 1, 2, kWhole, 3, kWhole, kWhole, kWhole};
        return kGroupOf[(o <= first_diff[1]) | (o <= first_diff[2]) << 1 | (o <= first_diff[3]) << 2];
    }
};

// Balls in a nibble (no popcount instruction is assumed).
constexpr int8_t kNibbleBalls[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

} // namespace

uint64_t class_rank(Board b) {
    const MirrorTables& t = mirror_tables();
    const uint64_t k0 = key_of(t, b);
    const uint64_t h0 = swap_h(k0), v0 = swap_v(k0), hv0 = swap_v(h0);
    const uint64_t k = std::min(std::min(k0, h0), std::min(v0, hv0));
    // The images of the representative are the same four keys.
    const uint64_t h = swap_h(k), v = swap_v(k), hv = swap_v(h);
    const PrefixGroups groups(k, h, v, hv);
    // Each nibble's term depends only on the key: the balls from it on (summed from the last
    // nibble back) and its prefix's stabiliser come straight from the key, so the lookups do not
    // wait on each other. An empty nibble adds nothing (no pattern is smaller), so only the
    // nibbles with balls are visited.
    uint64_t r = 0;
    int m = 0;
    for (uint64_t rest = k; rest; ) {
        const int low = __builtin_ctzll(rest) / 4, o = kOrbits - 1 - low;
        const int p = static_cast<int>(rest >> (4 * low) & 15);
        rest &= ~(uint64_t{15} << (4 * low));
        m += kNibbleBalls[p];
        r += t.below[groups.at(o)][o][m][p];
    }
    return r;
}

Board class_unrank(uint64_t rank, int balls, int* images) {
    const MirrorTables& t = mirror_tables();
    Board b = 0;
    int m = balls, s = kWhole;
    for (int o = 0; o < kOrbits; ++o) {
        int p = 0;
        for (; p < 15; ++p) {  // (a rank out of range ends on the last nibble)
            const int ns = t.next_group[s][o][p], k = __builtin_popcount(static_cast<unsigned>(p));
            if (ns == 255 || k > m) continue;
            const uint64_t c = t.count[o + 1][m - k][ns];
            if (rank < c) break;
            rank -= c;
        }
        b |= t.nibble_board[o][p];
        m -= __builtin_popcount(static_cast<unsigned>(p));
        s = t.next_group[s][o][p];
        if (s == 255) s = kTrivial;  // only for a rank out of range: no table is read out of bounds
    }
    if (images) *images = 4 / __builtin_popcount(kGroups[s]);
    return b;
}

BlockCounts detail::build_class_block(int balls, const EndgameLevel* fewer, uint64_t first, uint64_t last, uint64_t* words) {
    const MirrorTables& t = mirror_tables();
    BlockCounts counts;
    uint64_t word = 0;
    uint64_t packed = pack_key(key_of(t, class_unrank(first, balls)));
    for (uint64_t r = first; r < last; ++r) {
        const uint64_t k = unpack_key(packed);
        const uint64_t h = swap_h(k), v = swap_v(k), hv = swap_v(h);
        const auto images = static_cast<uint64_t>(4 / (1 + (h == k) + (v == k) + (hv == k)));
        const uint64_t e = endgame_entry(board_of_key(t, k), balls, fewer);
        counts.solvable += (e & 1) * images;
        counts.unique += (e >> 1) * images;
        word |= e << ((r & 31) * 2);
        if ((r & 31) == 31 || r + 1 == last) {
            words[(r - first) >> 5] = word;
            word = 0;
        }
        if (r + 1 == last) break;
        // The next representative: the next key that is the smallest of its images.
        for (;;) {
            packed = next_combination(packed);
            const uint64_t nk = unpack_key(packed), nh = swap_h(nk);
            if (nk <= nh && nk <= swap_v(nk) && nk <= swap_v(nh)) break;
        }
    }
    return counts;
}

Board mirror_board(Board b, int mirror) {
    Board out = 0;
    for (; b; b &= b - 1) {
        const int sq = __builtin_ctzll(b), x = square_x(sq), y = square_y(sq);
        out |= bit((mirror & 2 ? kHeight - 1 - y : y) * kWidth + (mirror & 1 ? kWidth - 1 - x : x));
    }
    return out;
}

} // namespace pz::fling
