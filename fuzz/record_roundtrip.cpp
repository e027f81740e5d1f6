// Records (saves, records, replays): any record the game can write (meta and moves of any text,
// branches) is read back equal, and what the writer refuses is over a limit the reader enforces.
#include "bytes.h"
#include "check.h"
#include "game/core/record.h"
#include "game/core/text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    pz::fuzz::Bytes in(data, size);
    pz::Record r;
    r.id = *pz::parse_game_id("toy:g10:c");
    auto step = [&] {
        const auto kind = static_cast<pz::StepKind>(in.below(5));
        std::string move = in.text(24);
        if (kind == pz::StepKind::Restart) move.assign("restart");
        if (pz::trim(move).empty()) move.push_back('m');  // a step always has a move
        return pz::Step{kind, move, static_cast<int64_t>(in.below(100000))};
    };
    for (int n = static_cast<int>(in.below(6)); n > 0; --n) {
        std::string key = in.text(12);
        if (key.empty()) key.push_back('k');
        r.meta.emplace_back(key, in.text(40));
    }
    for (int n = static_cast<int>(in.below(40)); n > 0; --n) r.steps.push_back(step());
    for (int b = static_cast<int>(in.below(4)); b > 0; --b) {
        pz::Branch br{in.below(static_cast<uint32_t>(r.steps.size() + 1)), {}};
        for (int n = 1 + static_cast<int>(in.below(8)); n > 0; --n) br.steps.push_back(step());
        r.branches.push_back(br);
    }
    r.cursor = in.below(static_cast<uint32_t>(r.steps.size() + 1));
    auto text = pz::write_record_checked(r);
    PZ_FUZZ_CHECK(text.ok());
    auto back = pz::parse_record(*text);
    PZ_FUZZ_CHECK(back.ok());
    PZ_FUZZ_CHECK(back->meta == r.meta);
    PZ_FUZZ_CHECK(back->steps == r.steps);
    PZ_FUZZ_CHECK(back->branches == r.branches);
    PZ_FUZZ_CHECK(back->cursor == r.cursor);
    PZ_FUZZ_CHECK(!back->truncated);
    PZ_FUZZ_CHECK(pz::write_record(*back) == *text);
    return 0;
}
