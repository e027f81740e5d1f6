// Replay links: any text a link may carry unpacks to a record or a one-line error, never a crash;
// any bytes round-trip through the link coder; and a record that parses packs back to itself.
#include <string>
#include <string_view>

#include "check.h"
#include "game/core/record.h"
#include "game/core/replay_link.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view in(reinterpret_cast<const char*>(data), size);
    auto packed = pz::lz_compress(in);
    auto back = pz::lz_decompress(packed, in.size());
    PZ_FUZZ_CHECK(back.ok() && *back == in);
    auto damaged = pz::lz_decompress(in, 1 << 16);
    if (!damaged) PZ_FUZZ_CHECK(damaged.error().message.find('\n') == std::string::npos);
    auto rec = pz::unpack_replay(in);
    if (!rec) {
        PZ_FUZZ_CHECK(rec.error().message.find('\n') == std::string::npos);
    } else {
        auto again = pz::unpack_replay(pz::pack_replay(*rec));
        PZ_FUZZ_CHECK(again.ok() && pz::write_record(*again) == pz::write_record(*rec));
    }
    if (auto parsed = pz::parse_record(in)) {
        auto round = pz::unpack_replay(pz::pack_replay(*parsed));
        PZ_FUZZ_CHECK(round.ok() && pz::write_record(*round) == pz::write_record(*parsed));
    }
    return 0;
}
