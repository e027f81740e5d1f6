// Tally: count from the start up to the goal in steps of one or two; the test game that shows a
// new game needs nothing outside its own folder (rules, generator, CLI and the link contract).
#include <memory>
#include <sstream>

#include "engine/rng.h"
#include "game/core/cli.h"
#include "game/core/game.h"
#include "game/core/text.h"

namespace pz::tally {

namespace {

struct Count : State {
    int value;
    explicit Count(int v) : value(v) {}
    std::string text() const override { return "tally " + std::to_string(value); }
};

int value_of(const State& s) { return static_cast<const Count&>(s).value; }

class TallyPuzzle : public Puzzle {
public:
    TallyPuzzle(int goal, int start) : goal_(goal), start_(start), params_("g" + std::to_string(goal)), desc_("s" + std::to_string(start)) {}
    std::string_view game() const override { return "tally"; }
    const std::string& params() const override { return params_; }
    const std::string& description() const override { return desc_; }
    StatePtr initial() const override { return std::make_shared<Count>(start_); }
    Result<StatePtr> apply(const State& s, std::string_view move) const override {
        const int step = move == "+1" ? 1 : move == "+2" ? 2 : 0;
        if (!step) return fail("moves are +1 or +2");
        if (value_of(s) + step > goal_) return fail("that would pass the goal");
        return StatePtr(std::make_shared<Count>(value_of(s) + step));
    }
    Status status(const State& s) const override { return value_of(s) == goal_ ? Status::Won : Status::Playing; }
    Result<Hint> hint(const State& s) const override {
        if (value_of(s) >= goal_) return fail("the goal is reached");
        return Hint{goal_ - value_of(s) >= 2 ? "+2" : "+1", "the biggest step that stays within the goal"};
    }
    Result<std::vector<std::string>> solve(const State& s) const override {
        std::vector<std::string> out;
        for (int v = value_of(s); v < goal_; v += goal_ - v >= 2 ? 2 : 1) out.push_back(goal_ - v >= 2 ? "+2" : "+1");
        return out;
    }

private:
    int goal_, start_;
    std::string params_, desc_;
};

Result<int> parse_goal(std::string_view params) {
    if (params.size() < 2 || params[0] != 'g') return fail("tally params look like g<goal>, e.g. g10");
    auto g = parse_int(params.substr(1), 2, 50, "a goal");
    if (!g) return g.error();
    return static_cast<int>(*g);
}

constexpr const char* kUsage =
    "usage: puzzlebox-tool tally solve FILE [--json]      (FILE holds one line: g<goal>:s<start>)\n";

int solve_cmd(const CliArgs& a, std::ostream& out, std::ostream& err) {
    if (a.positional().size() != 2) return cli_fail(err, "tally solve needs one FILE");
    auto text = read_file(a.positional()[1], 4096);
    if (!text) return cli_fail(err, describe(text.error(), a.positional()[1]));
    const auto parts = split(trim(*text), ':');
    if (parts.size() != 2) return cli_fail(err, a.positional()[1] + ":1: expected g<goal>:s<start>");
    auto goal = parse_goal(parts[0]);
    auto start = parts[1].size() > 1 && parts[1][0] == 's' ? parse_int(parts[1].substr(1), 0, 50, "a start") : Result<int64_t>(fail("expected s<start>"));
    if (!goal || !start) return cli_fail(err, a.positional()[1] + ":1: " + (goal ? start.error().message : goal.error().message));
    if (*start > *goal) {
        out << "unsolvable: the start is past the goal\n";
        return kExitNo;
    }
    TallyPuzzle p(*goal, static_cast<int>(*start));
    out << (*p.solve(*p.initial())).size() << " steps\n";
    return kExitOk;
}

class TallyGame : public GameType {
public:
    std::string_view id() const override { return "tally"; }
    std::string_view title() const override { return "Tally"; }
    std::string_view tagline() const override { return "Count up to the goal in ones and twos"; }
    std::string_view help() const override { return "Each move adds one or two. Land exactly on the goal."; }
    int menu_order() const override { return 1000; }
    std::vector<Preset> presets() const override { return {{"To 10", "g10"}, {"To 30", "g30"}}; }
    Result<std::unique_ptr<Puzzle>> load(std::string_view params, std::string_view desc) const override {
        auto goal = parse_goal(params);
        if (!goal) return goal.error();
        if (desc.size() < 2 || desc[0] != 's') return fail("a tally description looks like s<start>");
        auto start = parse_int(desc.substr(1), 0, *goal - 1, "a start below the goal");
        if (!start) return start.error();
        return std::unique_ptr<Puzzle>(std::make_unique<TallyPuzzle>(*goal, static_cast<int>(*start)));
    }
    Result<std::string> generate(std::string_view params, uint64_t seed) const override {
        auto goal = parse_goal(params);
        if (!goal) return goal.error();
        Rng rng(seed);
        return "s" + std::to_string(rng.below(static_cast<uint32_t>(*goal)));
    }
    int cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const override {
        static const CliTable table{"tally", kUsage, {}, {"--json"}, {{"solve", solve_cmd}}};
        return run_cli_table(table, args, out, err);
    }
};

} // namespace

} // namespace pz::tally

namespace pz {

// The link contract: the registry calls <id>_game().
const GameType& tally_game() {
    static const tally::TallyGame game;
    return game;
}

} // namespace pz
