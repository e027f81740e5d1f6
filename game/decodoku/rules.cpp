// Decodoku's Puzzle: text formats, the state, applying moves and noise, loss and score.
#include "game/decodoku/rules.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <unordered_set>

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

namespace {

// One grid of a hand-made position ("position" or "burst 2"): its squares and groups, each group
// labelled in the order first met so that one position has one text.
Result<Board> parse_grid(std::string_view text, const std::string& what) {
    const auto rows = split(text, '/');
    const int size = static_cast<int>(rows.size());
    if (size < kMinSize || size > kMaxSize)
        return fail(what + " has " + std::to_string(size) + (size == 1 ? " row" : " rows") + "; a grid has 3 to 10");
    Board b;
    b.size = size;
    std::string letters;  // the groups' letters as met; label = place + 1
    for (int y = 0; y < size; ++y) {
        const std::string_view row = rows[static_cast<size_t>(y)];
        int x = 0;
        for (size_t i = 0; i < row.size(); ++x) {
            if (x >= size) return fail(what + " row " + std::to_string(y + 1) + " has more than " + std::to_string(size) + " squares");
            const std::string at = what + " " + pz::cell_label(y, x);
            const char c = row[i];
            if (c == '.') {
                ++i;
                continue;
            }
            if (c < '1' || c > '9') return fail(at + ": '" + std::string(1, c) + "' is neither '.' nor a number 1 to 9");
            if (i + 1 >= row.size() || row[i + 1] < 'a' || row[i + 1] > 'z')
                return fail(at + ": the " + std::string(1, c) + " needs its group's letter a to z after it");
            size_t g = letters.find(row[i + 1]);
            if (g == std::string::npos) {
                g = letters.size();
                letters += row[i + 1];
            }
            const int cell = y * size + x;
            b.value[static_cast<size_t>(cell)] = static_cast<uint8_t>(c - '0');
            b.cluster[static_cast<size_t>(cell)] = static_cast<int32_t>(g + 1);
            i += 2;
        }
        if (x != size)
            return fail(what + " row " + std::to_string(y + 1) + " has " + std::to_string(x) + (x == 1 ? " square" : " squares") +
                        ", expected " + std::to_string(size));
    }
    b.next_label = static_cast<int32_t>(letters.size() + 1);
    std::array<int, 27> sum{};
    for (int i = 0; i < b.cells(); ++i) sum[static_cast<size_t>(b.cluster[i])] += b.value[i];
    for (size_t g = 0; g < letters.size(); ++g)
        if (sum[g + 1] % 10)
            return fail(what + ": group " + std::string(1, letters[g]) + " adds up to " + std::to_string(sum[g + 1]) +
                        ", not a multiple of 10");
    return b;
}

std::string format_grid(const Board& b) {
    std::string t, letters;
    std::vector<int32_t> met;  // labels in the order first met: letter = place
    for (int y = 0; y < b.size; ++y) {
        if (y) t += '/';
        for (int x = 0; x < b.size; ++x) {
            const int cell = y * b.size + x;
            if (!b.value[static_cast<size_t>(cell)]) {
                t += '.';
                continue;
            }
            const int32_t label = b.cluster[static_cast<size_t>(cell)];
            size_t g = 0;
            while (g < met.size() && met[g] != label) ++g;
            if (g == met.size()) met.push_back(label);
            t += static_cast<char>('0' + b.value[static_cast<size_t>(cell)]);
            t += static_cast<char>('a' + std::min<size_t>(g, 25));
        }
    }
    return t;
}

} // namespace

Result<Position> parse_position(std::string_view text) {
    const auto parts = split(text, '|');
    auto start = parse_grid(parts[0], "position");
    if (!start) return start.error();
    if (start->cleared()) return fail("position has no numbers");
    if (spanning_cluster(*start)) return fail("position has a group stretching from one side to the other: it is lost already");
    Position p{*start, {}};
    for (size_t i = 1; i < parts.size(); ++i) {
        const std::string what = "burst " + std::to_string(i);
        auto burst = parse_grid(parts[i], what);
        if (!burst) return burst.error();
        if (burst->size != start->size)
            return fail(what + " is " + std::to_string(burst->size) + "x" + std::to_string(burst->size) + " but the position is " +
                        std::to_string(start->size) + "x" + std::to_string(start->size));
        if (burst->cleared()) return fail(what + " adds no numbers");
        p.bursts.push_back(*burst);
    }
    return p;
}

std::string format_position(const Position& p) {
    std::string t = format_grid(p.start);
    for (const Board& b : p.bursts) t += "|" + format_grid(b);
    return t;
}

void add_burst(Board& b, const Board& burst) {
    for (int32_t g = 1; g < burst.next_label; ++g) {
        // The burst's group and every group it lands on become one, under a new label.
        const int32_t label = b.next_label++;
        std::vector<int32_t> joined;
        for (int i = 0; i < b.cells(); ++i)
            if (burst.cluster[i] == g && b.value[i]) joined.push_back(b.cluster[i]);
        for (int i = 0; i < b.cells(); ++i) {
            const bool hit = burst.cluster[i] == g;
            if (!hit && (!b.value[i] || std::find(joined.begin(), joined.end(), b.cluster[i]) == joined.end())) continue;
            if (hit) b.value[i] = static_cast<uint8_t>((b.value[i] + burst.value[i]) % 10);
            b.cluster[i] = b.value[i] ? label : 0;
        }
    }
}

Result<std::unique_ptr<DecodokuPuzzle>> load_puzzle(std::string_view params, std::string_view desc) {
    auto p = parse_params(params);
    if (!p) return p.error();
    if (desc.find('/') == std::string_view::npos) {
        auto seed = parse_desc(desc);
        if (!seed) return fail(seed.error().message + " or a position (rows of '.' and numbers with group letters, joined by '/')");
        return std::make_unique<DecodokuPuzzle>(*p, *seed);
    }
    auto pos = parse_position(desc);
    if (!pos) return fail("description: " + pos.error().message);
    if (pos->start.size != p->size)
        return fail("description: the position is " + std::to_string(pos->start.size) + "x" + std::to_string(pos->start.size) +
                    " but the params say " + std::to_string(p->size) + "x" + std::to_string(p->size));
    return std::make_unique<DecodokuPuzzle>(*p, std::move(*pos));
}

bool DecodokuState::noise_due() const {
    if (lost || scripted == 0) return false;  // a hand-made position's written noise may be spent
    if (bursts == 0 && scripted < 0) return true;
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
    if (scripted >= 0) t += " k" + std::to_string(scripted);  // seeded games' text (and digests) stay as they were
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

DecodokuPuzzle::DecodokuPuzzle(Params p, Position position)
    : params_(p), seed_(0), position_(std::move(position)), params_text_(format_params(p)), desc_(format_position(*position_)) {}

StatePtr DecodokuPuzzle::initial() const {
    auto s = std::make_shared<DecodokuState>();
    s->board.size = params_.size;
    s->rng = Rng(seed_).snapshot();
    if (position_) {
        // The player sees the whole position at once, as after a game's first burst.
        s->board = position_->start;
        s->scripted = static_cast<int>(position_->bursts.size());
        s->noised_at = 0;
        observe_noise(s->tracker, s->board.size, Values{}, s->board.value);
    }
    return s;
}

std::shared_ptr<const DecodokuState> DecodokuPuzzle::noise(const DecodokuState& s, std::vector<NoiseEvent>* log) const {
    auto n = std::make_shared<DecodokuState>(s);
    Rng rng;
    rng.restore(s.rng);
    if (s.bursts == 0 && s.scripted < 0) {
        start_board(n->board, rng);
        n->tracker = Tracker{};
        Values empty{};
        observe_noise(n->tracker, n->board.size, empty, n->board.value);
    } else {
        // A burst that left the board empty counts as a cleared board: skip to the next 5.
        if (s.board.cleared() && s.noised_at == s.moves) n->moves += kNoiseEvery;
        if (s.scripted > 0) {
            add_burst(n->board, position_->bursts[position_->bursts.size() - static_cast<size_t>(s.scripted)]);
            n->scripted--;
        } else {
            noise_burst(n->board, rng, log);
        }
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
    } else if (n->board.cleared() && n->moves % kNoiseEvery && noise_ahead(*n)) {
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

Status DecodokuPuzzle::status(const State& st) const {
    const auto& s = as_decodoku(st);
    if (s.lost) return Status::Lost;
    return !noise_ahead(s) && s.board.cleared() ? Status::Won : Status::Playing;
}

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

namespace {

constexpr size_t kSearchStates = 20000;  // a guide's board has a few hundred; more is not a little puzzle

struct Search {
    enum class End { Cleared, Never, TooBig } end = End::Never;
    std::vector<std::string> moves;
};

// Breadth first over the player's moves, each followed by the noise it brings: the fewest moves
// that clear a hand-made position's board, or that none do, or that it is too big to tell.
Search search(const DecodokuPuzzle& p, const DecodokuState& from) {
    struct Node {
        std::shared_ptr<const DecodokuState> state;
        size_t parent;
        std::string move;
    };
    std::vector<Node> nodes{{std::make_shared<DecodokuState>(from), 0, {}}};
    std::unordered_set<std::string> seen{from.text()};
    Search out;
    for (size_t at = 0; at < nodes.size(); ++at) {
        const auto s = nodes[at].state;
        if (p.status(*s) == Status::Won) {
            out.end = Search::End::Cleared;
            for (size_t i = at; i; i = nodes[i].parent) out.moves.push_back(nodes[i].move);
            std::reverse(out.moves.begin(), out.moves.end());
            return out;
        }
        if (s->lost) continue;
        const int n = s->board.size;
        for (int cell = 0; cell < s->board.cells(); ++cell) {
            if (!s->board.value[static_cast<size_t>(cell)]) continue;
            for (Dir d : {Dir::Left, Dir::Right, Dir::Up, Dir::Down}) {
                auto next = p.play(*s, PlayerMove{cell % n, cell / n, d});
                if (!next) continue;
                std::shared_ptr<const DecodokuState> after = *next;
                while (after->noise_due()) after = p.noise(*after);
                if (!seen.insert(after->text()).second) continue;
                if (nodes.size() >= kSearchStates) {
                    out.end = Search::End::TooBig;
                    return out;
                }
                nodes.push_back({after, at, format_move(cell % n, cell / n, d)});
            }
        }
    }
    return out;
}

} // namespace

Result<std::vector<std::string>> DecodokuPuzzle::solve(const State& st) const {
    if (!position_) return fail(tr("Decodoku has no end to solve: survive as long as you can (ask for a hint)"));
    const Search found = search(*this, as_decodoku(st));
    if (found.end == Search::End::Cleared) return found.moves;
    return fail(found.end == Search::End::Never ? tr("no way to clear the board from here") : tr("too many ways to try: no solution found"));
}

std::optional<bool> DecodokuPuzzle::winnable(const State& st) const {
    if (!position_) return std::nullopt;
    const Search found = search(*this, as_decodoku(st));
    if (found.end == Search::End::TooBig) return std::nullopt;
    return found.end == Search::End::Cleared;
}

std::string DecodokuPuzzle::hud(const State& st) const {
    const auto& s = as_decodoku(st);
    if (s.lost) return trf("Game over · score {1}", s.score());
    if (!noise_ahead(s)) return s.board.cleared() ? std::string(tr("The board is clear")) : std::string(tr("No more noise: clear the board"));
    return trn("Score {2}  ·  noise in {1} move", "Score {2}  ·  noise in {1} moves", s.moves_to_noise(), s.score());
}

std::string DecodokuPuzzle::summary(const State& end, const Help& help) const {
    (void)help;  // it grades the puzzle, not the player: help changes nothing it says
    const auto& s = as_decodoku(end);
    if (status(end) == Status::Won) return tr("You cleared the board: solved.");
    const int bursts = s.moves / kNoiseEvery;
    return trn("Score {2}: you lasted through {1} noise burst.", "Score {2}: you lasted through {1} noise bursts.", bursts, s.score());
}

} // namespace pz::decodoku
