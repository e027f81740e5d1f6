// The Fill-in game type: presets, loading descriptions, generating from a seed, level packs.
#include <memory>

#include "game/core/i18n.h"
#include "game/core/game.h"
#include "game/crossword/cli.h"
#include "game/crossword/editor.h"
#include "game/crossword/formats.h"
#include "game/crossword/generator.h"
#include "game/crossword/rules.h"

namespace pz {

namespace {

class CrosswordGame : public GameType {
public:
    std::string_view id() const override { return "crossword"; }
    std::string_view title() const override { return tr_noop("Fill-in"); }
    std::string_view tagline() const override { return tr_noop("Place every word in the grid"); }
    int menu_order() const override { return 50; }
    int accent_hue() const override { return crossword::kAccentHue; }
    std::optional<Guide> guide() const override { return crossword::guide(); }
    std::string_view help() const override {
        return tr_noop("Fill the grid with the listed words. Each run of two or more white cells, across or down, is a slot "
               "that holds one word, and crossing words share their letter. Every listed word is used once (a word "
               "listed twice is used twice).\n\n"
               "Tap a slot, then tap a word in the list to place it, or drag a word onto a slot: while you drag, the "
               "slot it would land in shows the word, with clashing letters in red. You can also type letters into the "
               "selected slot, on a keyboard or, on a phone, on the keyboard that appears below the grid (Done puts it "
               "away). Placed words are crossed off the list; cells where two words disagree turn red. Check marks the "
               "letters that are wrong.");
    }
    std::vector<Preset> presets() const override {
        return {{"7×7", "7x7"},          {"9×9", "9x9"},   {"11×11", "11x11"},
                {"13×13", "13x13"},      {"15×15", "15x15"}, {tr_noop("11×11 free-form"), "11x11f"}};
    }
    std::vector<ParamField> param_fields(std::string_view params) const override {
        crossword::GenParams p;  // 9x9 symmetric, density left to the generator, unless params say otherwise
        if (auto given = crossword::parse_gen_params(params)) p = *given;
        return {{"width", tr_noop("Width"), p.width, 5, 15},
                {"height", tr_noop("Height"), p.height, 5, 15},
                {"layout", tr_noop("Layout"), p.symmetric ? 0 : 1, 0, 1, 1, {tr_noop("Symmetric"), tr_noop("Free-form")}},
                {"density", tr_noop("Open cells (percent)"), p.density == 0 ? 20 : p.density, 20, 55, 5, {}, tr_noop("Auto")}};
    }
    Result<std::string> custom_params(const std::vector<ParamField>& f) const override {
        std::string text = std::to_string(field_value(f, "width")) + "x" + std::to_string(field_value(f, "height"));
        if (field_value(f, "layout") == 1) text += "f";
        if (const int d = field_value(f, "density"); d > 20) text += "d" + std::to_string(d);
        auto p = crossword::parse_gen_params(text);
        if (!p) return p.error();
        return p->text();
    }
    Result<std::unique_ptr<Puzzle>> load(std::string_view params, std::string_view desc) const override {
        auto file = crossword::parse_desc(desc);
        if (!file) return file.error();
        if (!params.empty()) {
            // "WxH" or the generator's "WxHf", "WxHdP", "WxHfdP": only the sides must agree with the layout.
            std::string_view s = params;
            if (const size_t d = s.find('d'); d != std::string_view::npos) s = s.substr(0, d);
            if (!s.empty() && s.back() == 'f') s.remove_suffix(1);
            if (s != crossword::size_params(file->grid.layout))
                return fail("params " + std::string(params) + " do not match the " + crossword::size_params(file->grid.layout) +
                            " layout");
        }
        auto puzzle = crossword::FillPuzzle::make(std::move(*file));
        if (!puzzle) return puzzle.error();
        return std::unique_ptr<Puzzle>(std::move(*puzzle));
    }
    Result<std::string> generate(std::string_view params, uint64_t seed) const override {
        auto p = crossword::parse_gen_params(params);
        if (!p) return p.error();
        // Endless and daily puzzles need the dictionary; the level pack does not, so say that too.
        auto dict = crossword::load_dictionary(crossword::default_dictionary_path());
        if (!dict) return fail(trf("Cannot make a new Fill-in puzzle: {1}. The level pack still plays.", dict.error().message));
        auto g = crossword::generate(*p, seed, **dict);
        if (!g) return g.error();
        return crossword::format_desc(g->puzzle);
    }
    std::vector<std::string> level_packs() const override { return {"fillin.txt"}; }
    const GameFormats* formats() const override { return &crossword::formats(); }
    const Editor* editor() const override { return &crossword::editor(); }
    Result<LevelTags> level_tags(const Puzzle& puzzle) const override { return crossword::level_tags(puzzle); }
    int cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const override {
        return crossword::run_cli(args, out, err);
    }
};

} // namespace

const GameType& crossword_game() {
    static const CrosswordGame game;
    return game;
}

} // namespace pz
