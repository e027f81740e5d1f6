// "My puzzles": the puzzles a player made or imported, kept in <data>/made.txt (one line each,
// written with the crash-safe writer, read back keeping every good line). No SDL; the Make scene,
// each game's menu and `puzzlebox-tool made` read it.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"
#include "game/core/settings.h"

namespace pz {

struct MadePuzzle {
    std::string game;     // the GameType id
    std::string id;       // its full game ID ("sweetspots:8k1:..."): also the key it is kept by
    std::string name;     // the player's name for it
    std::string verdict;  // unique, several, none or unknown, when it was kept
    std::string grade;    // the game's grade word, or empty
    int64_t modified_ms = 0;  // when it was last kept (Unix time in ms)
    bool operator==(const MadePuzzle&) const = default;
};

class MadeList {
public:
    // Newest first.
    const std::vector<MadePuzzle>& all() const { return items_; }
    std::vector<MadePuzzle> of(std::string_view game) const;
    const MadePuzzle* find(std::string_view id) const;
    // Keeps it (the same ID kept again takes the new name, verdict and time), newest first.
    void keep(MadePuzzle p);
    // Renames the one kept by this ID; false if there is none.
    bool rename(std::string_view id, std::string name);
    // Takes it out and gives it back (for an undo: keep() puts it back); nothing if not there.
    std::optional<MadePuzzle> remove(std::string_view id);
    std::string write() const;
    // Bad lines are skipped and reported; the rest loads.
    static Result<MadeList> parse(std::string_view text, std::vector<Error>* skipped = nullptr);
    bool operator==(const MadeList&) const = default;

private:
    std::vector<MadePuzzle> items_;
};

inline constexpr size_t kMaxMadeBytes = 16u << 20;
Loaded<MadeList> load_made(const std::string& path, bool may_write = true);

// A name for a puzzle the player has not named: "My puzzle 3" (the first number no kept puzzle of
// the game uses).
std::string next_made_name(const MadeList& list, std::string_view game);

// The longest name a kept puzzle takes, in characters (a list row and a title show it whole).
inline constexpr size_t kMaxMadeName = 40;
// A name the player typed, trimmed; an Error in player words when it is empty or too long.
Result<std::string> check_made_name(std::string_view name);

} // namespace pz
