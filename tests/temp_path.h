// A path for a test's own file: in a folder of this test program's (/tmp/pz-tests-<pid>), so two
// runs of the suite at the same time never read, replace or remove each other's files. The folder
// and all in it go when the program ends.
#pragma once
#include <unistd.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace pz::test {

inline std::string temp_path(const std::string& name) {
    struct Folder {
        std::filesystem::path path = std::filesystem::temp_directory_path() / ("pz-tests-" + std::to_string(getpid()));
        Folder() { std::filesystem::create_directories(path); }
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
