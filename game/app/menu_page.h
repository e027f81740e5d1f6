// What every menu page shares: a centred column under a fixed header row with Back, the background.
#pragma once
#include <cfloat>
#include <string>
#include <vector>

#include "engine/canvas.h"
#include "engine/gesture.h"
#include "engine/scene.h"
#include "game/ui/icons.h"
#include "game/ui/palette.h"

namespace pz {

class Shell;
class GameType;
struct RecordInfo;
struct SaveInfo;

// A menu page (a game's menu, help, settings): its header row (page_header) fixed at the top,
// where a long list never scrolls Back away, then the page's centred scrolling column `id`, which
// the caller ends. Returns page_header's answer.
// A game's own page (its menu) gives its colour, `accent`: the title is written in it.
// A page with two halves (a game's menu: `halves`) is twice as wide where the window has the room
// for both side by side (menu_two_columns), and the caller lays them out in two columns.
int begin_menu_page(const char* id, const Context& ctx, const std::string& title, const std::string& help = {}, const Color* accent = nullptr,
                    bool halves = false);
// Whether a page's two halves go side by side: a desktop window with room for two phone columns
// at its text size.
bool menu_two_columns(const Context& ctx);
// A page's first row: Back as its arrow, the page's title in the middle of the room left, and
// at the right an optional Help button (its word, or empty). Returns 1 for Back, 2 for Help, else 0.
int page_header(const std::string& title, const std::string& help = {}, const Color* accent = nullptr);
void background(Canvas& c, const Context& ctx, const Palette& pal);
// A sheet in the middle of the screen, at most 480 px wide; the caller ends it.
void begin_sheet(const char* id, const Context& ctx);
// A line saying where a file went (Shell::saved_words) or why not (`failed`: in the error colour),
// and for a file kept in the player's data, where the system can show it, an Open folder button.
void saved_line(Shell& shell, const std::string& said, const std::string& folder, bool failed = false);
// A button filled with `accent`, its words in the ink that reads on it: the screen's next step.
// `width` as ImGui's (-FLT_MIN: the width left).
bool accent_button(const std::string& label, float width, Color accent, const Palette& pal);
// The same, a step taller, with `icon` before its word: a sheet's one primary action.
bool accent_icon_button(ui::Icon icon, const std::string& label, float width, Color accent, const Palette& pal);
// A page's one big button, filled with `accent`: `verb` large over `which` ("Play" over "Journey 3 ·
// easy"), both centred, each shortened to fit. Its label for scripts and screen readers is the
// two lines, "verb\nwhich". `width` as ImGui's (-FLT_MIN: the width left).
bool big_button(const std::string& verb, const std::string& which, const std::string& id, Color accent, const Palette& pal,
                float width = -FLT_MIN);
// An unfinished game's name as a player knows it: its level's or mode's name, else "Custom puzzle".
std::string save_words(const SaveInfo& save);
// Back or Menu pressed on the keyboard: what closes a sheet.
bool back_key(const Gesture& g);
// Today's daily of `game` in words (new, in progress with its clock, solved with its time).
// `named` says "Daily" in the line itself, for places where nothing around it does (the title's cards).
std::string daily_state_words(const Shell& shell, const GameType& game, bool named = false);
// The game's daily streak in words ("5-day streak"), or empty when there is none.
std::string streak_words(const Shell& shell, const GameType& game);
// Both on one line: the reason to come back tomorrow.
std::string daily_state_line(const Shell& shell, const GameType& game, bool named = false);
// A kind of puzzle (a params text) in player words: its preset's or daily's name, the game's
// heading for it ("5×5, 1 chest", "3 balls"; from the board, `desc`, when the params do not say),
// else its size and states ("5×5, 3 states").
std::string params_words(const GameType& game, const std::string& params, const std::string& desc = {});
// A puzzle's label as a player reads it: a seed ID as "Custom 5×5, 3 states", any other game ID
// as "Custom puzzle", no label ("-") as nothing, a name as it is.
std::string label_words(const std::string& label);
// A finished game in the game menu's Records: "26 Nov · Solved in 0:49 · Starter 3".
std::string record_words(const RecordInfo& r);
// The archive's first day: 1 January 2026, the year the dailies began. Each date's daily is made
// from the date alone, so the days before the app shipped are the same for everyone, and a
// newcomer has months to catch up on (the player's own first day would leave a newcomer none).
inline constexpr int kFirstDaily = 20260101;
// A month of the archive (yyyymm): its days up to `yesterday` and from kFirstDaily, and the
// months before and after it that have days (0: none). A month out of range gives the nearest.
struct ArchiveMonth {
    int month = 0, earlier = 0, later = 0;
    std::vector<int> days;  // yyyymmdd, first to last
};
ArchiveMonth archive_month(int yyyymm, int yesterday);
// A month's name in the language in use ("October"), with its year ("October 2026") when asked.
std::string month_words(int yyyymm, bool with_year = false);
// What joins the daily's state and the streak on one line.
inline constexpr const char* kStreakSeparator = "  ·  ";

} // namespace pz
