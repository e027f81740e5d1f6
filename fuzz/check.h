// A fuzz-time assertion that aborts (so libFuzzer records the input) with a one-line reason.
#pragma once
#include <cstdio>
#include <cstdlib>

#define PZ_FUZZ_CHECK(cond)                                                                  \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            std::fprintf(stderr, "fuzz check failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__); \
            std::abort();                                                                    \
        }                                                                                    \
    } while (0)
