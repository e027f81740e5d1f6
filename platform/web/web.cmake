# The browser build: the game as puzzlebox.{js,wasm,data} behind our own page, written to
# PZ_WEB_SITE; with PZ_WEB_TOY also toy.html, the same front end with a toy game for the browser test.
# Included at the end of the top-level CMakeLists.txt (deferred) when building with emcmake.
set(PZ_WEB_SITE ${CMAKE_BINARY_DIR}/site CACHE PATH "Folder the web page is written to")
option(PZ_WEB_TOY "Also build toy.html: the web front end with the toy test game" OFF)
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
  "SHELL:--pre-js ${here}/pre.js")

# Every file the page reads at run time, preloaded into its virtual file system (build path@page
# path): the fonts and level packs here, and what games declare with pz_web_data() in their own
# CMakeLists.txt (every game folder is processed before this deferred file runs);
# pz_web_data_targets make the generated ones.
get_property(pz_game_web_data GLOBAL PROPERTY PZ_WEB_DATA)
get_property(pz_web_data_targets GLOBAL PROPERTY PZ_WEB_DATA_TARGETS)
get_property(pz_web_data_games GLOBAL PROPERTY PZ_WEB_DATA_GAMES)
set(pz_web_data
  ${CMAKE_BINARY_DIR}/assets/fonts@/assets/fonts
  ${CMAKE_SOURCE_DIR}/levels@/levels
  ${pz_game_web_data})
# pz.games() says which games need their preloaded data ("needs_data"): a comma-separated list.
list(JOIN pz_web_data_games "," pz_web_data_games_text)
target_compile_definitions(pz_web_front PRIVATE PZ_WEB_DATA_GAMES="${pz_web_data_games_text}")
set(pz_web_data_files)
foreach(entry ${pz_web_data})
  string(REGEX REPLACE "@.*" "" file "${entry}")
  list(APPEND pz_web_link_options "SHELL:--preload-file ${entry}")
  # A changed (or, through the glob, added) file re-packs the page's data.
  if(IS_DIRECTORY "${file}")
    file(GLOB_RECURSE inside CONFIGURE_DEPENDS "${file}/*")
    list(APPEND pz_web_data_files ${inside})
  else()
    list(APPEND pz_web_data_files "${file}")
  endif()
endforeach()
if(PZ_WEB_NAMES)
  list(APPEND pz_web_link_options --profiling-funcs)
endif()

# pz_web_page(<target> <script name> <page name> <sources...>)
function(pz_web_page target script page)
  add_executable(${target} ${ARGN})
  target_link_libraries(${target} PRIVATE pz_web_front)
  target_link_options(${target} PRIVATE ${pz_web_link_options})
  set_target_properties(${target} PROPERTIES OUTPUT_NAME ${script} SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${PZ_WEB_SITE}
    LINK_DEPENDS "${here}/pre.js;${here}/library_funcs.json;${pz_web_data_files}")
  if(pz_web_data_targets)
    add_dependencies(${target} ${pz_web_data_targets})
  endif()
  pz_warnings(${target})
  set(PZ_WEB_SCRIPT ${script}.js)
  configure_file(${here}/index.html ${PZ_WEB_SITE}/${page} @ONLY)
endfunction()

pz_web_page(puzzlebox_web puzzlebox index.html ${here}/no_extras.cpp)
if(PZ_WEB_TOY)
  pz_web_page(puzzlebox_web_toy puzzlebox-toy toy.html ${CMAKE_SOURCE_DIR}/tests/web/toy_scene.cpp)
endif()
