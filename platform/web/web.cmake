# The browser build: the game as puzzlebox.{js,wasm,data} behind our own page, written to
# PZ_WEB_SITE; with PZ_WEB_TOY also toy.html, the same front end with a toy game for the browser test.
# Included at the end of the top-level CMakeLists.txt (deferred) when building with emcmake.
set(PZ_WEB_SITE ${CMAKE_BINARY_DIR}/site CACHE PATH "Folder the web page is written to")
option(PZ_WEB_TOY "Also build toy.html: the web front end with the toy test game" OFF)
option(PZ_WEB_NAMES "Keep function names in the wasm (readable stack traces; larger download)" OFF)

set(here ${CMAKE_CURRENT_LIST_DIR})
add_library(pz_web_front STATIC ${here}/main.cpp ${here}/widget_log.cpp ${here}/generate.cpp)
target_link_libraries(pz_web_front PUBLIC pz_app)
pz_warnings(pz_web_front)

set(pz_web_link_options
  -sALLOW_MEMORY_GROWTH=1
  -sENVIRONMENT=web,worker
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString,allocateUTF8,ccall
  -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${here}/library_funcs.json
  -lidbfs.js
  "SHELL:--pre-js ${here}/pre.js"
  "SHELL:--pre-js ${here}/generate.js")

# The fonts (Inter Regular and SemiBold), cut to the characters a European-language game can show
# (Latin, punctuation, arrows, maths, shapes and symbols; Inter's Greek and Cyrillic go): 0.27 MB of
# 0.53 MB, 124 KB with brotli (DejaVu's cut was 270 KB). Needs fontTools (Debian's python3-fonttools,
# which scripts/web-build installs); without it the whole fonts are preloaded.
set(PZ_WEB_FONT_RANGES "U+0020-007E,U+00A0-024F,U+02B0-02FF,U+0300-036F,U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+2100-218F,U+2190-21FF,U+2200-22FF,U+2300-23FF,U+2460-24FF,U+2500-25FF,U+2600-26FF,U+2700-27BF,U+FFFD"
  CACHE STRING "Unicode ranges the web page's fonts keep")
find_program(PZ_FONT_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
set(pz_font_subset OFF)
if(PZ_FONT_PYTHON)
  execute_process(COMMAND ${PZ_FONT_PYTHON} -c "import fontTools.subset" RESULT_VARIABLE pz_no_fonttools OUTPUT_QUIET ERROR_QUIET)
  if(pz_no_fonttools EQUAL 0)
    set(pz_font_subset ON)
  endif()
endif()
file(GLOB pz_fonts ${CMAKE_BINARY_DIR}/assets/fonts/*.otf)
if(pz_font_subset)
  set(pz_web_fonts_dir ${CMAKE_BINARY_DIR}/web-fonts)
  set(pz_web_fonts)
  foreach(font ${pz_fonts})
    get_filename_component(name ${font} NAME)
    add_custom_command(OUTPUT ${pz_web_fonts_dir}/${name}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${pz_web_fonts_dir}
      COMMAND ${PZ_FONT_PYTHON} -m fontTools.subset ${font} --unicodes=${PZ_WEB_FONT_RANGES}
              --output-file=${pz_web_fonts_dir}/${name}
      DEPENDS ${font} VERBATIM COMMENT "Cutting ${name} for the web page")
    list(APPEND pz_web_fonts ${pz_web_fonts_dir}/${name})
  endforeach()
  add_custom_target(pz_web_fonts DEPENDS ${pz_web_fonts})
  set_property(GLOBAL APPEND PROPERTY PZ_WEB_DATA_TARGETS pz_web_fonts)
else()
  message(STATUS "web: fontTools not found (python3-fonttools): the page preloads the whole fonts")
  set(pz_web_fonts_dir ${CMAKE_BINARY_DIR}/assets/fonts)
  set(pz_web_fonts ${pz_fonts})
endif()

# Every file the page reads at run time, preloaded into its virtual file system (build path@page
# path): the fonts and level packs here, and what games declare with pz_web_data() in their own
# CMakeLists.txt (every game folder is processed before this deferred file runs);
# pz_web_data_targets make the generated ones.
get_property(pz_game_web_data GLOBAL PROPERTY PZ_WEB_DATA)
get_property(pz_web_data_targets GLOBAL PROPERTY PZ_WEB_DATA_TARGETS)
get_property(pz_web_data_games GLOBAL PROPERTY PZ_WEB_DATA_GAMES)
# Each font by name, not the folder: a build folder may still hold fonts an older build cut.
set(pz_web_data)
foreach(font ${pz_web_fonts})
  get_filename_component(name ${font} NAME)
  list(APPEND pz_web_data ${font}@/assets/fonts/${name})
endforeach()
list(APPEND pz_web_data
  ${CMAKE_SOURCE_DIR}/levels@/levels
  ${pz_game_web_data})
# pz.games() says which games need their preloaded data ("needs_data"): a comma-separated list.
list(JOIN pz_web_data_games "," pz_web_data_games_text)
target_compile_definitions(pz_web_front PRIVATE PZ_WEB_DATA_GAMES="${pz_web_data_games_text}")
set(pz_web_data_files ${pz_web_fonts})
foreach(entry ${pz_web_data})
  string(REGEX REPLACE "@.*" "" file "${entry}")
  list(APPEND pz_web_link_options "SHELL:--preload-file ${entry}")
  # A changed (or, through the glob, added) file re-packs the page's data.
  if(file IN_LIST pz_web_fonts)
    # listed above (the cut fonts do not exist yet at configure time)
  elseif(IS_DIRECTORY "${file}")
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
    LINK_DEPENDS "${here}/pre.js;${here}/generate.js;${here}/library_funcs.json;${pz_web_data_files}")
  if(pz_web_data_targets)
    add_dependencies(${target} ${pz_web_data_targets})
  endif()
  pz_warnings(${target})
  set(PZ_WEB_SCRIPT ${script}.js)
  configure_file(${here}/index.html ${PZ_WEB_SITE}/${page} @ONLY)
  configure_file(${here}/generate-worker.js ${PZ_WEB_SITE}/generate-worker.js COPYONLY)
endfunction()

pz_web_page(puzzlebox_web puzzlebox index.html ${here}/no_extras.cpp)
if(PZ_WEB_TOY)
  pz_web_page(puzzlebox_web_toy puzzlebox-toy toy.html ${CMAKE_SOURCE_DIR}/tests/web/toy_scene.cpp)
endif()
