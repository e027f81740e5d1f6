// The solver against the reference answers for the 248 boards of the original game (HOG2 transcription).
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "game/core/text.h"
#include "tests/skip.h"
#include "game/fling/board.h"
#include "game/fling/solver.h"

using namespace pz;
using namespace pz::fling;

namespace {

struct Reference {
    std::string id;
    std::map<std::string, std::string> fields;
    std::string board;
};

std::vector<Reference> load_references() {
    // Outside data (not ours to ship): a plain clone has none, and the test says it skipped.
    const std::string path = std::string(PZ_SHARED_DATA_DIR) + "/fling/hog2-levels/levels_with_answers.txt";
    if (!file_exists(path)) pz_test_skip("the HOG2 reference boards are not here (" + path + "); they come with ../shared/data");
    auto text = read_file(path);
    REQUIRE(text.ok());
    std::vector<Reference> refs;
    Reference cur;
    int board_rows = -1;
    for (auto line : split_lines(*text)) {
        if (board_rows >= 0) {
            cur.board += std::string(line) + "\n";
            if (++board_rows == kHeight) {
                refs.push_back(cur);
                cur = Reference{};
                board_rows = -1;
            }
            continue;
        }
        const size_t colon = line.find(':');
        if (colon == std::string_view::npos) continue;
        const std::string key(trim(line.substr(0, colon)));
        const std::string value(trim(line.substr(colon + 1)));
        if (key == "board") board_rows = 0;
        else if (key == "id") cur.id = value;
        else cur.fields[key] = value;
    }
    return refs;
}

} // namespace

TEST_CASE("every HOG2 board agrees with the reference answers") {
    const auto refs = load_references();
    REQUIRE(refs.size() == 248);
    Solver solver;
    for (const Reference& r : refs) {
        INFO(r.id);
        auto b = parse_board(r.board);
        REQUIRE(b.ok());
        CHECK(std::to_string(*b) == r.fields.at("hash"));
        const Analysis a = analyse(*b);
        CHECK(std::to_string(a.balls) == r.fields.at("balls"));
        CHECK((a.solvable ? "yes" : "no") == r.fields.at("solvable"));
        CHECK(std::to_string(a.reachable_states) == r.fields.at("reachable_states"));
        CHECK(u128_to_string(a.solution_board_sequences) == r.fields.at("solution_board_sequences"));
        CHECK(u128_to_string(a.board_sequences_to_2_balls) == r.fields.at("board_sequences_to_2_balls"));
        CHECK(std::to_string(a.legal_first_moves) == r.fields.at("legal_first_moves"));
        CHECK(std::to_string(a.winning_first_moves) == r.fields.at("winning_first_moves"));
        CHECK(std::to_string(a.final_squares) == r.fields.at("final_squares"));
        // The solver's own answers agree with the counting search.
        CHECK(solver.solvable(*b) == a.solvable);
        CHECK(solver.unique(*b) == a.unique());
        CHECK(static_cast<int>(solver.winning_moves(*b).size()) == a.winning_first_moves);
        // Both solutions are valid move lists (solutions need not be unique as move lists).
        for (const auto& sol : {a.solution, *solver.solution(*b)}) {
            Board cur = *b;
            for (Move m : sol) {
                REQUIRE(is_legal(cur, m.square, m.dir));
                cur = apply_fling(cur, m.square, m.dir);
            }
            CHECK(popcount(cur) == 1);
        }
        // The reference solution replays under our rules.
        Board cur = *b;
        for (auto tok : split_ws(r.fields.at("one_solution"))) {
            auto m = parse_move(tok);
            REQUIRE(m.ok());
            REQUIRE(is_legal(cur, m->square, m->dir));
            cur = apply_fling(cur, m->square, m->dir);
        }
        CHECK(popcount(cur) == 1);
    }
}
