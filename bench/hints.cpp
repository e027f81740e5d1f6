// Hints across games (issue 18): how long the first hint on a fresh level takes (goal: at most
// 100 ms), and how far step 1 narrows the choice: the share of positions where the legal moves
// touching the nudge's cells are at most a third of all legal moves (all_inside: counting only
// moves lying wholly in the nudge), at the shipped levels' starts and along their solutions
// (played by hints). Decodoku ships no levels: each preset's games from
// seeds 1-6 stand in, followed for 25 moves.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/crossword/rules.h"

namespace {

struct Level {
    std::string params, desc;
};

// The shipped levels of a game, or seeded games of every preset when it ships none.
std::vector<Level> levels_of(const pz::GameType& g) {
    std::vector<Level> out;
    for (const std::string& pack : g.level_packs()) {
        auto lp = pz::load_level_pack(pz::levels_dir() + "/" + std::string(g.id()) + "/" + pack);
        if (lp)
            for (const pz::Level& lv : lp->levels) out.push_back({lv.params, lv.desc});
    }
    if (out.empty())
        for (const pz::Preset& p : g.presets())
            for (uint64_t seed = 1; seed <= 6; ++seed)
                if (auto d = g.generate(p.params, seed)) out.push_back({p.params, *d});
    return out;
}

pz::StatePtr settled(const pz::Puzzle& p, pz::StatePtr s) {
    for (int guard = 0; guard < 100; ++guard) {
        auto m = p.automatic_move(*s);
        if (!m) break;
        auto next = p.apply(*s, *m);
        if (!next) break;
        s = *next;
    }
    return s;
}

// Candidate moves of the game's main kind (taps, flings, chests and marks, word placements);
// the legal ones are those apply() accepts.
std::vector<std::string> candidates(const pz::Puzzle& p) {
    int rows = 0, cols = 0, slots = 0;
    for (const auto& l : p.labels()) {
        rows += l.rfind("row ", 0) == 0;
        cols += l.rfind("column ", 0) == 0;
        slots += l.size() > 7 && (l.compare(l.size() - 7, 7, " across") == 0 || l.compare(l.size() - 5, 5, " down") == 0);
    }
    std::vector<std::string> out;
    const std::string game(p.game());
    if (game == "crossword") {
        const auto& fp = static_cast<const pz::crossword::FillPuzzle&>(p);
        std::set<std::string> words(fp.words().begin(), fp.words().end());
        for (int i = 0; i < static_cast<int>(fp.grid().slots.size()); ++i)
            for (const auto& w : words) out.push_back("place " + std::to_string(i) + " " + w);
        return out;
    }
    (void)slots;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::string rc = std::to_string(r) + "," + std::to_string(c), xy = std::to_string(c) + "," + std::to_string(r);
            if (game == "bitflipper") out.push_back(rc);
            else if (game == "sweetspots")
                for (const char* v : {"chest ", "mark ", "clear "}) out.push_back(v + rc);
            else
                for (char d : {'L', 'R', 'U', 'D'}) out.push_back(xy + d);  // fling, decodoku: x,yD
        }
    return out;
}

struct Narrowed {
    bool touching = false;  // the legal moves acting on some nudge cell are at most a third of them
    bool inside = false;    // the same, counting only moves whose cells all lie in the nudge
};

Narrowed narrows(const pz::Puzzle& p, const pz::State& s, const pz::Hint& h, const std::vector<std::string>& cands) {
    const std::set<std::string> look(h.cells.begin(), h.cells.end());
    int legal = 0, touching = 0, inside = 0;
    auto seen = [&](const std::string& c) { return look.count(c) > 0; };
    for (const auto& m : cands) {
        if (!p.apply(s, m)) continue;
        ++legal;
        const auto cells = p.move_cells(s, m);
        touching += std::any_of(cells.begin(), cells.end(), seen);
        inside += !cells.empty() && std::all_of(cells.begin(), cells.end(), seen);
    }
    return {legal > 0 && 3 * touching <= legal, legal > 0 && 3 * inside <= legal};
}

struct Figures {
    int starts = 0, starts_narrow = 0, along = 0, along_narrow = 0, inside_narrow = 0;
};

Figures narrowing(const pz::GameType& g) {
    Figures f;
    for (const Level& lv : levels_of(g)) {
        auto puzzle = g.load(lv.params, lv.desc);
        if (!puzzle) continue;
        const pz::Puzzle& p = **puzzle;
        const auto cands = candidates(p);
        pz::StatePtr s = settled(p, p.initial());
        for (int step = 0; step < 40 && p.status(*s) == pz::Status::Playing; ++step) {
            auto h = p.hint(*s);
            if (!h) break;
            const Narrowed n = narrows(p, *s, *h, cands);
            (step == 0 ? f.starts_narrow : f.along_narrow) += n.touching;
            f.inside_narrow += n.inside;
            (step == 0 ? f.starts : f.along) += 1;
            if (g.level_packs().empty() && step >= 25) break;
            auto next = p.apply(*s, h->move);
            if (!next) break;
            s = settled(p, *next);
        }
    }
    return f;
}

// The first hint on a freshly loaded level (loading is not timed), cycling through the levels.
void BM_FirstHint(benchmark::State& state, const pz::GameType* g) {
    const auto levels = levels_of(*g);
    size_t i = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const Level& lv = levels[i++ % levels.size()];
        auto puzzle = g->load(lv.params, lv.desc);
        if (!puzzle) {
            state.SkipWithError("a level did not load");
            return;
        }
        const pz::StatePtr s = settled(**puzzle, (*puzzle)->initial());
        state.ResumeTiming();
        auto h = (*puzzle)->hint(*s);
        benchmark::DoNotOptimize(h);
    }
    state.counters["levels"] = static_cast<double>(levels.size());
}

// The hint halfway through a level played by hints, on a freshly loaded puzzle (what a player who
// asks mid-game waits for; Fill-in then re-solves around the letters placed). Set-up is not timed.
void BM_MidGameHint(benchmark::State& state, const pz::GameType* g) {
    struct Midway {
        Level level;
        std::vector<std::string> moves;
    };
    std::vector<Midway> mids;
    for (const Level& lv : levels_of(*g)) {
        auto puzzle = g->load(lv.params, lv.desc);
        if (!puzzle) continue;
        const pz::Puzzle& p = **puzzle;
        std::vector<std::string> path;
        pz::StatePtr s = p.initial();
        for (int step = 0; step < 50 && p.status(*s) == pz::Status::Playing; ++step) {
            std::string m;
            if (auto a = p.automatic_move(*s)) m = *a;
            else if (auto h = p.hint(*s)) m = h->move;
            else break;
            auto next = p.apply(*s, m);
            if (!next) break;
            path.push_back(m);
            s = *next;
        }
        path.resize(path.size() / 2);
        mids.push_back({lv, path});
    }
    size_t i = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const Midway& mid = mids[i++ % mids.size()];
        auto puzzle = g->load(mid.level.params, mid.level.desc);
        pz::StatePtr s = (*puzzle)->initial();
        for (const auto& m : mid.moves) s = *(*puzzle)->apply(*s, m);
        s = settled(**puzzle, s);
        state.ResumeTiming();
        auto h = (*puzzle)->hint(*s);
        benchmark::DoNotOptimize(h);
    }
}

// Not timed: the narrowing figures, reported as counters of a one-iteration run.
void BM_Narrowing(benchmark::State& state, const pz::GameType* g) {
    Figures f;
    for (auto _ : state) f = narrowing(*g);
    state.counters["starts"] = f.starts;
    state.counters["starts_narrowed"] = f.starts ? static_cast<double>(f.starts_narrow) / f.starts : 0;
    state.counters["along"] = f.along;
    state.counters["along_narrowed"] = f.along ? static_cast<double>(f.along_narrow) / f.along : 0;
    const int all = f.starts + f.along;
    state.counters["all_narrowed"] = all ? static_cast<double>(f.starts_narrow + f.along_narrow) / all : 0;
    state.counters["all_inside"] = all ? static_cast<double>(f.inside_narrow) / all : 0;
}

const bool registered = [] {
    for (const pz::GameType* g : pz::all_games()) {
        const std::string id(g->id());
        benchmark::RegisterBenchmark(("BM_FirstHint/" + id).c_str(), BM_FirstHint, g)->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("BM_MidGameHint/" + id).c_str(), BM_MidGameHint, g)->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("BM_Narrowing/" + id).c_str(), BM_Narrowing, g)->Iterations(1)->Unit(benchmark::kMillisecond);
    }
    return true;
}();

} // namespace

BENCHMARK_MAIN();
