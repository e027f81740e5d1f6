// The session fuzzer, in the manner of Tatham's fuzzpuzz: a script of bytes drives a real game's
// session (hint moves, garbage moves, undo, redo, seek, restart, solve, branch switches), saving
// and reloading on the way; every reload must succeed and give the same history and digest.
// Used by the libFuzzer target fuzz_session and by a doctest property test.
#pragma once
#include <map>
#include <memory>
#include <string>

#include "bytes.h"
#include "game/core/level_pack.h"
#include "game/core/record.h"
#include "game/all/registry.h"

namespace pz::fuzz {

// A few small puzzles of each built game: its first levels, or its first preset's generator.
inline const std::vector<std::shared_ptr<const Puzzle>>& fuzz_puzzles() {
    static const std::vector<std::shared_ptr<const Puzzle>> all = [] {
        std::vector<std::shared_ptr<const Puzzle>> out;
        for (const GameType* g : all_games()) {
            int added = 0;
            for (const std::string& pack : g->level_packs()) {
                auto lp = load_level_pack(levels_dir() + "/" + std::string(g->id()) + "/" + pack);
                if (!lp) continue;
                for (size_t i = 0; i < lp->levels.size() && added < 3; ++i)
                    if (auto p = g->load(lp->levels[i].params, lp->levels[i].desc)) {
                        out.push_back(std::shared_ptr<const Puzzle>(std::move(*p)));
                        ++added;
                    }
                break;
            }
            if (added == 0 && !g->presets().empty()) {
                const std::string params = g->presets().front().params;
                if (auto desc = g->generate(params, 1))
                    if (auto p = g->load(params, *desc)) out.push_back(std::shared_ptr<const Puzzle>(std::move(*p)));
            }
        }
        return out;
    }();
    return all;
}

// Saves the session as the game would (with meta of any text), reads it back into a new session
// and compares; returns what differs, or nothing.
inline std::string save_and_reload(const Session& s, Bytes& in) {
    Record r = record_of(s);
    r.meta = {{"mode", "custom"}, {"label", in.text(20)}};
    auto text = write_record_checked(r);
    if (!text) return "could not save: " + text.error().message;
    auto back = parse_record(*text);
    if (!back) return "saved, then refused: " + back.error().message;
    if (back->meta != r.meta || back->steps != r.steps || back->branches != r.branches || back->cursor != r.cursor)
        return "the record read back differs";
    auto session = session_from_record(*back);
    if (!session) return "saved, then could not replay: " + session.error().message;
    const Session& t = **session;
    if (digest(t.state()) != digest(s.state())) return "the reloaded position differs";
    if (t.position() != s.position() || t.steps() != s.steps() || t.branches() != s.branches()) return "the reloaded history differs";
    return {};
}

inline std::string exercise_session(const uint8_t* data, size_t size) {
    const auto& puzzles = fuzz_puzzles();
    if (puzzles.empty()) return {};
    Bytes in(data, size);
    Session s(puzzles[in.below(static_cast<uint32_t>(puzzles.size()))]);
    int64_t t = 0;
    for (int op = 0; op < 48 && !in.empty(); ++op) {
        t += in.byte();
        switch (in.below(11)) {
        case 0:
        case 1:
        case 2:
            if (auto h = s.hint()) (void)s.play(h->move, in.byte() & 1 ? StepKind::Hint : StepKind::Move, t);
            break;
        case 3: (void)s.play(in.text(8), StepKind::Move, t); break;
        case 4: s.undo(); break;
        case 5: s.redo(); break;
        case 6: s.seek(in.below(static_cast<uint32_t>(s.length() + 1))); break;
        case 7: (void)s.restart(t); break;
        case 8:
            if (!s.branches().empty()) s.switch_branch(in.below(static_cast<uint32_t>(s.branches().size())));
            break;
        case 9:
            if (in.byte() < 32) (void)s.solve(t);
            break;
        case 10:
            if (auto why = save_and_reload(s, in); !why.empty()) return why;
            break;
        }
    }
    return save_and_reload(s, in);
}

} // namespace pz::fuzz
