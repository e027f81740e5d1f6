// Reading and writing record files (saves and .pzr replays).
#include "game/core/record.h"

#include "game/core/text.h"

namespace pz {

namespace {
constexpr std::string_view kMagic = "puzzlebox-record";
} // namespace

std::string Record::meta_value(std::string_view key) const {
    for (const auto& [k, v] : meta)
        if (k == key) return v;
    return {};
}

std::string write_record(const Record& r) {
    std::string out;
    out += std::string(kMagic) + " " + std::to_string(kRecordVersion) + "\n";
    out += "id " + r.id.text() + "\n";
    for (const auto& [k, v] : r.meta) out += "meta " + escape_field(k) + " " + escape_text(v) + "\n";
    out += "cursor " + std::to_string(r.cursor) + "\n";
    auto step_line = [&](std::string_view tag, const Step& s) {
        out += std::string(tag) + " " + std::string(step_kind_name(s.kind)) + " " + std::to_string(s.time_ms) + " " +
               escape_text(s.move) + "\n";
    };
    for (const auto& s : r.steps) step_line("step", s);
    for (const auto& b : r.branches) {
        out += "branch " + std::to_string(b.at) + "\n";
        for (const auto& s : b.steps) step_line("bstep", s);
    }
    out += "end\n";
    return out;
}

Result<std::string> write_record_checked(const Record& r) {
    if (r.steps.size() > kMaxRecordSteps)
        return fail("too many moves to save (" + std::to_string(r.steps.size()) + "; the limit is " + std::to_string(kMaxRecordSteps) + ")");
    if (r.branches.size() > kMaxRecordBranches)
        return fail("too many branches to save (" + std::to_string(r.branches.size()) + "; the limit is " + std::to_string(kMaxRecordBranches) + ")");
    for (const auto& b : r.branches)
        if (b.steps.size() > kMaxRecordSteps) return fail("a branch too long to save");
    if (r.meta.size() > kMaxRecordMeta) return fail("too many meta lines to save");
    for (const auto& [k, v] : r.meta)
        if (k.empty()) return fail("a meta line with no key cannot be saved");
    auto check_steps = [](const std::vector<Step>& steps) -> Result<void> {
        for (const Step& st : steps) {
            if (st.move.empty()) return fail("a step with no move cannot be saved");
            if (st.time_ms < 0 || st.time_ms > (int64_t(1) << 50)) return fail("a step time out of range cannot be saved");
        }
        return {};
    };
    if (auto ok = check_steps(r.steps); !ok) return ok.error();
    for (const auto& b : r.branches)
        if (auto ok = check_steps(b.steps); !ok) return ok.error();
    std::string text = write_record(r);
    if (text.size() > kMaxRecordBytes)
        return fail("too long to save (" + std::to_string(text.size()) + " bytes; Puzzlebox reads records up to " +
                    std::to_string(kMaxRecordBytes) + ")");
    return text;
}

Result<Record> read_record_file(const std::string& path) {
    auto text = read_file(path, kMaxRecordBytes);
    if (!text) return fail(describe(text.error(), path));
    auto rec = parse_record(*text);
    if (!rec) return fail(describe(rec.error(), path));
    return rec;
}

Result<void> save_record_file(const std::string& path, const Record& r) {
    auto text = write_record_checked(r);
    if (!text) return fail(path + ": " + text.error().message);
    return write_file_atomic(path, *text);
}

Result<Record> parse_record(std::string_view text) {
    if (text.size() > kMaxRecordBytes)
        return fail("too large for a record (" + std::to_string(text.size()) + " bytes; the limit is " + std::to_string(kMaxRecordBytes) + ")");
    auto lines = split_lines(text);
    if (lines.empty()) return fail("empty file, not a Puzzlebox record", 1);
    // A file cut off mid-line: its last line may be partial, so it is not trusted.
    const bool ends_cleanly = !text.empty() && text.back() == '\n';
    Record r;
    auto head = read_format_header(lines[0], kMagic, kRecordVersion, "not a Puzzlebox record (no 'puzzlebox-record' header)");
    if (!head) return head.error();
    const int version = *head;
    // Version 2 escapes meta values and moves; version 1 wrote them as they were.
    auto field = [version](std::string_view raw) -> Result<std::string> {
        if (version < 2) return std::string(raw);
        return unescape_field(raw);
    };
    bool have_id = false, have_cursor = false, ended = false;
    size_t last = lines.size();
    if (!ends_cleanly && trim(lines.back()) != "end") --last;
    for (size_t i = 1; i < last; ++i) {
        const int n = static_cast<int>(i + 1);
        auto line = trim(lines[i]);
        if (line.empty() || line[0] == '#') continue;
        if (ended) return fail("text after 'end'", n);
        size_t sp = line.find(' ');
        std::string_view tag = line.substr(0, sp);
        std::string_view rest = sp == std::string_view::npos ? std::string_view{} : trim(line.substr(sp + 1));
        if (tag == "id") {
            auto id = parse_game_id(rest);
            if (!id) return fail(id.error().message, n);
            if (id->seed) return fail("a record needs the full game:params:description ID", n);
            r.id = *id;
            have_id = true;
        } else if (tag == "meta") {
            size_t s2 = rest.find(' ');
            if (rest.empty()) return fail("meta needs a key", n);
            if (r.meta.size() >= kMaxRecordMeta) return fail("too many meta lines", n);
            auto key = field(rest.substr(0, s2));
            auto value = field(s2 == std::string_view::npos ? std::string_view{} : trim(rest.substr(s2 + 1)));
            if (!key) return fail("meta key: " + key.error().message, n);
            if (!value) return fail("meta value: " + value.error().message, n);
            r.meta.emplace_back(std::move(*key), std::move(*value));
        } else if (tag == "cursor") {
            auto c = parse_int(rest, 0, static_cast<int64_t>(kMaxRecordSteps), "a cursor position");
            if (!c) return fail(c.error().message, n);
            r.cursor = static_cast<size_t>(*c);
            have_cursor = true;
        } else if (tag == "step" || tag == "bstep") {
            auto parts = split_ws(rest);
            if (parts.size() < 3) return fail(std::string(tag) + " needs a kind, a time and a move", n);
            auto kind = parse_step_kind(parts[0]);
            if (!kind) return fail(kind.error().message, n);
            auto t = parse_int(parts[1], 0, int64_t(1) << 50, "a time in ms");
            if (!t) return fail(t.error().message, n);
            auto move = field(trim(rest.substr(static_cast<size_t>(parts[2].data() - rest.data()))));
            if (!move) return fail("move: " + move.error().message, n);
            Step s{*kind, std::move(*move), *t};
            if (tag == "step") {
                if (!r.branches.empty()) return fail("a step after a branch", n);
                if (r.steps.size() >= kMaxRecordSteps)
                    return fail("too many steps (the limit is " + std::to_string(kMaxRecordSteps) + ")", n);
                r.steps.push_back(std::move(s));
            } else {
                if (r.branches.empty()) return fail("bstep before any branch", n);
                if (r.branches.back().steps.size() >= kMaxRecordSteps) return fail("too many steps in a branch", n);
                r.branches.back().steps.push_back(std::move(s));
            }
        } else if (tag == "branch") {
            auto at = parse_int(rest, 0, static_cast<int64_t>(kMaxRecordSteps), "a branch position");
            if (!at) return fail(at.error().message, n);
            if (r.branches.size() >= kMaxRecordBranches) return fail("too many branches", n);
            r.branches.push_back({static_cast<size_t>(*at), {}});
        } else if (tag == "end") {
            ended = true;
        } else {
            return fail("unknown line '" + std::string(tag.substr(0, 20)) + "'", n);
        }
    }
    if (!have_id) return fail("no 'id' line", static_cast<int>(lines.size()));
    r.truncated = !ended;
    if (!have_cursor || r.cursor > r.steps.size()) r.cursor = r.steps.size();
    return r;
}

std::string record_game(std::string_view head) {
    for (auto raw : split_lines(head)) {
        const auto line = trim(raw);
        if (line.rfind("step ", 0) == 0) break;
        if (line.rfind("id ", 0) != 0) continue;
        auto id = parse_game_id(trim(line.substr(3)));
        return id ? id->game : std::string();
    }
    return {};
}

Record record_of(const Session& s) {
    Record r;
    r.id.game = std::string(s.puzzle().game());
    r.id.params = s.puzzle().params();
    r.id.desc = s.puzzle().description();
    r.steps = s.steps();
    r.cursor = s.position();
    r.branches = s.branches();
    return r;
}

Result<void> replay_into(Session& session, const Record& r) {
    return session.load_history(r.steps, r.cursor, r.branches);
}

} // namespace pz
