// PNG encoding with our own small deflate (fixed Huffman codes, runs copied from the pixel to the
// left or the row above: flat colours shrink a hundredfold), CRC-32 and Adler-32 computed here.
#include "engine/png.h"

#include <array>
#include <cstdio>

namespace pz {

namespace {

uint32_t crc32(const uint8_t* data, size_t n, uint32_t crc = 0) {
    static const std::array<uint32_t, 256> table = [] {
        std::array<uint32_t, 256> t{};
        for (uint32_t i = 0; i < 256; ++i) {
            uint32_t c = i;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    crc = ~crc;
    for (size_t i = 0; i < n; ++i) crc = table[(crc ^ data[i]) & 0xff] ^ (crc >> 8);
    return ~crc;
}

void put32(std::vector<uint8_t>& out, uint32_t v) {
    out.push_back(static_cast<uint8_t>(v >> 24));
    out.push_back(static_cast<uint8_t>(v >> 16));
    out.push_back(static_cast<uint8_t>(v >> 8));
    out.push_back(static_cast<uint8_t>(v));
}

void chunk(std::vector<uint8_t>& out, const char* type, const std::vector<uint8_t>& data) {
    put32(out, static_cast<uint32_t>(data.size()));
    size_t start = out.size();
    out.insert(out.end(), type, type + 4);
    out.insert(out.end(), data.begin(), data.end());
    put32(out, crc32(out.data() + start, out.size() - start));
}

// Deflate's bit stream: least significant bit first; Huffman codes go most significant bit first.
struct Bits {
    std::vector<uint8_t>& out;
    uint32_t acc = 0;
    int n = 0;
    void put(uint32_t v, int count) {
        acc |= v << n;
        n += count;
        while (n >= 8) {
            out.push_back(static_cast<uint8_t>(acc));
            acc >>= 8;
            n -= 8;
        }
    }
    void code(uint32_t c, int count) {
        uint32_t r = 0;
        for (int i = 0; i < count; ++i) r |= ((c >> i) & 1u) << (count - 1 - i);
        put(r, count);
    }
    void flush() {
        if (n > 0) out.push_back(static_cast<uint8_t>(acc));
        acc = 0;
        n = 0;
    }
};

// A literal byte or a length code (256 ends the block) in deflate's fixed Huffman code.
void fixed_symbol(Bits& b, int sym) {
    if (sym < 144) b.code(static_cast<uint32_t>(0x30 + sym), 8);
    else if (sym < 256) b.code(static_cast<uint32_t>(0x190 + sym - 144), 9);
    else if (sym < 280) b.code(static_cast<uint32_t>(sym - 256), 7);
    else b.code(static_cast<uint32_t>(0xc0 + sym - 280), 8);
}

constexpr std::array<int, 29> kLengthBase = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<int, 29> kLengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<int, 30> kDistBase = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<int, 30> kDistExtra = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

// A copy of `len` bytes (3..258) from `dist` bytes back (1..32768).
void fixed_match(Bits& b, int len, int dist) {
    size_t l = 0;
    while (l + 1 < kLengthBase.size() && kLengthBase[l + 1] <= len) ++l;
    fixed_symbol(b, 257 + static_cast<int>(l));
    b.put(static_cast<uint32_t>(len - kLengthBase[l]), kLengthExtra[l]);
    size_t d = 0;
    while (d + 1 < kDistBase.size() && kDistBase[d + 1] <= dist) ++d;
    b.code(static_cast<uint32_t>(d), 5);
    b.put(static_cast<uint32_t>(dist - kDistBase[d]), kDistExtra[d]);
}

// One fixed-Huffman block: at each byte the longer copy from one pixel back or one row back
// (`row` bytes; pictures of flat colour and repeated rows), else the byte itself.
void deflate_fixed(std::vector<uint8_t>& out, const std::vector<uint8_t>& raw, size_t row) {
    Bits b{out};
    b.put(1, 1);  // the last block
    b.put(1, 2);  // fixed codes
    const std::array<size_t, 2> back = {4, row};
    for (size_t i = 0; i < raw.size();) {
        size_t best = 0, best_dist = 0;
        for (size_t d : back) {
            if (d == 0 || d > 32768 || d > i) continue;
            size_t n = 0;
            while (n < 258 && i + n < raw.size() && raw[i + n] == raw[i + n - d]) ++n;
            if (n > best) {
                best = n;
                best_dist = d;
            }
        }
        if (best >= 3) {
            fixed_match(b, static_cast<int>(best), static_cast<int>(best_dist));
            i += best;
        } else {
            fixed_symbol(b, raw[i]);
            ++i;
        }
    }
    fixed_symbol(b, 256);
    b.flush();
}

} // namespace

std::vector<uint8_t> encode_png(int w, int h, const std::vector<uint8_t>& rgba) {
    std::vector<uint8_t> raw;
    raw.reserve(static_cast<size_t>(h) * (static_cast<size_t>(w) * 4 + 1));
    for (int y = 0; y < h; ++y) {
        raw.push_back(0);  // filter: none
        const uint8_t* row = rgba.data() + static_cast<size_t>(y) * static_cast<size_t>(w) * 4;
        raw.insert(raw.end(), row, row + static_cast<size_t>(w) * 4);
    }
    std::vector<uint8_t> z = {0x78, 0x01};
    deflate_fixed(z, raw, static_cast<size_t>(w) * 4 + 1);
    uint32_t a = 1, b = 0;
    for (uint8_t c : raw) {
        a = (a + c) % 65521;
        b = (b + a) % 65521;
    }
    put32(z, (b << 16) | a);

    std::vector<uint8_t> out = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    std::vector<uint8_t> ihdr;
    put32(ihdr, static_cast<uint32_t>(w));
    put32(ihdr, static_cast<uint32_t>(h));
    ihdr.insert(ihdr.end(), {8, 6, 0, 0, 0});  // 8-bit RGBA
    chunk(out, "IHDR", ihdr);
    chunk(out, "IDAT", z);
    chunk(out, "IEND", {});
    return out;
}

bool write_png(const std::string& path, int w, int h, const std::vector<uint8_t>& rgba) {
    auto data = encode_png(w, h, rgba);
    FILE* f = std::fopen(path.c_str(), "wb");
    if (!f) return false;
    bool ok = std::fwrite(data.data(), 1, data.size(), f) == data.size();
    return std::fclose(f) == 0 && ok;
}

} // namespace pz
