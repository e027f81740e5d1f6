// Where a game in play came from (a pack level, an endless or daily game, a custom or imported
// puzzle, a replay), and the Keeper that stores games for the mid-end.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/core/session.h"

namespace pz {

// How a game was opened; written by name in saves ("pack", "endless", "daily", "custom", "replay").
enum class PlayMode { Pack, Endless, Daily, Custom, Replay };
std::string_view play_mode_name(PlayMode m);
std::optional<PlayMode> parse_play_mode(std::string_view name);

// Where a game in play came from, so progress, "next level" and its save know what it is. Built
// by the named makers below, never by position.
struct PlayOrigin {
    PlayMode mode = PlayMode::Custom;
    std::string pack;    // pack file name, for Pack
    int index = -1;      // level index in the pack
    std::string label;   // "Journey 12", "Daily 2026-11-23", "Endless #5"
    // The game clock when this game was last saved (0 for a new game): a resumed game's clock
    // goes on from here.
    int64_t clock_ms = 0;
    int day = 0;         // a daily's date (yyyymmdd), for its state and the streak; 0 otherwise

    static PlayOrigin pack_level(std::string pack, int index, std::string label);
    static PlayOrigin endless(std::string label);
    static PlayOrigin daily(std::string label, int day = 0);
    static PlayOrigin custom(std::string label = {});
    static PlayOrigin replay(std::string label = {});

    std::string progress_key() const;
    bool is_replay() const { return mode == PlayMode::Replay; }

private:
    static PlayOrigin of(PlayMode mode, std::string label);  // every maker's common shape
};

// Where the mid-end keeps games: the front end's storage (the player's data, or a test's).
class Keeper {
public:
    virtual ~Keeper() = default;
    // The game in play, at clock_ms of play; one save per puzzle (game/core/player_data.h).
    virtual void autosave(const Session& s, const PlayOrigin& origin, int64_t clock_ms) = 0;
    // The game ended: its save goes.
    virtual void drop_autosave(const Session& s, const PlayOrigin& origin) = 0;
    // A finished game; returns where it was kept (empty if it was not).
    virtual std::string keep_record(const Session& s, const PlayOrigin& origin, int64_t elapsed_ms) = 0;
};

} // namespace pz
