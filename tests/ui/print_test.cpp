// Print from the app (issue 19): the Share sheet's Print... makes a PDF or PNG of the puzzle in play
// (with its answer when asked, on A4 or Letter), keeps it as a new file in <data>/prints and says
// where; a write that fails is said at once; the sheets render.
#include <doctest/doctest.h>

#include "screen.h"

#include <sys/stat.h>

#include "game/all/registry.h"
#include "game/core/text.h"
#include "game/app/print_sheet.h"
#include "game/app/scenes.h"
#include "game/app/share.h"

namespace {

const char* kLevel = "sweetspots:5k1:0012200022034443344433334";

} // namespace

TEST_CASE("print: the Print sheet writes a new PDF, then a new PNG, beside and never over other files") {
    if (!pz::find_game("sweetspots")) {
        MESSAGE("skipped: this build has no Sweet Spots (PZ_GAMES)");
        return;
    }
    pz::test::Screen s;
    // A file already there under the name the sheet would choose stays as it is.
    pz::make_dirs(s.dir + "/prints");
    REQUIRE(pz::write_file_atomic(s.dir + "/prints/sweetspots-5k1.pdf", "not ours").ok());
    pz::PrintSheet sheet(*s.shell, kLevel);
    sheet.print();
    REQUIRE_MESSAGE(!sheet.failed(), sheet.said());
    const std::string pdf = sheet.saved_file();
    CHECK(pdf == s.dir + "/prints/sweetspots-5k1-2.pdf");
    CHECK(sheet.said() == "Saved in Prints");  // in player words, never the path
    auto bytes = pz::read_file(pdf);
    REQUIRE(bytes.ok());
    CHECK(bytes->rfind("%PDF-", 0) == 0);
    CHECK(bytes->find("/MediaBox [0 0 595.28 841.89]") != std::string::npos);  // A4 unless asked
    CHECK(*pz::read_file(s.dir + "/prints/sweetspots-5k1.pdf") == "not ours");
    // With the answer on Letter: a second page; four copies share the first.
    sheet.choice().solution = true;
    sheet.choice().letter = true;
    sheet.choice().copies = 4;
    sheet.print();
    REQUIRE_MESSAGE(!sheet.failed(), sheet.said());
    auto answer = pz::read_file(sheet.saved_file());
    REQUIRE(answer.ok());
    CHECK(sheet.saved_file() == s.dir + "/prints/sweetspots-5k1-solution.pdf");
    CHECK(answer->find("/MediaBox [0 0 612 792]") != std::string::npos);
    CHECK(answer->find("/Count 2") != std::string::npos);
    CHECK(answer->find("4. Sweet Spots 5k1") != std::string::npos);
    CHECK(answer->find("8. Sweet Spots 5k1: solution") != std::string::npos);
#ifdef PZ_HAVE_PNG
    sheet.choice() = {};
    sheet.choice().format = "png";
    sheet.print();
    REQUIRE_MESSAGE(!sheet.failed(), sheet.said());
    auto png = pz::read_file(sheet.saved_file());
    REQUIRE(png.ok());
    CHECK(png->compare(0, 8, "\x89PNG\r\n\x1a\n") == 0);
    CHECK(pz::print_formats().size() == 2);
#endif
}

TEST_CASE("print: a failed write, or a board with no answer to print, is said at once in one line") {
    if (!pz::find_game("sweetspots")) {
        MESSAGE("skipped: this build has no Sweet Spots (PZ_GAMES)");
        return;
    }
    pz::test::Screen s;
    // prints is a file, so nothing can be written under it.
    REQUIRE(pz::write_file_atomic(s.dir + "/prints", "in the way").ok());
    pz::PrintSheet sheet(*s.shell, kLevel);
    sheet.print();
    CHECK(sheet.failed());
    CHECK(sheet.said().rfind("Not saved: ", 0) == 0);
    CHECK(sheet.said().find('\n') == std::string::npos);
    // A board with no solution prints, but has no answer.
    pz::PrintSheet none(*s.shell, "sweetspots:5k1:0021122222333334444444444");
    none.choice().solution = true;
    none.print();
    CHECK(none.failed());
    CHECK(none.said().rfind("Cannot print: ", 0) == 0);
    // The front end's own keeper (the web page's download) is what the sheet uses.
    std::string got_name, got_mime;
    size_t got_bytes = 0;
    s.shell->save_document = [&](const std::string& name, const std::string& mime, const std::string& bytes) -> pz::Result<std::string> {
        got_name = name, got_mime = mime, got_bytes = bytes.size();
        return "your downloads as " + name;
    };
    sheet.print();
    CHECK_FALSE(sheet.failed());
    CHECK(got_name == "sweetspots-5k1.pdf");
    CHECK(got_mime == "application/pdf");
    CHECK(got_bytes > 500);
    CHECK(sheet.said() == "Saved to your downloads as sweetspots-5k1.pdf");
}

TEST_CASE("print: the Print sheet opens over a game at phone and desktop size, prints and closes") {
    if (!pz::find_game("sweetspots")) {
        MESSAGE("skipped: this build has no Sweet Spots (PZ_GAMES)");
        return;
    }
    for (const auto& [w, h] : {std::pair{360, 640}, std::pair{1280, 800}}) {
        pz::test::Screen s(w, h);
        REQUIRE(pz::open_named_scene(*s.shell, s.app.scenes(), "print:sweetspots").ok());
        s.app.scenes().apply_pending(s.app.context());
        s.frames(2);
        CHECK(s.top() == "print");
        const pz::Image img = s.frame();
        CHECK(img.count({236, 239, 244}, 40) + img.count({30, 34, 44}, 40) > 200);  // the sheet's text, in either theme
        auto* sheet = static_cast<pz::PrintSheet*>(s.app.scenes().top());
        sheet->print();
        s.frames(1);
        CHECK_FALSE(sheet->failed());
        struct stat st {};
        CHECK(::stat(sheet->saved_file().c_str(), &st) == 0);
        s.key(SDLK_ESCAPE);
        CHECK(s.top() == "play");
    }
}
