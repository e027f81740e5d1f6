// Text and file helpers: bounded number parsing, line splitting, atomic writes.
#include "game/core/text.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
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
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return fail(std::string("cannot open: ") + std::strerror(errno));
    if (S_ISDIR(st.st_mode)) return fail("is a folder, not a file");
    if (static_cast<uint64_t>(st.st_size) > max_bytes)
        return fail("file is too large (" + std::to_string(st.st_size) + " bytes; the limit is " +
                    std::to_string(max_bytes) + ")");
    FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return fail(std::string("cannot open: ") + std::strerror(errno));
    std::string data;
    data.resize(static_cast<size_t>(st.st_size));
    size_t got = data.empty() ? 0 : std::fread(data.data(), 1, data.size(), f);
    // A file may grow between stat and read; read on up to the limit.
    char buf[4096];
    size_t more;
    while ((more = std::fread(buf, 1, sizeof buf, f)) > 0) {
        if (data.size() + more > max_bytes) {
            std::fclose(f);
            return fail("file is too large (over " + std::to_string(max_bytes) + " bytes)");
        }
        data.append(buf, more);
        got += more;
    }
    std::fclose(f);
    data.resize(got);
    return data;
}

Result<void> write_file_atomic(const std::string& path, std::string_view content) {
    std::string tmp = path + ".tmp" + std::to_string(::getpid());
    int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return fail("cannot write " + tmp + ": " + std::strerror(errno));
    size_t done = 0;
    while (done < content.size()) {
        ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            int err = errno;
            ::close(fd);
            ::unlink(tmp.c_str());
            return fail("cannot write " + tmp + ": " + std::strerror(err));
        }
        done += static_cast<size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        ::unlink(tmp.c_str());
        return fail("cannot flush " + tmp + ": " + std::strerror(errno));
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        int err = errno;
        ::unlink(tmp.c_str());
        return fail("cannot replace " + path + ": " + std::strerror(err));
    }
    // Make the rename itself durable.
    std::string dir = path.substr(0, path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/'));
    if (dir.empty()) dir = ".";
    int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    return {};
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

namespace {

// The pid in a "<name>.tmp<pid>" file name, or 0 if the name is not one.
long temp_file_pid(const std::string& name) {
    const size_t at = name.rfind(".tmp");
    if (at == std::string::npos || at == 0 || at + 4 >= name.size() || name.size() - at - 4 > 9) return 0;
    long pid = 0;
    for (size_t i = at + 4; i < name.size(); ++i) {
        if (name[i] < '0' || name[i] > '9') return 0;
        pid = pid * 10 + (name[i] - '0');
    }
    return pid;
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

int remove_stale_temp_files(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    int removed = 0;
    fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        const long pid = temp_file_pid(it->path().filename().string());
        if (pid <= 0 || process_alive(pid)) continue;
        if (fs::remove(it->path(), ec)) ++removed;
    }
    return removed;
}

} // namespace pz
