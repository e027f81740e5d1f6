// The Fling! game type: presets, loading boards, generating unique boards from a seed, level packs.
#include <memory>

#include "game/core/i18n.h"
#include "game/core/game.h"
#include "game/fling/cli.h"
#include "game/fling/editor.h"
#include "game/fling/formats.h"
#include "game/fling/generator.h"
#include "game/fling/rules.h"

namespace pz::fling {

namespace {

// The params generate() takes: a ball count it makes unique boards of.
Result<Params> generator_params(std::string_view params) {
    auto p = parse_params(params);
    if (!p) return p.error();
    if (p->balls < kMinGenBalls || p->balls > kMaxGenBalls)
        return fail("generate needs params 7x8b<balls> with " + std::to_string(kMinGenBalls) + ".." + std::to_string(kMaxGenBalls) + " balls");
    return p;
}

class FlingGame : public GameType {
public:
    std::string_view id() const override { return "fling"; }
    std::string_view title() const override { return tr_noop("Fling!"); }
    std::string_view tagline() const override { return tr_noop("Fling creatures until one is left"); }
    int menu_order() const override { return 40; }
    int accent_hue() const override { return kAccentHue; }
    std::optional<Guide> guide() const override { return fling::guide(); }
    std::string_view help() const override {
        return tr_noop("Swipe a ball towards another ball in the same row or column. It slides until it bumps into that "
               "ball and stops; the ball it hit flies on in the same direction, knocking on any ball it meets, "
               "and the last ball in the chain leaves the board. Every fling removes one ball.\n\n"
               "You cannot fling a ball into a ball right next to it, and you cannot fling a ball off the board: "
               "something must lie ahead of it. Clear the board down to a single ball. Every puzzle here has "
               "exactly one sequence of boards that clears it.\n\n"
               "Designer (in the Menu) lets you build a board of your own: tap squares to add or remove balls and "
               "it tells you at once whether the board can be cleared, in how many ways, and how big its search "
               "is. Clear empties it, Save as level keeps it as a level file with your saved documents, Close designer returns to your game.");
    }
    std::vector<Preset> presets() const override {
        std::vector<Preset> p{{trn("{1} ball", "{1} balls", 8), params_text(8)}};
        for (int n = kMinGenBalls; n <= kMaxGenBalls; ++n)
            if (n != 8) p.push_back({trn("{1} ball", "{1} balls", n), params_text(n)});
        return p;
    }
    std::vector<ParamField> param_fields(std::string_view params) const override {
        auto p = parse_params(params);
        const int balls = p && p->balls >= kMinGenBalls && p->balls <= kMaxGenBalls ? p->balls : 8;
        return {{"balls", tr_noop("Balls on the 7×8 board"), balls, kMinGenBalls, kMaxGenBalls}};
    }
    Result<std::string> custom_params(const std::vector<ParamField>& f) const override {
        const std::string text = params_text(field_value(f, "balls"));
        auto ok = generator_params(text);
        if (!ok) return ok.error();
        return text;
    }
    Result<std::unique_ptr<Puzzle>> load(std::string_view params, std::string_view desc) const override {
        auto p = parse_params(params);
        if (!p) return p.error();
        auto b = parse_desc(desc);
        if (!b) return b.error();
        if (p->balls && p->balls != popcount(*b))
            return fail("params say " + std::to_string(p->balls) + " balls but the board has " +
                        std::to_string(popcount(*b)));
        return std::unique_ptr<Puzzle>(std::make_unique<FlingPuzzle>(*b));
    }
    Result<std::string> generate(std::string_view params, uint64_t seed) const override {
        auto p = generator_params(params);
        if (!p) return p.error();
        Solver solver;
        const Board b = generate_unique(p->balls, seed, solver);
        if (!b) return fail("no unique board found for this seed");
        return board_desc(b);
    }
    std::vector<std::string> level_packs() const override { return {"levels.txt"}; }
    // By ball count: more balls, longer chains to plan.
    std::string level_group(const Level& level) const override {
        auto p = parse_params(level.params);
        int balls = p ? p->balls : 0;
        if (p && balls == 0)  // params of no count (a made or loaded board's, "7x8"): its own
            if (auto b = parse_desc(level.desc)) balls = popcount(*b);
        return balls > 0 ? trn("{1} ball", "{1} balls", balls) : std::string();
    }
    const GameFormats* formats() const override { return &fling::formats(); }
    const Editor* editor() const override { return &fling::editor(); }
    Result<LevelTags> level_tags(const Puzzle& puzzle) const override { return fling::level_tags(puzzle); }
    int cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const override {
        return run_cli(args, out, err);
    }
};

} // namespace

} // namespace pz::fling

namespace pz {

const GameType& fling_game() {
    static const fling::FlingGame game;
    return game;
}

} // namespace pz
