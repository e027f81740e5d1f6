// Fuzzes Fill-in's imports: an ipuz file or an Across Lite .puz (the first byte picks which). A
// puzzle read is written as ipuz and reads back as the same puzzle; a rejected file says why.
#include <cstdint>
#include <string_view>

#include "check.h"
#include "game/crossword/formats.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const bool puz = data[0] % 2 == 1;
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    auto f = puz ? pz::crossword::parse_puz(text) : pz::crossword::parse_ipuz(text);
    if (!f) {
        PZ_FUZZ_CHECK(!f.error().message.empty());
        return 0;
    }
    // Written with the solution's slot entries where there is one, blank ones otherwise.
    std::vector<std::string> entries;
    for (const auto& slot : f->file.grid.slots) {
        std::string e;
        for (int cell : slot.cells) e += f->solution.empty() ? 'A' : f->solution[pz::crossword::to_index(cell)];
        entries.push_back(e);
    }
    auto back = pz::crossword::parse_ipuz(pz::crossword::format_ipuz(f->file, entries, "fuzz"));
    PZ_FUZZ_CHECK(back.ok());
    PZ_FUZZ_CHECK(pz::crossword::format_desc(back->file) == pz::crossword::format_desc(f->file));
    return 0;
}
