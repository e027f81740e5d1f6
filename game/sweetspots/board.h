// A Sweet Spots board (N×N cells cut into N zones, k chests per row, column and zone) and its text forms.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"

namespace pz::sweetspots {

constexpr int kMinSize = 5;
constexpr int kMaxSize = 14;

enum class Grade { Easy = 0, Medium = 1, Hard = 2, Expert = 3 };
std::string_view grade_name(Grade g);     // "easy", "medium", "hard", "expert"
char grade_letter(Grade g);               // 'e', 'm', 'h', 'x'
Result<Grade> parse_grade(std::string_view s);  // a name or a letter, any case

// What the settings menu controls: board size, chests per unit, and (for generating) a grade.
struct Params {
    int n = 8;
    int k = 1;
    bool has_grade = false;
    Grade grade = Grade::Easy;
    // "10k2", or "10k2dh" with a grade; the grade is for the generator only.
    std::string text(bool with_grade = true) const;
};
// Checks the size/k combinations the game allows: 5..14; k=2 from 8 up; k=3 only at 14.
Result<void> check_params(int n, int k);
Result<Params> parse_params(std::string_view s);

struct Board {
    int n = 0;
    int k = 1;
    std::vector<uint8_t> zone;  // n*n zone ids, row-major
    int cell(int r, int c) const { return r * n + c; }
    int zone_at(int r, int c) const { return zone[static_cast<size_t>(r * n + c)]; }
    bool operator==(const Board&) const = default;
};

// Every rule a zone map must meet: n in range, ids 0..n-1, each zone used and contiguous.
// Errors name the line of `lines` (1-based offset first_line) where the problem shows.
Result<void> check_zones(const Board& b, int first_line = 1);

// The original game's zone file: N lines of N space-separated zone ids (k comes from elsewhere).
// Also accepts our level form "N k" followed by the matrix (then k_given is ignored unless -1).
// Blank lines and '#' comments are skipped; a one-line "params:desc" is accepted too.
// k_given = -1 means "the file must say" (level form or params:desc).
Result<Board> parse_zone_file(std::string_view text, int k_given);
// Our level form: "N k" then N lines of N ids.
std::string format_level_file(const Board& b);
// A colour index (0..colours-1) per zone for the board's view, so no two zones that share an
// edge share a colour: every zone its own colour when there are enough, else a colouring of the
// zone map (planar, so at most six colours are ever needed).
std::vector<int> zone_colours(const Board& b, int colours);
// Whether zones a and b share an edge somewhere.
bool zones_touch(const Board& b, int a, int b_zone);

// The original zone file form: the matrix only.
std::string format_zone_file(const Board& b);

// Compact desc for level packs and game IDs: the n*n zone ids as base-36 digits, row-major.
std::string format_desc(const Board& b);
Result<Board> parse_desc(const Params& p, std::string_view desc);

} // namespace pz::sweetspots
