// A minimal JSON writer: keys come out in the order written, so CLI output is stable.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace pz {

class JsonWriter {
public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view k);
    JsonWriter& value(std::string_view s);
    JsonWriter& value(const char* s) { return value(std::string_view(s)); }
    JsonWriter& value(const std::string& s) { return value(std::string_view(s)); }
    JsonWriter& value(bool b);
    JsonWriter& value(double v);
    template <class I>
        requires(std::is_integral_v<I> && !std::is_same_v<I, bool>)
    JsonWriter& value(I v) {
        if constexpr (std::is_signed_v<I>) return value_i64(static_cast<int64_t>(v));
        else return value_u64(static_cast<uint64_t>(v));
    }
    JsonWriter& value_u128(unsigned __int128 v);  // written as a plain JSON integer
    JsonWriter& null();
    // Shorthand: key(k) then value(v).
    template <class V> JsonWriter& field(std::string_view k, const V& v) { key(k); return value(v); }
    JsonWriter& field_u128(std::string_view k, unsigned __int128 v) { key(k); return value_u128(v); }
    JsonWriter& array_of(std::string_view k, const std::vector<std::string>& items);
    const std::string& str() const { return out_; }

private:
    JsonWriter& value_i64(int64_t v);
    JsonWriter& value_u64(uint64_t v);
    JsonWriter& raw(std::string_view text);
    void separate();
    std::string out_;
    std::vector<bool> first_;  // per open container: nothing written in it yet
    bool after_key_ = false;
};

std::string json_escape(std::string_view s);

} // namespace pz
