// ipuz and .puz for Fill-in, and the printed board with its word list.
#include "game/crossword/formats.h"

#include <algorithm>
#include <cmath>

#include "game/core/json.h"
#include "game/core/json_read.h"
#include "game/core/text.h"
#include "game/crossword/rules.h"

namespace pz::crossword {

namespace {

using JT = JsonValue::Type;

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
char upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

// A cell's text as ipuz gives it: a string, a number, or null.
std::string scalar_text(const JsonValue& v) {
    if (v.is(JT::String)) return v.string;
    if (v.is(JT::Number)) return std::to_string(static_cast<long long>(v.number));
    return {};
}

// One letter from a solution or given value; '\0' for none, an Error for more than one letter.
Result<char> letter_of(const std::string& s, int r, int c) {
    if (s.size() == 1 && is_letter(s[0])) return upper(s[0]);
    return fail("the cell at row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) + " holds '" + printable(s.substr(0, 12)) +
                "': Fill-in cells hold one letter A-Z");
}

Result<SolvedFile> finish(Layout layout, std::vector<char> solution, std::vector<std::string> words, bool have_words) {
    auto grid = make_grid(std::move(layout), 0);
    if (!grid) return grid.error();
    SolvedFile out;
    out.file.grid = std::move(*grid);
    out.solution = std::move(solution);
    if (have_words) {
        out.file.words = std::move(words);
    } else {
        if (out.solution.empty()) return fail("the puzzle gives neither a word list nor a solution: there are no words to place");
        out.file.words = slot_words(out.file.grid, out.solution);
    }
    if (out.file.words.empty()) return fail("the puzzle has no words to place");
    return out;
}

} // namespace

std::vector<std::string> slot_words(const Grid& g, const std::vector<char>& letters) {
    std::vector<std::string> words;
    for (const Slot& s : g.slots) {
        std::string w;
        for (int cell : s.cells) w += letters[to_index(cell)];
        words.push_back(std::move(w));
    }
    std::sort(words.begin(), words.end(), [](const std::string& a, const std::string& b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    return words;
}

Result<SolvedFile> parse_ipuz(std::string_view text) {
    text = trim(text);
    // The old JSONP form, ipuz({...}).
    if (starts_with(text, "ipuz(") && !text.empty() && text.back() == ')') text = text.substr(5, text.size() - 6);
    auto doc = parse_json(text);
    if (!doc) return doc.error();
    const JsonValue& root = *doc;
    if (!root.is(JT::Object)) return fail("an ipuz file holds one JSON object");
    const JsonValue* version = root.get("version");
    if (!version || !version->is(JT::String) || !starts_with(version->string, "http://ipuz.org/v"))
        return fail("not an ipuz file: no \"version\": \"http://ipuz.org/v2\"");
    const JsonValue* kind = root.get("kind");
    if (!kind || !kind->is(JT::Array) || kind->items.empty()) return fail("an ipuz file needs a \"kind\" list");
    bool fill = false, crossword = false;
    std::string kinds;
    for (const JsonValue& k : kind->items) {
        if (!k.is(JT::String)) return fail("an ipuz \"kind\" holds strings");
        if (starts_with(k.string, "http://ipuz.org/fill")) fill = true;
        if (starts_with(k.string, "http://ipuz.org/crossword")) crossword = true;
        kinds += (kinds.empty() ? "" : ", ") + k.string;
    }
    if (!fill && !crossword)
        return fail("ipuz kind " + printable(kinds.substr(0, 80)) + ": Puzzlebox reads http://ipuz.org/fill and http://ipuz.org/crossword");
    std::string block = "#", empty = "0";
    if (const JsonValue* b = root.get("block"); b && b->is(JT::String)) block = b->string;
    if (const JsonValue* e = root.get("empty"); e && (e->is(JT::String) || e->is(JT::Number))) empty = scalar_text(*e);
    const JsonValue* dims = root.get("dimensions");
    const JsonValue* w = dims ? dims->get("width") : nullptr;
    const JsonValue* h = dims ? dims->get("height") : nullptr;
    if (!w || !h || !w->is(JT::Number) || !h->is(JT::Number)) return fail("an ipuz puzzle needs \"dimensions\": {\"width\", \"height\"}");
    const double wd = w->number, hd = h->number;
    if (wd != std::floor(wd) || hd != std::floor(hd) || wd < 2 || hd < 2 || wd > kMaxSide || hd > kMaxSide)
        return fail("dimensions " + std::to_string(static_cast<long long>(wd)) + "x" + std::to_string(static_cast<long long>(hd)) +
                    ": Fill-in grids are 2 to " + std::to_string(kMaxSide) + " cells on a side");
    const int W = static_cast<int>(wd), H = static_cast<int>(hd);
    const JsonValue* puzzle = root.get("puzzle");
    if (!puzzle || !puzzle->is(JT::Array)) return fail("an ipuz puzzle needs a \"puzzle\" grid");
    if (puzzle->items.size() != static_cast<size_t>(H))
        return fail("the \"puzzle\" grid has " + std::to_string(puzzle->items.size()) + " rows, dimensions say " + std::to_string(H));
    Layout layout;
    layout.width = W;
    layout.height = H;
    layout.cells.assign(static_cast<size_t>(W * H), kBackground);
    for (int r = 0; r < H; ++r) {
        const JsonValue& row = puzzle->items[static_cast<size_t>(r)];
        if (!row.is(JT::Array) || row.items.size() != static_cast<size_t>(W))
            return fail("row " + std::to_string(r + 1) + " of the \"puzzle\" grid does not hold " + std::to_string(W) + " cells");
        for (int c = 0; c < W; ++c) {
            const JsonValue& cell = row.items[static_cast<size_t>(c)];
            char& out = layout.cells[static_cast<size_t>(r * W + c)];
            const JsonValue* label = cell.is(JT::Object) ? cell.get("cell") : &cell;
            if (cell.is(JT::Object) && !label) {
                out = kOpen;  // a styled cell with no label is an empty one
            } else if (label->is(JT::Null) || (label->is(JT::String) && label->string == block)) {
                out = kBackground;
            } else if (label->is(JT::Number) || label->is(JT::String)) {
                out = kOpen;
            } else {
                return fail("the \"puzzle\" cell at row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) + " is not a cell");
            }
            if (const JsonValue* value = cell.is(JT::Object) ? cell.get("value") : nullptr; value && value->is(JT::String) && !value->string.empty()) {
                auto l = letter_of(value->string, r, c);
                if (!l) return l.error();
                out = *l;
            }
        }
    }
    std::vector<char> solution;
    if (const JsonValue* sol = root.get("solution"); sol && !sol->is(JT::Null)) {
        if (!sol->is(JT::Array) || sol->items.size() != static_cast<size_t>(H))
            return fail("the \"solution\" grid does not hold " + std::to_string(H) + " rows");
        solution.assign(static_cast<size_t>(W * H), kBackground);
        for (int r = 0; r < H; ++r) {
            const JsonValue& row = sol->items[static_cast<size_t>(r)];
            if (!row.is(JT::Array) || row.items.size() != static_cast<size_t>(W))
                return fail("row " + std::to_string(r + 1) + " of the \"solution\" grid does not hold " + std::to_string(W) + " cells");
            for (int c = 0; c < W; ++c) {
                const JsonValue& cell = row.items[static_cast<size_t>(c)];
                const JsonValue* v = cell.is(JT::Object) ? cell.get("value") : &cell;
                const size_t i = static_cast<size_t>(r * W + c);
                const bool open = layout.cells[i] != kBackground;
                if (!v || v->is(JT::Null) || (v->is(JT::String) && (v->string == block || v->string.empty()))) {
                    if (open) return fail("the solution leaves the open cell at row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) + " empty");
                    continue;
                }
                if (!open) continue;  // a letter in a block cell: the puzzle grid decides
                auto l = letter_of(scalar_text(*v), r, c);
                if (!l) return l.error();
                solution[i] = *l;
                if (layout.cells[i] != kOpen && layout.cells[i] != *l)
                    return fail("the solution's '" + std::string(1, *l) + "' at row " + std::to_string(r + 1) + ", column " +
                                std::to_string(c + 1) + " differs from the letter given there");
            }
        }
    }
    std::vector<std::string> words;
    const JsonValue* list = root.get("words");
    const bool have_words = fill && list;
    if (have_words) {
        if (!list->is(JT::Array)) return fail("\"words\" is not a list");
        for (const JsonValue& word : list->items) {
            if (!word.is(JT::String)) return fail("\"words\" holds something other than a word");
            auto wv = parse_word(word.string);
            if (!wv) return wv.error();
            words.push_back(std::move(*wv));
        }
        std::sort(words.begin(), words.end(), [](const std::string& a, const std::string& b) {
            return a.size() != b.size() ? a.size() < b.size() : a < b;
        });
    }
    return finish(std::move(layout), std::move(solution), std::move(words), have_words);
}

std::string format_ipuz(const PuzzleFile& p, const std::vector<std::string>& entries, std::string_view title) {
    const Grid& g = p.grid;
    const int W = g.width(), H = g.height();
    std::vector<char> letters(static_cast<size_t>(W * H), kBackground);
    for (size_t s = 0; s < g.slots.size() && s < entries.size(); ++s)
        for (size_t k = 0; k < g.slots[s].cells.size() && k < entries[s].size(); ++k) letters[to_index(g.slots[s].cells[k])] = entries[s][k];
    JsonWriter j;
    j.begin_object()
        .field("version", "http://ipuz.org/v2")
        .key("kind").begin_array().value("http://ipuz.org/fill#1").end_array()
        .field("origin", "Puzzlebox")
        .field("title", title)
        .field("block", "#")
        .field("empty", 0)
        .key("dimensions").begin_object().field("width", W).field("height", H).end_object();
    j.key("puzzle").begin_array();
    for (int r = 0; r < H; ++r) {
        j.begin_array();
        for (int c = 0; c < W; ++c) {
            const char ch = g.layout.at(r, c);
            if (ch == kBackground) j.value("#");
            else if (ch == kOpen) j.value(0);
            else j.begin_object().field("cell", 0).field("value", std::string(1, ch)).end_object();
        }
        j.end_array();
    }
    j.end_array();
    j.key("solution").begin_array();
    for (int r = 0; r < H; ++r) {
        j.begin_array();
        for (int c = 0; c < W; ++c) {
            const char ch = letters[static_cast<size_t>(r * W + c)];
            j.value(ch == kBackground ? std::string("#") : std::string(1, ch));
        }
        j.end_array();
    }
    j.end_array();
    j.array_of("words", p.words);
    j.end_object();
    return j.str() + "\n";
}

namespace {

// The .puz checksum: rotate right by one, then add the byte (the format's CRC-like sum).
uint16_t cksum(std::string_view data, uint16_t c) {
    for (unsigned char b : data) {
        c = static_cast<uint16_t>((c & 1) ? (c >> 1) + 0x8000 : c >> 1);
        c = static_cast<uint16_t>(c + b);
    }
    return c;
}

uint16_t le16(std::string_view b, size_t at) {
    return static_cast<uint16_t>(static_cast<unsigned char>(b[at]) | (static_cast<unsigned char>(b[at + 1]) << 8));
}

} // namespace

Result<SolvedFile> parse_puz(std::string_view b) {
    if (b.size() < 0x34 || b.substr(2, 12) != std::string_view("ACROSS&DOWN\0", 12))
        return fail("not an Across Lite .puz file (no 'ACROSS&DOWN' at byte 2)");
    const uint16_t cib = cksum(b.substr(0x2C, 8), 0);
    if (cib != le16(b, 0x0E)) return fail("the header checksum is wrong: the file is damaged");
    const int W = static_cast<unsigned char>(b[0x2C]), H = static_cast<unsigned char>(b[0x2D]);
    const int nclues = le16(b, 0x2E);
    if (W < 2 || H < 2 || W > kMaxSide || H > kMaxSide)
        return fail("a " + std::to_string(W) + "x" + std::to_string(H) + " grid: Fill-in grids are 2 to " + std::to_string(kMaxSide) + " cells on a side");
    const size_t cells = static_cast<size_t>(W * H);
    if (b.size() < 0x34 + 2 * cells) return fail("the file ends inside its grids (" + std::to_string(b.size()) + " bytes)");
    const std::string_view solution = b.substr(0x34, cells), state = b.substr(0x34 + cells, cells);
    // The strings: title, author, copyright, one per clue, notes; each ends in a NUL.
    size_t at = 0x34 + 2 * cells;
    std::vector<std::string_view> strings;
    for (int i = 0; i < 3 + nclues + 1; ++i) {
        const size_t nul = b.find('\0', at);
        if (nul == std::string_view::npos) {
            if (i == 3 + nclues) { strings.emplace_back(); break; }  // notes may be missing in old files
            return fail("the file ends inside its strings (string " + std::to_string(i + 1) + " of " + std::to_string(4 + nclues) + ")");
        }
        strings.push_back(b.substr(at, nul - at));
        at = nul + 1;
    }
    auto text_sum = [&](uint16_t c, bool notes) {
        for (int i = 0; i < 3; ++i)
            if (!strings[static_cast<size_t>(i)].empty()) c = cksum(std::string(strings[static_cast<size_t>(i)]) + '\0', c);
        for (int i = 0; i < nclues; ++i) c = cksum(strings[static_cast<size_t>(3 + i)], c);
        if (notes && !strings.back().empty()) c = cksum(std::string(strings.back()) + '\0', c);
        return c;
    };
    const uint16_t grids = cksum(state, cksum(solution, cib));
    const uint16_t stored = le16(b, 0);
    const bool notes_counted = text_sum(grids, true) == stored;
    if (!notes_counted && text_sum(grids, false) != stored) return fail("the file checksum is wrong: the file is damaged");
    // The four masked checksums ("ICHEATED") over the header, the solution, the grid and the text.
    const uint16_t part[4] = {cib, cksum(solution, 0), cksum(state, 0), text_sum(0, notes_counted)};
    const char* mask = "ICHEATED";
    for (int i = 0; i < 4; ++i) {
        const auto lo = static_cast<unsigned char>(b[static_cast<size_t>(0x10 + i)]), hi = static_cast<unsigned char>(b[static_cast<size_t>(0x14 + i)]);
        if (lo != (static_cast<unsigned char>(mask[i]) ^ (part[i] & 0xFF)) || hi != (static_cast<unsigned char>(mask[4 + i]) ^ (part[i] >> 8)))
            return fail("the masked checksums are wrong: the file is damaged");
    }
    if (le16(b, 0x32) != 0) return fail("the solution is scrambled (locked): Fill-in needs the words, so unlock it in Across Lite first");
    Layout layout;
    layout.width = W;
    layout.height = H;
    std::vector<char> letters(cells, kBackground);
    for (size_t i = 0; i < cells; ++i) {
        const char ch = solution[i];
        if (ch == '.' || ch == ':') continue;
        if (!is_letter(ch))
            return fail(std::string("the solution's cell at row ") + std::to_string(i / static_cast<size_t>(W) + 1) + ", column " +
                        std::to_string(i % static_cast<size_t>(W) + 1) + " holds '" + printable(std::string_view(&ch, 1)) +
                        "': Fill-in cells hold one letter A-Z");
        letters[i] = upper(ch);
    }
    layout.cells.assign(cells, kBackground);
    for (size_t i = 0; i < cells; ++i)
        if (letters[i] != kBackground) layout.cells[i] = kOpen;
    return finish(std::move(layout), std::move(letters), {}, false);
}

namespace {

Result<std::unique_ptr<FillPuzzle>> puzzle_of(const GameId& id) {
    auto file = parse_desc(id.desc);
    if (!file) return file.error();
    return FillPuzzle::make(std::move(*file));
}

class FillFormats : public GameFormats {
public:
    std::optional<Result<GameId>> read(std::string_view input, bool is_url) const override {
        if (is_url) return std::nullopt;
        Result<SolvedFile> f = fail("");
        if (input.size() >= 14 && input.substr(2, 12) == std::string_view("ACROSS&DOWN\0", 12)) {
            f = parse_puz(input);
        } else {
            const std::string_view t = trim(input);
            if (!(starts_with(t, "{") || starts_with(t, "ipuz(")) || t.find("ipuz.org") == std::string_view::npos) return std::nullopt;
            f = parse_ipuz(t);
        }
        if (!f) return Result<GameId>(f.error());
        return Result<GameId>(GameId{"crossword", size_params(f->file.grid.layout), format_desc(f->file), std::nullopt});
    }
    std::vector<std::string> text_formats() const override { return {"ipuz"}; }
    Result<std::string> write(std::string_view format, const GameId& id, bool solution) const override {
        if (format != "ipuz") return GameFormats::write(format, id, solution);
        auto p = puzzle_of(id);
        if (!p) return p.error();
        // The solution always goes in: an ipuz reader checks the player's letters against it.
        return format_ipuz((*p)->file(), (*p)->solution(), "Fill-in " + size_params((*p)->grid().layout));
    }
    Result<void> print(const GameId& id, bool solution, print::Page& page, print::Box box) const override {
        auto p = puzzle_of(id);
        if (!p) return p.error();
        const Grid& g = (*p)->grid();
        const int W = g.width(), H = g.height();
        std::vector<char> letters(static_cast<size_t>(W * H), 0);
        for (int i = 0; i < W * H; ++i) {
            const char ch = g.layout.cells[static_cast<size_t>(i)];
            if (ch >= 'A' && ch <= 'Z') letters[static_cast<size_t>(i)] = ch;
        }
        if (solution) {
            const auto& entries = (*p)->solution();
            for (size_t s = 0; s < g.slots.size(); ++s)
                for (size_t k = 0; k < g.slots[s].cells.size(); ++k) letters[to_index(g.slots[s].cells[k])] = entries[s][k];
        }
        // The grid takes the top of the box, the word list (by length) the rest.
        const auto& words = (*p)->words();
        const double list_h = std::max(box.h * 0.3, 40.0);
        const double cell = std::min(box.w / W, (box.h - list_h) / H);
        const double x0 = box.x + (box.w - cell * W) / 2, y0 = box.y;
        for (int r = 0; r < H; ++r)
            for (int c = 0; c < W; ++c) {
                const double x = x0 + c * cell, y = y0 + r * cell;
                if (g.layout.at(r, c) == kBackground) {
                    page.fill_rect(x, y, cell, cell, print::Colour{205, 205, 205});
                    continue;
                }
                page.stroke_rect(x, y, cell, cell, print::kInk, 0.7);
                if (const char l = letters[static_cast<size_t>(r * W + c)])
                    page.text(x + cell / 2, y + cell * 0.72, std::string(1, l), cell * 0.6, print::kInk, print::Align::Centre,
                              g.layout.at(r, c) != kOpen);
            }
        page.stroke_rect(x0, y0, cell * W, cell * H, print::kInk, 1.2);
        // Words in columns, grouped by length as the game lists them.
        const double size = std::clamp(list_h / 14, 6.0, 10.0), lead = size * 1.3;
        const double top = y0 + cell * H + size * 2;
        const int per_col = std::max(2, static_cast<int>((box.y + box.h - top) / lead));
        std::vector<std::string> lines;  // "" leaves a line empty; '#' starts a heading
        size_t len = 0;
        for (const std::string& w : words) {
            if (w.size() != len) {
                len = w.size();
                // A heading never ends a column: its words would start the next one.
                if (static_cast<int>(lines.size()) % per_col == per_col - 1) lines.emplace_back();
                lines.push_back("#" + std::to_string(len) + " letters");
            }
            lines.push_back(w);
        }
        const int cols = (static_cast<int>(lines.size()) + per_col - 1) / per_col;
        double col_w = 0;
        for (const auto& l : lines) col_w = std::max(col_w, print::text_width(l, size, true) + size * 2);
        const double scale = cols * col_w > box.w ? box.w / (cols * col_w) : 1.0;
        const double lx = box.x + (box.w - cols * col_w * scale) / 2;
        for (size_t i = 0; i < lines.size(); ++i) {
            const int col = static_cast<int>(i) / per_col, row = static_cast<int>(i) % per_col;
            if (lines[i].empty()) continue;
            const bool head = lines[i][0] == '#';
            page.text(lx + col * col_w * scale, top + row * lead, head ? lines[i].substr(1) : lines[i], size * scale, print::kInk,
                      print::Align::Left, head);
        }
        return {};
    }
};

} // namespace

const GameFormats& formats() {
    static const FillFormats f;
    return f;
}

} // namespace pz::crossword
