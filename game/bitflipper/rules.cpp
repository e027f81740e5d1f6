// BitFlipper rules: params, descriptions, the text form, taps, and the Puzzle the session plays.
#include "game/bitflipper/rules.h"

#include <algorithm>
#include <cctype>

#include "game/bitflipper/solver.h"
#include "game/core/i18n.h"
#include "game/core/text.h"

namespace pz::bitflipper {

namespace {

// Reads the decimal digits at the front of s (advancing it); -1 if there are none.
int take_number(std::string_view& s) {
    size_t i = 0;
    int v = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && i < 4) v = v * 10 + (s[i++] - '0');
    if (i == 0) return -1;
    s.remove_prefix(i);
    return v;
}

// Reads the neighbourhood tag ("", "x", "kw", "a1b1", "xwa2b1") into r.
Result<void> parse_tag(std::string_view tag, Rule& r) {
    std::string_view s = tag;
    if (!s.empty() && (s[0] == 'o' || s[0] == 'x' || s[0] == 'k')) {
        r.shape = s[0] == 'x' ? Shape::Diagonal : s[0] == 'k' ? Shape::King : Shape::Orthogonal;
        s.remove_prefix(1);
    }
    if (!s.empty() && s[0] == 'w') {
        r.wrap = true;
        s.remove_prefix(1);
    }
    if (!s.empty() && s[0] == 'a') {
        s.remove_prefix(1);
        int a = take_number(s);
        if (a < 0 || s.empty() || s[0] != 'b') return fail("expected 'a<self>b<neighbour>' in the tag '" + std::string(tag) + "'");
        s.remove_prefix(1);
        int b = take_number(s);
        if (b < 0) return fail("expected a number after 'b' in the tag '" + std::string(tag) + "'");
        r.self_add = a;
        r.neighbour_add = b;
    }
    if (!s.empty() && s[0] == 'p') {
        s.remove_prefix(1);
        int p = take_number(s);
        if (p < 1 || p > 999) return fail("expected a scramble of 1..999 taps after 'p' in the tag '" + std::string(tag) + "'");
        r.scramble = p;
    }
    if (!s.empty())
        return fail("unknown neighbourhood tag '" + std::string(tag) +
                    "' (shape o/x/k, then w for wrap, then a<self>b<neighbour>, then p<taps>)");
    return {};
}

} // namespace

std::vector<std::pair<int, int>> Rule::offsets() const {
    static const std::vector<std::pair<int, int>> ortho = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    static const std::vector<std::pair<int, int>> diag = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    static const std::vector<std::pair<int, int>> king = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                                                          {0, 1},   {1, -1}, {1, 0},  {1, 1}};
    switch (shape) {
    case Shape::Orthogonal: return ortho;
    case Shape::Diagonal: return diag;
    case Shape::King: return king;
    }
    return ortho;
}

std::vector<int> Rule::neighbours(int cell) const {
    std::vector<int> out;
    const int r0 = cell / cols, c0 = cell % cols;
    for (auto [dr, dc] : offsets()) {
        int r = r0 + dr, c = c0 + dc;
        if (wrap) {
            r = (r % rows + rows) % rows;
            c = (c % cols + cols) % cols;
        } else if (r < 0 || r >= rows || c < 0 || c >= cols) {
            continue;
        }
        const int j = r * cols + c;
        if (j != cell && std::find(out.begin(), out.end(), j) == out.end()) out.push_back(j);
    }
    std::sort(out.begin(), out.end());
    return out;
}

Result<void> validate(const Rule& r) {
    if (r.rows < 1 || r.rows > kMaxSide) return fail("rows must be 1.." + std::to_string(kMaxSide) + ", not " + std::to_string(r.rows));
    if (r.cols < 1 || r.cols > kMaxSide) return fail("columns must be 1.." + std::to_string(kMaxSide) + ", not " + std::to_string(r.cols));
    if (r.states < kMinStates || r.states > kMaxStates)
        return fail("states must be " + std::to_string(kMinStates) + ".." + std::to_string(kMaxStates) + ", not " + std::to_string(r.states));
    if (r.target < 0 || r.target >= r.states)
        return fail("target must be 0.." + std::to_string(r.states - 1) + ", not " + std::to_string(r.target));
    if (r.self_add < 0 || r.self_add >= r.states)
        return fail("the self add must be 0.." + std::to_string(r.states - 1) + ", not " + std::to_string(r.self_add));
    if (r.neighbour_add < 1 || r.neighbour_add >= r.states)
        return fail("with " + std::to_string(r.states) + " states a neighbour add of " + std::to_string(r.neighbour_add) +
                    " leaves neighbours unchanged; it must be 1.." + std::to_string(r.states - 1));
    return {};
}

Result<Rule> parse_params(std::string_view params) {
    Rule r;
    std::string_view s = trim(params);
    const std::string what = "params '" + std::string(params) + "'";
    const std::string form = " (expected like 5x5s6t0, then an optional tag such as x, kw or a1b1)";
    r.rows = take_number(s);
    if (r.rows < 0 || s.empty() || s[0] != 'x') return fail("bad " + what + form);
    s.remove_prefix(1);
    r.cols = take_number(s);
    if (r.cols < 0 || s.empty() || s[0] != 's') return fail("bad " + what + form);
    s.remove_prefix(1);
    r.states = take_number(s);
    if (r.states < 0 || s.empty() || s[0] != 't') return fail("bad " + what + form);
    s.remove_prefix(1);
    r.target = take_number(s);
    if (r.target < 0) return fail("bad " + what + form);
    // With two states the default +2 spread vanishes, so Lights Out must say its adds (a1b1).
    auto tag = parse_tag(s, r);
    if (!tag) return fail(tag.error().message);
    auto ok = validate(r);
    if (!ok) return fail(ok.error().message);
    return r;
}

std::string rule_tag(const Rule& r) {
    std::string t;
    if (r.shape == Shape::Diagonal) t += 'x';
    if (r.shape == Shape::King) t += 'k';
    if (r.wrap) t += 'w';
    if (r.self_add != 1 || r.neighbour_add != 2) t += "a" + std::to_string(r.self_add) + "b" + std::to_string(r.neighbour_add);
    if (r.scramble > 0) t += "p" + std::to_string(r.scramble);
    return t;
}

std::string format_params(const Rule& r) {
    return std::to_string(r.rows) + "x" + std::to_string(r.cols) + "s" + std::to_string(r.states) + "t" +
           std::to_string(r.target) + rule_tag(r);
}

std::string describe_rule(const Rule& r) {
    std::string s = std::to_string(r.rows) + "x" + std::to_string(r.cols) + ", " + std::to_string(r.states) +
                    " states, target " + std::to_string(r.target);
    if (r.shape == Shape::Diagonal) s += ", diagonal";
    if (r.shape == Shape::King) s += ", king";
    if (r.wrap) s += ", torus";
    if (r.self_add != 1 || r.neighbour_add != 2)
        s += ", +" + std::to_string(r.self_add) + "/+" + std::to_string(r.neighbour_add);
    return s;
}

Result<Board> parse_desc(const Rule& r, std::string_view desc) {
    Board b;
    b.reserve(static_cast<size_t>(r.cells()));
    int col = 0, row = 0;
    for (size_t i = 0; i < desc.size(); ++i) {
        const char ch = desc[i];
        if (ch == '/') {
            if (col != r.cols)
                return fail("description row " + std::to_string(row + 1) + " has " + std::to_string(col) + " cells, expected " +
                            std::to_string(r.cols));
            col = 0;
            ++row;
            continue;
        }
        if (ch < '0' || ch > '9') return fail(std::string("description has '") + ch + "' at position " + std::to_string(i + 1) + "; expected digits and '/'");
        const int v = ch - '0';
        if (v >= r.states)
            return fail("description value " + std::to_string(v) + " at position " + std::to_string(i + 1) + " is not below " +
                        std::to_string(r.states) + " states");
        b.push_back(static_cast<uint8_t>(v));
        ++col;
    }
    if (static_cast<int>(b.size()) != r.cells())
        return fail("description has " + std::to_string(b.size()) + " cells, expected " + std::to_string(r.cells()) + " (" +
                    std::to_string(r.rows) + "x" + std::to_string(r.cols) + ")");
    if (row > 0 && (row != r.rows - 1 || col != r.cols))
        return fail("description rows do not match " + std::to_string(r.rows) + "x" + std::to_string(r.cols));
    return b;
}

std::string format_desc(const Rule& r, const Board& b) {
    std::string s;
    for (int i = 0; i < r.cells(); ++i) {
        if (i > 0 && i % r.cols == 0) s += '/';
        s += static_cast<char>('0' + b[static_cast<size_t>(i)]);
    }
    return s;
}

Result<BoardFile> parse_text(std::string_view text) {
    BoardFile f;
    const auto lines = split_lines(text);
    size_t li = 0;
    auto next_line = [&]() -> int {  // index of the next meaningful line, or -1
        while (li < lines.size()) {
            std::string_view l = trim(lines[li]);
            if (!l.empty() && l[0] != '#') return static_cast<int>(li);
            ++li;
        }
        return -1;
    };
    int h = next_line();
    if (h < 0) return fail("empty file: expected 'rows cols states target [tag]'", 1);
    const int hline = h + 1;
    const auto head = split_ws(trim(lines[static_cast<size_t>(h)]));
    if (head.size() < 4 || head.size() > 5)
        return fail("expected 'rows cols states target [tag]', got " + std::to_string(head.size()) + " fields", hline);
    auto rows = parse_int(head[0], 1, kMaxSide, "rows");
    if (!rows) return fail(rows.error().message, hline);
    auto cols = parse_int(head[1], 1, kMaxSide, "columns");
    if (!cols) return fail(cols.error().message, hline);
    auto states = parse_int(head[2], kMinStates, kMaxStates, "states");
    if (!states) return fail(states.error().message, hline);
    auto target = parse_int(head[3], 0, *states - 1, "a target");
    if (!target) return fail(target.error().message, hline);
    f.rule.rows = static_cast<int>(*rows);
    f.rule.cols = static_cast<int>(*cols);
    f.rule.states = static_cast<int>(*states);
    f.rule.target = static_cast<int>(*target);
    if (head.size() == 5) {
        auto tag = parse_tag(head[4], f.rule);
        if (!tag) return fail(tag.error().message, hline);
    }
    auto ok = validate(f.rule);
    if (!ok) return fail(ok.error().message, hline);
    ++li;
    int last = hline;  // the last line read, where a missing row is reported
    for (int r = 0; r < f.rule.rows; ++r) {
        int at = next_line();
        if (at < 0)
            return fail("expected " + std::to_string(f.rule.rows) + " rows of values, found " + std::to_string(r), last);
        const int line = at + 1;
        last = line;
        auto toks = split_ws(trim(lines[static_cast<size_t>(at)]));
        std::vector<std::string_view> vals;
        if (toks.size() == 1 && static_cast<int>(toks[0].size()) == f.rule.cols && f.rule.cols > 1) {
            for (size_t i = 0; i < toks[0].size(); ++i) vals.push_back(toks[0].substr(i, 1));
        } else {
            vals = toks;
        }
        if (static_cast<int>(vals.size()) != f.rule.cols)
            return fail("row " + std::to_string(r + 1) + " has " + std::to_string(vals.size()) + " values, expected " +
                        std::to_string(f.rule.cols), line);
        for (auto v : vals) {
            auto x = parse_int(v, 0, f.rule.states - 1, "a value");
            if (!x) return fail(x.error().message, line);
            f.board.push_back(static_cast<uint8_t>(*x));
        }
        ++li;
    }
    if (int extra = next_line(); extra >= 0)
        return fail("unexpected text after the " + std::to_string(f.rule.rows) + " rows", extra + 1);
    return f;
}

std::string format_text(const Rule& r, const Board& b) {
    std::string s = std::to_string(r.rows) + " " + std::to_string(r.cols) + " " + std::to_string(r.states) + " " +
                    std::to_string(r.target);
    if (auto t = rule_tag(r); !t.empty()) s += " " + t;
    s += '\n';
    for (int i = 0; i < r.cells(); ++i) {
        s += static_cast<char>('0' + b[static_cast<size_t>(i)]);
        s += (i % r.cols == r.cols - 1) ? '\n' : ' ';
    }
    return s;
}

void tap(const Rule& r, Board& b, int cell, int times) {
    times = ((times % r.states) + r.states) % r.states;
    if (times == 0) return;
    auto bump = [&](int i, int add) {
        auto& v = b[static_cast<size_t>(i)];
        v = static_cast<uint8_t>((v + add * times) % r.states);
    };
    bump(cell, r.self_add);
    for (int j : r.neighbours(cell)) bump(j, r.neighbour_add);
}

bool solved(const Rule& r, const Board& b) {
    return std::all_of(b.begin(), b.end(), [&](uint8_t v) { return v == r.target; });
}

Result<int> parse_move(const Rule& r, std::string_view move) {
    auto parts = split(trim(move), ',');
    if (parts.size() != 2) return fail("moves are 'r,c' (row and column from 0), not '" + std::string(move) + "'");
    auto row = parse_int(trim(parts[0]), 0, r.rows - 1, "a row");
    if (!row) return fail(row.error().message + " in move '" + std::string(move) + "'");
    auto col = parse_int(trim(parts[1]), 0, r.cols - 1, "a column");
    if (!col) return fail(col.error().message + " in move '" + std::string(move) + "'");
    return static_cast<int>(*row * r.cols + *col);
}

std::string format_move(const Rule& r, int cell) {
    return std::to_string(cell / r.cols) + "," + std::to_string(cell % r.cols);
}

int stars(int taps, int par, const Help& help) {
    if (help.revealed) return 0;
    const int by_taps = taps <= par ? 3 : 2 * taps <= 3 * par + 2 ? 2 : 1;  // 2: within half again (rounded up by one on tiny pars)
    const int by_help = help.hints == 0 ? 3 : 2 * help.hints < par ? 2 : 1;
    return std::min(by_taps, by_help);
}

std::string BitState::text() const {
    std::string s;
    for (uint8_t v : cells) s += static_cast<char>('0' + v);
    return s + " taps " + std::to_string(taps);
}

BitPuzzle::BitPuzzle(const Rule& rule, Board board)
    : rule_(rule), start_(std::move(board)), params_(format_params(rule)), desc_(format_desc(rule, start_)),
      solver_(std::make_unique<TapSolver>(rule)) {
    const Solution sol = solver_->solve(start_);
    par_ = sol.solvable ? sol.min_taps : -1;
}

BitPuzzle::~BitPuzzle() = default;

Result<std::unique_ptr<BitPuzzle>> BitPuzzle::make(const Rule& rule, Board board) {
    auto ok = validate(rule);
    if (!ok) return ok.error();
    if (static_cast<int>(board.size()) != rule.cells())
        return fail("board has " + std::to_string(board.size()) + " cells, expected " + std::to_string(rule.cells()));
    for (uint8_t v : board)
        if (v >= rule.states) return fail("board value " + std::to_string(v) + " is not below " + std::to_string(rule.states) + " states");
    return std::unique_ptr<BitPuzzle>(new BitPuzzle(rule, std::move(board)));
}

StatePtr BitPuzzle::initial() const {
    auto s = std::make_shared<BitState>();
    s->cells = start_;
    s->presses.assign(start_.size(), 0);
    return s;
}

Result<StatePtr> BitPuzzle::apply(const State& st, std::string_view move) const {
    const auto& s = static_cast<const BitState&>(st);
    auto cell = parse_move(rule_, move);
    if (!cell) return cell.error();
    if (solved(rule_, s.cells)) return fail(tr("the board is already solved"));
    auto next = std::make_shared<BitState>(s);
    tap(rule_, next->cells, *cell);
    ++next->taps;
    next->presses.resize(next->cells.size());
    auto& pressed = next->presses[static_cast<size_t>(*cell)];
    pressed = static_cast<uint8_t>((pressed + 1) % rule_.states);
    return StatePtr(next);
}

Status BitPuzzle::status(const State& st) const {
    return solved(rule_, static_cast<const BitState&>(st).cells) ? Status::Won : Status::Playing;
}

std::vector<uint8_t> BitPuzzle::optimal_taps(const BitState& s) const {
    Solution sol = solver_->solve(s.cells);
    return sol.solvable ? sol.taps : std::vector<uint8_t>{};
}

namespace {

std::string label_of(const Rule& r, int cell) { return cell_label(cell / r.cols, cell % r.cols); }


} // namespace

Result<Hint> BitPuzzle::hint(const State& st) const {
    const auto& s = static_cast<const BitState&>(st);
    if (solved(rule_, s.cells)) return fail(tr("the board is already solved"));
    const Solution sol = solver_->solve(s.cells);
    if (!sol.solvable) return fail(trf("no sequence of taps can make every cell {1}", rule_.target));
    // The cell the optimal pattern taps most: the player sees the biggest lever first.
    int best = -1;
    for (int i = 0; i < rule_.cells(); ++i)
        if (sol.taps[static_cast<size_t>(i)] > 0 && (best < 0 || sol.taps[static_cast<size_t>(i)] > sol.taps[static_cast<size_t>(best)])) best = i;
    const int times = sol.taps[static_cast<size_t>(best)];
    const int row = best / rule_.cols, col = best % rule_.cols;
    Hint h;
    h.move = format_move(rule_, best);
    h.move_name = move_name(st, h.move);
    // Step 1 points at a line holding at most a third of the cells, else at the cell itself.
    std::vector<int> look;
    enum class Where { Row, Column, Cell } where = Where::Cell;
    if (rule_.rows >= 3) {
        where = Where::Row;
        h.nudge = trf("Look at row {1}.", row + 1);
        for (int c = 0; c < rule_.cols; ++c) look.push_back(row * rule_.cols + c);
    } else if (rule_.cols >= 3) {
        where = Where::Column;
        h.nudge = trf("Look at column {1}.", column_label(col));
        for (int r = 0; r < rule_.rows; ++r) look.push_back(r * rule_.cols + col);
    } else {
        h.nudge = trf("Look at {1}.", label_of(rule_, best));
        look.push_back(best);
    }
    for (int c : look) h.cells.push_back(label_of(rule_, c));
    // Step 2: what the shortest solution asks of that cell, given what its neighbours' taps add.
    const int v = s.cells[static_cast<size_t>(best)];
    int same = 0;
    for (int c : look) same += s.cells[static_cast<size_t>(c)] == v;
    std::string cell = label_of(rule_, best);
    if (look.size() > 1 && same == 1)
        cell = where == Where::Row ? trf("the {1} in row {2}", v, row + 1) : trf("the {1} in column {2}", v, column_label(col));
    const std::string shortest = sol.min_patterns == 1 && sol.exact ? trf("Fewest taps left: {1} (one shortest way)", sol.min_taps)
                                                                    : trf("Fewest taps left: {1}", sol.min_taps);
    if (rule_.self_add == 0)
        h.reason = times == 1   ? trf("{1}. It taps {2} once, for what that does to its neighbours.", shortest, cell)
                   : times == 2 ? trf("{1}. It taps {2} twice, for what that does to its neighbours.", shortest, cell)
                                : trn("{2}. It taps {3} {1} times, for what that does to its neighbours.",
                                      "{2}. It taps {3} {1} times, for what that does to its neighbours.", times, shortest, cell);
    else
        h.reason = trn("{2}. Counting what its neighbours' taps add, {3} needs {1} tap of its own to reach {4}.",
                       "{2}. Counting what its neighbours' taps add, {3} needs {1} taps of its own to reach {4}.", times, shortest,
                       cell, rule_.target);
    return h;
}

std::string BitPuzzle::move_name(const State&, std::string_view move) const {
    auto cell = parse_move(rule_, move);
    return cell ? trf("tap {1}", label_of(rule_, *cell)) : std::string(move);
}

std::vector<std::string> BitPuzzle::move_cells(const State&, std::string_view move) const {
    auto cell = parse_move(rule_, move);
    if (!cell) return {};
    return {label_of(rule_, *cell)};
}

Result<std::vector<std::string>> BitPuzzle::solve(const State& st) const {
    const auto& s = static_cast<const BitState&>(st);
    const Solution sol = solver_->solve(s.cells);
    if (!sol.solvable) return fail(trf("no sequence of taps can make every cell {1}", rule_.target));
    std::vector<std::string> moves;
    for (int i = 0; i < rule_.cells(); ++i)
        for (int k = 0; k < sol.taps[static_cast<size_t>(i)]; ++k) moves.push_back(format_move(rule_, i));
    return moves;
}

std::string BitPuzzle::hud(const State& st) const {
    const auto& s = static_cast<const BitState&>(st);
    // The stars are the end bar's (summary): they depend on the help taken, which a state does not hold.
    return par_ >= 0 ? trf("Taps {1} / par {2}", s.taps, par_) : trf("Taps {1}", s.taps);
}

std::optional<bool> BitPuzzle::winnable(const State& st) const {
    const auto& s = static_cast<const BitState&>(st);
    if (solved(rule_, s.cells)) return true;
    const Solution left = solver_->solve(s.cells);
    if (!left.solvable) return false;
    int par = par_;
    if (par < 0) {
        const Solution from_start = solver_->solve(static_cast<const BitState&>(*initial()).cells);
        if (!from_start.solvable || !from_start.exact) return std::nullopt;
        par = from_start.min_taps;
    }
    if (!left.exact) return std::nullopt;
    return s.taps + left.min_taps <= par;
}

std::string BitPuzzle::summary(const State& end, const Help& help) const {
    const auto& s = static_cast<const BitState&>(end);
    int par = par_;
    if (par < 0) {
        const Solution from_start = solver_->solve(static_cast<const BitState&>(*initial()).cells);
        if (!from_start.solvable) return {};
        par = from_start.min_taps;
    }
    std::string out = trn("Par {1} tap (the fewest); you took {2}.", "Par {1} taps (the fewest); you took {2}.", par, s.taps);
    if (const int earned = stars(s.taps, par, help); solved(rule_, s.cells) && earned > 0) out += " " + trn("{1} star.", "{1} stars.", earned);
    return out;
}

} // namespace pz::bitflipper
