// Drawing the result card through the game's own canvas and view, rendering it off-screen and
// keeping it in the player's pictures.
#include "game/app/result_card.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "engine/offscreen.h"
#include "engine/png.h"
#include "game/core/i18n.h"
#include "game/ui/board_view.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

// A five-pointed star of outer radius r: filled (earned) or outlined (not).
void star(Canvas& c, Vec2 mid, float r, Color colour, bool filled) {
    std::array<Vec2, 10> p{};
    for (size_t i = 0; i < p.size(); ++i) {
        const float a = -0.5f * std::numbers::pi_v<float> + static_cast<float>(i) * std::numbers::pi_v<float> / 5.f;
        const float rr = i % 2 == 0 ? r : r * 0.45f;
        p[i] = {mid.x + rr * std::cos(a), mid.y + rr * std::sin(a)};
    }
    for (size_t i = 0; i < p.size(); ++i) {
        if (filled) c.triangle(Layer::Hud, mid, p[i], p[(i + 1) % p.size()], colour);
        else c.round_line(Layer::Hud, p[i], p[(i + 1) % p.size()], colour, std::max(1.5f, r * 0.12f));
    }
}

// A line of text as large as `size` allows within `width`, centred on x.
void centred(Canvas& c, float y, const std::string& s, float size, float width, Color colour, bool bold) {
    c.text(Layer::Hud, {kResultCardUnits * 0.5f, y}, s, Canvas::fit_text(s, size, width, bold), colour, Align::Center, bold);
}

// The view laid out so that its board (its zoom area, or all it draws) fills `target`: as on a
// phone, scaled, then moved there. A view with a word list or keys below its board keeps them
// below, outside the target.
void lay_out(BoardView& view, Rect target) {
    view.layout(target);
    Rect z = view.zoom_area();
    if (z.w <= 0 || z.h <= 0) return;
    const float phone_w = 360.f, phone_h = 640.f;
    view.layout({0, 0, phone_w, phone_h});
    z = view.zoom_area();
    const float k = std::min(target.w / z.w, target.h / z.h);
    view.layout({0, 0, phone_w * k, phone_h * k});
    z = view.zoom_area();
    const Vec2 mid = target.center();
    view.layout({mid.x - (z.x + z.w * 0.5f), mid.y - (z.y + z.h * 0.5f), phone_w * k, phone_h * k});
}

// Whether a command lies wholly inside r (text by a generous estimate of its width).
bool inside(const DrawCmd& d, Rect r) {
    const float slack = 1.f;
    auto in = [&](float x0, float y0, float x1, float y1) {
        return x0 >= r.x - slack && y0 >= r.y - slack && x1 <= r.x + r.w + slack && y1 <= r.y + r.h + slack;
    };
    const Rect& b = d.rect;
    using K = DrawCmd::Kind;
    switch (d.kind) {
    case K::FillCircle:
    case K::StrokeCircle:
    case K::SmoothCircle: return in(b.x - b.w - d.thickness, b.y - b.w - d.thickness, b.x + b.w + d.thickness, b.y + b.w + d.thickness);
    case K::Line:
    case K::RoundLine: {
        const float t = d.thickness * 0.5f;
        return in(std::min(b.x, b.w) - t, std::min(b.y, b.h) - t, std::max(b.x, b.w) + t, std::max(b.y, b.h) + t);
    }
    case K::FillTriangle:
        return in(std::min({b.x, b.w, d.p3.x}), std::min({b.y, b.h, d.p3.y}), std::max({b.x, b.w, d.p3.x}), std::max({b.y, b.h, d.p3.y}));
    case K::Text: {
        const float room = d.align == Align::Left ? r.x + r.w - b.x : d.align == Align::Right ? b.x - r.x : 2 * std::min(b.x - r.x, r.x + r.w - b.x);
        return room > 0 && Canvas::fit_text(d.text, d.size, room, d.bold) >= d.size && in(b.x, b.y - d.size * 0.6f, b.x, b.y + d.size * 0.6f);
    }
    case K::Shadow: return in(b.x - d.blur, b.y - d.blur, b.x + b.w + d.blur, b.y + b.h + d.blur);
    default: return in(b.x, b.y, b.x + b.w, b.y + b.h);
    }
}

} // namespace

void copy_within(const Canvas& from, Rect r, Canvas& to) {
    using K = DrawCmd::Kind;
    for (const DrawCmd& d : from.commands()) {
        if (!inside(d, r)) continue;
        const Rect& b = d.rect;
        const Layer l = d.layer;
        to.set_clip(d.clip);
        switch (d.kind) {
        case K::FillRect: to.fill_rect(l, b, d.color, d.thickness); break;
        case K::StrokeRect: to.stroke_rect(l, b, d.color, d.thickness); break;
        case K::FillCircle: to.fill_circle(l, {b.x, b.y}, b.w, d.color); break;
        case K::StrokeCircle: to.stroke_circle(l, {b.x, b.y}, b.w, d.color, d.thickness); break;
        case K::Line: to.line(l, {b.x, b.y}, {b.w, b.h}, d.color, d.thickness); break;
        case K::Text: to.text(l, {b.x, b.y}, d.text, d.size, d.color, d.align, d.bold); break;
        case K::FillTriangle: to.triangle(l, {b.x, b.y}, {b.w, b.h}, d.p3, d.color); break;
        case K::SmoothRect: to.smooth_rect(l, b, d.color, d.thickness); break;
        case K::SmoothCircle: to.smooth_circle(l, {b.x, b.y}, b.w, d.color); break;
        case K::RoundLine: to.round_line(l, {b.x, b.y}, {b.w, b.h}, d.color, d.thickness); break;
        case K::Gradient: to.gradient_rect(l, b, d.color, d.color2, d.thickness); break;
        case K::Shadow: to.shadow(l, b, d.thickness, d.blur, d.color); break;
        case K::Picture: to.image(l, b, d.image); break;
        }
    }
    to.set_clip({});
}

std::string result_sentence(const ShareResult& r) {
    const std::string clock = clock_text(r.clock_ms);
    if (r.status == Status::Playing) return {};
    if (r.revealed) return trf("Solution shown after {1}", clock);
    if (r.score) return trf("Score {1} after {2}", *r.score, clock);
    if (r.status == Status::Lost) return trf("Not solved after {1}", clock);
    return r.hints == 0 ? trf("Solved in {1} with no hints", clock) : trn("Solved in {2} with {1} hint", "Solved in {2} with {1} hints", r.hints, clock);
}

void draw_result_card(Canvas& c, const GameType& game, const Puzzle& puzzle, const ShareResult& r, const Palette& pal) {
    const float u = kResultCardUnits, margin = 28.f, text_width = u - 2 * margin - 16.f;
    const Color accent = pal.game_accent(game.accent_hue()), on_accent = pal.ink_on(accent);
    // The game's colour frames a light panel: the game is known at a glance, as on its title card.
    c.fill_rect(Layer::Background, {0, 0, u, u}, accent);
    centred(c, 50.f, r.game.empty() ? std::string(tr(game.title())) : r.game, 40.f, text_width, on_accent, true);
    if (!r.label.empty() && r.label != r.game) centred(c, 90.f, r.label, 22.f, text_width, on_accent, false);
    const Rect panel{margin, 114.f, u - 2 * margin, 372.f};
    c.shadow(Layer::Background, {panel.x, panel.y + 4.f, panel.w, panel.h}, 22.f, 12.f, pal.shadow.with_alpha(70));
    c.smooth_rect(Layer::Background, panel, pal.background, 22.f);
    // The board as it starts: its shape and givens, never the player's moves or the solution.
    const Rect board{u * 0.5f - 128.f, panel.y + 18.f, 256.f, 256.f};
    if (auto view = make_view(puzzle)) {
        const ui::Unlogged quiet;  // its words are the view's, at places of its own layout, not the screen's
        lay_out(*view, board);
        Canvas drawn;
        view->draw(drawn, *puzzle.initial(), DrawInfo{.palette = pal, .still = true});
        copy_within(drawn, board, c);
    }
    centred(c, panel.y + 304.f, result_sentence(r), 26.f, text_width, pal.text, true);
    if (r.stars > 0)
        for (int i = 0; i < 3; ++i) star(c, {u * 0.5f + static_cast<float>(i - 1) * 44.f, panel.y + 344.f}, 17.f, i < r.stars ? accent : pal.text_dim, i < r.stars);
    centred(c, u - 27.f, "Puzzlebox", 24.f, text_width, on_accent, true);
}

Image result_card_image(const GameType& game, const Puzzle& puzzle, const ShareResult& r, bool colour_blind) {
    const Palette& pal = palette(colour_blind, true);
    Canvas c;
    draw_result_card(c, game, puzzle, r, pal);
    return render_offscreen(c, kResultCardPixels, kResultCardPixels, pal.background, kResultCardScale);
}

std::string result_card_png(const GameType& game, const Puzzle& puzzle, const ShareResult& r, bool colour_blind) {
    const Image img = result_card_image(game, puzzle, r, colour_blind);
    if (img.w == 0) return {};
    const std::vector<uint8_t> bytes = encode_png(img.w, img.h, img.rgba);
    return {bytes.begin(), bytes.end()};
}

std::string result_card_file_name(const GameType& game) { return std::string(game.id()) + "-result.png"; }

Result<std::string> keep_result_card(PlayerData& data, const std::string& name, const std::string& png) {
    return data.keep_document(name, png, "pictures");
}

} // namespace pz
