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

// Reads a whole regular file; refuses anything else (a folder, a FIFO, a device) without blocking,
// and files larger than max_bytes before allocating.
Result<std::string> read_file(const std::string& path, uint64_t max_bytes = 64ull << 20);
// Writes via a temporary file in the same folder, fsync, then rename: the old file or the new
// one is always intact, whenever the program dies. The temporary file's name is one only this
// program makes (see temp_file_name), so clean-up never mistakes another program's file for ours.
Result<void> write_file_atomic(const std::string& path, std::string_view content);
// Creates a new file that must not exist yet (O_EXCL), written like write_file_atomic; false in
// *exists when the name was taken (the caller picks another name), never overwriting anything.
Result<void> write_new_file(const std::string& path, std::string_view content, bool* exists = nullptr);
bool file_exists(const std::string& path);
// "<path>.puzzlebox-tmp-<pid>-<n>": the temporary name write_file_atomic uses.
std::string temp_file_name(const std::string& path, long pid, unsigned n);
// Removes temporary files that write_file_atomic left behind when a program died mid-write, in
// the given folders only (never their sub-folders): names this program makes whose process is
// gone, and the "<ours>.tmp<pid>" names of earlier versions next to our own file names. The real
// files next to them are intact, so nothing of value is lost. Returns how many were removed.
int remove_stale_temp_files(const std::vector<std::string>& dirs);
// Moves a damaged file aside to "<path>.corrupt-<unix time>-<n>" with the first n that is free,
// never replacing another file; returns the new name, or an error (the file then stays put).
Result<std::string> set_aside(const std::string& path);
// Creates a folder and its parents; true if it exists afterwards.
bool make_dirs(const std::string& path);

// A file's first line, "<magic> <version>": the version, or an Error for a file of another kind
// (message not_ours) or one made by a newer Puzzlebox (Error::Kind::NewerFormat, named as such).
Result<int> read_format_header(std::string_view first_line, std::string_view magic, int newest, const std::string& not_ours);

// Text from a file made safe for a one-line message: control characters (escape sequences, new
// lines, bells) become \xNN, so a message can never drive the player's terminal.
std::string printable(std::string_view s);
// Percent-escaping for keys and values in our line-based files: '%', spaces, control characters
// and bytes over 0x7e become %XX, so any text round-trips through a "key value" line.
std::string escape_field(std::string_view s);
// The inverse; an Error for a '%' not followed by two hex digits.
Result<std::string> unescape_field(std::string_view s);
// For the rest of a line (a label, a move): as escape_field, but spaces inside stay readable;
// only a leading or trailing space is escaped. unescape_field reads it back.
std::string escape_text(std::string_view s);

// Decimal text of an unsigned 128-bit count (search counts exceed 64 bits).
std::string u128_to_string(u128 v);

} // namespace pz
