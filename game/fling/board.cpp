// Line masks, move text and board text for Fling!; the hot move code is inline in board.h.
#include "game/fling/board.h"

#include <algorithm>

#include "game/core/text.h"

namespace pz::fling {

void distinct_children(Board b, Children& out) {
    out.count = 0;
    // In move order, not for_each_child's: Solver::unique tries the children in this order, and
    // direction by direction it made the edit map about twice as slow (BM_Analysis14).
    const Flingable fl = flingable(b);
    for (uint64_t rest = fl.dir[0] | fl.dir[1] | fl.dir[2] | fl.dir[3]; rest; rest &= rest - 1) {
        const int sq = __builtin_ctzll(rest);
        for (int d = 0; d < 4; ++d)
            if ((fl.dir[d] >> sq & 1) && !((d == Left || d == Up) && repeats_forward_fling(b, sq, static_cast<Dir>(d))))
                out.board[out.count++] = apply_fling(b, sq, static_cast<Dir>(d));
    }
}

int legal_move_count(Board b) {
    const Flingable f = flingable(b);
    return popcount(f.dir[0]) + popcount(f.dir[1]) + popcount(f.dir[2]) + popcount(f.dir[3]);
}

std::string move_text(Move m) {
    std::string s;
    s += static_cast<char>('0' + square_x(m.square));
    s += ',';
    s += static_cast<char>('0' + square_y(m.square));
    s += kDirLetter[m.dir];
    return s;
}

Result<Move> parse_move(std::string_view text) {
    text = trim(text);
    if (text.size() != 4 || text[1] != ',')
        return fail("a move is written x,yD (e.g. 4,0D), not '" + std::string(text) + "'");
    const char xc = text[0], yc = text[2], dc = text[3];
    if (xc < '0' || xc >= '0' + kWidth) return fail("column " + std::string(1, xc) + " is not 0..6");
    if (yc < '0' || yc >= '0' + kHeight) return fail("row " + std::string(1, yc) + " is not 0..7");
    const char* p = std::find(kDirLetter, kDirLetter + 4, dc);
    if (p == kDirLetter + 4) return fail("direction " + std::string(1, dc) + " is not L, R, U or D");
    return Move{static_cast<uint8_t>((yc - '0') * kWidth + (xc - '0')), static_cast<Dir>(p - kDirLetter)};
}

namespace {

Result<uint64_t> parse_row(std::string_view row, int y, int line) {
    if (row.size() != static_cast<size_t>(kWidth))
        return fail("row " + std::to_string(y) + " has " + std::to_string(row.size()) + " characters, expected 7", line);
    uint64_t m = 0;
    for (int x = 0; x < kWidth; ++x) {
        const char c = row[x];
        if (c == 'o') m |= bit(y * kWidth + x);
        else if (c != '.')
            return fail(std::string("unexpected character '") + c + "' in row " + std::to_string(y) + " (use '.' or 'o')",
                        line);
    }
    return m;
}

} // namespace

Result<Board> parse_board(std::string_view text) {
    const auto lines = split_lines(text);
    Board b = 0;
    int rows = 0, last_line = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string_view t = trim(lines[i]);
        const int line = static_cast<int>(i) + 1;
        if (t.empty() || t[0] == '#') {
            // Blank lines and comments may surround the board, not split it.
            if (rows > 0 && rows < kHeight && !t.empty()) return fail("comment inside the board", line);
            if (rows > 0 && rows < kHeight) return fail("blank line inside the board (8 rows expected)", line);
            continue;
        }
        if (rows == kHeight) return fail("extra text after the 8 board rows", line);
        auto r = parse_row(t, rows, line);
        if (!r) return r.error();
        b |= *r;
        ++rows;
        last_line = line;
    }
    if (rows < kHeight)
        return fail("the board has " + std::to_string(rows) + " rows, expected 8", rows ? last_line : 0);
    if (b == 0) return fail("the board has no balls");
    return b;
}

std::string board_text(Board b) {
    std::string s;
    for (int y = 0; y < kHeight; ++y) {
        for (int x = 0; x < kWidth; ++x) s += (b >> (y * kWidth + x) & 1) ? 'o' : '.';
        s += '\n';
    }
    return s;
}

std::string board_desc(Board b) {
    std::string s = board_text(b);
    s.pop_back();
    std::replace(s.begin(), s.end(), '\n', '/');
    return s;
}

Result<Board> parse_desc(std::string_view desc) {
    const auto rows = split(desc, '/');
    if (rows.size() != static_cast<size_t>(kHeight))
        return fail("a board description has 8 rows joined by '/', this one has " + std::to_string(rows.size()));
    Board b = 0;
    for (int y = 0; y < kHeight; ++y) {
        auto r = parse_row(rows[y], y, 0);
        if (!r) return r.error();
        b |= *r;
    }
    if (b == 0) return fail("the board has no balls");
    return b;
}

} // namespace pz::fling
