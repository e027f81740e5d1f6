// A replay as a link (issue 19): a record packed small enough for an address, "#replay=<text>",
// so a game can be sent to a friend and opens in history mode. The text is base64url of a
// compressed record: a version byte, then LZ77 tokens of our own (no library: the same code
// packs on the desktop and unpacks in the browser).
#pragma once
#include <string>
#include <string_view>

#include "game/core/record.h"
#include "game/core/result.h"

namespace pz {

// The record's text, compressed and base64url-encoded (no padding).
std::string pack_replay(const Record& r);
// The record back; a damaged or foreign text is a one-line error, never a crash.
Result<Record> unpack_replay(std::string_view packed);
// The text after "#replay=" in a link (or the text itself if it has no such part).
std::string_view replay_fragment(std::string_view link);

// The compression alone, for tests: bytes in, bytes out; decompression stops past max_out.
std::string lz_compress(std::string_view in);
Result<std::string> lz_decompress(std::string_view in, size_t max_out);

} // namespace pz
