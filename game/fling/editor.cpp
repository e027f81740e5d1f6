// Fling!'s editor: "B3=o" puts a ball on B3, "B3=." takes it away; a tap writes the other. The
// verdict searches at most JudgeLimits::nodes boards, the interactive bound the designer had
// (kInteractiveBoards), and says Unknown past it.
#include "game/fling/editor.h"

#include <algorithm>

#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/fling/board.h"
#include "game/fling/endgame.h"
#include "game/fling/generator.h"
#include "game/fling/solver.h"

namespace pz::fling {

namespace {

// As the puzzle loaded from it names itself (params "7x8"), so its ID is the one `id` prints.
Draft draft_of(Board b) { return {params_text(0), board_desc(b)}; }

std::string square_label(int sq) { return cell_label(square_y(sq), square_x(sq)); }

std::vector<std::string> labels_of(uint64_t squares) {
    std::vector<std::string> out;
    for (int sq = 0; sq < kSquares; ++sq)
        if (squares >> sq & 1) out.push_back(square_label(sq));
    return out;
}

class FlingEditor : public Editor {
public:
    std::vector<Preset> sizes() const override { return {{tr_noop("7×8, one ball"), "7x8"}}; }
    Result<Draft> blank(std::string_view size) const override {
        if (trim(size) != "7x8") return fail(tr("Fling! has one board size: 7×8"));
        return draft_of(bit(3 * kWidth + 3));  // one ball on D4: a board always has one
    }
    Result<Draft> adopt(const Puzzle& puzzle) const override {
        auto b = parse_desc(puzzle.description());
        if (!b) return b.error();
        return draft_of(*b);
    }
    std::vector<PaletteEntry> palette(const Draft& d) const override {
        (void)d;
        return {{"o", tr_noop("Add or remove a ball")}};
    }
    std::string tap(const Draft& d, std::string_view cell, std::string_view value) const override {
        (void)value;
        auto b = parse_desc(d.desc);
        auto at = parse_cell(cell, kHeight, kWidth);
        const bool ball = b && at && (*b >> (at->first * kWidth + at->second) & 1);
        return std::string(cell) + (ball ? "=." : "=o");
    }
    Result<Draft> apply(const Draft& d, std::string_view edit) const override {
        auto kv = split_edit(edit);
        if (!kv) return kv.error();
        auto b = parse_desc(d.desc);
        if (!b) return b.error();
        auto at = parse_cell(kv->first, kHeight, kWidth);
        if (!at) return at.error();
        const int sq = at->first * kWidth + at->second;
        if (kv->second == "o") return draft_of(*b | bit(sq));
        if (kv->second == "." && *b == bit(sq)) return fail(tr("A board keeps at least one ball"));
        if (kv->second == ".") return draft_of(*b & ~bit(sq));
        return fail(tr("A square holds a ball (o) or nothing (.)"));
    }
    Verdict judge(const Draft& d, const JudgeLimits& limits) const override {
        Verdict v;
        auto parsed = parse_desc(d.desc);
        if (!parsed) return v;
        const Board b = *parsed;
        // A dense board can reach billions of boards: past the limit the verdict says so
        // instead of keeping the player waiting.
        const uint64_t reachable = count_reachable(b, limits.nodes);
        if (reachable > limits.nodes || !job_continue()) {
            v.note = tr("Too many ways to play to check here: remove a ball or two");
            return v;
        }
        Solver solver(served_endgame_tables(), limits.nodes);  // the endgame tables where served (issue 41)
        const bool solvable = solver.solvable(b);
        const bool unique = solvable && (popcount(b) == 1 || solver.unique(b));  // one ball: already won
        const int winning = solvable ? static_cast<int>(solver.winning_moves(b).size()) : 0;
        if (solver.gave_up()) return v;
        const int legal = legal_move_count(b);
        if (!solvable) v.kind = Verdict::Kind::None;
        else if (unique) v.kind = Verdict::Kind::Unique;
        else {
            v.kind = Verdict::Kind::Several;
            const Analysis a = analyse(b, limits.nodes);
            v.at_least = !a.complete || a.board_sequences_to_2_balls > limits.count_cap;
            v.count = v.at_least ? limits.count_cap + 1 : static_cast<uint64_t>(a.board_sequences_to_2_balls);
            v.count = std::max<uint64_t>(v.count, 2);
        }
        if (popcount(b) > 1)
            v.note = trf("{1} of the {2} first flings can still win; the board can reach {3} positions", winning, legal,
                         static_cast<unsigned long long>(reachable));
        if (!job_continue()) return v;
        // The overlay: squares where adding or removing a ball would change the verdict.
        const EditMap map = edit_map(b, solver);
        if (solver.gave_up()) return v;
        const uint64_t flip = map.solvability_changes(solvable);
        v.flips_solvable = labels_of(flip);
        v.flips_unique = labels_of(map.uniqueness_changes(unique) & ~flip);
        return v;
    }
};

} // namespace

const Editor& editor() {
    static const FlingEditor e;
    return e;
}

} // namespace pz::fling
