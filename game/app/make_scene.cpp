// The Make screen, written once over the editing contract (game/core/edit.h): the game's own board
// view draws the puzzle being made, a tap (or a drag, cell by cell) sends the game's edit for that
// cell with the palette's value, and the verdict comes back from a job in the player's words.
#include "game/app/make.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include "game/all/convert.h"
#include "game/all/daily.h"
#include "game/all/registry.h"
#include "game/app/custom.h"
#include "game/app/menu_page.h"
#include "game/app/scenes.h"
#include "game/app/share.h"
#include "game/app/theme.h"
#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/core/text.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

// The header row's height (a menu page's: game/app/menu_page.cpp), and what it takes from the top.
float header_height() { return ui::kTarget + 2 * ImGui::GetStyle().WindowPadding.y; }
float top_height() { return 8.f + header_height() + 4.f; }

// "A1", "AB12": the labels of single cells, which taps can name.
bool is_cell_label(std::string_view s) {
    size_t i = 0;
    while (i < s.size() && s[i] >= 'A' && s[i] <= 'Z') ++i;
    if (i == 0 || i == s.size()) return false;
    for (size_t j = i; j < s.size(); ++j)
        if (s[j] < '0' || s[j] > '9') return false;
    return true;
}

std::string made_name(const Shell& shell, const GameType& game, const std::string& given) {
    return given.empty() ? next_made_name(shell.data().made(), game.id()) : given;
}

} // namespace

MakeScene::MakeScene(Shell& shell, const GameType& game, Draft start, std::string name, std::string kept_id)
    : shell_(shell), game_(game), session_(game, std::move(start)), name_(std::move(name)), kept_id_(std::move(kept_id)) {
    const std::string shown = made_name(shell_, game_, name_);
    std::copy_n(shown.begin(), std::min(shown.size(), name_buf_.size() - 1), name_buf_.begin());
    load();
}

void MakeScene::load() {
    auto loaded = game_.load(session_.draft().params, session_.draft().desc);
    std::unique_ptr<Puzzle> sketch = loaded ? nullptr : game_.editor()->sketch(session_.draft());
    if (!loaded && !sketch) {
        // A draft that is no puzzle yet and cannot be drawn either: the board stays as it was,
        // and the verdict says why in the player's words.
        judge();
        return;
    }
    view_.reset();  // the view holds the puzzle it draws: it goes first
    sketch_ = !loaded;
    puzzle_ = std::shared_ptr<const Puzzle>(loaded ? std::move(*loaded) : std::move(sketch));
    state_ = puzzle_->initial();
    view_ = make_view(*puzzle_);
    cells_.clear();
    for (const std::string& l : puzzle_->labels())
        if (is_cell_label(l)) cells_.push_back(l);
    const size_t palette = session_.editor().palette(session_.draft()).size();
    chosen_ = std::clamp(chosen_, 0, std::max(0, static_cast<int>(palette) - 1));
    last_area_ = {};
    judge();
}

void MakeScene::judge() {
    // The job of an earlier draft is dropped: its destructor cancels it, and it never reports.
    job_.reset();
    judged_ = std::make_shared<Verdict>();
    judging_of_ = session_.version();
    job_ = start_judging(game_, session_.draft(), JudgeLimits{}, judged_);
}

Result<void> MakeScene::edit(std::string_view text) {
    auto ok = session_.edit(text);
    if (!ok) {
        message_ = ok.error().message;
        message_bad_ = true;
        return ok;
    }
    message_.clear();
    load();
    return {};
}

void MakeScene::undo() {
    if (!session_.can_undo()) return;
    session_.undo();
    message_.clear();
    load();
}

void MakeScene::redo() {
    if (!session_.can_redo()) return;
    session_.redo();
    message_.clear();
    load();
}

const Verdict& MakeScene::wait_verdict() {
    while (job_ && !job_->done()) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    Context none;
    update(0, none);
    return verdict_;
}

Result<void> MakeScene::keep() {
    name_ = std::string(trim(name_buf_.data()));
    if (name_.empty()) name_ = next_made_name(shell_.data().made(), game_.id());
    if (auto named = check_made_name(name_); !named) return named.error();
    const Verdict* v = verdict();
    MadePuzzle p{std::string(game_.id()), session_.id(), name_, std::string(verdict_word(v ? v->kind : Verdict::Kind::Unknown)),
                 v ? v->grade : std::string(), unix_now_ms()};
    MadeList& made = shell_.data().made();
    if (!kept_id_.empty() && kept_id_ != p.id) (void)made.remove(kept_id_);  // the same puzzle, changed
    kept_id_ = p.id;
    made.keep(std::move(p));
    shell_.data().save_made();
    if (shell_.read_only()) return fail(shell_.read_only_why());
    if (const std::string why = shell_.save_error(); !why.empty()) return fail(why);
    message_ = trf("Kept in My puzzles as {1}", name_);
    message_bad_ = false;
    return {};
}

void MakeScene::set_name(const std::string& name) {
    name_buf_.fill('\0');
    std::copy_n(name.begin(), std::min(name.size(), name_buf_.size() - 1), name_buf_.begin());
}

void MakeScene::test_play(Context& ctx) {
    if (!puzzle_ || sketch_) {
        // (a draft that is no puzzle yet: nothing to play; the verdict says why)
        message_ = verdict() && !verdict()->note.empty() ? verdict()->note : tr("This is not a puzzle yet");
        message_bad_ = true;
        return;
    }
    auto session = std::make_shared<Session>(puzzle_);
    ctx.scenes->push(shell_.play(std::move(session), PlayOrigin::custom(name_.empty() ? std::string(name_buf_.data()) : name_)));
}

std::string MakeScene::link() const { return made_link(shell_.link_base, session_.id()); }

void MakeScene::share(Context& ctx) {
    ShareResult r;
    r.game = std::string(tr(game_.title()));
    r.label = std::string(trim(name_buf_.data()));
    r.link = link();
    ctx.scenes->push(make_share_scene(shell_, session_.id(), {}, {}, r));
}

std::string MakeScene::cell_at(Vec2 p) const {
    for (const std::string& l : cells_)
        if (view_->labelled_area({l}).contains(p)) return l;
    return {};
}

void MakeScene::update(float dt, Context& ctx) {
    (void)ctx;
    if (view_) view_->update(dt);
    if (job_ && job_->done()) {
        if (judging_of_ == session_.version()) {
            verdict_ = *judged_;
            judged_of_ = judging_of_;
        }
        job_.reset();
    }
}

bool MakeScene::handle(const Gesture& g, Context& ctx) {
    if (g.kind == Gesture::Kind::Key && g.action == Action::Back) {
        ctx.scenes->pop();
        return true;
    }
    const bool paint = g.kind == Gesture::Kind::Tap || g.kind == Gesture::Kind::DragStart || g.kind == Gesture::Kind::DragMove;
    if (!paint || !view_) return true;
    // A drag paints each cell it enters once; a tap, the cell under it.
    const std::string cell = cell_at(g.kind == Gesture::Kind::DragStart ? g.start : g.pos);
    if (g.kind == Gesture::Kind::DragStart) dragged_.clear();
    if (cell.empty() || (g.kind != Gesture::Kind::Tap && cell == dragged_)) return true;
    dragged_ = cell;
    const auto palette = session_.editor().palette(session_.draft());
    const std::string value = palette.empty() ? std::string() : palette[static_cast<size_t>(chosen_)].value;
    if (!edit(session_.editor().tap(session_.draft(), cell, value))) ctx.audio->play(Sound::Invalid);
    else ctx.audio->play(Sound::Move);
    return true;
}

Rect MakeScene::panel_area(const Context& ctx) const {
    if (wide_landscape(ctx)) return {ctx.size.x - 380.f, top_height(), 372.f, ctx.size.y - top_height() - 8.f};
    const float h = std::min(ctx.size.y * 0.45f, 320.f);
    return {8.f, ctx.size.y - h - 8.f, ctx.size.x - 16.f, h};
}

Rect MakeScene::board_area(const Context& ctx) const {
    const Rect p = panel_area(ctx);
    if (wide_landscape(ctx)) return {8.f, top_height(), p.x - 16.f, ctx.size.y - top_height() - 8.f};
    return {8.f, top_height(), ctx.size.x - 16.f, p.y - top_height() - 8.f};
}

void MakeScene::draw(Canvas& c, Context& ctx) {
    const Palette& pal = shell_.palette();
    c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, pal.background);
    if (!view_) return;
    const Rect area = board_area(ctx);
    view_->set_text_scale(ctx.text_scale);
    if (!(area == last_area_)) view_->layout(area);
    last_area_ = area;
    DrawInfo info{pal};
    info.time = ctx.time;
    info.text_scale = ctx.text_scale;
    info.still = true;
    view_->draw(c, *state_, info);
    const Verdict* v = verdict();
    if (!v) return;
    // Where two solutions differ; where one edit would make it solvable (or not), or unique.
    for (const std::string& l : v->differ) c.stroke_rect(Layer::Effects, view_->labelled_area({l}).inset(3), pal.bad, 3);
    const Color flip = (v->kind == Verdict::Kind::None ? pal.good : pal.bad).with_alpha(90);
    for (const std::string& l : v->flips_solvable) c.fill_rect(Layer::Effects, view_->labelled_area({l}).inset(4), flip, 4);
    for (const std::string& l : v->flips_unique) c.stroke_rect(Layer::Effects, view_->labelled_area({l}).inset(5), pal.highlight, 2);
}

void MakeScene::gui(Context& ctx) {
    ui::begin_page("##make-top", {8.f, 8.f, ctx.size.x - 16.f, header_height()}, false);
    const int header = page_header(trf("Make: {1}", tr(game_.title())), tr("How to play"));
    if (header == 1) ctx.scenes->pop();
    if (header == 2) ctx.scenes->push(shell_.help(&game_));
    ImGui::End();
    ui::begin_page("##make-panel", panel_area(ctx));
    panel(ctx);
    ImGui::End();
}

void MakeScene::panel(Context& ctx) {
    const Palette& pal = shell_.palette();
    const Editor& e = session_.editor();
    const float w = ImGui::GetContentRegionAvail().x;
    // The verdict first: what the player is making this for.
    const Verdict* v = verdict();
    const Color tone = !v ? pal.text_dim : v->kind == Verdict::Kind::Unique ? pal.good : v->kind == Verdict::Kind::None ? pal.bad : pal.text;
    ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(tone));
    ui::wrapped(v ? verdict_line(*v) : std::string(tr("Checking...")));
    ImGui::PopStyleColor();
    if (v && !v->technique.empty()) ui::wrapped(trf("It starts with: {1}", v->technique), true);
    if (v && !v->note.empty() && verdict_line(*v) != v->note) ui::wrapped(v->note, true);  // not twice
    if (v && (!v->flips_solvable.empty() || !v->flips_unique.empty())) ui::wrapped(tr("Shaded squares: one change there decides whether it can be solved; outlined: one change there makes its solution the only one, or not."), true);
    if (!message_.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(message_bad_ ? pal.error_text : pal.notice_text));
        ui::wrapped(message_);
        ImGui::PopStyleColor();
    }
    // The lines the player types for the whole puzzle (Fill-in's word list): Use sends the text,
    // Suggest another suggestion each time.
    const auto entries = game_.editor()->text_entries(session_.draft());
    if (entries_.size() != entries.size()) entries_.assign(entries.size(), {});
    // Each field shows what the puzzle holds once it changes (an edit, Suggest, undo); what the
    // player is typing stays until then.
    const bool refill = entries_of_ != session_.version();
    entries_of_ = session_.version();
    for (size_t i = 0; i < entries.size(); ++i) {
        const TextEntry& t = entries[i];
        auto& buf = entries_[i];
        if (refill) {
            buf.fill('\0');
            std::copy_n(t.text.begin(), std::min(t.text.size(), buf.size() - 1), buf.begin());
        }
        ImGui::PushID(t.key.c_str());
        ui::input_text("##made-text", std::string(tr(t.placeholder)).c_str(), buf.data(), buf.size(), 0, w);
        std::vector<std::string> labels{std::string(tr(t.use_label))};
        if (!t.suggest_label.empty()) labels.emplace_back(tr(t.suggest_label));
        switch (ui::button_row(labels)) {
        case 0: {
            std::string text(buf.data());
            std::replace(text.begin(), text.end(), ' ', ',');
            (void)edit(t.key + "=" + text);
            break;
        }
        case 1: (void)edit(t.suggest_key + "=" + std::to_string(++suggested_)); break;
        default: break;
        }
        ImGui::PopID();
    }
    // What a tap writes.
    const auto palette = e.palette(session_.draft());
    if (palette.size() > 1) {
        // Named entries ("Slot cell", "Zone 3") as wide as their words; bare values (Fill-in's
        // letters, Decodoku's numbers) in a denser grid of their own, not each as wide as the longest name.
        const bool named_first = !palette.front().label.empty();  // (in the palette's own order)
        for (const bool named : {named_first, !named_first}) {
            std::vector<std::string> labels;
            std::vector<int> index;
            for (size_t i = 0; i < palette.size(); ++i)
                if (palette[i].label.empty() != named) {
                    labels.push_back(named ? std::string(tr(palette[i].label)) : palette[i].value);
                    index.push_back(static_cast<int>(i));
                }
            if (labels.empty()) continue;
            const int at = static_cast<int>(std::find(index.begin(), index.end(), chosen_) - index.begin());
            if (const int t = choice_buttons(named ? "palette" : "palette-values", labels, at, w); t >= 0) chosen_ = index[static_cast<size_t>(t)];
        }
    } else if (palette.size() == 1 && !palette.front().label.empty()) {
        ui::wrapped(trf("Tap a square: {1}", tr(palette.front().label)), true);
    }
    switch (ui::button_row({tr("Undo"), tr("Redo"), tr("Test-play")}, -1, {session_.can_undo(), session_.can_redo(), true})) {
    case 0: undo(); break;
    case 1: redo(); break;
    case 2: test_play(ctx); break;
    default: break;
    }
    ui::input_text("##made-name", tr("Name"), name_buf_.data(), name_buf_.size(), 0, w * 0.5f);
    ImGui::SameLine();
    switch (ui::button_row({tr("Keep"), tr("Share")})) {
    case 0:
        if (auto ok = keep(); !ok) {
            message_ = ok.error().message;
            message_bad_ = true;
        }
        break;
    case 1:
        if (v && v->kind == Verdict::Kind::Unique) share(ctx);
        else ask_share_ = true;
        break;
    default: break;
    }
    if (ask_share_) {
        ui::wrapped(tr("This puzzle does not have exactly one solution yet. Share it anyway?"));
        switch (ui::button_row({tr("Share anyway"), tr("Not yet")})) {
        case 0:
            ask_share_ = false;
            share(ctx);
            break;
        case 1: ask_share_ = false; break;
        default: break;
        }
    }
    // Another puzzle to start from (an ID, a link, a file): it replaces this one, and a refusal leaves it.
    if (ui::button(tr("Open a puzzle..."), ImVec2(-FLT_MIN, 0))) ctx.scenes->push(make_open_in_make_scene(shell_, &game_));
    // The whole puzzle: a new size, and the game's own settings (each a recorded edit).
    if (ui::header(tr("Size and rules"))) {
        const auto sizes = e.sizes();
        if (sizes.size() > 1) {
            ui::line(tr("Start again blank"), 0, true);
            std::vector<std::string> names;
            for (const Preset& p : sizes) names.push_back(p.name);
            if (const int t = choice_buttons("size", names, -1, w); t >= 0) (void)edit("size=" + sizes[static_cast<size_t>(t)].params);
        }
        for (const ParamField& f : e.settings(session_.draft())) {
            ImGui::PushID(f.key.c_str());
            ui::line(tr(f.label), 0, true);
            if (!f.choices.empty()) {
                if (const int t = choice_buttons(f.key, f.choices, f.value, w); t >= 0) (void)edit(f.key + "=" + std::to_string(t));
            } else {
                std::vector<std::string> step{"-", std::to_string(f.value), "+"};
                const int t = ui::button_row(step, -1, {f.value > f.min, false, f.value < f.max});
                if (t == 0) (void)edit(f.key + "=" + std::to_string(f.value - f.step));
                if (t == 2) (void)edit(f.key + "=" + std::to_string(f.value + f.step));
            }
            ImGui::PopID();
        }
    }
}

std::unique_ptr<MakeScene> make_make_scene(Shell& shell, const GameType& game) {
    const Editor& e = *game.editor();
    const auto sizes = e.sizes();
    auto blank = e.blank(sizes.front().params);
    return std::make_unique<MakeScene>(shell, game, blank ? *blank : Draft{});
}

Result<std::unique_ptr<MakeScene>> make_make_scene(Shell& shell, const GameType& game, std::string_view id) {
    return open_in_make(shell, id, &game);
}

Result<std::unique_ptr<MakeScene>> open_in_make(Shell& shell, std::string_view input, const GameType* only) {
    const std::string text = link_target(input).text;
    if (text.empty()) return fail(tr("Type or paste a puzzle ID or a link first"));
    auto imported = import_puzzle(text);
    if (!imported) return fail(trf("Cannot open it: {1}", imported.error().message));
    const GameType& game = *imported->game;
    if (only && &game != only) return fail(trf("That puzzle is for {1}, not {2}", tr(game.title()), tr(only->title())));
    if (!game.editor()) return fail(trf("{1} has no editor yet", tr(game.title())));
    // A well-formed board the game cannot play (no solution) is still the editor's to mend.
    auto d = imported->loads ? draft_from_id(game, imported->id.text()) : Result<Draft>(Draft{imported->id.params, imported->id.desc});
    if (!d) return d.error();
    return std::make_unique<MakeScene>(shell, game, std::move(*d));
}

Result<std::unique_ptr<MakeScene>> make_make_scene(Shell& shell, const GameType& game, const Puzzle& puzzle) {
    if (!game.editor()) return fail(trf("{1} has no editor yet", tr(game.title())));
    auto d = game.editor()->adopt(puzzle);
    if (!d) return d.error();
    return std::make_unique<MakeScene>(shell, game, std::move(*d));
}

std::unique_ptr<MakeScene> make_make_scene(Shell& shell, const MadePuzzle& kept) {
    const GameType* g = find_game(kept.game);
    if (!g || !g->editor()) return nullptr;
    auto d = draft_from_id(*g, kept.id);
    if (!d) return nullptr;
    return std::make_unique<MakeScene>(shell, *g, std::move(*d), kept.name, kept.id);
}

namespace {

// The title's More: the games that have an editor, one button each.
class MakeChooser : public Scene {
public:
    explicit MakeChooser(Shell& shell) : shell_(shell) {}
    std::string name() const override { return "make-choose"; }
    bool handle(const Gesture& g, Context& ctx) override {
        if (g.kind == Gesture::Kind::Key && g.action == Action::Back) ctx.scenes->pop();
        return true;
    }
    void draw(Canvas& c, Context& ctx) override { background(c, ctx, shell_.palette()); }
    void gui(Context& ctx) override {
        if (begin_menu_page("##make-choose", ctx, tr("Make a puzzle")) == 1) ctx.scenes->pop();
        ui::wrapped(tr("Pick a game. Its solver tells you as you go whether your puzzle has exactly one solution."), true);
        for (const GameType* g : all_games())
            if (g->editor() && ui::button(std::string(tr(g->title())), ImVec2(-FLT_MIN, 0))) ctx.scenes->replace_top(make_make_scene(shell_, *g));
        ImGui::Spacing();
        if (ui::button(tr("Open a puzzle..."), ImVec2(-FLT_MIN, 0))) ctx.scenes->push(make_open_in_make_scene(shell_, nullptr));
        ImGui::End();
    }

private:
    Shell& shell_;
};

} // namespace

std::unique_ptr<Scene> make_make_chooser(Shell& shell) { return std::make_unique<MakeChooser>(shell); }

Result<void> rename_made(Shell& shell, std::string_view id, std::string_view typed) {
    auto name = check_made_name(typed);
    if (!name) return name.error();
    if (!shell.data().made().rename(id, *name)) return fail(tr("That puzzle is no longer in My puzzles"));
    shell.data().save_made();
    if (shell.read_only()) return fail(shell.read_only_why());
    if (const std::string why = shell.save_error(); !why.empty()) return fail(why);
    return {};
}

void my_puzzles_gui(Shell& shell, const GameType& game, Context& ctx, MyPuzzles& state) {
    if (!game.editor()) return;
    if (ui::button(tr("Make a puzzle"), ImVec2(-FLT_MIN, 0))) ctx.scenes->push(make_make_scene(shell, game));
    const auto mine = shell.data().made().of(game.id());
    std::optional<MadePuzzle>& deleted = state.deleted;
    if (mine.empty() && !deleted) return;
    ImGui::SetNextItemOpen(true, ImGuiCond_Once);  // (open at first: the player's own work)
    if (!ui::header(tr("My puzzles"), "(" + std::to_string(mine.size()) + ")")) return;
    if (deleted && deleted->game == game.id()) {
        ui::wrapped(trf("{1} deleted.", deleted->name), true);
        if (ui::button(tr("Undo") + std::string("##undelete"))) {
            shell.data().made().keep(*deleted);
            shell.data().save_made();
            deleted.reset();
        }
    }
    for (size_t i = 0; i < mine.size(); ++i) {
        const MadePuzzle& p = mine[i];
        ImGui::PushID(static_cast<int>(i));
        if (state.renaming == p.id) {
            // The name being changed: Enter or Save keeps it (shown at once), Cancel leaves it.
            if (state.focus) ImGui::SetKeyboardFocusHere();
            state.focus = false;
            const bool entered = ui::input_text("##made-rename", tr("Name"), state.name.data(), state.name.size(),
                                                ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
            const int b = ui::button_row({tr("Save"), tr("Cancel")});
            if (entered || b == 0) {
                auto ok = rename_made(shell, p.id, state.name.data());
                state.error = ok ? std::string() : ok.error().message;
                if (ok) state.renaming.clear();
            } else if (b == 1) {
                state.renaming.clear();
                state.error.clear();
            }
            if (!state.error.empty()) {
                ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(shell.palette().error_text));
                ui::wrapped(state.error);
                ImGui::PopStyleColor();
            }
            ImGui::PopID();
            continue;
        }
        Verdict v;
        if (auto k = parse_verdict_word(p.verdict)) v.kind = *k;
        v.grade = p.grade;
        ui::line(p.name);
        ui::line(verdict_line(v), 0, true);
        switch (ui::button_row({tr("Play"), tr("Edit"), tr("Rename"), tr("Delete")})) {
        case 0:
            if (auto id = parse_game_id(p.id))
                if (auto puzzle = game.load(id->params, id->desc))
                    ctx.scenes->push(shell.play(std::make_shared<Session>(std::shared_ptr<const Puzzle>(std::move(*puzzle))), PlayOrigin::custom(p.name)));
            break;
        case 1:
            if (auto s = make_make_scene(shell, p)) ctx.scenes->push(std::move(s));
            break;
        case 2:
            state.renaming = p.id;
            state.focus = true;
            state.error.clear();
            state.name.fill('\0');
            std::copy_n(p.name.begin(), std::min(p.name.size(), state.name.size() - 1), state.name.begin());
            break;
        case 3:
            deleted = shell.data().made().remove(p.id);
            shell.data().save_made();
            break;
        default: break;
        }
        ImGui::PopID();
    }
}

} // namespace pz
