// Runs a fuzz target over every file in the folders given: the corpus and past crash inputs; with
// "--random N" first, also over N random inputs from a fixed seed, so the round-trip targets are
// property tests in the ordinary suite.
#include <dirent.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
    int files = 0, first = 1;
    if (argc >= 3 && std::string(argv[1]) == "--random") {
        const long n = std::strtol(argv[2], nullptr, 10);
        uint64_t x = 0x9e3779b97f4a7c15ull;  // splitmix64: the same inputs on every machine
        auto next = [&x] {
            uint64_t z = (x += 0x9e3779b97f4a7c15ull);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            return z ^ (z >> 31);
        };
        std::vector<uint8_t> buf;
        for (long k = 0; k < n; ++k) {
            buf.resize(next() % 512);
            for (auto& b : buf) b = static_cast<uint8_t>(next());
            LLVMFuzzerTestOneInput(buf.data(), buf.size());
        }
        std::printf("fuzz replay: %ld random inputs, no crash\n", n);
        first = 3;
    }
    for (int i = first; i < argc; ++i) {
        DIR* d = opendir(argv[i]);
        if (!d) {
            std::fprintf(stderr, "fuzz replay: cannot open %s\n", argv[i]);
            return 2;
        }
        while (dirent* e = readdir(d)) {
            if (e->d_name[0] == '.') continue;
            std::string path = std::string(argv[i]) + "/" + e->d_name;
            FILE* f = std::fopen(path.c_str(), "rb");
            if (!f) continue;
            std::vector<uint8_t> buf;
            uint8_t chunk[4096];
            size_t n;
            while ((n = std::fread(chunk, 1, sizeof chunk, f)) > 0) buf.insert(buf.end(), chunk, chunk + n);
            std::fclose(f);
            LLVMFuzzerTestOneInput(buf.data(), buf.size());
            ++files;
        }
        closedir(d);
    }
    std::printf("fuzz replay: %d inputs, no crash\n", files);
    return 0;
}
