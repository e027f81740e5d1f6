// The Sweet Spots game type: presets, loading descs, generating from a seed, level packs, CLI.
#include <memory>

#include "game/core/i18n.h"
#include "game/core/game.h"
#include "game/sweetspots/editor.h"
#include "game/sweetspots/cli.h"
#include "game/sweetspots/formats.h"
#include "game/sweetspots/generator.h"
#include "game/sweetspots/rules.h"

namespace pz {

namespace {

class SweetSpotsGame : public GameType {
public:
    std::string_view id() const override { return "sweetspots"; }
    std::string_view title() const override { return tr_noop("Sweet Spots"); }
    std::string_view tagline() const override { return tr_noop("A chest in every row, column and zone"); }
    int menu_order() const override { return 20; }
    int accent_hue() const override { return sweetspots::kAccentHue; }
    std::optional<Guide> guide() const override { return sweetspots::guide(); }
    std::string_view help() const override {
        return tr_noop("The board is cut into coloured zones, as many as it has rows. Place treasure chests so that every "
               "row, every column and every zone holds exactly the same number of them (one, or two on bigger "
               "boards), and no two chests touch, not even at a corner.\n\n"
               "Tap a cell to cycle it through empty, marked (a dot meaning 'no chest here') and chest; a long "
               "press puts a chest straight away (Settings can make a tap place the chest before the mark). Broken rules are shown in red. Every puzzle has exactly one "
               "solution that can be found by reasoning; Hint shows the next deduction and why.\n\n"
               "Check and save, in the Menu: Check outlines your first chest or mark that disagrees with the "
               "solution and says why. Confirm says whether the board is solved, and checks it if not. To correct "
               "goes back to your last position without a mistake (Redo brings the rest back). Save remembers the "
               "position as it is; Restore goes back to it, as a move that Undo can take back. Close puts the tools away.");
    }
    std::vector<GameOption> options() const override {
        return {{"auto_mark", tr_noop("Mark the cells a chest rules out"), true},
                {"show_conflicts", tr_noop("Highlight broken rules"), true},
                {"chest_first", tr_noop("A tap places a chest first"), false}};
    }
    std::vector<Preset> presets() const override {
        return {{tr_noop("6×6, easy"), "6k1de"},
                {tr_noop("7×7, medium"), "7k1dm"},
                {tr_noop("8×8, medium"), "8k1dm"},
                {tr_noop("9×9, hard"), "9k1dh"},
                {tr_noop("8×8, 2 chests, easy"), "8k2de"},
                {tr_noop("10×10, 2 chests, easy"), "10k2de"},
                {tr_noop("10×10, 2 chests, medium"), "10k2dm"},
                {tr_noop("10×10, 2 chests, hard"), "10k2dh"},
                {tr_noop("10×10, 2 chests, expert"), "10k2dx"},
                {tr_noop("11×11, 2 chests, hard"), "11k2dh"}};
    }
    std::vector<ParamField> param_fields(std::string_view params) const override {
        sweetspots::Params p;  // 8x8, one chest, any grade, unless params say otherwise
        if (auto given = sweetspots::parse_params(params)) p = *given;
        return {{"size", tr_noop("Board size"), p.n, sweetspots::kMinSize, sweetspots::kMaxSize},
                {"k", tr_noop("Chests per row, column and zone"), p.k, 1, 3},
                {"grade", tr_noop("Grade"), p.has_grade ? 1 + static_cast<int>(p.grade) : 0, 0, 4, 1, {tr_noop("Any"), tr_noop("Easy"), tr_noop("Medium"), tr_noop("Hard"), tr_noop("Expert")}}};
    }
    Result<std::string> custom_params(const std::vector<ParamField>& f) const override {
        std::string text = std::to_string(field_value(f, "size")) + "k" + std::to_string(field_value(f, "k"));
        const int grade = field_value(f, "grade");
        if (grade > 0) text += std::string("d") + sweetspots::grade_letter(static_cast<sweetspots::Grade>(grade - 1));
        auto p = sweetspots::parse_params(text);
        if (!p) return p.error();
        if (auto quick = sweetspots::quick_to_make(*p); !quick) return quick.error();
        return p->text();
    }
    Result<std::unique_ptr<Puzzle>> load(std::string_view params, std::string_view desc) const override {
        auto p = sweetspots::parse_params(params);
        if (!p) return p.error();
        auto b = sweetspots::parse_desc(*p, desc);
        if (!b) return b.error();
        auto puzzle = sweetspots::SpotsPuzzle::make(std::move(*b), p->has_grade ? std::optional(p->grade) : std::nullopt);
        if (!puzzle) return puzzle.error();
        return std::unique_ptr<Puzzle>(std::move(*puzzle));
    }
    Result<std::string> generate(std::string_view params, uint64_t seed) const override {
        auto p = sweetspots::parse_params(params);
        if (!p) return p.error();
        auto g = sweetspots::generate_board(*p, seed);
        if (!g) return g.error();
        return sweetspots::format_desc(g->board);
    }
    std::vector<std::string> level_packs() const override { return sweetspots::pack_files(); }
    // A shipped level keeps its grade in grade=; params that name one (generate's) made it as they are.
    std::string seed_params(const Level& level) const override {
        auto params = sweetspots::parse_params(level.params);
        auto grade = sweetspots::parse_grade(level.tag("grade"));
        return grade && params && !params->has_grade ? level.params + "d" + sweetspots::grade_letter(*grade) : level.params;
    }
    // By size and grade: "8x8, 2 chests: hard".
    std::string level_group(const Level& level) const override {
        auto p = sweetspots::parse_params(level.params);
        if (!p) return {};
        const std::string g = level.tag("grade");
        if (g.empty()) return trn("{2}×{2}, {1} chest", "{2}×{2}, {1} chests", p->k, p->n);
        return trn("{2}×{2}, {1} chest: {3}", "{2}×{2}, {1} chests: {3}", p->k, p->n, tr(g));
    }
    const GameFormats* formats() const override { return &sweetspots::formats(); }
    const Editor* editor() const override { return &sweetspots::editor(); }
    Result<LevelTags> level_tags(const Puzzle& puzzle) const override { return sweetspots::level_tags(puzzle); }
    int cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const override {
        return sweetspots::run_cli(args, out, err);
    }
};

} // namespace

const GameType& sweetspots_game() {
    static const SweetSpotsGame game;
    return game;
}

} // namespace pz
