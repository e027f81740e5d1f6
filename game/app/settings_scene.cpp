// The settings page: every shared setting and each game's own.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>

#include "engine/app.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/custom.h"
#include "game/app/menu_page.h"
#include "game/app/print_sheet.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

class SettingsScene : public Scene {
public:
    explicit SettingsScene(Shell& shell) : shell_(shell) {}
    std::string name() const override { return "settings"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && g.action == Action::Back) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { background(c, ctx, shell_.palette()); }
    void gui(Context& ctx) override {
        const int header = begin_menu_page("##settings", ctx, tr("Settings"));
        Settings& s = shell_.settings();
        bool changed = false;
        if (header == 1) ctx.scenes->pop();
        // In the player's order: how it looks, the language, sound, then touch, each game's own
        // switches and About; each group under its heading, nothing technical above the fold.
        const auto& switches = setting_switches();
        auto toggle = [&](bool Settings::*field) {
            for (const SettingSwitch& w : switches)
                if (w.field == field) changed |= ui::checkbox(tr(w.label), &(s.*field));
        };
        // Theme, text size and language: choices as buttons, as many a row as the longest name
        // leaves room for, applied at once.
        auto choices = [&](const char* label, int* value, const std::vector<const char*>& names) {
            if (label) ui::line(tr(label), 0, true);
            const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
            float widest = 0;
            for (const char* n : names) widest = std::max(widest, ui::text_width(tr(n)) + 2 * ImGui::GetStyle().FramePadding.x);
            const int cols = std::clamp(static_cast<int>((avail + gap) / (widest + gap)), 1, static_cast<int>(names.size()));
            const float bw = std::floor((avail - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
            for (size_t i = 0; i < names.size(); ++i) {
                if (i % static_cast<size_t>(cols) != 0) ImGui::SameLine();
                if (ui::choice(std::string(tr(names[i])) + "##" + (label ? label : names[0]), static_cast<int>(i) == *value, ImVec2(bw, 0)) &&
                    static_cast<int>(i) != *value) {
                    *value = static_cast<int>(i);
                    changed = true;
                }
            }
        };
        heading(tr("Look"), true);
        int theme = static_cast<int>(s.theme), size = static_cast<int>(s.text_size);
        choices(tr_noop("Theme"), &theme, {tr_noop("System"), tr_noop("Dark"), tr_noop("Light")});
        choices(tr_noop("Text size"), &size, {tr_noop("Normal"), tr_noop("Large"), tr_noop("Larger")});
        s.theme = static_cast<Theme>(theme);
        s.text_size = static_cast<TextSize>(size);
        toggle(&Settings::colour_blind);
        palette_preview();  // what the switch changes, under it
        toggle(&Settings::reduced_motion);
        toggle(&Settings::show_timer);
        // The language: System, then each shipped one by its own name (never translated).
        heading(tr("Language"));
        std::vector<const char*> language_names{tr_noop("System")};
        int language = 0;
        for (const Language& l : languages()) {
            if (s.language == l.code) language = static_cast<int>(language_names.size());
            language_names.push_back(l.name);
        }
        const int language_was = language;
        choices(nullptr, &language, language_names);
        if (language != language_was) s.language = language == 0 ? "system" : languages()[static_cast<size_t>(language - 1)].code;
        heading(shell_.can_vibrate ? tr("Sound and vibration") : tr("Sound"));
        toggle(&Settings::sound);
        for (const SettingNumber& n : setting_numbers())
            if (n.field == &Settings::volume) changed |= ui::slider_int((std::string("##") + n.key).c_str(), &(s.*n.field), n.lo, n.hi, tr(n.label));
        if (shell_.can_vibrate) toggle(&Settings::vibration);  // (nothing here can vibrate otherwise)
        // Touch: how long a press is a long press, in words (short, normal, long), not milliseconds.
        heading(tr("Touch"));
        static constexpr int kPressMs[] = {300, 450, 800};
        int press = 0;
        for (int i = 1; i < 3; ++i)
            if (std::abs(s.long_press_ms - kPressMs[i]) < std::abs(s.long_press_ms - kPressMs[press])) press = i;
        const int press_was = press;
        choices(tr_noop("Long-press time"), &press, {tr_noop("Short"), tr_noop("Normal"), tr_noop("Long")});
        if (press != press_was) s.long_press_ms = kPressMs[press];
        toggle(&Settings::left_handed);
        // Each game's own switches, under its title.
        for (const GameType* g : all_games()) {
            const auto options = g->options();
            if (options.empty()) continue;
            heading(tr(g->title()));
            for (const GameOption& o : options) {
                bool on = s.game_option(g->id(), o);
                if (ui::checkbox(std::string(tr(o.label)) + "##" + std::string(g->id()) + o.key, &on)) {
                    s.game_options[std::string(g->id()) + "." + o.key] = on;
                    changed = true;
                }
            }
        }
        heading(tr("About"));
        if (ui::button(tr("About Puzzlebox"), ImVec2(-FLT_MIN, 0))) ctx.scenes->push(shell_.help(nullptr));
        if (changed) {
            shell_.save_settings();
            shell_.apply_settings(ctx);
            if (s.sound) ctx.audio->play(Sound::Tap);
        }
        ImGui::End();
    }

private:
    // A group's heading, one step up the type scale, with air above it (none for the first).
    static void heading(std::string_view text, bool first = false) {
        if (!first) {
            ImGui::Dummy(ImVec2(0, 8.f));
            ImGui::Separator();
        }
        ui::title(text);
    }
    // The palette in use, as a row of its category colours.
    void palette_preview() const {
        const Palette& pal = shell_.palette();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        ImVec2 p = ImGui::GetCursorScreenPos();
        for (int i = 0; i < 8; ++i) {
            Color c = pal.category(i);
            dl->AddRectFilled(ImVec2(p.x + static_cast<float>(i) * 36.f, p.y), ImVec2(p.x + static_cast<float>(i) * 36.f + 30.f, p.y + 30.f),
                              IM_COL32(c.r, c.g, c.b, 255), 6.f);
        }
        ImGui::Dummy(ImVec2(8 * 36.f, 34.f));
    }

    Shell& shell_;
};

} // namespace

std::unique_ptr<Scene> make_settings_scene(Shell& shell) { return std::make_unique<SettingsScene>(shell); }

} // namespace pz
