// The Print sheet: choices as buttons a finger tall, the document made by print_document (the same
// pages as `puzzlebox-tool convert`), kept through the shell's save_document.
#include "game/app/print_sheet.h"

#include <imgui.h>

#include <algorithm>

#include "game/core/i18n.h"
#include "game/app/custom.h"
#include "game/app/menu_page.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

const std::vector<std::string>& print_formats() {
#ifdef PZ_HAVE_PNG
    static const std::vector<std::string> f = {"pdf", "png"};
#else
    static const std::vector<std::string> f = {"pdf"};
#endif
    return f;
}

Result<std::string> print_puzzle(const Imported& puzzle, const PrintChoice& c) {
    const int copies = std::clamp(c.copies, 1, 4);
    std::vector<PrintItem> items(static_cast<size_t>(copies), PrintItem{puzzle, false});
    if (c.solution) items.insert(items.end(), static_cast<size_t>(copies), PrintItem{puzzle, true});
    // A PDF gives the answers a page of their own; a PNG is one page, so they share it.
    const int per_page = c.format == "pdf" ? copies : static_cast<int>(items.size());
    return print_document(items, {c.format, per_page, c.letter});
}

std::string print_file_name(const Imported& puzzle, const PrintChoice& c) {
    std::string name = puzzle.id.game + "-";
    for (char ch : puzzle.id.params) name += (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ? ch : '_';
    if (c.solution) name += "-solution";
    return name + "." + c.format;
}

PrintSheet::PrintSheet(Shell& shell, std::string id) : shell_(shell), id_(std::move(id)) {}

bool PrintSheet::handle(const Gesture& g, Context& ctx) {
    if (g.kind == Gesture::Kind::Key && (g.action == Action::Back || g.action == Action::Menu)) ctx.scenes->pop();
    return true;
}

void PrintSheet::draw(Canvas& c, Context& ctx) { c.fill_rect(Layer::Gui, {0, 0, ctx.size.x, ctx.size.y}, {0, 0, 0, 140}); }

void PrintSheet::print() {
    failed_ = true;
    auto puzzle = import_puzzle(id_);
    if (!puzzle) {
        said_ = trf("Cannot print: {1}", puzzle.error().message);
        return;
    }
    auto doc = print_puzzle(*puzzle, choice_);
    if (!doc) {
        said_ = trf("Cannot print: {1}", doc.error().message);
        return;
    }
    if (!shell_.save_document) {
        said_ = tr("Cannot print: this version keeps no documents");
        return;
    }
    const std::string mime = choice_.format == "pdf" ? "application/pdf" : "image/png";
    auto where = shell_.save_document(print_file_name(*puzzle, choice_), mime, *doc);
    if (!where) {
        said_ = trf("Not saved: {1}", where.error().message);
        return;
    }
    failed_ = false;
    said_ = shell_.saved_words(*where);
    saved_file_ = *where;
}

void PrintSheet::gui(Context& ctx) {
    ui::begin_dialog("##print", ctx.size, std::min(ctx.size.x - 24.f, 480.f));
    ImGui::TextUnformatted(tr("Print this puzzle"));
    ImGui::Separator();
    const float bw = ImGui::GetContentRegionAvail().x;
    ImGui::TextDisabled("%s", tr("Print"));
    if (const int t = choice_buttons("what", {tr_noop("Puzzle"), tr_noop("With answer")}, choice_.solution ? 1 : 0, bw); t >= 0) choice_.solution = t == 1;
    ImGui::TextDisabled("%s", tr("Copies on a page"));
    static const std::vector<int> kCopies = {1, 2, 4};
    const int copies_at = static_cast<int>(std::find(kCopies.begin(), kCopies.end(), choice_.copies) - kCopies.begin());
    if (const int t = choice_buttons("copies", {"1", "2", "4"}, copies_at, bw); t >= 0) choice_.copies = kCopies[static_cast<size_t>(t)];
    ImGui::TextDisabled("%s", tr("Paper"));
    if (const int t = choice_buttons("paper", {"A4", "Letter"}, choice_.letter ? 1 : 0, bw); t >= 0) choice_.letter = t == 1;
    const auto& formats = print_formats();
    if (formats.size() > 1) {
        ImGui::TextDisabled("%s", tr("File"));
        std::vector<std::string> labels;
        for (const auto& f : formats) labels.emplace_back(f == "pdf" ? "PDF" : tr_noop("PNG image"));
        const int at = static_cast<int>(std::find(formats.begin(), formats.end(), choice_.format) - formats.begin());
        if (const int t = choice_buttons("format", labels, at, bw); t >= 0) choice_.format = formats[static_cast<size_t>(t)];
    }
    ImGui::Spacing();
    if (ui::button(tr("Print"), ImVec2(-FLT_MIN, 52.f))) print();
    saved_line(shell_, said_, failed_ ? std::string() : shell_.kept_folder(saved_file_), failed_);
    if (ui::button(tr("Close"), ImVec2(-FLT_MIN, 0))) ctx.scenes->pop();
    ImGui::End();
}

std::unique_ptr<Scene> make_print_sheet(Shell& shell, std::string id) { return std::make_unique<PrintSheet>(shell, std::move(id)); }

} // namespace pz
