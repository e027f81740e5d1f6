// The Decodoku game type: presets, loading "7n" + "s<seed>" (or a hand-made position), generating
// from a seed, the guided first puzzle, the CLI.
#include <memory>

#include "game/core/i18n.h"
#include "game/core/game.h"
#include "game/decodoku/cli.h"
#include "game/decodoku/editor.h"
#include "game/decodoku/rules.h"

namespace pz {

namespace {

class DecodokuGame : public GameType {
public:
    std::string_view id() const override { return "decodoku"; }
    std::string_view title() const override { return tr_noop("Decodoku"); }
    std::string_view tagline() const override { return tr_noop("Swipe numbers into tens to clear them"); }
    int menu_order() const override { return 10; }
    int accent_hue() const override { return decodoku::kAccentHue; }
    std::string_view help() const override {
        return tr_noop("Noise scatters numbers over the grid in groups that each add up to a multiple of 10. Swipe a number "
               "one square to move it; onto another number the two add up (mod 10), and if they make 10 both vanish. "
               "Noise returns after every 5 moves. You lose when a group has squares in both the top and bottom rows, "
               "or in both side columns (you get one move to break a group the noise made). Groups are hidden, "
               "except in Practice mode, where they are coloured. Clearing the board skips ahead to the next noise. "
               "Your score is the number of moves you survive.\n\n"
               "The science: this is a quantum error-correcting code. The numbers are anyons, the defects that noise "
               "leaves in a topological code for qudits with 10 states (Z10). Moving anyons together to cancel them is "
               "what a decoder does, and a group stretching across the board is a logical error: the stored "
               "information is lost. Decodoku (2016) asked players to find better decoders; a long press shows the "
               "game's history, noise bursts included, so you can see where the noise struck.");
    }
    // The original game's tutorial bot, as a coach: after each move, the planner's move and why.
    std::vector<GameOption> options() const override {
        return {{"coach", tr_noop("Coach after each move"), false}};
    }
    std::vector<Preset> presets() const override {
        // Daily games are offered by daily() below, one per grid size; endless play is these.
        return {{tr_noop("7×7 normal"), "7n"}, {tr_noop("8×8 normal"), "8n"}, {tr_noop("7×7 practice"), "7p"}, {tr_noop("8×8 practice"), "8p"}};
    }
    std::vector<DailyPuzzle> daily(int yyyymmdd) const override {
        // The game's own daily mode: the date is the seed, the same game for everyone that day.
        const auto day = static_cast<uint64_t>(yyyymmdd);
        return {{tr_noop("Daily 7×7"), "7d", day}, {tr_noop("Daily 8×8"), "8d", day}};
    }
    std::vector<ParamField> param_fields(std::string_view params) const override {
        decodoku::Params p;  // 7x7 normal, unless params say otherwise; a daily game is the date's
        if (auto given = decodoku::parse_params(params); given && given->mode != decodoku::Mode::Daily) p = *given;
        return {{"size", tr_noop("Grid size"), p.size, decodoku::kMinSize, decodoku::kMaxSize},
                {"mode", tr_noop("Mode"), p.mode == decodoku::Mode::Practice ? 1 : 0, 0, 1, 1, {tr_noop("Normal"), tr_noop("Practice (groups shown, undo)")}}};
    }
    Result<std::string> custom_params(const std::vector<ParamField>& f) const override {
        auto p = decodoku::parse_params(std::to_string(field_value(f, "size")) + (field_value(f, "mode") == 1 ? "p" : "n"));
        if (!p) return p.error();
        return decodoku::format_params(*p);
    }
    Result<std::unique_ptr<Puzzle>> load(std::string_view params, std::string_view desc) const override {
        auto puzzle = decodoku::load_puzzle(params, desc);
        if (!puzzle) return puzzle.error();
        return std::unique_ptr<Puzzle>(std::move(*puzzle));
    }
    Result<std::string> generate(std::string_view params, uint64_t seed) const override {
        auto p = decodoku::parse_params(params);
        if (!p) return p.error();
        // A whole game follows from its seed, so the description is the seed itself. Daily games
        // take the date as the seed (YYYYMMDD), so everyone gets the same game that day.
        if (p->mode == decodoku::Mode::Daily) {
            if (seed < 19000101 || seed > 99991231) return fail("a daily game's seed is its date, YYYYMMDD");
            return decodoku::format_desc(decodoku::daily_seed(static_cast<int>(seed)));
        }
        return decodoku::format_desc(seed);
    }
    std::optional<Guide> guide() const override { return decodoku::guide(); }
    const Editor* editor() const override { return &decodoku::editor(); }
    int cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const override {
        return decodoku::run_cli(args, out, err);
    }
};

} // namespace

const GameType& decodoku_game() {
    static const DecodokuGame game;
    return game;
}

} // namespace pz
