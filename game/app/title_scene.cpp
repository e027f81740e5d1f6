// The title: every game, the saved games, and the way to settings, help and Enter ID.
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

class TitleScene : public Scene {
public:
    explicit TitleScene(Shell& shell) : shell_(shell) {}
    std::string name() const override { return "title"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && g.action == Action::Back) ctx.quit_requested = true;
        return true;
    }
    void on_resume(Context& ctx) override {
        shell_.apply_settings(ctx);
        greeted_ = -1;  // greet again when the player comes back
    }
    void update(float dt, Context& ctx) override {
        (void)ctx;
        greeted_ = greeted_ < 0 ? 0 : greeted_ + dt;
    }
    // The pieces bob for a moment as a greeting, then rest: a still title costs no frames.
    double next_change_in(const Context& ctx) const override {
        (void)ctx;
        return greeted_ < kGreeting && !shell_.settings().reduced_motion ? 0 : kStill;
    }
    // Where the title goes: above the buttons, or to their left on a phone on its side; smaller
    // on a short screen so every game and every Continue fit without scrolling.
    struct Layout {
        Vec2 header;  // the centre of the row of pieces
        float scale = 1;
        Rect page;
        bool landscape = false;  // a phone on its side: the title on the left
    };
    static Layout layout_of(const Context& ctx) {
        Layout l;
        const Vec2 sz = ctx.size;
        if (sz.x > sz.y * kLandscapeRatio && sz.y < 600.f) {
            const float left = sz.x * 0.4f;
            l.header = {left * 0.5f, sz.y * 0.5f - 50.f};
            l.page = {left, 8.f, sz.x - left - 8.f, sz.y - 16.f};
            l.landscape = true;
            return l;
        }
        l.scale = sz.y < 760.f ? 0.8f : 1.f;
        const float top = 150.f * l.scale;
        // A phone's column, or a shelf three cards wide on a desktop.
        const float w = std::min(sz.x - 16.f, sz.x >= 1000.f ? 960.f : 480.f);
        l.header = {sz.x * 0.5f, 44.f * l.scale - (l.scale < 1 ? 8.f : 0.f)};
        l.page = {(sz.x - w) * 0.5f, top - (l.scale < 1 ? 16.f : 0.f), w, sz.y - top - 8.f + (l.scale < 1 ? 16.f : 0.f)};
        return l;
    }
    void draw(Canvas& c, Context& ctx) override {
        const Palette& pal = shell_.palette();
        background(c, ctx, pal);
        // A row of coloured pieces, one per game, bobbing while the title greets the player.
        const Layout l = layout_of(ctx);
        const float cx = l.header.x, y = l.header.y, k = l.scale;
        for (int i = 0; i < 5; ++i) {
            float x = cx + static_cast<float>(i - 2) * 34.f * k;
            const float settle = shell_.settings().reduced_motion ? 0.f : std::max(0.f, 1.f - std::max(0.f, greeted_) / kGreeting);
            float bob = std::sin(ctx.time * 2.f + static_cast<float>(i)) * 3.f * settle;
            c.fill_circle(Layer::Board, {x, y + bob}, 12.f * k, pal.category(i));
        }
        c.text(Layer::Hud, {cx, y + 46.f * k}, "Puzzlebox", 40.f * k, pal.text, Align::Center, true);
        const bool narrow = std::min(ctx.size.x, 2 * cx) < 520.f;
        const std::string tagline = narrow ? tr("Puzzles with solvers that teach.") : tr("Puzzles with solvers that teach, levels without end");
        c.text(Layer::Hud, {cx, y + 82.f * k}, tagline, Canvas::fit_text(tagline, (narrow ? 14.f : 15.f) * ctx.text_scale, 2 * std::min(cx, ctx.size.x - cx) - 24.f),
               pal.text_dim);
    }
    // Continue for each saved game first, then a shelf of cards, one per game, then the rest in one
    // quieter row at the bottom.
    void gui(Context& ctx) override {
        const Layout l = layout_of(ctx);
        ui::begin_page("##title", l.page);
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(kGap, kGap));
        const float w = ImGui::GetContentRegionAvail().x;
        std::vector<const GameType*> saved;
        for (const GameType* g : all_games())
            if (shell_.has_save(g->id())) saved.push_back(g);
        std::vector<std::string> labels;
        for (const GameType* g : saved) labels.push_back(trf("Continue {1}", tr(g->title())));
        // Several saves side by side, so the cards below stay in sight on a phone, as many as their
        // labels allow whole.
        int continue_cols = saved.size() > 1 ? std::min(static_cast<int>(saved.size()), w >= 440.f ? 3 : 2) : 1;
        while (continue_cols > 1 && !std::all_of(labels.begin(), labels.end(), [&](const std::string& label) {
                   return fits_a_button(label, (w - kGap * static_cast<float>(continue_cols - 1)) / static_cast<float>(continue_cols));
               }))
            --continue_cols;
        if (const int i = ui::button_grid(labels, continue_cols); i >= 0) {
            PlayOrigin o;
            const GameType* g = saved[static_cast<size_t>(i)];
            if (auto s = shell_.resume(g->id(), &o))
                if (auto scene = shell_.play(std::shared_ptr<Session>(std::move(s)), o)) ctx.scenes->push(std::move(scene));
        }
        const auto& games = all_games();
        const int n = static_cast<int>(games.size());
        // The cards share what the page has left above the bottom row: taller (with the tagline)
        // when there is room; on a phone two to a row when a column of name-and-daily cards would
        // not fit, and the name alone on each when even those would not (larger text, many saves).
        const float room = ImGui::GetContentRegionAvail().y - (ui::kTarget + kGap);
        const auto height_of = [&](int rows) { return name_and_daily() * static_cast<float>(rows) + kGap * static_cast<float>(rows - 1); };
        int cols = w >= 900.f ? 3 : w >= 440.f || l.landscape ? 2 : 1;
        if (cols == 1 && height_of(n) > room) cols = 2;
        const int rows = (n + cols - 1) / cols;
        const float card_h = std::clamp((room - kGap * static_cast<float>(rows - 1)) / static_cast<float>(rows), ui::kTarget, kTall);
        const float card_w = std::floor((w - kGap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
        for (size_t i = 0; i < games.size(); ++i) {
            const int col = static_cast<int>(i) % cols;
            // A short last row is centred under the others.
            const int in_row = std::min(cols, n - static_cast<int>(i) + col);
            if (col == 0 && in_row < cols) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - card_w * static_cast<float>(in_row) - kGap * static_cast<float>(in_row - 1)) * 0.5f);
            if (col > 0) ImGui::SameLine();
            if (card(*games[i], {card_w, card_h})) ctx.scenes->push(shell_.open_game(*games[i]));
        }
        // Quieter: dim words, and no wider than a phone's column under a shelf of cards.
        const float more_w = std::min(w, 480.f);
        const std::vector<std::string> more{tr("Enter ID"), tr("Settings"), tr("About")};
        const float more_rows = static_cast<float>(ui::button_row_count(more, more_w));
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - more_w) * 0.5f);
        // (Scrolled out of sight, the child draws nothing until it is scrolled to.)
        if (ImGui::BeginChild("##more", ImVec2(more_w, more_rows * ui::kTarget + (more_rows - 1) * kGap), false,
                              ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground)) {
            ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(shell_.palette().text_dim));
            switch (ui::button_row(more)) {
            case 0: ctx.scenes->push(make_enter_id_scene(shell_)); break;
            case 1: ctx.scenes->push(shell_.settings_scene()); break;
            case 2: ctx.scenes->push(shell_.help(nullptr)); break;
            default: break;
            }
            ImGui::PopStyleColor();
        }
        ImGui::EndChild();
        ImGui::PopStyleVar();
        ImGui::End();
    }

    // One game's card: a band of its colour, its name, its tagline when the card is tall enough,
    // and today's daily with the streak. The whole card is the button that opens the game's menu
    // (its label is the game's name, as scripts press it).
    bool card(const GameType& game, ImVec2 size) {
        const Palette& pal = shell_.palette();
        const Color accent = pal.game_accent(game.accent_hue());
        const std::string name(tr(game.title()));
        for (int state = 0; state < 3; ++state)
            ImGui::PushStyleColor(ImGuiCol_Button + state, imgui_colour(button_colour(pal, state).mix(accent, kTint)));
        // Too short for the daily (larger text, many saves), a card is its name as a button says
        // it, on two lines when it must; else the card writes its own words.
        const bool name_alone = size.y + 0.5f < name_and_daily();
        ImGui::PushStyleColor(ImGuiCol_Text, name_alone ? ImGui::GetStyleColorVec4(ImGuiCol_Text) : ImVec4(0, 0, 0, 0));
        const bool pressed = ui::button(name + "##card", name_alone ? ImVec2(size.x, 0) : size);
        ImGui::PopStyleColor(4);
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const float rounding = ImGui::GetStyle().FrameRounding;
        dl->AddRectFilled(a, ImVec2(a.x + kBand, b.y), colour(accent), rounding, ImDrawFlags_RoundCornersLeft);
        if (name_alone) return pressed;
        // Words from the band's edge to the card's: the name on top, today's daily at the foot (the
        // streak on a line of its own when both do not fit on one), the tagline between when there is room.
        const float x = a.x + kBand + 12.f, width = b.x - 10.f - x, h = b.y - a.y;
        const float big = big_px(), small = small_px(), step = small + 3.f;
        const auto fits = [&](const std::string& line) {
            const FontAt at(small);
            return ui::text_width(line) <= width;
        };
        const auto needs = [&](size_t lines) { return 2 * kPad + big + 2.f + step * static_cast<float>(lines); };
        // The fullest words that fit: on a narrow card the clock and the streak matter more than
        // the word "Daily"; the streak gets a line of its own when there is room for one.
        const std::string named = daily_state_words(shell_, game, true), plain = daily_state_words(shell_, game, false);
        const std::string streak = streak_words(shell_, game);
        const auto with_streak = [&](const std::string& first) { return streak.empty() ? first : first + kStreakSeparator + streak; };
        const std::string& state = fits(named) ? named : plain;
        std::vector<std::string> foot{with_streak(state)};
        if (!fits(foot[0])) foot = {with_streak(plain)};
        if (!fits(foot[0])) foot = needs(2) <= h ? std::vector<std::string>{state, streak} : std::vector<std::string>{state};
        const bool tagline = needs(foot.size() + 1) + 4.f <= h;
        const float pad = std::min(kPad, (h - (needs(foot.size()) - 2 * kPad)) * 0.5f);
        words(dl, name, {x, a.y + pad}, big, width, pal.text, a, b, game.id());
        if (tagline) {
            // On two lines, broken at the last space that lets the first fit, when the card has room.
            const std::string line(tr(game.tagline()));
            std::string first = line, second;
            if (!fits(line) && needs(foot.size() + 2) + 4.f <= h)
                for (size_t at = line.rfind(' '); at != std::string::npos && at > 0; at = line.rfind(' ', at - 1))
                    if (fits(line.substr(0, at))) {
                        first = line.substr(0, at), second = line.substr(at + 1);
                        break;
                    }
            words(dl, first, {x, a.y + pad + big + 4.f}, small, width, pal.text_dim, a, b, game.id());
            if (!second.empty()) words(dl, second, {x, a.y + pad + big + 4.f + step}, small, width, pal.text_dim, a, b, game.id());
        }
        for (size_t i = 0; i < foot.size(); ++i)
            words(dl, foot[i], {x, b.y - pad - step * static_cast<float>(foot.size() - i) + 3.f}, small, width, pal.text, a, b, game.id());
        return pressed;
    }
    // A line of a card's words at `size` px, shortened to `width`, noted for the layout test (in a
    // window of the card's own: words on a button are no overlap).
    static void words(ImDrawList* dl, const std::string& text, ImVec2 at, float size, float width, Color c, ImVec2 a, ImVec2 b,
                      std::string_view id) {
        const FontAt scale(size);
        const std::string shown = ui::shortened(text, width);
        dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at, colour(c), shown.c_str());
        if (ui::logging())
            ui::note({"##title card " + std::string(id), shown, {at.x, at.y, ui::text_width(shown), size}, {a.x, a.y, b.x - a.x, b.y - a.y}, false, true});
    }
    // The cards' name and small words, in px, following the player's text size.
    static float big_px() { return ImGui::GetFontSize() * kGuiLarge; }
    static float small_px() { return ImGui::GetFontSize() * kGuiSmall; }
    // The least card that holds its name and today's daily.
    static float name_and_daily() { return std::max(kCompact, big_px() + 2.f + small_px() + 3.f + 2 * kTightPad); }
    // Whether `label` fits a button `width` wide, on one line or broken at a space onto two.
    static bool fits_a_button(const std::string& label, float width) {
        if (ui::text_width(label) + 2 * ImGui::GetStyle().FramePadding.x <= width) return true;
        for (size_t at = label.find(' '); at != std::string::npos; at = label.find(' ', at + 1))
            if (std::max(ui::text_width(std::string_view(label).substr(0, at)), ui::text_width(std::string_view(label).substr(at + 1))) + 4.f <= width) return true;
        return false;
    }
    // Text measured (ui::text_width, ui::shortened) at `px` while it lives: the cards' words are
    // drawn larger and smaller than the window's font.
    // The GUI font rasterised nearest to `px` (gui_font), pushed while it lives: a font scaled from
    // another size draws uneven strokes.
    struct FontAt {
        explicit FontAt(float px) {
            const float text = ImGui::GetFontSize();
            ImGui::PushFont(gui_font(px < text - 0.5f ? GuiFont::Small : px > text + 0.5f ? GuiFont::Large : GuiFont::Text));
        }
        ~FontAt() { ImGui::PopFont(); }
        FontAt(const FontAt&) = delete;
        FontAt& operator=(const FontAt&) = delete;
    };
    static ImU32 colour(Color c) { return ImGui::ColorConvertFloat4ToU32(imgui_colour(c)); }

private:
    static constexpr float kGreeting = 3.f;  // seconds
    static constexpr float kGap = 8.f;
    // Card heights: a phone's compact card (name and daily), the least that shows the tagline too,
    // and the most a card grows to on a tall screen.
    static constexpr float kCompact = 56.f, kTall = 112.f;
    static constexpr float kPad = 12.f;      // a card's words from its top and foot
    static constexpr float kTightPad = 5.f;  // the least of that, on a compact card
    static constexpr float kBand = 8.f;   // the strip of the game's colour on a card's left
    static constexpr float kTint = 0.12f;  // how much of the game's colour a card's fill takes
    float greeted_ = -1;                    // seconds since shown (-1: not yet)
    Shell& shell_;
};

} // namespace

std::unique_ptr<Scene> make_title_scene(Shell& shell) { return std::make_unique<TitleScene>(shell); }

} // namespace pz
