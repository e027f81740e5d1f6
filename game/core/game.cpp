// Defaults shared by every game: status names, digests, coordinate labels, and hint/solve for games without a solver.
#include "game/core/game.h"

#include "engine/rng.h"
#include "game/core/i18n.h"

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

Result<Hint> Puzzle::hint(const State&) const { return fail(tr("this game has no hints")); }

uint64_t daily_seed(std::string_view game, int yyyymmdd) {
    return mix64(fnv1a64(game.data(), game.size()) ^ static_cast<uint64_t>(yyyymmdd));
}

std::vector<DailyPuzzle> GameType::daily(int yyyymmdd) const {
    auto p = presets();
    if (p.empty()) return {};
    return {{tr_noop("Daily puzzle"), p.front().params, daily_seed(id(), yyyymmdd)}};
}

Result<std::vector<std::string>> Puzzle::solve(const State&) const { return fail(tr("this game has no solver")); }

std::string Puzzle::move_name(const State&, std::string_view move) const { return std::string(move); }

std::string Puzzle::cell_label(int row, int col) const { return pz::cell_label(row, col); }

std::vector<std::string> Puzzle::move_cells(const State&, std::string_view) const { return {}; }

std::string column_label(int col) {
    std::string s;
    for (int c = col + 1; c > 0; c = (c - 1) / 26) s.insert(s.begin(), static_cast<char>('A' + (c - 1) % 26));
    return s;
}

std::string cell_label(int row, int col) { return column_label(col) + std::to_string(row + 1); }

std::vector<std::string> grid_labels(int rows, int cols) {
    std::vector<std::string> out;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) out.push_back(cell_label(r, c));
    for (int r = 0; r < rows; ++r) out.push_back("row " + std::to_string(r + 1));
    for (int c = 0; c < cols; ++c) out.push_back("column " + column_label(c));
    return out;
}

int field_value(const std::vector<ParamField>& fields, std::string_view key, int fallback) {
    for (const ParamField& f : fields)
        if (f.key == key) return f.value;
    return fallback;
}

std::string Level::tag(std::string_view key) const {
    for (const auto& [k, v] : tags)
        if (k == key) return v;
    return {};
}

} // namespace pz
