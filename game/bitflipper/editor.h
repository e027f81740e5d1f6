// BitFlipper's editor (game/core/edit.h): size, states, target, shape and wrap as settings; a tap
// sets a cell's start value; the verdict counts the tap patterns that solve it.
#pragma once
#include "game/core/edit.h"

namespace pz::bitflipper {

const Editor& editor();

} // namespace pz::bitflipper
