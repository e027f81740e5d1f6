// Sweet Spots boards: params, zone files (the original game's and ours), compact descs, zone checks.
#include "game/sweetspots/board.h"

#include <algorithm>

#include "game/core/i18n.h"
#include "game/core/text.h"

namespace pz::sweetspots {

std::string_view grade_name(Grade g) {
    switch (g) {
    // Marked for the catalogues: the level select and summaries show them through tr().
    case Grade::Easy: return tr_noop("easy");
    case Grade::Medium: return tr_noop("medium");
    case Grade::Hard: return tr_noop("hard");
    case Grade::Expert: return tr_noop("expert");
    }
    return "easy";
}

char grade_letter(Grade g) { return "emhx"[static_cast<int>(g)]; }

Result<Grade> parse_grade(std::string_view s) {
    std::string t = to_lower(s);
    for (int i = 0; i < 4; ++i) {
        Grade g = static_cast<Grade>(i);
        if (t == grade_name(g) || (t.size() == 1 && t[0] == grade_letter(g))) return g;
    }
    return fail("unknown grade '" + std::string(s.substr(0, 20)) + "' (easy, medium, hard or expert)");
}

std::string Params::text(bool with_grade) const {
    std::string s = std::to_string(n) + "k" + std::to_string(k);
    if (with_grade && has_grade) s += std::string("d") + grade_letter(grade);
    return s;
}

Result<void> check_params(int n, int k) {
    if (n < kMinSize || n > kMaxSize)
        return fail("board size " + std::to_string(n) + " is outside " + std::to_string(kMinSize) + ".." +
                    std::to_string(kMaxSize));
    if (k < 1 || k > 3) return fail("k must be 1, 2 or 3, not " + std::to_string(k));
    if (k == 2 && n < 8) return fail("two chests per unit needs a board of 8x8 or more");
    if (k == 3 && n < 14) return fail("three chests per unit needs a 14x14 board");
    return {};
}

namespace {

// Reads a run of decimal digits at s[i..]; -1 if none or too large.
int read_number(std::string_view s, size_t& i) {
    size_t start = i;
    int v = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
        v = v * 10 + (s[i] - '0');
        if (v > 1000) return -1;
        ++i;
    }
    return i == start ? -1 : v;
}

// Zone ids are checked before this runs; row_lines[r] is the text line of matrix row r.
Result<void> check_zone_map(const Board& b, const std::vector<int>& row_lines) {
    const int n = b.n;
    auto line_of = [&](int r) { return r < static_cast<int>(row_lines.size()) ? row_lines[static_cast<size_t>(r)] : 0; };
    std::vector<int> first(static_cast<size_t>(n), -1), size(static_cast<size_t>(n), 0);
    for (int i = 0; i < n * n; ++i) {
        int z = b.zone[static_cast<size_t>(i)];
        if (z >= n) return fail("zone id " + std::to_string(z) + " is out of range 0.." + std::to_string(n - 1), line_of(i / n));
        if (first[static_cast<size_t>(z)] < 0) first[static_cast<size_t>(z)] = i;
        ++size[static_cast<size_t>(z)];
    }
    for (int z = 0; z < n; ++z)
        if (first[static_cast<size_t>(z)] < 0)
            return fail("zone " + std::to_string(z) + " has no cells (a " + std::to_string(n) + "x" + std::to_string(n) +
                            " board needs zones 0.." + std::to_string(n - 1) + ")",
                        line_of(0));
    // Flood each zone from its first cell; any cell left over is a detached piece.
    std::vector<uint8_t> seen(static_cast<size_t>(n * n), 0);
    std::vector<int> stack;
    for (int z = 0; z < n; ++z) {
        int reached = 0;
        stack.assign(1, first[static_cast<size_t>(z)]);
        seen[static_cast<size_t>(first[static_cast<size_t>(z)])] = 1;
        while (!stack.empty()) {
            int i = stack.back();
            stack.pop_back();
            ++reached;
            int r = i / n, c = i % n;
            const int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (const auto& p : nb) {
                if (p[0] < 0 || p[0] >= n || p[1] < 0 || p[1] >= n) continue;
                int j = p[0] * n + p[1];
                if (!seen[static_cast<size_t>(j)] && b.zone[static_cast<size_t>(j)] == z) {
                    seen[static_cast<size_t>(j)] = 1;
                    stack.push_back(j);
                }
            }
        }
        if (reached != size[static_cast<size_t>(z)]) {
            for (int i = 0; i < n * n; ++i)
                if (b.zone[static_cast<size_t>(i)] == z && !seen[static_cast<size_t>(i)])
                    return fail("zone " + std::to_string(z) + " is not contiguous: row " + std::to_string(i / n) +
                                    ", column " + std::to_string(i % n) + " is cut off from the rest of it",
                                line_of(i / n));
        }
    }
    return {};
}

} // namespace

Result<Params> parse_params(std::string_view s) {
    // N k K [d G]
    Params p;
    size_t i = 0;
    int n = read_number(s, i);
    if (n < 0 || i >= s.size() || s[i] != 'k')
        return fail("params '" + std::string(s.substr(0, 20)) + "' should look like 10k2 (size, k, chests per unit)");
    ++i;
    int k = read_number(s, i);
    if (k < 0) return fail("params '" + std::string(s.substr(0, 20)) + "' need a number after 'k'");
    if (i < s.size()) {
        if (s[i] != 'd' || i + 2 != s.size())
            return fail("params '" + std::string(s.substr(0, 20)) + "' have unexpected text after the size");
        auto g = parse_grade(s.substr(i + 1));
        if (!g) return g.error();
        p.has_grade = true;
        p.grade = *g;
    }
    auto ok = check_params(n, k);
    if (!ok) return ok.error();
    p.n = n;
    p.k = k;
    return p;
}

Result<void> check_zones(const Board& b, int first_line) {
    if (b.n < 1 || b.n > kMaxSize || b.zone.size() != static_cast<size_t>(b.n * b.n)) return fail("board has the wrong number of cells");
    std::vector<int> lines;
    for (int r = 0; r < b.n; ++r) lines.push_back(first_line + r);
    return check_zone_map(b, lines);
}

Result<Board> parse_zone_file(std::string_view text, int k_given) {
    struct Row {
        std::vector<std::string_view> tokens;
        int line;
    };
    std::vector<Row> rows;
    int ln = 0;
    auto lines = split_lines(text);
    if (lines.size() > 10000) return fail("zone file is far too long");
    for (auto raw : lines) {
        ++ln;
        auto line = trim(raw);
        if (line.empty() || line[0] == '#') continue;
        rows.push_back({split_ws(line), ln});
    }
    if (rows.empty()) return fail("zone file is empty");
    // A one-line "params:desc" (a level pack line or game ID body).
    if (rows.size() == 1 && rows[0].tokens.size() >= 1 && rows[0].tokens[0].find(':') != std::string_view::npos) {
        auto t = rows[0].tokens[0];
        size_t colon = t.find(':');
        auto p = parse_params(t.substr(0, colon));
        if (!p) return fail(p.error().message, rows[0].line);
        auto b = parse_desc(*p, t.substr(colon + 1));
        if (!b) return fail(b.error().message, rows[0].line);
        return b;
    }
    size_t start = 0;
    int k = k_given;
    int n = 0;
    if (rows[0].tokens.size() == 2) {
        // Our level form: "N k" header (no legal board has 2 columns).
        auto nv = parse_int(rows[0].tokens[0], kMinSize, kMaxSize, "a board size");
        if (!nv) return fail(nv.error().message, rows[0].line);
        auto kv = parse_int(rows[0].tokens[1], 1, 3, "chests per unit (k)");
        if (!kv) return fail(kv.error().message, rows[0].line);
        n = static_cast<int>(*nv);
        k = static_cast<int>(*kv);
        start = 1;
    } else {
        n = static_cast<int>(rows[0].tokens.size());
        if (n < kMinSize || n > kMaxSize)
            return fail("a row of " + std::to_string(n) + " zone ids: boards are " + std::to_string(kMinSize) + " to " +
                            std::to_string(kMaxSize) + " cells wide",
                        rows[0].line);
        if (k < 0) return fail("the file does not say k (chests per unit); give it with --k", rows[0].line);
    }
    auto pk = check_params(n, k);
    if (!pk) return fail(pk.error().message, start == 1 ? rows[0].line : 0);
    size_t have = rows.size() - start;
    if (have != static_cast<size_t>(n)) {
        int where = have > static_cast<size_t>(n) ? rows[start + static_cast<size_t>(n)].line : rows.back().line;
        return fail("expected " + std::to_string(n) + " rows of zone ids, found " + std::to_string(have), where);
    }
    Board b;
    b.n = n;
    b.k = k;
    b.zone.assign(static_cast<size_t>(n * n), 0);
    std::vector<int> row_lines;
    for (int r = 0; r < n; ++r) {
        const Row& row = rows[start + static_cast<size_t>(r)];
        row_lines.push_back(row.line);
        if (row.tokens.size() != static_cast<size_t>(n))
            return fail("expected " + std::to_string(n) + " zone ids in row " + std::to_string(r) + ", found " +
                            std::to_string(row.tokens.size()),
                        row.line);
        for (int c = 0; c < n; ++c) {
            auto v = parse_int(row.tokens[static_cast<size_t>(c)], 0, n - 1, "a zone id");
            if (!v) return fail(v.error().message + " (row " + std::to_string(r) + ", column " + std::to_string(c) + ")", row.line);
            b.zone[static_cast<size_t>(r * n + c)] = static_cast<uint8_t>(*v);
        }
    }
    auto ok = check_zone_map(b, row_lines);
    if (!ok) return ok.error();
    return b;
}

std::string format_zone_file(const Board& b) {
    std::string s;
    for (int r = 0; r < b.n; ++r) {
        for (int c = 0; c < b.n; ++c) {
            if (c) s += ' ';
            s += std::to_string(b.zone_at(r, c));
        }
        s += '\n';
    }
    return s;
}

std::string format_level_file(const Board& b) { return std::to_string(b.n) + " " + std::to_string(b.k) + "\n" + format_zone_file(b); }

std::string format_desc(const Board& b) {
    std::string s;
    s.reserve(b.zone.size());
    for (uint8_t z : b.zone) s += "0123456789abcdefghijklmnopqrstuvwxyz"[z];
    return s;
}

Result<Board> parse_desc(const Params& p, std::string_view desc) {
    const size_t cells = static_cast<size_t>(p.n * p.n);
    if (desc.size() != cells)
        return fail("a " + std::to_string(p.n) + "x" + std::to_string(p.n) + " description needs " + std::to_string(cells) +
                    " zone digits, found " + std::to_string(desc.size()));
    Board b;
    b.n = p.n;
    b.k = p.k;
    b.zone.resize(cells);
    for (size_t i = 0; i < cells; ++i) {
        char ch = desc[i];
        int v = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 10 : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : -1;
        if (v < 0) return fail(std::string("'") + ch + "' in the description is not a base-36 zone digit");
        if (v >= p.n)
            return fail("zone id " + std::to_string(v) + " in the description is out of range 0.." + std::to_string(p.n - 1));
        b.zone[i] = static_cast<uint8_t>(v);
    }
    auto ok = check_zone_map(b, {});
    if (!ok) return ok.error();
    return b;
}

namespace {
// touches[a][b]: zones a and b share an edge.
std::vector<std::vector<char>> zone_graph(const Board& b) {
    const auto n = static_cast<size_t>(b.n);
    std::vector<std::vector<char>> touches(n, std::vector<char>(n, 0));
    auto link = [&](int a, int c) {
        if (a == c) return;
        touches[static_cast<size_t>(a)][static_cast<size_t>(c)] = touches[static_cast<size_t>(c)][static_cast<size_t>(a)] = 1;
    };
    for (int r = 0; r < b.n; ++r)
        for (int c = 0; c < b.n; ++c) {
            if (c + 1 < b.n) link(b.zone_at(r, c), b.zone_at(r, c + 1));
            if (r + 1 < b.n) link(b.zone_at(r, c), b.zone_at(r + 1, c));
        }
    return touches;
}
} // namespace

bool zones_touch(const Board& b, int a, int b_zone) {
    if (a < 0 || b_zone < 0 || a >= b.n || b_zone >= b.n) return false;
    return zone_graph(b)[static_cast<size_t>(a)][static_cast<size_t>(b_zone)] != 0;
}

std::vector<int> zone_colours(const Board& b, int colours) {
    const int n = b.n;
    std::vector<int> colour(static_cast<size_t>(n), 0);
    // Enough colours: every zone its own, so two zones never look like one.
    if (n <= colours) {
        for (int z = 0; z < n; ++z) colour[static_cast<size_t>(z)] = z;
        return colour;
    }
    // Smallest-last order: a planar map always has a zone with at most five neighbours, so
    // colouring in the reverse of removing such zones needs at most six colours.
    const auto touches = zone_graph(b);
    std::vector<int> degree(static_cast<size_t>(n), 0), order;
    std::vector<char> removed(static_cast<size_t>(n), 0);
    for (int z = 0; z < n; ++z)
        for (int o = 0; o < n; ++o) degree[static_cast<size_t>(z)] += touches[static_cast<size_t>(z)][static_cast<size_t>(o)];
    for (int step = 0; step < n; ++step) {
        int best = -1;
        for (int z = 0; z < n; ++z)
            if (!removed[static_cast<size_t>(z)] && (best < 0 || degree[static_cast<size_t>(z)] < degree[static_cast<size_t>(best)])) best = z;
        removed[static_cast<size_t>(best)] = 1;
        order.push_back(best);
        for (int o = 0; o < n; ++o)
            if (touches[static_cast<size_t>(best)][static_cast<size_t>(o)]) --degree[static_cast<size_t>(o)];
    }
    std::vector<char> coloured(static_cast<size_t>(n), 0);
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const int z = *it;
        uint64_t used = 0;
        for (int o = 0; o < n; ++o)
            if (coloured[static_cast<size_t>(o)] && touches[static_cast<size_t>(z)][static_cast<size_t>(o)]) used |= uint64_t{1} << (colour[static_cast<size_t>(o)] % 64);
        int c = 0;
        while (c < colours - 1 && (used >> c & 1)) ++c;
        colour[static_cast<size_t>(z)] = c;
        coloured[static_cast<size_t>(z)] = 1;
    }
    return colour;
}

} // namespace pz::sweetspots
