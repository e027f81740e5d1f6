// Retrograde construction, ranking, file format and memory mapping of the Fling! endgame tables.
#include "game/fling/endgame.h"

#include "game/core/text.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#define PZ_FLING_MMAP 1
#endif

namespace pz::fling {

namespace {

struct Binomials {
    uint64_t c[kSquares + 1][kMaxTableBalls + 2] = {};
    Binomials() {
        for (int n = 0; n <= kSquares; ++n) {
            c[n][0] = 1;
            for (int k = 1; k <= kMaxTableBalls + 1; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
        }
    }
};
const Binomials kBinom;

constexpr char kMagic[8] = {'F', 'L', 'I', 'N', 'G', 'E', 'G', '\0'};
constexpr uint32_t kVersion = 1;

struct Header {
    char magic[8];
    uint32_t version;
    uint32_t balls;
    uint64_t boards;
    uint64_t words;
    uint64_t checksum;
    uint64_t reserved[3];
};
static_assert(sizeof(Header) == 64);

uint64_t checksum_of(const uint64_t* w, uint64_t n) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (uint64_t i = 0; i < n; ++i) h = (h ^ w[i]) * 0x100000001b3ull;
    return h;
}

uint64_t words_for(uint64_t boards) { return (boards + 31) / 32; }

// The next board with the same number of balls in increasing numeric order (Gosper's hack).
inline Board next_combination(Board v) {
    const uint64_t t = v | (v - 1);
    return (t + 1) | (((~t & (t + 1)) - 1) >> (__builtin_ctzll(v) + 1));
}

} // namespace

uint64_t binomial(int n, int k) {
    if (n < 0 || k < 0 || n > kSquares || k > kMaxTableBalls + 1) return 0;
    return kBinom.c[n][k];
}

uint64_t board_rank(Board b) {
    uint64_t r = 0;
    for (int i = 1; b; ++i, b &= b - 1) r += kBinom.c[__builtin_ctzll(b)][i];
    return r;
}

Board board_unrank(uint64_t rank, int balls) {
    Board b = 0;
    int p = kSquares - 1;
    for (int i = balls; i >= 1; --i) {
        while (kBinom.c[p][i] > rank) --p;
        b |= bit(p);
        rank -= kBinom.c[p][i];
        --p;
    }
    return b;
}

uint8_t endgame_entry(Board b, int balls, const EndgameLevel* fewer) {
    if (balls == 1) return 1;
    if (balls == 2) return any_move(b, [](Move, Board) { return true; }) ? 3 : 0;
    Board child[4 * kMaxTableBalls];
    uint64_t rank[4 * kMaxTableBalls];
    int n = 0;
    for_each_move(b, [&](Move, Board c) {
        child[n] = c;
        rank[n] = board_rank(c);
        __builtin_prefetch(&fewer->words[rank[n] >> 5]);
        ++n;
    });
    Board only = 0;
    uint8_t only_entry = 0;
    for (int i = 0; i < n; ++i) {
        const uint8_t e = fewer->entry(rank[i]);
        if (!(e & 1) || child[i] == only) continue;
        if (only) return 1;  // two different solvable children: solvable, not unique
        only = child[i];
        only_entry = e;
    }
    if (!only) return 0;
    return static_cast<uint8_t>(1 | (only_entry & 2));
}

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

void EndgameTables::build(int max_balls, int threads, const Progress& progress) {
    if (max_balls > kMaxTableBalls) max_balls = kMaxTableBalls;
    if (threads < 1) threads = 1;
    uint64_t total = 0;
    for (int n = max_balls_ + 1; n <= max_balls; ++n) total += binomial(kSquares, n);
    std::atomic<uint64_t> done{0};
    uint64_t done_before = 0;
    owned_.resize(kMaxTableBalls + 1);
    for (int n = max_balls_ + 1; n <= max_balls; ++n) {
        const uint64_t boards = binomial(kSquares, n);
        std::vector<uint64_t>& words = owned_[n];
        words.assign(words_for(boards), 0);
        constexpr uint64_t kChunk = uint64_t{1} << 16;  // a multiple of 32: no word is shared by two threads
        const uint64_t chunks = (boards + kChunk - 1) / kChunk;
        std::atomic<uint64_t> next_chunk{0};
        const EndgameLevel* fewer = n > 1 ? &level_[n - 1] : nullptr;
        auto work = [&, n, boards, fewer]() {
            for (;;) {
                const uint64_t c = next_chunk.fetch_add(1);
                if (c >= chunks) return;
                const uint64_t first = c * kChunk, last = std::min(boards, first + kChunk);
                Board b = board_unrank(first, n);
                uint64_t word = 0;
                for (uint64_t r = first; r < last; ++r) {
                    word |= uint64_t{endgame_entry(b, n, fewer)} << ((r & 31) * 2);
                    if ((r & 31) == 31 || r + 1 == last) {
                        words[r >> 5] = word;
                        word = 0;
                    }
                    if (r + 1 < last) b = next_combination(b);
                }
                done.fetch_add(last - first, std::memory_order_relaxed);
            }
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < threads; ++t) pool.emplace_back(work);
        if (progress) {
            // The calling thread reports while the pool works, then joins in.
            std::thread reporter_worker(work);
            while (done.load() < done_before + boards) {
                progress(done.load(), total);
                std::this_thread::sleep_for(std::chrono::milliseconds(500));
            }
            reporter_worker.join();
        } else {
            work();
        }
        for (auto& t : pool) t.join();
        done_before += boards;
        install(n, words.data());
        max_balls_ = n;
        if (progress) progress(done.load(), total);
    }
}

Result<void> EndgameTables::save(const std::string& dir) const {
    for (int n = 1; n <= max_balls_; ++n) {
        const EndgameLevel& lv = level_[n];
        Header h{};
        std::memcpy(h.magic, kMagic, 8);
        h.version = kVersion;
        h.balls = static_cast<uint32_t>(n);
        h.boards = lv.boards;
        h.words = words_for(lv.boards);
        h.checksum = checksum_of(lv.words, h.words);
        const std::string path = dir + "/" + file_name(n);
        const std::string tmp = path + ".tmp";
        FILE* f = std::fopen(tmp.c_str(), "wb");
        if (!f) return fail("cannot write " + tmp);
        bool ok = std::fwrite(&h, sizeof h, 1, f) == 1 &&
                  std::fwrite(lv.words, sizeof(uint64_t), h.words, f) == h.words;
        ok = (std::fclose(f) == 0) && ok;
        if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
            std::remove(tmp.c_str());
            return fail("cannot write " + path);
        }
    }
    return {};
}

Result<void> EndgameTables::load(const std::string& dir, int max_balls) {
    if (max_balls > kMaxTableBalls) return fail("tables go up to " + std::to_string(kMaxTableBalls) + " balls");
    for (int n = max_balls_ + 1; n <= max_balls; ++n) {
        const std::string path = dir + "/" + file_name(n);
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
        if (h.version != kVersion) return fail(path + ": table version " + std::to_string(h.version) + ", expected 1");
        if (h.balls != static_cast<uint32_t>(n) || h.boards != boards || h.words != words)
            return fail(path + ": header does not describe a " + std::to_string(n) + "-ball table");
        if (checksum_of(data, words) != h.checksum) return fail(path + ": checksum mismatch (corrupt file)");
        install(n, data);
        max_balls_ = n;
    }
    return {};
}

namespace {

std::atomic<const EndgameTables*> g_cached{nullptr};
std::once_flag g_prepare_once;

} // namespace

std::string endgame_cache_dir() {
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return std::string(xdg) + "/puzzlebox/fling";
    if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.cache/puzzlebox/fling";
    return {};
}

const EndgameTables* cached_endgame_tables() { return g_cached.load(std::memory_order_acquire); }

void prepare_endgame_cache() {
#ifdef __EMSCRIPTEN__
    return;  // no threads in the browser build; the solver searches without tables there
#endif
    std::call_once(g_prepare_once, [] {
        const std::string dir = endgame_cache_dir();
        if (dir.empty()) return;
        // The tables live for the rest of the program: solvers keep pointers to them.
        std::thread([dir] {
            auto* t = new EndgameTables();
            if (!t->load(dir, kCacheBalls).ok()) {
                delete t;
                t = new EndgameTables();
                t->build(kCacheBalls, 1);
                if (make_dirs(dir)) (void)t->save(dir);
            }
            g_cached.store(t, std::memory_order_release);
        }).detach();
    });
}

} // namespace pz::fling
