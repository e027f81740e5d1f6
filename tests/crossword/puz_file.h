// Test files for Fill-in's imports: an Across Lite .puz written as Across Lite writes one, from a
// solved grid (the importer's own tests and the Make screen's "Open a puzzle..." read it).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "game/crossword/formats.h"
#include "game/crossword/rules.h"

namespace pz::crossword::test {

// The letters of a puzzle's reference solution, one per cell.
inline std::vector<char> letters_of(const FillPuzzle& p) {
    const Grid& g = p.grid();
    std::vector<char> out(g.layout.cells.size(), kBackground);
    for (size_t s = 0; s < g.slots.size(); ++s)
        for (size_t k = 0; k < g.slots[s].cells.size(); ++k) out[to_index(g.slots[s].cells[k])] = p.solution()[s][k];
    return out;
}

inline uint16_t sum(const std::string& data, uint16_t c) {
    for (unsigned char b : data) {
        c = static_cast<uint16_t>((c & 1) ? (c >> 1) + 0x8000 : c >> 1);
        c = static_cast<uint16_t>(c + b);
    }
    return c;
}

inline void put16(std::string& b, size_t at, uint16_t v) {
    b[at] = static_cast<char>(v & 0xFF);
    b[at + 1] = static_cast<char>(v >> 8);
}

// A .puz file as Across Lite writes one (version 1.3, every checksum set), from a solved grid.
inline std::string make_puz(const Layout& l, const std::vector<char>& letters, int clues, uint16_t scrambled = 0) {
    std::string b(0x34, '\0');
    b.replace(2, 12, std::string("ACROSS&DOWN\0", 12));
    b.replace(0x18, 4, std::string("1.3\0", 4));
    b[0x2C] = static_cast<char>(l.width);
    b[0x2D] = static_cast<char>(l.height);
    put16(b, 0x2E, static_cast<uint16_t>(clues));
    put16(b, 0x30, 1);
    put16(b, 0x32, scrambled);
    std::string sol, state;
    for (char c : letters) {
        sol += c == kBackground ? '.' : c;
        state += c == kBackground ? '.' : '-';
    }
    const std::string title = "Test", author = "Puzzlebox", copyright = "", notes = "";
    std::vector<std::string> clue_text;
    for (int i = 0; i < clues; ++i) clue_text.push_back("Clue " + std::to_string(i + 1));
    b += sol + state + title + '\0' + author + '\0' + copyright + '\0';
    for (const auto& c : clue_text) b += c + '\0';
    b += notes + '\0';
    const uint16_t cib = sum(b.substr(0x2C, 8), 0);
    auto text = [&](uint16_t c) {
        if (!title.empty()) c = sum(title + '\0', c);
        if (!author.empty()) c = sum(author + '\0', c);
        if (!copyright.empty()) c = sum(copyright + '\0', c);
        for (const auto& t : clue_text) c = sum(t, c);
        return c;
    };
    put16(b, 0x0E, cib);
    put16(b, 0x00, text(sum(state, sum(sol, cib))));
    const uint16_t part[4] = {cib, sum(sol, 0), sum(state, 0), text(0)};
    const char* mask = "ICHEATED";
    for (int i = 0; i < 4; ++i) {
        b[static_cast<size_t>(0x10 + i)] = static_cast<char>(mask[i] ^ (part[i] & 0xFF));
        b[static_cast<size_t>(0x14 + i)] = static_cast<char>(mask[4 + i] ^ (part[i] >> 8));
    }
    return b;
}

} // namespace pz::crossword::test
