// Layout parsing, slot detection and the puzzle file / level description formats.
#include "game/crossword/grid.h"

#include <cstdlib>

#include "game/core/game.h"
#include "game/core/text.h"

namespace pz::crossword {

namespace {

std::string cell_char_text(char ch) {
    if (ch >= 32 && ch < 127) return std::string("'") + ch + "'";
    return "byte " + std::to_string(static_cast<unsigned char>(ch));
}

int line_or_zero(int first_line, int row) { return first_line > 0 ? first_line + row : 0; }

} // namespace

int Grid::crossing(int slot, int p, int* pos_there) const {
    const Slot& s = slots[static_cast<size_t>(slot)];
    const int cell = s.cells[static_cast<size_t>(p)];
    const int other = s.heading == Heading::Across ? 1 : 0;
    const int t = slot_at[static_cast<size_t>(cell)][static_cast<size_t>(other)];
    if (pos_there && t >= 0) *pos_there = pos_in[static_cast<size_t>(cell)][static_cast<size_t>(other)];
    return t;
}

int Grid::clue_number(int slot) const {
    // Slots come in reading order of their first cell, so each new first cell is the next number.
    int number = 0, last = -1;
    for (int i = 0; i <= slot && i < static_cast<int>(slots.size()); ++i) {
        const int first = slots[static_cast<size_t>(i)].cells.front();
        if (first != last) ++number;
        last = first;
    }
    return number;
}

std::string Grid::slot_label(int slot) const {
    return std::to_string(clue_number(slot)) + (slots[static_cast<size_t>(slot)].heading == Heading::Across ? " across" : " down");
}

std::string Grid::slot_name(int slot) const {
    const Slot& s = slots[static_cast<size_t>(slot)];
    return slot_label(slot) + " (" + std::to_string(s.length) + " letters from " + cell_label(s.row, s.col) + ")";
}

Result<Layout> parse_layout(const std::vector<std::string_view>& rows, int first_line) {
    if (rows.empty()) return fail("the layout has no rows", first_line);
    if (static_cast<int>(rows.size()) > kMaxSide)
        return fail("the layout has " + std::to_string(rows.size()) + " rows, at most " + std::to_string(kMaxSide) +
                        " are allowed",
                    line_or_zero(first_line, kMaxSide));
    Layout l;
    l.height = static_cast<int>(rows.size());
    l.width = static_cast<int>(rows[0].size());
    if (l.width > kMaxSide)
        return fail("row 1 has " + std::to_string(l.width) + " cells, at most " + std::to_string(kMaxSide) +
                        " are allowed",
                    line_or_zero(first_line, 0));
    for (int r = 0; r < l.height; ++r) {
        const auto row = rows[static_cast<size_t>(r)];
        if (static_cast<int>(row.size()) != l.width)
            return fail("row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) + " cells, expected " +
                            std::to_string(l.width) + " like row 1",
                        line_or_zero(first_line, r));
        for (int c = 0; c < l.width; ++c) {
            char ch = row[static_cast<size_t>(c)];
            if (ch == '.' || ch == '+') l.cells.push_back(kBackground);
            else if (ch == '*' || ch == '-') l.cells.push_back(kOpen);
            else if (ch >= 'a' && ch <= 'z') l.cells.push_back(static_cast<char>(ch - 'a' + 'A'));
            else if (ch >= 'A' && ch <= 'Z') l.cells.push_back(ch);
            else
                return fail("row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) + ": unexpected " +
                                cell_char_text(ch) + " (use . or + for background, * or - for a slot cell, a letter for a given cell)",
                            line_or_zero(first_line, r));
        }
    }
    return l;
}

Grid sketch_grid(Layout layout) {
    Grid g;
    g.layout = std::move(layout);
    const int w = g.layout.width, h = g.layout.height;
    g.slot_at.assign(to_index(w * h), {-1, -1});
    g.pos_in.assign(to_index(w * h), {-1, -1});
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c) {
            for (Heading hd : {Heading::Across, Heading::Down}) {
                const int dr = hd == Heading::Down, dc = hd == Heading::Across;
                const int pr = r - dr, pc = c - dc;
                if (!g.layout.is_slot_cell(r * w + c)) continue;
                if (pr >= 0 && pc >= 0 && g.layout.is_slot_cell(pr * w + pc)) continue;  // not a run start
                Slot s;
                s.row = r;
                s.col = c;
                s.heading = hd;
                for (int rr = r, cc = c; rr < h && cc < w && g.layout.is_slot_cell(rr * w + cc); rr += dr, cc += dc)
                    s.cells.push_back(rr * w + cc);
                s.length = static_cast<int>(s.cells.size());
                if (s.length < 2) continue;
                const int index = static_cast<int>(g.slots.size());
                const size_t k = hd == Heading::Across ? 0 : 1;
                for (int p = 0; p < s.length; ++p) {
                    g.slot_at[static_cast<size_t>(s.cells[static_cast<size_t>(p)])][k] = index;
                    g.pos_in[static_cast<size_t>(s.cells[static_cast<size_t>(p)])][k] = p;
                }
                g.slots.push_back(std::move(s));
            }
        }
    return g;
}

Result<Grid> make_grid(Layout layout, int first_line) {
    Grid g = sketch_grid(std::move(layout));
    const int w = g.layout.width, h = g.layout.height;
    for (int i = 0; i < w * h; ++i)
        if (g.layout.is_slot_cell(i) && g.slot_at[static_cast<size_t>(i)][0] < 0 && g.slot_at[static_cast<size_t>(i)][1] < 0)
            return fail("row " + std::to_string(i / w + 1) + ", column " + std::to_string(i % w + 1) +
                            ": this cell belongs to no slot (a slot is a run of two or more cells)",
                        line_or_zero(first_line, i / w));
    if (g.slots.empty()) return fail("the layout has no slots", first_line);
    return g;
}

Result<std::string> parse_word(std::string_view token) {
    if (token.empty()) return fail("empty word");
    if (token.size() > static_cast<size_t>(kMaxSide))
        return fail("word '" + std::string(token.substr(0, 20)) + "...' is longer than any slot can be");
    std::string w;
    for (char ch : token) {
        if (ch >= 'a' && ch <= 'z') w += static_cast<char>(ch - 'a' + 'A');
        else if (ch >= 'A' && ch <= 'Z') w += ch;
        else return fail("word '" + std::string(token) + "' has " + cell_char_text(ch) + "; words are letters A-Z only");
    }
    if (w.size() < 2) return fail("word '" + w + "' is too short; a slot has at least two cells");
    return w;
}

Result<PuzzleFile> parse_puzzle_file(std::string_view text) {
    auto lines = split_lines(text);
    std::vector<std::string_view> rows;
    int first_row_line = 0, words_line = 0, n = 0;
    PuzzleFile p;
    std::vector<int> row_lines;
    for (auto raw : lines) {
        ++n;
        auto line = trim(raw);
        if (line.empty() || line[0] == '#') continue;
        if (words_line == 0) {
            if (to_lower(line) == "words:") {
                words_line = n;
                continue;
            }
            if (first_row_line == 0) first_row_line = n;
            rows.push_back(line);
            row_lines.push_back(n);
            continue;
        }
        auto w = parse_word(line);
        if (!w) return fail(w.error().message, n);
        p.words.push_back(std::move(*w));
    }
    if (rows.empty()) return fail(words_line ? "no layout rows before 'words:'" : "empty puzzle file: expected layout rows, then 'words:'", words_line);
    if (words_line == 0) return fail("missing the line 'words:' after the layout", n);
    auto layout = parse_layout(rows, 0);
    if (!layout) {
        // Row errors name "row R"; point them at that row's file line.
        Error e = layout.error();
        size_t pos = e.message.find("row ");
        int row = 0;
        if (pos == 0) row = std::atoi(e.message.c_str() + 4);
        e.line = row >= 1 && row <= static_cast<int>(row_lines.size()) ? row_lines[static_cast<size_t>(row - 1)] : first_row_line;
        return e;
    }
    auto grid = make_grid(std::move(*layout), 0);
    if (!grid) {
        Error e = grid.error();
        int row = 0;
        if (e.message.rfind("row ", 0) == 0) row = std::atoi(e.message.c_str() + 4);
        e.line = row >= 1 && row <= static_cast<int>(row_lines.size()) ? row_lines[static_cast<size_t>(row - 1)] : first_row_line;
        return e;
    }
    if (p.words.empty()) return fail("no words after 'words:'", words_line);
    p.grid = std::move(*grid);
    return p;
}

std::string format_puzzle_file(const PuzzleFile& p) {
    std::string s;
    const Layout& l = p.grid.layout;
    for (int r = 0; r < l.height; ++r) {
        for (int c = 0; c < l.width; ++c) s += l.at(r, c);
        s += '\n';
    }
    s += "words:\n";
    for (const auto& w : p.words) s += w + "\n";
    return s;
}

Result<PuzzleFile> parse_desc(std::string_view desc) {
    const size_t bar = desc.find('|');
    if (bar == std::string_view::npos) return fail("description has no '|' between the layout and the words");
    auto rows = split(desc.substr(0, bar), '/');
    auto layout = parse_layout(rows, 0);
    if (!layout) return layout.error();
    auto grid = make_grid(std::move(*layout), 0);
    if (!grid) return grid.error();
    PuzzleFile p;
    p.grid = std::move(*grid);
    auto words = desc.substr(bar + 1);
    if (words.empty()) return fail("description lists no words");
    for (auto token : split(words, ',')) {
        auto w = parse_word(token);
        if (!w) return w.error();
        p.words.push_back(std::move(*w));
    }
    return p;
}

std::string format_desc(const PuzzleFile& p) {
    std::string s;
    const Layout& l = p.grid.layout;
    for (int r = 0; r < l.height; ++r) {
        if (r) s += '/';
        for (int c = 0; c < l.width; ++c) s += l.at(r, c);
    }
    s += '|';
    for (size_t i = 0; i < p.words.size(); ++i) {
        if (i) s += ',';
        s += p.words[i];
    }
    return s;
}

std::string size_params(const Layout& l) { return std::to_string(l.width) + "x" + std::to_string(l.height); }

} // namespace pz::crossword
