// Skipping a test that needs something this machine lacks (outside test data): the reason is
// printed and the process exits with 77, which CTest reports as "Skipped" (SKIP_RETURN_CODE).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

[[noreturn]] inline void pz_test_skip(const std::string& why) {
    std::printf("SKIPPED: %s\n", why.c_str());
    std::fflush(stdout);
    std::_Exit(77);
}
