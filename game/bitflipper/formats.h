// BitFlipper on paper: the board as printed (puzzlebox-tool convert --to svg|pdf|png).
#pragma once
#include "game/core/game_formats.h"

namespace pz::bitflipper {

const GameFormats& formats();

} // namespace pz::bitflipper
