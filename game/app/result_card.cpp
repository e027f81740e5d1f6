// Drawing the result card through the game's own canvas and view, rendering it off-screen and
// keeping it in the player's pictures.
#include "game/app/result_card.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <numbers>

#include "engine/offscreen.h"
#include "engine/png.h"
#include "game/core/i18n.h"
#include "game/ui/board_view.h"

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

} // namespace

std::string result_sentence(const ShareResult& r) {
    const std::string clock = clock_text(r.clock_ms);
    if (r.status == Status::Playing) return {};
    if (r.revealed) return trf("Solution shown after {1}", clock);
    if (r.score) return trf("Score {1} after {2}", *r.score, clock);
    if (r.status == Status::Lost) return trf("Not solved after {1}", clock);
    return r.hints == 0 ? trf("Solved in {1} with no hints", clock) : trn("Solved in {2} with {1} hint", "Solved in {2} with {1} hints", r.hints, clock);
}

ResultCardDrawing draw_result_card(const GameType& game, const Puzzle& puzzle, const ShareResult& r, const Palette& pal) {
    ResultCardDrawing out;
    Canvas& c = out.frame;
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
    out.board_area = {u * 0.5f - 128.f, panel.y + 18.f, 256.f, 256.f};
    if (auto view = make_view(puzzle)) {
        lay_out(*view, out.board_area);
        view->draw(out.board, *puzzle.initial(), DrawInfo{.palette = pal, .still = true});
    }
    centred(c, panel.y + 304.f, result_sentence(r), 26.f, text_width, pal.text, true);
    if (r.stars > 0)
        for (int i = 0; i < 3; ++i) star(c, {u * 0.5f + static_cast<float>(i - 1) * 44.f, panel.y + 344.f}, 17.f, i < r.stars ? accent : pal.text_dim, i < r.stars);
    centred(c, u - 27.f, "Puzzlebox", 24.f, text_width, on_accent, true);
    return out;
}

Image result_card_image(const GameType& game, const Puzzle& puzzle, const ShareResult& r, bool colour_blind) {
    const Palette& pal = palette(colour_blind, true);
    ResultCardDrawing card = draw_result_card(game, puzzle, r, pal);
    // The board rendered alone and cut to its area (views clip as they please), then laid on the frame.
    const int px = kResultCardPixels;
    const Image board = render_offscreen(card.board, px, px, pal.background, kResultCardScale);
    const Rect a = card.board_area;
    const int x0 = static_cast<int>(a.x * kResultCardScale), y0 = static_cast<int>(a.y * kResultCardScale);
    auto cut = std::make_shared<Image>();
    cut->w = static_cast<int>(a.w * kResultCardScale);
    cut->h = static_cast<int>(a.h * kResultCardScale);
    if (board.w == px && board.h == px) {
        for (int y = 0; y < cut->h; ++y) {
            const auto row = board.rgba.begin() + (static_cast<long>(y0 + y) * px + x0) * 4;
            cut->rgba.insert(cut->rgba.end(), row, row + static_cast<long>(cut->w) * 4);
        }
        card.frame.image(Layer::Board, a, cut);
    }
    return render_offscreen(card.frame, px, px, pal.background, kResultCardScale);
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
