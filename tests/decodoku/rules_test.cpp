// Decodoku rules: formats, noise events and weights, cluster bookkeeping, moves, loss, the
// board-cleared skip, the regenerated start, determinism and the mid-end integration.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "game/core/session.h"
#include "game/decodoku/rules.h"
#include "game/decodoku/strategy.h"

using namespace pz;
using namespace pz::decodoku;

namespace {

// A board from rows of "value/label" tokens, '.' for an empty square: {"3a 7a .", ...}.
Board make_board(const std::vector<std::string>& rows) {
    Board b;
    b.size = static_cast<int>(rows.size());
    for (int y = 0; y < b.size; ++y) {
        int x = 0;
        for (size_t i = 0; i < rows[y].size(); ++i) {
            char ch = rows[y][i];
            if (ch == ' ') continue;
            const int c = y * b.size + x++;
            if (ch == '.') continue;
            b.value[c] = static_cast<uint8_t>(ch - '0');
            b.cluster[c] = rows[y][++i] - 'a' + 1;
            b.next_label = std::max(b.next_label, b.cluster[c] + 1);
        }
        REQUIRE(x == b.size);
    }
    return b;
}

// A state mid-game: no noise due, the honest tracker matching the true clusters.
std::shared_ptr<DecodokuState> mid_game(const Board& b, int moves = 1) {
    auto s = std::make_shared<DecodokuState>();
    s->board = b;
    s->tracker.group = b.cluster;
    s->tracker.next_label = b.next_label;
    s->moves = moves;
    s->noised_at = moves - moves % kNoiseEvery;
    s->bursts = 1;
    s->rng = Rng(5).snapshot();
    return s;
}

bool clusters_sum_to_zero(const Board& b) {
    std::map<int32_t, int> sums;
    for (int i = 0; i < b.cells(); ++i) {
        if (b.value[i] == 0 && b.cluster[i] != 0) return false;
        if (b.value[i] != 0 && b.cluster[i] == 0) return false;
        if (b.value[i]) sums[b.cluster[i]] += b.value[i];
    }
    for (auto& [label, sum] : sums)
        if (sum % 10) return false;
    return true;
}

int cell(int size, int x, int y) { return y * size + x; }

} // namespace

TEST_CASE("params: size and mode letter") {
    auto p = parse_params("7n");
    REQUIRE(p);
    CHECK(p->size == 7);
    CHECK(p->mode == Mode::Normal);
    CHECK(parse_params("8p")->mode == Mode::Practice);
    CHECK(parse_params("7d")->mode == Mode::Daily);
    CHECK(parse_params("8")->mode == Mode::Normal);
    CHECK(format_params({8, Mode::Practice}) == "8p");
    for (const char* bad : {"", "n", "2n", "11n", "7x", "7nn", "-7n", "7 n"}) {
        INFO(bad);
        auto r = parse_params(bad);
        REQUIRE_FALSE(r);
        CHECK(r.error().message.find("params") == 0);
    }
}

TEST_CASE("description: s<seed>") {
    CHECK(*parse_desc("s12345") == 12345u);
    CHECK(*parse_desc("s0") == 0u);
    CHECK(format_desc(77) == "s77");
    for (const char* bad : {"", "s", "12345", "sabc", "s-1", "x12"}) {
        INFO(bad);
        CHECK_FALSE(parse_desc(bad));
    }
    CHECK(daily_seed(20261123) == daily_seed(20261123));
    CHECK(daily_seed(20261123) != daily_seed(20261124));
}

TEST_CASE("moves parse as x,y and a direction") {
    auto m = parse_move("3,4R");
    REQUIRE(m);
    CHECK(m->x == 3);
    CHECK(m->y == 4);
    CHECK(m->dir == Dir::Right);
    CHECK(parse_move("0,0u")->dir == Dir::Up);
    CHECK(format_move(2, 5, Dir::Down) == "2,5D");
    for (const char* bad : {"", "3,4", "3,4X", "a,4R", "3;4R", "10,1R", "3,4,5R", "-1,2L", ",2L"}) {
        INFO(bad);
        auto r = parse_move(bad);
        REQUIRE_FALSE(r);
        CHECK(r.error().message.find("move '") == 0);
    }
}

TEST_CASE("noise partner: one step along the axis, forced inward at the edge") {
    const int L = 7;
    CHECK(noise_partner(L, cell(L, 3, 3), 0, 1) == cell(L, 4, 3));
    CHECK(noise_partner(L, cell(L, 3, 3), 0, -1) == cell(L, 2, 3));
    CHECK(noise_partner(L, cell(L, 3, 3), 1, 1) == cell(L, 3, 4));
    CHECK(noise_partner(L, cell(L, 3, 3), 1, -1) == cell(L, 3, 2));
    CHECK(noise_partner(L, cell(L, 0, 2), 0, -1) == cell(L, 1, 2));
    CHECK(noise_partner(L, cell(L, 6, 2), 0, 1) == cell(L, 5, 2));
    CHECK(noise_partner(L, cell(L, 2, 0), 1, -1) == cell(L, 2, 1));
    CHECK(noise_partner(L, cell(L, 2, 6), 1, 1) == cell(L, 2, 5));
    CHECK(noise_partner(L, cell(L, 0, 0), 0, -1) == cell(L, 1, 0));
    CHECK(noise_partner(L, cell(L, 6, 6), 1, 1) == cell(L, 6, 5));
}

TEST_CASE("noise event: both squares empty make a new cluster, weight 1.0") {
    Board b = make_board({". . .", ". . .", ". . ."});
    const int w = apply_noise_event(b, 0, 1, 3);
    CHECK(w == 10);
    CHECK(b.value[0] == 3);
    CHECK(b.value[1] == 7);
    CHECK(b.cluster[0] == b.cluster[1]);
    CHECK(b.cluster[0] == 1);
    CHECK(b.next_label == 2);
    CHECK(clusters_sum_to_zero(b));
}

TEST_CASE("noise event: one square empty, the new number joins the other's cluster") {
    Board b = make_board({"4a 6a .", "2b 8b .", ". . ."});
    SUBCASE("first empty") {
        CHECK(apply_noise_event(b, cell(3, 2, 0), cell(3, 1, 0), 5) == 10);
        CHECK(b.value[cell(3, 2, 0)] == 5);
        CHECK(b.value[cell(3, 1, 0)] == 1);  // 6 + 5
        CHECK(b.cluster[cell(3, 2, 0)] == 1);
        CHECK(b.cluster[cell(3, 1, 0)] == 1);
    }
    SUBCASE("second empty") {
        CHECK(apply_noise_event(b, cell(3, 1, 1), cell(3, 2, 1), 9) == 10);
        CHECK(b.value[cell(3, 1, 1)] == 7);  // 8 + 9
        CHECK(b.value[cell(3, 2, 1)] == 1);
        CHECK(b.cluster[cell(3, 2, 1)] == 2);
    }
    SUBCASE("the occupied square becomes 0 and leaves the cluster") {
        CHECK(apply_noise_event(b, cell(3, 1, 0), cell(3, 2, 0), 4) == 10);
        CHECK(b.value[cell(3, 1, 0)] == 0);
        CHECK(b.cluster[cell(3, 1, 0)] == 0);
        CHECK(b.value[cell(3, 2, 0)] == 6);
        CHECK(b.cluster[cell(3, 2, 0)] == 1);
    }
    CHECK(clusters_sum_to_zero(b));
}

TEST_CASE("noise event: both occupied merges the second's cluster into the first's, weight 0.1") {
    Board b = make_board({"4a 6a .", "2b 8b .", "5c 5c ."});
    CHECK(apply_noise_event(b, cell(3, 0, 0), cell(3, 0, 1), 1) == 1);
    CHECK(b.value[cell(3, 0, 0)] == 5);
    CHECK(b.value[cell(3, 0, 1)] == 1);  // 2 + 9
    // Every square of b's cluster is now in a's.
    CHECK(b.cluster[cell(3, 0, 1)] == 1);
    CHECK(b.cluster[cell(3, 1, 1)] == 1);
    CHECK(b.cluster[cell(3, 0, 2)] == 3);
    CHECK(clusters_sum_to_zero(b));
    // Both squares can vanish at once: 5 + 5 and 5 + 5.
    Board c = make_board({"5a 5a", ". ."});
    apply_noise_event(c, 0, 1, 5);
    CHECK(c.cleared());
}

TEST_CASE("noise burst: weight counted in exact tenths, stopping at 60") {
    for (uint64_t seed = 1; seed <= 40; ++seed) {
        Rng rng(seed);
        Board b;
        b.size = 4 + static_cast<int>(seed % 5);
        start_board(b, rng);
        for (int burst = 0; burst < 12; ++burst) {
            std::vector<NoiseEvent> log;
            Board before = b;
            noise_burst(b, rng, &log);
            // Replaying the log on the old board checks each event's weight against emptiness.
            int tenths = 0;
            for (size_t i = 0; i < log.size(); ++i) {
                const auto& e = log[i];
                const bool both = before.value[e.first] && before.value[e.second];
                CHECK(e.weight_tenths == (both ? 1 : 10));
                CHECK(apply_noise_event(before, e.first, e.second, e.amount) == e.weight_tenths);
                CHECK(e.amount >= 1);
                CHECK(e.amount <= 9);
                const int dx = std::abs(e.first % b.size - e.second % b.size), dy = std::abs(e.first / b.size - e.second / b.size);
                CHECK(dx + dy == 1);
                if (i + 1 < log.size()) CHECK(tenths + e.weight_tenths < 60);
                tenths += e.weight_tenths;
            }
            CHECK(tenths >= 60);
            CHECK(before.value == b.value);
            CHECK(clusters_sum_to_zero(b));
        }
    }
}

TEST_CASE("noise burst on a full board: sixty 0.1 events before a 1.0 one would be needed") {
    // A 10x10 board of 5s in vertical pairs: events on two occupied squares weigh 1 tenth, and
    // only squares that empty out can make a later event weigh a whole 1.0.
    Board b;
    b.size = 10;
    for (int c = 0; c < b.cells(); ++c) {
        b.value[c] = 5;
        b.cluster[c] = 1 + c % 10 + 10 * (c / 20);
    }
    b.next_label = 200;
    Rng rng(3);
    std::vector<NoiseEvent> log;
    noise_burst(b, rng, &log);
    int light = 0, heavy = 0;
    for (const auto& e : log) (e.weight_tenths == 1 ? light : heavy)++;
    CHECK(light + 10 * heavy >= 60);
    CHECK(light + 10 * heavy - log.back().weight_tenths < 60);
    CHECK(light >= 10);  // a burst on a crowded board is long
}

TEST_CASE("player move onto an empty square carries the number and its label") {
    Board b = make_board({"3a . 7a", ". . .", ". . ."});
    auto r = move_number(b, 0, 1);
    CHECK_FALSE(r.merged);
    CHECK(b.value[0] == 0);
    CHECK(b.cluster[0] == 0);
    CHECK(b.value[1] == 3);
    CHECK(b.cluster[1] == 1);
}

TEST_CASE("player move onto a number: adds mod 10, merges the mover's whole cluster") {
    Board b = make_board({"3a 4b 6b", "7a . .", ". . ."});
    auto r = move_number(b, cell(3, 0, 0), cell(3, 1, 0));
    CHECK(r.merged);
    CHECK_FALSE(r.vanished);
    CHECK(b.value[cell(3, 1, 0)] == 7);
    CHECK(b.cluster[cell(3, 1, 0)] == 2);
    CHECK(b.cluster[cell(3, 0, 1)] == 2);  // the 7 left behind joined too
    CHECK(clusters_sum_to_zero(b));
    // 7 onto 3 within the now-merged cluster: nothing new to merge; they vanish.
    Board c = make_board({"3a 7a", ". ."});
    auto v = move_number(c, 1, 0);
    CHECK(v.vanished);
    CHECK(c.cleared());
    CHECK(c.cluster[0] == 0);
}

TEST_CASE("spanning: top and bottom rows or both side columns, within one cluster") {
    CHECK(spanning_cluster(make_board({"5a . .", ". . .", "5a . ."})) == 1);
    CHECK(spanning_cluster(make_board({". . .", "5a . 5a", ". . ."})) == 1);
    CHECK(spanning_cluster(make_board({"5a . .", ". . .", ". . 5a"})) == 1);  // diagonal corners span both ways
    CHECK(spanning_cluster(make_board({"5a . .", "5a . .", ". . ."})) == 0);
    CHECK(spanning_cluster(make_board({"5a . .", "5b . .", "5b . 5a"})) == 1);
    CHECK(spanning_cluster(make_board({"5a . .", ". 5a .", ". 5b 5b"})) == 0);
    CHECK(spanning_cluster(make_board({"1a 9b .", ". . .", "9a 1b ."})) != 0);
    CHECK(spanning_cluster(make_board({"1a 9a .", ". . .", "9b 1b ."})) == 0);
}

TEST_CASE("loss is checked after the player's move, and the move counts no score") {
    DecodokuPuzzle p({3, Mode::Normal}, 1);
    // 5a at the top, 5a at the bottom would span; here they are one row short.
    auto s = mid_game(make_board({"5a . .", "5a . .", ". . ."}), 2);
    auto lost = p.apply(*s, "0,1D");
    REQUIRE(lost);
    CHECK(p.status(**lost) == Status::Lost);
    CHECK(as_decodoku(**lost).moves == 3);
    CHECK(as_decodoku(**lost).score() == 2);
    auto after = p.apply(**lost, "0,0R");
    REQUIRE_FALSE(after);
    CHECK(after.error().message == "the game is over");
    CHECK_FALSE(p.automatic_move(**lost));
    auto safe = p.apply(*s, "0,1R");
    REQUIRE(safe);
    CHECK(p.status(**safe) == Status::Playing);
}

TEST_CASE("a spanning cluster made by noise gets one grace move") {
    DecodokuPuzzle p({3, Mode::Normal}, 1);
    // As if noise had just made this: 1a top-left, 9a bottom-left span; another pair elsewhere.
    auto s = mid_game(make_board({"1a . .", "4b 6b .", "9a . ."}), 5);
    CHECK(p.status(*s) == Status::Playing);
    CHECK_FALSE(p.automatic_move(*s));
    // Moving the 9 up breaks the span: the game goes on.
    auto broke = p.apply(*s, "0,2U");
    REQUIRE(broke);
    CHECK(p.status(**broke) == Status::Playing);
    // Any move that leaves it spanning loses.
    auto kept = p.apply(*s, "1,1R");
    REQUIRE(kept);
    CHECK(p.status(**kept) == Status::Lost);
}

TEST_CASE("noise is due at the start, after every 5th move, and at once when the board is cleared") {
    DecodokuPuzzle p({7, Mode::Normal}, 42);
    auto s0 = p.initial();
    CHECK(as_decodoku(*s0).board.cleared());
    CHECK(p.automatic_move(*s0) == std::optional<std::string>("noise"));
    auto bad = p.apply(*s0, "0,0R");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().message == "noise is due before the next move");
    auto s1 = p.apply(*s0, "noise");
    REQUIRE(s1);
    CHECK_FALSE(p.automatic_move(**s1));
    auto again = p.apply(**s1, "noise");
    REQUIRE_FALSE(again);
    CHECK(again.error().message == "no noise is due now");

    // Board cleared at move 7: the count jumps to 10 and noise comes at once.
    auto c = mid_game(make_board({"3a 7a .", ". . .", ". . ."}), 6);
    DecodokuPuzzle q({3, Mode::Normal}, 1);
    auto cleared = q.apply(*c, "0,0R");
    REQUIRE(cleared);
    CHECK(as_decodoku(**cleared).moves == 10);
    CHECK(as_decodoku(**cleared).score() == 10);
    CHECK(q.automatic_move(**cleared) == std::optional<std::string>("noise"));
    // Cleared on a 5th move: no jump, noise as usual.
    auto c5 = mid_game(make_board({"3a 7a .", ". . .", ". . ."}), 9);
    auto cleared5 = q.apply(*c5, "1,0L");
    REQUIRE(cleared5);
    CHECK(as_decodoku(**cleared5).moves == 10);
    CHECK(q.automatic_move(**cleared5) == std::optional<std::string>("noise"));
    auto refilled = q.apply(**cleared5, "noise");
    REQUIRE(refilled);
    CHECK_FALSE(as_decodoku(**refilled).board.cleared());
    CHECK(as_decodoku(**refilled).noised_at == 10);
}

TEST_CASE("player moves: illegal ones fail with a reason") {
    DecodokuPuzzle p({3, Mode::Normal}, 1);
    auto s = mid_game(make_board({"3a 7a .", ". . .", ". . ."}), 1);
    CHECK(p.apply(*s, "2,0L").error().message == "C1 is empty");
    CHECK(p.apply(*s, "0,0L").error().message == "that move leaves the grid");
    CHECK(p.apply(*s, "0,0U").error().message == "that move leaves the grid");
    CHECK(p.apply(*s, "5,0L").error().message == "move 5,0L names a square off the 3x3 grid");
    CHECK_FALSE(p.apply(*s, "hello"));
    CHECK(p.apply(*s, " 0,0D "));
}

TEST_CASE("a starting board that spans is regenerated from the same random stream") {
    // Find seeds whose first burst spans on a small board, then check the start is the next burst.
    int regenerated = 0;
    for (uint64_t seed = 0; seed < 300 && regenerated < 5; ++seed) {
        Rng probe(seed);
        Board first;
        first.size = 4;
        noise_burst(first, probe);
        if (!spanning_cluster(first)) continue;
        ++regenerated;
        DecodokuPuzzle p({4, Mode::Normal}, seed);
        auto start = p.apply(*p.initial(), "noise");
        REQUIRE(start);
        const auto& s = as_decodoku(**start);
        CHECK(spanning_cluster(s.board) == 0);
        CHECK_FALSE(s.board.cleared());
        // Replaying the stream by hand: bursts on an empty board until one does not span.
        Rng rng(seed);
        Board b;
        b.size = 4;
        int bursts = 0;
        do {
            b = Board{};
            b.size = 4;
            noise_burst(b, rng);
            ++bursts;
        } while (spanning_cluster(b) || b.cleared());
        CHECK(bursts >= 2);
        CHECK(b.value == s.board.value);
        Rng again(seed);
        Board c;
        c.size = 4;
        CHECK(start_board(c, again) == bursts);
    }
    CHECK(regenerated == 5);
}

TEST_CASE("golden start boards pin the random stream") {
    DecodokuPuzzle p({7, Mode::Normal}, 1);
    auto s = p.apply(*p.initial(), "noise");
    REQUIRE(s);
    std::string v;
    for (int i = 0; i < 49; ++i) v += static_cast<char>('0' + as_decodoku(**s).board.value[i]);
    CHECK(v == "0091000000000000000000460000000006810010069009000");
}

TEST_CASE("seeded games are bit-identical across runs, seeds differ") {
    DecodokuPuzzle p({7, Mode::Normal}, 2026);
    auto a = make_strategy("greedy");
    auto b = make_strategy("greedy");
    auto ga = play_game(p, *a, Info::Omniscient, 9, 400, true);
    auto gb = play_game(p, *b, Info::Omniscient, 9, 400, true);
    CHECK(ga.steps == gb.steps);
    CHECK(ga.score == gb.score);
    // Replaying the steps through apply() gives the same states, text for text.
    StatePtr s1 = p.initial(), s2 = p.initial();
    for (const auto& m : ga.steps) {
        s1 = *p.apply(*s1, m);
        s2 = *p.apply(*s2, m);
        REQUIRE(s1->text() == s2->text());
    }
    CHECK(as_decodoku(*s1).score() == ga.score);
    DecodokuPuzzle other({7, Mode::Normal}, 2027);
    CHECK(p.apply(*p.initial(), "noise").value()->text() != other.apply(*other.initial(), "noise").value()->text());
}

TEST_CASE("clusters always sum to 0 mod 10 and the honest tracker never splits a number off alone") {
    for (uint64_t seed = 1; seed <= 8; ++seed) {
        DecodokuPuzzle p({7, Mode::Normal}, seed);
        auto strat = make_strategy("random");
        Rng rng(seed);
        std::shared_ptr<const DecodokuState> s = std::static_pointer_cast<const DecodokuState>(p.initial());
        for (int step = 0; step < 300 && !s->lost; ++step) {
            if (s->noise_due()) s = p.noise(*s);
            else s = *p.play(*s, *strat->choose(sight_of(*s, Info::Honest), rng));
            REQUIRE(clusters_sum_to_zero(s->board));
            for (int c = 0; c < 49; ++c) REQUIRE((s->tracker.group[c] != 0) == (s->board.value[c] != 0));
        }
    }
}

TEST_CASE("the mid-end records noise as event steps and replays them") {
    auto p = std::make_shared<DecodokuPuzzle>(Params{7, Mode::Normal}, 99);
    Session session(p);
    REQUIRE(session.length() == 1);
    CHECK(session.steps()[0].kind == StepKind::Event);
    CHECK(session.steps()[0].move == "noise");
    auto greedy = make_strategy("greedy");
    Rng rng(1);
    for (int i = 0; i < 5; ++i) {
        auto m = greedy->choose(sight_of(as_decodoku(session.state()), Info::Honest), rng);
        REQUIRE(session.play(format_move(m->x, m->y, m->dir)));
    }
    // Five moves, then a burst (or more moves and an earlier burst if the board was cleared).
    CHECK(session.steps().back().kind == StepKind::Event);
    CHECK(as_decodoku(session.state()).bursts >= 2);
    Session copy(p);
    REQUIRE(copy.load_history(session.steps(), session.length()));
    CHECK(copy.state().text() == session.state().text());
    // Back in time: an earlier position is the state after that many steps.
    CHECK(session.state_at(1)->text() == p->apply(*p->initial(), "noise").value()->text());
}

TEST_CASE("undo only in practice mode, hud shows the score and the coming noise") {
    DecodokuPuzzle normal({7, Mode::Normal}, 1), practice({7, Mode::Practice}, 1), daily({7, Mode::Daily}, 1);
    CHECK_FALSE(normal.allows_undo());
    CHECK(practice.allows_undo());
    CHECK_FALSE(daily.allows_undo());
    auto s = normal.apply(*normal.initial(), "noise");
    CHECK(normal.hud(**s) == "Score 0  ·  noise in 5 moves");
    CHECK_FALSE(normal.solve(**s));
}

TEST_CASE("the tracker infers groups from the numbers alone") {
    const int L = 5;
    Values before{}, after{};
    Tracker t;
    SUBCASE("two separate pairs are two groups") {
        after[cell(L, 0, 0)] = 3, after[cell(L, 1, 0)] = 7;
        after[cell(L, 3, 3)] = 4, after[cell(L, 3, 4)] = 6;
        observe_noise(t, L, before, after);
        CHECK(t.group[cell(L, 0, 0)] == t.group[cell(L, 1, 0)]);
        CHECK(t.group[cell(L, 3, 3)] == t.group[cell(L, 3, 4)]);
        CHECK(t.group[cell(L, 0, 0)] != t.group[cell(L, 3, 3)]);
    }
    SUBCASE("two touching pairs split into their zero-sum halves") {
        after[cell(L, 0, 0)] = 3, after[cell(L, 1, 0)] = 7, after[cell(L, 2, 0)] = 2, after[cell(L, 3, 0)] = 8;
        observe_noise(t, L, before, after);
        CHECK(t.group[cell(L, 0, 0)] == t.group[cell(L, 1, 0)]);
        CHECK(t.group[cell(L, 2, 0)] == t.group[cell(L, 3, 0)]);
        CHECK(t.group[cell(L, 1, 0)] != t.group[cell(L, 2, 0)]);
    }
    SUBCASE("a hit on an old number joins the new one to its group") {
        after[cell(L, 3, 4)] = 3, after[cell(L, 4, 4)] = 7;
        observe_noise(t, L, before, after);
        before = after;
        after[cell(L, 4, 4)] = 9, after[cell(L, 4, 3)] = 8;  // 7 + 2, and 10 - 2
        observe_noise(t, L, before, after);
        CHECK(t.group[cell(L, 4, 3)] == t.group[cell(L, 4, 4)]);
        CHECK(t.group[cell(L, 4, 3)] == t.group[cell(L, 3, 4)]);
    }
    SUBCASE("a square hit twice and left unchanged still links the two sides") {
        after[cell(L, 0, 2)] = 4, after[cell(L, 2, 2)] = 6;  // 1,2 was hit by both events
        observe_noise(t, L, before, after);
        CHECK(t.group[cell(L, 0, 2)] == t.group[cell(L, 2, 2)]);
    }
    SUBCASE("a long patch of touching pairs still splits into its pairs") {
        // Twelve changed squares in one patch: six pairs, and no other way to make sums of 0.
        const int v[2][6] = {{3, 7, 4, 6, 1, 9}, {2, 8, 5, 5, 6, 4}};
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 6; ++x) after[cell(L + 2, x, y)] = static_cast<uint8_t>(v[y][x]);
        observe_noise(t, L + 2, before, after);
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 6; x += 2) {
                CHECK(t.group[cell(L + 2, x, y)] == t.group[cell(L + 2, x + 1, y)]);
                if (x + 2 < 6) CHECK(t.group[cell(L + 2, x, y)] != t.group[cell(L + 2, x + 2, y)]);
            }
        CHECK(t.group[cell(L + 2, 0, 0)] != t.group[cell(L + 2, 0, 1)]);
    }
    SUBCASE("an unchanged number between two changed squares was hit twice: it joins them") {
        after[cell(L, 1, 1)] = 3, after[cell(L, 1, 2)] = 7;
        observe_noise(t, L, before, after);
        before = after;
        after[cell(L, 0, 1)] = 4, after[cell(L, 2, 1)] = 6;  // 1,1 took +6 and +4: still a 3
        observe_noise(t, L, before, after);
        CHECK(t.group[cell(L, 0, 1)] == t.group[cell(L, 2, 1)]);
        CHECK(t.group[cell(L, 0, 1)] == t.group[cell(L, 1, 1)]);
        CHECK(t.group[cell(L, 0, 1)] == t.group[cell(L, 1, 2)]);
    }
    SUBCASE("moves carry and merge groups as the game does") {
        after[cell(L, 0, 0)] = 3, after[cell(L, 1, 0)] = 7, after[cell(L, 3, 0)] = 5, after[cell(L, 4, 0)] = 5;
        observe_noise(t, L, before, after);
        const int32_t right = t.group[cell(L, 3, 0)];
        Values moved = after;
        moved[cell(L, 1, 0)] = 0, moved[cell(L, 2, 0)] = 7;
        observe_move(t, moved, cell(L, 1, 0), cell(L, 2, 0));
        CHECK(t.group[cell(L, 2, 0)] == t.group[cell(L, 0, 0)]);
        CHECK(t.group[cell(L, 1, 0)] == 0);
        Values merged = moved;
        merged[cell(L, 2, 0)] = 0, merged[cell(L, 3, 0)] = 2;
        observe_move(t, merged, cell(L, 2, 0), cell(L, 3, 0));
        CHECK(t.group[cell(L, 0, 0)] == right);
        CHECK(t.group[cell(L, 3, 0)] == right);
    }
}

TEST_CASE("a burst that cancels itself out counts as a cleared board: skip to the next 5") {
    DecodokuPuzzle p({5, Mode::Normal}, 8);
    auto s = std::make_shared<DecodokuState>();
    s->board.size = 5;
    s->moves = 10;
    s->noised_at = 10;
    s->bursts = 3;
    s->rng = Rng(8).snapshot();
    CHECK(s->noise_due());
    auto n = p.apply(*s, "noise");
    REQUIRE(n);
    CHECK(as_decodoku(**n).moves == 15);
    CHECK(as_decodoku(**n).noised_at == 15);
    CHECK(as_decodoku(**n).bursts == 4);
}
