// libFuzzer target: the session fuzzer (session_ops.h) on every built game.
#include "check.h"
#include "session_ops.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string why = pz::fuzz::exercise_session(data, size);
    if (!why.empty()) std::fprintf(stderr, "session fuzz: %s\n", why.c_str());
    PZ_FUZZ_CHECK(why.empty());
    return 0;
}
