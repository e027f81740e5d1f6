// The paths of tests/paths.h, from the build's configuration (the only test file whose command line
// names the clone).
#include "tests/paths.h"

namespace pz_test {
const char* source_dir() { return PZ_SOURCE_DIR_VALUE; }
const char* shared_data_dir() { return PZ_SHARED_DATA_DIR_VALUE; }
} // namespace pz_test
