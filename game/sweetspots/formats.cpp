// puzz.link URLs and pzprv3 files for Sweet Spots (Star Battle), and the printed board.
#include "game/sweetspots/formats.h"

#include <algorithm>
#include <cmath>

#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/sweetspots/rules.h"

namespace pz::sweetspots {

namespace {

constexpr std::string_view kBase32 = "0123456789abcdefghijklmnopqrstuv";

// Splits cells into regions: neighbours in the same region unless `apart(a, b)` says a wall
// separates them. Regions are numbered in order of their first cell.
template <class Apart>
std::vector<int> regions(int w, int h, Apart apart, int* count) {
    std::vector<int> id(static_cast<size_t>(w * h), -1);
    int next = 0;
    std::vector<int> stack;
    for (int start = 0; start < w * h; ++start) {
        if (id[static_cast<size_t>(start)] >= 0) continue;
        id[static_cast<size_t>(start)] = next;
        stack.assign(1, start);
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            const int r = i / w, c = i % w;
            const int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (const auto& p : nb) {
                if (p[0] < 0 || p[0] >= h || p[1] < 0 || p[1] >= w) continue;
                const int j = p[0] * w + p[1];
                if (id[static_cast<size_t>(j)] >= 0 || apart(i, j)) continue;
                id[static_cast<size_t>(j)] = next;
                stack.push_back(j);
            }
        }
        ++next;
    }
    *count = next;
    return id;
}

// A board from regions: the game's rules on size, k and zone count, as one-line errors.
Result<Board> board_from_regions(int w, int h, int k, const std::vector<int>& id, int count) {
    if (w != h) return fail("the board is " + std::to_string(w) + "x" + std::to_string(h) + ": Sweet Spots boards are square");
    auto ok = check_params(w, k);
    if (!ok) return ok.error();
    if (count != w)
        return fail("the board has " + std::to_string(count) + " zones: a " + std::to_string(w) + "x" + std::to_string(w) +
                    " Sweet Spots board has " + std::to_string(w));
    Board b;
    b.n = w;
    b.k = k;
    b.zone.resize(id.size());
    for (size_t i = 0; i < id.size(); ++i) b.zone[i] = static_cast<uint8_t>(id[i]);
    auto zones = check_zones(b);
    if (!zones) return zones.error();
    return b;
}

Result<int> small_number(std::string_view s, int lo, int hi, std::string_view what) {
    auto v = parse_int(trim(s), lo, hi, what);
    if (!v) return v.error();
    return static_cast<int>(*v);
}

} // namespace

Board canonical_zones(Board b) {
    std::vector<int> map(static_cast<size_t>(std::max(b.n, 1)), -1);
    int next = 0;
    for (auto& z : b.zone) {
        if (z >= map.size()) continue;
        if (map[z] < 0) map[z] = next++;
        z = static_cast<uint8_t>(map[z]);
    }
    return b;
}

Result<Board> parse_puzzlink(std::string_view url) {
    url = trim(url);
    const size_t q = url.find('?');
    if (q == std::string_view::npos) return fail("a puzz.link URL has '?' before the puzzle ('https://puzz.link/p?starbattle/...')");
    std::string_view body = url.substr(q + 1);
    if (const size_t hash = body.find('#'); hash != std::string_view::npos) body = body.substr(0, hash);
    auto parts = split(body, '/');
    while (!parts.empty() && parts.back().empty()) parts.pop_back();
    if (parts.empty() || parts[0] != "starbattle")
        return fail("not a Star Battle link: puzz.link's '" + printable(parts.empty() ? body.substr(0, 20) : parts[0].substr(0, 20)) +
                    "' is not a game Puzzlebox plays");
    if (parts.size() != 5) return fail("a Star Battle link has the form starbattle/WIDTH/HEIGHT/STARS/BORDERS");
    auto w = small_number(parts[1], 1, 100, "a width");
    if (!w) return w.error();
    auto h = small_number(parts[2], 1, 100, "a height");
    if (!h) return h.error();
    auto k = small_number(parts[3], 1, 100, "a star count");
    if (!k) return k.error();
    const int W = *w, H = *h;
    const std::string_view code = parts[4];
    const int vert = (W - 1) * H, horiz = W * (H - 1);
    const size_t need = static_cast<size_t>((vert + 4) / 5 + (horiz + 4) / 5);
    if (code.size() != need)
        return fail("the border code has " + std::to_string(code.size()) + " characters: a " + std::to_string(W) + "x" + std::to_string(H) +
                    " board needs " + std::to_string(need));
    std::vector<uint8_t> wall(static_cast<size_t>(vert + horiz), 0);
    // Vertical walls (between columns, row by row), then horizontal ones (between rows), each
    // list packed five to a base-32 digit, first wall in the highest bit.
    size_t ch = 0;
    for (int part = 0; part < 2; ++part) {
        const int first = part == 0 ? 0 : vert, len = part == 0 ? vert : horiz;
        for (int i = 0; i < len; i += 5, ++ch) {
            const size_t v = kBase32.find(static_cast<char>(std::tolower(static_cast<unsigned char>(code[ch]))));
            if (v == std::string_view::npos) return fail(std::string("'") + printable(code.substr(ch, 1)) + "' in the border code is not a base-32 digit");
            for (int bit = 0; bit < 5 && i + bit < len; ++bit)
                if (v & (16u >> bit)) wall[static_cast<size_t>(first + i + bit)] = 1;
        }
    }
    auto apart = [&](int a, int b) {
        if (a > b) std::swap(a, b);
        const int r = a / W, c = a % W;
        if (b == a + 1) return wall[static_cast<size_t>(r * (W - 1) + c)] != 0;
        return wall[static_cast<size_t>(vert + r * W + c)] != 0;
    };
    int count = 0;
    auto id = regions(W, H, apart, &count);
    return board_from_regions(W, H, *k, id, count);
}

std::string format_puzzlink(const Board& b) {
    const int n = b.n;
    std::vector<uint8_t> bits;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c + 1 < n; ++c) bits.push_back(b.zone_at(r, c) != b.zone_at(r, c + 1));
    const size_t vert = bits.size();
    for (int r = 0; r + 1 < n; ++r)
        for (int c = 0; c < n; ++c) bits.push_back(b.zone_at(r, c) != b.zone_at(r + 1, c));
    std::string code;
    for (int part = 0; part < 2; ++part) {
        const size_t first = part == 0 ? 0 : vert, end = part == 0 ? vert : bits.size();
        for (size_t i = first; i < end; i += 5) {
            unsigned v = 0;
            for (size_t bit = 0; bit < 5; ++bit)
                if (i + bit < end && bits[i + bit]) v |= 16u >> bit;
            code += kBase32[v];
        }
    }
    return "https://puzz.link/p?starbattle/" + std::to_string(n) + "/" + std::to_string(n) + "/" + std::to_string(b.k) + "/" + code;
}

Result<Board> parse_pzprv3(std::string_view text, std::vector<uint8_t>* stars) {
    std::vector<std::string_view> lines;
    for (auto l : split_lines(text)) lines.push_back(trim(l));
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    // One line joined by '/' (the form pzprjs's tests and some sites use).
    if (lines.size() == 1 && lines[0].find('/') != std::string_view::npos) {
        const std::string_view one = lines[0];
        lines.clear();
        for (auto l : split(one, '/')) lines.push_back(trim(l));
    }
    if (lines.empty() || !starts_with(lines[0], "pzprv3")) return fail("not a pzprv3 file (its first line is not 'pzprv3')", 1);
    if (lines.size() < 2 || lines[1] != "starbattle")
        return fail("a pzprv3 file of '" + printable(lines.size() < 2 ? std::string_view() : lines[1].substr(0, 20)) +
                        "', not starbattle: Puzzlebox reads Star Battle only",
                    2);
    if (lines.size() < 6) return fail("the file ends before its size, star count and zone count", static_cast<int>(lines.size()));
    auto rows = small_number(lines[2], 1, 100, "a row count");
    if (!rows) return fail(rows.error().message, 3);
    auto cols = small_number(lines[3], 1, 100, "a column count");
    if (!cols) return fail(cols.error().message, 4);
    auto k = small_number(lines[4], 1, 100, "a star count");
    if (!k) return fail(k.error().message, 5);
    auto zones = small_number(lines[5], 1, 10000, "a zone count");
    if (!zones) return fail(zones.error().message, 6);
    const int H = *rows, W = *cols;
    std::vector<int> number(static_cast<size_t>(W * H), 0);
    for (int r = 0; r < H; ++r) {
        const size_t li = 6 + static_cast<size_t>(r);
        if (li >= lines.size()) return fail("the file ends inside the zone rows (" + std::to_string(H) + " expected)", static_cast<int>(lines.size()));
        auto tok = split_ws(lines[li]);
        if (tok.size() != static_cast<size_t>(W))
            return fail("expected " + std::to_string(W) + " zone numbers, found " + std::to_string(tok.size()), static_cast<int>(li + 1));
        for (int c = 0; c < W; ++c) {
            auto v = small_number(tok[static_cast<size_t>(c)], 0, *zones - 1, "a zone number");
            if (!v) return fail(v.error().message, static_cast<int>(li + 1));
            number[static_cast<size_t>(r * W + c)] = *v;
        }
    }
    std::vector<uint8_t> star(static_cast<size_t>(W * H), 0);
    // The answer rows are optional (a file saved before play has them all '.').
    for (int r = 0; r < H; ++r) {
        const size_t li = 6 + static_cast<size_t>(H + r);
        if (li >= lines.size()) break;
        auto tok = split_ws(lines[li]);
        if (tok.size() != static_cast<size_t>(W))
            return fail("expected " + std::to_string(W) + " answer cells, found " + std::to_string(tok.size()), static_cast<int>(li + 1));
        for (int c = 0; c < W; ++c) {
            const auto t = tok[static_cast<size_t>(c)];
            if (t == "#") star[static_cast<size_t>(r * W + c)] = 1;
            else if (t != "." && t != "+")
                return fail("answer cell '" + printable(t.substr(0, 10)) + "' is not '#', '+' or '.'", static_cast<int>(li + 1));
        }
    }
    int count = 0;
    auto id = regions(W, H, [&](int a, int b) { return number[static_cast<size_t>(a)] != number[static_cast<size_t>(b)]; }, &count);
    auto b = board_from_regions(W, H, *k, id, count);
    if (!b) return b.error();
    if (stars) *stars = std::move(star);
    return b;
}

std::string format_pzprv3(const Board& b, const std::vector<uint8_t>* stars) {
    const Board c = canonical_zones(b);
    const int n = c.n;
    std::string s = "pzprv3\nstarbattle\n" + std::to_string(n) + "\n" + std::to_string(n) + "\n" + std::to_string(c.k) + "\n" +
                    std::to_string(n) + "\n";
    for (int r = 0; r < n; ++r) {
        for (int col = 0; col < n; ++col) s += std::to_string(c.zone_at(r, col)) + " ";
        s += "\n";
    }
    for (int r = 0; r < n; ++r) {
        for (int col = 0; col < n; ++col) s += (stars && (*stars)[static_cast<size_t>(r * n + col)]) ? "# " : ". ";
        s += "\n";
    }
    return s;
}

namespace {

Result<Board> board_of(const GameId& id) {
    auto p = parse_params(id.params);
    if (!p) return p.error();
    return parse_desc(*p, id.desc);
}

Result<std::vector<uint8_t>> solution_of(const Board& b) {
    auto puzzle = SpotsPuzzle::make(b);
    if (!puzzle) return puzzle.error();
    if ((*puzzle)->solutions() == 0)
        return fail(trn("this board has no solution: no placement of {1} chest per row, column and zone keeps chests apart",
                        "this board has no solution: no placement of {1} chests per row, column and zone keeps chests apart", b.k));
    return (*puzzle)->solution();
}

// Pale tints that tell zones apart on paper and keep black ink readable.
constexpr print::Colour kTints[] = {{255, 236, 236}, {236, 246, 255}, {240, 255, 236}, {255, 248, 228}, {244, 236, 255},
                                    {232, 252, 250}, {255, 240, 250}, {248, 248, 236}, {236, 240, 255}, {250, 244, 236}};

std::vector<std::pair<double, double>> star_points(double cx, double cy, double r) {
    std::vector<std::pair<double, double>> pts;
    for (int i = 0; i < 10; ++i) {
        const double a = -M_PI / 2 + i * M_PI / 5, rr = i % 2 ? r * 0.4 : r;
        pts.emplace_back(cx + rr * std::cos(a), cy + rr * std::sin(a));
    }
    return pts;
}

class SpotsFormats : public GameFormats {
public:
    std::optional<Result<GameId>> read(std::string_view input, bool is_url) const override {
        Result<Board> b = fail("");
        if (is_url) {
            if (input.find("starbattle/") == std::string_view::npos && input.find("puzz.link") == std::string_view::npos &&
                input.find("pzv.jp") == std::string_view::npos && input.find("pzprxs") == std::string_view::npos)
                return std::nullopt;
            b = parse_puzzlink(input);
        } else {
            if (!starts_with(trim(input), "pzprv3")) return std::nullopt;
            b = parse_pzprv3(input);
        }
        if (!b) return Result<GameId>(b.error());
        const Board c = canonical_zones(*b);
        Params p;
        p.n = c.n;
        p.k = c.k;
        return Result<GameId>(GameId{"sweetspots", p.text(false), format_desc(c), std::nullopt});
    }
    std::vector<std::string> text_formats() const override { return {"puzzlink", "pzprv3"}; }
    Result<std::string> write(std::string_view format, const GameId& id, bool solution) const override {
        auto b = board_of(id);
        if (!b) return b.error();
        if (format == "puzzlink") return format_puzzlink(canonical_zones(*b));
        if (format == "pzprv3") {
            if (!solution) return format_pzprv3(*b);
            auto sol = solution_of(*b);
            if (!sol) return sol.error();
            return format_pzprv3(*b, &*sol);
        }
        return GameFormats::write(format, id, solution);
    }
    bool well_formed(const GameId& id) const override { return board_of(id).ok(); }
    Result<void> print(const GameId& id, bool solution, print::Page& page, print::Box box) const override {
        auto b = board_of(id);
        if (!b) return b.error();
        std::vector<uint8_t> sol;
        if (solution) {
            auto s = solution_of(*b);
            if (!s) return s.error();
            sol = std::move(*s);
        }
        const int n = b->n;
        const double rule_h = 16;
        const double cell = std::min(box.w, box.h - rule_h) / n;
        const double x0 = box.x + (box.w - cell * n) / 2, y0 = box.y;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) page.fill_rect(x0 + c * cell, y0 + r * cell, cell, cell, kTints[b->zone_at(r, c) % 10]);
        for (int i = 1; i < n; ++i) {
            page.line(x0 + i * cell, y0, x0 + i * cell, y0 + n * cell, print::kGrid, 0.5);
            page.line(x0, y0 + i * cell, x0 + n * cell, y0 + i * cell, print::kGrid, 0.5);
        }
        const double thick = std::max(1.5, cell / 14);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                if (c + 1 < n && b->zone_at(r, c) != b->zone_at(r, c + 1))
                    page.line(x0 + (c + 1) * cell, y0 + r * cell, x0 + (c + 1) * cell, y0 + (r + 1) * cell, print::kInk, thick);
                if (r + 1 < n && b->zone_at(r, c) != b->zone_at(r + 1, c))
                    page.line(x0 + c * cell, y0 + (r + 1) * cell, x0 + (c + 1) * cell, y0 + (r + 1) * cell, print::kInk, thick);
            }
        page.stroke_rect(x0, y0, cell * n, cell * n, print::kInk, thick);
        for (int i = 0; i < n * n && solution; ++i) {
            const int r = i / n, c = i % n;
            if (sol[static_cast<size_t>(i)]) page.fill_polygon(star_points(x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell, cell * 0.38), print::kInk);
        }
        const std::string rule = std::to_string(b->k) + (b->k == 1 ? " chest" : " chests") +
                                 " in every row, column and zone; no two chests touch, not even diagonally.";
        page.text(box.x + box.w / 2, y0 + n * cell + rule_h - 4, rule, std::min(10.0, 0.85 * box.w / print::text_width(rule, 1)),
                  print::kInk, print::Align::Centre);
        return {};
    }
};

} // namespace

const GameFormats& formats() {
    static const SpotsFormats f;
    return f;
}

} // namespace pz::sweetspots
