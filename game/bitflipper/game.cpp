// The BitFlipper game type: presets, loading descriptions, generating from a seed, level packs.
#include <memory>

#include "game/core/i18n.h"
#include "game/bitflipper/cli.h"
#include "game/bitflipper/editor.h"
#include "game/bitflipper/formats.h"
#include "game/bitflipper/generator.h"
#include "game/bitflipper/rules.h"
#include "game/core/game.h"

namespace pz {

namespace {

class BitFlipperGame : public GameType {
public:
    std::string_view id() const override { return "bitflipper"; }
    std::string_view title() const override { return tr_noop("BitFlipper"); }
    std::string_view tagline() const override { return tr_noop("Flip the tiles until they all match"); }
    int menu_order() const override { return 30; }
    int accent_hue() const override { return bitflipper::kAccentHue; }
    std::optional<Guide> guide() const override { return bitflipper::guide(); }
    std::string_view help() const override {
        return tr_noop("Every cell holds a number from 0 up to one less than the number of states. Tapping a cell adds 1 to it "
               "and 2 to each of its neighbours; values wrap around (with 4 states, 3 + 2 is 1). Make every cell equal "
               "the target shown above the board.\n\n"
               "Neighbours are the cells above, below, left and right, unless the level says otherwise: diagonal levels "
               "use the four corners, king levels all eight surrounding cells, and torus levels wrap around the edges. "
               "Tapping a cell as many times as there are states changes nothing, so order never matters: only how often "
               "each cell is tapped. Par is the fewest taps that solve the board; reach it without a hint for three stars "
               "(a hint played keeps you to two, many hints to one).");
    }
    // Order never matters, only how often each cell is tapped: that count, shown as dots on the tile.
    std::vector<GameOption> options() const override { return {{"show_presses", tr_noop("Show how often each cell was tapped"), false}}; }
    std::vector<Preset> presets() const override {
        return {{tr_noop("4×4, 4 states"), "4x4s4t0"},          {tr_noop("1×3 row, 3 states"), "1x3s3t0"},
                {tr_noop("3×3, 3 states"), "3x3s3t0"},          {tr_noop("3×3, 5 states, king"), "3x3s5t0k"},
                {tr_noop("5×5, 6 states"), "5x5s6t0"},          {tr_noop("5×5, 5 states, diagonal"), "5x5s5t0x"},
                {tr_noop("6×6, 7 states, torus"), "6x6s7t0w"},  {tr_noop("7×7, 9 states"), "7x7s9t0"}};
    }
    std::vector<ParamField> param_fields(std::string_view params) const override {
        bitflipper::Rule r;  // the defaults, unless params say otherwise
        r.rows = r.cols = 4;
        r.states = 4;
        if (auto given = bitflipper::parse_params(params)) r = *given;
        const int top = bitflipper::kMaxStates - 1;
        return {{"rows", tr_noop("Rows"), r.rows, 1, bitflipper::kMaxSide},
                {"cols", tr_noop("Columns"), r.cols, 1, bitflipper::kMaxSide},
                {"states", tr_noop("States"), r.states, bitflipper::kMinStates, bitflipper::kMaxStates},
                {"target", tr_noop("Target"), r.target, 0, top},
                {"shape", tr_noop("A tap reaches"), static_cast<int>(r.shape), 0, 2, 1, {tr_noop("Sides"), tr_noop("Corners"), tr_noop("All 8")}},
                {"wrap", tr_noop("Edges"), r.wrap ? 1 : 0, 0, 1, 1, {tr_noop("Stop"), tr_noop("Wrap (torus)")}},
                {"self", tr_noop("A tap adds to its cell"), r.self_add, 0, top},
                {"neighbour", tr_noop("A tap adds to neighbours"), r.neighbour_add, 0, top},
                {"scramble", tr_noop("Scramble"), r.scramble, 0, 995, 5, {}, tr_noop("Any taps")}};
    }
    Result<std::string> custom_params(const std::vector<ParamField>& f) const override {
        const auto v = [&](const char* key) { return std::to_string(field_value(f, key)); };
        std::string text = v("rows") + "x" + v("cols") + "s" + v("states") + "t" + v("target");
        const int shape = field_value(f, "shape");
        text += shape == 1 ? "x" : shape == 2 ? "k" : "";
        if (field_value(f, "wrap")) text += "w";
        text += "a" + v("self") + "b" + v("neighbour");
        if (field_value(f, "scramble") > 0) text += "p" + v("scramble");
        auto rule = bitflipper::parse_params(text);
        if (!rule) return rule.error();
        return bitflipper::format_params(*rule);
    }
    Result<std::unique_ptr<Puzzle>> load(std::string_view params, std::string_view desc) const override {
        auto rule = bitflipper::parse_params(params);
        if (!rule) return rule.error();
        auto board = bitflipper::parse_desc(*rule, desc);
        if (!board) return board.error();
        auto puzzle = bitflipper::BitPuzzle::make(*rule, std::move(*board));
        if (!puzzle) return puzzle.error();
        return std::unique_ptr<Puzzle>(std::move(*puzzle));
    }
    Result<std::string> generate(std::string_view params, uint64_t seed) const override {
        auto rule = bitflipper::parse_params(params);
        if (!rule) return rule.error();
        auto g = bitflipper::generate(*rule, seed);
        if (!g) return g.error();
        return bitflipper::format_desc(*rule, g->board);
    }
    std::vector<std::string> level_packs() const override { return {"journey.txt"}; }
    const GameFormats* formats() const override { return &bitflipper::formats(); }
    const Editor* editor() const override { return &bitflipper::editor(); }
    Result<LevelTags> level_tags(const Puzzle& puzzle) const override { return bitflipper::level_tags(puzzle); }
    int cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const override {
        return bitflipper::run_cli(args, out, err);
    }
};

} // namespace

const GameType& bitflipper_game() {
    static const BitFlipperGame game;
    return game;
}

} // namespace pz
