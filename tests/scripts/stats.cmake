# Reads what a scenario left in its data folder (cmake -P): puzzlebox-tool stats --json as of DATE
# (or, with -DLIST=made, puzzlebox-tool made --json) must hold WANT (a part of its JSON), e.g. the
# streak the script played or the puzzle it kept.
# -DTOOL=path/to/puzzlebox-tool -DDATA=folder [-DDATE=YYYY-MM-DD] [-DLIST=made] -DWANT=text
if(NOT LIST)
  set(LIST stats)
endif()
set(args ${LIST} --data ${DATA} --json)
if(DATE)
  list(APPEND args --date ${DATE})
endif()
execute_process(COMMAND ${TOOL} ${args}
  RESULT_VARIABLE got OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT got STREQUAL "0")
  message(FATAL_ERROR "puzzlebox-tool ${LIST}: exit status ${got}")
endif()
string(FIND "${out}" "${WANT}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "puzzlebox-tool ${LIST} does not say ${WANT}")
endif()
