// Packing records into links: LZ77 with a hash of 3-byte prefixes, then base64url.
// Token stream: a byte c < 0x80 is a run of c+1 literal bytes that follow; c >= 0x80 copies
// (c & 0x7f) + 3 bytes from a distance given by the next two bytes (little-endian, 1..65535).
#include "game/core/replay_link.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pz {

namespace {

constexpr char kVersion = '\x01';
constexpr size_t kMinMatch = 3, kMaxMatch = 127 + 3, kWindow = 65535;
constexpr const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string base64url(std::string_view in) {
    std::string out;
    out.reserve((in.size() + 2) / 3 * 4);
    for (size_t i = 0; i < in.size(); i += 3) {
        // Three bytes make four characters; a last group of one or two makes two or three.
        const std::string_view group = in.substr(i, 3);
        uint32_t v = 0;
        for (size_t k = 0; k < 3; ++k) v = v << 8 | (k < group.size() ? static_cast<uint8_t>(group[k]) : 0u);
        for (size_t k = 0; k <= group.size(); ++k) out += kAlphabet[v >> (18 - 6 * k) & 63];
    }
    return out;
}

Result<std::string> from_base64url(std::string_view in) {
    std::array<int, 256> value{};
    value.fill(-1);
    for (int i = 0; i < 64; ++i) value[static_cast<uint8_t>(kAlphabet[i])] = i;
    if (in.size() % 4 == 1) return fail("the replay text is cut short");
    std::string out;
    uint32_t acc = 0;
    int bits = 0;
    for (size_t i = 0; i < in.size(); ++i) {
        const int v = value[static_cast<uint8_t>(in[i])];
        if (v < 0) return fail("the replay text has a character links do not use at position " + std::to_string(i + 1));
        acc = acc << 6 | static_cast<uint32_t>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += static_cast<char>(acc >> bits & 0xff);
        }
    }
    return out;
}

} // namespace

std::string lz_compress(std::string_view in) {
    std::string out;
    std::vector<int> head(1 << 14, -1), prev(in.size(), -1);
    auto hash = [&](size_t i) {
        return (static_cast<uint32_t>(static_cast<uint8_t>(in[i])) * 2654435761u ^ static_cast<uint8_t>(in[i + 1]) * 40503u ^
                static_cast<uint8_t>(in[i + 2])) & ((1u << 14) - 1);
    };
    std::string literals;
    auto flush = [&] {
        for (size_t at = 0; at < literals.size(); at += 128) {
            const size_t n = std::min<size_t>(128, literals.size() - at);
            out += static_cast<char>(n - 1);
            out.append(literals, at, n);
        }
        literals.clear();
    };
    size_t i = 0;
    while (i < in.size()) {
        size_t best_len = 0, best_dist = 0;
        if (i + kMinMatch <= in.size()) {
            const uint32_t h = hash(i);
            int cand = head[h];
            for (int depth = 0; cand >= 0 && depth < 64; ++depth, cand = prev[static_cast<size_t>(cand)]) {
                const size_t dist = i - static_cast<size_t>(cand);
                if (dist > kWindow) break;
                size_t len = 0;
                while (len < kMaxMatch && i + len < in.size() && in[static_cast<size_t>(cand) + len] == in[i + len]) ++len;
                if (len > best_len) {
                    best_len = len;
                    best_dist = dist;
                }
            }
        }
        const size_t step = best_len >= kMinMatch ? best_len : 1;
        for (size_t k = 0; k < step; ++k) {
            // Every position joins the chains, so later matches can start inside this one.
            if (i + k + kMinMatch <= in.size()) {
                const uint32_t h = hash(i + k);
                prev[i + k] = head[h];
                head[h] = static_cast<int>(i + k);
            }
        }
        if (best_len >= kMinMatch) {
            flush();
            out += static_cast<char>(0x80 | (best_len - kMinMatch));
            out += static_cast<char>(best_dist & 0xff);
            out += static_cast<char>(best_dist >> 8 & 0xff);
        } else {
            literals += in[i];
        }
        i += step;
    }
    flush();
    return out;
}

Result<std::string> lz_decompress(std::string_view in, size_t max_out) {
    std::string out;
    size_t i = 0;
    while (i < in.size()) {
        const uint8_t c = static_cast<uint8_t>(in[i++]);
        if (c < 0x80) {
            const size_t n = static_cast<size_t>(c) + 1;
            if (i + n > in.size()) return fail("the replay text is cut short");
            out.append(in.substr(i, n));
            i += n;
        } else {
            if (i + 2 > in.size()) return fail("the replay text is cut short");
            const size_t len = (c & 0x7f) + kMinMatch;
            const size_t dist = static_cast<uint8_t>(in[i]) | static_cast<size_t>(static_cast<uint8_t>(in[i + 1])) << 8;
            i += 2;
            if (dist == 0 || dist > out.size()) return fail("the replay text is damaged (a copy reaches before its start)");
            for (size_t k = 0; k < len; ++k) out += out[out.size() - dist];
        }
        if (out.size() > max_out) return fail("the replay is larger than a record may be");
    }
    return out;
}

std::string pack_replay(const Record& r) { return base64url(std::string(1, kVersion) + lz_compress(write_record(r))); }

Result<Record> unpack_replay(std::string_view packed) {
    auto bytes = from_base64url(packed);
    if (!bytes) return bytes.error();
    if (bytes->empty()) return fail("the replay text is empty");
    if ((*bytes)[0] != kVersion)
        return fail("the replay link was made by another version of Puzzlebox (packing " + std::to_string(static_cast<uint8_t>((*bytes)[0])) + ")");
    auto text = lz_decompress(std::string_view(*bytes).substr(1), kMaxRecordBytes);
    if (!text) return text.error();
    return parse_record(*text);
}

std::string_view replay_fragment(std::string_view link) {
    const size_t at = link.find("#replay=");
    if (at == std::string_view::npos) return link;
    std::string_view rest = link.substr(at + 8);
    return rest.substr(0, std::min(rest.find_first_of("&#"), rest.size()));
}

} // namespace pz
