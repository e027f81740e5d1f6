// `puzzlebox-tool convert` and `id` (issue 19): every input kind, every format over every shipped
// level (ID -> format -> ID is the same puzzle; printed pages parse as SVG, PDF and PNG), the
// public puzz.link example, and a one-line error (exit 2) for a malformed input of every kind.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "game/core/cli.h"
#include "game/all/convert.h"
#include "game/core/game_formats.h"
#include "game/core/level_pack.h"
#include "game/core/record.h"
#include "game/all/registry.h"
#include "game/core/text.h"

namespace {

struct Run {
    int status;
    std::string out, err;
};

Run convert(std::vector<std::string> args) {
    args.insert(args.begin(), "convert");
    std::ostringstream out, err;
    const int status = pz::run_convert(args, out, err);
    return {status, out.str(), err.str()};
}

Run id_of(const std::string& input, bool json = false) {
    std::vector<std::string> args = {"id", input};
    if (json) args.push_back("--json");
    std::ostringstream out, err;
    const int status = pz::run_id(args, out, err);
    return {status, out.str(), err.str()};
}

std::string temp_dir() {
    const auto dir = std::filesystem::temp_directory_path() / ("pz-convert-test-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    return dir.string();
}

struct Shipped {
    const pz::GameType* game;
    std::string id;  // game:params:desc as the pack has it
};

std::vector<Shipped> shipped(const pz::GameType& g) {
    std::vector<Shipped> out;
    for (const std::string& pack : g.level_packs()) {
        auto lp = pz::load_level_pack(std::string(PZ_SOURCE_DIR) + "/levels/" + std::string(g.id()) + "/" + pack);
        REQUIRE_MESSAGE(lp.ok(), pack);
        for (const pz::Level& l : lp->levels) out.push_back({&g, std::string(g.id()) + ":" + l.params + ":" + l.desc});
    }
    return out;
}

// The same puzzle: both load, to the same start position and the same normalised description.
void check_same_puzzle(const std::string& a, const std::string& b) {
    auto pa = pz::load_game_id(a), pb = pz::load_game_id(b);
    REQUIRE(pa.ok());
    REQUIRE(pb.ok());
    CHECK((*pa)->game() == (*pb)->game());
    CHECK((*pa)->description() == (*pb)->description());
    CHECK((*pa)->initial()->text() == (*pb)->initial()->text());
}

// Well-formed XML as far as an SVG needs: every tag closed in order, attributes quoted.
bool well_formed_xml(const std::string& s) {
    std::vector<std::string> open;
    size_t i = 0;
    while ((i = s.find('<', i)) != std::string::npos) {
        const size_t end = s.find('>', i);
        if (end == std::string::npos) return false;
        const std::string tag = s.substr(i + 1, end - i - 1);
        i = end + 1;
        if (tag.empty()) return false;
        if (tag[0] == '?') continue;
        if (tag[0] == '/') {
            if (open.empty() || open.back() != tag.substr(1)) return false;
            open.pop_back();
            continue;
        }
        int quotes = 0;
        for (char c : tag) quotes += c == '"';
        if (quotes % 2) return false;
        const std::string name = tag.substr(0, tag.find_first_of(" /"));
        if (tag.back() != '/') open.push_back(name);
    }
    return open.empty();
}

size_t count(const std::string& s, const std::string& what) {
    size_t n = 0;
    for (size_t i = s.find(what); i != std::string::npos; i = s.find(what, i + 1)) ++n;
    return n;
}

uint32_t be32(const std::string& s, size_t at) {
    uint32_t v = 0;
    for (size_t k = 0; k < 4; ++k) v = (v << 8) | static_cast<unsigned char>(s[at + k]);
    return v;
}

// The cells a printed board has: the board's side squared (Sweet Spots), or the layout's W x H.
size_t cells_of(const std::string& id) {
    auto p = pz::load_game_id(id);
    REQUIRE(p.ok());
    const std::string& params = (*p)->params();
    const int a = std::stoi(params), b = params.find('x') != std::string::npos ? std::stoi(params.substr(params.find('x') + 1)) : a;
    return static_cast<size_t>(a) * static_cast<size_t>(b);
}

void check_one_line_error(const Run& r) {
    CHECK(r.status == pz::kExitError);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("puzzlebox-tool: ", 0) == 0);
    CHECK(r.err.find('\n') == r.err.size() - 1);
}

} // namespace

TEST_CASE("convert: every shipped level of every game goes to its ID and back") {
    int n = 0;
    for (const pz::GameType* g : pz::all_games())
        for (const Shipped& s : shipped(*g)) {
            CAPTURE(s.id);
            const Run r = convert({s.id, "--to", "id"});
            REQUIRE(r.status == pz::kExitOk);
            CHECK(r.err.empty());
            check_same_puzzle(s.id, std::string(pz::trim(r.out)));
            ++n;
        }
    CHECK(n >= 300);
}

TEST_CASE("convert: every shipped level round-trips through each text format its game writes") {
    const std::string dir = temp_dir();
    int n = 0;
    for (const pz::GameType* g : pz::all_games()) {
        const pz::GameFormats* f = g->formats();
        if (!f) continue;
        for (const std::string& format : f->text_formats())
            for (const Shipped& s : shipped(*g)) {
                CAPTURE(s.id);
                CAPTURE(format);
                const Run r = convert({s.id, "--to", format});
                REQUIRE(r.status == pz::kExitOk);
                std::string input = std::string(pz::trim(r.out));
                if (format != "puzzlink") {  // files: written, then read back by name
                    input = dir + "/level." + format;
                    REQUIRE(pz::write_file_atomic(input, r.out).ok());
                }
                const Run back = convert({input, "--to", "id"});
                REQUIRE(back.status == pz::kExitOk);
                check_same_puzzle(s.id, std::string(pz::trim(back.out)));
                ++n;
            }
    }
    CHECK(n >= 250);
    std::filesystem::remove_all(dir);
}

TEST_CASE("convert: every shipped printable level prints as SVG with its cells, and as PDF") {
    const std::string dir = temp_dir();
    int n = 0;
    for (const pz::GameType* g : pz::all_games()) {
        if (!g->formats()) continue;
        for (const Shipped& s : shipped(*g)) {
            CAPTURE(s.id);
            const Run svg = convert({s.id, "--to", "svg", "--solution"});
            REQUIRE(svg.status == pz::kExitOk);
            CHECK(svg.out.rfind("<?xml", 0) == 0);
            CHECK(well_formed_xml(svg.out));
            // The page, one rectangle per cell, and the board's frame.
            CHECK(count(svg.out, "<rect ") == cells_of(s.id) + 2);
            const Run pdf = convert({s.id, "--to", "pdf", "--out", dir + "/p.pdf"});
            REQUIRE(pdf.status == pz::kExitOk);
            CHECK(pdf.out.empty());
            auto bytes = pz::read_file(dir + "/p.pdf");
            REQUIRE(bytes.ok());
            CHECK(bytes->rfind("%PDF-1.4\n", 0) == 0);
            CHECK(bytes->find("\nxref\n0 ") != std::string::npos);
            CHECK(bytes->find("/Count 1 ") != std::string::npos);
            CHECK(bytes->size() - bytes->rfind("%%EOF\n") == 6);
            // startxref points at the xref table.
            const size_t sx = bytes->rfind("startxref\n");
            REQUIRE(sx != std::string::npos);
            CHECK(bytes->compare(std::stoul(bytes->substr(sx + 10)), 4, "xref") == 0);
            ++n;
        }
    }
    CHECK(n >= 160);
    std::filesystem::remove_all(dir);
}

TEST_CASE("convert: PNG pages are A4 at 150 dpi, and several puzzles share a page") {
    const std::string dir = temp_dir();
    std::vector<std::string> ids;
    for (const pz::GameType* g : pz::all_games())
        if (g->formats())
            for (const Shipped& s : shipped(*g))
                if (ids.size() < 2 || s.game != pz::find_game(pz::parse_game_id(ids.back())->game)) ids.push_back(s.id);
    REQUIRE(ids.size() >= 3);
#ifdef PZ_HAVE_PNG  // the web build's converter writes no PNG
    for (const std::string& id : ids) {
        CAPTURE(id);
        const Run r = convert({id, "--to", "png", "--out", dir + "/p.png", "--json"});
        REQUIRE(r.status == pz::kExitOk);
        CHECK(r.out.find("\"text\"") == std::string::npos);
        auto png = pz::read_file(dir + "/p.png");
        REQUIRE(png.ok());
        REQUIRE(png->size() > 33);
        CHECK(png->compare(0, 8, "\x89PNG\r\n\x1a\n") == 0);
        CHECK(png->compare(12, 4, "IHDR") == 0);
        CHECK(be32(*png, 16) == 1240);
        CHECK(be32(*png, 20) == 1754);
        CHECK(png->compare(png->size() - 8, 4, "IEND") == 0);
    }
#endif
    std::vector<std::string> four(ids.begin(), ids.begin() + 3);
    four.push_back(ids.front());
    auto args = four;
    for (const char* a : {"--to", "pdf", "--per-page", "4", "--out", "x", "--json"}) args.push_back(a);
    args[args.size() - 2] = dir + "/four.pdf";
    Run r = convert(args);
    REQUIRE(r.status == pz::kExitOk);
    CHECK(r.out.find("\"pages\":1") != std::string::npos);
    CHECK(r.out.find("\"ids\":[") != std::string::npos);
    args[four.size() + 3] = "2";
    r = convert(args);
    REQUIRE(r.status == pz::kExitOk);
    CHECK(r.out.find("\"pages\":2") != std::string::npos);
    // One page is all an SVG or PNG holds.
    check_one_line_error(convert({ids[0], ids[1], "--to", "svg"}));
    CHECK(convert({ids[0], ids[1], "--to", "svg", "--per-page", "2"}).status == pz::kExitOk);
    std::filesystem::remove_all(dir);
}

TEST_CASE("convert: --page letter prints on US Letter, A4 otherwise, and the app's print_document agrees") {
    const std::string level = "sweetspots:5k1:0012200022034443344433334";
    const Run a4 = convert({level, "--to", "svg"});
    REQUIRE(a4.status == pz::kExitOk);
    CHECK(a4.out.find("595.28") != std::string::npos);
    const Run letter = convert({level, "--to", "svg", "--page", "letter"});
    REQUIRE(letter.status == pz::kExitOk);
    CHECK(letter.out.find("612") != std::string::npos);
    CHECK(letter.out.find("792") != std::string::npos);
    CHECK(letter.out.find("595.28") == std::string::npos);
    auto p = pz::import_puzzle(level);
    REQUIRE(p.ok());
    auto doc = pz::print_document({{*p, false}, {*p, true}}, {"pdf", 1, true});
    REQUIRE(doc.ok());
    CHECK(doc->rfind("%PDF-", 0) == 0);
    CHECK(doc->find("/MediaBox [0 0 612 792]") != std::string::npos);
    CHECK(doc->find("/Count 2") != std::string::npos);  // the puzzle, then its answer
    auto one = pz::print_document({{*p, false}, {*p, true}}, {"svg", 1, false});
    REQUIRE_FALSE(one.ok());
    CHECK(one.error().message.find("one page") != std::string::npos);
    CHECK(pz::print_document({{*p, false}, {*p, true}}, {"svg", 2, false}).ok());
}

TEST_CASE("id and convert read the public puzz.link example, and --json has the documented keys") {
    const std::string url = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou";
    const Run id = id_of(url, true);
    REQUIRE(id.status == pz::kExitOk);
    CHECK(id.out == "{\"game\":\"sweetspots\",\"params\":\"6k1\",\"desc\":\"000111011122033442553342544442522222\","
                    "\"id\":\"sweetspots:6k1:000111011122033442553342544442522222\"}\n");
    const Run back = convert({url, "--to", "puzzlink", "--json"});
    REQUIRE(back.status == pz::kExitOk);
    CHECK(back.out == "{\"game\":\"sweetspots\",\"id\":\"sweetspots:6k1:000111011122033442553342544442522222\",\"format\":\"puzzlink\","
                      "\"text\":\"" + url + "\\n\"}\n");
    // Our web page's link reads too.
    const Run page = id_of("https://example.org/puzzlebox/?id=sweetspots%3A6k1%3A000111011122033442553342544442522222");
    REQUIRE(page.status == pz::kExitOk);
    CHECK(page.out.rfind("sweetspots:6k1:000111011122033442553342544442522222\n", 0) == 0);
}

TEST_CASE("a board with several solutions or none converts, and id says what is wrong with it") {
    const Run none = id_of("sweetspots:5k1:0021122222333334444444444", true);
    REQUIRE(none.status == pz::kExitOk);
    CHECK(none.out.find("\"notice\":\"This puzzle has no solution") != std::string::npos);  // it plays, and says so
    CHECK(none.out.find("playable") == std::string::npos);
    const Run url = convert({"sweetspots:5k1:0021122222333334444444444", "--to", "puzzlink"});
    REQUIRE(url.status == pz::kExitOk);
    CHECK(id_of(std::string(pz::trim(url.out))).status == pz::kExitOk);
    const Run several = convert({"sweetspots:5k1:0123401234012340123401234", "--to", "svg"});
    CHECK(several.status == pz::kExitOk);
    // With no solution there is no answer to print.
    check_one_line_error(convert({"sweetspots:5k1:0021122222333334444444444", "--to", "svg", "--solution"}));
}

TEST_CASE("a .pzr record and a seed ID convert to the puzzle they name") {
    const std::string dir = temp_dir();
    const pz::GameType* g = pz::find_game("sweetspots");
    REQUIRE(g);
    const std::string level = shipped(*g).front().id;
    pz::Record rec;
    rec.id = *pz::parse_game_id(level);
    REQUIRE(pz::save_record_file(dir + "/game.pzr", rec).ok());
    const Run r = convert({dir + "/game.pzr", "--to", "id"});
    REQUIRE(r.status == pz::kExitOk);
    check_same_puzzle(level, std::string(pz::trim(r.out)));
    const Run seed = convert({"sweetspots:6k1de#7", "--to", "id"});
    REQUIRE(seed.status == pz::kExitOk);
    auto gen = g->generate("6k1de", 7);
    REQUIRE(gen.ok());
    check_same_puzzle("sweetspots:6k1de:" + *gen, std::string(pz::trim(seed.out)));
    std::filesystem::remove_all(dir);
}

TEST_CASE("a malformed input of every kind, and every misuse, is a one-line error with exit 2") {
    const std::string dir = temp_dir();
    auto file = [&](const std::string& name, const std::string& text) {
        REQUIRE(pz::write_file_atomic(dir + "/" + name, text).ok());
        return dir + "/" + name;
    };
    const std::string level = "sweetspots:5k1:0012200022034443344433334";
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"sweetspots:5k1:00122", "--to", "id"}, "25 zone digits"},
        {{"nosuchgame:1:2", "--to", "id"}, "unknown game 'nosuchgame'"},
        {{"sweetspots:5k1#notaseed", "--to", "id"}, "sweetspots:5k1#notaseed"},
        {{"no-such-file.ipuz", "--to", "id"}, "no-such-file.ipuz: no such file, and not a game ID"},
        {{"https://puzz.link/p?starbattle/6/6/1/4ilbhg", "--to", "id"}, "border code"},
        {{"https://puzz.link/p?nurikabe/5/5/x", "--to", "id"}, "not a Star Battle link"},
        {{"https://example.org/other", "--to", "id"}, "a link Puzzlebox does not read"},
        {{file("bad.pzprv3", "pzprv3\nstarbattle\n6\n6\n1\n6\n0 0 0\n"), "--to", "id"}, "bad.pzprv3:7: expected 6 zone numbers"},
        {{file("bad.ipuz", "{\"version\": \"http://ipuz.org/v2\", \"kind\": [\"http://ipuz.org/fill#1\"],"), "--to", "id"}, "bad.ipuz: JSON at byte"},
        {{file("bad.puz", std::string("\0\0ACROSS&DOWN\0", 14) + std::string(30, '\0') + "\x0f\x0f" + std::string(30, '\0')), "--to", "id"}, "bad.puz: the header checksum is wrong"},
        {{file("bad.pzr", "puzzlebox-record 2\nid nosuchgame:1:2\nend\n"), "--to", "id"}, "bad.pzr"},
        {{file("other.txt", "hello\n"), "--to", "id"}, "other.txt: not a file Puzzlebox reads"},
        {{level, "--to", "ipuz"}, "Sweet Spots does not convert to ipuz"},
        {{level, "--to", "pdf"}, "give --out FILE"},
        {{level, "--to", "png"}, "give --out FILE"},
        {{level, "--to", "jpeg"}, "unknown format 'jpeg'"},
        {{level}, "convert needs --to FORMAT"},
        {{"--to", "id"}, "usage: puzzlebox-tool convert"},
        {{level, level, "--to", "id"}, "id takes one input"},
        {{level, "--to", "id", "--per-page", "2"}, "--per-page is for svg, pdf and png"},
        {{level, "--to", "svg", "--per-page", "99"}, "--per-page"},
        {{level, "--to", "svg", "--page", "a5"}, "--page is a4 or letter, not 'a5'"},
        {{level, "--to", "id", "--page", "letter"}, "--page is for svg, pdf and png"},
        {{level, "--to", "svg", "--colour"}, "unknown option --colour"},
        {{"decodoku:7n#1", "--to", "svg"}, "Decodoku has no printed board"},
        {{level, "--to", "id", "--out", dir + "/no/such/dir/x.txt"}, "x.txt"},
    };
    for (const auto& [args, want] : cases) {
        const Run r = convert(args);
        CAPTURE(r.err);
        check_one_line_error(r);
        CHECK(r.err.find(want) != std::string::npos);
    }
    for (const std::string& bad : {std::string("sweetspots:5k1:00122"), dir + "/bad.ipuz", std::string("https://puzz.link/p?starbattle/6/6/1/4ilbhg")}) {
        const Run r = id_of(bad);
        CAPTURE(r.err);
        check_one_line_error(r);
    }
    std::filesystem::remove_all(dir);
}
