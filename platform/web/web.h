// The browser front end's own interfaces: widget rectangles for tests, waking the still loop,
// and an optional extra scene (a test harness) that a second web target may link in.
#pragma once
#include <string>
#include <string_view>

#include "engine/scene.h"
#include "game/app/shell.h"

namespace pz::web {

// The labelled widgets ImGui laid out in the last finished frame, as a JSON array of
// {"label","x","y","w","h"} in window (CSS) pixels, clipped to their window.
std::string widgets_json();
// Call once per frame before ImGui::NewFrame() runs (turns the hooks on, swaps frame buffers).
void widgets_new_frame();

// Where the text field the player types into was drawn in the last finished frame (window
// pixels): the last field ImGui edited, if it is still on screen. False when none is.
bool text_field(float* x, float* y, float* w, float* h);

// Resumes the paused main loop (the app was still): something outside it may change the picture
// (input the page's own listeners saw, a worker's answer, a resize). Cheap when already awake.
void wake();

// Makes puzzles in a Web Worker from now on (platform/web/generate.cpp), where the browser has workers.
void use_generation_worker();

// Opens a scene named in the page address that the plain game does not know (e.g. the test
// page's toy game). False if the query names nothing of the kind.
bool open_extra(Shell& shell, SceneStack& stack, std::string_view query);

} // namespace pz::web
