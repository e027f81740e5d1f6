// A small JSON reader for the files we import (ipuz): a value tree, errors naming the byte offset.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/result.h"

namespace pz {

struct JsonValue {
    enum class Type { Null, Bool, Number, String, Array, Object } type = Type::Null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<JsonValue> items;    // Array
    std::vector<std::string> keys;   // Object: keys in file order, values in items

    bool is(Type t) const { return type == t; }
    // The field named key of an object, or nullptr (also for a value that is not an object).
    const JsonValue* get(std::string_view key) const;
};

// Parses one JSON document (trailing spaces allowed); at most 64 levels deep.
Result<JsonValue> parse_json(std::string_view text);

} // namespace pz
