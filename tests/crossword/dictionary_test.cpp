// Finding the dictionary at run time (build tree, assets folder, explicit file) and the message the
// menu shows when endless play cannot find it.
#include <doctest/doctest.h>

#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <unistd.h>

#include "game/core/game.h"
#include "game/core/text.h"
#include "game/crossword/generator.h"

namespace pz { const GameType& crossword_game(); }

using namespace pz::crossword;

namespace {

// Sets (or unsets) an environment variable for one scope.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        if (value) setenv(name, value, 1);
        else unsetenv(name);
    }
    ~ScopedEnv() {
        if (old_) setenv(name_, old_->c_str(), 1);
        else unsetenv(name_);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* name_;
    std::optional<std::string> old_;
};

std::string temp_dir() {
    char tmpl[] = "/tmp/pz-crossword-XXXXXX";
    const char* d = mkdtemp(tmpl);
    REQUIRE(d != nullptr);
    return d;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

TEST_CASE("dictionary: the build tree's copy is the last place looked, as <assets>/crossword/words.txt") {
    ScopedEnv explicit_file("PUZZLEBOX_CROSSWORD_DICT", nullptr);
    ScopedEnv assets("PUZZLEBOX_ASSETS", nullptr);
    const auto paths = dictionary_search_path();
    REQUIRE_FALSE(paths.empty());
    CHECK(std::string_view(paths.back()).ends_with(std::string("/assets/") + kDictionaryAsset));
    const std::string found = default_dictionary_path();
    CHECK((found.empty() || found == paths.back()));
}

TEST_CASE("dictionary: an assets folder (installed, Android) is looked at before the build tree") {
    const std::string dir = temp_dir();
    ScopedEnv explicit_file("PUZZLEBOX_CROSSWORD_DICT", nullptr);
    ScopedEnv assets("PUZZLEBOX_ASSETS", dir.c_str());
    CHECK(dictionary_search_path().front() == dir + "/" + kDictionaryAsset);
    // Not there yet: the build tree's copy (if any) is used.
    CHECK(default_dictionary_path() != dir + "/" + kDictionaryAsset);
    REQUIRE(pz::make_dirs(dir + "/crossword"));
    REQUIRE(pz::write_file_atomic(dir + "/crossword/words.txt", "apple\n").ok());
    CHECK(default_dictionary_path() == dir + "/" + kDictionaryAsset);
}

TEST_CASE("dictionary: a missing word list makes endless play fail with a message that says so") {
    ScopedEnv explicit_file("PUZZLEBOX_CROSSWORD_DICT", "/nonexistent/words.txt");
    CHECK(dictionary_search_path() == std::vector<std::string>{"/nonexistent/words.txt"});
    CHECK(default_dictionary_path().empty());
    auto desc = pz::crossword_game().generate("7x7", 5);
    REQUIRE_FALSE(desc.ok());
    const std::string m = desc.error().message;
    CHECK(contains(m, "Cannot make a new Fill-in puzzle"));
    CHECK(contains(m, "word list"));
    CHECK(contains(m, "/nonexistent/words.txt"));
    CHECK(contains(m, "level pack still plays"));
    // The level pack does not need it.
    CHECK(pz::crossword_game().load("3x3", "**T/*.*/***|CAT,COB,TUB,BIB").ok());
}

TEST_CASE("dictionary: a word list too short to generate from is reported, not used") {
    const std::string dir = temp_dir();
    const std::string path = dir + "/words.txt";
    REQUIRE(pz::write_file_atomic(path, "cat\ndog\nemu\n").ok());
    ScopedEnv explicit_file("PUZZLEBOX_CROSSWORD_DICT", path.c_str());
    CHECK(default_dictionary_path() == path);
    auto desc = pz::crossword_game().generate("7x7", 5);
    REQUIRE_FALSE(desc.ok());
    CHECK(contains(desc.error().message, "too few"));
    CHECK(contains(desc.error().message, path));
}
