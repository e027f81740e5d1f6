// Text and file helpers: bounded number parsing, line splitting, atomic writes.
#include "game/core/text.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pz {

std::string_view trim(std::string_view s) {
    size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r' || s[b] == '\n')) ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r' || s[e - 1] == '\n')) --e;
    return s.substr(b, e - b);
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    size_t start = 0;
    while (start <= text.size()) {
        size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) {
            if (start < text.size()) {
                auto l = text.substr(start);
                if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
                lines.push_back(l);
            }
            break;
        }
        auto l = text.substr(start, nl - start);
        if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
        lines.push_back(l);
        start = nl + 1;
    }
    return lines;
}

std::vector<std::string_view> split_ws(std::string_view s) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
        size_t b = i;
        while (i < s.size() && !(s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
        if (i > b) out.push_back(s.substr(b, i - b));
    }
    return out;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> out;
    size_t b = 0;
    for (size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == sep) {
            out.push_back(s.substr(b, i - b));
            b = i + 1;
        }
    }
    return out;
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

std::string to_lower(std::string_view s) {
    std::string out(s);
    for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

namespace {
std::string shown(std::string_view token) {
    if (token.size() > 24) return "'" + std::string(token.substr(0, 21)) + "...'";
    return "'" + std::string(token) + "'";
}
} // namespace

Result<int64_t> parse_int(std::string_view token, int64_t lo, int64_t hi, std::string_view what) {
    auto range = [&] {
        return std::string(what) + " from " + std::to_string(lo) + " to " + std::to_string(hi);
    };
    if (token.empty()) return fail("expected " + range() + ", found nothing");
    size_t i = 0;
    bool neg = false;
    if (token[0] == '-' || token[0] == '+') {
        neg = token[0] == '-';
        i = 1;
    }
    if (i == token.size()) return fail("expected " + range() + ", found " + shown(token));
    int64_t v = 0;
    for (; i < token.size(); ++i) {
        char c = token[i];
        if (c < '0' || c > '9') return fail("expected " + range() + ", found " + shown(token));
        if (v > (INT64_MAX - (c - '0')) / 10) return fail(range() + " expected, " + shown(token) + " is too large");
        v = v * 10 + (c - '0');
    }
    if (neg) v = -v;
    if (v < lo || v > hi) return fail("expected " + range() + ", found " + std::to_string(v));
    return v;
}

Result<uint64_t> parse_u64(std::string_view token, std::string_view what) {
    if (token.empty()) return fail("expected " + std::string(what) + ", found nothing");
    uint64_t v = 0;
    for (char c : token) {
        if (c < '0' || c > '9') return fail("expected " + std::string(what) + ", found " + shown(token));
        if (v > (UINT64_MAX - uint64_t(c - '0')) / 10) return fail(std::string(what) + " " + shown(token) + " is too large");
        v = v * 10 + uint64_t(c - '0');
    }
    return v;
}

Result<std::string> read_file(const std::string& path, uint64_t max_bytes) {
    // O_NONBLOCK: opening a FIFO for reading must not wait for a writer that never comes.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return fail(std::string("cannot open: ") + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        return fail(std::string("cannot read: ") + std::strerror(err));
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return fail("is a folder, not a file");
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        return fail("is not a regular file (a pipe, socket or device); only files are read");
    }
    if (static_cast<uint64_t>(st.st_size) > max_bytes) {
        ::close(fd);
        return fail(Error::Kind::TooLarge, "file is too large (" + std::to_string(st.st_size) + " bytes; the limit is " +
                    std::to_string(max_bytes) + ")");
    }
    std::string data;
    data.reserve(static_cast<size_t>(st.st_size));
    // A file may grow between fstat and read; read on up to the limit.
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            if (errno == EINTR) continue;
            const int err = errno;
            ::close(fd);
            return fail(std::string("cannot read: ") + std::strerror(err));
        }
        if (n == 0) break;
        if (data.size() + static_cast<size_t>(n) > max_bytes) {
            ::close(fd);
            return fail(Error::Kind::TooLarge, "file is too large (over " + std::to_string(max_bytes) + " bytes)");
        }
        data.append(buf, static_cast<size_t>(n));
    }
    ::close(fd);
    return data;
}

std::string temp_file_name(const std::string& path, long pid, unsigned n) {
    return path + ".puzzlebox-tmp-" + std::to_string(pid) + "-" + std::to_string(n);
}

namespace {

// Writes content to a fresh descriptor and flushes it; closes fd in every case.
Result<void> write_and_close(int fd, const std::string& name, std::string_view content) {
    size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            const int err = errno;
            ::close(fd);
            return fail("cannot write " + name + ": " + std::strerror(err));
        }
        done += static_cast<size_t>(n);
    }
    if (::fsync(fd) != 0) {
        const int err = errno;
        ::close(fd);
        return fail("cannot write " + name + " to disk: " + std::strerror(err));
    }
    if (::close(fd) != 0) return fail("cannot write " + name + " to disk: " + std::strerror(errno));
    return {};
}

void sync_folder_of(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

unsigned next_temp_number() {
    static unsigned n = 0;
    return ++n;
}

// Writes content to a new temporary file beside path (a name only this program makes) and
// flushes it; returns the temporary name, or why not (nothing is left behind then).
Result<std::string> write_temp_file(const std::string& path, std::string_view content) {
    std::string tmp;
    int fd = -1;
    for (int tries = 0; fd < 0 && tries < 100; ++tries) {
        tmp = temp_file_name(path, static_cast<long>(::getpid()), next_temp_number());
        fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) return fail("cannot write " + path + ": " + std::strerror(errno));
    if (auto ok = write_and_close(fd, path, content); !ok) {
        ::unlink(tmp.c_str());
        return ok.error();
    }
    return tmp;
}

} // namespace

Result<void> write_file_atomic(const std::string& path, std::string_view content) {
    auto tmp = write_temp_file(path, content);
    if (!tmp) return tmp.error();
    if (::rename(tmp->c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp->c_str());
        return fail("cannot replace " + path + ": " + std::strerror(err));
    }
    sync_folder_of(path);  // makes the rename itself durable
    return {};
}

Result<void> write_new_file(const std::string& path, std::string_view content, bool* exists) {
    if (exists) *exists = false;
    // Written under a temporary name, then linked to the final one: link() never replaces a
    // file, and the final name only ever holds a whole file.
    auto tmp = write_temp_file(path, content);
    if (!tmp) return tmp.error();
    int rc = ::link(tmp->c_str(), path.c_str());
    int err = errno;
    if (rc != 0 && err != EEXIST) {
        // No hard links here (some web file systems): check, then rename; the lock on the data
        // folder keeps a second writer away.
        if (file_exists(path)) {
            err = EEXIST;
        } else {
            rc = ::rename(tmp->c_str(), path.c_str());
            err = errno;
        }
    }
    ::unlink(tmp->c_str());
    if (rc != 0) {
        if (err == EEXIST) {
            if (exists) *exists = true;
            return fail(path + " already exists");
        }
        return fail("cannot write " + path + ": " + std::strerror(err));
    }
    sync_folder_of(path);
    return {};
}

Result<std::string> set_aside(const std::string& path) {
    const std::string base = path + ".corrupt-" + std::to_string(static_cast<long long>(std::time(nullptr)));
    for (int n = 1; n < 10000; ++n) {
        const std::string aside = base + "-" + std::to_string(n);
        if (::link(path.c_str(), aside.c_str()) == 0) {
            ::unlink(path.c_str());
            return aside;
        }
        if (errno == EEXIST) continue;
        if (file_exists(aside)) continue;
        if (::rename(path.c_str(), aside.c_str()) == 0) return aside;
        return fail("cannot move " + path + " aside: " + std::strerror(errno));
    }
    return fail("cannot move " + path + " aside: too many copies already");
}

bool file_exists(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0;
}

bool make_dirs(const std::string& path) {
    if (path.empty()) return false;
    std::string cur;
    for (size_t i = 0; i <= path.size(); ++i) {
        if (i == path.size() || path[i] == '/') {
            if (!cur.empty()) ::mkdir(cur.c_str(), 0755);
        }
        if (i < path.size()) cur += path[i];
    }
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::string u128_to_string(u128 v) {
    if (v == 0) return "0";
    std::string s;
    while (v > 0) {
        s += static_cast<char>('0' + static_cast<int>(v % 10));
        v /= 10;
    }
    std::reverse(s.begin(), s.end());
    return s;
}

Result<int> read_format_header(std::string_view first_line, std::string_view magic, int newest, const std::string& not_ours) {
    auto t = split_ws(first_line);
    if (t.size() != 2 || t[0] != magic) return fail(not_ours, 1);
    auto v = parse_int(t[1], 1, 1000000, "a format version");
    if (!v) return fail(v.error().message, 1);
    if (*v > newest)
        return fail(Error::Kind::NewerFormat,
                    "made by a newer Puzzlebox: version " + std::to_string(*v) + " (this one reads up to " + std::to_string(newest) + ")", 1);
    return static_cast<int>(*v);
}

std::string printable(std::string_view s) { return fail(std::string(s)).message; }

std::string escape_field(std::string_view s) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    out.reserve(s.size());
    for (unsigned char c : s) {
        if (c <= 0x20 || c == '%' || c >= 0x7f) {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

std::string escape_text(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == ' ' && i > 0 && i + 1 < s.size()) out += ' ';
        else out += escape_field(s.substr(i, 1));
    }
    return out;
}

Result<std::string> unescape_field(std::string_view s) {
    auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        return -1;
    };
    std::string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '%') {
            out += s[i];
            continue;
        }
        const int hi = i + 1 < s.size() ? digit(s[i + 1]) : -1, lo = i + 2 < s.size() ? digit(s[i + 2]) : -1;
        if (hi < 0 || lo < 0) return fail("a '%' not followed by two hex digits");
        out += static_cast<char>(hi * 16 + lo);
        i += 2;
    }
    return out;
}

namespace {

// The pid in a temporary file name this program makes ("<name>.puzzlebox-tmp-<pid>-<n>"), or in
// the "<ours>.tmp<pid>" names earlier versions made next to our own files; 0 if neither.
long temp_file_pid(const std::string& name) {
    auto digits = [](std::string_view d) -> long {
        if (d.empty() || d.size() > 9) return 0;
        long v = 0;
        for (char c : d) {
            if (c < '0' || c > '9') return 0;
            v = v * 10 + (c - '0');
        }
        return v;
    };
    const std::string_view n(name);
    const size_t at = n.rfind(".puzzlebox-tmp-");
    if (at != std::string_view::npos && at > 0) {
        const std::string_view rest = n.substr(at + 15);
        const size_t dash = rest.find('-');
        if (dash == std::string_view::npos || digits(rest.substr(dash + 1)) == 0) return 0;
        return digits(rest.substr(0, dash));
    }
    const size_t old = n.rfind(".tmp");
    if (old == std::string_view::npos) return 0;
    const std::string_view stem = n.substr(0, old);
    const bool ours = stem == "settings.txt" || stem == "progress.txt" ||
                      (stem.size() > 4 && stem.substr(stem.size() - 4) == ".pzr");
    return ours ? digits(n.substr(old + 4)) : 0;
}

bool process_alive(long pid) {
#ifdef __EMSCRIPTEN__
    (void)pid;
    return false;  // one process only: any temporary file is left from an earlier session
#else
    if (pid == static_cast<long>(::getpid())) return true;  // ours, possibly being written right now
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
#endif
}

} // namespace

int remove_stale_temp_files(const std::vector<std::string>& dirs) {
    int removed = 0;
    for (const std::string& dir : dirs) {
        DIR* d = ::opendir(dir.c_str());
        if (!d) continue;
        while (const dirent* e = ::readdir(d)) {
            const std::string name = e->d_name;
            const long pid = temp_file_pid(name);
            if (pid <= 0 || process_alive(pid)) continue;
            const std::string path = dir + "/" + name;
            struct stat st {};
            if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
            if (::unlink(path.c_str()) == 0) ++removed;
        }
        ::closedir(d);
    }
    return removed;
}

} // namespace pz
