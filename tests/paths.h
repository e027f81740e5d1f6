// Where the tests find the project's files and ../shared/data: every test file is compiled with this
// header forced in (-include), and the paths themselves are compiled into tests/paths.cpp alone. So
// the clone's path is on one file's command line, and a clone at another path (CI's fresh clone)
// reuses ccache's objects for every other test file instead of compiling them all again.
#pragma once

namespace pz_test {
const char* source_dir();       // the project's root
const char* shared_data_dir();  // ../shared/data beside it (may not exist: tests that need it skip)
} // namespace pz_test

#define PZ_SOURCE_DIR ::pz_test::source_dir()
#define PZ_SHARED_DATA_DIR ::pz_test::shared_data_dir()
