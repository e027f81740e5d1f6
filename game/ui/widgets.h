// Touch-first widgets every scene and panel draws with instead of raw ImGui calls: targets at
// least a finger tall, choices as buttons, text shortened rather than clipped, sheets and bars;
// and a log of what was drawn where, so the layout test can check every screen.
#pragma once
#include <imgui.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/geometry.h"
#include "game/ui/icons.h"

namespace pz::ui {

// The smallest touch target in logical px: Android's 48 (Apple's 44 fits inside it).
inline constexpr float kTarget = 48.f;
// The spacing scale (issue 46): every gap, padding and margin between widgets is one of these.
inline constexpr float kSpaceXs = 4.f, kSpaceS = 8.f, kSpaceM = 16.f, kSpaceL = 24.f;
// The padding inside a dialog or a card.
inline constexpr float kCardPad = kSpaceM;

// A button at least kTarget tall and wide. size as ImGui's: 0 fits the label, < 0 fills to the
// right edge less that much (as ImGui's). A width under kTarget is kept and reported.
bool button(const std::string& label, ImVec2 size = {0, 0});
// A button showing `icon` (game/ui/icons.h), at least kTarget square. `label` is its word: the
// tooltip on hover, the name the log and the scenario runner know it by.
bool icon_button(Icon icon, const std::string& label, ImVec2 size = {0, 0});
// A button with `icon` over its word (a sheet's actions): at least kTarget and two lines tall.
bool tile_button(Icon icon, const std::string& label, ImVec2 size = {0, 0});
// A button with `icon` before its word on one line (a sheet's actions: Copy, Share, Save image).
bool icon_word_button(Icon icon, const std::string& label, ImVec2 size = {0, 0});
// A dialog's, a card's or a group's title: one step up the type scale from its body (the Large
// GUI font), shortened to `width` as line() (0: what is left of the line).
void title(std::string_view text, float width = 0);
// `earned` of `of` stars in a row `size` tall: the earned ones filled in `colour`, the rest outlined.
void stars(int earned, int of, float size, ImU32 colour);
// A button that shows whether it is the chosen one (presets, speeds): choices are never combos.
// The chosen one is filled with the accent (ImGuiCol_CheckMark), its words in the ink that reads
// on it, with a tick before them where there is room: it reads at a glance.
bool choice(const std::string& label, bool chosen, ImVec2 size = {0, 0});
// The ink (near-black or white) that reads on `fill`.
ImVec4 ink_on(ImVec4 fill);
// A row of buttons filling the width, equal when their labels allow (else each as wide as its
// label needs, or on more rows): returns the index pressed, or -1. `chosen` marks one.
int button_row(const std::vector<std::string>& labels, int chosen = -1, const std::vector<bool>& enabled = {});
// A card's or sheet's actions by importance (an end card: Next, Share, Menu, More): the first, the
// next step, is the one big button, drawn by `primary(label, width)` (the caller fills it with its
// game's colour); the others each as wide as their words; `more`, when not empty, a small icon button
// (Icon::Tools) at the row's end, its word on a long press and to scripts. When they do not share one
// line with the first at least as wide as any other, the first takes a line of its own and the rest
// follow under it. Returns the index pressed, labels.size() for More, or -1.
int action_row(const std::vector<std::string>& labels, const std::string& more,
               const std::function<bool(const std::string& label, float width)>& primary);
// How many rows button_row takes for `labels` in `width` (a bar of fixed height makes room);
// 1 before the GUI's first frame, when there is no font to measure with.
int button_row_count(const std::vector<std::string>& labels, float width);
// Whether text can be measured now (the GUI has drawn a frame and has its font).
bool measurable();
// The same as a grid `cols` wide (the last row keeps the same widths).
int button_grid(const std::vector<std::string>& labels, int cols);
bool checkbox(const std::string& label, bool* on);
// A slider as tall as a target, the full width left, its words (`format` with the value, printf's;
// "" for none) on a line above it.
bool slider_int(const char* id, int* value, int lo, int hi, const char* format);
// A text field as tall as a target, `width` wide (as ImGui's: < 0 is the width left less that).
bool input_text(const char* id, const char* hint, char* buf, size_t size, ImGuiInputTextFlags flags = 0, float width = -FLT_MIN);
// A collapsing section header as tall as a target. A `count` after the label ("(2 of 4 solved)")
// is never cut: it goes on a second line when the label and it do not fit on one.
bool header(const std::string& label, const std::string& count = {});
// A list row (records, history steps) as tall as a target, as wide as `width` (0: the rest of the
// line; give a width to leave room for a button beside it, which a full row would cover).
bool row(const std::string& label, bool selected = false, float width = 0);

// Text. line() never wraps: it is shortened with an ellipsis to fit `width` (0: what is left
// of the line). wrapped() wraps at the window's edge.
void line(std::string_view text, float width = 0, bool dim = false);
void wrapped(std::string_view text, bool dim = false);
// `text` cut to fit `width` px in the current font, ending in "..." when cut.
std::string shortened(std::string_view text, float width);
float text_width(std::string_view text);

// Windows. A bar is fixed, never scrolls and holds one or two rows. A page is a scrolling
// column. A sheet covers part of the screen on purpose (pause, share, the end of a game's
// details): the layout test lets sheets overlap what is under them. Each ends with ImGui::End().
void begin_bar(const char* id, Rect r);
// (`scrolls` false: a page that holds just what fits, as a menu page's header row.)
void begin_page(const char* id, Rect r, bool scrolls = true);
// The page `id` (begin_page's) starts its next frame at its top: ImGui keeps a window's scroll by
// its name, so a page opened afresh would otherwise show where an earlier one of that name was left.
void scroll_to_top(const char* id);
void begin_sheet(const char* id, Rect r, bool scrolls = false);
// A centred sheet `w` wide that grows with its content (messages, pause), kCardPad inside.
void begin_dialog(const char* id, Vec2 screen, float w);

// What was drawn, for tests: every widget above adds its rectangle, the rectangle its window
// clips to, and whether it is a touch target and its label fits. Views that draw controls on
// the canvas (Fill-in's chips and keys) add them with note().
struct Item {
    std::string window, label;
    Rect rect, clip;
    bool target = false;   // something to tap
    bool fits = true;      // its label fits inside it
    bool shortened = false;  // its words were cut to fit, ending in "..." (line, header)
    bool scrolls = false;  // its window scrolls vertically: items past the fold are reached by scrolling
    // A key of a ten-a-row keyboard: held to the target's height; its width is a tenth of the
    // screen, as on every phone's keyboard.
    bool key = false;
};
struct Log {
    std::vector<Item> items;
    std::vector<std::string> sheets;  // windows allowed to cover others
};
// A press the scenario runner makes (game/app/script.h) as a player's finger would: buttons whose
// label is `label` (whole, or its start with `prefix`), in windows whose name holds `window`
// (empty: any), are counted in drawing order; the one numbered `target` is pressed, if it is
// enabled. A frame with target -1 only counts them (`enabled` says which could be pressed).
struct Press {
    std::string label, window;
    bool prefix = false;
    int target = -1;
    std::vector<bool> enabled;  // per button found, in drawing order
    bool pressed = false;
};
// Presses go to `press` until set_press(nullptr); off by default.
void set_press(Press* press);

// Logging goes to `log` until set_log(nullptr); off by default (it costs nothing then).
void set_log(Log* log);
// No logging while it lives: a board drawn in small (the title's cards) notes nothing of its own.
struct Unlogged {
    Unlogged();
    ~Unlogged();
    Unlogged(const Unlogged&) = delete;
    Unlogged& operator=(const Unlogged&) = delete;
    Log* kept;
};
void note(const Item& item);
bool logging();

} // namespace pz::ui
