// Print... from the Share sheet (issue 19): the puzzle in play, and optionally its answer, as a PDF
// or PNG on A4 or Letter in the light print colours, kept where the front end keeps documents.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "engine/scene.h"
#include "game/all/convert.h"
#include "game/app/shell.h"

namespace pz {

// What the player picks on the sheet.
struct PrintChoice {
    bool solution = false;  // the answer too: on a page of its own (PDF) or beside the puzzle (PNG)
    int copies = 1;         // copies of the puzzle on a page: 1, 2 or 4 (one each to race friends)
    bool letter = false;    // US Letter instead of A4
    std::string format = "pdf";
};
// The formats this build prints to: pdf, and png where it has a rasteriser (not the web).
const std::vector<std::string>& print_formats();
// The document the choice makes for a puzzle, and the file name it is offered under
// ("sweetspots-6k1.pdf", "...-solution.pdf").
Result<std::string> print_puzzle(const Imported& puzzle, const PrintChoice& choice);
std::string print_file_name(const Imported& puzzle, const PrintChoice& choice);

class PrintSheet : public Scene {
public:
    // id: the full game ID of the puzzle in play.
    PrintSheet(Shell& shell, std::string id);
    std::string name() const override { return "print"; }
    bool full_screen() const override { return false; }
    bool handle(const Gesture& g, Context& ctx) override;
    void draw(Canvas& c, Context& ctx) override;
    void gui(Context& ctx) override;

    PrintChoice& choice() { return choice_; }
    // What the Print button does: makes the document and hands it to Shell::save_document; the
    // line it leaves (where it went, or why not) shows under the button at once.
    void print();
    const std::string& said() const { return said_; }
    // The file the last Print wrote (its path, for tests; a player reads said()).
    const std::string& saved_file() const { return saved_file_; }
    bool failed() const { return failed_; }

private:
    Shell& shell_;
    std::string id_;
    PrintChoice choice_;
    std::string said_;
    std::string saved_file_;
    bool failed_ = false;
};

std::unique_ptr<Scene> make_print_sheet(Shell& shell, std::string id);

} // namespace pz
