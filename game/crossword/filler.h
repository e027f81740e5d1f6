// The filler: backtracking over slots, most-constrained slot first, with forward checking of
// crossing slots and a (length, position, letter) bitset index of the words.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "game/crossword/grid.h"

namespace pz::crossword {

// Words grouped by length; for each (position, letter) a bitset of the words with that letter there.
class WordIndex {
public:
    struct Group {
        int length = 0;
        int blocks = 0;  // 64-bit words per bitset
        std::vector<std::string> words;
        std::vector<int> uses;        // how many slots each word may fill
        std::vector<uint64_t> masks;  // ((pos * 26 + letter) * blocks + k)
        std::vector<uint64_t> all;    // every word of this length
        const uint64_t* mask(int pos, int letter) const {
            return masks.data() + to_index((pos * 26 + letter) * blocks);
        }
    };
    WordIndex() = default;
    // Distinct upper-case words A-Z and how many times each may be used; order is kept per length.
    WordIndex(const std::vector<std::string>& words, const std::vector<int>& uses);
    // A puzzle's word list, where a repeated word may be used as often as it is listed.
    static WordIndex from_list(const std::vector<std::string>& words);
    // A dictionary: every word usable once.
    static WordIndex from_dictionary(const std::vector<std::string>& words);
    const Group* group(int length) const;
    size_t size() const { return size_; }

private:
    std::vector<Group> groups_;  // by length
    size_t size_ = 0;
};

// Why a grid cannot be filled: the slot where it fails (or -1) and a sentence.
struct Failure {
    int slot = -1;
    std::string reason;
};

struct FillOptions {
    uint64_t cap = 1;         // stop after this many fills (2 proves or disproves uniqueness)
    uint64_t node_limit = 0;  // give up after this many search nodes; 0 = never
};

struct FillResult {
    uint64_t fills = 0;     // distinct fills found, at most cap
    bool finished = true;   // false if the node limit stopped the search
    std::vector<std::string> first, second;  // the word in each slot, for the first two fills
    Failure failure;        // set when fills == 0 and finished
    uint64_t nodes = 0;
    bool solvable() const { return fills > 0; }
};

// Fills the grid's slots from the index, respecting given letters (the layout's letters), each
// word at most as often as its uses allow. Does not require every word to be used.
FillResult fill(const Grid& grid, const WordIndex& index, const FillOptions& options = {});

// Fills a puzzle with its own word list, every word used exactly as often as listed: checks the
// slot and word counts of every length first and names the slot that fails.
FillResult solve_puzzle(const PuzzleFile& puzzle, const FillOptions& options = {});

// The letters per cell (0 for background) when slot i holds words[i].
std::vector<char> letters_of(const Grid& grid, const std::vector<std::string>& words);
// The filled layout as text rows ('.' for background).
std::vector<std::string> grid_rows(const Grid& grid, const std::vector<char>& letters);

} // namespace pz::crossword
