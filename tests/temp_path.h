// A path for a test's own file: in a folder of this test program's own (/tmp/pz-tests-<pid>-<n>),
// so two runs of the suite at the same time never read, replace or remove each other's files. The
// folder is made fresh, never taken over: under WebAssembly every program's pid is 42, so the pid
// alone let one wasm suite remove the folder another was still writing in. It and all in it go
// when the program ends.
#pragma once
#include <unistd.h>

#include <filesystem>
#include <random>
#include <stdexcept>
#include <string>
#include <system_error>

namespace pz::test {

inline std::string temp_path(const std::string& name) {
    struct Folder {
        std::filesystem::path path;
        Folder() {
            const auto base = std::filesystem::temp_directory_path();
            std::random_device entropy;
            for (int attempt = 0; attempt < 100; ++attempt) {
                path = base / ("pz-tests-" + std::to_string(getpid()) + "-" + std::to_string(entropy() % 1000000));
                std::error_code error;
                if (std::filesystem::create_directory(path, error)) return;  // false when it is someone else's
            }
            throw std::runtime_error("temp_path: no fresh folder under " + base.string());
        }
        Folder(const Folder&) = delete;
        Folder& operator=(const Folder&) = delete;
        ~Folder() {
            std::error_code ignored;
            std::filesystem::remove_all(path, ignored);
        }
    };
    static Folder folder;
    return (folder.path / name).string();
}

} // namespace pz::test
