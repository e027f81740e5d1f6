// The Custom... form (issue 19): every parameter a game's generator reads (GameType::param_fields),
// checked live by the game's own parser, remembered per game, started with a fresh seed.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/scene.h"
#include "game/core/game.h"
#include "game/app/shell.h"

namespace pz {

class CustomScene : public Scene {
public:
    // Opens on the params this game's form made last (Settings::custom_params), else its first preset.
    CustomScene(Shell& shell, const GameType& game);
    std::string name() const override { return "custom"; }
    bool handle(const Gesture& g, Context& ctx) override;
    void draw(Canvas& c, Context& ctx) override;
    void gui(Context& ctx) override;

    const std::vector<ParamField>& fields() const { return fields_; }
    // What a tap on a stepper or a choice does: the field's value, kept within its range.
    void set(std::string_view key, int value);
    // Fills the form from a params text (a preset's).
    void fill(std::string_view params);
    // The params the form makes, or the parser's one-line reason why it makes none.
    const Result<std::string>& params() const { return params_; }
    bool can_start() const { return params_.ok(); }
    // Remembers the params and opens the generating scene with a fresh seed in place of the form.
    void start(Context& ctx);
    // Where the Start button was drawn last frame, and the field the error is shown under (tests).
    Rect start_rect() const { return start_rect_; }
    int error_field() const { return error_field_; }

private:
    void check();
    void remember();
    Shell& shell_;
    const GameType& game_;
    std::vector<ParamField> fields_;
    std::vector<Preset> presets_;
    Result<std::string> params_;
    int error_field_ = -1;  // the field changed last, under which an error shows (-1: above Start)
    Rect start_rect_{};
};

std::unique_ptr<Scene> make_custom_scene(Shell& shell, const GameType& game);
// A row of choice buttons a finger tall, `w` wide, wrapped onto more rows when their labels do
// not fit; the chosen one in the active colour. Returns the index tapped, or -1. (Choices are
// buttons, never combos: a combo's list is too small for a finger.)
int choice_buttons(const std::string& id, const std::vector<std::string>& choices, int chosen, float w);
// A seed for a new puzzle, different on every call (the time and a counter, mixed).
uint64_t fresh_seed();

} // namespace pz
