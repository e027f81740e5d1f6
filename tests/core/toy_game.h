// A tiny game for testing the mid-end: a counter the player raises by 1 or 2 to reach a goal.
// When the counter lands on 3 the game makes an automatic "tick" event that raises it to 4. With
// `lose` set, the counter landing there loses the game; `undo` false plays it with no undo.
#pragma once
#include <memory>
#include <string>

#include "game/core/game.h"
#include "game/core/text.h"

namespace toy {

struct Counter : pz::State {
    int value = 0;
    explicit Counter(int v) : value(v) {}
    std::string text() const override { return "counter " + std::to_string(value); }
};

class CounterPuzzle : public pz::Puzzle {
public:
    explicit CounterPuzzle(int goal, int lose = -1, bool undo = true)
        : goal_(goal), lose_(lose), undo_(undo), params_("g" + std::to_string(goal)), desc_("c") {}
    std::string_view game() const override { return "toy"; }
    const std::string& params() const override { return params_; }
    const std::string& description() const override { return desc_; }
    pz::StatePtr initial() const override { return std::make_shared<Counter>(0); }
    pz::Result<pz::StatePtr> apply(const pz::State& s, std::string_view move) const override {
        int v = static_cast<const Counter&>(s).value;
        if (move == "tick") {
            if (v != 3) return pz::fail("no tick is due");
            return pz::StatePtr(std::make_shared<Counter>(4));
        }
        if (move != "+1" && move != "+2") return pz::fail("moves are +1 or +2, not '" + std::string(move) + "'");
        int nv = v + (move == "+1" ? 1 : 2);
        if (nv > goal_) return pz::fail("that would pass the goal");
        return pz::StatePtr(std::make_shared<Counter>(nv));
    }
    pz::Status status(const pz::State& s) const override {
        const int v = static_cast<const Counter&>(s).value;
        return v == goal_ ? pz::Status::Won : v == lose_ ? pz::Status::Lost : pz::Status::Playing;
    }
    bool allows_undo() const override { return undo_; }
    std::optional<std::string> automatic_move(const pz::State& s) const override {
        if (static_cast<const Counter&>(s).value == 3) return std::string("tick");
        return std::nullopt;
    }
    pz::Result<pz::Hint> hint(const pz::State& s) const override {
        int v = static_cast<const Counter&>(s).value;
        return pz::Hint{goal_ - v >= 2 ? "+2" : "+1", "step towards the goal"};
    }
    pz::Result<std::vector<std::string>> solve(const pz::State& s) const override {
        int v = static_cast<const Counter&>(s).value;
        std::vector<std::string> out;
        while (v < goal_) {
            if (v + 2 <= goal_ && v + 2 != 3) { out.push_back("+2"); v += 2; }
            else { out.push_back("+1"); v += 1; }
            if (v == 3) v = 4;
        }
        return out;
    }

private:
    int goal_, lose_;
    bool undo_;
    std::string params_, desc_;
};

} // namespace toy
