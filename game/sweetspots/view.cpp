// The Sweet Spots board view: zone colours with thick zone borders, marks and chests, conflicts,
// hint highlights; taps cycle a cell (either order), a long press places a chest, keys move a cursor.
#include <algorithm>
#include <cmath>
#include <memory>

#include <imgui.h>

#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/sweetspots/rules.h"
#include "game/sweetspots/view.h"
#include "game/ui/widgets.h"

namespace pz {

namespace sweetspots {

namespace {

constexpr int kZoneColours = 8;  // Palette::category's distinct colours
constexpr float kPlaceSeconds = 0.3f;  // a chest's drop and bounce, a mark's fade
constexpr float kWinSeconds = 0.9f;    // the wave across the chests
constexpr float kPi = 3.14159265f;

// How far the win's wave has come at a cell: 0 before it arrives, 1 once it has passed; the wave
// runs from the top-left corner to the bottom-right over the first 60 % of the run.
float wave_at(float progress, int row, int col, int n) {
    const float lead = static_cast<float>(row + col) / static_cast<float>(std::max(1, 2 * n - 2));
    return std::clamp((progress - lead * 0.6f) / 0.4f, 0.f, 1.f);
}

// A chest filling most of its cell: a soft shadow, a body with a sheen and a darker foot, a
// darker lid band and a lock. `lift` raises it off its cell (dropping in, hopping in the wave).
void draw_chest(Canvas& cv, Vec2 mid, float cell, float lift, Color body, const Palette& pal) {
    // A little above centre, clear of the zone number in the cell's bottom-right corner.
    const Rect box{mid.x - cell * 0.34f, mid.y - cell * 0.3f - lift, cell * 0.68f, cell * 0.54f};
    const float round = cell * 0.1f;
    // The shadow stays on the cell and tightens as the chest comes down to it.
    const float spread = std::clamp(1.f - lift / cell, 0.3f, 1.f);
    cv.shadow(Layer::Pieces, {mid.x - box.w * 0.5f * spread, mid.y + cell * 0.2f, box.w * spread, cell * 0.12f}, cell * 0.06f,
              cell * 0.08f, pal.shadow.with_alpha(static_cast<uint8_t>(110 * spread)));
    cv.smooth_rect(Layer::Pieces, box.inset(-std::max(1.5f, cell * 0.035f)), pal.edge, round * 1.2f);  // apart from any zone colour
    // The body in its own colour, a sheen along the top of the lid and a darker foot.
    cv.smooth_rect(Layer::Pieces, box, body, round);
    cv.smooth_rect(Layer::Pieces, {box.x + round, box.y + box.h * 0.06f, box.w - 2 * round, box.h * 0.1f}, Color{255, 255, 255, 80}, box.h * 0.05f);
    cv.smooth_rect(Layer::Pieces, {box.x, box.y + box.h * 0.8f, box.w, box.h * 0.2f}, body.mix(pal.shadow, 0.3f), round);
    cv.smooth_rect(Layer::Pieces, {box.x, box.y + box.h * 0.3f, box.w, box.h * 0.14f}, pal.shadow.with_alpha(200));
    cv.smooth_rect(Layer::Pieces, {mid.x - cell * 0.06f, box.y + box.h * 0.24f, cell * 0.12f, box.h * 0.32f}, pal.board, cell * 0.03f);
}

// The colour-blind palette's second cue, one pattern per zone colour so zones differ without hue:
// none, one to three dots in the corner, then hatching one way, the other, crossed, and level.
void draw_zone_pattern(Canvas& cv, Rect r, int colour, const Palette& pal) {
    const int kind = colour % kZoneColours;
    const float c = r.w;
    const Color ink = pal.shadow;
    if (kind >= 1 && kind <= 3) {
        for (int d = 0; d < kind; ++d)
            cv.fill_circle(Layer::Board, {r.x + c * (0.15f + 0.12f * static_cast<float>(d)), r.y + c * 0.15f}, c * 0.04f, ink);
        return;
    }
    if (kind == 0) return;
    const float w = std::max(1.f, c * 0.03f);
    // Lines x + y = t across the cell ("/"), mirrored for "\"; the ends stay inside the cell.
    auto hatch = [&](bool mirrored) {
        for (int k = 1; k < 8; ++k) {
            const float t = c * static_cast<float>(k) / 4.f;
            Vec2 a{std::min(t, c), std::max(0.f, t - c)}, b{std::max(0.f, t - c), std::min(t, c)};
            if (mirrored) {
                a.x = c - a.x;
                b.x = c - b.x;
            }
            cv.line(Layer::Board, {r.x + a.x, r.y + a.y}, {r.x + b.x, r.y + b.y}, ink, w);
        }
    };
    if (kind == 4 || kind == 6) hatch(false);
    if (kind == 5 || kind == 6) hatch(true);
    if (kind == 7)
        for (int k = 1; k < 4; ++k) cv.line(Layer::Board, {r.x, r.y + c * static_cast<float>(k) / 4.f}, {r.x + c, r.y + c * static_cast<float>(k) / 4.f}, ink, w);
}

} // namespace

SpotsView::SpotsView(const SpotsPuzzle& puzzle)
    : puzzle_(puzzle), labels_(puzzle, puzzle.board().n, puzzle.board().n), colour_(zone_colours(puzzle.board(), kZoneColours)) {}

void SpotsView::layout(Rect area) {
    const int n = puzzle_.board().n;
    // Row numbers to the left and column letters above, outside the board's backing.
    edges_ = edge_labels_for(std::min(area.w, area.h), 4, text_scale_);
    const float left = edges_.left(n), top = edges_.top();
    const float w = area.w - left - 4, h = area.h - top - 4;
    cell_ = std::floor(std::min(w, h) / static_cast<float>(n));
    float side = cell_ * static_cast<float>(n);
    origin_ = {area.x + left + (w - side) * 0.5f, area.y + top + (h - side) * 0.5f};
}

std::vector<int> SpotsView::cells_of(const std::vector<std::string>& labels) const {
    const Board& b = puzzle_.board();
    std::vector<int> out;
    auto add = [&](int cell) {
        if (std::find(out.begin(), out.end(), cell) == out.end()) out.push_back(cell);
    };
    for (const std::string& l : labels) {
        if (starts_with(l, "zone ")) {
            auto z = parse_int(std::string_view(l).substr(5), 1, b.n);
            for (int i = 0; z && i < b.n * b.n; ++i)
                if (b.zone[static_cast<size_t>(i)] == *z - 1) add(i);
            continue;
        }
        for (int cell : labels_.cells(l)) add(cell);
    }
    return out;
}

Rect SpotsView::focus_rect() const { return cursor_.shown() ? cell_rect(cursor_.cell()) : Rect{}; }

Rect SpotsView::labelled_area(const std::vector<std::string>& labels) const {
    std::vector<Rect> rects;
    for (int cell : cells_of(labels)) rects.push_back(cell_rect(cell));
    return bounds_of(rects);
}

int SpotsView::cell_at(Vec2 p) const {
    const int n = puzzle_.board().n;
    if (cell_ <= 0) return -1;
    float fx = (p.x - origin_.x) / cell_, fy = (p.y - origin_.y) / cell_;
    if (fx < 0 || fy < 0) return -1;
    int c = static_cast<int>(fx), r = static_cast<int>(fy);
    if (r >= n || c >= n) return -1;
    return r * n + c;
}

Rect SpotsView::cell_rect(int cell) const {
    const int n = puzzle_.board().n;
    const int row = cell / n, col = cell % n;
    return {origin_.x + static_cast<float>(col) * cell_, origin_.y + static_cast<float>(row) * cell_, cell_, cell_};
}

std::string SpotsView::place_chest(int cell) const {
    return "chest " + cell_text(puzzle_.board().n, cell) + (auto_mark_ ? " auto" : "");
}

std::string SpotsView::tap_move(const SpotsState& s, int cell) const {
    const int n = puzzle_.board().n;
    switch (s.at(cell)) {
    case Spot::Empty: return chest_first_ ? place_chest(cell) : "mark " + cell_text(n, cell);
    case Spot::Mark: return chest_first_ ? "clear " + cell_text(n, cell) : place_chest(cell);
    case Spot::Chest: return (chest_first_ ? "mark " : "clear ") + cell_text(n, cell);
    }
    return {};
}

Interpretation SpotsView::interpret(const State& st, const Gesture& g) {
    const SpotsState* s = as_spots(st);
    if (!s) return Interpretation::none();
    const int n = puzzle_.board().n;
    switch (g.kind) {
    case Gesture::Kind::Tap: {
        int cell = cell_at(g.pos);
        if (cell < 0) return Interpretation::none();
        cursor_.follow(cell);
        return Interpretation::play(g.secondary && s->at(cell) != Spot::Chest ? place_chest(cell) : tap_move(*s, cell));
    }
    case Gesture::Kind::LongPress: {
        int cell = cell_at(g.pos);
        // A long press off the board, or on a chest, is left to the scene (history mode).
        if (cell < 0 || s->at(cell) == Spot::Chest) return Interpretation::none();
        cursor_.follow(cell);
        return Interpretation::play(place_chest(cell));
    }
    case Gesture::Kind::Key: {
        if (g.action == Action::Confirm) {
            if (!cursor_.shown()) {
                cursor_.show();
                return Interpretation::ui_only();
            }
            return Interpretation::play(tap_move(*s, cursor_.cell()));
        }
        if (arrow_dir(g.action) == Dir::None) return Interpretation::none();
        cursor_.step(cursor_.arrow(g.action), n, n);
        return Interpretation::ui_only();
    }
    default: return Interpretation::none();
    }
}

void SpotsView::draw(Canvas& cv, const State& st, const DrawInfo& info) const {
    const SpotsState* s = as_spots(st);
    if (!s || cell_ <= 0) return;
    const Board& b = puzzle_.board();
    const int n = b.n;
    const Palette& pal = info.palette;
    const float side = cell_ * static_cast<float>(n);
    cv.fill_rect(Layer::Board, {origin_.x - 3, origin_.y - 3, side + 6, side + 6}, pal.board, 6);
    Conflicts conflicts;
    if (show_conflicts_) conflicts = puzzle_.conflicts(*s);
    // A broken rule's whole line or zone is tinted in the bad colour (and outlined below) the
    // moment it breaks: steady, never flashing.
    std::vector<char> clashed(static_cast<size_t>(n * n), 0);
    for (int u : conflicts.units)
        for (int i = 0; i < n * n; ++i)
            if ((u < n && i / n == u) || (u >= n && u < 2 * n && i % n == u - n) || (u >= 2 * n && b.zone[static_cast<size_t>(i)] == u - 2 * n))
                clashed[static_cast<size_t>(i)] = 1;
    for (int i = 0; i < n * n; ++i) {
        Rect r = cell_rect(i);
        const Color fill = pal.zone_fill(colour_[static_cast<size_t>(b.zone[static_cast<size_t>(i)])]);
        cv.fill_rect(Layer::Board, r, clashed[static_cast<size_t>(i)] ? fill.mix(pal.bad, 0.22f) : fill);
        if (pal.colour_blind) draw_zone_pattern(cv, r, colour_[static_cast<size_t>(b.zone[static_cast<size_t>(i)])], pal);
    }
    // Thin grid, then thick borders wherever two zones meet and around the board.
    for (int k = 1; k < n; ++k) {
        float t = static_cast<float>(k) * cell_;
        cv.line(Layer::Board, {origin_.x, origin_.y + t}, {origin_.x + side, origin_.y + t}, pal.grid, 1);
        cv.line(Layer::Board, {origin_.x + t, origin_.y}, {origin_.x + t, origin_.y + side}, pal.grid, 1);
    }
    const float thick = std::max(3.f, cell_ * 0.08f);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            float x = origin_.x + static_cast<float>(c) * cell_, y = origin_.y + static_cast<float>(r) * cell_;
            if (c + 1 < n && b.zone_at(r, c) != b.zone_at(r, c + 1))
                cv.line(Layer::Board, {x + cell_, y}, {x + cell_, y + cell_}, pal.edge, thick);
            if (r + 1 < n && b.zone_at(r, c) != b.zone_at(r + 1, c))
                cv.line(Layer::Board, {x, y + cell_}, {x + cell_, y + cell_}, pal.edge, thick);
        }
    cv.stroke_rect(Layer::Board, {origin_.x, origin_.y, side, side}, pal.edge, thick);
    // Each zone's number ("zone 2", as hints and history name it) in the bottom-right corner of its
    // first cell in reading order, clear of the chest, the mark and the colour-blind dots.
    // A reference, not a clue: a fifth of a phone's cell, no bigger than the row numbers on a desktop's.
    const float zone_size = std::max(9.f, std::min(cell_ * 0.2f, 13.f * text_scale_));
    std::vector<char> numbered(static_cast<size_t>(n), 0);
    for (int i = 0; i < n * n && cell_ >= 18; ++i) {
        const int z = b.zone[static_cast<size_t>(i)];
        if (z < 0 || z >= n || numbered[static_cast<size_t>(z)]) continue;
        numbered[static_cast<size_t>(z)] = 1;
        const Rect r = cell_rect(i);
        const Color under = pal.zone_fill(colour_[static_cast<size_t>(z)]);
        cv.text(Layer::Board, {r.x + r.w - thick * 0.5f - 3, r.y + r.h - thick * 0.5f - zone_size * 0.5f - 2}, std::to_string(z + 1),
                zone_size, pal.ink_on(under), Align::Right);
    }

    // The broken lines and zones outlined in the bad colour, over the zone borders.
    const float clash_w = std::max(2.f, cell_ * 0.06f);
    for (int u : conflicts.units) {
        if (u < 2 * n) {
            const float t = static_cast<float>(u % n) * cell_;
            const Rect line = u < n ? Rect{origin_.x, origin_.y + t, side, cell_} : Rect{origin_.x + t, origin_.y, cell_, side};
            cv.stroke_rect(Layer::Effects, line.inset(clash_w * 0.5f), pal.bad, clash_w);
            continue;
        }
        const int z = u - 2 * n;
        for (int i = 0; i < n * n; ++i) {
            if (b.zone[static_cast<size_t>(i)] != z) continue;
            const Rect r = cell_rect(i);
            const int row = i / n, col = i % n;
            auto outside = [&](int rr, int cc) { return rr < 0 || cc < 0 || rr >= n || cc >= n || b.zone_at(rr, cc) != z; };
            if (outside(row - 1, col)) cv.round_line(Layer::Effects, {r.x, r.y}, {r.x + r.w, r.y}, pal.bad, clash_w);
            if (outside(row + 1, col)) cv.round_line(Layer::Effects, {r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}, pal.bad, clash_w);
            if (outside(row, col - 1)) cv.round_line(Layer::Effects, {r.x, r.y}, {r.x, r.y + r.h}, pal.bad, clash_w);
            if (outside(row, col + 1)) cv.round_line(Layer::Effects, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, pal.bad, clash_w);
        }
    }
    const Color accent = pal.game_accent(kAccentHue);
    const float wave = won_ ? win_.progress() : 0.f;
    for (int i = 0; i < n * n; ++i) {
        Rect r = cell_rect(i);
        Vec2 mid = r.center();
        bool bad = !conflicts.cell.empty() && conflicts.cell[static_cast<size_t>(i)];
        if (bad) cv.fill_rect(Layer::Pieces, r.inset(cell_ * 0.06f), pal.bad.with_alpha(90), cell_ * 0.1f);
        // Just placed: a chest drops in from above and bounces (OutBack); a mark fades in.
        const bool fresh = !info.past && !placed_.empty() && !place_.done() && std::find(placed_.begin(), placed_.end(), i) != placed_.end();
        // Marks take the ink that reads best on their zone's colour: a small cross, as in Queens.
        const Color ink = pal.ink_on(pal.zone_fill(colour_[static_cast<size_t>(b.zone[static_cast<size_t>(i)])]));
        if (s->at(i) == Spot::Mark) {
            const float a = fresh ? ease(Ease::OutCubic, place_.progress()) : 1.f;
            const float m = cell_ * 0.11f;
            const Color c = ink.with_alpha(static_cast<uint8_t>(220.f * a));
            const float w = std::max(2.f, cell_ * 0.05f);
            cv.round_line(Layer::Pieces, {mid.x - m, mid.y - m}, {mid.x + m, mid.y + m}, c, w);
            cv.round_line(Layer::Pieces, {mid.x - m, mid.y + m}, {mid.x + m, mid.y - m}, c, w);
        }
        if (s->at(i) == Spot::Chest) {
            float lift = fresh ? (1.f - place_.value()) * cell_ * 0.5f : 0.f;
            Color body = bad ? pal.bad : pal.highlight;
            if (won_ && !info.past) {
                // The win: each chest hops as the wave reaches it and takes the game's colour.
                const float at = wave_at(wave, i / n, i % n, n);
                lift += std::sin(kPi * at) * cell_ * 0.16f;
                body = body.mix(accent, std::min(1.f, at * 2.f));
                if (at > 0 && at < 1)
                    cv.smooth_circle(Layer::Pieces, mid, cell_ * 0.48f, accent.with_alpha(static_cast<uint8_t>(90.f * std::sin(kPi * at))));
            }
            draw_chest(cv, mid, cell_, lift, body, pal);
        }
    }
    draw_edge_labels(cv, edges_, cell_rect(0), {cell_, cell_}, n, n, pal);
    // The move at the cursor in history: the cells it changed.
    if (info.past && !info.last_move.empty())
        for (int i : cells_of(puzzle_.move_cells(info.before ? *info.before : st, info.last_move))) draw_moved(cv, cell_rect(i).inset(2), pal);
    // The hint: steps 1 and 2 light what the nudge names (a zone, a line, cells); step 3 outlines
    // the cells its move changes over the cells its reason talks about.
    if (info.hint && info.hint_step < 3) {
        std::vector<Rect> rects;
        for (int i : cells_of(info.hint->cells)) rects.push_back(cell_rect(i));
        draw_nudge(cv, rects, pal, 0);
    } else if (info.hint) {
        const std::string key = s->text() + "|" + info.hint->move;
        if (key != focus_key_) {
            focus_key_ = key;
            focus_.clear();
            auto h = puzzle_.hint_for(*s, &focus_);
            if (!h || h->move != info.hint->move) focus_.clear();
        }
        for (int i : focus_) cv.fill_rect(Layer::Effects, cell_rect(i).inset(cell_ * 0.04f), pal.accent.with_alpha(50));
        // The cells the move changes, in the rules' own words (Puzzle::move_cells), read once per hint.
        const auto& named = hinted_.get(info.hint->move, [this, s](std::string_view move) {
            return std::optional<std::vector<int>>(cells_of(puzzle_.move_cells(*s, move)));
        });
        for (int i : named.value_or(std::vector<int>{}))
            cv.stroke_rect(Layer::Effects, cell_rect(i).inset(2), pal.accent, std::max(2.f, cell_ * 0.07f));
    }
    if (mistake_ >= 0 && !info.past) cv.stroke_rect(Layer::Effects, cell_rect(mistake_).inset(2), pal.bad, std::max(3.f, cell_ * 0.08f));
    if (cursor_.shown() && !info.past) {
        const Color under = pal.zone_fill(colour_[static_cast<size_t>(b.zone[static_cast<size_t>(cursor_.cell())])]);
        cv.stroke_rect(Layer::Effects, cell_rect(cursor_.cell()).inset(1), pal.ink_on(under), 2);
    }
    // A board solved by the player rests framed in the game's colour once the wave has passed.
    if (info.status == Status::Won && won_ && !info.past)
        cv.stroke_rect(Layer::Effects, {origin_.x - 3, origin_.y - 3, side + 6, side + 6}, accent.with_alpha(static_cast<uint8_t>(255.f * wave)), 4);
}

std::string SpotsView::check(const State& st) {
    mistake_ = -1;
    const SpotsState* s = as_spots(st);
    if (!s) return {};
    if (puzzle_.status(*s) == Status::Won) return tr("Solved!");
    auto m = puzzle_.check(*s);
    if (!m) return tr("No mistakes so far.");
    mistake_ = m->cell;
    return m->reason;
}

size_t SpotsView::last_correct(const PlayLine& line, const SpotsPuzzle& puzzle) {
    for (size_t i = line.position;; --i) {
        StatePtr s = i == line.position ? line.state : line.state_at(i);
        const SpotsState* st = s ? as_spots(*s) : nullptr;
        if (st && !puzzle.check(*st)) return i;
        if (i == 0) return 0;
    }
}

Interpretation SpotsView::press_restore(const State& s) {
    if (saved_.empty()) return Interpretation::none();
    if (s.text() == saved_) {
        message_ = tr("That is the saved position already.");
        return Interpretation::ui_only();
    }
    message_ = tr("Saved position restored.");
    return Interpretation::play(restore_move());
}

// Two rows of tools and a line for what Check found, under the board (or beside it), once opened.
// Its rows of buttons (more of them when longer words or larger text need it) and two lines for
// what Check found; the strip under the board is as wide as the screen, up to 720.
float SpotsView::panel_height() const {
    if (!tools_open_) return 0;
    const float least = 8.f + 2 * (ui::kTarget + 10.f) + 2 * 24.f + 8.f;
    if (!ui::measurable()) return least;
    const ImGuiStyle& st = ImGui::GetStyle();
    const float width = std::min(ImGui::GetIO().DisplaySize.x, 720.f) - 2.f * st.WindowPadding.x;
    const int rows = ui::button_row_count({tr("Check"), tr("Confirm"), tr("To correct")}, width) +
                     ui::button_row_count({tr("Save"), tr("Restore"), tr("Close")}, width);
    const float needed = 2.f * st.WindowPadding.y + static_cast<float>(rows) * (ui::kTarget + st.ItemSpacing.y) +
                         2.f * ImGui::GetTextLineHeightWithSpacing();
    return std::max(least, needed);
}

// The tools in the strip the play scene keeps below the board; auto-marking and conflict
// highlighting are player settings (ViewOptions), not panel toggles. What Check or Confirm found
// has a line of its own, never squeezed beside a button.
const char* SpotsView::tool_label() const { return tr("Check and save"); }

Interpretation SpotsView::gui(const PlayLine& line) {
    if (!tools_open_) return Interpretation::none();
    const State& state = *line.state;
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    Interpretation asked = Interpretation::none();
    ImGui::Begin("##sweetspots-tools", nullptr, flags);
    switch (ui::button_row({tr("Check"), tr("Confirm"), tr("To correct")})) {
    case 0: press_check(state); break;
    case 1: message_ = puzzle_.status(state) == Status::Won ? tr("Solved!") : check(state); break;
    case 2:
        asked = Interpretation::seek(last_correct(line, puzzle_));
        mistake_ = -1;
        message_ = tr("Back to the last position without a mistake.");
        break;
    default: break;
    }
    switch (ui::button_row({tr("Save"), tr("Restore"), tr("Close")}, -1, {true, !saved_.empty(), true})) {
    case 0:
        save_position(state);
        message_ = tr("Position saved.");
        break;
    case 1: asked = press_restore(state); break;
    case 2:
        tools_open_ = false;
        message_.clear();
        asked = Interpretation::ui_only();  // the board takes the strip's room back
        break;
    default: break;
    }
    if (!message_.empty()) ui::wrapped(message_, true);
    ImGui::End();
    return asked;
}

// What was placed (a chest or a mark popping in) and its sound, read from the states: a chest
// rings higher than a mark, a cleared cell lower. The end of the game is the play scene's to sound.
void SpotsView::on_change(const Change& change, Audio& audio) {
    mistake_ = -1;
    placed_.clear();
    const SpotsState *b = as_spots(*change.before), *a = as_spots(*change.played);
    const int cells = puzzle_.board().n * puzzle_.board().n;
    bool chest = false, mark = false;
    for (int i = 0; b && a && i < cells; ++i) {
        if (a->at(i) == b->at(i) || a->at(i) == Spot::Empty) continue;
        placed_.push_back(i);
        (a->at(i) == Spot::Chest ? chest : mark) = true;
    }
    if (change.kind == StepKind::Solve || change.kind == StepKind::Restart) placed_.clear();
    if (!placed_.empty()) place_.start(0, 1, kPlaceSeconds, Ease::OutBack);
    // Only the player's own solving move celebrates; a shown solution or an undo does not.
    won_ = change.finished && change.status == Status::Won && change.kind != StepKind::Solve;
    if (won_) win_.start(0, 1, kWinSeconds, Ease::Linear);
    if (change.finished) return;
    if (chest) audio.play(Sound::Place);
    else audio.play(Sound::Tap, scale_step(mark ? -2 : -4));
}

} // namespace sweetspots

std::unique_ptr<BoardView> make_sweetspots_view(const Puzzle& puzzle) {
    const auto* p = dynamic_cast<const sweetspots::SpotsPuzzle*>(&puzzle);
    if (!p) return nullptr;
    return std::make_unique<sweetspots::SpotsView>(*p);
}

} // namespace pz
