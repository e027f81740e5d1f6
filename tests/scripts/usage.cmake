# The game's own usage errors (issue 25 i, j): each exits 2 with one line on stderr that echoes no
# raw byte that is not printable UTF-8. (cmake -P; -DGAME=path/to/puzzlebox -DDATA=fresh/folder)
file(REMOVE_RECURSE ${DATA})
file(MAKE_DIRECTORY ${DATA})
string(ASCII 155 csi)  # the C1 CSI byte, 0x9b
# Each case's arguments, joined by '|' (a ';' would split the list of cases).
set(cases
  "--id|nonsense"
  "--id|bitflipper:9x9zz#1"
  "--id|nosuchgame:3x3#1"
  "--replay|${DATA}/missing.pzr"
  "--replay|${DATA}/bad${csi}2J.pzr"
  "--bogus${csi}"
  "--script|${DATA}/missing.pzs")
file(WRITE "${DATA}/bad${csi}2J.pzr" "not a record\n")
function(check what got err)
  if(NOT got STREQUAL "2")
    message(SEND_ERROR "puzzlebox ${what}: exit ${got}, expected 2 (${err})")
  endif()
  string(REGEX MATCHALL "\n" lines "${err}")
  list(LENGTH lines n)
  if(NOT n EQUAL 1)
    message(SEND_ERROR "puzzlebox ${what}: ${n} lines on stderr, expected one: ${err}")
  endif()
  string(FIND "${err}" "${csi}" raw)
  if(NOT raw EQUAL -1)
    message(SEND_ERROR "puzzlebox ${what}: stderr echoes the raw CSI byte: ${err}")
  endif()
  message("puzzlebox ${what}: ${err}")
endfunction()
foreach(case IN LISTS cases)
  string(REPLACE "|" ";" args "${case}")
  execute_process(COMMAND ${GAME} ${args} --data ${DATA} RESULT_VARIABLE got ERROR_VARIABLE err OUTPUT_QUIET TIMEOUT 120)
  check("${case}" "${got}" "${err}")
endforeach()
# An empty game ID (a list cannot hold an empty argument).
execute_process(COMMAND ${GAME} --id "" --data ${DATA} RESULT_VARIABLE got ERROR_VARIABLE err OUTPUT_QUIET TIMEOUT 120)
check("--id ''" "${got}" "${err}")
