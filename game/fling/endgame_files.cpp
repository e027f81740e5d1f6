// The endgame tables' files: header and block checksums, streaming a level to disk as it is built,
// saving, and memory mapping with verification.
#include "game/fling/endgame.h"
#include "game/fling/endgame_internal.h"

#include "game/core/text.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#define PZ_FLING_MMAP 1
#endif

namespace pz::fling {

using namespace detail;

struct EndgameTables::Mapping {
    void* addr = nullptr;
    size_t size = 0;
    ~Mapping() {
#ifdef PZ_FLING_MMAP
        if (addr) munmap(addr, size);
#endif
    }
};

EndgameTables::EndgameTables() = default;
EndgameTables::~EndgameTables() = default;

std::string EndgameTables::file_name(int balls) { return "fling-endgame-" + std::to_string(balls) + ".bin"; }

void EndgameTables::install(int balls, const uint64_t* words) {
    level_[balls] = EndgameLevel{balls, binomial(kSquares, balls), words};
}

bool detail::write_at(int fd, const void* data, size_t bytes, uint64_t offset) {
#ifdef PZ_FLING_MMAP
    const char* p = static_cast<const char*>(data);
    while (bytes > 0) {
        const ssize_t w = ::pwrite(fd, p, bytes, static_cast<off_t>(offset));
        if (w <= 0) return false;
        p += w;
        bytes -= static_cast<size_t>(w);
        offset += static_cast<uint64_t>(w);
    }
    return true;
#else
    (void)fd, (void)data, (void)bytes, (void)offset;
    return false;
#endif
}

namespace {

Header make_header(int balls, uint64_t checksum) {
    Header h{};
    std::memcpy(h.magic, kMagic, 8);
    h.version = kVersion;
    h.balls = static_cast<uint32_t>(balls);
    h.boards = binomial(kSquares, balls);
    h.words = words_for(h.boards);
    h.checksum = checksum;
    h.block_words = kBlockWords;
    return h;
}

// Writes one level's file: header and table to <path>.tmp, then renamed into place.
Result<void> write_level_file(const std::string& path, int balls, const uint64_t* words, uint64_t count,
                              uint64_t checksum) {
    const Header h = make_header(balls, checksum);
    const std::string tmp = path + ".tmp";
    FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) return fail("cannot write " + tmp);
    bool ok = std::fwrite(&h, sizeof h, 1, f) == 1 && std::fwrite(words, sizeof(uint64_t), count, f) == count;
    ok = (std::fclose(f) == 0) && ok;
    if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        return fail("cannot write " + path + " (disk full?)");
    }
    return {};
}

} // namespace

Result<void> EndgameTables::build_files(const std::string& dir, int max_balls, const FileBuild& how) {
    if (max_balls > kMaxTableBalls) return fail("tables go up to " + std::to_string(kMaxTableBalls) + " balls");
    const int threads = std::max(1, how.threads);
    BuildProgress run(max_balls_ + 1, max_balls, how.progress);
    owned_.resize(kMaxTableBalls + 1);
    for (int n = max_balls_ + 1; n <= max_balls; ++n) {
        const uint64_t boards = binomial(kSquares, n), words = words_for(boards);
        const std::string path = dir + "/" + file_name(n);
#ifdef PZ_FLING_MMAP
        if (words * 8 > how.memory_budget) {
            // Streamed: blocks go straight to a temporary file, the header (with the checksum)
            // last, then the file is renamed into place and mapped for the next level.
            const std::string tmp = path + ".tmp";
            const int fd = ::open(tmp.c_str(), O_CREAT | O_TRUNC | O_WRONLY, 0644);
            if (fd < 0) return fail("cannot write " + tmp);
            LevelJob job;
            job.balls = n;
            job.boards = boards;
            job.fewer = n > 1 ? &level_[n - 1] : nullptr;
            job.fd = fd;
            bool ok = ::ftruncate(fd, static_cast<off_t>(sizeof(Header) + words * 8)) == 0;
            if (ok) run_level(job, threads, run);
            const Header h = make_header(n, combine_hashes(job.hashes));
            ok = ok && !job.failed && write_at(fd, &h, sizeof h, 0);
            ok = (::close(fd) == 0) && ok;
            if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
                std::remove(tmp.c_str());
                return fail("cannot write " + path + " (disk full?)");
            }
            if (auto m = map_file(path, n, false); !m) return m;
            continue;
        }
#endif
        const auto hashes = build_level_in_memory(n, n > 1 ? &level_[n - 1] : nullptr, owned_[n], threads, run);
        install(n, owned_[n].data());
        max_balls_ = n;
        if (auto w = write_level_file(path, n, owned_[n].data(), words, combine_hashes(hashes)); !w) return w;
    }
    return {};
}

Result<void> EndgameTables::save(const std::string& dir) const {
    for (int n = 1; n <= max_balls_; ++n) {
        const EndgameLevel& lv = level_[n];
        const uint64_t words = words_for(lv.boards);
        const std::string path = dir + "/" + file_name(n);
        if (auto w = write_level_file(path, n, lv.words, words, checksum_of(lv.words, words)); !w) return w;
    }
    return {};
}

Result<void> EndgameTables::map_file(const std::string& path, int n, bool verify) {
    const uint64_t boards = binomial(kSquares, n), words = words_for(boards);
    const size_t size = sizeof(Header) + words * sizeof(uint64_t);
    const uint64_t* data = nullptr;
    Header h{};
#ifdef PZ_FLING_MMAP
    const int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0) return fail(path + ": cannot open");
    struct stat st{};
    if (fstat(fd, &st) != 0 || static_cast<size_t>(st.st_size) != size) {
        ::close(fd);
        return fail(path + ": wrong size for a " + std::to_string(n) + "-ball table");
    }
    void* addr = mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    if (addr == MAP_FAILED) return fail(path + ": cannot map");
    auto m = std::make_unique<Mapping>();
    m->addr = addr;
    m->size = size;
    std::memcpy(&h, addr, sizeof h);
    data = reinterpret_cast<const uint64_t*>(static_cast<const char*>(addr) + sizeof(Header));
    mapped_.push_back(std::move(m));
#else
    FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return fail(path + ": cannot open");
    owned_.resize(kMaxTableBalls + 1);
    owned_[n].assign(words, 0);
    const bool ok = std::fread(&h, sizeof h, 1, f) == 1 && std::fread(owned_[n].data(), 8, words, f) == words;
    std::fclose(f);
    if (!ok) return fail(path + ": too short");
    data = owned_[n].data();
#endif
    if (std::memcmp(h.magic, kMagic, 8) != 0) return fail(path + ": not a Fling! endgame table");
    if (h.version != kVersion)
        return fail(path + ": table version " + std::to_string(h.version) + ", expected " + std::to_string(kVersion) +
                    " (rebuild it)");
    if (h.balls != static_cast<uint32_t>(n) || h.boards != boards || h.words != words || h.block_words != kBlockWords)
        return fail(path + ": header does not describe a " + std::to_string(n) + "-ball table");
    if (verify && checksum_of(data, words) != h.checksum) return fail(path + ": checksum mismatch (corrupt file)");
    install(n, data);
    max_balls_ = n;
    return {};
}

Result<void> EndgameTables::load(const std::string& dir, int max_balls) {
    if (max_balls > kMaxTableBalls) return fail("tables go up to " + std::to_string(kMaxTableBalls) + " balls");
    for (int n = max_balls_ + 1; n <= max_balls; ++n)
        if (auto m = map_file(dir + "/" + file_name(n), n, true); !m) return m;
    return {};
}

} // namespace pz::fling
