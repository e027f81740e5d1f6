// Fling! on paper: the board as printed (puzzlebox-tool convert --to svg|pdf|png).
#pragma once
#include "game/core/game_formats.h"

namespace pz::fling {

const GameFormats& formats();

} // namespace pz::fling
