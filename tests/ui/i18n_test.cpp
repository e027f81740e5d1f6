// Translations in the app: the Language setting round-trips and follows the system, switching
// applies at once, and the GUI font holds every character the catalogues use.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "screen.h"

#include <SDL.h>

#include "engine/app.h"
#include "engine/data_dir.h"
#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/all/registry.h"
#include "game/app/scenes.h"
#include "game/app/shell.h"
#include "game/ui/widgets.h"

TEST_CASE("settings: the language round-trips, and files from before it load as System") {
    for (const char* lang : {"system", "en", "de", "fr", "es", "it"}) {
        pz::Settings s;
        s.language = lang;
        auto back = pz::Settings::parse(s.write());
        REQUIRE(back);
        CHECK(back->language == lang);  // a code without a catalogue (a newer version's) is kept
    }
    auto old = pz::Settings::parse("puzzlebox-settings 2\nsound off\n");
    REQUIRE(old);
    CHECK(old->language == "system");
    std::vector<pz::Error> skipped;
    auto bad = pz::Settings::parse("puzzlebox-settings 2\nlanguage Deutsch!\nsound off\n", &skipped);
    REQUIRE(bad);
    CHECK(bad->language == "system");
    CHECK_FALSE(bad->sound);  // the rest of the file still loads
    CHECK(skipped.size() == 1);
}

TEST_CASE("the shell's language: the setting, or for System the platform's, applied at once") {
    char tmpl[] = "/tmp/pz-i18n-XXXXXX";
    pz::Shell shell(mkdtemp(tmpl));
    pz::Context ctx;
    shell.apply_settings(ctx);
    CHECK(shell.language() == "en");  // no word from the platform yet: English, whatever LANG says
    CHECK(std::string(pz::tr("Settings")) == "Settings");
    shell.set_system_language("de_DE.UTF-8", ctx);
    CHECK(shell.language() == "de");
    CHECK(std::string(pz::tr("Settings")) == "Einstellungen");
    shell.settings().language = "fr";
    shell.apply_settings(ctx);
    CHECK(std::string(pz::tr("Settings")) == "Réglages");
    shell.settings().language = "en";
    shell.apply_settings(ctx);
    CHECK(std::string(pz::tr("Settings")) == "Settings");
    shell.settings().language = "it";  // no catalogue: English
    shell.apply_settings(ctx);
    CHECK(shell.language() == "en");
    shell.set_system_language("C", ctx);
    shell.settings().language = "system";
    shell.apply_settings(ctx);
    CHECK(pz::current_language() == "en");
}

TEST_CASE("the GUI font holds every character of every catalogue (no '?' in any language)") {
    const auto ranges = pz::ui_glyph_ranges();
    for (const char* lang : {"de", "fr", "es"}) {
        auto bytes = pz::read_file(pz::asset_dir() + "/locale/" + std::string(lang) + ".mo");
        REQUIRE(bytes);
        const pz::Catalogue c = pz::parse_mo(*bytes, lang);
        REQUIRE(c.stored.size() > 300);
        for (const auto& entry : c.stored) {
            const std::string_view s = entry.second;
            for (size_t i = 0; i < s.size();) {
                const auto b = static_cast<unsigned char>(s[i]);
                const size_t len = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : 4;
                REQUIRE(i + len <= s.size());
                uint32_t cp = len == 1 ? b : b & (0x7f >> len);
                for (size_t k = 1; k < len; ++k) cp = cp << 6 | (static_cast<unsigned char>(s[i + k]) & 0x3f);
                i += len;
                if (cp == 0 || cp == '\n') continue;  // between plural forms; a paragraph break
                bool in = false;
                for (const auto& [first, last] : ranges) in |= cp >= first && cp <= last;
                CAPTURE(lang);
                CAPTURE(cp);
                CHECK(in);
            }
        }
    }
}

TEST_CASE("hints in every language: the three steps' toast fits a 360 px phone, its text wrapped, never clipped") {
    for (const char* lang : {"de", "fr", "es"}) {
        for (const pz::GameType* g : pz::all_games()) {
            CAPTURE(lang);
            CAPTURE(g->id());
            pz::test::Screen ph;
            ph.shell->settings().language = lang;
            ph.app.scenes().push(ph.shell->title());
            ph.shell->apply_settings(ph.app.context());
            auto scene = g->level_packs().empty() ? ph.shell->play_new(*g, g->presets().front().params, 1, pz::PlayOrigin::endless("1"))
                                                  : ph.shell->play_level(*g, g->level_packs().front(), 5);
            REQUIRE(scene.ok());
            auto* p = static_cast<pz::PlayScene*>(scene->get());
            ph.app.scenes().push(std::move(*scene));
            ph.app.scenes().apply_pending(ph.app.context());
            ph.frames(3);
            for (int step = 1; step <= 3; ++step) {
                CAPTURE(step);
                ph.key(SDLK_F1);
                const pz::Image img = ph.frame();
                if (const char* dir = std::getenv("PZ_SCREENSHOTS"))
                    CHECK(img.write_png(std::string(dir) + "/hint-" + lang + "-" + std::string(g->id()) + "-" + std::to_string(step) + ".png"));
                const pz::Rect t = p->toast_rect();
                REQUIRE(t.h > 0);
                CHECK(t.x >= 0);
                CHECK(t.x + t.w <= 360);
                CHECK(t.y >= 0);
                CHECK(t.y + t.h <= 640);
            }
            ph.shell->settings().language = "en";
            ph.shell->apply_settings(ph.app.context());
        }
    }
}

namespace {
// The labels of one frame of the scene `name` (opened fresh), as the widget log saw them.
std::vector<std::string> labels_of(pz::test::Screen& scr) {
    pz::ui::Log log;
    pz::ui::set_log(&log);
    (void)scr.frame();
    pz::ui::set_log(nullptr);
    std::vector<std::string> out;
    for (const auto& it : log.items) {
        // (Each screen has a data folder of its own: "Saved in <data>" is the same words.)
        std::string label = it.label;
        if (const size_t at = label.find(scr.dir); at != std::string::npos) label.replace(at, scr.dir.size(), "<data>");
        out.push_back(label);
    }
    std::sort(out.begin(), out.end());
    return out;
}
void open_scene(pz::test::Screen& scr, const std::string& name) {
    auto& st = scr.app.scenes();
    st.clear_to_root();
    st.pop();
    REQUIRE(pz::open_named_scene(*scr.shell, st, name));
    scr.frames(8);
}
} // namespace

TEST_CASE("switching the language redraws every screen in it at once: nothing stays in the old one") {
    std::vector<std::string> scenes{"title", "settings", "enter-id"};
    for (const pz::GameType* g : pz::all_games())
        for (const char* kind : {"levels:", "help:", "play:"}) scenes.push_back(kind + std::string(g->id()));
    for (const std::string& name : scenes) {
        CAPTURE(name);
        std::vector<std::string> fresh;
        {
            pz::test::Screen scr;
            scr.shell->settings().language = "de";
            scr.shell->apply_settings(scr.app.context());
            open_scene(scr, name);
            fresh = labels_of(scr);
        }
        pz::test::Screen scr;
        scr.shell->settings().language = "en";
        scr.shell->apply_settings(scr.app.context());
        open_scene(scr, name);
        scr.shell->settings().language = "de";  // as the Settings screen does, the scene open under it
        scr.shell->apply_settings(scr.app.context());
        scr.frames(4);
        const std::vector<std::string> now = labels_of(scr);
        std::string stale, missing;  // labels only the switched screen shows, and only the fresh one
        for (const auto& l : now)
            if (!std::binary_search(fresh.begin(), fresh.end(), l)) stale += "'" + l + "' ";
        for (const auto& l : fresh)
            if (!std::binary_search(now.begin(), now.end(), l)) missing += "'" + l + "' ";
        CAPTURE(stale);
        CAPTURE(missing);
        CHECK(now == fresh);
    }
    pz::set_language("en");
}
