// Result<T>: a value or a one-line error (with the line it concerns), for every parser and rule check.
#pragma once
#include <cassert>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace pz {

struct Error {
    // What a caller may need to tell apart without reading the words.
    enum class Kind { Other, NewerFormat, TooLarge };
    std::string message;  // one line, no trailing period needed
    int line = 0;         // 1-based line in the text it came from; 0 = not tied to a line
    Kind kind = Kind::Other;
};

// Text made safe for a one-line message: control characters (C0, DEL and the C1 controls such as
// CSI, U+009B) and bytes that are not valid UTF-8 become \xNN, so a message is one line of
// printable text and can never drive the player's terminal. Valid UTF-8 text stays as it is.
std::string one_line(std::string_view text);

// Every error's message goes through one_line (a file name or input echoed in it included).
inline Error fail(const std::string& message, int line = 0) { return Error{one_line(message), line, Error::Kind::Other}; }
inline Error fail(Error::Kind kind, const std::string& message, int line = 0) {
    Error e = fail(message, line);
    e.kind = kind;
    return e;
}

// "FILE:LINE: message" (or "FILE: message"), the form every bad-file error takes.
std::string describe(const Error& e, std::string_view file = {});

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error e) : v_(std::move(e)) {}
    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() & { assert(ok()); return std::get<0>(v_); }
    const T& value() const& { assert(ok()); return std::get<0>(v_); }
    T&& value() && { assert(ok()); return std::get<0>(std::move(v_)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    const Error& error() const { assert(!ok()); return std::get<1>(v_); }

private:
    std::variant<T, Error> v_;
};

template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error e) : err_(std::move(e)), ok_(false) {}
    bool ok() const { return ok_; }
    explicit operator bool() const { return ok_; }
    const Error& error() const { assert(!ok_); return err_; }

private:
    Error err_;
    bool ok_ = true;
};

} // namespace pz
