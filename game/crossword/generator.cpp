// Fill-in generation: grow a layout stroke by stroke, fill it from the dictionary, then reveal
// letters only where a second fill exists until the word list has exactly one fill.
#include "game/crossword/generator.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>

#include "engine/data_dir.h"
#include "engine/rng.h"
#include "game/core/text.h"
#include "game/crossword/denied.h"

namespace pz::crossword {

namespace {

constexpr int kMinWord = 3, kMaxWord = 12;

// Every maximal run is a slot of 3..max_len (a 2-run could never be filled from the dictionary).
bool runs_ok(const std::vector<char>& open, int w, int h, int max_len) {
    for (int pass = 0; pass < 2; ++pass) {
        const int outer = pass ? w : h, inner = pass ? h : w;
        for (int a = 0; a < outer; ++a) {
            int run = 0;
            for (int b = 0; b <= inner; ++b) {
                const bool on = b < inner && (pass ? open[to_index(b * w + a)] : open[to_index(a * w + b)]);
                if (on) {
                    ++run;
                    continue;
                }
                if (run == 2 || run > max_len) return false;
                run = 0;
            }
        }
    }
    return true;
}

bool connected(const std::vector<char>& open, int w, int h) {
    int start = -1, total = 0;
    for (int i = 0; i < w * h; ++i)
        if (open[static_cast<size_t>(i)]) {
            ++total;
            if (start < 0) start = i;
        }
    if (start < 0) return false;
    std::vector<char> seen(open.size(), 0);
    std::vector<int> todo{start};
    seen[static_cast<size_t>(start)] = 1;
    int reached = 0;
    while (!todo.empty()) {
        const int i = todo.back();
        todo.pop_back();
        ++reached;
        const int r = i / w, c = i % w;
        const int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& n : nb) {
            if (n[0] < 0 || n[0] >= h || n[1] < 0 || n[1] >= w) continue;
            const int j = n[0] * w + n[1];
            if (open[static_cast<size_t>(j)] && !seen[static_cast<size_t>(j)]) {
                seen[static_cast<size_t>(j)] = 1;
                todo.push_back(j);
            }
        }
    }
    return reached == total;
}

// The words reach all four edges, so no row or column of the grid is left empty.
bool spans(const std::vector<char>& open, int w, int h) {
    int top = h, bottom = -1, left = w, right = -1;
    for (int i = 0; i < w * h; ++i)
        if (open[to_index(i)]) {
            top = std::min(top, i / w);
            bottom = std::max(bottom, i / w);
            left = std::min(left, i % w);
            right = std::max(right, i % w);
        }
    return top == 0 && left == 0 && bottom == h - 1 && right == w - 1;
}

Layout grow_layout(const GenParams& p, Rng& rng) {
    const int w = p.width, h = p.height;
    const int max_len = std::min(kMaxWord, std::max(w, h));
    for (;;) {
        std::vector<char> open(to_index(w * h), 0);
        const double spread = rng.unit();
        const double low = p.density ? p.density / 100.0 - 0.05 : 0.36;
        int target = static_cast<int>((low + 0.10 * spread) * w * h);
        // Reaching all four edges takes at least a full row and a full column.
        if (p.density) target = std::max(target, w + h - 1);
        int count = 0, fails = 0;
        while (count < target && fails < 400) {
            const bool down = rng.below(2) == 1;
            const int side = down ? h : w;
            // The shorter of two draws: more, shorter words make a livelier fill-in than a few long ones.
            const int longest = std::min(max_len, side);
            const int len = std::min(rng.range(kMinWord, longest), rng.range(kMinWord, longest));
            const int r0 = static_cast<int>(rng.below(static_cast<uint32_t>(down ? h - len + 1 : h)));
            const int c0 = static_cast<int>(rng.below(static_cast<uint32_t>(down ? w : w - len + 1)));
            std::vector<int> stroke;
            stroke.reserve(to_index(2 * len));
            for (int k = 0; k < len; ++k) stroke.push_back(down ? (r0 + k) * w + c0 : r0 * w + c0 + k);
            if (p.symmetric)
                for (int k = 0; k < len; ++k) stroke.push_back(w * h - 1 - stroke[static_cast<size_t>(k)]);
            int touching = 0, fresh = 0;
            for (int i : stroke) (open[static_cast<size_t>(i)] ? touching : fresh)++;
            // After the first stroke every new one must cross what is there, so the grid stays one piece.
            if (fresh == 0 || (count > 0 && touching == 0)) {
                ++fails;
                continue;
            }
            auto next = open;
            for (int i : stroke) next[static_cast<size_t>(i)] = 1;
            if (!runs_ok(next, w, h, max_len)) {
                ++fails;
                continue;
            }
            open = std::move(next);
            count = static_cast<int>(std::count(open.begin(), open.end(), 1));
            fails = 0;
        }
        if (count < target * 3 / 4 || !connected(open, w, h) || !spans(open, w, h)) continue;
        Layout l;
        l.width = w;
        l.height = h;
        for (char o : open) l.cells.push_back(o ? kOpen : kBackground);
        auto g = make_grid(l);
        if (!g || static_cast<int>(g->slots.size()) < (w + h) / 2 - 1) continue;
        return l;
    }
}

} // namespace

std::vector<std::string> dictionary_search_path() {
    // An explicit file is the only place looked at, so a wrong setting is reported, not papered over.
    if (const char* env = std::getenv("PUZZLEBOX_CROSSWORD_DICT")) return {env};
    std::vector<std::string> out;
    if (const char* assets = std::getenv("PUZZLEBOX_ASSETS"); assets && *assets)
        out.push_back(std::string(assets) + "/" + kDictionaryAsset);
    out.push_back(program_data_dirs().assets + "/" + kDictionaryAsset);
    return out;
}

std::string default_dictionary_path() {
    const auto paths = dictionary_search_path();
    for (const auto& p : paths)
        if (file_exists(p)) return p;
    return {};
}

std::string missing_dictionary_message() {
    std::string where;
    for (const auto& p : dictionary_search_path()) where += (where.empty() ? "" : ", ") + p;
    return std::string("the word list new puzzles are made from (") + kDictionaryAsset + ") was not found" +
           (where.empty() ? std::string(" (this build has none)") : " at " + where) +
           "; set PUZZLEBOX_CROSSWORD_DICT to a word list, one word per line";
}

Result<const Dictionary*> load_dictionary(const std::string& path) {
    static std::mutex lock;
    static std::map<std::string, std::unique_ptr<Dictionary>> cache;
    std::lock_guard<std::mutex> guard(lock);
    if (auto it = cache.find(path); it != cache.end()) return static_cast<const Dictionary*>(it->second.get());
    if (path.empty()) return fail(missing_dictionary_message());
    auto text = read_file(path);
    if (!text) return fail(describe(text.error(), path));
    auto d = std::make_unique<Dictionary>();
    d->path = path;
    d->digest = fnv1a64(text->data(), text->size());
    for (auto raw : split_lines(*text)) {
        auto line = trim(raw);
        if (line.size() < kMinWord || line.size() > kMaxWord) continue;
        std::string w;
        for (char ch : line) {
            if (ch >= 'a' && ch <= 'z') w += static_cast<char>(ch - 'a' + 'A');
            else if (ch >= 'A' && ch <= 'Z') w += ch;
            else break;
        }
        if (w.size() == line.size()) d->words.push_back(std::move(w));
    }
    d->notice = denied_notice(std::filesystem::path(path).filename().string(), drop_denied_words(d->words));
    d->checked = true;
    if (d->words.size() < 100) return fail(path + ": only " + std::to_string(d->words.size()) + " usable words, too few to generate");
    const Dictionary* out = d.get();
    cache.emplace(path, std::move(d));
    return out;
}

std::string GenParams::text() const {
    return std::to_string(width) + "x" + std::to_string(height) + (symmetric ? "" : "f") +
           (density ? "d" + std::to_string(density) : "");
}

Result<GenParams> parse_gen_params(std::string_view params) {
    GenParams p;
    std::string_view s = trim(params);
    if (const size_t d = s.find('d'); d != std::string_view::npos) {
        auto pct = parse_int(s.substr(d + 1), 25, 55, "a density (percent of open cells)");
        if (!pct) return pct.error();
        p.density = static_cast<int>(*pct);
        s = s.substr(0, d);
    }
    if (!s.empty() && s.back() == 'f') {
        p.symmetric = false;
        s.remove_suffix(1);
    }
    const size_t x = s.find('x');
    if (x == std::string_view::npos) return fail("params should look like 9x9, 9x9f or 9x9d40, not '" + std::string(params) + "'");
    auto w = parse_int(s.substr(0, x), 5, 15, "a width");
    if (!w) return w.error();
    auto h = parse_int(s.substr(x + 1), 5, 15, "a height");
    if (!h) return h.error();
    p.width = static_cast<int>(*w);
    p.height = static_cast<int>(*h);
    return p;
}

Grade grade(const PuzzleFile& p) {
    std::map<int, int> per_length;
    for (const auto& s : p.grid.slots) ++per_length[s.length];
    int shared = 0;  // pairs of slots a word could be swapped between
    for (const auto& [len, k] : per_length) shared += k * (k - 1) / 2;
    int givens = 0;
    for (char ch : p.grid.layout.cells) givens += ch >= 'A' && ch <= 'Z';
    Grade g;
    g.score = static_cast<int>(p.grid.slots.size()) + shared / 3 + p.grid.width() * p.grid.height() / 15 - 3 * givens;
    g.name = g.score < 20 ? "easy" : g.score < 40 ? "medium" : "hard";
    return g;
}

Layout random_layout(const GenParams& params, uint64_t seed) {
    Rng rng(seed);
    return grow_layout(params, rng);
}

Result<Generated> generate(const GenParams& params, uint64_t seed, const Dictionary& dict) {
    Rng rng(seed);
    // One shuffled copy of the dictionary per seed: the filler takes words in index order.
    std::vector<std::string> words = dict.words;
    if (!dict.checked) drop_denied_words(words);  // a list made in code, never read by load_dictionary
    rng.shuffle(words.begin(), words.end());
    const WordIndex index = WordIndex::from_dictionary(words);
    Generated out;
    for (int attempt = 0; attempt < 200; ++attempt) {
        ++out.layouts;
        auto grid = make_grid(grow_layout(params, rng));
        if (!grid) continue;  // cannot happen: every stroke cell lies in a run of three or more
        FillOptions fo;
        fo.node_limit = 2000;  // a layout that needs more is usually a dead end; a fresh one is cheaper
        FillResult f = fill(*grid, index, fo);
        if (!f.solvable()) continue;
        PuzzleFile p;
        p.grid = std::move(*grid);
        p.words = f.first;
        std::sort(p.words.begin(), p.words.end(), [](const std::string& a, const std::string& b) {
            return a.size() != b.size() ? a.size() < b.size() : a < b;
        });
        // Reveal a letter where two fills differ until only one fill is left.
        const int max_givens = std::max(2, static_cast<int>(p.grid.slots.size()) / 6);
        int givens = 0;
        bool unique = false;
        while (givens <= max_givens) {
            FillOptions uo;
            uo.cap = 2;
            uo.node_limit = 200000;
            FillResult u = solve_puzzle(p, uo);
            if (!u.finished || !u.solvable()) break;
            if (u.fills == 1) {
                unique = true;
                break;
            }
            const auto a = letters_of(p.grid, u.first), b = letters_of(p.grid, u.second);
            std::vector<int> differ;
            for (size_t i = 0; i < a.size(); ++i)
                if (a[i] != b[i]) differ.push_back(static_cast<int>(i));
            const int cell = differ[rng.below(static_cast<uint32_t>(differ.size()))];
            Layout l = p.grid.layout;
            l.cells[static_cast<size_t>(cell)] = a[static_cast<size_t>(cell)];
            auto again = make_grid(std::move(l));
            if (!again) break;
            p.grid = std::move(*again);
            ++givens;
        }
        if (!unique) continue;
        out.puzzle = std::move(p);
        out.givens = givens;
        return out;
    }
    return fail("no puzzle with a unique fill found for " + params.text() + " from seed " + std::to_string(seed));
}

} // namespace pz::crossword
