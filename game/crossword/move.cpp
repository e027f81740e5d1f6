// Reading Fill-in move text into a FillMove.
#include "game/crossword/move.h"

#include "game/core/text.h"

namespace pz::crossword {

Result<FillMove> parse_move(const Grid& grid, std::string_view move) {
    auto t = split_ws(trim(move));
    if (t.empty()) return fail("empty move");
    FillMove m;
    const int nslots = static_cast<int>(grid.slots.size());
    if (t[0] == "place" || t[0] == "clear") {
        m.kind = t[0] == "place" ? FillMove::Kind::Place : FillMove::Kind::Clear;
        const bool place = m.kind == FillMove::Kind::Place;
        if (t.size() != (place ? 3u : 2u)) return fail(place ? "expected 'place SLOT WORD'" : "expected 'clear SLOT'");
        auto slot = parse_int(t[1], 0, nslots - 1, "a slot number");
        if (!slot) return slot.error();
        m.slot = static_cast<int>(*slot);
        if (place) {
            auto word = parse_word(t[2]);
            if (!word) return word.error();
            m.word = std::move(*word);
        }
        return m;
    }
    if (t[0] == "letter") {
        m.kind = FillMove::Kind::Letter;
        if (t.size() != 3) return fail("expected 'letter ROW,COL X' (X a letter, or . to erase)");
        auto rc = split(t[1], ',');
        if (rc.size() != 2) return fail("expected ROW,COL such as 2,5");
        auto r = parse_int(rc[0], 0, grid.height() - 1, "a row");
        if (!r) return r.error();
        auto c = parse_int(rc[1], 0, grid.width() - 1, "a column");
        if (!c) return c.error();
        m.cell = static_cast<int>(*r) * grid.width() + static_cast<int>(*c);
        char ch = t[2].size() == 1 ? t[2][0] : '\0';
        if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
        if (!(ch == '.' || (ch >= 'A' && ch <= 'Z'))) return fail("expected one letter or '.', found '" + std::string(t[2]) + "'");
        m.letter = ch;
        return m;
    }
    return fail("unknown move '" + std::string(t[0]) + "' (expected place, clear or letter)");
}

} // namespace pz::crossword
