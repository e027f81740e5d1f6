// The endgame tables' files: header and block checksums, streaming a level to disk as it is built,
// saving, and memory mapping with verification.
#include "game/fling/endgame.h"
#include "game/fling/endgame_internal.h"

#include "game/core/text.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <sstream>

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

EndgameTables::EndgameTables(RankLayout layout) : layout_(layout) {}
EndgameTables::~EndgameTables() = default;

std::string EndgameTables::file_name(int balls) { return "fling-endgame-" + std::to_string(balls) + ".bin"; }

const char* layout_name(RankLayout layout) {
    switch (layout) {
    case RankLayout::Boards: return "one-entry-per-board";
    case RankLayout::MirrorClasses: return "one-entry-per-mirror-class";
    }
    return "unknown";
}

uint64_t entries_for(RankLayout layout, int balls) {
    return layout == RankLayout::MirrorClasses ? class_count(balls) : binomial(kSquares, balls);
}

void EndgameTables::install(int balls, const uint64_t* words, BlockCounts counts) {
    level_[balls] = EndgameLevel{balls, binomial(kSquares, balls), entries_for(layout_, balls), words, layout_,
                                 counts.solvable, counts.unique};
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

bool detail::sync_file(int fd) {
#ifdef PZ_FLING_MMAP
    return ::fdatasync(fd) == 0;
#else
    (void)fd;
    return false;
#endif
}

std::string detail::part_record(const LevelJob& job, uint64_t part, BlockCounts counts, const uint64_t* hashes,
                                uint64_t n) {
    std::string s = "fling-endgame-part 1\n";
    s += "layout " + std::to_string(static_cast<uint32_t>(job.layout)) + " balls " + std::to_string(job.balls) +
         " block_words " + std::to_string(job.block_words) + " part_blocks " + std::to_string(job.part_blocks) +
         " part " + std::to_string(part) + "\n";
    s += "solvable " + std::to_string(counts.solvable) + " unique " + std::to_string(counts.unique) + "\n";
    s += "hashes " + std::to_string(n);
    for (uint64_t i = 0; i < n; ++i) s += " " + std::to_string(hashes[i]);
    return s + "\nend\n";
}

bool detail::read_part_record(LevelJob& job, uint64_t part, const std::string& text) {
    std::istringstream in(text);
    std::string w[8];
    uint64_t version = 0, layout = 0, balls = 0, block_words = 0, part_blocks = 0, number = 0, solvable = 0, unique = 0, n = 0;
    in >> w[0] >> version >> w[1] >> layout >> w[2] >> balls >> w[3] >> block_words >> w[4] >> part_blocks >> w[5] >>
        number >> w[6] >> solvable >> w[7] >> unique;
    if (!in || w[0] != "fling-endgame-part" || version != 1 || layout != static_cast<uint32_t>(job.layout) ||
        balls != static_cast<uint64_t>(job.balls) || block_words != job.block_words || part_blocks != job.part_blocks ||
        number != part)
        return false;
    std::string tag;
    in >> tag >> n;
    const uint64_t first = part * job.part_blocks, count = std::min(job.blocks(), first + job.part_blocks) - first;
    if (!in || tag != "hashes" || n != count) return false;
    std::vector<uint64_t> hashes(n);
    for (auto& h : hashes) in >> h;
    in >> tag;
    if (!in || tag != "end") return false;
    std::copy(hashes.begin(), hashes.end(), job.hashes.begin() + static_cast<std::ptrdiff_t>(first));
    job.solvable += solvable;
    job.unique += unique;
    job.part_done[part] = 1;
    return true;
}

namespace {

Header make_header(RankLayout layout, int balls, uint64_t checksum, BlockCounts counts, uint64_t block_words) {
    Header h{};
    std::memcpy(h.magic, kMagic, 8);
    h.version = kVersion;
    h.balls = static_cast<uint32_t>(balls);
    h.entries = entries_for(layout, balls);
    h.words = words_for(h.entries);
    h.checksum = checksum;
    h.block_words = block_words;
    h.layout = static_cast<uint32_t>(layout);
    h.boards = binomial(kSquares, balls);
    h.solvable = counts.solvable;
    h.unique = counts.unique;
    return h;
}

// Writes one level's file: header and table to <path>.tmp, then renamed into place.
Result<void> write_level_file(const std::string& path, const Header& h, const uint64_t* words) {
    const std::string tmp = path + ".tmp";
    FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) return fail("cannot write " + tmp);
    bool ok = std::fwrite(&h, sizeof h, 1, f) == 1 && std::fwrite(words, sizeof(uint64_t), h.words, f) == h.words;
    ok = std::fflush(f) == 0 && ok;
#ifdef PZ_FLING_MMAP
    ok = ok && sync_file(fileno(f));
#endif
    ok = (std::fclose(f) == 0) && ok;
    if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        return fail("cannot write " + path + " (disk full?)");
    }
    return {};
}

#ifdef PZ_FLING_MMAP
// A level's part records, and any record a killed process left half-written (the temporary file
// of write_file_atomic, named after the record).
void remove_part_records(const std::string& dir, int balls) {
    const std::string prefix = EndgameTables::file_name(balls) + ".part-";
    std::error_code ec;
    std::vector<std::filesystem::path> records;
    for (auto it = std::filesystem::directory_iterator(dir, ec); !ec && it != std::filesystem::directory_iterator();
         it.increment(ec))
        if (it->path().filename().string().rfind(prefix, 0) == 0) records.push_back(it->path());
    for (const auto& r : records) std::filesystem::remove(r, ec);
}
#endif

} // namespace

Result<void> EndgameTables::build_files(const std::string& dir, int max_balls, const FileBuild& how) {
    if (max_balls < 1 || max_balls > kMaxTableBalls)
        return fail("tables go from 1 to " + std::to_string(kMaxTableBalls) + " balls, not " + std::to_string(max_balls));
    const int threads = std::max(1, how.threads);
    EndgameTeam* team = how.team;
    // Process 0 of a team (or the only process) writes the headers and the whole files.
    const bool lead = !team || team->rank() == 0;
    // A step's outcome on every process: the first process's failure, if any, on all.
    auto agreed = [team](Result<void> mine) { return team ? team->agree(std::move(mine)) : mine; };
    if (team) {
        uint64_t from = static_cast<uint64_t>(max_balls_);
        team->broadcast(&from, sizeof from);
        Result<void> same;
        if (from != static_cast<uint64_t>(max_balls_))
            same = fail("has the tables for 1.." + std::to_string(max_balls_) + " balls, process 0 for 1.." + std::to_string(from));
        if (auto a = agreed(same); !a) return a;
    }
    BuildProgress run(layout_, max_balls_ + 1, max_balls, how.progress);
    owned_.resize(kMaxTableBalls + 1);
    for (int n = max_balls_ + 1; n <= max_balls; ++n) {
        const uint64_t entries = entries_for(layout_, n), words = words_for(entries);
        const std::string path = dir + "/" + file_name(n);
        const EndgameLevel* fewer = n > 1 ? &level_[n - 1] : nullptr;
#ifdef PZ_FLING_MMAP
        if (words * 8 > how.memory_budget) {
            // Streamed: blocks go straight to <path>.tmp, each finished part is synced and recorded
            // in <path>.part-K; the header (with the checksum) goes last, then the file is renamed
            // into place, the records removed, and the file mapped for the next level. In a team,
            // process 0 makes the file and reads the records, and tells the others which parts are done.
            const std::string tmp = path + ".tmp";
            LevelJob job;
            job.layout = layout_;
            job.balls = n;
            job.entries = entries;
            job.block_words = how.block_words;
            job.part_blocks = std::max<uint64_t>(1, how.part_blocks);
            job.fewer = fewer;
            job.part_path = path + ".part-";
            job.tmp_path = tmp;
            job.parts_until_stop = how.stop_after_parts;
            job.team = team;
            job.hashes.assign(job.blocks(), 0);
            job.part_done.assign(job.parts(), 0);
            const uint64_t size = sizeof(Header) + words * 8;
            int fd = -1;
            Result<void> opened;
            if (lead) {
                struct stat st{};
                const bool resume = ::stat(tmp.c_str(), &st) == 0 && static_cast<uint64_t>(st.st_size) == size;
                if (!resume) remove_part_records(dir, n);  // records of another run's file
                for (uint64_t p = 0; resume && p < job.parts(); ++p)
                    if (auto text = read_file(job.part_path + std::to_string(p), 1 << 24); text) read_part_record(job, p, *text);
                fd = ::open(tmp.c_str(), resume ? O_WRONLY : O_CREAT | O_TRUNC | O_WRONLY, 0644);
                if (fd < 0 || (!resume && ::ftruncate(fd, static_cast<off_t>(size)) != 0)) opened = fail("cannot write " + tmp);
            }
            if (team) {
                opened = team->agree(std::move(opened));
                if (opened) {
                    team->broadcast(job.part_done.data(), job.part_done.size());
                    if (!lead && (fd = ::open(tmp.c_str(), O_WRONLY)) < 0)
                        opened = fail("cannot open " + tmp + " made by process 0 (is " + dir + " on a file system all processes share?)");
                    opened = team->agree(std::move(opened));
                }
            }
            if (!opened) {
                if (fd >= 0) ::close(fd);
                return opened;
            }
            const auto resumed = std::count(job.part_done.begin(), job.part_done.end(), uint8_t{1});
            job.fd = fd;
            run_level(job, threads, run);
            Result<void> built;
            if (job.failed) built = fail(job.failure);
            if (auto a = agreed(built); !a || job.stopped) {
                ::close(fd);
                if (!a) return a;
                return fail("stopped after " + std::to_string(how.stop_after_parts) + " parts of the " + std::to_string(n) +
                            "-ball table (run again to resume)");
            }
            BlockCounts counts = job.counts();
            if (team) {
                // Each process holds the counts and block hashes of its own parts (process 0 also
                // those of the parts it read from records); zeros elsewhere.
                uint64_t c[2] = {counts.solvable, counts.unique};
                team->sum(c, 2);
                counts = {c[0], c[1]};
                team->merge(job.hashes.data(), job.hashes.size());
            }
            bool ok = true;
            if (lead) {
                const Header h = make_header(layout_, n, file_checksum(job.hashes, layout_, counts), counts, job.block_words);
                ok = write_at(fd, &h, sizeof h, 0) && sync_file(fd);
            }
            ok = (::close(fd) == 0) && ok;
            Result<void> written;
            if (!ok || (lead && std::rename(tmp.c_str(), path.c_str()) != 0))
                written = fail("cannot write " + (lead ? path : tmp) + " (disk full?)");
            if (written && lead) remove_part_records(dir, n);
            if (auto a = agreed(written); !a) return a;
            // A resumed level's earlier parts were written by another run, a team's by other
            // processes (other nodes, through a shared file system): check the whole file (in a
            // team, process 0 does).
            if (auto m = agreed(map_file(path, n, resumed > 0 || (team && lead))); !m) return m;
            if (how.finished) how.finished(level_[n]);
            continue;
        }
#endif
        const LevelResult r = build_level_in_memory(layout_, n, fewer, owned_[n], threads, run, how.block_words, team);
        install(n, owned_[n].data(), r.counts);
        max_balls_ = n;
        Result<void> written;
        if (lead) {
            const Header h = make_header(layout_, n, file_checksum(r.hashes, layout_, r.counts), r.counts, how.block_words);
            written = write_level_file(path, h, owned_[n].data());
        }
        if (auto a = agreed(written); !a) return a;
        if (how.finished) how.finished(level_[n]);
    }
    return {};
}

Result<void> EndgameTables::save(const std::string& dir) const {
    for (int n = 1; n <= max_balls_; ++n) {
        const EndgameLevel& lv = level_[n];
        const uint64_t words = words_for(lv.entries);
        const BlockCounts counts{lv.solvable, lv.unique};
        const auto hashes = block_hashes(lv.words, words, kBlockWords);
        const Header h = make_header(layout_, n, file_checksum(hashes, layout_, counts), counts, kBlockWords);
        if (auto w = write_level_file(dir + "/" + file_name(n), h, lv.words); !w) return w;
    }
    return {};
}

namespace {

// The header's own fields, before the data is looked at.
Result<void> check_header(const std::string& path, const Header& h) {
    if (std::memcmp(h.magic, kMagic, 8) != 0) return fail(path + ": not a Fling! endgame table");
    if (h.version != kVersion)
        return fail(path + ": table version " + std::to_string(h.version) + ", expected " + std::to_string(kVersion) +
                    " (rebuild it)");
    if (h.layout != static_cast<uint32_t>(RankLayout::Boards) && h.layout != static_cast<uint32_t>(RankLayout::MirrorClasses))
        return fail(path + ": unknown rank layout " + std::to_string(h.layout) + " (rebuild it)");
    return {};
}

} // namespace

Result<RankLayout> EndgameTables::file_layout(const std::string& path) {
    Header h{};
    FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return fail(path + ": cannot open");
    const bool ok = std::fread(&h, sizeof h, 1, f) == 1;
    std::fclose(f);
    if (!ok) return fail(path + ": too short for a table header");
    if (auto c = check_header(path, h); !c) return fail(c.error().message);
    return static_cast<RankLayout>(h.layout);
}

Result<void> EndgameTables::map_file(const std::string& path, int n, bool verify) {
    const uint64_t entries = entries_for(layout_, n), words = words_for(entries);
    const size_t size = sizeof(Header) + words * sizeof(uint64_t);
    const uint64_t* data = nullptr;
    Header h{};
#ifdef PZ_FLING_MMAP
    const int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0) return fail(path + ": cannot open");
    struct stat st{};
    if (fstat(fd, &st) != 0 || static_cast<size_t>(st.st_size) < sizeof h) {
        ::close(fd);
        return fail(path + ": too short for a table header");
    }
    if (::pread(fd, &h, sizeof h, 0) != static_cast<ssize_t>(sizeof h)) {
        ::close(fd);
        return fail(path + ": cannot read");
    }
#else
    FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return fail(path + ": cannot open");
    const bool head = std::fread(&h, sizeof h, 1, f) == 1;
    if (!head) {
        std::fclose(f);
        return fail(path + ": too short for a table header");
    }
#endif
    auto refuse = [&](const std::string& why) -> Result<void> {
#ifdef PZ_FLING_MMAP
        ::close(fd);
#else
        std::fclose(f);
#endif
        return fail(path + ": " + why);
    };
    if (auto c = check_header(path, h); !c) return refuse(c.error().message.substr(path.size() + 2));
    if (h.layout != static_cast<uint32_t>(layout_))
        return refuse(std::string("a table in the ") + layout_name(static_cast<RankLayout>(h.layout)) + " layout, expected " +
                      layout_name(layout_) + " (rebuild it, or build with the layout it has)");
    if (h.balls != static_cast<uint32_t>(n) || h.boards != binomial(kSquares, n) || h.entries != entries ||
        h.words != words || h.block_words == 0 || (h.block_words & (h.block_words - 1)) != 0 || h.solvable > h.boards ||
        h.unique > h.solvable)
        return refuse("header does not describe a " + std::to_string(n) + "-ball table");
#ifdef PZ_FLING_MMAP
    if (static_cast<size_t>(st.st_size) != size) return refuse("wrong size for a " + std::to_string(n) + "-ball table");
    void* addr = mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    if (addr == MAP_FAILED) return fail(path + ": cannot map");
    auto m = std::make_unique<Mapping>();
    m->addr = addr;
    m->size = size;
    data = reinterpret_cast<const uint64_t*>(static_cast<const char*>(addr) + sizeof(Header));
    mapped_.push_back(std::move(m));
#else
    owned_.resize(kMaxTableBalls + 1);
    owned_[n].assign(words, 0);
    const bool ok = std::fread(owned_[n].data(), 8, words, f) == words;
    std::fclose(f);
    if (!ok) return fail(path + ": too short");
    data = owned_[n].data();
#endif
    const BlockCounts counts{h.solvable, h.unique};
    if (verify && file_checksum(block_hashes(data, words, h.block_words), layout_, counts) != h.checksum)
        return fail(path + ": checksum mismatch (corrupt file)");
    install(n, data, counts);
    max_balls_ = n;
    return {};
}

Result<void> EndgameTables::load(const std::string& dir, int max_balls) {
    if (max_balls < 1 || max_balls > kMaxTableBalls)
        return fail("tables go from 1 to " + std::to_string(kMaxTableBalls) + " balls, not " + std::to_string(max_balls));
    for (int n = max_balls_ + 1; n <= max_balls; ++n)
        if (auto m = map_file(dir + "/" + file_name(n), n, true); !m) return m;
    return {};
}

} // namespace pz::fling
