// Decodoku's editor (game/core/edit.h): numbers on the starting board with their groups, and the
// noise written burst by burst, as a hand-made position's text holds them; the verdict says
// whether the board can be cleared and what the coach's planner scores from it.
#pragma once
#include "game/core/edit.h"

namespace pz::decodoku {

const Editor& editor();

} // namespace pz::decodoku
