// Opening a long replay off the drawing thread: a sheet with its progress and Cancel over the
// screen it was opened from; once the game is replayed, its history replaces the sheet.
#include <memory>
#include <string>

#include "game/all/registry.h"
#include "game/app/job_sheet.h"
#include "game/app/scenes.h"
#include "game/app/shell.h"
#include "game/core/i18n.h"
#include "game/core/job.h"

namespace pz {

namespace {

// "path: problem" said of the name the player knows the file by.
std::string named(std::string text, const std::string& path, const std::string& name) {
    for (size_t at = text.find(path); at != std::string::npos; at = text.find(path, at + name.size())) text.replace(at, path.size(), name);
    return text;
}

class OpeningScene : public JobSheet {
public:
    OpeningScene(Shell& shell, std::string path, std::string name)
        : shell_(shell), path_(std::move(path)), name_(std::move(name)),
          loaded_(std::make_shared<Result<LoadedRecord>>(fail("not read yet"))) {
        start(std::make_unique<Job>([out = loaded_, path = path_] { *out = load_record_file(all_games(), path); }));
    }

    std::string name() const override { return "opening"; }

private:
    std::string words() const override { return tr("Opening the replay..."); }
    // Reading the file comes before the moves are counted.
    std::string bar_words() const override { return tr("reading"); }
    void finish(Context& ctx) override {
        ctx.scenes->pop();
        std::string note;
        auto ok = *loaded_ ? shell_.show_loaded_replay(*ctx.scenes, std::move(**loaded_), path_, name_, &note)
                           : Result<void>(loaded_->error());
        if (!ok) ctx.scenes->push(make_message_scene(tr("Cannot open this file"), named(ok.error().message, path_, name_)));
        else if (!note.empty()) ctx.scenes->push(make_message_scene(tr("Replay cut short"), named(note, path_, name_)));
    }
    Shell& shell_;
    std::string path_, name_;
    std::shared_ptr<Result<LoadedRecord>> loaded_;
};

} // namespace

std::unique_ptr<Scene> make_opening_scene(Shell& shell, std::string path, std::string name) {
    return std::make_unique<OpeningScene>(shell, std::move(path), std::move(name));
}

double opening_scene_progress(const Scene& s) {
    const auto* o = dynamic_cast<const OpeningScene*>(&s);
    return o ? o->job().fraction() : -1;
}

} // namespace pz
