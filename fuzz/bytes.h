// Fuzz input read as a stream of choices: bytes, bounded numbers and short strings; past the end
// every read gives zero, so any input is a complete (if short) script.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace pz::fuzz {

class Bytes {
public:
    Bytes(const uint8_t* data, size_t size) : p_(data), n_(size) {}
    bool empty() const { return i_ >= n_; }
    uint8_t byte() { return i_ < n_ ? p_[i_++] : 0; }
    // A number in [0, n), n >= 1.
    uint32_t below(uint32_t n) {
        const uint32_t v = static_cast<uint32_t>(byte()) | static_cast<uint32_t>(byte()) << 8;
        return n ? v % n : 0;
    }
    // Up to max bytes of any value (spaces, control characters, '%', NULs included).
    std::string text(size_t max) {
        const size_t len = below(static_cast<uint32_t>(max + 1));
        std::string s;
        for (size_t k = 0; k < len; ++k) s += static_cast<char>(byte());
        return s;
    }

private:
    const uint8_t* p_;
    size_t n_, i_ = 0;
};

} // namespace pz::fuzz
