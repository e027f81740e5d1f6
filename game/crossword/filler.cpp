// The filler: no blind restarts; every dead end is found by forward checking and undone exactly.
#include "game/crossword/filler.h"

#include <algorithm>
#include <bit>
#include <map>

namespace pz::crossword {

WordIndex::WordIndex(const std::vector<std::string>& words, const std::vector<int>& uses) {
    int longest = 0;
    for (const auto& w : words) longest = std::max(longest, static_cast<int>(w.size()));
    groups_.resize(to_index(longest + 1));
    for (size_t i = 0; i < words.size(); ++i) {
        auto& g = groups_[words[i].size()];
        g.words.push_back(words[i]);
        g.uses.push_back(uses[i]);
    }
    for (size_t len = 0; len < groups_.size(); ++len) {
        auto& g = groups_[len];
        g.length = static_cast<int>(len);
        const int n = static_cast<int>(g.words.size());
        g.blocks = (n + 63) / 64;
        g.masks.assign(to_index(g.length * 26 * g.blocks), 0);
        g.all.assign(static_cast<size_t>(g.blocks), 0);
        for (int i = 0; i < n; ++i) {
            const uint64_t bit = 1ull << (i % 64);
            g.all[static_cast<size_t>(i / 64)] |= bit;
            for (int p = 0; p < g.length; ++p) {
                const int letter = g.words[static_cast<size_t>(i)][static_cast<size_t>(p)] - 'A';
                g.masks[to_index((p * 26 + letter) * g.blocks + i / 64)] |= bit;
            }
        }
        size_ += g.words.size();
    }
}

WordIndex WordIndex::from_list(const std::vector<std::string>& words) {
    std::vector<std::string> distinct;
    std::vector<int> uses;
    std::map<std::string, size_t> where;
    for (const auto& w : words) {
        auto [it, fresh] = where.emplace(w, distinct.size());
        if (fresh) {
            distinct.push_back(w);
            uses.push_back(1);
        } else {
            ++uses[it->second];
        }
    }
    return WordIndex(distinct, uses);
}

WordIndex WordIndex::from_dictionary(const std::vector<std::string>& words) {
    return WordIndex(words, std::vector<int>(words.size(), 1));
}

const WordIndex::Group* WordIndex::group(int length) const {
    if (length < 0 || length >= static_cast<int>(groups_.size())) return nullptr;
    const auto& g = groups_[static_cast<size_t>(length)];
    return g.words.empty() ? nullptr : &g;
}

namespace {

// One backtracking search. Domains are bitsets per slot, narrowed as crossing letters appear;
// a word's availability (uses left) is a separate bitset per length, so repeats are exact.
class Search {
public:
    Search(const Grid& g, const WordIndex& ix, const FillOptions& opt) : g_(g), ix_(ix), opt_(opt) {}

    FillResult run() {
        const size_t nslots = g_.slots.size();
        letters_.assign(g_.layout.cells.size(), 0);
        for (size_t i = 0; i < letters_.size(); ++i) {
            const char ch = g_.layout.cells[i];
            if (ch >= 'A' && ch <= 'Z') letters_[i] = ch;
        }
        groups_.resize(nslots);
        offset_.resize(nslots);
        assigned_.assign(nslots, -1);
        wipeouts_.assign(nslots, 0);
        size_t total = 0;
        for (size_t s = 0; s < nslots; ++s) {
            const Slot& slot = g_.slots[s];
            groups_[s] = ix_.group(slot.length);
            if (!groups_[s]) {
                result_.failure = {static_cast<int>(s), "no word of length " + std::to_string(slot.length) + " to place in " + g_.slot_name(static_cast<int>(s))};
                return std::move(result_);
            }
            offset_[s] = total;
            total += static_cast<size_t>(groups_[s]->blocks);
        }
        domain_.assign(total, 0);
        // Uses left and the availability bitset, per length.
        uses_.clear();
        avail_.clear();
        for (int len = 0; len <= kMaxSide; ++len) {
            const auto* gr = ix_.group(len);
            uses_.push_back(gr ? gr->uses : std::vector<int>{});
            std::vector<uint64_t> a(gr ? static_cast<size_t>(gr->blocks) : 0, 0);
            if (gr)
                for (size_t i = 0; i < gr->uses.size(); ++i)
                    if (gr->uses[i] > 0) a[i / 64] |= 1ull << (i % 64);
            avail_.push_back(std::move(a));
        }
        for (size_t s = 0; s < nslots; ++s) {
            const auto* gr = groups_[s];
            uint64_t* d = dom(s);
            std::copy(gr->all.begin(), gr->all.end(), d);
            std::string pattern;
            for (int p = 0; p < gr->length; ++p) {
                const char ch = letters_[static_cast<size_t>(g_.slots[s].cells[static_cast<size_t>(p)])];
                pattern += ch ? ch : '.';
                if (ch) and_into(d, gr->mask(p, ch - 'A'), gr->blocks);
            }
            if (count(s) == 0) {
                result_.failure = {static_cast<int>(s), "no listed word fits " + pattern + " in " + g_.slot_name(static_cast<int>(s))};
                return std::move(result_);
            }
        }
        candidates_.resize(nslots + 1);
        dfs(0);
        result_.finished = !stopped_;
        if (result_.fills == 0 && result_.finished) {
            int worst = 0;
            for (size_t s = 1; s < nslots; ++s)
                if (wipeouts_[s] > wipeouts_[static_cast<size_t>(worst)]) worst = static_cast<int>(s);
            result_.failure = {worst, "letter clash: no word fits " + g_.slot_name(worst) + " together with the words crossing it"};
        }
        return std::move(result_);
    }

private:
    uint64_t* dom(size_t s) { return domain_.data() + offset_[s]; }

    static void and_into(uint64_t* d, const uint64_t* m, int blocks) {
        for (int k = 0; k < blocks; ++k) d[k] &= m[k];
    }

    int count(size_t s) {
        const uint64_t* d = dom(s);
        const auto& a = avail_[static_cast<size_t>(g_.slots[s].length)];
        int n = 0;
        for (int k = 0; k < groups_[s]->blocks; ++k) n += std::popcount(d[k] & a[static_cast<size_t>(k)]);
        return n;
    }

    void dfs(size_t depth) {
        if (stopped_ || done_) return;
        if (opt_.node_limit && result_.nodes >= opt_.node_limit) {
            stopped_ = true;
            return;
        }
        ++result_.nodes;
        // Most constrained slot: fewest candidates; ties go to the one with more open crossings.
        int best = -1, best_count = 0, best_degree = -1;
        for (size_t s = 0; s < assigned_.size(); ++s) {
            if (assigned_[s] >= 0) continue;
            const int c = count(s);
            if (c == 0) {
                ++wipeouts_[s];
                return;
            }
            if (best >= 0 && c > best_count) continue;
            int degree = 0;
            if (best >= 0 && c == best_count) {
                degree = open_crossings(s);
                if (best_degree < 0) best_degree = open_crossings(static_cast<size_t>(best));
                if (degree <= best_degree) continue;
            } else {
                degree = -1;
            }
            best = static_cast<int>(s);
            best_count = c;
            best_degree = degree;
        }
        if (best < 0) {
            record();
            return;
        }
        const size_t b = static_cast<size_t>(best);
        const auto* gr = groups_[b];
        auto& cand = candidates_[depth];
        cand.assign(dom(b), dom(b) + gr->blocks);
        const auto& a = avail_[static_cast<size_t>(gr->length)];
        for (int k = 0; k < gr->blocks; ++k) cand[static_cast<size_t>(k)] &= a[static_cast<size_t>(k)];
        for (int k = 0; k < gr->blocks; ++k) {
            uint64_t bits = cand[static_cast<size_t>(k)];
            while (bits) {
                const int word = k * 64 + std::countr_zero(bits);
                bits &= bits - 1;
                const size_t mark = saved_.size();
                std::vector<int> newly;
                if (place(b, word, newly)) dfs(depth + 1);
                unplace(b, word, newly, mark);
                if (stopped_ || done_) return;
            }
        }
    }

    int open_crossings(size_t s) {
        int n = 0;
        for (int p = 0; p < g_.slots[s].length; ++p) {
            const int t = g_.crossing(static_cast<int>(s), p);
            if (t >= 0 && assigned_[static_cast<size_t>(t)] < 0 &&
                !letters_[static_cast<size_t>(g_.slots[s].cells[static_cast<size_t>(p)])])
                ++n;
        }
        return n;
    }

    // Puts a word in slot s and narrows the crossing slots; false if one of them is left empty.
    bool place(size_t s, int word, std::vector<int>& newly) {
        const auto* gr = groups_[s];
        const int len = gr->length;
        assigned_[s] = word;
        int& left = uses_[static_cast<size_t>(len)][static_cast<size_t>(word)];
        if (--left == 0) avail_[static_cast<size_t>(len)][static_cast<size_t>(word / 64)] &= ~(1ull << (word % 64));
        const std::string& w = gr->words[static_cast<size_t>(word)];
        bool ok = true;
        for (int p = 0; p < len; ++p) {
            const int cell = g_.slots[s].cells[static_cast<size_t>(p)];
            if (letters_[static_cast<size_t>(cell)]) continue;
            letters_[static_cast<size_t>(cell)] = w[static_cast<size_t>(p)];
            newly.push_back(cell);
            int q = 0;
            const int t = g_.crossing(static_cast<int>(s), p, &q);
            if (t < 0 || assigned_[static_cast<size_t>(t)] >= 0 || !ok) continue;
            const size_t tt = static_cast<size_t>(t);
            const int blocks = groups_[tt]->blocks;
            const size_t at = saved_.size();
            saved_.resize(at + static_cast<size_t>(blocks) + 1);
            saved_[at] = tt;
            std::copy(dom(tt), dom(tt) + blocks, saved_.begin() + static_cast<long>(at + 1));
            and_into(dom(tt), groups_[tt]->mask(q, w[static_cast<size_t>(p)] - 'A'), blocks);
            if (count(tt) == 0) {
                ++wipeouts_[tt];
                ok = false;
            }
        }
        return ok;
    }

    void unplace(size_t s, int word, const std::vector<int>& newly, size_t mark) {
        // Restore saved domains newest first (each record: slot, then its blocks).
        std::vector<size_t> starts;
        for (size_t at = mark; at < saved_.size();) {
            starts.push_back(at);
            at += static_cast<size_t>(groups_[saved_[at]]->blocks) + 1;
        }
        for (auto it = starts.rbegin(); it != starts.rend(); ++it) {
            const size_t t = saved_[*it];
            std::copy(saved_.begin() + static_cast<long>(*it + 1),
                      saved_.begin() + static_cast<long>(*it + 1 + static_cast<size_t>(groups_[t]->blocks)), dom(t));
        }
        saved_.resize(mark);
        for (int cell : newly) letters_[static_cast<size_t>(cell)] = 0;
        const int len = groups_[s]->length;
        int& left = uses_[static_cast<size_t>(len)][static_cast<size_t>(word)];
        if (left++ == 0) avail_[static_cast<size_t>(len)][static_cast<size_t>(word / 64)] |= 1ull << (word % 64);
        assigned_[s] = -1;
    }

    void record() {
        ++result_.fills;
        if (result_.fills <= 2) {
            std::vector<std::string> words;
            for (size_t s = 0; s < assigned_.size(); ++s)
                words.push_back(groups_[s]->words[static_cast<size_t>(assigned_[s])]);
            (result_.fills == 1 ? result_.first : result_.second) = std::move(words);
        }
        if (result_.fills >= opt_.cap) done_ = true;
    }

    const Grid& g_;
    const WordIndex& ix_;
    FillOptions opt_;
    FillResult result_;
    std::vector<char> letters_;
    std::vector<const WordIndex::Group*> groups_;
    std::vector<size_t> offset_;
    std::vector<uint64_t> domain_;
    std::vector<std::vector<int>> uses_;
    std::vector<std::vector<uint64_t>> avail_;
    std::vector<int> assigned_;
    std::vector<uint64_t> wipeouts_;
    std::vector<std::vector<uint64_t>> candidates_;
    std::vector<uint64_t> saved_;  // undo log: slot index, then that slot's old domain blocks
    bool stopped_ = false, done_ = false;
};

} // namespace

FillResult fill(const Grid& grid, const WordIndex& index, const FillOptions& options) {
    FillOptions opt = options;
    if (opt.cap == 0) opt.cap = 1;
    return Search(grid, index, opt).run();
}

FillResult solve_puzzle(const PuzzleFile& puzzle, const FillOptions& options) {
    const Grid& g = puzzle.grid;
    std::map<int, int> slots_of, words_of;
    for (const auto& s : g.slots) ++slots_of[s.length];
    for (const auto& w : puzzle.words) ++words_of[static_cast<int>(w.size())];
    // Too few words of a length: name the first slot of that length that must stay empty.
    for (const auto& [len, n] : slots_of) {
        const int have = words_of.count(len) ? words_of[len] : 0;
        if (have >= n) continue;
        int seen = 0;
        for (size_t s = 0; s < g.slots.size(); ++s)
            if (g.slots[s].length == len && ++seen > have) {
                FillResult r;
                r.failure = {static_cast<int>(s), "missing length: " + std::to_string(n) + " slots of length " + std::to_string(len) +
                                                      " but " + std::to_string(have) + " words, so " + g.slot_name(static_cast<int>(s)) + " stays empty"};
                return r;
            }
    }
    for (const auto& [len, n] : words_of) {
        const int room = slots_of.count(len) ? slots_of[len] : 0;
        if (n <= room) continue;
        std::string example;
        for (const auto& w : puzzle.words)
            if (static_cast<int>(w.size()) == len) example = w;
        FillResult r;
        r.failure = {-1, std::to_string(n) + " words of length " + std::to_string(len) + " but " + std::to_string(room) +
                             " slots of that length, so a word such as " + example + " cannot be placed"};
        return r;
    }
    return fill(g, WordIndex::from_list(puzzle.words), options);
}

std::vector<char> letters_of(const Grid& grid, const std::vector<std::string>& words) {
    std::vector<char> letters(grid.layout.cells.size(), 0);
    for (size_t s = 0; s < grid.slots.size() && s < words.size(); ++s)
        for (size_t p = 0; p < grid.slots[s].cells.size() && p < words[s].size(); ++p)
            letters[static_cast<size_t>(grid.slots[s].cells[p])] = words[s][p];
    return letters;
}

std::vector<std::string> grid_rows(const Grid& grid, const std::vector<char>& letters) {
    std::vector<std::string> rows;
    for (int r = 0; r < grid.height(); ++r) {
        std::string row;
        for (int c = 0; c < grid.width(); ++c) {
            const size_t i = to_index(r * grid.width() + c);
            const char ch = i < letters.size() ? letters[i] : 0;
            row += !grid.layout.is_slot_cell(static_cast<int>(i)) ? '.' : ch ? ch : '*';
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace pz::crossword
