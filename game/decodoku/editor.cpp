// Decodoku's editor: "B3=7" puts a 7 on B3 (in its group, or the group of a number beside it, or a
// group of its own), "B3=7c" names the group's letter, "B3=0" clears it; "B3=+7" adds 7 on B3 and
// 3 beside it as noise would and "B3=x" takes B3's group away (a tap's edits: a position stays
// one); "B3/1=4" edits the first written noise burst (the next number after the last makes a new
// burst), "noise=..." writes the bursts at once in the position's text, "mode=1" makes it a
// practice puzzle (groups shown). A draft may be a position no group of which adds up yet: the
// verdict then says none, and why.
#include "game/decodoku/editor.h"

#include <algorithm>
#include <map>

#include "game/core/i18n.h"
#include "game/core/job.h"
#include "game/core/text.h"
#include "game/decodoku/rules.h"
#include "game/decodoku/strategy.h"

namespace pz::decodoku {

namespace {

constexpr int kGames = 5;             // planner games behind the note
constexpr int kGameMoves = 300;       // a hand-made position ends long before; a planner that dithers stops here

// One square of a grid as written: a number 1-9 and its group's letter, or empty (value 0).
struct Square {
    uint8_t value = 0;
    char group = 0;
};
using Layer = std::vector<Square>;

// The draft as written, read without the game's checks (a group may not add up yet): the starting
// board, then each written burst.
struct Parsed {
    Params params;
    std::vector<Layer> layers;
};

Result<Layer> parse_layer(std::string_view text, int size) {
    const auto rows = split(text, '/');
    if (static_cast<int>(rows.size()) != size) return fail(tr("That is not a Decodoku position"));
    Layer out;
    for (auto row : rows) {
        for (size_t i = 0; i < row.size(); ++i) {
            if (row[i] == '.') {
                out.push_back({});
                continue;
            }
            if (row[i] < '1' || row[i] > '9' || i + 1 >= row.size() || row[i + 1] < 'a' || row[i + 1] > 'z')
                return fail(tr("That is not a Decodoku position"));
            out.push_back({static_cast<uint8_t>(row[i] - '0'), row[i + 1]});
            ++i;
        }
        if (out.size() % static_cast<size_t>(size) != 0) return fail(tr("That is not a Decodoku position"));
    }
    return out;
}

Result<Parsed> parse(const Draft& d) {
    auto p = parse_params(d.params);
    if (!p) return p.error();
    Parsed out{*p, {}};
    for (auto part : split(d.desc, '|')) {
        auto layer = parse_layer(part, p->size);
        if (!layer) return layer.error();
        out.layers.push_back(std::move(*layer));
    }
    return out;
}

bool empty(const Layer& l) {
    return std::all_of(l.begin(), l.end(), [](const Square& s) { return s.value == 0; });
}

// The position's text, each grid's groups lettered a, b, ... in the order first met as the game
// writes them (so that a draft and the puzzle it loads as have one text); empty bursts dropped.
Draft draft_of(const Parsed& p) {
    std::string desc;
    for (size_t k = 0; k < p.layers.size(); ++k) {
        if (k > 0 && empty(p.layers[k])) continue;
        if (k > 0) desc += '|';
        std::string met;
        for (size_t i = 0; i < p.layers[k].size(); ++i) {
            if (i > 0 && i % static_cast<size_t>(p.params.size) == 0) desc += '/';
            const Square& s = p.layers[k][i];
            if (!s.value) {
                desc += '.';
                continue;
            }
            size_t g = met.find(s.group);
            if (g == std::string::npos) g = met.size(), met += s.group;
            desc += static_cast<char>('0' + s.value);
            desc += static_cast<char>('a' + std::min<size_t>(g, 25));
        }
    }
    return {format_params(p.params), desc};
}

// A group letter no number of the grid has yet.
Result<char> fresh_group(const Layer& l) {
    for (char g = 'a'; g <= 'z'; ++g)
        if (std::none_of(l.begin(), l.end(), [&](const Square& s) { return s.value && s.group == g; })) return g;
    return fail(tr("A grid holds at most 26 groups"));
}

// The group a number put on an empty square joins: that of a number beside it, else a new one.
Result<char> group_for(const Layer& l, int size, int cell) {
    const int x = cell % size, y = cell / size;
    const int around[4][2] = {{x, y - 1}, {x - 1, y}, {x + 1, y}, {x, y + 1}};
    for (const auto& [nx, ny] : around)
        if (nx >= 0 && ny >= 0 && nx < size && ny < size && l[static_cast<size_t>(ny * size + nx)].value)
            return l[static_cast<size_t>(ny * size + nx)].group;
    return fresh_group(l);
}

// What a noise event does (board.cpp's apply_noise_event), on a grid as written: `amount` on the
// square, 10 - amount on its neighbour to the right (left at the edge), as one group with every
// group the two land on. Groups that added up still do.
Result<void> noise_event(Layer& l, int size, int cell, int amount) {
    Square& first = l[static_cast<size_t>(cell)];
    Square& second = l[static_cast<size_t>(noise_partner(size, cell, 0, 1))];
    if (!first.value && !second.value) {
        auto g = fresh_group(l);
        if (!g) return g.error();
        first.group = second.group = *g;
    } else if (!first.value) {
        first.group = second.group;
    } else if (!second.value) {
        second.group = first.group;
    } else if (first.group != second.group) {
        const char from = second.group;
        for (Square& s : l)
            if (s.value && s.group == from) s.group = first.group;
    }
    first.value = static_cast<uint8_t>((first.value + amount) % 10);
    second.value = static_cast<uint8_t>((second.value + 10 - amount) % 10);
    return {};
}

// Why a draft is no position the game plays, in the player's words.
std::string why_not(const Parsed& p) {
    if (empty(p.layers[0])) return tr("Put some numbers on the board");
    for (size_t k = 0; k < p.layers.size(); ++k) {
        std::map<char, int> sums;
        for (const Square& s : p.layers[k])
            if (s.value) sums[s.group] += s.value;
        for (const auto& [group, sum] : sums)
            if (sum % 10 != 0)
                return k == 0 ? trf("A group adds up to {1}: each must add up to 10, 20, ...", sum)
                              : trf("In noise burst {1} a group adds up to {2}: each must add up to 10, 20, ...", k, sum);
    }
    return tr("A group already reaches across the board: the game would be lost at once");
}

class DecodokuEditor : public Editor {
public:
    std::vector<Preset> sizes() const override {
        return {{"7x7", "7"}, {"3x3", "3"}, {"5x5", "5"}, {"8x8", "8"}, {"10x10", "10"}};
    }
    Result<Draft> blank(std::string_view size) const override {
        auto p = parse_params(size);
        if (!p || p->mode == Mode::Daily) return fail(trf("Sizes look like 7: {1} to {2} squares a side", kMinSize, kMaxSize));
        // A pair of 5s in the middle: the smallest position the game plays.
        Parsed out{*p, {Layer(static_cast<size_t>(p->size * p->size))}};
        const int mid = p->size / 2 * p->size + p->size / 2;
        out.layers[0][static_cast<size_t>(mid - 1)] = out.layers[0][static_cast<size_t>(mid)] = {5, 'a'};
        return draft_of(out);
    }
    // A game from a seed (endless, a daily) opens as its board after the first burst, with no noise
    // written after it.
    Result<Draft> adopt(const Puzzle& puzzle) const override {
        const auto* game = dynamic_cast<const DecodokuPuzzle*>(&puzzle);
        if (!game || game->position()) return Editor::adopt(puzzle);
        Params p = game->settings();
        if (p.mode == Mode::Daily) p.mode = Mode::Normal;
        const Position start{game->noise(as_decodoku(*game->initial()))->board, {}};  // its first burst
        return Draft{format_params(p), format_position(start)};
    }
    std::vector<ParamField> settings(const Draft& d) const override {
        auto p = parse(d);
        if (!p) return {};
        return {{"mode", tr_noop("Mode"), p->params.mode == Mode::Practice ? 1 : 0, 0, 1, 1,
                 {tr_noop("Normal"), tr_noop("Practice (groups shown, undo)")}}};
    }
    std::vector<PaletteEntry> palette(const Draft& d) const override {
        (void)d;
        std::vector<PaletteEntry> out;
        for (int v = 1; v <= 9; ++v) out.push_back({std::to_string(v), {}});
        out.push_back({"0", tr_noop("Clear")});
        return out;
    }
    // On a position the game plays, a tap keeps it one: a number comes as noise brings it, with
    // its partner beside it ("B3=+7"), and Clear takes the square's whole group away ("B3=x").
    // On a draft that is no position yet, a tap writes the number as it is ("B3=7").
    std::string tap(const Draft& d, std::string_view cell, std::string_view value) const override {
        if (!load_puzzle(d.params, d.desc)) return Editor::tap(d, cell, value);
        return std::string(cell) + (value == "0" ? "=x" : "=+" + std::string(value));
    }
    Result<Draft> apply(const Draft& d, std::string_view edit) const override {
        auto kv = split_edit(edit);
        if (!kv) return kv.error();
        auto parsed = parse(d);
        if (!parsed) return parsed.error();
        Parsed p = std::move(*parsed);
        const int size = p.params.size;
        const auto& [key, value] = *kv;
        if (key == "mode") {
            auto n = parse_int(value, 0, 1);
            if (!n) return fail(tr("The mode is 0 (normal) or 1 (practice)"));
            p.params.mode = *n ? Mode::Practice : Mode::Normal;
            return draft_of(p);
        }
        if (key == "noise") {
            p.layers.resize(1);
            if (!value.empty())
                for (auto part : split(value, '|')) {
                    auto layer = parse_layer(part, size);
                    if (!layer) return fail(trf("Noise is written like the board, {1} rows joined by /, bursts by |", size));
                    p.layers.push_back(std::move(*layer));
                }
            return draft_of(p);
        }
        // "B3" on the board, "B3/2" in the second written burst.
        const size_t slash = key.find('/');
        size_t layer = 0;
        if (slash != std::string::npos) {
            auto n = parse_int(std::string_view(key).substr(slash + 1), 1, static_cast<int64_t>(p.layers.size()));
            if (!n) return fail(trf("Noise bursts so far: {1}; the next is {2}", p.layers.size() - 1, p.layers.size()));
            layer = static_cast<size_t>(*n);
        }
        auto cell = parse_cell(std::string_view(key).substr(0, slash), size, size);
        if (!cell) return cell.error();
        if (layer == p.layers.size()) p.layers.emplace_back(static_cast<size_t>(size * size));
        Layer& l = p.layers[layer];
        const int at = cell->first * size + cell->second;
        Square& sq = l[static_cast<size_t>(at)];
        if (value == "x" || (value.size() == 2 && value[0] == '+')) {
            if (value == "x") {
                if (!sq.value) return draft_of(p);
                const char gone = sq.group;
                for (Square& s : l)
                    if (s.value && s.group == gone) s = {};
                if (layer == 0 && empty(l)) return fail(tr("A board keeps at least one group: change its numbers instead"));
            } else {
                auto amount = parse_int(value.substr(1), 1, 9);
                if (!amount) return fail(tr("Noise adds a number 1 to 9, and what makes it 10 beside it"));
                if (auto ok = noise_event(l, size, at, static_cast<int>(*amount)); !ok) return ok.error();
            }
            const Draft next = draft_of(p);
            if (load_puzzle(d.params, d.desc) && !load_puzzle(next.params, next.desc)) return fail(why_not(p));
            return next;
        }
        auto v = parse_int(value.substr(0, 1), 0, 9);
        const bool lettered = value.size() == 2 && value[1] >= 'a' && value[1] <= 'z';
        if (!v || (value.size() != 1 && !lettered) || (*v == 0 && lettered))
            return fail(tr("A square holds a number 1 to 9, maybe with its group's letter (7c), or 0 to clear it"));
        if (*v == 0) {
            sq = {};
            return draft_of(p);
        }
        char group = sq.value ? sq.group : 0;
        if (lettered) group = value[1];
        if (!group) {
            auto g = group_for(l, size, at);
            if (!g) return g.error();
            group = *g;
        }
        sq = {static_cast<uint8_t>(*v), group};
        return draft_of(p);
    }
    Verdict judge(const Draft& d, const JudgeLimits& limits) const override {
        (void)limits;  // the position's own search and the planner's games are bounded
        Verdict v;
        auto p = parse(d);
        if (!p) return v;
        auto puzzle = load_puzzle(d.params, d.desc);
        if (!puzzle) {
            v.kind = Verdict::Kind::None;
            v.note = why_not(*p);
            return v;
        }
        const auto start = std::static_pointer_cast<const DecodokuState>((*puzzle)->initial());
        int score = 0, cleared = 0;
        for (int game = 0; game < kGames; ++game) {
            if (!job_continue(static_cast<double>(game) / kGames)) return Verdict{};
            auto planner = make_planner();
            const GameOutcome out = play_game(**puzzle, *planner, Info::Honest, static_cast<uint64_t>(game) + 1, kGameMoves);
            score += out.score;
            cleared += !out.lost && out.moves < kGameMoves;
        }
        // A board the planner cleared can be cleared; else the position's own search says (it
        // gives up on a big one, which stays a position to play).
        if (cleared == 0 && (*puzzle)->winnable(*start) == false) {
            v.kind = Verdict::Kind::None;
            v.note = tr("No way to clear the board");
            return v;
        }
        v.kind = Verdict::Kind::Unique;
        v.no_uniqueness = true;
        if (auto h = (*puzzle)->hint(*start)) v.technique = h->reason;
        v.note = trf("Scores about {1} over {2} games, clearing the board in {3}", (score + kGames / 2) / kGames, kGames, cleared);
        return v;
    }
};

} // namespace

const Editor& editor() {
    static const DecodokuEditor e;
    return e;
}

} // namespace pz::decodoku
