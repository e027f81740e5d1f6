// Small text helpers shared by every parser: lines, tokens, bounded integers, files.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"

namespace pz {

// Search counts exceed 64 bits (a 14-ball Fling board has billions of move sequences).
using u128 = unsigned __int128;

std::string_view trim(std::string_view s);
// Splits on '\n', dropping a trailing '\r' from each line; keeps empty lines so numbers stay right.
std::vector<std::string_view> split_lines(std::string_view text);
// Splits on runs of spaces/tabs.
std::vector<std::string_view> split_ws(std::string_view s);
std::vector<std::string_view> split(std::string_view s, char sep);
bool starts_with(std::string_view s, std::string_view prefix);
std::string to_lower(std::string_view s);

// Parses a whole token as a decimal integer in [lo, hi]; the error names what was expected.
Result<int64_t> parse_int(std::string_view token, int64_t lo, int64_t hi, std::string_view what = "a number");
Result<uint64_t> parse_u64(std::string_view token, std::string_view what = "a number");

// Reads a whole file; refuses files larger than max_bytes before allocating.
Result<std::string> read_file(const std::string& path, uint64_t max_bytes = 64ull << 20);
// Writes via a temporary file in the same folder, fsync, then rename: the old file or the new
// one is always intact, whenever the program dies.
Result<void> write_file_atomic(const std::string& path, std::string_view content);
bool file_exists(const std::string& path);
// Removes the temporary files write_file_atomic leaves behind when a program dies mid-write
// ("<name>.tmp<pid>" whose process is gone), in dir and its sub-folders; returns how many.
// The real files next to them are intact, so nothing of value is lost.
int remove_stale_temp_files(const std::string& dir);
// Creates a folder and its parents; true if it exists afterwards.
bool make_dirs(const std::string& path);

// Decimal text of an unsigned 128-bit count (search counts exceed 64 bits).
std::string u128_to_string(u128 v);

} // namespace pz
