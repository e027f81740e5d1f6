// Argument handling shared by every `puzzlebox-tool` command.
#pragma once
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"

namespace pz {

class GameType;
struct Level;

// Flags look like "--name" or "--name VALUE"; everything else is positional.
class CliArgs {
public:
    // value_flags take a value ("--seed"); bool_flags do not ("--json" is always allowed).
    // Any other "--x" lands in unknown(), so a typo is an error, not silently ignored.
    CliArgs(const std::vector<std::string>& args, const std::vector<std::string>& value_flags,
            const std::vector<std::string>& bool_flags = {});
    bool has(std::string_view flag) const;  // boolean flag present
    std::optional<std::string> get(std::string_view flag) const;
    // A bounded integer flag with a default; errors name the flag.
    Result<int64_t> get_int(std::string_view flag, int64_t fallback, int64_t lo, int64_t hi) const;
    Result<uint64_t> get_u64(std::string_view flag, uint64_t fallback) const;
    const std::vector<std::string>& positional() const { return positional_; }
    const std::vector<std::string>& unknown() const { return unknown_; }
    // An error naming the first unknown flag or a value flag given without a value, if any.
    Result<void> check() const;
    bool json() const { return has("--json"); }

private:
    std::vector<std::pair<std::string, std::string>> values_;
    std::vector<std::string> flags_;
    std::vector<std::string> positional_;
    std::vector<std::string> unknown_;
    std::string missing_value_;
};

// Exit statuses of every command: 0 done (a positive answer), 1 a negative answer (unsolvable,
// not unique, a check that found problems), 2 an error (bad usage, a file that cannot be read).
inline constexpr int kExitOk = 0, kExitNo = 1, kExitError = 2;

// Prints "puzzlebox-tool: message" to err and returns kExitError.
int cli_fail(std::ostream& err, std::string_view message);

// One game's commands. run_cli_table gives every game the same shape: no arguments prints the
// usage to stderr (exit 2); "help" (or --help, -h) prints it to stdout (exit 0); an unknown
// command or flag is an error naming it (exit 2); otherwise the command's own status.
struct CliCommand {
    std::string name;
    int (*run)(const CliArgs& args, std::ostream& out, std::ostream& err);
};
struct CliTable {
    std::string game;
    std::string usage;  // "usage: puzzlebox-tool GAME ...", one line per command
    std::vector<std::string> value_flags, bool_flags;
    std::vector<CliCommand> commands;
};
int run_cli_table(const CliTable& table, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The commands every game shares, written once over GameType (docs/cli.md, "Every game"):
//   generate GAME [--params P] [--seed N] [--count K] [--date D] [--json]   level lines "params:desc seed=N tags"
//   check GAME FILE [--json]                                     every level of a pack is sound
//   bench GAME [--params P] [--seed N] [--count K] [--date D] [--json]      median generate, solve, verdict times
// args.positional() is {command, GAME, ...}; the caller found the game. --params defaults to the
// game's first preset, --seed to 1; --date D makes the game's puzzles of day D instead. A game
// has no generate, check or bench of its own: `puzzlebox-tool GAME generate ...` is this one, and
// its table answers those names with shared_usage.
inline constexpr const char* kSharedCommands[] = {"generate", "check", "bench"};
std::vector<std::string> shared_value_flags();  // the value flags the shared commands take
int run_shared_command(const GameType& game, const CliArgs& args, std::ostream& out, std::ostream& err);
// `puzzlebox-tool GAME ARGS...`: the game's own commands, and "GAME generate ..." as the shared
// "generate GAME ..." (likewise check and bench), so the older spelling still works.
int run_game_cli(const GameType& game, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// How a shared command is spelled for a game, in one line ("generate is: puzzlebox-tool generate fling ...").
std::string shared_usage(std::string_view command, std::string_view game);
// What is wrong with one level of a pack, if anything: it must load, not start finished, come
// again from its seed= tag, (a game that is solved, not survived) be won by the game's solver, and
// pass the game's own verdict with the tags it carries (GameType::level_tags).
std::optional<std::string> level_problem(const GameType& game, const Level& level);

} // namespace pz
