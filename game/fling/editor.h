// Fling!'s editor (game/core/edit.h): tap a square to add or remove a ball; the verdict is the
// solver's (one way down to a win, several, none), with where one more change would alter it.
// What the pause menu's Designer showed, now on the Make screen in the player's words.
#pragma once
#include "game/core/edit.h"

namespace pz::fling {

const Editor& editor();

} // namespace pz::fling
