// An open-addressing hash table keyed on the 64-bit board, the transposition table of every search.
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <cstdlib>
#include <type_traits>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "game/fling/board.h"

namespace pz::fling {

struct NoValue {};

// Key 0 means empty (no real board is empty). The 8 bits above the 56 squares are free for
// per-board flags. A value (trivially copyable) sits next to its key, so a probe that finds a
// board has its value in the same cache line.
// With kEpochs the 8 spare bits hold a generation number instead of flags: clear() then just
// starts a new generation (slots of older ones count as empty), so a big table empties in O(1).
template <class V, bool kEpochs = false>
class BoardTable {
public:
    explicit BoardTable(int log2_capacity = 12) { reset(log2_capacity); }

    void reset(int log2_capacity) {
        shift_ = 64 - log2_capacity;
        capacity_ = allocated_ = size_t{1} << log2_capacity;
        slots_ = allocate(capacity_);
        clear_keys(allocated_);
    }
    // Empties the table, keeping its memory unless it grew very large.
    void clear() {
        if (allocated_ > (size_t{1} << 20)) return reset(16);  // do not keep a huge table alive
        new_generation();
    }
    // Empties the table and sizes it for about n boards. A smaller table than the memory allows
    // uses the front of it: n boards in a table sized for many more would spread over more cache
    // lines than they need.
    void clear_for(size_t n) {
        const int log2 = log2_for(n);
        if ((size_t{1} << log2) > allocated_) return reset(log2);
        capacity_ = size_t{1} << log2;
        shift_ = 64 - log2;
        new_generation();
    }
    size_t size() const { return size_; }
    // Bytes the slots take (every allocated slot is written when the table is made).
    size_t bytes() const { return allocated_ * sizeof(Slot); }
    // At most the bytes that `inserts` more boards could allocate on top of bytes() as the table
    // grows (0 if it cannot grow): a search under a memory bound asks before it inserts.
    size_t growth_bytes(size_t inserts) const {
        size_t cap = capacity_;
        while ((size_ + inserts) * 4 > cap * 3) cap *= 2;
        if (cap == capacity_) return 0;
        if (cap <= allocated_) return (size_ + inserts) * sizeof(Slot);  // the live slots, set aside
        return (cap + cap / 2) * sizeof(Slot);  // the new array while the one before is read
    }
    // Bytes a table sized by clear_for(n) takes, for a table that has no memory yet.
    static size_t bytes_for(size_t n) { return (size_t{1} << log2_for(n)) * sizeof(Slot); }

    // The slot index of board b, or -1.
    long find(Board b) const {
        const size_t mask = capacity_ - 1;
        for (size_t i = slot_of(b);; i = (i + 1) & mask) {
            const uint64_t k = key(i);
            if (!live(k)) return -1;
            if ((k & kAllSquares) == b) return static_cast<long>(i);
        }
    }
    // Starts loading b's slot into the cache before find(b) needs it.
    void prefetch(Board b) const { __builtin_prefetch(&slots_[slot_of(b)]); }
    uint8_t flags(long slot) const { return static_cast<uint8_t>(key(static_cast<size_t>(slot)) >> kSquares); }
    V& value(long slot) { return slots_[slot].value; }
    const V& value(long slot) const { return slots_[slot].value; }

    // Inserts b (not present) with flags; returns its slot.
    long insert(Board b, uint8_t flags, const V& v = V{}) {
        if ((size_ + 1) * 4 > capacity_ * 3) grow();  // at most 3/4 full: a smaller table misses the cache less
        const size_t mask = capacity_ - 1;
        size_t i = slot_of(b);
        while (live(key(i))) i = (i + 1) & mask;
        key(i) = b | uint64_t{kEpochs ? epoch_ : flags} << kSquares;
        if constexpr (kHasValue) slots_[i].value = v;
        ++size_;
        return static_cast<long>(i);
    }
    // Finds b, or inserts it with v if absent, in one probe sequence; returns its slot and
    // whether it was inserted.
    std::pair<long, bool> find_or_insert(Board b, const V& v = V{}) {
        if ((size_ + 1) * 4 > capacity_ * 3) grow();
        const size_t mask = capacity_ - 1;
        for (size_t i = slot_of(b);; i = (i + 1) & mask) {
            const uint64_t k = key(i);
            if (!live(k)) {
                key(i) = b | uint64_t{kEpochs ? epoch_ : uint8_t{0}} << kSquares;
                if constexpr (kHasValue) slots_[i].value = v;
                ++size_;
                return {static_cast<long>(i), true};
            }
            if ((k & kAllSquares) == b) return {static_cast<long>(i), false};
        }
    }
    void set_flags(long slot, uint8_t flags) {
        uint64_t& k = key(static_cast<size_t>(slot));
        k = (k & kAllSquares) | uint64_t{flags} << kSquares;
    }

private:
    static constexpr bool kHasValue = !std::is_empty_v<V>;
    static_assert(std::is_trivially_copyable_v<V>);
    struct alignas(sizeof(V) + 8 <= 16 ? 16 : sizeof(V) + 8 <= 32 ? 32 : 64) WithValue { uint64_t key; V value; };
    struct KeyOnly { uint64_t key; [[no_unique_address]] V value; };
    using Slot = std::conditional_t<kHasValue, WithValue, KeyOnly>;

    // Large tables are backed by huge pages where the OS offers them: random probes then miss
    // the TLB far less often.
    struct Free {
        void operator()(Slot* p) const { std::free(p); }
    };
    using SlotArray = std::unique_ptr<Slot[], Free>;
    static SlotArray allocate(size_t n) {
        constexpr size_t kHuge = size_t{2} << 20;
        const size_t bytes = n * sizeof(Slot);
        if (bytes < kHuge) return SlotArray(static_cast<Slot*>(std::malloc(bytes)));
        void* p = std::aligned_alloc(kHuge, (bytes + kHuge - 1) / kHuge * kHuge);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (p) madvise(p, bytes, MADV_HUGEPAGE);
#endif
        return SlotArray(static_cast<Slot*>(p));
    }

    // The capacity (log2) that holds n boards at most 3/4 full.
    static int log2_for(size_t n) {
        int log2 = 10;
        while ((size_t{3} << log2) / 4 < n) ++log2;
        return log2;
    }
    bool live(uint64_t k) const {
        if constexpr (kEpochs) return (k >> kSquares) == epoch_;
        else return k != 0;
    }
    uint64_t& key(size_t i) { return slots_[i].key; }
    uint64_t key(size_t i) const { return slots_[i].key; }
    size_t slot_of(Board b) const { return (b * 0x9E3779B97F4A7C15ull) >> shift_; }
    void clear_keys(size_t n) {
        for (size_t i = 0; i < n; ++i) slots_[i].key = 0;
        size_ = 0;
    }
    // Slots past capacity_ may hold keys of an older generation: only a full clear of the
    // memory may reuse an epoch number, and a table without epochs clears what it will use.
    void new_generation() {
        if constexpr (kEpochs) {
            size_ = 0;
            if (++epoch_ != 0) return;
            clear_keys(allocated_);  // after 255 generations, really empty the slots
            epoch_ = 1;
        } else {
            clear_keys(capacity_);
        }
    }
    void grow() {
        if (capacity_ * 2 <= allocated_) {
            // The memory has room: set the live slots aside and put them back in a new generation.
            std::vector<Slot> kept;
            kept.reserve(size_);
            for (size_t i = 0; i < capacity_; ++i)
                if (live(slots_[i].key)) kept.push_back(slots_[i]);
            capacity_ *= 2;
            --shift_;
            new_generation();
            for (Slot& s : kept) {
                if constexpr (kEpochs) s.key = (s.key & kAllSquares) | uint64_t{epoch_} << kSquares;
                place(s);
            }
            return;
        }
        SlotArray old = allocate(capacity_ * 2);
        old.swap(slots_);
        const size_t old_capacity = capacity_;
        capacity_ = allocated_ = capacity_ * 2;
        --shift_;
        clear_keys(allocated_);
        for (size_t j = 0; j < old_capacity; ++j)
            if (live(old[j].key)) place(old[j]);
    }
    // Puts a live slot (key and value) in the first free slot from its board's home.
    void place(const Slot& s) {
        const size_t mask = capacity_ - 1;
        size_t i = slot_of(s.key & kAllSquares);
        while (live(slots_[i].key)) i = (i + 1) & mask;
        slots_[i] = s;
        ++size_;
    }

    SlotArray slots_;
    size_t capacity_ = 0;   // slots in use
    size_t allocated_ = 0;  // slots in memory, capacity_ or more
    uint8_t epoch_ = 1;
    size_t size_ = 0;
    int shift_ = 52;
};

} // namespace pz::fling
