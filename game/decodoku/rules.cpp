// Decodoku's Puzzle: text formats, the state, applying moves and noise, loss and score.
#include "game/decodoku/rules.h"

#include <cstdio>

#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/decodoku/strategy.h"

namespace pz::decodoku {

char mode_char(Mode m) {
    switch (m) {
    case Mode::Normal: return 'n';
    case Mode::Practice: return 'p';
    case Mode::Daily: return 'd';
    }
    return 'n';
}

std::string_view mode_name(Mode m) {
    switch (m) {
    case Mode::Normal: return "normal";
    case Mode::Practice: return "practice";
    case Mode::Daily: return "daily";
    }
    return "normal";
}

Result<Params> parse_params(std::string_view text) {
    Params p;
    std::string_view digits = text;
    if (!digits.empty() && !(digits.back() >= '0' && digits.back() <= '9')) {
        switch (digits.back()) {
        case 'n': p.mode = Mode::Normal; break;
        case 'p': p.mode = Mode::Practice; break;
        case 'd': p.mode = Mode::Daily; break;
        default: return fail("params '" + std::string(text) + "': mode must be n, p or d");
        }
        digits.remove_suffix(1);
    }
    auto size = parse_int(digits, kMinSize, kMaxSize, "a grid size 3..10");
    if (!size) return fail("params '" + std::string(text) + "': " + size.error().message);
    p.size = static_cast<int>(*size);
    return p;
}

std::string format_params(const Params& p) { return std::to_string(p.size) + mode_char(p.mode); }

Result<uint64_t> parse_desc(std::string_view text) {
    if (text.size() < 2 || text[0] != 's') return fail("description '" + std::string(text) + "': expected s<seed>");
    auto seed = parse_u64(text.substr(1), "a seed");
    if (!seed) return fail("description '" + std::string(text) + "': " + seed.error().message);
    return *seed;
}

std::string format_desc(uint64_t seed) { return "s" + std::to_string(seed); }

uint64_t daily_seed(int yyyymmdd) { return mix64(0xdec0d0c0ull ^ static_cast<uint64_t>(yyyymmdd)); }

bool DecodokuState::noise_due() const {
    if (lost) return false;
    if (bursts == 0) return true;
    if (moves % kNoiseEvery == 0 && noised_at != moves) return true;
    return board.cleared();  // a burst that cancelled itself out: the board is cleared again
}

std::string DecodokuState::text() const {
    std::string t = "L" + std::to_string(board.size) + " m" + std::to_string(moves) + " n" + std::to_string(noised_at) +
                    " b" + std::to_string(bursts) + (lost ? " lost" : " live") + " r";
    char buf[20];
    for (uint64_t w : rng.s) {
        std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(w));
        t += buf;
    }
    t += " v";
    for (int i = 0; i < board.cells(); ++i) t += static_cast<char>('0' + board.value[i]);
    t += " c";
    for (int i = 0; i < board.cells(); ++i) {
        t += i ? "," : "";
        t += std::to_string(board.cluster[i]);
    }
    t += " next" + std::to_string(board.next_label);
    return t;
}

const DecodokuState& as_decodoku(const State& s) { return static_cast<const DecodokuState&>(s); }

Result<PlayerMove> parse_move(std::string_view text) {
    auto bad = [&](std::string_view why) { return fail("move '" + std::string(text) + "': " + std::string(why)); };
    if (text.size() < 4) return bad("expected x,y and a direction L/R/U/D, e.g. 3,4R");
    auto dir = parse_dir(text.back());
    if (!dir) return bad("the direction must be L, R, U or D");
    auto parts = split(text.substr(0, text.size() - 1), ',');
    if (parts.size() != 2) return bad("expected x,y and a direction L/R/U/D, e.g. 3,4R");
    auto x = parse_int(parts[0], 0, kMaxSize - 1, "a column");
    if (!x) return bad(x.error().message);
    auto y = parse_int(parts[1], 0, kMaxSize - 1, "a row");
    if (!y) return bad(y.error().message);
    return PlayerMove{static_cast<int>(*x), static_cast<int>(*y), *dir};
}

const char* dir_word(Dir d) {
    switch (d) {
    case Dir::Left: return "left";
    case Dir::Right: return "right";
    case Dir::Up: return "up";
    case Dir::Down: return "down";
    }
    return "";
}

std::string move_words(int v, const std::string& cell, Dir d) {
    // One sentence per direction, so each language words the direction its own way.
    if (!v) {
        const char* f = d == Dir::Left ? tr("move {1} left") : d == Dir::Right ? tr("move {1} right") : d == Dir::Up ? tr("move {1} up") : tr("move {1} down");
        return trf(f, cell);
    }
    const char* f = d == Dir::Left    ? tr("move the {1} on {2} left")
                    : d == Dir::Right ? tr("move the {1} on {2} right")
                    : d == Dir::Up    ? tr("move the {1} on {2} up")
                                      : tr("move the {1} on {2} down");
    return trf(f, v, cell);
}

std::string format_move(int x, int y, Dir d) { return std::to_string(x) + "," + std::to_string(y) + dir_char(d); }

DecodokuPuzzle::DecodokuPuzzle(Params p, uint64_t seed)
    : params_(p), seed_(seed), params_text_(format_params(p)), desc_(format_desc(seed)) {}

StatePtr DecodokuPuzzle::initial() const {
    auto s = std::make_shared<DecodokuState>();
    s->board.size = params_.size;
    s->rng = Rng(seed_).snapshot();
    return s;
}

std::shared_ptr<const DecodokuState> DecodokuPuzzle::noise(const DecodokuState& s, std::vector<NoiseEvent>* log) const {
    auto n = std::make_shared<DecodokuState>(s);
    Rng rng;
    rng.restore(s.rng);
    if (s.bursts == 0) {
        start_board(n->board, rng);
        n->tracker = Tracker{};
        Values empty{};
        observe_noise(n->tracker, n->board.size, empty, n->board.value);
    } else {
        // A burst that left the board empty counts as a cleared board: skip to the next 5.
        if (s.board.cleared() && s.noised_at == s.moves) n->moves += kNoiseEvery;
        noise_burst(n->board, rng, log);
        observe_noise(n->tracker, n->board.size, s.board.value, n->board.value);
    }
    n->rng = rng.snapshot();
    n->bursts++;
    n->noised_at = n->moves;
    return n;
}

Result<std::shared_ptr<const DecodokuState>> DecodokuPuzzle::play(const DecodokuState& s, const PlayerMove& m) const {
    if (s.lost) return fail(tr("the game is over"));
    if (s.noise_due()) return fail(tr("noise is due before the next move"));
    const int size = s.board.size;
    if (m.x >= size || m.y >= size)
        return fail("move " + format_move(m.x, m.y, m.dir) + " names a square off the " + std::to_string(size) + "x" +
                    std::to_string(size) + " grid");
    const int from = m.y * size + m.x;
    if (!s.board.value[from]) return fail(trf("{1} is empty", cell_label(m.y, m.x)));
    const int to = s.board.step(from, m.dir);
    if (to < 0) return fail(tr("that move leaves the grid"));
    auto n = std::make_shared<DecodokuState>(s);
    move_number(n->board, from, to);
    observe_move(n->tracker, n->board.value, from, to);
    n->moves++;
    if (spanning_cluster(n->board)) {
        n->lost = true;
    } else if (n->board.cleared() && n->moves % kNoiseEvery) {
        n->moves += kNoiseEvery - n->moves % kNoiseEvery;  // the board-cleared bonus
    }
    return std::shared_ptr<const DecodokuState>(std::move(n));
}

Result<StatePtr> DecodokuPuzzle::apply(const State& st, std::string_view move) const {
    const auto& s = as_decodoku(st);
    if (trim(move) == kNoiseMove) {
        if (!s.noise_due()) return fail("no noise is due now");
        return StatePtr(noise(s));
    }
    auto m = parse_move(trim(move));
    if (!m) return m.error();
    auto n = play(s, *m);
    if (!n) return n.error();
    return StatePtr(*n);
}

Status DecodokuPuzzle::status(const State& s) const { return as_decodoku(s).lost ? Status::Lost : Status::Playing; }

std::optional<std::string> DecodokuPuzzle::automatic_move(const State& s) const {
    if (as_decodoku(s).noise_due()) return std::string(kNoiseMove);
    return std::nullopt;
}

Result<Hint> DecodokuPuzzle::hint(const State& st) const {
    const auto& s = as_decodoku(st);
    if (s.lost) return fail(tr("the game is over"));
    if (s.noise_due()) return fail(tr("noise is coming first"));
    // The hint knows only what the player can know: clusters only in Practice mode.
    const Info info = params_.mode == Mode::Practice ? Info::Omniscient : Info::Honest;
    return advise(s, info);
}

std::string DecodokuPuzzle::move_name(const State& before, std::string_view move) const {
    if (trim(move) == kNoiseMove) return tr("noise burst");
    auto m = parse_move(trim(move));
    if (!m) return std::string(move);
    const auto& s = as_decodoku(before);
    const int size = s.board.size;
    if (m->x >= size || m->y >= size) return std::string(move);
    const int v = s.board.value[static_cast<size_t>(m->y * size + m->x)];
    return move_words(v, cell_label(m->y, m->x), m->dir);
}

std::vector<std::string> DecodokuPuzzle::labels() const { return grid_labels(params_.size, params_.size); }

std::vector<std::string> DecodokuPuzzle::move_cells(const State&, std::string_view move) const {
    auto m = parse_move(trim(move));
    if (!m || m->x >= params_.size || m->y >= params_.size) return {};
    return {cell_label(m->y, m->x)};
}

Result<std::vector<std::string>> DecodokuPuzzle::solve(const State&) const {
    return fail(tr("Decodoku has no end to solve: survive as long as you can (ask for a hint)"));
}

std::string DecodokuPuzzle::hud(const State& st) const {
    const auto& s = as_decodoku(st);
    if (s.lost) return trf("Game over - score {1}", s.score());
    return trn("Score {2}  -  noise in {1} move", "Score {2}  -  noise in {1} moves", s.moves_to_noise(), s.score());
}

std::string DecodokuPuzzle::summary(const State& end, const Help& help) const {
    (void)help;  // it grades the puzzle, not the player: help changes nothing it says
    const auto& s = as_decodoku(end);
    const int bursts = s.moves / kNoiseEvery;
    return trn("Score {2}: you lasted through {1} noise burst.", "Score {2}: you lasted through {1} noise bursts.", bursts, s.score());
}

} // namespace pz::decodoku
