// The title: a shelf of every game (each card with its board in small), the saved games, and a
// small menu to settings, help and Enter ID.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>
#include <optional>

#include "engine/app.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/make.h"
#include "game/app/custom.h"
#include "game/app/menu_page.h"
#include "game/app/print_sheet.h"
#include "game/app/result_card.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/theme.h"
#include "game/ui/board_labels.h"
#include "game/ui/board_view.h"
#include "game/ui/canvas_gui.h"
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
        shelf_.clear();  // a game played meanwhile shows its new position and progress
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
        Vec2 more;  // the centre of the More button (x < 0: at the window's right edge)
    };
    static Layout layout_of(const Context& ctx) {
        Layout l;
        const Vec2 sz = ctx.size;
        if (sz.x > sz.y * kLandscapeRatio && sz.y < 600.f) {
            const float left = sz.x * 0.4f;
            l.header = {left * 0.5f, sz.y * 0.5f - 50.f};
            l.page = {left, 8.f, sz.x - left - 8.f, sz.y - 16.f};
            l.more = {left * 0.5f, sz.y - 8.f - ui::kTarget * 0.5f};
            l.landscape = true;
            return l;
        }
        l.scale = sz.y < 760.f ? 0.8f : 1.f;
        const float top = 150.f * l.scale;
        // A phone's column, or a shelf three cards wide across a desktop's window.
        const float w = std::min(sz.x - (sz.x >= 1000.f ? 48.f : 16.f), sz.x >= 1000.f ? 1400.f : 480.f);
        l.header = {sz.x * 0.5f, 44.f * l.scale - (l.scale < 1 ? 8.f : 0.f)};
        l.more = {-1.f, 8.f + ui::kTarget * 0.5f};  // the window's top right corner
        l.page = {(sz.x - w) * 0.5f, top - (l.scale < 1 ? 16.f : 0.f), w, sz.y - top - 8.f + (l.scale < 1 ? 16.f : 0.f)};
        return l;
    }
    void draw(Canvas& c, Context& ctx) override {
        const Palette& pal = shell_.palette();
        background(c, ctx, pal);
        // A row of coloured pieces, one per game, bobbing while the title greets the player.
        const Layout l = layout_of(ctx);
        const float cx = l.header.x, y = l.header.y, k = l.scale;
        // (Each dot is a game's own colour, the one its card's band and its menu wear.)
        const auto& games = all_games();
        const float n = static_cast<float>(games.size());
        for (size_t i = 0; i < games.size(); ++i) {
            float x = cx + (static_cast<float>(i) - (n - 1) * 0.5f) * 34.f * k;
            const float settle = shell_.settings().reduced_motion ? 0.f : std::max(0.f, 1.f - std::max(0.f, greeted_) / kGreeting);
            float bob = std::sin(ctx.time * 2.f + static_cast<float>(i)) * 3.f * settle;
            c.fill_circle(Layer::Board, {x, y + bob}, 12.f * k, pal.game_accent(games[i]->accent_hue()));
        }
        c.text(Layer::Hud, {cx, y + 46.f * k}, "Puzzlebox", 40.f * k, pal.text, Align::Center, true);
        const bool narrow = std::min(ctx.size.x, 2 * cx) < 520.f;
        const std::string tagline = narrow ? tr("Puzzles with solvers that teach.") : tr("Puzzles with solvers that teach, levels without end");
        c.text(Layer::Hud, {cx, y + 82.f * k}, tagline, Canvas::fit_text(tagline, (narrow ? 14.f : 15.f) * ctx.text_scale, 2 * std::min(cx, ctx.size.x - cx) - 24.f),
               pal.text_dim);
    }
    // The most recent unfinished game as one big Continue, then a shelf of cards, one per game
    // (each showing its own unfinished game in small), then the rest in one quieter row at the bottom.
    void gui(Context& ctx) override {
        const Layout l = layout_of(ctx);
        ui::begin_page("##title", l.page);
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(kGap, kGap));
        const float w = ImGui::GetContentRegionAvail().x;
        if (const std::optional<SaveInfo> recent = most_recent_save()) {
            const GameType& g = *find_game(recent->game);
            const Palette& pal = shell_.palette();
            // As wide as a phone's column, in the middle of a desktop's shelf.
            const float bw = std::min(w, kContinueWidth);
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - bw) * 0.5f);
            const std::string which = save_words(*recent) + "  ·  " + clock_text(recent->origin.clock_ms);
            if (big_button(trf("Continue {1}", tr(g.title())), which, "continue", pal.game_accent(g.accent_hue()), pal, bw)) {
                PlayOrigin o;
                if (auto s = shell_.data().resume(*recent, &o))
                    if (auto scene = shell_.play(std::shared_ptr<Session>(std::move(s)), o)) ctx.scenes->push(std::move(scene));
            }
        }
        const auto& games = all_games();
        const int n = static_cast<int>(games.size());
        // The cards share what the page has left: taller (with the tagline and a larger board)
        // when there is room; on a phone two to a row when a column of name-and-daily cards would
        // not fit, and the name alone on each when even those would not (larger text, many saves).
        const float room = ImGui::GetContentRegionAvail().y;
        const auto height_of = [&](int rows) { return name_and_daily() * static_cast<float>(rows) + kGap * static_cast<float>(rows - 1); };
        int cols = w >= 900.f ? 3 : w >= 440.f || l.landscape ? 2 : 1;
        if (cols == 1 && height_of(n) > room) cols = 2;
        // Side by side only where every card's name fits whole (larger text on a phone): else one
        // to a row, their names alone when the page is short.
        const auto names_fit = [&](int c) {
            const float name_room = std::floor((w - kGap * static_cast<float>(c - 1)) / static_cast<float>(c)) - kBand - 22.f;
            const FontAt at(big_px());
            return std::all_of(games.begin(), games.end(), [&](const GameType* g) { return ui::text_width(tr(g->title())) <= name_room; });
        };
        while (cols > 1 && !names_fit(cols)) --cols;
        const int rows = (n + cols - 1) / cols;
        const float card_h = std::clamp((room - kGap * static_cast<float>(rows - 1)) / static_cast<float>(rows), ui::kTarget, kTallest);
        const float card_w = std::floor((w - kGap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
        for (size_t i = 0; i < games.size(); ++i) {
            const int col = static_cast<int>(i) % cols;
            // A short last row is centred under the others.
            const int in_row = std::min(cols, n - static_cast<int>(i) + col);
            if (col == 0 && in_row < cols) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - card_w * static_cast<float>(in_row) - kGap * static_cast<float>(in_row - 1)) * 0.5f);
            if (col > 0) ImGui::SameLine();
            if (card(*games[i], {card_w, card_h})) ctx.scenes->push(shell_.open_game(*games[i]));
        }
        ImGui::PopStyleVar();
        ImGui::End();
        more_menu(ctx, l);
    }

    // Enter ID, Make a puzzle, Settings and About: for the few who want them, one small button away.
    void more_menu(Context& ctx, const Layout& l) {
        const std::string label = tr("More");
        const float bw = ui::kTarget;
        const float x = l.more.x < 0 ? ctx.size.x - 8.f - bw : l.more.x - bw * 0.5f;
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
        ui::begin_page("##title more", {x, l.more.y - ui::kTarget * 0.5f, bw, ui::kTarget});
        ImGui::PopStyleVar();
        // A menu's three lines, its word on a long press (as every icon's).
        if (ui::icon_button(ui::Icon::More, label)) ImGui::OpenPopup("##more items");
        const std::vector<std::string> items{tr("Enter ID"), tr("Make a puzzle"), tr("Settings"), tr("About")};
        float iw = 0;
        for (const std::string& item : items) iw = std::max(iw, ui::text_width(item));
        iw = std::max(iw + 2 * ImGui::GetStyle().FramePadding.x + 16.f, 160.f);
        // Under the button, inside the window; over it where the button sits low (a phone on its
        // side keeps More at the bottom, and a menu under it would open off the screen).
        const ImGuiStyle& st = ImGui::GetStyle();
        const float ih = 2 * st.WindowPadding.y + static_cast<float>(items.size()) * ui::kTarget + static_cast<float>(items.size() - 1) * st.ItemSpacing.y;
        const float below = l.more.y + ui::kTarget * 0.5f + 4.f, above = l.more.y - ui::kTarget * 0.5f - 4.f - ih;
        const float iy = below + ih <= ctx.size.y - 8.f || above < 8.f ? below : above;
        ImGui::SetNextWindowPos(ImVec2(std::clamp(x + bw - iw - 2 * kGap, 8.f, ctx.size.x - iw - 8.f - 2 * kGap), iy));
        if (ImGui::BeginPopup("##more items")) {
            int chosen = -1;
            for (size_t i = 0; i < items.size(); ++i)
                if (ui::button(items[i], ImVec2(iw, ui::kTarget))) chosen = static_cast<int>(i);
            if (chosen >= 0) ImGui::CloseCurrentPopup();
            ImGui::EndPopup();
            switch (chosen) {
            case 0: ctx.scenes->push(make_enter_id_scene(shell_)); break;
            case 1: ctx.scenes->push(make_make_chooser(shell_)); break;
            case 2: ctx.scenes->push(shell_.settings_scene()); break;
            case 3: ctx.scenes->push(shell_.help(nullptr)); break;
            default: break;
            }
        }
        ImGui::End();
    }

    // The unfinished game saved last, of the games this build has.
    std::optional<SaveInfo> most_recent_save() const {
        for (const SaveInfo& sv : shell_.data().saves())  // the most recent first
            if (find_game(sv.game)) return sv;
        return std::nullopt;
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
        Shelf& shelf = shelf_of(game);
        // A tall card (a desktop's) has its board between its words; a shorter one has it square
        // at its right, the words beside it.
        const float h = b.y - a.y;
        const bool stacked = h >= kStacked;
        float right = b.x - 10.f;
        Rect board{};
        if (!stacked) {
            // Beside the words only where the name still fits whole beside it.
            const float side = std::min(h - 2 * kBoardPad, (b.x - a.x) * 0.36f);
            const float name_w = [&] {
                const FontAt at(big_px());
                return ui::text_width(name);
            }();
            if (side >= kLeastBoard && a.x + kBand + 12.f + name_w <= b.x - kBoardPad - side - 10.f) {
                board = {b.x - kBoardPad - side, a.y + (h - side) * 0.5f, side, side};
                right = board.x - 10.f;
            }
        }
        // Words from the band's edge to the board's: the name on top; at the foot the levels
        // solved and today's daily (the streak on a line of its own when both do not fit on one);
        // the tagline under the name when there is room.
        const float x = a.x + kBand + 12.f, width = right - x;
        const float big = big_px(), small = small_px(), step = small + 3.f;
        const auto fits = [&](const std::string& line) {
            const FontAt at(small);
            return ui::text_width(line) <= width;
        };
        // (Lines fit down to the tight padding; the words then sit in the middle of the card.)
        const auto needs = [&](size_t lines) { return 2 * kTightPad + big + 2.f + step * static_cast<float>(lines); };
        // The fullest words that fit: on a narrow card the clock and the streak matter more than
        // the word "Daily"; the streak gets a line of its own when there is room for one.
        const std::string named = daily_state_words(shell_, game, true), plain = daily_state_words(shell_, game, false);
        const std::string streak = streak_words(shell_, game);
        const auto with_streak = [&](const std::string& first) { return streak.empty() ? first : first + kStreakSeparator + streak; };
        const std::string& state = fits(named) ? named : plain;
        std::vector<std::string> foot{with_streak(state)};
        if (!fits(foot[0])) foot = {with_streak(plain)};
        if (!fits(foot[0])) foot = needs(2) <= h ? std::vector<std::string>{state, streak} : std::vector<std::string>{state};
        // Today's daily first (as NYT's cards), then the levels solved; before the first is solved,
        // the tagline (what the game is) comes before the count where both do not fit.
        const std::string done = progress_words(shelf);
        const bool fresh = shelf.solved == 0 && shelf.played == 0;
        if (!fresh && !done.empty() && needs(foot.size() + 1) <= h) foot.push_back(done);
        // The tagline under the name, wrapped at spaces onto as many lines as the card has room
        // for (a narrow card beside its board: three).
        std::vector<std::string> tagline;
        const float board_room = stacked ? kLeastBoard : 0.f;
        {
            const std::string line(tr(game.tagline()));
            std::vector<std::string> wrapped;
            for (size_t from = 0; from < line.size();) {
                size_t to = line.size();
                while (to > from && !fits(line.substr(from, to - from))) {
                    const size_t at = line.rfind(' ', to - 1);
                    to = at == std::string::npos || at <= from ? from : at;
                }
                if (to == from) break;  // a word wider than the card
                wrapped.push_back(line.substr(from, to - from));
                from = line.find_first_not_of(' ', to);
                if (from == std::string::npos) from = line.size();
                if (from == line.size() && wrapped.size() <= 3) tagline = wrapped;
            }
            // Whole or not at all: a tagline cut short says less than none.
            if (needs(foot.size() + tagline.size()) + 2.f + board_room > h) tagline.clear();
        }
        if (fresh && !done.empty() && needs(foot.size() + tagline.size() + 1) + (tagline.empty() ? 0.f : 4.f) + board_room <= h) foot.push_back(done);
        // As much room above the name as below the foot, up to kPad: the words in the card's middle.
        const float pad = std::min(kPad, (h - (needs(foot.size() + tagline.size()) - 2 * kTightPad)) * 0.5f);
        words(dl, name, {x, a.y + pad}, big, width, pal.text, a, b, game.id());
        float below = a.y + pad + big + 2.f;  // the foot of the words on top
        for (const std::string& line : tagline) {
            words(dl, line, {x, below + 2.f}, small, width, dim_on(pal, button_colour(pal, 0).mix(accent, kTint)), a, b, game.id());
            below += step;
        }
        const float foot_top = b.y - pad - step * static_cast<float>(foot.size()) + 3.f;
        for (size_t i = 0; i < foot.size(); ++i)
            words(dl, foot[i], {x, foot_top + step * static_cast<float>(i)}, small, width, pal.text, a, b, game.id());
        if (stacked) board = {x, below + kBoardPad, b.x - kBoardPad - x, foot_top - kBoardPad - (below + kBoardPad)};
        mini_board(dl, shelf, board, game.id());
        return pressed;
    }
    // What a card shows of its game besides words: its board in small (the unfinished game's
    // position, else the first level's or today's daily's start) and how many levels are solved.
    struct Shelf {
        std::shared_ptr<const Puzzle> puzzle;
        StatePtr state;
        std::unique_ptr<BoardView> view;
        Rect laid{};  // where the view was last laid out
        int solved = 0, levels = 0;  // of the game's level packs
        int played = 0;               // games finished, for a game without levels
        std::optional<int64_t> best;  // its high score, for a game scored by survival
    };
    // The player's progress in words: the levels solved, or for a game without levels the games
    // played and the high score or the games solved; empty before the first.
    static std::string progress_words(const Shelf& sh) {
        if (sh.levels > 0) return trf("{1} of {2} solved", sh.solved, sh.levels);
        if (sh.played == 0) return {};
        if (sh.best) return trf("{1} played   high score {2}", sh.played, static_cast<long long>(*sh.best));
        return trf("{1} played   {2} solved", sh.played, sh.solved);
    }
    // Whether a puzzle's board is a board and not a strip: at least three rows and three columns
    // as its labels name them (a board whose labels name none, Fill-in's slots, is one).
    static bool reads_as_board(const Puzzle& p) {
        int rows = 0, cols = 0;
        for (const std::string& l : p.labels()) {
            rows += l.starts_with("row ") ? 1 : 0;
            cols += l.starts_with("column ") ? 1 : 0;
        }
        return (rows == 0 && cols == 0) || std::min(rows, cols) >= 3;
    }
    Shelf& shelf_of(const GameType& g) {
        const std::string id(g.id());
        if (auto it = shelf_.find(id); it != shelf_.end()) return it->second;
        Shelf& sh = shelf_[id];
        PlayOrigin origin;
        if (shell_.has_save(id))
            if (auto saved = shell_.resume(id, &origin)) sh.puzzle = saved->puzzle_ptr(), sh.state = saved->state_ptr();
        for (const std::string& file : g.level_packs()) {
            auto pack = load_level_pack(levels_dir() + "/" + id + "/" + file);
            if (!pack) continue;  // the game's menu names the damaged pack
            for (size_t i = 0; i < pack->levels.size(); ++i)
                sh.solved += shell_.progress().get(id + "/" + PlayOrigin::pack_level(file, static_cast<int>(i), "").progress_key()).solved ? 1 : 0;
            sh.levels += static_cast<int>(pack->levels.size());
            // The card's board: the pack's first level that reads as the game, a board at least
            // three cells each way (BitFlipper's first levels are strips of three), else its first.
            for (size_t i = 0; !sh.puzzle && i < pack->levels.size(); ++i)
                if (auto level = g.load(pack->levels[i].params, pack->levels[i].desc); level && reads_as_board(**level)) sh.puzzle = std::move(*level);
            if (!sh.puzzle && !pack->levels.empty())
                if (auto first = g.load(pack->levels.front().params, pack->levels.front().desc)) sh.puzzle = std::move(*first);
        }
        if (g.level_packs().empty())
            for (const Statistics& st : statistics(shell_.records(id))) {  // as the game's menu counts them
                sh.played += st.played;
                sh.solved += st.won;
                if (st.scored) sh.best = std::max(sh.best.value_or(st.high_score), st.high_score);
            }
        if (!sh.puzzle)
            if (const auto daily = g.daily(shell_.today()); !daily.empty())
                if (auto desc = g.generate(daily.front().params, daily.front().seed))
                    if (auto made = g.load(daily.front().params, *desc)) sh.puzzle = std::move(*made);
        if (sh.puzzle) {
            // A fresh game's start as a player first sees it: after the game's own opening moves
            // (Decodoku's first noise), not the empty board before them.
            if (!sh.state) {
                Session fresh(sh.puzzle);
                // A first level half played, so the card shows the game's own pieces (chests,
                // flipped tiles, letters) and not only an empty board; never a daily's (no spoilers).
                if (sh.levels > 0)
                    if (auto moves = sh.puzzle->solve(fresh.state()); moves && moves->size() > 1)
                        for (size_t i = 0; i < moves->size() / 2; ++i)
                            if (!fresh.play((*moves)[i])) break;
                sh.state = fresh.state_ptr();
            }
            sh.view = make_view(*sh.puzzle);
        }
        return sh;
    }
    // The game's board drawn by its own view into `r` as a thumbnail, as pieces look in play,
    // still: laid out at least a phone's width (so the view keeps its usual proportions and marks),
    // then the board alone (its backing and what lies on it) scaled to fill `r`.
    void mini_board(ImDrawList* dl, Shelf& sh, Rect r, std::string_view id) const {
        if (!sh.view || !sh.state || r.w < kLeastBoard || r.h < kLeastBoard) return;
        const float k = std::min(1.f, std::min(r.w, r.h) / kLaidOut);
        const Rect laid{0, 0, r.w / k, r.h / k};
        if (!(sh.laid == laid)) {
            sh.view->set_text_scale(0.5f);  // edge labels too small to read in small: little room kept for them
            sh.view->layout(laid);
            sh.laid = laid;
        }
        Canvas drawn;
        {
            const ui::Unlogged quiet;  // its words are the view's, at places of its own layout
            sh.view->draw(drawn, *sh.state,
                          DrawInfo{.palette = shell_.palette(), .past = true, .status = sh.puzzle->status(*sh.state), .still = true, .thumbnail = true});
        }
        // The board's extent: its backing and cells are rectangles; what lies outside (edge labels) is left out.
        std::vector<Rect> boxes;
        for (const DrawCmd& d : drawn.commands())
            if (d.kind == DrawCmd::Kind::FillRect || d.kind == DrawCmd::Kind::SmoothRect || d.kind == DrawCmd::Kind::StrokeRect ||
                d.kind == DrawCmd::Kind::Gradient)
                boxes.push_back(d.rect);
        const Rect board = bounds_of(boxes);
        if (board.w <= 0 || board.h <= 0) return;
        Canvas c;
        copy_within(drawn, board, c);
        const float s = std::min(r.w / board.w, r.h / board.h);
        const Rect shown{r.x + (r.w - board.w * s) * 0.5f, r.y + (r.h - board.h * s) * 0.5f, board.w * s, board.h * s};
        ui::draw_canvas(dl, c, board_font(), ImVec4(shown.x, shown.y, shown.x + shown.w, shown.y + shown.h), kLeastText, s,
                        ImVec2(shown.x - board.x * s, shown.y - board.y * s));
        if (ui::logging()) note_board_words(c, id, shown, board, s);
    }
    // A board's words are its cells' numbers and letters, drawn larger than the card's words: the
    // largest font scales up least.
    static ImFont* board_font() { return gui_font(GuiFont::Large); }
    // The words a card's board shows (its cells' numbers and letters), noted for the tests as
    // drawn: each whole inside the board.
    static void note_board_words(const Canvas& c, std::string_view id, Rect shown, Rect board, float s) {
        ImFont* font = board_font();
        for (const DrawCmd& d : c.commands()) {
            if (d.kind != DrawCmd::Kind::Text || d.size * s < kLeastText) continue;
            const ImVec2 box = font->CalcTextSizeA(d.size * s, 1e9f, 0.f, d.text.c_str());
            const Vec2 at{shown.x + (d.rect.x - board.x) * s, shown.y + (d.rect.y - board.y) * s};
            const float x = d.align == Align::Left ? at.x : d.align == Align::Center ? at.x - box.x * 0.5f : at.x - box.x;
            ui::note({"##title board " + std::string(id), d.text, {x, at.y - box.y * 0.5f, box.x, box.y}, shown, false, true});
        }
    }

    // A line of a card's words at `size` px, shortened to `width`, noted for the layout test (in a
    // window of the card's own: words on a button are no overlap).
    static void words(ImDrawList* dl, const std::string& text, ImVec2 at, float size, float width, Color c, ImVec2 a, ImVec2 b,
                      std::string_view id) {
        const FontAt scale(size);
        const std::string shown = ui::shortened(text, width);
        dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at, colour(c), shown.c_str());
        if (ui::logging())
            ui::note({"##title card " + std::string(id), shown, {at.x, at.y, ui::text_width(shown), size}, {a.x, a.y, b.x - a.x, b.y - a.y}, false, true,
                      shown != text});
    }
    // The cards' name and small words, in px, following the player's text size.
    static float big_px() { return ImGui::GetFontSize() * kGuiLarge; }
    static float small_px() { return ImGui::GetFontSize() * kGuiSmall; }
    // The least card that holds its name and today's daily.
    static float name_and_daily() { return std::max(kCompact, big_px() + 2.f + small_px() + 3.f + 2 * kTightPad); }
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
    static constexpr float kContinueWidth = 480.f;  // the big Continue at most
    // Card heights: a phone's compact card (name and daily), and the most a card grows to on a
    // tall screen.
    static constexpr float kCompact = 56.f, kTallest = 360.f;
    static constexpr float kPad = 12.f;      // a card's words from its top and foot
    static constexpr float kTightPad = 5.f;  // the least of that, on a compact card
    static constexpr float kBand = 8.f;   // the strip of the game's colour on a card's left
    static constexpr float kStacked = 200.f;   // a card this tall has its board under its name
    static constexpr float kLeastBoard = 40.f;  // a board smaller than this is not drawn
    static constexpr float kBoardPad = 6.f;     // a board's room from the card's edge and words
    static constexpr float kLeastText = 8.f;    // a board's words drawn smaller than this are left out
    static constexpr float kLaidOut = 320.f;    // the least short side a card's board is laid out at
    static constexpr float kTint = 0.12f;  // how much of the game's colour a card's fill takes
    float greeted_ = -1;                    // seconds since shown (-1: not yet)
    std::map<std::string, Shelf> shelf_;    // by game id, made when a card is first drawn
    Shell& shell_;
};

} // namespace

std::unique_ptr<Scene> make_title_scene(Shell& shell) { return std::make_unique<TitleScene>(shell); }

} // namespace pz
