// The BitFlipper board view: layout, taps and the keyboard cursor, drawing, the spread animation and sound.
#include "game/bitflipper/view.h"

#include <algorithm>
#include <cmath>

#include "game/core/i18n.h"
#include "game/ui/motion.h"
#include "game/ui/ring.h"

namespace pz::bitflipper {

namespace {

constexpr float kMargin = 12.f;
constexpr float kHeader = 44.f;
constexpr float kMaxCell = 128.f;
constexpr float kDipSeconds = 0.07f;        // the tapped tile dips under the finger...
constexpr float kNeighbourDelay = 0.06f;    // ...turns, and its neighbours follow this much later
constexpr float kFlipSeconds = 0.24f;       // one tile's turn
constexpr float kDip = 0.1f;                // how far it dips (a fraction of its size)
constexpr Color kInk{20, 24, 32, 255};      // the shade a tile's face takes as it turns edge-on
constexpr Color kLight{255, 255, 255, 255};  // the win's light on a tile

const BitState& bits(const State& s) { return static_cast<const BitState&>(s); }

// How far apart two cells of a grid `cols` wide are, in cells (straight, not along the grid).
float cells_apart(int cols, int a, int b) {
    const int rows_apart = a / cols - b / cols, cols_apart = a % cols - b % cols;
    return std::hypot(static_cast<float>(rows_apart), static_cast<float>(cols_apart));
}

} // namespace

void BitView::layout(Rect area) {
    area_ = area;
    const Rule& r = puzzle_.rule();
    gap_ = 4.f;
    // Room for the row numbers on the left and the column letters above, outside the backing.
    edges_ = edge_labels_for(std::min(area.w, area.h), gap_ * 2, text_scale_);
    const float left = edges_.left(r.rows), right = gap_ * 2;
    const float avail_w = area.w - left - right, avail_h = area.h - kHeader - edges_.top() - kMargin;
    const float w = avail_w - gap_ * static_cast<float>(r.cols - 1);
    const float h = avail_h - gap_ * static_cast<float>(r.rows - 1);
    cell_ = std::max(8.f, std::min({w / static_cast<float>(r.cols), h / static_cast<float>(r.rows), kMaxCell}));
    const float bw = cell_ * static_cast<float>(r.cols) + gap_ * static_cast<float>(r.cols - 1);
    const float bh = cell_ * static_cast<float>(r.rows) + gap_ * static_cast<float>(r.rows - 1);
    const float top = area.y + kHeader + edges_.top();
    origin_ = {area.x + left + std::max(0.f, (avail_w - bw) * 0.5f), top + std::max(0.f, (avail_h - bh) * 0.5f)};
    header_y_ = origin_.y - edges_.top() - kHeader * 0.5f;
}

Rect BitView::labelled_area(const std::vector<std::string>& labels) const {
    std::vector<Rect> rects;
    for (int cell : labels_.cells(labels)) rects.push_back(cell_rect(cell));
    return bounds_of(rects);
}

Rect BitView::cell_rect(int cell) const {
    const int cols = puzzle_.rule().cols;
    const int row = cell / cols, col = cell % cols;
    const float x = origin_.x + static_cast<float>(col) * (cell_ + gap_);
    const float y = origin_.y + static_cast<float>(row) * (cell_ + gap_);
    return {x, y, cell_, cell_};
}

int BitView::cell_at(Vec2 p) const {
    for (int i = 0; i < puzzle_.rule().cells(); ++i) {
        // The gap counts for the nearer cell, so a finger between cells still lands somewhere.
        if (cell_rect(i).inset(-gap_ * 0.5f).contains(p)) return i;
    }
    return -1;
}

Interpretation BitView::interpret(const State& s, const Gesture& g) {
    const Rule& r = puzzle_.rule();
    const bool won = puzzle_.status(s) == Status::Won;
    if (g.kind == Gesture::Kind::Tap) {
        cheer_.elapsed = cheer_.duration;  // a tap skips the win's wave
        if (g.secondary) return Interpretation::none();
        const int cell = cell_at(g.pos);
        if (cell < 0 || won) return Interpretation::none();
        cursor_.follow(cell);
        return Interpretation::play(format_move(r, cell));
    }
    if (g.kind != Gesture::Kind::Key) return Interpretation::none();
    if (g.action == Action::Confirm) {
        cursor_.show();
        return won ? Interpretation::none() : Interpretation::play(format_move(r, cursor_.cell()));
    }
    if (arrow_dir(g.action) == Dir::None) return Interpretation::none();
    cursor_.step(cursor_.arrow(g.action), r.rows, r.cols);
    return Interpretation::ui_only();
}

// The tapped cell is read from the states: the one cell whose tap turns the board before into
// the board played (its spread animates, its new value sets the pitch).
void BitView::on_change(const Change& change, Audio& audio) {
    flip_length_ = 0;
    cheer_ = Tween{};
    if (change.kind == StepKind::Restart) return;
    const Rule& r = puzzle_.rule();
    const Board& before = bits(*change.before).cells;
    const Board& played = bits(*change.played).cells;
    int tapped = -1;
    for (int c = 0; c < r.cells() && tapped < 0 && change.kind != StepKind::Solve; ++c) {
        Board b = before;
        tap(r, b, c);
        if (b == played) tapped = c;
    }
    if (tapped < 0) {
        audio.play(Sound::Flip);
        return;
    }
    spread_cell_ = tapped;
    spread_to_ = r.neighbours(tapped);
    flipped_from_ = before;
    flips_.clear();
    flips_.push_back({tapped, kDipSeconds});
    for (int n : spread_to_)
        if (before[static_cast<size_t>(n)] != played[static_cast<size_t>(n)]) flips_.push_back({n, kDipSeconds + kNeighbourDelay});
    flip_clock_ = 0;
    flip_length_ = kDipSeconds + kNeighbourDelay + kFlipSeconds;
    cheer_ = Tween{};
    if (change.kind != StepKind::Solve && puzzle_.status(*change.after) == Status::Won) {
        cheer_.start(0, 1, motion::kCheerSeconds, Ease::Linear);
        cheer_from_ = tapped;
        cheer_reach_ = 1;
        for (int i = 0; i < r.cells(); ++i) cheer_reach_ = std::max(cheer_reach_, cells_apart(r.cols, i, tapped));
    }
    cursor_.follow(tapped);
    audio.play(Sound::Flip, scale_step(played[static_cast<size_t>(tapped)]));  // one value, one note
}

// The flips first, then the win's wave; time left over from one goes to the next, so a long
// update (reduced motion) ends both.
void BitView::update(float dt) {
    if (flip_length_ > 0) {
        flip_clock_ += dt;
        if (flip_clock_ < flip_length_) return;
        dt = flip_clock_ - flip_length_;
        flip_length_ = 0;
    }
    if (!cheer_.done()) cheer_.update(dt);
}

bool BitView::animating() const { return flip_length_ > 0 || !cheer_.done(); }

float BitView::turned(int cell) const {
    if (flip_length_ <= 0) return -1;
    for (const Flip& f : flips_)
        if (f.cell == cell) return motion::share(flip_clock_, f.start, f.start + kFlipSeconds);
    return -1;
}

// A tile's taps so far as a row of small dots along its foot, under its number (a tile mid-turn
// shows none): tapped as often again as there are states, the dots are gone, as is what the taps did.
void BitView::draw_presses(Canvas& c, Rect tile, int presses, Color ink) const {
    if (presses <= 0) return;
    const float r = std::max(1.5f, cell_ * 0.04f), step = r * 2.8f;
    const float width = step * static_cast<float>(presses - 1), y = tile.y + tile.h - std::max(4.f, cell_ * 0.13f);
    const float x0 = tile.center().x - width * 0.5f;
    for (int k = 0; k < presses; ++k) c.fill_circle(Layer::Pieces, {x0 + step * static_cast<float>(k), y}, r, ink.with_alpha(200));
}

void BitView::draw(Canvas& c, const State& st, const DrawInfo& info) const {
    const Rule& r = puzzle_.rule();
    const BitState& s = bits(st);
    const Palette& pal = info.palette;
    // A thumbnail is the board alone: no backdrop beyond it, no header to cut.
    if (!info.thumbnail) {
        c.fill_rect(Layer::Background, area_, pal.background);
        // Header: the target as a swatch in the value colours, and the neighbourhood if unusual.
        const float sw = 30.f;
        const Vec2 centre{area_.x + area_.w * 0.5f, header_y_};
        const std::string goal = tr("Make every cell");
        c.text(Layer::Board, {centre.x - 8.f, centre.y}, goal, Canvas::fit_text(goal, 18.f * info.text_scale, centre.x - 12.f - area_.x), pal.text, Align::Right);
        const Rect swatch{centre.x, centre.y - sw * 0.5f, sw, sw};
        const Color target_colour = pal.value(r.target);
        c.fill_rect(Layer::Board, swatch, target_colour, 6.f);
        c.text(Layer::Board, swatch.center(), std::to_string(r.target), 18.f, pal.ink_on(target_colour), Align::Center, true);
        std::string shape;
        if (r.shape == Shape::Diagonal) shape = tr("diagonal");
        if (r.shape == Shape::King) shape = tr("king");
        if (r.wrap) shape += shape.empty() ? tr("torus") : trf(", {1}", tr("torus"));
        if (r.self_add != 1 || r.neighbour_add != 2) {
            if (!shape.empty()) shape += ", ";
            shape += "+" + std::to_string(r.self_add) + "/+" + std::to_string(r.neighbour_add);
        }
        if (!shape.empty()) {
            const std::string note = "(" + shape + ")";
            c.text(Layer::Board, {swatch.x + sw + 8.f, centre.y}, note, Canvas::fit_text(note, 14.f * info.text_scale, area_.x + area_.w - swatch.x - sw - 12.f),
                   pal.text_dim, Align::Left);
        }
    }

    // Board backing.
    const Rect first = cell_rect(0), last = cell_rect(r.cells() - 1);
    const Rect board{first.x - gap_ * 2, first.y - gap_ * 2, last.x + last.w - first.x + gap_ * 4, last.y + last.h - first.y + gap_ * 4};
    c.fill_rect(Layer::Board, board, pal.board, 10.f);
    // A solved board rests in a calm frame of the game's colour (the wave has played by then).
    const Color accent = pal.game_accent(kAccentHue);
    // (On the backing's edge, inside it: the row numbers sit just outside.)
    if (info.status == Status::Won && !info.past) c.stroke_rect(Layer::Effects, board.inset(1.5f), accent, 3.f);

    const bool spreading = flip_length_ > 0;
    const float t = spreading ? flip_clock_ / flip_length_ : 1.f;
    const bool cheering = !cheer_.done() && !spreading && !info.past;
    const int cols = r.cols;

    for (int i = 0; i < r.cells(); ++i) {
        const Rect cr = cell_rect(i);
        int v = s.cells[static_cast<size_t>(i)];
        Vec2 scale{1, 1};
        float shade = 0;  // towards kInk as the face turns away
        const float u = spreading ? turned(i) : -1.f;
        if (u >= 0) {
            // Turned about its upright axis: the face narrows to an edge, the new value comes round.
            if (u < 0.5f) v = flipped_from_[static_cast<size_t>(i)];
            const float face = std::fabs(std::cos(u * 3.14159265f));
            scale = {face, 1.f + 0.06f * std::sin(u * 3.14159265f)};
            shade = 0.35f * (1.f - face);
        }
        if (spreading && i == spread_cell_) {
            const float dip = flip_clock_ < kDipSeconds ? kDip * flip_clock_ / kDipSeconds : kDip * (1.f - std::max(u, 0.f));
            scale = scale * (1.f - dip);
        }
        Color fill = pal.value(v);
        if (cheering) {
            // The win: a wave of hops from the last tap, each tile lit in the game's colour.
            const float at = cells_apart(cols, i, cheer_from_) / cheer_reach_;
            const float hop = motion::hop(motion::wave(motion::share(cheer_.elapsed, 0, cheer_.duration), at));
            scale = scale * (1.f + 0.12f * hop);
            fill = fill.mix(accent.mix(kLight, 0.3f), 0.65f * hop);
        }
        fill = fill.mix(kInk, shade);
        const Vec2 mid = cr.center();
        const Rect shown{mid.x - cr.w * 0.5f * scale.x, mid.y - cr.h * 0.5f * scale.y, cr.w * scale.x, cr.h * scale.y};
        // Some values' colours are close to the board's (cream on the light one): an outline (the
        // same rounded shape, a little larger) keeps every cell apart from the board.
        const float corner = std::min(cell_ * 0.16f, std::min(shown.w, shown.h) * 0.5f);
        c.fill_rect(Layer::Pieces, shown, pal.outline, corner);
        if (shown.w > 3.f) c.fill_rect(Layer::Pieces, shown.inset(1.5f), fill, std::max(0.f, corner - 1.5f));
        if (scale.x > 0.25f) c.text(Layer::Pieces, mid, std::to_string(v), cell_ * 0.48f * std::min(scale.x, scale.y), pal.ink_on(fill), Align::Center, true);
        if (presses_shown_ && u < 0 && i < static_cast<int>(s.presses.size())) draw_presses(c, shown, s.presses[static_cast<size_t>(i)], pal.ink_on(fill));
    }

    if (spreading) {
        // What the tap added rises off each tile and fades: +1 on the tapped, +2 on its neighbours.
        const Rect tc = cell_rect(spread_cell_);
        const uint8_t alpha = static_cast<uint8_t>(255 * (1.f - t));
        const float rise = cell_ * 0.35f * t;
        c.text(Layer::Effects, {tc.center().x, tc.y + cell_ * 0.2f - rise}, "+" + std::to_string(r.self_add), cell_ * 0.26f,
               pal.text.with_alpha(alpha), Align::Center, true);
        for (int j : spread_to_) {
            const Rect nc = cell_rect(j);
            c.text(Layer::Effects, {nc.center().x, nc.y + cell_ * 0.2f - rise}, "+" + std::to_string(r.neighbour_add), cell_ * 0.22f,
                   pal.text.with_alpha(alpha), Align::Center, true);
        }
    } else if (!info.last_move.empty()) {
        const auto& lm = last_.get(info.last_move, [&](std::string_view m) { return parse_move(r, m); });
        if (lm && info.past) draw_moved(c, cell_rect(*lm), pal);
        else if (lm) c.stroke_rect(Layer::Effects, cell_rect(*lm).inset(2.f), pal.accent, 2.f);
    }
    draw_edge_labels(c, edges_, cell_rect(0), {cell_ + gap_, cell_ + gap_}, r.rows, r.cols, pal);

    // Hint: steps 1 and 2 light the cells the nudge names; step 3 rings the cell to tap. Never the
    // whole solution: that would give away more than the player asked for.
    if (info.hint && !info.past) {
        if (info.hint_step < 3) {
            std::vector<Rect> rects;
            for (int cell : labels_.cells(info.hint->cells)) rects.push_back(cell_rect(cell));
            draw_nudge(c, rects, pal, cell_ * 0.16f);
        } else {
            const auto& hc = hinted_.get(info.hint->move, [&](std::string_view m) { return parse_move(r, m); });
            if (hc) c.stroke_rect(Layer::Effects, cell_rect(*hc).inset(-2.f), pal.highlight, 4.f);
        }
    }

    if (cursor_.shown() && !info.past && cursor_.cell() < r.cells())
        ui::ring(c, Layer::Effects, cell_rect(cursor_.cell()).inset(-3.f), pal.highlight, 3.f, cell_ * 0.16f + 3.f);  // round as the tile
}

} // namespace pz::bitflipper

namespace pz {

std::unique_ptr<BoardView> make_bitflipper_view(const Puzzle& puzzle) {
    return std::make_unique<bitflipper::BitView>(static_cast<const bitflipper::BitPuzzle&>(puzzle));
}

} // namespace pz
