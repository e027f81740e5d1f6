// Drawing the Fling! board and reading flings from swipes, drags, taps and keys.
#include "game/fling/view.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/fling/generator.h"
#include "game/ui/motion.h"
#include "game/ui/widgets.h"

namespace pz {

// No endgame tables are built for play: a 14-ball board's full search takes milliseconds, so the
// first opening of Fling! costs no minute of CPU and no 65 MB in the cache (issue 17). Tables built
// with `puzzlebox-tool fling endgame` into the served folder (served_tables_dir) answer the hints
// and the designer when they are there (issue 41).
std::unique_ptr<BoardView> make_fling_view(const Puzzle& puzzle) {
    return std::make_unique<fling::FlingView>(static_cast<const fling::FlingPuzzle&>(puzzle));
}

} // namespace pz

namespace pz::fling {

namespace {

constexpr int kDx[4] = {-1, 1, 0, 0};
constexpr int kDy[4] = {0, 0, -1, 1};

constexpr float kImpactSeconds = 0.16f;  // an impact's squash comes and settles in this
constexpr Color kWhite{255, 255, 255, 255};
constexpr Color kInk{34, 30, 44, 255};  // pupils and closed eyes

Vec2 dir_vec(Dir d) { return {static_cast<float>(kDx[d]), static_cast<float>(kDy[d])}; }

// Where eyes at `from` look to see `to`: a unit vector, or straight ahead if they coincide.
Vec2 toward(Vec2 from, Vec2 to) {
    const Vec2 d = to - from;
    const float n = std::hypot(d.x, d.y);
    return n < 1e-3f ? Vec2{} : d * (1.f / n);
}

// A blink now and then, staggered per square; drawn only while something else moves, so a
// still board never asks for a frame to blink in.
bool blinking(float time, int sq) { return std::fmod(time + 0.37f * static_cast<float>(sq), 2.1f) < 0.12f; }

Color faded(Color c, float alpha) {
    return c.with_alpha(static_cast<uint8_t>(static_cast<float>(c.a) * std::clamp(alpha, 0.f, 1.f)));
}

// The fling's progress at t (0..1 of the slides' time): fast at the start (speed 1.5), soft at
// the end (0.5); and back, the time at which it reached p.
float fling_progress(float t) { return 1.5f * t - 0.5f * t * t; }
float fling_time(float p) { return 1.5f - std::sqrt(std::max(0.f, 2.25f - 2.f * p)); }

std::optional<Dir> game_dir(pz::Dir d) {
    switch (d) {
    case pz::Dir::Left: return Left;
    case pz::Dir::Right: return Right;
    case pz::Dir::Up: return Up;
    case pz::Dir::Down: return Down;
    default: return std::nullopt;
    }
}

} // namespace

std::vector<Slide> fling_slides(Board before, Move m) {
    std::vector<Slide> out;
    if (!is_legal(before, m.square, m.dir)) return out;
    const Rays& r = rays();
    // Walk the line: each moving ball stops one square short of the next ball; the last flies off.
    std::vector<int> chain{m.square};
    for (int sq = r.next[m.dir][m.square]; sq >= 0; sq = r.next[m.dir][sq])
        if (before >> sq & 1) chain.push_back(sq);
    float total = 0;
    std::vector<float> dist;
    for (size_t i = 0; i < chain.size(); ++i) {
        float d;
        if (i + 1 < chain.size()) {
            const int a = chain[i], b = chain[i + 1];
            d = static_cast<float>(std::abs(square_x(b) - square_x(a)) + std::abs(square_y(b) - square_y(a)) - 1);
        } else {
            // Off the board: as far as the edge, plus a square to leave it.
            const int a = chain[i];
            const int to_edge = m.dir == Left ? square_x(a) : m.dir == Right ? kWidth - 1 - square_x(a)
                                : m.dir == Up ? square_y(a) : kHeight - 1 - square_y(a);
            d = static_cast<float>(to_edge + 2);
        }
        dist.push_back(d);
        total += d;
    }
    float at = 0;
    for (size_t i = 0; i < chain.size(); ++i) {
        if (dist[i] <= 0) continue;  // a touching ball passes the motion on without moving
        Slide s;
        s.from = chain[i];
        s.to_offset = {static_cast<float>(kDx[m.dir]) * dist[i], static_cast<float>(kDy[m.dir]) * dist[i]};
        s.start = at / total;
        at += dist[i];
        s.end = at / total;
        out.push_back(s);
    }
    return out;
}

FlingView::FlingView(const FlingPuzzle& puzzle) : puzzle_(puzzle), labels_(puzzle, kHeight, kWidth) {}

void FlingView::layout(Rect area) {
    // Row numbers to the left and column letters above, outside the board's 6 px backing.
    constexpr float kPad = 6;
    edges_ = edge_labels_for(std::min(area.w, area.h), kPad, text_scale_);
    const float left = edges_.left(kHeight), top = edges_.top();
    const float w = area.w - left - kPad, h = area.h - top - kPad;
    cell_ = std::floor(std::min(w / kWidth, h / kHeight));
    cell_ = std::min(cell_, 128.f);
    board_ = {area.x + left + (w - cell_ * kWidth) / 2, area.y + top + (h - cell_ * kHeight) / 2, cell_ * kWidth,
              cell_ * kHeight};
}

Rect FlingView::labelled_area(const std::vector<std::string>& labels) const {
    std::vector<Rect> rects;
    for (int sq : labels_.cells(labels)) rects.push_back(cell_rect(sq));
    return bounds_of(rects);
}

Rect FlingView::cell_rect(int sq) const {
    return {board_.x + static_cast<float>(square_x(sq)) * cell_, board_.y + static_cast<float>(square_y(sq)) * cell_,
            cell_, cell_};
}

Vec2 FlingView::centre_of(int sq) const { return cell_rect(sq).center(); }

int FlingView::square_at(Vec2 p) const {
    if (!board_.contains(p)) return -1;
    const int x = static_cast<int>((p.x - board_.x) / cell_), y = static_cast<int>((p.y - board_.y) / cell_);
    if (x < 0 || x >= kWidth || y < 0 || y >= kHeight) return -1;
    return y * kWidth + x;
}

Interpretation FlingView::fling_from(Board b, int sq, Dir d) {
    cursor_.hold(false);
    if (sq < 0 || !(b >> sq & 1)) return Interpretation::none();
    const Move m{static_cast<uint8_t>(sq), d};
    if (!is_legal(b, sq, d)) return Interpretation::invalid(move_text(m));  // the rules say why
    cursor_.follow(sq);
    return Interpretation::play(move_text(m));
}

Interpretation FlingView::interpret(const State& s, const Gesture& g) {
    const Board b = board_of(s);
    // DragEnd and the Swipe right after it describe one fling: act on the first only (the fling
    // it ends has just begun to roll).
    if (repeats_drag_end(g)) return Interpretation::none();
    if (g.kind != Gesture::Kind::Key) {  // a new gesture skips the animation and the win moment
        animation_.reset();
        cheer_.elapsed = cheer_.duration;
    }
    switch (g.kind) {
    case Gesture::Kind::LongPress:
        return Interpretation::none();  // the play scene opens history mode
    case Gesture::Kind::DragStart:
        drag_from_ = square_at(g.start);
        drag_dir_ = -1;
        if (drag_from_ >= 0 && (b >> drag_from_ & 1)) return Interpretation::ui_only();
        drag_from_ = -1;
        return Interpretation::none();
    case Gesture::Kind::DragMove: {
        if (drag_from_ < 0) return Interpretation::none();
        // The way the finger points, once it has gone far enough to mean one: the ball looks
        // there and its path is previewed.
        const Vec2 d = g.pos - g.start;
        const bool far = std::max(std::fabs(d.x), std::fabs(d.y)) > cell_ * 0.3f;
        const Dir to = std::fabs(d.x) > std::fabs(d.y) ? (d.x < 0 ? Left : Right) : (d.y < 0 ? Up : Down);
        drag_dir_ = far ? static_cast<int>(to) : -1;
        return Interpretation::ui_only();
    }
    case Gesture::Kind::DragEnd:
    case Gesture::Kind::Swipe: {
        const int from = drag_from_ >= 0 ? drag_from_ : square_at(g.start);
        drag_from_ = -1;
        drag_dir_ = -1;
        if (from < 0 || !(b >> from & 1)) return Interpretation::none();
        auto d = game_dir(gesture_dir(g, cell_ * 0.4f));
        if (!d) return Interpretation::none();
        return fling_from(b, from, *d);
    }
    case Gesture::Kind::Tap: {
        const int sq = square_at(g.pos);
        if (sq < 0) return Interpretation::none();
        // Tap a ball to pick it up, then tap a square in its row or column to fling it that way.
        const int at = cursor_.cell();
        if (cursor_.holding() && sq != at) {
            if (auto d = game_dir(line_dir(square_y(at), square_x(at), square_y(sq), square_x(sq))))
                return fling_from(b, at, *d);
        }
        cursor_.show();  // the picked-up ball is ringed, for fingers as for keys
        if (cursor_.holding() && sq == at) cursor_.hold(false);
        else {
            cursor_.follow(sq);
            cursor_.hold((b >> sq & 1) != 0);
        }
        return Interpretation::ui_only();
    }
    case Gesture::Kind::Key: {
        if (g.action == Action::Confirm) {
            cursor_.show();
            if (cursor_.holding()) cursor_.hold(false);
            else if (b >> cursor_.cell() & 1) cursor_.hold(true);
            else return Interpretation::invalid();
            return Interpretation::ui_only();
        }
        if (arrow_dir(g.action) == pz::Dir::None) return Interpretation::none();
        auto d = game_dir(cursor_.arrow(g.action));
        if (!d) return Interpretation::ui_only();
        if (cursor_.holding()) return fling_from(b, cursor_.cell(), *d);
        const int nb = rays().next[*d][cursor_.cell()];
        if (nb >= 0) cursor_.follow(nb);
        return Interpretation::ui_only();
    }
    default:
        return Interpretation::none();
    }
}

void FlingView::draw(Canvas& c, const State& s, const DrawInfo& info) const {
    const Palette& pal = info.palette;
    const Board shown = board_of(s);
    c.fill_rect(Layer::Board, board_.inset(-6), pal.board, 10);
    for (int sq = 0; sq < kSquares; ++sq) {
        const Rect r = cell_rect(sq).inset(2);
        c.fill_rect(Layer::Board, r, (square_x(sq) + square_y(sq)) % 2 ? pal.cell_alt : pal.cell, 4);
    }
    const float radius = cell_ * 0.38f;
    Color fur = pal.game_accent(kAccentHue);
    if (info.status == Status::Lost) fur = fur.mix(pal.text_dim, 0.5f);  // a dead end greys them

    if (animation_) draw_fling(c, fur, info);
    else {
        // The others watch the ball picked up or dragged; it perks up and looks the way it points.
        const int held = info.past ? -1 : drag_from_ >= 0 ? drag_from_ : cursor_.holding() ? cursor_.cell() : -1;
        const bool cheering = !info.past && !cheer_.done();
        const float ct = cheering ? motion::share(cheer_.elapsed, 0, cheer_.duration) : 0.f;
        for (uint64_t rest = shown; rest; rest &= rest - 1) {
            const int sq = __builtin_ctzll(rest);
            Creature k{.centre = centre_of(sq), .radius = radius};
            if (info.status == Status::Lost) k.look = {0, 1};  // stuck: eyes down
            if (held >= 0 && sq != held) k.look = toward(k.centre, centre_of(held)) * 0.8f;
            if (sq == held && (shown >> held & 1)) {
                k.radius *= 1.08f;
                k.lift = cell_ * 0.05f;
                k.look = drag_dir_ >= 0 ? dir_vec(static_cast<Dir>(drag_dir_)) : Vec2{0, -0.4f};
            }
            // The last creature standing is glad, and hops twice while the ripple passes.
            if (info.status == Status::Won && !info.past) k.happy = true;
            if (cheering) {
                const float hop = motion::hop(std::fmod(ct * 2.f, 1.f));
                k.lift = cell_ * 0.32f * hop;
                k.scale = {1.f - 0.08f * hop, 1.f + 0.08f * hop};
            }
            draw_creature(c, k, fur, pal);
        }
        if (cheering) draw_ripple(c, shown, ct, fur);
        if (held >= 0 && held == drag_from_) draw_drag_preview(c, shown, pal);
    }
    if (!info.past && (cursor_.shown() || cursor_.holding())) {
        c.stroke_circle(Layer::Effects, centre_of(cursor_.cell()), cell_ * 0.46f, cursor_.holding() ? pal.highlight : pal.text, 3);
    }
    draw_edge_labels(c, edges_, cell_rect(0), {cell_, cell_}, kHeight, kWidth, pal);
    if (info.past && info.before) draw_path(c, board_of(*info.before), info.last_move, pal);
    if (info.hint && !info.past && info.hint_step < 3) {
        // Steps 1 and 2: the ball (or line) the nudge names.
        std::vector<Rect> rects;
        for (int sq : labels_.cells(info.hint->cells)) rects.push_back(cell_rect(sq).inset(2));
        draw_nudge(c, rects, pal);
    } else if (info.hint && !info.past) {
        // Step 3: every winning fling, not only the hint's: an arrow from the ball to where it stops.
        const auto& hinted = hinted_.get(info.hint->move, [](std::string_view t) { return parse_move(t); });
        for (Move m : puzzle_.winning_moves(shown).value_or(std::vector<Move>{})) {
            int stop = m.square;
            while (rays().next[m.dir][stop] >= 0 && !(shown >> rays().next[m.dir][stop] & 1)) stop = rays().next[m.dir][stop];
            const bool main = hinted && m == *hinted;
            c.arrow(Layer::Effects, centre_of(m.square), centre_of(stop), main ? pal.good : pal.good.with_alpha(150),
                    main ? 5.f : 3.f);
        }
    }
}

void FlingView::draw_creature(Canvas& c, const Creature& k, Color fur, const Palette& pal) const {
    const float r = k.radius, w = 2.f * r * k.scale.x, h = 2.f * r * k.scale.y;
    const float corner = std::min(w, h) * 0.5f;
    const Rect body{k.centre.x - w * 0.5f, k.centre.y - h * 0.5f - k.lift, w, h};
    // The shadow stays on the board when the creature rises: it narrows and pales instead.
    const float rise = std::clamp(k.lift / r, 0.f, 1.f);
    const float sw = w * (1.f - 0.25f * rise);
    c.shadow(Layer::Pieces, {k.centre.x - sw * 0.5f, k.centre.y - h * 0.5f + r * 0.18f, sw, h}, corner, r * 0.35f,
             faded(pal.shadow, k.alpha * (1.f - 0.5f * rise)));
    const Color top = faded(fur.mix(kWhite, 0.3f), k.alpha);
    // A few tufts of fur on its crown, so it reads as a furball and not a disc.
    for (const float a : {-2.2f, -1.57f, -0.94f}) {
        const Vec2 tuft{k.centre.x + std::cos(a) * w * 0.4f, body.y + h * 0.5f + std::sin(a) * h * 0.4f};
        c.smooth_circle(Layer::Pieces, tuft, r * 0.24f, top);
    }
    c.gradient_rect(Layer::Pieces, body, top, faded(fur.mix(kInk, 0.22f), k.alpha), corner);
    c.smooth_circle(Layer::Pieces, {body.x + w * 0.3f, body.y + h * 0.24f}, r * 0.18f, faded(kWhite, 0.35f * k.alpha));
    const float er = r * 0.3f;
    const Color ink = faded(kInk, k.alpha);
    for (const float side : {-1.f, 1.f}) {
        const Vec2 e{k.centre.x + side * r * 0.36f * k.scale.x, body.y + h * 0.42f};
        if (k.happy) {  // eyes shut in a smile: ^ ^
            const Vec2 peak = e + Vec2{0, -er * 0.45f};
            c.round_line(Layer::Pieces, e + Vec2{-er * 0.8f, er * 0.35f}, peak, ink, r * 0.11f);
            c.round_line(Layer::Pieces, peak, e + Vec2{er * 0.8f, er * 0.35f}, ink, r * 0.11f);
        } else if (k.blink) {
            c.round_line(Layer::Pieces, e - Vec2{er * 0.8f, 0}, e + Vec2{er * 0.8f, 0}, ink, r * 0.1f);
        } else {
            c.smooth_circle(Layer::Pieces, e, er, faded(kWhite, k.alpha));
            c.smooth_circle(Layer::Pieces, e + k.look * (er * 0.45f), er * 0.55f, ink);
        }
    }
}

void FlingView::draw_fling(Canvas& c, Color fur, const DrawInfo& info) const {
    const Animation& a = *animation_;
    const float secs = a.clock.elapsed;
    const float p = fling_progress(a.travel > 0 ? std::min(1.f, secs / a.travel) : 1.f);
    const Vec2 along = dir_vec(a.dir);
    const float radius = cell_ * 0.38f;
    Board still = a.before;
    for (const Slide& sl : a.slides) still &= ~bit(sl.from);
    // The rest watch the flung ball (and blink now and then, since frames are being drawn anyway).
    const Slide& first = a.slides.front();
    const Vec2 lead = centre_of(first.from) + first.to_offset * (cell_ * motion::share(p, first.start, first.end));
    for (uint64_t rest = still; rest; rest &= rest - 1) {
        const int sq = __builtin_ctzll(rest);
        Creature k{.centre = centre_of(sq), .radius = radius};
        k.look = toward(k.centre, lead);
        k.blink = !info.still && blinking(info.time, sq);
        draw_creature(c, k, fur, info.palette);
    }
    for (size_t i = 0; i < a.slides.size(); ++i) {
        const Slide& sl = a.slides[i];
        const bool flies_off = i + 1 == a.slides.size();
        const float u = motion::share(p, sl.start, sl.end);
        Creature k{.centre = centre_of(sl.from) + sl.to_offset * (cell_ * u), .radius = radius};
        k.look = u > 0 ? along : toward(k.centre, lead);
        const auto squash = [&](float s) {  // s > 0: shorter along the motion, wider across
            k.scale = along.x != 0 ? Vec2{1.f - s, 1.f + 0.6f * s} : Vec2{1.f + 0.6f * s, 1.f - s};
        };
        if (u > 0 && u < 1) {
            // Stretched while it slides; the stretch goes just before it stops.
            squash(-0.14f * std::min({1.f, u * 6.f, flies_off ? 1.f : (1.f - u) * 6.f}));
        } else if (u >= 1 && !flies_off) {
            // The impact: a short squash against the ball it hit, its front face held in place.
            const float since = secs - fling_time(sl.end) * a.travel;
            const float s = 0.22f * motion::hop(since / kImpactSeconds);
            squash(s);
            k.centre = k.centre + along * (radius * s);
        }
        if (flies_off) {
            // Past the edge it tumbles: eyes spinning, falling, shrinking and fading out.
            const float length = std::fabs(sl.to_offset.x) + std::fabs(sl.to_offset.y);
            const float beyond = u * length - (length - 2.f);  // squares past the last one on the board
            if (beyond > 0) {
                // It goes a square past the edge, then drops there, so it is seen on any screen.
                k.centre = centre_of(sl.from) + along * (cell_ * (length - 2.f + std::min(beyond, 1.f)));
                k.centre = k.centre + Vec2{0, cell_ * 0.25f * beyond * beyond};
                k.alpha = 1.f - beyond / 2.f;  // gone as the slide ends
                k.radius *= 1.f - 0.25f * beyond;
                k.look = {std::cos(beyond * 7.f), std::sin(beyond * 7.f)};
            }
            if (k.alpha <= 0) continue;
        }
        draw_creature(c, k, fur, info.palette);
    }
}

void FlingView::draw_ripple(Canvas& c, Board b, float ct, Color fur) const {
    if (!b) return;
    const int from = __builtin_ctzll(b);
    const float reach = std::hypot(static_cast<float>(kWidth), static_cast<float>(kHeight));
    const float front = ct * reach * 1.15f;
    for (int sq = 0; sq < kSquares; ++sq) {
        const float d = std::hypot(static_cast<float>(square_x(sq) - square_x(from)), static_cast<float>(square_y(sq) - square_y(from)));
        const float glow = std::max(0.f, 1.f - std::fabs(d - front) / 1.5f) * (1.f - 0.5f * ct);
        if (glow > 0) c.fill_rect(Layer::Board, cell_rect(sq).inset(2), fur.with_alpha(static_cast<uint8_t>(150 * glow)), 4);
    }
}

void FlingView::draw_drag_preview(Canvas& c, Board b, const Palette& pal) const {
    if (drag_from_ < 0 || drag_dir_ < 0) return;
    const auto d = static_cast<Dir>(drag_dir_);
    if (!is_legal(b, drag_from_, d)) return;
    int stop = drag_from_;
    while (rays().next[d][stop] >= 0 && !(b >> rays().next[d][stop] & 1)) stop = rays().next[d][stop];
    if (stop != drag_from_) c.arrow(Layer::Effects, centre_of(drag_from_), centre_of(stop), pal.highlight.with_alpha(140), 3.f);
}

void FlingView::draw_path(Canvas& c, Board before, std::string_view move, const Palette& pal) const {
    const auto& m = last_.get(move, [](std::string_view t) { return parse_move(t); });
    if (!m) return;
    const Rect inside = board_.inset(cell_ * 0.5f);
    for (const Slide& sl : fling_slides(before, *m)) {
        const Vec2 from = centre_of(sl.from);
        Vec2 to = from + sl.to_offset * cell_;
        const bool stayed = inside.inset(-1).contains(to);
        // The ball that flew off: its path ends at the board's edge.
        to = {std::clamp(to.x, board_.x, board_.x + board_.w), std::clamp(to.y, board_.y, board_.y + board_.h)};
        c.stroke_circle(Layer::Effects, from, cell_ * 0.38f, pal.highlight.with_alpha(170), 2);
        c.arrow(Layer::Effects, from, to, pal.highlight, 3);
        if (stayed) c.stroke_circle(Layer::Effects, to, cell_ * 0.45f, pal.highlight, 4);
    }
}

std::optional<Move> fling_between(Board before, Board after) {
    std::optional<Move> found;
    for_each_move(before, [&](Move m, Board child) {
        if (!found && child == after) found = m;
    });
    return found;
}

// The fling is read from the boards (before and played), never from the move's text.
void FlingView::on_change(const Change& change, Audio& audio) {
    animation_.reset();
    cheer_ = Tween{};
    if (change.kind == StepKind::Restart || change.kind == StepKind::Solve) return;
    const Board before = board_of(*change.before);
    const auto m = fling_between(before, board_of(*change.played));
    if (!m) return;
    Animation a;
    a.before = before;
    a.dir = m->dir;
    a.slides = fling_slides(a.before, *m);
    float squares = 0;
    for (const Slide& sl : a.slides) squares += std::fabs(sl.to_offset.x) + std::fabs(sl.to_offset.y);
    a.travel = std::min(0.7f, 0.045f * squares + 0.12f);
    // The clock runs on past the slides until the last impact's squash has settled.
    float settled = a.travel;
    for (size_t i = 0; i + 1 < a.slides.size(); ++i)
        settled = std::max(settled, fling_time(a.slides[i].end) * a.travel + kImpactSeconds);
    a.clock.start(0, 1, settled, Ease::Linear);
    animation_ = std::move(a);
    // The win moment follows the fling (a shown solution is not a win: Solve returned above).
    if (puzzle_.status(*change.after) == Status::Won) cheer_.start(0, 1, motion::kCheerSeconds, Ease::Linear);
    // A longer chain climbs the scale.
    audio.play(Sound::Slide, scale_step(static_cast<int>(animation_->slides.size()) - 1));
}

// The fling first, then the win moment; time left over from one goes to the next, so a long
// update (reduced motion) ends both.
void FlingView::update(float dt) {
    if (animation_) {
        animation_->clock.update(dt);
        if (!animation_->clock.done()) return;
        dt = animation_->clock.elapsed - animation_->clock.duration;
        animation_.reset();
    }
    if (!cheer_.done()) cheer_.update(dt);
}

} // namespace pz::fling
