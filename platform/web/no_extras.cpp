// The shipped page opens no extra scenes: only the games' own.
#include "platform/web/web.h"

namespace pz::web {
bool open_extra(Shell&, SceneStack&, std::string_view) { return false; }
} // namespace pz::web
