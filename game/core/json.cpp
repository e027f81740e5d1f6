// JSON writing with stable key order and exact integers (including 128-bit counts).
#include "game/core/json.h"

#include <cmath>
#include <cstdio>

#include "game/core/text.h"

namespace pz {

std::string json_escape(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    for (char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(c));
                out += buf;
            } else {
                out += c;
            }
        }
    }
    return out;
}

void JsonWriter::separate() {
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (!first_.empty()) {
        if (!first_.back()) out_ += ',';
        first_.back() = false;
    }
}

JsonWriter& JsonWriter::raw(std::string_view text) {
    separate();
    out_ += text;
    return *this;
}

JsonWriter& JsonWriter::begin_object() {
    raw("{");
    first_.push_back(true);
    return *this;
}
JsonWriter& JsonWriter::end_object() {
    first_.pop_back();
    out_ += '}';
    return *this;
}
JsonWriter& JsonWriter::begin_array() {
    raw("[");
    first_.push_back(true);
    return *this;
}
JsonWriter& JsonWriter::end_array() {
    first_.pop_back();
    out_ += ']';
    return *this;
}
JsonWriter& JsonWriter::key(std::string_view k) {
    separate();
    out_ += '"';
    out_ += json_escape(k);
    out_ += "\":";
    after_key_ = true;
    return *this;
}
JsonWriter& JsonWriter::value(std::string_view s) { return raw("\"" + json_escape(s) + "\""); }
JsonWriter& JsonWriter::value(bool b) { return raw(b ? "true" : "false"); }
JsonWriter& JsonWriter::value(double v) {
    if (!std::isfinite(v)) return null();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return raw(buf);
}
JsonWriter& JsonWriter::value_i64(int64_t v) { return raw(std::to_string(v)); }
JsonWriter& JsonWriter::value_u64(uint64_t v) { return raw(std::to_string(v)); }
JsonWriter& JsonWriter::value_u128(unsigned __int128 v) { return raw(u128_to_string(v)); }
JsonWriter& JsonWriter::null() { return raw("null"); }
JsonWriter& JsonWriter::array_of(std::string_view k, const std::vector<std::string>& items) {
    key(k);
    begin_array();
    for (const auto& i : items) value(i);
    return end_array();
}

} // namespace pz
