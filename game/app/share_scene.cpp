// The Share sheet, and opening what a player brings (an ID, a link, a file) (issues 19, 29): copied
// through the front end's clipboard (SDL's; the browser's Clipboard API and share sheet on the web);
// a finished game's result card shown small beside its words, kept or shared as a picture.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

#include "engine/app.h"

#include "game/all/convert.h"
#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/all/registry.h"
#include "game/core/replay_link.h"
#include "game/core/session.h"
#include "game/core/player_data.h"
#include "game/core/text.h"
#include "game/ui/palette.h"
#include "game/app/menu_page.h"
#include "game/app/print_sheet.h"
#include "game/app/result_card.h"
#include "game/app/theme.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/ui/canvas_gui.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

void wrapped(const std::string& text) { ui::wrapped(text); }

class ShareScene : public Scene {
public:
    ShareScene(Shell& shell, std::string id, std::string seed_id, const std::string& replay, ShareResult result)
        : shell_(shell), id_(std::move(id)), seed_id_(std::move(seed_id)),
          link_(result.link.empty() ? puzzle_link(shell.link_base, id_) : result.link),  // (a made puzzle's is marked)
          replay_link_(replay.empty() || shell.link_base.size() + 8 + replay.size() > kMaxLinkText ? std::string()
                                                                                                     : shell.link_base + "#replay=" + replay),
          result_(std::move(result)) {
        result_.link = link_;
        // Print only for a game with a printed board (not Decodoku, which is played, not solved on paper).
        if (auto id_parsed = parse_game_id(id_))
            if (const GameType* g = find_game(id_parsed->game)) {
                printable_ = g->formats() != nullptr;
                accent_hue_ = g->accent_hue();
                // The result card of a finished game, drawn once: shown small here, rendered in full to share.
                if (auto puzzle = g->load(id_parsed->params, id_parsed->desc); puzzle && result_.status != Status::Playing) {
                    game_ = g;
                    puzzle_ = std::move(*puzzle);
                    draw_result_card(card_, *game_, *puzzle_, result_, pz::palette(shell.settings().colour_blind, true));
                }
            }
    }
    // What "Share image" (the web) or "Save image" (the desktop) does; the line it leaves shows at once.
    void share_card() {
        if (!game_) return;
        const std::string png = result_card_png(*game_, *puzzle_, result_, shell_.settings().colour_blind);
        card_failed_ = true;
        if (png.empty()) {
            said_ = tr("Could not make the image.");
            said_folder_.clear();
            return;
        }
        const std::string name = result_card_file_name(*game_);
        // The web page says where its share sheet or download took it; the desktop keeps it in Pictures.
        auto where = shell_.share_picture ? shell_.share_picture(name, png) : keep_result_card(shell_.data(), name, png);
        if (!where) {
            said_ = trf("Not saved: {1}", where.error().message);
            said_folder_.clear();
            return;
        }
        card_failed_ = false;
        said_ = shell_.share_picture ? *where : shell_.saved_words(*where);
        said_folder_ = shell_.share_picture ? std::string() : shell_.kept_folder(*where);
    }
    std::string name() const override { return "share"; }
    bool full_screen() const override { return false; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (back_key(g)) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 140}); }
    void gui(Context& ctx) override {
        begin_sheet("##share", ctx);
        const bool over = result_.status != Status::Playing;
        const Palette& pal = shell_.palette();
        const Color accent = pal.game_accent(accent_hue_);
        // Its title one step up the type scale, and Close as an icon at the right of that row.
        {
            const float y0 = ImGui::GetCursorPosY(), right = ImGui::GetWindowContentRegionMax().x;
            ImGui::SetCursorPosY(y0 + std::max(0.f, (ui::kTarget - gui_font(GuiFont::Large)->FontSize) * 0.5f));
            ui::title(over ? tr("Share your result") : tr("Share this puzzle"), right - ImGui::GetCursorPosX() - ui::kTarget - ui::kSpaceS);
            ImGui::SameLine(right - ui::kTarget);
            ImGui::SetCursorPosY(y0);
            if (ui::icon_button(ui::Icon::Close, tr("Close"))) ctx.scenes->pop();
        }
        const std::string text = share_text(result_);
        if (over) preview(pal);
        else wrapped(tr("Anyone with the link plays the same puzzle."));
        // The link's own text (a string of codes) only where copying failed, to be selected by hand;
        // otherwise it is under More.
        if (link_shown_) wrapped(link_);
        // One primary action in the game's colour (the system's share sheet where there is one, else
        // Copy), the others beside each other under it.
        const auto do_copy = [&] {
            if (!copy(text, over ? tr("Your result and the link are copied.") : tr("The link is copied."),
                      tr("Could not copy: select the text and copy it by hand.")))
                link_shown_ = true;
        };
        const auto do_share = [&] {
            if (!shell_.share_text(text)) {
                said_ = tr("This browser cannot share; copy the link instead.");
                said_folder_.clear();
            }
            card_failed_ = false;
        };
        const bool can_share = static_cast<bool>(shell_.share_text);
        if (can_share ? accent_icon_button(ui::Icon::Share, tr("Share..."), -FLT_MIN, accent, pal)
                      : accent_icon_button(ui::Icon::Copy, tr("Copy"), -FLT_MIN, accent, pal))
            can_share ? do_share() : do_copy();
        std::vector<std::pair<ui::Icon, std::string>> rest;
        if (can_share) rest.emplace_back(ui::Icon::Copy, tr("Copy"));
        if (game_) rest.emplace_back(shell_.share_picture ? ui::Icon::Share : ui::Icon::Save, shell_.share_picture ? tr("Share image") : tr("Save image"));
        const float gap = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
        const float half = std::floor((avail - gap) * 0.5f);
        // Side by side where both words fit so, else one under the other.
        bool side = rest.size() == 2;
        for (const auto& r : rest) side = side && ui::text_width(r.second) + ImGui::GetFontSize() * 1.1f + ui::kSpaceS + 2 * ImGui::GetStyle().FramePadding.x <= half;
        for (size_t i = 0; i < rest.size(); ++i) {
            if (i > 0 && side) ImGui::SameLine();
            if (ui::icon_word_button(rest[i].first, rest[i].second, ImVec2(side ? half : -FLT_MIN, 0))) {
                if (rest[i].first == ui::Icon::Copy) do_copy();
                else share_card();
            }
        }
        saved_line(shell_, said_, said_folder_, card_failed_);
        // What only some players want: the IDs, the game move by move, print.
        // (A quiet row, not a button: it is the least of the sheet's actions.)
        ImGui::PushStyleColor(ImGuiCol_Header, ImVec4(0, 0, 0, 0));
        ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0, 0, 0, 0));
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        const bool more = ui::header(tr("More..."));
        ImGui::PopStyleColor(3);
        if (more) {
            wrapped(tr("Anyone with its ID or link plays the same puzzle: paste it into \"Enter ID or link\", or open the link."));
            ui::line(tr("Puzzle ID"), 0, true);
            wrapped(id_);
            if (ui::button(tr("Copy ID"), ImVec2(-FLT_MIN, 0)))
                copy(id_, tr("The ID is copied."), tr("Could not copy the ID: select it and copy it by hand."));
            if (!seed_id_.empty()) {
                ui::wrapped(tr("Seed ID (shorter: the game makes the puzzle from it)"), true);
                wrapped(seed_id_);
                if (ui::button(tr("Copy seed ID"), ImVec2(-FLT_MIN, 0)))
                    copy(seed_id_, tr("The seed ID is copied."), tr("Could not copy the seed ID: select it and copy it by hand."));
            }
            ui::line(tr("Link"), 0, true);
            wrapped(link_);
            if (ui::button(tr("Copy link"), ImVec2(-FLT_MIN, 0)))
                copy(link_, tr("The link is copied."), tr("Could not copy the link: select it and copy it by hand."));
            if (!replay_link_.empty()) {
                ui::wrapped(tr("Your game so far, move by move"), true);
                if (ui::button(tr("Copy replay link"), ImVec2(-FLT_MIN, 0)))
                    copy(replay_link_, tr("The replay link is copied."), tr("Could not copy the replay link: select it and copy it by hand."));
            }
            if (printable_ && ui::button(tr("Print..."), ImVec2(-FLT_MIN, 0))) ctx.scenes->replace_top(make_print_sheet(shell_, id_));
        }
        ImGui::End();
    }

private:
    // Exactly what is shared, as a chat will show it: the result card's picture (a tap shares it)
    // beside the spoiler-free words and their stars, on a panel of their own that reaches half
    // into the sheet's padding (the link goes with them, unread: its codes are under More).
    void preview(const Palette& pal) {
        ImDrawList* dl = ImGui::GetWindowDrawList();
        dl->ChannelsSplit(2);
        dl->ChannelsSetCurrent(1);
        const float pad = ui::kSpaceS, w = ImGui::GetContentRegionAvail().x;
        ImGui::Dummy(ImVec2(w, pad - ImGui::GetStyle().ItemSpacing.y));
        const ImVec2 top = ImGui::GetCursorScreenPos();
        ImGui::BeginGroup();
        if (game_) {
            const float side = std::floor(std::min(w * 0.4f, 160.f));
            const ImVec2 at = ImGui::GetCursorScreenPos();
            if (ImGui::InvisibleButton("##card", ImVec2(side, side))) share_card();
            {
                const ui::Unlogged quiet;  // the card's words are drawn in small, as a picture
                ui::draw_canvas(dl, card_, ImGui::GetFont(), ImVec4(at.x, at.y, at.x + side, at.y + side), 0, side / kResultCardUnits, at);
            }
            ImGui::SameLine(0, ui::kSpaceM);
        }
        ImGui::BeginGroup();
        ui::wrapped(result_words(result_));
        // The stars drawn (the font has none), as the text's stars read in a chat.
        if (result_.stars > 0) ui::stars(result_.stars, 3, ImGui::GetTextLineHeight() * 1.2f, ImGui::GetColorU32(imgui_colour(pal.game_accent(accent_hue_))));
        ImGui::EndGroup();
        ImGui::EndGroup();
        const float bottom = ImGui::GetItemRectMax().y + pad;
        dl->ChannelsSetCurrent(0);
        dl->AddRectFilled(ImVec2(top.x - pad, top.y - pad), ImVec2(top.x + w + pad, bottom),
                          ImGui::ColorConvertFloat4ToU32(imgui_colour(pal.board)), ImGui::GetStyle().FrameRounding);
        dl->ChannelsMerge();
        // The next row kSpaceM under the panel.
        ImGui::Dummy(ImVec2(w, std::max(0.f, pad + ui::kSpaceM - 2 * ImGui::GetStyle().ItemSpacing.y)));
    }
    // Whether it was copied; says so either way.
    bool copy(const std::string& text, const char* copied, const char* not_copied) {
        const bool ok = shell_.copy_text && shell_.copy_text(text);
        said_ = ok ? copied : not_copied;
        said_folder_.clear();
        card_failed_ = false;
        return ok;
    }
    Shell& shell_;
    std::string id_, seed_id_, link_, replay_link_, said_;
    std::string said_folder_;  // where the card was kept, for Open folder
    ShareResult result_;
    bool printable_ = false;
    bool link_shown_ = false;  // the link's text, after a Copy that failed
    int accent_hue_ = 210;
    const GameType* game_ = nullptr;  // set with puzzle_ and card_ once the game is over
    std::unique_ptr<Puzzle> puzzle_;
    Canvas card_;
    bool card_failed_ = false;
};

// "?id=VALUE" or "&id=VALUE" in a link, %-unescaped ('#' is the seed's only when written %23).
std::optional<std::string> link_id(std::string_view text) {
    size_t at = text.find("?id=");
    if (at == std::string_view::npos) at = text.find("&id=");
    if (at == std::string_view::npos) return std::nullopt;
    std::string_view raw = text.substr(at + 4);
    raw = raw.substr(0, std::min(raw.find('&'), raw.size()));
    if (const size_t hash = raw.find('#'); hash != std::string_view::npos) raw = raw.substr(0, hash);
    std::string out;
    for (size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '%' && i + 2 < raw.size()) {
            if (auto v = unescape_field(raw.substr(i, 3))) {
                out += *v;
                i += 2;
                continue;
            }
        }
        out += raw[i] == '+' ? ' ' : raw[i];
    }
    return out;
}

} // namespace

int result_stars(Status status, int hints, bool revealed) {
    if (status != Status::Won || revealed) return 0;
    return hints == 0 ? 3 : hints <= 2 ? 2 : 1;
}

std::string hints_words(int hints) { return hints == 0 ? std::string(tr("no hints")) : trn("{1} hint", "{1} hints", hints); }

std::string result_words(const ShareResult& r) {
    if (r.status == Status::Playing) return {};
    std::string out = "Puzzlebox · " + r.game;
    if (!r.label.empty() && r.label != r.game) out += " · " + r.label;
    out += " · " + clock_text(r.clock_ms);
    if (r.revealed) out += std::string(" · ") + tr("solution shown");
    else if (r.score) out += " · " + trf("score {1}", *r.score);
    else if (r.status == Status::Lost) out += std::string(" · ") + tr("not solved");
    else out += " · " + hints_words(r.hints);
    return out;
}

std::string result_line(const ShareResult& r) {
    std::string out = result_words(r);
    if (out.empty() || r.stars <= 0) return out;
    out += ' ';
    for (int i = 0; i < 3; ++i) out += i < r.stars ? "★" : "☆";
    return out;
}

std::string share_text(const ShareResult& r) {
    const std::string line = result_line(r);
    if (line.empty()) return r.link;
    return r.link.empty() ? line : line + "\n" + r.link;
}

std::string puzzle_link(std::string_view link_base, std::string_view id) {
    std::string out(link_base);
    out += "?id=";
    static const char* hex = "0123456789ABCDEF";
    for (unsigned char c : id) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' ||
                           c == '~' || c == ':' || c == '/' || c == ',';
        if (plain) {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

std::string made_link(std::string_view link_base, std::string_view id) { return puzzle_link(link_base, id) + "&made=1"; }

LinkTarget link_target(std::string_view raw) {
    const std::string_view text = trim(raw);
    if (auto id = link_id(text)) return {*id, text.find("&made=1") != std::string_view::npos};
    if (text.rfind("puzzlebox:", 0) == 0) return {std::string(text.substr(10)), false};
    return {std::string(text), false};
}

Result<void> open_puzzle_text(Shell& shell, SceneStack& scenes, std::string_view raw) {
    std::string text(trim(raw));
    if (text.empty()) return fail(tr("type or paste a puzzle ID or a link first"));
    // A replay link opens the game in history mode, at its start; a copy is kept with the replays.
    if (text.find("#replay=") != std::string::npos) {
        auto rec = unpack_replay(replay_fragment(text));
        if (!rec) return fail(trf("the replay link: {1}", rec.error().message));
        if (!find_game(rec->id.game))
            return fail(trf("the replay link is of a game this build does not have: '{1}'", printable(rec->id.game.substr(0, 20))));
        // Checked step by step like any replay file; this scene gives way only once it opens.
        if (auto session = session_from_record(*rec); !session) return fail(trf("the replay link: {1}", session.error().message));
        scenes.pop();
        return shell.open_replay_record(scenes, *rec, "link");
    }
    // Our own links: the web page's ?id= and the desktop's puzzlebox: scheme.
    const LinkTarget target = link_target(text);
    text = target.text;
    const PlayOrigin origin = PlayOrigin::custom(target.made ? kMadeByPlayer : "");
    // A seed ID is made off the drawing thread, with progress and Cancel.
    if (auto parsed = parse_game_id(text); parsed && parsed->seed) {
        const GameType* game = find_game(parsed->game);
        if (!game) return fail(trf("no game called '{1}' here", printable(parsed->game.substr(0, 20))));
        scenes.replace_top(make_generating_scene(shell, *game, parsed->params, *parsed->seed, PlayOrigin::custom(parsed->text())));
        return {};
    }
    auto imported = import_puzzle(text);
    if (!imported) return imported.error();
    if (!imported->loads) return fail(tr("this puzzle is well formed but cannot be played as it is: it has no solution"));
    auto puzzle = imported->game->load(imported->id.params, imported->id.desc);
    if (!puzzle) return puzzle.error();
    auto scene = shell.play(std::make_shared<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle))), origin);
    if (!scene) return fail(tr("this game has no board view yet"));
    scenes.replace_top(std::move(scene));
    return {};
}

namespace {
// A message about `path` said of `name`: "path: problem" becomes "name: problem".
std::string said_of(const std::string& message, const std::string& path, const std::string& name) {
    if (message.rfind(path, 0) == 0) return name + message.substr(path.size());
    if (message.find(path) != std::string::npos) return message;  // (it names it elsewhere)
    return trf("{1}: {2}", name, message);
}
} // namespace

Result<void> open_player_file(Shell& shell, SceneStack& scenes, const std::string& path, const std::string& name, std::string* note) {
    // Make's "Open a puzzle..." showing: the importer reads the file itself (an ipuz, a .puz, a
    // pzprv3, a replay), else it is read as a text holding an ID or a link.
    if (Scene* top = scenes.top(); top && top->name() == "make-open") {
        auto ok = open_in_sheet(*top, scenes, path);
        if (ok) return {};
        if (auto text = read_file(path, kMaxLinkText + 2); text && trim(*text).find(':') != std::string::npos)
            if (open_in_sheet(*top, scenes, *text)) return {};
        std::string said = ok.error().message;  // (the importer names the file by its path)
        if (const size_t at = said.find(path); at != std::string::npos) said.replace(at, path.size(), name);
        return fail(said_of(said, name, name));
    }
    // A replay is read by the replay reader with its own limit; anything else holds a link at most.
    const bool pzr = name.size() > 4 && name.compare(name.size() - 4, 4, ".pzr") == 0;
    auto text = pzr ? Result<std::string>(std::string()) : read_file(path, kMaxLinkText + 2);  // a link, and a line end or two
    if (!text) return fail(said_of(text.error().message, path, name));
    if (pzr || text->rfind("puzzlebox-record", 0) == 0) {
        auto ok = shell.open_replay(scenes, path, note, name);
        if (!ok) return fail(said_of(ok.error().message, path, name));
        if (note && !note->empty()) {
            if (const size_t at = note->find(path); at != std::string::npos) note->replace(at, path.size(), name);
        }
        return {};
    }
    // Text with no "game:" in it is no ID and no link (the typed-text path would read it as the
    // name of a file, which a handed-over file's contents never are).
    if (trim(*text).find(':') == std::string::npos)
        return fail(trf("{1}: holds no puzzle ID, link or replay", name));
    // As if typed into "Enter ID or link": over such a scene, which what it opens replaces.
    const bool own = !(scenes.top() && scenes.top()->name() == "enter-id");
    if (own) scenes.push(make_enter_id_scene(shell));
    auto ok = open_puzzle_text(shell, scenes, *text);
    if (!ok) {
        if (own) scenes.pop();
        return fail(said_of(ok.error().message, path, name));
    }
    return {};
}

void open_player_file_or_say(Shell& shell, SceneStack& scenes, const std::string& path, const std::string& name) {
    std::string note;
    if (auto ok = open_player_file(shell, scenes, path, name, &note); !ok)
        scenes.push(make_message_scene(tr("Cannot open this file"), ok.error().message));
    else if (!note.empty())
        scenes.push(make_message_scene(tr("Replay cut short"), note));
}

std::unique_ptr<Scene> make_share_scene(Shell& shell, std::string id, std::string seed_id, const std::string& replay, ShareResult result) {
    return std::make_unique<ShareScene>(shell, std::move(id), std::move(seed_id), replay, std::move(result));
}

} // namespace pz
