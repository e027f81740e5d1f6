// Fill-in's editor: "B3=#" (or "B3=+") makes a block, "B3=." an empty slot cell, "B3=A" a given letter;
// "words=CAT,DOG" sets the list, "suggest=N" fills the slots from the dictionary (N picks which
// fill) and lists its words, "width=N" and "height=N" resize. A draft may still be a grid with a
// cell in no slot or a list that fits no fill: the verdict then says none, and why.
#include "game/crossword/editor.h"

#include <algorithm>
#include <map>

#include "engine/rng.h"
#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/crossword/denied.h"
#include "game/crossword/filler.h"
#include "game/crossword/formats.h"
#include "game/crossword/generator.h"
#include "game/crossword/grid.h"
#include "game/crossword/rules.h"

namespace pz::crossword {

namespace {

constexpr int kMinEditSide = 5, kMaxEditSide = 15;
constexpr uint64_t kSuggestNodes = 200'000;  // a fill from the dictionary; past it the grid is too open

struct Parsed {
    Layout layout;
    std::vector<std::string> words;
};

Result<Parsed> parse(const Draft& d) {
    const size_t bar = d.desc.find('|');
    if (bar == std::string::npos) return fail(tr("That is not a Fill-in grid"));
    auto layout = parse_layout(split(std::string_view(d.desc).substr(0, bar), '/'));
    if (!layout) return layout.error();
    Parsed p{std::move(*layout), {}};
    const std::string_view words = std::string_view(d.desc).substr(bar + 1);
    if (!words.empty())
        for (auto token : split(words, ',')) {
            auto w = check_word(token);
            if (!w) return w.error();
            p.words.push_back(std::move(*w));
        }
    return p;
}

Draft draft_of(const Layout& l, const std::vector<std::string>& words) {
    PuzzleFile f;
    f.grid.layout = l;
    f.words = words;
    return {size_params(l), format_desc(f)};
}

Layout blocks(int width, int height) {
    Layout l;
    l.width = width, l.height = height;
    l.cells.assign(to_index(width * height), kBackground);
    return l;
}

bool open(const Layout& l, int r, int c) { return r >= 0 && c >= 0 && r < l.height && c < l.width && l.is_slot_cell(r * l.width + c); }

// Why a drawn grid has no slots to fill, in the player's words: a cell in no slot, or none at all.
std::string unslotted(const Layout& l) {
    for (int r = 0; r < l.height; ++r)
        for (int c = 0; c < l.width; ++c)
            if (open(l, r, c) && !open(l, r, c - 1) && !open(l, r, c + 1) && !open(l, r - 1, c) && !open(l, r + 1, c))
                return trf("{1} is in no slot: a slot is two or more cells in a row", cell_label(r, c));
    return tr("Draw the slots: runs of two or more cells");
}

// Why a list cannot fill a grid: a length with more slots than words or the other way round.
std::string mismatch(const Grid& g, const std::vector<std::string>& words) {
    std::map<int, std::pair<int, int>> per_length;  // slots, words
    for (const Slot& s : g.slots) ++per_length[s.length].first;
    for (const auto& w : words) ++per_length[static_cast<int>(w.size())].second;
    for (const auto& [len, n] : per_length)
        if (n.first != n.second)
            return trf("{1} letters: {2} slots but {3} words", len, n.first, n.second);
    return tr("The words cannot all be placed: they do not cross right");
}

// Words from the dictionary that fill the grid (its letters kept), in the order the game lists a
// solved grid's words; `pick` shuffles the dictionary so that each number gives another fill.
Result<std::vector<std::string>> suggest(const Layout& l, uint64_t pick) {
    auto grid = make_grid(l);
    if (!grid) return fail(unslotted(l));
    auto dict = load_dictionary(default_dictionary_path());
    if (!dict) return fail(missing_dictionary_message());
    std::vector<std::string> words = (*dict)->words;
    Rng rng(pick);
    rng.shuffle(words.begin(), words.end());
    FillOptions o;
    o.node_limit = kSuggestNodes;
    const FillResult r = fill(*grid, WordIndex::from_dictionary(words), o);
    if (!r.solvable()) return fail(tr("No words from the dictionary fit this grid: try fewer crossings"));
    std::vector<std::string> out;
    for (const auto& w : slot_words(*grid, letters_of(*grid, r.first))) {
        auto checked = check_word(w);
        if (!checked) return checked.error();
        out.push_back(std::move(*checked));
    }
    return out;
}

class FillEditor : public Editor {
public:
    std::vector<Preset> sizes() const override {
        return {{"7x7", "7x7"}, {"5x5", "5x5"}, {"9x9", "9x9"}, {"11x11", "11x11"}, {"13x13", "13x13"}};
    }
    Result<Draft> blank(std::string_view size) const override {
        auto p = parse_gen_params(size);
        if (!p) return fail(trf("Sizes look like 9x9: {1} to {2} cells a side", kMinEditSide, kMaxEditSide));
        return draft_of(blocks(p->width, p->height), {});
    }
    std::vector<ParamField> settings(const Draft& d) const override {
        auto p = parse(d);
        if (!p) return {};
        return {{"width", tr_noop("Width"), p->layout.width, kMinEditSide, kMaxEditSide},
                {"height", tr_noop("Height"), p->layout.height, kMinEditSide, kMaxEditSide}};
    }
    std::vector<PaletteEntry> palette(const Draft& d) const override {
        (void)d;
        std::vector<PaletteEntry> out{{".", tr_noop("Slot cell")}, {"#", tr_noop("Block")}};
        for (char ch = 'A'; ch <= 'Z'; ++ch) out.push_back({std::string(1, ch), {}});
        return out;
    }
    // A second tap with the same value undoes the first: a slot cell becomes a block again, a
    // given letter an empty slot cell.
    std::string tap(const Draft& d, std::string_view cell, std::string_view value) const override {
        auto p = parse(d);
        auto at = p ? parse_cell(cell, p->layout.height, p->layout.width) : Result<std::pair<int, int>>(fail(""));
        if (at && value.size() == 1) {
            const char now = p->layout.at(at->first, at->second);
            if (value == "." && now == kOpen) return std::string(cell) + "=#";
            if (value[0] >= 'A' && value[0] <= 'Z' && now == value[0]) return std::string(cell) + "=.";
        }
        return Editor::tap(d, cell, value);
    }
    Result<Draft> apply(const Draft& d, std::string_view edit) const override {
        auto kv = split_edit(edit);
        if (!kv) return kv.error();
        auto parsed = parse(d);
        if (!parsed) return parsed.error();
        Layout& l = parsed->layout;
        const auto& [key, value] = *kv;
        if (key == "words") {
            std::vector<std::string> words;
            for (auto token : split(value, ',')) {
                if (trim(token).empty()) continue;
                auto w = check_word(trim(token));
                if (!w) return w.error();
                words.push_back(std::move(*w));
            }
            return draft_of(l, words);
        }
        if (key == "suggest") {
            auto n = parse_int(value, 1, 1'000'000);
            if (!n) return fail(tr("Ask for suggested words with a number: suggest=1, then 2 for others"));
            auto words = suggest(l, static_cast<uint64_t>(*n));
            if (!words) return words.error();
            return draft_of(l, *words);
        }
        if (key == "width" || key == "height") {
            auto n = parse_int(value, kMinEditSide, kMaxEditSide);
            if (!n) return fail(trf("A side is {1} to {2} cells", kMinEditSide, kMaxEditSide));
            Layout to = key == "width" ? blocks(static_cast<int>(*n), l.height) : blocks(l.width, static_cast<int>(*n));
            for (int r = 0; r < std::min(l.height, to.height); ++r)
                for (int c = 0; c < std::min(l.width, to.width); ++c) to.cells[to_index(r * to.width + c)] = l.at(r, c);
            return draft_of(to, parsed->words);
        }
        auto cell = parse_cell(key, l.height, l.width);
        if (!cell) return cell.error();
        char ch = value.size() == 1 ? value[0] : 0;
        if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
        if (ch == '#' || ch == '+') ch = kBackground;  // '+' as the layout's text reads it (a script's '#' starts a comment)
        else if (ch == '.') ch = kOpen;
        else if (ch < 'A' || ch > 'Z') return fail(tr("A cell is # (a block), . (an empty slot cell) or a letter A to Z"));
        l.cells[to_index(cell->first * l.width + cell->second)] = ch;
        return draft_of(l, parsed->words);
    }
    // A grid being drawn (cells in no slot yet, words that fit no fill) is still drawn: its view
    // draws cells with no slot.
    std::unique_ptr<Puzzle> sketch(const Draft& d) const override { return FillPuzzle::sketch(d.desc); }
    std::vector<TextEntry> text_entries(const Draft& d) const override {
        std::string words;
        if (auto p = parse(d))
            for (const std::string& w : p->words) words += (words.empty() ? "" : ", ") + w;
        return {{"words", tr_noop("Words, e.g. cat, dog"), tr_noop("Use these words"), "suggest", tr_noop("Suggest words"), words}};
    }
    Verdict judge(const Draft& d, const JudgeLimits& limits) const override {
        Verdict v;
        auto p = parse(d);
        if (!p) return v;
        auto grid = make_grid(p->layout);
        if (!grid) {
            v.kind = Verdict::Kind::None;
            v.note = unslotted(p->layout);
            return v;
        }
        if (p->words.empty()) {
            v.kind = Verdict::Kind::None;
            v.note = tr("Type the word list, or ask for words that fit");
            return v;
        }
        PuzzleFile file{std::move(*grid), p->words};
        FillOptions o;
        o.cap = limits.count_cap + 1;
        o.node_limit = limits.nodes;
        const FillResult r = solve_puzzle(file, o);
        if (r.fills == 0) {
            if (r.finished) {
                v.kind = Verdict::Kind::None;
                v.note = mismatch(file.grid, file.words);
            }
            return v;
        }
        if (r.fills == 1) {
            if (!r.finished) return v;  // one fill found, and a second not ruled out
            v.kind = Verdict::Kind::Unique;
            v.grade = grade(file).name;
            if (auto puzzle = FillPuzzle::make(file))
                if (auto h = (*puzzle)->hint(*(*puzzle)->initial())) v.technique = h->reason;
            return v;
        }
        v.kind = Verdict::Kind::Several;
        v.at_least = !r.finished || r.fills > limits.count_cap;
        v.count = std::min<uint64_t>(r.fills, limits.count_cap + 1);
        const auto one = letters_of(file.grid, r.first), two = letters_of(file.grid, r.second);
        for (size_t i = 0; i < one.size(); ++i)
            if (one[i] != two[i]) v.differ.push_back(cell_label(static_cast<int>(i) / file.grid.width(), static_cast<int>(i) % file.grid.width()));
        return v;
    }
};

} // namespace

Result<std::string> check_word(std::string_view token) {
    auto w = parse_word(token);
    if (!w) return fail(trf("\"{1}\" is not a word for the list: two or more letters A to Z only", printable(token)));
    // The deny list every list passes (issue 43): a family puzzle never shows such a word.
    if (is_denied_word(*w)) return fail(trf("\"{1}\" is left out of Puzzlebox puzzles: pick another word", *w));
    return w;
}

const Editor& editor() {
    static const FillEditor e;
    return e;
}

} // namespace pz::crossword
