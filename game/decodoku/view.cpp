// The Decodoku board view: gestures to "x,yD" moves, the board with numbers, cluster colours and
// patterns, the noise counter, move and merge animations, and the game-over reveal.
#include "game/decodoku/view.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include <imgui.h>

#include "game/core/i18n.h"
#include "game/decodoku/strategy.h"

namespace pz {

namespace {

constexpr float kBurstSeconds = 0.35f;  // one square of a noise burst fading in or pulsing
constexpr float kBurstSpread = 0.5f;    // the seconds over which a burst's squares arrive, one after another
constexpr float kMergeSeconds = 0.3f;   // a merge's pop, an annihilation's sparks
constexpr float kPi = 3.14159265f;

// A number's own colour: hues stepped round the wheel from the game's, each readable as the
// game's accent is on this palette.
pz::Color value_colour(const pz::Palette& pal, int v) { return pal.game_accent((decodoku::kAccentHue + 36 * v) % 360); }

std::optional<decodoku::Dir> to_game_dir(pz::Dir d) {
    switch (d) {
    case pz::Dir::Left: return decodoku::Dir::Left;
    case pz::Dir::Right: return decodoku::Dir::Right;
    case pz::Dir::Up: return decodoku::Dir::Up;
    case pz::Dir::Down: return decodoku::Dir::Down;
    default: return std::nullopt;
    }
}

} // namespace

namespace decodoku {

void DecodokuView::layout(Rect area) {
    area_ = area;
    const int n = puzzle_.settings().size;
    // Room under the board for the noise counter, and for the edge labels left and above.
    const float counter = 56;
    edges_ = edge_labels_for(std::min(area.w, area.h), 4, text_scale_);
    const float left = edges_.left(n), top = edges_.top();
    const float w = area.w - left - 4, h = area.h - counter - top - 4;
    cell_ = std::floor(std::min(w / n, h / n));
    const float side = cell_ * n;
    origin_ = {area.x + left + (w - side) / 2, area.y + top + std::max(0.f, (h - side) / 2)};
}

Rect DecodokuView::labelled_area(const std::vector<std::string>& labels) const {
    std::vector<Rect> rects;
    for (int cell : labels_.cells(labels)) rects.push_back(cell_rect(cell));
    return bounds_of(rects);
}

Rect DecodokuView::cell_rect(int cell) const {
    const int n = puzzle_.settings().size;
    const int row = cell / n, col = cell % n;
    return {origin_.x + static_cast<float>(col) * cell_, origin_.y + static_cast<float>(row) * cell_, cell_, cell_};
}

int DecodokuView::cell_at(Vec2 p) const {
    const int n = puzzle_.settings().size;
    if (p.x < origin_.x || p.y < origin_.y) return -1;
    const int x = static_cast<int>((p.x - origin_.x) / cell_), y = static_cast<int>((p.y - origin_.y) / cell_);
    if (x >= n || y >= n) return -1;
    return y * n + x;
}

Vec2 DecodokuView::pip_centre(int i) const {
    const float side = cell_ * puzzle_.settings().size;
    const float gap = 28;
    return {origin_.x + side / 2 + (i - 2) * gap, origin_.y + side + 28};
}

bool DecodokuView::shows_clusters(const DecodokuState& s) const {
    return puzzle_.settings().mode == Mode::Practice || s.lost;
}

float DecodokuView::merge_pitch(int value) { return value == 0 ? 2.f : 1.f + value / 12.f; }

Interpretation DecodokuView::interpret(const State& st, const Gesture& g) {
    const auto& s = as_decodoku(st);
    const int n = s.board.size;
    auto move_from = [&](int cell, Dir d) -> Interpretation {
        if (cell < 0) return Interpretation::invalid();
        // The rules say why a number cannot go there (off the grid, an empty square, game over).
        if (s.lost || !s.board.value[cell] || s.board.step(cell, d) < 0) return Interpretation::invalid(format_move(cell % n, cell / n, d));
        return Interpretation::play(format_move(cell % n, cell / n, d));
    };
    // A fast drag's DragEnd moves the number; the Swipe after it is the same drag. (Read after the
    // move, it could find a noise number landed where the drag began and move that too.)
    if (repeats_drag_end(g)) return Interpretation::none();
    switch (g.kind) {
    case Gesture::Kind::LongPress:
        return Interpretation::none();  // the play scene opens back-in-time (history) mode
    case Gesture::Kind::DragStart:
        drag_from_ = cell_at(g.start);
        return drag_from_ >= 0 && s.board.value[drag_from_] ? Interpretation::ui_only() : Interpretation::none();
    case Gesture::Kind::DragMove:
        return drag_from_ >= 0 ? Interpretation::ui_only() : Interpretation::none();
    case Gesture::Kind::Swipe:
    case Gesture::Kind::DragEnd: {
        // A swipe or a slow drag both move the number one square, by the drag's main direction.
        const int from = drag_from_ >= 0 ? drag_from_ : cell_at(g.start);
        drag_from_ = -1;
        if (from < 0 || !s.board.value[from]) return Interpretation::none();
        auto d = to_game_dir(gesture_dir(g, cell_ * 0.35f));
        if (!d) return Interpretation::none();
        return move_from(from, *d);
    }
    case Gesture::Kind::Tap: {
        const int cell = cell_at(g.pos);
        if (cell < 0) return Interpretation::none();
        // Tap a number to select it, then tap a neighbour to move it there.
        const int at = cursor_.cell();
        if (cursor_.holding() && cell != at) {
            const int dx = cell % n - at % n, dy = cell / n - at / n;
            if (std::abs(dx) + std::abs(dy) == 1) {
                cursor_.hold(false);
                return move_from(at, *to_game_dir(line_dir(at / n, at % n, cell / n, cell % n)));
            }
        }
        if (cursor_.holding() && cell == at) {
            cursor_.hold(false);  // a second tap puts the number down
        } else {
            cursor_.follow(cell);
            cursor_.hold(s.board.value[cell] != 0);
        }
        return Interpretation::ui_only();
    }
    case Gesture::Kind::Key: {
        if (g.action == Action::Confirm) {
            cursor_.show();
            cursor_.hold(!cursor_.holding() && s.board.value[cursor_.cell()] != 0);
            return Interpretation::ui_only();
        }
        if (arrow_dir(g.action) == pz::Dir::None) return Interpretation::none();
        auto d = to_game_dir(cursor_.arrow(g.action));
        if (!d) return Interpretation::ui_only();
        if (cursor_.holding()) {
            auto i = move_from(cursor_.cell(), *d);
            if (i.kind == Interpretation::Kind::Move) {
                cursor_.hold(false);
                cursor_.follow(s.board.step(cursor_.cell(), *d));
            }
            return i;
        }
        const int next = s.board.step(cursor_.cell(), *d);
        if (next >= 0) cursor_.follow(next);
        return Interpretation::ui_only();
    }
    default:
        return Interpretation::none();
    }
}

std::optional<std::string> DecodokuView::move_between(const State& before, const State& played) const {
    const auto& b = as_decodoku(before);
    const std::string want = played.text();
    const int n = b.board.size;
    for (int cell = 0; cell < b.board.cells(); ++cell) {
        if (!b.board.value[cell]) continue;
        for (Dir d : {Dir::Left, Dir::Right, Dir::Up, Dir::Down}) {
            if (b.board.step(cell, d) < 0) continue;
            const std::string move = format_move(cell % n, cell / n, d);
            if (auto next = puzzle_.apply(before, move); next && (*next)->text() == want) return move;
        }
    }
    return std::nullopt;
}

// Everything is read from the Change's states: the player's slide or merge from before to played,
// then the noise burst from played to after (the game's own move). The loss is the play scene's to sound.
void DecodokuView::on_change(const Change& change, Audio& audio) {
    const auto& b = as_decodoku(*change.before);
    const auto& p = as_decodoku(*change.played);
    const auto& a = as_decodoku(*change.after);
    if (change.game_moved()) {
        int count = 0;
        for (int i = 0; i < a.board.cells() && i < p.board.cells(); ++i) {
            burst_new_[i] = p.board.value[i] == 0 && a.board.value[i] != 0;
            burst_changed_[i] = p.board.value[i] != 0 && a.board.value[i] != 0 && p.board.value[i] != a.board.value[i];
            burst_order_[i] = static_cast<uint8_t>(std::min(count, 255));
            if (burst_new_[i] || burst_changed_[i]) ++count;
        }
        if (count > 0) {
            burst_delay_ = 0.2f;  // the player's move slides first
            burst_gap_ = count > 1 ? std::min(0.08f, kBurstSpread / static_cast<float>(count - 1)) : 0.f;
            burst_.start(0, 1, burst_delay_ + burst_gap_ * static_cast<float>(count - 1) + kBurstSeconds, Ease::Linear);
            audio.play(Sound::Burst, scale_step(-3));
        }
    }
    if (change.kind == StepKind::Restart || change.kind == StepKind::Solve) return;
    const auto move = move_between(*change.before, *change.played);
    if (!move) return;
    if (coaching_) {
        auto c = coach(puzzle_, b, *move);
        coach_text_ = c ? c->text : std::string();
    }
    const auto m = parse_move(*move);
    const int from = m->y * b.board.size + m->x, to = b.board.step(from, m->dir);
    if (to < 0) return;
    slide_to_ = to;
    slide_from_ = cell_rect(from).center();
    slide_.start(0, 1, 0.12f);
    landed_ = to;
    landed_from_ = from;
    landed_on_ = change.after;
    if (b.board.value[to]) {
        merge_at_ = to;
        merged_ = p.board.value[to];
        vanished_ = b.board.value[from];
        merge_.start(0, 1, kMergeSeconds, Ease::Linear);
        audio.play(Sound::Merge, merge_pitch(p.board.value[to]));
    } else {
        audio.play(Sound::Slide);
    }
}

void DecodokuView::update(float dt) {
    slide_.update(dt);
    merge_.update(dt);
    burst_.update(dt);
}

bool DecodokuView::animating() const { return !slide_.done() || !merge_.done() || !burst_.done(); }

float DecodokuView::burst_at(int i, bool new_ones) const {
    if (burst_.done() || !(new_ones ? burst_new_[i] : burst_changed_[i])) return 1.f;
    const float start = burst_delay_ + burst_gap_ * static_cast<float>(burst_order_[i]);
    return std::clamp((burst_.elapsed - start) / kBurstSeconds, 0.f, 1.f);
}

void DecodokuView::draw(Canvas& c, const State& st, const DrawInfo& info) const {
    const auto& s = as_decodoku(st);
    const Palette& pal = info.palette;
    const int n = s.board.size;
    const float side = cell_ * n;
    const Rect board{origin_.x, origin_.y, side, side};
    c.fill_rect(Layer::Board, board.inset(-4), pal.board, 8.f);
    const bool clusters = shows_clusters(s);
    const int32_t spanning = s.lost ? spanning_cluster(s.board) : 0;
    // Cluster labels grow without bound; colours go by order of first appearance on the board so
    // neighbours rarely share one.
    std::array<int32_t, kMaxCells> order{};
    int orders = 0;
    auto colour_index = [&](int32_t label) {
        for (int i = 0; i < orders; ++i)
            if (order[i] == label) return i;
        order[orders] = label;
        return orders++;
    };
    // The last move's two squares, where the number left and where it landed (or merged and
    // cleared), tinted in the game's colour until the board changes again: a chess app's
    // last-move mark, which no cursor outline is mistaken for.
    const bool mark_last = !info.past && landed_ >= 0 && landed_ < s.board.cells() && landed_on_.lock().get() == &st;
    const Color last_tint = pal.game_accent(decodoku::kAccentHue);
    for (int i = 0; i < s.board.cells(); ++i) {
        const Rect r = cell_rect(i).inset(2);
        const Color square = (i % n + i / n) % 2 ? pal.cell : pal.cell_alt;
        c.fill_rect(Layer::Board, r, mark_last && (i == landed_ || i == landed_from_) ? square.mix(last_tint, 0.35f) : square, 6.f);
        const int v = s.board.value[i];
        if (!v) continue;
        Vec2 centre = r.center();
        if (i == slide_to_ && !slide_.done()) centre = slide_from_ + (centre - slide_from_) * slide_.value();
        // A burst's new number fades in with a shimmer; a number it changed swells and settles;
        // a merged number pops (grows past its size and back).
        const float fade = info.past ? 1.f : burst_at(i, true);
        float swell = info.past ? 0.f : std::sin(kPi * burst_at(i, false)) * r.w * 0.12f;
        if (!info.past && i == merge_at_ && !merge_.done() && v) swell += std::sin(kPi * merge_.progress()) * r.w * 0.14f;
        if (!info.past && fade < 1.f && fade > 0.f)
            c.stroke_circle(Layer::Effects, r.center(), r.w * (0.35f + 0.35f * fade), pal.highlight.with_alpha(static_cast<uint8_t>(200.f * std::sin(kPi * fade))), 2);
        const uint8_t alpha = static_cast<uint8_t>(255.f * fade);
        const Rect piece = Rect{centre.x - r.w / 2, centre.y - r.h / 2, r.w, r.h}.inset(-swell);
        Color ink = pal.text;
        if (clusters) {
            const int k = colour_index(s.board.cluster[i]);
            const Color fill = pal.category(k).with_alpha(alpha);
            c.fill_rect(Layer::Pieces, piece.inset(2), fill, 6.f);
            // A pattern per colour (k / 8 picks it after the palette wraps; k % 4 otherwise), so
            // clusters stay apart without colour vision.
            const Color mark = pal.ink_on(fill).with_alpha(150);
            const float q = piece.w / 4;
            switch (k % 4) {
            case 0: break;
            case 1: c.fill_circle(Layer::Pieces, {piece.x + q, piece.y + q}, q / 3, mark); break;
            case 2: c.line(Layer::Pieces, {piece.x + 4, piece.y + piece.h - 4}, {piece.x + piece.w - 4, piece.y + 4}, mark, 2); break;
            case 3: c.triangle(Layer::Pieces, {piece.x + 4, piece.y + 4}, {piece.x + 4 + q, piece.y + 4}, {piece.x + 4, piece.y + 4 + q}, mark); break;
            }
            if (k / 4 % 2) c.stroke_rect(Layer::Pieces, piece.inset(5), mark, 2);
            ink = pal.ink_on(fill);
        } else {
            // A token with a soft body in its number's colour: a shadow under it, an outline apart
            // from its cell, lighter at the top.
            const Color body = value_colour(pal, v);
            const Rect token = piece.inset(piece.w * 0.08f);
            const float round = token.w * 0.3f;
            c.shadow(Layer::Pieces, Rect{token.x, token.y + token.h * 0.06f, token.w, token.h}, round, token.w * 0.12f,
                     pal.shadow.with_alpha(static_cast<uint8_t>(90.f * fade)));
            c.smooth_rect(Layer::Pieces, token.inset(-1.5f), pal.outline.with_alpha(alpha), round + 1.5f);
            c.gradient_rect(Layer::Pieces, token, body.mix({255, 255, 255, 255}, 0.2f).with_alpha(alpha), body.with_alpha(alpha), round);
            ink = pal.ink_on(body);
        }
        if (spanning && s.board.cluster[i] == spanning) c.stroke_rect(Layer::Effects, piece.inset(1), pal.bad, 4);
        c.text(Layer::Pieces, centre, std::to_string(v), r.h * 0.55f, ink.with_alpha(alpha), Align::Center, true);
    }
    if (merge_at_ >= 0 && !merge_.done() && !info.past) {
        const Rect r = cell_rect(merge_at_);
        const float t = ease(Ease::OutCubic, merge_.progress());
        const auto fading = static_cast<uint8_t>(255 * (1 - t));
        c.stroke_circle(Layer::Effects, r.center(), r.w * (0.3f + 0.5f * t), pal.highlight.with_alpha(fading), 3);
        if (merged_ == 0) {
            // An annihilation: the pair shrinks away and bursts into sparks of the moved number's colour.
            const Color spark = value_colour(pal, vanished_).with_alpha(fading);
            const float left = std::max(0.f, 1.f - 2.5f * merge_.progress());
            if (left > 0) c.smooth_rect(Layer::Pieces, r.inset(r.w * (0.5f - 0.38f * left)), spark, r.w * 0.3f * left);
            for (int k = 0; k < 8; ++k) {
                const float angle = kPi * 0.25f * static_cast<float>(k) + 0.3f;
                const Vec2 at = r.center() + Vec2{std::cos(angle), std::sin(angle)} * (r.w * (0.2f + 0.5f * t));
                c.smooth_circle(Layer::Effects, at, r.w * 0.09f * (1.f - 0.6f * t), spark);
            }
        }
    }
    if (!info.last_move.empty() && info.last_move != kNoiseMove) {
        const auto& m = last_.get(info.last_move, [](std::string_view t) { return parse_move(t); });
        if (m && m->x < n && m->y < n) {
            const int from = m->y * n + m->x, to = s.board.step(from, m->dir);
            if (to >= 0 && info.past) {
                // History: the number's path, and where it landed (or merged).
                c.arrow(Layer::Effects, cell_rect(from).center(), cell_rect(to).center(), pal.highlight, 4);
                draw_moved(c, cell_rect(to).inset(2), pal);
            }
        }
    }
    if (info.past && info.last_move == kNoiseMove && info.before) {
        // History: a noise burst marks the squares it changed.
        const auto& b = as_decodoku(*info.before);
        for (int i = 0; i < s.board.cells() && i < b.board.cells(); ++i)
            if (b.board.value[i] != s.board.value[i]) draw_moved(c, cell_rect(i).inset(2), pal);
    }
    draw_edge_labels(c, edges_, cell_rect(0), {cell_, cell_}, n, n, pal);
    if (info.hint && !info.past && info.hint_step < 3) {
        std::vector<Rect> rects;
        for (int cell : labels_.cells(info.hint->cells)) rects.push_back(cell_rect(cell).inset(2));
        draw_nudge(c, rects, pal, 6.f);
    } else if (info.hint && !info.past) {
        const auto& m = hinted_.get(info.hint->move, [](std::string_view t) { return parse_move(t); });
        if (m && m->x < n && m->y < n) {
            const int from = m->y * n + m->x, to = s.board.step(from, m->dir);
            if (to >= 0) c.arrow(Layer::Effects, cell_rect(from).center(), cell_rect(to).center(), pal.good, 4);
        }
    }
    if (cursor_.shown() && !info.past && cursor_.cell() < s.board.cells())
        c.stroke_rect(Layer::Effects, cell_rect(cursor_.cell()).inset(1), cursor_.holding() ? pal.good : pal.highlight,
                      cursor_.holding() ? 4 : 3);
    // The noise counter: one pip per move made since the last burst; all five full = noise next.
    // None once no noise will come (a hand-made position's written noise spent).
    const int made = kNoiseEvery - s.moves_to_noise();
    for (int i = 0; i < kNoiseEvery && puzzle_.noise_ahead(s); ++i) {
        const Vec2 p = pip_centre(i);
        if (i < made) c.fill_circle(Layer::Hud, p, 9, pal.accent);
        else c.stroke_circle(Layer::Hud, p, 9, i == kNoiseEvery - 1 ? pal.bad : pal.text_dim, 2);
    }
    if (s.lost && !info.past) {
        const std::string warning = tr("This group spans the board");
        c.text(Layer::Hud, {board.center().x, origin_.y + side + 48}, warning, Canvas::fit_text(warning, 16.f * info.text_scale, board.w), pal.bad);
    }
}

Interpretation DecodokuView::gui(const PlayLine& line) {
    (void)line;
    if (!coaching_) return Interpretation::none();
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
    ImGui::Begin("##decodoku-coach", nullptr, flags);
    ImGui::PushTextWrapPos(0);
    if (coach_text_.empty()) ImGui::TextDisabled("%s", tr("Coach: make a move and the planner will say how it would have played."));
    else ImGui::TextUnformatted(coach_text_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::End();
    return Interpretation::none();
}

} // namespace decodoku

std::unique_ptr<BoardView> make_decodoku_view(const Puzzle& puzzle) {
    return std::make_unique<decodoku::DecodokuView>(static_cast<const decodoku::DecodokuPuzzle&>(puzzle));
}

} // namespace pz
