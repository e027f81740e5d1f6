// What a language costs: reading and indexing a catalogue (once, when the player picks the
// language or the game starts in it), and a tr()/trf()/trn() look-up (every frame, per string).
#include <benchmark/benchmark.h>

#include <string>

#include "engine/data_dir.h"
#include "game/core/i18n.h"
#include "game/core/text.h"

namespace {

std::string catalogue_bytes(const char* lang) {
    auto bytes = pz::read_file(pz::asset_dir() + "/locale/" + lang + ".mo");
    return bytes ? *bytes : std::string();
}

// Reading the file and building the look-up table, as set_language does the first time.
void BM_LoadCatalogue(benchmark::State& state) {
    const char* lang = state.range(0) == 0 ? "de" : state.range(0) == 1 ? "fr" : "es";
    size_t entries = 0;
    for (auto _ : state) {
        const pz::Catalogue c = pz::parse_mo(catalogue_bytes(lang), lang);
        entries = c.entries.size();
        benchmark::DoNotOptimize(entries);
    }
    state.counters["entries"] = static_cast<double>(entries);
    state.counters["bytes"] = static_cast<double>(catalogue_bytes(lang).size());
}
BENCHMARK(BM_LoadCatalogue)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond);

void BM_Tr(benchmark::State& state) {
    pz::set_language(state.range(0) ? "de" : "en");
    for (auto _ : state) {
        benchmark::DoNotOptimize(pz::tr("Settings"));
        benchmark::DoNotOptimize(pz::tr("Chests never touch, so the cells around the chest at {1} are empty."));
    }
    pz::set_language("en");
}
BENCHMARK(BM_Tr)->Arg(0)->Arg(1);

void BM_TrfTrn(benchmark::State& state) {
    pz::set_language(state.range(0) ? "de" : "en");
    for (auto _ : state) {
        benchmark::DoNotOptimize(pz::trf("Look at the {1} on {2}.", 7, "C4"));
        benchmark::DoNotOptimize(pz::trn("{1} ball", "{1} balls", 5));
    }
    pz::set_language("en");
}
BENCHMARK(BM_TrfTrn)->Arg(0)->Arg(1);

} // namespace

BENCHMARK_MAIN();
