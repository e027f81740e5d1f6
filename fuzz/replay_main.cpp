// Runs a fuzz target over every file in the folders given: the corpus and past crash inputs.
#include <dirent.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
    int files = 0;
    for (int i = 1; i < argc; ++i) {
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
