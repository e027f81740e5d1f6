// The JSON reader: recursive descent over the text, bounded in depth.
#include "game/core/json_read.h"

#include <cstdlib>

namespace pz {

const JsonValue* JsonValue::get(std::string_view key) const {
    if (type != Type::Object) return nullptr;
    for (size_t i = 0; i < keys.size() && i < items.size(); ++i)
        if (keys[i] == key) return &items[i];
    return nullptr;
}

namespace {

class Reader {
public:
    explicit Reader(std::string_view t) : t_(t) {}

    Result<JsonValue> document() {
        auto v = value(0);
        if (!v) return v;
        space();
        if (i_ != t_.size()) return err("unexpected text after the JSON value");
        return v;
    }

private:
    Error err(const std::string& what) const { return Error{"JSON at byte " + std::to_string(i_) + ": " + what}; }
    void space() {
        while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r')) ++i_;
    }
    bool literal(std::string_view word) {
        if (t_.substr(i_, word.size()) != word) return false;
        i_ += word.size();
        return true;
    }

    Result<JsonValue> value(int depth) {
        if (depth > 64) return err("nested more than 64 levels deep");
        space();
        if (i_ >= t_.size()) return err("the text ends where a value should be");
        JsonValue v;
        const char ch = t_[i_];
        if (ch == '{') {
            v.type = JsonValue::Type::Object;
            ++i_;
            space();
            if (i_ < t_.size() && t_[i_] == '}') {
                ++i_;
                return v;
            }
            for (;;) {
                space();
                if (i_ >= t_.size() || t_[i_] != '"') return err("expected a quoted key");
                auto k = string();
                if (!k) return k.error();
                space();
                if (i_ >= t_.size() || t_[i_] != ':') return err("expected ':' after a key");
                ++i_;
                auto item = value(depth + 1);
                if (!item) return item;
                v.keys.push_back(std::move(*k));
                v.items.push_back(std::move(*item));
                space();
                if (i_ < t_.size() && t_[i_] == ',') { ++i_; continue; }
                if (i_ < t_.size() && t_[i_] == '}') {
                ++i_;
                return v;
            }
                return err("expected ',' or '}' in an object");
            }
        }
        if (ch == '[') {
            v.type = JsonValue::Type::Array;
            ++i_;
            space();
            if (i_ < t_.size() && t_[i_] == ']') {
                ++i_;
                return v;
            }
            for (;;) {
                auto item = value(depth + 1);
                if (!item) return item;
                v.items.push_back(std::move(*item));
                space();
                if (i_ < t_.size() && t_[i_] == ',') { ++i_; continue; }
                if (i_ < t_.size() && t_[i_] == ']') {
                ++i_;
                return v;
            }
                return err("expected ',' or ']' in an array");
            }
        }
        if (ch == '"') {
            auto s = string();
            if (!s) return s.error();
            v.type = JsonValue::Type::String;
            v.string = std::move(*s);
            return v;
        }
        if (literal("null")) return v;
        if (literal("true")) { v.type = JsonValue::Type::Bool; v.boolean = true; return v; }
        if (literal("false")) { v.type = JsonValue::Type::Bool; return v; }
        if (ch == '-' || (ch >= '0' && ch <= '9')) {
            const size_t start = i_;
            while (i_ < t_.size() && (std::string_view("+-.eE0123456789").find(t_[i_]) != std::string_view::npos)) ++i_;
            const std::string num(t_.substr(start, i_ - start));
            char* end = nullptr;
            v.number = std::strtod(num.c_str(), &end);
            if (end != num.c_str() + num.size()) { i_ = start; return err("malformed number"); }
            v.type = JsonValue::Type::Number;
            return v;
        }
        return err(std::string("unexpected character '") + (ch >= 32 && ch < 127 ? ch : '?') + "'");
    }

    static void put_utf8(std::string& out, unsigned cp) {
        if (cp < 0x80) out += static_cast<char>(cp);
        else if (cp < 0x800) { out += static_cast<char>(0xC0 | (cp >> 6)); out += static_cast<char>(0x80 | (cp & 0x3F)); }
        else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    Result<unsigned> hex4() {
        if (i_ + 4 > t_.size()) return err("a \\u escape needs four hex digits");
        unsigned v = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = t_[i_++];
            v <<= 4;
            if (c >= '0' && c <= '9') v |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f') v |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') v |= static_cast<unsigned>(c - 'A' + 10);
            else return err("a \\u escape needs four hex digits");
        }
        return v;
    }

    Result<std::string> string() {
        ++i_;  // the opening quote
        std::string out;
        while (i_ < t_.size()) {
            const char c = t_[i_++];
            if (c == '"') return out;
            if (static_cast<unsigned char>(c) < 0x20) return err("a control character inside a string");
            if (c != '\\') { out += c; continue; }
            if (i_ >= t_.size()) break;
            const char e = t_[i_++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                auto cp = hex4();
                if (!cp) return cp.error();
                unsigned code = *cp;
                if (code >= 0xD800 && code < 0xDC00 && t_.substr(i_, 2) == "\\u") {
                    i_ += 2;
                    auto lo = hex4();
                    if (!lo) return lo.error();
                    if (*lo >= 0xDC00 && *lo < 0xE000) code = 0x10000 + ((code - 0xD800) << 10) + (*lo - 0xDC00);
                }
                put_utf8(out, code);
                break;
            }
            default: return err("unknown escape in a string");
            }
        }
        return err("a string is not closed");
    }

    std::string_view t_;
    size_t i_ = 0;
};

} // namespace

Result<JsonValue> parse_json(std::string_view text) { return Reader(text).document(); }

} // namespace pz
