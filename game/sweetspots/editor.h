// Sweet Spots' editor (game/core/edit.h): paint zones cell by cell, set chests per row (k) and the
// size (5 to 12); the verdict counts solutions and grades a unique board by its logical solver.
#pragma once
#include "game/core/edit.h"

namespace pz::sweetspots {

const Editor& editor();

} // namespace pz::sweetspots
