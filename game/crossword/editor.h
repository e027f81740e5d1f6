// Fill-in's editor (game/core/edit.h): draw blocks and slot cells, give letters, type the word
// list or ask the filler for words from the dictionary that fit; the verdict counts the fills.
#pragma once
#include <string>
#include <string_view>

#include "game/core/edit.h"
#include "game/core/result.h"

namespace pz::crossword {

const Editor& editor();

// One word of a list as the player typed it ("cat"): letters only, in upper case as the game keeps
// it; anything else is refused in one line. Typed and suggested words both pass here.
Result<std::string> check_word(std::string_view token);

} // namespace pz::crossword
