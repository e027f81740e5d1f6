# The browser build: the game as puzzlebox.{js,wasm,data} behind our own page, written to
# PZ_WEB_SITE; with PZ_WEB_TOY also toy.html, the same front end with a toy game for the browser test.
# Included at the end of the top-level CMakeLists.txt (deferred) when building with emcmake.
set(PZ_WEB_SITE ${CMAKE_BINARY_DIR}/site CACHE PATH "Folder the web page is written to")
option(PZ_WEB_TOY "Also build toy.html: the web front end with the toy test game" ON)
option(PZ_WEB_NAMES "Keep function names in the wasm (readable stack traces; larger download)" OFF)

set(here ${CMAKE_CURRENT_LIST_DIR})
add_library(pz_web_front STATIC ${here}/main.cpp ${here}/widget_log.cpp)
target_link_libraries(pz_web_front PUBLIC pz_app)
pz_warnings(pz_web_front)

set(pz_web_link_options
  -sALLOW_MEMORY_GROWTH=1
  -sENVIRONMENT=web
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString,allocateUTF8
  -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${here}/library_funcs.json
  -lidbfs.js
  "SHELL:--pre-js ${here}/pre.js"
  # The fonts and every level pack, in the page's virtual file system.
  "SHELL:--preload-file ${CMAKE_BINARY_DIR}/assets/fonts@/assets/fonts"
  "SHELL:--preload-file ${CMAKE_SOURCE_DIR}/levels@/levels")
if(PZ_WEB_NAMES)
  list(APPEND pz_web_link_options --profiling-funcs)
endif()

# pz_web_page(<target> <script name> <page name> <sources...>)
function(pz_web_page target script page)
  add_executable(${target} ${ARGN})
  target_link_libraries(${target} PRIVATE pz_web_front)
  target_link_options(${target} PRIVATE ${pz_web_link_options})
  set_target_properties(${target} PROPERTIES OUTPUT_NAME ${script} SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${PZ_WEB_SITE}
    LINK_DEPENDS "${here}/pre.js;${here}/library_funcs.json")
  pz_warnings(${target})
  set(PZ_WEB_SCRIPT ${script}.js)
  configure_file(${here}/index.html ${PZ_WEB_SITE}/${page} @ONLY)
endfunction()

pz_web_page(puzzlebox_web puzzlebox index.html ${here}/no_extras.cpp)
if(PZ_WEB_TOY)
  pz_web_page(puzzlebox_web_toy puzzlebox-toy toy.html ${CMAKE_SOURCE_DIR}/tests/web/toy_scene.cpp)
endif()
