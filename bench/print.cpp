// Print from the app (issue 19): the time Print... takes, by the app's own path (PrintSheet::print:
// read the ID, lay out four copies on a page, write the PDF or PNG, keep it as a new file), per
// game with a printed board, on its first shipped level.
#include <benchmark/benchmark.h>

#include <stdlib.h>

#include <filesystem>
#include <string>

#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/app/print_sheet.h"
#include "game/app/shell.h"

namespace {

// The game's first shipped level as a full game ID.
std::string first_level(const pz::GameType& g) {
    for (const std::string& file : g.level_packs()) {
        auto pack = pz::load_level_pack(pz::levels_dir() + "/" + std::string(g.id()) + "/" + file);
        if (pack && !pack->levels.empty()) return std::string(g.id()) + ":" + pack->levels[0].params + ":" + pack->levels[0].desc;
    }
    return {};
}

void print_four(benchmark::State& state, const pz::GameType* g, const char* format, bool solution) {
    char tmpl[] = "/tmp/pz-bench-print-XXXXXX";
    const std::string dir = mkdtemp(tmpl);
    pz::Shell shell(dir);
    pz::PrintSheet sheet(shell, first_level(*g));
    sheet.choice().copies = 4;
    sheet.choice().format = format;
    sheet.choice().solution = solution;
    for (auto _ : state) {
        sheet.print();
        if (sheet.failed()) {
            state.SkipWithError(sheet.said().c_str());
            break;
        }
    }
    std::error_code ec;
    state.counters["bytes"] = static_cast<double>(std::filesystem::file_size(sheet.said().substr(9), ec));
    std::filesystem::remove_all(dir, ec);
}

} // namespace

int main(int argc, char** argv) {
    for (const pz::GameType* g : pz::all_games()) {
        if (!g->formats() || first_level(*g).empty()) continue;
        const std::string id(g->id());
        benchmark::RegisterBenchmark(("print/" + id + "/pdf_4_a_page").c_str(), print_four, g, "pdf", false)->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("print/" + id + "/pdf_4_a_page_with_answers").c_str(), print_four, g, "pdf", true)->Unit(benchmark::kMillisecond);
#ifdef PZ_HAVE_PNG
        benchmark::RegisterBenchmark(("print/" + id + "/png_4_a_page").c_str(), print_four, g, "png", false)->Unit(benchmark::kMillisecond);
#endif
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
