// The browser test's toy game (toy.html?toy): the core tests' counter behind a real PlayScene, so
// the page's touch, undo, history and save-and-resume paths are tested before any game has a view.
// A tap on the board adds 1, a swipe right adds 2; the game resumes from /data/saves/toy.pzr.
#include <memory>
#include <string>

#include "../core/toy_game.h"
#include "game/core/record.h"
#include "game/core/text.h"
#include "game/app/scenes.h"
#include "platform/web/web.h"

namespace {

class CounterView : public pz::BoardView {
public:
    void layout(pz::Rect area) override { area_ = area; }
    pz::Interpretation interpret(const pz::State&, const pz::Gesture& g) override {
        if (!area_.contains(g.start)) return pz::Interpretation::none();
        if (g.kind == pz::Gesture::Kind::Tap) return pz::Interpretation::play("+1");
        if (g.kind == pz::Gesture::Kind::Swipe && g.dir == pz::Dir::Right) return pz::Interpretation::play("+2");
        if (g.kind == pz::Gesture::Kind::Swipe) return pz::Interpretation::invalid();
        return pz::Interpretation::none();
    }
    void draw(pz::Canvas& c, const pz::State& s, const pz::DrawInfo& info) const override {
        const int v = static_cast<const toy::Counter&>(s).value;
        c.fill_rect(pz::Layer::Board, area_, info.palette.board, 12.f);
        const float r = std::min(area_.w, area_.h) * 0.3f;
        const pz::Vec2 centre{area_.x + area_.w * 0.5f, area_.y + area_.h * 0.5f};
        c.fill_circle(pz::Layer::Pieces, centre, r, {240, 160, 48, 255});
        c.text(pz::Layer::Pieces, centre, std::to_string(v), r, info.palette.background, pz::Align::Center, true);
    }
    pz::Rect area_;
};

} // namespace

namespace pz::web {

bool open_extra(Shell& shell, SceneStack& stack, std::string_view query) {
    if (query.find("toy") == std::string_view::npos) return false;
    std::shared_ptr<Session> session;
    const std::string save = shell.save_path_of(Session(std::make_shared<toy::CounterPuzzle>(10)));
    if (file_exists(save)) {
        auto text = read_file(save);
        auto rec = text ? parse_record(*text) : Result<Record>(fail("unreadable"));
        if (rec) {
            session = std::make_shared<Session>(std::make_shared<toy::CounterPuzzle>(10));
            if (!replay_into(*session, *rec)) session.reset();
        }
    }
    if (!session) session = std::make_shared<Session>(std::make_shared<toy::CounterPuzzle>(10));
    stack.push(shell.title());
    stack.push(std::make_unique<PlayScene>(shell, session, pz::PlayOrigin::custom("Toy"), std::make_unique<CounterView>()));
    return true;
}

} // namespace pz::web
