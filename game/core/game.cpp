// Defaults shared by every game: status names, digests, and hint/solve for games without a solver.
#include "game/core/game.h"

#include "engine/rng.h"

namespace pz {

std::string_view status_name(Status s) {
    switch (s) {
    case Status::Playing: return "playing";
    case Status::Won: return "won";
    case Status::Lost: return "lost";
    }
    return "playing";
}

uint64_t digest(const State& s) {
    const std::string t = s.text();
    return fnv1a64(t.data(), t.size());
}

Result<Hint> Puzzle::hint(const State&) const { return fail("this game has no hints"); }

uint64_t daily_seed(std::string_view game, int yyyymmdd) {
    return mix64(fnv1a64(game.data(), game.size()) ^ static_cast<uint64_t>(yyyymmdd));
}

std::vector<DailyPuzzle> GameType::daily(int yyyymmdd) const {
    auto p = presets();
    if (p.empty()) return {};
    return {{"Daily puzzle", p.front().params, daily_seed(id(), yyyymmdd)}};
}

Result<std::vector<std::string>> Puzzle::solve(const State&) const { return fail("this game has no solver"); }

std::string Level::tag(std::string_view key) const {
    for (const auto& [k, v] : tags)
        if (k == key) return v;
    return {};
}

} // namespace pz
