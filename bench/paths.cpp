// The path of bench/paths.h, from the build's configuration.
#include "bench/paths.h"

namespace pz_bench {
const char* data_dir() { return PZ_BENCH_DATA_VALUE; }
} // namespace pz_bench
