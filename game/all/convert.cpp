// Reading every input kind into a game ID, and writing IDs, game formats and printed pages.
#include "game/all/convert.h"

#include <algorithm>
#include <cmath>

#include "game/core/cli.h"
#include "game/core/game_formats.h"
#include "game/core/json.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/text.h"
#ifdef PZ_HAVE_PNG
#include "game/all/print_png.h"
#endif

namespace pz {

namespace {

// The input as an error message names it: long IDs and links are cut short.
std::string name_of(std::string_view input) {
    std::string s = printable(input.substr(0, 60));
    if (input.size() > 60) s += "...";
    return s;
}

bool is_url(std::string_view s) {
    return starts_with(s, "http://") || starts_with(s, "https://") || starts_with(s, "puzz.link/") || starts_with(s, "pzv.jp/");
}

// Our web page's link, "...?id=GAME_ID" (percent-escaped or not): the ID, or nothing.
std::optional<std::string> web_page_id(std::string_view url) {
    const size_t q = url.find('?');
    if (q == std::string_view::npos) return std::nullopt;
    for (auto part : split(url.substr(q + 1), '&')) {
        if (!starts_with(part, "id=")) continue;
        std::string id;
        for (size_t i = 3; i < part.size(); ++i) {
            const char c = part[i];
            if (c == '%' && i + 2 < part.size()) {
                auto v = unescape_field(part.substr(i, 3));
                if (v) { id += *v; i += 2; continue; }
            }
            id += c == '+' ? ' ' : c;
        }
        if (const size_t hash = id.find('#'); hash != std::string::npos && url.find("%23") == std::string_view::npos) id.resize(hash);
        return id;
    }
    return std::nullopt;
}

// Asks every game's formats whether the input is theirs.
std::optional<Result<GameId>> read_by_games(std::string_view input, bool url) {
    for (const GameType* g : all_games())
        if (const GameFormats* f = g->formats())
            if (auto r = f->read(input, url)) return r;
    return std::nullopt;
}

// A game ID to a normalised, loadable (or at least well-formed) puzzle.
Result<Imported> resolve(const GameId& given) {
    const GameType* game = find_game(given.game);
    if (!game) return fail("unknown game '" + printable(given.game.substr(0, 20)) + "' (try: puzzlebox-tool list)");
    GameId id = given;
    if (id.desc.empty() && id.seed) {
        auto desc = game->generate(id.params, *id.seed);
        if (!desc) return desc.error();
        id.desc = std::move(*desc);
    }
    id.seed.reset();
    auto puzzle = game->load(id.params, id.desc);
    if (puzzle) {
        id.params = (*puzzle)->params();
        id.desc = (*puzzle)->description();
        return Imported{game, std::move(id), true};
    }
    if (const GameFormats* f = game->formats(); f && f->well_formed(id)) return Imported{game, std::move(id), false};
    return puzzle.error();
}

constexpr uint64_t kMaxInputBytes = 16ull << 20;

} // namespace

Result<Imported> import_puzzle(std::string_view raw) {
    const std::string_view input = trim(raw);
    const std::string name = name_of(input);
    auto named = [&](const Error& e) { return fail(describe(e, name)); };
    if (input.empty()) return fail("an empty input: give a game ID, a link or a file");
    if (is_url(input)) {
        if (auto id = web_page_id(input)) {
            auto parsed = parse_game_id(*id);
            if (!parsed) return named(parsed.error());
            auto r = resolve(*parsed);
            return r ? r : named(r.error());
        }
        auto read = read_by_games(input, true);
        if (!read) return fail(name + ": a link Puzzlebox does not read (a puzz.link Star Battle, or our web page's ?id=)");
        if (!*read) return named(read->error());
        auto r = resolve(**read);
        return r ? r : named(r.error());
    }
    if (file_exists(std::string(input))) {
        auto text = read_file(std::string(input), kMaxInputBytes);
        if (!text) return named(text.error());
        if (starts_with(*text, "puzzlebox-record")) {
            auto rec = parse_record(*text);
            if (!rec) return named(rec.error());
            auto r = resolve(rec->id);
            return r ? r : named(r.error());
        }
        auto read = read_by_games(*text, false);
        if (!read) return fail(name + ": not a file Puzzlebox reads (a pzprv3 Star Battle, an ipuz, an Across Lite .puz or a .pzr record)");
        if (!*read) return named(read->error());
        auto r = resolve(**read);
        return r ? r : named(r.error());
    }
    auto parsed = parse_game_id(input);
    if (!parsed) {
        // Something that is not an ID is more likely a file name with a typo.
        if (input.find(':') == std::string_view::npos) return fail(name + ": no such file, and not a game ID (game:params:description or game:params#seed)");
        return named(parsed.error());
    }
    auto r = resolve(*parsed);
    return r ? r : named(r.error());
}

const std::vector<std::string>& convert_formats() {
    static const std::vector<std::string> f = {"id", "puzzlink", "pzprv3", "ipuz", "svg", "pdf", "png"};
    return f;
}

namespace {

bool is_print(std::string_view f) { return f == "svg" || f == "pdf" || f == "png"; }
bool is_binary(std::string_view f) { return f == "pdf" || f == "png"; }

std::string full_id(const Imported& p) { return p.id.game + ":" + p.id.params + ":" + p.id.desc; }

// Pages of A4 or Letter, per_page boards each in a grid of boxes, each with its caption and ID.
Result<std::vector<print::Page>> print_pages(const std::vector<PrintItem>& items, int per_page, bool letter) {
    const double page_w = letter ? print::kLetterWidth : print::kA4Width, page_h = letter ? print::kLetterHeight : print::kA4Height;
    const int cols = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(per_page))));
    const int rows = (per_page + cols - 1) / cols;
    const double margin = 36, gap = 18;
    const double cell_w = (page_w - 2 * margin - (cols - 1) * gap) / cols;
    const double cell_h = (page_h - 2 * margin - (rows - 1) * gap) / rows;
    std::vector<print::Page> pages;
    for (size_t i = 0; i < items.size(); ++i) {
        const int slot = static_cast<int>(i) % per_page;
        if (slot == 0) pages.emplace_back(page_w, page_h);
        print::Page& page = pages.back();
        const Imported& p = items[i].puzzle;
        const bool solution = items[i].solution;
        const GameFormats* f = p.game->formats();
        if (!f) return fail(std::string(p.game->title()) + " has no printed board");
        const int col = slot % cols, row = slot / cols;
        const double x = margin + col * (cell_w + gap), y = margin + row * (cell_h + gap);
        const double title_size = std::clamp(cell_h / 30, 9.0, 16.0), id_size = 6, id_lead = id_size * 1.25;
        std::string title = std::string(p.game->title()) + " " + p.id.params + (solution ? ": solution" : "");
        if (items.size() > 1) title = std::to_string(i + 1) + ". " + title;
        page.text(x, y + title_size, title, title_size, print::kInk, print::Align::Left, true);
        // The full ID in small print under the board, so the puzzle can be typed back in; a long
        // one wraps (with room to spare, as a viewer's substitute font may run wider).
        const std::string id = full_id(p);
        std::vector<std::string> id_lines(1);
        for (char ch : id) {
            if (print::text_width(id_lines.back() + ch, id_size) > cell_w * 0.9) id_lines.emplace_back();
            id_lines.back() += ch;
        }
        const double id_h = static_cast<double>(id_lines.size()) * id_lead;
        for (size_t k = 0; k < id_lines.size(); ++k)
            page.text(x, y + cell_h - id_h + static_cast<double>(k + 1) * id_lead - 2, id_lines[k], id_size, print::kGrid);
        const print::Box box{x, y + title_size * 1.8, cell_w, cell_h - title_size * 1.8 - id_h - 6};
        auto ok = f->print(p.id, solution, page, box);
        if (!ok) return fail(std::string(p.game->title()) + ": " + ok.error().message);
    }
    return pages;
}

} // namespace

Result<std::string> print_document(const std::vector<PrintItem>& items, const PrintOptions& o) {
    if (!is_print(o.format)) return fail("'" + printable(o.format.substr(0, 20)) + "' is not a print format (pdf, png or svg)");
    if (items.empty()) return fail("nothing to print");
    if (o.per_page < 1 || o.per_page > 16) return fail("1 to 16 puzzles a page, not " + std::to_string(o.per_page));
    auto pages = print_pages(items, o.per_page, o.letter);
    if (!pages) return pages.error();
    if (o.format != "pdf" && pages->size() > 1)
        return fail(o.format + " holds one page: " + std::to_string(items.size()) + " puzzles at --per-page " + std::to_string(o.per_page) +
                    " make " + std::to_string(pages->size()) + " (use pdf, or a larger --per-page)");
    if (o.format == "svg") return print::write_svg(pages->front());
    if (o.format == "pdf") return print::write_pdf(*pages);
#ifdef PZ_HAVE_PNG
    return print::write_png(pages->front());
#else
    return fail("this build writes no PNG (it has no FreeType or zlib); use svg or pdf");
#endif
}

int run_convert(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const std::string usage = "usage: puzzlebox-tool convert INPUT... --to FORMAT [--out FILE] [--solution] [--per-page N] [--page a4|letter] [--json]";
    CliArgs a(args, {"--to", "--out", "--per-page", "--page"}, {"--solution"});
    if (auto ok = a.check(); !ok) return cli_fail(err, ok.error().message);
    if (a.positional().size() < 2) return cli_fail(err, usage);
    const auto to = a.get("--to");
    if (!to) return cli_fail(err, "convert needs --to FORMAT (one of: id, puzzlink, pzprv3, ipuz, svg, pdf, png)");
    const std::string& format = *to;
    const auto& known = convert_formats();
    if (std::find(known.begin(), known.end(), format) == known.end())
        return cli_fail(err, "unknown format '" + printable(format.substr(0, 20)) + "' (one of: id, puzzlink, pzprv3, ipuz, svg, pdf, png)");
    auto per_page = a.get_int("--per-page", 1, 1, 16);
    if (!per_page) return cli_fail(err, per_page.error().message);
    const auto out_path = a.get("--out");
    if (is_binary(format) && !out_path) return cli_fail(err, format + " is a binary format: give --out FILE (it is not written to a terminal)");
    const std::vector<std::string> inputs(a.positional().begin() + 1, a.positional().end());
    if (!is_print(format) && inputs.size() > 1) return cli_fail(err, format + " takes one input; svg, pdf and png print several");
    if (a.get("--per-page") && !is_print(format)) return cli_fail(err, "--per-page is for svg, pdf and png");
    const std::string page = a.get("--page").value_or("a4");
    if (page != "a4" && page != "letter") return cli_fail(err, "--page is a4 or letter, not '" + printable(page.substr(0, 20)) + "'");
    if (a.get("--page") && !is_print(format)) return cli_fail(err, "--page is for svg, pdf and png");
    const bool letter = page == "letter";
    std::vector<Imported> puzzles;
    for (const std::string& in : inputs) {
        auto p = import_puzzle(in);
        if (!p) return cli_fail(err, p.error().message);
        puzzles.push_back(std::move(*p));
    }
    const Imported& first = puzzles.front();
    const bool solution = a.has("--solution");
    std::string data;
    int page_count = 0;
    if (format == "id") {
        data = full_id(first) + "\n";
    } else if (!is_print(format)) {
        const GameFormats* f = first.game->formats();
        const auto writes = f ? f->text_formats() : std::vector<std::string>{};
        if (std::find(writes.begin(), writes.end(), format) == writes.end()) {
            std::string list = "id";
            for (const auto& w : writes) list += ", " + w;
            return cli_fail(err, std::string(first.game->title()) + " does not convert to " + format + " (it writes: " + list + ", svg, pdf, png)");
        }
        auto text = f->write(format, first.id, solution);
        if (!text) return cli_fail(err, name_of(inputs.front()) + ": " + text.error().message);
        data = std::move(*text);
        if (data.empty() || data.back() != '\n') data += '\n';
    } else {
        std::vector<PrintItem> items;
        for (const Imported& p : puzzles) items.push_back({p, solution});
        auto doc = print_document(items, {format, static_cast<int>(*per_page), letter});
        if (!doc) return cli_fail(err, doc.error().message);
        data = std::move(*doc);
        page_count = static_cast<int>((puzzles.size() + static_cast<size_t>(*per_page) - 1) / static_cast<size_t>(*per_page));
    }
    if (out_path) {
        auto ok = write_file_atomic(*out_path, data);
        if (!ok) return cli_fail(err, describe(ok.error(), *out_path));
    }
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("game", first.game->id()).field("id", full_id(first)).field("format", format);
        if (!is_binary(format)) j.field("text", data);
        if (puzzles.size() > 1) {
            std::vector<std::string> ids;
            for (const auto& p : puzzles) ids.push_back(full_id(p));
            j.array_of("ids", ids);
        }
        if (page_count) j.field("pages", page_count);
        if (out_path) j.field("out", *out_path).field("bytes", data.size());
        j.end_object();
        out << j.str() << "\n";
    } else if (!out_path) {
        out << data;
    }
    return kExitOk;
}

int run_id(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs a(args, {});
    if (auto ok = a.check(); !ok) return cli_fail(err, ok.error().message);
    if (a.positional().size() != 2) return cli_fail(err, "usage: puzzlebox-tool id INPUT [--json]   (a game ID, a link or a file)");
    auto p = import_puzzle(a.positional()[1]);
    if (!p) return cli_fail(err, p.error().message);
    const std::string full = full_id(*p);
    if (a.json()) {
        JsonWriter j;
        j.begin_object().field("game", p->id.game).field("params", p->id.params).field("desc", p->id.desc).field("id", full);
        if (!p->loads) j.field("playable", false);
        else if (auto puzzle = p->game->load(p->id.params, p->id.desc); puzzle && !(*puzzle)->notice().empty()) j.field("notice", (*puzzle)->notice());
        j.end_object();
        out << j.str() << "\n";
        return kExitOk;
    }
    out << full << "\n";
    if (p->loads)
        if (auto puzzle = p->game->load(p->id.params, p->id.desc)) out << (*puzzle)->initial()->text() << "\n";
    return kExitOk;
}

} // namespace pz
