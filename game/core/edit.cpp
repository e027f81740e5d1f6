// What is written once over every game's editor: verdict words, draft IDs, the edit session with
// its undo, and the verdict as a job.
#include "game/core/edit.h"

#include <utility>

#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/text.h"

namespace pz {

std::string_view verdict_word(Verdict::Kind k) {
    switch (k) {
    case Verdict::Kind::None: return "none";
    case Verdict::Kind::Unique: return "unique";
    case Verdict::Kind::Several: return "several";
    case Verdict::Kind::Unknown: break;
    }
    return "unknown";
}

Result<Verdict::Kind> parse_verdict_word(std::string_view word) {
    for (auto k : {Verdict::Kind::Unknown, Verdict::Kind::None, Verdict::Kind::Unique, Verdict::Kind::Several})
        if (word == verdict_word(k)) return k;
    return fail("expected unique, several, none or unknown, not '" + printable(word) + "'");
}

namespace {
// The grades games spell in their level tags, in the player's words.
std::string grade_words(const std::string& grade) {
    static const std::pair<const char*, const char*> kGrades[] = {
        {"easy", tr_noop("Easy")}, {"medium", tr_noop("Medium")}, {"hard", tr_noop("Hard")}, {"expert", tr_noop("Expert")}};
    for (const auto& [word, shown] : kGrades)
        if (grade == word) return tr(shown);
    return grade;
}

std::string joined(const std::vector<std::string>& cells, size_t most) {
    std::string out;
    for (size_t i = 0; i < cells.size() && i < most; ++i) out += (i ? ", " : "") + cells[i];
    if (cells.size() > most) out += ", …";
    return out;
}
} // namespace

std::string verdict_line(const Verdict& v) {
    switch (v.kind) {
    case Verdict::Kind::None: return tr("No solution");
    case Verdict::Kind::Unique:
        if (v.no_uniqueness && !v.note.empty()) return v.note;
        return v.grade.empty() ? std::string(tr("Exactly one solution")) : trf("Exactly one solution · {1}", grade_words(v.grade));
    case Verdict::Kind::Several: {
        const int64_t n = static_cast<int64_t>(v.count);
        std::string count = v.at_least ? trf("Several solutions (more than {1})", n - 1) : trf("Several solutions ({1})", n);
        if (v.differ.empty()) return count;
        return trf("{1}: they differ at {2}", count, joined(v.differ, 6));
    }
    case Verdict::Kind::Unknown: break;
    }
    return tr("Too big to settle here");
}

std::string verdict_text(const Verdict& v) {
    std::string out(verdict_word(v.kind));
    if (!v.grade.empty()) out += " grade=" + v.grade;
    return out;
}

std::string draft_id(const GameType& game, const Draft& d) { return std::string(game.id()) + ":" + d.params + ":" + d.desc; }

Result<Draft> draft_from_id(const GameType& game, std::string_view id_text) {
    if (!game.editor()) return fail(trf("{1} has no editor yet", tr(game.title())));
    auto id = parse_game_id(id_text);
    if (!id) return fail(trf("That is not a puzzle ID: {1}", id.error().message));
    if (id->game != game.id()) return fail(trf("That ID is for another game, not {1}", tr(game.title())));
    std::string desc = id->desc;
    if (id->seed && desc.empty()) {
        auto made = game.generate(id->params, *id->seed);
        if (!made) return fail(trf("That ID does not make a puzzle: {1}", made.error().message));
        desc = *made;
    }
    auto puzzle = game.load(id->params, desc);
    if (!puzzle) return fail(trf("That ID is damaged: {1}", puzzle.error().message));
    return game.editor()->adopt(**puzzle);
}

Result<std::pair<int, int>> parse_cell(std::string_view label, int rows, int cols) {
    size_t i = 0;
    int col = 0;
    for (; i < label.size() && label[i] >= 'A' && label[i] <= 'Z' && col <= 1000; ++i) col = col * 26 + (label[i] - 'A' + 1);
    auto row = i > 0 && i < label.size() ? parse_int(label.substr(i), 1, rows, "a row") : Result<int64_t>(fail(""));
    if (!row || col < 1 || col > cols) return fail(trf("There is no cell {1} on this board", printable(label)));
    return std::pair{static_cast<int>(*row) - 1, col - 1};
}

Result<std::pair<std::string, std::string>> split_edit(std::string_view edit) {
    edit = trim(edit);
    const size_t eq = edit.find('=');
    if (eq == std::string_view::npos || eq == 0) return fail(trf("An edit looks like B3=2 or k=2, not '{1}'", printable(edit)));
    return std::pair{std::string(trim(edit.substr(0, eq))), std::string(trim(edit.substr(eq + 1)))};
}

EditSession::EditSession(const GameType& game, Draft start) : game_(game), drafts_{std::move(start)} {}

Result<void> EditSession::edit(std::string_view text) {
    auto kv = split_edit(text);
    if (!kv) return kv.error();
    auto next = kv->first == "size" ? editor().blank(kv->second) : editor().apply(draft(), text);
    if (!next) return next.error();
    if (*next == draft()) return {};  // nothing changed: nothing to undo
    drafts_.resize(at_ + 1);
    edits_.resize(at_);
    drafts_.push_back(std::move(*next));
    edits_.emplace_back(trim(text));
    ++at_;
    ++version_;
    return {};
}

void EditSession::undo() {
    if (!can_undo()) return;
    --at_;
    ++version_;
}

void EditSession::redo() {
    if (!can_redo()) return;
    ++at_;
    ++version_;
}

std::unique_ptr<Job> start_judging(const GameType& game, Draft draft, JudgeLimits limits, const Judged& out) {
    return std::make_unique<Job>([g = &game, d = std::move(draft), limits, out] { *out = g->editor()->judge(d, limits); });
}

} // namespace pz
