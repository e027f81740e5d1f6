// Fuzzes the Fling! endgame table file (a header then 2 bits per entry): any bytes as the 1-ball
// table are either refused with a one-line reason or loaded and looked up for every board.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>

#include <unistd.h>

#include "check.h"
#include "game/fling/endgame.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::string dir =
        (std::filesystem::temp_directory_path() / ("pz-fuzz-fling-table-" + std::to_string(::getpid()))).string();
    std::filesystem::create_directories(dir);
    const std::string path = dir + "/" + pz::fling::EndgameTables::file_name(1);
    FILE* f = std::fopen(path.c_str(), "wb");
    PZ_FUZZ_CHECK(f);
    PZ_FUZZ_CHECK(size == 0 || std::fwrite(data, 1, size, f) == size);
    std::fclose(f);
    std::string why;
    const auto tables = pz::fling::load_endgame_tables(dir, &why);
    if (!tables) {
        PZ_FUZZ_CHECK(!why.empty() && why.find('\n') == std::string::npos);
    } else {
        PZ_FUZZ_CHECK(tables->max_balls() == 1);
        for (int sq = 0; sq < pz::fling::kSquares; ++sq) PZ_FUZZ_CHECK(tables->solvable(pz::fling::bit(sq)));
    }
    std::filesystem::remove_all(dir);
    return 0;
}
