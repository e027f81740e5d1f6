// Decodoku strategies and hints: legal moves, what each information setting sees, cancelling,
// breaking a span, the planner beating greedy, and the reasons given to the player.
#include <doctest/doctest.h>

#include "game/decodoku/rules.h"
#include "game/decodoku/strategy.h"

using namespace pz;
using namespace pz::decodoku;

namespace {

Sight sight(int size, const std::vector<std::pair<int, std::pair<int, int>>>& squares, int to_noise = 5) {
    Sight s;
    s.size = size;
    s.moves_to_noise = to_noise;
    for (auto& [c, vg] : squares) {
        s.value[c] = static_cast<uint8_t>(vg.first);
        s.group[c] = vg.second;
    }
    return s;
}

bool is_legal(const Sight& s, const PlayerMove& m) {
    for (const auto& l : legal_moves(s))
        if (l.x == m.x && l.y == m.y && l.dir == m.dir) return true;
    return false;
}

} // namespace

TEST_CASE("legal moves: every number, every direction that stays on the grid") {
    auto s = sight(3, {{0, {3, 1}}, {4, {7, 1}}});
    auto moves = legal_moves(s);
    CHECK(moves.size() == 2 + 4);
    CHECK(legal_moves(Sight{}).empty());
    for (const char* name : {"random", "greedy", "planner"}) {
        auto strat = make_strategy(name);
        REQUIRE(strat);
        CHECK(strat->name() == name);
        Rng rng(1);
        for (int i = 0; i < 20; ++i) CHECK(is_legal(s, *strat->choose(s, rng)));
        CHECK_FALSE(strat->choose(Sight{}, rng));
    }
    CHECK_FALSE(make_strategy("oracle"));
}

TEST_CASE("honest sees the tracker's groups, omniscient the true clusters") {
    DecodokuState st;
    st.board.size = 3;
    st.board.value[0] = 3, st.board.value[1] = 7;
    st.board.cluster[0] = st.board.cluster[1] = 4;
    st.tracker.group[0] = st.tracker.group[1] = 9;
    CHECK(sight_of(st, Info::Omniscient).group[0] == 4);
    CHECK(sight_of(st, Info::Honest).group[0] == 9);
    CHECK(*parse_info("honest") == Info::Honest);
    CHECK(*parse_info("omniscient") == Info::Omniscient);
    CHECK_FALSE(parse_info("psychic"));
}

TEST_CASE("greedy cancels a zero-sum neighbour pair of one group, else steps toward a partner") {
    Rng rng(1);
    auto greedy = make_strategy("greedy");
    // 3|7 of different groups, 4|6 of one group: the same-group pair goes first.
    auto s = sight(4, {{0, {3, 1}}, {1, {7, 2}}, {8, {4, 3}}, {12, {6, 3}}, {3, {7, 1}}, {7, {3, 2}}});
    auto m = greedy->choose(s, rng);
    REQUIRE(m);
    CHECK(format_move(m->x, m->y, m->dir) == "0,2D");
    auto far = sight(5, {{0, {3, 1}}, {4, {7, 1}}});
    auto step = greedy->choose(far, rng);
    CHECK(format_move(step->x, step->y, step->dir) == "0,0R");
}

TEST_CASE("the planner cancels when it can and breaks a spanning group") {
    Rng rng(1);
    auto planner = make_strategy("planner");
    auto pair = sight(5, {{12, {3, 1}}, {13, {7, 1}}}, 1);
    auto m = planner->choose(pair, rng);
    REQUIRE(m);
    CHECK(explain(pair, *m) == "cancel 3+7");
    // Group 1 spans top to bottom (noise made it); only moving an end square off its edge row saves it.
    auto span = sight(5, {{2, {1, 1}}, {22, {9, 1}}, {6, {5, 2}}, {8, {5, 2}}}, 5);
    auto fix = make_strategy("planner")->choose(span, rng);
    REQUIRE(fix);
    const int from = fix->y * 5 + fix->x;
    CHECK((from == 2 || from == 22));
    CHECK(((from == 2 && fix->dir == Dir::Down) || (from == 22 && fix->dir == Dir::Up)));
}

TEST_CASE("hints: a legal move and a one-line reason, none while noise is due or after the end") {
    DecodokuPuzzle p({7, Mode::Normal}, 5);
    auto s0 = p.initial();
    CHECK_FALSE(p.hint(*s0));
    auto s = p.apply(*s0, "noise");
    auto h = p.hint(**s);
    REQUIRE(h);
    CHECK(p.apply(**s, h->move));
    CHECK_FALSE(h->reason.empty());
    CHECK(h->reason.find('\n') == std::string::npos);
    DecodokuPuzzle practice({7, Mode::Practice}, 5);
    auto hp = practice.hint(**practice.apply(*practice.initial(), "noise"));
    REQUIRE(hp);
    // Three steps: the number to look at (its cell's label), why, and the move by name.
    CHECK(h->nudge.rfind("Look at the ", 0) == 0);
    REQUIRE(h->cells.size() == 1);
    CHECK(h->nudge.find(h->cells[0]) != std::string::npos);
    CHECK(h->move_name == p.move_name(**s, h->move));
    CHECK(h->move_name.rfind("move the ", 0) == 0);
}

TEST_CASE("coach: after a move, what the planner would have played and why") {
    DecodokuPuzzle p({7, Mode::Normal}, 5);
    auto s = p.apply(*p.initial(), "noise");
    REQUIRE(s);
    const auto& before = as_decodoku(**s);
    auto h = p.hint(before);
    REQUIRE(h);
    auto same = coach(p, before, h->move);
    REQUIRE(same);
    CHECK(same->agreed);
    CHECK(same->planner_move == h->move);
    CHECK(same->text.rfind("Good: the planner would also " + h->move_name, 0) == 0);
    // Another legal move: the coach names the planner's instead, with its reason.
    std::string other;
    for (const auto& m : legal_moves(sight_of(before, Info::Honest)))
        if (format_move(m.x, m.y, m.dir) != h->move) {
            other = format_move(m.x, m.y, m.dir);
            break;
        }
    REQUIRE_FALSE(other.empty());
    auto differ = coach(p, before, other);
    REQUIRE(differ);
    CHECK_FALSE(differ->agreed);
    CHECK(differ->planner_name == h->move_name);
    CHECK(differ->reason == h->reason);
    CHECK(differ->text == "You chose to " + p.move_name(before, other) + "; the planner would " + h->move_name + ". " + h->reason);
    // No move to judge while noise is due, or from a malformed move.
    CHECK_FALSE(coach(p, as_decodoku(*p.initial()), h->move));
    CHECK_FALSE(coach(p, before, "nonsense"));
}

TEST_CASE("explanations name the cancel, the combine, the approach or the retreat") {
    auto s = sight(5, {{0, {3, 1}}, {1, {7, 1}}, {10, {4, 2}}, {11, {5, 2}}, {13, {1, 2}}});
    CHECK(explain(s, {0, 0, Dir::Right}) == "cancel 3+7");
    CHECK(explain(s, {0, 2, Dir::Right}) == "combine 4+5 into a 9");
    CHECK(explain(s, {3, 2, Dir::Left}) == "bring the 1 toward its partner");
    CHECK(explain(s, {3, 2, Dir::Right}) == "move the 1 out of the way");
    auto wide = sight(5, {{0, {3, 1}}, {4, {7, 1}}, {20, {5, 2}}, {21, {5, 2}}});
    CHECK(explain(wide, {0, 0, Dir::Right}) == "bring the 3 toward its partner");

}

TEST_CASE("the planner's score after a move, updated from the board's, equals the score summed afresh") {
    // The search rescores only the groups a move touches; any slip would show here.
    long checked = 0;
    for (int size : {5, 7, 8}) {
        DecodokuPuzzle p({size, Mode::Normal}, 30 + static_cast<uint64_t>(size));
        auto s = std::static_pointer_cast<const DecodokuState>(p.initial());
        auto greedy = make_strategy("greedy");
        Rng rng(size);
        for (int i = 0; i < 60 && !s->lost; ++i) {
            if (s->noise_due()) {
                s = p.noise(*s);
                continue;
            }
            for (Info info : {Info::Honest, Info::Omniscient}) {
                const Sight v = sight_of(*s, info);
                for (const PlayerMove& m : legal_moves(v)) {
                    Sight child = v;
                    move_in_sight(child, m);
                    CHECK(planner_score_after(v, m) == planner_score(child));
                    ++checked;
                }
            }
            s = *p.play(*s, *greedy->choose(sight_of(*s, Info::Honest), rng));
        }
    }
    CHECK(checked > 1000);
}

TEST_CASE("the planner outlives greedy and random on the same seeds") {
    long random_total = 0, greedy_total = 0, planner_total = 0;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        DecodokuPuzzle p({7, Mode::Normal}, seed);
        auto r = make_strategy("random");
        auto g = make_strategy("greedy");
        auto pl = make_strategy("planner");
        random_total += play_game(p, *r, Info::Honest, seed).score;
        greedy_total += play_game(p, *g, Info::Honest, seed).score;
        planner_total += play_game(p, *pl, Info::Omniscient, seed, 400).score;
    }
    CHECK(greedy_total > random_total);
    CHECK(planner_total > greedy_total);
}

TEST_CASE("the honest hint never looks at the true clusters") {
    DecodokuPuzzle p({7, Mode::Normal}, 12);
    auto s = std::static_pointer_cast<const DecodokuState>(p.initial());
    s = p.noise(*s);
    auto greedy = make_strategy("greedy");
    Rng rng(4);
    for (int i = 0; i < 3; ++i) s = *p.play(*s, *greedy->choose(sight_of(*s, Info::Honest), rng));
    auto honest = advise(*s, Info::Honest);
    REQUIRE(honest);
    // Scramble the hidden labels: one cluster for everything. The honest hint must not change.
    DecodokuState scrambled = *s;
    for (int c = 0; c < 49; ++c)
        if (scrambled.board.value[c]) scrambled.board.cluster[c] = 1;
    auto again = advise(scrambled, Info::Honest);
    REQUIRE(again);
    CHECK(again->move == honest->move);
    CHECK(again->reason == honest->reason);
}
