// Where the benchmarks find bench/data: forced into every benchmark file (-include), the path itself
// compiled into bench/paths.cpp alone, so a clone at another path reuses ccache's benchmark objects.
#pragma once

namespace pz_bench {
const char* data_dir();
} // namespace pz_bench

#define PZ_BENCH_DATA ::pz_bench::data_dir()
