// What every menu page shares: a centred column, the header row with Back, the background.
#include "game/app/menu_page.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "engine/app.h"
#include "game/all/daily.h"
#include "game/all/registry.h"
#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/level_pack.h"
#include "game/core/player_data.h"
#include "game/core/streak.h"
#include "game/app/share.h"
#include "game/app/shell.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

void saved_line(Shell& shell, const std::string& said, const std::string& folder, bool failed) {
    if (said.empty()) return;
    if (failed) ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(shell.palette().error_text));
    ui::wrapped(said, !failed);
    if (failed) ImGui::PopStyleColor();
    if (!failed && !folder.empty() && shell.open_folder && ui::button(tr("Open folder"), ImVec2(-FLT_MIN, 0))) shell.open_folder(folder);
}

// A centred column as wide as a phone, on every screen, under its header.
// Each half at least a small phone's width (a landscape phone has the room: 844 px gives two of 386).
bool menu_two_columns(const Context& ctx) { return (ctx.size.x - 72.f) * 0.5f >= 340.f * ctx.ui_scale * ctx.text_scale; }

int begin_menu_page(const char* id, const Context& ctx, const std::string& title, const std::string& help, const Color* accent, bool halves) {
    // A phone's column at the window's scale (its text grows with a desktop window, so does the
    // column); a page in halves side by side, each as wide, where the window has the room.
    const float column = std::min(ctx.size.x - 16.f, 480.f * ctx.ui_scale);
    const float w = halves && menu_two_columns(ctx) ? std::min(ctx.size.x - 48.f, 2.f * column + 3.f * ui::kSpaceM) : column;
    const float x = std::round((ctx.size.x - w) * 0.5f), top = 8.f;
    const float h = ui::kTarget + 2 * ImGui::GetStyle().WindowPadding.y;
    ui::begin_page((std::string(id) + " header").c_str(), {x, top, w, h}, false);
    const int pressed = page_header(title, help, accent);
    ImGui::End();
    ui::begin_page(id, {x, top + h, w, ctx.size.y - top - h - 8.f});
    return pressed;
}

// The shipped level packs' titles (the "# title:" line of levels/*/*.txt), here so that the
// catalogues translate them; tests/core/i18n_test.cpp checks the list against the files.
[[maybe_unused]] constexpr const char* kPackTitles[] = {tr_noop("Journey"),   tr_noop("Fill-in"), tr_noop("Fling!"),
                                                        tr_noop("Classic"),   tr_noop("Two Chests"),
                                                        tr_noop("Starter"),   tr_noop("Two Chests: First Steps")};

// A page's first row: Back as its arrow, the page's title in the middle of the room left, and
// at the right an optional Help button (its word). Returns 1 for Back, 2 for Help, else 0.
int page_header(const std::string& title, const std::string& help, const Color* accent) {
    const float right = ImGui::GetWindowContentRegionMax().x;
    int pressed = ui::icon_button(ui::Icon::Back, tr("Back")) ? 1 : 0;
    // (Placed by hand: text after a framed button on the same line drops by the frame's padding.)
    const ImVec2 back = ImGui::GetItemRectMin(), back_end = ImGui::GetItemRectMax(), origin = ImGui::GetWindowPos();
    const float gap = ImGui::GetStyle().ItemSpacing.x, start = back_end.x + gap;
    const float end = origin.x + (help.empty() ? right : right - ui::kTarget - gap);
    // The title one step up the type scale, in the middle of the page when it fits there clear of
    // the buttons, else from Back on; centred on the buttons' height.
    // (In the body's size where the larger one would cut it: long words, larger text.)
    ImGui::PushFont(gui_font(GuiFont::Large));
    if (ui::text_width(title) > end - start) {
        ImGui::PopFont();
        ImGui::PushFont(gui_font(GuiFont::Text));
    }
    const float w = ui::text_width(title), middle = std::round((back.x + origin.x + right - w) * 0.5f);
    const float x = middle >= start && middle + w <= end ? middle : start;
    ImGui::SetCursorScreenPos(ImVec2(x, std::round(back.y + (ui::kTarget - ImGui::GetTextLineHeight()) * 0.5f)));
    if (accent) ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(*accent));
    ui::line(title, end - x);
    if (accent) ImGui::PopStyleColor();
    ImGui::PopFont();
    if (!help.empty()) {
        ImGui::SetCursorScreenPos(ImVec2(origin.x + right - ui::kTarget, back.y));
        if (ui::icon_button(ui::Icon::Help, help)) pressed = 2;
    }
    // What follows starts under the row.
    ImGui::SetCursorScreenPos(ImVec2(back.x, back_end.y));
    ImGui::Dummy(ImVec2(0, 0));
    return pressed;
}


void background(Canvas& c, const Context& ctx, const Palette& pal) {
    c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
}

void begin_sheet(const char* id, const Context& ctx) { ui::begin_dialog(id, ctx.size, std::min(ctx.size.x - 24.f, 480.f)); }

namespace {
// The button colours of one filled with `accent`, and its words' `ink`; the caller pops 4.
void push_accent(Color accent, const Palette& pal, ImVec4 ink) {
    ImGui::PushStyleColor(ImGuiCol_Button, imgui_colour(accent));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, imgui_colour(accent.mix(pal.text, 0.12f)));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, imgui_colour(accent.mix(pal.text, 0.24f)));
    ImGui::PushStyleColor(ImGuiCol_Text, ink);
}
} // namespace

bool accent_button(const std::string& label, float width, Color accent, const Palette& pal) {
    push_accent(accent, pal, imgui_colour(pal.ink_on(accent)));
    const bool pressed = ui::button(label, ImVec2(width, 0));
    ImGui::PopStyleColor(4);
    return pressed;
}

bool accent_icon_button(ui::Icon icon, const std::string& label, float width, Color accent, const Palette& pal) {
    push_accent(accent, pal, imgui_colour(pal.ink_on(accent)));
    const bool pressed = ui::icon_word_button(icon, label, ImVec2(width, ui::kTarget + ui::kSpaceS));
    ImGui::PopStyleColor(4);
    return pressed;
}

bool big_button(const std::string& verb, const std::string& which, const std::string& id, Color accent, const Palette& pal, float width) {
    // The button's own words are drawn over it; its label says the same for scripts.
    push_accent(accent, pal, ImVec4(0, 0, 0, 0));
    ImFont* large = gui_font(GuiFont::Large);
    const float h = large->FontSize + ImGui::GetTextLineHeight() + 4.f * ImGui::GetStyle().FramePadding.y;
    const bool pressed = ui::button(verb + "\n" + which + "##" + id, ImVec2(width, std::max(h, 64.f)));
    ImGui::PopStyleColor(4);
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const ImU32 ink = ImGui::GetColorU32(imgui_colour(pal.ink_on(accent)));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float room = b.x - a.x - 2.f * ImGui::GetStyle().FramePadding.x;
    const std::string line = ui::shortened(which, room);
    ImGui::PushFont(large);
    const std::string big = ui::shortened(verb, room);
    ImGui::PopFont();
    const ImVec2 vs = large->CalcTextSizeA(large->FontSize, FLT_MAX, 0.f, big.c_str());
    const float lw = ui::text_width(line), top = (a.y + b.y - vs.y - ImGui::GetTextLineHeight()) * 0.5f;
    dl->AddText(large, large->FontSize, ImVec2(std::floor((a.x + b.x - vs.x) * 0.5f), std::floor(top)), ink, big.c_str());
    dl->AddText(ImVec2(std::floor((a.x + b.x - lw) * 0.5f), std::floor(top + vs.y)), ink, line.c_str());
    return pressed;
}

std::string save_words(const SaveInfo& save) {
    const std::string words = label_words(save.origin.label);
    return words.empty() ? save_name(save) : words;
}

bool back_key(const Gesture& g) { return g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Menu); }

std::string daily_state_words(const Shell& shell, const GameType& game, bool named) {
    const PlayerData::DailyState state = shell.data().daily_state(game.id(), shell.today());
    if (state.solved) return named ? trf("Daily solved in {1}", clock_text(state.time_ms)) : trf("Solved in {1}", clock_text(state.time_ms));
    if (state.save) {
        const std::string clock = clock_text(state.save->origin.clock_ms);
        return named ? trf("Daily in progress {1}", clock) : trf("In progress {1}", clock);
    }
    return named ? tr("Daily: new") : tr("New today");
}

std::string streak_words(const Shell& shell, const GameType& game) {
    const int streak = shell.data().daily_log().streak(std::string(game.id()), shell.today()).current;
    return streak > 0 ? trn("{1}-day streak", "{1}-day streak", streak) : std::string();
}

std::string daily_state_line(const Shell& shell, const GameType& game, bool named) {
    const std::string streak = streak_words(shell, game);
    return daily_state_words(shell, game, named) + (streak.empty() ? "" : kStreakSeparator + streak);
}

std::string params_words(const GameType& game, const std::string& params, const std::string& desc) {
    for (const Preset& p : game.presets())
        if (p.params == params) return std::string(tr(p.name));
    for (const DailyPuzzle& d : game.daily(20260101))  // a daily's params are the same every day
        if (d.params == params) return tr(d.name.c_str());
    Level level;
    level.params = params;
    level.desc = desc;
    if (std::string group = game.level_group(level); !group.empty()) return group;
    int w = 0, h = 0, states = 0;
    for (const ParamField& f : game.param_fields(params)) {
        if (f.key == "cols" || f.key == "width") w = f.value;
        if (f.key == "rows" || f.key == "height") h = f.value;
        if (f.key == "size") w = h = f.value;
        if (f.key == "states") states = f.value;
    }
    std::string out = w > 0 && h > 0 ? trf("{1}×{2}", w, h) : std::string(tr("Other puzzles"));
    if (states > 0) out += ", " + trn("{1} state", "{1} states", states);
    return out;
}

std::string label_words(const std::string& label) {
    if (label.empty() || label == "-") return {};
    if (label == kMadeByPlayer) return tr(kMadeByPlayer);  // (a label kept in English, shown in the language in use)
    if (label.find(':') == std::string::npos) {
        // An endless game's label ends in the seed that made it ("Endless #628279012"): not for a player.
        const size_t hash = label.rfind(" #");
        if (hash != std::string::npos && hash > 0 && hash + 2 < label.size() && label.find_first_not_of("0123456789", hash + 2) == std::string::npos)
            return label.substr(0, hash);
        return label;
    }
    const auto id = parse_game_id(label);
    const GameType* game = id ? find_game(id->game) : nullptr;
    if (!game || !id->seed) return tr("Custom puzzle");
    return trf("Custom {1}", params_words(*game, id->params));
}

std::string record_words(const RecordInfo& r) {
    const std::string clock = clock_text(r.time_ms);
    std::string how;
    if (r.result == "won") how = trf("Solved in {1}", clock);
    else if (r.result == "revealed") how = tr("Solution shown");
    else if (r.result == "abandoned") how = trf("Given up after {1}", clock);
    else if (r.score) how = trf("Score {1}", *r.score);
    else how = trf("Lost after {1}", clock);
    constexpr const char* kDot = " · ";
    std::string out = r.played_on ? day_month_text(r.played_on) + kDot + how : how;
    if (const std::string name = label_words(r.label); !name.empty()) out += kDot + name;
    return out;
}

ArchiveMonth archive_month(int yyyymm, int yesterday) {
    const auto month_after = [](int m) { return m % 100 == 12 ? (m / 100 + 1) * 100 + 1 : m + 1; };
    const auto month_before = [](int m) { return m % 100 == 1 ? (m / 100 - 1) * 100 + 12 : m - 1; };
    // From the first daily's month (or yesterday's, should the clock read earlier) to yesterday's.
    const int last = yesterday / 100, first = std::min(kFirstDaily / 100, last);
    const int first_day = std::min(kFirstDaily, yesterday);
    ArchiveMonth a;
    a.month = std::clamp(yyyymm, first, last);
    if (a.month % 100 < 1 || a.month % 100 > 12) a.month = last;
    a.earlier = a.month > first ? month_before(a.month) : 0;
    a.later = a.month < last ? month_after(a.month) : 0;
    for (int d = a.month == last ? yesterday : day_before(month_after(a.month) * 100 + 1); d / 100 == a.month && d >= first_day; d = day_before(d))
        a.days.insert(a.days.begin(), d);
    return a;
}

std::string month_words(int yyyymm, bool with_year) {
    static constexpr const char* kMonths[12] = {tr_noop("January"), tr_noop("February"), tr_noop("March"),     tr_noop("April"),
                                                tr_noop("May"),     tr_noop("June"),     tr_noop("July"),      tr_noop("August"),
                                                tr_noop("September"), tr_noop("October"), tr_noop("November"), tr_noop("December")};
    const int m = yyyymm % 100;
    if (m < 1 || m > 12) return std::to_string(yyyymm);
    const std::string name = tr(kMonths[m - 1]);
    return with_year ? trf("{1} {2}", name, yyyymm / 100) : name;
}

} // namespace pz
