// Decodoku strategies and what they share: what a player can see (Sight), the legal moves, the
// random and greedy strategies, the hint's reason in words, and whole games played by a strategy.
// The planner has its own file (planner.cpp).
#include "game/decodoku/strategy.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "game/core/i18n.h"
#include "game/core/text.h"

namespace pz::decodoku {

std::string_view info_name(Info i) { return i == Info::Honest ? "honest" : "omniscient"; }

Result<Info> parse_info(std::string_view text) {
    if (text == "honest") return Info::Honest;
    if (text == "omniscient") return Info::Omniscient;
    return fail("info '" + std::string(text) + "': expected honest or omniscient");
}

Sight sight_of(const DecodokuState& s, Info info) {
    Sight v;
    v.size = s.board.size;
    v.value = s.board.value;
    v.group = info == Info::Omniscient ? s.board.cluster : s.tracker.group;
    v.moves = s.moves;
    v.moves_to_noise = s.moves_to_noise();
    return v;
}

std::vector<PlayerMove> legal_moves(const Sight& s) {
    std::vector<PlayerMove> out;
    for (int c = 0; c < s.size * s.size; ++c) {
        if (!s.value[c]) continue;
        const int x = c % s.size, y = c / s.size;
        if (x > 0) out.push_back({x, y, Dir::Left});
        if (x + 1 < s.size) out.push_back({x, y, Dir::Right});
        if (y > 0) out.push_back({x, y, Dir::Up});
        if (y + 1 < s.size) out.push_back({x, y, Dir::Down});
    }
    return out;
}

int target_of(const Sight& s, const PlayerMove& m) {
    return (m.y + dir_dy(m.dir)) * s.size + m.x + dir_dx(m.dir);
}

// The same group bookkeeping as the game and the tracker.
bool move_in_sight(Sight& s, const PlayerMove& m) {
    const int from = m.y * s.size + m.x, to = target_of(s, m);
    if (!s.value[to]) {
        s.value[to] = s.value[from];
        s.group[to] = s.group[from];
    } else {
        const int32_t g = s.group[from], d = s.group[to];
        if (g != d)
            for (int i = 0; i < s.size * s.size; ++i)
                if (s.group[i] == g) s.group[i] = d;
        s.value[to] = static_cast<uint8_t>((s.value[to] + s.value[from]) % 10);
        if (!s.value[to]) s.group[to] = 0;
    }
    s.value[from] = 0;
    s.group[from] = 0;
    s.moves++;
    s.moves_to_noise--;
    bool empty = true;
    for (int i = 0; i < s.size * s.size && empty; ++i) empty = !s.value[i];
    if (empty) {
        s.moves += s.moves_to_noise;  // the board-cleared skip
        s.moves_to_noise = 0;
    }
    return empty;
}

namespace {

class RandomStrategy : public Strategy {
public:
    std::string_view name() const override { return "random"; }
    std::optional<PlayerMove> choose(const Sight& s, Rng& rng) override {
        auto moves = legal_moves(s);
        if (moves.empty()) return std::nullopt;
        return moves[rng.below(static_cast<uint32_t>(moves.size()))];
    }
};


// One step from a toward b (horizontal first when both would shorten the way).
PlayerMove step_toward(int size, int a, int b) {
    const int ax = a % size, ay = a / size, bx = b % size, by = b / size;
    if (ax != bx) return {ax, ay, bx > ax ? Dir::Right : Dir::Left};
    return {ax, ay, by > ay ? Dir::Down : Dir::Up};
}

class GreedyStrategy : public Strategy {
public:
    std::string_view name() const override { return "greedy"; }
    std::optional<PlayerMove> choose(const Sight& s, Rng& rng) override {
        const int n = s.size * s.size;
        // Cancel: two neighbours that sum to 0 mod 10, preferring a pair from one group.
        std::optional<PlayerMove> cancel_any;
        for (int c = 0; c < n; ++c) {
            if (!s.value[c]) continue;
            for (int d : {c + 1, c + s.size}) {
                if (d >= n || (d == c + 1 && d % s.size == 0) || !s.value[d]) continue;
                if ((s.value[c] + s.value[d]) % 10) continue;
                PlayerMove m = step_toward(s.size, c, d);
                if (s.group[c] == s.group[d]) return m;
                if (!cancel_any) cancel_any = m;
            }
        }
        if (cancel_any) return cancel_any;
        // Else the closest two members of a group: one step toward each other.
        int best = 1 << 30, ba = -1, bb = -1;
        for (int a = 0; a < n; ++a) {
            if (!s.value[a]) continue;
            for (int b = a + 1; b < n; ++b) {
                if (!s.value[b] || s.group[a] != s.group[b]) continue;
                const int dist = manhattan(s.size, a, b);
                if (dist < best) best = dist, ba = a, bb = b;
            }
        }
        if (ba >= 0) return step_toward(s.size, ba, bb);
        RandomStrategy r;
        return r.choose(s, rng);
    }
};

} // namespace

std::unique_ptr<Strategy> make_strategy(std::string_view name) {
    if (name == "random") return std::make_unique<RandomStrategy>();
    if (name == "greedy") return std::make_unique<GreedyStrategy>();
    if (name == "planner") return make_planner();
    return nullptr;
}

std::vector<std::string> strategy_names() { return {"random", "greedy", "planner"}; }

std::string explain(const Sight& s, const PlayerMove& m) {
    const int from = m.y * s.size + m.x, to = target_of(s, m);
    const int v = s.value[from], w = s.value[to];
    if (w && (v + w) % 10 == 0) return "cancel " + std::to_string(v) + "+" + std::to_string(w);
    if (w) return "combine " + std::to_string(v) + "+" + std::to_string(w) + " into a " + std::to_string((v + w) % 10);
    // Onto an empty square: toward a partner, or to shrink how far the group stretches.
    int before = 1 << 20, after = 1 << 20;
    int x0[2] = {s.size, s.size}, x1[2] = {-1, -1}, y0[2] = {s.size, s.size}, y1[2] = {-1, -1};
    for (int c = 0; c < s.size * s.size; ++c) {
        if (!s.value[c] || s.group[c] != s.group[from]) continue;
        for (int k = 0; k < 2; ++k) {
            const int at = c == from && k == 1 ? to : c;
            x0[k] = std::min(x0[k], at % s.size), x1[k] = std::max(x1[k], at % s.size);
            y0[k] = std::min(y0[k], at / s.size), y1[k] = std::max(y1[k], at / s.size);
        }
        if (c == from) continue;
        before = std::min(before, manhattan(s.size, from, c));
        after = std::min(after, manhattan(s.size, to, c));
    }
    if (after < before) return "bring the " + std::to_string(v) + " toward its partner";
    if (std::max(x1[1] - x0[1], y1[1] - y0[1]) < std::max(x1[0] - x0[0], y1[0] - y0[0]))
        return "keep this group from stretching across the board";
    return "move the " + std::to_string(v) + " out of the way";
}

std::string explain_sentence(const Sight& s, const PlayerMove& m) {
    const int from = m.y * s.size + m.x, to = target_of(s, m);
    const int v = s.value[from], w = s.value[to];
    const std::string nv = std::to_string(v), nw = std::to_string(w);
    const std::string why = explain(s, m);
    std::string out;
    if (why.rfind("cancel", 0) == 0)
        out = trf("The {1} and the {2} beside it add up to 10: joining them clears both.", nv, nw);
    else if (why.rfind("combine", 0) == 0)
        out = trf("Joining it with the {1} beside it leaves one {2} where two numbers were: one fewer to cancel.", nw, (v + w) % 10);
    else if (why.rfind("bring", 0) == 0) {
        int near = 1 << 20;
        for (int c = 0; c < s.size * s.size; ++c)
            if (c != from && s.value[c] && s.group[c] == s.group[from]) near = std::min(near, manhattan(s.size, from, c));
        out = trn("Its nearest partner in the same group is {1} square away: a step closer lets them cancel sooner.",
                  "Its nearest partner in the same group is {1} squares away: a step closer lets them cancel sooner.", near);
    } else if (why.rfind("keep", 0) == 0)
        out = tr("Its group stretches across the board: pulling this number in keeps the group from reaching both edges, which "
                 "would lose the game.");
    else
        out = tr("No cancel is in reach: moving this number aside keeps the groups apart.");
    if (s.moves_to_noise <= kNoiseEvery)
        out = s.moves_to_noise == 1 ? trf("{1} Noise comes after this move.", out)
                                    : trn("{2} Noise comes in {1} move.", "{2} Noise comes in {1} moves.", s.moves_to_noise, out);
    return out;
}

Result<Hint> advise(const DecodokuState& s, Info info) {
    const Sight sight = sight_of(s, info);
    const auto planner = make_planner();
    Rng rng(1);
    auto m = planner->choose(sight, rng);
    if (!m) return fail(tr("there is nothing to move"));
    Hint h;
    h.move = format_move(m->x, m->y, m->dir);
    const std::string at = cell_label(m->y, m->x);
    const int v = sight.value[static_cast<size_t>(m->y * sight.size + m->x)];
    h.nudge = trf("Look at the {1} on {2}.", v, at);
    h.cells = {at};
    h.reason = explain_sentence(sight, *m);
    h.move_name = move_words(v, at, m->dir);
    return h;
}

Result<Coaching> coach(const DecodokuPuzzle& puzzle, const DecodokuState& before, std::string_view played) {
    if (before.lost) return fail(tr("the game is over"));
    if (before.noise_due()) return fail(tr("noise was due: there was no move to make"));
    auto mine = parse_move(trim(played));
    if (!mine) return mine.error();
    const Info info = puzzle.settings().mode == Mode::Practice ? Info::Omniscient : Info::Honest;
    auto h = advise(before, info);
    if (!h) return h.error();
    Coaching c;
    c.planner_move = h->move;
    c.planner_name = h->move_name;
    c.reason = h->reason;
    c.agreed = format_move(mine->x, mine->y, mine->dir) == h->move;
    const std::string name = puzzle.move_name(before, played);
    if (c.agreed) c.text = trf("Good: the planner would also {1}. {2}", name, c.reason);
    else c.text = trf("You chose to {1}; the planner would {2}. {3}", name, c.planner_name, c.reason);
    return c;
}

GameOutcome play_game(const DecodokuPuzzle& puzzle, Strategy& strategy, Info info, uint64_t strategy_seed,
                      int max_moves, bool keep_steps) {
    GameOutcome out;
    Rng rng(strategy_seed);
    std::shared_ptr<const DecodokuState> s = std::static_pointer_cast<const DecodokuState>(puzzle.initial());
    while (!s->lost && s->moves < max_moves) {
        if (s->noise_due()) {
            s = puzzle.noise(*s);
            if (keep_steps) out.steps.emplace_back(kNoiseMove);
            continue;
        }
        auto m = strategy.choose(sight_of(*s, info), rng);
        if (!m) break;  // cannot happen: noise refills an empty board at once
        auto n = puzzle.play(*s, *m);
        if (!n) break;  // a strategy bug; ends the game rather than looping
        if (keep_steps) out.steps.push_back(format_move(m->x, m->y, m->dir));
        s = *n;
    }
    out.score = s->score();
    out.moves = s->moves;
    out.lost = s->lost;
    return out;
}

} // namespace pz::decodoku
