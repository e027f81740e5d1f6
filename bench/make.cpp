// The Make screen's verdict (issue 40): how long the solver takes to judge a puzzle after one edit,
// per game with an editor, at its default size (its first preset) and at the editor's first two
// sizes where the generator makes them (Sweet Spots' 8x8, one chest): puzzles made from seeds 1-8,
// each changed by the first edit a tap on a cell makes that the editor accepts. Goal: median at
// most 100 ms (the verdict runs as a job, so a slower one never blocks the screen).
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "game/all/registry.h"
#include "game/core/edit.h"

namespace {

bool is_cell(const std::string& label) { return !label.empty() && label.find(' ') == std::string::npos; }

// Seeded puzzles of the game's first preset, each after one accepted edit.
std::vector<pz::Draft> edited(const pz::GameType& g, const std::string& params) {
    std::vector<pz::Draft> out;
    const pz::Editor& e = *g.editor();
    for (uint64_t seed = 1; seed <= 8; ++seed) {
        auto desc = g.generate(params, seed);
        if (!desc) continue;
        auto puzzle = g.load(params, *desc);
        if (!puzzle) continue;
        auto draft = e.adopt(**puzzle);
        if (!draft) continue;
        bool done = false;
        for (const std::string& label : (*puzzle)->labels()) {
            if (done || !is_cell(label)) continue;
            for (const pz::PaletteEntry& v : e.palette(*draft)) {
                auto next = e.apply(*draft, e.tap(*draft, label, v.value));
                if (!next || *next == *draft) continue;
                out.push_back(*next);
                done = true;
                break;
            }
        }
    }
    return out;
}

void BM_VerdictAfterEdit(benchmark::State& state, const pz::GameType* g, const std::string& params) {
    const auto drafts = edited(*g, params);
    if (drafts.empty()) {
        state.SkipWithError("no puzzle to edit");
        return;
    }
    size_t i = 0;
    int unknown = 0;
    for (auto _ : state) {
        const pz::Verdict v = g->editor()->judge(drafts[i++ % drafts.size()], {});
        unknown += v.kind == pz::Verdict::Kind::Unknown;
        benchmark::DoNotOptimize(v);
    }
    state.counters["unknown"] = unknown;
}

const bool registered = [] {
    for (const pz::GameType* g : pz::all_games()) {
        if (!g->editor()) continue;
        std::vector<std::string> sizes{g->presets().front().params};
        const auto made = g->editor()->sizes();
        for (size_t i = 0; i < made.size() && i < 2; ++i)  // the editor's first two sizes, unless the preset's
            if (sizes.front().rfind(made[i].params, 0) != 0 && g->generate(made[i].params, 1)) sizes.push_back(made[i].params);
        for (const std::string& params : sizes)
            benchmark::RegisterBenchmark(("verdict_after_edit/" + std::string(g->id()) + "/" + params).c_str(), BM_VerdictAfterEdit, g, params)
                ->Unit(benchmark::kMillisecond)
                ->Repetitions(5)
                ->ReportAggregatesOnly(true);
    }
    return true;
}();

} // namespace

BENCHMARK_MAIN();
