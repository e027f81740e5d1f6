// Opening a long replay off the drawing thread: from the first frame, a sheet over the screen it was
// opened from says which game it is, with its progress and Cancel; once the game is replayed, its
// history replaces the sheet.
#include <algorithm>
#include <fstream>
#include <memory>
#include <string>

#include "game/all/registry.h"
#include "game/app/job_sheet.h"
#include "game/app/scenes.h"
#include "game/app/shell.h"
#include "game/core/i18n.h"
#include "game/core/job.h"
#include "game/core/record.h"

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
        : shell_(shell), path_(std::move(path)), name_(std::move(name)), game_(find_game(record_game(head_of(path_)))),
          loaded_(std::make_shared<Result<LoadedRecord>>(fail("not read yet"))),
          written_(std::make_shared<Result<std::string>>(fail("not written yet"))) {
        // The copy kept with the player's replays is written out here too, off the drawing thread.
        start_shown([out = loaded_, written = written_, path = path_] {
            *out = load_record_file(all_games(), path);
            if (*out && job_continue()) *written = write_record_checked((*out)->record);
        });
    }

    std::string name() const override { return "opening"; }
    std::string words() const override {
        return game_ ? trf("Opening a {1} replay...", tr(game_->title())) : std::string(tr("Opening the replay..."));
    }

private:
    // The first few KB of the file, where its game ID is; the rest is read by the job.
    static std::string head_of(const std::string& path) {
        std::string head(4096, '\0');
        std::ifstream in(path, std::ios::binary);
        in.read(head.data(), static_cast<std::streamsize>(head.size()));
        head.resize(static_cast<size_t>(std::max<std::streamsize>(in.gcount(), 0)));
        return head;
    }
    // Reading the file comes before the moves are counted.
    std::string bar_words() const override { return tr("reading"); }
    void finish(Context& ctx) override {
        ctx.scenes->pop();
        std::string note;
        auto ok = *loaded_ ? shell_.show_loaded_replay(*ctx.scenes, std::move(**loaded_), path_, name_, &note, written_.get())
                           : Result<void>(loaded_->error());
        if (!ok) ctx.scenes->push(make_message_scene(tr("Cannot open this file"), named(ok.error().message, path_, name_)));
        else if (!note.empty()) ctx.scenes->push(make_message_scene(tr("Replay cut short"), named(note, path_, name_)));
    }
    Shell& shell_;
    std::string path_, name_;
    const GameType* game_;  // the game the file names, or null when its start does not say
    std::shared_ptr<Result<LoadedRecord>> loaded_;
    std::shared_ptr<Result<std::string>> written_;  // the record as kept (write_record_checked)
};

} // namespace

std::unique_ptr<Scene> make_opening_scene(Shell& shell, std::string path, std::string name) {
    return std::make_unique<OpeningScene>(shell, std::move(path), std::move(name));
}

std::string opening_scene_words(const Scene& s) {
    const auto* o = dynamic_cast<const OpeningScene*>(&s);
    return o ? o->words() : std::string();
}

double opening_scene_progress(const Scene& s) {
    const auto* o = dynamic_cast<const OpeningScene*>(&s);
    return o ? o->job().fraction() : -1;
}

} // namespace pz
