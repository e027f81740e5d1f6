// The "My puzzles" list and its file: "puzzlebox-made 1", then per puzzle
// "game id verdict grade|- modified_ms name..." (fields escaped, the name the rest of the line).
#include "game/core/made.h"

#include <algorithm>
#include <cstdint>

#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/line_file.h"
#include "game/core/text.h"

namespace pz {

namespace {
constexpr int kMadeVersion = 1;
}

std::vector<MadePuzzle> MadeList::of(std::string_view game) const {
    std::vector<MadePuzzle> out;
    for (const MadePuzzle& p : items_)
        if (p.game == game) out.push_back(p);
    return out;
}

const MadePuzzle* MadeList::find(std::string_view id) const {
    for (const MadePuzzle& p : items_)
        if (p.id == id) return &p;
    return nullptr;
}

void MadeList::keep(MadePuzzle p) {
    (void)remove(p.id);
    // Newest first; a puzzle put back by an undo goes back where its time says.
    auto at = std::find_if(items_.begin(), items_.end(), [&](const MadePuzzle& q) { return q.modified_ms <= p.modified_ms; });
    items_.insert(at, std::move(p));
}

bool MadeList::rename(std::string_view id, std::string name) {
    for (MadePuzzle& p : items_)
        if (p.id == id) {
            p.name = std::move(name);
            return true;
        }
    return false;
}

std::optional<MadePuzzle> MadeList::remove(std::string_view id) {
    auto it = std::find_if(items_.begin(), items_.end(), [&](const MadePuzzle& p) { return p.id == id; });
    if (it == items_.end()) return std::nullopt;
    MadePuzzle p = std::move(*it);
    items_.erase(it);
    return p;
}

std::string MadeList::write() const {
    std::string s = "puzzlebox-made " + std::to_string(kMadeVersion) + "\n";
    for (const MadePuzzle& p : items_)
        s += escape_field(p.game) + " " + escape_field(p.id) + " " + escape_field(p.verdict) + " " +
             (p.grade.empty() ? std::string("-") : escape_field(p.grade)) + " " + std::to_string(p.modified_ms) + " " +
             escape_text(p.name) + "\n";
    return s;
}

Result<MadeList> MadeList::parse(std::string_view text, std::vector<Error>* skipped) {
    MadeList list;
    auto read = [&](const FileLine& l) -> Result<void> {
        if (l.words.size() < 5) return fail("expected 'game id verdict grade modified name'");
        MadePuzzle p;
        auto game = unescape_field(l.words[0]);
        auto id = unescape_field(l.words[1]);
        auto verdict = unescape_field(l.words[2]);
        auto grade = unescape_field(l.words[3]);
        auto modified = parse_int(l.words[4], 0, INT64_MAX, "a time");
        if (!game || !id || !verdict || !grade || !modified) return fail("a field is damaged");
        auto parsed = parse_game_id(*id);
        if (!parsed || parsed->game != *game) return fail("the puzzle's ID is damaged");
        if (*verdict != "unique" && *verdict != "several" && *verdict != "none" && *verdict != "unknown")
            return fail("unknown verdict '" + printable(*verdict) + "'");
        // The name is the rest of the line after the fifth field.
        const std::string_view rest = l.words.size() > 5 ? l.text.substr(static_cast<size_t>(l.words[5].data() - l.text.data())) : "";
        auto name = unescape_field(trim(rest));
        if (!name) return fail("the name is damaged");
        p.game = *game, p.id = *id, p.verdict = *verdict, p.grade = *grade == "-" ? "" : *grade;
        p.modified_ms = *modified, p.name = *name;
        if (list.find(p.id)) return fail("the same puzzle twice");
        list.items_.push_back(std::move(p));
        return {};
    };
    auto version = read_line_file(text, "puzzlebox-made", kMadeVersion, "not a Puzzlebox list of made puzzles", read, skipped);
    if (!version) return version.error();
    std::stable_sort(list.items_.begin(), list.items_.end(), [](const MadePuzzle& a, const MadePuzzle& b) { return a.modified_ms > b.modified_ms; });
    return list;
}

std::string next_made_name(const MadeList& list, std::string_view game) {
    for (int n = 1;; ++n) {
        std::string name = trf("My puzzle {1}", n);
        bool used = false;
        for (const MadePuzzle& p : list.all()) used = used || (p.game == game && p.name == name);
        if (!used) return name;
    }
}

Result<std::string> check_made_name(std::string_view typed) {
    const std::string name(trim(typed));
    if (name.empty()) return fail(tr("Give it a name first"));
    size_t chars = 0;
    for (unsigned char c : name) chars += (c & 0xC0) != 0x80;  // (UTF-8: one per character)
    if (chars > kMaxMadeName) return fail(trf("That name is too long: {1} letters at most", kMaxMadeName));
    return name;
}

} // namespace pz
