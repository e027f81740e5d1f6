# Reads the statistics a scenario left in its data folder (cmake -P): puzzlebox-tool stats --json
# as of DATE must hold WANT (a part of its JSON), e.g. the streak the script played.
# -DTOOL=path/to/puzzlebox-tool -DDATA=folder -DDATE=YYYY-MM-DD -DWANT=text
execute_process(COMMAND ${TOOL} stats --data ${DATA} --date ${DATE} --json
  RESULT_VARIABLE got OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT got STREQUAL "0")
  message(FATAL_ERROR "puzzlebox-tool stats: exit status ${got}")
endif()
string(FIND "${out}" "${WANT}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "puzzlebox-tool stats does not say ${WANT}")
endif()
