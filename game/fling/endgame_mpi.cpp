// The MPI team of a distributed endgame build (PZ_MPI): a process started by mpirun joins
// MPI_COMM_WORLD. Every collective is a non-blocking call waited on politely (a test, then a
// millisecond's sleep), so a process waiting for the others leaves its core to their work instead
// of spinning in the MPI library as a blocking call does.
#include "game/fling/endgame.h"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <thread>

namespace pz::fling {

namespace {

// The largest count one MPI call is given (counts are ints).
constexpr size_t kChunk = size_t{1} << 26;

void wait(MPI_Request& request) {
    for (int done = 0;;) {
        MPI_Test(&request, &done, MPI_STATUS_IGNORE);
        if (done) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

// mpirun (Open MPI), MPICH's hydra and PMIx launchers say so in the environment; a program run
// on its own never starts MPI, so it behaves exactly as a build without PZ_MPI.
bool launched_by_mpirun() {
    for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"})
        if (std::getenv(name)) return true;
    return false;
}

class MpiTeam final : public EndgameTeam {
public:
    MpiTeam() {
        // Only the thread that runs the build calls MPI; its worker threads never do.
        int provided = 0;
        MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
        MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
        MPI_Comm_size(MPI_COMM_WORLD, &size_);
    }
    ~MpiTeam() override { MPI_Finalize(); }
    MpiTeam(const MpiTeam&) = delete;
    MpiTeam& operator=(const MpiTeam&) = delete;

    int rank() const override { return rank_; }
    int size() const override { return size_; }

    Result<void> agree(Result<void> mine) override {
        // The smallest number among the processes that failed (size_ if none did) ...
        uint64_t first = mine ? static_cast<uint64_t>(size_) : static_cast<uint64_t>(rank_);
        reduce(&first, 1, MPI_MIN);
        if (first == static_cast<uint64_t>(size_)) return {};
        // ... then its message, from it to every process.
        const int root = static_cast<int>(first);
        std::string why = root == rank_ ? mine.error().message : std::string();
        uint64_t length = why.size();
        bcast(&length, sizeof length, root);
        why.resize(length);
        bcast(why.data(), why.size(), root);
        return fail("process " + std::to_string(root) + " of " + std::to_string(size_) + ": " + why);
    }
    void sum(uint64_t* words, size_t n) override { reduce(words, n, MPI_SUM); }
    void merge(uint64_t* words, size_t n) override { reduce(words, n, MPI_BOR); }
    void broadcast(void* bytes, size_t n) override { bcast(bytes, n, 0); }

private:
    void reduce(uint64_t* words, size_t n, MPI_Op op) {
        for (size_t i = 0; i < n; i += kChunk) {
            MPI_Request request;
            MPI_Iallreduce(MPI_IN_PLACE, words + i, static_cast<int>(std::min(kChunk, n - i)), MPI_UINT64_T, op,
                           MPI_COMM_WORLD, &request);
            wait(request);
        }
    }
    void bcast(void* bytes, size_t n, int root) {
        char* p = static_cast<char*>(bytes);
        for (size_t i = 0; i < n; i += kChunk) {
            MPI_Request request;
            MPI_Ibcast(p + i, static_cast<int>(std::min(kChunk, n - i)), MPI_BYTE, root, MPI_COMM_WORLD, &request);
            wait(request);
        }
    }
    int rank_ = 0, size_ = 1;
};

} // namespace

std::unique_ptr<EndgameTeam> join_endgame_team() {
    if (!launched_by_mpirun()) return nullptr;
    auto team = std::make_unique<MpiTeam>();
    if (team->size() < 2) return nullptr;  // one process: an ordinary build (MPI ends here)
    return team;
}

} // namespace pz::fling
