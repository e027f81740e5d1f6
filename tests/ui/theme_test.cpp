// The Theme and Text size settings: saved and read back, old files load as System and Normal, the
// shell's palette follows the setting or the system's preference, and the desktop's rule for it.
#include <doctest/doctest.h>
#include <imgui.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "engine/scene.h"
#include "game/core/settings.h"
#include "game/app/shell.h"
#include "game/app/scenes.h"
#include "game/app/theme.h"
#include "tests/ui/screen.h"

TEST_CASE("settings: theme and text size round-trip, and files from before them load as System and Normal") {
    for (pz::Theme t : {pz::Theme::System, pz::Theme::Dark, pz::Theme::Light})
        for (pz::TextSize z : {pz::TextSize::Normal, pz::TextSize::Large, pz::TextSize::Larger}) {
            pz::Settings s;
            s.theme = t;
            s.text_size = z;
            s.colour_blind = true;
            auto back = pz::Settings::parse(s.write());
            REQUIRE(back.ok());
            CHECK(back->theme == t);
            CHECK(back->text_size == z);
            CHECK(back->colour_blind);
            CHECK(back->write() == s.write());
        }
    auto old = pz::Settings::parse("puzzlebox-settings 2\nsound off\ncolour_blind on\n");
    REQUIRE(old.ok());
    CHECK(old->theme == pz::Theme::System);
    CHECK(old->text_size == pz::TextSize::Normal);
    // A bad value skips its line only.
    std::vector<pz::Error> skipped;
    auto bad = pz::Settings::parse("puzzlebox-settings 2\ntheme purple\ntext_size huge\nsound off\n", &skipped);
    REQUIRE(bad.ok());
    CHECK(skipped.size() == 2);
    CHECK_FALSE(bad->sound);
    CHECK(bad->theme == pz::Theme::System);
    CHECK(pz::text_scale(pz::TextSize::Normal) == 1.f);
    CHECK(pz::text_scale(pz::TextSize::Large) == 1.25f);
    CHECK(pz::text_scale(pz::TextSize::Larger) == 1.5f);
}

TEST_CASE("the shell's palette follows the Theme setting, and for System the platform's preference") {
    char tmpl[] = "/tmp/pz-theme-XXXXXX";
    pz::Shell shell(mkdtemp(tmpl));
    pz::Context ctx;
    CHECK(shell.settings().theme == pz::Theme::System);
    CHECK_FALSE(shell.light_theme());  // no word from the platform yet: dark
    shell.set_system_dark(false, ctx);
    CHECK(shell.light_theme());
    CHECK(shell.palette().light);
    CHECK(ctx.background == pz::palette(false, true).background);  // applied at once
    shell.settings().theme = pz::Theme::Dark;
    CHECK_FALSE(shell.light_theme());
    shell.settings().theme = pz::Theme::Light;
    shell.settings().colour_blind = true;
    shell.set_system_dark(true, ctx);
    CHECK(shell.light_theme());
    CHECK(shell.palette().colour_blind);
    shell.settings().text_size = pz::TextSize::Larger;
    shell.apply_settings(ctx);
    CHECK(ctx.text_scale == 1.5f);
    CHECK(ctx.background == pz::palette(true, true).background);
}

TEST_CASE("desktop: the portal's color-scheme, then GTK_THEME, decide light or dark") {
    CHECK(pz::portal_prefers_dark("(<<uint32 1>>,)\n") == std::optional<bool>(true));
    CHECK(pz::portal_prefers_dark("(<<uint32 2>>,)\n") == std::optional<bool>(false));
    CHECK(pz::portal_prefers_dark("(<uint32 1>,)") == std::optional<bool>(true));
    // Live changes, as `gdbus monitor` prints them; other settings and signals are not ours.
    CHECK(pz::portal_change_prefers_dark("/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
                                         "('org.freedesktop.appearance', 'color-scheme', <uint32 2>)") == std::optional<bool>(false));
    CHECK(pz::portal_change_prefers_dark("/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
                                         "('org.freedesktop.appearance', 'color-scheme', <uint32 1>)") == std::optional<bool>(true));
    CHECK_FALSE(pz::portal_change_prefers_dark("/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
                                               "('org.gnome.desktop.interface', 'cursor-size', <uint32 1>)"));
    CHECK_FALSE(pz::portal_change_prefers_dark("The name org.freedesktop.portal.Desktop is owned by :1.12"));
    CHECK_FALSE(pz::portal_prefers_dark("(<<uint32 0>>,)").has_value());  // no preference
    CHECK_FALSE(pz::portal_prefers_dark("").has_value());
    CHECK_FALSE(pz::portal_prefers_dark("Error: GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown").has_value());
    CHECK(pz::gtk_theme_prefers_dark("Adwaita:dark") == std::optional<bool>(true));
    CHECK(pz::gtk_theme_prefers_dark("Yaru-Dark") == std::optional<bool>(true));
    CHECK(pz::gtk_theme_prefers_dark("Adwaita") == std::optional<bool>(false));
    CHECK_FALSE(pz::gtk_theme_prefers_dark("").has_value());
    CHECK_FALSE(pz::gtk_theme_prefers_dark(nullptr).has_value());
}

TEST_CASE("larger text: the GUI font is rebuilt at the chosen size, the top bar grows, canvas words fit their room") {
    pz::test::Screen scr;
    scr.app.scenes().push(scr.shell->title());
    scr.frames(2);
    const float normal = ImGui::GetIO().Fonts->Fonts[0]->FontSize * ImGui::GetIO().FontGlobalScale;
    CHECK(normal == doctest::Approx(20.f));
    const float bar = pz::top_bar_height(scr.app.context());
    scr.shell->settings().text_size = pz::TextSize::Larger;
    scr.shell->settings().theme = pz::Theme::Light;
    scr.shell->apply_settings(scr.app.context());
    scr.app.redraw();
    scr.frames(2);
    CHECK(ImGui::GetIO().Fonts->Fonts[0]->FontSize * ImGui::GetIO().FontGlobalScale == doctest::Approx(30.f));
    CHECK(pz::top_bar_height(scr.app.context()) > bar);
    // The window is cleared to the light background and the GUI's text is the light theme's.
    const pz::Image img = scr.frame();
    CHECK(img.at(2, img.h - 2) == pz::palette(false, true).background);
    const ImVec4 t = ImGui::GetStyle().Colors[ImGuiCol_Text];
    CHECK(t.x + t.y + t.z < 1.f);
    // Canvas words are sized down to the room they have, never past it.
    CHECK(pz::Canvas::fit_text("Make every cell", 27.f, 400.f) == 27.f);
    const float fitted = pz::Canvas::fit_text("Make every cell", 27.f, 150.f);
    CHECK(fitted < 27.f);
    CHECK(fitted * 0.62f * 15.f <= 150.f + 0.01f);
}
