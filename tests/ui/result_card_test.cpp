// The result card (issue 29): a 1080-pixel square PNG in the game's colour with its words drawn,
// the same for the same result, showing the board as it starts and never its solution; the Share
// sheet shows it and keeps it in the player's pictures as a new file each time.
#include <doctest/doctest.h>

#include "screen.h"

#include <array>
#include <filesystem>
#ifdef PZ_HAVE_PNG
#include <zlib.h>
#endif

#include "engine/offscreen.h"
#include "engine/png.h"
#include "game/all/registry.h"
#include "game/app/result_card.h"
#include "game/app/share.h"
#include "game/core/text.h"
#include "game/ui/board_view.h"

namespace {

uint32_t be32(const std::string& s, size_t at) {
    return static_cast<uint32_t>(static_cast<uint8_t>(s[at])) << 24 | static_cast<uint32_t>(static_cast<uint8_t>(s[at + 1])) << 16 |
           static_cast<uint32_t>(static_cast<uint8_t>(s[at + 2])) << 8 | static_cast<uint32_t>(static_cast<uint8_t>(s[at + 3]));
}

uint32_t crc32_of(const std::string& s, size_t at, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = at; i < at + n; ++i) {
        c ^= static_cast<uint8_t>(s[i]);
        for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    }
    return ~c;
}

// The PNG's chunks walked and checked (lengths, CRCs, IHDR first, IEND last); its pixels (RGBA)
// inflated where this build has zlib; w and h from its header.
bool valid_png(const std::string& png, int* w, int* h, std::vector<uint8_t>* pixels) {
    if (png.size() < 8 || png.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) return false;
    std::string idat, first, last;
    for (size_t at = 8; at < png.size();) {
        if (at + 12 > png.size()) return false;
        const uint32_t n = be32(png, at);
        if (at + 12 + n > png.size()) return false;
        const std::string type = png.substr(at + 4, 4);
        if (crc32_of(png, at + 4, n + 4) != be32(png, at + 8 + n)) return false;
        if (first.empty()) first = type;
        last = type;
        if (type == "IHDR") {
            *w = static_cast<int>(be32(png, at + 8));
            *h = static_cast<int>(be32(png, at + 12));
            if (png[at + 16] != 8 || png[at + 17] != 6) return false;  // 8-bit RGBA
        }
        if (type == "IDAT") idat += png.substr(at + 8, n);
        at += 12 + n;
    }
    if (first != "IHDR" || last != "IEND" || idat.empty()) return false;
#ifdef PZ_HAVE_PNG
    const size_t row = static_cast<size_t>(*w) * 4 + 1;
    std::vector<uint8_t> raw(row * static_cast<size_t>(*h));
    uLongf size = raw.size();
    if (uncompress(raw.data(), &size, reinterpret_cast<const Bytef*>(idat.data()), idat.size()) != Z_OK || size != raw.size()) return false;
    // Undo each row's filter (none, sub, up, average, Paeth) into RGBA.
    pixels->assign(static_cast<size_t>(*w) * static_cast<size_t>(*h) * 4, 0);
    const size_t stride = row - 1;
    for (size_t y = 0; y < static_cast<size_t>(*h); ++y) {
        const uint8_t f = raw[y * row];
        for (size_t x = 0; x < stride; ++x) {
            const int a = x >= 4 ? (*pixels)[y * stride + x - 4] : 0, b = y > 0 ? (*pixels)[(y - 1) * stride + x] : 0,
                      c = x >= 4 && y > 0 ? (*pixels)[(y - 1) * stride + x - 4] : 0;
            int pred = 0;
            if (f == 1) pred = a;
            else if (f == 2) pred = b;
            else if (f == 3) pred = (a + b) / 2;
            else if (f == 4) {
                const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
                pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
            } else if (f != 0) return false;
            (*pixels)[y * stride + x] = static_cast<uint8_t>(raw[y * row + 1 + x] + pred);
        }
    }
#else
    (void)pixels;
#endif
    return true;
}

// Pixels within `tol` of c inside r (output pixels).
int count_in(const pz::Image& img, pz::Color c, pz::Rect r, int tol = 10) {
    int n = 0;
    for (int y = static_cast<int>(r.y); y < static_cast<int>(r.y + r.h); ++y)
        for (int x = static_cast<int>(r.x); x < static_cast<int>(r.x + r.w); ++x) {
            const pz::Color p = img.at(x, y);
            if (std::abs(p.r - c.r) <= tol && std::abs(p.g - c.g) <= tol && std::abs(p.b - c.b) <= tol) ++n;
        }
    return n;
}

// A label starting with `start` was drawn on the screen's next frame.
bool drawn(pz::test::Screen& scr, const std::string& start) {
    for (const std::string& l : pz::test::labels_drawn(scr))
        if (l.rfind(start, 0) == 0) return true;
    return false;
}

struct Solved {
    const pz::GameType* game = nullptr;
    std::unique_ptr<pz::Puzzle> puzzle;
    pz::ShareResult result;
};

// A Sweet Spots daily solved with no hints, as Share tells it; no game in a build without it.
Solved solved_daily() {
    Solved s;
    s.game = pz::find_game("sweetspots");
    if (!s.game) return s;
    const std::string params = s.game->presets().front().params;
    auto desc = s.game->generate(params, pz::daily_seed("sweetspots", 20261126));
    REQUIRE(desc.ok());
    auto puzzle = s.game->load(params, *desc);
    REQUIRE(puzzle.ok());
    s.puzzle = std::move(*puzzle);
    s.result.game = "Sweet Spots";
    s.result.label = "Daily · 26 Nov";
    s.result.status = pz::Status::Won;
    s.result.clock_ms = 49000;
    s.result.stars = pz::result_stars(s.result.status, 0, false);
    return s;
}

} // namespace

TEST_CASE("the result card is a 1080 square PNG in the game's colour, with its words, the same each time (issue 29)") {
    Solved s = solved_daily();
    if (!s.game) {
        MESSAGE("skipped: this build has no Sweet Spots (PZ_GAMES)");
        return;
    }
    CHECK(pz::result_sentence(s.result) == "Solved in 0:49 with no hints");
    const pz::Image img = pz::result_card_image(*s.game, *s.puzzle, s.result);
    pz::test::keep(img, "result-card-sweetspots");
    REQUIRE(img.w == pz::kResultCardPixels);
    REQUIRE(img.h == pz::kResultCardPixels);
    const std::string png = pz::result_card_png(*s.game, *s.puzzle, s.result);
    int w = 0, h = 0;
    std::vector<uint8_t> pixels;
    REQUIRE(valid_png(png, &w, &h, &pixels));
    CHECK(w == 1080);
    CHECK(h == 1080);
#ifdef PZ_HAVE_PNG
    CHECK(pixels == img.rgba);  // what was drawn, pixel for pixel
#endif
    CHECK(png == pz::result_card_png(*s.game, *s.puzzle, s.result));  // deterministic
    const pz::Palette& pal = pz::palette(false, true);
    const pz::Color accent = pal.game_accent(s.game->accent_hue());
    CHECK(img.count(accent, 4) > 1080 * 1080 / 5);  // the frame in the game's colour
    // Words are drawn: the name's letters on the colour, the sentence's on the panel, and stars.
    const float k = pz::kResultCardScale;
    CHECK(count_in(img, pal.ink_on(accent), {0, 20 * k, 1080, 60 * k}, 30) > 3000);
    CHECK(count_in(img, pal.text, {0, 400 * k, 1080, 36 * k}, 40) > 3000);
    CHECK(count_in(img, accent, {200 * k, 440 * k, 140 * k, 36 * k}, 10) > 1000);  // three earned stars
    CHECK(count_in(img, pal.ink_on(accent), {0, 500 * k, 1080, 40 * k}, 30) > 1000);  // "Puzzlebox"
    // Another result, another card: the words are in the picture.
    pz::ShareResult hinted = s.result;
    hinted.hints = 2;
    hinted.stars = 2;
    CHECK(pz::result_sentence(hinted) == "Solved in 0:49 with 2 hints");
    CHECK(pz::result_card_image(*s.game, *s.puzzle, hinted).rgba != img.rgba);
}

TEST_CASE("the result card shows the board as it starts, never the solution: no chest on a solved Sweet Spots (issue 29)") {
    Solved s = solved_daily();
    if (!s.game) {
        MESSAGE("skipped: this build has no Sweet Spots (PZ_GAMES)");
        return;
    }
    const pz::Palette& pal = pz::palette(false, true);
    const pz::Image card = pz::result_card_image(*s.game, *s.puzzle, s.result);
    // The solved board, drawn by the same view at the same place: its chests are the highlight colour.
    pz::StatePtr end = s.puzzle->initial();
    auto moves = s.puzzle->solve(*end);
    REQUIRE(moves.ok());
    for (const std::string& m : *moves) end = *s.puzzle->apply(*end, m);
    REQUIRE(s.puzzle->status(*end) == pz::Status::Won);
    auto view = pz::make_view(*s.puzzle);
    REQUIRE(view);
    const float u = pz::kResultCardUnits;
    const pz::Rect board{u * 0.5f - 128.f, 132.f, 256.f, 256.f};
    view->layout(board);
    pz::Canvas c;
    view->draw(c, *end, pz::DrawInfo{.palette = pal, .still = true});
    const pz::Image solved = pz::render_offscreen(c, card.w, card.h, pal.background, pz::kResultCardScale);
    const pz::Rect px{board.x * 2, board.y * 2, board.w * 2, board.h * 2};
    const int chests = count_in(solved, pal.highlight, px, 6);
    CHECK(chests > 2000);
    CHECK(count_in(card, pal.highlight, px, 6) < chests / 20);
    // The board is there all the same: the start as the view draws it.
    pz::Canvas start;
    view->draw(start, *s.puzzle->initial(), pz::DrawInfo{.palette = pal, .still = true});
    const pz::Image begun = pz::render_offscreen(start, card.w, card.h, pal.background, pz::kResultCardScale);
    CHECK(count_in(card, begun.at(static_cast<int>(px.x + px.w / 2), static_cast<int>(px.y + px.h / 2)), px, 2) > 1000);
}

TEST_CASE("Save image on the Share sheet keeps the card in Pictures as a new file, never over the last one (issue 29)") {
    Solved s = solved_daily();
    if (!s.game) {
        MESSAGE("skipped: this build has no Sweet Spots (PZ_GAMES)");
        return;
    }
    pz::test::Screen scr;
    scr.app.scenes().push(scr.shell->title());
    const std::string id = "sweetspots:" + s.puzzle->params() + ":" + s.puzzle->description();
    scr.app.scenes().push(pz::make_share_scene(*scr.shell, id, {}, {}, s.result));
    scr.app.scenes().apply_pending(scr.app.context());
    scr.frames(2);
    // The card shows small beside the words: the game's colour on the sheet.
    const pz::Image sheet = scr.frame();
    pz::test::keep(sheet, "result-card-share-sheet");
    CHECK(sheet.count(pz::palette(false, true).game_accent(s.game->accent_hue()), 4) > 2000);
    const std::string dir = scr.dir + "/pictures";
    auto save = [&] { return pz::test::press_button(scr, "Save image"); };
    REQUIRE(save());
    const std::string first = dir + "/sweetspots-result.png";
    REQUIRE(pz::file_exists(first));
    const auto kept = pz::read_file(first);
    REQUIRE(kept.ok());
    int w = 0, h = 0;
    std::vector<uint8_t> pixels;
    CHECK(valid_png(*kept, &w, &h, &pixels));
    CHECK(*kept == pz::result_card_png(*s.game, *s.puzzle, s.result));
    CHECK(drawn(scr, "Saved in Pictures"));
    // A second save is a second file; the first is untouched.
    REQUIRE(save());
    CHECK(pz::file_exists(dir + "/sweetspots-result-2.png"));
    CHECK(*pz::read_file(first) == *kept);
    size_t files = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) files += e.is_regular_file() ? 1 : 0;
    CHECK(files == 2);  // no temporary file left behind
    // A save that fails is said at once, in the sheet.
    scr.shell->set_read_only("Another copy of the game is open");
    REQUIRE(save());
    CHECK(drawn(scr, "Not saved: Another copy"));
}
